@testable import ArkivatorCore

/// An invented family (ID numbers are valid for their birth dates but belong to no one).
enum AnalysisFixtures {
    static let family: [FamilyMember] = [
        FamilyMember(name: "Kari Nordmann", relationship: "meg selv",
                     birthDate: CalendarDate(year: 1985, month: 3, day: 14), fodselsnummer: Fodselsnummer("14038510070")),
        FamilyMember(name: "Ola Nordmann", relationship: "ektefelle",
                     birthDate: CalendarDate(year: 1983, month: 11, day: 2), fodselsnummer: Fodselsnummer("02118320010")),
        FamilyMember(name: "Sofie Lie", relationship: "barn",
                     birthDate: CalendarDate(year: 2015, month: 6, day: 30), fodselsnummer: Fodselsnummer("30061550190")),
        FamilyMember(name: "Magnus Nordmann", relationship: "barn", birthDate: CalendarDate(year: 2018, month: 1, day: 9)),
        FamilyMember(name: "Gerd Nilsen", relationship: "mor", birthDate: CalendarDate(year: 1948, month: 12, day: 24)),
    ]

    static let scanDate = CalendarDate(year: 2025, month: 12, day: 1)!

    /// The words by which the corpus scorer (`arkiveval.py`) knows a title's type.
    static let scorerTypeWords: [DocumentType: [String]] = [
        .innkalling: ["innkalling", "time", "timeavtale"], .epikrise: ["epikrise"],
        .labSvar: ["laboratoriesvar", "prøvesvar", "labsvar", "lab-svar", "blodprøve", "blodprøver", "svarrapport"],
        .resept: ["resept", "reseptliste", "legemiddelliste", "medisinliste", "e-resept"],
        .henvisning: ["henvisning"], .vedtak: ["vedtak"], .annet: [],
    ]

    static func analyze(_ text: String, scanDate: CalendarDate = scanDate) -> LetterAnalysis {
        LetterAnalyzer(family: family).analyze(text, scanDate: scanDate)
    }

    static func date(_ iso: String) -> CalendarDate? { CalendarDate(iso: iso) }
    static func time(_ iso: String) -> LocalDateTime? { LocalDateTime(iso: iso) }

    // MARK: Letters written unlike the development corpus

    /// Nynorsk innkalling from Helse Førde, appointment in a `Tid:` line with `klokka`.
    static let nynorskInnkallingForde = """
    Helse Førde
    Førde sentralsjukehus
    Ortopedisk poliklinikk
    Postboks 1000, 6807 Førde

    Kari Nordmann
    Fjellvegen 4
    6800 Førde

    Førde, 12. mars 2025
    Vår ref.: 2025/4411

    INNKALLING TIL TIME VED ORTOPEDISK POLIKLINIKK

    Tilvisinga di frå fastlegen er vurdert, og du har fått time:

    Tid: tysdag 8. april 2025 klokka 10:15
    Stad: Ortopedisk poliklinikk, 2. etasje, Førde sentralsjukehus

    Du må ta med deg gyldig legitimasjon. Dersom du ikkje kan møte, må du gi beskjed seinast 24 timar før.
    Timar som ikkje vert avbestilte, vil du få rekning for (gebyr).
    Fødselsnummer: 140385 10070

    Med venleg helsing
    Ortopedisk poliklinikk
    Helse Førde
    """

    /// A municipality's decision on practical help, with the right to appeal; capitals heading.
    static let baerumVedtak = """
    BÆRUM KOMMUNE
    Tildelingskontoret for helse- og omsorgstjenester
    Postboks 700, 1304 Sandvika

    Gerd Nilsen
    Løkkeåsveien 12
    1337 Sandvika

    Deres ref.: Vår ref.: 24/18830-3 Saksbehandler: Tone Bakke Dato: 04.02.2025

    ENKELTVEDTAK – PRAKTISK BISTAND (HJEMMEHJELP)

    Vi viser til søknad mottatt 15.01.2025 om praktisk bistand. Søker: Gerd Nilsen, f. 24.12.1948.

    Vedtak
    Du innvilges praktisk bistand i form av rengjøring annenhver uke, 2 timer per gang, fra 01.03.2025.
    Vedtaket er fattet med hjemmel i helse- og omsorgstjenesteloven § 3-2 første ledd nr. 6 bokstav b.

    Klageadgang
    Du kan klage på vedtaket. Klagen sendes Bærum kommune innen 3 uker etter at du mottok dette brevet.
    Klagen blir behandlet av Statsforvalteren i Oslo og Viken dersom vi ikke gir deg medhold.

    Med hilsen
    Tone Bakke
    rådgiver
    Kopi: Hjemmetjenesten Bærum
    """

