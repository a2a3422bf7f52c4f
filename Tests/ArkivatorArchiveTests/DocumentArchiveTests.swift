import ArkivatorCore
import ArkivatorStore
import Foundation
import ArkivatorTestSupport
import Testing

@testable import ArkivatorArchive

@Suite("Keeping a document's files in step")
struct DocumentArchiveTests {
    /// A new library with Kari in its family, and an archive over it.
    func withArchive(_ body: (DocumentArchive, FamilyMember.ID, URL) throws -> Void) throws {
        try withTemporaryFolder { folder in
            let library = LibraryFolder(root: folder.appendingPathComponent("bibliotek"))
            let database = try ArchiveDatabase.create(library, passphrase: testPassphrase, hardening: cheapHardening)
            let kari = try database.addFamilyMember(FamilyMember(name: "Kari Nordmann", relationship: "meg selv",
                                                                 fodselsnummer: Fodselsnummer(testFodselsnummer)))
            try body(DocumentArchive(database: database, library: library, appVersion: "1.0.0"), kari, folder)
        }
    }

    /// A document with `pages` page images already in its folder, as filing leaves them.
    func documentWithPages(_ archive: DocumentArchive, pages: Int, title: String = "2025-11-03 Innkalling kardiologi",
                           personID: FamilyMember.ID?) throws -> Document {
        let folder = "files/\(UUID().uuidString.lowercased())"
        let url = try archive.library.createFolder(folder)
        var document = sampleDocument(title: title, personID: personID)
        document.pages = try (1...pages).map { number in
            try archive.sealedFiles().write(try pageJPEG(), to: url.appendingPathComponent("side-\(number).jpeg"))
            return Page(number: number, imagePath: "\(folder)/side-\(number).jpeg", text: "Side \(number)",
                        lines: letterLines(["Side \(number) av \(pages)"]))
        }
        return document
    }

    @Test("saving writes the .docx beside the page, and the PDF only for several pages")
    func saveWritesFiles() throws {
        try withArchive { archive, kari, _ in
            let single = try archive.saveNew(try documentWithPages(archive, pages: 1, personID: kari))
            let double = try archive.saveNew(try documentWithPages(archive, pages: 2, personID: kari))
            let one = try #require(try archive.database.document(id: single))
            let two = try #require(try archive.database.document(id: double))
            #expect(one.files.docx?.hasSuffix("/dokument.docx") == true && one.files.pdf == nil)
            #expect(one.files.image == one.pages[0].imagePath)
            let pdf = try #require(two.files.pdf.flatMap(archive.library.resolve))
            #expect(String(decoding: try archive.sealedFiles().read(pdf).prefix(8), as: UTF8.self) == "%PDF-1.4")
            #expect(two.pages[1].lines == letterLines(["Side 2 av 2"]))
            for path in [one.files.docx, two.files.docx] {
                #expect(FileManager.default.fileExists(atPath: try #require(path.flatMap(archive.library.resolve)).path))
            }
        }
    }

    @Test("an edit regenerates the .docx and queues it again only if the document had gone to Drive")
    func editRegenerates() throws {
        try withArchive { archive, kari, _ in
            let id = try archive.saveNew(try documentWithPages(archive, pages: 1, personID: kari))
            var document = try #require(try archive.database.document(id: id))
            let docx = try #require(document.files.docx.flatMap(archive.library.resolve))
            let before = try archive.sealedFiles().read(docx)

            document.specialty = "Gastroenterologi"
            try archive.update(document)
            #expect(try archive.sealedFiles().read(docx) != before)
            #expect(try archive.database.queuedUploads(of: id).isEmpty)
            #expect(try archive.database.document(id: id)?.uploadStatus == .localOnly)

            document = try #require(try archive.database.document(id: id))
            document.uploadStatus = .synced
            try archive.database.updateDocument(document)
            try archive.update(document)  // nothing changed: nothing to upload
            #expect(try archive.database.queuedUploads(of: id).isEmpty)
            document.title = "2025-11-03 Innkalling gastro"
            try archive.update(document)
            #expect(try archive.database.queuedUploads(of: id) == [.docx, .image])
            #expect(try archive.database.document(id: id)?.uploadStatus == .queued)
        }
    }

