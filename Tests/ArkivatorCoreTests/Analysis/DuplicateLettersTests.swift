import ArkivatorTestSupport
import Testing
@testable import ArkivatorCore

/// Letters written for these tests: two clinics' innkallinger (Bokmål), a Nynorsk epikrise,
/// a NAV vedtak and a prøvesvar, each with its own facts.
private enum Letters {
    static func innkalling(patient: String = "Sigrid Aasmundsen Lie", born: String = "14.08.1961",
                           date: String = "onsdag 12. mars 2025", time: String = "kl. 09.40",
                           reference: String = "2025/118734", written: String = "24. februar 2025") -> String {
        """
        Diakonhjemmet Sykehus
        Øre-nese-hals-poliklinikken
        Postboks 23 Vinderen, 0319 Oslo
        Vår ref.: \(reference)
        Oslo, \(written)
        \(patient)
        Bjørnstjerne Bjørnsons gate 7
        3044 Drammen
        INNKALLING TIL UNDERSØKELSE
        Pasient: \(patient), født \(born)
        Du er satt opp til høreundersøkelse og samtale med lege \(date) \(time).
        Møt i skranken i 2. etasje, bygg B, ti minutter før timen. Undersøkelsen tar omtrent en time.
        Ta med deg høreapparatet om du har et, og en oversikt over medisinene du bruker.
        Gi beskjed senest to virkedager før om du ikke kan komme; ellers må du betale et gebyr på 1 500 kroner.
        Egenandelen er 375 kroner og betales etter timen.
        Med vennlig hilsen
        Torunn Bækkelund
        overlege
        Telefon 22 45 10 00
        """
    }

    static let epikrise = """
        Helse Førde
        Førde sentralsjukehus, Medisinsk avdeling
        Svanehaugvegen 2, 6812 Førde
        EPIKRISE
        Pasient: Oddvar Hjelmeland Øvrebø, fødd 03.11.1948
        Innlagd: 02.01.2025   Utskriven: 09.01.2025
        Journalnummer: 554102
        Pasienten vart innlagd med tungpust og feber etter ei veke med hoste. Røntgen av lungene viste
        lungebetennelse i høgre underlapp. Han fekk intravenøs antibiotika i fire døgn og vart deretter
        sett over på tablettar. Oksygenmetninga var normal ved utskriving.
        Vidare plan: Fastlegen kontrollerer CRP om ti dagar. Ny røntgen om seks veker.
        Medisinar ved utskriving: Penicillin 1 g tre gonger dagleg i sju dagar.
        Med helsing
        Ingvild Sægrov, lege i spesialisering
        Kopi til: Fastlege Kjetil Myklebust, Førde legesenter
        """

    static let vedtak = """
        NAV Arbeid og ytelser
        Postboks 6600 Etterstad, 0607 Oslo
        Vedtak om arbeidsavklaringspenger
        Saksnummer: 4419027
        Dato: 17.04.2025
        Vi har innvilget søknaden din om arbeidsavklaringspenger fra 1. april 2025.
        Du får utbetalt 18 432 kroner hver fjortende dag. Vedtaket er gjort etter folketrygdloven § 11-5.
        Du kan klage innen seks uker fra du mottok dette brevet.
        """

    static let provesvar = """
        Fürst Medisinsk Laboratorium
        Søren Bulls vei 25, 1051 Oslo
        Prøvesvar
        Pasient: Nils Erik Vang, født 29.05.1990
        Prøvedato: 06.05.2025
        Rekvirent: Lege Hanne Torp, Grünerløkka legekontor
        Hemoglobin 14,2 g/dL (13,4–17,0)
        Ferritin 38 µg/L (30–400)
        TSH 2,1 mIE/L (0,5–4,3)
        Kommentar: Normale funn.
        """

    /// What a phone photo's OCR typically makes of a text: æ, ø and å misread, «m» read as
    /// «rn», digits read as letters, now and then a word lost, cut short or a speck read as
    /// a word, and the lines broken elsewhere.
    static func readAgain(_ text: String, seed: UInt64, rate: Double = 0.12) -> String {
        var random = SeededRandom(seed: seed)
        var words: [String] = []
        for word in text.split(whereSeparator: \.isWhitespace).map(String.init) {
            guard Double.random(in: 0..<1, using: &random) < rate else { words.append(word); continue }
            switch Int.random(in: 0..<6, using: &random) {
            case 0: continue
            case 1: words.append(word.replacingOccurrences(of: "ø", with: "o").replacingOccurrences(of: "å", with: "a"))
            case 2: words.append(word.replacingOccurrences(of: "æ", with: "ae").replacingOccurrences(of: "m", with: "rn"))
            case 3: words.append(word.replacingOccurrences(of: "0", with: "O").replacingOccurrences(of: "1", with: "l"))
            case 4: words.append(String(word.dropLast()))
            default: words.append(contentsOf: [word, "ii"])
            }
        }
        var lines: [String] = []
        var line: [String] = []
        for word in words {
            line.append(word)
            if line.count == Int.random(in: 5...11, using: &random) { lines.append(line.joined(separator: " ")); line = [] }
        }
        lines.append(line.joined(separator: " "))
        return lines.joined(separator: "\n")
    }
}

