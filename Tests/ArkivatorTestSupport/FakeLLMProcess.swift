import Foundation

/// `fake-llm` run as its own process, as the assistant's tests want it: on a port of its
/// choosing, with its request log in a folder that outlives it, so tests can kill and start it
/// again and still read what was sent.
public final class FakeLLMProcess: @unchecked Sendable {
    private let service: FakeServiceProcess
    public var data: URL { service.data }
    public var base: URL { service.base }
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
        var arguments: [String] = []
        if let key { arguments += ["--key", key] }
        if let models { arguments += ["--models", models.joined(separator: ",")] }
        self.arguments = arguments
        service = try await FakeServiceProcess("fake-llm", data: data, arguments: arguments)
    }

    /// Kills it without warning, as a crash would, and starts it again on the same folder.
    public func restart() async throws {
        try await service.restart(arguments: arguments)
    }

    /// Stops it at once: a test's teardown must not hang on a fake that is itself hanging on
    /// purpose, and what it logged is on disk already.
    public func stop() {
        service.stop(signal: SIGKILL)
    }

    // MARK: The admin API

    /// Queues answers, served one a chat request in order, whichever API asks; when they run
    /// out, the fake answers with a sentence naming the API and the model.
    public func script(_ replies: [String]) async throws {
        try await service.admin("POST", "replies", body: ["replies": replies])
    }

    /// The next `count` chat requests fail with `kind`: `429` (with `Retry-After: retryAfter`),
    /// `500`, `timeout`, `malformed` or `cut`.
    public func failNext(_ kind: String, count: Int = 1, retryAfter: Int = 1) async throws {
        try await service.admin("POST", "fail-next", body: ["kind": kind, "count": count, "retryAfter": retryAfter])
    }

    /// Latency before every provider request, and the pause between two events of a stream.
    public func configure(latencyMs: Int? = nil, chunkDelayMs: Int? = nil) async throws {
        var body: [String: Any] = [:]
        if let latencyMs { body["latencyMs"] = latencyMs }
        if let chunkDelayMs { body["chunkDelayMs"] = chunkDelayMs }
        try await service.admin("POST", "config", body: body)
    }

    public func requests() async throws -> [LoggedRequest] {
        let entries = try JSONSerialization.jsonObject(with: try await service.admin("GET", "requests")) as? [[String: Any]] ?? []
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
        String(decoding: try await service.admin("GET", "requests"), as: UTF8.self)
    }

    public func clearRequests() async throws {
        try await service.admin("DELETE", "requests")
    }
}
