import ArkivatorCore
import Testing

/// How recognised pages become the stored text (`DocumentText`), with hand-built pages whose
/// confidences are known exactly.
@Suite("Assembling recognised pages into text")
struct DocumentTextAssembly {
    static func word(_ text: String, _ confidence: Double = 0.95) -> RecognizedPage.Word {
        RecognizedPage.Word(text: text, confidence: confidence, box: PixelBox(x: 0, y: 0, width: 10, height: 10))
    }

    static func line(_ words: RecognizedPage.Word...) -> RecognizedPage.Line {
        RecognizedPage.Line(words: words, confidence: words.map(\.confidence).reduce(0, +) / Double(words.count))
    }

    static func page(_ paragraphs: [[RecognizedPage.Line]]) -> RecognizedPage {
        RecognizedPage(blocks: [RecognizedPage.Block(
            paragraphs: paragraphs.map(RecognizedPage.Paragraph.init), confidence: 0.9,
            box: PixelBox(x: 0, y: 0, width: 100, height: 100))])
    }

    static func marked(_ text: DocumentText) -> [String] {
        let scalars = Array(text.text.unicodeScalars)
        return text.lowConfidenceSpans.map { String(String.UnicodeScalarView(scalars[$0.start..<$0.end])) }
    }

    @Test("paragraphs are a blank line apart and lines a line break")
    func layout() {
        let text = DocumentText(pages: [Self.page([
            [Self.line(Self.word("Kjære"), Self.word("Kari,"))],
            [Self.line(Self.word("Timen"), Self.word("er")), Self.line(Self.word("flyttet."))],
        ])])
        #expect(text.text == "Kjære Kari,\n\nTimen er\nflyttet.")
    }

    @Test("pages follow each other a blank line apart and empty pages leave no gap")
    func pages() {
        let first = Self.page([[Self.line(Self.word("Side"), Self.word("én"))]])
        let empty = RecognizedPage(blocks: [])
        let second = Self.page([[Self.line(Self.word("Side"), Self.word("to"))]])
        #expect(DocumentText(pages: [first, empty, second]).text == "Side én\n\nSide to")
    }

    @Test("a word below 0.70 is marked and one at 0.70 is not")
    func threshold() {
        let text = DocumentText(pages: [Self.page([[Self.line(
            Self.word("sikker"), Self.word("usikker", 0.69), Self.word("grense", 0.70))]])])
        #expect(Self.marked(text) == ["usikker"])
        #expect(text.lowConfidenceSpans == [TextSpan(start: 7, end: 14)])
    }

    @Test("neighbouring uncertain words make one span, across a line break they do not")
    func neighbours() {
        let text = DocumentText(pages: [Self.page([[
            Self.line(Self.word("Prøven"), Self.word("ble", 0.4), Self.word("sendt", 0.5)),
            Self.line(Self.word("til", 0.3), Self.word("laboratoriet")),
        ]])])
        #expect(Self.marked(text) == ["ble sendt", "til"])
    }

    @Test("spans count Unicode scalars, so æøå before them do not shift them")
    func scalarOffsets() {
        let text = DocumentText(pages: [Self.page([[Self.line(Self.word("Blåbærsyltetøy"), Self.word("på", 0.2))]])])
        #expect(text.lowConfidenceSpans == [TextSpan(start: 15, end: 17)])
        #expect(Self.marked(text) == ["på"])
    }

    @Test("the confidence is the mean over letters, so long words weigh more")
    func weightedConfidence() throws {
        let text = DocumentText(pages: [Self.page([[Self.line(Self.word("a", 0.0), Self.word("bbb", 1.0))]])])
        #expect(try #require(text.confidence) == 0.75)
        #expect(DocumentText(pages: [RecognizedPage(blocks: [])]).confidence == nil)
    }
}