@Suite("Duplicate letters")
struct DuplicateLettersTests {
    @Test("the very same text is the same text")
    func sameText() {
        let resemblance = DuplicateLetters.resemblance(of: Letters.epikrise, to: Letters.epikrise)
        #expect(resemblance.verdict == .sameText)
        #expect(resemblance.textOverlap == 1)
    }

    static let readings: [(String, UInt64)] = [
        (Letters.innkalling(), 1), (Letters.innkalling(), 2), (Letters.epikrise, 3), (Letters.epikrise, 4),
        (Letters.vedtak, 5), (Letters.provesvar, 6),
    ]

    @Test("another OCR reading of the same page is the same letter", arguments: readings)
    func readAgain(letter: String, seed: UInt64) {
        let photo = Letters.readAgain(letter, seed: seed)
        #expect(photo != letter)
        let resemblance = DuplicateLetters.resemblance(of: letter, to: photo)
        #expect(resemblance.verdict == .sameLetter, "\(resemblance)")
    }

    @Test("two photos of one page, both misread, are the same letter")
    func twoPhotos() {
        let first = Letters.readAgain(Letters.epikrise, seed: 11), second = Letters.readAgain(Letters.epikrise, seed: 12)
        #expect(DuplicateLetters.resemblance(of: first, to: second).verdict == .sameLetter)
    }

    @Test("the PDF of a letter, with the portal's header and footer, is the letter photographed")
    func pdfAndPhoto() {
        let pdf = "Utskrift fra Helsenorge 2025-03-01\n" + Letters.innkalling() + "\nSide 1 av 1"
        let photo = Letters.readAgain(Letters.innkalling(), seed: 21)
        #expect(DuplicateLetters.resemblance(of: pdf, to: photo).isDuplicate)
    }

    @Test("the same clinic's innkalling for another day is another letter")
    func anotherAppointment() {
        let other = Letters.innkalling(date: "torsdag 3. april 2025", time: "kl. 13.15", reference: "2025/121906",
                                       written: "10. mars 2025")
        let resemblance = DuplicateLetters.resemblance(of: Letters.innkalling(), to: other)
        #expect(resemblance.textOverlap > 0.7, "one template: most of the words are the same")
        #expect(resemblance.verdict == .different)
        #expect(DuplicateLetters.resemblance(of: Letters.readAgain(Letters.innkalling(), seed: 31), to: other).verdict == .different)
    }

    @Test("the same clinic's innkalling for another person on the same day is another letter")
    func anotherPerson() {
        let sibling = Letters.innkalling(patient: "Eirik Aasmundsen Lie", born: "02.02.1964", reference: "2025/118735")
        #expect(DuplicateLetters.resemblance(of: Letters.innkalling(), to: sibling).verdict == .different)
    }

    @Test("only the time changed is another letter")
    func anotherTime() {
        let later = Letters.innkalling(time: "kl. 11.20")
        #expect(DuplicateLetters.resemblance(of: Letters.innkalling(), to: later).verdict == .different)
    }

    @Test("a letterhead read from a poor photo does not stand for every letter of the clinic")
    func letterheadOnly() {
        let head = Letters.innkalling().split(separator: "\n").prefix(3).joined(separator: "\n")
        let resemblance = DuplicateLetters.resemblance(of: head, to: Letters.innkalling(
            patient: "Arne Fossum", born: "30.12.1955", date: "fredag 9. mai 2025", reference: "2025/131002", written: "22. april 2025"))
        #expect(resemblance.textOverlap == 1, "every word of the letterhead is in the other letter")
        #expect(resemblance.verdict == .different)
    }

    static let unrelatedPairs: [(String, String)] = [(Letters.epikrise, Letters.vedtak), (Letters.provesvar, Letters.innkalling())]

    @Test("unrelated letters are different", arguments: unrelatedPairs)
    func unrelated(a: String, b: String) {
        let resemblance = DuplicateLetters.resemblance(of: a, to: b)
        #expect(resemblance.verdict == .different)
        #expect(resemblance.textOverlap < 0.2)
    }

    @Test("digits read as letters are put back where a piece is mostly digits", arguments: [
        ("2O25", "2025"), ("l4.03.2025", "14.03.2025"), ("S00", "500"), ("Oslo", "Oslo"), ("kl.O9", "kl.O9"), ("B", "B"),
    ])
    func digitRepair(read: String, repaired: String) {
        #expect(LetterFingerprint.repairingDigits(read) == repaired)
    }

    @Test("a letter's lookup terms are its numbers first, then its longest words, folded")
    func lookupTerms() {
        let terms = LetterFingerprint(text: Letters.vedtak).lookupTerms
        #expect(terms.first == "4419027")
        #expect(terms.contains("arbeidsavklaringspenger"))
        #expect(!terms.contains("kroner") || terms.firstIndex(of: "arbeidsavklaringspenger")! < terms.firstIndex(of: "kroner")!)
        #expect(terms.count <= LetterFingerprint.lookupTermLimit)
    }
}
