import ArkivatorCore
import Testing

/// The check that keeps a poor reading from being filed as if it were good: print the words do
/// not cover, letters that spell no words, and the reason the user is told.
@Suite("A page read only in part is never taken for a page read well")
struct ReadingCheckTests {
    /// A white page of 1200 × 1700 (A4 at about 145 dpi) with `lines` lines of letter-like ink,
    /// each from x = 50 to 1150: glyphs 6 px wide and 12 px high with 3 px between them.
    static func page(lines: [Int], rule: Int? = nil) -> GrayImage {
        let width = 1200, height = 1700
        var pixels = [UInt8](repeating: 255, count: width * height)
        for top in lines {
            for left in stride(from: 50, to: 1150, by: 9) {
                for y in top..<(top + 12) where y % 3 != 0 {
                    for x in left..<(left + 6) where x % 2 == 0 { pixels[y * width + x] = 20 }
                }
            }
        }
        if let rule {
            for y in rule..<(rule + 2) { for x in 20..<1180 { pixels[y * width + x] = 0 } }
        }
        return GrayImage(width: width, height: height, pixels: pixels, resolution: 145)
    }

    /// One word per line given, its box over the whole printed line.
    static func reading(lines: [Int], confidence: Double = 0.93, known: Bool = true, text: String = "Innkalling") -> RecognizedPage {
        let words = lines.map {
            RecognizedPage.Word(text: text, confidence: confidence, box: PixelBox(x: 48, y: $0 - 2, width: 1104, height: 16),
                                isKnownWord: known)
        }
        let box = PixelBox(x: 0, y: 0, width: 1200, height: 1700)
        return RecognizedPage(blocks: [.init(paragraphs: [.init(lines: words.map { .init(words: [$0], confidence: confidence) })],
                                             confidence: confidence, box: box)])
    }

    static let lines = Array(stride(from: 60, to: 1600, by: 40))

    @Test("a reading whose words lie over every printed line covers all of the print")
    func fullCoverage() throws {
        let coverage = PrintCoverage(page: Self.page(lines: Self.lines), reading: Self.reading(lines: Self.lines))
        #expect(coverage.printedCells > 100)
        #expect(try #require(coverage.share) > 0.97)
    }

    @Test("a reading that gave words for half the lines covers about half of the print")
    func halfCoverage() throws {
        let read = Array(Self.lines.prefix(Self.lines.count / 2))
        let share = try #require(PrintCoverage(page: Self.page(lines: Self.lines), reading: Self.reading(lines: read)).share)
        #expect((0.4...0.6).contains(share), "\(share)")
    }

    @Test("a rule across the page and a blank page are not print")
    func notPrint() {
        let ruled = PrintCoverage(page: Self.page(lines: [], rule: 300), reading: Self.reading(lines: []))
        #expect(ruled.printedCells == 0 && ruled.share == nil)
    }

    @Test("a confident reading of part of the print is flagged: the print was not read")
    func partReadIsFlagged() {
        let page = Self.page(lines: Self.lines)
        let part = Self.reading(lines: Array(Self.lines.prefix(Self.lines.count * 3 / 5)))
        let quality = ReadingQuality(part)
        #expect((quality.meanConfidence ?? 0) > DocumentReader.uncertainBelow)
        #expect(DocumentReader.retakeReason(quality, PrintCoverage(page: page, reading: part), paperBrightness: 230) == .printUnread)
        let whole = Self.reading(lines: Self.lines)
        #expect(DocumentReader.retakeReason(ReadingQuality(whole), PrintCoverage(page: page, reading: whole), paperBrightness: 230) == nil)
    }

    @Test("letters read with confidence that spell no words are flagged")
    func fragmentsAreFlagged() {
        let page = Self.page(lines: Self.lines)
        let fragments = Self.reading(lines: Self.lines, known: false, text: "pequo")
        #expect(ReadingQuality(fragments).knownWordShare == 0)
        #expect(DocumentReader.retakeReason(ReadingQuality(fragments), PrintCoverage(page: page, reading: fragments),
                                            paperBrightness: 230) == .notWords)
        // Numbers and codes are not judged as words.
        let numbers = Self.reading(lines: Self.lines, known: false, text: "20/37554")
        #expect(ReadingQuality(numbers).knownWordShare == nil)
    }

    @Test("a poor reading of a dim photo is told as the light; a good one is not flagged for it")
    func dimPhoto() {
        let page = Self.page(lines: Self.lines)
        let part = Self.reading(lines: Array(Self.lines.prefix(Self.lines.count / 3)))
        #expect(DocumentReader.retakeReason(ReadingQuality(part), PrintCoverage(page: page, reading: part), paperBrightness: 90) == .tooDark)
        let whole = Self.reading(lines: Self.lines)
        #expect(DocumentReader.retakeReason(ReadingQuality(whole), PrintCoverage(page: page, reading: whole), paperBrightness: 90) == nil)
    }

    @Test("the paper's brightness is that of the brightest tenth of the image")
    func paperBrightness() {
        var pixels = [UInt8](repeating: 60, count: 1000)
        for index in 0..<200 { pixels[index] = 180 }
        #expect(GrayImage(width: 100, height: 10, pixels: pixels, resolution: 300).paperBrightness == 180)
    }

    @Test("the warning says what went wrong and what to do, for each reason")
    func warnings() {
        #expect(UncertainTextWarning.text(pages: [1], of: 1, reasons: [.tooDark]) == "Bildet er for mørkt — ta bildet på nytt i bedre lys")
        #expect(UncertainTextWarning.text(pages: [1], of: 1, reasons: [.printUnread])
            == "Mye av trykket på siden ble ikke lest — ta bildet på nytt rett ovenfra, med hele arket i bildet")
        #expect(UncertainTextWarning.text(pages: [2], of: 2, english: true, reasons: [.notWords])
            == "Page 2: the text came out as words that do not exist — retake the photo closer and sharper")
        #expect(UncertainTextWarning.text(pages: [1], of: 1, scanned: true, reasons: [.printUnread])
            == "Mye av trykket på siden ble ikke lest — skann brevet på nytt, skarpere eller med høyere oppløsning")
        #expect(UncertainTextWarning.text(pages: [1], of: 1, reasons: [.unsure])
            == "Teksten ble usikker — ta bildet på nytt eller juster hjørnene")
    }
}
