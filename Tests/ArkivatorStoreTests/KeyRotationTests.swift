import ArkivatorCore
import ArkivatorTestSupport
import Foundation
import GRDB
import Testing
@testable import ArkivatorStore

extension Keyring {
    /// Changes the keyring file as someone editing it by hand would: no MAC made anew.
    static func tamper(at url: URL, _ change: (inout Keyring) throws -> Void) throws {
        var keyring = try read(from: url)
        try change(&keyring)
        try keyring.write(to: url)
    }
}

/// A rotation tried as an attacker with a copy of the library folder would: what an older
/// keyring, an older passphrase or a revoked key opens afterwards, and what a stop midway
/// leaves.
@Suite("Keys that change: rotation, an authenticated keyring, files bound to their place")
struct KeyRotationTests {
    static let newPassphrase = "blåbærsyltetøy på brødskiva"

    /// A library with two letters' files and a family member with a fødselsnummer, closed.
    static func makeLibrary(in folder: URL) throws -> (library: LibraryFolder, files: [URL]) {
        let library = LibraryFolder(root: folder.appendingPathComponent("bibliotek", isDirectory: true))
        let database = try ArchiveDatabase.create(library, passphrase: testPassphrase, hardening: cheapHardening)
        _ = try database.addFamilyMember(FamilyMember(name: "Liam Hansen", relationship: "barn",
                                                      fodselsnummer: try fodselsnummer(TestNumbers.liam)))
        let sealed = database.sealedFiles()
        var files: [URL] = []
        for letter in 1...2 {
            let folder = library.folder(of: Int64(letter))
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            let url = folder.appendingPathComponent("dokument.docx")
            try sealed.write(Data("brev nummer \(letter) ".utf8) + Data(repeating: UInt8(letter), count: 150_000), to: url)
            files.append(url)
        }
        return (library, files)
    }

