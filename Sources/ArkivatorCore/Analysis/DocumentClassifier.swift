/// Decides which of the seven kinds a letter is, weighting the letter's own heading far above
/// words that merely occur in the body (an innkalling mentions a referral; an epikrise mentions
/// lab results and prescriptions). Bokmål and Nynorsk.
enum DocumentClassifier {
    struct Result: Sendable {
        var type: DocumentType
        var confidence: Double
        /// The line that names the letter (`Innkalling til poliklinisk time`, `Vedtak om grunnstønad`).
        var headingLine: Int?
        var headingType: DocumentType?
        /// The heading phrase that named the letter (a skeleton, as in ``headings``).
        var headingPhrase: String?
        var scores: [DocumentType: Double]
    }

    /// Headings that name a letter's kind, matched at the start of a short line.
    /// Longer phrases win over shorter ones (`svar på henvisning` over `henvisning`).
    static let headings: [(phrase: String, type: DocumentType)] = {
        var list: [(String, DocumentType)] = []
        func add(_ type: DocumentType, _ phrases: [String]) { list += phrases.map { (Skeleton.make($0), type) } }
        add(.innkalling, [
            "innkalling*", "innkallingsbrev", "innkalling til time", "innkalling til poliklinisk time",
            "innkalling til undersøkelse", "innkalling til operasjon", "innkalling til innleggelse",
            "innkalling til samtale", "innkalling til kontroll", "innkalling til behandling", "innkalla*",
            "timeinnkalling", "timeavtale", "timebekreftelse", "bekreftelse på time*", "bekreftelse av time*",
            "melding om time", "melding om timeavtale", "du har fått time", "du har fått ny time", "ny time",
            "endring av time*", "endret time*", "endra time*", "flytting av time*", "påminnelse om time*",
            "time ved", "time hos", "time til", "time på", "din time", "timen din", "avtale om time",
            "svar på henvisning", "svar på tilvising", "svar på henvisning - innkalling", "svar på henvisning og innkalling",
            "svar på tilvising - innkalling", "inntaksbrev", "innkalling til dagkirurgi", "innkalling til dagbehandling",
            "velkommen til time", "velkommen til poliklinisk time", "velkommen til undersøkelse", "velkommen til operasjon",
            "velkommen til innleggelse", "planlagt innleggelse", "planlagt operasjon", "oppmøteinformasjon",
            "innkalling til mr", "innkalling til ct", "innkalling til røntgen", "innkalling til ultralyd",
            "innkalling til screening", "mammografiprogrammet", "invitasjon til", "rett til helsehjelp",
            "tilvisinga di er vurdert", "henvisningen din er vurdert", "henvisningen er vurdert",
            // A meeting with the case officer, the employer or the school nurse is a summons too.
            "du er innkalt*", "du er kalt inn*", "du er kalla inn*", "du blir innkalt*", "du blir kalla inn*",
            "møteinnkalling*", "innkalling til dialogmøte*", "innkalling til kontrollsamtale",
            "innkalling til oppfølgingssamtale", "innkalling til møte*", "invitasjon til dialogmøte*",
            "dialogmøte*", "kontrollsamtale*", "oppfølgingssamtale*", "du får time*", "du har fått time*",
            "velkommen til rehabiliteringsopphold", "velkommen til rehabiliteringsopphald", "velkommen til opphold",
            "velkommen til opphald", "velkommen til rehabilitering*", "velkommen til behandling*",
            "velkommen til samtale*", "velkommen til kontroll*", "velkommen til dialogmøte*", "velkommen til konsultasjon*",
            welcomeToAPlace,
        ])
        add(.epikrise, [
            "epikrise*", "sykehusepikrise", "sjukehusepikrise", "legevaktsepikrise", "poliklinisk epikrise",
            "foreløpig epikrise", "førebels epikrise", "poliklinisk notat", "polikliniske notat", "poliklinikknotat",
            "notat fra poliklinikk*", "notat frå poliklinikk*", "konsultasjonsnotat", "journalnotat", "utskrivningsrapport",
            "utskrivingsrapport", "utskrivningsnotat", "utskrivingsnotat", "utskrivingsepikrise", "sammenfatning",
            "samandrag", "tverrfaglig epikrise", "sykepleieepikrise", "sjukepleiarepikrise", "tilbakemelding på henvisning",
            "tilbakemelding på tilvising", "svar til henvisende lege", "operasjonsbeskrivelse", "operasjonsnotat",
            "behandlingsoppsummering", "oppsummering etter", "dagkirurgisk notat", "avslutningsnotat",
            "orientering om utskrivning", "utskrivingsmelding", "fødselsepikrise", "fødselsepikrise*",
            // What a clinic, a therapist or a psychologist writes back after a course of treatment.
            "sluttrapport*", "behandlingsrapport*", "statusrapport*", "konsultasjonsrapport*", "rapport etter*",
            "rapport fra fysioterapeut*", "rapport frå fysioterapeut*", "rapport fra psykolog*", "rapport frå psykolog*",
            "psykolograpport*", "rehabiliteringsrapport*", "sluttnotat*", "notat etter*", "notat fra konsultasjon*",
            "notat frå konsultasjon*",
            // A note from the doctor or therapist who saw the patient (`Notat frå augelege`, `Legevaktnotat`).
            "notat fra lege", "notat frå lege", "notat fra fastlege", "notat frå fastlege", "notat fra øyelege",
            "notat fra augelege", "notat frå augelege", "notat fra hudlege", "notat frå hudlege", "notat fra spesialist*",
            "notat frå spesialist*", "notat fra gynekolog*", "notat frå gynekolog*", "notat fra psykolog*",
            "notat frå psykolog*", "notat fra fysioterapeut*", "notat frå fysioterapeut*", "notat fra legevakt*",
            "notat frå legevakt*", "legevaktnotat", "legevaktsnotat", "spesialistnotat", "kontrollnotat",
        ])
        add(.labSvar, [
            "laboratoriesvar", "laboratoriesvar*", "laboratorierapport", "labsvar", "lab-svar", "prøvesvar", "prøvesvar*",
            "provesvar", "svarrapport*", "svar på prøve*", "svar på blodprøve*", "svar på laboratorie*", "blodprøvesvar",
            "blodprøveresultat*", "prøveresultat*", "analyseresultat*", "analysesvar", "resultat av blodprøve*",
            "resultat av prøve*", "resultater fra laboratoriet", "mikrobiologisk svar", "mikrobiologisvar",
            "patologisvar", "histologisvar", "histologisk undersøkelse", "cytologisvar", "patologirapport",
            "røntgensvar", "røntgenbeskrivelse", "radiologisvar", "radiologisk beskrivelse", "radiologisk undersøkelse",
            "mr-beskrivelse", "ct-beskrivelse", "undersøkelsesresultat*", "testresultat*", "svar på undersøkelse*",
            "rapport medisinsk biokjemi", "svar fra laboratori*", "svar frå laboratori*", "resultat av undersøkelse*",
        ])
        add(.labSvar, examinationHeadings)
        add(.resept, [
            "resept", "resepter", "e-resept*", "eresept*", "reseptliste", "reseptoversikt", "resept*",
            "legemiddelliste", "legemiddeloversikt", "legemiddelkort", "legemiddelliste*", "medisinliste",
            "medisinoversikt", "medikamentliste", "medikamentoversikt", "oversikt over legemidler", "oversikt over resepter",
            "oversikt over dine resepter", "dine resepter", "mine resepter", "reseptutskrift", "utskrift av e-resept*",
            "utskrift av resept*", "forskrivning*", "faste legemidler", "faste medisiner", "multidoseliste",
            "legemiddelbruk", "medisinkort", "pasientens legemiddelliste", "oversikt over e-resepter",
            "utskrift fra reseptformidleren", "resepter i reseptformidleren",
        ])
        add(.henvisning, [
            "henvisning", "henvisning til*", "henvisning*", "tilvising", "tilvising til*", "tilvising*",
            "viderehenvisning*", "henvisningsbrev", "elektronisk henvisning", "ny henvisning", "henvisning -",
            "henvises til", "remisse", "vidaretilvising*",
            // Asking a specialist service to see the patient.
            "søknad om vurdering*", "søknad om utredning*", "søknad om utgreiing*",
        ])
        add(.vedtak, [
            "vedtak*", "enkeltvedtak", "vedtaksbrev", "melding om vedtak", "underretning om vedtak", "vedtak om*",
            "vedtak i sak*", "tildelingsvedtak", "avslag på søknad*", "avslag*", "innvilgelse av*", "innvilget søknad*",
            "svar på søknad om*", "svar på søknaden*", "svar på klage*", "klagevedtak", "vedtak etter klage",
            "omgjøring av vedtak", "stans av*", "tildeling av*", "revurdering av*", "endring av vedtak",
            // A decision told in a sentence (`Nav har innvilget søknaden din om foreldrepenger`).
            "* har innvilget*", "* har innvilga*", "* har avslått*", "* har avslege*", "vi har endret*",
            "vi har endra*", "vi stanser*", "vi stansar*", "innvilget*", "innvilga*", "opphør av*", "opphøyr av*",
            "du får*", "du har fått innvilget*", "du har fått innvilga*", "tilbud om barnehageplass*",
            "tilbod om barnehageplass*", "tilbud om plass*", "tilbod om plass*", "avgjørelse i klagesak*",
            "avgjerd i klagesak*", "klagesak*", "vedtak i klagesak*",
        ])
        add(.annet, [
            "informasjon*", "pasientinformasjon", "informasjonsskriv", "orientering*", "frikort*", "kvittering*",
            "faktura*", "betalingsoversikt", "betalingspåminnelse", "purring", "egenandel*", "eigendel*",
            "bekreftelse*", "stadfesting*", "legeerklæring*", "erklæring*", "attest*", "sykmelding*", "sjukmelding*",
            "melding om*", "påminnelse*", "brosjyre", "forberedelse*", "førebuing*", "samtykke*", "avlysning*",
            "avbestilling*", "time avlyst", "venteliste*", "ventelistebrev", "tilbakebetaling*", "refusjon av*",
            "kontoutskrift", "årsoppgave", "dialogmelding", "forespørsel*", "individuell plan", "kriseplan",
            "brev til*", "velkommen", "nyhetsbrev", "invitasjon*", "mottatt henvisning", "henvisning mottatt",
            "bekreftelse på mottatt henvisning", "melding om mottatt henvisning", "kvittering for mottatt henvisning",
            "tilvising motteken", "informasjon før operasjon", "informasjon om*", "råd etter*", "råd før*",
            // Before a decision: a warning that one may come, a request for what it needs. Both speak
            // of the decision and of the right to complain against it, but decide nothing.
            "varsel*", "forhåndsvarsel*", "førehandsvarsel*", "forvarsel*", "innhenting av*",
            "vi trenger opplysninger*", "vi trenger dokumentasjon*", "vi trenger mer*", "vi trenger flere*",
            "vi treng opplysningar*", "vi treng dokumentasjon*", "vi treng meir*", "vi treng fleire*",
            "vi mangler opplysninger*", "vi mangler dokumentasjon*", "vi manglar*", "etterlysning*",
            "anmodning om opplysninger*", "oppmoding om opplysningar*", "be om opplysninger*",
            "nav trenger*", "nav treng*", "du må sende oss*", "du må sende inn*", "vi vurderer å*",
            "vi vurderer om*", "referat*", "møtereferat*", "oppsummering av dialogmøte*",
            // A complaint received or sent on decides nothing yet.
            "vi har mottatt klage*", "vi har mottatt klagesak*", "vi har motteke klag*", "vi har fått klage*",
            "mottatt klage*", "bekreftelse på mottatt klage*", "svar på klage - oversendelse*",
            "svar på klage - oversending*", "oversendelse*", "oversending*", "foreløpig svar*", "førebels svar*",
        ])
        add(.annet, messageNames)
        return list.sorted { $0.0.count > $1.0.count }
    }()

