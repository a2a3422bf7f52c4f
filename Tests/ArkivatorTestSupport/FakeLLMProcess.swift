import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// `fake-llm` run as its own process, as the assistant's tests want it: on a port of its
/// choosing, with its request log in a folder that outlives it, so tests can kill and start it
/// again and still read what was sent.
public final class FakeLLMProcess: @unchecked Sendable {
    public let data: URL
    public private(set) var base: URL
    private var process: Process
    /// The flags it was started with, given again on a restart.
    private let arguments: [String]

    /// A request as `GET /_admin/requests` lists it, the secret key masked.
    public struct LoggedRequest: Sendable {
        public let method: String
        public let path: String
        /// Header names in lower case.
        public let headers: [String: String]
        /// The body as JSON text, keys sorted; `null` for none.
        public let body: String
        /// Nil for a request that was never answered.
        public let status: Int?
        public let fault: String?
    }

    /// - Parameters:
    ///   - key: the API key every provider request must carry; nil lets any request in.
    ///   - models: the models it serves; nil keeps its own default.
    public init(key: String? = nil, models: [String]? = nil, data: URL? = nil) async throws {
        self.data = data ?? FileManager.default.temporaryDirectory.appendingPathComponent("fake-llm-\(UUID().uuidString)")
        var arguments: [String] = []
        if let key { arguments += ["--key", key] }
        if let models { arguments += ["--models", models.joined(separator: ",")] }
        self.arguments = arguments
        (process, base) = try await Self.launch(data: self.data, arguments: arguments)
    }

    deinit {
        if process.isRunning { process.terminate() }
    }

    /// Starts it and returns once it listens: it prints its address only then.
    private static func launch(data: URL, arguments: [String]) async throws -> (Process, URL) {
        let process = Process()
        process.executableURL = try builtExecutable("fake-llm")
        process.arguments = ["--port", "0", "--data", data.path] + arguments
        process.standardError = ProcessInfo.processInfo.environment["FAKE_LLM_LOG"].flatMap { FileHandle(forWritingAtPath: $0) } ?? FileHandle.nullDevice
        return (process, try await process.startAnnouncingAddress(name: "fake-llm"))
    }

    /// Kills it without warning, as a crash would, and starts it again on the same folder.
    public func restart() async throws {
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        (process, base) = try await Self.launch(data: data, arguments: arguments)
    }

    /// Stops it at once: a test's teardown must not hang on a fake that is itself hanging on
    /// purpose, and what it logged is on disk already.
    public func stop() {
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        try? FileManager.default.removeItem(at: data)
    }

    // MARK: The admin API

    /// Queues answers, served one a chat request in order, whichever API asks; when they run
    /// out, the fake answers with a sentence naming the API and the model.
    public func script(_ replies: [String]) async throws {
        try await admin("POST", "replies", body: ["replies": replies])
    }

    /// The next `count` chat requests fail with `kind`: `429` (with `Retry-After: retryAfter`),
    /// `500`, `timeout`, `malformed` or `cut`.
    public func failNext(_ kind: String, count: Int = 1, retryAfter: Int = 1) async throws {
        try await admin("POST", "fail-next", body: ["kind": kind, "count": count, "retryAfter": retryAfter])
    }

    /// Latency before every provider request, and the pause between two events of a stream.
    public func configure(latencyMs: Int? = nil, chunkDelayMs: Int? = nil) async throws {
        var body: [String: Any] = [:]
        if let latencyMs { body["latencyMs"] = latencyMs }
        if let chunkDelayMs { body["chunkDelayMs"] = chunkDelayMs }
        try await admin("POST", "config", body: body)
    }

    public func requests() async throws -> [LoggedRequest] {
        let entries = try JSONSerialization.jsonObject(with: try await admin("GET", "requests")) as? [[String: Any]] ?? []
        return try entries.map { entry in
            let body = try JSONSerialization.data(withJSONObject: entry["body"] ?? NSNull(), options: [.sortedKeys, .fragmentsAllowed])
            return LoggedRequest(
                method: entry["method"] as? String ?? "", path: entry["path"] as? String ?? "",
                headers: entry["headers"] as? [String: String] ?? [:], body: String(decoding: body, as: UTF8.self),
                status: entry["status"] as? Int, fault: entry["fault"] as? String)
        }
    }

    /// The log exactly as the fake serves it, for a test that searches all of it.
    public func requestLogText() async throws -> String {
        String(decoding: try await admin("GET", "requests"), as: UTF8.self)
    }

    public func clearRequests() async throws {
        try await admin("DELETE", "requests")
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
}
