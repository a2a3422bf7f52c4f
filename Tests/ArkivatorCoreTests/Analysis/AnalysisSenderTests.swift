import Testing
@testable import ArkivatorCore

/// Letters of NAV, the kommune, Helfo and private providers as their own layouts print them: the
/// date by its place in the header, the other dates by their role, what a letter is, its title
/// and its sender as the letterhead writes it.
@Suite("Letters from every sender")
struct AnalysisSenderTests {
    typealias F = AnalysisFixtures

    static let navDecision = """
    Nav
    Returadresse: Nav skanning, Postboks 1400 Sentrum, 0109 Oslo

    Kari Nordmann
    Fjellvegen 4
    7020 Trondheim

    Fødselsnummer: 140385 10070
    Saksnummer: 152964849                                  6. mai 2024

    Nav har innvilget søknaden din om foreldrepenger

    Vi viser til søknaden din av 2. april 2024.
    Du får foreldrepenger fra og med 10. juni 2024 til og med 20. desember 2024.
    Første utbetaling er 25. juni 2024.

    Du har rett til å klage. Fristen for å klage er seks uker fra du mottok vedtaket.

    Med vennlig hilsen
    Nav Familie- og pensjonsytelser
    """

    @Test("a NAV decision dates itself at the right of its header, whatever the later dates of its body")
    func navDecisionDate() {
        let a = F.analyze(Self.navDecision)
        #expect(a.docType == .vedtak)
        #expect(a.documentDate == F.date("2024-05-06"))
        #expect(a.institution == "NAV")
        #expect(a.person?.name == "Kari Nordmann")
        #expect(a.title == "2024-05-06 Vedtak foreldrepenger innvilget NAV")
    }

    @Test("the date beside the recipient's name is the letter's, though the name holds a label word")
    func dateOnTheNameLine() {
        let letter = """
        NAV
        Ola Nordmann                               3. februar 2023
        Fjellvegen 4
        7020 Trondheim

        Vedtak om opphør av arbeidsavklaringspenger

        Arbeidsavklaringspengene dine stanses fra og med 1. mars 2023. Siste utbetaling er 20. mars 2023.
        Du kan klage innen seks uker.
        """
        let a = F.analyze(letter)
        #expect(a.documentDate == F.date("2023-02-03"))
        #expect(a.docType == .vedtak)
        #expect(a.title.hasPrefix("2023-02-03 Vedtak arbeidsavklaringspenger opphør"))
    }

    @Test("Nynorsk: periods, the application and the deadline are not the letter's date")
    func nynorskRoles() {
        let letter = """
        Nav Arbeid og ytelser

        Kari Nordmann
        Fjellvegen 4
        6800 Førde

        Saksnr.: 24/19120             14. mars 2024

        Vedtak om sjukepengar

        Vi viser til søknaden din datert 1. mars 2024.
        Du får sjukepengar frå og med 4. mars 2024 til og med 30. april 2024.
        Du kan klage innan seks veker. Fristen er 25. april 2024.
        """
        let a = F.analyze(letter)
        #expect(a.documentDate == F.date("2024-03-14"))
        #expect(a.docType == .vedtak)
        #expect(a.title == "2024-03-14 Vedtak sjukepengar innvilget NAV")
    }

    @Test("a letter whose date is lost takes a date of no role before a period's last day")
    func fallbackPrefersUnlabelled() {
        let letter = """
        Nav

        Kari Nordmann

        Vedtak om pleiepenger

        Brevet er skrevet 12. januar 2024 i Trondheim.
        Du får pleiepenger til og med 30. juni 2024.
        Du kan klage innen seks uker.
        """
        #expect(F.analyze(letter).documentDate == F.date("2024-01-12"))
    }

    @Test("a varsel before a decision is no decision, though it speaks of one and of a complaint")
    func varselIsAnnet() {
        let letter = """
        Nav
        Kari Nordmann
        Saksnummer: 171204455        2. september 2024

        Forhåndsvarsel om stans av arbeidsavklaringspenger

        Vi vurderer å stanse arbeidsavklaringspengene dine fra og med 1. oktober 2024.
        Før vi gjør et vedtak, får du mulighet til å uttale deg innen 16. september 2024.
        Du kan ikke klage på dette varselet, men du kan klage på vedtaket når det kommer.
        """
        let a = F.analyze(letter)
        #expect(a.docType == .annet)
        #expect(a.documentDate == F.date("2024-09-02"))
    }