    /// The names of the messages that go between hospital, kommune and GP about a patient
    /// (the pleie- og omsorgsmeldinger, the dialogmelding) and of a requisition: `annet` whatever
    /// their body holds (an epikrise's diagnoses, a medication list, analyses asked for), unless
    /// the body summons the patient (see ``summons``). An `Utskrivningsrapport` is an epikrise and
    /// named with those.
    static let messageNames: [String] = [
        "helseopplysninger", "helseopplysninger til lege", "helseopplysningar", "medisinske opplysninger",
        "medisinske opplysningar", "innleggelsesrapport", "innleggingsrapport", "melding om innlagt pasient",
        "melding om innlagd pasient", "melding om utskrivningsklar pasient", "melding om utskrivingsklar pasient",
        "melding om utskrevet pasient", "melding om utskriven pasient", "orientering om tjenestetilbud",
        "orientering om tenestetilbod", "avviksmelding", "avvik", "legemiddelopplysninger", "legemiddelopplysningar",
        "forespørsel*", "førespurnad*", "svar på forespørsel", "svar på førespurnad", "dialogmelding*",
        "helsefaglig dialog*", "notat", "rekvisisjon*", "laboratorierekvisisjon", "*rekvisisjon",
        "elektronisk rekvisisjon", "rekvirering*", "pleie- og omsorgsmelding*", "plo-melding*",
        "legemiddelhåndtering", "avmelding av utskrivningsklar pasient", "orientering om dødsfall",
        "kommunikasjon av epj-innhold", "opplysninger til søknad",
    ]

