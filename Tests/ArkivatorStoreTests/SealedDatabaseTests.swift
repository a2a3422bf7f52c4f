import ArkivatorCore
import Foundation
import GRDB
import ArkivatorTestSupport
import Testing
@testable import ArkivatorStore

/// The database sealed at rest: what a copy of the library folder gives away, and what happens
/// when its files are altered.
@Suite("Sealed database") struct SealedDatabaseTests {
    /// Words no page of any other test holds, so finding them anywhere means a leak.
    static let distinctiveWords = ["blåbærsyltetøy", "sjøormundersøkelse", "Kvitkollprotokoll"]

    static func letter(_ index: Int) -> Document {
        makeDocument(title: "2025-03-0\(index % 9 + 1) Innkalling \(index)",
                     text: "Brev \(index) om \(distinctiveWords.joined(separator: " ")) og " + String(repeating: "fyll ", count: 400),
                     institution: "Kvitkollsykehuset")
    }

    /// Every byte of every file in the folder, searched for each word (as UTF-8).
    static func leaks(in folder: URL) throws -> [String] {
        var found: [String] = []
        for path in files(under: folder) {
            let data = try Data(contentsOf: folder.appendingPathComponent(path))
            for word in distinctiveWords + ["Kvitkollsykehuset", "SQLite format 3"] where data.range(of: Data(word.utf8)) != nil {
                found.append("\(word) in \(path)")
            }
        }
        return found
    }

    @Test func noFileInTheFolderHoldsALetterInTheClear() throws {
        try withNewLibrary { library, database in
            for index in 0..<60 { _ = try database.saveNewDocument(Self.letter(index)) }
            // While the WAL holds the newest pages: -wal, -shm and the database.
            #expect(FileManager.default.fileExists(atPath: library.databaseURL.path + "-wal"))
            #expect(try Self.leaks(in: library.root) == [])
            let ids = try database.listedIDs(limit: 200)
            for id in ids.prefix(20) { try database.deleteDocument(id: id) }
            try database.writer.writeWithoutTransaction { db in _ = try db.checkpoint(.truncate) }
            #expect(try Self.leaks(in: library.root) == [])
            #expect(try database.searchIDs("sjøormundersøkelse").count == 40)
        }
    }

    @Test func aReopenedLibraryReadsWhatWasWritten() throws {
        try withNewLibrary { library, database in
            let id = try database.saveNewDocument(Self.letter(1))
            let reopened = try ArchiveDatabase.open(library).unlocked(passphrase: testPassphrase)
            #expect(try reopened.document(id: id)?.text.contains("blåbærsyltetøy") == true)
        }
    }

    @Test func twoPoolsOnOneFileSeeEachOthersWrites() throws {
        try withNewLibrary { library, first in
            // The command line and the web app, each with its own pool on the same file.
            let second = try ArchiveDatabase.open(library).unlocked(passphrase: testPassphrase)
            let fromFirst = try first.saveNewDocument(Self.letter(1))
            #expect(try second.document(id: fromFirst) != nil)
            let fromSecond = try second.saveNewDocument(Self.letter(2))
            #expect(try first.document(id: fromSecond) != nil)
            #expect(try first.searchIDs("blåbærsyltetøy").sorted() == [fromFirst, fromSecond])
        }
    }

