import ArkivatorStore
import Foundation

/// Connecting and disconnecting a Google account: the installed-app flow with PKCE, whose
/// redirect comes back to a loopback address on this machine.
public enum DriveConnection {
    /// Starts a sign-in; the browser goes to `request.url` and comes back to `redirectURI`.
    public static func begin(account: DriveAccount, redirectURI: String,
                             endpoints: DriveEndpoints = .current()) throws -> AuthorizationRequest {
        guard let client = try account.client() else { throw DriveError.clientNotConfigured }
        return AuthorizationRequest(client: client, redirectURI: redirectURI, endpoints: endpoints)
    }

    /// Takes the redirect's query, trades its code for tokens and keeps the refresh token.
    /// Returns how many documents were queued for upload.
    @discardableResult
    public static func finish(_ request: AuthorizationRequest, redirectQuery: [String: String], account: DriveAccount,
                              endpoints: DriveEndpoints = .current()) async throws -> Int {
        let code = try request.code(fromRedirectQuery: redirectQuery)
        guard let client = try account.client() else { throw DriveError.clientNotConfigured }
        let oauth = OAuthTokenClient(endpoints: endpoints, client: client)
        let grant = try await oauth.exchange(code: code, request: request)
        guard let refreshToken = grant.refreshToken else {
            throw DriveError.protocolViolation("Google ga ingen refresh token")
        }
        return try account.connect(refreshToken: refreshToken)
    }

    /// Revokes the refresh token at Google and forgets it. The tokens are forgotten even when
    /// Google cannot be reached; the returned error then says the revocation did not happen.
    public static func disconnect(account: DriveAccount, endpoints: DriveEndpoints = .current()) async throws {
        let token = try account.refreshToken()
        let client = try account.client()
        try account.forgetConnection()
        if let token, let client {
            try await OAuthTokenClient(endpoints: endpoints, client: client).revoke(token)
        }
    }

    /// The user has made room in Drive or connected again: failed jobs go back in the queue.
    @discardableResult
    public static func retry(account: DriveAccount) throws -> Int {
        if try account.state() == .quotaExceeded { try account.setState(.connected) }
        return try account.database.retryFailedUploads()
    }
}

/// One sync at a time per library: `arkivator serve` and `arkivator sync` take turns. The
/// lock is an advisory `flock`, which the kernel releases when its process dies.
public final class SyncLock: @unchecked Sendable {
    private let descriptor: Int32

    /// Takes the lock, or returns nil when another process holds it.
    public init?(library: LibraryFolder) {
        let path = library.root.appendingPathComponent("drive-sync.lock").path
        let descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { return nil }
        guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else {
            close(descriptor)
            return nil
        }
        self.descriptor = descriptor
    }

    deinit {
        flock(descriptor, LOCK_UN)
        close(descriptor)
    }
}
