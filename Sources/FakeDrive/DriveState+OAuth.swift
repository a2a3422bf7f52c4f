import FakeServiceKit
import Foundation

/// What the token endpoint hands out.
struct IssuedTokens: Sendable {
    var accessToken: String
    var expiresIn: Int
    var scope: String
    var refreshToken: String?

    var json: JSON {
        var members: [(key: String, value: JSON)] = [
            ("access_token", .string(accessToken)),
            ("expires_in", .number(Double(expiresIn))),
            ("scope", .string(scope)),
            ("token_type", "Bearer"),
        ]
        if let refreshToken { members.append(("refresh_token", .string(refreshToken))) }
        return .object(members)
    }
}

extension DriveState {
    static let authorizationCodeLifetime: TimeInterval = 600
    /// Expired access tokens are kept this long, then forgotten; an unknown token gets the
    /// same 401 as an expired one, so forgetting only keeps the state file small.
    static let expiredTokenRetention: TimeInterval = 86_400

    func issueAuthorizationCode(clientID: String, redirectURI: String, scope: String,
                                codeChallenge: String) throws -> String {
        let now = Date()
        state.authorizationCodes = state.authorizationCodes.filter { $0.value.expiresAt > now }
        let code = Identifier.authorizationCode()
        state.authorizationCodes[code] = AuthorizationGrant(
            clientID: clientID, redirectURI: redirectURI, scope: scope, codeChallenge: codeChallenge,
            expiresAt: now.addingTimeInterval(DriveState.authorizationCodeLifetime))
        try commit()
        return code
    }

    func exchangeAuthorizationCode(_ code: String, clientID: String, redirectURI: String?,
                                   codeVerifier: String?) throws -> IssuedTokens {
        guard let grant = state.authorizationCodes[code], grant.expiresAt > Date() else { throw OAuthError.badGrant }
        // Single use: a code is spent by the first attempt that presents it, even a failed one,
        // as Google does, so a leaked code cannot be retried with guesses.
        state.authorizationCodes[code] = nil
        try commit()
        // RFC 6749 §5.2: a code issued to another client is an invalid grant.
        guard grant.clientID == clientID else { throw OAuthError.badGrant }
        guard redirectURI == grant.redirectURI else { throw OAuthError.badGrant }
        guard let codeVerifier, Encoding.pkceChallenge(forVerifier: codeVerifier) == grant.codeChallenge else {
            throw OAuthError.badGrant
        }
        let refreshToken = Identifier.refreshToken()
        state.refreshTokens[refreshToken] = RefreshTokenRecord(
            clientID: clientID, scope: grant.scope, issuedAt: Date(), revoked: false)
        var tokens = try issueAccessToken(clientID: clientID, scope: grant.scope, refreshToken: refreshToken)
        tokens.refreshToken = refreshToken
        return tokens
    }

    func refresh(_ refreshToken: String, clientID: String) throws -> IssuedTokens {
        guard let record = state.refreshTokens[refreshToken], !record.revoked else {
            throw OAuthError.expiredOrRevoked
        }
        guard record.clientID == clientID else {
            throw OAuthError(status: .unauthorized, error: "unauthorized_client", description: "Unauthorized")
        }
        return try issueAccessToken(clientID: clientID, scope: record.scope, refreshToken: refreshToken)
    }

    private func issueAccessToken(clientID: String, scope: String, refreshToken: String?) throws -> IssuedTokens {
        let now = Date()
        let horizon = now.addingTimeInterval(-DriveState.expiredTokenRetention)
        state.accessTokens = state.accessTokens.filter { $0.value.expiresAt > horizon }
        let lifetime = state.config.tokenLifetime
        let token = Identifier.accessToken()
        state.accessTokens[token] = AccessTokenRecord(
            clientID: clientID, scope: scope, refreshToken: refreshToken,
            expiresAt: now.addingTimeInterval(TimeInterval(lifetime)), revoked: false)
        try commit()
        return IssuedTokens(accessToken: token, expiresIn: lifetime, scope: scope, refreshToken: nil)
    }

    /// Revoking a refresh token ends the whole grant; revoking an access token ends only it.
    func revoke(_ token: String) throws(OAuthError) {
        if let record = state.refreshTokens[token], !record.revoked {
            state.refreshTokens[token]?.revoked = true
            for (key, access) in state.accessTokens where access.refreshToken == token {
                state.accessTokens[key]?.revoked = true
            }
        } else if let record = state.accessTokens[token], !record.revoked, record.expiresAt > Date() {
            state.accessTokens[token]?.revoked = true
        } else {
            throw OAuthError.invalidToken
        }
        do { try commit() } catch { throw OAuthError(status: .internalServerError, error: "internal_failure",
                                                      description: "Internal Error") }
    }

    func authenticate(_ token: String?) throws(GoogleError) {
        guard let token, let record = state.accessTokens[token], !record.revoked, record.expiresAt > Date() else {
            throw GoogleError.unauthenticated
        }
    }

    func expireAccessToken(_ token: String) throws {
        guard state.accessTokens[token] != nil else { return }
        state.accessTokens[token]?.expiresAt = Date().addingTimeInterval(-1)
        try commit()
    }

    func expireAllAccessTokens() throws -> Int {
        let now = Date()
        var count = 0
        for (key, record) in state.accessTokens where record.expiresAt > now {
            state.accessTokens[key]?.expiresAt = now.addingTimeInterval(-1)
            count += 1
        }
        try commit()
        return count
    }

    func revokeAllRefreshTokens() throws -> Int {
        var count = 0
        for (key, record) in state.refreshTokens where !record.revoked {
            state.refreshTokens[key]?.revoked = true
            count += 1
        }
        for key in state.accessTokens.keys where state.accessTokens[key]?.refreshToken != nil {
            state.accessTokens[key]?.revoked = true
        }
        try commit()
        return count
    }
}
