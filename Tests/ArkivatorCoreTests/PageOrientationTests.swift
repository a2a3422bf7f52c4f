import ArkivatorTestSupport
import Foundation
import Testing
@testable import ArkivatorCore

/// The orientation decision's logic, with a recogniser that can read only upright print: it
/// knows the upright page, and reads a piece well exactly when the piece stands in the page as
/// it is given. The real recogniser and photos are in the OCR and pipeline tests.
@Suite("Deciding which way up a page is")
struct PageOrientationTests {
    /// A 300 × 420 page of "print": random ink in a text area, with white margins.
    static let upright: GrayImage = {
        var random = SeededRandom(seed: 11)
        let (width, height) = (300, 420)
        var pixels = [UInt8](repeating: 255, count: width * height)
        for y in 40..<380 where (y / 6) % 2 == 0 {  // lines of print with white between them
            for x in 30..<270 where random.next() % 4 == 0 { pixels[y * width + x] = 20 }
        }
        return GrayImage(width: width, height: height, pixels: pixels, resolution: 300)
    }()

    static let blank = GrayImage(width: 300, height: 420, pixels: .init(repeating: 255, count: 300 * 420), resolution: 300)

    static func reader(_ page: GrayImage, hint: PageOrientation? = nil, detector: PageOrientation? = nil,
                       recognizer: any TextRecognizer = UprightReader(upright: upright)) -> DocumentReader {
        DocumentReader(enhancer: FakeEnhancer(page: page, hint: hint), recognizer: recognizer,
                       orientationDetector: detector.map(FixedDetector.init))
    }

    static func enhanced(_ reader: DocumentReader) async throws -> EnhancedPage {
        var timings = PipelineTimings()
        return try await reader.enhance(photos: [Data()], timings: &timings)[0]
    }

    static func read(_ reader: DocumentReader) async throws -> ReadPage {
        var timings = PipelineTimings()
        let pages = try await reader.enhance(photos: [Data()], timings: &timings)
        return try await reader.read(pages, timings: &timings)[0]
    }

    @Test("a page lying in each quarter turn is turned upright by reading it, text and archived image alike",
          arguments: 0..<4)
    func eachQuarterTurn(turns: Int) async throws {
        let page = try await Self.enhanced(Self.reader(Self.upright.rotated(quarterTurns: turns)))
        #expect(page.orientation == OrientationDecision(quarterTurns: 4 - turns, method: .readingTrial))
        #expect(page.image.pixels == Self.upright.pixels)
        #expect(page.jpeg == Data(Self.upright.pixels), "the archived image is the upright page")
    }

    @Test("quick detectors that agree are trusted without reading a word")
    func agreeingDetectors() async throws {
        let counting = CountingReader(UprightReader(upright: Self.upright))
        let reader = Self.reader(Self.upright.rotated(quarterTurns: 2), hint: PageOrientation(rotation: 180, confidence: 9),
                                 detector: PageOrientation(rotation: 180, confidence: 20), recognizer: counting)
        let page = try await Self.enhanced(reader)
        #expect(page.orientation == OrientationDecision(quarterTurns: 2, method: .detected))
        #expect(counting.pagesRead == 0)
    }

    @Test("quick detectors that disagree are overruled by reading")
    func disagreeingDetectors() async throws {
        let reader = Self.reader(Self.upright.rotated(quarterTurns: 3), hint: PageOrientation(rotation: 180, confidence: 9),
                                 detector: PageOrientation(rotation: 0, confidence: 20))
        let page = try await Self.enhanced(reader)
        #expect(page.orientation == OrientationDecision(quarterTurns: 1, method: .readingTrial))
    }

    @Test("a detector that cannot tell leaves the decision to reading")
    func silentDetector() async throws {
        let page = try await Self.enhanced(Self.reader(Self.upright.rotated(quarterTurns: 1)))
        #expect(page.orientation == OrientationDecision(quarterTurns: 3, method: .readingTrial))
    }

    @Test("a confident but wrong first look is caught once the whole page reads poorly")
    func wrongFirstLook() async throws {
        let reader = Self.reader(Self.upright.rotated(quarterTurns: 2), hint: PageOrientation(rotation: 0, confidence: 9),
                                 detector: PageOrientation(rotation: 0, confidence: 30))
        let read = try await Self.read(reader)
        #expect(read.page.orientation == OrientationDecision(quarterTurns: 2, method: .rereading))
        #expect(read.page.jpeg == Data(Self.upright.pixels))
        #expect(!read.isUncertain)
        #expect(read.text.words.allSatisfy { $0.text == UprightReader.word })
    }

