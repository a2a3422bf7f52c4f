import Foundation
import GRDB

/// The previous version kept the database plain, with the vault and the API tokens inside it.
/// `arkivator upgrade` seals it in place: the keyring is written from the plain vault and
/// tokens, then the database is copied page by page (SQLite's backup API) into
/// `arkivator.sqlite.sealing`, finished as `.sealed`, and put in the plain one's place
/// (`DatabaseReplacement`, whose steps a stop anywhere resumes from).
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

    static func replacement(_ library: LibraryFolder) -> DatabaseReplacement {
        DatabaseReplacement(library, working: "sealing", finished: "sealed")
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

        let replacement = replacement(library)
        try replacement.makeCopy { try copySealed(from: database, to: $0, masterKey: masterKey, progress: progress) }
        try stop(.sealedCopyComplete)
        try replacement.eraseOld()
        try stop(.plainErased)
        try replacement.putInPlace()
    }

    /// Puts a complete sealed copy in place once the plain database is gone.
    static func finishInterruptedRename(in library: LibraryFolder) throws {
        try replacement(library).putInPlace()
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