    @Test("an innkalling to a dialogmøte is an innkalling with its time")
    func dialogmote() {
        let letter = """
        Nav Grünerløkka
        Ola Nordmann                           4. november 2024
        Fjellvegen 4
        0553 Oslo

        Du er innkalt til dialogmøte

        Du har vært sykmeldt siden 2. september 2024.
        Tid: tirsdag 19. november 2024 kl. 10.00
        Sted: Nav Grünerløkka, Thorvald Meyers gate 8
        Gi beskjed innen 15. november 2024 hvis du ikke kan komme.
        """
        let a = F.analyze(letter)
        #expect(a.docType == .innkalling)
        #expect(a.documentDate == F.date("2024-11-04"))
        #expect(a.appointment == F.time("2024-11-19T10:00"))
        #expect(a.institution == "NAV")
        #expect(a.title == "2024-11-04 Innkalling dialogmøte NAV")
    }

    @Test("a chain keeps the site its letterhead names")
    func chainSite() {
        let letter = """
        Volvat Medisinske Senter Stokkan
        Haakon VIIs gate 3, 7041 Trondheim

        Dato: 12.03.2025

        Poliklinisk notat

        Pasient: Kari Nordmann
        Henvisende lege: Eva Moe, Solsiden legekontor
        Konsultasjon 10.03.2025. Funn: Lett nedsatt bevegelighet.
        """
        let a = F.analyze(letter)
        #expect(a.institution == "Volvat Stokkan")
        #expect(a.documentDate == F.date("2025-03-12"))
        #expect(a.title.hasSuffix("Volvat Stokkan"))
    }

    @Test("a radiology chain's site", arguments: [
        ("Unilabs Røntgen Tromsø\nStorgata 44, 9008 Tromsø", "Unilabs Røntgen Tromsø"),
        ("UNILABS\nUnilabs Røntgen Tromsø, Storgata 44", "Unilabs Røntgen Tromsø"),
    ])
    func radiologySite(_ head: String, _ expected: String) {
        let letter = head + """

        Svar på MR kne
        Pasient: Ola Nordmann
        Henvisende lege: Lars Haugland, Bryn legesenter
        Undersøkelsesdato: 02.05.2025
        Konklusjon: Normal undersøkelse.
        Svar godkjent: 05.05.2025
        """
        let a = F.analyze(letter)
        #expect(a.institution == expected)
        #expect(a.documentDate == F.date("2025-05-05"))
    }

    @Test("a sender no gazetteer knows is named as its letterhead writes it", arguments: [
        // At the top, with its organisation number
        "KOLSÅS ORTOPEDIKLINIKK AS\nOrg.nr. 984 998 700\nSandslimarka 31, 1352 Kolsås\n\nDato: 16.01.2025\n\nEpikrise\n",
        // In an `Avsender:` block
        "Avsender:\nKolsås Ortopediklinikk AS\nSandslimarka 31\n\nDato: 16.01.2025\n\nEpikrise\n",
    ])
    func unknownLetterhead(_ head: String) {
        let letter = head + """
        Pasient: Gerd Nilsen
        Henvist fra: Ragnhild Vik, Tromsdalen legesenter
        Vurdering: Videre opptrening hos fysioterapeut ved Sykehuset Østfold.

        Med vennlig hilsen
        Overlege Hans Berg
        """
        let a = F.analyze(letter)
        #expect(a.institution == "Kolsås Ortopediklinikk")
        #expect(a.docType == .epikrise)
        #expect(a.documentDate == F.date("2025-01-16"))
        #expect(a.person?.name == "Gerd Nilsen")
    }

    @Test("the institution under the signature, when the page has no letterhead")
    func signatureInstitution() {
        let letter = """
        Dato: 03.04.2024

        Epikrise etter rehabiliteringsopphold

        Pasient: Ola Nordmann
        Henvisende lege: Lars Haugland, Bryn legesenter
        Oppholdet ble avsluttet som planlagt. Videre oppfølging hos fastlegen.

        Med vennlig hilsen
        Fysioterapeut Siri Lunde
        Fjordsyn Rehabiliteringssenter
        """
        let a = F.analyze(letter)
        #expect(a.institution == "Fjordsyn Rehabiliteringssenter")
        #expect(a.docType == .epikrise)
    }