    /// Words of a body that summon the patient to an appointment.
    private static let summons = [
        "innkalles til", "innkallast til", "er satt opp til", "er sett opp til", "har fått time", "har fått ny time",
        "møt opp",
    ].map(Skeleton.make)

    /// Words of the body that suggest a kind, with their weight. Each counts once.
    static let cues: [(phrase: String, type: DocumentType, weight: Double)] = {
        var list: [(String, DocumentType, Double)] = []
        func add(_ type: DocumentType, _ weight: Double, _ phrases: [String]) {
            list += phrases.map { (Skeleton.make($0), type, weight) }
        }
        add(.innkalling, 2, [
            "du er satt opp til", "satt opp til time", "sett opp til time", "har fått time", "har fått tildelt time",
            "tildelt time", "innkalles til", "du innkalles", "vi har satt deg opp", "vi har sett deg opp", "vi har satt av",
            "møt opp", "dersom du ikke kan møte", "dersom du ikkje kan møte", "hvis du ikke kan møte", "viss du ikkje kan møte",
            "avbestill*", "avbestilling", "manglende oppmøte", "ikke møter", "ikkje møter", "uteblivelse", "ikke møtt",
            "timen din", "timeavtalen", "den avtalte timen", "oppmøtested", "oppmøtestad", "oppmøtetid", "meld deg",
            "ta med gyldig legitimasjon", "du er velkommen til", "rett til helsehjelp", "frist for start*",
            "dialogmøte*", "kontrollsamtale*", "oppfølgingssamtale*", "du er innkalt", "du er kalla inn", "kallar deg inn",
            "innkaller deg", "kaller deg inn",
            // A time and a place to come to (`Tid: mandag 2. oktober 2023, kl. 13.30` / `Sted: …`).
            "tid:", "sted:", "stad:", "dato og tid", "dato og klokkeslett", "tid og sted", "tid og stad",
            "dersom timen ikke passer", "dersom timen ikkje passar", "hvis timen ikke passer", "viss timen ikkje passar",
            "kommer hjem til deg", "kjem heim til deg",
        ])
        add(.innkalling, 1, [
            "oppmøte", "frammøte", "gebyr", "timen", "ta med", "pasientreiser", "helsenorge", "kontaktlege",
            "påminnelse på sms", "sms", "kom gjerne", "minutter før", "ekspedisjonen", "skranken", "venterommet",
        ])
        add(.epikrise, 2, [
            "innlagt", "innlagd", "utskrevet", "utskriven", "hoveddiagnose", "bidiagnose", "sykehistorie", "sjukehistorie",
            "forløp", "forløpet", "anamnese", "status presens", "tilstand ved utreise", "ved utreise", "ved utskrivning",
            "ved utskriving", "innkomst", "innkomstårsak", "årsak til innleggelse", "epikrise", "videre oppfølging",
            "videre plan", "konklusjon", "cave",
            // An answer to the referring doctor after seeing the patient.
            "takk for henvisningen", "takk for henvisning", "takk for tilvisinga", "takk for tilvisinga di",
            "undersøkt her", "undersøkt hos oss", "etter henvisning fra deg", "etter tilvising frå deg",
        ])
        add(.epikrise, 1, [
            "diagnose*", "funn", "vurdering", "behandling", "undersøkelser", "kopi til", "under oppholdet",
            "i opphaldet", "kontroll", "prosedyre*", "operert", "operasjon",
        ])
        add(.labSvar, 2, [
            "referanseområde*", "referanseomr*", "ref.område", "ref.omr", "ref. område", "referanseintervall",
            "prøvetatt", "prøve tatt", "prøvetaking*", "prøvenr*", "prøvenummer", "rekvirent*", "rekvirerende",
            "svarrapport", "analyse", "analyser", "resultat", "over referanse*", "under referanse*", "utenfor referanse*",
            "medisinsk biokjemi", "mikrobiologi", "godkjent av", "akkreditert", "materiale", "prøvemateriale",
            // A radiologist's answer, headed by the examination alone (`MR venstre skulder`).
            "beskrevet av", "beskrive av", "radiolog", "røntgenlege", "undersøkelsen viser", "undersøkinga viser",
            "sammenlignet med tidligere", "samanlikna med tidlegare", "ingen tidligere undersøkelser",
        ])
        add(.labSvar, 1, ["enhet", "mmol/l", "µmol/l", "umol/l", "g/dl", "g/l", "mg/l", "nmol/l", "10^9/l", "mie/l", "laboratori*"])
        add(.resept, 2, [
            "e-resept", "eresept", "resept*", "forskrevet", "forskrivning*", "dosering", "legemiddel", "legemidler",
            "legemiddelliste", "reit", "reseptgruppe", "varenummer", "pakning*", "virkestoff", "bruksområde",
            "apotek", "apoteket", "hentes på", "utleveres", "multidose",
        ])
        add(.resept, 1, [
            "tablett*", "kapsel", "kapsler", "mikstur", "inhalasjon*", "ganger daglig", "ved behov", "om morgenen",
            "om kvelden", "styrke", "mg", "bivirkninger", "faste medisiner",
        ])
        add(.henvisning, 2, [
            "henvises", "henvises til", "problemstilling", "spørsmålsstilling", "henvisningsårsak", "henvisningsgrunn",
            "ønsker vurdering", "bes vurdert", "ber om vurdering", "vennligst vurder", "henvisende lege", "henviser",
            "epikrise bes sendt", "undertegnede", "hastegrad", "tilvisast", "tilvisar", "ber om utredning",
            "takk for hjelpen", "ønskes vurdert", "ønsker:", "ønsker",
        ])
        add(.henvisning, 1, ["tidligere sykdommer", "tidlegare sjukdommar", "allergier", "faste medisiner", "mottaker", "henvis*"])
        add(.vedtak, 3, [
            "du kan klage", "rett til å klage", "klagerett", "klageadgang", "klagefrist", "klage på vedtaket",
            "klage på dette vedtaket", "klagen", "fristen for å klage", "du kan klaga", "klage til", "klageinstans",
            "vedtaket er gjort", "vedtaket er fatta", "vedtaket er fattet",
        ])
        add(.vedtak, 2, [
            "vedtak", "vedtaket", "forvaltningsloven", "folketrygdloven", "helse- og omsorgstjenesteloven",
            "pasient- og brukerrettighetsloven", "innvilget", "innvilges", "innvilga", "avslått", "avslag", "avslås",
            "begrunnelse", "grunngjeving", "hjemmel", "lovheimel", "innsyn", "tildelt", "tildeling", "statsforvalteren",
            "søknaden din", "søknaden", "søknad om",
        ])
        add(.annet, 2, [
            "frikort", "egenandelstak*", "eigendelstak*", "kvittering", "faktura", "tilbakebetal*", "kontonummer",
            "brosjyre", "faste fra midnatt", "faste frå midnatt", "forbered deg", "førebu deg", "opereres",
            "informasjon om", "til informasjon", "orientering om",
            "dette er ikke et vedtak", "dette er ikkje eit vedtak", "ikke et vedtak", "ikkje eit vedtak",
            "uttale deg", "uttala deg", "før vi gjør et vedtak", "før vi gjer eit vedtak", "før vi fatter vedtak",
        ])
        add(.annet, 1, ["informasjon", "spørsmål", "åpningstid*", "opningstid*", "betal*"])
        return list
    }()

