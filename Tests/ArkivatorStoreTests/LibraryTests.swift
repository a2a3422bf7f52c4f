import ArkivatorCore
import Foundation
import GRDB
import ArkivatorTestSupport
import Testing
@testable import ArkivatorStore

@Suite("SQLite itself")
struct SQLiteTests {
    @Test("the linked SQLite has FTS5")
    func sqliteHasFTS5() throws {
        let queue = try DatabaseQueue()
        let hits = try queue.write { db in
            try db.execute(sql: "CREATE VIRTUAL TABLE t USING fts5(x)")
            try db.execute(sql: "INSERT INTO t(x) VALUES ('hjertesvikt og pustebesvær'), ('brudd i foten')")
            return try String.fetchAll(db, sql: "SELECT x FROM t WHERE t MATCH ? ORDER BY rowid", arguments: ["hjerte*"])
        }
        #expect(hits == ["hjertesvikt og pustebesvær"])
    }
}

@Suite("The library folder")
struct LibraryTests {
    @Test("a new library's folders are owner-only and so are its database files")
    func permissionsAreOwnerOnly() throws {
        try withNewLibrary { library, database throws in
            // Write something so that SQLite has its -wal and -shm files in use.
            _ = try database.saveNewDocument(makeDocument(text: "noe å skrive"))
            _ = try database.addFamilyMember(FamilyMember(name: "Ingrid Hansen", relationship: "ektefelle"))

            #expect(try permissions(of: library.root) == 0o700)
            #expect(try permissions(of: library.filesURL) == 0o700)
            #expect(try permissions(of: library.databaseURL) == 0o600)
            var checkedCompanions = 0
            for suffix in ["-wal", "-shm"] {
                let companion = URL(fileURLWithPath: library.databaseURL.path + suffix)
                guard FileManager.default.fileExists(atPath: companion.path) else { continue }
                checkedCompanions += 1
                #expect(try permissions(of: companion) == 0o600, "\(suffix) file")
            }
            // The store opens a WAL-mode pool, so the write-ahead log must be there after a write.
            #expect(checkedCompanions >= 1)
        }
    }

    @Test("the library lives in ARKIVATOR_HOME when it is set")
    func defaultRootFromArkivatorHome() {
        let root = LibraryFolder.defaultRoot(environment: [
            "ARKIVATOR_HOME": "/srv/familie/arkiv", "XDG_DATA_HOME": "/home/kari/.data", "HOME": "/home/kari",
        ])
        #expect(root.path == "/srv/familie/arkiv")
    }

    @Test("without ARKIVATOR_HOME the library is arkivator under XDG_DATA_HOME")
    func defaultRootFromXDG() {
        let root = LibraryFolder.defaultRoot(environment: ["XDG_DATA_HOME": "/home/kari/.data", "HOME": "/home/kari"])
        #expect(root.path == "/home/kari/.data/arkivator")
        let emptyHome = LibraryFolder.defaultRoot(environment: [
            "ARKIVATOR_HOME": "", "XDG_DATA_HOME": "/home/kari/.data", "HOME": "/home/kari",
        ])
        #expect(emptyHome.path == "/home/kari/.data/arkivator")
    }

    @Test("with neither variable the library is ~/.local/share/arkivator")
    func defaultRootFromHome() {
        let root = LibraryFolder.defaultRoot(environment: ["HOME": "/home/kari", "XDG_DATA_HOME": ""])
        #expect(root.path == "/home/kari/.local/share/arkivator")
        let noEnvironment = LibraryFolder.defaultRoot(environment: [:])
        #expect(noEnvironment.path.hasSuffix("/.local/share/arkivator"))
        #expect(noEnvironment.path.count > "/.local/share/arkivator".count)
    }