    @Test("a kommune's decision dated in a row of references, and its service in the title")
    func kommuneDecision() {
        let letter = """
        Trondheim kommune
        Helse- og velferdskontor Østbyen

        Gerd Nilsen
        Lundeveien 19
        7036 Trondheim

        Vår ref.          Deres ref.          Vår dato
        24/4411-3                             08.01.2024

        Vedtak om hjemmesykepleie

        Vi viser til søknaden din mottatt 12. desember 2023.
        Du får hjemmesykepleie fra 15. januar 2024. Vedtaket evalueres innen 1. juni 2024.
        Du kan klage på vedtaket innen tre uker.
        """
        let a = F.analyze(letter)
        #expect(a.documentDate == F.date("2024-01-08"))
        #expect(a.institution == "Trondheim kommune")
        #expect(a.person?.name == "Gerd Nilsen")
        #expect(a.title == "2024-01-08 Vedtak hjemmesykepleie innvilget Trondheim kommune")
    }

    @Test("a frikort signed by Helfo is Helfo's, though its last lines name the hospital visited")
    func signatureOverFoot() {
        let letter = """
        Kari Nordmann
        Fjellvegen 4
        7020 Trondheim
                                                        Dato: 22.11.2024
        Frikort for egenandeler

        Frikortet gjelder fra 19. november 2024 til 31. desember 2024.
        Behandlingen ved St. Olavs hospital 18.11.2024 er registrert.

        Med vennlig hilsen
        Helfo
        """
        let a = F.analyze(letter)
        #expect(a.institution == "Helfo")
        #expect(a.docType == .annet)
        #expect(a.documentDate == F.date("2024-11-22"))
    }

    @Test("a welcome to a rehabilitation stay is an innkalling; the hospital that referred is not its sender")
    func rehabilitationStay() {
        let letter = """
        Stiftelsen Fjellheim Rehabiliteringssenter
        Org.nr. 970 123 456
        Fjellvegen 100, 2600 Lillehammer

        Gerd Nilsen
        Lundeveien 19
        7036 Trondheim

        Lillehammer, 8. januar 2025

        Velkommen til rehabiliteringsopphold

        Vi har mottatt henvisning fra St. Olavs hospital, ortopedisk avdeling, datert 12.12.2024.
        Du er satt opp til opphold fra mandag 3. februar 2025 kl. 11.00 til 28. februar 2025.

        Med vennlig hilsen
        Inntakskontoret
        """
        let a = F.analyze(letter)
        #expect(a.docType == .innkalling)
        #expect(a.documentDate == F.date("2025-01-08"))
        #expect(a.appointment == F.time("2025-02-03T11:00"))
        #expect(a.institution == "Stiftelsen Fjellheim Rehabiliteringssenter")
        #expect(a.person?.name == "Gerd Nilsen")
    }

    @Test("a radiology centre's answer headed by the examination alone is a lab-svar")
    func radiologyAnswer() {
        let letter = """
        CURATO RØNTGEN
        Curato Røntgen Trondheim · Olav Tryggvasons gate 2 · Org.nr 912 345 678

        Henvisende lege: Ragnhild Vik, Tromsdalen legesenter
        Pasient: Ola Nordmann

        MR venstre skulder
        Undersøkt: 14.01.2025
        Funn: Partiell ruptur av supraspinatussenen.
        Beskrevet av overlege Nils Hauge 15.01.2025
        """
        let a = F.analyze(letter)
        #expect(a.docType == .labSvar)
        #expect(a.institution == "Curato Røntgen Trondheim")
        #expect(a.documentDate == F.date("2025-01-15"))
    }

    @Test("a kommune that signs its decision is its sender, though a unit heads the page")
    func kommuneSignsUnderItsUnit() {
        let letter = """
        Helse og velferd
        Gerd Nilsen
        Lundeveien 19
        7036 Trondheim

        Dato: 04.02.2025

        Vedtak om trygghetsalarm

        Du får trygghetsalarm fra 10. februar 2025. Du kan klage innen tre uker.

        Med vennlig hilsen
        Anne Lie
        Trondheim kommune
        """
        let a = F.analyze(letter)
        #expect(a.institution == "Trondheim kommune")
        #expect(a.title == "2025-02-04 Vedtak trygghetsalarm innvilget Trondheim kommune")
    }

    @Test("a clinic named «Klinikk» and a place sends its note; the hospital its body names does not")
    func klinikkWithAName() {
        let letter = """
        Klinikk Sentrum Øst
        Storgata 3, 0155 Oslo

        Dato: 04.02.2025

        Poliklinisk notat
        Pasient: Kari Nordmann
        Kontroll etter operasjon. Videre oppfølging ved Oslo universitetssykehus ved behov.
        """
        let a = F.analyze(letter)
        #expect(a.institution == "Klinikk Sentrum Øst")
        #expect(a.docType == .epikrise)
    }

