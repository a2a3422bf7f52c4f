import ArkivatorCore
import Foundation
import GRDB

/// The library's SQLite database. Writes are named after what the user meant; each one is a
/// single transaction, and the search index changes inside it (triggers of the first migration).
public struct ArchiveDatabase: Sendable {
    let writer: any DatabaseWriter
    /// Present once the owner's passphrase has unwrapped it; needed for fødselsnummer fields.
    public let masterKey: MasterKey?

    init(writer: any DatabaseWriter, masterKey: MasterKey?) {
        self.writer = writer
        self.masterKey = masterKey
    }

    /// Creates a new library at `library.root` and its vault, and returns it unlocked.
    public static func create(
        _ library: LibraryFolder,
        passphrase: String,
        hardening: PassphraseHardening = .standard
    ) throws -> ArchiveDatabase {
        try checkNew(passphrase)
        if library.exists, try open(library).hasVault() {
            throw StoreError.libraryAlreadyExists(path: library.root.path)
        }
        try library.createFolders()
        let locked = try open(library)
        let masterKey = MasterKey.random()
        let vault = try VaultRecord.wrapping(masterKey, passphrase: passphrase, hardening: hardening)
        try locked.writer.write { db in
            let now = Date()
            try db.execute(
                sql: """
                    INSERT INTO vault (id, kdf, salt, costLog2, blockSize, parallelism, wrappedMasterKey, createdAt, changedAt)
                    VALUES (1, ?, ?, ?, ?, ?, ?, ?, ?)
                    """,
                arguments: [VaultRecord.kdf, vault.salt, hardening.costLog2, hardening.blockSize,
                            hardening.parallelism, vault.wrappedMasterKey, now, now])
        }
        return ArchiveDatabase(writer: locked.writer, masterKey: masterKey)
    }

    /// Opens an existing library, locked; see `unlocked(passphrase:)`.
    public static func open(_ library: LibraryFolder) throws -> ArchiveDatabase {
        guard library.exists else { throw StoreError.libraryMissing(path: library.root.path) }
        let pool = try DatabasePool(path: library.databaseURL.path, configuration: configuration())
        try migrator.migrate(pool)
        return ArchiveDatabase(writer: pool, masterKey: nil)
    }

    /// The same database with its master key, or `StoreError.wrongPassphrase`.
    public func unlocked(passphrase: String) throws -> ArchiveDatabase {
        let masterKey = try readVault().unwrap(passphrase: passphrase)
        let unlocked = ArchiveDatabase(writer: writer, masterKey: masterKey)
        try unlocked.sealNumbersOfEarlierDocuments()
        return unlocked
    }

    /// Whether `passphrase` opens the vault, for a use case that asks for it again: throws
    /// `StoreError.wrongPassphrase` when it does not. Runs the stretching, as unlocking does.
    public func checkPassphrase(_ passphrase: String) throws {
        _ = try readVault().unwrap(passphrase: passphrase)
    }

    /// Re-wraps the master key under a new passphrase; no data is re-encrypted.
    public func changePassphrase(from old: String, to new: String,
                                 hardening: PassphraseHardening = .standard) throws {
        try Self.checkNew(new)
        let masterKey = try readVault().unwrap(passphrase: old)
        let vault = try VaultRecord.wrapping(masterKey, passphrase: new, hardening: hardening)
        try writer.write { db in
            try db.execute(
                sql: """
                    UPDATE vault SET salt = ?, costLog2 = ?, blockSize = ?, parallelism = ?,
                        wrappedMasterKey = ?, changedAt = ? WHERE id = 1
                    """,
                arguments: [vault.salt, hardening.costLog2, hardening.blockSize, hardening.parallelism,
                            vault.wrappedMasterKey, Date()])
        }
    }

    /// The passphrase policy, held here too so that no path can wrap the key under a weak one.
    private static func checkNew(_ passphrase: String) throws {
        guard (try? PassphrasePolicy.check(passphrase)) != nil else {
            throw StoreError.passphraseTooShort(minimum: PassphrasePolicy.minimumLength)
        }
    }

    public func hasVault() throws -> Bool {
        try writer.read { db in try Bool.fetchOne(db, sql: "SELECT EXISTS (SELECT 1 FROM vault)") ?? false }
    }

    func readVault() throws -> VaultRecord {
        let row = try writer.read { db in try Row.fetchOne(db, sql: "SELECT * FROM vault WHERE id = 1") }
        guard let row else { throw StoreError.vaultMissing }
        guard row["kdf"] as String == VaultRecord.kdf else { throw StoreError.corruptValue(column: "vault.kdf") }
        return VaultRecord(
            salt: row["salt"],
            hardening: PassphraseHardening(costLog2: row["costLog2"], blockSize: row["blockSize"],
                                           parallelism: row["parallelism"]),
            wrappedMasterKey: row["wrappedMasterKey"])
    }

    func requireMasterKey() throws -> MasterKey {
        guard let masterKey else { throw StoreError.locked }
        return masterKey
    }

    static func configuration() -> Configuration {
        var configuration = Configuration()
        configuration.foreignKeysEnabled = true
        configuration.busyMode = .timeout(10)
        configuration.prepareDatabase { db in
            // Deleted rows (a letter's text, its search entries) are zeroed in the file, not
            // just marked free.
            try db.execute(sql: "PRAGMA secure_delete = ON")
            db.add(tokenizer: NorwegianTokenizer.self)
        }
        return configuration
    }

    static var migrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()
        for (identifier, sql) in migrations {
            migrator.registerMigration(identifier) { db in try db.execute(sql: sql) }
        }
        return migrator
    }

    /// Every schema version in order; each lives in its own file as literal SQL.
    static let migrations: [(identifier: String, sql: String)] = [
        (Migration001Initial.identifier, Migration001Initial.sql),
        (Migration002ArchivedFiles.identifier, Migration002ArchivedFiles.sql),
        (Migration003APITokens.identifier, Migration003APITokens.sql),
        (Migration004DriveSync.identifier, Migration004DriveSync.sql),
        (Migration005PrivacyHolds.identifier, Migration005PrivacyHolds.sql),
    ]
}