    @Test("a blank page is left as it lies and reads as empty; a letter with no word on any page is flagged")
    func blankPage() async throws {
        let read = try await Self.read(Self.reader(Self.blank))
        #expect(read.page.orientation == OrientationDecision(quarterTurns: 0, method: .undecided))
        #expect(!read.text.hasText)
        #expect(read.isUncertain, "a photo of which nothing could be read is to be retaken")
    }

    @Test("a blank page behind a page of print is not flagged")
    func blankBackPage() async throws {
        let reader = Self.reader(Self.upright)
        var timings = PipelineTimings()
        let printed = try await reader.enhance(photos: [Data()], timings: &timings)[0]
        let blank = try await Self.reader(Self.blank).enhance(photos: [Data()], timings: &timings)[0]
        let read = try await reader.read([printed, blank], timings: &timings)
        #expect(read.map(\.text.hasText) == [true, false])
        #expect(read.map(\.isUncertain) == [false, false])
    }

    @Test("a page that reads poorly whichever way it lies is flagged uncertain, and left as it lies")
    func poorInEveryOrientation() async throws {
        let read = try await Self.read(Self.reader(Self.upright, recognizer: MumblingReader()))
        #expect(read.isUncertain)
        #expect(read.page.orientation.quarterTurns == 0)
        #expect(read.page.orientation.method == .undecided)
    }

    @Test("a trial is won only by an orientation that reads clearly more than every other")
    func trialMargin() {
        func quality(_ characters: Int) -> ReadingQuality {
            ReadingQuality(confidentCharacters: characters, meanConfidence: 0.9, wordCount: characters / 5)
        }
        #expect(PageOrienter.Trial(qualities: [0: quality(200), 1: quality(30), 2: quality(10), 3: quality(0)]).winner == 0)
        #expect(PageOrienter.Trial(qualities: [0: quality(200), 1: quality(150), 2: quality(10), 3: quality(0)]).winner == nil)
        #expect(PageOrienter.Trial(qualities: [0: quality(0), 1: quality(0), 2: quality(11), 3: quality(0)]).winner == nil,
                "a few letters are not enough")
        #expect(PageOrienter.Trial(qualities: [:]).winner == nil)
    }

    @Test("a reading counts only words read with confidence, and not stray single characters")
    func readingQuality() {
        let box = PixelBox(x: 0, y: 0, width: 1, height: 1)
        let words = [("Innkalling", 0.95), ("til", 0.9), ("x", 0.99), ("Wq]", 0.4)].map {
            RecognizedPage.Word(text: $0.0, confidence: $0.1, box: box)
        }
        let page = RecognizedPage(blocks: [.init(paragraphs: [.init(lines: [.init(words: words, confidence: 0.8)])], confidence: 0.8, box: box)])
        let quality = ReadingQuality(page)
        #expect(quality.confidentCharacters == 13)
        #expect(quality.wordCount == 4)
        #expect(abs((quality.meanConfidence ?? 0) - (10 * 0.95 + 3 * 0.9 + 0.99 + 3 * 0.4) / 17) < 1e-9)
        #expect(ReadingQuality(RecognizedPage(blocks: [])).meanConfidence == nil)
    }

    @Test("a quarter turn moves each corner one corner on, and four turns bring the image back")
    func rotation() {
        // 3 × 2: the pixels numbered row by row.
        let image = GrayImage(width: 3, height: 2, pixels: [1, 2, 3, 4, 5, 6], resolution: 300)
        #expect(image.rotated(quarterTurns: 1).pixels == [4, 1, 5, 2, 6, 3])
        #expect(image.rotated(quarterTurns: 1).width == 2)
        #expect(image.rotated(quarterTurns: 2).pixels == [6, 5, 4, 3, 2, 1])
        #expect(image.rotated(quarterTurns: 3).pixels == [3, 6, 2, 5, 1, 4])
        #expect(image.rotated(quarterTurns: -1).pixels == image.rotated(quarterTurns: 3).pixels)
        #expect(Self.upright.rotated(quarterTurns: 1).rotated(quarterTurns: 3).pixels == Self.upright.pixels)
    }

    @Test("the square read in a trial lies on the print, not on a dark band or a blank margin")
    func densestPrint() {
        // A white 600 × 600 page: a solid dark band at the top, print in the lower right.
        var pixels = [UInt8](repeating: 255, count: 600 * 600)
        for y in 0..<150 { for x in 0..<600 { pixels[y * 600 + x] = 30 } }
        var random = SeededRandom(seed: 3)
        for y in 380..<580 where (y / 5) % 2 == 0 {
            for x in 380..<580 where random.next() % 3 == 0 { pixels[y * 600 + x] = 20 }
        }
        let box = GrayImage(width: 600, height: 600, pixels: pixels, resolution: 300).densestPrint(side: 200)
        #expect(box.width == 200 && box.height == 200)
        #expect((330...400).contains(box.x) && (330...400).contains(box.y), "\(box)")
    }

    @Test("the uncertain warning is the same words everywhere, naming the pages of a longer letter")
    func warningText() {
        #expect(UncertainTextWarning.text(pages: [], of: 1) == nil)
        #expect(UncertainTextWarning.text(pages: [1], of: 1) == "Teksten ble usikker — ta bildet på nytt eller juster hjørnene")
        #expect(UncertainTextWarning.text(pages: [2], of: 3) == "Side 2: teksten ble usikker — ta bildet på nytt eller juster hjørnene")
        #expect(UncertainTextWarning.text(pages: [1, 3], of: 3, english: true)
            == "Pages 1 and 3: the text came out uncertain — retake the photo or adjust the corners")
        // A scanned PDF's page has no photo to retake and no corners to adjust.
        #expect(UncertainTextWarning.text(pages: [2], of: 2, scanned: true)
            == "Side 2: teksten ble usikker — skann brevet på nytt, skarpere eller med høyere oppløsning")
    }
}

