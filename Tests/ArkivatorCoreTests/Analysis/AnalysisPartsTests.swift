import Testing
@testable import ArkivatorCore

@Suite("Norwegian dates")
struct AnalysisDateParsingTests {
    private func first(_ line: String, year: Int = 2025) -> DateMention? {
        NorwegianDateParser.mentions(in: line, lineIndex: 0, referenceYear: year).first
    }

    @Test("every written form of 3 November 2025", arguments: [
        "3. november 2025", "3. nov. 2025", "3. nov 2025", "03.11.2025", "3.11.25", "2025-11-03", "03. 11. 2025",
        "03.11. 2025", "3 november 2025", "3.november2025", "3. NOVEMBER 2025", "Trondheim, 3. november 2025",
        "mandag 3. november 2025", "måndag 3. november 2025", "3/11-25", "3/11/2025", "Dato: 031125", "Dato:03112025",
        "3. novernber 2025", "3. Nov. 2025",
    ])
    func forms(_ line: String) {
        #expect(first(line)?.date == CalendarDate(year: 2025, month: 11, day: 3))
    }

    @Test("OCR look-alikes inside digit groups are read as digits")
    func ocrDigits() {
        let repaired = TextRepair.repairDigitGroups("Dato: O3.l1.2O25 kl. O9.3O, Olsen og mmol/l")
        #expect(repaired == "Dato: 03.11.2025 kl. 09.30, Olsen og mmol/l")
        let line = LetterText("Dato: O3.l1.2O25").lines[0].text
        #expect(first(line)?.date == CalendarDate(year: 2025, month: 11, day: 3))
    }

    @Test("times: kl. 09.30, klokka 9:30, kl 0930, kl. 9")
    func times() {
        #expect(first("3. november 2025 kl. 09.30")?.time == ClockTime(hour: 9, minute: 30))
        #expect(first("3. november 2025 klokka 9:30")?.time == ClockTime(hour: 9, minute: 30))
        #expect(first("03.11.2025 kl 0930")?.time == ClockTime(hour: 9, minute: 30))
        #expect(first("03.11.2025, 14:15")?.time == ClockTime(hour: 14, minute: 15))
        #expect(first("tirsdag 4. mars kl. 9")?.time == ClockTime(hour: 9, minute: 0))
        #expect(first("kl. 10.30 mandag 3. november 2025")?.time == ClockTime(hour: 10, minute: 30))
        #expect(NorwegianDateParser.leadingTime(in: "Klokkeslett: 08:40") == ClockTime(hour: 8, minute: 40))
        #expect(NorwegianDateParser.leadingTime(in: "Tid: kl. 13.00") == ClockTime(hour: 13, minute: 0))
    }

    @Test("a weekday before the date is noticed, Bokmål and Nynorsk")
    func weekdays() {
        for line in ["tirsdag 14. januar 2025", "tysdag 14. januar 2025", "laurdag den 14. januar 2025", "ti. 14.01.2025"] {
            #expect(first(line)?.hasWeekday == true, "\(line)")
        }
        #expect(first("Oslo 14. januar 2025")?.hasWeekday == false)
    }

    @Test("a year-less date takes the first year that is not before the letter")
    func yearless() {
        let m = first("mandag 3. november kl. 10.30")
        #expect(m?.year == nil)
        #expect(m?.resolved(after: CalendarDate(year: 2025, month: 10, day: 1)) == CalendarDate(year: 2025, month: 11, day: 3))
        #expect(m?.resolved(after: CalendarDate(year: 2025, month: 12, day: 1)) == CalendarDate(year: 2026, month: 11, day: 3))
    }

    @Test("two-digit birth years go to the last century")
    func twoDigitYears() {
        #expect(first("f. 21.09.87")?.date == CalendarDate(year: 1987, month: 9, day: 21))
        #expect(first("3.11.25")?.date == CalendarDate(year: 2025, month: 11, day: 3))
    }

    @Test("not dates: fødselsnummer halves, decimals, phone numbers, ranges, bare DDMMYY")
    func notDates() {
        #expect(first("Gjelder: 210987 44026") == nil)
        #expect(first("Fødselsnr.: 250852-30029") == nil)
        #expect(first("Telefon 22 90 95 00") == nil)
        #expect(first("Kolesterol 6,9 mmol/L < 5,0") == nil)
        #expect(first("Leukocytter 3,5 - 10,0") == nil)
        #expect(first("Prøvenr. 031125") == nil)
        #expect(first("Tel. 73.50.12.40") == nil)
    }
}