    @Test("the archive folder follows saves, edits and deletions, with (2) for a title taken")
    func archiveFolderFollows() throws {
        try withArchive { archive, kari, folder in
            let root = folder.appendingPathComponent("Google Drive/Helsedokumenter")
            try archive.chooseArchiveFolder(root)
            let first = try archive.saveNew(try documentWithPages(archive, pages: 1, personID: kari))
            let second = try archive.saveNew(try documentWithPages(archive, pages: 2, personID: kari))
            let unknown = try archive.saveNew(try documentWithPages(archive, pages: 1, title: "2025-01-02 Vedtak", personID: nil))
            #expect(files(under: root) == [
                "Kari Nordmann/Bilder/2025-11-03 Innkalling kardiologi (2) - side 1.jpeg",
                "Kari Nordmann/Bilder/2025-11-03 Innkalling kardiologi (2) - side 2.jpeg",
                "Kari Nordmann/Bilder/2025-11-03 Innkalling kardiologi (2).pdf",
                "Kari Nordmann/Bilder/2025-11-03 Innkalling kardiologi.jpeg",
                "Kari Nordmann/Dokumenter/2025-11-03 Innkalling kardiologi (2).docx",
                "Kari Nordmann/Dokumenter/2025-11-03 Innkalling kardiologi.docx",
                "Ukjent person/Bilder/2025-01-02 Vedtak.jpeg",
                "Ukjent person/Dokumenter/2025-01-02 Vedtak.docx",
            ])

