import ArgumentParser
import ArkivatorCore
import ArkivatorLibrary

struct InitCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "init",
        abstract: "Opprett et nytt bibliotek, låst med en passordfrase.",
        discussion: """
            Passordfrasen lagres aldri: den låser opp arkivets nøkkel, som krypterer \
            fødselsnumre. Glemmer du den, kan ingen åpne arkivet. Den må ha minst \
            \(PassphrasePolicy.minimumLength) tegn, og kan også gis i $ARKIVATOR_PASSPHRASE.
            """
    )

    func run() throws {
        let folder = LibraryAccess.folder
        // Said before the passphrase is typed twice for nothing.
        if try LockedLibrary.open(folder) != nil { throw LibraryError.libraryAlreadyExists(path: folder.root.path) }
        _ = try Library.create(in: folder, passphrase: try Passphrase.new(), appVersion: ArkivatorVersion.current)
        print(Console.words(.libraryCreated(path: folder.root.path)))
        print(Console.words(.nextStepAddFamily))
    }
}
