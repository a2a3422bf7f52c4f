import ArkivatorCore
import Foundation
import GRDB

/// The library's SQLite database, sealed page by page under a key derived from the master key
/// (`SealedDatabaseVFS`); it exists in this process only unlocked. Writes are named after what
/// the user meant; each one is a single transaction, and the search index changes inside it
/// (triggers of the first migration).
public struct ArchiveDatabase: Sendable {
    let writer: any DatabaseConnection
    public let library: LibraryFolder
    let keys: LibraryKeys

    init(writer: any DatabaseConnection, library: LibraryFolder, keys: LibraryKeys) {
        self.writer = writer
        self.library = library
        self.keys = keys
    }

    /// The master key of this generation: the database's pages, the files and the keyring's
    /// MAC are under keys derived from it.
    var masterKey: MasterKey { keys.master }
    var generation: Int { keys.generation }
    /// The key of the values sealed inside the database (fødselsnumre, Drive's and the
    /// assistant's secrets); it outlives rotations, since the pages around those values do not.
    public var valueKey: MasterKey { keys.value }

    static let pageKeyPurpose = "arkivator.database.v1"

    /// Creates a new library at `library.root`: its keyring, then its sealed database.
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
        let keys = LibraryKeys(master: .random(), generation: 1, value: .random())
        let vault = try VaultRecord.wrapping(keys.master, passphrase: passphrase, hardening: hardening)
        try Keyring(vault: vault, createdAt: Date(), generation: keys.generation, masterKey: keys.master,
                    valueKey: keys.value).write(to: library.keyringURL)
        return try openSealed(library, keys: keys, isNew: true)
    }

    /// A library like `create` makes (its folders, its keyring, its files sealed on disk) whose
    /// database lives in memory, for the tests of what lies above the sealing. Behind an SPI,
    /// so only code that asks for it (`@_spi(Testing) import`) reaches it; what needs the
    /// sealed file (a snapshot) refuses it with `StoreError.notOnDisk`; a change of keys works on
    /// the files of a locked library, which an in-memory one never is.
    @_spi(Testing) public static func createInMemory(_ library: LibraryFolder, passphrase: String,
                                                     hardening: PassphraseHardening = .standard) throws -> ArchiveDatabase {
        try checkNew(passphrase)
        try library.createFolders()
        let keys = LibraryKeys(master: .random(), generation: 1, value: .random())
        let vault = try VaultRecord.wrapping(keys.master, passphrase: passphrase, hardening: hardening)
        try Keyring(vault: vault, createdAt: Date(), generation: keys.generation, masterKey: keys.master,
                    valueKey: keys.value).write(to: library.keyringURL)
        let connection = try MemoryConnection()
        try connection.migrate(with: migrator)
        let database = ArchiveDatabase(writer: connection, library: library, keys: keys)
        try database.sealNumbersOfEarlierDocuments()
        return database
    }

    /// The library at `library`, locked: its keyring, and nothing of the database.
    public static func open(_ library: LibraryFolder) throws -> LockedArchive {
        guard library.exists else { throw StoreError.libraryMissing(path: library.root.path) }
        try PlainDatabaseUpgrade.finishInterruptedRename(in: library)
        return LockedArchive(library: library)
    }

    /// Opens the sealed database with the master key; migrations run here, as they need to
    /// read the schema. The database must say it was sealed under the keyring's generation.
    static func openSealed(_ library: LibraryFolder, keys: LibraryKeys, isNew: Bool = false) throws -> ArchiveDatabase {
        let connection = try SealedConnection(url: library.databaseURL, key: keys.master.subkey(for: pageKeyPurpose),
                                              kind: .pool)
        try connection.migrate(with: migrator)
        if isNew {
            try connection.writeWithoutTransaction { try KeyGeneration.record(keys.generation, in: $0) }
        }
        guard try connection.read(KeyGeneration.recorded) == keys.generation else {
            throw StoreError.damaged(what: library.databaseURL.lastPathComponent)
        }
        let database = ArchiveDatabase(writer: connection, library: library, keys: keys)
        try database.sealNumbersOfEarlierDocuments()
        return database
    }

    /// Whether `passphrase` opens the vault, for a use case that asks for it again: throws
    /// `StoreError.wrongPassphrase` when it does not. Runs the stretching, as unlocking does.
    public func checkPassphrase(_ passphrase: String) throws {
        _ = try Keyring.read(from: library.keyringURL).vaultRecord().unwrap(passphrase: passphrase)
    }

    /// The passphrase policy, held here too so that no path can wrap the key under a weak one.
    static func checkNew(_ passphrase: String) throws {
        guard (try? PassphrasePolicy.check(passphrase)) != nil else {
            throw StoreError.passphraseTooShort(minimum: PassphrasePolicy.minimumLength)
        }
    }

    /// `sealed`: a bigger page cache, so that a page is decrypted once and then read from
    /// memory, and the page size every sealed block is cut to.
    static func configuration(sealed: Bool = true) -> Configuration {
        var configuration = Configuration()
        configuration.foreignKeysEnabled = true
        configuration.busyMode = .timeout(10)
        configuration.prepareDatabase { db in
            // Deleted rows (a letter's text, its search entries) are zeroed in the file, not
            // just marked free.
            try db.execute(sql: "PRAGMA secure_delete = ON")
            // A temporary file would hold pages in the clear; the VFS refuses to open one.
            try db.execute(sql: "PRAGMA temp_store = MEMORY")
            if sealed {
                try db.execute(sql: "PRAGMA page_size = 4096")
                try db.execute(sql: "PRAGMA cache_size = -65536")
                try db.execute(sql: "PRAGMA mmap_size = 0")
            }
            db.add(tokenizer: NorwegianTokenizer.self)
        }
        return configuration
    }

    static var migrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()
        for (identifier, migrate) in migrations {
            migrator.registerMigration(identifier, migrate: migrate)
        }
        return migrator
    }

    /// Every schema version in order; each lives in its own file, as literal SQL where SQL says it all.
    static let migrations: [(identifier: String, migrate: @Sendable (Database) throws -> Void)] = [
        (Migration001Initial.identifier, { try $0.execute(sql: Migration001Initial.sql) }),
        (Migration002ArchivedFiles.identifier, { try $0.execute(sql: Migration002ArchivedFiles.sql) }),
        (Migration003APITokens.identifier, { try $0.execute(sql: Migration003APITokens.sql) }),
        (Migration004DriveSync.identifier, { try $0.execute(sql: Migration004DriveSync.sql) }),
        (Migration005PrivacyHolds.identifier, { try $0.execute(sql: Migration005PrivacyHolds.sql) }),
        (Migration006KeyringOutside.identifier, { try $0.execute(sql: Migration006KeyringOutside.sql) }),
        (Migration007NorwegianSearch.identifier, Migration007NorwegianSearch.migrate),
        (Migration008ImportedSources.identifier, { try $0.execute(sql: Migration008ImportedSources.sql) }),
        (Migration009SearchPairs.identifier, { try $0.execute(sql: Migration009SearchPairs.sql) }),
        (Migration010Actions.identifier, { try $0.execute(sql: Migration010Actions.sql) }),
        (Migration011Corrections.identifier, { try $0.execute(sql: Migration011Corrections.sql) }),
        (Migration012Assistant.identifier, { try $0.execute(sql: Migration012Assistant.sql) }),
        (Migration013PasskeyUse.identifier, { try $0.execute(sql: Migration013PasskeyUse.sql) }),
        (Migration014PocketPhones.identifier, { try $0.execute(sql: Migration014PocketPhones.sql) }),
        (Migration015Originals.identifier, { try $0.execute(sql: Migration015Originals.sql) }),
        (Migration016PageSources.identifier, { try $0.execute(sql: Migration016PageSources.sql) }),
    ]
}