// MARK: - Fakes

/// Reads a page well only where it stands upright in `upright`: the words of a piece found there
/// as it is, and low-confidence junk otherwise. Blank paper reads as nothing.
struct UprightReader: TextRecognizer {
    static let word = "ordentlig"
    let upright: GrayImage

    func recognize(_ image: GrayImage) throws -> RecognizedPage {
        guard image.pixels.contains(where: { $0 < 128 }) else { return RecognizedPage(blocks: []) }
        let isUpright = upright.contains(image)
        return page(of: image, words: isUpright ? Self.word : "ɹɐ", confidence: isUpright ? 0.93 : 0.3)
    }
}

/// Reads every page as low-confidence junk: a photo too poor to read in any orientation.
struct MumblingReader: TextRecognizer {
    func recognize(_ image: GrayImage) throws -> RecognizedPage {
        page(of: image, words: "ɹɐ", confidence: 0.3)
    }
}

/// Counts the pages another recogniser is asked to read.
final class CountingReader: TextRecognizer, @unchecked Sendable {
    // `count` is only touched under `lock`.
    private let lock = NSLock()
    private var count = 0
    let inner: any TextRecognizer

    var pagesRead: Int { lock.withLock { count } }

    init(_ inner: any TextRecognizer) {
        self.inner = inner
    }

    func recognize(_ image: GrayImage) throws -> RecognizedPage {
        lock.withLock { count += 1 }
        return try inner.recognize(image)
    }
}

/// One word per 2 000 pixels, each as sure as `confidence`.
private func page(of image: GrayImage, words text: String, confidence: Double) -> RecognizedPage {
    let box = PixelBox(x: 0, y: 0, width: image.width, height: image.height)
    let words = (0..<max(1, image.width * image.height / 2_000)).map { _ in
        RecognizedPage.Word(text: text, confidence: confidence, box: box)
    }
    return RecognizedPage(blocks: [.init(paragraphs: [.init(lines: [.init(words: words, confidence: confidence)])],
                                         confidence: confidence, box: box)])
}

struct FixedDetector: OrientationDetecting {
    let orientation: PageOrientation

    func detectOrientation(_ page: GrayImage) throws -> PageOrientation? { orientation }
}

/// Hands out one flattened page, and "archives" an image as its raw pixels.
struct FakeEnhancer: PageEnhancing {
    let page: GrayImage
    let hint: PageOrientation?

    func flatten(photo: Data, corners: Quadrilateral?) throws -> FlattenedPage {
        FlattenedPage(image: page, pageFound: true,
                      corners: Quadrilateral(topLeft: Point(x: 0, y: 0), topRight: Point(x: 1, y: 0),
                                             bottomRight: Point(x: 1, y: 1), bottomLeft: Point(x: 0, y: 1)),
                      orientationHint: hint, decodeSeconds: 0, enhanceSeconds: 0)
    }

    func archivedImages(of page: GrayImage) throws -> ArchivedImages {
        ArchivedImages(jpeg: Data(page.pixels), png: nil)
    }

    func archivedPage(_ image: Data) throws -> GrayImage {
        GrayImage(width: page.width, height: page.height, pixels: [UInt8](image), resolution: page.resolution)
    }
}

extension GrayImage {
    /// Whether `piece` appears in this image exactly as it is, unturned.
    func contains(_ piece: GrayImage) -> Bool {
        guard piece.width <= width, piece.height <= height else { return false }
        for top in 0...(height - piece.height) {
            for left in 0...(width - piece.width) where matches(piece, left: left, top: top) { return true }
        }
        return false
    }

    private func matches(_ piece: GrayImage, left: Int, top: Int) -> Bool {
        for y in 0..<piece.height {
            for x in 0..<piece.width where pixels[(top + y) * width + left + x] != piece.pixels[y * piece.width + x] {
                return false
            }
        }
        return true
    }
}
