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
        print("Biblioteket er opprettet i \(folder.root.path).")
        print("Neste steg: legg til familien med «arkivator family add \"Ola Nordmann\" --relationship \"meg selv\"»")
        print("eller «arkivator family import FIL».")
    }
}

struct PasswdCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "passwd",
        abstract: "Bytt passordfrase.",
        discussion: """
            Biblioteket får en ny hovednøkkel, og databasen og hver fil forsegles på nytt under \
            den, så en gammel kopi av nøkkelfilen med den gamle frasen åpner ingenting som er \
            på disken. Den nye frasen må ha minst \
            \(PassphrasePolicy.minimumLength) tegn, og kan gis i $ARKIVATOR_NEW_PASSPHRASE. \
            Alle API-nøkler trekkes tilbake samtidig, for en nøkkel åpner arkivet som \
            passordfrasen gjør; behold dem med --keep-api-keys.
            """
    )

    @Flag(help: "Behold API-nøklene (ellers trekkes alle tilbake).")
    var keepApiKeys = false

    func run() throws {
        let current = try Passphrase.current()
        var new = ""
        // A wrong passphrase is told before the new one is typed twice.
        let revoked = try LibraryAccess.changeKeys(passphrase: current, finishingWith: { new }) { library in
            new = try Passphrase.new(variable: Passphrase.newEnvironmentVariable)
            return try library.changePassphrase(from: current, to: new, keepingAPIKeys: keepApiKeys)
        }
        print("Passordfrasen er byttet, og biblioteket er forseglet under en ny nøkkel.")
        if !revoked.isEmpty {
            let names = revoked.map { "«\($0.label)»" }.joined(separator: ", ")
            print("Trakk tilbake \(revoked.count == 1 ? "API-nøkkelen" : "\(revoked.count) API-nøkler") \(names). Lag nye med «arkivator key add NAVN».")
        }
    }
}

struct UpgradeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "upgrade",
        abstract: "Forsegl et bibliotek fra en eldre versjon som har noe ulåst på disken.",
        discussion: """
            Eldre versjoner hadde databasen og filene ulåst. Dette forsegler databasen og hver \
            fil under en ny nøkkel, med passordfrasen. Det skjer bare når du ber om det: en \
            vanlig opplåsing tar aldri en ulåst fil på disken for god fisk.
            """
    )

    func run() throws {
        let locked = try LockedLibrary.require(LibraryAccess.folder)
        _ = try locked.upgraded(passphrase: try Passphrase.current(), appVersion: ArkivatorVersion.current,
                                progress: SealingReport().show)
        print("Biblioteket er forseglet.")
    }
}
