import ArgumentParser
import ArkivatorArchive
import ArkivatorCore
import ArkivatorStore
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
            let members = try LibraryAccess.openUnlocked().familyMembers()
            if json {
                try Console.printJSON(members.map(FamilyMemberJSON.init))
                return
            }
            guard !members.isEmpty else {
                print("Ingen i familien ennå. Legg til med «arkivator family add».")
                return
            }
            print(Console.table(
                ["ID", "Navn", "Relasjon", "Født", "Fødselsnummer", "Drive-mappe"],
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

        @Option(help: "Fødselsdato (ÅÅÅÅ-MM-DD). Hentes fra fødselsnummeret når det er gitt.")
        var born: String?

        @Option(help: "Fødselsnummer (11 siffer), lagres kryptert. «-» spør etter det.")
        var fnr: String?

        @Option(help: "Mappenavn i Google Drive (standard: navnet).")
        var driveFolder: String?

        func run() throws {
            let archive = try LibraryAccess.openArchive()
            let database = archive.database
            let number = try fnr.map { try FamilyInput.fodselsnummer($0) }
            let member = FamilyMember(
                name: try FamilyInput.name(name),
                relationship: relationship.trimmingCharacters(in: .whitespaces),
                birthDate: try FamilyInput.birthDate(born, fodselsnummer: number),
                fodselsnummer: number,
                driveFolderName: driveFolder.map { FileName.sanitized($0) })
            var added = member
            added.id = try database.addFamilyMember(member)
            print("La til \(member.name) (id \(added.id ?? 0)).")
            try FamilyInput.fileLetters(carryingNumberOf: added, in: archive)
        }
    }

    struct Edit: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Endre et familiemedlem.")

        @Argument(help: "Id fra «arkivator family list».")
        var id: Int64

        @Option(help: "Nytt navn.")
        var name: String?

        @Option(help: "Ny relasjon.")
        var relationship: String?

        @Option(help: "Ny fødselsdato (ÅÅÅÅ-MM-DD).")
        var born: String?

        @Option(help: "Nytt fødselsnummer. «-» spør etter det.")
        var fnr: String?

        @Flag(help: "Slett det lagrede fødselsnummeret.")
        var removeFnr = false

        @Option(help: "Nytt mappenavn i Google Drive.")
        var driveFolder: String?

        func validate() throws {
            if removeFnr && fnr != nil { throw ValidationError("Bruk enten --fnr eller --remove-fnr, ikke begge.") }
        }

        func run() throws {
            let archive = try LibraryAccess.openArchive()
            let database = archive.database
            var member = try database.familyMember(id: id)
            if let name { member.name = try FamilyInput.name(name) }
            if let relationship { member.relationship = relationship.trimmingCharacters(in: .whitespaces) }
            if removeFnr { member.fodselsnummer = nil }
            if let fnr {
                let number = try FamilyInput.fodselsnummer(fnr)
                member.fodselsnummer = number
                member.birthDate = try FamilyInput.birthDate(born, fodselsnummer: number)
            } else if let born {
                member.birthDate = try FamilyInput.birthDate(born, fodselsnummer: member.fodselsnummer)
            }
            if let driveFolder { member.driveFolderName = FileName.sanitized(driveFolder) }
            try database.updateFamilyMember(member)
            print("Oppdaterte \(member.name).")
            if fnr != nil { try FamilyInput.fileLetters(carryingNumberOf: member, in: archive) }
        }
    }

    struct Remove: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Fjern et familiemedlem. Dokumentene beholdes, som «Ukjent person»."
        )

        @Argument(help: "Id fra «arkivator family list».")
        var id: Int64

        func run() throws {
            let database = try LibraryAccess.openUnlocked()
            let member = try database.familyMember(id: id)
            let count = try database.documentCount(matching: DocumentFilter(person: .member(id)))
            try database.removeFamilyMember(id: id)
            print("Fjernet \(member.name). \(count) dokument\(count == 1 ? "" : "er") står nå som «\(FamilyMember.unknownPersonLabel)».")
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
            let members = try FamilyInput.members(fromFile: URL(fileURLWithPath: file))
            let archive = try LibraryAccess.openArchive()
            let database = archive.database
            var known = Set(try database.familyMembers().map { NorwegianFolding.fold($0.name) })
            var added: [FamilyMember] = []
            for member in members {
                guard known.insert(NorwegianFolding.fold(member.name)).inserted else {
                    print("\(member.name) finnes allerede; hoppet over.")
                    continue
                }
                var stored = member
                stored.id = try database.addFamilyMember(member)
                added.append(stored)
            }
            print("La til \(added.count) familiemedlem\(added.count == 1 ? "" : "mer").")
            for member in added { try FamilyInput.fileLetters(carryingNumberOf: member, in: archive) }
        }
    }
}