    /// `Velkommen til Bjørgvin DPS`: a summons when it gives a time to come, a leaflet otherwise.
    private static let welcomeToAPlace = "velkommen til*"

    /// An examination named alone as the heading (`ULTRALYD THYREOIDEA`, `MR venstre kne`): a
    /// radiologist's answer, unless the line also summons (`Ultralyd av magen – innkalling`).
    static let examinationHeadings = [
        "ultralyd*", "ul *", "ct *", "ct-*", "mr *", "mr-*", "mri *", "røntgen *", "rtg *", "røntgen av*",
        "røntgenundersøkelse av*", "mammografi*", "dexa*", "beintetthetsmåling*", "bentetthetsmåling*",
        "scintigrafi*", "skjelettscintigrafi*", "pet-ct*",
        // Tests of how an organ works, answered as results (`Audiogram`, `Spirometri`, `Langtids-EKG (Holter) - svar`).
        "audiogram*", "hørselstest*", "hørselsundersøkelse*", "hørselsmåling*", "spirometri*", "lungefunksjon*",
        "langtids-ekg*", "holter*", "arbeids-ekg*", "belastnings-ekg*", "ekg-svar*", "ekkokardiografi*",
        "søvnregistrering*", "polygrafi*", "polysomnografi*", "nevrografi*", "prikktest*", "allergitest*",
        "resultat av prikktest*", "resultat av allergitest*", "synsfeltundersøkelse*",
    ]
    private static let examinationHeadingSkeletons = Set(examinationHeadings.map(Skeleton.make))

