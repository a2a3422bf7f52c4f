import ArkivatorCore
import Foundation
import OpenAPIRuntime

extension Components.Schemas.AssistantJob {
    /// A job as the API shows it; `result` is text for a summary or an explanation, the object
    /// the schema asked for for a succeeded extraction, and always made by a machine.
    public init(_ job: ArkivatorCore.AssistantJob) {
        self.init(id: job.id.uuidString.lowercased(), documentId: job.documentID, kind: .init(job.kind),
                  status: .init(job.status), progress: .init(receivedCharacters: job.receivedCharacters),
                  result: job.result.map { result in
                      guard job.kind == .extraction && job.status == .succeeded,
                            let object = try? JSONDecoder().decode(OpenAPIObjectContainer.self, from: Data(result.utf8))
                      else { return .case1(result) }
                      return .case2(object)
                  },
                  error: job.failure, answeredBy: job.answeredBy, machineMade: true, createdAt: job.createdAt,
                  startedAt: job.startedAt, finishedAt: job.finishedAt)
    }
}

extension Components.Schemas.AssistantJob.KindPayload {
    init(_ kind: ArkivatorCore.AssistantJob.Kind) {
        switch kind {
        case .summary: self = .summary
        case .extraction: self = .extraction
        case .explanation: self = .explanation
        }
    }
}

extension Components.Schemas.AssistantJob.StatusPayload {
    init(_ status: ArkivatorCore.AssistantJob.Status) {
        switch status {
        case .queued: self = .queued
        case .running: self = .running
        case .succeeded: self = .succeeded
        case .failed: self = .failed
        }
    }
}
