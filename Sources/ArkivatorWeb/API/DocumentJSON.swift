import ArkivatorCore
import ArkivatorLibrary
import Foundation

/// A library row as scripts read it: from the API, and from `list --json` and `search --json`.
public struct DocumentSummaryJSON: Encodable, Sendable {
    let id: Int64
    let title: String
    let docType: String
    let documentDate: String?
    let person: String?
    let institution: String?
    let uploadStatus: String
    let scanDate: String
    let originalFileName: String?
    let snippet: String?

    public init(_ summary: DocumentSummary, snippet: HighlightedText? = nil) {
        id = summary.id
        title = summary.title
        docType = summary.docType.rawValue
        documentDate = summary.documentDate?.iso
        person = summary.personName
        institution = summary.institution
        uploadStatus = summary.uploadStatus.rawValue
        scanDate = summary.scanDate.formatted(.iso8601)
        originalFileName = summary.originalFileName
        self.snippet = snippet?.marked(open: "<mark>", close: "</mark>")
    }
}

/// The fields of a letter as the analysis contract names them, shared by `analyze --json`
/// and `show --json`; each wrapper adds its own keys beside these in one flat object.
public struct LetterFieldsJSON: Encodable, Sendable {
    let title: String
    let docType: String
    let documentDate: String?
    let appointment: String?
    /// What the letter asks the family to do, each value with its confidence.
    let actions: LetterActions
    let institution: String?
    let department: String?
    let specialty: String?
    let person: String?
    let keywords: [String]
    let text: String
    let ocrConfidence: Double?
    let lowConfidenceSpans: [TextSpan]
    let personnummerFound: Bool

    public init(_ document: Document, personName: String?) {
        title = document.title
        docType = document.docType.rawValue
        documentDate = document.documentDate?.iso
        appointment = document.appointment?.iso
        actions = document.actions
        institution = document.institution
        department = document.department
        specialty = document.specialty
        person = personName
        keywords = document.keywords
        text = document.text
        ocrConfidence = document.ocrConfidence
        lowConfidenceSpans = document.lowConfidenceSpans
        personnummerFound = document.personnummerFound
    }
}

/// A whole stored document: from the API, and from `show --json`.
public struct DocumentJSON: Encodable, Sendable {
    struct PageJSON: Encodable {
        let number: Int
        let imagePath: String?
        let ocrConfidence: Double?
    }

    private enum CodingKeys: String, CodingKey {
        case id, personId, scanDate, uploadStatus, driveFileId, driveImageId, driveWebLink, originalFileName, pages, fodselsnumre
    }

    let fields: LetterFieldsJSON
    let id: Int64?
    let personId: Int64?
    let scanDate: String
    let uploadStatus: String
    let driveFileId: String?
    let driveImageId: String?
    let driveWebLink: String?
    let originalFileName: String?
    let pages: [PageJSON]
    /// The numbers the letter has carried, masked unless the caller chose to reveal them.
    let fodselsnumre: [String]

    /// `revealed` shows the numbers whole, in `fodselsnumre` and in the text; otherwise the
    /// text has them masked as the list does.
    public init(_ document: Document, personName: String?, fodselsnumre: [Fodselsnummer] = [], revealed: Bool = false) {
        var shown = document
        if !revealed { shown.text = document.textWithFodselsnumreMasked }
        fields = LetterFieldsJSON(shown, personName: personName)
        id = document.id
        personId = document.personID
        scanDate = document.scanDate.formatted(.iso8601)
        uploadStatus = document.uploadStatus.rawValue
        driveFileId = document.drive.documentFileID
        driveImageId = document.drive.imageFileID
        driveWebLink = document.drive.webLink
        originalFileName = document.originalFileName
        pages = document.pages.map { PageJSON(number: $0.number, imagePath: $0.imagePath, ocrConfidence: $0.ocrConfidence) }
        self.fodselsnumre = fodselsnumre.map { revealed ? $0.digits : $0.masked }
    }

    public func encode(to encoder: any Encoder) throws {
        try fields.encode(to: encoder)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(personId, forKey: .personId)
        try container.encode(scanDate, forKey: .scanDate)
        try container.encode(uploadStatus, forKey: .uploadStatus)
        try container.encode(driveFileId, forKey: .driveFileId)
        try container.encode(driveImageId, forKey: .driveImageId)
        try container.encode(driveWebLink, forKey: .driveWebLink)
        try container.encode(originalFileName, forKey: .originalFileName)
        try container.encode(pages, forKey: .pages)
        try container.encode(fodselsnumre, forKey: .fodselsnumre)
    }
}

/// One «Å gjøre» item as scripts read it: from the API and from `todo --json`.
public struct ToDoJSON: Encodable, Sendable {
    let id: String
    let kind: String
    let due: String?
    let text: String
    let documentId: Int64
    let documentTitle: String
    let person: String?
    let done: Bool
    /// Due longer ago than the list looks back (`Library.toDoHorizonDays`).
    let history: Bool

    public init(_ entry: ToDoEntry) {
        id = entry.id
        kind = entry.item.kind.rawValue
        due = entry.item.due?.iso
        text = entry.item.text
        documentId = entry.item.documentID
        documentTitle = entry.documentTitle
        person = entry.personName
        done = entry.isDone
        history = entry.isHistory
    }
}
