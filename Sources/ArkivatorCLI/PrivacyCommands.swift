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
            de nye versjonene opp i stedet for de gamle. Eldre versjoner i Drives versjonshistorikk \
            og kopier tatt før (arkivmappe, sikkerhetskopier) rører dette ikke.
            """
    )

    @Argument(help: "Id fra «arkivator list».")
    var id: Int64

    func run() throws {
        let library = try LibraryAccess.open()
        let document = try library.document(id)
        let title = document.title
        let found: Int
        do {
            found = try library.redact(id)
        } catch LibraryError.noFodselsnummerToRedact {
            // A letter already clean is what the user wanted; nothing failed.
            print("Fant ikke noe fødselsnummer i teksten til «\(title)». Ingenting er endret.")
            return
        }
        let queued = try library.awaitsUpload(id)
        print("Fjernet \(found) fødselsnummer fra «\(title)»"
              + (document.pages.isEmpty ? "" : " og malte over det på sidebildene")
              + ". .docx er skrevet på nytt" + (queued ? ", og de nye filene er lagt i kø for Google Drive." : "."))
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
        let (library, confirmed) = try LibraryAccess.openConfirmed()
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
        try library.erase(confirmation: typed, confirmed: confirmed)
        print("Biblioteket er slettet fra denne maskinen. Kopier i Google Drive er ikke rørt; slett dem der om du vil.")
    }
}
