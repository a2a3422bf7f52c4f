import FakeServiceKit
import Foundation

/// The one owner of everything the fake knows. Every operation that reads and then writes
/// runs inside one actor method without suspending, so parallel requests see each other's
/// effects whole or not at all; each mutation ends with `commit()` so that a `kill -9`
/// right after a reply never loses what the reply promised.
actor DriveState {
    let directory: URL
    var state: PersistedState
    var queuedFaults = FaultQueue<QueuedFault>()
    var requestLog = RequestLog<RequestLogEntry>()
    var listeningPort: Int?

    var stateURL: URL { directory.appendingPathComponent("state.json") }
    nonisolated var blobsDirectory: URL { DriveState.blobsDirectory(in: directory) }
    nonisolated var sessionsDirectory: URL { DriveState.sessionsDirectory(in: directory) }

    init(directory: URL) throws {
        self.directory = directory
        let fileManager = FileManager.default
        for folder in [directory, DriveState.blobsDirectory(in: directory), DriveState.sessionsDirectory(in: directory)] {
            try fileManager.createDirectory(at: folder, withIntermediateDirectories: true)
        }
        let stateURL = directory.appendingPathComponent("state.json")
        if fileManager.fileExists(atPath: stateURL.path) {
            // A corrupt state file must stop the server rather than silently start empty:
            // tests would then see files vanish for reasons that have nothing to do with the client.
            state = try DriveState.decoder.decode(PersistedState.self, from: Data(contentsOf: stateURL))
        } else {
            state = PersistedState(rootID: Identifier.rootID(), rootCreatedTime: Timestamp.now())
            try DriveState.write(state, to: stateURL)
        }
    }

    func setListeningPort(_ port: Int) { listeningPort = port }

    /// Writes the whole state to a temporary file and renames it over the old one, so a
    /// reader (or a restart after a crash) only ever sees a complete state.
    func commit() throws {
        try DriveState.write(state, to: stateURL)
    }

    private static func write(_ state: PersistedState, to url: URL) throws {
        let data = try encoder.encode(state)
        let temporary = url.deletingLastPathComponent()
            .appendingPathComponent(".\(url.lastPathComponent).\(UUID().uuidString).tmp")
        try data.write(to: temporary)
        guard rename(temporary.path, url.path) == 0 else {
            try? FileManager.default.removeItem(at: temporary)
            throw CocoaError(.fileWriteUnknown)
        }
    }

    private static var encoder: JSONEncoder {
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .millisecondsSince1970
        encoder.outputFormatting = [.sortedKeys]
        return encoder
    }

    private static var decoder: JSONDecoder {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .millisecondsSince1970
        return decoder
    }

    private static func blobsDirectory(in directory: URL) -> URL {
        directory.appendingPathComponent("blobs", isDirectory: true)
    }

    private static func sessionsDirectory(in directory: URL) -> URL {
        directory.appendingPathComponent("sessions", isDirectory: true)
    }

    // MARK: Configuration

    var config: AdminConfig { state.config }

    func setConfig(_ config: AdminConfig) throws -> AdminConfig {
        state.config = config
        try commit()
        return config
    }
}
