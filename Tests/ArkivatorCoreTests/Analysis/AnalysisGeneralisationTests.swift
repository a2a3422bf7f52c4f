import Testing
@testable import ArkivatorCore

/// Whole letters written unlike the development corpus: every field is asserted.
@Suite("Letter analysis on letters of other wordings")
struct AnalysisGeneralisationTests {
    typealias F = AnalysisFixtures

    @Test("a Nynorsk innkalling from Helse Førde")
    func nynorskInnkalling() {
        let a = F.analyze(F.nynorskInnkallingForde)
        #expect(a.docType == .innkalling)
        #expect(a.documentDate == F.date("2025-03-12"))
        #expect(a.appointment == F.time("2025-04-08T10:15"))
        #expect(a.institution == "Helse Førde")
        #expect(a.department == "Ortopedisk poliklinikk")
        #expect(a.specialty == "Ortopedi")
        #expect(a.person?.name == "Kari Nordmann")
        #expect(a.personnummerFound)
        #expect(a.fodselsnummerOccurrences.map(\.number.digits) == ["14038510070"])
        #expect(a.title == "2025-03-12 Innkalling ortopedisk poliklinikk Helse Førde")
    }

    @Test("a municipality's decision on practical help with a right to appeal")
    func kommuneVedtak() {
        let a = F.analyze(F.baerumVedtak)
        #expect(a.docType == .vedtak)
        #expect(a.documentDate == F.date("2025-02-04"))
        #expect(a.appointment == nil)
        #expect(a.institution == "Bærum kommune")
        #expect(a.institutionKind == .municipality)
        #expect(a.specialty == nil)
        #expect(a.person?.name == "Gerd Nilsen")
        #expect(!a.personnummerFound)
        #expect(a.keywords.contains("praktisk bistand"))
        #expect(a.title == "2025-02-04 Vedtak praktisk bistand hjemmehjelp innvilget Bærum kommune")
    }

    @Test("a private clinic's answer to a referral is an innkalling")
    func volvatAnswer() {
        let a = F.analyze(F.volvatSvarPaHenvisning)
        #expect(a.docType == .innkalling)
        #expect(a.documentDate == F.date("2025-08-20"))
        #expect(a.appointment == F.time("2025-09-01T08:40"))
        #expect(a.institution == "Volvat Majorstuen")
        #expect(a.specialty == "Øre-nese-hals")
        #expect(a.person?.name == "Ola Nordmann")
        #expect(!a.personnummerFound)
        #expect(a.title.hasPrefix("2025-08-20 Innkalling"))
        #expect(a.title.hasSuffix("Volvat Majorstuen"))
    }

    @Test("a Helfo refund decision; its account number is no fødselsnummer")
    func helfo() {
        let a = F.analyze(F.helfoVedtak)
        #expect(a.docType == .vedtak)
        #expect(a.documentDate == F.date("2025-06-02"))
        #expect(a.institution == "Helfo")
        #expect(a.specialty == nil)
        #expect(a.person?.name == "Kari Nordmann")
        #expect(!a.personnummerFound)
        #expect(a.keywords.contains("refusjon"))
        #expect(a.keywords.contains("fysioterapi"))
        #expect(a.title == "2025-06-02 Vedtak refusjon av utgifter til fysioterapi innvilget Helfo")
    }

    @Test("a Unilabs svarrapport is dated by its Utskrevet line, not the sample")
    func unilabs() {
        let a = F.analyze(F.unilabsSvarrapport)
        #expect(a.docType == .labSvar)
        #expect(a.documentDate == F.date("2025-10-16"))
        #expect(a.institution == "Unilabs")
        #expect(a.specialty == nil)
        #expect(a.person?.name == "Ola Nordmann")
        #expect(a.personnummerFound)
        #expect(Array(a.keywords.prefix(3)) == ["Hemoglobin", "Ferritin", "Kreatinin"])
        #expect(!a.keywords.contains { $0.contains("Moe") || $0.contains("Aas") })
        #expect(a.title == "2025-10-16 Svarrapport Hemoglobin Ferritin Kreatinin fra Unilabs")
    }

    @Test("a GP's medication list is dated by Utskriftsdato and is Allmennmedisin")
    func legemiddelliste() {
        let a = F.analyze(F.gpLegemiddelliste)
        #expect(a.docType == .resept)
        #expect(a.documentDate == F.date("2025-11-03"))
        #expect(a.institution == "Bekkestua legesenter")
        #expect(a.institutionKind == .gp)
        #expect(a.specialty == "Allmennmedisin")
        #expect(a.person?.name == "Gerd Nilsen")
        #expect(a.keywords == ["Metformin", "Atorvastatin", "Eliquis"])
        #expect(a.title == "2025-11-03 Legemiddelliste Metformin Atorvastatin fra Bekkestua legesenter")
    }