    @Test func aFlippedByteInAPageIsDamageNotWrongData() throws {
        try withLibraryFolder { library in
            let id = try {
                let database = try ArchiveDatabase.create(library, passphrase: testPassphrase, hardening: cheapHardening)
                let id = try database.saveNewDocument(Self.letter(1))
                try database.writer.writeWithoutTransaction { db in _ = try db.checkpoint(.truncate) }
                return id
            }()
            #expect(!SealedDatabaseKeys.shared.hasKey(under: library.root))
            let size = try #require(try library.databaseURL.resourceValues(forKeys: [.fileSizeKey]).fileSize)
            let block = SealedPageFile.blockSize + SealedPageFile.overhead
            #expect(size % block == 0)
            // A byte in the middle of every block but the first (the schema), so whichever page
            // holds the letter is altered.
            try alter(library.databaseURL) { bytes in
                for start in stride(from: block, to: bytes.count, by: block) { bytes[start + 2000] ^= 0x01 }
            }
            #expect(throws: StoreError.damaged(what: "arkivator.sqlite")) {
                let database = try ArchiveDatabase.open(library).unlocked(passphrase: testPassphrase)
                _ = try database.document(id: id)
                _ = try database.searchIDs("blåbærsyltetøy")
            }
        }
    }

    @Test func swappedBlocksAreDamage() throws {
        try withLibraryFolder { library in
            do {
                let database = try ArchiveDatabase.create(library, passphrase: testPassphrase, hardening: cheapHardening)
                for index in 0..<10 { _ = try database.saveNewDocument(Self.letter(index)) }
                try database.writer.writeWithoutTransaction { db in _ = try db.checkpoint(.truncate) }
            }
            let block = SealedPageFile.blockSize + SealedPageFile.overhead
            try alter(library.databaseURL) { bytes in
                // Page 1 and page 2 trade places: each still authenticates as itself, elsewhere.
                let first = Array(bytes[0..<block])
                bytes.replaceSubrange(0..<block, with: bytes[block..<(2 * block)])
                bytes.replaceSubrange(block..<(2 * block), with: first)
            }
            #expect(throws: StoreError.damaged(what: "arkivator.sqlite")) {
                _ = try ArchiveDatabase.open(library).unlocked(passphrase: testPassphrase)
            }
        }
    }

    @Test func anotherKeyReadsNothing() throws {
        try withLibraryFolder { library in
            do {
                let database = try ArchiveDatabase.create(library, passphrase: testPassphrase, hardening: cheapHardening)
                _ = try database.saveNewDocument(Self.letter(1))
            }
            #expect(throws: StoreError.wrongPassphrase) {
                _ = try ArchiveDatabase.open(library).unlocked(passphrase: "en helt annen frase")
            }
            #expect(throws: StoreError.damaged(what: "arkivator.sqlite")) {
                _ = try ArchiveDatabase.openSealed(library, keys: LibraryKeys(master: .random(), generation: 1, value: .random()))
            }
            #expect(!SealedDatabaseKeys.shared.hasKey(under: library.root))
        }
    }

    @Test func theKeyIsRegisteredOnlyWhileTheDatabaseIsOpen() throws {
        try withLibraryFolder { library in
            do {
                let database = try ArchiveDatabase.create(library, passphrase: testPassphrase, hardening: cheapHardening)
                #expect(SealedDatabaseKeys.shared.hasKey(under: library.root))
                _ = try database.saveNewDocument(Self.letter(1))
            }
            #expect(!SealedDatabaseKeys.shared.hasKey(under: library.root))
            let locked = try ArchiveDatabase.open(library)
            #expect(try locked.hasVault())
            #expect(!SealedDatabaseKeys.shared.hasKey(under: library.root))
        }
    }

    @Test func aTamperedKeyringIsDamageNotACrash() throws {
        try withNewLibrary { library, database in
            _ = try database.createAPIToken(label: "test")
            var text = try String(contentsOf: library.keyringURL, encoding: .utf8)
            text = text.replacingOccurrences(of: "\"costLog2\" : 10", with: "\"costLog2\" : \"ti\"")
            try text.write(to: library.keyringURL, atomically: true, encoding: .utf8)
            #expect(throws: StoreError.damaged(what: "arkivator.keys")) {
                _ = try ArchiveDatabase.open(library).unlocked(passphrase: testPassphrase)
            }
            try Data("{\"format\": 1".utf8).write(to: library.keyringURL)
            #expect(throws: StoreError.damaged(what: "arkivator.keys")) {
                _ = try ArchiveDatabase.open(library).unlocked(passphrase: testPassphrase)
            }
        }
    }

    @Test func theKeyringIsOwnerOnlyAndHoldsTheTokens() throws {
        try withNewLibrary { library, database in
            let token = try database.createAPIToken(label: "skanner")
            let mode = try #require(try FileManager.default.attributesOfItem(atPath: library.keyringURL.path)[.posixPermissions] as? Int)
            #expect(mode & 0o777 == 0o600)
            #expect(try database.apiTokens().map(\.label) == ["skanner"])
            _ = try ArchiveDatabase.open(library).unlocked(apiToken: token)
            try database.revokeAPIToken(id: try #require(try database.apiTokens().first?.id), passphrase: testPassphrase)
            // Until an unlock with the passphrase has finished the change of keys, no key opens the library.
            #expect(throws: StoreError.rotationUnfinished) { _ = try ArchiveDatabase.open(library).unlocked(apiToken: token) }
        }
    }

    @Test func aSnapshotIsSealedUnderTheSameKey() throws {
        try withNewLibrary { library, database in
            let id = try database.saveNewDocument(Self.letter(3))
            let copyFolder = LibraryFolder(root: library.root.deletingLastPathComponent().appendingPathComponent("kopi"))
            try FileManager.default.createDirectory(at: copyFolder.root, withIntermediateDirectories: true)
            try database.snapshot(to: copyFolder.databaseURL)
            try FileManager.default.copyItem(at: library.keyringURL, to: copyFolder.keyringURL)
            #expect(try Self.leaks(in: copyFolder.root) == [])
            try ArchiveDatabase.verifySnapshot(at: copyFolder.databaseURL, keyring: copyFolder.keyringURL)
            let restored = try ArchiveDatabase.open(copyFolder).unlocked(passphrase: testPassphrase)
            #expect(try restored.document(id: id)?.title == Self.letter(3).title)
        }
    }
}

/// Rewrites a file's bytes in place.
func alter(_ url: URL, _ change: (inout [UInt8]) -> Void) throws {
    var bytes = [UInt8](try Data(contentsOf: url))
    change(&bytes)
    try Data(bytes).write(to: url)
}
