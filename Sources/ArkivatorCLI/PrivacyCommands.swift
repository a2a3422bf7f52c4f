import ArgumentParser
import ArkivatorLibrary
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
        let library = try LibraryAccess.open()
        let title = try library.document(id).title
        let found: Int
        do {
            found = try library.redact(id)
        } catch LibraryError.noFodselsnummerToRedact {
            // A letter already clean is what the user wanted; nothing failed.
            print("Fant ikke noe fødselsnummer i teksten til «\(title)». Ingenting er endret.")
            return
        }
        let queued = try library.awaitsUpload(id)
        print("Fjernet \(found) fødselsnummer fra «\(title)». .docx er skrevet på nytt"
              + (queued ? ", og den nye versjonen er lagt i kø for Google Drive." : "."))
    }
}

struct EraseCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "erase",
        abstract: "Slett hele biblioteket på denne maskinen: database, bilder, dokumenter, kø og nøkler.",
        discussion: """
            Filene overskrives før de fjernes. Kopier i Google Drive eller i en arkivmappe blir \
            liggende. Krever passordfrasen, og at du skriver \(Library.eraseConfirmation) (eller gir \
            --confirm \(Library.eraseConfirmation)).
            """
    )

    @Option(help: "Bekreftelsen, for skript: \(Library.eraseConfirmation).")
    var confirm: String?

    func run() throws {
        // Only the owner erases: the passphrase must open the library first.
        let library = try LibraryAccess.open()
        let typed: String
        if let confirm {
            typed = confirm
        } else {
            let word = Library.eraseConfirmation
            guard Console.isInteractive else {
                throw UserFacingError("Bekreft med --confirm \(word) når kommandoen ikke kjøres i en terminal.")
            }
            FileHandle.standardError.write(Data("Alt i \(library.folder.root.path) blir slettet for godt. Skriv \(word) for å bekrefte: ".utf8))
            typed = readLine() ?? ""
        }
        try library.erase(confirmation: typed)
        print("Biblioteket er slettet fra denne maskinen. Kopier i Google Drive er ikke rørt; slett dem der om du vil.")
    }
}