    @Test("an epikrise from UNN: admission and discharge are not the letter's date")
    func unnEpikrise() {
        let a = F.analyze(F.unnEpikrise)
        #expect(a.docType == .epikrise)
        #expect(a.documentDate == F.date("2025-09-15"))
        #expect(a.appointment == nil)
        #expect(a.institution == "Universitetssykehuset Nord-Norge")
        #expect(a.department == "Medisinsk klinikk, Lungemedisinsk avdeling")
        #expect(a.specialty == "Lungesykdommer")
        #expect(a.person?.name == "Kari Nordmann")
        #expect(a.keywords.prefix(2) == ["astma", "pneumoni"])
        #expect(!a.keywords.contains { $0.contains("Hansen") || $0.contains("Lund") })
        #expect(a.title.hasPrefix("2025-09-15 Epikrise"))
        #expect(a.title.hasSuffix("UNN"))
    }

    @Test("OCR damage: O for 0, o for ø, l for i, a line break inside the time")
    func ocrDamage() {
        let a = F.analyze(F.ocrDamagedInnkalling)
        #expect(a.docType == .innkalling)
        #expect(a.documentDate == F.date("2025-10-02"))
        #expect(a.appointment == F.time("2025-10-16T09:30"))
        #expect(a.institution == "St. Olavs hospital")
        #expect(a.department == "Kvinneklinikken")
        #expect(a.specialty == "Gynekologi")
        #expect(a.person?.name == "Sofie Lie")
        #expect(a.title == "2025-10-02 Innkalling kvinneklinikken St. Olavs hospital")
    }

    @Test("a birth date first and an appointment after the letter date")
    func birthDateFirst() {
        let a = F.analyze(F.birthDateFirst)
        #expect(a.docType == .innkalling)
        #expect(a.documentDate == F.date("2025-11-28"))
        #expect(a.appointment == F.time("2026-01-12T08:15"))
        #expect(a.institution == "Sykehuset i Vestfold")
        #expect(a.specialty == "Nevrologi")
        #expect(a.person?.name == "Magnus Nordmann")
        #expect(a.keywords.contains("EEG"))
        #expect(a.title == "2025-11-28 Innkalling nevrologisk avdeling SiV")
    }

    @Test("a NAV decision in Nynorsk")
    func navNynorsk() {
        let a = F.analyze(F.navNynorsk)
        #expect(a.docType == .vedtak)
        #expect(a.documentDate == F.date("2025-05-07"))
        #expect(a.institution == "NAV")
        #expect(a.specialty == nil)
        #expect(a.person?.name == "Ola Nordmann")
        #expect(a.title == "2025-05-07 Vedtak arbeidsavklaringspengar innvilget NAV")
    }

    @Test("a referral is sent by the GP and its specialty is the receiving department's")
    func referral() {
        let a = F.analyze(F.gpHenvisningTilAleris)
        #expect(a.docType == .henvisning)
        #expect(a.documentDate == F.date("2025-06-03"))
        #expect(a.institution == "Majorstuen legesenter")
        #expect(a.specialty == "Ortopedi")
        #expect(a.person?.name == "Ola Nordmann")
        #expect(a.keywords.contains("meniskskade"))
        #expect(a.title == "2025-06-03 Henvisning til ortopedisk avdeling fra Majorstuen legesenter")
    }

    @Test("no family member named: no person", arguments: [
        "Oslo universitetssykehus HF\nEpikrise\nPasient: Per Pettersen, født 01.01.1970\nOslo, 3.11.2025",
    ])
    func stranger(_ text: String) {
        let a = F.analyze(text)
        #expect(a.person == nil)
        #expect(a.documentDate == F.date("2025-11-03"))
    }

    @Test("every field has a confidence between 0 and 1")
    func confidences() {
        for text in [F.nynorskInnkallingForde, F.unnEpikrise, F.ocrDamagedInnkalling, "tom"] {
            let c = F.analyze(text).confidence
            for v in [c.docType, c.documentDate, c.appointment, c.institution, c.department, c.specialty, c.person, c.keywords, c.title] {
                #expect((0...1).contains(v))
            }
        }
        #expect(F.analyze("tom").confidence.weakFields().contains("documentDate"))
    }
}
