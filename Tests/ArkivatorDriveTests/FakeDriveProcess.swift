import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// `fake-drive` run as its own process, as the contract wants: on a port of its choosing,
/// with its state in a folder that outlives it, so tests can kill and start it again.
final class FakeDriveProcess: @unchecked Sendable {
    let data: URL
    private(set) var base: URL
    private var process: Process

    /// A file as `GET /_admin/files` lists it.
    struct StoredFile: Decodable, Equatable {
        let id: String
        let name: String
        let parents: [String]
        let mimeType: String
        let trashed: Bool
        let appProperties: [String: String]
        let md5Checksum: String?
        let size: String?

        var isFolder: Bool { mimeType == "application/vnd.google-apps.folder" }
    }

    struct LoggedRequest: Decodable {
        let method: String
        let path: String
        let query: String?
        let status: Int
        let fault: String?
    }

    init(arguments: [String] = [], data: URL? = nil) throws {
        self.data = data ?? FileManager.default.temporaryDirectory.appendingPathComponent("fake-drive-\(UUID().uuidString)")
        (process, base) = try Self.launch(data: self.data, arguments: arguments)
    }

    deinit {
        if process.isRunning { process.terminate() }
    }

    private static func launch(data: URL, arguments: [String]) throws -> (Process, URL) {
        let process = Process()
        process.executableURL = try executable()
        process.arguments = ["--port", "0", "--data", data.path] + arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = ProcessInfo.processInfo.environment["FAKE_DRIVE_LOG"].flatMap { FileHandle(forWritingAtPath: $0) } ?? FileHandle.nullDevice
        try process.run()
        var line = Data()
        while !line.contains(UInt8(ascii: "\n")) {
            let chunk = output.fileHandleForReading.availableData
            guard !chunk.isEmpty else { break }
            line += chunk
        }
        let text = String(decoding: line, as: UTF8.self)
        guard let range = text.range(of: "http://"), let url = URL(string: String(text[range.lowerBound...]).trimmingCharacters(in: .whitespacesAndNewlines)) else {
            process.terminate()
            throw CocoaError(.fileReadCorruptFile, userInfo: [NSLocalizedDescriptionKey: "fake-drive said: \(text)"])
        }
        return (process, url)
    }

    /// Kills it without warning, as a crash would, and starts it again on the same state.
    func restart(arguments: [String] = []) throws {
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        (process, base) = try Self.launch(data: data, arguments: arguments)
    }

    func stop() {
        process.terminate()
        process.waitUntilExit()
        try? FileManager.default.removeItem(at: data)
    }

    // MARK: The admin API

    func files() async throws -> [StoredFile] {
        try JSONDecoder().decode([StoredFile].self, from: try await admin("GET", "files"))
    }

    /// Each file's whole record, every field the fake keeps, as JSON text.
    func fileRecords() async throws -> [String] {
        let records = try JSONSerialization.jsonObject(with: try await admin("GET", "files")) as? [Any] ?? []
        return try records.map { String(decoding: try JSONSerialization.data(withJSONObject: $0, options: [.sortedKeys]), as: UTF8.self) }
    }

    func documentFiles() async throws -> [StoredFile] {
        try await files().filter { !$0.isFolder }
    }

    func requests() async throws -> [LoggedRequest] {
        try JSONDecoder().decode([LoggedRequest].self, from: try await admin("GET", "requests"))
    }

    func clearRequests() async throws {
        _ = try await admin("DELETE", "requests")
    }

    func failNext(_ kind: String, count: Int = 1, matching match: String? = nil, method: String? = nil) async throws {
        var body: [String: Any] = ["kind": kind, "count": count]
        if let match { body["match"] = match }
        if let method { body["method"] = method }
        _ = try await admin("POST", "fail-next", body: body)
    }

    func configure(_ settings: [String: Any]) async throws {
        _ = try await admin("POST", "config", body: settings)
    }

    func revokeAll() async throws {
        _ = try await admin("POST", "revoke-all")
    }

    func expireTokens() async throws {
        _ = try await admin("POST", "expire-tokens")
    }

    @discardableResult
    private func admin(_ method: String, _ path: String, body: [String: Any]? = nil) async throws -> Data {
        var request = URLRequest(url: base.appendingPathComponent("_admin/\(path)"))
        request.httpMethod = method
        if let body {
            request.httpBody = try JSONSerialization.data(withJSONObject: body)
            request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        }
        let (data, response) = try await URLSession.shared.data(for: request)
        guard let http = response as? HTTPURLResponse, (200..<300).contains(http.statusCode) else {
            throw CocoaError(.fileReadUnknown, userInfo: [NSLocalizedDescriptionKey: "admin \(path): \(String(decoding: data, as: UTF8.self))"])
        }
        return data
    }

    /// The `fake-drive` built beside the test bundle.
    static func executable() throws -> URL {
        var folder = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
        for _ in 0..<4 {
            let candidate = folder.appendingPathComponent("fake-drive")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            folder.deleteLastPathComponent()
        }
        throw CocoaError(.fileNoSuchFile, userInfo: [NSFilePathErrorKey: "fake-drive"])
    }
}

/// What a browser does with the authorization URL: it asks, and is sent on to the redirect.
/// Here the redirect is read instead of followed.
func approve(_ url: URL) async throws -> [String: String] {
    final class Stop: NSObject, URLSessionTaskDelegate, Sendable {
        func urlSession(_ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse,
                        newRequest request: URLRequest, completionHandler: @escaping @Sendable (URLRequest?) -> Void) {
            completionHandler(nil)
        }
    }
    let session = URLSession(configuration: .ephemeral, delegate: Stop(), delegateQueue: nil)
    defer { session.finishTasksAndInvalidate() }
    let (_, response) = try await session.data(for: URLRequest(url: url))
    guard let http = response as? HTTPURLResponse, http.statusCode == 302,
          let location = http.value(forHTTPHeaderField: "Location"), let components = URLComponents(string: location) else {
        throw CocoaError(.fileReadUnknown, userInfo: [NSLocalizedDescriptionKey: "no redirect from the authorization page"])
    }
    var query: [String: String] = [:]
    for item in components.queryItems ?? [] { query[item.name] = item.value ?? "" }
    return query
}
