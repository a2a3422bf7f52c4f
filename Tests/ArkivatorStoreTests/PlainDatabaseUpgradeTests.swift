import ArkivatorCore
import Foundation
import GRDB
import ArkivatorTestSupport
import Testing
@testable import ArkivatorStore

/// A library of the previous version: plain `arkivator.sqlite` with the vault and the tokens
/// inside, sealed in place at its first unlock.
@Suite("Upgrading a plain library") struct PlainDatabaseUpgradeTests {
    static let letterCount = 30

    struct Interrupted: Error {}

    /// What the previous version wrote: its migrations, a vault row, an API token, letters.
    /// Returns the API token.
    static func makePlainLibrary(_ library: LibraryFolder) throws -> (masterKey: MasterKey, token: String) {
        try FileManager.default.createDirectory(at: library.root, withIntermediateDirectories: true)
        let masterKey = MasterKey.random()
        let vault = try VaultRecord.wrapping(masterKey, passphrase: testPassphrase, hardening: cheapHardening)
        let token = APITokens.randomToken()
        let wrapped = try masterKey.wrapped(under: APITokens.wrappingKey(for: token))
        let pool = try DatabasePool(path: library.databaseURL.path, configuration: ArchiveDatabase.configuration(sealed: false))
        var migrator = DatabaseMigrator()
        for (identifier, migrate) in ArchiveDatabase.migrations.prefix(while: { $0.identifier != Migration006KeyringOutside.identifier }) {
            migrator.registerMigration(identifier, migrate: migrate)
        }
        try migrator.migrate(pool)
        try pool.write { db in
            let now = Date()
            try db.execute(
                sql: """
                    INSERT INTO vault (id, kdf, salt, costLog2, blockSize, parallelism, wrappedMasterKey, createdAt, changedAt)
                    VALUES (1, 'scrypt', ?, ?, ?, ?, ?, ?, ?)
                    """,
                arguments: [vault.salt, vault.hardening.costLog2, vault.hardening.blockSize, vault.hardening.parallelism,
                            vault.wrappedMasterKey, now, now])
            try db.execute(sql: "INSERT INTO apiToken (label, tokenHash, wrappedMasterKey, createdAt) VALUES (?, ?, ?, ?)",
                           arguments: ["skanner", APITokens.hash(token), wrapped, now])
            for index in 0..<letterCount {
                try db.execute(
                    sql: "INSERT INTO document (title, docType, ocrText, scanDate, createdAt, updatedAt) VALUES (?, 'annet', ?, ?, ?, ?)",
                    arguments: ["2024-01-0\(index % 9 + 1) Brev \(index)",
                                "Brev \(index) om \(SealedDatabaseTests.distinctiveWords.joined(separator: " ")) på Kvitkollsykehuset",
                                now, now, now])
            }
        }
        try pool.close()
        return (masterKey, token)
    }

    static func expectWhole(_ library: LibraryFolder, token: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        // Only the owner's explicit upgrade seals a plain library, never an unlock.
        if try ArchiveDatabase.open(library).keyring().isLegacy {
            #expect(throws: StoreError.upgradeNeeded, sourceLocation: sourceLocation) {
                _ = try ArchiveDatabase.open(library).unlocked(passphrase: testPassphrase)
            }
            do { _ = try ArchiveDatabase.open(library).upgrade(passphrase: testPassphrase) }
        }
        let database = try ArchiveDatabase.open(library).unlocked(passphrase: testPassphrase)
        #expect(database.generation == 1, sourceLocation: sourceLocation)
        #expect(try database.documentCount() == letterCount, sourceLocation: sourceLocation)
        #expect(try database.searchIDs("sjøormundersøkelse", limit: 100).count == letterCount, sourceLocation: sourceLocation)
        // The indexes were built again with word pairs, which a phrase is found through.
        #expect(try database.searchIDs("\"blåbærsyltetøy sjøormundersøkelse\"", limit: 100).count == letterCount, sourceLocation: sourceLocation)
        #expect(try database.searchIDs("\"sjøormundersøkelse blåbærsyltetøy\"", limit: 100).isEmpty, sourceLocation: sourceLocation)
        // An earlier version kept no token's wrapping key, so the new master key cannot be
        // wrapped for it: the upgrade revokes it.
        #expect(try database.apiTokens().isEmpty, sourceLocation: sourceLocation)
        #expect(throws: StoreError.wrongPassphrase, sourceLocation: sourceLocation) {
            _ = try ArchiveDatabase.open(library).unlocked(apiToken: token)
        }
        #expect(!PlainDatabaseUpgrade.isPlain(library.databaseURL), sourceLocation: sourceLocation)
        #expect(try SealedDatabaseTests.leaks(in: library.root) == [], sourceLocation: sourceLocation)
        let leftovers = files(under: library.root).filter { $0.contains(".seal") }
        #expect(leftovers == [], sourceLocation: sourceLocation)
    }

    @Test func theFirstUnlockSealsItKeepingEveryLetterAndToken() throws {
        try withLibraryFolder { library in
            let (_, token) = try Self.makePlainLibrary(library)
            #expect(PlainDatabaseUpgrade.isPlain(library.databaseURL))
            #expect(try !SealedDatabaseTests.leaks(in: library.root).isEmpty, "the plain library holds the words")
            let locked = try ArchiveDatabase.open(library)
            #expect(try locked.hasVault())
            #expect(throws: StoreError.wrongPassphrase) { try locked.unlocked(passphrase: "en helt annen frase") }
            #expect(PlainDatabaseUpgrade.isPlain(library.databaseURL), "a wrong passphrase changes nothing")
            #expect(!FileManager.default.fileExists(atPath: library.keyringURL.path))

            #expect(throws: StoreError.upgradeNeeded) { try locked.unlocked(passphrase: testPassphrase) }
            #expect(PlainDatabaseUpgrade.isPlain(library.databaseURL), "an unlock changes nothing")
            let reports = Reports()
            _ = try locked.upgrade(passphrase: testPassphrase, progress: { reports.add($0) })
            let last = try #require(reports.all.last)
            #expect(last.total > 0 && last.done == last.total)
            try Self.expectWhole(library, token: token)
        }
    }

    @Test(arguments: [PlainDatabaseUpgrade.Step.keyringWritten, .sealedCopyComplete, .plainErased])
    func anUpgradeStoppedAfterAStepResumesAtTheNextUnlock(step: PlainDatabaseUpgrade.Step) throws {
        try withLibraryFolder { library in
            let (masterKey, token) = try Self.makePlainLibrary(library)
            let keyring = try ArchiveDatabase.open(library).keyring()
            #expect(throws: Interrupted.self) {
                try PlainDatabaseUpgrade.sealIfPlain(library, keyring: keyring, masterKey: masterKey, progress: { _ in },
                                                     stop: { if $0 == step { throw Interrupted() } })
            }
            if step == .keyringWritten {
                // As if the copy had been cut short too: a half-written sealed file is made again.
                try Data(repeating: 0xA5, count: 5000).write(to: PlainDatabaseUpgrade.replacement(library).working)
            }
            try Self.expectWhole(library, token: token)
        }
    }
}

final class Reports: @unchecked Sendable {
    private let lock = NSLock()
    private var reports: [SealingProgress] = []
    func add(_ report: SealingProgress) { lock.withLock { reports.append(report) } }
    var all: [SealingProgress] { lock.withLock { reports } }
}
