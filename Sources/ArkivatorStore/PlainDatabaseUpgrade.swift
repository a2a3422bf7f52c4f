import Foundation
import GRDB

/// The previous version kept the database plain, with the vault and the API tokens inside it.
/// The first unlock seals it in place, in steps that each leave something whole behind:
///
/// 1. the keyring is written from the plain vault and tokens;
/// 2. the database is copied page by page (SQLite's backup API) into `arkivator.sqlite.sealing`,
///    which is renamed `arkivator.sqlite.sealed` once complete and synced;
/// 3. the plain database, its -wal, -shm and -journal are overwritten and removed;
/// 4. the sealed copy is renamed into place.
///
/// A stop anywhere resumes at the next unlock: a `.sealing` file is unfinished and made again;
/// a `.sealed` one is complete, so the plain one is no longer needed; with the plain one gone,
/// only the rename is left, which needs no key and is done on opening.
enum PlainDatabaseUpgrade {
    enum Step: Sendable {
        case keyringWritten
        case sealedCopyComplete
        case plainErased
    }

    private static let header = Data("SQLite format 3\0".utf8)

    static func isPlain(_ url: URL) -> Bool {
        guard let handle = try? FileHandle(forReadingFrom: url) else { return false }
        defer { try? handle.close() }
        return (try? handle.read(upToCount: header.count)) == header
    }

    static func sealingURL(_ library: LibraryFolder) -> URL {
        library.root.appendingPathComponent("arkivator.sqlite.sealing")
    }

    static func sealedURL(_ library: LibraryFolder) -> URL {
        library.root.appendingPathComponent("arkivator.sqlite.sealed")
    }

    /// The vault and tokens as the previous version stored them.
    static func keyring(fromPlain url: URL) throws -> Keyring {
        let queue = try DatabaseQueue(path: url.path, configuration: ArchiveDatabase.configuration(sealed: false))
        defer { try? queue.close() }
        return try queue.read { db in
            guard try db.tableExists("vault"), let row = try Row.fetchOne(db, sql: "SELECT * FROM vault WHERE id = 1")
            else { throw StoreError.vaultMissing }
            guard row["kdf"] as String? == VaultRecord.kdf else { throw StoreError.damaged(what: url.lastPathComponent) }
            let vault = VaultRecord(
                salt: row["salt"],
                hardening: PassphraseHardening(costLog2: row["costLog2"], blockSize: row["blockSize"],
                                               parallelism: row["parallelism"]),
                wrappedMasterKey: row["wrappedMasterKey"])
            var keyring = Keyring(legacyVault: vault, createdAt: row["createdAt"])
            keyring.vault.changedAt = row["changedAt"]
            if try db.tableExists("apiToken") {
                keyring.tokens = try Row.fetchAll(db, sql: "SELECT * FROM apiToken ORDER BY id").map {
                    Keyring.Token(id: $0["id"], label: $0["label"], tokenHash: $0["tokenHash"],
                                  wrappedMasterKey: $0["wrappedMasterKey"], createdAt: $0["createdAt"])
                }
            }
            return keyring
        }
    }

    /// Seals the database if it is still plain; `stop` is where a test cuts the work short.
    static func sealIfPlain(_ library: LibraryFolder, keyring: Keyring, masterKey: MasterKey,
                            progress: @escaping @Sendable (SealingProgress) -> Void,
                            stop: (Step) throws -> Void = { _ in }) throws {
        let manager = FileManager.default
        let database = library.databaseURL
        try finishInterruptedRename(in: library)
        guard isPlain(database) else { return }

        if !manager.fileExists(atPath: library.keyringURL.path) {
            try keyring.write(to: library.keyringURL)
        }
        try stop(.keyringWritten)

        let sealed = sealedURL(library)
        if !manager.fileExists(atPath: sealed.path) {
            let sealing = sealingURL(library)
            for leftover in [sealing, URL(fileURLWithPath: sealing.path + "-journal")] {
                try? manager.removeItem(at: leftover)
            }
            try copySealed(from: database, to: sealing, masterKey: masterKey, progress: progress)
            guard rename(sealing.path, sealed.path) == 0 else {
                throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: sealed.path])
            }
            try Keyring.syncFolder(library.root)
        }
        try stop(.sealedCopyComplete)

        // The log first: it may hold the newest pages in the clear, and with the main file
        // still there a resumed upgrade knows it has plain files left to erase.
        for suffix in ["-wal", "-shm", "-journal", ""] {
            try SecureErasure.remove(URL(fileURLWithPath: database.path + suffix))
        }
        try stop(.plainErased)
        try finishInterruptedRename(in: library)
    }

    /// Puts a complete sealed copy in place once the plain database is gone.
    static func finishInterruptedRename(in library: LibraryFolder) throws {
        let manager = FileManager.default
        let sealed = sealedURL(library)
        guard !manager.fileExists(atPath: library.databaseURL.path), manager.fileExists(atPath: sealed.path) else { return }
        guard rename(sealed.path, library.databaseURL.path) == 0 else {
            throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: library.databaseURL.path])
        }
        try Keyring.syncFolder(library.root)
    }

    private static func copySealed(from plain: URL, to destination: URL, masterKey: MasterKey,
                                   progress: @escaping @Sendable (SealingProgress) -> Void) throws {
        let source = try DatabaseQueue(path: plain.path, configuration: ArchiveDatabase.configuration(sealed: false))
        defer { try? source.close() }
        let copy = try SealedConnection(url: destination, key: masterKey.subkey(for: ArchiveDatabase.pageKeyPurpose),
                                        kind: .queue)
        // Each backup step commits, and SQLite syncs the file at each commit.
        try copy.restore(fromPlain: source) { done, total in progress(SealingProgress(done: done, total: total)) }
    }
}
