import ArkivatorCore
import ArkivatorImaging
@testable import ArkivatorLibrary
import ArkivatorStore
import ArkivatorTestSupport
import Foundation
import Testing

@Suite("A filed letter's pages redone: added, moved, turned, removed, cropped again", .program("pdftotext"), .tags(.external))
struct PageChangeUseCaseTests {
    private func filed(_ files: [Data], named names: [String], in library: Library) async throws -> Document.ID {
        let job = try library.receive(zip(names, files).map { IncomingPhoto(name: $0, content: .bytes($1)) })
        _ = try await library.read(job, with: PhotoReading.reader())
        return try library.file(job, as: .asRead(acceptingUncertainText: true))
    }

    private func pdfText(of id: Document.ID, in library: Library) async throws -> String {
        let path = try #require(try library.document(id).files.pdf)
        let opened = FileManager.default.temporaryDirectory.appendingPathComponent("pages-\(UUID().uuidString).pdf")
        defer { try? FileManager.default.removeItem(at: opened) }
        try library.fileContents(at: path).write(to: opened)
        return try await runProgram("pdftotext", [opened.path, "-"]).output
    }

    private func image(of page: Page, in library: Library) throws -> GrayImage {
        let path = try #require(page.imagePath)
        return try grayImage(fromJPEG: try library.fileContents(at: path))
    }

