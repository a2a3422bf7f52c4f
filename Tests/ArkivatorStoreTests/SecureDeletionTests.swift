import ArkivatorCore
@testable import ArkivatorStore
import Foundation
import GRDB
import ArkivatorTestSupport
import Testing

@Suite("Secure deletion")
struct SecureDeletionTests {
    @Test("a removed file's bytes are overwritten before it is unlinked")
    func overwritten() throws {
        try withTemporaryFolder { folder in
            let file = folder.appendingPathComponent("side-1.jpeg")
            let secret = Data("Pasient 110284 25769 har hjertesvikt".utf8)
            try secret.write(to: file)
            // A second name for the same inode shows what became of the bytes after the unlink.
            let witness = folder.appendingPathComponent("witness")
            try FileManager.default.linkItem(at: file, to: witness)
            try SecureErasure.remove(file)
            #expect(!FileManager.default.fileExists(atPath: file.path))
            #expect(try Data(contentsOf: witness) == Data(count: secret.count))
        }
    }

    @Test("erasing the library overwrites every file and removes the folder")
    func eraseEverything() throws {
        try withLibraryFolder { library in
            _ = try ArchiveDatabase.create(library, passphrase: testPassphrase, hardening: cheapHardening)
            let page = try library.createFolder("files/abc").appendingPathComponent("side-1.jpeg")
            try Data(repeating: 0xAB, count: 100_000).write(to: page)
            let witness = library.root.deletingLastPathComponent().appendingPathComponent("witness-\(UUID().uuidString)")
            try FileManager.default.linkItem(at: page, to: witness)
            defer { try? FileManager.default.removeItem(at: witness) }
            try library.eraseEverything()
            #expect(!FileManager.default.fileExists(atPath: library.root.path))
            #expect(try Data(contentsOf: witness) == Data(count: 100_000))
        }
    }

    @Test("SQLite zeroes deleted content")
    func secureDeletePragma() throws {
        try withNewLibrary { _, database in
            let setting = try database.writer.read { db in try Int.fetchOne(db, sql: "PRAGMA secure_delete") }
            #expect(setting == 1)
        }
    }
}
