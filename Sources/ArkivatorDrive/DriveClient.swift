import AsyncHTTPClient
import Foundation
import HTTPTypes

/// A file as Drive describes it, with the fields Arkivator asks for.
public struct DriveFile: Decodable, Sendable, Equatable {
    public let id: String
    public let name: String?
    public let mimeType: String?
    public let parents: [String]?
    public let trashed: Bool?
    public let md5Checksum: String?
    public let webViewLink: String?
    public let appProperties: [String: String]?

    static let fields = "id,name,mimeType,parents,trashed,md5Checksum,webViewLink,appProperties"
}

/// What a new file or a new version is called and where it goes.
struct FileMetadata: Sendable {
    var name: String
    var mimeType: String
    /// Only on create: Drive moves files with `addParents`/`removeParents`.
    var parent: String?
    var appProperties: [String: String] = [:]

    func json(includingParent: Bool) -> Data {
        var object: [String: Any] = ["name": name, "mimeType": mimeType]
        if includingParent, let parent { object["parents"] = [parent] }
        if !appProperties.isEmpty { object["appProperties"] = appProperties }
        return (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])) ?? Data("{}".utf8)
    }
}

/// The Drive v3 calls Arkivator makes, with the access token added and refreshed once when
/// Drive refuses it. Nothing here retries on its own: the sync decides what is safe to repeat.
final class DriveClient: Sendable {
    static let folderMimeType = "application/vnd.google-apps.folder"
    static let json = "application/json; charset=UTF-8"
    static let resumableChunkQuantum = 262_144
    /// What Drive's resumable upload answers while it still wants bytes.
    static let resumeIncomplete: HTTPResponse.Status = 308

    let endpoints: DriveEndpoints
    let http: HTTPClient
    let tokens: TokenSource
    let policy: RetryPolicy
    /// Files up to this size go in one multipart request; larger ones in resumable chunks.
    let multipartLimit: Int
    let chunkSize: Int

    init(endpoints: DriveEndpoints, http: HTTPClient, tokens: TokenSource, policy: RetryPolicy,
         multipartLimit: Int = 5 * 1024 * 1024, chunkSize: Int = 8 * 262_144) {
        precondition(chunkSize % Self.resumableChunkQuantum == 0, "Drive wants chunks in multiples of 256 KiB")
        self.endpoints = endpoints
        self.http = http
        self.tokens = tokens
        self.policy = policy
        self.multipartLimit = multipartLimit
        self.chunkSize = chunkSize
    }

    // MARK: Metadata

    /// Every file matching a `q` query, page by page.
    func list(query: String, pageSize: Int = 1000) async throws -> [DriveFile] {
        struct Page: Decodable {
            let files: [DriveFile]
            let nextPageToken: String?
        }
        var files: [DriveFile] = []
        var pageToken: String?
        repeat {
            var parameters = [("q", query), ("fields", "nextPageToken,files(\(DriveFile.fields))"), ("pageSize", String(pageSize)),
                              ("spaces", "drive")]
            if let pageToken { parameters.append(("pageToken", pageToken)) }
            let response = try await send(HTTPRequest(method: .get, url: url(endpoints.files, parameters)))
            let page: Page = try decode(response)
            files += page.files
            pageToken = page.nextPageToken
        } while pageToken != nil
        return files
    }

    func get(_ id: String) async throws -> DriveFile {
        try decode(try await send(HTTPRequest(method: .get, url: url(endpoints.files.appendingPathComponent(id),
                                                                      [("fields", DriveFile.fields)]))))
    }

    func createFolder(name: String, parent: String) async throws -> DriveFile {
        let metadata = FileMetadata(name: name, mimeType: Self.folderMimeType, parent: parent)
        return try decode(try await send(HTTPRequest(method: .post, url: url(endpoints.files, [("fields", DriveFile.fields)]),
                                                     headerFields: [.contentType: Self.json]),
                                         body: metadata.json(includingParent: true)))
    }