    @Test("what a decision decides", arguments: [
        ("Vi har avslått søknaden din om grunnstønad", "grunnstønad", DecisionReader.Outcome.refused),
        ("Avslag på søknad om hjelpestønad", "hjelpestønad", .refused),
        ("Du får sykepenger", "sykepenger", .granted),
        ("Vedtak om opphør av arbeidsavklaringspenger", "arbeidsavklaringspenger", .stopped),
        ("Vi har endra omsorgspengar", "omsorgspengar", .changed),
        ("Nav har innvilga søknaden din om foreldrepengar", "foreldrepengar", .granted),
    ])
    func decisions(_ heading: String, _ subject: String, _ outcome: DecisionReader.Outcome) {
        let text = LetterText(heading + "\n\nDu kan klage innen seks uker.")
        let decision = DecisionReader.read(text, headingLine: 0)
        #expect(decision.subject == subject)
        #expect(decision.outcome == outcome)
    }

    @Test("a date that a sentence gives another document is not the letter's, however it is labelled", arguments: [
        "Søknaden var datert 29. mars 2018, og legeerklæringa er datert 17.03.2018.",
        "Vi viser til forhåndsvarselet vårt datert 17.03.2018, og søknaden er signert av deg 29.03.2018.",
        "Søknaden din kom inn 29. mars 2018, og legeerklæringa frå fastlegen din er\ndatert 17.03.2018.",
    ])
    func sentenceDates(_ sentence: String) {
        let letter = """
        NAV Arbeid og ytelser                                         21.5.2018
        Postboks 2730 Kjørbekk, 3702 Skien

        Ingrid Nordmann
        Fjellvegen 4
        7020 Trondheim

        Vedtak om grunnstønad

        \(sentence)
        Du får grunnstønad frå og med 01.04.2018.

        Du kan klage innan seks veker.
        """
        let a = F.analyze(letter)
        #expect(a.documentDate == F.date("2018-05-21"))
        #expect(a.docType == .vedtak)
    }

    @Test("a weekday dates a letter that summons nobody; a sentence ending on a date is no place and date line")
    func weekdayAndSentenceDateLines() {
        let weekday = """
        NAV Familie- og pensjonsytelser

        Kari Nordmann
        Fjellvegen 4
        7020 Trondheim

        Fredag 3. mai 2024

        Vedtak om barnetrygd

        Vi mottok søknaden din 12. april 2024. Pengene blir utbetalt 20. mai 2024.
        Du kan klage innen seks uker.
        """
        #expect(F.analyze(weekday).documentDate == F.date("2024-05-03"))
        let foot = """
        Bærum kommune
        Tildelingskontoret

        Ola Nordmann
        Fjellvegen 4
        7020 Trondheim

        Vedtak om praktisk bistand

        Du søkte 2. februar 2024 om praktisk bistand. Tjenesten varer til 31. august 2024.
        Evaluering 15. juni 2024.
        Du kan klage innen tre uker.

        Sandvika, 20.02.2024
        """
        #expect(F.analyze(foot).documentDate == F.date("2024-02-20"))
    }

    @Test("a row of references over the letter's date, with an empty cell under «Deres dato»")
    func referenceRowWithEmptyCells() {
        let letter = """
        Helfo

        Ola Nordmann
        Fjellvegen 4
        7020 Trondheim

        Deres ref.      Deres dato      Vår ref.                  Vår dato
                                        20/397065                 15.10.2020

        Du har fått ny fastlege

        Byttet ble registrert 9. oktober 2020 og gjelder fra 1. november 2020.
        """
        #expect(F.analyze(letter).documentDate == F.date("2020-10-15"))
    }

    @Test("a clinic's letter names the doctor it is written to above their office; that office is not the sender")
    func addresseeBlockIsNoSender() {
        let letter = """
        Avsender:
        Nordås Psykologsenter
        Postboks 213, 5852 Bergen

                                                Fastlege Olav Vik
                                                Torget legesenter
                                                Storgata 4, 5221 Nesttun

        Dato: 23.01.2025

        Sluttrapport – psykologisk behandling

        Pasient: Ola Nordmann
        Behandlingen er avsluttet etter 14 samtaler. Vi ber fastlege følge opp ved behov.

        Med vennlig hilsen
        Guro Skarstein
        psykologspesialist
        """
        let a = F.analyze(letter)
        #expect(a.institution == "Nordås Psykologsenter")
        #expect(a.docType == .epikrise)
        #expect(a.specialty == "Psykiatri")
    }

