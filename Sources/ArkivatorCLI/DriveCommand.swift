import ArgumentParser
import ArkivatorLibrary
import Foundation

struct DriveCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "drive",
        abstract: "Koble arkivet til Google Drive, se status og prøv feilede opplastinger igjen.",
        discussion: """
            Dokumentene lastes opp til <rotmappe>/<Person>/Dokumenter og <rotmappe>/<Person>/Bilder \
            i din egen Google Drive. Arkivator ber bare om tilgang til filer den selv lager \
            (drive.file). Du trenger en OAuth-klient av typen «Desktop app» fra ditt eget \
            Google Cloud-prosjekt.
            """,
        subcommands: [DriveConnectCommand.self, DriveDisconnectCommand.self, DriveStatusCommand.self,
                      DriveRetryCommand.self, DriveFolderCommand.self]
    )
}

struct DriveConnectCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "connect",
        abstract: "Logg inn hos Google og gi Arkivator tilgang til sine egne filer i din Drive.",
        discussion: """
            Skriver ut en adresse på en egen linje (og åpner nettleseren om det finnes en). \
            Når du har godkjent, sender Google nettleseren tilbake til Arkivator på 127.0.0.1. \
            Alle dokumenter som ikke er lastet opp, legges i køen; «arkivator sync» eller \
            «arkivator serve» laster dem opp.
            """
    )

    @Option(help: "OAuth-klientens id (lagres i biblioteket). Kan også settes med ARKIVATOR_GOOGLE_CLIENT_ID.")
    var clientId: String?

    @Option(help: "OAuth-klientens hemmelighet, om Google ga deg en (lagres kryptert).")
    var clientSecret: String?

    @Option(help: "Navnet på rotmappen i Drive (standard: Helsedokumenter).")
    var root: String?

    @Flag(help: "Ikke forsøk å åpne en nettleser.")
    var noBrowser = false

    @Option(help: "Sekunder å vente på nettleseren.")
    var timeout = 300

    func run() async throws {
        let (library, confirmed) = try LibraryAccess.openConfirmed()
        let drive = library.drive()
        if let clientId { try drive.chooseClient(id: clientId, secret: clientSecret) }
        if let root { try drive.setRootFolderName(root) }
        let queued = try await drive.connectThroughLoopback(confirmed: confirmed, timeout: .seconds(timeout), page: { query in
            query["code"] != nil ? ConnectPage.connected : ConnectPage.notConnected
        }) { signIn in
            Console.say(.openAddressToConnectDrive)
            Console.say(signIn.url.absoluteString)
            if !noBrowser { Browser.open(signIn.url) }
        }
        Console.say(.driveConnected(rootFolder: try drive.rootFolderName(), queued: queued))
    }
}

struct DriveDisconnectCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "disconnect",
        abstract: "Trekk tilbake tilgangen hos Google og slett nøklene. Filene i Drive blir liggende."
    )

    func run() async throws {
        let drive = try LibraryAccess.open().drive()
        guard try drive.state() != .notConnected else {
            Console.say(.driveNotConnected)
            return
        }
        switch try await drive.disconnect() {
        case .revoked:
            Console.say(.driveDisconnectedAndRevoked)
        case .forgottenHereOnly:
            Console.say(.driveKeysDeletedHere)
            Console.warn(.driveRevokeUnreachable)
        }
    }
}

struct DriveStatusCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "status", abstract: "Vis tilkoblingen og opplastingskøen.")

    @Flag(help: "Skriv som JSON.")
    var json = false

    func run() throws {
        let library = try LibraryAccess.open()
        let drive = library.drive()
        let counts = try library.uploadCounts()
        let state = try drive.state()
        let failures = try library.uploadFailures()
        if json {
            struct Status: Encodable {
                let state: String, rootFolder: String, queued: Int, uploading: Int, done: Int, failed: Int, trashPending: Int
                let documents: [String: Int]
            }
            try Console.printJSON(Status(state: state.rawValue, rootFolder: try drive.rootFolderName(), queued: counts.queued,
                                         uploading: counts.uploading, done: counts.done, failed: counts.failed,
                                         trashPending: counts.trashPending, documents: try library.uploadStatusCounts()))
            return
        }
        Console.say(.driveState(state.norwegianLabel))
        Console.say(.driveRootFolder(try drive.rootFolderName()))
        Console.say(.driveFileCounts(done: counts.done, waiting: counts.queued + counts.uploading, failed: counts.failed, toTrash: counts.trashPending))
        for failure in failures {
            Console.say(.driveFailure(documentID: failure.documentID, title: failure.title, kind: failure.kind.rawValue, message: failure.message))
        }
        switch state {
        case .reconnectNeeded: Console.say(.driveReconnectHint)
        case .quotaExceeded: Console.say(.driveFreeSpaceHint)
        case .connected where counts.failed > 0: Console.say(.driveRetryHint)
        default: break
        }
    }
}

struct DriveRetryCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "retry", abstract: "Legg feilede opplastinger tilbake i køen.")

    func run() throws {
        let count = try LibraryAccess.open().drive().retryFailed()
        Console.say(.driveRequeued(count: count))
    }
}

struct DriveFolderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "folder", abstract: "Velg navnet på rotmappen i Drive.")

    @Argument(help: "Mappenavnet, for eksempel «Helsedokumenter».")
    var name: String

    func run() throws {
        let drive = try LibraryAccess.open().drive()
        try drive.setRootFolderName(name)
        Console.say(.driveNewFilesGoTo(rootFolder: try drive.rootFolderName()))
    }
}

/// The page the browser shows after Google sent it back.
enum ConnectPage {
    static let connected = page(.driveConnectedPageHeading, .driveConnectedPageText)
    static let notConnected = page(.driveNotConnectedPageHeading, .driveNotConnectedPageText)

    private static func page(_ heading: TerminalLine, _ text: TerminalLine) -> String {
        let (heading, text) = (Console.words(heading), Console.words(text))
        return "<!doctype html><html lang=\"\(Console.language.rawValue)\"><meta charset=\"utf-8\"><title>\(heading)</title><h1>\(heading)</h1><p>\(text)</p></html>"
    }
}

/// Opens a URL in the desktop's browser when there is a desktop; a server has none.
enum Browser {
    static func open(_ url: URL) {
        let environment = ProcessInfo.processInfo.environment
        #if os(macOS)
        let opener = "/usr/bin/open"
        #else
        guard environment["DISPLAY"] != nil || environment["WAYLAND_DISPLAY"] != nil else { return }
        let opener = "/usr/bin/xdg-open"
        #endif
        guard FileManager.default.isExecutableFile(atPath: opener) else { return }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: opener)
        process.arguments = [url.absoluteString]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try? process.run()
    }
}