    /// Moves a file to Drive's trash; one already gone counts as trashed.
    func trash(_ id: String) async throws {
        do {
            _ = try await send(HTTPRequest(method: .patch, url: url(endpoints.files.appendingPathComponent(id), [("fields", "id,trashed")]),
                                           headerFields: [.contentType: Self.json]),
                               body: Data(#"{"trashed":true}"#.utf8))
        } catch let error as DriveError where error.isNotFound {
            return
        }
    }

    // MARK: Content

    /// Uploads `data` as a new file, or as the new content of `existing` (renamed and moved
    /// to `metadata.parent` from `previousParent` if they differ).
    func upload(_ data: Data, metadata: FileMetadata, existing: String? = nil, previousParent: String? = nil) async throws -> DriveFile {
        var target = endpoints.uploads
        var parameters = [("fields", DriveFile.fields)]
        if let existing {
            target.appendPathComponent(existing)
            if let parent = metadata.parent, let previousParent, parent != previousParent {
                parameters += [("addParents", parent), ("removeParents", previousParent)]
            }
        }
        let method: HTTPRequest.Method = existing == nil ? .post : .patch
        if data.count <= multipartLimit {
            return try await multipart(data, metadata: metadata, method: method, target: target,
                                       parameters: parameters, creating: existing == nil)
        }
        return try await resumable(data, metadata: metadata, method: method, target: target,
                                   parameters: parameters, creating: existing == nil)
    }

    private func multipart(_ data: Data, metadata: FileMetadata, method: HTTPRequest.Method, target: URL,
                           parameters: [(String, String)], creating: Bool) async throws -> DriveFile {
        let boundary = "arkivator-" + UUID().uuidString
        var body = Data()
        body.append(Data("--\(boundary)\r\nContent-Type: \(Self.json)\r\n\r\n".utf8))
        body.append(metadata.json(includingParent: creating))
        body.append(Data("\r\n--\(boundary)\r\nContent-Type: \(metadata.mimeType)\r\n\r\n".utf8))
        body.append(data)
        body.append(Data("\r\n--\(boundary)--\r\n".utf8))
        return try decode(try await send(HTTPRequest(method: method, url: url(target, [("uploadType", "multipart")] + parameters),
                                                     headerFields: [.contentType: "multipart/related; boundary=\(boundary)"]),
                                         body: body))
    }

    /// Google's resumable protocol: open a session, send 256 KiB-aligned chunks, and after a
    /// failure ask the session how much arrived and go on from there. A session Drive no
    /// longer knows (404) fails the upload, which is then started again from the beginning.
    private func resumable(_ data: Data, metadata: FileMetadata, method: HTTPRequest.Method, target: URL,
                           parameters: [(String, String)], creating: Bool) async throws -> DriveFile {
        let start = try await send(HTTPRequest(
            method: method, url: url(target, [("uploadType", "resumable")] + parameters),
            headerFields: [.contentType: Self.json, .uploadContentType: metadata.mimeType,
                           .uploadContentLength: String(data.count)]),
            body: metadata.json(includingParent: creating))
        guard let location = start.head.headerFields[.location], let session = URL(string: location) else {
            throw DriveError.protocolViolation("opplastingsøkten manglet Location")
        }
        var offset = 0
        var failures = 0
        while true {
            do {
                let end = min(offset + chunkSize, data.count)
                let response = try await send(HTTPRequest(
                    method: .put, url: session,
                    headerFields: [.contentRange: "bytes \(offset)-\(end - 1)/\(data.count)", .contentType: metadata.mimeType]),
                    body: data.subdata(in: offset..<end), accepting: [.ok, .created, Self.resumeIncomplete])
                if let file = try finished(response) { return file }
                offset = Self.received(response)
                failures = 0
            } catch let error as DriveError where error.isTransient {
                try await policy.backOff(after: error, failures: &failures)
                let status = try await send(HTTPRequest(
                    method: .put, url: session,
                    headerFields: [.contentRange: "bytes */\(data.count)"]),
                    accepting: [.ok, .created, Self.resumeIncomplete])
                if let file = try finished(status) { return file }
                offset = Self.received(status)
            }
        }
    }

    /// The file, when a chunk or status answer says the upload is complete.
    private func finished(_ response: CollectedResponse) throws -> DriveFile? {
        response.status == Self.resumeIncomplete ? nil : try decode(response)
    }

    /// How many bytes a session holds, from `Range: bytes=0-<last>`; none without the header.
    static func received(_ response: CollectedResponse) -> Int {
        guard let range = response.head.headerFields[.range], let dash = range.lastIndex(of: "-"),
              let last = Int(range[range.index(after: dash)...]) else { return 0 }
        return last + 1
    }

    // MARK: Plumbing

    /// Sends with the current access token; on 401 refreshes once and sends again.
    func send(_ request: HTTPRequest, body: Data = Data(),
              accepting accepted: Set<HTTPResponse.Status> = [.ok, .created, .noContent]) async throws -> CollectedResponse {
        var refreshed = false
        while true {
            var request = request
            let token = try await tokens.token()
            request.headerFields[.authorization] = "Bearer \(token)"
            let response = try await http.send(request, body: body)
            if accepted.contains(response.status) { return response }
            if response.status == .unauthorized, !refreshed {
                refreshed = true
                await tokens.invalidate(token)
                continue
            }
            throw DriveError.from(response)
        }
    }

    func decode<T: Decodable>(_ response: CollectedResponse) throws -> T {
        do {
            return try JSONDecoder().decode(T.self, from: response.body)
        } catch {
            throw DriveError.protocolViolation("svaret (HTTP \(response.status.code)) kunne ikke leses")
        }
    }

    func url(_ base: URL, _ parameters: [(String, String)]) -> URL {
        var components = URLComponents(url: base, resolvingAgainstBaseURL: false)!
        components.percentEncodedQuery = parameters.map { "\($0.0.formEscaped)=\($0.1.formEscaped)" }.joined(separator: "&")
        return components.url!
    }
}

/// Builds `q` strings with Google's quoting: `\` and `'` escaped inside single quotes.
enum DriveQuery {
    static func literal(_ value: String) -> String {
        "'" + value.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "'", with: "\\'") + "'"
    }

    static func folder(named name: String, in parent: String) -> String {
        "name = \(literal(name)) and \(literal(parent)) in parents and trashed = false and mimeType = '\(DriveClient.folderMimeType)'"
    }

    static func properties(_ properties: [String: String]) -> String {
        properties.sorted { $0.key < $1.key }
            .map { "appProperties has { key=\(literal($0.key)) and value=\(literal($0.value)) }" }
            .joined(separator: " and ") + " and trashed = false"
    }

    static func names(startingWith prefix: String, in parent: String) -> String {
        "\(literal(parent)) in parents and trashed = false and name contains \(literal(prefix))"
    }
}

extension DriveClient {
    /// Renames a file or moves it to another folder without sending its content again.
    func updateMetadata(_ id: String, name: String, parent: String?, previousParent: String?) async throws -> DriveFile {
        var parameters = [("fields", DriveFile.fields)]
        if let parent, let previousParent, parent != previousParent {
            parameters += [("addParents", parent), ("removeParents", previousParent)]
        }
        let body = (try? JSONSerialization.data(withJSONObject: ["name": name])) ?? Data()
        return try decode(try await send(HTTPRequest(method: .patch, url: url(endpoints.files.appendingPathComponent(id), parameters),
                                                     headerFields: [.contentType: Self.json]),
                                         body: body))
    }
}

extension HTTPField.Name {
    /// The type and size of the file a resumable upload will send.
    static let uploadContentType = Self("X-Upload-Content-Type")!
    static let uploadContentLength = Self("X-Upload-Content-Length")!
}
