/// Maps department names and clinical wording to the contract's specialty labels
/// (``Specialty/labels``), Bokmål and Nynorsk.
enum SpecialtyMapper {
    /// (stem as a skeleton, label, priority). A stem ending in `*` matches the start of a word
    /// (`hjerte*` finds `Hjerteavdelingen`). Higher priority wins: a section beats its clinic,
    /// a subspecialty beats general surgery.
    static let stems: [(stem: String, label: String, priority: Int)] = {
        var list: [(String, String, Int)] = []
        func add(_ label: String, _ priority: Int, _ stems: [String]) {
            precondition(label.isEmpty || Specialty.labels.contains(label), "unknown specialty label \(label)")
            list += stems.map { (Skeleton.make($0), label, priority) }
        }
        add("Barne- og ungdomspsykiatri", 5, [
            "barne- og ungdomspsykiatri*", "barne- og ungdomspsykiatrisk*", "bup", "bup*", "psykisk helsevern for barn*",
            "barnepsykiatri*", "ungdomspsykiatri*", "barne- og ungdomspsykiatrisk poliklinikk", "born og unge psykisk*",
            "psykisk helsevern for born*", "barne- og ungdomspsykiatriske*",
        ])
        add("Nevrokirurgi", 5, ["nevrokirurg*", "nevrokirurgi*"])
        add("Fordøyelseskirurgi", 5, [
            "gastrokirurg*", "gastroenterologisk kirurgi", "fordøyelseskirurg*", "mage- og tarmkirurg*", "mage-tarmkirurg*",
            "bukkirurg*", "abdominalkirurg*", "gastroenterologisk kirurgisk*", "kolorektal*", "øvre gastrokirurg*",
            "nedre gastrokirurg*", "gastro- og barnekirurg*", "endokrin- og gastrokirurg*",
        ])
        add("Karkirurgi", 5, ["karkirurg*", "kar-kirurg*"])
        add("Plastikkirurgi", 5, ["plastikkirurg*", "plastisk kirurg*", "plastikk- og rekonstruktiv*", "plastikk*", "plastisk*",
                                  "brannskade*"])
        add("Thoraxkirurgi", 5, ["thorax*", "torax*", "toraks*", "hjertekirurg*", "hjartekirurg*", "hjerte- og lungekirurg*",
                                 "hjarte- og lungekirurg*", "hjerte-, lunge- og kar*", "hjerte- lunge- og kar*",
                                 "lungekirurg*", "hjerte-lunge-kar*"])
        add("Øre-nese-hals", 5, ["øre-nese-hals*", "ørenesehals*", "ønh", "ønh*", "onh", "øyre-nase-hals*", "øyrenasehals*",
                                 "øre- nese- og hals*", "øre, nese og hals*", "øre- nese- hals*", "øre nese hals*",
                                 "hode- og hals*", "hode-hals*", "hode- og halskirurg*", "øre-nese-halsavdeling*",
                                 "øre-nese-hals-avdeling*", "audiolog*", "hørsel*"])
        add("Psykiatri", 4, ["alderspsykiatri*", "distriktspsykiatri*", "dps", "dps*", "psykiatri*", "psykiatrisk*",
                             "psykisk helsevern*", "psykisk helse*", "psykosomatisk*", "rusbehandling*", "tsb",
                             "avhengighet*", "akuttpsykiatri*", "voksenpsykiatri*", "psykose*", "spiseforstyrr*",
                             "psykolog*", "psykologspesialist*", "psykologpraksis*", "behandlingskollektiv*",
                             "psykiater*"])
        add("Kirurgi", 4, ["barnekirurg*", "brystkirurg*", "bryst- og endokrinkirurg*", "endokrinkirurg*", "kjevekirurg*",
                           "kjeve- og ansiktskirurg*", "mammografi*", "brystdiagnost*", "bryst*"])
        add("Rehabilitering", 4, ["fysikalsk medisin*", "fysikalsk*", "rehabilitering*", "habilitering*", "rehab*",
                                  "fysioterapi*", "ergoterapi*", "smerte- og rehabilitering*", "ryggpoliklinikk*",
                                  "rehabiliteringssenter*", "habiliteringstjeneste*", "habiliteringstenest*",
                                  "helsesport*", "opptrening*", "fysio*"])
        add("Anestesi", 4, ["anestesi*", "smerteklinikk*", "smertebehandling*", "smertepoliklinikk*", "smertesenter*",
                            "smerteenhet*", "intensiv*", "operasjonsavdeling*", "anestesiolog*"])
        add("Infeksjonsmedisin", 4, ["infeksjon*", "infeksjonsmedisin*", "infeksjonssjukdom*", "smittevern*", "tropemedisin*",
                                     "olafiaklinikken"])
        add("Blodsykdommer", 4, ["blodsykdom*", "blodsjukdom*", "hematolog*", "hemato*", "blodbank*"])
        add("Onkologi", 4, ["kreft*", "onkolog*", "stråleterapi*", "strålebehandling*", "cellegift*", "palliat*",
                            "radiumhospitalet", "lindrende*"])
        add("Nyresykdommer", 4, ["nyresykdom*", "nyresjukdom*", "nefrolog*", "dialyse*", "nyremedisin*", "nyre*", "nyreavdeling*"])
        add("Revmatologi", 4, ["revmatolog*", "revma*", "revmatisme*", "betennelsesrevmatisk*", "revmatologi*"])
        add("Geriatri", 4, ["geriatri*", "geriatrisk*", "alderdomsmedisin*", "eldremedisin*", "alders- og sykehjemsmedisin*",
                            "alderspoliklinikk*", "hukommelse*", "minneklinikk*"])
        add("Endokrinologi", 4, ["endokrinolog*", "endokrin*", "hormon*", "diabetes*", "stoffskifte*", "metabolsk*",
                                 "overvekt*", "fedme*", "sykelig overvekt*"])
        add("Gastroenterologi", 4, ["gastroenterolog*", "gastromedisin*", "fordøyelsessykdom*", "fordøyelsessjukdom*",
                                    "mage- og tarm*", "mage-tarm*", "gastro*", "endoskopi*", "lever*", "hepatolog*",
                                    "fordøyelse*", "magetarm*"])
        add("Kardiologi", 4, ["kardiolog*", "hjerte*", "hjarte*", "hjertesykdom*", "hjartesjukdom*", "hjertemedisin*",
                              "arytmi*", "hjerterytme*", "ekko*", "pacemaker*", "hjertesvikt*"])
        add("Lungesykdommer", 4, ["lunge*", "lungemedisin*", "lungesykdom*", "lungesjukdom*", "pulmonolog*", "astma*",
                                  "allergi*", "søvn*", "søvnapné*"])
        add("Nevrologi", 4, ["nevrolog*", "nevro*", "nevrologi*", "slag*", "slagenhet*", "epilepsi*", "hjerneslag*",
                             "spesialsykehuset for epilepsi", "nevrofysiolog*", "hodepine*", "ms-poliklinikk*"])
        add("Urologi", 4, ["urolog*", "urologi*", "uro*", "prostata*", "inkontinens*"])
        add("Ortopedi", 4, ["ortoped*", "ortopedi*", "ortopædisk*", "skadepoliklinikk*", "skadepoliklinikken", "traumatolog*",
                            "håndkirurg*", "handkirurg*", "fotkirurg*", "idrettsskade*", "protesekirurg*", "ryggkirurg*",
                            "ortopedisk*", "bevegelse*", "muskel- og skjelett*", "leddprotese*", "artroskopi*",
                            "martina hansens hospital"])
        add("Gynekologi", 4, ["kvinne*", "gynekolog*", "gyn", "gyn.", "føde*", "fødsel*", "obstetri*", "svangerskap*",
                              "barsel*", "kvinnesjukdom*", "kvinnesykdom*", "kvinneklinikk*", "fødeavdeling*", "gynekologisk*",
                              "fertilitet*", "assistert befruktning*"])
        add("Hudsykdommer", 4, ["hud*", "dermatolog*", "hud- og veneriske*", "hud og veneriske*", "hudsjukdom*",
                                "hudsykdom*", "hudlege*", "veneriske*", "lysbehandling*"])
        add("Øyesykdommer", 4, ["øye*", "auge*", "oftalmolog*", "øyesykdom*", "augesjukdom*", "øyelege*", "augelege*",
                                "netthinne*", "katarakt*"])
        add("Patologi", 4, ["patolog*", "patologi*", "histolog*", "cytolog*"])
        add("Radiologi", 4, ["radiolog*", "røntgen*", "bildediagnost*", "billeddiagnost*", "nukleærmedisin*", "mr-senter*",
                             "mr-avdeling*", "ct-lab*", "bildediagnostikk*", "ultralyd*", "intervensjonsradiolog*"])
        add("Barnesykdommer", 4, ["barne- og ungdomsklinikk*", "barne- og ungdomsavdeling*", "barne- og ungdomssenter*"])
        add("Barnesykdommer", 4, ["barn*", "barne*", "pediatri*", "pediatrisk*", "nyfødt*", "barnemedisin*", "barneklinikk*",
                                  "barneavdeling*", "barnesjukdom*", "barnesykdom*", "born*", "nyfødd*", "barnelege*",
                                  "nyfødtintensiv*", "barneavdelinga", "ungdomsmedisin*", "barne- og ungdoms*"])
        add("Kirurgi", 2, ["kirurg*", "kirurgisk*", "kirurgi*", "dagkirurg*", "akuttkirurg*", "generell kirurgi",
                           "kirurgisk klinikk", "kirurgisk avdeling", "*kirurgisk"])
        add("Allmennmedisin", 1, ["allmennmedisin*", "fastlege*", "legesenter*", "legekontor*", "legevakt*", "allmennlege*",
                                  "fastlegekontor*", "allmennpraksis*"])
        return list
    }()