    private static let timeCaptions = ["tid:", "tidspunkt:", "dato og tid", "dato og klokkeslett", "når:", "klokkeslett:"]
        .map(Skeleton.make)
    private static let placeCaptions = ["sted:", "stad:", "oppmøtested", "oppmøtestad", "hvor:", "kvar:", "adresse:"]
        .map(Skeleton.make)

    static let messageNameSkeletons = Set(messageNames.map(Skeleton.make))

    /// Headings of medication lists and of overviews of prescriptions: a resept that is no single prescription.
    static let medicationListNames = Set([
        "legemiddelliste", "legemiddelliste*", "pasientens legemiddelliste", "medisinliste", "medisinoversikt",
        "medikamentliste", "medikamentoversikt", "legemiddeloversikt", "oversikt over legemidler", "faste legemidler",
        "faste medisiner", "multidoseliste", "legemiddelkort", "medisinkort",
    ].map(Skeleton.make))
    static let prescriptionOverviewNames = Set([
        "reseptoversikt", "oversikt over resepter", "oversikt over dine resepter", "dine resepter", "mine resepter",
        "oversikt over e-resepter", "utskrift fra reseptformidleren", "resepter i reseptformidleren", "reseptliste",
    ].map(Skeleton.make))

    private static let headingLeadLabels = [
        "re:", "emne:", "sak:", "tittel:", "angår:", "angaar:", "vedr.:", "vedr:", "dokument:", "dokumenttype:", "type:",
        "om:", "meldingstype:", "meldingstype", "gjelder:", "gjelder", "gjeld:", "gjeld", "vedrørende:", "vedrørende",
        "vedrørande", "vedr.", "vedr",
        // The PLO stylesheet's heading for a message it has no name for: `PLO-melding: <type>`
        "plo-melding:", "pleie- og omsorgsmelding:",
    ].map(Skeleton.make)