    func withLibrary(_ body: (LibraryFolder, [URL], URL) throws -> Void) throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let (library, files) = try Self.makeLibrary(in: folder)
        try body(library, files, folder)
    }

    /// A copy of the library folder as it is now, as an attacker (or a backup) keeps it.
    func copy(of library: LibraryFolder, into folder: URL, named name: String) throws -> LibraryFolder {
        let destination = folder.appendingPathComponent(name, isDirectory: true)
        try FileManager.default.copyItem(at: library.root, to: destination)
        return LibraryFolder(root: destination)
    }

    @Test("after a new passphrase, an older keyring with the old passphrase opens neither the database nor any file")
    func olderKeyringOpensNothing() throws {
        try withLibrary { library, files, folder in
            let before = try copy(of: library, into: folder, named: "kopi")
            try ArchiveDatabase.open(library).changePassphrase(from: testPassphrase, to: Self.newPassphrase, hardening: cheapHardening)
            let oldCurrent = try Keyring.read(from: before.keyringURL).vaultRecord().unwrap(passphrase: testPassphrase)
            do {
                let database = try ArchiveDatabase.open(library).unlocked(passphrase: Self.newPassphrase)
                #expect(database.generation == 2)
                #expect(try database.familyMembers().first?.fodselsnummer == fodselsnummer(TestNumbers.liam))
                #expect(String(decoding: try database.sealedFiles().read(files[0]).prefix(14), as: UTF8.self) == "brev nummer 1 ")
            }
            #expect(!KeyRotation.isPending(library))
            #expect(!FileManager.default.fileExists(atPath: library.root.appendingPathComponent(KeyRotation.journalName).path))
            // The old key, from the old keyring, opens no file and no page of what is on disk now.
            let oldFiles = SealedFiles(masterKey: oldCurrent, generation: 1, root: library.root)
            for file in files {
                #expect(throws: SealedFileDamaged.self) { _ = try oldFiles.read(file) }
                #expect(SealedFiles.generation(of: file) == 2)
            }
            #expect(throws: StoreError.damaged(what: "arkivator.sqlite")) {
                _ = try ArchiveDatabase.openSealed(library, keys: LibraryKeys(master: oldCurrent, generation: 1, value: oldCurrent))
            }
            // The old keyring put back: the old passphrase unwraps the old key, which opens nothing.
            try FileManager.default.removeItem(at: library.keyringURL)
            try FileManager.default.copyItem(at: before.keyringURL, to: library.keyringURL)
            #expect(throws: StoreError.damaged(what: "arkivator.sqlite")) {
                _ = try ArchiveDatabase.open(library).unlocked(passphrase: testPassphrase)
            }
        }
    }

    @Test("a revoked API key, even with the keyring from before, opens nothing")
    func revokedKeyOpensNothing() throws {
        try withLibrary { library, _, folder in
            let token = try ArchiveDatabase.open(library).unlocked(passphrase: testPassphrase).createAPIToken(label: "skript")
            let kept = try ArchiveDatabase.open(library).unlocked(passphrase: testPassphrase).createAPIToken(label: "skanner")
            let before = try copy(of: library, into: folder, named: "kopi")
            let id = try #require(try ArchiveDatabase.open(library).unlocked(passphrase: testPassphrase).apiTokens().first?.id)
            try ArchiveDatabase.open(library).rotateKeys(passphrase: testPassphrase, keepingAPIKeys: { $0 != id })
            #expect(throws: StoreError.rotationUnfinished) { _ = try ArchiveDatabase.open(library).unlocked(apiToken: kept) }
            _ = try ArchiveDatabase.open(library).unlocked(passphrase: testPassphrase)
            #expect(throws: StoreError.wrongPassphrase) { _ = try ArchiveDatabase.open(library).unlocked(apiToken: token) }
            // The key that stays opens the library under the new master key.
            #expect(try ArchiveDatabase.open(library).unlocked(apiToken: kept).generation == 2)
            // The old keyring put back holds the revoked key's wrap of the old master key: it opens nothing.
            try FileManager.default.removeItem(at: library.keyringURL)
            try FileManager.default.copyItem(at: before.keyringURL, to: library.keyringURL)
            #expect(throws: StoreError.damaged(what: "arkivator.sqlite")) {
                _ = try ArchiveDatabase.open(library).unlocked(apiToken: token)
            }
        }
    }

    @Test("an edited keyring is refused as damaged once the passphrase has unwrapped the key, never acted on")
    func editedKeyringIsDamaged() throws {
        let edits: [(String, (inout Keyring) -> Void)] = [
            ("a token removed", { $0.tokens.removeAll() }),
            ("the generation lowered", { $0.generation -= 1 }),
            ("the plain flag set", { $0.filesSealed = false }),
            ("the MAC dropped", { $0.mac = nil }),
        ]
        for (name, edit) in edits {
            try withLibrary { library, _, _ in
                _ = try ArchiveDatabase.open(library).unlocked(passphrase: testPassphrase).createAPIToken(label: "skript")
                try Keyring.tamper(at: library.keyringURL, edit)
                #expect(throws: StoreError.damaged(what: "arkivator.keys"), "\(name)") {
                    _ = try ArchiveDatabase.open(library).unlocked(passphrase: testPassphrase)
                }
            }
        }
    }

    @Test("a keyring from another library is refused, and so is a plain database put in place of the sealed one")
    func foreignKeyringAndPlainDatabase() throws {
        try withLibrary { library, _, folder in
            let other = try Self.makeLibrary(in: folder.appendingPathComponent("annet", isDirectory: true)).library
            let saved = try Data(contentsOf: library.keyringURL)
            try FileManager.default.removeItem(at: library.keyringURL)
            try FileManager.default.copyItem(at: other.keyringURL, to: library.keyringURL)
            #expect(throws: StoreError.damaged(what: "arkivator.sqlite")) {
                _ = try ArchiveDatabase.open(library).unlocked(passphrase: testPassphrase)
            }
            try saved.write(to: library.keyringURL)
            let plain = try DatabaseQueueMaker.plainDatabase(at: folder.appendingPathComponent("plain.sqlite"))
            try FileManager.default.removeItem(at: library.databaseURL)
            try FileManager.default.copyItem(at: plain, to: library.databaseURL)
            #expect(throws: StoreError.damaged(what: "arkivator.sqlite")) {
                _ = try ArchiveDatabase.open(library).unlocked(passphrase: testPassphrase)
            }
        }
    }

    @Test("a file moved over another letter's, or put back from before a rotation, is damaged")
    func filesCannotTradePlaces() throws {
        try withLibrary { library, files, folder in
            let sealed = try ArchiveDatabase.open(library).unlocked(passphrase: testPassphrase).sealedFiles()
            try FileManager.default.removeItem(at: files[0])
            try FileManager.default.copyItem(at: files[1], to: files[0])
            #expect(throws: SealedFileDamaged(path: "files/1/dokument.docx")) { _ = try sealed.read(files[0]) }
            // Within one letter too: the role is part of the identity.
            let page = files[1].deletingLastPathComponent().appendingPathComponent("side-1.jpeg")
            try FileManager.default.copyItem(at: files[1], to: page)
            #expect(throws: SealedFileDamaged.self) { _ = try sealed.read(page) }
        }
    }

    @Test("what a writer killed midway left beside a file is removed by the next rotation; the file is sealed anew, whole")
    func leftoversOfAWriter() throws {
        try withLibrary { library, files, _ in
            do {
                let sealed = try ArchiveDatabase.open(library).unlocked(passphrase: testPassphrase).sealedFiles()
                let writer = try sealed.writer(to: files[0])
                try writer.append(Data(repeating: 7, count: 100_000))
                let folder = files[0].deletingLastPathComponent()
                let leftover = try #require(try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
                    .first { SealedFileWriter.isUnfinished($0) })
                // A copy, as the process would have left it had it been killed rather than discarded.
                try FileManager.default.copyItem(at: leftover, to: folder.appendingPathComponent(leftover.lastPathComponent + "x"))
                writer.discard()
            }
            try ArchiveDatabase.open(library).changePassphrase(from: testPassphrase, to: Self.newPassphrase, hardening: cheapHardening)
            let sealed = try ArchiveDatabase.open(library).unlocked(passphrase: Self.newPassphrase).sealedFiles()
            #expect(try FileManager.default.contentsOfDirectory(atPath: files[0].deletingLastPathComponent().path) == ["dokument.docx"])
            #expect(try sealed.read(files[0]).starts(with: Data("brev nummer 1 ".utf8)))
        }
    }

    @Test("a rotation stopped at any step loses nothing, the old passphrase opens nothing, and the next unlock with the new one finishes it",
          arguments: [KeyRotation.Step.databaseCopied, .databaseInPlace, .fileSealed(1), .fileSealed(2), .keyringWritten])
    func stoppedRotationResumes(step: KeyRotation.Step) throws {
        try withLibrary { library, files, _ in
            let passphrase = Self.newPassphrase
            do {
                try ArchiveDatabase.open(library).changePassphrase(from: testPassphrase, to: Self.newPassphrase,
                                                                    hardening: cheapHardening)
                let keyring = try Keyring.read(from: library.keyringURL)
                let (journal, current, next) = try #require(try KeyRotation.keys(of: library, keyring: keyring, passphrase: passphrase))
                struct Stop: Error {}
                #expect(throws: Stop.self) {
                    _ = try KeyRotation.finish(library, journal: journal, current: current, next: next, progress: { _ in },
                                               stop: { if $0 == step { throw Stop() } })
                }
                let database = try ArchiveDatabase.open(library).unlocked(passphrase: passphrase)
                #expect(database.generation == 2)
                #expect(try database.familyMembers().count == 1)
                for (index, file) in files.enumerated() {
                    #expect(String(decoding: try database.sealedFiles().read(file).prefix(14), as: UTF8.self) == "brev nummer \(index + 1) ")
                }
                #expect(!KeyRotation.isPending(library))
            }
            #expect(throws: StoreError.wrongPassphrase) { _ = try ArchiveDatabase.open(library).unlocked(passphrase: testPassphrase) }
        }
    }

    @Test("a rotation does not start while a connection has the library open")
    func rotationWaitsForExclusiveUse() throws {
        try withLibrary { library, _, _ in
            let open = try ArchiveDatabase.open(library).unlocked(passphrase: testPassphrase)
            try ArchiveDatabase.open(library).rotateKeys(passphrase: testPassphrase)
            #expect(throws: StoreError.libraryInUse) { _ = try ArchiveDatabase.open(library).unlocked(passphrase: testPassphrase) }
            #expect(try open.familyMembers().count == 1)
        }
    }
}

enum DatabaseQueueMaker {
    /// A plain SQLite file with one table, as someone planting one would make.
    static func plainDatabase(at url: URL) throws -> URL {
        let queue = try GRDB.DatabaseQueue(path: url.path)
        try queue.write { try $0.execute(sql: "CREATE TABLE t (x); INSERT INTO t VALUES (1)") }
        try queue.close()
        return url
    }
}