    /// The specialty a department's name points to, the most specific one when several do
    /// (`Medisinsk klinikk, seksjon for gastroenterologi` → Gastroenterologi;
    /// `Barneklinikken, seksjon for lungesykdommer` → Barnesykdommer would lose to nothing but
    /// child psychiatry and surgical subspecialties).
    static func specialty(forDepartment department: String) -> String? {
        let s = Skeleton.make(department)
        var best: (priority: Int, position: Int, label: String)? = nil
        for (stem, label, priority) in stems {
            guard let r = Skeleton.firstRange(of: stem, in: s) else { continue }
            let position = s.distance(from: s.startIndex, to: r.lowerBound)
            if best == nil || priority > best!.priority || (priority == best!.priority && position < best!.position) {
                best = (priority, position, label)
            }
        }
        // Children's departments outrank organ stems of equal rank (`Barne- og ungdomsklinikken, lungeseksjon`).
        return best?.label
    }

    /// The field of a private specialist who sends a letter: named in the practice's name
    /// (`Tromsø Hudlegesenter`, `Øyelegene på Majorstuen`) or in the letterhead
    /// (`Avtalespesialist i hud- og veneriske sykdommer`). General practice is no specialist's field here.
    static func specialistField(of text: LetterText, sender: InstitutionFindings) -> String? {
        if let name = sender.name, let s = specialty(forDepartment: name), s != "Allmennmedisin" { return s }
        let heads = ["avtalespesialist i", "spesialist i", "privatpraktiserende spesialist i", "spesialistpraksis i"]
            .map(Skeleton.make)
        for index in text.contentLines.prefix(8) {
            let line = text.lines[index].skeleton
            guard let head = heads.first(where: { line.hasPrefix($0) }) else { continue }
            if let s = specialty(forDepartment: String(line.dropFirst(head.count))), s != "Allmennmedisin" { return s }
        }
        return nil
    }