    /// The kind a heading line names, if it names one.
    static func headingType(of line: LetterLine) -> (DocumentType, Double)? {
        headingMatch(of: line).map { ($0.type, $0.strength) }
    }

    static func headingMatch(of line: LetterLine) -> (type: DocumentType, strength: Double, phrase: String)? {
        var s = line.skeleton.trimmingCharacters(in: .whitespaces)
        for lead in headingLeadLabels where s.hasPrefix(lead) {
            s = String(s.dropFirst(lead.count)).trimmingCharacters(in: .whitespaces)
        }
        let words = s.split(separator: " ").count
        guard words >= 1, words <= 14 else { return nil }
        for (phrase, type) in headings {
            // A phrase for the end of a compound (`*rekvisisjon`) heads a line whose first word ends so
            // (`Røntgenrekvisisjon`).
            if let r = Skeleton.firstRange(of: phrase, in: s),
               r.lowerBound == s.startIndex || (phrase.hasPrefix("*") && !s[..<r.lowerBound].contains(" ")) {
                if type == .labSvar, examinationHeadingSkeletons.contains(phrase),
                   headings.contains(where: { $0.type == .innkalling && Skeleton.contains(s, $0.phrase) }) {
                    return (.innkalling, 0.7, phrase)
                }
                // `Henvisningsdiagnose: ...`, `Vedtak: Du innvilges ...`: a field label, not the heading
                let rest = s[r.upperBound...].drop(while: { $0.isLetter })
                if rest.hasPrefix(":"), rest.dropFirst().contains(where: { $0.isLetter }) {
                    return (type, 0.4, phrase)
                }
                return (type, 1.0, phrase)
            }
        }
        // A heading in a column of its own beside the letterhead (`Møllenberg legesenter      SPIROMETRI`).
        for cell in line.printedCells(gap: 3).dropFirst() {
            let c = Skeleton.make(cell.text).trimmingCharacters(in: .whitespaces)
            if let (phrase, type) = headings.first(where: { entry in
                Skeleton.firstRange(of: entry.phrase, in: c).map { $0.lowerBound == c.startIndex } ?? false
            }), type != .annet, !InstitutionFinder.isUnitName(cell.text) {
                return (type, 0.7, phrase)
            }
        }
        guard words <= 7 else { return nil }
        // A heading phrase later in a short line (`Ortopedisk poliklinikk - epikrise`)
        // An examination names the letter only as its first words: `Curato Røntgen Lillestrøm` is a sender.
        for (phrase, type) in headings where type != .annet && !examinationHeadingSkeletons.contains(phrase) {
            if Skeleton.contains(s, phrase) { return (type, 0.7, phrase) }
        }
        return nil
    }

