/// What kind of sender a letter has.
public enum InstitutionKind: String, Sendable, Hashable, CaseIterable {
    case hospital, privateClinic, lab, imaging, nav, helfo, government, municipality, gp, pharmacy, other
}

/// One institution and the ways letters write its name.
struct GazetteerEntry: Sendable {
    /// The usual name reported to the user.
    let name: String
    let kind: InstitutionKind
    /// Surface forms as written in letters (case, accents and OCR confusions are tolerated).
    let forms: [String]
    /// A short name for titles (`OUS`, `Ahus`); `name` when nil.
    let shortName: String?
    /// Forms that count only when written exactly so (acronyms like `SUS`, `UNN`, `NAV`).
    let exactForms: [String]

    init(_ name: String, _ kind: InstitutionKind, _ forms: [String], short: String? = nil, exact: [String] = []) {
        self.name = name
        self.kind = kind
        self.forms = forms
        self.shortName = short
        self.exactForms = exact
    }
}

/// Norwegian health institutions, public bodies and municipalities, as Swift literals.
/// Sources: SKDE hospital structure (2020), Enhetsregisteret names, the 2024 municipality list.
enum InstitutionGazetteer {
    static let entries: [GazetteerEntry] = hospitals + privateProviders + publicBodies

    static let hospitals: [GazetteerEntry] = [
        // Helse Sør-Øst
        .init("Akershus universitetssykehus", .hospital,
              ["Akershus universitetssykehus", "Akershus universitetssjukehus", "A-hus", "Ahus Nordbyhagen", "Ahus Kongsvinger", "Ahus Ski"],
              short: "Ahus", exact: ["Ahus", "AHUS"]),
        .init("Kongsvinger sykehus", .hospital, ["Kongsvinger sykehus", "Kongsvinger sjukehus"]),
        .init("Oslo universitetssykehus", .hospital, ["Oslo universitetssykehus", "Oslo universitetssjukehus", "Oslo universitetssykehus HF"],
              short: "OUS", exact: ["OUS"]),
        .init("Rikshospitalet", .hospital, ["Rikshospitalet", "Oslo universitetssykehus Rikshospitalet"]),
        .init("Ullevål sykehus", .hospital, ["Ullevål sykehus", "Ullevål universitetssykehus", "Oslo universitetssykehus Ullevål"]),
        .init("Radiumhospitalet", .hospital, ["Radiumhospitalet", "Det Norske Radiumhospital"]),
        .init("Aker sykehus", .hospital, ["Aker sykehus", "Aker universitetssykehus"]),
        .init("Oslo legevakt", .hospital, ["Oslo legevakt", "Oslo kommunale legevakt"]),
        .init("Spesialsykehuset for epilepsi", .hospital, ["Spesialsykehuset for epilepsi"], exact: ["SSE"]),
        .init("Sunnaas sykehus", .hospital, ["Sunnaas sykehus", "Sunnaas"]),
        .init("Sykehuset i Vestfold", .hospital, ["Sykehuset i Vestfold", "Sykehuset i Vestfold HF", "Tønsberg sykehus", "Larvik sykehus"],
              short: "SiV", exact: ["SiV", "SIV"]),
        .init("Sykehuset Innlandet", .hospital,
              ["Sykehuset Innlandet", "Sjukehuset Innlandet", "Lillehammer sykehus", "Gjøvik sykehus", "Hamar sykehus",
               "Elverum sykehus", "Tynset sykehus", "Granheim lungesykehus", "Reinsvoll"]),
        .init("Sykehuset Telemark", .hospital, ["Sykehuset Telemark", "Skien sykehus", "Notodden sykehus", "Kragerø sykehus", "Rjukan sykehus"],
              exact: ["STHF"]),
        .init("Sykehuset Østfold", .hospital, ["Sykehuset Østfold", "Sykehuset Østfold Kalnes", "Kalnes sykehus", "Moss sykehus"]),
        .init("Sørlandet sykehus", .hospital, ["Sørlandet sykehus", "Sørlandet sjukehus", "Sykehuset Sørlandet", "Kristiansand sykehus",
                                              "Arendal sykehus", "Flekkefjord sykehus"], exact: ["SSHF"]),
        .init("Vestre Viken", .hospital, ["Vestre Viken", "Vestre Viken HF", "Hallingdal sjukestugu"]),
        .init("Bærum sykehus", .hospital, ["Bærum sykehus"]),
        .init("Drammen sykehus", .hospital, ["Drammen sykehus"]),
        .init("Kongsberg sykehus", .hospital, ["Kongsberg sykehus"]),
        .init("Ringerike sykehus", .hospital, ["Ringerike sykehus"]),
        .init("Lovisenberg diakonale sykehus", .hospital, ["Lovisenberg diakonale sykehus", "Lovisenberg sykehus", "Lovisenberg"]),
        .init("Diakonhjemmet sykehus", .hospital, ["Diakonhjemmet sykehus", "Diakonhjemmet"]),
        .init("Martina Hansens hospital", .hospital, ["Martina Hansens hospital", "Martina Hansens"]),
        .init("Betanien hospital", .hospital, ["Betanien hospital", "Stiftelsen Betanien hospital"]),
        .init("Revmatismesykehuset", .hospital, ["Revmatismesykehuset", "Revmatismesykehuset Lillehammer"]),
        .init("Modum Bad", .hospital, ["Modum Bad"]),
        .init("Vikersund Bad", .hospital, ["Vikersund Bad"]),
        .init("Sykehuset Betanien", .hospital, ["Sykehuset Betanien"]),
        // Helse Vest
        .init("Haukeland universitetssjukehus", .hospital,
              ["Haukeland universitetssjukehus", "Haukeland universitetssykehus", "Haukeland"], short: "Haukeland"),
        // The trust runs Haukeland, Voss, Kysthospitalet and its DPS and BUP units: a letter under
        // its name alone is the trust's.
        .init("Helse Bergen", .hospital, ["Helse Bergen", "Helse Bergen HF"]),
        .init("Voss sjukehus", .hospital, ["Voss sjukehus", "Voss sykehus"]),
        .init("Kysthospitalet i Hagevik", .hospital, ["Kysthospitalet i Hagevik"]),
        .init("Haraldsplass diakonale sykehus", .hospital, ["Haraldsplass diakonale sykehus", "Haraldsplass diakonale sjukehus", "Haraldsplass"]),
        .init("Betanien sykehus", .hospital, ["Betanien sykehus", "Betanien sjukehus"]),
        .init("Stavanger universitetssjukehus", .hospital,
              ["Stavanger universitetssjukehus", "Stavanger universitetssykehus", "Helse Stavanger"], short: "SUS", exact: ["SUS"]),
        .init("Helse Fonna", .hospital, ["Helse Fonna"]),
        .init("Haugesund sjukehus", .hospital, ["Haugesund sjukehus", "Haugesund sykehus"]),
        .init("Stord sjukehus", .hospital, ["Stord sjukehus", "Stord sykehus"]),
        .init("Odda sjukehus", .hospital, ["Odda sjukehus", "Odda sykehus"]),
        .init("Helse Førde", .hospital, ["Helse Førde"]),
        .init("Førde sentralsjukehus", .hospital, ["Førde sentralsjukehus", "Førde sentralsykehus", "Sentralsjukehuset i Sogn og Fjordane"]),
        .init("Lærdal sjukehus", .hospital, ["Lærdal sjukehus", "Lærdal sykehus"]),
        .init("Nordfjord sjukehus", .hospital, ["Nordfjord sjukehus", "Nordfjord sykehus"]),
        .init("Haugesund Sanitetsforenings Revmatismesykehus", .hospital,
              ["Haugesund Sanitetsforenings Revmatismesykehus", "Haugesund revmatismesykehus"]),
        // Helse Midt-Norge
        .init("St. Olavs hospital", .hospital,
              ["St. Olavs hospital", "St.Olavs hospital", "St Olavs hospital", "Sankt Olavs hospital", "St. Olavs Hospital HF",
               "St. Olavs", "St.Olavs", "St Olavs", "St. Olav", "Universitetssykehuset i Trondheim", "St. Olavs hospital HF"],
              short: "St. Olavs hospital"),
        .init("Orkdal sjukehus", .hospital, ["Orkdal sjukehus", "Orkdal sykehus"]),
        .init("Røros sykehus", .hospital, ["Røros sykehus", "Røros sjukehus"]),
        .init("Helse Møre og Romsdal", .hospital, ["Helse Møre og Romsdal"]),
        .init("Ålesund sjukehus", .hospital, ["Ålesund sjukehus", "Ålesund sykehus"]),
        .init("Molde sjukehus", .hospital, ["Molde sjukehus", "Molde sykehus", "Sjukehuset Nordmøre og Romsdal"]),
        .init("Kristiansund sjukehus", .hospital, ["Kristiansund sjukehus", "Kristiansund sykehus"]),
        .init("Volda sjukehus", .hospital, ["Volda sjukehus", "Volda sykehus"]),
        .init("Helse Nord-Trøndelag", .hospital, ["Helse Nord-Trøndelag"]),
        .init("Sykehuset Levanger", .hospital, ["Sykehuset Levanger", "Levanger sykehus"]),
        .init("Sykehuset Namsos", .hospital, ["Sykehuset Namsos", "Namsos sykehus"]),
        // Helse Nord
        .init("Universitetssykehuset Nord-Norge", .hospital,
              ["Universitetssykehuset Nord-Norge", "Universitetssjukehuset Nord-Noreg", "Universitetssykehuset i Nord-Norge",
               "UNN Tromsø", "UNN Harstad", "UNN Narvik", "UNN HF"], short: "UNN", exact: ["UNN"]),
        .init("Nordlandssykehuset", .hospital, ["Nordlandssykehuset", "Nordlandssjukehuset"], exact: ["NLSH"]),
        .init("Helgelandssykehuset", .hospital, ["Helgelandssykehuset"]),
        .init("Finnmarkssykehuset", .hospital, ["Finnmarkssykehuset", "Hammerfest sykehus", "Kirkenes sykehus", "Klinikk Alta"]),
        .init("Sykehusapotekene", .pharmacy, ["Sykehusapotekene", "Sykehusapoteket"]),
    ]