    @Test("a practice named for what its doctors do, with its telephone in the letterhead's other column")
    func practiceInTwoColumns() {
        let letter = """
        Hudlegene på Torget                               Telefon 21 22 14 30
        Storgata 64 B, 0364 Oslo                          Org.nr. 837 916 518

        POLIKLINISK NOTAT

        Pasient: Ola Nordmann
        Atopisk eksem. Kontroll om 8 uker.
        """
        #expect(F.analyze(letter).institution == "Hudlegene på Torget")
    }

    @Test("a complaint received or sent on is a notice; a school's vaccination with a time and a place is an innkalling")
    func noticesAndSummons() {
        let received = """
        Statsforvalteren i Trøndelag

        Ola Nordmann
        Fjellvegen 4
        7020 Trondheim

        Saksnr.           23/06125-1
        Gjelder           Bekreftelse på mottatt klage
                          Vi har mottatt klagen din på kommunens vedtak av 26.06.2023.
                          Du vil få kopi av vedtaket når saken er ferdig behandlet.
                          Du kan klage på vedtaket.
        """
        #expect(F.analyze(received).docType == .annet)
        let vaccination = """
        Trondheim kommune
        Helsestasjon og skolehelsetjeneste
                                                            Fredag 8. september 2023
        Til foresatte for Ola Nordmann

        Vaksinasjon i 7. trinn – HPV

        Alle elever i 7. trinn får tilbud om vaksine mot HPV.
        Tid:   mandag 2. oktober 2023, kl. 13.30
        Sted:  Helserommet på skolen
        """
        let a = F.analyze(vaccination)
        #expect(a.docType == .innkalling)
        #expect(a.documentDate == F.date("2023-09-08"))
        #expect(a.appointment == LocalDateTime(iso: "2023-10-02T13:30"))
    }

    @Test("a herad is a kommune: Voss herad signs its own letters")
    func herad() {
        let letter = """
        ULVIK HERAD
        Helse og omsorg

        Ola Nordmann
        Brakanesvegen 3
        5730 ULVIK
                                                          Ulvik, 4. mars 2022
        Vedtak om praktisk bistand

        Du får praktisk bistand to timar kvar veke frå 14.3.2022.
        """
        #expect(F.analyze(letter).institution == "Ulvik herad")
    }

    @Test("a table's dates under the body are the benefit's; the date in the header is the letter's")
    func tableBelowTheBody() {
        let letter = """
        NAV Hjelpemiddelsentral Vestland
                                                          Saksnummer:   551203884
        Ola Nordmann                                      Dato:         03.05.2019
        Fjellvegen 4
        5003 BERGEN

        Vedtak om hjelpemidler

        Vi har behandlet søknaden din om hjelpemidler, og du får låne det du søkte om.

            Art.nr.    Hjelpemiddel               Antall    Leveres innen
            221904     Rullator, sammenleggbar    1         27.05.2019
        """
        #expect(F.analyze(letter).documentDate == F.date("2019-05-03"))
        let payments = """
                                                                             2.9.2020
        NAV Familie- og pensjonsytelser

        Ola Nordmann

        Vedtak om barnetrygd

        Du får utvidet barnetrygd fra og med september 2020, og pengene blir utbetalt
        den 20. hver måned.

            Måned            Beløp       Utbetales
            September 2020   kr 1 054    21.09.2020
            Oktober 2020     kr 1 054    20.10.2020
        """
        #expect(F.analyze(payments).documentDate == F.date("2020-09-02"))
    }

    @Test("a decision that says when it was made dates the letter; a date ending a wrapped sentence does not")
    func decisionMade() {
        let letter = """
        Bergen kommune
        Etat for tildeling

        Ola Nordmann

        Vedtak om trygghetsalarm

        Du får trygghetsalarm fra og med 01.02.2021 til og med 31.01.2023. Fristen for å
        klage er seks uker fra du mottok vedtaket. Regningen for installasjon forfaller
        15.02.2021.

        Vedtaket er gjort 19. januar 2021 av Etat for tildeling.
        """
        #expect(F.analyze(letter).documentDate == F.date("2021-01-19"))
    }

