import Foundation

/// Where Google's OAuth and Drive endpoints are. `ARKIVATOR_GOOGLE_BASE_URL` puts all of them
/// on one server, such as `fake-drive`, with Google's paths kept.
public struct DriveEndpoints: Sendable, Equatable {
    public static let environmentVariable = "ARKIVATOR_GOOGLE_BASE_URL"

    public var authorization: URL
    public var token: URL
    public var revocation: URL
    /// `…/drive/v3/files`, for metadata.
    public var files: URL
    /// `…/upload/drive/v3/files`, for content.
    public var uploads: URL

    public static let google = DriveEndpoints(
        authorization: URL(string: "https://accounts.google.com/o/oauth2/v2/auth")!,
        token: URL(string: "https://oauth2.googleapis.com/token")!,
        revocation: URL(string: "https://oauth2.googleapis.com/revoke")!,
        files: URL(string: "https://www.googleapis.com/drive/v3/files")!,
        uploads: URL(string: "https://www.googleapis.com/upload/drive/v3/files")!)

    public init(authorization: URL, token: URL, revocation: URL, files: URL, uploads: URL) {
        self.authorization = authorization
        self.token = token
        self.revocation = revocation
        self.files = files
        self.uploads = uploads
    }

    /// Every endpoint on one server, under Google's own paths.
    public init(base: URL) {
        self.init(authorization: base.appendingPathComponent("o/oauth2/v2/auth"),
                  token: base.appendingPathComponent("token"),
                  revocation: base.appendingPathComponent("revoke"),
                  files: base.appendingPathComponent("drive/v3/files"),
                  uploads: base.appendingPathComponent("upload/drive/v3/files"))
    }

    public static func current(environment: [String: String] = ProcessInfo.processInfo.environment) -> DriveEndpoints {
        guard let value = environment[environmentVariable], !value.isEmpty, let base = URL(string: value) else { return .google }
        return DriveEndpoints(base: base)
    }
}