@Suite("Date roles")
struct AnalysisDateRoleTests {
    private func findings(_ text: String, _ type: DocumentType, family: [FamilyMember] = AnalysisFixtures.family) -> DateFindings {
        DateRoleAnalyzer.analyze(LetterText(text), docType: type, family: family, scanDate: AnalysisFixtures.scanDate)
    }

    @Test("date line labels give the letter's date", arguments: [
        ("Dato: 03.11.2025", DocumentType.annet), ("Brevdato 3. november 2025", .annet), ("Rapportdato: 03.11.2025", .labSvar),
        ("Utskriftsdato: 03.11.2025", .resept), ("Forskrivningsdato: 03.11.2025", .resept), ("Vår dato: 03.11.2025", .vedtak),
        ("Trondheim, 3. november 2025", .epikrise), ("Mo i Rana 03.11.2025", .epikrise), ("Utskrevet 03.11.2025", .labSvar),
    ])
    func labels(_ line: String, _ type: DocumentType) {
        let f = findings("Avsender\n\(line)\nTekst", type)
        #expect(f.documentDate == CalendarDate(year: 2025, month: 11, day: 3))
    }

    @Test("never a birth, admission, discharge, sample, appointment or their date")
    func excluded() {
        let text = """
        Pasient: Kari Nordmann, født 14.03.1985
        Innlagt: 20.10.2025 Utskrevet: 24.10.2025
        Prøvetatt: 19.10.2025 kl. 08.00
        Deres dato: 01.10.2025
        Kontroll: mandag 15. desember 2025 kl. 10.00
        Bergen, 27.10.2025
        """
        let f = findings(text, .epikrise)
        #expect(f.documentDate == CalendarDate(year: 2025, month: 10, day: 27))
        #expect(f.admission == CalendarDate(year: 2025, month: 10, day: 20))
        #expect(f.discharge == CalendarDate(year: 2025, month: 10, day: 24))
        #expect(f.sampleDate == CalendarDate(year: 2025, month: 10, day: 19))
        #expect(f.birthDates == [CalendarDate(year: 1985, month: 3, day: 14)!])
    }

    @Test("without a date line: the latest plausible date not after the scan")
    func fallback() {
        let text = "Brev\nSøknaden din ble mottatt 01.09.2025.\nVi skrev til deg 15.10.2025.\nNeste vurdering 01.06.2026."
        #expect(findings(text, .annet).documentDate == CalendarDate(year: 2025, month: 10, day: 15))
        #expect(findings("Ingen dato her", .annet).documentDate == nil)
        #expect(findings("Pasient: Kari Nordmann, født 14.03.1985", .annet).documentDate == nil)
    }

    @Test("an appointment in a Dato/Tid block is not the letter date")
    func appointmentBlock() {
        let text = """
        Oslo, 5. oktober 2025
        Innkalling til time
        Dato: 03.11.2025
        Tid: 09.45
        Sted: Poliklinikken
        """
        let f = findings(text, .innkalling)
        #expect(f.documentDate == CalendarDate(year: 2025, month: 10, day: 5))
        #expect(f.appointment == LocalDateTime(iso: "2025-11-03T09:45"))
    }

    @Test("a year-less appointment takes its year from the letter")
    func yearlessAppointment() {
        let f = findings("Dato: 20.12.2025\nInnkalling\nDu har time tirsdag 13. januar kl. 08.15.", .innkalling)
        #expect(f.appointment == LocalDateTime(iso: "2026-01-13T08:15"))
    }
}

@Suite("Institutions")
struct AnalysisInstitutionTests {
    private func sender(_ text: String, _ type: DocumentType? = nil) -> InstitutionFindings {
        InstitutionFinder.find(LetterText(text), headingLine: nil, docType: type)
    }

