import ArkivatorCore
import ArkivatorOCR
import Testing

@Suite("Page orientation")
struct PageOrientationTests {
    @Test("an upright letter needs no turn")
    func upright() throws {
        let orientation = try #require(try recognizer.detectOrientation(Fixture.letter.image()))
        #expect(orientation.rotation == 0)
        #expect(orientation.confidence >= PageOrientation.tesseractMinimumConfidence)
    }

    @Test("a letter turned 90° clockwise needs 270° clockwise to stand upright")
    func turnedClockwise() throws {
        let orientation = try #require(try recognizer.detectOrientation(Fixture.letterTurnedClockwise90.image()))
        #expect(orientation.rotation == 270)
        #expect(orientation.confidence >= 15)
    }

    @Test("a letter turned 90° counter-clockwise needs 90° clockwise")
    func turnedCounterClockwise() throws {
        // The 90° fixture turned a further half turn is the letter turned 90° counter-clockwise.
        let orientation = try #require(try recognizer.detectOrientation(Fixture.letterTurnedClockwise90.image().rotated180()))
        #expect(orientation.rotation == 90)
    }

    @Test("an upside-down letter needs 180°")
    func upsideDown() throws {
        let orientation = try #require(try recognizer.detectOrientation(Fixture.letterTurned180.image()))
        #expect(orientation.rotation == 180)
        #expect(orientation.confidence >= 15)
    }

    @Test("turning by the reported rotation makes the letter readable")
    func turningFixesTheText() throws {
        let turned = try Fixture.letterTurned180.image()
        let orientation = try #require(try recognizer.detectOrientation(turned))
        #expect(orientation.rotation == 180)
        let page = try recognizer.recognize(turned.rotated180())
        #expect(page.words.first?.text == "Innkalling")
        #expect(!(try recognizer.recognize(turned)).words.contains { $0.text == "Innkalling" })
    }

    @Test("a blank page has no orientation")
    func blank() throws {
        let blank = GrayImage(width: 1240, height: 877, pixels: .init(repeating: 255, count: 1240 * 877), resolution: 150)
        #expect(try recognizer.detectOrientation(blank) == nil)
    }

    @Test("a page Tesseract is unsure of has no orientation at a high bar")
    func minimumConfidence() throws {
        let image = try Fixture.smudged.image()
        let lenient = try #require(try recognizer.detectOrientation(image, minimumConfidence: 0))
        #expect(try recognizer.detectOrientation(image, minimumConfidence: lenient.confidence + 1) == nil)
    }

    @Test("orientations of several pages come back in page order")
    func severalPages() async throws {
        let pages = try [Fixture.letterTurned180, .letter, .letterTurnedClockwise90].map { try $0.image() }
        let orientations = try await recognizer.detectOrientation(pages: pages)
        #expect(orientations.map { $0?.rotation } == [180, 0, 270])
    }
}

extension GrayImage {
    /// The image turned half a turn (a test helper; the app turns pages in ArkivatorImaging).
    func rotated180() -> GrayImage {
        GrayImage(width: width, height: height, pixels: pixels.reversed(), resolution: resolution)
    }
}
