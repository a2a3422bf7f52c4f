import Foundation

/// Picks 2–8 content words (diagnoses, procedures, analyses, drugs, services) from a letter;
/// never names, ID numbers or dates.
enum KeywordExtractor {
    /// Medical and welfare vocabulary, in the form shown to the user. Matched OCR-tolerantly,
    /// also as the first part of a compound (`antibiotika` in `antibiotikabehandling`).
    static let lexicon: [String] = [
        // diagnoses and conditions
        "pneumoni", "lungebetennelse", "astma", "KOLS", "bronkitt", "bronkiolitt", "influensa", "covid-19", "RS-virus",
        "diabetes", "diabetes type 1", "diabetes type 2", "hypertensjon", "høyt blodtrykk", "hjertesvikt", "atrieflimmer",
        "angina pectoris", "hjerteinfarkt", "hjerneslag", "hjerteklaffsykdom", "arytmi", "bilyd", "epilepsi", "migrene",
        "hodepine", "multippel sklerose", "Parkinsons sykdom", "demens", "depresjon", "angst", "ADHD", "autisme",
        "artrose", "kneartrose", "hofteartrose", "brudd", "fraktur", "håndleddsbrudd", "hoftebrudd", "ankelbrudd",
        "meniskskade", "korsbåndskade", "skulderplager", "ryggsmerter", "prolaps", "isjias", "revmatoid artritt",
        "leddgikt", "psoriasis", "eksem", "atopisk eksem", "akne", "urtikaria", "føflekk", "melanom", "cøliaki",
        "Crohns sykdom", "ulcerøs kolitt", "irritabel tarm", "gallestein", "appendisitt", "lyskebrokk", "navlebrokk",
        "brokk", "hemoroider", "refluks", "magesår", "kreft", "brystkreft", "prostatakreft", "tarmkreft", "lungekreft",
        "lymfom", "leukemi", "anemi", "jernmangel", "jernmangelanemi", "hypotyreose", "hypertyreose", "stoffskiftesykdom",
        "nyresvikt", "nyrestein", "urinveisinfeksjon", "blærebetennelse", "prostataforstørrelse", "inkontinens",
        "katarakt", "grå stær", "glaukom", "grønn stær", "makuladegenerasjon", "skjeling", "synsvansker", "otitt",
        "ørebetennelse", "tonsillitt", "mandelbetennelse", "polypper", "bihulebetennelse", "sinusitt", "hørselstap",
        "tinnitus", "søvnapné", "snorking", "svangerskap", "graviditet", "endometriose", "cyste", "myom", "feber",
        "kramper", "febersyke", "dehydrering", "gastroenteritt", "omgangssyke", "allergi", "matallergi", "pollenallergi",
        "overvekt", "fedme", "osteoporose", "beinskjørhet", "gikt", "sepsis", "hjernerystelse", "commotio",
        "sykelig overvekt", "vitamin D-mangel", "B12-mangel", "høyt kolesterol", "blodpropp", "lungeemboli", "DVT",
        "tromboflebitt", "åreknuter", "sår", "infeksjon", "cellulitt", "rosen", "borreliose", "hjernehinnebetennelse",
        // procedures and examinations
        "koloskopi", "gastroskopi", "endoskopi", "MR", "CT", "EEG", "EMG", "nevrografi", "røntgen", "ultralyd", "EKG", "ekkokardiografi",
        "belastningstest", "Holter", "spirometri", "biopsi", "operasjon", "artroskopi", "protese", "hofteprotese",
        "kneprotese", "kataraktoperasjon", "blodprøver", "allergitest", "prikktest", "hørselstest", "synstest",
        "fysioterapi", "rehabilitering", "dialyse", "cellegift", "kjemoterapi", "strålebehandling", "vaksinasjon",
        "vaksine", "antibiotika", "intravenøs behandling", "gips", "narkose", "anestesi", "dagkirurgi", "kontroll",
        "mammografi", "screening", "utredning", "kolecystektomi", "appendektomi", "tonsillektomi", "dren",
        "øreknapper", "polyppfjerning", "sterilisering", "keisersnitt", "fødsel", "blodtransfusjon", "infusjon",
        "smertebehandling", "samtaleterapi", "kognitiv terapi", "oppfølging", "ernæring", "sondeernæring",
        // analyses
        "Hemoglobin", "Hb", "HbA1c", "CRP", "SR", "Leukocytter", "Trombocytter", "Erytrocytter", "Ferritin", "Jern",
        "Transferrin", "Vitamin B12", "Kobalamin", "Folat", "Vitamin D", "TSH", "Fritt T4", "T3", "Kreatinin", "eGFR",
        "ALAT", "ASAT", "GT", "ALP", "Bilirubin", "Albumin", "Natrium", "Kalium", "Kalsium", "Magnesium", "Fosfat",
        "Glukose", "Kolesterol", "LDL-kolesterol", "HDL-kolesterol", "Triglyserider", "PSA", "Troponin", "NT-proBNP",
        "D-dimer", "INR", "Urinsyre", "CK", "Amylase", "Lipase", "Testosteron", "Østradiol", "Prolaktin", "Kortisol",
        "IgE", "Urinstix", "Urinkultur", "Dyrkning", "Blodkultur", "Streptokokker", "Covid-test", "Celiaki-test",
        "Anti-TPO", "B-glukose", "Laktat", "Nøytrofile", "Lymfocytter", "MCV", "Retikulocytter", "Cystatin C",
        "Albumin/kreatinin-ratio", "Vitamin B6", "Sink", "Homocystein", "Lipider",
        // drugs
        "Paracet", "Paracetamol", "Pinex", "Ibux", "Ibuprofen", "Voltaren", "Diklofenak", "Naproxen", "Albyl-E",
        "Acetylsalisylsyre", "Ventoline", "Salbutamol", "Airomir", "Bricanyl", "Seretide", "Symbicort", "Flutide",
        "Pulmicort", "Aerius", "Zyrtec", "Cetirizin", "Desloratadin", "Levaxin", "Levotyroksin", "Euthyrox", "Metformin",
        "Insulin", "NovoRapid", "Lantus", "Humalog", "Ozempic", "Jardiance", "Simvastatin", "Atorvastatin", "Lipitor",
        "Crestor", "Rosuvastatin", "Metoprolol", "Selo-Zok", "Bisoprolol", "Amlodipin", "Norvasc", "Enalapril",
        "Ramipril", "Losartan", "Cozaar", "Atacand", "Kandesartan", "Furosemid", "Furix", "Marevan", "Warfarin",
        "Eliquis", "Apixaban", "Xarelto", "Rivaroksaban", "Pradaxa", "Plavix", "Klopidogrel", "Omeprazol", "Losec",
        "Somac", "Pantoprazol", "Nexium", "Esomeprazol", "Sertralin", "Zoloft", "Cipralex", "Escitalopram", "Fluoksetin",
        "Citalopram", "Mirtazapin", "Remeron", "Venlafaxin", "Efexor", "Zopiklon", "Imovane", "Melatonin", "Circadin",
        "Sobril", "Oksazepam", "Vival", "Diazepam", "Stesolid", "Tramadol", "Nobligan", "Paralgin forte", "Pinex Forte",
        "Kodein", "Morfin", "OxyContin", "Oksykodon", "Amoksicillin", "Apocillin", "Penicillin", "Fenoksymetylpenicillin",
        "Weifapenin", "Selexid", "Pivmecillinam", "Trimetoprim", "Doksycyklin", "Klaritromycin", "Erytromycin",
        "Ery-Max", "Dalacin", "Klindamycin", "Flukloksacillin", "Keflex", "Prednisolon", "Prednison", "Medrol",
        "Hydrokortison", "Elocon", "Betnovat", "Locoid", "Allopurinol", "Metotreksat", "Methotrexate", "Humira",
        "Ritalin", "Concerta", "Metylfenidat", "Elvanse", "Lamotrigin", "Lamictal", "Keppra", "Levetiracetam",
        "Orfiril", "Valproat", "Gabapentin", "Neurontin", "Pregabalin", "Lyrica", "Sumatriptan", "Imigran", "Calcigran",
        "Duroferon", "Ferromax", "Nitroglyserin", "Nasonex", "Mometason", "Avamys", "Otrivin", "Microlax", "Movicol",
        "Laktulose", "Duphalac", "Imodium", "Loperamid", "Zofran", "Afipran", "Vallergan", "Phenergan", "Atarax",
        "Truxal", "Quetiapin", "Seroquel", "Olanzapin", "Abilify", "Litium", "Lithionit", "Spiriva", "Relvar",
        "Trimbow", "Fostair", "Ventolin", "Adrenalin", "EpiPen", "Emerade", "Fucidin", "Fucicort", "Canesten",
        "Daktacort", "Aciclovir", "Valtrex", "Tamiflu", "Vagifem", "Ovesterin", "Cerazette", "Yasmin", "Microgynon",
        "Loette", "Levonorgestrel", "Folsyre", "Jernsulfat", "Kaliumklorid", "Digoxin", "Lanoxin", "Spironolakton",
        "Hydroklortiazid", "Atenolol", "Propranolol", "Dilaudid", "Targiniq", "Palexia", "Buprenorfin", "Norspan",
        "Antabus", "Naltrekson", "Suboxone", "Metadon", "Enbrel", "Remicade", "Stelara", "Dupixent", "Xolair",
        "Cosentyx", "Mounjaro", "Saxenda", "Wegovy", "Trulicity", "Victoza", "Forxiga", "Januvia", "Glucophage",
        // services and benefits (decisions, notices)
        "arbeidsavklaringspenger", "arbeidsavklaringspengar", "sjukepengar", "pleiepengar", "omsorgspengar",
        "foreldrepengar", "hjelpemiddel", "sykepenger", "uføretrygd", "grunnstønad", "hjelpestønad", "pleiepenger",
        "omsorgspenger", "opplæringspenger", "foreldrepenger", "dagpenger", "barnetrygd", "kontantstøtte",
        "hjelpemidler", "hjelpemiddel", "praktisk bistand", "hjemmesykepleie", "heimesjukepleie", "hjemmehjelp",
        "hjemmetjenester", "avlastning", "trygghetsalarm", "omsorgsstønad", "omsorgslønn", "støttekontakt",
        "brukerstyrt personlig assistanse", "BPA", "korttidsopphold", "langtidsopphold", "sykehjemsplass",
        "dagaktivitetstilbud", "dagsenter", "omsorgsbolig", "matombringing", "TT-kort", "parkeringstillatelse",
        "refusjon", "frikort", "egenandel", "egenandeler", "tannbehandling", "individuell plan", "koordinator",
        "pasientreiser", "reiseutgifter", "fritt behandlingsvalg", "behandlingsreise", "ventetid", "rett til helsehjelp",
        "sykmelding", "legeerklæring", "førerkort", "attest", "pasientskade", "erstatning", "ortopediske hjelpemidler",
        "høreapparat", "briller", "kontaktlinser", "fysioterapi",
    ]