    static let privateProviders: [GazetteerEntry] = [
        .init("Aleris", .privateClinic, ["Aleris", "Aleris Helse", "Aleris sykehus", "Aleris Medisinske Senter", "Aleris Røntgen"]),
        .init("Volvat", .privateClinic, ["Volvat", "Volvat Medisinske Senter", "Volvat medisinske senter"]),
        .init("Colosseumklinikken", .privateClinic, ["Colosseumklinikken", "Colosseum Klinikken", "Colosseum Tannlege"]),
        .init("Dr. Dropping", .privateClinic, ["Dr. Dropping", "Dr Dropping", "Dr.Dropping", "Doktor Dropping"]),
        .init("LHL-klinikkene", .privateClinic, ["LHL-klinikkene", "LHL klinikkene", "LHL-sykehuset", "LHL sykehuset", "LHL Gardermoen"]),
        .init("Medi 3", .privateClinic, ["Medi 3", "Medi3"]),
        .init("NIMI", .privateClinic, ["Norsk idrettsmedisinsk institutt"], exact: ["NIMI"]),
        .init("Sykehuset Oslo Øst", .privateClinic, ["Sykehuset Oslo Øst"]),
        .init("Kalbakkenklinikken", .privateClinic, ["Kalbakkenklinikken"]),
        .init("Ringvoll Klinikken", .privateClinic, ["Ringvoll Klinikken", "Ringvollklinikken"]),
        .init("Teres", .privateClinic, ["Teres Medical", "Teres Colosseum"]),
        .init("Klinikk Hausmann", .privateClinic, ["Klinikk Hausmann"]),
        .init("Ibsensykehuset", .privateClinic, ["Ibsensykehuset"]),
        .init("Oslo Hudlegesenter", .privateClinic, ["Oslo Hudlegesenter"]),
        .init("Capio", .privateClinic, ["Capio"]),
        .init("Avonova", .privateClinic, ["Avonova"]),
        .init("Interkommunal legevakt", .gp, ["Interkommunal legevakt"]),
        // Laboratories and imaging
        .init("Fürst Medisinsk Laboratorium", .lab,
              ["Fürst Medisinsk Laboratorium", "Fürst medisinske laboratorium", "Furst Medisinsk Laboratorium", "Fürst", "Furst",
               "Dr. Fürst", "Dr. Fürsts Medisinske Laboratorium"], short: "Fürst"),
        .init("Unilabs", .lab, ["Unilabs", "Unilabs Laboratoriemedisin", "Unilabs Røntgen", "Unilabs Norge"]),
        .init("Curato Røntgen", .imaging, ["Curato", "Curato Røntgen"]),
        .init("Evidia", .imaging, ["Evidia"]),
        .init("Medlab", .lab, ["Medlab"]),
        .init("Telelab", .lab, ["Telelab", "Telemark medisinske laboratorium"]),
        .init("Oslo Medisinske Laboratorium", .lab, ["Oslo Medisinske Laboratorium"]),
        .init("Sentrallaboratoriet", .lab, ["Sentrallaboratoriet"]),
        // Pharmacies (medication lists)
        .init("Apotek 1", .pharmacy, ["Apotek 1", "Apotek1"]),
        .init("Vitusapotek", .pharmacy, ["Vitusapotek", "Vitus apotek"]),
        .init("Boots apotek", .pharmacy, ["Boots apotek", "Boots"]),
        .init("Ditt apotek", .pharmacy, ["Ditt apotek"]),
    ]

