import ArkivatorTestSupport
import Foundation
import Testing
@testable import ArkivatorCore

/// A fictional family: nobody's real data.
private let family = [
    FamilyMember(id: 1, name: "Ingrid Solbakken Haugen", relationship: "meg selv", birthDate: CalendarDate(iso: "1986-03-14")),
    FamilyMember(id: 2, name: "Torstein Haugen", relationship: "ektefelle", birthDate: CalendarDate(iso: "1984-11-02")),
    FamilyMember(id: 3, name: "Oliver Solbakken Haugen", relationship: "barn", birthDate: CalendarDate(iso: "2018-06-21")),
    FamilyMember(id: 4, name: "Emma Solbakken Haugen", relationship: "barn", birthDate: CalendarDate(iso: "2021-09-08")),
]
private let ingrid: FamilyMember.ID = 1, oliver: FamilyMember.ID = 3, emma: FamilyMember.ID = 4

private let analyzer = LetterAnalyzer(family: family)
private let scanned = CalendarDate(iso: "2024-06-01")!

private func labLetter(_ day: Int, head: String = "Fürst Medisinsk Laboratorium AS") -> String {
    """
    \(head)
    Søren Bulls vei 25, 1051 Oslo

    Dato: \(String(format: "%02d", day)).04.2024

    Svarrapport

    Pasient: Torstein Haugen, født 02.11.1984

    Hemoglobin 14,8 g/dl (ref. 13,4-17,0)
    Ferritin 120 µg/l (ref. 30-400)
    """
}

private func navLetter(_ day: Int) -> String {
    """
    NAV Familie- og pensjonsytelser
    Postboks 6600 Etterstad, 0607 Oslo

    Ingrid Solbakken Haugen
    Solbergveien 14
    1357 Bekkestua

    Dato: \(String(format: "%02d", day)).05.2024

    Informasjon om utbetaling av barnetrygd

    Du får utbetalt barnetrygd for to barn fra neste måned. Beløpet blir satt inn på kontoen din.
    """
}

/// An example of `text` as the rules read it, confirmed with `change` applied.
private func example(_ text: String, _ change: (inout Document) -> Void = { _ in }) -> FamilyExample {
    let proposal = analyzer.analyze(text, scanDate: scanned)
    var document = Document(analysis: proposal, text: DocumentText(text: text, confidence: nil, lowConfidenceSpans: []),
                            scanDate: Date())
    change(&document)
    return FamilyExample(proposal: proposal, text: text).confirmed(by: document)
}

private func learned(_ text: String, from examples: [FamilyExample]) -> LetterAnalysis {
    FamilyHabits(examples: examples, family: family).applied(to: analyzer.analyze(text, scanDate: scanned), text: text)
}

@Suite("What the family's corrections teach the analysis")
struct FamilyHabitsTests {
    @Test("the family's name for a letterhead replaces the long one the rules read, also through OCR noise")
    func institutionRenamed() throws {
        let rules = analyzer.analyze(labLetter(3), scanDate: scanned)
        try #require(rules.institution != nil && rules.institution != "Fürst", "the rules must read a name of their own")
        let examples = [example(labLetter(2)) { $0.institution = "Fürst" }]
        let after = learned(labLetter(3), from: examples)
        #expect(after.institution == "Fürst")
        #expect(after.learnedFields.contains(.institution))
        #expect(learned(labLetter(4, head: "Furst Medisinsk Laboratoriurn AS"), from: examples).institution == "Fürst")
        // A sender the family has not renamed keeps the rules' name.
        #expect(learned(navLetter(3), from: examples).institution == analyzer.analyze(navLetter(3), scanDate: scanned).institution)
    }

