import Testing
@testable import ArkivatorCore

@Suite("What OCR makes of letterheads and headings")
struct AnalysisOCRArtefactTests {
    @Test("a logo read as a capital letter is not part of the GP office's name")
    func logoLetterBeforeName() {
        let text = """
            Å Torget legesenter
            Fastlegekontor
            Dato: 31.08.2025
            Legemiddelliste
            Ventoline 0,1 mg/dose 2 doser ved behov
            """
        let analysis = LetterAnalyzer(family: []).analyze(text, scanDate: CalendarDate(year: 2026, month: 1, day: 1)!)
        #expect(analysis.institution == "Torget legesenter")
        #expect(!analysis.title.contains(" Å "))
    }

    @Test("a heading word already inside a keyword is not added again")
    func noRepeatedKeywordWords() {
        let text = """
            Bærum kommune
            Vedtak om praktisk bistand
            Sandvika, 3. nov. 2025
            """
        let analysis = LetterAnalyzer(family: []).analyze(text, scanDate: CalendarDate(year: 2026, month: 1, day: 1)!)
        let words = analysis.keywords.flatMap { $0.lowercased().split(separator: " ") }
        #expect(words.count == Set(words).count, "\(analysis.keywords)")
    }
}

@Suite("Institution names with a misread letter")
struct InstitutionNearMissTests {
    @Test("a letterhead with one letter misread still names the institution")
    func misreadLetterhead() {
        let text = """
            First Medisinsk Laboratorium
            Avdeling for medisinsk biokjemi
            Rapportdato: 19.08.2025
            PRØVESVAR
            CRP 34,7 mg/L <5
            """
        let analysis = LetterAnalyzer(family: []).analyze(text, scanDate: CalendarDate(year: 2026, month: 1, day: 1)!)
        #expect(analysis.institution == "Fürst Medisinsk Laboratorium")
    }

    @Test("a short or unrelated line is no near miss")
    func noFalseNearMiss() {
        #expect(InstitutionFinder.editDistance(Array("abc".utf8), Array("abd".utf8), limit: 2) == 1)
        #expect(InstitutionFinder.editDistance(Array("kitten".utf8), Array("sitting".utf8), limit: 5) == 3)
        #expect(InstitutionFinder.editDistance(Array("kitten".utf8), Array("sitting".utf8), limit: 1) == 2)
        let text = """
            Fysioterapeut Kari Nordli
            Storgata 12
            Dato: 19.08.2025
            Timebekreftelse
            """
        let analysis = LetterAnalyzer(family: []).analyze(text, scanDate: CalendarDate(year: 2026, month: 1, day: 1)!)
        #expect(analysis.institution == nil || analysis.institution?.contains("Fysioterapeut") == true)
    }
}
