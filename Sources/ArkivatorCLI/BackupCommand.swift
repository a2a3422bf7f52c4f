import ArgumentParser
import ArkivatorLibrary
import Foundation

struct BackupCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "backup",
        abstract: "Ta sikkerhetskopi av hele biblioteket til én fil.",
        discussion: """
            Filen inneholder databasen, alle bilder og dokumenter, og en liste med sjekksummer. \
            Fødselsnumre og nøkler er kryptert i kopien slik de er i biblioteket; passordfrasen \
            trengs for å åpne et gjenopprettet bibliotek. Oppbevar filen trygt: brevenes tekst \
            står i den.
            """
    )

    @Argument(help: "Filen som skal skrives, for eksempel arkivator-backup.zip.", completion: .file())
    var file: String

    func run() throws {
        let destination = URL(fileURLWithPath: file)
        let (library, confirmed) = try LibraryAccess.openConfirmed()
        let summary = try library.backUp(to: destination, confirmed: confirmed)
        print(Console.words(.backupWritten(path: destination.path, documents: summary.documentCount, files: summary.fileCount,
                                           size: ByteCountFormatter.string(fromByteCount: summary.byteCount, countStyle: .file))))
    }
}
