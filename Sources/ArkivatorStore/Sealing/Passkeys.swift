import Crypto
import GRDB
import Foundation

/// A passkey as the keyring holds it, without its wrap: what unlocking needs to ask the
/// authenticator (the credential's id and the PRF's salt) and to check its answer (the public
/// key), and what the settings list.
public struct PasskeyCredential: Sendable, Hashable {
    public let id: Data
    public let name: String
    /// What the PRF is evaluated on for this passkey: random, not secret.
    public let prfSalt: Data
    /// The credential's public key as SubjectPublicKeyInfo (DER), and its COSE algorithm.
    public let publicKey: Data
    public let algorithm: Int
    public let createdAt: Date

    public init(id: Data, name: String, prfSalt: Data, publicKey: Data, algorithm: Int, createdAt: Date) {
        (self.id, self.name, self.prfSalt, self.publicKey, self.algorithm, self.createdAt) = (id, name, prfSalt, publicKey, algorithm, createdAt)
    }
}

/// A passkey whose PRF output wraps the master key, as the passphrase's scrypt does. The PRF
/// output is 32 bytes the authenticator derives from a secret that never leaves it, so HKDF
/// suffices where a passphrase needs stretching; it is bound to the credential's id and the
/// PRF's salt, and the keyring's MAC binds the wrap to this library. The output itself is never
/// kept: only the wrap.
enum Passkeys {
    static let wrapInfo = "arkivator.passkey.masterKeyWrap.v1"

    static func wrappingKey(prfOutput: Data, credentialID: Data, prfSalt: Data) -> SymmetricKey {
        HKDF<SHA256>.deriveKey(inputKeyMaterial: SymmetricKey(data: prfOutput), salt: prfSalt,
                               info: Data(wrapInfo.utf8) + credentialID, outputByteCount: 32)
    }

    /// The master key the passkey wraps, or nil for a passkey unknown to `keyring` or an output
    /// that is not its PRF's.
    static func masterKey(credentialID: Data, prfOutput: Data, in keyring: Keyring) -> MasterKey? {
        guard let stored = keyring.passkeys?.first(where: { $0.credentialID == credentialID }) else { return nil }
        return try? MasterKey.unwrapping(stored.wrappedMasterKey,
                                         under: wrappingKey(prfOutput: prfOutput, credentialID: credentialID, prfSalt: stored.prfSalt))
    }
}

extension Keyring {
    struct Passkey: Codable, Sendable, Equatable {
        var credentialID: Data
        var name: String
        var prfSalt: Data
        var publicKey: Data
        var algorithm: Int
        var wrappedMasterKey: Data
        /// The wrapping key sealed under the master key, so that a rotation wraps the next
        /// master key for a passkey it cannot ask.
        var sealedWrappingKey: Data
        var createdAt: Date
    }

    static let passkeyKeyPurpose = "arkivator.keyring.passkeyKey.v1"

    var passkeyCredentials: [PasskeyCredential] {
        (passkeys ?? []).map {
            PasskeyCredential(id: $0.credentialID, name: $0.name, prfSalt: $0.prfSalt, publicKey: $0.publicKey,
                              algorithm: $0.algorithm, createdAt: $0.createdAt)
        }
    }

    mutating func addPasskey(_ credential: PasskeyCredential, prfOutput: Data, masterKey: MasterKey) throws {
        let wrappingKey = Passkeys.wrappingKey(prfOutput: prfOutput, credentialID: credential.id, prfSalt: credential.prfSalt)
        let raw = wrappingKey.withUnsafeBytes { Data($0) }
        let passkey = Passkey(credentialID: credential.id, name: credential.name, prfSalt: credential.prfSalt,
                              publicKey: credential.publicKey, algorithm: credential.algorithm,
                              wrappedMasterKey: try masterKey.wrapped(under: wrappingKey),
                              sealedWrappingKey: try Self.sealPasskeyKey(raw, of: credential.id, under: masterKey),
                              createdAt: credential.createdAt)
        passkeys = (passkeys ?? []) + [passkey]
    }

    /// Each passkey wrapped anew around `next`.
    func passkeys(rewrappedFrom current: MasterKey, to next: MasterKey) throws -> [Passkey]? {
        try passkeys?.map { passkey in
            guard let raw = try? AES.GCM.open(AES.GCM.SealedBox(combined: passkey.sealedWrappingKey),
                                              using: current.subkey(for: Self.passkeyKeyPurpose),
                                              authenticating: passkey.credentialID)
            else { throw StoreError.damaged(what: Self.fileName) }
            var rewrapped = passkey
            rewrapped.wrappedMasterKey = try next.wrapped(under: SymmetricKey(data: raw))
            rewrapped.sealedWrappingKey = try Self.sealPasskeyKey(raw, of: passkey.credentialID, under: next)
            return rewrapped
        }
    }

