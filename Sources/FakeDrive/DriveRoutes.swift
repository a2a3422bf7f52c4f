import Crypto
import Foundation
import Hummingbird

/// The metadata half of Drive v3: `/drive/v3/files`.
struct DriveRoutes: Sendable {
    let state: DriveState

    func add(to router: Router<FakeDriveContext>) {
        router.get("/drive/v3/files", use: list)
        router.post("/drive/v3/files", use: create)
        router.get("/drive/v3/files/:fileId", use: get)
        router.patch("/drive/v3/files/:fileId", use: update)
        router.delete("/drive/v3/files/:fileId", use: delete)
    }

    @Sendable func get(_ request: Request, context: FakeDriveContext) async throws -> Response {
        try await state.authenticate(request)
        let id = try context.parameters.require("fileId")
        let query = request.queryItems
        switch query["alt"] ?? "json" {
        case "json":
            let mask = try FileFieldMask(parameter: query["fields"])
            return Response.json(mask.render(try await state.file(id)))
        case "media":
            let (url, file) = try await state.contentURL(of: id)
            // The blob may be replaced or deleted between the lookup and the read; either
            // way the file as the client named it is gone.
            guard let data = try? Data(contentsOf: url) else { throw GoogleError.notFound(file.record.id) }
            return Response(status: .ok, headers: [.contentType: file.record.mimeType],
                            body: .init(byteBuffer: ByteBuffer(bytes: data)))
        default:
            throw GoogleError.invalidValue("alt")
        }
    }

    @Sendable func create(_ request: Request, context: FakeDriveContext) async throws -> Response {
        try await state.authenticate(request)
        let mask = try FileFieldMask(parameter: request.queryItems["fields"])
        try await state.requireQuota()
        var request = request
        let metadata = try FileMetadata(body: try await request.bodyData())
        let file = try await state.createFile(metadata, content: nil, defaultName: "Untitled",
                                              defaultMimeType: "application/octet-stream")
        return Response.json(mask.render(file))
    }

    @Sendable func update(_ request: Request, context: FakeDriveContext) async throws -> Response {
        try await state.authenticate(request)
        let id = try context.parameters.require("fileId")
        let query = request.queryItems
        let mask = try FileFieldMask(parameter: query["fields"])
        var request = request
        let metadata = try FileMetadata(body: try await request.bodyData())
        let file = try await state.updateFile(id, metadata: metadata, addParents: Self.idList(query["addParents"]),
                                              removeParents: Self.idList(query["removeParents"]), content: nil)
        return Response.json(mask.render(file))
    }

    @Sendable func delete(_ request: Request, context: FakeDriveContext) async throws -> Response {
        try await state.authenticate(request)
        try await state.deleteFile(try context.parameters.require("fileId"))
        return Response(status: .noContent)
    }

    @Sendable func list(_ request: Request, context: FakeDriveContext) async throws -> Response {
        try await state.authenticate(request)
        let query = request.queryItems
        let mask = try FileListMask(parameter: query["fields"])
        let pageSize = try Self.pageSize(query["pageSize"])
        let order = try Self.order(query["orderBy"])
        try Self.requireOnly("drive", in: query["spaces"], parameter: "spaces")
        try Self.requireOnly("user", in: query["corpora"], parameter: "corpora")
        let filter = try query["q"].flatMap { text throws(GoogleError) in
            text.trimmingCharacters(in: .whitespaces).isEmpty ? nil : try Query(parsing: text)
        }

        // A page token is bound to the query it came from: reusing it with another query is
        // a client bug that Drive rejects, and so do we.
        let fingerprint = Self.fingerprint(q: query["q"], orderBy: query["orderBy"])
        var offset = 0
        if let token = query["pageToken"], !token.isEmpty {
            guard let decoded = PageToken(token), decoded.fingerprint == fingerprint else {
                throw GoogleError.invalidValue("pageToken")
            }
            offset = decoded.offset
        }

        let matches = await state.listFiles(matching: filter, orderedBy: order)
        let page = Array(matches.dropFirst(offset).prefix(pageSize))
        let end = offset + page.count
        let nextToken = end < matches.count ? PageToken(offset: end, fingerprint: fingerprint).encoded : nil
        return Response.json(mask.render(page, nextPageToken: nextToken))
    }

    // MARK: Parameters

    static func idList(_ value: String?) -> [String] {
        (value ?? "").split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }

    private static func pageSize(_ value: String?) throws(GoogleError) -> Int {
        guard let value else { return 100 }
        guard let size = Int(value), (1...1000).contains(size) else {
            throw GoogleError.invalidParameter(
                "pageSize", message: "Invalid value '\(value)'. Values must be within the range: [1, 1000]")
        }
        return size
    }

    private static func order(_ value: String?) throws(GoogleError) -> [OrderKey] {
        guard let value, !value.trimmingCharacters(in: .whitespaces).isEmpty else {
            return [OrderKey(field: .createdTime, descending: false)]
        }
        return try value.split(separator: ",").map { clause throws(GoogleError) in
            let words = clause.split(whereSeparator: \.isWhitespace)
            guard let first = words.first, words.count <= 2 else {
                throw GoogleError.invalidParameter("orderBy", message: "Invalid orderBy value: \(clause)")
            }
            let descending: Bool
            switch words.count == 2 ? words[1].lowercased() : "asc" {
            case "asc": descending = false
            case "desc": descending = true
            default: throw GoogleError.invalidParameter("orderBy", message: "Invalid orderBy value: \(clause)")
            }
            let field: ListOrder
            switch first {
            case "createdTime": field = .createdTime
            case "modifiedTime": field = .modifiedTime
            case "name", "name_natural": field = .name
            case "folder": field = .folder
            default: throw GoogleError.invalidParameter("orderBy", message: "Sorting is not supported for the field '\(first)'.")
            }
            return OrderKey(field: field, descending: descending)
        }
    }

    private static func requireOnly(_ allowed: String, in value: String?, parameter: String) throws(GoogleError) {
        guard let value else { return }
        let items = value.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        guard !items.isEmpty, items.allSatisfy({ $0 == allowed }) else { throw GoogleError.invalidValue(parameter) }
    }

    private static func fingerprint(q: String?, orderBy: String?) -> String {
        let digest = SHA256.hash(data: Data("\(q ?? "")\u{0}\(orderBy ?? "")".utf8))
        return String(Encoding.hex(digest).prefix(16))
    }
}

/// An opaque `nextPageToken`: where the next page starts, and for which query.
struct PageToken {
    var offset: Int
    var fingerprint: String

    init(offset: Int, fingerprint: String) {
        self.offset = offset
        self.fingerprint = fingerprint
    }

    init?(_ encoded: String) {
        guard let data = Encoding.base64URLDecode(encoded), let text = String(data: data, encoding: .utf8) else {
            return nil
        }
        let parts = text.split(separator: "|")
        guard parts.count == 3, parts[0] == "v1", let offset = Int(parts[1]), offset >= 0 else { return nil }
        self.offset = offset
        self.fingerprint = String(parts[2])
    }

    var encoded: String { Encoding.base64URLWithoutPadding(Data("v1|\(offset)|\(fingerprint)".utf8)) }
}
