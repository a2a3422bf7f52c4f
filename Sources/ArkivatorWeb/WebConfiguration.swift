import ArkivatorLibrary
import Foundation

/// What `arkivator serve` was asked for.
public struct WebConfiguration: Sendable {
    public var host: String
    public var port: Int
    public var library: LibraryFolder
    public var appVersion: String
    /// Idle time after which a session locks.
    public var idleTimeout: TimeInterval
    /// Cookies carry `Secure` when the app is reached over TLS: its own, or a proxy's that says so.
    public var secureCookies: Bool
    /// How a passphrase chosen during onboarding is stretched; tests choose a cheap one.
    public var passphraseHardening: PassphraseHardening
    /// Where the Google Drive settings come from (`ARKIVATOR_GOOGLE_*`); tests point it at a fake Google.
    public var environment: [String: String]
    /// The names the app answers to; any other Host is refused.
    public var allowedHosts: AllowedHosts
    /// The certificate served over TLS; nil for plain HTTP.
    public var tls: ServerIdentity?
    /// Seconds a connection may sit idle, or take to send a request's head, before it is
    /// closed; a body being sent is not idle, so a slow upload of big photos goes on.
    public var connectionIdleTimeout: TimeInterval = 60
    /// Told each new code that claims a new or erased library; `serve` prints it.
    public var announceSetupCode: @Sendable (SetupCode) -> Void
    /// The wall clock that idle sessions, the passphrase throttle's back-off, undo windows and
    /// sign-ins waiting for Google are timed by: the system's, or in tests one that stands
    /// still until the test moves it.
    public var now: @Sendable () -> Date = Date.init
    /// Where a phone on the home network opens the app: its name there (`https://arkivator.local:8443/`),
    /// which the certificate page sends the phone on to, as passkeys need a name.
    public var homeAddress: String?

    public init(host: String = "127.0.0.1", port: Int = 8080, library: LibraryFolder, appVersion: String,
                idleTimeout: TimeInterval = 300, secureCookies: Bool = false,
                passphraseHardening: PassphraseHardening? = nil,
                environment: [String: String] = ProcessInfo.processInfo.environment,
                allowedHosts: AllowedHosts? = nil, tls: ServerIdentity? = nil,
                announceSetupCode: @escaping @Sendable (SetupCode) -> Void = { _ in }) {
        self.allowedHosts = allowedHosts ?? .serving(host: host)
        self.tls = tls
        self.announceSetupCode = announceSetupCode
        self.passphraseHardening = passphraseHardening ?? .standard
        self.environment = environment
        self.host = host
        self.port = port
        self.library = library
        self.appVersion = appVersion
        self.idleTimeout = idleTimeout
        self.secureCookies = secureCookies
    }
}