    @Test("short forms and spellings map to the usual name", arguments: [
        ("Ahus", "Akershus universitetssykehus"), ("OUS", "Oslo universitetssykehus"), ("SUS", "Stavanger universitetssjukehus"),
        ("UNN", "Universitetssykehuset Nord-Norge"), ("St.Olavs hospital", "St. Olavs hospital"),
        ("ST. OLAVS HOSPITAL HF", "St. Olavs hospital"), ("Helse Bergen HF", "Helse Bergen"),
        ("Haukeland universitetssykehus", "Haukeland universitetssjukehus"), ("Rikshospitalet", "Rikshospitalet"),
        ("Fürst Medisinsk Laboratorium AS", "Fürst Medisinsk Laboratorium"), ("Furst medisinske laboratorium", "Fürst Medisinsk Laboratorium"),
        ("Unilabs Røntgen", "Unilabs"), ("Aleris Helse AS", "Aleris"), ("Dr. Dropping", "Dr. Dropping"),
        ("Colosseumklinikken", "Colosseumklinikken"), ("Arbeids- og velferdsetaten", "NAV"), ("Nav", "NAV"),
        ("HELFO", "Helfo"), ("Statsforvalteren i Vestland", "Statsforvalteren i Vestland"), ("Statsforvalteren", "Statsforvalteren"), ("Sørlandet sykehus HF", "Sørlandet sykehus"),
        ("Sjukehuset Innlandet", "Sykehuset Innlandet"), ("Nordlandssykehuset", "Nordlandssykehuset"),
        ("Førde sentralsjukehus", "Førde sentralsjukehus"), ("Ålesund sjukehus", "Ålesund sjukehus"),
    ])
    func gazetteer(_ form: String, _ name: String) {
        #expect(sender("\(form)\nPostboks 1, 0001 Oslo\nBrev").name == name)
    }

    @Test("municipalities by name, in capitals, Sami names and as a pattern", arguments: [
        ("Trondheim kommune", "Trondheim kommune"), ("BÆRUM KOMMUNE", "Bærum kommune"), ("Nore og Uvdal kommune", "Nore og Uvdal kommune"),
        ("Guovdageaidnu suohkan", "Kautokeino kommune"), ("Bydel Frogner", "Oslo kommune"), ("Midt-Telemark kommune", "Midt-Telemark kommune"),
    ])
    func municipalities(_ form: String, _ name: String) {
        #expect(sender("\(form)\nHelse og velferd\nBrev").name == name)
    }

    @Test("all 357 municipalities of 2024 are known")
    func municipalityCount() {
        #expect(InstitutionGazetteer.municipalities.count == 357)
        #expect(Set(InstitutionGazetteer.municipalities).count == 355)  // Herøy and Våler twice
    }

    @Test("GP offices by pattern", arguments: [
        ("Torget legesenter", "Torget legesenter"), ("TORGET LEGESENTER AS", "Torget legesenter"),
        ("Bygdøy Legekontor", "Bygdøy legekontor"), ("Legesenteret Bekkestua", "Legesenteret Bekkestua"),
    ])
    func gp(_ form: String, _ name: String) {
        let f = sender("\(form)\nFastlegekontor\nBrev")
        #expect(f.name == name)
        #expect(f.kind == .gp)
    }

    @Test("the sender, not the recipient, a copy or the requester")
    func notRecipient() {
        let referral = "Mottaker: St. Olavs hospital, Ortopedisk poliklinikk\nTorget legesenter\nHenvisning"
        #expect(sender(referral, .henvisning).name == "Torget legesenter")
        let lab = "Fürst Medisinsk Laboratorium\nRekvirent: Dr. Bjørn Haugen, Torget legesenter\nPrøvesvar"
        #expect(sender(lab).name == "Fürst Medisinsk Laboratorium")
        let copy = "Kopi til: Trondheim kommune\nSt. Olavs hospital\nEpikrise"
        #expect(sender(copy).name == "St. Olavs hospital")
        let from = "Til: Haukeland universitetssjukehus\nFra: Nesttun legekontor\nHenvisning"
        #expect(sender(from, .henvisning).name == "Nesttun legekontor")
    }

    @Test("the department in the letterhead, on the line or below it")
    func department() {
        #expect(sender("Oslo universitetssykehus HF, Kvinneklinikken\nBrev").department == "Kvinneklinikken")
        #expect(sender("St. Olavs hospital\nAvdeling for nevrologi\nPostboks 3250").department == "Avdeling for nevrologi")
        #expect(sender("Helse Bergen HF\nHaukeland universitetssjukehus\nAugeavdelinga\nPostboks 1400").department == "Augeavdelinga")
    }
}

