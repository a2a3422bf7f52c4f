import ArgumentParser
import ArkivatorLibrary
import Foundation

struct PasskeyCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "passkey",
        abstract: "Passnøklene som låser opp arkivet med Face ID, fingeravtrykk eller telefonens kode.",
        discussion: """
            En passnøkkel legges til i nettleseren, under Innstillinger i «arkivator serve», etter \
            passordfrasen. Her kan du se dem og fjerne dem; å fjerne en bytter nøklene til arkivet.
            """,
        subcommands: [List.self, Revoke.self]
    )

    struct List: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Vis passnøklene, og når hver sist ble brukt.")

        func run() throws {
            let passkeys = try LibraryAccess.open().passkeys()
            guard !passkeys.isEmpty else {
                print(Console.words(.noPasskeysYet))
                return
            }
            let day = DateFormatter()
            day.dateFormat = "yyyy-MM-dd HH:mm"
            print(Console.table([.columnName, .columnCreated, .columnLastUsed, .columnID].map(Console.words), passkeys.map {
                [$0.name, day.string(from: $0.createdAt), $0.lastUsedAt.map(day.string) ?? "–", $0.id]
            }))
        }
    }

    struct Revoke: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Fjern en passnøkkel. Nøklene til arkivet byttes, så den åpner ingenting mer.")

        @Argument(help: "Navnet eller ID-en fra «arkivator passkey list».")
        var passkey: String

        func run() throws {
            let passphrase = try Passphrase.current()
            let name = try LibraryAccess.changeKeys(passphrase: passphrase) { library in
                try library.revokePasskey(named: passkey, passphrase: passphrase)
            }
            print(Console.words(.passkeyRevoked(name: name)))
        }
    }
}
