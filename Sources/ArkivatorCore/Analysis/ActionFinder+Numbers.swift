import Foundation

/// Telephone numbers a letter gives to call, read so that no postal code, organisation number,
/// account, KID or fødselsnummer is taken for one.
struct PhoneNumbers: Sendable {
    struct Phone: Sendable {
        /// Grouped as the letter groups them: «73 86 12 34».
        let text: String
        let sentence: Int
    }

    let all: [Phone]

    /// 8 digits in any grouping, with or without +47; 5-digit service numbers (`06100`); `116 117`.
    private static let number = TextPattern(#"(?<![\d+])(?<![\d][.,/-])(?:(?:\+|00)47\s?)?(\d{2} \d{2} \d{2} \d{2}|\d{3} \d{2} \d{3}|\d{2} \d{3} \d{3}|\d{4} \d{4}|\d{8}|116 ?1\d\d|0\d{4}|\d{3} \d{5})(?!\d)(?![.,/-]\d)"#)
    /// A number is a telephone number only under a word that says so.
    private static let label = TextPattern(#"(telefon\w*|tlf\.?|tel\.?|telefonnr\.?|ring\w*|sentralbord\w*|mobil\w*|sms|vakttelefon|direkte|kontakt\w*|nummer|nr\.|ekspedisjon\w*|sekretær\w*|pasientkontor\w*|servicesenter|kundesenter|kundeservice|legevakt\w*)\W{0,12}(?:\S+\s+){0,6}$"#)
    private static let notPhone = TextPattern(#"(org\w*|foretak\w*|kid\w*|telefaks|faks|fax|konto\w*|faktura\w*|ref\w*|saks\w*|journal\w*|postboks|pb\.?|boks|fødsels\w*|fødd\w*|født|personn\w*|f\.?nr\.?|hpr\w*|her-id|kundenummer|kundenr\.?|rekv\w*|postnr\w*|id)\W{0,4}$"#)

    init(sentences: [LetterSentences.Sentence], fodselsnumre: [Fodselsnummer.Occurrence]) {
        var found: [Phone] = []
        let personal = fodselsnumre.map(\.number.digits)
        for (index, sentence) in sentences.enumerated() {
            let text = sentence.text
            for m in Self.number.matches(in: text) {
                guard let grouped = m[0] else { continue }
                let digits = grouped.filter(\.isASCIIDigit)
                if digits.count == 8, let first = digits.first, first == "0" || first == "1" { continue }
                if personal.contains(where: { $0.contains(digits) }) { continue }
                let before = String(text[..<m.range.lowerBound].suffix(48))
                guard Self.label.isFound(in: before), !Self.notPhone.isFound(in: before) else { continue }
                found.append(Phone(text: String(text[m.range]).trimmingCharacters(in: .whitespaces), sentence: index))
            }
        }
        all = found
    }

    func first(inSentence index: Int) -> Phone? { all.first { $0.sentence == index } }
}

/// Cancelling, paying, answering and the sender's references.
extension ActionFinder {
    // MARK: Cancellation

    private static let cancelling = TextPattern(#"\b(avbestil\w*|avbestel\w*|avmeld\w*|avlyse\s+(?:timen|time)|gi\s+(?:oss\s+)?beskjed|gje\s+(?:oss\s+)?beskjed|gi\s+melding|melde\s+(?:fra|frå)|meld\s+(?:fra|frå)|ikke\s+kan\s+(?:møte|komme|benytte)|ikkje\s+kan\s+(?:møte|kome|komme|nytte)|forhindr\w*|endre\s+(?:eller\s+avbestille\s+)?(?:timen|time)|flytte\s+(?:timen|time)|passer\s+ikke|passar\s+ikkje|(?:ikke|ikkje)\s+(?:passer|passar|høver))"#)
    private static let callNext = TextPattern(#"^(?:ring|ring\s+oss|telefon|tlf\.?|ta\s+kontakt|kontakt\s+oss|dette\s+gjer|dette\s+gjør)\b"#)
    private static let hoursBefore = TextPattern(#"\b(\d+)\s*(?:timer|timar|t)\b\s*(?:før|i forkant|på forhånd|på førehand|innen|innan)"#)
    private static let daysBefore = TextPattern(#"\b"# + count + #"\s*(døgn|dager|dagar)\s*(?:før|i forkant|på forhånd|på førehand)"#)
    private static let deadlineWords = TextPattern(#"\b((?:senest|seinast|innen|innan)\s+(?:kl\.?\s*\d{1,2}(?:[.:]\d{2})?\s+)?(?:(?:dagen|dagen\s+før|virkedagen|yrkedagen|arbeidsdagen|siste\s+virkedag)\s+før\w*|dagen\s+før|"# + count + #"\s+(?:virkedager|virkedøgn|yrkedagar|arbeidsdager|arbeidsdagar)\s+før\w*))"#)

    static func cancellation(_ sentences: [LetterSentences.Sentence], phones: PhoneNumbers) -> Found<CancellationRule>? {
        var rule = CancellationRule()
        for (index, sentence) in sentences.enumerated() where cancelling.isFound(in: sentence.text) {
            let text = sentence.text
            if rule.hoursBefore == nil, rule.deadlineText == nil {
                if let m = hoursBefore.firstMatch(in: text), let hours = m[0].flatMap({ Int($0) }), hours > 0, hours <= 168 {
                    rule.hoursBefore = hours
                } else if let m = daysBefore.firstMatch(in: text), let n = m[0].flatMap(number) {
                    rule.hoursBefore = Int(n * 24)
                } else if let m = deadlineWords.firstMatch(in: text), let words = m[0] {
                    rule.deadlineText = words
                }
            }
            if rule.phone == nil {
                // The number may follow in a sentence of its own: «Gi beskjed senest 24 timer før. Ring 22 …»
                let next = index + 1 < sentences.count && callNext.isFound(in: sentences[index + 1].text)
                rule.phone = (phones.first(inSentence: index) ?? (next ? phones.first(inSentence: index + 1) : nil))?.text
            }
        }
        guard rule != CancellationRule() else { return nil }
        let complete = rule.phone != nil && (rule.hoursBefore != nil || rule.deadlineText != nil)
        return Found(rule, confidence: complete ? 0.85 : 0.7)
    }

    // MARK: Contact phone

    private static let questions = TextPattern(#"\b(spørsmål|spørsmål|lurer|kontakt\w*|henvend\w*|informasjon|ring\s+oss|nå\s+oss|når\s+oss|ta\s+kontakt|kontakte)\b"#)
    private static let phoneLabel = TextPattern(#"^(?:\S+\s+){0,4}(telefon|tlf\.?|tel\.?|sentralbord|telefonnummer|telefonnr\.?)\b"#)

    static func contactPhone(_ sentences: [LetterSentences.Sentence], phones: PhoneNumbers) -> Found<String>? {
        if let asked = phones.all.first(where: { questions.isFound(in: sentences[$0.sentence].text) }) {
            return Found(asked.text, confidence: 0.85)
        }
        // The sender's own number in the letterhead or footer, when no sentence names one.
        if let listed = phones.all.first(where: { phone in
            let sentence = sentences[phone.sentence].text
            return !cancelling.isFound(in: sentence) && (sentence.count < 90 || phoneLabel.isFound(in: sentence))
        }) {
            return Found(listed.text, confidence: 0.6)
        }
        return nil
    }

    // MARK: Payments

    private static let paymentWords = TextPattern(#"(egenandel\w*|eigendel\w*|faktura\w*|gebyr\w*|å\s+betale|betales|betalast|betal\s|betaling\w*|beløp\w*|regning\w*|innbetal\w*|skyldig|purring|å\s+betala|til\s+betaling|sum\b|totalt\b|pris\w*|koster|kostar)"#)
    private static let notOwed = TextPattern(#"(egenandelstak\w*|eigendelstak\w*|har\s+betalt|er\s+betalt|betalt\s*:|kvittering\w*|frikort\w*|\btak\b|utbetal\w*|stønad\w*|ytelse\w*|yting\w*|innvilg\w*|refusjon\w*|tilbakebetal\w*|får\s+tilbake|per\s+måned|pr\.?\s*mnd|per\s+år|i\s+måneden|månadleg|månedlig|per\s+dag|maksimal\w*|overstig\w*|etter\s+gjeldende|etter\s+gjeldande|inntil\s+kr|opptil\s+kr|gjelder\s+ikke|gjeld\s+ikkje)"#)
    private static let amount = TextPattern(#"(?:(?:\bkr\.?|\bnok)\s*(\d{1,3}(?:[ .]\d{3})+|\d+)(?:,(\d{1,2}|-{1,2}))?|(?<![\d.,])(\d{1,3}(?:[ .]\d{3})+|\d+)(?:,(\d{2}))?\s*(?:kr\b|kroner|nok\b)|(?<![\d.,])(\d{1,3}(?:[ .]\d{3})+|\d+),-|(?:beløp|å betale|til betaling|sum|totalt)\s*:?\s*(\d{1,3}(?:[ .]\d{3})+|\d+),(\d{2}))"#)
    private static let dueLabel = TextPattern(#"\b(?:forfall\w*|betalingsfrist\w*|betal\w*\s+(?:innen|innan|seinast|senest)|frist\s+for\s+betaling|betalingsdato|betales\s+(?:før|innen|innan))\s*:?\s*(?:den\s+)?(.*)$"#)
    private static let dueInDays = TextPattern(#"\b(?:innen|innan|seinast|senest|om)\s+"# + count + #"\s*(dager|dagar|dg\.?)"#)
    private static let kid = TextPattern(#"\bkid(?:-?\s?(?:nummer|nr\.?))?\s*:?\s*(\d[\d ]{0,28}\d)"#)
    private static let account = TextPattern(#"\b(?:kontonummer|kontonr\.?|konto\s*nr\.?|bankkonto|konto|til\s+konto)\s*:?\s*(\d{4}[ .]?\d{2}[ .]?\d{5})\b"#)
    private static let invoiceNumber = TextPattern(#"\b(?:fakturanr\.?|fakturanummer)\s*:?\s*([A-Za-z0-9][\w\-/]*\d[\w\-/]*)"#)

    private static let invoice = TextPattern(#"^(?:faktura|regning|purring|betalingspåminnelse|inkassovarsel)\b|\b(?:fakturanr|fakturanummer|faktura\s+nr|kid)\b"#)

    static func payments(_ sentences: [LetterSentences.Sentence], letter: LetterText, known: Known) -> [Found<Payment>] {
        var found: [Found<Payment>] = []
        // On an invoice every amount is asked for; elsewhere only one a sentence says is to be paid.
        let isInvoice = sentences.contains { invoice.isFound(in: $0.text) }
        let aboutEgenandel = sentences.contains { sentence in
            let lower = sentence.text.lowercased()
            return (lower.contains("egenandel") || lower.contains("eigendel")) && !notOwed.isFound(in: sentence.text)
        }
        for sentence in sentences {
            let text = sentence.text
            let keyword = paymentWords.firstMatch(in: text)?[0]?.lowercased()
            guard keyword != nil || (isInvoice && found.isEmpty),
                  !conditional.isFound(in: text), !notOwed.isFound(in: text),
                  let m = amount.firstMatch(in: text), let ore = ore(m) else { continue }
            let lower = text.lowercased()
            let kind: Payment.Kind = lower.contains("egenandel") || lower.contains("eigendel") ? .egenandel
                : lower.contains("gebyr") ? .gebyr : (aboutEgenandel ? .egenandel : .faktura)
            guard ore > 0, !found.contains(where: { $0.value.kind == kind && $0.value.amountInOre == ore }) else { continue }
            found.append(Found(Payment(kind: kind, amountInOre: ore), confidence: 0.8))
        }
        guard !found.isEmpty else { return [] }
        let whole = letter.contentLines.map { letter.lines[$0].text }.joined(separator: "\n")
        let due = dueDate(sentences, known)
        let reference = kid.firstMatch(in: whole)?[0].map { $0.filter(\.isASCIIDigit) }
            ?? account.firstMatch(in: whole)?[0]
            ?? invoiceNumber.firstMatch(in: whole)?[0]
        for i in found.indices {
            found[i].value.dueDate = due
            found[i].value.paymentReference = reference
        }
        return found
    }

    private static func ore(_ m: TextPattern.Match) -> Int? {
        let pairs = [(0, 1), (2, 3), (4, 4), (5, 6)]
        for (kronerGroup, oreGroup) in pairs {
            guard let kronerText = m[kronerGroup] else { continue }
            guard let kroner = Int(kronerText.filter(\.isASCIIDigit)) else { return nil }
            let fraction = kronerGroup == oreGroup ? nil : m[oreGroup]
            let ore = fraction.flatMap { $0.allSatisfy(\.isASCIIDigit) ? Int($0.count == 1 ? $0 + "0" : $0) : nil } ?? 0
            return kroner * 100 + ore
        }
        return nil
    }

    private static func dueDate(_ sentences: [LetterSentences.Sentence], _ known: Known) -> CalendarDate? {
        for sentence in sentences {
            guard let m = dueLabel.firstMatch(in: sentence.text), let rest = m[0] else { continue }
            let year = known.documentDate?.year ?? 2025
            if let date = NorwegianDateParser.mentions(in: rest, lineIndex: sentence.line, referenceYear: year).first?
                .resolved(after: known.documentDate) {
                return date
            }
            if let days = dueInDays.firstMatch(in: sentence.text)?[0].flatMap(number), let base = known.documentDate {
                return base.adding(days: Int(days))
            }
        }
        return nil
    }

    // MARK: Answer deadline

    /// What the family is asked to do by a date: answer, complain, confirm, send in. Not what the
    /// sender will do by then («Resultatet sendes fastlegen innen 2 uker», «Søknaden blir behandlet innen …»).
    private static let answerWords = TextPattern(#"\b(svar|svare|svara|svarfrist\w*|svarslipp\w*|klage\w*|klag\w*|tilbakemelding\w*|bekreft\w*|returner\w*|send|sende\s+(?:inn|oss)|send\s+inn|ettersend\w*|uttal\w*|merknad\w*|anke\w*)\b"#)
    private static let deadline = TextPattern(#"\b(innen|innan|senest|seinast|frist\w*|svarfrist\w*|klagefrist\w*)\b\s*:?\s*(.*)$"#)
    private static let notAnswer = TextPattern(#"\b(betal\w*|faktura\w*|avbestill\w*|avbestell\w*|(?:få|får|vil få|gi deg|gje deg|sender deg|sender vi)\s+(?:et\s+|eit\s+)?svar\w*|svar\s+på\s+(?:prøv|blodprøv|undersøk))"#)
    private static let period = TextPattern(#"\b"# + count + #"\s*(dager|dagar|uker|uke|veker|veke|måneder|måned|månader|månad)\b"#)

    static func answerDeadline(_ sentences: [LetterSentences.Sentence], _ known: Known) -> Found<CalendarDate>? {
        let year = known.documentDate?.year ?? 2025
        for sentence in sentences {
            let text = sentence.text
            guard answerWords.isFound(in: text), !notAnswer.isFound(in: text),
                  let m = deadline.firstMatch(in: text), let rest = m[1] else { continue }
            if let date = NorwegianDateParser.mentions(in: rest, lineIndex: sentence.line, referenceYear: year).first?
                .resolved(after: known.documentDate) {
                return Found(date, confidence: 0.85)
            }
            if let p = period.firstMatch(in: text), let n = p[0].flatMap(number), let unit = p[1]?.lowercased(),
               let base = known.documentDate {
                let count = Int(n)
                let date = switch unit.prefix(2) {
                case "da": base.adding(days: count)
                case "uk", "ve": base.adding(days: 7 * count)
                default: base.adding(months: count)
                }
                return Found(date, confidence: 0.7)
            }
        }
        return nil
    }

    // MARK: References

    private static let referenceLabel = #"(vår\s+ref(?:eranse)?\.?|vaar\s+ref\.?|deres\s+ref(?:eranse)?\.?|dykkar\s+ref(?:eranse)?\.?|saksnr\.?|saksnummer|sak\s+nr\.?|saksref\.?|arkivsaksnr\.?|journalnr\.?|journalnummer|journalpostnr\.?|fakturanr\.?|fakturanummer|referansenr\.?|referansenummer|referanse|ref\.?\s?nr\.?|dokumentnr\.?|løpenr\.?|bestillingsnr\.?|ordrenr\.?)"#
    private static let reference = TextPattern(#"(?<!\p{L})"# + referenceLabel + #"(?!\p{L})\s*:?\s*((?=[A-Za-z0-9/\-_.]*\d)[A-Za-z0-9][A-Za-z0-9/\-_.]*(?:\s?[-/]\s?[A-Za-z0-9]+)*)"#)
    private static let labelOnly = TextPattern(#"(?<!\p{L})(?:"# + String(referenceLabel.dropFirst().dropLast())
                                                + #"|vår\s+dato|deres\s+dato|dykkar\s+dato|dato)(?!\p{L})\s*:?"#)
    private static let isReferenceLabel = TextPattern("^" + referenceLabel)

    /// `Deres ref.: 12.03.2025`: their date, not a number.
    private static func isDate(_ value: String) -> Bool {
        NorwegianDateParser.mentions(in: value, lineIndex: 0, referenceYear: 2025).contains { $0.start == 0 && $0.end == value.count }
    }

    static func references(_ letter: LetterText, fodselsnumre: [Fodselsnummer.Occurrence]) -> [Found<LetterReference>] {
        var found: [Found<LetterReference>] = []
        let personal = fodselsnumre.map(\.number.digits)
        func add(label: String, value raw: String) {
            let value = raw.trimmingCharacters(in: CharacterSet(charactersIn: ".,;:-/ "))
            let digits = value.filter(\.isASCIIDigit)
            guard !digits.isEmpty, value.count >= 2, !personal.contains(where: { digits.contains($0) || $0.contains(digits) && digits.count >= 6 }),
                  CalendarDate(iso: value) == nil, !isDate(value) else { return }
            let cleanLabel = label.trimmingCharacters(in: CharacterSet(charactersIn: ": "))
            guard !found.contains(where: { $0.value.value == value && $0.value.label.lowercased() == cleanLabel.lowercased() })
            else { return }
            found.append(Found(LetterReference(label: cleanLabel, value: value), confidence: 0.9))
        }
        for index in letter.contentLines {
            let text = letter.lines[index].text
            let matches = reference.matches(in: text)
            // `Vår ref.  Deres ref.  Dato` over `24/1234  -  12.03.2025`: the n-th value under the n-th label.
            let labels = labelOnly.matches(in: text)
            if matches.isEmpty, labels.count >= 2,
               !text.contains(where: \.isNumber), let next = DateRoleAnalyzer.nextContentLine(after: index, in: letter) {
                let values = letter.lines[next].text.split(separator: " ").map(String.init)
                if values.count == labels.count {
                    for (label, value) in zip(labels, values) where isReferenceLabel.isFound(in: String(text[label.range])) {
                        add(label: String(text[label.range]), value: value)
                    }
                }
                continue
            }
            for m in matches {
                guard let label = m[0], let value = m[1] else { continue }
                add(label: label, value: value)
            }
        }
        return found
    }
}