@Suite("Specialties")
struct AnalysisSpecialtyTests {
    @Test("department names map to the contract's labels", arguments: [
        ("Kvinneklinikken", "Gynekologi"), ("Barne- og ungdomsklinikken", "Barnesykdommer"), ("Hjerteavdelinga", "Kardiologi"),
        ("Hjarteavdelinga", "Kardiologi"), ("Ortopedisk poliklinikk", "Ortopedi"), ("Avdeling for nevrologi", "Nevrologi"),
        ("Øyeavdelingen", "Øyesykdommer"), ("Augeavdelinga", "Øyesykdommer"), ("ØNH", "Øre-nese-hals"),
        ("Øyre-nase-hals-avdelinga", "Øre-nese-hals"), ("Nevrokirurgisk avdeling", "Nevrokirurgi"),
        ("Medisinsk klinikk, seksjon for gastroenterologi", "Gastroenterologi"), ("Gastrokirurgisk avdeling Hamar", "Fordøyelseskirurgi"),
        ("Kirurgisk klinikk, seksjon for urologi", "Urologi"), ("Kirurgisk avdeling", "Kirurgi"), ("BUP Gjøvik", "Barne- og ungdomspsykiatri"),
        ("DPS Nidaros", "Psykiatri"), ("Hudavdelingen", "Hudsykdommer"), ("Lungemedisinsk avdeling", "Lungesykdommer"),
        ("Kreftavdelingen", "Onkologi"), ("Nyremedisinsk avdeling", "Nyresykdommer"), ("Revmatologisk avdeling", "Revmatologi"),
        ("Geriatrisk poliklinikk", "Geriatri"), ("Diabetespoliklinikken", "Endokrinologi"), ("Karkirurgisk seksjon", "Karkirurgi"),
        ("Thoraxkirurgisk avdeling", "Thoraxkirurgi"), ("Plastikkirurgisk avdeling", "Plastikkirurgi"), ("Smerteklinikken", "Anestesi"),
        ("Infeksjonsmedisinsk avdeling", "Infeksjonsmedisin"), ("Avdeling for blodsykdommer", "Blodsykdommer"),
        ("Avdeling for fysikalsk medisin og rehabilitering", "Rehabilitering"), ("Avdeling for patologi", "Patologi"),
        ("Radiologisk avdeling", "Radiologi"), ("Urologisk poliklinikk", "Urologi"),
    ])
    func departments(_ department: String, _ label: String) {
        #expect(SpecialtyMapper.specialty(forDepartment: department) == label)
    }

    @Test("every label the mapper gives is one of the contract's")
    func labelsValid() {
        for (_, label, _) in SpecialtyMapper.stems { #expect(Specialty.labels.contains(label)) }
    }
}

@Suite("Persons")
struct AnalysisPersonTests {
    typealias F = AnalysisFixtures
    private func person(_ text: String) -> String? { F.analyze(text).person?.name }

    @Test("by name, also damaged by OCR or in `LAST, First` order", arguments: [
        ("Pasient: Kari Nordmann", "Kari Nordmann"), ("Pasient: Karl Nordrnann", "Kari Nordmann"),
        ("Gjelder: NORDMANN, Ola", "Ola Nordmann"), ("Pasient: Kari Elisabeth Nordmann", "Kari Nordmann"),
        ("Vedr.: Gerd Niisen", "Gerd Nilsen"), ("Pasient: Magnus Nordmann", "Magnus Nordmann"),
    ])
    func byName(_ line: String, _ name: String) {
        #expect(person("Brev\n\(line)\nTekst") == name)
    }

    @Test("to parents, Bokmål and Nynorsk: the child", arguments: [
        "Til foresatte for Sofie Lie", "Til føresette for Sofie Lie", "Til foreldre/foresatte for Sofie Lie",
    ])
    func parents(_ line: String) {
        #expect(person("St. Olavs hospital\n\(line)\nStorgata 12\n7030 Trondheim\nInnkalling") == "Sofie Lie")
    }

    @Test("the patient, not the addressee parent")
    func patientOverAddressee() {
        let text = "Helse Bergen HF\nKari Nordmann\nFjellvegen 4\n6800 Førde\nInnkalling\nGjelder: Magnus Nordmann"
        #expect(person(text) == "Magnus Nordmann")
    }

    @Test("by fødselsnummer alone, and by a birth date next to a first name")
    func byIdentity() {
        #expect(person("Prøvesvar\nFødselsnr.: 300615 50190") == "Sofie Lie")
        #expect(person("Epikrise\nPasient: Magnus Berg, født 09.01.2018") == "Magnus Nordmann")
    }