    /// A private clinic answers a referral with an appointment in `Dato:` / `Klokkeslett:` lines.
    static let volvatSvarPaHenvisning = """
    Volvat Medisinske Senter AS
    Avdeling Majorstuen - Øre-nese-hals
    Borgenveien 2A, 0370 Oslo
    Telefon 22 95 75 00

    Ola Nordmann
    Storgata 1
    0155 Oslo

    Oslo 20.08.2025

    Svar på henvisning - innkalling
    Henvisning fra: Dr. Per Lund, Majorstuen legesenter
    Vi har mottatt henvisningen din og har satt deg opp til konsultasjon hos øre-nese-hals-spesialist.

    Dato: Mandag 01.09.2025
    Klokkeslett: 08:40
    Sted: Volvat Majorstuen, 3. etasje

    Konsultasjonen koster kr 1 850. Avbestilling senest 24 timer før, ellers belastes full pris.

    Vennlig hilsen
    Volvat Medisinske Senter
    """

    /// Helfo decision on a refund, with an 11-digit account number that is no fødselsnummer.
    static let helfoVedtak = """
    HELFO
    Postboks 2415
    3104 Tønsberg

    Kari Nordmann
    Fjellvegen 4
    6800 Førde

    Dato: 2. juni 2025
    Saksnummer: 25/778120

    Svar på søknad om refusjon av utgifter til fysioterapi

    Vi har behandlet søknaden din, mottatt 12. mai 2025, om refusjon av utgifter til behandling hos
    fysioterapeut i perioden 3. februar 2025 til 28. april 2025.

    Vedtak: Søknaden er innvilget. Du får refundert kr 2 340, som blir utbetalt til kontonummer 12345678903 innen tre uker.

    Vedtaket er gjort etter folketrygdloven § 5-8.

    Du har rett til å klage
    Hvis du mener vedtaket er feil, kan du klage innen seks uker fra du mottok dette brevet. Klagen sendes til Helfo.

    Med vennlig hilsen
    Helfo
    """

    /// A Unilabs report in the e-health "Svarrapport" style: `LAST, First`, `Utskrevet:` as its date.
    static let unilabsSvarrapport = """
    Unilabs Laboratoriemedisin
    Svarrapport - Medisinsk biokjemi
    Unilabs Norge AS, Silurveien 2, 0380 Oslo

    Pasient: NORDMANN, Ola Fnr: 02118320010
    Rekvirent: Lege Ingrid Moe, Bekkestua legesenter, 1357 Bekkestua
    Prøve tatt: 14.10.2025 08:12 Mottatt lab: 14.10.2025 11:40
    Utskrevet: 16.10.2025

    Analyse Resultat Enhet Ref.område
    B-Hemoglobin 13,1 g/dL 13,4 - 17,0 L
    S-Ferritin 12 µg/L 30 - 400 L
    S-Kreatinin 88 µmol/L 60 - 105
    P-HbA1c 41 mmol/mol < 42

    Kommentar: Lav ferritin forenlig med jernmangel.
    Medisinsk validert av: Kjersti Aas, overlege
    """

    /// A GP's printed medication list: `Utskriftsdato`, several `Forskrivningsdato` columns.
    static let gpLegemiddelliste = """
    Bekkestua Legesenter AS
    Gamle Ringeriksvei 1, 1357 Bekkestua
    Tlf. 67 10 20 30

    LEGEMIDDELLISTE / RESEPTOVERSIKT
    Utskriftsdato: 03.11.2025

    Navn: Gerd Nilsen Fødselsdato: 24.12.1948

    Legemiddel Dosering Forskrivningsdato Reit
    Metformin 500 mg tablett 1 tablett 2 ganger daglig 12.05.2025 3
    Atorvastatin 20 mg tablett 1 tablett om kvelden 12.05.2025 3
    Eliquis 5 mg tablett 1 tablett morgen og kveld 01.10.2025 2

    Reseptene ligger i Reseptformidleren og kan hentes på alle apotek.
    Lege: Ingrid Moe
    """