    @Test("a sender's usual person fills in for an unsure rule, after two letters and not after one")
    func usualPerson() throws {
        let rules = analyzer.analyze(gpLetter(20), scanDate: scanned)
        try #require(rules.person?.id != oliver)
        try #require(rules.person == nil || rules.confidence.person < FamilyHabits.confidentPerson)
        let one = [example(gpLetter(1)) { $0.personID = oliver }]
        #expect(learned(gpLetter(20), from: one).person?.id == rules.person?.id, "one correction flips nobody")
        let two = one + [example(gpLetter(8)) { $0.personID = oliver }]
        let after = learned(gpLetter(20), from: two)
        #expect(after.person?.id == oliver)
        #expect(after.personIndex == 2)
        #expect(after.learnedFields.contains(.person))
        #expect(after.confidence.person >= 0.6 && after.confidence.person < 0.9)
    }

    @Test("a stray correction among the sender's letters does not win the majority")
    func strayCorrection() {
        let examples = [example(gpLetter(1)) { $0.personID = oliver }, example(gpLetter(2)) { $0.personID = emma },
                        example(gpLetter(3)) { $0.personID = oliver }, example(gpLetter(4)) { $0.personID = oliver }]
        #expect(learned(gpLetter(20), from: examples).person?.id == oliver)
        let split = [example(gpLetter(1)) { $0.personID = oliver }, example(gpLetter(2)) { $0.personID = emma }]
        #expect(!learned(gpLetter(20), from: split).learnedFields.contains(.person))
    }

    @Test("a person the rules found surely is never overridden: a letter naming Emma as patient is about Emma")
    func confidentPersonKept() throws {
        let text = gpLetter(20, patientLine: "Pasient: Emma Solbakken Haugen, født 08.09.2021")
        let rules = analyzer.analyze(text, scanDate: scanned)
        try #require(rules.person?.id == emma && rules.confidence.person >= FamilyHabits.confidentPerson)
        let examples = (1...5).map { day in example(gpLetter(day)) { $0.personID = oliver } }
        let after = learned(text, from: examples)
        #expect(after.person?.id == emma)
        #expect(!after.learnedFields.contains(.person))
    }

    @Test("letters the rules call «annet» are filed as the family files that sender's, after two")
    func typeHabit() throws {
        let rules = analyzer.analyze(navLetter(20), scanDate: scanned)
        try #require(rules.docType == .annet)
        let one = [example(navLetter(1)) { $0.docType = .vedtak }]
        #expect(learned(navLetter(20), from: one).docType == .annet)
        let two = one + [example(navLetter(9)) { $0.docType = .vedtak }]
        let after = learned(navLetter(20), from: two)
        #expect(after.docType == .vedtak)
        #expect(after.learnedFields.contains(.docType))
        #expect(after.title.hasPrefix("2024-05-20 Vedtak"), "the title leads with the learned type: \(after.title)")
    }

    @Test("a type the rules are sure of is kept")
    func confidentTypeKept() throws {
        let rules = analyzer.analyze(labLetter(20), scanDate: scanned)
        try #require(rules.docType == .labSvar && rules.confidence.docType >= FamilyHabits.confidentType)
        let examples = (1...4).map { day in example(labLetter(day)) { $0.docType = .epikrise } }
        #expect(learned(labLetter(20), from: examples).docType == .labSvar)
    }

    @Test("the family's title words for a sender's letters, with the letter's own date and person")
    func preferredTitle() throws {
        let examples = [example(gpLetter(1)) { $0.personID = oliver; $0.title = "2024-03-01 Beskjed fastlegen Oliver" },
                        example(gpLetter(2)) { $0.personID = oliver; $0.title = "2024-03-02 Beskjed fastlegen Oliver" }]
        let after = learned(gpLetter(20), from: examples)
        #expect(after.title == "2024-03-20 Beskjed fastlegen Oliver")
        #expect(after.learnedFields.contains(.title))
        // The person in the family's words follows the letter's own person.
        let emmasLetter = gpLetter(21, patientLine: "Pasient: Emma Solbakken Haugen, født 08.09.2021")
        #expect(learned(emmasLetter, from: examples).title == "2024-03-21 Beskjed fastlegen Emma")
        // A family that keeps the titles made for it is proposed them still.
        let kept = [example(gpLetter(1)) { $0.personID = oliver }, example(gpLetter(2)) { $0.personID = oliver }]
        #expect(!learned(gpLetter(20), from: kept).learnedFields.contains(.title))
    }

