import Testing

@testable import ArkivatorCore

/// The one detector, form by form: what it accepts, at which reach, and what it refuses.
@Suite("Finding fødselsnumre in text")
struct FodselsnummerFinderTests {
    /// Valid under the classic rule: 15.01.1980, individnummer 100, control digits 35.
    static let number = "15018010035"
    static let birth = String(number.prefix(6))
    static let personal = String(number.suffix(5))
    /// The same digits with the last control digit off by one: right shape, wrong control digits.
    static let misread = "15018010036"

    static func found(_ text: String, reaching reach: Fodselsnummer.Reach = .sensitive) -> [String] {
        Fodselsnummer.findings(in: text, reaching: reach).map(\.digits)
    }

    @Test("the test numbers are what they claim to be")
    func fixtures() {
        #expect(Fodselsnummer(Self.number) != nil)
        #expect(Fodselsnummer(Self.misread) == nil)
        #expect(makeNumber("150180", individ: 100...499) == Self.number)
    }

    @Test("every way a letter writes the two groups apart is one number", arguments: [
        "", " ", "  ", "   ", "    ", "\t", " \t ", "\u{00A0}", "\u{00A0}\u{00A0}", "\u{202F}", "\u{2009}", "\u{2008}",
        "\u{2007}", "\u{3000}", ".", "-", " - ", "  -  ", " . ", "\u{2013}", " \u{2013} ", "\u{2011}", "\u{2010}", "+",
        "%20", "%2D", "%2d", "%2B", "%C2%A0", "\n", " \n", "-\n", "\r\n", "\n  ",
    ])
    func separators(_ separator: String) throws {
        let text = "Pasient: Kari Nordli \(Self.birth)\(separator)\(Self.personal) bor i Bodø."
        let findings = Fodselsnummer.findings(in: text, reaching: .validNumbers)
        try #require(findings.count == 1)
        #expect(findings[0].number?.digits == Self.number)
        #expect(String(text[findings[0].range]) == Self.birth + separator + Self.personal)
    }

    @Test("too much or the wrong thing between the groups is not one number", arguments: [
        "     ", "--", ". -", "/", " / ", "__", "_ -", ",", ", ", ":", " og ", "\n\n", "\n \n", "\u{2014}",
    ])
    func notSeparators(_ separator: String) {
        let text = "Ref. \(Self.birth)\(separator)\(Self.personal)."
        #expect(Self.found(text, reaching: .anythingShaped).isEmpty)
    }

    @Test("a number broken anywhere across a line end is found when its control digits hold")
    func brokenAcrossLines() {
        for split in 1...10 {
            let text = "Fnr: \(Self.number.prefix(split))\n\(Self.number.dropFirst(split)) Oslo"
            #expect(Self.found(text, reaching: .validNumbers) == [Self.number], "split after \(split)")
            let wrong = "Fnr: \(Self.misread.prefix(split))\n\(Self.misread.dropFirst(split)) Oslo"
            #expect(Self.found(wrong, reaching: .anythingShaped).isEmpty, "a guess across lines needs its control digits")
        }
        // Only a line end lets groups other than six and five make a number.
        #expect(Self.found("\(Self.number.prefix(8)) \(Self.number.dropFirst(8))", reaching: .anythingShaped).isEmpty)
    }

    @Test("OCR's letters for digits are read as digits when the number holds", arguments: [
        // (the number as OCR wrote it, what it stands for)
        ("15O18010035", "O for 0"), ("15o18o10035", "o for 0, twice"), ("l5018010035", "l for 1"),
        ("15018010O3S", "O and S in the personal digits"), ("I50180 10035", "I for 1, spaced"),
        ("|50180 10035", "| for 1"), ("150IB0 I0035", "I and B, and I in the second group"),
    ])
    func confusions(_ written: String, _ why: String) {
        let text = "f.nr.: \(written), innlagt 03.02.2025"
        #expect(Self.found(text, reaching: .validNumbers) == [Self.number], "\(why)")
    }

    @Test("letters for digits do not make a number of a word, nor one whose control digits fail")
    func confusionsRefused() {
        // Three letters in one group are a word more than a number.
        #expect(Self.found("Ref SOl8Ol 10035", reaching: .anythingShaped).isEmpty)
        // With a letter read as a digit and the control digits off: too much guessing.
        #expect(Self.found("Ref 15O18010036", reaching: .anythingShaped).isEmpty)
        // Edge letters that belong to a word are the word's: «OSLO» is no 0 and no 5.
        #expect(Self.found("OSLO\(Self.number)") == [Self.number])
        #expect(Self.found("Bodø SOB lOl IIS", reaching: .anythingShaped).isEmpty)
    }

