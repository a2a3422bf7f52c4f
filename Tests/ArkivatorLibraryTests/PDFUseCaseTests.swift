import ArkivatorCore
@testable import ArkivatorLibrary
import ArkivatorPDF
import ArkivatorStore
import ArkivatorTestSupport
import Foundation
import Testing

@Suite("A letter that arrives as a PDF", .serialized)
struct PDFUseCaseTests {
    static func words(_ text: String) -> [String] {
        text.split(whereSeparator: \.isWhitespace).map(String.init)
    }

    /// Every file under the library, as stored on disk, holds neither a PDF nor a word of the letter in plain.
    static func expectSealed(_ library: Library, against words: [String]) throws {
        let root = library.folder.root
        for path in files(under: root) {
            let bytes = try Data(contentsOf: root.appendingPathComponent(path))
            #expect(bytes.range(of: Data("%PDF-".utf8)) == nil, "\(path) holds a plain PDF")
            for word in words where word.count >= 9 {
                #expect(bytes.range(of: Data(word.utf8)) == nil, "\(path) holds «\(word)» in plain")
            }
        }
    }

    @Test("A born-digital PDF's text is taken as it is, with confidence 1 and its page rendered; filed and found")
    func bornDigital() async throws {
        try await withTemporaryFolder { folder in
            let pdf = try Data(contentsOf: await TestPDFs.bornDigital(TestPDFs.innkalling, name: "innkalling", in: folder))
            try await withLibraryFolder { libraryFolder in
                let library = try Library.create(in: libraryFolder, passphrase: testPassphrase, hardening: cheapHardening,
                                                 appVersion: "1.0.0")
                let job = try library.receive([IncomingPhoto(name: "innkalling.pdf", content: .bytes(pdf))])
                let draft = try await library.read(job, with: PhotoReading.reader())
                #expect(draft.pagesFromTextLayer == [1] && draft.isFromPDF)
                #expect(!draft.cornersCanBeMarked)
                #expect(draft.pagesWithoutSheet.isEmpty && draft.uncertainPages == [])
                #expect(Self.words(draft.document.text) == Self.words(TestPDFs.innkalling))
                #expect(draft.document.ocrConfidence == 1)
                #expect(draft.document.documentDate == CalendarDate(iso: "2025-03-14"))
                #expect(draft.document.pages.count == 1 && draft.document.pages[0].lines.count > 10)
                let image = try #require(try library.pageImage(of: job, page: 1))
                #expect(image.starts(with: [0xFF, 0xD8]))
                #expect(throws: LibraryError.invalidCorners) {
                    try library.retry(job, cornersOfPage: (1, Quadrilateral(topLeft: Point(x: 0, y: 0), topRight: Point(x: 10, y: 0),
                                                                           bottomRight: Point(x: 10, y: 10), bottomLeft: Point(x: 0, y: 10))))
                }
                try Self.expectSealed(library, against: Self.words(TestPDFs.innkalling))

                let id = try library.file(job, as: .asRead(acceptingUncertainText: false))
                let filed = try library.document(id)
                #expect(filed.originalFileName == "innkalling.pdf")
                #expect(try library.fileContents(at: try #require(filed.pages[0].imagePath)).starts(with: [0xFF, 0xD8]))
                #expect(try library.search("ortopedisk poliklinikk", limit: 5).map(\.document.id) == [id])
                try Self.expectSealed(library, against: Self.words(TestPDFs.innkalling))
            }
        }
    }

    @Test("A mixed PDF: the typed page from its text layer, the scanned page read as a photo")
    func mixed() async throws {
        try await withTemporaryFolder { folder in
            let typed = try await TestPDFs.bornDigital(TestPDFs.epikrise, name: "epikrise", in: folder)
            let scan = try await TestPDFs.scanned(await TestPDFs.bornDigital(TestPDFs.nynorsk, name: "nynorsk", in: folder), in: folder)
            let pdf = try Data(contentsOf: await TestPDFs.united([typed, scan], name: "blandet.pdf", in: folder))
            try await withLibraryFolder { libraryFolder in
                let library = try Library.create(in: libraryFolder, passphrase: testPassphrase, hardening: cheapHardening,
                                                 appVersion: "1.0.0")
                let job = try library.receive([IncomingPhoto(name: "blandet.pdf", content: .bytes(pdf))])
                let draft = try await library.read(job, with: PhotoReading.reader())
                #expect(draft.pagesFromTextLayer == [1])
                let pages = draft.document.pages
                #expect(pages.count == 2)
                #expect(Self.words(pages[0].text) == Self.words(TestPDFs.epikrise))
                #expect(pages[0].ocrConfidence == 1)
                let truth = Set(Self.words(TestPDFs.nynorsk)), read = Set(Self.words(pages[1].text))
                #expect(Double(truth.intersection(read).count) / Double(truth.count) > 0.9)
                #expect((pages[1].ocrConfidence ?? 1) < 1)
                #expect(draft.uncertainPages == [])
            }
        }
    }

    @Test("A password-protected PDF fails its job with words for the user; a PDF among photos is refused")
    func refused() async throws {
        try await withTemporaryFolder { folder in
            let locked = try Data(contentsOf: await TestPDFs.bornDigital(TestPDFs.epikrise, name: "laast", in: folder, password: "hemmelig"))
            try await withLibraryFolder { libraryFolder in
                let library = try Library.create(in: libraryFolder, passphrase: testPassphrase, hardening: cheapHardening,
                                                 appVersion: "1.0.0")
                let job = try library.receive([IncomingPhoto(name: "laast.pdf", content: .bytes(locked))])
                await #expect(throws: PDFError.encrypted) { try await library.read(job, with: PhotoReading.reader()) }
                let failed = try library.job(job.id)
                #expect(failed.stage == .failed)
                #expect(failed.failure == "PDF-en er passordbeskyttet. Lagre den uten passord og prøv igjen.")
                #expect(ProblemWords.message(for: PDFError.encrypted, english: true)?.contains("password") == true)

                let mixed = try library.receive([IncomingPhoto(name: "side-1.jpeg", content: .bytes(try pageJPEG())),
                                                 IncomingPhoto(name: "laast.pdf", content: .bytes(locked))])
                await #expect(throws: PDFError.notAlone) { try await library.read(mixed, with: PhotoReading.reader()) }
                #expect(try library.job(mixed.id).failure?.contains("En PDF er et eget brev") == true)
            }
        }
    }

    @Test("In a folder of letters a PDF is a letter of its own, whatever its name")
    func photoLetters() {
        let folder = URL(fileURLWithPath: "/innboks")
        let files = ["brev-p1.jpg", "brev-p2.jpg", "brev-p3.pdf", "svar.PDF", "svar-p1.jpg"].map { folder.appendingPathComponent($0) }
        #expect(files.allSatisfy(PhotoLetters.isPhoto))
        let letters = PhotoLetters.letters(files).map { $0.map(\.lastPathComponent) }
        #expect(Set(letters) == [["brev-p1.jpg", "brev-p2.jpg"], ["brev-p3.pdf"], ["svar.PDF"], ["svar-p1.jpg"]])
    }
}