            var moved = try #require(try archive.database.document(id: unknown))
            moved.personID = kari
            moved.title = "2025-01-02 Vedtak om stønad"
            try archive.update(moved)
            try archive.delete(id: second)
            #expect(files(under: root) == [
                "Kari Nordmann/Bilder/2025-01-02 Vedtak om stønad.jpeg",
                "Kari Nordmann/Bilder/2025-11-03 Innkalling kardiologi.jpeg",
                "Kari Nordmann/Dokumenter/2025-01-02 Vedtak om stønad.docx",
                "Kari Nordmann/Dokumenter/2025-11-03 Innkalling kardiologi.docx",
            ])
            let docx = try Data(contentsOf: root.appendingPathComponent("Kari Nordmann/Dokumenter/2025-11-03 Innkalling kardiologi.docx"))
            let stored = try #require(try archive.database.document(id: first)?.files.docx.flatMap(archive.library.resolve))
            #expect(try archive.sealedFiles().read(stored) == docx)
        }
    }

    @Test("exporting twice to the same folder doubles nothing; a title's ID number never names a file")
    func exportIsIdempotent() throws {
        try withArchive { archive, kari, folder in
            var document = try documentWithPages(archive, pages: 1, personID: kari)
            document.title = "2025-11-03 Brev: til/fra \"sykehuset\" \(testFodselsnummer)"
            _ = try archive.saveNew(document)
            _ = try archive.saveNew(try documentWithPages(archive, pages: 1, personID: nil))
            let destination = folder.appendingPathComponent("eksport")
            var progress: [Int] = []
            #expect(try archive.export(to: destination) { done, _ in progress.append(done) } == 2)
            #expect(progress == [1, 2])
            let once = files(under: destination)
            try archive.export(to: destination)
            #expect(files(under: destination) == once)
            #expect(once.contains("Kari Nordmann/Dokumenter/2025-11-03 Brev tilfra sykehuset.docx"))
            #expect(once.allSatisfy { Fodselsnummer.occurrences(in: $0).isEmpty && !$0.contains("25769") })
        }
    }

    @Test("a long title is cut to fit 240 bytes with its counter and suffix, between whole letters")
    func longNames() throws {
        try withArchive { archive, kari, folder in
            let root = folder.appendingPathComponent("arkiv")
            try archive.chooseArchiveFolder(root)
            let title = "2025-11-03 " + String(repeating: "Blåbærsyltetøy ", count: 30)
            for _ in 0..<2 { _ = try archive.saveNew(try documentWithPages(archive, pages: 2, title: title, personID: kari)) }
            let names = files(under: root).map { ($0 as NSString).lastPathComponent }
            #expect(names.count == 8)
            #expect(names.allSatisfy { $0.utf8.count <= 240 })
            #expect(names.contains { $0.hasSuffix(" (2) - side 2.jpeg") })
        }
    }

    @Test("a document filed before files were kept gets them when it is exported")
    func ensureFiles() throws {
        try withArchive { archive, kari, folder in
            let bare = try documentWithPages(archive, pages: 2, personID: kari)
            let id = try archive.database.saveNewDocument(bare)
            try archive.export(to: folder.appendingPathComponent("eksport"))
            let document = try #require(try archive.database.document(id: id))
            #expect(document.files.docx != nil && document.files.pdf != nil)
            #expect(files(under: folder.appendingPathComponent("eksport")).count == 4)
        }
    }

    @Test("a held deletion is carried out by the first purge after its window: files, archive folder, rows")
    func purgeAfterWindow() throws {
        try withArchive { archive, kari, folder in
            let root = folder.appendingPathComponent("arkiv")
            try archive.chooseArchiveFolder(root)
            let id = try archive.saveNew(try documentWithPages(archive, pages: 2, personID: kari))
            let pageFolder = try #require(try archive.database.document(id: id)?.pages.first?.imagePath
                .flatMap(archive.library.resolve)?.deletingLastPathComponent())
            let now = Date()
            try archive.holdForDeletion(id: id, window: 60, now: now)

            #expect(archive.purgeDueDeletions(now: now.addingTimeInterval(59)) == 0)
            #expect(FileManager.default.fileExists(atPath: pageFolder.path))
            #expect(files(under: root).count == 4)

            #expect(archive.purgeDueDeletions(now: now.addingTimeInterval(60)) == 1)
            #expect(try archive.database.document(id: id) == nil)
            #expect(!FileManager.default.fileExists(atPath: pageFolder.path))
            #expect(files(under: root).isEmpty)
            #expect(try archive.database.heldDeletions().isEmpty)
        }
    }

    @Test("a member added later gets the letters that carried their number, also a redacted one; others stay")
    func filesLettersOfNewMember() throws {
        try withArchive { archive, kari, _ in
            let liamNumber = "08021671526"
            let letter = "Pasient: Liam, \(liamNumber)"
            let first = try archive.saveNew(sampleDocument(text: letter))
            let second = try archive.saveNew(sampleDocument(text: letter))
            var document = try #require(try archive.database.document(id: second))
            document.redactFodselsnummer()
            try archive.update(document)
            let filedToKari = try archive.saveNew(sampleDocument(text: letter, personID: kari))
            let unrelated = try archive.saveNew(sampleDocument(text: "Ingen nummer her"))

            var liam = FamilyMember(name: "Liam Nordmann", relationship: "barn", fodselsnummer: Fodselsnummer(liamNumber))
            liam.id = try archive.database.addFamilyMember(liam)
            #expect(try archive.fileUnassignedDocuments(carryingNumberOf: liam) == [first, second])
            #expect(try archive.database.document(id: first)?.personID == liam.id)
            #expect(try archive.database.document(id: second)?.personID == liam.id)
            #expect(try archive.database.document(id: filedToKari)?.personID == kari)
            #expect(try archive.database.document(id: unrelated)?.personID == nil)
        }
    }
}
