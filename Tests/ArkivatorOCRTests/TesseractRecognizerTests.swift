import ArkivatorCore
import ArkivatorOCR
import Foundation
import Testing

/// One recogniser for the whole test run, as the app has: its engines are pooled across tests.
let recognizer = TesseractRecognizer()

/// The text `Fixtures/make-fixtures.py` renders on the letter (keep the two in step).
enum LetterText {
    static let heading = "Innkalling til kontroll ved øyepoliklinikken"
    static let paragraphs = [
        "Du er satt opp til kontroll ved Øyeavdelingen på Fjordby sykehus tirsdag 14. mai "
            + "klokken 09.30. Møt opp i resepsjonen i første etasje et kvarter før timen. Ta med "
            + "briller, en liste over medisinene du bruker og eventuelle øyedråper.",
        "Dersom du ikke kan komme, må du gi beskjed senest to døgn før timen. Det er særlig "
            + "viktig at du ikke kjører bil etter undersøkelsen, fordi pupillene blir utvidet med "
            + "dråper. Vi ønsker deg velkommen.",
    ]
    static var words: [String] {
        ([heading] + paragraphs).flatMap { $0.split(separator: " ").map(String.init) }
    }
}

@Suite("Reading a letter")
struct ReadingALetter {
    /// Read once for all the tests of the suite.
    static let reading = Result { try recognizer.recognize(Fixture.letter.image()) }
    let page: RecognizedPage

    init() throws {
        page = try Self.reading.get()
    }

    @Test("nine in ten of the printed words are read exactly")
    func wordsRead() {
        var read = page.words.map(\.text)
        var found = 0
        for word in LetterText.words {
            if let index = read.firstIndex(of: word) {
                read.remove(at: index)
                found += 1
            }
        }
        #expect(Double(found) / Double(LetterText.words.count) >= 0.9, "read \(found) of \(LetterText.words.count)")
        #expect(read.count <= LetterText.words.count / 10, "words that are not on the page: \(read)")
    }

    @Test("words with æ, ø and å come out with their letters")
    func norwegianLetters() {
        let read = Set(page.words.map(\.text))
        for word in ["øyepoliklinikken", "Øyeavdelingen", "på", "Møt", "første", "øyedråper.", "må", "døgn", "særlig",
                     "kjører", "ønsker"] {
            #expect(read.contains(word), "\(word) was not read")
        }
    }

    @Test("the heading and the two paragraphs come out as three paragraphs, in order")
    func paragraphs() throws {
        let paragraphs = page.blocks.flatMap(\.paragraphs)
        try #require(paragraphs.count == 3)
        #expect(paragraphs.map(\.lines.count) == [1, 3, 3])
        #expect(paragraphs[1].lines.first?.words.first?.text == "Du")
        #expect(paragraphs[2].lines.first?.words.first?.text == "Dersom")
        #expect(paragraphs[2].lines.last?.words.last?.text == "velkommen.")
    }

    @Test("lines come top to bottom and words left to right")
    func readingOrder() {
        let lines = page.blocks.flatMap { $0.paragraphs.flatMap(\.lines) }
        #expect(lines.count == 7)
        let tops = lines.map { $0.words.map(\.box.y).min() ?? 0 }
        #expect(tops == tops.sorted())
        for line in lines {
            let lefts = line.words.map(\.box.x)
            #expect(lefts == lefts.sorted())
        }
        #expect(lines.map { $0.words.first?.text ?? "" } == ["Innkalling", "Du", "klokken", "briller,", "Dersom", "viktig", "dråper."])
    }

    @Test("the assembled text has the paragraphs a blank line apart")
    func documentText() {
        let text = DocumentText(pages: [page])
        let paragraphs = text.text.components(separatedBy: "\n\n")
        #expect(paragraphs.count == 3)
        #expect(paragraphs.first == LetterText.heading)
        #expect(paragraphs.dropFirst().map { $0.replacingOccurrences(of: "\n", with: " ") } == LetterText.paragraphs)
        #expect(text.lowConfidenceSpans.isEmpty)
    }

    @Test("a clearly printed page is read with high confidence")
    func confidence() {
        let confidences = page.words.map(\.confidence)
        #expect(confidences.allSatisfy { (0...1).contains($0) })
        #expect(confidences.allSatisfy { $0 >= DocumentText.lowConfidenceThreshold })
        #expect(confidences.reduce(0, +) / Double(confidences.count) > 0.9)
        // Tesseract scores clean print about 96 of 100; a scale slip would push these to 1.
        #expect(confidences.sorted()[confidences.count / 2] < 0.99)
        for block in page.blocks {
            #expect((0.9...1).contains(block.confidence))
            for line in block.paragraphs.flatMap(\.lines) {
                #expect((0.85...1).contains(line.confidence))
            }
        }
    }

