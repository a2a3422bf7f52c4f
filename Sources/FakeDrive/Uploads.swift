import Foundation
import HTTPTypes
import Hummingbird

/// The media half of Drive v3: `/upload/drive/v3/files` with `uploadType` media, multipart
/// or resumable, and the session URIs of resumable uploads. The discovery document's
/// `/resumable/upload/...` spelling is served by the same handlers.
struct UploadRoutes: Sendable {
    let state: DriveState

    /// Google calls its 308 "Resume Incomplete"; NIO writes its own reason phrase regardless.
    static let resumeIncomplete = HTTPResponse.Status(code: 308)

    func add(to router: Router<FakeDriveContext>) {
        for prefix in ["/upload/drive/v3/files", "/resumable/upload/drive/v3/files"] {
            router.post(RouterPath(prefix), use: create)
            router.put(RouterPath(prefix), use: sessionOnly)
            router.patch(RouterPath("\(prefix)/:fileId"), use: update)
            router.put(RouterPath("\(prefix)/:fileId"), use: sessionOnly)
            // Go's client and rclone send chunks with POST (contract §1.4).
            router.post(RouterPath("\(prefix)/:fileId"), use: sessionOnly)
        }
    }

    @Sendable func create(_ request: Request, context: FakeDriveContext) async throws -> Response {
        if let uploadID = request.queryItems["upload_id"] { return try await chunk(request, uploadID: uploadID) }
        return try await startUpload(request, target: nil)
    }

    @Sendable func update(_ request: Request, context: FakeDriveContext) async throws -> Response {
        if let uploadID = request.queryItems["upload_id"] { return try await chunk(request, uploadID: uploadID) }
        return try await startUpload(request, target: try context.parameters.require("fileId"))
    }

    @Sendable func sessionOnly(_ request: Request, context: FakeDriveContext) async throws -> Response {
        guard let uploadID = request.queryItems["upload_id"] else {
            throw GoogleError.badRequest("Upload requests must include an uploadType URL parameter and a URL path beginning with /upload/")
        }
        return try await chunk(request, uploadID: uploadID)
    }

    // MARK: One-request uploads and session starts

    private func startUpload(_ request: Request, target: String?) async throws -> Response {
        try await state.authenticate(request)
        let query = request.queryItems
        let mask = try FileFieldMask(parameter: query["fields"])
        let addParents = DriveRoutes.idList(query["addParents"])
        let removeParents = DriveRoutes.idList(query["removeParents"])
        var request = request
        switch query["uploadType"] {
        case "media":
            try await state.requireQuota()
            let staged = try StagedContent.stage(try await request.bodyData(), in: state.blobsDirectory)
            let contentType = request.headers[.contentType] ?? "application/octet-stream"
            return Response.json(mask.render(try await store(staged, metadata: .empty, contentType: contentType,
                                                             target: target, addParents: addParents,
                                                             removeParents: removeParents)))
        case "multipart":
            try await state.requireQuota()
            let multipart = try MultipartRelated(body: try await request.bodyData(),
                                                 contentType: request.headers[.contentType])
            guard multipart.parts.count == 2 else {
                throw GoogleError.badRequest("Invalid multipart request with \(multipart.parts.count) mime parts.")
            }
            let (metadataPart, mediaPart) = (multipart.parts[0], multipart.parts[1])
            guard metadataPart.contentType?.lowercased().hasPrefix("application/json") ?? false else {
                throw GoogleError.badRequest("Invalid multipart request: the first part must be the JSON metadata.")
            }
            let metadata = try FileMetadata(body: metadataPart.body)
            let staged = try StagedContent.stage(mediaPart.body, in: state.blobsDirectory)
            return Response.json(mask.render(try await store(staged, metadata: metadata,
                                                             contentType: mediaPart.contentType ?? "application/octet-stream",
                                                             target: target, addParents: addParents,
                                                             removeParents: removeParents)))
        case "resumable":
            try await state.requireQuota()
            let metadata = try FileMetadata(body: try await request.bodyData())
            var declaredLength: Int64?
            if let header = request.headers[.uploadContentLength] {
                guard let length = Int64(header.trimmingCharacters(in: .whitespaces)), length >= 0 else {
                    throw GoogleError.badRequest("Invalid X-Upload-Content-Length header.")
                }
                declaredLength = length
            }
            let session = try await state.startUploadSession(
                target: target, metadata: metadata, addParents: addParents, removeParents: removeParents,
                contentType: request.headers[.uploadContentType] ?? "application/octet-stream",
                declaredLength: declaredLength, fields: query["fields"])
            let location = await sessionURI(for: session, request: request)
            return Response(status: .ok, headers: [.location: location, .uploadID: session.id])
        default:
            throw GoogleError.badRequest("Upload requests must include an uploadType URL parameter and a URL path beginning with /upload/")
        }
    }

    private func store(_ staged: StagedContent, metadata: FileMetadata, contentType: String, target: String?,
                       addParents: [String], removeParents: [String]) async throws -> DriveFile {
        if let target {
            return try await state.updateFile(target, metadata: metadata, addParents: addParents,
                                              removeParents: removeParents, content: staged)
        }
        return try await state.createFile(metadata, content: staged, defaultName: "Untitled",
                                          defaultMimeType: contentType)
    }

    /// Absolute, as Google's is. The host the client used is kept so the URI works however
    /// the client reached the fake.
    private func sessionURI(for session: UploadSession, request: Request) async -> String {
        let port = await state.listeningPort ?? 0
        let authority = request.head.authority ?? "127.0.0.1:\(port)"
        let path = session.targetFileID.map { "/upload/drive/v3/files/\($0)" } ?? "/upload/drive/v3/files"
        return "http://\(authority)\(path)?uploadType=resumable&upload_id=\(session.id)"
    }

    // MARK: Session requests

    private func chunk(_ request: Request, uploadID: String) async throws -> Response {
        var request = request
        let body = try await request.bodyData()
        guard let range = ChunkRange(header: request.headers[.contentRange], bodyLength: Int64(body.count)) else {
            throw GoogleError.badRequest("Failed to parse Content-Range header.")
        }
        if !body.isEmpty { try await state.requireQuota() }
        let fields = request.queryItems["fields"]
        if fields != nil { _ = try FileFieldMask(parameter: fields) }

        switch try await state.receiveChunk(uploadID: uploadID, range: range, body: body, fields: fields) {
        case .incomplete(let received):
            var headers: HTTPFields = [:]
            if received > 0 { headers[.range] = "bytes=0-\(received - 1)" }
            // Some Google clients ask for 200 + an override header, because their HTTP stack
            // treats 308 as a redirect to follow.
            if request.headers[.noThreeOhEight]?.lowercased() == "yes" {
                headers[.statusOverride] = "308"
                return Response(status: .ok, headers: headers)
            }
            return Response(status: Self.resumeIncomplete, headers: headers)
        case .complete(let file, let created, let replyFields):
            // The fields were checked when the session started; a later change cannot fail the upload.
            let mask = try (try? FileFieldMask(parameter: replyFields)) ?? FileFieldMask(parameter: nil)
            return Response.json(mask.render(file), status: created ? .created : .ok)
        }
    }
}