    @Test("a date after a comma continues the sentence above: another document's date")
    func datedAfterAComma() {
        let letter = """
        NAV Arbeid og ytelser
                                                          Oslo, 12. mars 2018
        Ola Nordmann

        Vedtak om dagpenger

        Du får dagpenger fra og med 1. februar 2018. Bekreftelsen fra arbeidsgiveren,
        datert 28.02.2018, viser at arbeidsforholdet er avsluttet.
        """
        #expect(F.analyze(letter).documentDate == F.date("2018-03-12"))
    }

    @Test("a practice's name in the footer, over or beside its organisation number, is the sender")
    func nameInTheFooter() {
        let letter = """
                                                          Stavanger 2. april 2024
        Ola Nordmann
        Kongsgata 8
        4005 Stavanger

        Sluttrapport etter behandling

        Behandlingen er avsluttet etter tolv samtaler. Ved behov kan fastlegen henvise
        på nytt, eventuelt til DPS Stavanger.

        Med vennlig hilsen
        Liv Haugland
        Psykologspesialist

        Haugland Psykologpraksis AS · Kongsgata 8, 4005 Stavanger · tlf 51 00 00 00
        """
        #expect(F.analyze(letter).institution == "Haugland Psykologpraksis")
        let numbered = """
        Til fastlege Per Hansen, Madla legesenter

        Konsultasjonsnotat

        Pasienten ble undersøkt ved Stavanger universitetssjukehus i fjor.
        Ingen tegn til residiv.

        Kiropraktor Eva Lie
        Hillevåg Kiropraktikk AS - org.nr. 912 345 678 - telefon 51 00 00 01
        """
        #expect(F.analyze(numbered).institution == "Hillevåg Kiropraktikk")
    }

    @Test("a referral to the hospital in its address block is sent by the practice in its footer")
    func referralFromAPractice() {
        let letter = """
                                                        Sandnes, 3. oktober 2023
            Helse Stavanger HF
            Stavanger universitetssjukehus
            Øyeavdelingen
            Postboks 8100
            4068 Stavanger

            Henvisning

            Gjelder   Ola Nordmann
            Problemstilling: tiltagende grå stær på begge øyne, ønsker vurdering.

            Med vennlig hilsen
            Mona Vik
            Øyelege

            Sandnes Øyelegesenter AS  |  Langgata 40, 4306 Sandnes  |  Org.nr 912 345 670
            """
        let a = F.analyze(letter)
        #expect(a.docType == .henvisning)
        #expect(a.institution == "Sandnes Øyelegesenter")
    }

    @Test("an «Avsender:» block names the sender, not the GP office the report is written to")
    func senderBlockOverAddressee() {
        let letter = """
            Avsender:
            Lillestrøm Fysioterapi AS
            Storgata 9, 2000 Lillestrøm

                      Strømmen legesenter
                      v/ fastlege Per Hansen
                      Postboks 12
                      2010 Strømmen

            Dato: 02.02.2022

            SLUTTRAPPORT FRA FYSIOTERAPI

            Pasient   Ola Nordmann
            Behandlet for nakkesmerter, 10 behandlinger. God fremgang.
            """
        #expect(F.analyze(letter).institution == "Lillestrøm Fysioterapi")
    }

    @Test("an office over its doctor's name is the address the letter goes to, not its sender")
    func officeOverItsDoctor() {
        let clinic = """
            MOLDE HUDKLINIKK
            Storgata 31, 6413 Molde  |  71 25 44 10

            Kleive legekontor                                  Molde, 4. april 2023
            v/ fastlege Synnøve Rød
            Kleivevegen 2
            6453 Kleive

            Konsultasjonsnotat

            Pasient: Ola Nordmann, f. 14.02.1981
            Eksem på hendene i tre år, forverret om vinteren. Lappetest planlagt.

            Med hilsen
            Trine Aas, hudlege
            """
        #expect(F.analyze(clinic).institution == "Molde Hudklinikk")
        let toTheDoctor = """
            Skien Psykologsenter
            Telefon 35 10 20 30

            Til fastlege
            Hans Berg
            Gulset legesenter
            Postboks 8, 3727 Skien                          Skien, 2. mai 2021

            Avslutningsnotat

            Klient: Ola Nordmann. Tolv samtaler; behandlingen er avsluttet.
            """
        #expect(F.analyze(toTheDoctor).institution == "Skien Psykologsenter")
    }

