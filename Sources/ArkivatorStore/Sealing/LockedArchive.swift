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

    /// The database, unlocked by the passphrase, or `StoreError.wrongPassphrase`. A rotation
    /// that was begun is finished first (`progress` hears how far), and so is the first
    /// rotation of a library an earlier version sealed; a library that an earlier version left
    /// partly plain needs `upgrade` instead.
    public func unlocked(passphrase: String,
                         progress: @escaping @Sendable (SealingProgress) -> Void = { _ in }) throws -> ArchiveDatabase {
        try PlainDatabaseUpgrade.finishInterruptedRename(in: library)
        let keyring = try keyring()
        if KeyRotation.isPending(library),
           let (journal, current, next) = try KeyRotation.keys(of: library, keyring: keyring, passphrase: passphrase) {
            let keys = try KeyRotation.finish(library, journal: journal, current: current, next: next, progress: progress)
            return try ArchiveDatabase.openSealed(library, keys: keys)
        }
        let masterKey = try keyring.vaultRecord().unwrap(passphrase: passphrase)
        guard keyring.isLegacy else {
            return try ArchiveDatabase.openSealed(library, keys: try LibraryKeys(opening: keyring, with: masterKey))
        }
        // An earlier version's keyring is not authenticated: it is trusted to say no more than
        // that the files are sealed, which sealing them anew cannot make worse.
        guard keyring.filesSealed == true, !PlainDatabaseUpgrade.isPlain(library.databaseURL) else {
            throw StoreError.upgradeNeeded
        }
        return try rotate(keyring: keyring, current: masterKey, value: masterKey, passphrase: passphrase,
                          sealsPlainFiles: false, progress: progress)
    }

    /// Seals what an earlier version left plain, as the owner asked (`arkivator upgrade`): the
    /// database, its vault and tokens moved to the keyring, then every file, under a new key.
    public func upgrade(passphrase: String,
                        progress: @escaping @Sendable (SealingProgress) -> Void = { _ in }) throws -> ArchiveDatabase {
        try PlainDatabaseUpgrade.finishInterruptedRename(in: library)
        let keyring = try keyring()
        guard keyring.isLegacy, !KeyRotation.isPending(library) else { return try unlocked(passphrase: passphrase, progress: progress) }
        let masterKey = try keyring.vaultRecord().unwrap(passphrase: passphrase)
        try PlainDatabaseUpgrade.sealIfPlain(library, keyring: keyring, masterKey: masterKey, progress: progress)
        return try rotate(keyring: keyring, current: masterKey, value: masterKey, passphrase: passphrase,
                          sealsPlainFiles: true, progress: progress)
    }

    private func rotate(keyring: Keyring, current: MasterKey, value: MasterKey, passphrase: String, sealsPlainFiles: Bool,
                        progress: @escaping @Sendable (SealingProgress) -> Void) throws -> ArchiveDatabase {
        let hardening = try keyring.vaultRecord().hardening
        try KeyRotation.prepare(library, keyring: keyring, current: current, value: value, sealsPlainFiles: sealsPlainFiles,
                                vault: { try VaultRecord.wrapping($0, passphrase: passphrase, hardening: hardening) },
                                keepsToken: { _ in true })
        guard let (journal, _, next) = try KeyRotation.keys(of: library, keyring: keyring, passphrase: passphrase)
        else { throw StoreError.damaged(what: KeyRotation.journalName) }
        let keys = try KeyRotation.finish(library, journal: journal, current: current, next: next, progress: progress)
        return try ArchiveDatabase.openSealed(library, keys: keys)
    }

    /// The database opened by an API token, or `StoreError.wrongPassphrase` for one that is
    /// unknown or revoked. A token cannot finish a rotation: only the passphrase does.
    public func unlocked(apiToken token: String) throws -> ArchiveDatabase {
        guard !KeyRotation.isPending(library) else { throw StoreError.rotationUnfinished }
        let keyring = try keyring()
        guard !keyring.isLegacy else { throw StoreError.rotationUnfinished }
        guard let masterKey = APITokens.masterKey(for: token, in: keyring) else { throw StoreError.wrongPassphrase }
        return try ArchiveDatabase.openSealed(library, keys: try LibraryKeys(opening: keyring, with: masterKey))
    }

    /// Whether the keyring still holds `token`: cheap (a hash, no unwrapping), so that a
    /// library opened by a token earlier can be used again only while the token stands. The
    /// keyring must be the one `keys` opened, authentic: one put back from a backup holds
    /// tokens revoked since.
    func holds(apiToken token: String, opening keys: LibraryKeys) -> Bool {
        guard !KeyRotation.isPending(library), let keyring = try? keyring(), keyring.generation == keys.generation,
              (try? keyring.verify(under: keys.master)) != nil else { return false }
        let hash = APITokens.hash(token)
        return keyring.tokens.contains { $0.tokenHash == hash }
    }

    /// Begins a rotation to a new master key wrapped under `new`, and revokes every API key
    /// unless `keepingAPIKeys`; the next unlock finishes it.
    public func changePassphrase(from old: String, to new: String, keepingAPIKeys: Bool = false,
                                 hardening: PassphraseHardening = .standard) throws {
        try ArchiveDatabase.checkNew(new)
        try beginRotation(passphrase: old, keepsToken: { _ in keepingAPIKeys }) { next in
            try VaultRecord.wrapping(next, passphrase: new, hardening: hardening)
        }
    }

    /// Begins a rotation that keeps the passphrase, the API keys `keepsToken` accepts and the
    /// passkeys `keepsPasskey` accepts; the next unlock finishes it.
    public func rotateKeys(passphrase: String, keepingAPIKeys keepsToken: @escaping (Int64) -> Bool = { _ in true },
                           keepingPasskeys keepsPasskey: @escaping (Data) -> Bool = { _ in true }) throws {
        let hardening = try keyring().vaultRecord().hardening
        try beginRotation(passphrase: passphrase, keepsToken: { keepsToken($0.id) },
                          keepsPasskey: { keepsPasskey($0.credentialID) }) { next in
            try VaultRecord.wrapping(next, passphrase: passphrase, hardening: hardening.isPlausible ? hardening : .standard)
        }
    }

    private func beginRotation(passphrase: String, keepsToken: (Keyring.Token) -> Bool,
                               keepsPasskey: (Keyring.Passkey) -> Bool = { _ in true },
                               vault: (MasterKey) throws -> VaultRecord) throws {
        guard !KeyRotation.isPending(library) else { throw StoreError.rotationUnfinished }
        let keyring = try keyring()
        guard !keyring.isLegacy else { throw StoreError.rotationUnfinished }
        let current = try keyring.vaultRecord().unwrap(passphrase: passphrase)
        let keys = try LibraryKeys(opening: keyring, with: current)
        try KeyRotation.prepare(library, keyring: keyring, current: current, value: keys.value,
                                vault: vault, keepsToken: keepsToken, keepsPasskey: keepsPasskey)
    }

    /// Whether the keyring, unauthenticated, holds `token`'s hash.
    public func names(apiToken token: String) -> Bool {
        guard let keyring = try? keyring() else { return false }
        let hash = APITokens.hash(token)
        return keyring.tokens.contains { $0.tokenHash == hash }
    }

    /// Whether a rotation waits for the next unlock with the passphrase.
    public var keyChangePending: Bool {
        KeyRotation.isPending(library)
    }

    /// The keyring file, or the vault and tokens of a database an earlier version left plain.
    func keyring() throws -> Keyring {
        if FileManager.default.fileExists(atPath: library.keyringURL.path) {
            return try Keyring.read(from: library.keyringURL)
        }
        guard PlainDatabaseUpgrade.isPlain(library.databaseURL) else { throw StoreError.vaultMissing }
        return try PlainDatabaseUpgrade.keyring(fromPlain: library.databaseURL)
    }
}