    @Test("a table printed as text with bars around the number")
    func barsAroundTheNumber() {
        let text = "| Kari Nordli |\(Self.birth) \(Self.personal)| Storgata 1 |"
        let findings = Fodselsnummer.findings(in: text, reaching: .validNumbers)
        #expect(findings.map(\.digits) == [Self.number])
        #expect(findings.first.map { String(text[$0.range]) } == "\(Self.birth) \(Self.personal)")
    }

    @Test("zero-width characters, soft hyphens and search marks between the digits are looked through")
    func transparent() {
        for mark in ["\u{200B}", "\u{200C}", "\u{200D}", "\u{00AD}", "\u{E000}", "\u{E001}", "\u{2060}", "\u{FEFF}"] {
            let text = "nr \(Self.birth.prefix(3))\(mark)\(Self.birth.dropFirst(3)) \(mark)\(Self.personal)"
            #expect(Self.found(text, reaching: .validNumbers) == [Self.number])
        }
    }

    @Test("labels make a number whose control digits fail sensitive, never a person's number", arguments: [
        "FNR: ", "Fnr ", "fnr.", "F.nr. ", "f. nr.: ", "Fødselsnr. ", "Fødselsnummer: ", "Fodselsnummer ", "Personnr: ",
        "Pers.nr. ", "Personnummer ", "Pnr ", "D-nummer: ", "D-nr. ", "Fødselsnummer/D-nummer: ", "Fnr/Dnr: ",
        "H-nummer ", "Felles hjelpenummer: ", "FH-nummer ", "(f.nr. ", "Pasient: Kari Nordli, fnr ", "Fødsels- og personnummer: ", "Fødselsnummer\n",
        "Fødselsnummer:\n   ", "FØDSELSNUMMER\n\n",
    ])
    func labelled(_ label: String) throws {
        let text = "\(label)\(Self.birth)  \(String(Self.misread.suffix(5)))"
        let findings = Fodselsnummer.findings(in: text, reaching: .sensitive)
        try #require(findings.count == 1)
        #expect(findings[0].isLabelled)
        #expect(findings[0].number == nil)
        #expect(findings[0].reach == .sensitive)
        #expect(Fodselsnummer.occurrences(in: text).isEmpty, "not used for person matching")
        #expect(Fodselsnummer.redacting(text).contains(Fodselsnummer.redactionMark))
    }

    @Test("what is not a label leaves a number whose control digits fail to logs and snippets only", arguments: [
        "Kontonummer ", "Ordrenr. ", "Prøve-ID: ", "Saksnr ", "Ref: ", "Fnr Kari Nordli ",
        "Fødselsnummer og adresse er oppgitt i skjemaet som ble sendt inn til oss\n",
    ])
    func notLabelled(_ text: String) {
        let line = "\(text)\(Self.misread)"
        #expect(Self.found(line, reaching: .sensitive).isEmpty)
        #expect(Self.found(line, reaching: .anythingShaped) == [Self.misread])
    }

    @Test("runs that go on, other groupings and dates are not numbers", arguments: [
        "1\(number)", "\(number)2", "1\(birth) \(personal)", "\(birth) \(personal)9", "\(birth)\(personal.prefix(4))",
        "15.01.1980", "150180", "15..01.80 10035", "1501 80 10035", "15 01 8010035", "15  01 80 10035", "15.01.80\n10035",
        "1234 56 78903", "1234.56.78903", "983 971 709",
        "22 11 80 80", "\(birth) •••••", "\(birth) \u{2022}\u{2022}\u{2022}\u{2022}\u{2022}",
    ])
    func notNumbers(_ text: String) {
        #expect(Self.found("Nr. \(text) her", reaching: .anythingShaped).isEmpty)
    }

    @Test("the forms only logs and snippets read: the date in three groups, an underscore between the groups", arguments: [
        "\(birth)_\(personal)", "15 01 80 10035", "15.01.80 10035", "15.01.80-10035", "15-01-80 10035", "15_01_80_10035",
        "15.01.80  \(misread.suffix(5))", "Fnr: 15 01 80 \(misread.suffix(5))",
    ])
    func looseForms(_ written: String) throws {
        let text = "Logg: \(written) slutt"
        #expect(Self.found(text, reaching: .sensitive).isEmpty, "a letter's text is not read so")
        let findings = Fodselsnummer.findings(in: text, reaching: .anythingShaped)
        try #require(findings.count == 1)
        #expect(findings[0].isLoose && findings[0].reach == .anythingShaped)
        #expect(written.hasSuffix(String(text[findings[0].range])) && text[findings[0].range].hasPrefix("15"))
        #expect(!Fodselsnummer.masking(text, reaching: .anythingShaped).contains(String(findings[0].digits.suffix(5))))
        #expect(throws: FodselsnummerError.notDigits) { try Fodselsnummer(parsing: written) }
    }

