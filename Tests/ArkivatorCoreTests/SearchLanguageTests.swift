import ArkivatorCore
import Testing

@Suite("The Norwegian words search is made of")
struct SearchLanguageTests {
    @Test("one edit: a letter added, dropped, changed or two swapped, or OCR's rn for m; never two, never none")
    func oneEdit() {
        #expect(SearchSpelling.areOneEditApart("revmatolgisk", "revmatologisk"))
        #expect(SearchSpelling.areOneEditApart("revmatologisk", "revmatolgisk"))
        #expect(SearchSpelling.areOneEditApart("kolesteral", "kolesterol"))
        #expect(SearchSpelling.areOneEditApart("innkalilng", "innkalling"))
        #expect(SearchSpelling.areOneEditApart("pneurnoni", "pneumoni"))
        #expect(SearchSpelling.areOneEditApart("pneumoni", "pneurnoni"))
        #expect(SearchSpelling.areOneEditApart("paaminnelse", "påminnelse"))
        #expect(SearchSpelling.areOneEditApart("tonsberg", "tønsberg"))
        #expect(!SearchSpelling.areOneEditApart("pneumoni", "pneumoni"))
        #expect(!SearchSpelling.areOneEditApart("revmtolgisk", "revmatologisk"))
        #expect(!SearchSpelling.areOneEditApart("kardiologi", "nevrologi"))
        #expect(!SearchSpelling.areOneEditApart("ab", "ba c"))
    }

    @Test("aa, ae and oe typed for å, æ and ø; a word without them has no other spelling")
    func keyboardVariants() {
        #expect(SearchSpelling.keyboardVariant(of: "paaminnelse") == "påminnelse")
        #expect(SearchSpelling.keyboardVariant(of: "legeerklaering") == "legeerklæring")
        #expect(SearchSpelling.keyboardVariant(of: "hoeyre") == "høyre")
        #expect(SearchSpelling.keyboardVariant(of: "innkalling") == nil)
    }

    @Test("a compound's part is found when the rest is a word, with or without a joining s or e")
    func compounds() {
        let words: Set<String> = ["hjert", "svikt", "blod", "sykdom", "svar", "protes"]
        let isWord = { words.contains($0) }
        func isPart(_ word: String, of compound: String) -> Bool {
            CompoundWords.isPart(NorwegianStemmer.stem(word), from: word, of: compound, stemmed: NorwegianStemmer.stem(compound), isWord: isWord)
        }
        #expect(isPart("svikt", of: "hjertesvikt"))
        #expect(isPart("hjerte", of: "hjertesvikt"))
        #expect(isPart("prøve", of: "blodprøve"))
        #expect(isPart("prøve", of: "prøvesvar"))
        #expect(isPart("forløp", of: "sykdomsforløp"))
        #expect(isPart("kne", of: "kneprotese"))
        #expect(!isPart("kne", of: "knekk"), "what is left is no word")
        #expect(!isPart("prøve", of: "utprøve"), "two letters are too few for a part")
        #expect(!isPart("svikt", of: "svikt"), "a word is not its own compound")
        #expect(!isPart("ab", of: "abprotese"), "a part needs three letters")
    }

    @Test("a word list gives its stems; comments and separators are ignored")
    func wordList() {
        let stems = CompoundWords.stems(ofWordList: "# kommentar\nhjerte, lunge nyre # og mer\n\nblod")
        #expect(stems == ["hjert", "lung", "nyr", "blod"])
    }

    @Test("the thesaurus: every word of a group finds the others, by stem, and only those")
    func thesaurus() {
        let thesaurus = SearchThesaurus(groups: "# brev\nblodprøve, prøvesvar, laboratoriesvar\ntime, innkalling\n")
        #expect(Set(thesaurus.synonyms(ofStem: NorwegianStemmer.stem("blodprøver")))
                == [NorwegianStemmer.stem("prøvesvar"), NorwegianStemmer.stem("laboratoriesvar")])
        #expect(thesaurus.synonyms(ofStem: NorwegianStemmer.stem("innkallingen")) == [NorwegianStemmer.stem("time")])
        #expect(thesaurus.synonyms(ofStem: "brev").isEmpty)
    }

    @Test("words split where SQLite's unicode61 splits; a lone mark is no word; numbers are not stemmed")
    func words() {
        #expect(SearchWords.folded(in: "Hjerte-svikt, 110284 Ba\u{30A}r ❤️ \u{301}") == ["hjerte", "svikt", "110284", "bår"])
        #expect(SearchWords.isStemmed("innkallingen"))
        #expect(!SearchWords.isStemmed("s83.2"))
        #expect(SearchWords.vocabulary(in: "Innkallingen til kneet, 12 av") == ["innkallingen", "til", "kneet"])
    }
}