    @Test("word boxes lie inside their block and the page")
    func boxes() {
        for block in page.blocks {
            #expect(block.box.width > 0 && block.box.height > 0)
            for word in block.paragraphs.flatMap({ $0.lines.flatMap(\.words) }) {
                #expect(word.box.width > 0 && word.box.height > 0)
                #expect(word.box.x >= block.box.x && word.box.y >= block.box.y)
                #expect(word.box.x + word.box.width <= block.box.x + block.box.width)
                #expect(word.box.y + word.box.height <= block.box.y + block.box.height)
                #expect(word.box.x + word.box.width <= 2480 && word.box.y + word.box.height <= 1754)
            }
        }
        // The heading starts at the left margin (20 mm = 236 px) a fifth of the way down.
        let heading = page.words[0].box
        #expect(abs(heading.x - 236) <= 8)
        #expect((220...260).contains(heading.y))
    }
}

@Suite("Uncertain words")
struct UncertainWords {
    @Test("a blurred word is marked below 0.70 while the rest stay sure")
    func blurredWord() throws {
        let page = try recognizer.recognize(Fixture.smudged.image())
        let firstLine = try #require(page.blocks.first?.paragraphs.first?.lines.first)
        let words = firstLine.words.map(\.text)
        #expect(words.first == "Prøven")
        // "Prøven ble sendt til <blurred> ved": the blurred word is the fifth.
        try #require(words.count == 6, "first line read as \(words)")
        #expect(firstLine.words[4].confidence < DocumentText.lowConfidenceThreshold)
        #expect(firstLine.words[4].confidence > 0.1, "still read as a word, not as noise")
        let others = page.words.filter { $0 != firstLine.words[4] }
        #expect(others.allSatisfy { $0.confidence >= 0.85 }, "\(others.filter { $0.confidence < 0.85 })")
    }

    @Test("the assembled text marks exactly the blurred word")
    func blurredWordSpan() throws {
        let page = try recognizer.recognize(Fixture.smudged.image())
        let text = DocumentText(pages: [page])
        try #require(text.lowConfidenceSpans.count == 1)
        let span = text.lowConfidenceSpans[0]
        let scalars = Array(text.text.unicodeScalars)
        let marked = String(String.UnicodeScalarView(scalars[span.start..<span.end]))
        #expect(marked == page.words[4].text)
        #expect(text.text.hasPrefix("Prøven ble sendt til \(marked) ved\nFjordby"))
        #expect(try #require(text.confidence) < 0.95)
    }
}

@Suite("Pages without text")
struct PagesWithoutText {
    @Test("a blank white page gives no blocks and no error")
    func blankPage() throws {
        let blank = GrayImage(width: 2480, height: 1754, pixels: .init(repeating: 255, count: 2480 * 1754), resolution: 300)
        let page = try recognizer.recognize(blank)
        #expect(page.blocks.isEmpty)
        #expect(!page.hasText)
        #expect(DocumentText(pages: [page]).confidence == nil)
    }

    @Test("a few pixels of an image give no blocks and no error")
    func tinyImage() throws {
        let tiny = GrayImage(width: 3, height: 2, pixels: [0, 255, 0, 255, 0, 255], resolution: 300)
        #expect(try recognizer.recognize(tiny).blocks.isEmpty)
    }

    @Test("a page without a believable resolution is still read")
    func unknownResolution() throws {
        let letter = try Fixture.letter.image()
        let withoutResolution = GrayImage(width: letter.width, height: letter.height, pixels: letter.pixels, resolution: 0)
        let page = try recognizer.recognize(withoutResolution)
        #expect(page.words.first?.text == "Innkalling")
    }
}

@Suite("Configuration errors")
struct ConfigurationErrors {
    let tiny = GrayImage(width: 4, height: 4, pixels: .init(repeating: 255, count: 16), resolution: 300)

    @Test("a language without data is an error that names it and the folder searched")
    func missingLanguage() throws {
        let error = #expect(throws: OCRError.self) { try TesseractRecognizer(languages: "xyz").recognize(tiny) }
        guard case let .languageDataMissing(language, directory, available) = error else {
            Issue.record("unexpected error \(String(describing: error))")
            return
        }
        #expect(language == "xyz")
        #expect(directory.contains("tessdata"))
        #expect(available.contains("nor") && available.contains("eng"))
        let message = String(describing: error!)
        #expect(message.contains("“xyz”") && message.contains(directory) && message.contains("TESSDATA_PREFIX"))
    }

    @Test("a missing second language is not quietly dropped")
    func missingSecondLanguage() {
        // Tesseract itself starts with "nor" alone and only prints a warning.
        let error = #expect(throws: OCRError.self) { try TesseractRecognizer(languages: "nor+xyz").prepare() }
        guard case .languageDataMissing(language: "xyz", _, let available) = error else {
            Issue.record("unexpected error \(String(describing: error))")
            return
        }
        #expect(available.contains("nor"))
    }

