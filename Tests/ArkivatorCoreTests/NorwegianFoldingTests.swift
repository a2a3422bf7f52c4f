import Testing
@testable import ArkivatorCore

@Suite("Norwegian folding")
struct NorwegianFoldingTests {
    @Test("case and accents fold away", arguments: [
        ("Café", "cafe"), ("MÜLLER", "muller"), ("Fürst", "furst"), ("Señor", "senor"), ("Garçon", "garcon"),
        ("HJÉRTESVIKT", "hjertesvikt"), ("Crème brûlée", "creme brulee"), ("Ångström", "ångstrøm"),
        ("İstanbul", "istanbul"), ("naïve", "naive"),
    ])
    func accentsFold(input: String, expected: String) {
        #expect(NorwegianFolding.fold(input) == expected)
    }

    @Test("æ, ø and å stay letters of their own", arguments: [
        ("Østfold", "østfold"), ("ØST", "øst"), ("bår", "bår"), ("BÅR", "bår"), ("Ærlig", "ærlig"),
        ("blåbærsyltetøy", "blåbærsyltetøy"), ("ÆØÅ", "æøå"),
    ])
    func norwegianLettersStay(input: String, expected: String) {
        #expect(NorwegianFolding.fold(input) == expected)
    }

    @Test("ost, bar and aerlig never become øst, bår and ærlig")
    func distinctWords() {
        #expect(NorwegianFolding.fold("øst") != NorwegianFolding.fold("ost"))
        #expect(NorwegianFolding.fold("Bår") != NorwegianFolding.fold("bar"))
        #expect(NorwegianFolding.fold("ærlig") != NorwegianFolding.fold("aerlig"))
        #expect(NorwegianFolding.fold("år") != NorwegianFolding.fold("aar"))
    }

    @Test("Swedish and German ä and ö are æ and ø", arguments: [
        ("Järvinen", "jærvinen"), ("Öberg", "øberg"), ("MÄRTA", "mærta"), ("Malmö", "malmø"),
        ("\u{1FC}r", "ær"), ("\u{1FE}", "ø"), ("\u{1FA}", "å"),
    ])
    func swedishLetters(input: String, expected: String) {
        #expect(NorwegianFolding.fold(input) == expected)
    }

    @Test("decomposed (NFD) letters fold like composed ones", arguments: [
        ("ba\u{30A}r", "bår"), ("O\u{308}berg", "øberg"), ("Mu\u{308}ller", "muller"), ("Cafe\u{301}", "cafe"),
        ("A\u{30A}", "å"), ("\u{212B}ngstrøm", "ångstrøm"),
    ])
    func decomposedInput(input: String, expected: String) {
        #expect(NorwegianFolding.fold(input) == expected)
    }

    @Test("digits, punctuation and spaces are left alone")
    func otherCharacters() {
        #expect(NorwegianFolding.fold("Tlf. 22 11 80 00, kl. 8.30–15.00!") == "tlf. 22 11 80 00, kl. 8.30–15.00!")
        #expect(NorwegianFolding.fold("") == "")
    }

    @Test("folding twice changes nothing more", arguments: [
        "Østfold Café MÜLLER Järvinen ba\u{30A}r", "ÆØÅ äöü ÄÖÜ", "İ ß ǽ",
    ])
    func idempotent(input: String) {
        let once = NorwegianFolding.fold(input)
        #expect(NorwegianFolding.fold(once) == once)
        #expect(once != input)
    }
}
