import ArkivatorCore
import ArkivatorLibrary
import ArkivatorWire
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
            return try APIRoutes.json(try session.library.assistantJobs(of: try context.documentID()).map(Components.Schemas.AssistantJob.init))
        }
        group.get("documents/:id/jobs/:job") { _, context in
            let session = try context.requireSession()
            let id = try context.documentID()
            guard let jobID = UUID(uuidString: try context.parameters.require("job")),
                  let job = try? session.library.assistantJob(jobID), job.documentID == id
            else { throw LibraryError.assistantJobNotFound }
            return try APIRoutes.json(Components.Schemas.AssistantJob(job))
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
        var response = try APIRoutes.json(Components.Schemas.AssistantJob(job), status: .accepted)
        response.headers[.location] = "/api/v1/documents/\(job.documentID)/jobs/\(job.id.uuidString.lowercased())"
        return response
    }
}
