import FakeServiceKit
import Foundation

/// The ways the fake misbehaves. Raw values are the names the admin API and the request log use.
enum FaultKind: String, Codable, Sendable, CaseIterable {
    case internalError = "500"
    case backendError = "503"
    case tooManyRequests = "429"
    case userRateLimit = "403-user-rate"
    case rateLimit = "403-rate"
    case expiredToken = "401-expired"
    case drop
    /// Only by `fail-next`: a full quota is a state, not a transient failure, so it is
    /// never drawn at random.
    case quota
    /// Only by `fail-next`: simulates a parent or file that vanished behind the client's back.
    case notFound = "404"

    static let randomKinds: [FaultKind] = [
        .internalError, .backendError, .tooManyRequests, .userRateLimit, .rateLimit, .expiredToken, .drop,
    ]

    var isRandomlyChosen: Bool { FaultKind.randomKinds.contains(self) }
}

/// A `fail-next` entry: the next `remaining` faultable requests whose path contains `match`
/// (and whose method is `method`, when given) fail with `kind`.
struct QueuedFault: QueuedFaultEntry {
    var kind: FaultKind
    var remaining: Int
    var match: String?
    var method: String?

    func applies(to path: String, method requestMethod: String) -> Bool {
        if let match, !match.isEmpty, !path.contains(match) { return false }
        if let method, method.uppercased() != requestMethod.uppercased() { return false }
        return true
    }
}

/// What a faultable request looks like to the fault picker.
struct FaultTarget: Sendable {
    var path: String
    var method: String
    var bearerToken: String?
    /// The token endpoint has no bearer token to expire, so `401-expired` is never drawn for it.
    var isTokenEndpoint: Bool
}

enum FaultPolicy {
    /// Google's hosts that the fake stands in for, minus the interactive consent page: a
    /// browser redirect is not something a client retries.
    static func isFaultable(path: String, method: String) -> Bool {
        path.hasPrefix("/drive/") || path.hasPrefix("/upload/") || path.hasPrefix("/resumable/")
            || (path == "/token" && method == "POST")
    }

    static func draw(config: AdminConfig, target: FaultTarget) -> FaultKind? {
        guard config.failRate > 0, Double.random(in: 0..<1) < config.failRate else { return nil }
        let candidates = config.faults.filter { kind in
            guard kind.isRandomlyChosen else { return false }
            if kind == .expiredToken { return target.bearerToken != nil && !target.isTokenEndpoint }
            return true
        }
        return candidates.randomElement()
    }
}

extension FaultKind {
    /// The response this fault stands for. `drop` has none: it closes the connection instead.
    func error(fileID: String?, forTokenEndpoint: Bool) -> (any Error)? {
        if forTokenEndpoint, let oauth = oauthError { return oauth }
        switch self {
        case .internalError: return GoogleError.internalError
        case .backendError: return GoogleError.backendError
        case .tooManyRequests: return GoogleError.tooManyRequests
        case .userRateLimit: return GoogleError.userRateLimitExceeded
        case .rateLimit: return GoogleError.rateLimitExceeded
        case .expiredToken: return GoogleError.unauthenticated
        case .quota: return GoogleError.quotaExceeded
        case .notFound: return GoogleError.notFound(fileID ?? "unknown")
        case .drop: return nil
        }
    }

    /// Google's token endpoint reports its own failures in OAuth form, which is what a
    /// client's token parser meets in practice.
    private var oauthError: OAuthError? {
        switch self {
        case .internalError: OAuthError(status: .internalServerError, error: "internal_failure", description: "Internal Error")
        case .backendError: OAuthError(status: .serviceUnavailable, error: "temporarily_unavailable", description: "Backend Error")
        case .tooManyRequests: OAuthError(status: .tooManyRequests, error: "rate_limit_exceeded", description: "Too Many Requests")
        case .userRateLimit: OAuthError(status: .forbidden, error: "rate_limit_exceeded", description: "User rate limit exceeded.")
        case .rateLimit: OAuthError(status: .forbidden, error: "rate_limit_exceeded", description: "Rate Limit Exceeded")
        case .expiredToken: OAuthError(status: .unauthorized, error: "invalid_client", description: "Unauthorized")
        case .quota, .notFound, .drop: nil
        }
    }
}
