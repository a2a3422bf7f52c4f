import FakeServiceKit
import Foundation
import HTTPTypes
import Hummingbird

/// Google's OAuth endpoints for an installed app with PKCE (contract §3). Consent is given
/// at once, so a test's "browser" is a single GET that yields the redirect.
struct OAuthRoutes: Sendable {
    let state: DriveState

    static let driveFileScope = "https://www.googleapis.com/auth/drive.file"
    private static let verifierCharacters = CharacterSet(
        charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")

    func add(to router: Router<FakeDriveContext>) {
        router.get("/o/oauth2/v2/auth", use: authorize)
        router.post("/token", use: token)
        router.post("/revoke", use: revoke)
    }

    // MARK: Authorization

    @Sendable func authorize(_ request: Request, context: FakeDriveContext) async throws -> Response {
        let query = request.queryItems
        guard let redirectURI = query["redirect_uri"], !redirectURI.isEmpty else {
            return Self.errorPage("Missing required parameter: redirect_uri")
        }
        guard Self.isLoopback(redirectURI) else {
            return Self.errorPage("Invalid redirect_uri: \(redirectURI). Desktop clients must use a loopback address such as http://127.0.0.1:<port>.")
        }
        guard let clientID = query["client_id"], !clientID.isEmpty else {
            return Self.errorPage("Missing required parameter: client_id")
        }
        guard query["response_type"] == "code" else {
            return Self.errorPage("Invalid response_type: \(query["response_type"] ?? ""). Installed apps must use response_type=code.")
        }
        guard let scope = query["scope"], scope.split(separator: " ").contains(Substring(Self.driveFileScope)) else {
            return Self.errorPage("The request must ask for the scope \(Self.driveFileScope).")
        }
        guard query["code_challenge_method"] == "S256" else {
            return Self.errorPage("Invalid code_challenge_method: only S256 is accepted.")
        }
        guard let challenge = query["code_challenge"], (43...128).contains(challenge.count),
              challenge.unicodeScalars.allSatisfy(Self.verifierCharacters.contains)
        else {
            return Self.errorPage("Invalid code_challenge: it must be 43 to 128 characters of [A-Za-z0-9-._~].")
        }

        var reply: [(String, String)]
        if await state.config.denyConsent {
            reply = [("error", "access_denied")]
        } else {
            let code = try await state.issueAuthorizationCode(
                clientID: clientID, redirectURI: redirectURI, scope: scope, codeChallenge: challenge)
            reply = [("code", code), ("scope", scope)]
        }
        if let stateValue = query["state"] { reply.append(("state", stateValue)) }
        let separator = redirectURI.contains("?") ? "&" : "?"
        return Response(status: .found, headers: [.location: redirectURI + separator + FormEncoding.encode(reply)])
    }

    /// Google accepts only loopback redirects with a port for desktop clients; anything else
    /// would mean the code is sent somewhere the app does not listen.
    static func isLoopback(_ uri: String) -> Bool {
        guard !uri.contains("#"), let components = URLComponents(string: uri), components.scheme == "http",
              let host = components.host?.lowercased(), components.port != nil
        else { return false }
        return ["127.0.0.1", "localhost", "[::1]", "::1"].contains(host)
    }

    /// Google's consent server shows a page, never a redirect, for a request it cannot trust.
    static func errorPage(_ detail: String) -> Response {
        let escaped = detail
            .replacingOccurrences(of: "&", with: "&amp;")
            .replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;")
        let html = """
            <!DOCTYPE html>
            <html lang="en"><head><meta charset="utf-8"><title>Error 400 (OAuth2 Error)</title></head>
            <body><h1>Access blocked: Authorization Error</h1>
            <p id="errorCode">Error 400: invalid_request</p>
            <p id="errorDescription">\(escaped)</p></body></html>

            """
        return Response.text(html, status: .badRequest, contentType: "text/html; charset=utf-8")
    }

    // MARK: Token endpoint

    @Sendable func token(_ request: Request, context: FakeDriveContext) async throws -> Response {
        let form = try await Self.formParameters(request)
        let tokens: IssuedTokens
        switch form["grant_type"] {
        case nil, "":
            throw OAuthError.missing("grant_type")
        case "authorization_code":
            guard let code = form["code"], !code.isEmpty else { throw OAuthError.missing("code") }
            guard let clientID = form["client_id"], !clientID.isEmpty else {
                throw OAuthError(error: "invalid_request", description: "Could not determine client ID from request.")
            }
            guard let redirectURI = form["redirect_uri"], !redirectURI.isEmpty else {
                throw OAuthError.missing("redirect_uri")
            }
            guard let verifier = form["code_verifier"], !verifier.isEmpty else {
                throw OAuthError.missing("code_verifier")
            }
            tokens = try await state.exchangeAuthorizationCode(code, clientID: clientID, redirectURI: redirectURI,
                                                               codeVerifier: verifier)
        case "refresh_token":
            guard let refreshToken = form["refresh_token"], !refreshToken.isEmpty else {
                throw OAuthError.missing("refresh_token")
            }
            guard let clientID = form["client_id"], !clientID.isEmpty else {
                throw OAuthError(error: "invalid_request", description: "Could not determine client ID from request.")
            }
            tokens = try await state.refresh(refreshToken, clientID: clientID)
        case let other?:
            throw OAuthError(error: "unsupported_grant_type", description: "Invalid grant_type: \(other)")
        }
        var response = Response.json(tokens.json, contentType: "application/json; charset=utf-8")
        response.headers[.cacheControl] = "no-cache, no-store, max-age=0, must-revalidate"
        response.headers[.pragma] = "no-cache"
        return response
    }

    // MARK: Revocation

    @Sendable func revoke(_ request: Request, context: FakeDriveContext) async throws -> Response {
        var token = request.queryItems["token"]
        if token == nil { token = try await Self.formParameters(request)["token"] }
        guard let token, !token.isEmpty else { throw OAuthError.missing("token") }
        try await state.revoke(token)
        return Response.json([:], contentType: "application/json; charset=utf-8")
    }

    /// The token endpoint is form-encoded; Google also takes JSON, and so does the fake.
    private static func formParameters(_ request: Request) async throws -> [String: String] {
        var request = request
        let body = try await request.bodyData()
        if request.headers[.contentType]?.lowercased().contains("json") == true {
            guard case .object(let members)? = try? JSON.parse(requestBody: body) else {
                throw OAuthError(error: "invalid_request", description: "Invalid JSON payload received.")
            }
            return Dictionary(members.compactMap { member in member.value.stringValue.map { (member.key, $0) } },
                              uniquingKeysWith: { first, _ in first })
        }
        return FormEncoding.parse(String(decoding: body, as: UTF8.self))
    }
}
