import ArkivatorArchive
import ArkivatorCore
import ArkivatorDrive
import ArkivatorStore
import Foundation
import Hummingbird

/// The JSON API under `/api/v1`, for scripts and a future native app.
struct APIRoutes {
    let services: WebServices

    struct DocumentListDTO: Encodable {
        let documents: [DocumentSummaryJSON]
    }

    struct ErrorDTO: Encodable {
        struct Body: Encodable { let code: Int; let message: String }
        let error: Body
    }

    struct DocumentUpdateDTO: Decodable {
        let title: String?
        let docType: String?
        let personId: Int64?
        let unknownPerson: Bool?
        let institution: String?
        let specialty: String?
        let documentDate: String?
        let keywords: [String]?
        let redactFodselsnummer: Bool?
    }

    struct FamilyMemberDTO: Encodable {
        let id: Int64
        let name: String
        let relationship: String
        /// `DDMMYY •••••`: the API never returns a whole number.
        let fodselsnummerMasked: String?
    }

    struct SettingsDTO: Encodable {
        let lockTimeoutSeconds: Int
        let driveConnected: Bool
    }

    struct CreatedDTO: Encodable { let id: Int64 }

    func add(to group: RouterGroup<WebRequestContext>) {
        group.get("documents") { request, context in try list(request, context) }
        group.get("documents/:id") { _, context in try document(context) }
        group.patch("documents/:id") { request, context in try await update(request, context) }
        group.delete("documents/:id") { _, context in try delete(context) }
        group.post("jobs/:id/document") { _, context in try fileDraft(context) }
        group.get("family") { _, context in try family(context) }
        group.get("settings") { _, context in try settings(context) }
    }

    private func update(_ request: Request, _ context: WebRequestContext) async throws -> Response {
        let session = try context.requireSession()
        guard request.headers[.contentType]?.hasPrefix("application/json") == true else {
            return try Self.error(.unsupportedMediaType, "Send JSON (Content-Type: application/json).")
        }
        guard let id = Int64(try context.parameters.require("id")), var document = try session.archive.database.document(id: id) else {
            return try Self.error(.notFound, "Fant ikke dokumentet.")
        }
        let body = try await request.body.collect(upTo: 1 << 20)
        guard let changes = try? JSONDecoder().decode(DocumentUpdateDTO.self, from: Data(buffer: body)) else {
            return try Self.error(.badRequest, "Ugyldig JSON.")
        }
        var fields: [String: String] = [:]
        fields["title"] = changes.title
        fields["type"] = changes.docType
        if changes.unknownPerson == true { fields["person"] = "" } else if let person = changes.personId { fields["person"] = String(person) }
        fields["institution"] = changes.institution
        fields["specialty"] = changes.specialty
        fields["date"] = changes.documentDate
        fields["keywords"] = changes.keywords?.joined(separator: ",")
        if let type = changes.docType, DocumentType(rawValue: type) == nil {
            return try Self.error(.badRequest, "Ukjent type «\(type)».")
        }
        do {
            try ReviewForm.apply(fields, to: &document, family: try session.archive.database.familyMembers())
        } catch let problem as ReviewForm.Problem {
            return try Self.error(.badRequest, problem.message)
        }
        if changes.redactFodselsnummer == true { document.redactFodselsnummer() }
        try session.archive.update(document)
        services.driveSync.wake()
        return try self.document(context)
    }

    private func delete(_ context: WebRequestContext) throws -> Response {
        let session = try context.requireSession()
        guard let id = Int64(try context.parameters.require("id")), try session.archive.database.document(id: id) != nil else {
            return try Self.error(.notFound, "Fant ikke dokumentet.")
        }
        try session.archive.delete(id: id)
        services.driveSync.wake()
        return Response(status: .noContent)
    }

    /// Files a read job's draft as it stands, for scripts that need no review.
    private func fileDraft(_ context: WebRequestContext) throws -> Response {
        let session = try context.requireSession()
        guard let jobID = UUID(uuidString: try context.parameters.require("id")),
              let job = PendingJobs(library: session.archive.library).job(id: jobID)
        else { return try Self.error(.notFound, "Fant ikke jobben.") }
        guard job.awaitsReview else { return try Self.error(.conflict, "Jobben er ikke ferdig lest ennå.") }
        let intake = DocumentIntake(archive: session.archive)
        let id = try intake.file(try intake.draft(of: job), from: job)
        services.driveSync.wake()
        return try Self.json(CreatedDTO(id: id), status: .created)
    }

    private func family(_ context: WebRequestContext) throws -> Response {
        let members = try context.requireSession().archive.database.familyMembers().compactMap { member in
            member.id.map { FamilyMemberDTO(id: $0, name: member.name, relationship: member.relationship,
                                            fodselsnummerMasked: member.fodselsnummer?.masked) }
        }
        return try Self.json(members)
    }

    private func settings(_ context: WebRequestContext) throws -> Response {
        let database = try context.requireSession().archive.database
        let timeout = LockTimeout.stored(in: database) ?? services.configuration.idleTimeout
        let drive = try DriveAccount(database: database, environment: services.configuration.environment).state()
        return try Self.json(SettingsDTO(lockTimeoutSeconds: Int(timeout), driveConnected: drive == .connected))
    }

    private func list(_ request: Request, _ context: WebRequestContext) throws -> Response {
        let database = try context.requireSession().archive.database
        let limit = min(200, max(1, request.uri.queryParameters["limit"].flatMap { Int($0) } ?? 50))
        let offset = max(0, request.uri.queryParameters["offset"].flatMap { Int($0) } ?? 0)
        let parameters = request.uri.queryParameters
        let query = parameters["q"].map(String.init) ?? ""
        var filter = DocumentFilter()
        if let person = parameters["person"] { filter.person = person == "unknown" ? .unknown : Int64(person).map { .member($0) } }
        filter.docType = parameters["type"].flatMap { DocumentType(rawValue: String($0)) }
        filter.from = parameters["from"].flatMap { CalendarDate(iso: $0) }
        filter.to = parameters["to"].flatMap { CalendarDate(iso: $0) }
        let documents: [DocumentSummaryJSON]
        do {
            documents = query.isEmpty
                ? try database.documents(matching: filter, limit: limit, offset: offset).map { DocumentSummaryJSON($0) }
                : try database.search(query, matching: filter, limit: limit).map { DocumentSummaryJSON($0.document, snippet: $0.snippet) }
        } catch StoreError.invalidSearchQuery {
            return try Self.error(.badRequest, "Søket må inneholde minst ett ord.")
        }
        return try Self.json(DocumentListDTO(documents: documents))
    }

    private func document(_ context: WebRequestContext) throws -> Response {
        let database = try context.requireSession().archive.database
        guard let id = Int64(try context.parameters.require("id")), let document = try database.document(id: id) else {
            return try Self.error(.notFound, "Fant ikke dokumentet.")
        }
        let person = try database.familyMembers().first { $0.id != nil && $0.id == document.personID }?.name
        return try Self.json(DocumentJSON(document, personName: person, fodselsnumre: try database.detectedFodselsnumre(of: id)))
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
