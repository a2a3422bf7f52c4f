import ArgumentParser
import ArkivatorLibrary
import Foundation

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
                throw UserFacingError(.confirmEraseWith(word: word))
            }
            FileHandle.standardError.write(Data(Console.words(.promptEraseEverything(path: library.folder.root.path, word: word)).utf8))
            typed = readLine() ?? ""
        }
        try library.erase(confirmation: typed, confirmed: confirmed)
        print(Console.words(.libraryErased))
    }
}