    @Test("a page added from a PDF, the pages reordered, one turned and one removed: text, .docx, PDF, originals and Drive agree")
    func addMoveTurnRemove() async throws {
        try await withTemporaryFolder { folder in
            let first = try Data(contentsOf: await TestPDFs.bornDigital(TestPDFs.innkalling, name: "innkalling", in: folder))
            let second = try Data(contentsOf: await TestPDFs.bornDigital(TestPDFs.nynorsk, name: "nynorsk", in: folder))
            try await withLibrary { library in
                try library.database.updateSettings { $0.driveSync = true }
                let id = try await filed([first], named: ["innkalling.pdf"], in: library)
                let title = try library.document(id).title
                #expect(try library.document(id).pages.map(\.source) == [PageSource(original: 1, pdfPage: 1)])

                var letter = try await library.changePages(of: id, .add([IncomingPhoto(name: "side to.pdf", content: .bytes(second))], after: nil),
                                                           reader: PhotoReading.reader())
                #expect(letter.pages.count == 2 && letter.title == title, "the fields stay as they were")
                #expect(letter.pages.map(\.source) == [PageSource(original: 1, pdfPage: 1), PageSource(original: 2, pdfPage: 1)])
                #expect(try library.originals(of: id).map(\.name) == ["innkalling.pdf", "side to.pdf"])
                #expect(letter.text == letter.pages.map(\.text).joined(separator: "\n\n"))
                #expect(letter.text.contains("Siri Lien Haugland") && letter.text.contains("stadfester"))
                #expect(try library.docxText(of: id).contains("stadfester"))
                let pdf = try await pdfText(of: id, in: library)
                #expect(pdf.contains("stadfester") && pdf.contains("Haugland"))
                #expect(try library.database.queuedUploads(of: id) == [.docx, .pdf], "a letter of two pages goes to Drive as a PDF")
                #expect(try !library.search("stadfester", limit: 5).isEmpty)

                letter = try await library.changePages(of: id, .reorder([2, 1]), reader: PhotoReading.reader())
                #expect(letter.text.hasPrefix(try library.document(id).pages[0].text) && letter.pages[0].text.contains("stadfester"))
                await #expect(throws: LibraryError.pageEdit(.notAnOrder(pageCount: 2))) {
                    try await library.changePages(of: id, .reorder([1, 1]), reader: PhotoReading.reader())
                }

                let upright = try image(of: letter.pages[1], in: library)
                let wordsBefore = letter.pages[1].lines.flatMap(\.words)
                letter = try await library.changePages(of: id, .turn(2, quarterTurns: 1), reader: PhotoReading.reader())
                let turned = try image(of: letter.pages[1], in: library)
                #expect((turned.width, turned.height) == (upright.height, upright.width))
                #expect(letter.pages[1].text.contains("Haugland"), "a PDF's own text is surer than a reading of it sideways")
                let wordsAfter = letter.pages[1].lines.flatMap(\.words)
                #expect(wordsAfter.map(\.text) == wordsBefore.map(\.text))
                #expect(zip(wordsBefore, wordsAfter).allSatisfy { $1.box == $0.box.rotated(quarterTurns: 1, inImageOf: upright.width, upright.height) })

                let removedImagePath = try #require(letter.pages[0].imagePath)
                let removedImage = try #require(library.folder.resolve(removedImagePath))
                let lastOriginal = try #require(try library.database.originals(of: id).last)
                let removedOriginal = try #require(library.folder.resolve(lastOriginal.path))
                letter = try await library.changePages(of: id, .remove(1), reader: PhotoReading.reader())
                #expect(letter.pages.count == 1 && !letter.text.contains("stadfester") && letter.text.contains("Haugland"))
                #expect(!FileManager.default.fileExists(atPath: removedImage.path) && !FileManager.default.fileExists(atPath: removedOriginal.path))
                #expect(try library.originals(of: id).map(\.number) == [1])
                #expect(letter.files.pdf == nil, "a letter of one page has no PDF of its pages")
                #expect(try library.database.queuedUploads(of: id) == [.docx, .image])
                #expect(try !library.docxText(of: id).contains("stadfester"))
                #expect(try library.search("stadfester", limit: 5).isEmpty)
                await #expect(throws: LibraryError.pageEdit(.onlyPage)) {
                    try await library.changePages(of: id, .remove(1), reader: PhotoReading.reader())
                }
                await #expect(throws: LibraryError.pageEdit(.noPhotoToCrop(page: 1))) {
                    try await library.changePages(of: id, .crop(1, corners: Quadrilateral(coordinates: [0, 0, 9, 0, 9, 9, 0, 9])!),
                                                  reader: PhotoReading.reader())
                }
            }
        }
    }

    @Test("a corrected page's machine reading follows it when the pages move; a page read well keeps its text when turned")
    func readingsFollowTheirPage() async throws {
        try await withTemporaryFolder { folder in
            let first = try Data(contentsOf: await TestPDFs.bornDigital(TestPDFs.innkalling, name: "innkalling", in: folder))
            let second = try Data(contentsOf: await TestPDFs.bornDigital(TestPDFs.epikrise, name: "epikrise", in: folder))
            try await withLibrary { library in
                let id = try await filed([first], named: ["a.pdf"], in: library)
                try await library.changePages(of: id, .add([IncomingPhoto(name: "b.pdf", content: .bytes(second))], after: 0),
                                              reader: PhotoReading.reader())
                let machine = try library.document(id).pages[1].text
                try library.correctText(of: id, page: 2, to: machine + "\nRettet for hånd.")
                try await library.changePages(of: id, .reorder([2, 1]), reader: PhotoReading.reader())
                #expect(try library.machineReadings(of: id).map(\.page) == [1])
                #expect(try library.machineReadings(of: id).first?.text == machine)
                try await library.changePages(of: id, .turn(1, quarterTurns: 2), reader: PhotoReading.reader())
                try await library.changePages(of: id, .turn(1, quarterTurns: 2), reader: PhotoReading.reader())
                #expect(try library.document(id).pages[0].text.hasSuffix("Rettet for hånd."), "a page read well keeps its text when turned")
            }
        }
    }

    @Test("a photographed page cropped again from its kept photo is read again; the others stay as they were",
          .corpus("dev/photos/doc0000-p1.jpg"))
    func croppedAgain() async throws {
        let photo = try Data(contentsOf: sharedCorpus.appendingPathComponent("dev/photos/doc0000-p1.jpg"))
        try await withLibrary { library in
            let id = try await filed([photo], named: ["IMG_0001.jpg"], in: library)
            let before = try library.document(id).pages[0]
            #expect(before.source == PageSource(original: 1))
            let decoded = try library.originalPhoto(of: id, page: 1)
            #expect((decoded.width, decoded.height) == (3024, 4032))
            // The whole photo, table and all: the page comes out another shape, read anew.
            let whole = try #require(Quadrilateral(coordinates: [0, 0, 3024, 0, 3024, 4032, 0, 4032]))
            let after = try await library.changePages(of: id, .crop(1, corners: whole), reader: PhotoReading.reader()).pages[0]
            #expect(after.imagePath != before.imagePath && after.source == before.source)
            let replaced = try #require(before.imagePath.flatMap(library.folder.resolve))
            #expect(!FileManager.default.fileExists(atPath: replaced.path), "the page it replaces is gone")
            #expect(!after.text.isEmpty)
            #expect(try library.originals(of: id).count == 1, "the photo is kept: it is still the page's original")
        }
    }
}
