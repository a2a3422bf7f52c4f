import Foundation

/// Narrows a listing or a search; every part that is set must hold.
public struct DocumentFilter: Hashable, Sendable {
    public enum Person: Hashable, Sendable {
        case member(FamilyMember.ID)
        /// Documents that belong to no family member ("Ukjent person").
        case unknown
    }

    public var person: Person?
    public var docType: DocumentType?
    /// Inclusive bounds on the document date (the scan date where a letter has none).
    public var from: CalendarDate?
    public var to: CalendarDate?

    public init(person: Person? = nil, docType: DocumentType? = nil, from: CalendarDate? = nil, to: CalendarDate? = nil) {
        self.person = person
        self.docType = docType
        self.from = from
        self.to = to
    }
}

/// What a library row shows of a document.
public struct DocumentSummary: Identifiable, Hashable, Sendable {
    public let id: Document.ID
    public let title: String
    public let docType: DocumentType
    public let documentDate: CalendarDate?
    public let personID: FamilyMember.ID?
    public let personName: String?
    public let institution: String?
    public let uploadStatus: UploadStatus
    public let scanDate: Date
    public let appointment: LocalDateTime?
    /// The name of the photo or file the letter came from, when it came from one.
    public let originalFileName: String?

    public init(id: Document.ID, title: String, docType: DocumentType, documentDate: CalendarDate?,
                personID: FamilyMember.ID?, personName: String?, institution: String?,
                uploadStatus: UploadStatus, scanDate: Date, appointment: LocalDateTime? = nil, originalFileName: String? = nil) {
        self.id = id
        self.title = title
        self.docType = docType
        self.documentDate = documentDate
        self.personID = personID
        self.personName = personName
        self.institution = institution
        self.uploadStatus = uploadStatus
        self.scanDate = scanDate
        self.appointment = appointment
        self.originalFileName = originalFileName
    }
}

/// A piece of text in which the words that matched a search are marked.
public struct HighlightedText: Hashable, Sendable {
    public struct Segment: Hashable, Sendable {
        public let text: String
        public let isMatch: Bool

        public init(text: String, isMatch: Bool) {
            self.text = text
            self.isMatch = isMatch
        }
    }

    public let segments: [Segment]

    public init(segments: [Segment]) {
        self.segments = segments
    }

    public var plainText: String { segments.map(\.text).joined() }

    /// The text with each match wrapped in `open` and `close`.
    public func marked(open: String, close: String) -> String {
        segments.map { $0.isMatch ? open + $0.text + close : $0.text }.joined()
    }
}

public struct SearchHit: Hashable, Sendable {
    public let document: DocumentSummary
    /// The passage of the text (or the title, when the text has no match) around the matches.
    public let snippet: HighlightedText

    public init(document: DocumentSummary, snippet: HighlightedText) {
        self.document = document
        self.snippet = snippet
    }
}

/// Keeps documents and finds them again. Implemented over SQLite by `ArkivatorStore`;
/// a native app may implement it over its platform's store.
public protocol DocumentStore: Sendable {
    /// Saves a new document with its pages and returns the id it was given.
    func saveNewDocument(_ document: Document) throws -> Document.ID
    /// Replaces the stored fields and pages of a document that has an id.
    func updateDocument(_ document: Document) throws
    func deleteDocument(id: Document.ID) throws
    func document(id: Document.ID) throws -> Document?
    /// Newest first: by document date, else scan date.
    func documents(matching filter: DocumentFilter, limit: Int, offset: Int) throws -> [DocumentSummary]
    /// Best match first, after skipping `offset`. `query` is what a person types: words,
    /// `prefix*`, `"a phrase"`, `OR` between two.
    func search(_ query: String, matching filter: DocumentFilter, limit: Int, offset: Int) throws -> [SearchHit]
}

/// Keeps the family members whose letters are filed.
public protocol FamilyDirectory: Sendable {
    func familyMembers() throws -> [FamilyMember]
    func addFamilyMember(_ member: FamilyMember) throws -> FamilyMember.ID
    func updateFamilyMember(_ member: FamilyMember) throws
    /// Their documents stay, now belonging to no one.
    func removeFamilyMember(id: FamilyMember.ID) throws
}
