import ArgumentParser
import ArkivatorStore
import ArkivatorWeb
import Foundation
import Hummingbird

struct ServeCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Start nettappen: åpne arkivet i nettleseren på telefonen eller datamaskinen.",
        discussion: """
            Lytter bare på denne maskinen (127.0.0.1) med mindre du ber om noe annet. Med \
            --host 0.0.0.0 kan telefoner på samme nett nå den; da bør nettet være ditt eget. \
            Stopp med Ctrl-C.
            """
    )

    @Option(help: "Adressen å lytte på.")
    var host = "127.0.0.1"

    @Option(help: "Porten å lytte på.")
    var port = 8080

    @Option(help: "Minutter uten bruk før arkivet låses igjen.")
    var lockAfter = 5

    func validate() throws {
        guard (1...65535).contains(port) else { throw ValidationError("--port må være mellom 1 og 65535.") }
        guard lockAfter >= 0 else { throw ValidationError("--lock-after kan ikke være negativ.") }
    }

    func run() async throws {
        let library = LibraryAccess.folder
        if !library.exists {
            print("Nytt bibliotek i \(library.root.path): åpne adressen under for å opprette det.")
        }
        if host != "127.0.0.1" && host != "localhost" && host != "::1" {
            Console.warn("Advarsel: arkivet kan nås fra andre maskiner på nettet via \(host):\(port). Det er låst med passordfrasen, men trafikken er ikke kryptert.")
        }
        let app = try await buildApplication(WebConfiguration(
            host: host, port: port, library: library, appVersion: ArkivatorVersion.current,
            idleTimeout: TimeInterval(lockAfter * 60)))
        print("Arkivator kjører på http://\(host == "0.0.0.0" ? "127.0.0.1" : host):\(port)/")
        try await app.runService()
    }
}
