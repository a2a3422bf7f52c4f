import Testing

@testable import ArkivatorCore

@Suite("Search snippets")
struct SearchSnippetTests {
    private func snippet(_ columns: [String], _ clauses: [SearchMatcher.Clause]) -> String {
        SearchSnippet.snippet(of: columns, matching: SearchMatcher(clauses: clauses), open: "[", close: "]")
    }

    private let letter = """
        Vi viser til henvisning fra fastlegen din. Du har fått time ved poliklinikken.
        Pasienten har kjent hjertesvikt og bruker vanndrivende. Ta med medisinlisten til timen.
        Ved forfall må du gi beskjed senest 24 timer før. Med vennlig hilsen Ortopedisk avdeling
        """

    @Test("the words around a match, sixteen in all, cut with … where the text goes on")
    func window() {
        let shown = snippet([letter], [.init(words: ["hjertesvikt"])])
        #expect(shown == "…Pasienten har kjent [hjertesvikt] og bruker vanndrivende. Ta med medisinlisten til timen.\nVed forfall må du…")
        #expect(shown.split(whereSeparator: { !$0.isLetter && !$0.isNumber }).count == SearchSnippet.length)
    }

    @Test("a short text is shown whole, its first match marked where the text begins")
    func wholeText() {
        #expect(snippet(["Innkalling til MR kne"], [.init(words: ["innkalling"])]) == "[Innkalling] til MR kne")
    }

    @Test("the window with every clause is chosen over one with more of a single clause")
    func everyClause() {
        let text = "kontroll kontroll kontroll kontroll " + String(repeating: "fyll ", count: 30) + "hjertesvikt og kontroll i mai"
        let shown = snippet([text], [.init(words: ["hjertesvikt"]), .init(words: ["kontroll"])])
        #expect(shown.contains("[hjertesvikt] og [kontroll]"))
        #expect(!shown.hasPrefix("[kontroll]"))
    }

    @Test("a phrase is marked where its words stand together, not where they stand apart")
    func phrase() {
        let text = "Fastlege Eva Berg skrev en henvisning. Her er en fastlege henvisning til revmatolog."
        let shown = snippet([text], [.init(phrases: [["fastlege", "henvisning"]])])
        #expect(shown.contains("[fastlege] [henvisning] til"))
        #expect(!shown.contains("[Fastlege]"))
    }

    @Test("prefixes, accents and case: the letter's own spelling marked")
    func spellings() {
        #expect(snippet(["Kafé i Østfold og HJERTESVIKTEN"], [.init(prefixes: ["hjertesvikt"])]) == "Kafé i Østfold og [HJERTESVIKTEN]")
        #expect(snippet(["Møte på Café Østfold"], [.init(words: ["cafe"]), .init(words: ["østfold"])]) == "Møte på [Café] [Østfold]")
    }

    @Test("a word shorter than the vocabulary keeps is matched by its stem")
    func shortWords() {
        #expect(snippet(["MR av ei hand"], [.init(stems: ["ei"])]) == "MR av [ei] hand")
    }

    @Test("the letter's text is preferred; the title is used only when the text has no match")
    func columns() {
        let matcher: [SearchMatcher.Clause] = [.init(words: ["ortoped"])]
        #expect(snippet(["Ingen treff her", "2025-01-02 Henvisning ortoped"], matcher) == "2025-01-02 Henvisning [ortoped]")
        #expect(snippet(["Til ortoped", "2025-01-02 Henvisning ortoped"], matcher) == "Til [ortoped]")
        #expect(snippet(["Ingen treff her", ""], matcher) == "Ingen treff her")
        #expect(snippet(["", ""], matcher).isEmpty)
    }

    @Test("a window beginning a sentence is preferred when it holds the same matches")
    func sentences() {
        let text = "Dette er en lang innledning om noe helt annet enn saken. Blodprøven viste forhøyet kolesterol i dag."
        #expect(snippet([text], [.init(words: ["kolesterol"])]).hasPrefix("…Blodprøven viste forhøyet [kolesterol]"))
    }
}