    @Test("the words of the family's own letters are a prior for a person the rules found no one for")
    func wordPrior() throws {
        func letter(_ sender: String, _ body: String) -> String {
            "\(sender)\nStorgata 1, 0155 Oslo\n\nDato: 01.02.2024\n\nMelding\n\n\(body)\n"
        }
        let oliverWords = "Astmaen er bedre. Inhalatoren brukes morgen og kveld, og lungefunksjonen var fin på skolen."
        let emmaWords = "Eksemet i albuene er roligere. Fuktighetskremen smøres på etter badet i barnehagen."
        var examples: [FamilyExample] = []
        for n in 0..<4 {
            examples.append(example(letter("Avsender \(n)", oliverWords)) { $0.personID = oliver })
            examples.append(example(letter("Annen avsender \(n)", emmaWords)) { $0.personID = emma })
        }
        let text = letter("Ukjent klinikk", "Inhalatoren og astmaen: lungefunksjonen er målt på nytt.")
        try #require(analyzer.analyze(text, scanDate: scanned).person == nil)
        let after = learned(text, from: examples)
        #expect(after.person?.id == oliver)
        #expect(after.confidence.person < 0.6, "a prior is a guess the review still asks about")
        #expect(learned(text, from: Array(examples.prefix(4))).person == nil, "too few letters for a prior")
    }

    @Test("letters nobody looked at teach nothing")
    func unconfirmedTeachNothing() {
        let proposal = analyzer.analyze(gpLetter(1), scanDate: scanned)
        let unconfirmed = (1...5).map { _ in FamilyExample(proposal: proposal, text: gpLetter(1)) }
        let habits = FamilyHabits(examples: unconfirmed, family: family)
        #expect(habits.isEmpty)
        #expect(habits.applied(to: proposal, text: gpLetter(1)) == proposal)
    }

    @Test("sender keys: the rules' institution, else the first lines, folded against OCR noise")
    func senderKeys() {
        #expect(FamilyHabits.senderKey(institution: "Fürst Medisinsk Laboratorium AS", text: "")
                == FamilyHabits.senderKey(institution: "FURST medisinsk laboratorium", text: ""))
        #expect(FamilyHabits.senderKey(institution: nil, text: "\nLUND FYSIO & TRENING\nStasjonsveien 4\nmer")
                == FamilyHabits.senderKey(institution: nil, text: "Lund Fysio & Trening\nStasjonsveien 4\n"))
        #expect(!FamilyHabits.words(of: "Fødselsnummer 14038612345, time kl. 10.15").contains { $0.contains { $0.isNumber } })
    }

    // The time is printed as a figure, not judged: a busy machine says nothing about the code.
    @Test("habits build from three thousand examples and apply twenty times, the rules' title kept")
    func boundedCost() {
        let base = [example(gpLetter(1)) { $0.personID = oliver }, example(labLetter(1)) { $0.institution = "Fürst" },
                    example(navLetter(1)) { $0.docType = .vedtak }]
        let many = (0..<3000).map { i -> FamilyExample in
            var e = base[i % 3]
            e.sender += " \(i % 300)"
            e.words = e.words + ["ord\(i % 997)", "tema\(i % 41)"]
            return e
        }
        let rules = analyzer.analyze(gpLetter(20), scanDate: scanned)
        let clock = ContinuousClock()
        var after = rules
        let elapsed = clock.measure {
            let habits = FamilyHabits(examples: many, family: family)
            for _ in 0..<20 { after = habits.applied(to: rules, text: gpLetter(20)) }
        }
        print("family habits figure: 3000 examples built and applied 20 times in \(elapsed)")
        #expect(after.title.hasPrefix("2024-03-20"))
    }
}