    @Test("each reach includes the one before it")
    func reaches() {
        let text = "A \(Self.number), B Fnr: \(Self.misread), C ordre \(Self.misread.prefix(6)) \(Self.misread.suffix(5))"
        #expect(Self.found(text, reaching: .validNumbers) == [Self.number])
        #expect(Self.found(text, reaching: .sensitive) == [Self.number, Self.misread])
        #expect(Self.found(text, reaching: .anythingShaped) == [Self.number, Self.misread, Self.misread])
    }

    @Test("masking turns the five personal digits into bullets and keeps everything between them")
    func masking() {
        #expect(Fodselsnummer.masking("Fnr \(Self.birth)  \(Self.personal).", reaching: .sensitive)
            == "Fnr \(Self.birth)  •••••.")
        let marked = "\u{E000}\(Self.birth)\u{E001}\u{00A0}\(Self.personal.prefix(2))\u{E000}\(Self.personal.dropFirst(2))"
        #expect(Fodselsnummer.masking(marked, reaching: .anythingShaped)
            == "\u{E000}\(Self.birth)\u{E001}\u{00A0}••\u{E000}•••")
        #expect(Fodselsnummer.masking("konto 1234.56.78903", reaching: .anythingShaped) == "konto 1234.56.78903")
    }

    @Test("scanning only the stretches a first look by bytes picks finds what scanning everything finds")
    func firstLook() {
        // Texts made of what numbers, their separators and their surroundings are made of,
        // shuffled: digits and the letters OCR reads for them, every separator and mark looked
        // through, letters that end a group, labels, and the valid and misread test numbers.
        let pieces = [
            "0", "1", "5", "9", "O", "o", "l", "I", "|", "S", "B", " ", "  ", "\t", "\n", "\r\n", ".", "-", "+", "%20",
            "%2D", "%2b", "%C2%A0", "%", "\u{00A0}", "\u{2009}", "\u{2013}", "\u{2212}", "\u{2028}", "\u{00AD}",
            "\u{200B}", "\u{E000}", "\u{E001}", "\u{FEFF}", "\u{0301}", "ø", "Å", "é", "×", "a", "k", ":", "/", ",", "Fnr: ",
            "_", "15", "01", "80", "Fødselsnummer\n", Self.birth, Self.personal, Self.number, Self.misread, String(Self.misread.suffix(5)),
            "15O180", "1OO35", "10O3S", "O3S", "\(Self.birth)\u{2060}",
        ]
        var generator = SystemRandomNumberGenerator()
        var found = 0
        for _ in 0..<20_000 {
            let text = (0..<Int.random(in: 1...14, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined()
            let scanned = Fodselsnummer.scannedFindings(in: text, reaching: .anythingShaped)
            found += scanned.isEmpty ? 0 : 1
            #expect(Fodselsnummer.findings(in: text, reaching: .anythingShaped) == scanned, "\(text.debugDescription)")
        }
        #expect(found > 1_000, "the texts hold numbers often enough to test the first look")
        // Dates, times and phone numbers, as list snippets are full of, are passed over.
        for text in ["Time 03.02.2025 kl. 10:30, tlf. 73 86 12 34.", "Ref 2025/1234-5, faks 22 11 80 80", "kr 1 375,00"] {
            #expect(TextScan.stretches(in: text).isEmpty)
        }
    }

    @Test("a number typed for a profile may use the same separators as a letter")
    func parsing() throws {
        for separator in ["  ", "\u{00A0}", " - ", "\u{2013}", "."] {
            #expect(try Fodselsnummer(parsing: "\(Self.birth)\(separator)\(Self.personal)").digits == Self.number)
        }
        #expect(throws: FodselsnummerError.notDigits) { try Fodselsnummer(parsing: "\(Self.birth)\n\(Self.personal)") }
        #expect(throws: FodselsnummerError.notDigits) { try Fodselsnummer(parsing: "\(Self.birth)     \(Self.personal)") }
        #expect(throws: FodselsnummerError.notDigits) { try Fodselsnummer(parsing: "15O18010035") }
    }
}
