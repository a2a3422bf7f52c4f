import ArkivatorCore
import Foundation

/// What the `.docx` of a filed letter shows and carries: a heading block (title, type badge,
/// date, institution, person), the recognised text with its uncertain spans, a footer naming
/// the scan, and the document's tags as custom properties.
public struct LetterDocument: Sendable {
    public var title: String
    public var docType: DocumentType
    public var documentDate: CalendarDate?
    public var institution: String?
    /// Nil is "Ukjent person".
    public var personName: String?
    public var text: String
    public var lowConfidenceSpans: [TextSpan]
    public var scanDate: Date
    public var originalFileName: String?
    public var appVersion: String
    public var tags: [DocumentTags.Tag]
    public var keywords: [String]

    public init(document: Document, personName: String?, appVersion: String) {
        title = document.title
        docType = document.docType
        documentDate = document.documentDate
        institution = document.institution
        self.personName = personName
        text = document.text
        lowConfidenceSpans = document.lowConfidenceSpans
        scanDate = document.scanDate
        originalFileName = document.originalFileName
        self.appVersion = appVersion
        tags = DocumentTags.tags(of: document, personName: personName)
        keywords = document.keywords
    }
}
