import ArkivatorCore
import ArkivatorStore
import Foundation

/// The Google account of a library, kept in its settings: the OAuth client, the refresh
/// token sealed under the master key, the root folder's name and the connection's state.
public struct DriveAccount: Sendable {
    public static let defaultRootFolderName = "Helsedokumenter"

    public let database: ArchiveDatabase
    let environment: [String: String]

    public init(database: ArchiveDatabase, environment: [String: String] = ProcessInfo.processInfo.environment) {
        self.database = database
        self.environment = environment
    }

    // MARK: The OAuth client

    /// The client from the environment if set there, else the one saved in the library.
    public func client() throws -> OAuthClientConfiguration? {
        if let id = environment[OAuthClientConfiguration.idVariable], !id.isEmpty {
            return OAuthClientConfiguration(clientID: id, clientSecret: environment[OAuthClientConfiguration.secretVariable])
        }
        let drive = try database.settings().drive
        guard let id = drive.clientID else { return nil }
        return OAuthClientConfiguration(clientID: id, clientSecret: try drive.sealedClientSecret.map { try open($0, purpose: .clientSecret) })
    }

    public func saveClient(_ client: OAuthClientConfiguration) throws {
        let secret = try client.clientSecret.map { try seal($0, purpose: .clientSecret) }
        try database.updateSettings { settings in
            settings.drive.clientID = client.clientID
            settings.drive.sealedClientSecret = secret
        }
    }

    // MARK: The connection

    public func state() throws -> DriveConnectionState {
        let drive = try database.settings().drive
        guard drive.sealedRefreshToken != nil else { return .notConnected }
        return drive.state ?? .connected
    }

    func setState(_ state: DriveConnectionState) throws {
        try database.updateSettings { $0.drive.state = state }
    }

    public func refreshToken() throws -> String? {
        try database.settings().drive.sealedRefreshToken.map { try open($0, purpose: .refreshToken) }
    }

    /// Keeps the new refresh token, turns uploads on and queues every document not yet on
    /// Drive; returns how many documents were queued.
    @discardableResult
    public func connect(refreshToken: String) throws -> Int {
        let sealed = try seal(refreshToken, purpose: .refreshToken)
        try database.updateSettings { settings in
            settings.drive.sealedRefreshToken = sealed
            settings.drive.state = .connected
            settings.driveSync = true
        }
        try database.forgetDriveFolders()
        return try database.enqueueLocalDocuments()
    }

    /// Forgets the tokens and stops queueing new documents. What is queued stays queued, to
    /// go when an account is connected again.
    public func forgetConnection() throws {
        try database.updateSettings { settings in
            settings.drive.sealedRefreshToken = nil
            settings.drive.state = nil
            settings.driveSync = false
        }
        try database.forgetDriveFolders()
    }

    // MARK: Where files go

    public func rootFolderName() throws -> String {
        try database.settings().drive.rootFolderName ?? Self.defaultRootFolderName
    }

    public func setRootFolderName(_ name: String) throws {
        let cleaned = FileName.sanitized(name, fallback: "")
        guard !cleaned.isEmpty else { throw DriveAccountError.emptyFolderName }
        if cleaned != (try rootFolderName()) { try database.forgetDriveFolders() }
        try database.updateSettings { $0.drive.rootFolderName = cleaned }
    }

    /// A random id for this library, in every uploaded file's `appProperties`, so that two
    /// libraries (or one erased and made again) never mistake each other's files for their own.
    public func libraryID() throws -> String {
        try database.updateSettings { settings in
            if settings.drive.libraryID == nil { settings.drive.libraryID = UUID().uuidString.lowercased() }
        }.drive.libraryID ?? ""
    }

    // MARK: Sealed settings

    /// What a sealed secret is; its name binds the sealed bytes to their one use.
    enum SecretPurpose: String {
        case clientSecret = "drive.clientSecret"
        case refreshToken = "drive.refreshToken"
    }

    private func seal(_ value: String, purpose: SecretPurpose) throws -> Data {
        try database.valueKey.seal(Data(value.utf8), purpose: purpose.rawValue)
    }

    private func open(_ sealed: Data, purpose: SecretPurpose) throws -> String {
        String(decoding: try database.valueKey.open(sealed, purpose: purpose.rawValue), as: UTF8.self)
    }
}

/// Its words are the Library's (`LibraryError.driveFolderNameEmpty`).
public enum DriveAccountError: Error, Equatable, Sendable {
    case emptyFolderName
}
