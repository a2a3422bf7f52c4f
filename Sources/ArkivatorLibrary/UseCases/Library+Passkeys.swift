import ArkivatorCore
import ArkivatorStore
import Foundation

/// A passkey as the settings list it.
public struct PasskeyInfo: Sendable, Equatable {
    /// The credential's id, base64url: what `revokePasskey` and the command line name it by.
    public let id: String
    public let name: String
    public let createdAt: Date
    public let lastUsedAt: Date?
}

/// Passkeys whose PRF output is a key to the library: registered after the passphrase again,
/// used to unlock and to confirm, revoked with the passphrase by a change of the master key.
/// The passphrase stays the way in everywhere, and the only way to register or revoke one.
extension Library {
    public static let passkeyNameLimit = 60

    /// The options of `navigator.credentials.create` for a new passkey named `name`; the
    /// challenge carries the name and the PRF's salt to `finishPasskeyRegistration`.
    public func beginPasskeyRegistration(named name: String, origin: PasskeyOrigin, challenges: PasskeyChallenges,
                                         confirmed: PassphraseConfirmed) throws -> PasskeyCreationOptions {
        let name = name.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !name.isEmpty, name.count <= Self.passkeyNameLimit else { throw LibraryError.passkeyNameInvalid(limit: Self.passkeyNameLimit) }
        let salt = randomBytes(32)
        return PasskeyCreationOptions(challenge: challenges.issue(for: .registration(name: name, prfSalt: salt)), rpID: origin.rpID,
                                      userID: randomBytes(16), userName: name, prfSalt: salt,
                                      excludeCredentials: try database.passkeys().map(\.id), algorithms: WebAuthn.supportedAlgorithms)
    }

    /// Keeps the passkey the browser made: its answer is checked as a relying party must, and
    /// its PRF output wraps the master key beside the passphrase's wrap. The output is not kept.
    @discardableResult
    public func finishPasskeyRegistration(_ answer: PasskeyRegistrationAnswer, origin: PasskeyOrigin,
                                          challenges: PasskeyChallenges) throws -> PasskeyInfo {
        guard let id = Base64URL.decode(answer.credentialID), !id.isEmpty, let clientData = Base64URL.decode(answer.clientDataJSON),
              let authenticatorBytes = Base64URL.decode(answer.authenticatorData), let publicKey = Base64URL.decode(answer.publicKey)
        else { throw LibraryError.passkey(.malformed) }
        guard let prf = Base64URL.decode(answer.prfOutput), prf.count == 32 else { throw LibraryError.passkey(.noPRF) }
        let credential: PasskeyCredential
        do {
            let (client, challenge) = try WebAuthn.ClientData.read(clientData)
            guard case .registration(let name, let salt) = challenges.take(challenge) else { throw PasskeyProblem.notThisCeremony }
            try client.check(type: "webauthn.create", origin: origin)
            let authenticator = try WebAuthn.checkAuthenticatorData(authenticatorBytes, origin: origin)
            guard authenticator.credentialID == id else { throw PasskeyProblem.malformed }
            try WebAuthn.checkPublicKey(publicKey, algorithm: answer.algorithm)
            credential = PasskeyCredential(id: id, name: name, prfSalt: salt, publicKey: publicKey, algorithm: answer.algorithm,
                                           createdAt: Date())
        } catch let problem as PasskeyProblem {
            throw LibraryError.passkey(problem)
        }
        do {
            try database.addPasskey(credential, prfOutput: prf)
        } catch StoreError.passkeyAlreadyKept {
            throw LibraryError.passkey(.alreadyRegistered)
        }
        return PasskeyInfo(id: answer.credentialID, name: credential.name, createdAt: credential.createdAt, lastUsedAt: nil)
    }

    public func passkeys() throws -> [PasskeyInfo] {
        let uses = try database.passkeyUses()
        return try database.passkeys().map {
            PasskeyInfo(id: Base64URL.encode($0.id), name: $0.name, createdAt: $0.createdAt, lastUsedAt: uses[$0.id]?.lastUsedAt)
        }
    }

    /// The options of `navigator.credentials.get` that confirm the owner with a passkey instead
    /// of the passphrase; nil when the library has none.
    public func passkeyConfirmationOptions(origin: PasskeyOrigin, challenges: PasskeyChallenges) throws -> PasskeyRequestOptions? {
        try Self.requestOptions(for: database.passkeys(), purpose: .confirmation, origin: origin, challenges: challenges)
    }