    @Test("the kommune a practice has its agreement with, named in its footer, is not its sender")
    func partnerInTheFooter() {
        let letter = """
            NESNA FYSIOTERAPI OG TRENING
            Havnegata 3, 8700 Nesna

            Nesna legekontor                                  Nesna, 10.10.2022
            Postboks 50
            8700 Nesna

            Rapport fra fysioterapeut

            Pasient: Ola Nordmann. Tolv behandlinger for skuldersmerter; god bedring.

            Med hilsen
            Eli Dahl, fysioterapeut

            Nesna Fysioterapi og Trening AS · org.nr. 923 456 781 · Driftsavtale med Nesna kommune
            """
        #expect(F.analyze(letter).institution == "Nesna Fysioterapi og Trening")
    }

    @Test("a chain named in the body, where the patient was treated before, is not the letterhead's sender")
    func chainInTheBody() {
        let letter = """
            Kvinnelegene Lade                                              Trondheim, 03.03.2019
            Spesialister i fødselshjelp og kvinnesykdommer
            Haakon VIIs gate 9, 7041 Trondheim

            Til: Fastlege Ola Vik, Lade legesenter, 7041 Trondheim

            Konsultasjonsnotat

            Pasient:  Kari Nordmann
            Operert ved Aleris Trondheim i 2017 uten komplikasjoner. Kontroll i dag uten funn.

            Med vennlig hilsen
            Guro Lund, gynekolog
            Kvinnelegene Lade
            """
        #expect(F.analyze(letter).institution == "Kvinnelegene Lade")
    }

    @Test("a trust's unit (a DPS, a BUP) writes as the trust, not as one of its hospitals")
    func trustUnit() {
        let letter = """
            Helse Bergen HF
            Psykisk helsevern for barn og unge
            BUP Åsane

            Til Ola Nordmann og føresette                     Dato: 20. februar 2024
            Fjellvegen 2, 5116 Ulset

            Innkalling til fyrste samtale

            Du har fått time tysdag 12. mars 2024 klokka 14.00 ved BUP Åsane.
            """
        let a = F.analyze(letter)
        #expect(a.institution == "Helse Bergen")
        #expect(a.docType == .innkalling)
    }

    @Test("a note named for who wrote it is a clinical summary; a referral named in the reference line is not the letter's name")
    func notesAndReferences() {
        let eyes = """
            Vestby Øyelegesenter
            Storgata 1, 1540 Vestby

            Vestby legekontor                      Vår ref.: 2024/118
            v/ Ola Vik                             Dykkar ref.: tilvising av 02.01.2024
            1540 Vestby                            Vestby, 06.05.2024

            Notat frå augelege

            Gjeld: Kari Nordmann. Visus høgre 0,5, venstre 0,3. Brilleresept gitt.
            """
        #expect(F.analyze(eyes).docType == .epikrise)
        let emergency = """
            Legevaktnotat                                             Utskrift 27.12.20
            Frå: Hallingdal legevakt              Til: Gol legekontor
            Pasient: Ola Nordmann
            Kontakt: 26.12.2020 kl. 19:48

            Neseblødning, etset og tamponert. Fjernes hos fastlege om 48 timer.
            """
        #expect(F.analyze(emergency).docType == .epikrise)
    }

    @Test("a caption over its date in a column beside the address names it, and a place and date there date the letter")
    func datesBesideTheAddress() {
        let captioned = """
            H E L S E   N O R D - T R Ø N D E L A G
            Sykehuset Namsos
            Kirurgisk avdeling

            Namsos legesenter                                 Vår dato        Vår referanse
            v/ fastlege Ola Vik                               14.03.2022      2022/4471
            Postboks 4                                        Deres dato      Deres referanse
            7801 Namsos                                       02.03.2022

            EPIKRISE

            Pasient: Kari Nordmann
            Innlagt 08.03.2022, utskrevet 11.03.2022.
            """
        #expect(F.analyze(captioned).documentDate == F.date("2022-03-14"))
        let placed = """
            Psykologane på Stord

            Til fastlege                                        Stord, 9. oktober 2019
            Ola Vik
            Stord legesenter

            Avslutningsnotat

            Klient: Kari Nordmann. Åtte samtalar; behandlinga er avslutta.
            """
        #expect(F.analyze(placed).documentDate == F.date("2019-10-09"))
    }