    @Test("creating a library where one exists is refused")
    func creatingTwiceIsRefused() throws {
        try withNewLibrary { library, database throws in
            let id = try database.saveNewDocument(makeDocument(text: "må ikke forsvinne"))
            #expect(throws: StoreError.libraryAlreadyExists(path: library.root.path)) {
                try ArchiveDatabase.create(library, passphrase: "en annen", hardening: cheapHardening)
            }
            // The first library and its passphrase are untouched.
            let reopened = try ArchiveDatabase.open(library).unlocked(passphrase: testPassphrase)
            #expect(try reopened.document(id: id)?.text == "må ikke forsvinne")
            #expect(throws: StoreError.wrongPassphrase) { try ArchiveDatabase.open(library).unlocked(passphrase: "en annen") }
        }
    }

    @Test("opening a library that was never created is libraryMissing")
    func openingMissingLibrary() throws {
        try withLibraryFolder { library throws in
            #expect(throws: StoreError.libraryMissing(path: library.root.path)) {
                try ArchiveDatabase.open(library)
            }
            // Opening does not create anything behind the user's back.
            #expect(!FileManager.default.fileExists(atPath: library.root.path))
        }
    }

    @Test("an empty passphrase is refused when creating a library")
    func emptyPassphraseIsRefused() throws {
        try withLibraryFolder { library throws in
            #expect(throws: StoreError.passphraseTooShort(minimum: PassphrasePolicy.minimumLength)) {
                try ArchiveDatabase.create(library, passphrase: "", hardening: cheapHardening)
            }
            #expect(!library.exists)
        }
    }

    @Test("a library opened again keeps its documents and starts locked")
    func reopeningKeepsData() throws {
        try withNewLibrary { library, database throws in
            let id = try database.saveNewDocument(makeDocument(title: "2025-02-03 Resept", text: "Ibux 400 mg"))
            let locked = try ArchiveDatabase.open(library)
            #expect(try locked.hasVault())
            let reopened = try locked.unlocked(passphrase: testPassphrase)
            #expect(try reopened.document(id: id)?.title == "2025-02-03 Resept")
            #expect(try reopened.searchIDs("ibux") == [id])
        }
    }

    @Test("a stored path inside the library resolves into it")
    func resolveInside() {
        let library = LibraryFolder(root: URL(fileURLWithPath: "/tmp/arkiv-test-root", isDirectory: true))
        #expect(library.resolve("files/12/side-1.jpeg")?.path == "/tmp/arkiv-test-root/files/12/side-1.jpeg")
        #expect(library.resolve("files/./12/../13/a.pdf")?.path == "/tmp/arkiv-test-root/files/13/a.pdf")
        #expect(library.folder(of: 42).path == "/tmp/arkiv-test-root/files/42")
    }

    @Test("a stored path that climbs out of the library is refused", arguments: [
        "../utenfor.txt",
        "files/../../utenfor.txt",
        "files/12/../../../etc/passwd",
        "../arkiv-test-root-ond/fil.txt",
        "..",
        "",
        ".",
    ])
    func resolveRefusesEscapes(path: String) {
        let library = LibraryFolder(root: URL(fileURLWithPath: "/tmp/arkiv-test-root", isDirectory: true))
        #expect(library.resolve(path) == nil)
    }

    @Test("an absolute stored path stays inside the library")
    func resolveAbsolutePath() {
        let library = LibraryFolder(root: URL(fileURLWithPath: "/tmp/arkiv-test-root", isDirectory: true))
        let resolved = library.resolve("/etc/passwd")
        #expect(resolved?.path != "/etc/passwd")
        if let resolved { #expect(resolved.path.hasPrefix("/tmp/arkiv-test-root/")) }
    }

    @Test("removing a document's files removes only files inside the library")
    func removeFilesStaysInside() throws {
        try withNewLibrary { library, database throws in
            let manager = FileManager.default
            let outside = library.root.deletingLastPathComponent().appendingPathComponent("utenfor.txt")
            try Data("behold meg".utf8).write(to: outside)

            var document = makeDocument(text: "brev")
            let id = try database.saveNewDocument(document)
            document.id = id
            let folder = library.folder(of: id)
            try manager.createDirectory(at: folder, withIntermediateDirectories: true)
            let pdf = folder.appendingPathComponent("brev.pdf")
            try Data("%PDF".utf8).write(to: pdf)
            document.files = LocalFiles(docx: "../utenfor.txt", pdf: "files/\(id)/brev.pdf")

            try library.removeFiles(of: document)
            #expect(!manager.fileExists(atPath: pdf.path))
            #expect(!manager.fileExists(atPath: folder.path))
            #expect(manager.fileExists(atPath: outside.path))
        }
    }

    @Test("settings are saved, overwritten and read back")
    func settingsRoundTrip() throws {
        try withNewLibrary { library, database throws in
            #expect(try database.settings().drive.rootFolderName == nil)
            try database.updateSettings { $0.drive.rootFolderName = "Arkivator" }
            try database.updateSettings { $0.lockTimeout = 300 }
            try database.updateSettings { $0.drive.rootFolderName = "Familiens papirer" }
            let reopened = try ArchiveDatabase.open(library).unlocked(passphrase: testPassphrase)
            #expect(try reopened.settings().drive.rootFolderName == "Familiens papirer")
            #expect(try reopened.settings().lockTimeout == 300)
        }
    }
}
