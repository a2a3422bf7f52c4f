import ArgumentParser
import ArkivatorCore
import ArkivatorLibrary
import Foundation

struct CalendarCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "calendar",
        abstract: "Skriv timene fra brevene som en iCalendar-kalender (.ics).",
        discussion: """
            Samme kalender som en telefon abonnerer på, med det innholdet som er valgt i \
            innstillingene (standard: bare tid, sted og «Time på sykehus»). Flyttede og avlyste \
            timer er ført inn; timer eldre enn \(Library.calendarHistoryDays) dager er utelatt.
            """
    )

    @Option(help: "Bare denne personens timer (navn, fornavn eller id).")
    var person: String?

    @Option(name: .shortAndLong, help: "Skriv til denne filen i stedet for til skjermen.", completion: .file())
    var output: String?

    func run() throws {
        let library = try LibraryAccess.open()
        let member: FamilyMember.ID? = try person.map {
            guard case .member(let id) = try library.person(named: $0) else {
                throw ValidationError(.choosePersonInFamily)
            }
            return id
        }
        let calendar = try library.calendar(person: member)
        guard let output else {
            FileHandle.standardOutput.write(Data(calendar.utf8))
            return
        }
        let url = URL(fileURLWithPath: output)
        // Owner-only from the first byte: a calendar names the family's appointments.
        guard FileManager.default.createFile(atPath: url.path, contents: Data(calendar.utf8), attributes: [.posixPermissions: 0o600])
        else { throw ValidationError(.couldNotWrite(path: output)) }
        print(Console.words(.calendarWritten(path: output)))
    }
}