    static let publicBodies: [GazetteerEntry] = [
        .init("NAV", .nav, ["Arbeids- og velferdsetaten", "Arbeids- og velferdsforvaltningen", "NAV Klageinstans",
                            "NAV Hjelpemiddelsentral", "Nav hjelpemiddelsentral", "NAV Familie- og pensjonsytelser",
                            "NAV Arbeid og ytelser", "NAV Kontaktsenter", "NAV Servicesenter", "NAV Kontroll",
                            "NAV Økonomi", "NAV Internasjonalt"], exact: ["NAV", "Nav"]),
        .init("Helfo", .helfo, ["Helfo", "HELFO", "Helseøkonomiforvaltningen", "Helfo Pasient", "Helfo veiledningstjeneste"]),
        .init("Statsforvalteren", .government, ["Statsforvalteren", "Statsforvaltaren", "Fylkesmannen", "Fylkesmannen i", "Statsforvalteren i"]),
        .init("Helsedirektoratet", .government, ["Helsedirektoratet"]),
        .init("Folkehelseinstituttet", .government, ["Folkehelseinstituttet"], exact: ["FHI"]),
        .init("Statens helsetilsyn", .government, ["Statens helsetilsyn", "Helsetilsynet"]),
        .init("Norsk pasientskadeerstatning", .government, ["Norsk pasientskadeerstatning", "Norsk Pasientskadeerstatning"], exact: ["NPE"]),
        .init("Pasient- og brukerombudet", .government, ["Pasient- og brukerombudet", "Pasient- og brukarombodet"]),
        .init("Pasientreiser", .government, ["Pasientreiser", "Pasientreiser HF"]),
        .init("Trygderetten", .government, ["Trygderetten"]),
        .init("Skatteetaten", .government, ["Skatteetaten"]),
        .init("Husbanken", .government, ["Husbanken"]),
        .init("Statens vegvesen", .government, ["Statens vegvesen"]),
    ]

