import ArgumentParser
import ArkivatorLibrary
import Foundation

struct KeyCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "key",
        abstract: "Nøkler som gir skript tilgang til arkivet gjennom JSON-API-et.",
        discussion: """
            Et skript sender nøkkelen til «arkivator serve» som «Authorization: Bearer NØKKEL» \
            på adresser under /api/v1. En nøkkel åpner hele arkivet, som passordfrasen: gi hvert \
            skript sin egen, så kan du trekke tilbake én uten å røre de andre.
            """,
        subcommands: [Add.self, List.self, Revoke.self]
    )

    struct Add: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Lag en ny nøkkel.",
            discussion: """
                Nøkkelen vises bare denne ene gangen, alene på siste linje, så \
                «arkivator key add skript | tail -1» gir den. Den lagres ikke, bare et avtrykk av den.
                """
        )

        @Argument(help: "Et navn som sier hvem eller hva nøkkelen er til, for eksempel «skript».")
        var name: String

        func run() throws {
            let (library, confirmed) = try LibraryAccess.openConfirmed()
            let created = try library.createAPIKey(named: name, confirmed: confirmed)
            print(Console.words(.newAPIKey(label: created.info.label, id: created.info.id)))
            print(created.key)
        }
    }

    struct List: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Vis nøklene: navn, id og når de ble laget, aldri selve nøkkelen.")

        func run() throws {
            let keys = try LibraryAccess.open().apiKeys()
            guard !keys.isEmpty else {
                print(Console.words(.noAPIKeysYet))
                return
            }
            let created = DateFormatter()
            created.dateFormat = "yyyy-MM-dd HH:mm"
            print(Console.table([.columnName, .columnID, .columnCreated].map(Console.words),
                                keys.map { [$0.label, String($0.id), created.string(from: $0.createdAt)] }))
        }
    }

    struct Revoke: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Trekk tilbake nøkkelen med dette navnet; skript som bruker den, slipper ikke inn lenger.",
            discussion: """
                Biblioteket får en ny hovednøkkel og forsegles på nytt under den, så nøkkelen \
                åpner ingenting på disken, heller ikke med en gammel kopi av nøkkelfilen.
                """
        )

        @Argument(help: "Navnet fra «arkivator key list».")
        var name: String

        func run() throws {
            let passphrase = try Passphrase.current()
            let count = try LibraryAccess.changeKeys(passphrase: passphrase) {
                try $0.revokeAPIKeys(named: name, passphrase: passphrase)
            }
            print(Console.words(.apiKeysRevokedByName(count: count, name: name)))
        }
    }
}
