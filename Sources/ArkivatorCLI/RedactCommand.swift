import ArgumentParser
import ArkivatorLibrary
import Foundation

struct RedactCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "redact",
        abstract: "Fjern fødselsnumre fra et dokument: i teksten erstattes de med [REDAKTERT], på sidebildene males de over.",
        discussion: """
            Teksten, sidene og PDF-ens tekstlag renses, ordene som bar nummeret males svarte på \
            hvert sidebilde, .docx og PDF skrives på nytt, og er dokumentet i Google Drive, lastes \
            de nye versjonene opp i stedet for de gamle. Originalene (bildene og PDF-ene brevet ble \
            arkivert fra) slettes, med mindre du beholder dem usladdet med --keep-original. Eldre \
            versjoner i Drives versjonshistorikk og kopier tatt før (arkivmappe, sikkerhetskopier) \
            rører dette ikke.
            """
    )

    @Argument(help: "Id fra «arkivator list».")
    var id: Int64

    @Flag(help: "Behold originalene usladdet (de kan vise hele fødselsnummeret).")
    var keepOriginal = false

    func run() throws {
        let library = try LibraryAccess.open()
        let document = try library.document(id)
        let title = document.title
        let found: Int
        do {
            found = try library.redact(id, keepingOriginals: keepOriginal)
        } catch LibraryError.noFodselsnummerToRedact {
            // A letter already clean is what the user wanted; nothing failed.
            print(Console.words(.nothingToRedact(title: title)))
            return
        }
        let queued = try library.awaitsUpload(id)
        print(Console.words(.redacted(count: found, title: title, paintedPages: !document.pages.isEmpty, queuedForDrive: queued)))
    }
}
