import ArgumentParser
import ArkivatorCore
import ArkivatorLibrary

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
        print(Console.words(.passphraseChanged))
        if !revoked.isEmpty {
            print(Console.words(.apiKeysRevoked(names: revoked.map(\.label))))
        }
    }
}
