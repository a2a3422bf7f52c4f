import Testing
@testable import ArkivatorCore

@Suite("Splitting one page into two bands for parallel reading")
struct PageBandTests {
    /// A 300 DPI page of `height` rows, black "lines of text" everywhere except the white `gaps`.
    static func page(height: Int, gaps: [Range<Int>]) -> GrayImage {
        let width = 200
        var pixels = [UInt8](repeating: 0, count: width * height)
        for gap in gaps {
            for y in gap { for x in 0..<width { pixels[y * width + x] = 255 } }
        }
        return GrayImage(width: width, height: height, pixels: pixels, resolution: 300)
    }

    @Test("the split falls in the middle of the widest blank gap near the middle")
    func splitInGap() {
        let image = Self.page(height: 1000, gaps: [400..<420, 520..<580, 900..<990])
        #expect(image.blankRowNearMiddle() == 550)
        let top = image.rows(0..<550), bottom = image.rows(550..<1000)
        #expect(top.height + bottom.height == 1000)
        #expect(bottom.pixels.prefix(200).allSatisfy { $0 == 255 })
    }

    @Test("no split where the only gaps are narrower than a line or far from the middle")
    func noSplit() {
        #expect(Self.page(height: 1000, gaps: [500..<510]).blankRowNearMiddle() == nil)
        #expect(Self.page(height: 1000, gaps: [50..<200, 800..<950]).blankRowNearMiddle() == nil)
    }

    @Test("words of the lower band move down by the split")
    func shiftedBoxes() {
        let word = RecognizedPage.Word(text: "hjertesvikt", confidence: 0.9, box: PixelBox(x: 5, y: 10, width: 50, height: 12))
        let block = RecognizedPage.Block(
            paragraphs: [RecognizedPage.Paragraph(lines: [RecognizedPage.Line(words: [word], confidence: 0.9)])],
            confidence: 0.9, box: PixelBox(x: 0, y: 8, width: 100, height: 20))
        let moved = block.shifted(down: 549)
        #expect(moved.box.y == 557)
        #expect(moved.paragraphs[0].lines[0].words[0].box == PixelBox(x: 5, y: 559, width: 50, height: 12))
        #expect(moved.paragraphs[0].lines[0].words[0].text == "hjertesvikt")
    }
}
