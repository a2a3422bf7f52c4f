import ArkivatorCore
import ArkivatorLibrary
import Foundation
import Hummingbird

/// `/api/v1/documents/{id}/jobs`: the assistant's summaries, extractions and explanations of a
/// letter, queued and looked at by status (FolioMind's jobs), answered under the same consent
/// as the pages.
struct AssistantJobRoutes {
    let services: WebServices

    func add(to group: RouterGroup<WebRequestContext>) {
        group.post("documents/:id/jobs") { request, context in try await create(request, context) }
        group.get("documents/:id/jobs") { _, context in
            let session = try context.requireSession()
            return try APIRoutes.json(try session.library.assistantJobs(of: try context.documentID()).map(AssistantJobJSON.init))
        }
        group.get("documents/:id/jobs/:job") { _, context in
            let session = try context.requireSession()
            let id = try context.documentID()
            guard let jobID = UUID(uuidString: try context.parameters.require("job")),
                  let job = try? session.library.assistantJob(jobID), job.documentID == id
            else { throw LibraryError.assistantJobNotFound }
            return try APIRoutes.json(AssistantJobJSON(job))
        }
    }

    /// `{"kind": "summary" | "extraction" | "explanation", "schema"?: {…}, "consent"?: "thisTime"}`.
    private func create(_ request: Request, _ context: WebRequestContext) async throws -> Response {
        let session = try context.requireSession()
        let body = try await request.body.collect(upTo: APIRoutes.bodyLimit)
        guard let object = try? JSONSerialization.jsonObject(with: Data(buffer: body)) as? [String: Any] else {
            return try APIRoutes.error(.badRequest, Language.current.words(.invalidJSON))
        }
        let kinds = AssistantJob.Kind.allCases.map(\.rawValue)
        guard let kindName = object["kind"] as? String, let kind = AssistantJob.Kind(rawValue: kindName) else {
            return try APIRoutes.error(.badRequest, Language.current.words(.kindMustBeOneOf(kinds: kinds.joined(separator: ", "))))
        }
        let schema = try object["schema"].map { try JSONSerialization.data(withJSONObject: $0, options: [.sortedKeys, .fragmentsAllowed]) }
        let consent = object["consent"] as? String
        guard consent == nil || consent == "thisTime" else {
            return try APIRoutes.error(.badRequest, Language.current.words(.consentOnlyThisTime))
        }
        let job = try session.library.requestAssistantJob(kind, for: try context.documentID(), schema: schema,
                                                          thisTime: consent == "thisTime")
        await services.assistant.wake(with: session.library)
        var response = try APIRoutes.json(AssistantJobJSON(job), status: .accepted)
        response.headers[.location] = "/api/v1/documents/\(job.documentID)/jobs/\(job.id.uuidString.lowercased())"
        return response
    }
}

/// A job as the API shows it; `result` is text for a summary or an explanation, the object
/// the schema asked for for an extraction, and always made by a machine.
struct AssistantJobJSON: Encodable {
    let id: String
    let documentId: Int64
    let kind: String
    let status: String
    let progress: Progress
    let result: Result?
    let error: String?
    let answeredBy: String?
    let machineMade = true
    let createdAt: String
    let startedAt: String?
    let finishedAt: String?

    struct Progress: Encodable { let receivedCharacters: Int }

    enum Result: Encodable {
        case text(String)
        case object(RawJSON)

        func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            switch self {
            case .text(let text): try container.encode(text)
            case .object(let raw): try container.encode(raw)
            }
        }
    }

    init(_ job: AssistantJob) {
        id = job.id.uuidString.lowercased()
        documentId = job.documentID
        kind = job.kind.rawValue
        status = job.status.rawValue
        progress = Progress(receivedCharacters: job.receivedCharacters)
        result = job.result.map { result in
            job.kind == .extraction && job.status == .succeeded
                ? (RawJSON(Data(result.utf8)).map(Result.object) ?? .text(result)) : .text(result)
        }
        error = job.failure
        answeredBy = job.answeredBy
        createdAt = job.createdAt.formatted(.iso8601)
        startedAt = job.startedAt?.formatted(.iso8601)
        finishedAt = job.finishedAt?.formatted(.iso8601)
    }
}

/// A JSON value already checked against its schema, passed on as the value it is.
indirect enum RawJSON: Codable {
    case null, bool(Bool), integer(Int), number(Double), string(String), array([RawJSON]), object([String: RawJSON])

    init?(_ data: Data) {
        guard let value = try? JSONDecoder().decode(RawJSON.self, from: data) else { return nil }
        self = value
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() { self = .null }
        else if let value = try? container.decode(Bool.self) { self = .bool(value) }
        else if let value = try? container.decode(Int.self) { self = .integer(value) }
        else if let value = try? container.decode(Double.self) { self = .number(value) }
        else if let value = try? container.decode(String.self) { self = .string(value) }
        else if let value = try? container.decode([RawJSON].self) { self = .array(value) }
        else { self = .object(try container.decode([String: RawJSON].self)) }
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .null: try container.encodeNil()
        case .bool(let value): try container.encode(value)
        case .integer(let value): try container.encode(value)
        case .number(let value): try container.encode(value)
        case .string(let value): try container.encode(value)
        case .array(let value): try container.encode(value)
        case .object(let value): try container.encode(value)
        }
    }
}
