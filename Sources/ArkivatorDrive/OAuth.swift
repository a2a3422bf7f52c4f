import ArkivatorCore
import AsyncHTTPClient
import Crypto
import Foundation
import HTTPTypes

/// The OAuth client of the user's own Google Cloud project. Installed apps may have a secret
/// that is not secret; Google's libraries send it when there is one.
public struct OAuthClientConfiguration: Sendable, Equatable {
    public static let idVariable = "ARKIVATOR_GOOGLE_CLIENT_ID"
    public static let secretVariable = "ARKIVATOR_GOOGLE_CLIENT_SECRET"

    public var clientID: String
    public var clientSecret: String?

    public init(clientID: String, clientSecret: String? = nil) {
        self.clientID = clientID
        self.clientSecret = clientSecret.flatMap { $0.isEmpty ? nil : $0 }
    }
}

/// Proof Key for Code Exchange (RFC 7636, S256): the code is worth nothing to whoever
/// intercepts the redirect without the verifier that never left this process.
public struct PKCE: Sendable {
    public let verifier: String
    public var challenge: String { Self.challenge(for: verifier) }

    private static let unreserved = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")

    public init() {
        var generator = SystemRandomNumberGenerator()
        verifier = String((0..<96).map { _ in Self.unreserved.randomElement(using: &generator)! })
    }

    public init(verifier: String) {
        self.verifier = verifier
    }

    public static func challenge(for verifier: String) -> String {
        Base64URL.encode(Data(SHA256.hash(data: Data(verifier.utf8))))
    }
}

/// One sign-in in progress: what the browser is sent to, and what must come back.
public struct AuthorizationRequest: Sendable {
    /// Only files the app made itself: Google rates this scope non-sensitive.
    public static let scope = "https://www.googleapis.com/auth/drive.file"

    public let redirectURI: String
    public let state: String
    public let pkce: PKCE
    public let url: URL

    public init(client: OAuthClientConfiguration, redirectURI: String, endpoints: DriveEndpoints) {
        self.redirectURI = redirectURI
        pkce = PKCE()
        state = PKCE().verifier.prefix(32).description
        var components = URLComponents(url: endpoints.authorization, resolvingAgainstBaseURL: false)!
        components.percentEncodedQuery = [
            ("response_type", "code"), ("client_id", client.clientID), ("redirect_uri", redirectURI),
            ("scope", Self.scope), ("state", state), ("code_challenge", pkce.challenge),
            ("code_challenge_method", "S256"), ("access_type", "offline"), ("prompt", "consent"),
        ].map { "\($0.0.formEscaped)=\($0.1.formEscaped)" }.joined(separator: "&")
        url = components.url!
    }

    /// Checks the redirect's query and returns its code.
    public func code(fromRedirectQuery query: [String: String]) throws -> String {
        guard query["state"] == state else { throw OAuthError.stateMismatch }
        if let error = query["error"] { throw error == "access_denied" ? OAuthError.denied : OAuthError.refused(error) }
        guard let code = query["code"], !code.isEmpty else { throw OAuthError.refused("no code") }
        return code
    }
}

public enum OAuthError: Error, Equatable, Sendable {
    case denied
    case stateMismatch
    case refused(String)
    case timedOut

    public var userMessage: String {
        switch self {
        case .denied: "Du avslo tilgangen i Google. Ingenting er endret."
        case .stateMismatch: "Svaret fra Google hørte ikke til denne innloggingen. Prøv igjen."
        case .refused(let error): "Google avviste innloggingen (\(error))."
        case .timedOut: "Fikk ikke svar fra nettleseren i tide. Prøv igjen."
        }
    }
}

/// The token endpoint's answer. A refresh may leave out `refresh_token`: the old one stays good.
struct TokenGrant: Decodable, Sendable {
    let accessToken: String
    let expiresIn: Int?
    let refreshToken: String?

    enum CodingKeys: String, CodingKey {
        case accessToken = "access_token"
        case expiresIn = "expires_in"
        case refreshToken = "refresh_token"
    }
}

/// Talks to Google's token and revocation endpoints.
struct OAuthTokenClient: Sendable {
    let endpoints: DriveEndpoints
    let client: OAuthClientConfiguration
    var http = HTTPClient.google

    static let form = "application/x-www-form-urlencoded"

    func exchange(code: String, request: AuthorizationRequest) async throws -> TokenGrant {
        try await post([("grant_type", "authorization_code"), ("code", code), ("redirect_uri", request.redirectURI),
                        ("code_verifier", request.pkce.verifier)])
    }

    func refresh(_ refreshToken: String) async throws -> TokenGrant {
        try await post([("grant_type", "refresh_token"), ("refresh_token", refreshToken)])
    }

    /// Revokes a token; one Google no longer knows counts as revoked.
    func revoke(_ token: String) async throws {
        let response = try await http.send(HTTPRequest(method: .post, url: endpoints.revocation, headerFields: [.contentType: Self.form]),
                                           body: .formEncoded([("token", token)]))
        guard response.status == .ok || response.status == .badRequest else {
            throw DriveError.http(status: response.status.code, reason: nil)
        }
    }

    private func post(_ fields: [(String, String)]) async throws -> TokenGrant {
        var fields = fields + [("client_id", client.clientID)]
        if let secret = client.clientSecret { fields.append(("client_secret", secret)) }
        let response = try await http.send(HTTPRequest(method: .post, url: endpoints.token,
                                                       headerFields: [.contentType: Self.form, .accept: "application/json"]),
                                           body: .formEncoded(fields))
        guard response.status == .ok else {
            struct Failure: Decodable { let error: String }
            let error = (try? JSONDecoder().decode(Failure.self, from: response.body))?.error
            switch error {
            case "invalid_grant": throw DriveError.reconnectNeeded
            case "invalid_client", "unauthorized_client": throw DriveError.clientNotConfigured
            default:
                let failure = DriveError.http(status: response.status.code, reason: error)
                if failure.isTransient { throw failure }
                throw OAuthError.refused(error ?? "HTTP \(response.status.code)")
            }
        }
        do {
            return try JSONDecoder().decode(TokenGrant.self, from: response.body)
        } catch {
            throw DriveError.protocolViolation("tokensvaret kunne ikke leses")
        }
    }
}
