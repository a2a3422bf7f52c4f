import ArkivatorCore
import ArkivatorDrive
import ArkivatorStore
import Foundation

/// A run of the upload queue ended: nothing left, work not yet due, or the user must act.
public typealias DriveSyncOutcome = DriveSync.Outcome

extension Library {
    /// Google Drive as every front end uses it. `environment` gives the OAuth client and
    /// Google's addresses when set there (`ARKIVATOR_GOOGLE_*`); tests point it at a fake Google.
    public func drive(environment: [String: String] = ProcessInfo.processInfo.environment) -> LibraryDrive {
        LibraryDrive(library: self, account: DriveAccount(database: database, environment: environment), environment: environment)
    }
}

/// The library's Google Drive: its connection, where its files go, and the upload queue.
public struct LibraryDrive: Sendable {
    let library: Library
    let account: DriveAccount
    let environment: [String: String]

    var endpoints: DriveEndpoints { .current(environment: environment) }

    /// Where the browser signs in to Google, for the pages' content security policy.
    public var signInAddress: URL { endpoints.authorization }

    public func state() throws -> DriveConnectionState {
        try account.state()
    }

    public func rootFolderName() throws -> String {
        try account.rootFolderName()
    }

    public func setRootFolderName(_ name: String) throws {
        try account.setRootFolderName(name)
    }

    /// The OAuth client's id, and whether a secret is kept for it; nil when none is chosen.
    public func client() throws -> (id: String, hasSecret: Bool)? {
        try account.client().map { ($0.clientID, $0.clientSecret != nil) }
    }

    /// Keeps the OAuth client the user typed, and the root folder's name when one is given.
    /// The secret is never shown again, so an empty one keeps the secret already kept for the
    /// same client; an empty id keeps the client kept. Without any client nothing is kept.
    public func chooseClient(id: String, secret: String?, rootFolder: String? = nil) throws {
        let id = id.trimmingCharacters(in: .whitespacesAndNewlines)
        let secret = secret?.trimmingCharacters(in: .whitespacesAndNewlines) ?? ""
        let saved = try account.client()
        guard !id.isEmpty || saved != nil else { throw LibraryError.driveClientMissing }
        if let rootFolder { try account.setRootFolderName(rootFolder) }
        guard !id.isEmpty else { return }
        try account.saveClient(OAuthClientConfiguration(
            clientID: id, clientSecret: !secret.isEmpty ? secret : id == saved?.clientID ? saved?.clientSecret : nil))
    }

    // MARK: Connecting

    /// Starts connecting Google Drive: the browser goes to the sign-in's address and comes
    /// back to `redirectURI`. A connection uploads every letter from now on, so it needs the
    /// passphrase again.
    public func beginConnection(redirectURI: String, confirmed: PassphraseConfirmed) throws -> DriveSignIn {
        DriveSignIn(request: try DriveConnection.begin(account: account, redirectURI: redirectURI, endpoints: endpoints))
    }

    /// Takes Google's answer to `signIn`, keeps the refresh token and queues every letter not
    /// yet in Drive; returns how many were queued.
    @discardableResult
    public func finishConnection(_ signIn: DriveSignIn, redirectQuery: [String: String]) async throws -> Int {
        try await DriveConnection.finish(signIn.request, redirectQuery: redirectQuery, account: account, endpoints: endpoints)
    }

    /// Connects from a terminal: a server on a loopback port of this machine waits for
    /// Google's answer and shows the browser `page(answer)`, while `show` tells the user where
    /// to sign in. Returns how many letters were queued.
    public func connectThroughLoopback(confirmed: PassphraseConfirmed, timeout: Duration,
                                       page: @escaping @Sendable ([String: String]) -> String,
                                       show: (DriveSignIn) -> Void) async throws -> Int {
        let (signIn, query) = try await LoopbackRedirectReceiver.serving(page: page) { receiver in
            let signIn = try beginConnection(redirectURI: receiver.redirectURI, confirmed: confirmed)
            show(signIn)
            return (signIn, try await receiver.redirectQuery(timeout: timeout))
        }
        return try await finishConnection(signIn, redirectQuery: query)
    }

    /// Whether Google heard of a disconnection: the keys here are forgotten either way.
    public enum Disconnection: Sendable, Equatable {
        case revoked
        /// Google could not be reached to revoke the access; the user can do it there.
        case forgottenHereOnly
    }

    /// Revokes the access at Google and forgets the keys; the files in Drive stay.
    public func disconnect() async throws -> Disconnection {
        do {
            try await DriveConnection.disconnect(account: account, endpoints: endpoints)
            return .revoked
        } catch where (try? account.state()) == .notConnected {
            return .forgottenHereOnly
        }
    }

    /// The user has made room in Drive or connected again: failed uploads go back in the
    /// queue. Returns how many.
    @discardableResult
    public func retryFailed() throws -> Int {
        try DriveConnection.retry(account: account)
    }

    // MARK: The upload queue

    /// Starts working off the queue. Only one process syncs a library at a time (`serve` and
    /// `sync` take turns): while another does, this throws `LibraryError.driveSyncRunning`.
    public func startSync() throws -> DriveSyncRun {
        guard let lock = SyncLock(library: library.folder) else { throw LibraryError.driveSyncRunning }
        let sync = try DriveSync(archive: library.archive, endpoints: endpoints,
                                 policy: .current(environment: environment), environment: environment)
        return DriveSyncRun(sync: sync, lock: lock)
    }
}

/// A sign-in sent to Google and not yet back; `state` names it in Google's answer.
public struct DriveSignIn: Sendable {
    let request: AuthorizationRequest

    public var url: URL { request.url }
    public var state: String { request.state }
}

/// The upload queue being worked off, holding the library's sync lock for as long as it lives.
public final class DriveSyncRun: Sendable {
    private let sync: DriveSync
    private let lock: SyncLock

    init(sync: DriveSync, lock: SyncLock) {
        self.sync = sync
        self.lock = lock
    }

    /// Uploads and trashes everything due. With `untilIdle` it also waits out retry pauses
    /// and returns only when the queue is empty or the user must act.
    public func run(untilIdle: Bool, progress: @Sendable (UploadQueueCounts) -> Void = { _ in }) async throws -> DriveSyncOutcome {
        try await sync.run(untilIdle: untilIdle, progress: progress)
    }
}
