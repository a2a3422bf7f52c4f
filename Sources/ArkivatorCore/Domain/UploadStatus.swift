/// Where a document stands on its way to the user's Google Drive:
/// `localOnly → queued → uploading → synced | failed`.
public enum UploadStatus: String, CaseIterable, Codable, Sendable {
    case localOnly
    case queued
    case uploading
    case synced
    case failed

    public var norwegianLabel: String {
        switch self {
        case .localOnly: "Bare lokalt"
        case .queued: "I kø"
        case .uploading: "Laster opp"
        case .synced: "Lastet opp"
        case .failed: "Feilet"
        }
    }

    public var englishLabel: String {
        switch self {
        case .localOnly: "Local only"
        case .queued: "Queued"
        case .uploading: "Uploading"
        case .synced: "Uploaded"
        case .failed: "Failed"
        }
    }
}

/// The files of a document that go to Drive, one upload job each.
public enum UploadFileKind: String, CaseIterable, Codable, Sendable {
    case docx
    case image
    case pdf

    /// What goes to Drive for a document: its `.docx`, and its page image or, for a letter of
    /// several pages, the searchable PDF that holds every page. A letter filed as text has no image.
    public static func uploaded(pageCount: Int) -> [UploadFileKind] {
        switch pageCount {
        case 0: [.docx]
        case 1: [.docx, .image]
        default: [.docx, .pdf]
        }
    }

    /// The subfolder of the person's folder the file goes to.
    public var folderName: String {
        self == .docx ? "Dokumenter" : "Bilder"
    }

    public var fileExtension: String {
        switch self {
        case .docx: "docx"
        case .image: "jpeg"
        case .pdf: "pdf"
        }
    }

    public var mimeType: String {
        switch self {
        case .docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document"
        case .image: "image/jpeg"
        case .pdf: "application/pdf"
        }
    }
}