    /// An epikrise from UNN Tromsø: admission and discharge before the letter date, dated at the bottom.
    static let unnEpikrise = """
    Universitetssykehuset Nord-Norge HF
    UNN Tromsø
    Medisinsk klinikk, Lungemedisinsk avdeling
    9038 Tromsø

    Epikrise

    Pasient: Kari Nordmann, f. 14.03.85
    Innlagt: 02.09.2025 Utskrevet: 09.09.2025
    Innleggelsesårsak: Forverring av astma

    Diagnoser:
    J45.1 Astma, ikke-allergisk
    J18.9 Pneumoni

    Forløp:
    Pasienten ble behandlet med antibiotika intravenøst og prednisolon. Rask bedring.

    Videre plan: Kontroll hos fastlege om 2 uker.

    Tromsø, 15.09.2025
    Elektronisk signert av: Anne Hansen, overlege
    Kopi til: Fastlege Per Lund, Majorstuen legesenter
    """

    /// OCR damage: `O` for 0, `ø` read as `o`, `l` for `i` in the child's surname, a time broken over lines.
    static let ocrDamagedInnkalling = """
    St. Olavs hospital HF
    Kvinneklinikken
    Postboks 3250 Torgarden, 7006 Trondheim

    Til foresatte for Sofie Lle
    Storgata 12
    7O3O Trondheim

    Trondheim, 2. oktober 2O25

    INNKALLING TIL UNDERSOKELSE
    Du er satt opp til time ved Kvinneklinikken, poliklinikk for barn og unge,
    torsdag 16. oktober 2O25 kl. O9.3O. Mot opp i
    resepsjonen 15 minutter for.
    Gi beskjed dersom du ikke kan mote. Ta med gyldig legitimasjon.
    """

    /// The birth date comes first; the appointment is later than the letter date (`kl 0815`).
    static let birthDateFirst = """
    Sykehuset i Vestfold
    Nevrologisk avdeling
    Postboks 2168, 3103 Tønsberg

    Født: 09.01.2018
    Navn: Magnus Nordmann

    Innkalling til EEG-undersøkelse

    Magnus skal til EEG-undersøkelse ved Nevrologisk poliklinikk.
    Tidspunkt: 12.01.2026 kl 0815
    Oppmøte i Nevrofysiologisk lab, inngang B.

    Tønsberg 28.11.2025
    """

    /// NAV in Nynorsk.
    static let navNynorsk = """
    NAV
    NAV Arbeid og ytingar
    Postboks 6600 Etterstad, 0607 Oslo

    Ola Nordmann
    Storgata 1
    0155 Oslo

    Dato: 7. mai 2025

    Vedtak om arbeidsavklaringspengar
    Vi har handsama søknaden din om arbeidsavklaringspengar, motteken 2. april 2025.
    Du får arbeidsavklaringspengar frå 1. mai 2025.
    Vedtaket er gjort etter folketrygdlova § 11-5.

    Du kan klage
    Fristen for å klage er seks veker frå du fekk dette brevet.

    Med venleg helsing
    NAV Arbeid og ytingar
    """

    /// A GP's referral to a private hospital's department, with `Til:` naming the recipient first.
    static let gpHenvisningTilAleris = """
    Majorstuen legesenter
    Kirkeveien 64, 0364 Oslo

    Til: Aleris Sykehus Frogner, Ortopedisk avdeling
    Frognerveien 1, 0263 Oslo

    Henvisning
    Pasient: Ola Nordmann, født 02.11.1983
    Henvisningsårsak: Smerter i høyre kne etter vridning, mistenkt meniskskade.
    Ønsker vurdering av ortoped og eventuell artroskopi.

    Oslo, 3. juni 2025
    Per Lund, fastlege
    """
}
