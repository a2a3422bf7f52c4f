import ArkivatorCore
import ArkivatorStore
import Foundation
import Hummingbird

/// The JSON API under `/api/v1`, for scripts and a future native app.
struct APIRoutes {
    let services: WebServices

    struct DocumentSummaryDTO: Encodable {
        let id: Int64
        let title: String
        let docType: String
        let documentDate: String?
        let person: String?
        let institution: String?
        let uploadStatus: String
    }

    struct DocumentListDTO: Encodable {
        let documents: [DocumentSummaryDTO]
    }

    struct DocumentDTO: Encodable {
        let id: Int64
        let title: String
        let docType: String
        let documentDate: String?
        let appointment: String?
        let institution: String?
        let department: String?
        let specialty: String?
        let personId: Int64?
        let keywords: [String]
        let text: String
        let ocrConfidence: Double?
        let lowConfidenceSpans: [TextSpan]
        let uploadStatus: String
        let pageCount: Int
    }

    struct ErrorDTO: Encodable {
        struct Body: Encodable { let code: Int; let message: String }
        let error: Body
    }

    func add(to group: RouterGroup<WebRequestContext>) {
        group.get("documents") { request, context in try list(request, context) }
        group.get("documents/:id") { _, context in try document(context) }
    }

    private func list(_ request: Request, _ context: WebRequestContext) throws -> Response {
        let database = try context.requireSession().archive.database
        let limit = min(200, max(1, request.uri.queryParameters["limit"].flatMap { Int($0) } ?? 50))
        let offset = max(0, request.uri.queryParameters["offset"].flatMap { Int($0) } ?? 0)
        let query = request.uri.queryParameters["q"].map(String.init) ?? ""
        let summaries: [DocumentSummary]
        do {
            summaries = query.isEmpty
                ? try database.documents(matching: DocumentFilter(), limit: limit, offset: offset)
                : try database.search(query, matching: DocumentFilter(), limit: limit).map(\.document)
        } catch StoreError.invalidSearchQuery {
            return try Self.error(.badRequest, "Søket må inneholde minst ett ord.")
        }
        return try Self.json(DocumentListDTO(documents: summaries.map {
            DocumentSummaryDTO(id: $0.id, title: $0.title, docType: $0.docType.rawValue, documentDate: $0.documentDate?.iso,
                               person: $0.personName, institution: $0.institution, uploadStatus: $0.uploadStatus.rawValue)
        }))
    }

    private func document(_ context: WebRequestContext) throws -> Response {
        let database = try context.requireSession().archive.database
        guard let id = Int64(try context.parameters.require("id")), let document = try database.document(id: id) else {
            return try Self.error(.notFound, "Fant ikke dokumentet.")
        }
        return try Self.json(DocumentDTO(
            id: id, title: document.title, docType: document.docType.rawValue, documentDate: document.documentDate?.iso,
            appointment: document.appointment?.iso, institution: document.institution, department: document.department,
            specialty: document.specialty, personId: document.personID, keywords: document.keywords, text: document.text,
            ocrConfidence: document.ocrConfidence, lowConfidenceSpans: document.lowConfidenceSpans,
            uploadStatus: document.uploadStatus.rawValue, pageCount: document.pages.count))
    }

    static func json(_ value: some Encodable, status: HTTPResponse.Status = .ok) throws -> Response {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        var headers = HTTPFields()
        headers[.contentType] = "application/json; charset=utf-8"
        return Response(status: status, headers: headers, body: .init(byteBuffer: ByteBuffer(bytes: try encoder.encode(value))))
    }

    static func error(_ status: HTTPResponse.Status, _ message: String) throws -> Response {
        try json(ErrorDTO(error: .init(code: status.code, message: message)), status: status)
    }
}
