import ArkivatorCore
import ArkivatorStore
import Foundation
import ArkivatorTestSupport
import Testing
import ZIPFoundation

@testable import ArkivatorArchive

@Suite("Backup and restore")
struct BackupTests {
    struct Fixture {
        let library: LibraryFolder
        let archive: DocumentArchive
        let backup: URL
    }

    /// A library with a family member (with a fødselsnummer), two documents with files and a
    /// pending job, backed up to a file beside it.
    func withBackup(_ body: (Fixture) throws -> Void) throws {
        try withTemporaryFolder { folder in
            let library = LibraryFolder(root: folder.appendingPathComponent("bibliotek"))
            let database = try ArchiveDatabase.create(library, passphrase: testPassphrase, hardening: cheapHardening)
            let kari = try database.addFamilyMember(FamilyMember(name: "Kari Nordmann", relationship: "meg selv",
                                                                 fodselsnummer: Fodselsnummer(testFodselsnummer)))
            let archive = DocumentArchive(database: database, library: library, appVersion: "1.0.0")
            let tests = DocumentArchiveTests()
            _ = try archive.saveNew(try tests.documentWithPages(archive, pages: 2, personID: kari))
            var lab = try tests.documentWithPages(archive, pages: 1, title: "2025-02-01 Prøvesvar blodprøver", personID: nil)
            lab.text = "Hemoglobin 13,2 g/dl. Blåbærsyltetøy er ikke et prøvesvar."
            _ = try archive.saveNew(lab)
            _ = try PendingJobs(library: library, files: try database.sealedFiles()).create(photos: [(name: "IMG_1.jpg", data: try pageJPEG())], corners: [nil])
            let backup = folder.appendingPathComponent("sikkerhetskopi.zip")
            let summary = try LibraryBackup.write(library, database: database, appVersion: "1.0.0", to: backup)
            #expect(summary.documentCount == 2)
            // The database and its keyring; two pages, .docx and PDF; one page and .docx; the job's photo and job.json.
            #expect(summary.fileCount == 2 + 4 + 2 + 2)
            try body(Fixture(library: library, archive: archive, backup: backup))
        }
    }

    func libraryFiles(_ library: LibraryFolder) -> [String: Data] {
        var files: [String: Data] = [:]
        for folder in LibraryBackup.folders {
            let root = library.root.appendingPathComponent(folder)
            let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: [.isRegularFileKey])
            while let url = enumerator?.nextObject() as? URL {
                guard (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true else { continue }
                let path = String(url.standardizedFileURL.path.dropFirst(library.root.standardizedFileURL.path.count + 1))
                files[path] = try? Data(contentsOf: url)
            }
        }
        return files
    }

    @Test("backup, erase, restore: the library lists, searches and unlocks as before, every file identical")
    func roundTrip() throws {
        try withBackup { fixture in
            let database = fixture.archive.database
            let listed = try database.documents(matching: DocumentFilter(), limit: 50, offset: 0)
            let found = try database.search("blåbærsyltetøy", matching: DocumentFilter(), limit: 10).map(\.document.id)
            let files = libraryFiles(fixture.library)
            let permissions = try FileManager.default.attributesOfItem(atPath: fixture.backup.path)[.posixPermissions] as? Int
            #expect(permissions == 0o600)

            try FileManager.default.removeItem(at: fixture.library.root)
            let summary = try LibraryBackup.restore(from: fixture.backup, into: fixture.library)
            #expect(summary.documentCount == 2)

            let restored = try ArchiveDatabase.open(fixture.library)
            #expect(throws: StoreError.wrongPassphrase) { try restored.unlocked(passphrase: "feil") }
            let unlocked = try restored.unlocked(passphrase: testPassphrase)
            #expect(try unlocked.documents(matching: DocumentFilter(), limit: 50, offset: 0) == listed)
            #expect(try unlocked.search("blåbærsyltetøy", matching: DocumentFilter(), limit: 10).map(\.document.id) == found)
            #expect(found.count == 1)
            #expect(try unlocked.familyMembers().first?.fodselsnummer?.digits == testFodselsnummer)
            #expect(libraryFiles(fixture.library) == files)
            #expect(PendingJobs(library: fixture.library, files: try unlocked.sealedFiles()).unfinished().count == 1)
        }
    }

