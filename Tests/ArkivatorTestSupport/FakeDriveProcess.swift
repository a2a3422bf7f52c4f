import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// `fake-drive` run as its own process, as the contract wants: on a port of its choosing,
/// with its state in a folder that outlives it, so tests can kill and start it again.
public final class FakeDriveProcess: @unchecked Sendable {
    private let service: FakeServiceProcess
    public var data: URL { service.data }
    public var base: URL { service.base }

    /// A file as `GET /_admin/files` lists it.
    public struct StoredFile: Decodable, Equatable, Sendable {
        public let id: String
        public let name: String
        public let parents: [String]
        public let mimeType: String
        public let trashed: Bool
        public let appProperties: [String: String]
        public let md5Checksum: String?
        public let size: String?

        public var isFolder: Bool { mimeType == "application/vnd.google-apps.folder" }
    }

    public struct LoggedRequest: Decodable, Sendable {
        public let method: String
        public let path: String
        public let query: String?
        public let status: Int
        public let fault: String?
    }

    public init(arguments: [String] = [], data: URL? = nil) async throws {
        service = try await FakeServiceProcess("fake-drive", data: data, arguments: arguments)
    }

    /// Kills it without warning, as a crash would, and starts it again on the same state.
    public func restart(arguments: [String] = []) async throws {
        try await service.restart(arguments: arguments)
    }

    /// Ends it as a person would, letting it finish what it was writing.
    public func stop() {
        service.stop(signal: SIGTERM)
    }

    // MARK: The admin API

    public func files() async throws -> [StoredFile] {
        try JSONDecoder().decode([StoredFile].self, from: try await service.admin("GET", "files"))
    }

    /// Each file's whole record, every field the fake keeps, as JSON text.
    public func fileRecords() async throws -> [String] {
        let records = try JSONSerialization.jsonObject(with: try await service.admin("GET", "files")) as? [Any] ?? []
        return try records.map { String(decoding: try JSONSerialization.data(withJSONObject: $0, options: [.sortedKeys]), as: UTF8.self) }
    }

    public func documentFiles() async throws -> [StoredFile] {
        try await files().filter { !$0.isFolder }
    }

    public func requests() async throws -> [LoggedRequest] {
        try JSONDecoder().decode([LoggedRequest].self, from: try await service.admin("GET", "requests"))
    }

    public func clearRequests() async throws {
        _ = try await service.admin("DELETE", "requests")
    }

    public func failNext(_ kind: String, count: Int = 1, matching match: String? = nil, method: String? = nil) async throws {
        var body: [String: Any] = ["kind": kind, "count": count]
        if let match { body["match"] = match }
        if let method { body["method"] = method }
        _ = try await service.admin("POST", "fail-next", body: body)
    }

    public func configure(_ settings: [String: Any]) async throws {
        _ = try await service.admin("POST", "config", body: settings)
    }

    public func revokeAll() async throws {
        _ = try await service.admin("POST", "revoke-all")
    }

    public func expireTokens() async throws {
        _ = try await service.admin("POST", "expire-tokens")
    }

    /// The `fake-drive` built beside the test bundle.
    public static func executable() throws -> URL {
        try builtExecutable("fake-drive")
    }
}

/// What a browser does with the authorization URL: it asks, and is sent on to the redirect.
/// Here the redirect is read instead of followed.
public func approve(_ url: URL) async throws -> [String: String] {
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
