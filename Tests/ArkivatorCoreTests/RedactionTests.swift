import Testing

@testable import ArkivatorCore

@Suite("Redacting fødselsnumre from a document")
struct RedactionTests {
    func word(_ text: String, x: Int) -> PlacedWord {
        PlacedWord(text: text, box: PixelBox(x: x, y: 10, width: 10 * text.count, height: 20))
    }

    @Test("the text, each page and the PDF's words lose the number; uncertain spans move with the text")
    func redacts() throws {
        let text = "Pasient: Kari, fnr. 110284 25769. Time kl. 0930."
        var document = Document(title: "2025-03-04 Innkalling", docType: .innkalling, text: text,
                                lowConfidenceSpans: [TextSpan(start: 20, end: 26), TextSpan(start: 43, end: 47)],
                                scanDate: .distantPast)
        document.pages = [Page(number: 1, text: text, lines: [
            PlacedLine(words: [word("fnr.", x: 0), word("110284", x: 50), word("25769.", x: 120), word("Time", x: 190)]),
            PlacedLine(words: [word("nr:11028425769", x: 0)]),
        ])]
        document.redactFodselsnummer()

        #expect(document.text == "Pasient: Kari, fnr. [REDAKTERT]. Time kl. 0930.")
        // The span on the number is gone; the one on "0930" moved by the difference in length.
        let shift = "[REDAKTERT]".count - "110284 25769".count
        #expect(document.lowConfidenceSpans == [TextSpan(start: 43 + shift, end: 47 + shift)])
        let scalars = Array(document.text.unicodeScalars)
        #expect(String(String.UnicodeScalarView(scalars[(43 + shift)..<(47 + shift)])) == "0930")
        #expect(document.pages[0].text == document.text)
        #expect(document.pages[0].lines[0].words.map(\.text) == ["fnr.", "[REDAKTERT]", ".", "Time"])
        #expect(document.pages[0].lines[0].words[1].box.x == 50, "the mark stands where the number began")
        #expect(document.pages[0].lines[1].words.map(\.text) == ["nr:[REDAKTERT]"])
    }

    @Test("a number broken across two lines of the PDF's text layer leaves both lines")
    func brokenAcrossLines() {
        let text = "Pasient: Kari Nordli, fnr. 110284\n25769 Oslo"
        var document = Document(title: "t", docType: .annet, text: text, scanDate: .distantPast)
        document.pages = [Page(number: 1, text: text, lines: [
            PlacedLine(words: [word("Pasient:", x: 0), word("Kari", x: 90), word("Nordli,", x: 140), word("fnr.", x: 220),
                               word("110284", x: 270)]),
            PlacedLine(words: [word("25769", x: 0), word("Oslo", x: 60)]),
        ])]
        document.redactFodselsnummer()
        #expect(document.text == "Pasient: Kari Nordli, fnr. [REDAKTERT] Oslo")
        #expect(document.pages[0].lines[0].words.map(\.text) == ["Pasient:", "Kari", "Nordli,", "fnr.", "[REDAKTERT]"])
        #expect(document.pages[0].lines[1].words.map(\.text) == ["Oslo"])
    }

    @Test("a labelled number whose control digits fail is redacted too, an account number is not")
    func labelledMisread() {
        var document = Document(title: "t", docType: .annet, text: "FNR: 110284  25768, konto 12345678903",
                                scanDate: .distantPast)
        document.redactFodselsnummer()
        #expect(document.text == "FNR: [REDAKTERT], konto 12345678903")
    }

    @Test("a document without a number is left as it was")
    func leavesOthersAlone() {
        var document = Document(title: "t", docType: .annet, text: "Kontonr. 1234.56.78901, ordre 12345678901.",
                                lowConfidenceSpans: [TextSpan(start: 0, end: 3)], scanDate: .distantPast)
        let before = document
        document.redactFodselsnummer()
        #expect(document == before)
    }
}