    /// The 357 municipalities of 2024 (Herøy and Våler exist twice).
    static let municipalities: [String] = [
        // Oslo
        "Oslo",
        // Rogaland
        "Eigersund", "Stavanger", "Haugesund", "Sokndal", "Lund", "Bjerkreim", "Hå", "Klepp", "Time", "Gjesdal", "Sola",
        "Randaberg", "Strand", "Hjelmeland", "Suldal", "Sauda", "Kvitsøy", "Bokn", "Tysvær", "Karmøy", "Utsira",
        "Vindafjord", "Sandnes",
        // Møre og Romsdal
        "Kristiansund", "Molde", "Ålesund", "Vanylven", "Sande", "Herøy", "Ulstein", "Hareid", "Ørsta", "Stranda",
        "Sykkylven", "Sula", "Giske", "Vestnes", "Rauma", "Aukra", "Averøy", "Gjemnes", "Tingvoll", "Sunndal", "Surnadal",
        "Smøla", "Aure", "Volda", "Fjord", "Hustadvika", "Haram",
        // Nordland
        "Bodø", "Narvik", "Bindal", "Sømna", "Brønnøy", "Vega", "Vevelstad", "Herøy", "Alstahaug", "Leirfjord", "Vefsn",
        "Grane", "Hattfjelldal", "Dønna", "Nesna", "Hemnes", "Rana", "Lurøy", "Træna", "Rødøy", "Meløy", "Gildeskål",
        "Beiarn", "Saltdal", "Fauske", "Sørfold", "Steigen", "Lødingen", "Evenes", "Røst", "Værøy", "Flakstad",
        "Vestvågøy", "Vågan", "Hadsel", "Bø", "Øksnes", "Sortland", "Andøy", "Moskenes", "Hamarøy",
        // Innlandet
        "Kongsvinger", "Hamar", "Lillehammer", "Gjøvik", "Ringsaker", "Løten", "Stange", "Nord-Odal", "Sør-Odal",
        "Eidskog", "Grue", "Åsnes", "Våler", "Elverum", "Trysil", "Åmot", "Stor-Elvdal", "Rendalen", "Engerdal", "Tolga",
        "Tynset", "Alvdal", "Folldal", "Os", "Dovre", "Lesja", "Skjåk", "Lom", "Vågå", "Nord-Fron", "Sel", "Sør-Fron",
        "Ringebu", "Øyer", "Gausdal", "Østre Toten", "Vestre Toten", "Gran", "Søndre Land", "Nordre Land",
        "Sør-Aurdal", "Etnedal", "Nord-Aurdal", "Vestre Slidre", "Øystre Slidre", "Vang",
        // Vestfold
        "Horten", "Holmestrand", "Tønsberg", "Sandefjord", "Larvik", "Færder",
        // Telemark
        "Porsgrunn", "Skien", "Notodden", "Siljan", "Bamble", "Kragerø", "Drangedal", "Nome", "Midt-Telemark",
        "Seljord", "Hjartdal", "Tinn", "Kviteseid", "Nissedal", "Fyresdal", "Tokke", "Vinje",
        // Agder
        "Risør", "Grimstad", "Arendal", "Kristiansand", "Lindesnes", "Farsund", "Flekkefjord", "Gjerstad", "Vegårshei",
        "Tvedestrand", "Froland", "Lillesand", "Birkenes", "Åmli", "Iveland", "Evje og Hornnes", "Bygland", "Valle",
        "Bykle", "Vennesla", "Åseral", "Lyngdal", "Hægebostad", "Kvinesdal", "Sirdal",
        // Vestland
        "Bergen", "Kinn", "Etne", "Sveio", "Bømlo", "Stord", "Fitjar", "Tysnes", "Kvinnherad", "Ullensvang",
        "Eidfjord", "Ulvik", "Voss", "Kvam", "Samnanger", "Bjørnafjorden", "Austevoll", "Øygarden", "Askøy", "Vaksdal",
        "Modalen", "Osterøy", "Alver", "Austrheim", "Fedje", "Masfjorden", "Gulen", "Solund", "Hyllestad", "Høyanger",
        "Vik", "Sogndal", "Aurland", "Lærdal", "Årdal", "Luster", "Askvoll", "Fjaler", "Sunnfjord", "Bremanger", "Stad",
        "Gloppen", "Stryn",
        // Trøndelag
        "Trondheim", "Steinkjer", "Namsos", "Frøya", "Osen", "Oppdal", "Rennebu", "Røros", "Holtålen", "Midtre Gauldal",
        "Melhus", "Skaun", "Malvik", "Selbu", "Tydal", "Meråker", "Stjørdal", "Frosta", "Levanger", "Verdal", "Snåsa",
        "Lierne", "Røyrvik", "Namsskogan", "Grong", "Høylandet", "Overhalla", "Flatanger", "Leka", "Inderøy",
        "Indre Fosen", "Heim", "Hitra", "Ørland", "Åfjord", "Orkland", "Nærøysund", "Rindal",
        // Troms
        "Tromsø", "Harstad", "Kvæfjord", "Tjeldsund", "Ibestad", "Gratangen", "Lavangen", "Bardu", "Salangen", "Målselv",
        "Sørreisa", "Dyrøy", "Senja", "Balsfjord", "Karlsøy", "Lyngen", "Storfjord", "Kåfjord", "Skjervøy", "Nordreisa",
        "Kvænangen",
        // Finnmark
        "Alta", "Hammerfest", "Sør-Varanger", "Vadsø", "Karasjok", "Kautokeino", "Porsanger", "Loppa", "Hasvik", "Måsøy",
        "Nordkapp", "Lebesby", "Gamvik", "Tana", "Berlevåg", "Båtsfjord", "Vardø", "Nesseby",
        // Akershus
        "Asker", "Bærum", "Lillestrøm", "Nordre Follo", "Ullensaker", "Nesodden", "Frogn", "Vestby", "Ås", "Enebakk",
        "Lørenskog", "Rælingen", "Aurskog-Høland", "Nes", "Gjerdrum", "Nittedal", "Lunner", "Jevnaker", "Nannestad",
        "Eidsvoll", "Hurdal",
        // Buskerud
        "Drammen", "Kongsberg", "Ringerike", "Hole", "Lier", "Øvre Eiker", "Modum", "Krødsherad", "Flå", "Nesbyen", "Gol",
        "Hemsedal", "Ål", "Hol", "Sigdal", "Flesberg", "Rollag", "Nore og Uvdal",
        // Østfold
        "Halden", "Moss", "Sarpsborg", "Fredrikstad", "Hvaler", "Råde", "Våler", "Skiptvet", "Indre Østfold", "Rakkestad",
        "Marker", "Aremark",
    ]

