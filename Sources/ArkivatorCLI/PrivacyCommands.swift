import ArgumentParser
import ArkivatorCore
import ArkivatorStore
import Foundation

struct RedactCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "redact",
        abstract: "Fjern fødselsnumre fra et dokuments tekst: de erstattes med [REDAKTERT].",
        discussion: """
            Teksten, sidene og PDF-ens tekstlag renses, .docx skrives på nytt, og er dokumentet \
            i Google Drive, lastes den nye versjonen opp i stedet for den gamle.
            """
    )

    @Argument(help: "Id fra «arkivator list».")
    var id: Int64

    func run() throws {
        let archive = try LibraryAccess.openArchive()
        guard var document = try archive.database.document(id: id) else { throw StoreError.documentNotFound(id: id) }
        let found = Fodselsnummer.findings(in: document.text).count
        guard found > 0 else {
            print("Fant ikke noe fødselsnummer i teksten til «\(document.title)». Ingenting er endret.")
            return
        }
        document.redactFodselsnummer()
        try archive.update(document)
        let queued = try archive.database.queuedUploads(of: id).contains(.docx)
        print("Fjernet \(found) fødselsnummer fra «\(document.title)». .docx er skrevet på nytt"
              + (queued ? ", og den nye versjonen er lagt i kø for Google Drive." : "."))
    }
}

struct EraseCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "erase",
        abstract: "Slett hele biblioteket på denne maskinen: database, bilder, dokumenter, kø og nøkler.",
        discussion: """
            Filene overskrives før de fjernes. Kopier i Google Drive eller i en arkivmappe blir \
            liggende. Krever passordfrasen, og at du skriver SLETT (eller gir --confirm SLETT).
            """
    )

    static let confirmation = "SLETT"

    @Option(help: "Bekreftelsen, for skript: SLETT.")
    var confirm: String?

    func run() throws {
        let library = LibraryAccess.library
        // Only the owner erases: the passphrase must open the vault first.
        _ = try LibraryAccess.openUnlocked()
        let typed: String
        if let confirm {
            typed = confirm
        } else {
            guard Console.isInteractive else {
                throw UserFacingError("Bekreft med --confirm \(Self.confirmation) når kommandoen ikke kjøres i en terminal.")
            }
            FileHandle.standardError.write(Data("Alt i \(library.root.path) blir slettet for godt. Skriv \(Self.confirmation) for å bekrefte: ".utf8))
            typed = readLine() ?? ""
        }
        guard typed.trimmingCharacters(in: .whitespaces) == Self.confirmation else {
            throw UserFacingError("Bekreftelsen var ikke \(Self.confirmation). Ingenting er slettet.")
        }
        try library.eraseEverything()
        print("Biblioteket er slettet fra denne maskinen. Kopier i Google Drive er ikke rørt; slett dem der om du vil.")
    }
}
