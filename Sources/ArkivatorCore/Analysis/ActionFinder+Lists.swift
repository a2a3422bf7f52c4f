import Foundation

/// What to bring, what to do before, and the later times a letter promises.
extension ActionFinder {
    // MARK: Bring

    private static let bringVerb = TextPattern(#"\b(?:ta\s+(?:gjerne\s+|også\s+|og\s+|alltid\s+)?med(?:\s+deg)?|tek\s+med(?:\s+deg)?|(?:husk|hugs)\s+(?:å\s+|og\s+)?(?:ta\s+)?med(?:\s+deg)?|(?:husk|hugs)\s+å\s+ha\s+med(?:\s+deg)?|ha\s+med(?:\s+deg)?|har\s+med(?:\s+deg)?|medbring|medbringe|må\s+medbringe)\b\s*:?\s*(.*)$"#)
    /// «Husk legitimasjon»: remember a thing, not to do something.
    private static let rememberThing = TextPattern(#"\b(?:husk|hugs)\s+(?!å\b|at\b|og\b|to\b|dette\b|det\b|du\b|å\s)((?:gyldig\s+|godkjent\s+)?(?:legitimasjon|id\b|id-kort|bankkort|frikort|medisinliste\w*|legemiddelliste\w*|liste\w*|resept\w*|briller|høreapparat|innkallingen|innkallinga|henvisning\w*|matpakke|mat\b|drikke|skift\w*|klær|innesko|tøfler|urinprøve\w*).*)$"#)
    private static let bringTail = TextPattern(#"(\s+(?:til\s+(?:timen|time|undersøkelsen|undersøkinga|konsultasjonen|innleggelsen|innlegginga|operasjonen|behandlingen|samtalen)|når\s+du|når\s+du\s+kommer|dersom|hvis|viss|som\s+du|slik\s+at|så\s+vi|fordi|i\s+tilfelle|om\s+du|på\s+timen|ved\s+oppmøte)\b.*$|\s*\([^)]*\)|[.!;:]+\s*$)"#)
    private static let listSeparator = TextPattern(#"\s*,\s*|\s+og\s+|\s+samt\s+|\s+og/eller\s+|\s*;\s*"#)
    private static let bullet = TextPattern(#"^\s*[-–•*·]\s*(.+)$"#)

    static func bring(_ sentences: [LetterSentences.Sentence]) -> [Found<String>] {
        var items: [Found<String>] = []
        func add(_ list: String, confidence: Double) {
            var text = list
            while let tail = bringTail.firstMatch(in: text), !tail.range.isEmpty {
                text = String(text[..<tail.range.lowerBound])
            }
            for piece in split(text, by: listSeparator) {
                let item = piece.trimmingCharacters(in: .whitespaces.union(.punctuationCharacters))
                let words = item.split(separator: " ").count
                guard (1...8).contains(words), item.count >= 2,
                      !items.contains(where: { $0.value.lowercased() == item.lowercased() }) else { continue }
                items.append(Found(item, confidence: confidence))
            }
        }
        for (index, sentence) in sentences.enumerated() where !sentence.inFooter {
            if let m = bringVerb.firstMatch(in: sentence.text), let list = m[0] {
                let trimmed = list.trimmingCharacters(in: .whitespaces)
                if trimmed.isEmpty || trimmed == ":" {
                    // `Ta med:` over a bulleted list
                    for next in sentences[(index + 1)...].prefix(8) {
                        guard let item = bullet.firstMatch(in: next.text)?[0] else { break }
                        add(item, confidence: 0.8)
                    }
                } else {
                    add(trimmed, confidence: 0.8)
                }
            } else if let m = rememberThing.firstMatch(in: sentence.text), let thing = m[0] {
                add(thing, confidence: 0.7)
            }
        }
        return items
    }

    static func split(_ text: String, by pattern: TextPattern) -> [String] {
        var pieces: [String] = []
        var start = text.startIndex
        for m in pattern.matches(in: text) {
            pieces.append(String(text[start..<m.range.lowerBound]))
            start = m.range.upperBound
        }
        pieces.append(String(text[start...]))
        return pieces
    }

    // MARK: Preparation

    private static let preparationWords = TextPattern(#"(\b(?:må|skal|bør|du|å|kan ikke|kan ikkje)\s+faste\b|\bfaste\s+(?:fra|frå|etter|i|før|\d)|\bfastende\b|\bfastande\b|\bikke\s+(?:spise|ete|et|drikke|drikk|røyke|snuse|ta\b)|\bikkje\s+(?:et|ete|drikk|drikke|røyk|røyke|snus|ta\b)|\b(?:spise|ete)\s+eller\s+drikke|\bsiste\s+måltid|\b(?:stopp|stans|stoppe|stanse|slutt\s+med|slutte\s+med|hald\s+opp|seponer|seponere|pause|ta\s+pause|opphold)\b[^.]{0,60}\b(?:medisin|tablett|legemid|marevan|warfarin|eliquis|xarelto|pradaxa|albyl|plavix|brilique|metformin|insulin|blodfortynn|dag|dagar|dager|døgn|uke|uker|veke|veker|timer|timar)|\bdrikk\w*\b[^.]{0,40}\b(?:inntil|fram\s+til|fram\s+til\s+kl|til\s+kl)\b|\b(?:tarmtømming|tarmrens|tømme\s+tarmen|tøme\s+tarmen|utførende|avførende|laksativ|klyster|picoprep|moviprep|laxabon|citrafleet)|\b(?:ikke|ikkje)\s+(?:kjøre|køyre)|\b(?:kjøre|køyre)\s+bil\b[^.]{0,40}\b(?:ikke|ikkje)\b|\bneglelakk|\b(?:full|fylt)\s+blære|\bdrikk\w*\s+\d|\bdusj\w*\s+(?:før|kvelden|morgonen|morgenen)|\bblodfortynn\w*)"#)
    private static let noNeed = TextPattern(#"\b(trenger\s+ikke|treng\s+ikkje|ikke\s+nødvendig|ikkje\s+naudsynt|kan\s+spise\s+(?:og\s+drikke\s+)?som\s+vanlig|kan\s+ete\s+(?:og\s+drikke\s+)?som\s+vanleg|avbestill|avbestell|uteblivelse|betal)"#)

    static func preparation(_ sentences: [LetterSentences.Sentence]) -> [Found<String>] {
        var found: [Found<String>] = []
        for sentence in sentences where !sentence.inFooter {
            let text = sentence.text
            guard preparationWords.isFound(in: text), !noNeed.isFound(in: text), text.count <= 300 else { continue }
            let instruction = (bullet.firstMatch(in: text)?[0] ?? text).trimmingCharacters(in: .whitespaces)
            guard !found.contains(where: { $0.value == instruction }) else { continue }
            found.append(Found(instruction, confidence: 0.75))
        }
        return found
    }

    // MARK: Follow-ups

    private static let interval = TextPattern(#"\b(?:om|etter|innen|innan|i\s+løpet\s+av|i\s+løpet\s+av\s+dei\s+neste|om\s+ca\.?|om\s+lag|om\s+omtrent|om\s+cirka|om\s+ca)\s+(?:ca\.?\s*|cirka\s+|omtrent\s+|om\s+lag\s+|rundt\s+)?"# + count + #"\s*(dager|dagar|dag|døgn|uker|uke|veker|veke|vekers|ukers|måneder|måneders|måned|månader|månad|mnd\.?|år)\b"#)
    private static let laterVisit = TextPattern(#"\b(kontroll\w*|ny(?:e|tt)?\s+(?:røntgen\w*|ct|mr|ultralyd\w*|måling\w*|test\w*|blodprøve\w*)|ny\s+time|nytt\s+besøk|ny\s+timeavtale|ny\s+innkalling|innkalling|innkalla|innkalt|oppfølging\w*|etterkontroll|ny\s+vurdering|ny\s+undersøk\w*|ny\s+samtale|ny\s+avtale|ny\s+konsultasjon|nye\s+prøver|ny\s+prøve|ny\s+blodprøve|blodprøver|sjekk|time\s+hos|time\s+til)\b"#)
    private static let notFollowUp = TextPattern(#"\b(svar|klage|klag|frist|betal|faktura|varer|varar|gyldig|avbestill|avbestell|avlys|resept)"#)

    /// Counted from the appointment, else the letter's date; from the letter's date when the letter
    /// cancels the appointment.
    static func followUps(_ sentences: [LetterSentences.Sentence], _ known: Known,
                          change: AppointmentChange?) -> [Found<FollowUp>] {
        var found: [Found<FollowUp>] = []
        let appointmentDay = change == .cancelled ? nil : (known.appointment?.date ?? known.appointmentDate)
        let base = appointmentDay ?? known.documentDate
        for sentence in sentences where !sentence.inFooter {
            let text = sentence.text
            guard laterVisit.isFound(in: text), !notFollowUp.isFound(in: text), !conditional.isFound(in: text),
                  let m = interval.firstMatch(in: text), let n = m[0].flatMap(number), let unitWord = m[1]?.lowercased()
            else { continue }
            var unit: FollowUp.Unit
            switch unitWord.prefix(2) {
            case "da", "dø": unit = .days
            case "uk", "ve": unit = .weeks
            case "må", "mn": unit = .months
            default: unit = .years
            }
            var amount = n
            // «halvannet år»: a count of months, since the model counts in whole units
            if amount != amount.rounded() {
                switch unit {
                case .years: amount *= 12; unit = .months
                case .months: amount *= 4; unit = .weeks
                default: amount = amount.rounded(.up)
                }
            }
            let whole = Int(amount)
            guard whole > 0 else { continue }
            let due = base.map { date -> CalendarDate in
                switch unit {
                case .days: date.adding(days: whole)
                case .weeks: date.adding(days: 7 * whole)
                case .months: date.adding(months: whole)
                case .years: date.adding(months: 12 * whole)
                }
            }
            let followUp = FollowUp(text: text, count: whole, unit: unit, dueDate: due)
            found.append(Found(followUp, confidence: base == nil ? 0.6 : 0.75))
        }
        return found
    }
}
