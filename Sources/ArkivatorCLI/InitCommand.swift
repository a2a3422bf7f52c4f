import ArgumentParser
import ArkivatorStore

struct InitCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "init",
        abstract: "Opprett et nytt bibliotek, låst med en passordfrase.",
        discussion: """
            Passordfrasen lagres aldri: den låser opp arkivets nøkkel, som krypterer \
            fødselsnumre. Glemmer du den, kan ingen åpne arkivet. Den kan også gis i \
            $ARKIVATOR_PASSPHRASE.
            """
    )

    func run() throws {
        let library = LibraryAccess.library
        if library.exists, try ArchiveDatabase.open(library).hasVault() {
            throw StoreError.libraryAlreadyExists(path: library.root.path)
        }
        let passphrase = try Passphrase.new()
        _ = try ArchiveDatabase.create(library, passphrase: passphrase)
        print("Biblioteket er opprettet i \(library.root.path).")
        print("Neste steg: legg til familien med «arkivator family add \"Ola Nordmann\" --relationship \"meg selv\"»")
        print("eller «arkivator family import FIL».")
    }
}

struct PasswdCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "passwd",
        abstract: "Bytt passordfrase.",
        discussion: """
            Nøkkelen pakkes inn på nytt; ingen data krypteres om. Den nye frasen kan gis i \
            $ARKIVATOR_NEW_PASSPHRASE.
            """
    )

    func run() throws {
        let database = try ArchiveDatabase.open(LibraryAccess.library)
        let current = try Passphrase.current()
        _ = try database.unlocked(passphrase: current)
        let new = try Passphrase.new(variable: Passphrase.newEnvironmentVariable)
        try database.changePassphrase(from: current, to: new)
        print("Passordfrasen er byttet.")
    }
}
