import Foundation

/// Hands out a valid access token, refreshing it a minute before it expires, or at once when
/// Drive said the one it had is no longer good.
actor TokenSource {
    private let oauth: OAuthTokenClient
    private let refreshToken: String
    private var accessToken: String?
    private var expiry = Date.distantPast
    private let now: @Sendable () -> Date

    static let margin: TimeInterval = 60

    init(oauth: OAuthTokenClient, refreshToken: String, now: @escaping @Sendable () -> Date = Date.init) {
        self.oauth = oauth
        self.refreshToken = refreshToken
        self.now = now
    }

    func token() async throws -> String {
        if let accessToken, now() < expiry.addingTimeInterval(-Self.margin) { return accessToken }
        let grant = try await oauth.refresh(refreshToken)
        accessToken = grant.accessToken
        expiry = now().addingTimeInterval(TimeInterval(grant.expiresIn ?? 3600))
        return grant.accessToken
    }

    /// Drops a token Drive refused, so that the next call refreshes.
    func invalidate(_ token: String) {
        if accessToken == token { accessToken = nil }
    }
}
