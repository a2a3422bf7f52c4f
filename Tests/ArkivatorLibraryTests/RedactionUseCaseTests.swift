import ArkivatorCore
import ArkivatorImaging
@testable import ArkivatorLibrary
import ArkivatorOCR
import ArkivatorStore
import ArkivatorTestSupport
import Foundation
import Testing
import ZIPFoundation

@Suite("Redaction reaches the page images, the PDF and Drive", .program("pdftotext"), .tags(.external))
struct RedactionUseCaseTests {
    /// The number `Fixtures/make-redaction-page.py` prints on the page, as `110284 25769`.
    static let personalDigits = "25769"
    static let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures/redaction-page.jpeg")

    static func read(_ jpeg: Data) throws -> RecognizedPage {
        try TesseractRecognizer(languages: "nor", maximumParallelPages: 1).recognize(try grayImage(fromJPEG: jpeg))
    }

    /// A library file's plain bytes: the files lie sealed on disk.
    static func opened(_ url: URL, in library: Library) throws -> Data {
        try library.database.sealedFiles().read(url)
    }

    /// What `pdftotext` reads in a library's sealed PDF, opened into a temporary file.
    static func pdfText(_ pdf: URL, in library: Library) async throws -> ProcessResult {
        let opened = FileManager.default.temporaryDirectory.appendingPathComponent("redaction-\(UUID().uuidString).pdf")
        defer { try? FileManager.default.removeItem(at: opened) }
        try Self.opened(pdf, in: library).write(to: opened)
        return try await runProgram("pdftotext", [opened.path, "-"])
    }

    static func text(of lines: [PlacedLine]) -> String {
        lines.map { $0.words.map(\.text).joined(separator: " ") }.joined(separator: "\n")
    }

    /// A letter of `pages` pages, each the fixture with the words and boxes Tesseract read on it.
    static func fileLetter(in library: Library, pages count: Int) throws -> Document {
        let jpeg = try Data(contentsOf: fixture)
        let lines = try read(jpeg).placedLines
        let letterText = Self.text(of: lines)
        let folder = try library.folder.createFolder("files/brev")
        var document = sampleDocument(text: letterText)
        let sealed = try library.database.sealedFiles()
        document.pages = try (1...count).map { number in
            try sealed.write(jpeg, to: folder.appendingPathComponent("side-\(number).jpeg"))
            return Page(number: number, imagePath: "files/brev/side-\(number).jpeg", text: letterText, lines: lines)
        }
        return try library.document(try library.archive.saveNew(document))
    }

    /// The mean grey (0 black, 255 white) inside `box`.
    static func meanGrey(of image: GrayImage, in box: PixelBox) -> Double {
        var sum = 0, count = 0
        for y in box.y..<min(image.height, box.y + box.height) {
            for x in box.x..<min(image.width, box.x + box.width) {
                sum += Int(image.pixels[y * image.width + x])
                count += 1
            }
        }
        return Double(sum) / Double(max(count, 1))
    }

