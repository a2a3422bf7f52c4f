import Foundation
import HTTPTypes

/// What can go wrong between Arkivator and Google, in the terms the sync acts on. Messages
/// carry status codes and Google's reasons, never a file name, a title or a token.
public enum DriveError: Error, Equatable, Sendable {
    /// Drive answered with an error; `reason` is `errors[0].reason` of Google's body.
    case http(status: Int, reason: String?)
    /// No answer, or half of one: refused, reset, timed out, dropped mid-response.
    case network(String)
    /// The refresh token was revoked or expired (`invalid_grant`): the user must connect again.
    case reconnectNeeded
    /// Drive is full; retrying will not help until the user makes room.
    case quotaExceeded
    /// No Google account is connected, or the library is locked so its token cannot be read.
    case notConnected
    /// The OAuth client configuration is missing or refused.
    case clientNotConfigured
    /// An answer that does not follow Drive's protocol.
    case protocolViolation(String)
    /// A local file to upload is missing.
    case localFileMissing(kind: String)
    /// A local file to upload does not open: its sealed bytes were changed.
    case localFileDamaged(kind: String)

    /// Worth trying again after a pause: Google's list of 5xx, 429 and the rate-limit 403s,
    /// and any failure of the network.
    public var isTransient: Bool {
        switch self {
        case .http(let status, let reason):
            status >= 500 || status == 429 || status == 408
                || (status == 403 && Self.rateLimitReasons.contains(reason ?? ""))
        case .network: true
        default: false
        }
    }

    /// Drive's two rate-limit reasons, and the token endpoint's OAuth spelling of the same.
    static let rateLimitReasons: Set<String> = ["userRateLimitExceeded", "rateLimitExceeded", "rate_limit_exceeded"]

    public var isNotFound: Bool {
        if case .http(404, _) = self { return true }
        return false
    }

    /// Words for the user, in Norwegian.
    public var userMessage: String {
        switch self {
        case .http(let status, let reason):
            "Google Drive svarte med feil \(status)\(reason.map { " (\($0))" } ?? "")."
        case .network(let detail):
            "Fikk ikke kontakt med Google Drive (\(detail))."
        case .reconnectNeeded:
            "Tilgangen til Google Drive er trukket tilbake eller utløpt. Koble til Google Drive på nytt; ingenting i køen er tapt."
        case .quotaExceeded:
            "Google Drive er full. Frigjør plass i Google Drive og prøv igjen; ingenting i køen er tapt."
        case .notConnected:
            "Google Drive er ikke koblet til."
        case .clientNotConfigured:
            "Mangler OAuth-klient for Google Drive. Oppgi --client-id (og --client-secret om Google ga deg en), eller sett ARKIVATOR_GOOGLE_CLIENT_ID."
        case .protocolViolation(let detail):
            "Uventet svar fra Google Drive: \(detail)."
        case .localFileMissing(let kind):
            "Filen (\(kind)) som skulle lastes opp, finnes ikke i biblioteket."
        case .localFileDamaged(let kind):
            "Filen (\(kind)) som skulle lastes opp, er skadet i biblioteket og ble ikke lastet opp. Gjenopprett fra sikkerhetskopi."
        }
    }

    /// Reads Google's JSON error body: `{"error":{"code":…,"errors":[{"reason":…}]}}`.
    static func from(_ response: CollectedResponse) -> DriveError {
        struct Body: Decodable {
            struct Detail: Decodable {
                struct Item: Decodable { let reason: String? }
                let errors: [Item]?
                let status: String?
            }
            let error: Detail
        }
        let reason = (try? JSONDecoder().decode(Body.self, from: response.body)).flatMap { $0.error.errors?.first?.reason }
        if response.status == .forbidden, reason == "storageQuotaExceeded" || reason == "quotaExceeded" { return .quotaExceeded }
        return .http(status: response.status.code, reason: reason)
    }
}