    private static let referenceCaptions = FieldLabels.referenceCaptions.map(Skeleton.make)

    static func classify(_ text: LetterText, sender: InstitutionKind?, hasTimedFutureDate: Bool,
                         layout: MessageLayout? = nil) -> Result {
        var scores: [DocumentType: Double] = Dictionary(uniqueKeysWithValues: DocumentType.allCases.map { ($0, 0) })
        let content = text.contentLines
        // A message names itself right under its header, which may run long when every caption
        // and value has its own line; a letter names itself near its top.
        let bodyStart = layout?.bodyStart.map { text.contentPosition(ofLine: $0) } ?? 0
        let headCount = min(content.count, max(14, content.count / 2, bodyStart + 14))
        var headingLine: Int? = nil
        var headingType: DocumentType? = nil
        var headingPhrase: String? = nil
        var headingsSeen = 0
        for position in 0..<headCount {
            // Captions and values of a message's header are never its name.
            if let layout, layout.party(ofLine: content[position]) != nil { continue }
            let line = text.lines[content[position]]
            guard let (type, strength, phrase) = headingMatch(of: line) else { continue }
            // A "Kopi til" or "Mottaker" line is no heading, nor a reference to another letter
            // (`Dykkar ref.: tilvising av 08.10.2019`).
            if line.skeleton.hasPrefix(Skeleton.make("kopi")) || line.skeleton.hasPrefix(Skeleton.make("mottaker"))
                || referenceCaptions.contains(where: { Skeleton.contains(line.skeleton, $0) }) { continue }
            if headingLine == nil, strength >= 0.7 {
                headingLine = line.index
                headingType = type
                headingPhrase = phrase
                let welcomesWithoutATime = phrase == Skeleton.make(welcomeToAPlace) && !hasTimedFutureDate
                scores[type, default: 0] += welcomesWithoutATime ? 0 : 12 * strength
                // "Svar på henvisning" without an appointment is an answer, not a summons
                if type == .innkalling, phrase.hasPrefix(Skeleton.make("svar på")), !hasTimedFutureDate {
                    scores[type, default: 0] -= 6
                }
            } else if headingsSeen < 3 {
                scores[type, default: 0] += 3 * strength
            }
            headingsSeen += 1
        }
        var seen = Set<String>()
        var bodyScores: [DocumentType: Double] = [:]
        let bodySkeleton = text.lines.filter { !$0.isBlank }.map(\.skeleton).joined(separator: "\n")
        for (phrase, type, weight) in cues where !seen.contains("\(type.rawValue)|\(phrase)") {
            if Skeleton.contains(bodySkeleton, phrase) {
                seen.insert("\(type.rawValue)|\(phrase)")
                bodyScores[type, default: 0] += weight
            }
        }
        // ICD-10 codes (`J18.9 Pneumoni`) are a sign of a clinical summary or a referral.
        let icd = text.lines.contains { line in
            let t = line.text
            guard let first = t.first, first.isUppercase, first.isASCII, t.count >= 4 else { return false }
            let a = Array(t)
            return a[1].isASCIIDigit && a[2].isASCIIDigit && (a.count == 3 || a[3] == "." || a[3] == " ")
        }
        if icd { bodyScores[.epikrise, default: 0] += 2; bodyScores[.henvisning, default: 0] += 0.5 }
        // Rows of a result table: a name, a number and a unit.
        let resultRows = text.lines.filter(isResultRow).count
        bodyScores[.labSvar, default: 0] += Double(min(resultRows, 6)) * 0.7
        let doseRows = text.lines.filter(isDoseRow).count
        bodyScores[.resept, default: 0] += Double(min(doseRows, 5)) * 0.6
        if hasTimedFutureDate { bodyScores[.innkalling, default: 0] += 2 }
        // A time and a place, each under its caption, is where and when to come, whoever asks
        // (`Tid: mandag 2. oktober 2023, kl. 13.30` / `Sted: Helserommet på skolen`).
        if hasTimedFutureDate, headingType == nil || headingType == .innkalling,
           timeCaptions.contains(where: { Skeleton.contains(bodySkeleton, $0) }),
           placeCaptions.contains(where: { Skeleton.contains(bodySkeleton, $0) }) {
            scores[.innkalling, default: 0] += 6
        }
        // A message between health services is `annet` but for a body that summons the patient to a
        // time: that is an innkalling, whatever the message is called.
        if let headingPhrase, messageNameSkeletons.contains(headingPhrase), hasTimedFutureDate,
           summons.contains(where: { Skeleton.contains(bodySkeleton, $0) }) {
            scores[.innkalling, default: 0] += 14
        }

        for (type, value) in bodyScores {
            scores[type, default: 0] += min(value, 10) * 0.5
        }
        switch sender {
        case .lab?: scores[.labSvar, default: 0] += 3
        case .imaging?: scores[.labSvar, default: 0] += 2.5
        case .nav?, .municipality?, .government?:
            scores[.vedtak, default: 0] += 1.5
            scores[.annet, default: 0] += 1
            scores[.epikrise, default: 0] -= 2
            scores[.innkalling, default: 0] -= 1
        case .helfo?:
            scores[.vedtak, default: 0] += 0.5
            scores[.annet, default: 0] += 1.5
        case .gp?:
            scores[.resept, default: 0] += 1
            scores[.henvisning, default: 0] += 1
        case .pharmacy?:
            scores[.resept, default: 0] += 3
        default: break
        }
        // A decision is a decision only with a right to appeal; without one, a NAV or Helfo
        // letter is a notice.
        let appeal = ["klage*", "klagerett", "klageadgang", "klaga"].map(Skeleton.make).contains { Skeleton.contains(bodySkeleton, $0) }
        if !appeal {
            scores[.vedtak, default: 0] -= headingType == .vedtak ? 2 : 5
        }
        let ranked = scores.sorted { $0.value > $1.value }
        var best = ranked[0]
        if best.value < 3 { best = (.annet, best.value) }
        let margin = best.value - (ranked.first { $0.key != best.key }?.value ?? 0)
        let confidence = max(0.3, min(0.98, 0.5 + margin / 16))
        return Result(type: best.key, confidence: confidence, headingLine: headingLine, headingType: headingType,
                      headingPhrase: headingPhrase, scores: scores)
    }