    /// Sami and other official parallel names, written before `kommune`/`suohkan`.
    static let municipalityAliases: [String: String] = [
        "Guovdageaidnu": "Kautokeino", "Kárášjohka": "Karasjok", "Deatnu": "Tana", "Unjárga": "Nesseby",
        "Porsáŋgu": "Porsanger", "Gáivuotna": "Kåfjord", "Loabák": "Lavangen", "Snåase": "Snåsa", "Raarvihke": "Røyrvik",
        "Hábmer": "Hamarøy", "Aarborte": "Hattfjelldal", "Romsa": "Tromsø", "Divtasvuodna": "Tjeldsund",
        "Omasvuotna": "Storfjord", "Ivgu": "Lyngen", "Siellat": "Sørreisa", "Fálesnuorri": "Kvænangen",
    ]

    static let municipalitySkeletons: [String: String] = {
        var map: [String: String] = [:]
        for name in municipalities { map[Skeleton.make(name)] = name }
        for (alias, name) in municipalityAliases { map[Skeleton.make(alias)] = name }
        return map
    }()

    /// Oslo's districts write `Bydel Frogner`; the sender is Oslo kommune.
    static let osloDistricts: [String] = [
        "Alna", "Bjerke", "Frogner", "Gamle Oslo", "Grorud", "Grünerløkka", "Nordre Aker", "Nordstrand", "Sagene",
        "St. Hanshaugen", "Stovner", "Søndre Nordstrand", "Ullern", "Vestre Aker", "Østensjø",
    ]

    /// Surface forms as skeletons with their entry, longest first.
    static let surfaceIndex: [(skeleton: String, entry: Int, exact: String?)] = {
        var list: [(String, Int, String?)] = []
        for (i, e) in entries.enumerated() {
            for form in e.forms { list.append((Skeleton.make(form), i, nil)) }
            for form in e.exactForms { list.append((Skeleton.make(form), i, form)) }
        }
        return list.sorted { $0.0.count > $1.0.count }
    }()
}
