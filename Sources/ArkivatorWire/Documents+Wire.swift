import ArkivatorCore
import Foundation

// The domain's documents as the wire carries them: a library row, a letter's fields, a
// whole stored letter.

extension Components.Schemas.DocumentType {
    /// Every case named, so that a type the domain gains and the document lacks fails the build.
    public init(_ type: ArkivatorCore.DocumentType) {
        switch type {
        case .innkalling: self = .innkalling
        case .epikrise: self = .epikrise
        case .labSvar: self = .labSvar
        case .resept: self = .resept
        case .henvisning: self = .henvisning
        case .vedtak: self = .vedtak
        case .annet: self = .annet
        }
    }
}

extension Components.Schemas.UploadStatus {
    public init(_ status: ArkivatorCore.UploadStatus) {
        switch status {
        case .localOnly: self = .localOnly
        case .queued: self = .queued
        case .uploading: self = .uploading
        case .synced: self = .synced
        case .failed: self = .failed
        }
    }
}

extension Components.Schemas.DocumentSummary {
    /// A library row as scripts read it: from the API, and from `list --json` and `search --json`.
    public init(_ summary: ArkivatorCore.DocumentSummary, snippet: HighlightedText? = nil) {
        self.init(id: summary.id, title: summary.title, docType: .init(summary.docType),
                  documentDate: summary.documentDate?.iso, person: summary.personName,
                  institution: summary.institution, uploadStatus: .init(summary.uploadStatus),
                  scanDate: summary.scanDate, originalFileName: summary.originalFileName,
                  snippet: snippet?.marked(open: "<mark>", close: "</mark>"))
    }
}

extension Components.Schemas.LetterFields {
    /// The fields of a letter as the analysis contract names them, shared by `analyze --json`
    /// and every whole document.
    public init(_ document: ArkivatorCore.Document, personName: String?) {
        self.init(title: document.title, docType: .init(document.docType), documentDate: document.documentDate?.iso,
                  appointment: document.appointment?.iso, institution: document.institution,
                  department: document.department, specialty: document.specialty, keywords: document.keywords,
                  text: document.text, ocrConfidence: document.ocrConfidence,
                  lowConfidenceSpans: document.lowConfidenceSpans.map { [$0.start, $0.end] },
                  person: personName, personnummerFound: document.personnummerFound,
                  actions: .init(document.actions))
    }
}

extension Components.Schemas.Document {
    /// A whole stored document: from the API, and from `show --json` and `file --text --json`.
    /// `revealed` shows the numbers whole, in `fodselsnumre` and in the text; otherwise the
    /// text has them masked as the list does. A stored document always has its id.
    public init(_ document: ArkivatorCore.Document, personName: String?, fodselsnumre: [Fodselsnummer] = [],
                revealed: Bool = false) {
        var shown = document
        if !revealed { shown.text = document.textWithFodselsnumreMasked }
        self.init(
            value1: .init(shown, personName: personName),
            value2: .init(id: document.id ?? 0, personId: document.personID, uploadStatus: .init(document.uploadStatus),
                          fodselsnumre: fodselsnumre.map { revealed ? $0.digits : $0.masked },
                          scanDate: document.scanDate, driveFileId: document.drive.documentFileID,
                          driveImageId: document.drive.imageFileID, driveWebLink: document.drive.webLink,
                          originalFileName: document.originalFileName,
                          pages: document.pages.map { .init(number: $0.number, imagePath: $0.imagePath,
                                                            ocrConfidence: $0.ocrConfidence) }))
    }

    /// The document as it is sent: the keys the schema requires that may be null are there
    /// with `null` when they have no value.
    public var sent: NullsWritten<Self> {
        let record = value2
        let keys: [(String, Bool)] = [
            ("personId", record.personId == nil), ("driveFileId", record.driveFileId == nil),
            ("driveImageId", record.driveImageId == nil), ("driveWebLink", record.driveWebLink == nil),
            ("originalFileName", record.originalFileName == nil),
        ]
        return NullsWritten(self, nullKeys: keys.filter(\.1).map(\.0))
    }
}
