import Foundation

/// A piece of work the assistant does for one letter, and how it went. It waits in the
/// library until the archive is open and the assistant can be reached, so a request is
/// never lost to a locked archive or a provider that is down for a while.
public struct AssistantJob: Sendable, Hashable, Identifiable {
    public enum Kind: String, Sendable, CaseIterable, Codable {
        /// «Forklar brevet»: what the letter is, what the family must do and by when, its words explained.
        case explanation
        /// A few sentences on what the letter says.
        case summary
        /// The fields a JSON schema asks for, as a JSON object that matches it.
        case extraction
    }

    public enum Status: String, Sendable, CaseIterable, Codable {
        case queued, running, succeeded, failed

        public var isFinished: Bool { self == .succeeded || self == .failed }
    }

    public var id: UUID
    public var documentID: Document.ID
    public var kind: Kind
    /// The JSON schema an extraction answers to; nil for the other kinds.
    public var schema: Data?
    public var status: Status
    /// The answer as far as it has come: text for an explanation or a summary, JSON for an
    /// extraction. Part of one while it runs; whole once it has succeeded.
    public var result: String?
    /// How many characters of the answer have arrived, for progress while it runs.
    public var receivedCharacters: Int
    /// Why it failed, in words for the owner.
    public var failure: String?
    /// The service and model that answered (or was asked), as the disclosure names it.
    public var answeredBy: String?
    public var createdAt: Date
    public var startedAt: Date?
    public var finishedAt: Date?

    public init(id: UUID = UUID(), documentID: Document.ID, kind: Kind, schema: Data? = nil, status: Status = .queued,
                result: String? = nil, receivedCharacters: Int = 0, failure: String? = nil, answeredBy: String? = nil,
                createdAt: Date = Date(), startedAt: Date? = nil, finishedAt: Date? = nil) {
        self.id = id
        self.documentID = documentID
        self.kind = kind
        self.schema = schema
        self.status = status
        self.result = result
        self.receivedCharacters = receivedCharacters
        self.failure = failure
        self.answeredBy = answeredBy
        self.createdAt = createdAt
        self.startedAt = startedAt
        self.finishedAt = finishedAt
    }
}
