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
}
