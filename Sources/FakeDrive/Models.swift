import Foundation

let folderMimeType = "application/vnd.google-apps.folder"

/// One Drive file as stored. Drive's `trashed` is not stored: it is derived from the
/// `explicitlyTrashed` flags up the parent chain, so trashing or restoring a folder reaches
/// its whole subtree without rewriting it.
struct FileRecord: Codable, Sendable {
    var id: String
    var name: String
    var mimeType: String
    var parent: String
    var explicitlyTrashed: Bool
    var appProperties: [String: String]
    /// `nil` for folders, which have no binary content.
    var content: ContentInfo?
    var createdTime: Date
    var modifiedTime: Date
    var version: Int
    /// Creation order, to break ties between equal timestamps deterministically.
    var sequence: Int

    var isFolder: Bool { mimeType == folderMimeType }
}

struct ContentInfo: Codable, Sendable {
    var size: Int64
    var md5: String
    var sha256: String
    /// The file under `blobs/` holding the bytes. New content gets a new name, so the old
    /// bytes stay valid until the state that points to the new ones is committed.
    var blob: String
}

/// The writable part of a Drive `File` resource as a request body carries it. Every member
/// is optional because PATCH only touches what is present; a `nil` appProperties value
/// deletes that key.
struct FileMetadata: Codable, Sendable {
    var name: String?
    var mimeType: String?
    var parents: [String]?
    var appProperties: [String: String?]?
    var trashed: Bool?

    static let empty = FileMetadata()
}

struct AuthorizationGrant: Codable, Sendable {
    var clientID: String
    var redirectURI: String
    var scope: String
    var codeChallenge: String
    var expiresAt: Date
}

struct RefreshTokenRecord: Codable, Sendable {
    var clientID: String
    var scope: String
    var issuedAt: Date
    var revoked: Bool
}

struct AccessTokenRecord: Codable, Sendable {
    var clientID: String
    var scope: String
    /// The refresh token it descends from, so revoking that one revokes this one too.
    var refreshToken: String?
    var expiresAt: Date
    var revoked: Bool
}

struct UploadSession: Codable, Sendable {
    var id: String
    /// The file whose content is replaced, or `nil` when the upload creates a file.
    var targetFileID: String?
    var metadata: FileMetadata
    var addParents: [String]
    var removeParents: [String]
    var contentType: String
    /// From `X-Upload-Content-Length` or the first `Content-Range` that names a total.
    var totalSize: Int64?
    var declaredByHeader: Bool
    var received: Int64
    var fields: String?
    var createdAt: Date
    var completedFileID: String?
}

/// The runtime-tunable behaviour of the fake, settable on the command line and at `/_admin/config`.
struct AdminConfig: Codable, Sendable {
    var failRate: Double = 0
    var latencyMs: Int = 0
    var faults: [FaultKind] = FaultKind.randomKinds
    var quotaExceeded = false
    var denyConsent = false
    var tokenLifetime = 3600
}

/// Everything that must survive a restart, written as one JSON document so a crash can
/// never leave half of a mutation on disk.
struct PersistedState: Codable, Sendable {
    var rootID: String
    var rootCreatedTime: Date
    var nextSequence = 0
    var files: [String: FileRecord] = [:]
    var authorizationCodes: [String: AuthorizationGrant] = [:]
    var refreshTokens: [String: RefreshTokenRecord] = [:]
    var accessTokens: [String: AccessTokenRecord] = [:]
    var sessions: [String: UploadSession] = [:]
    var config = AdminConfig()
}
