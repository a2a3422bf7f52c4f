import ArgumentParser
import ArkivatorCore
import ArkivatorLibrary
import Foundation

struct FamilyCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "family",
        abstract: "Familiemedlemmene som brevene gjelder.",
        subcommands: [List.self, Add.self, Edit.self, Remove.self, Import.self]
    )

    struct List: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Vis familiemedlemmene.")

        @Flag(help: "Skriv JSON i stedet for en tabell.")
        var json = false

        func run() throws {
            let members = try LibraryAccess.open().family()
            if json {
                try Console.printJSON(members.map(FamilyMemberJSON.init))
                return
            }
            guard !members.isEmpty else {
                print(Console.words(.noFamilyYet))
                return
            }
            print(Console.table(
                [.columnID, .columnName, .columnRelationship, .columnBorn, .fieldFodselsnummer, .columnDriveFolder].map(Console.words),
                members.map { member in
                    [member.id.map(String.init) ?? "", member.name, member.relationship,
                     member.birthDate?.iso ?? "–", member.fodselsnummer?.masked ?? "–", member.driveFolderName]
                }))
        }
    }

    struct Add: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Legg til et familiemedlem.",
            discussion: "Gi «--fnr -» for å skrive fødselsnummeret uten at det vises eller havner i skallhistorikken."
        )

        @Argument(help: "Fullt navn, slik det står i brevene.")
        var name: String

        @Option(help: "Relasjon, for eksempel «meg selv», «ektefelle», «barn», «mor».")
        var relationship: String

        @Option(help: ArgumentHelp("Fødselsdato. Hentes fra fødselsnummeret når det er gitt.",
                                   valueName: CalendarDate.argumentShape))
        var born: CalendarDate?

        @Option(help: "Fødselsnummer (11 siffer), lagres kryptert. «-» spør etter det.")
        var fnr: String?

        @Option(help: "Mappenavn i Google Drive (standard: navnet).")
        var driveFolder: String?

        func run() throws {
            let library = try LibraryAccess.open()
            let change = try library.addFamilyMember(NewFamilyMember(
                name: name, relationship: relationship, birthDate: born,
                fodselsnummer: try fnr.map(FamilyCommand.typedFodselsnummer), driveFolder: driveFolder))
            print(Console.words(.memberAdded(name: change.member.name, id: change.member.id ?? 0)))
            FamilyCommand.report(change)
        }
    }

    struct Edit: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Endre et familiemedlem.",
            discussion: """
                Et nytt navn skrives inn i brevene til personen, og de flyttes til den nye mappen \
                i arkivmappen og i Google Drive.
                """
        )

        @Argument(help: "Id fra «arkivator family list».")
        var id: Int64

        @Option(help: "Nytt navn.")
        var name: String?

        @Option(help: "Ny relasjon.")
        var relationship: String?

        @Option(help: ArgumentHelp("Ny fødselsdato.", valueName: CalendarDate.argumentShape))
        var born: CalendarDate?

        @Option(help: "Nytt fødselsnummer. «-» spør etter det.")
        var fnr: String?

        @Flag(help: "Slett det lagrede fødselsnummeret.")
        var removeFnr = false

        @Option(help: "Nytt mappenavn i Google Drive.")
        var driveFolder: String?

        func validate() throws {
            if removeFnr && fnr != nil { throw ValidationError(.useEitherNotBoth("--fnr", "--remove-fnr")) }
        }

        func run() throws {
            // Asking for the passphrase as the command starts is the confirmation a new number needs.
            let (library, confirmed) = try LibraryAccess.openConfirmed()
            let number: FieldChange<String>? = removeFnr ? .clear : try fnr.map { .set(try FamilyCommand.typedFodselsnummer($0)) }
            let change = try library.updateFamilyMember(id, FamilyMemberEdit(
                name: name, relationship: relationship, birthDate: born, fodselsnummer: number, driveFolder: driveFolder),
                confirmed: confirmed)
            print(Console.words(.memberUpdated(name: change.member.name)))
            FamilyCommand.report(change)
        }
    }

    struct Remove: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Fjern et familiemedlem. Dokumentene beholdes, som «\(FamilyMember.unknownPersonLabel)» eller flyttet med --move-to."
        )

        @Argument(help: "Id fra «arkivator family list».")
        var id: Int64

        @Option(help: "Flytt dokumentene til denne personen (navn, fornavn eller id) i stedet.")
        var moveTo: String?

        func run() throws {
            let library = try LibraryAccess.open()
            let heir = try moveTo.map(library.person(named:))?.memberID
            let change = try library.removeFamilyMember(id, movingLettersTo: heir)
            print(Console.words(.memberRemoved(name: change.member.name, letters: change.refiled.count)))
        }
    }

    struct Import: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Legg til familien fra en JSON-fil.",
            discussion: """
                Filen er en liste av {"name", "relationship", "born", "personnummer"}; born og \
                personnummer kan mangle. Navn som alt finnes i familien hoppes over.
                """
        )

        @Argument(help: "JSON-filen.", completion: .file())
        var file: String

        func run() throws {
            let entries = try FamilyFile.entries(in: URL(fileURLWithPath: file))
            // Every entry is checked before any is added, so a mistake leaves the family as it was.
            let members = try FamilyFile.members(entries)
            let library = try LibraryAccess.open()
            var known = Set(try library.family().map { NorwegianFolding.fold($0.name) })
            var changes: [FamilyChange] = []
            for (entry, member) in zip(entries, members) {
                guard known.insert(NorwegianFolding.fold(member.name)).inserted else {
                    print(Console.words(.memberExistsSkipped(name: member.name)))
                    continue
                }
                changes.append(try library.addFamilyMember(entry))
            }
            print(Console.words(.membersAdded(count: changes.count)))
            changes.forEach(FamilyCommand.report)
        }
    }

    /// «-» asks for the number without echo, so it stays out of the screen and the shell's history.
    static func typedFodselsnummer(_ argument: String) throws -> String {
        argument == "-" ? try Passphrase.readLine(prompt: .promptFodselsnummer) : argument
    }

    /// The letters a change moved, which the user would otherwise not know about.
    static func report(_ change: FamilyChange) {
        let name = change.member.name
        if !change.claimed.isEmpty {
            print(Console.words(.lettersClaimed(count: change.claimed.count, name: name)))
        }
        if !change.refiled.isEmpty {
            print(Console.words(.lettersRefiled(count: change.refiled.count, name: name, folder: change.member.driveFolderName)))
        }
    }
}

