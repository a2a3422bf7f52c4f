import ArkivatorStore
import Foundation

/// What `arkivator serve` was asked for.
public struct WebConfiguration: Sendable {
    public var host: String
    public var port: Int
    public var library: Library
    public var appVersion: String
    /// Idle time after which a session locks.
    public var idleTimeout: TimeInterval
    /// Cookies carry `Secure` when the app is reached over TLS (through a proxy that says so).
    public var secureCookies: Bool
    /// How a passphrase chosen during onboarding is stretched; tests choose a cheap one.
    public var passphraseHardening: PassphraseHardening

    public init(host: String = "127.0.0.1", port: Int = 8080, library: Library, appVersion: String,
                idleTimeout: TimeInterval = 300, secureCookies: Bool = false,
                passphraseHardening: PassphraseHardening = .standard) {
        self.passphraseHardening = passphraseHardening
        self.host = host
        self.port = port
        self.library = library
        self.appVersion = appVersion
        self.idleTimeout = idleTimeout
        self.secureCookies = secureCookies
    }
}