    private static let lexiconIndex: [(skeleton: String, term: String)] = {
        lexicon.map { (Skeleton.make($0), $0) }.sorted { $0.0.count > $1.0.count }
    }()

    /// Each lexicon entry as searched for in the body: words of six letters or more as stems.
    private static let lexiconPatterns = lexiconIndex.map { $0.skeleton.count >= 6 ? $0.skeleton + "*" : $0.skeleton }
    private static let lexiconOpenings = PhraseOpenings(lexiconPatterns)

    private static let lexiconBySkeleton: [String: String] = {
        var map: [String: String] = [:]
        for term in lexicon where map[Skeleton.make(term)] == nil { map[Skeleton.make(term)] = term }
        return map
    }()

    /// Compounds that start like a term but are labels (`Fødselsnummer`, `Fødselsdato`).
    static let blockedCompounds: [String] = ["fødselsn", "fødselsd", "fødselsår", "fødselsdag", "fødselsattest",
                                             "operasjonsdag", "kontrollnummer", "refusjonskode", "refusjonshjemmel"]
        .map(Skeleton.make)

    /// Words that are too general to file by.
    static let generic: Set<String> = Set([
        "kontroll", "oppfølging", "utredning", "operasjon", "behandling", "infeksjon", "sår", "feber", "brudd",
        "blodprøver", "ventetid", "koordinator", "rosen", "gips", "egenandel", "egenandeler",
    ].map(Skeleton.make))