    @Test("a note dictated one day and written the next is dated when written; a referral by its tilvisingsdato")
    func dictatedAndWritten() {
        let note = """
            Sørlandet sykehus
            Barneavdelingen

            EPIKRISE

            Pasient: Ola Nordmann
            Innlagt 02.07.2011, utskrevet 06.07.2011.

            Diktert 07.07.2011, skrevet 08.07.2011 av HL. Elektronisk godkjent.
            """
        #expect(F.analyze(note).documentDate == F.date("2011-07-08"))
        let referral = """
            Tilvising
            Tilvisingsdato    16.02.2017
            Frå               Os legekontor
            Til               Haukeland universitetssjukehus, Barne- og ungdomsklinikken

            Pasient           Ola Nordmann, fødd 09.01.2015
            Hoste sidan hausten 2016, sist vurdert 14.02.2017.
            """
        #expect(F.analyze(referral).documentDate == F.date("2017-02-16"))
    }

    @Test("a medication list is dated when printed, not when its drugs were started")
    func medicationListStarted() {
        let list = """
            Os legekontor                                          LEGEMIDDELLISTE
            Osvegen 2, 5200 Os                                     Utskrive: 06.03.2023 10:41

            Pasient:  NORDMANN, OLA

            Faste legemiddel
              Legemiddel                          Dosering              Starta        Forskrivingsdato
              Eliquis tab 5 mg                    1 x 2                 11.08.2013    06.03.2023
              Atorvastatin tab 20 mg              1 x 1 kveld           14.09.2013    06.03.2023
            """
        let a = F.analyze(list)
        #expect(a.docType == .resept)
        #expect(a.documentDate == F.date("2023-03-06"))
    }

    @Test("a test of how an organ works is a result, also when its name stands beside the letterhead")
    func functionTests() {
        let spirometry = """
            Lade legesenter                                                         SPIROMETRI
            Ladeveien 2, 7041 Trondheim
            Pasient:  Nordmann, Ola                 Testdato: 09.12.2013
            Parameter           Pred      Pre       %Pred
            FVC (L)             5,32      5,05      95
            FEV1 (L)            4,21      3,30      78
            Tolkning: Lett obstruktiv ventilasjonsinnskrenkning.
            """
        #expect(F.analyze(spirometry).docType == .labSvar)
        let holter = """
            Helse Førde HF
            Lærdal sjukehus
            Langtids-EKG (Holter) - svar
            Pasient: Ola Nordmann
            Registrering: 11.06.2018 - 12.06.2018. Sinusrytme, ingen pausar.
            """
        #expect(F.analyze(holter).docType == .labSvar)
        let scan = """
            St. Olavs hospital                                          Klinikk for bildediagnostikk
            Universitetssykehuset i Trondheim                                           MR-seksjonen

            TIME TIL MR-UNDERSØKELSE
            Tid:  onsdag 23. april 2014 kl. 07:45
            Sted: MR-seksjonen, 1. etasje
            """
        #expect(F.analyze(scan, scanDate: F.date("2014-04-02")!).docType == .innkalling)
    }

    @Test("«Velkommen til» is a summons with a time to come; asking a service to see a patient is a referral")
    func welcomeAndAsking() {
        let welcome = """
            Helse Bergen
            Bjørgvin DPS
                                                              Dato: 14.01.2025
            Velkommen til Bjørgvin DPS
            Vi har sett av ein time til deg: tysdag 4. februar 2025 klokka 12:00.
            """
        #expect(F.analyze(welcome, scanDate: F.date("2025-01-20")!).docType == .innkalling)
        let leaflet = """
            Bergen kommune
            Velkommen til helsestasjonen
            Her finn du opningstider og kven du kan ringje.
            """
        #expect(F.analyze(leaflet).docType != .innkalling)
        let asking = """
            Os legekontor
            Til: Helse Bergen, BUP Os
                                                                  Os, 17.10.2023
            SØKNAD OM VURDERING I BUP
            Gjeld: Ola Nordmann. Aukande angst og skulefråvær sidan vinteren.
            """
        #expect(F.analyze(asking).docType == .henvisning)
    }

    @Test("two parties side by side: the office under «Avsendar:» sends, the one under «Mottakar:» receives")
    func partiesSideBySide() {
        let referral = """
            Mottakar:                                     Avsendar:
            Helse Bergen HF                               Os legekontor
            BUP Os                                        Fastlege Kari Berg
            Postboks 7316, 5020 Bergen                    Postboks 34, 5200 Os

            Dato: 15.01.2024

            TILVISING TIL BUP

            Gjeld: Ola Nordmann
            """
        #expect(F.analyze(referral).institution == "Os legekontor")
    }
}