    @Test("the backup keeps the fødselsnummer sealed, as the library does")
    func staysSealed() throws {
        try withBackup { fixture in
            let bytes = try Data(contentsOf: fixture.backup)
            #expect(bytes.range(of: Data(testFodselsnummer.utf8)) == nil)
            // The database is deflated inside the ZIP: look at it unpacked as well.
            let archive = try Archive(url: fixture.backup, accessMode: .read)
            var database = Data()
            _ = try archive.extract(try #require(archive["arkivator.sqlite"])) { database.append($0) }
            #expect(database.count > 0)
            #expect(database.range(of: Data(testFodselsnummer.utf8)) == nil)
        }
    }

    @Test("a backup holds every file exactly as stored, sealed, and the keyring beside the database; restore puts them back")
    func holdsSealedFilesAndKeyring() throws {
        try withBackup { fixture in
            let keyring = try Data(contentsOf: fixture.library.keyringURL)
            try LibraryBackup.write(fixture.library, database: fixture.archive.database, appVersion: "1.0.0", to: fixture.backup)
            let stored = libraryFiles(fixture.library)
            #expect(stored.count == 4 + 2 + 2, "two letters' pages, .docx and PDF; a job's photo and job.json")

            let archive = try Archive(url: fixture.backup, accessMode: .read)
            var entries: [String: Data] = [:]
            for entry in archive {
                var data = Data()
                _ = try archive.extract(entry) { data.append($0) }
                entries[entry.path] = data
            }
            #expect(Set(entries.keys) == Set(stored.keys).union(["arkivator.sqlite", "arkivator.keys", "manifest.json"]))
            for (path, data) in stored {
                #expect(entries[path] == data, "\(path) as stored")
                #expect(data.starts(with: Array("ARKSEAL1".utf8)), "\(path) is sealed")
            }
            #expect(entries["arkivator.keys"] == keyring)

            try FileManager.default.removeItem(at: fixture.library.root)
            try LibraryBackup.restore(from: fixture.backup, into: fixture.library)
            #expect(libraryFiles(fixture.library) == stored)
            #expect(try Data(contentsOf: fixture.library.keyringURL) == keyring)
        }
    }

    @Test("a plain file put in the library goes into a backup as it is, never sealed as genuine, and opens nowhere")
    func plainFileNotAdoptedByBackup() throws {
        try withBackup { fixture in
            let sealed = try fixture.archive.sealedFiles()
            let (path, _) = try #require(libraryFiles(fixture.library).first { $0.key.hasSuffix(".docx") })
            let url = fixture.library.root.appendingPathComponent(path)
            let plain = try sealed.read(url)
            try plain.write(to: url)
            try LibraryBackup.write(fixture.library, database: fixture.archive.database, appVersion: "1.0.0", to: fixture.backup)
            let archive = try Archive(url: fixture.backup, accessMode: .read)
            var data = Data()
            _ = try archive.extract(try #require(archive[path])) { data.append($0) }
            #expect(data == plain)
            #expect(throws: SealedFileDamaged(path: path)) { _ = try sealed.read(url) }
        }
    }

    @Test("a damaged backup restores nothing and says which file is wrong")
    func damaged() throws {
        try withBackup { fixture in
            var bytes = try Data(contentsOf: fixture.backup)
            // Sealed files are stored uncompressed: flip a byte inside the first one's data.
            let sealedStart = try #require(bytes.range(of: Data("ARKSEAL1".utf8)))
            bytes[sealedStart.lowerBound + 400] ^= 0x55
            try bytes.write(to: fixture.backup)
            try FileManager.default.removeItem(at: fixture.library.root)
            #expect {
                try LibraryBackup.restore(from: fixture.backup, into: fixture.library)
            } throws: { error in
                guard case LibraryBackup.Problem.damaged(let path) = error else { return false }
                return path.hasPrefix("files/")
            }
            #expect(!fixture.library.exists)
            let left = try FileManager.default.contentsOfDirectory(atPath: fixture.library.root.path)
            #expect(left.isEmpty, "a failed restore left \(left)")
        }
    }

    @Test("restore refuses a library that exists, and a file that is no backup")
    func refusals() throws {
        try withBackup { fixture in
            #expect(throws: LibraryBackup.Problem.libraryNotEmpty(path: fixture.library.root.path)) {
                try LibraryBackup.restore(from: fixture.backup, into: fixture.library)
            }
            let notABackup = fixture.backup.deletingLastPathComponent().appendingPathComponent("bilde.zip")
            try pageJPEG().write(to: notABackup)
            let elsewhere = LibraryFolder(root: fixture.backup.deletingLastPathComponent().appendingPathComponent("tom"))
            #expect(throws: LibraryBackup.Problem.notABackup) { try LibraryBackup.restore(from: notABackup, into: elsewhere) }
        }
    }

    @Test("manifest paths outside the library's own folders are refused")
    func unsafePaths() {
        for path in ["arkivator.sqlite", "files/abc/side-1.jpeg", "jobs/x/job.json"] {
            #expect(LibraryBackup.isSafe(path), "\(path)")
        }
        for path in ["../etc/passwd", "/etc/passwd", "files/../../x", "files/", "other/x", "files//x", "files/a\\b", "manifest.json"] {
            #expect(!LibraryBackup.isSafe(path), "\(path)")
        }
    }
}
