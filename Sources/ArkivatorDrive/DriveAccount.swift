import ArkivatorCore
import ArkivatorStore
import Foundation

/// Where the connection to Google Drive stands, as the settings page and `arkivator drive
/// status` tell it.
public enum DriveConnectionState: String, Sendable {
    case notConnected
    case connected
    /// The refresh token was revoked or expired; uploads wait until the user connects again.
    case reconnectNeeded
    /// Drive is full; uploads wait until the user has made room and asks to try again.
    case quotaExceeded

    public var norwegianLabel: String {
        switch self {
        case .notConnected: "Ikke koblet til"
        case .connected: "Koblet til"
        case .reconnectNeeded: "Må kobles til på nytt"
        case .quotaExceeded: "Google Drive er full"
        }
    }

    public var englishLabel: String {
        switch self {
        case .notConnected: "Not connected"
        case .connected: "Connected"
        case .reconnectNeeded: "Needs to be connected again"
        case .quotaExceeded: "Google Drive is full"
        }
    }
}

/// The Google account of a library, kept in its settings: the OAuth client, the refresh
/// token sealed under the master key, the root folder's name and the connection's state.
public struct DriveAccount: Sendable {
    public static let defaultRootFolderName = "Helsedokumenter"

    enum Key {
        static let clientID = "drive.clientId"
        static let clientSecret = "drive.clientSecret"
        static let refreshToken = "drive.refreshToken"
        static let rootFolderName = "drive.rootFolder"
        static let state = "drive.state"
        static let libraryID = "drive.libraryId"
    }

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
        guard let id = try database.setting(Key.clientID) else { return nil }
        return OAuthClientConfiguration(clientID: id, clientSecret: try openSealed(Key.clientSecret))
    }

    public func saveClient(_ client: OAuthClientConfiguration) throws {
        try database.saveSetting(Key.clientID, value: client.clientID)
        if let secret = client.clientSecret {
            try saveSealed(secret, key: Key.clientSecret)
        } else {
            try database.removeSetting(Key.clientSecret)
        }
    }

    // MARK: The connection

    public func state() throws -> DriveConnectionState {
        guard try database.setting(Key.refreshToken) != nil else { return .notConnected }
        return try database.setting(Key.state).flatMap(DriveConnectionState.init(rawValue:)) ?? .connected
    }

    func setState(_ state: DriveConnectionState) throws {
        try database.saveSetting(Key.state, value: state.rawValue)
    }

    public func refreshToken() throws -> String? {
        try openSealed(Key.refreshToken)
    }

    /// Keeps the new refresh token, turns uploads on and queues every document not yet on
    /// Drive; returns how many documents were queued.
    @discardableResult
    public func connect(refreshToken: String) throws -> Int {
        try saveSealed(refreshToken, key: Key.refreshToken)
        try setState(.connected)
        try database.forgetDriveFolders()
        try database.setDriveSync(on: true)
        return try database.enqueueLocalDocuments()
    }

    /// Forgets the tokens and stops queueing new documents. What is queued stays queued, to
    /// go when an account is connected again.
    public func forgetConnection() throws {
        try database.removeSetting(Key.refreshToken)
        try database.removeSetting(Key.state)
        try database.forgetDriveFolders()
        try database.setDriveSync(on: false)
    }

    // MARK: Where files go

    public func rootFolderName() throws -> String {
        try database.setting(Key.rootFolderName) ?? Self.defaultRootFolderName
    }

    public func setRootFolderName(_ name: String) throws {
        let cleaned = FileName.sanitized(name, fallback: "")
        guard !cleaned.isEmpty else { throw DriveAccountError.emptyFolderName }
        if cleaned != (try rootFolderName()) { try database.forgetDriveFolders() }
        try database.saveSetting(Key.rootFolderName, value: cleaned)
    }

    /// A random id for this library, in every uploaded file's `appProperties`, so that two
    /// libraries (or one erased and made again) never mistake each other's files for their own.
    public func libraryID() throws -> String {
        if let id = try database.setting(Key.libraryID) { return id }
        let id = UUID().uuidString.lowercased()
        try database.saveSetting(Key.libraryID, value: id)
        return id
    }

    // MARK: Sealed settings

    private func saveSealed(_ value: String, key: String) throws {
        guard let masterKey = database.masterKey else { throw StoreError.locked }
        try database.saveSetting(key, value: try masterKey.seal(Data(value.utf8), purpose: key).base64EncodedString())
    }

    private func openSealed(_ key: String) throws -> String? {
        guard let stored = try database.setting(key) else { return nil }
        guard let masterKey = database.masterKey else { throw StoreError.locked }
        guard let sealed = Data(base64Encoded: stored) else { throw StoreError.corruptValue(column: key) }
        return String(decoding: try masterKey.open(sealed, purpose: key), as: UTF8.self)
    }
}

public enum DriveAccountError: Error, Equatable, Sendable {
    case emptyFolderName

    public var userMessage: String {
        switch self {
        case .emptyFolderName: "Mappenavnet kan ikke være tomt."
        }
    }
}