    /// Professions and clinical phrases in a letter's body that point to a specialty
    /// (`henvises til ortoped`, `vurdering hos kardiolog`). Used only when no department is named.
    static let contentCues: [(String, String)] = {
        var list: [(String, String)] = []
        func add(_ label: String, _ words: [String]) { list += words.map { (Skeleton.make($0), label) } }
        add("Ortopedi", ["ortoped", "ortopedisk vurdering", "ortopedisk poliklinikk", "ortopedisk avdeling", "artroskopi", "menisk*",
                         "korsbånd*", "hofteprotese", "kneprotese", "brudd", "fraktur*"])
        add("Kardiologi", ["kardiolog", "ekkokardiografi", "belastnings-ekg", "atrieflimmer", "hjertesvikt", "angina", "brystsmerter"])
        add("Nevrologi", ["nevrolog", "epilepsi", "migrene", "multippel sklerose", "parkinson*", "hjerneslag", "nevrologisk"])
        add("Gynekologi", ["gynekolog", "svangerskap*", "graviditet", "endometriose", "gynekologisk"])
        add("Hudsykdommer", ["hudlege", "dermatolog", "eksem", "psoriasis", "føflekk*", "melanom"])
        add("Øyesykdommer", ["øyelege", "augelege", "katarakt", "grå stær", "glaukom", "grønn stær", "synsvansk*"])
        add("Øre-nese-hals", ["øre-nese-hals", "ønh-lege", "hørselstap", "tinnitus", "tonsill*", "mandler", "polypper", "bihule*"])
        add("Urologi", ["urolog", "prostata", "nyrestein", "vannlatingsplager"])
        add("Gastroenterologi", ["gastroenterolog", "koloskopi", "gastroskopi", "crohn*", "ulcerøs kolitt", "cøliaki", "reflux", "refluks"])
        add("Fordøyelseskirurgi", ["gallestein", "galleblære*", "lyskebrokk", "brokk", "appendisitt", "kolecystektomi"])
        add("Lungesykdommer", ["lungelege", "astma", "kols", "spirometri", "pneumoni", "lungebetennelse"])
        add("Endokrinologi", ["endokrinolog", "diabetes", "hypotyreose", "hypertyreose", "stoffskifte*"])
        add("Revmatologi", ["revmatolog", "revmatoid artritt", "leddgikt", "bekhterev*", "artritt"])
        add("Barnesykdommer", ["barnelege", "barneavdeling*", "barneklinikk*", "barnepoliklinikk*"])
        add("Psykiatri", ["psykiater", "psykiatrisk", "depresjon", "angstlidelse"])
        add("Onkologi", ["onkolog", "cellegift", "strålebehandling", "kreft*"])
        add("Nyresykdommer", ["nefrolog", "nyresvikt", "dialyse"])
        add("Radiologi", ["røntgen", "mr-undersøkelse", "ct-undersøkelse", "ultralydundersøkelse"])
        return list
    }()

    static func specialty(inContent text: LetterText) -> String? {
        var counts: [String: Int] = [:]
        var first: [String: Int] = [:]
        for line in text.lines where !line.isBlank {
            for (cue, label) in contentCues where Skeleton.contains(line.skeleton, cue) {
                counts[label, default: 0] += 1
                if first[label] == nil { first[label] = line.index }
            }
        }
        return counts.max { a, b in a.value != b.value ? a.value < b.value : first[a.key]! > first[b.key]! }?.key
    }
}