    static func extract(_ text: LetterText, docType: DocumentType, family: [FamilyMember], excludedNames: Set<String>,
                        headingLine: Int?) -> [String] {
        var keywords: [String] = []
        var seen = Set<String>()
        let nameTokens: Set<String> = Set(family.flatMap { $0.name.split(separator: " ").map { Skeleton.make(String($0)) } })
            .union(excludedNames)
        func add(_ raw: String) {
            var k = raw.trimmingCharacters(in: CharacterSet(charactersIn: " ,.;:()-–"))
            if k.isEmpty || k.count < 2 || k.count > 40 { return }
            // never numbers that could identify someone, nor dates
            if k.filter(\.isNumber).count >= 4 { return }
            if k.range(of: #"\d{1,2}[./]\d{1,2}"#, options: .regularExpression) != nil { return }
            let parts = k.split(separator: " ").map { Skeleton.make(String($0)) }
            if parts.contains(where: { nameTokens.contains($0) }) { return }
            if let known = lexiconBySkeleton[Skeleton.make(k)] { k = known }
            let key = Skeleton.make(k)
            guard !seen.contains(key) else { return }
            // a keyword already covering this one (`Crohns sykdom` covers `Crohns`)
            if seen.contains(where: { $0.hasPrefix(key + " ") || key.hasPrefix($0 + " ") }) { return }
            seen.insert(key)
            keywords.append(k)
        }

        // 1. Structured: diagnoses (ICD-10 lines and lines under a "Diagnose" heading)
        var underDiagnosis = false
        for line in text.lines where !line.isBlank {
            let s = line.skeleton
            // `Diagnoser`, `Hoveddiagnose:`, `Henvisningsdiagnose`: a diagnosis label, its value after it or below
            let firstWord = s.split(separator: " ").first.map { $0.trimmingCharacters(in: .punctuationCharacters) } ?? ""
            if firstWord.contains(Skeleton.make("diagnos")), line.text.split(separator: " ").count <= 8 {
                underDiagnosis = true
                if let colon = line.text.firstIndex(of: ":") {
                    let rest = String(line.text[line.text.index(after: colon)...])
                    if let d = diagnosisText(rest) { add(d) }
                }
                continue
            }
            if let d = icdDiagnosis(line.text) { add(d); continue }
            if underDiagnosis {
                let wordCount = line.text.split(separator: " ").count
                if line.text.hasSuffix(":") || wordCount > 8
                    || (wordCount <= 2 && sectionHeadings.contains { s.hasPrefix($0) })
                    || FieldLabels.labelRow(line, vocabulary: labelVocabulary) != nil { underDiagnosis = false; continue }
                if let d = diagnosisText(line.text) { add(d) }
            }
        }
        // A message's subject: `Tema: Utskrivning`, or `Tema` with the subject on the next line
        for line in text.lines where !line.isBlank {
            let w = line.text.split(separator: " ")
            guard let first = w.first, ["tema", "tema:", "emne", "emne:"].map(Skeleton.make).contains(Skeleton.make(String(first)))
            else { continue }
            var subject = w.dropFirst().joined(separator: " ")
            if subject.isEmpty, let next = DateRoleAnalyzer.nextContentLine(after: line.index, in: text) {
                subject = text.lines[next].text
            }
            // the row's next label ends the value (`Tema: Utskrivning   Kontaktperson: …`)
            if let cut = subject.range(of: #"\s\S+:"#, options: .regularExpression) { subject = String(subject[..<cut.lowerBound]) }
            if (1...4).contains(subject.split(separator: " ").count) { add(lowerInitial(subject)) }
            break
        }

        // 2. Result rows and prescription rows
        if docType == .labSvar || docType == .resept || docType == .epikrise {
            for line in text.lines where !line.isBlank {
                if DocumentClassifier.isResultRow(line), let a = leadingName(line.text) { add(analyteName(a)) }
                else if DocumentClassifier.isDoseRow(line), let d = leadingName(line.text) { add(d) }
                if keywords.count >= 8 { break }
            }
        }
        // 3. The subject of a decision or notice: `Vedtak om tildeling av praktisk bistand`
        if let h = headingLine, docType == .vedtak || docType == .annet {
            if let subject = subject(ofHeading: text.lines[h].text) {
                let known = lexiconIndex.first { Skeleton.contains(Skeleton.make(subject), $0.skeleton) }
                add(known?.term ?? subject)
            }
        }
        // 4. Vocabulary in the body, in order of first appearance
        if keywords.count < 8 {
            var found: [(Int, Int, String)] = []
            for line in text.lines where !line.isBlank {
                let s = line.skeleton
                var taken: [Range<String.Index>] = []
                for position in lexiconOpenings.candidates(in: s) {
                    let term = lexiconIndex[position].term
                    guard let r = Skeleton.firstRange(of: lexiconPatterns[position], in: s) else { continue }
                    if taken.contains(where: { $0.overlaps(r) }) { continue }
                    // the whole word it starts: identity labels (`Fødselsnummer`) are no content
                    let word = s[r.lowerBound...].prefix { $0.isLetter || $0 == "-" }
                    if blockedCompounds.contains(where: { word.hasPrefix($0) }) { continue }
                    // `MR`, `CT`, `SR`, `GT`: only as written, in capitals
                    if term.count <= 3, term == term.uppercased(), !line.text.contains(term) { continue }
                    taken.append(r)
                    found.append((line.index, s.distance(from: s.startIndex, to: r.lowerBound), term))
                }
            }
            found.sort { ($0.0, $0.1) < ($1.0, $1.1) }
            var specific = found.filter { !generic.contains(Skeleton.make($0.2)) }
            let general = found.filter { generic.contains(Skeleton.make($0.2)) }
            specific += general
            for (_, _, term) in specific where keywords.count < 8 { add(term) }
        }
        return Array(keywords.prefix(8))
    }

    private static let headingStopWords: Set<String> = Set([
        "innkalling", "til", "time", "ved", "på", "for", "i", "og", "av", "om", "med", "fra", "frå", "epikrise", "vedtak",
        "resept", "henvisning", "tilvising", "prøvesvar", "svar", "poliklinisk", "informasjon", "din", "di", "ditt", "deg",
        "du", "timeavtale", "brev", "melding", "svarrapport", "laboratoriesvar", "legemiddelliste", "reseptliste",
        "avdeling", "avdelingen", "klinikk", "poliklinikk", "poliklinikken", "-", "–", "innkalla",
        // the names of e-health messages say what kind a letter is, not what it is about
        "reseptutskrift", "utskrift", "forespørsel", "notat", "avviksmelding", "helseopplysninger", "dialogmelding",
        "lege", "pasient", "opplysninger", "medisinske", "e-resept", "rekvisisjon", "legemiddelopplysninger",
        "pasientens", "oversikt", "reseptoversikt", "over", "e-resepter", "dine", "resepter", "pasientutskrift",
        "viderehenvisning", "utskrivningsrapport", "utskrivingsrapport", "sykepleiesammenfatning", "sjukepleiesamandrag",
    ].map(Skeleton.make))

    /// Too few content words: add the specialty and the heading's own nouns (`EEG-undersøkelse`).
    static func padded(_ keywords: [String], specialty: String?, heading: String?, family: [FamilyMember]) -> [String] {
        var out = keywords
        // Every word of a keyword counts as seen: "praktisk bistand" leaves no room for "praktisk".
        var seen = Set(out.map(Skeleton.make) + out.flatMap { Skeleton.make($0).split(separator: " ").map(String.init) })
        let names = Set(family.flatMap { $0.name.split(separator: " ").map { Skeleton.make(String($0)) } })
        if let heading {
            for w in heading.split(separator: " ") where out.count < 2 {
                let word = w.trimmingCharacters(in: CharacterSet(charactersIn: ",.:;()–-"))
                let sk = Skeleton.make(word)
                guard word.count >= 3, !headingStopWords.contains(sk), !names.contains(sk), !seen.contains(sk),
                      !word.contains(where: \.isNumber) else { continue }
                out.append(word == word.uppercased() && word.count > 4 ? word.lowercased() : word)
                seen.insert(sk)
            }
        }
        if out.count < 2, let specialty, !seen.contains(Skeleton.make(specialty)) {
            out.append(specialty.lowercased())
        }
        return out
    }

    /// `Blodprøvesvar` → `blodprøvesvar`; words written in capitals or with inner capitals stay.
    private static func lowerInitial(_ s: String) -> String {
        s.split(separator: " ").map { w in
            w.dropFirst().allSatisfy { !$0.isUppercase } ? w.lowercased() : String(w)
        }.joined(separator: " ")
    }

    /// `S-Ferritin` → `Ferritin`, `B-Hemoglobin` → `Hemoglobin` (the NPU system prefix goes).
    static func analyteName(_ raw: String) -> String {
        let prefixes = ["fB-", "cB-", "aB-", "vB-", "B-", "S-", "P-", "U-", "Pt-", "Sp-", "F-", "Ec-", "Lkc-", "Trc-", "fP-", "fS-"]
        for p in prefixes where raw.hasPrefix(p) && raw.count > p.count + 1 {
            let rest = raw.dropFirst(p.count)
            if rest.first?.isLetter ?? false { return String(rest) }
        }
        return raw
    }

    private static let sectionHeadings = [
        "behandling", "forløp", "sykehistorie", "sjukehistorie", "vurdering", "oppfølging", "videre", "vidare", "plan",
        "anamnese", "funn", "konklusjon", "medikamenter", "medisiner", "legemidler", "status", "prosedyre", "operasjon",
        "undersøkelse", "kontroll", "informasjon", "sosialt", "cave", "allergi", "tiltak",
        // the sections of the e-health display layouts
        "aktuell problemstilling", "legemiddelopplysninger", "sykepleiesammenfatning", "kritisk informasjon", "årsak",
        "pårørende", "dokumentinformasjon", "kliniske opplysninger", "sammendrag", "undersøkelsesresultat",
        "sjukepleiesamandrag", "samandrag", "legemiddelopplysningar", "funksjonsnivå",
    ].map(Skeleton.make)

    private static let labelVocabulary = FieldLabels.vocabulary(adding: [])

    /// `J18.9 Pneumoni, uspesifisert` → `Pneumoni`
    static func icdDiagnosis(_ line: String) -> String? {
        guard let r = line.range(of: #"^[A-TV-Z][0-9]{2}(\.[0-9]{1,2})?[ \t]+"#, options: .regularExpression) else { return nil }
        return diagnosisText(String(line[r.upperBound...]))
    }

    static func diagnosisText(_ raw: String) -> String? {
        var t = raw.trimmingCharacters(in: .whitespaces)
        if let r = t.range(of: #"^[A-TV-Z][0-9]{2}(\.[0-9]{1,2})?\s+"#, options: .regularExpression) { t = String(t[r.upperBound...]) }
        if let comma = t.firstIndex(where: { $0 == "," || $0 == "(" || $0 == ";" }) { t = String(t[..<comma]) }
        t = t.trimmingCharacters(in: CharacterSet(charactersIn: " .-–"))
        let words = t.split(separator: " ")
        guard (1...6).contains(words.count), t.count >= 3, !t.contains(where: \.isNumber) else { return nil }
        // keep proper-noun diseases capitalised (`Crohns sykdom`), the rest in lower case
        if let first = words.first, first.hasSuffix("s"), first.first?.isUppercase ?? false, words.count > 1 { return t }
        return t.lowercased()
    }

    /// The name at the start of a table row, before its first number or comma.
    static func leadingName(_ line: String) -> String? {
        var out: [Substring] = []
        var words = line.split(separator: " ")
        // `Legemiddel: Metformin 500 mg tablett`: the label is no name
        if let first = words.first, first.hasSuffix(":"), words.count > 1 { words.removeFirst() }
        for w in words {
            if w.first?.isNumber ?? false || w.hasPrefix("<") || w.hasPrefix(">") { break }
            if w.hasPrefix("(") { break }
            if w.hasSuffix(",") { out.append(w.dropLast()); break }
            out.append(w)
            if out.count == 3 { break }
        }
        guard !out.isEmpty else { return nil }
        let name = out.joined(separator: " ")
        return name.count >= 2 ? name : nil
    }

    /// `Vedtak om tildeling av praktisk bistand` → `praktisk bistand`;
    /// `Frikort for egenandeler` → `Frikort for egenandeler`.
    static func subject(ofHeading heading: String) -> String? {
        let lowered = heading.trimmingCharacters(in: CharacterSet(charactersIn: " .:"))
        let patterns = [#"(?i)^(enkelt)?vedtak\s*[-–:]\s*"#, #"(?i)^(melding om |underretning om )?vedtak (om|frå|fra|i sak om|etter)( tildeling av| innvilgelse av| avslag på| stans av| endring av)? "#,
                        #"(?i)^(svar på søknad om|avslag på søknad om|innvilgelse av|tildeling av|søknad om) "#]
        for p in patterns {
            if let r = lowered.range(of: p, options: .regularExpression) {
                let rest = String(lowered[r.upperBound...])
                return rest.isEmpty ? nil : rest
            }
        }
        return nil
    }
}