    private static func sealPasskeyKey(_ raw: Data, of credentialID: Data, under masterKey: MasterKey) throws -> Data {
        guard let sealed = try AES.GCM.seal(raw, using: masterKey.subkey(for: passkeyKeyPurpose), authenticating: credentialID).combined
        else { throw StoreError.corruptValue(column: "passkey") }
        return sealed
    }
}

/// Passkeys live in the keyring: an unlock with one must be able to unwrap the master key.
extension ArchiveDatabase {
    /// Adds a passkey whose PRF output, for its salt, wraps this archive's master key.
    public func addPasskey(_ credential: PasskeyCredential, prfOutput: Data) throws {
        try Keyring.update(at: library.keyringURL, masterKey: masterKey) { keyring in
            guard !keyring.passkeyCredentials.contains(where: { $0.id == credential.id }) else { throw StoreError.passkeyAlreadyKept }
            try keyring.addPasskey(credential, prfOutput: prfOutput, masterKey: masterKey)
        }
    }

    public func passkeys() throws -> [PasskeyCredential] {
        try Keyring.read(from: library.keyringURL).passkeyCredentials
    }

    /// `StoreError.wrongPassphrase` unless the passkey's PRF output unwraps this archive's key.
    public func checkPasskey(credentialID: Data, prfOutput: Data) throws {
        let keyring = try Keyring.read(from: library.keyringURL)
        guard Passkeys.masterKey(credentialID: credentialID, prfOutput: prfOutput, in: keyring) != nil
        else { throw StoreError.wrongPassphrase }
    }

    /// Revokes a passkey by changing the master key, as a revoked API key is: its wrap of the
    /// old key then opens nothing on disk. The next unlock with the passphrase finishes it.
    public func revokePasskey(credentialID: Data, passphrase: String) throws {
        try LockedArchive(library: library).rotateKeys(passphrase: passphrase, keepingPasskeys: { $0 != credentialID })
    }
}

extension LockedArchive {
    /// The passkeys the keyring names, unauthenticated: only what to ask the authenticator and
    /// how to check its signature. Whether one opens the library is the unwrap's to say.
    public func passkeys() -> [PasskeyCredential] {
        (try? keyring().passkeyCredentials) ?? []
    }

    /// The database opened by a passkey's PRF output, or `StoreError.wrongPassphrase` for a
    /// passkey that is unknown, revoked or answered with another output. Like an API key, a
    /// passkey cannot finish a change of keys: only the passphrase does.
    public func unlocked(passkey credentialID: Data, prfOutput: Data) throws -> ArchiveDatabase {
        guard !KeyRotation.isPending(library) else { throw StoreError.rotationUnfinished }
        let keyring = try keyring()
        guard !keyring.isLegacy else { throw StoreError.rotationUnfinished }
        guard let masterKey = Passkeys.masterKey(credentialID: credentialID, prfOutput: prfOutput, in: keyring)
        else { throw StoreError.wrongPassphrase }
        return try ArchiveDatabase.openSealed(library, keys: try LibraryKeys(opening: keyring, with: masterKey))
    }
}

/// A passkey's last use, kept in the database (`Migration013PasskeyUse`).
public struct PasskeyUse: Sendable, Equatable {
    public let lastUsedAt: Date
    /// The authenticator's signature counter at that use; 0 for authenticators that keep none
    /// (synced passkeys).
    public let signCount: UInt32
}

extension ArchiveDatabase {
    public func recordPasskeyUse(credentialID: Data, signCount: UInt32, at date: Date) throws {
        try writer.write { db in
            try db.execute(sql: """
                INSERT INTO passkeyUse (credentialId, lastUsedAt, signCount) VALUES (?, ?, ?)
                ON CONFLICT(credentialId) DO UPDATE SET lastUsedAt = excluded.lastUsedAt, signCount = excluded.signCount
                """, arguments: [credentialID, date, Int64(signCount)])
        }
    }

    public func passkeyUses() throws -> [Data: PasskeyUse] {
        try writer.read { db in
            var uses: [Data: PasskeyUse] = [:]
            for row in try Row.fetchAll(db, sql: "SELECT credentialId, lastUsedAt, signCount FROM passkeyUse") {
                uses[row["credentialId"]] = PasskeyUse(lastUsedAt: row["lastUsedAt"], signCount: UInt32(clamping: row["signCount"] as Int64))
            }
            return uses
        }
    }

    /// Forgets the use of passkeys the keyring no longer holds.
    public func forgetPasskeyUses(except kept: Set<Data>) throws {
        try writer.write { db in
            for id in try Data.fetchAll(db, sql: "SELECT credentialId FROM passkeyUse") where !kept.contains(id) {
                try db.execute(sql: "DELETE FROM passkeyUse WHERE credentialId = ?", arguments: [id])
            }
        }
    }
}
