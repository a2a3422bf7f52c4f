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
