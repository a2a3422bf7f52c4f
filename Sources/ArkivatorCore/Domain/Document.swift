import Foundation

/// A filed letter: what was read from its pages and what was inferred or corrected about it.
public struct Document: Hashable, Codable, Sendable {
    public typealias ID = Int64

    /// Assigned by the store when the document is first saved.
    public var id: ID?
    public var title: String
    public var docType: DocumentType
    /// The date the letter was written or issued; nil when it has none.
    public var documentDate: CalendarDate?
    public var appointment: LocalDateTime?
    /// What the letter asks the family to do, as read and as corrected.
    public var actions: LetterActions
    public var institution: String?
    public var department: String?
    public var specialty: String?
    /// The family member the letter is about; nil is "Ukjent person".
    public var personID: FamilyMember.ID?
    public var keywords: [String]
    public var text: String
    public var ocrConfidence: Double?
    public var lowConfidenceSpans: [TextSpan]
    public var personnummerFound: Bool
    public var scanDate: Date
    public var uploadStatus: UploadStatus
    public var drive: DriveReferences
    public var files: LocalFiles
    public var originalFileName: String?
    public var pages: [Page]

    public init(
        id: ID? = nil,
        title: String,
        docType: DocumentType,
        documentDate: CalendarDate? = nil,
        appointment: LocalDateTime? = nil,
        actions: LetterActions = .none,
        institution: String? = nil,
        department: String? = nil,
        specialty: String? = nil,
        personID: FamilyMember.ID? = nil,
        keywords: [String] = [],
        text: String = "",
        ocrConfidence: Double? = nil,
        lowConfidenceSpans: [TextSpan] = [],
        personnummerFound: Bool = false,
        scanDate: Date,
        uploadStatus: UploadStatus = .localOnly,
        drive: DriveReferences = DriveReferences(),
        files: LocalFiles = LocalFiles(),
        originalFileName: String? = nil,
        pages: [Page] = []
    ) {
        self.id = id
        self.title = title
        self.docType = docType
        self.documentDate = documentDate
        self.appointment = appointment
        self.actions = actions
        self.institution = institution
        self.department = department
        self.specialty = specialty
        self.personID = personID
        self.keywords = keywords
        self.text = text
        self.ocrConfidence = ocrConfidence
        self.lowConfidenceSpans = lowConfidenceSpans
        self.personnummerFound = personnummerFound
        self.scanDate = scanDate
        self.uploadStatus = uploadStatus
        self.drive = drive
        self.files = files
        self.originalFileName = originalFileName
        self.pages = pages
    }
}

/// A character range `[start, end)` in a document's text, counted in Unicode scalars
/// as the analysis contract's `lowConfidenceSpans` are.
public struct TextSpan: Hashable, Codable, Sendable {
    public let start: Int
    public let end: Int

    public init(start: Int, end: Int) {
        precondition(start <= end, "a span ends after it starts")
        self.start = start
        self.end = end
    }

    public init(from decoder: any Decoder) throws {
        var container = try decoder.unkeyedContainer()
        let start = try container.decode(Int.self)
        let end = try container.decode(Int.self)
        guard start <= end else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "span ends before it starts")
        }
        self.init(start: start, end: end)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.unkeyedContainer()
        try container.encode(start)
        try container.encode(end)
    }
}

/// One photographed page of a document, in reading order.
public struct Page: Hashable, Codable, Sendable {
    /// 1-based position in the document.
    public var number: Int
    /// Path of the enhanced page image, relative to the library folder.
    public var imagePath: String?
    public var text: String
    public var ocrConfidence: Double?
    /// The page's text line by line with its place in the image, for a searchable PDF.
    public var lines: [PlacedLine]
    /// The kept original the page was made from; nil for a letter filed before originals were kept.
    public var source: PageSource?

    public init(number: Int, imagePath: String? = nil, text: String = "", ocrConfidence: Double? = nil,
                lines: [PlacedLine] = [], source: PageSource? = nil) {
        self.number = number
        self.imagePath = imagePath
        self.text = text
        self.ocrConfidence = ocrConfidence
        self.lines = lines
        self.source = source
    }
}

/// Where a page came from: a kept original (a photo, or a page of a PDF), so that its crop can
/// be redone from what the camera gave long after the letter was filed.
public struct PageSource: Hashable, Codable, Sendable {
    /// The original's number among the letter's originals, from 1.
    public var original: Int
    /// The page within a PDF, from 1; nil for a photo.
    public var pdfPage: Int?

    public init(original: Int, pdfPage: Int? = nil) {
        self.original = original
        self.pdfPage = pdfPage
    }
}

/// The identifiers Google Drive gave a document's files once they were uploaded.
public struct DriveReferences: Hashable, Codable, Sendable {
    public var documentFileID: String?
    public var imageFileID: String?
    public var webLink: String?

    public init(documentFileID: String? = nil, imageFileID: String? = nil, webLink: String? = nil) {
        self.documentFileID = documentFileID
        self.imageFileID = imageFileID
        self.webLink = webLink
    }
}

/// The archived files of a document, as paths relative to the library folder.
public struct LocalFiles: Hashable, Codable, Sendable {
    public var docx: String?
    public var image: String?
    public var pdf: String?

    public init(docx: String? = nil, image: String? = nil, pdf: String? = nil) {
        self.docx = docx
        self.image = image
        self.pdf = pdf
    }
}