    @Test("never the doctor, the GP, a copy, the requester, the case officer or the recipient", arguments: [
        "Med vennlig hilsen\nOla Nordmann, overlege", "Kopi til: Fastlege Ola Nordmann", "Rekvirent: Dr. Ola Nordmann",
        "Saksbehandler: Ola Nordmann", "Mottaker: Ola Nordmann", "Utskrevet av lege Ola Nordmann.",
    ])
    func notStaff(_ lines: String) {
        #expect(person("Brev om noe\n\(lines)") == nil)
    }

    @Test("a valid fødselsnummer that differs from the profile's is another person of the same name")
    func sameNameOtherPerson() {
        #expect(person("Epikrise\nPasient: Ola Nordmann (01017001082)") == nil)
    }
}

@Suite("Titles, keywords and fødselsnummer")
struct AnalysisTitleKeywordTests {
    typealias F = AnalysisFixtures

    @Test("a title starts with the date, holds a word of its type and 3–10 words, and no ID number")
    func titleRules() {
        for text in [F.nynorskInnkallingForde, F.baerumVedtak, F.volvatSvarPaHenvisning, F.helfoVedtak,
                     F.unilabsSvarrapport, F.gpLegemiddelliste, F.unnEpikrise, F.ocrDamagedInnkalling, F.birthDateFirst] {
            let a = F.analyze(text)
            let words = a.title.split(separator: " ").dropFirst()
            #expect(a.title.hasPrefix(a.documentDate!.iso + " "))
            #expect((3...10).contains(words.count), "\(a.title)")
            let typeWords = AnalysisFixtures.scorerTypeWords[a.docType] ?? []
            #expect(typeWords.isEmpty || typeWords.contains { a.title.lowercased().contains($0) }, "\(a.title)")
            #expect(a.title.range(of: #"\d{6}\s?\d{5}"#, options: .regularExpression) == nil)
            #expect(!a.title.contains { FileName.forbiddenCharacters.contains($0) })
        }
    }

    @Test("without a letter date the title takes the scan date; annet takes its subject")
    func titleFallbacks() {
        let a = F.analyze("Helfo\nFrikort for egenandeler\nDu har fått frikort.")
        #expect(a.docType == .annet)
        #expect(a.title == "2025-12-01 Frikort for egenandeler Helfo")
    }

    @Test("keywords are content words, never names, ID numbers or dates")
    func keywords() {
        let text = """
        Torget legesenter
        Resept
        Gjelder: Kari Nordmann (14038510070)
        Ibux 400 mg tablett 1 tablett ved behov
        Levaxin 50 mikrog tablett 1 tablett om morgenen
        Utskrevet av lege Randi Kvam 03.11.2025
        """
        let k = F.analyze(text).keywords
        #expect(k == ["Ibux", "Levaxin"])
        for w in k {
            #expect(!w.contains("Kari") && !w.contains("Nordmann") && !w.contains("Kvam"))
            #expect(w.filter(\.isNumber).count < 4)
        }
    }

    @Test("a caption with its value already is no label for the date line under it")
    func captionWithValueAboveDateLine() {
        let a = F.analyze("""
            NAV Arbeid og ytelser
            Saksbehandler: Per-Ivar Dahl
            15. jan. 2025
            Vedtak om grunnstønad
            Du har fått innvilget grunnstønad fra 29. januar 2025.
            Du kan klage på vedtaket innen seks uker.
            """)
        #expect(a.documentDate == F.date("2025-01-15"))
    }

    @Test("fødselsnummer: valid ones found with ranges, account numbers ignored, OCR letters tolerated")
    func fodselsnummer() {
        let text = "Gjelder: Kari (140385 10070). Konto 12345678903. Også 3OO615 5O19O."
        let a = F.analyze(text)
        #expect(a.personnummerFound)
        #expect(a.fodselsnummerOccurrences.map(\.number.digits) == ["14038510070", "30061550190"])
        #expect(String(text[a.fodselsnummerOccurrences[0].range]) == "140385 10070")
        #expect(!Fodselsnummer.redacting(text).contains("10070"))
        #expect(!F.analyze("Kontonummer 12345678903, ordre 98765432109").personnummerFound)
    }
}
