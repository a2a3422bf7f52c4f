import ArkivatorCore
import Testing

@Suite("A page's text corrected by hand, fitted to the words placed on its image")
struct TextCorrectionTests {
    /// Two lines as read, each word 100 px wide, on rows 0 and 50.
    private let read = [
        PlacedLine(words: ["Paracet", "5OO", "mg", "morgen"].enumerated().map { PlacedWord(text: $1, box: PixelBox(x: $0 * 100, y: 0, width: 90, height: 30)) }),
        PlacedLine(words: ["Ring", "oss"].enumerated().map { PlacedWord(text: $1, box: PixelBox(x: $0 * 100, y: 50, width: 90, height: 30)) }),
    ]

    @Test("a word corrected one for one takes the box of the word it replaces; kept words keep theirs")
    func oneForOne() {
        let page = CorrectedPage(reading: read, corrected: "Paracet 500 mg morgen\nRing oss")
        #expect(page.unplaced.isEmpty)
        #expect(page.lines.map(\.text) == ["Paracet 500 mg morgen", "Ring oss"])
        #expect(page.lines[0].words[1].box == read[0].words[1].box)
        #expect(page.lines[1].words.map(\.box) == read[1].words.map(\.box))
    }

    @Test("several words in place of one share its box; a word added where nothing was read has no place")
    func moreOrFewer() {
        let page = CorrectedPage(reading: read, corrected: "Paracet 500 milligram hver morgen\nRing oss i dag")
        #expect(page.lines[0].words.map(\.text) == ["Paracet", "500", "milligram", "hver", "morgen"])
        #expect(page.lines[0].words[1].box == read[0].words[1].box && page.lines[0].words[3].box == read[0].words[2].box)
        #expect(page.lines[0].words[4].box == read[0].words[3].box)
        #expect(page.unplaced == ["i", "dag"])
        let fewer = CorrectedPage(reading: read, corrected: "Paracet morgen")
        #expect(fewer.lines.flatMap(\.words).map(\.box) == [read[0].words[0].box, read[0].words[3].box])
        #expect(fewer.unplaced.isEmpty)
    }

    @Test("a page typed in by hand where nothing was read has every word unplaced")
    func typedIn() {
        let page = CorrectedPage(reading: [], corrected: "Innkalling til kontroll")
        #expect(page.lines.isEmpty && page.unplaced == ["Innkalling", "til", "kontroll"])
    }
}