    /// The proof a passphrase given again makes (`PassphraseConfirmed`), from a passkey:
    /// Face ID or the device's PIN on a phone that holds one of the library's passkeys.
    public func confirmPasskey(_ assertion: PasskeyAssertion, origin: PasskeyOrigin,
                               challenges: PasskeyChallenges) throws -> PassphraseConfirmed {
        let verified = try assertion.verified(for: .confirmation, origin: origin, challenges: challenges,
                                              among: try database.passkeys())
        do {
            try database.checkPasskey(credentialID: verified.credentialID, prfOutput: verified.prfOutput)
        } catch StoreError.wrongPassphrase {
            throw LibraryError.passkey(.unknownPasskey)
        }
        try recordUse(of: verified)
        return PassphraseConfirmed()
    }

    /// Revokes a passkey by changing the master key, which needs the passphrase: the passkey's
    /// wrap of the old key then opens nothing on disk, even if the keyring is put back. As with
    /// a revoked API key, the next unlock with the passphrase finishes it.
    public func revokePasskey(_ id: String, passphrase: String) throws {
        guard let credentialID = Base64URL.decode(id), try database.passkeys().contains(where: { $0.id == credentialID })
        else { throw LibraryError.passkeyNotFound }
        do {
            try database.revokePasskey(credentialID: credentialID, passphrase: passphrase)
        } catch StoreError.wrongPassphrase {
            throw LibraryError.wrongPassphrase
        }
    }

    /// Revokes the passkey with this name or id, as `revokePasskey` does; returns its name.
    public func revokePasskey(named nameOrID: String, passphrase: String) throws -> String {
        let passkeys = try passkeys()
        let matching = passkeys.filter { $0.id == nameOrID || $0.name == nameOrID }
        guard matching.count == 1, let passkey = matching.first else {
            throw matching.isEmpty ? LibraryError.passkeyNotFound : LibraryError.passkeyNameShared
        }
        try revokePasskey(passkey.id, passphrase: passphrase)
        return passkey.name
    }

    /// A use is recorded once the passkey has opened the library; a counter that went back
    /// means a copy of a passkey whose authenticator counts, and is refused.
    func recordUse(of assertion: VerifiedAssertion) throws {
        let earlier = try database.passkeyUses()[assertion.credentialID]
        if let earlier, earlier.signCount > 0 || assertion.signCount > 0, assertion.signCount <= earlier.signCount {
            throw LibraryError.passkey(.counterWentBack)
        }
        try database.recordPasskeyUse(credentialID: assertion.credentialID, signCount: assertion.signCount, at: Date())
        try database.forgetPasskeyUses(except: Set(try database.passkeys().map(\.id)))
    }

    static func requestOptions(for passkeys: [PasskeyCredential], purpose: PasskeyChallenges.Purpose, origin: PasskeyOrigin,
                               challenges: PasskeyChallenges) -> PasskeyRequestOptions? {
        guard !passkeys.isEmpty else { return nil }
        return PasskeyRequestOptions(challenge: challenges.issue(for: purpose), rpID: origin.rpID,
                                     credentials: passkeys.map { .init(id: $0.id, prfSalt: $0.prfSalt) })
    }
}

extension LockedLibrary {
    /// Whether the library has a passkey at all: the unlock page offers one first then.
    public var hasPasskeys: Bool {
        !archive.passkeys().isEmpty
    }

    /// The options of `navigator.credentials.get` that unlock with a passkey; nil when the
    /// library has none.
    public func passkeyUnlockOptions(origin: PasskeyOrigin, challenges: PasskeyChallenges) -> PasskeyRequestOptions? {
        Library.requestOptions(for: archive.passkeys(), purpose: .unlock, origin: origin, challenges: challenges)
    }

    /// Unlocks with a passkey: the assertion is checked as a relying party must, and its PRF
    /// output unwraps the master key. Like an API key, a passkey cannot finish a change of keys.
    public func unlocked(passkey assertion: PasskeyAssertion, origin: PasskeyOrigin, challenges: PasskeyChallenges,
                         appVersion: String, warn: @escaping @Sendable (String) -> Void = { _ in }) throws -> Library {
        let verified = try assertion.verified(for: .unlock, origin: origin, challenges: challenges, among: archive.passkeys())
        let database: ArchiveDatabase
        do {
            database = try archive.unlocked(passkey: verified.credentialID, prfOutput: verified.prfOutput)
        } catch StoreError.wrongPassphrase {
            throw LibraryError.passkey(.unknownPasskey)
        } catch StoreError.rotationUnfinished {
            throw LibraryError.keyChangeUnfinished
        }
        let library = try opened(database, appVersion: appVersion, warn: warn)
        try library.recordUse(of: verified)
        return library
    }
}
