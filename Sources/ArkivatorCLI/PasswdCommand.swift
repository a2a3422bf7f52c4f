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
        print("Passordfrasen er byttet, og biblioteket er forseglet under en ny nøkkel.")
        if !revoked.isEmpty {
            let names = revoked.map { "«\($0.label)»" }.joined(separator: ", ")
            print("Trakk tilbake \(revoked.count == 1 ? "API-nøkkelen" : "\(revoked.count) API-nøkler") \(names). Lag nye med «arkivator key add NAVN».")
        }
    }
}