/// The family file format of `corpus/dev/family.json`: a list of members.
enum FamilyFile {
    private struct Entry: Decodable {
        let name: String
        let relationship: String?
        let born: String?
        let personnummer: String?
    }

    /// The members as typed; a date that is not one is named with its entry.
    static func entries(in url: URL) throws -> [NewFamilyMember] {
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw UserFacingError(.cannotReadFile(path: url.path))
        }
        let entries: [Entry]
        do {
            entries = try JSONDecoder().decode([Entry].self, from: data)
        } catch {
            throw UserFacingError(.notAFamilyList(file: url.lastPathComponent))
        }
        return try entries.enumerated().map { index, entry in
            try inContext(of: index) {
                return NewFamilyMember(name: entry.name, relationship: entry.relationship ?? "",
                                       birthDate: try Library.birthDate(typed: entry.born),
                                       fodselsnummer: entry.personnummer)
            }
        }
    }

    /// The members held to the library's rules; a bad entry is named by its position.
    static func members(_ entries: [NewFamilyMember]) throws -> [FamilyMember] {
        try entries.enumerated().map { index, entry in try inContext(of: index) { try Library.checkedMember(entry) } }
    }

    private static func inContext<T>(of index: Int, _ body: () throws -> T) throws -> T {
        do {
            return try body()
        } catch let error as LibraryError {
            throw UserFacingError(.familyEntry(number: index + 1, problem: error))
        }
    }
}

struct FamilyMemberJSON: Encodable {
    let id: Int64?
    let name: String
    let relationship: String
    let born: String?
    let fodselsnummer: String?
    let driveFolderName: String

    init(_ member: FamilyMember) {
        id = member.id
        name = member.name
        relationship = member.relationship
        born = member.birthDate?.iso
        fodselsnummer = member.fodselsnummer?.masked
        driveFolderName = member.driveFolderName
    }
}