/// One member in the family file format of `corpus/dev/family.json`.
struct FamilyImportEntry: Decodable {
    let name: String
    let relationship: String?
    let born: String?
    let personnummer: String?
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

/// Checks what people type about family members, with messages that never echo an ID number.
enum FamilyInput {
    /// Letters filed under «Ukjent person» that carried the member's number go to the member.
    static func fileLetters(carryingNumberOf member: FamilyMember, in archive: DocumentArchive) throws {
        let filed = try archive.fileUnassignedDocuments(carryingNumberOf: member)
        guard !filed.isEmpty else { return }
        print("\(filed.count) brev med fødselsnummeret til \(member.name) er flyttet fra «\(FamilyMember.unknownPersonLabel)» til \(member.name).")
    }

    static func name(_ text: String, context: String? = nil) throws -> String {
        let name = text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        guard !name.isEmpty else { throw UserFacingError(prefixed(context, "Navnet kan ikke være tomt.")) }
        guard Fodselsnummer.findings(in: name).isEmpty else {
            throw UserFacingError(prefixed(context, "Et navn kan ikke inneholde et fødselsnummer."))
        }
        return name
    }

    static func fodselsnummer(_ text: String, context: String? = nil) throws -> Fodselsnummer {
        let typed = text == "-" ? try Passphrase.readLine(prompt: "Fødselsnummer: ") : text
        do {
            return try Fodselsnummer(parsing: typed)
        } catch {
            throw UserFacingError(prefixed(context, "Ugyldig fødselsnummer: \(reason(error))."))
        }
    }

    /// The given birth date, else the one in the fødselsnummer; the two must agree.
    static func birthDate(_ text: String?, fodselsnummer: Fodselsnummer?, context: String? = nil) throws -> CalendarDate? {
        let fromNumber = fodselsnummer?.birthDate
        guard let text else { return fromNumber }
        guard let given = CalendarDate(iso: text) else {
            throw UserFacingError(prefixed(context, "Fødselsdatoen må ha formen ÅÅÅÅ-MM-DD, ikke «\(text)»."))
        }
        if let fromNumber, fromNumber != given {
            throw UserFacingError(prefixed(context, "Fødselsdatoen \(given.iso) stemmer ikke med fødselsnummeret."))
        }
        return given
    }

    /// Every member in a family file, checked; a bad entry is named by its position.
    static func members(fromFile url: URL) throws -> [FamilyMember] {
        try importEntries(from: url).enumerated().map { index, entry in
            let context = "Oppføring \(index + 1)"
            let number = try entry.personnummer.map { try fodselsnummer($0, context: context) }
            return FamilyMember(name: try name(entry.name, context: context),
                                relationship: entry.relationship ?? "",
                                birthDate: try birthDate(entry.born, fodselsnummer: number, context: context),
                                fodselsnummer: number)
        }
    }

    private static func importEntries(from url: URL) throws -> [FamilyImportEntry] {
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw UserFacingError("Kunne ikke lese \(url.path).")
        }
        do {
            return try JSONDecoder().decode([FamilyImportEntry].self, from: data)
        } catch {
            throw UserFacingError("\(url.lastPathComponent) er ikke en liste av familiemedlemmer i JSON "
                + "(felter: name, relationship, born, personnummer).")
        }
    }

    private static func reason(_ error: FodselsnummerError) -> String {
        switch error {
        case .wrongLength: "det må ha 11 siffer"
        case .notDigits: "det kan bare inneholde siffer (eventuelt med mellomrom eller bindestrek etter de seks første)"
        case .invalidControlDigits: "kontrollsifrene stemmer ikke"
        case .invalidDate: "de seks første sifrene er ikke en gyldig dato"
        }
    }

    private static func prefixed(_ context: String?, _ message: String) -> String {
        context.map { "\($0): \(message)" } ?? message
    }
}