    @Test("redacting paints the number's words black on every page; OCR of the page and the PDF's text no longer find it")
    func paintsThePages() async throws {
        try await withLibrary { library in
            let letter = try Self.fileLetter(in: library, pages: 2)
            let id = try #require(letter.id)
            let boxes = letter.fodselsnummerBoxes
            // Both words of «110284 25769», on both pages.
            #expect(boxes.keys.sorted() == [1, 2])
            #expect(boxes[1]?.count == 2)
            let original = try grayImage(fromJPEG: try Data(contentsOf: Self.fixture))
            for box in boxes[1] ?? [] { #expect(Self.meanGrey(of: original, in: box) > 150, "the number is printed black on white before") }
            let pdf = try #require(letter.files.pdf.flatMap(library.folder.resolve))
            #expect(try await Self.pdfText(pdf, in: library).output.contains(Self.personalDigits),
                    "the PDF's text layer carries the number before")

            #expect(try library.redact(id) == 1)

            let redacted = try library.document(id)
            for page in redacted.pages {
                let url = try #require(page.imagePath.flatMap(library.folder.resolve))
                let painted = try Self.opened(url, in: library)
                let image = try grayImage(fromJPEG: painted)
                for box in boxes[page.number] ?? [] {
                    #expect(Self.meanGrey(of: image, in: box) < 40, "page \(page.number): the number's words are painted over")
                }
                let readAgain = Self.text(of: try Self.read(painted).placedLines)
                #expect(readAgain.contains("Innkalling"), "the rest of the page still reads")
                #expect(!readAgain.contains(Self.personalDigits) && Fodselsnummer.findings(in: readAgain).isEmpty,
                        "OCR of the painted page finds no number: \(readAgain)")
                #expect(!Self.text(of: page.lines).contains(Self.personalDigits), "the words for the PDF's text layer are masked")
            }
            let pdfText = try await Self.pdfText(pdf, in: library)
            #expect(pdfText.status == 0)
            #expect(!pdfText.output.contains(Self.personalDigits) && !pdfText.output.contains("110284"))
            #expect(pdfText.output.contains(Fodselsnummer.redactionMark))
            #expect(!(try library.docxText(of: id)).contains(Self.personalDigits))
        }
    }

    @Test("a letter on Drive has its painted page image queued again, its lossless copy painted too; a later edit leaves them alone")
    func queuesThePaintedImage() throws {
        try withLibrary { library in
            var letter = try Self.fileLetter(in: library, pages: 1)
            let id = try #require(letter.id)
            letter.uploadStatus = .synced
            try library.database.updateDocument(letter)
            let image = try #require(letter.pages[0].imagePath.flatMap(library.folder.resolve))
            let before = try Self.opened(image, in: library)
            let lossless = image.deletingPathExtension().appendingPathExtension("png")
            let png = try #require(try PageEnhancer(keepsLosslessCopy: true).archivedImages(of: try grayImage(fromJPEG: before)).png)
            try library.jobs.files.write(png, to: lossless)

            try library.redact(id)
            #expect(try library.database.queuedUploads(of: id) == [.docx, .image])
            #expect(try Self.opened(image, in: library) != before)
            #expect(try Self.opened(lossless, in: library) != png, "the lossless copy beside the page is painted too")

            // Nothing is left to paint: a later edit leaves the page's bytes alone.
            let painted = try Self.opened(image, in: library)
            try library.edit(id, DocumentEdit(institution: .set("Akershus universitetssykehus")))
            #expect(try Self.opened(image, in: library) == painted)
        }
    }

    @Test("redacting in review paints the job's page and its lossless copy, so the letter is filed with a clean page")
    func paintsInReview() throws {
        try withLibrary { library in
            let jpeg = try Data(contentsOf: Self.fixture)
            let lines = try Self.read(jpeg).placedLines
            let text = Self.text(of: lines)
            var job = try library.receive([IncomingPhoto(name: "brev.jpeg", content: .bytes(jpeg))])
            var document = sampleDocument(text: text)
            document.pages = [Page(number: 1, imagePath: "page-1.jpeg", text: text, lines: lines)]
            try library.jobs.files.write(jpeg, to: library.jobs.file("page-1.jpeg", of: job))
            let png = try #require(try PageEnhancer(keepsLosslessCopy: true).archivedImages(of: try grayImage(fromJPEG: jpeg)).png)
            try library.jobs.files.write(png, to: library.jobs.file("page-1.png", of: job))
            try library.save(DocumentDraft(document: document, pagesWithoutSheet: [], uncertainPages: []), of: job)
            job.stage = .review
            try library.jobs.save(job)
            let boxes = try #require(document.fodselsnummerBoxes[1])

            try library.revise(job, DocumentEdit(redactsFodselsnumre: true))
            let lossless = try Self.opened(library.jobs.file("page-1.png", of: job), in: library)
            #expect(lossless != png, "the lossless copy is painted too")
            let id = try library.file(job, as: .reviewed(DocumentEdit()))
            let filed = try library.document(id)
            let page = try #require(filed.pages.first?.imagePath.flatMap(library.folder.resolve))
            let image = try grayImage(fromJPEG: try Self.opened(page, in: library))
            for box in boxes { #expect(Self.meanGrey(of: image, in: box) < 40) }
            #expect(!filed.text.contains(Self.personalDigits))
        }
    }

    @Test("the boxes to paint are every word holding part of a number: split in two, with punctuation, across a line end")
    func boxesOfTheNumber() {
        let lines = letterLines(["Pasient: Erik Hansen", "Fnr: 110284 25769, innlagt", "Ref. 11028425769.", "Konto 1234 56 78903", "født 110284", "25769 i Oslo"])
        var document = sampleDocument()
        document.pages = [Page(number: 2, lines: lines)]
        let boxes = document.fodselsnummerBoxes
        #expect(Array(boxes.keys) == [2])
        #expect(boxes[2] == [lines[1].words[1].box, lines[1].words[2].box, lines[2].words[1].box,
                             lines[4].words[1].box, lines[5].words[0].box])
        document.redactFodselsnummer()
        #expect(document.fodselsnummerBoxes.isEmpty, "once redacted, nothing is left to find")
    }

    @Test("a letter's files are handed out with the number masked and painted over, and whole only with the passphrase")
    func filesMaskedUntilThePassphrase() async throws {
        try await withLibrary { library in
            let letter = try Self.fileLetter(in: library, pages: 2)
            let id = try #require(letter.id)
            let boxes = letter.fodselsnummerBoxes
            let confirmed = try library.confirmed

            let docx = try Self.docxText(try library.letterFile(.docx, of: id, whole: nil))
            #expect(!docx.contains(Self.personalDigits) && docx.contains("•••••"), "the .docx shows the number masked")
            #expect(docx.contains("Innkalling"), "and the rest of the letter")
            let stored = try #require(letter.files.docx)
            #expect(try library.letterFile(.docx, of: id, whole: confirmed) == (try library.fileContents(at: stored)))

            for page in letter.pages {
                let masked = try grayImage(fromJPEG: try library.letterFile(.page(page.number), of: id, whole: nil))
                let whole = try grayImage(fromJPEG: try library.letterFile(.page(page.number), of: id, whole: confirmed))
                for box in boxes[page.number] ?? [] {
                    #expect(Self.meanGrey(of: masked, in: box) < 40, "page \(page.number): painted over")
                    #expect(Self.meanGrey(of: whole, in: box) > 150, "page \(page.number): whole")
                }
            }
            let pdf = FileManager.default.temporaryDirectory.appendingPathComponent("maskert-\(UUID().uuidString).pdf")
            defer { try? FileManager.default.removeItem(at: pdf) }
            try library.letterFile(.pdf, of: id, whole: nil).write(to: pdf)
            let pdfText = try await runProgram("pdftotext", [pdf.path, "-"])
            #expect(pdfText.status == 0 && pdfText.output.contains("Innkalling"))
            #expect(!pdfText.output.contains(Self.personalDigits) && pdfText.output.contains("110284"), "the PDF's text layer is masked")
            let storedPDF = try #require(letter.files.pdf)
            #expect(try library.letterFile(.pdf, of: id, whole: confirmed) == (try library.fileContents(at: storedPDF)))
            // The stored files keep the numbers: masking is done on a copy, for one answer.
            #expect(try Self.docxText(try library.fileContents(at: stored)).contains(Self.personalDigits))
            #expect(throws: LibraryError.fileNotFound(path: "side 3")) { try library.letterFile(.page(3), of: id, whole: nil) }
        }
    }

    @Test("a page whose number cannot be placed on its image is given only with the passphrase; a letter without numbers as it is")
    func filesWithoutBoxes() throws {
        try withLibrary { library in
            let jpeg = try Data(contentsOf: Self.fixture)
            let folder = try library.folder.createFolder("files/uten-bokser")
            try library.database.sealedFiles().write(jpeg, to: folder.appendingPathComponent("side-1.jpeg"))
            var document = sampleDocument(text: "Fnr: \(testFodselsnummer)")
            document.pages = [Page(number: 1, imagePath: "files/uten-bokser/side-1.jpeg", text: "Fnr: \(testFodselsnummer)", lines: [])]
            let id = try library.archive.saveNew(document)
            #expect(throws: LibraryError.passphraseNeeded) { try library.letterFile(.page(1), of: id, whole: nil) }
            #expect(try library.letterFile(.page(1), of: id, whole: try library.confirmed) == jpeg)

            let plain = try library.fileSample(text: "Ingen nummer her, bare 2024 og 4711.")
            let plainID = try #require(plain.id)
            #expect(try library.letterFile(.docx, of: plainID, whole: nil) == (try library.fileContents(at: try #require(plain.files.docx))))
        }
    }

    /// The text of a `.docx`'s body, as Word would read it.
    static func docxText(_ data: Data) throws -> String {
        let archive = try Archive(data: data, accessMode: .read)
        guard let entry = archive["word/document.xml"] else { throw CocoaError(.fileReadCorruptFile) }
        var xml = Data()
        _ = try archive.extract(entry) { xml.append($0) }
        return String(decoding: xml, as: UTF8.self)
    }

    @Test("the passphrase asked again is checked against the library's own")
    func confirmsThePassphrase() throws {
        try withLibrary { library in
            _ = try library.confirmPassphrase(testPassphrase)
            #expect(throws: LibraryError.wrongPassphrase) { try library.confirmPassphrase("ikke passordfrasen") }
            #expect(throws: LibraryError.wrongPassphrase) { try library.confirmPassphrase("") }
        }
    }

    @Test("a new passphrase revokes every API key unless they are kept, and says which went")
    func changingThePassphraseRevokesKeys() throws {
        try withLibraryFolder { folder in
            let new = "en helt ny passordfrase"
            let kept: String
            do {
                let library = try Library.create(in: folder, passphrase: testPassphrase, hardening: cheapHardening, appVersion: "1.0.0")
                kept = try library.createAPIKey(named: "beholdt", confirmed: try library.confirmPassphrase(testPassphrase)).key
                #expect(try library.changePassphrase(from: testPassphrase, to: new, keepingAPIKeys: true, hardening: cheapHardening).isEmpty)
            }
            let locked = try LockedLibrary.require(folder)
            let script: String
            do {
                let library = try locked.unlocked(passphrase: new, appVersion: "1.0.0")
                #expect(try library.apiKeys().map(\.label) == ["beholdt"])
                #expect(try locked.unlocked(apiKey: kept, appVersion: "1.0.0").apiKeys().count == 1)
                script = try library.createAPIKey(named: "skript", confirmed: try library.confirmPassphrase(new)).key
                let revoked = try library.changePassphrase(from: new, to: testPassphrase, hardening: cheapHardening)
                #expect(revoked.map(\.label) == ["beholdt", "skript"])
            }
            let library = try locked.unlocked(passphrase: testPassphrase, appVersion: "1.0.0")
            #expect(try library.apiKeys().isEmpty)
            for key in [kept, script] {
                #expect(throws: LibraryError.unknownAPIKey) { try locked.unlocked(apiKey: key, appVersion: "1.0.0") }
            }
            #expect(throws: LibraryError.wrongPassphrase) {
                try library.changePassphrase(from: new, to: "enda en ny passordfrase", hardening: cheapHardening)
            }
        }
    }
}
