import Foundation
import GRDB

/// A library before unlocking: its keyring, and nothing of the database, which cannot be read
/// without the key. The keyring is read afresh at every unlock, so a token made by another
/// process (the command line while the web app runs) opens it at once.
public struct LockedArchive: Sendable {
    public let library: LibraryFolder

    init(library: LibraryFolder) {
        self.library = library
    }

    /// Whether the library has a vault to unlock: a keyring, or a database of the previous
    /// version that still holds one.
    public func hasVault() throws -> Bool {
        do {
            _ = try keyring()
            return true
        } catch StoreError.vaultMissing {
            return false
        }
    }

    /// The database, unlocked by the passphrase; a library of the previous version is sealed
    /// first (`progress` hears how far), or `StoreError.wrongPassphrase`.
    public func unlocked(passphrase: String,
                         progress: @escaping @Sendable (SealingProgress) -> Void = { _ in }) throws -> ArchiveDatabase {
        let keyring = try keyring()
        let masterKey = try keyring.vaultRecord().unwrap(passphrase: passphrase)
        try PlainDatabaseUpgrade.sealIfPlain(library, keyring: keyring, masterKey: masterKey, progress: progress)
        return try ArchiveDatabase.openSealed(library, masterKey: masterKey)
    }

    /// The database opened by an API token, or `StoreError.wrongPassphrase` for one that is
    /// unknown or revoked.
    public func unlocked(apiToken token: String) throws -> ArchiveDatabase {
        let keyring = try keyring()
        guard let masterKey = APITokens.masterKey(for: token, in: keyring) else { throw StoreError.wrongPassphrase }
        try PlainDatabaseUpgrade.sealIfPlain(library, keyring: keyring, masterKey: masterKey, progress: { _ in })
        return try ArchiveDatabase.openSealed(library, masterKey: masterKey)
    }

    /// Whether the keyring still holds `token`: cheap (a hash, no unwrapping), so that a
    /// library opened by a token earlier can be used again only while the token stands.
    public func holds(apiToken token: String) -> Bool {
        guard let keyring = try? keyring() else { return false }
        let hash = APITokens.hash(token)
        return keyring.tokens.contains { $0.tokenHash == hash }
    }

    /// Re-wraps the master key under a new passphrase; no data is re-encrypted.
    public func changePassphrase(from old: String, to new: String,
                                 hardening: PassphraseHardening = .standard) throws {
        try ArchiveDatabase.checkNew(new)
        let keyring = try keyring()
        let masterKey = try keyring.vaultRecord().unwrap(passphrase: old)
        // The new wrap goes into the keyring file, which a library of the previous version has not yet.
        try PlainDatabaseUpgrade.sealIfPlain(library, keyring: keyring, masterKey: masterKey, progress: { _ in })
        let vault = try VaultRecord.wrapping(masterKey, passphrase: new, hardening: hardening)
        try Keyring.update(at: library.keyringURL) { $0.replaceVault(with: vault, at: Date()) }
    }

    /// The keyring file, or the vault and tokens of a database the previous version left plain.
    func keyring() throws -> Keyring {
        if FileManager.default.fileExists(atPath: library.keyringURL.path) {
            return try Keyring.read(from: library.keyringURL)
        }
        guard PlainDatabaseUpgrade.isPlain(library.databaseURL) else { throw StoreError.vaultMissing }
        return try PlainDatabaseUpgrade.keyring(fromPlain: library.databaseURL)
    }
}