    private static let units = ["mmol/l", "µmol/l", "umol/l", "nmol/l", "pmol/l", "mol/mol", "g/dl", "g/l", "mg/l", "µg/l",
                                "ug/l", "ng/l", "mie/l", "mu/l", "iu/l", "u/l", "e/l", "10^9/l", "10^12/l", "fl", "pg", "%",
                                "ml/min", "sek", "mm/t", "kie/l", "ke/l", "x10^9/l", "mg/mmol", "ratio"]

    /// `Kreatinin 104 µmol/L 45 - 90`: a result row.
    static func isResultRow(_ line: LetterLine) -> Bool {
        let words = line.folded.split(separator: " ")
        guard words.count >= 2, words.count <= 14, let first = words.first, first.first?.isLetter ?? false else { return false }
        guard words.contains(where: { $0.first?.isNumber ?? false }) else { return false }
        return words.contains { w in units.contains(String(w)) }
    }

    /// `Ibux 400 mg tablett 1 tablett inntil 3 ganger daglig`: a prescription row.
    static func isDoseRow(_ line: LetterLine) -> Bool {
        let f = line.folded
        guard f.first?.isLetter ?? false else { return false }
        let hasStrength = f.range(of: #"\d+(,\d+)?\s?(mg|mikrog|µg|mcg|ml|mg/ml|ie|mmol|g)\b"#, options: .regularExpression) != nil
        let hasForm = ["tablett", "kapsel", "mikstur", "spray", "inhalasjon", "krem", "salve", "dråper", "plaster",
                       "injeksjon", "stikkpille", "depottablett", "enterotablett", "pulver", "oppløsning", "mixtur", "dose"]
            .contains { f.contains($0) }
        return hasStrength && hasForm
    }
}

import Foundation
