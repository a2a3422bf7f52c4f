import ArkivatorCore
import ArkivatorOCR
import Testing

/// The orientation decision with the real Tesseract: its orientation detection first, reading
/// trials where that is not enough.
@Suite("Deciding a page's orientation with Tesseract")
struct OrientationDecisionTests {
    static let trialReader = recognizer.readingPrintAsItLies

    static func flattened(_ image: GrayImage) -> FlattenedPage {
        FlattenedPage(image: image, pageFound: true,
                      corners: Quadrilateral(topLeft: Point(x: 0, y: 0), topRight: Point(x: 1, y: 0),
                                             bottomRight: Point(x: 1, y: 1), bottomLeft: Point(x: 0, y: 1)),
                      orientationHint: nil, decodeSeconds: 0, enhanceSeconds: 0)
    }

    @Test("a clean letter lying in each quarter turn is turned upright", arguments: 0..<4)
    func eachQuarterTurn(turns: Int) async throws {
        let page = try Fixture.letter.image().rotated(quarterTurns: turns)
        let decision = try await PageOrienter(recognizer: Self.trialReader, detector: recognizer).orientation(of: Self.flattened(page))
        #expect(decision.quarterTurns == (4 - turns) % 4)
    }

    @Test("reading trials alone turn a clean letter upright from each quarter turn", arguments: 0..<4)
    func trialsAlone(turns: Int) async throws {
        let page = try Fixture.letter.image().rotated(quarterTurns: turns)
        let decision = try await PageOrienter(recognizer: Self.trialReader, detector: nil).orientation(of: Self.flattened(page))
        #expect(decision == OrientationDecision(quarterTurns: 4 - turns, method: .readingTrial))
    }

    @Test("three short lines are enough to turn a page upright", arguments: [1, 2, 3])
    func littleText(turns: Int) async throws {
        // Three lines at the top of an otherwise empty half page.
        let page = try Fixture.smudged.image().rotated(quarterTurns: turns)
        let decision = try await PageOrienter(recognizer: Self.trialReader, detector: recognizer).orientation(of: Self.flattened(page))
        #expect(decision.quarterTurns == 4 - turns)
    }

    @Test("a blank page is left as it lies")
    func blank() async throws {
        let blank = GrayImage(width: 1240, height: 1754, pixels: .init(repeating: 255, count: 1240 * 1754), resolution: 150)
        let decision = try await PageOrienter(recognizer: Self.trialReader, detector: recognizer).orientation(of: Self.flattened(blank))
        #expect(decision == OrientationDecision(quarterTurns: 0, method: .undecided))
    }

    @Test("read as a single block, a letter on its side reads as next to nothing, though full layout analysis reads it")
    func sidewaysReading() throws {
        // Why the trials read single blocks: the automatic layout turns lines that run top to
        // bottom before reading them, so how well a sideways page reads says nothing of its orientation.
        let sideways = try Fixture.letter.image().rotated(quarterTurns: 1)
        let upright = ReadingQuality(try Self.trialReader.recognize(Fixture.letter.image()))
        let laidOut = ReadingQuality(try recognizer.recognize(sideways))
        let asItLies = ReadingQuality(try Self.trialReader.recognize(sideways))
        #expect(laidOut.confidentCharacters > upright.confidentCharacters / 2)
        #expect(asItLies.confidentCharacters < upright.confidentCharacters / 5)
    }
}