    @Test("a data folder without the language names that folder")
    func emptyDataFolder() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tessdata-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let error = #expect(throws: OCRError.self) { try TesseractRecognizer(tessdataPath: folder.path).recognize(tiny) }
        guard case let .languageDataMissing(language, directory, available) = error else {
            Issue.record("unexpected error \(String(describing: error))")
            return
        }
        #expect(language == "nor")
        #expect(directory.hasPrefix(folder.path))
        #expect(available.isEmpty)
    }

    @Test("the orientation detector reports missing osd data the same way")
    func missingOrientationData() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tessdata-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let error = #expect(throws: OCRError.self) { try TesseractRecognizer(tessdataPath: folder.path).detectOrientation(tiny) }
        guard case .languageDataMissing(language: "osd", _, _) = error else {
            Issue.record("unexpected error \(String(describing: error))")
            return
        }
    }

    @Test("a page taller than Tesseract can address is refused before it reaches Tesseract")
    func tooLarge() {
        let tall = GrayImage(width: 1, height: 40_000, pixels: .init(repeating: 255, count: 40_000), resolution: 300)
        #expect(throws: OCRError.imageTooLarge(width: 1, height: 40_000, limit: 32_767)) { try recognizer.recognize(tall) }
    }
}

@Suite("Several pages")
struct SeveralPages {
    @Test("three pages read in parallel come back in page order, as read one by one")
    func parallelEqualsSequential() async throws {
        let pages = try [Fixture.letter, .secondPage, .smudged].map { try $0.image() }
        let parallel = try await recognizer.recognize(pages: pages)
        let sequential = try pages.map { try recognizer.recognize($0) }
        #expect(parallel.count == 3)
        #expect(parallel.map { $0.words.first?.text } == ["Innkalling", "Side", "Prøven"])
        #expect(parallel == sequential)
    }

    @Test("more pages than cores still come back in order")
    func manyPages() async throws {
        let one = try Fixture.secondPage.image(), two = try Fixture.smudged.image()
        let pages = [one, two, one, two, one]
        let narrow = TesseractRecognizer(maximumParallelPages: 2)
        let read = try await narrow.recognize(pages: pages)
        #expect(read.map { $0.words.first?.text } == ["Side", "Prøven", "Side", "Prøven", "Side"])
    }

    @Test("no pages give no results")
    func noPages() async throws {
        #expect(try await recognizer.recognize(pages: []).isEmpty)
    }

    @Test("an error on the way is thrown from the parallel call")
    func errorInParallel() async {
        let pages = [GrayImage(width: 4, height: 4, pixels: .init(repeating: 255, count: 16), resolution: 300)]
        await #expect(throws: OCRError.self) { try await TesseractRecognizer(languages: "xyz").recognize(pages: pages) }
    }

    @Test("calls from several threads at once each borrow their own engine")
    func concurrentCalls() throws {
        let page = try Fixture.smudged.image()
        let expected = try recognizer.recognize(page)
        let shared = TesseractRecognizer(maximumParallelPages: 2)
        let lock = NSLock()
        nonisolated(unsafe) var results: [Result<RecognizedPage, any Error>] = []
        DispatchQueue.concurrentPerform(iterations: 4) { _ in
            let result = Result { try shared.recognize(page) }
            lock.withLock { results.append(result) }
        }
        #expect(results.count == 4)
        #expect(try results.allSatisfy { try $0.get() == expected })
    }
}

@Suite("The top of a letter")
struct LetterheadTests {
    static let reading = Result { try recognizer.recognize(Fixture.letterhead.image()) }

    @Test("the hospital's name, printed white on a dark band, is read with its ø")
    func invertedBand() throws {
        let page = try Self.reading.get()
        let band = page.words.filter { $0.box.y < 230 }.map(\.text)
        #expect(band == ["Fjordby", "sykehus", "Øyeavdelingen"])
    }

    @Test("the address, date and reference are all read")
    func addressAndReference() throws {
        let read = try Self.reading.get().words.map(\.text)
        for word in ["Kari", "Nordmann", "Fjellveien", "12", "4321", "Fjordby", "Dato:", "2.", "april", "2024", "Vår", "ref.:",
                     "24/1187", "Innkalling"] {
            #expect(read.contains(word), "\(word) was not read")
        }
    }

    /// Why `skipsInvertedText` is off by default: Tesseract 5.3 then reads this letterhead worse,
    /// on the band and off it.
    @Test("skipping the inverted-text pass loses letters on this letterhead")
    func skippingInvertedText() throws {
        let skipping = TesseractRecognizer(skipsInvertedText: true)
        let read = try skipping.recognize(Fixture.letterhead.image()).words.map(\.text)
        #expect(read.contains("Fjordby") && read.contains("sykehus"))
        #expect(!read.contains("Øyeavdelingen") || !read.contains("Vår"))
    }

    @Test("sparse-text mode puts the date on a line of its own")
    func sparseText() throws {
        let sparse = TesseractRecognizer(pageSegmentationMode: .sparseText)
        let lines = try sparse.recognize(Fixture.letterhead.image()).blocks
            .flatMap { $0.paragraphs.flatMap(\.lines) }
            .map { $0.words.map(\.text).joined(separator: " ") }
        #expect(lines.contains("Dato: 2. april 2024"))
        #expect(lines.contains("Kari Nordmann"))
    }
}
