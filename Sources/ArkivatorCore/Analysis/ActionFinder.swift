import Foundation

/// Reads what a letter asks the family to do (``LetterActions``): when the appointment ends and
/// where it is, when to be there, what to bring and do first, how to cancel, what to pay, by when
/// to answer, the sender's references, later controls, the number to call, and whether the
/// letter moves or cancels an earlier appointment.
///
/// Each field is read from the sentences that speak of it, never from the letterhead alone
/// unless the field is one the letterhead gives (references, the sender's telephone). A value
/// that only holds under a condition («Ved uteblivelse … gebyr på kr 1 500») is not taken.
enum ActionFinder {
    /// What the rest of the analysis already knows and the actions are counted from.
    struct Known {
        var docType: DocumentType
        var documentDate: CalendarDate?
        var appointment: LocalDateTime?
        var appointmentDate: CalendarDate?
        var fodselsnumre: [Fodselsnummer.Occurrence]
    }

    static func find(_ letter: LetterText, known: Known) -> LetterActions {
        let sentences = LetterSentences(letter).sentences
        let phones = PhoneNumbers(sentences: sentences, fodselsnumre: known.fodselsnumre)
        var actions = LetterActions()
        let (end, duration) = appointmentEnd(sentences, known)
        actions.appointmentEnd = end
        actions.durationMinutes = duration
        actions.place = place(sentences, letter: letter)
        actions.arriveBy = arriveBy(sentences, known)
        actions.bring = bring(sentences)
        // A prescription's dosage («1 tablett om morgenen, fastende») prepares for no appointment.
        actions.preparation = known.docType == .resept || known.docType == .labSvar ? [] : preparation(sentences)
        actions.cancellation = cancellation(sentences, phones: phones)
        actions.payments = payments(sentences, letter: letter, known: known)
        actions.answerDeadline = answerDeadline(sentences, known)
        actions.references = references(letter, fodselsnumre: known.fodselsnumre)
        let (change, previous) = change(letter, sentences, known)
        actions.change = change
        actions.previousAppointment = previous
        actions.followUps = followUps(sentences, known, change: change?.value)
        actions.contactPhone = contactPhone(sentences, phones: phones)
        return actions.redactingFodselsnumre()
    }

    // MARK: Shared pieces of patterns

    /// A count in digits or in words, Bokmål and Nynorsk.
    static let count = #"(\d+(?:,5)?|en|ein|ei|eit|én|ett|eitt|to|tre|fire|fem|seks|sju|syv|åtte|ni|ti|elleve|tolv|fjorten|femten|tjue|tretti|førti|halvannen|halvannan|halvanna)"#

    static func number(_ word: String) -> Double? {
        let words: [String: Double] = [
            "en": 1, "ein": 1, "ei": 1, "eit": 1, "én": 1, "ett": 1, "eitt": 1, "to": 2, "tre": 3, "fire": 4, "fem": 5,
            "seks": 6, "sju": 7, "syv": 7, "åtte": 8, "ni": 9, "ti": 10, "elleve": 11, "tolv": 12, "fjorten": 14,
            "femten": 15, "tjue": 20, "tretti": 30, "førti": 40, "halvannen": 1.5, "halvannan": 1.5, "halvanna": 1.5,
        ]
        let lower = word.lowercased()
        return words[lower] ?? Double(lower.replacingOccurrences(of: ",", with: "."))
    }

    /// A sentence that only holds if something happens: its fee, time or number is no instruction.
    static let conditional = TextPattern(#"\b(ved\s+sen\s+avbestilling|ved\s+for\s+sen|sen\s+avbestilling|dersom|hvis|viss|om du ikke|om du ikkje|ved uteblivelse|ved uteblir|uteblir|uteblivelse|ved manglende|ikke møter|ikkje møter|ikke avbestilt|ikkje avbestilt|ikke er avbestilt|ikkje er avbestilt|uten gyldig|utan gyldig|uten å gi beskjed|utan å gje beskjed|for sent|for seint|i tilfelle)\b"#)

    // MARK: End and duration

    private static let timeRange = TextPattern(#"(?<![\d.,])([0-2]?\d)[.:]([0-5]\d)\s*(?:-|–|til|og)\s*(?:kl\.?\s*)?([0-2]?\d)[.:]([0-5]\d)(?![.,]?\d)"#)
    private static let duration = TextPattern(#"\b(?:varer|varar|vare|vara|tar|tek|sett av|set av|setje av|beregn|berekn|beregne|berekne|regn med|rekn med|må påregne|påregn|varighet|varigheit|lengde)\s*:?\s+(?:i\s+)?(?:ca\.?\s*|cirka\s+|omtrent\s+|om lag\s+|omkring\s+|rundt\s+|inntil\s+|opptil\s+|minst\s+|totalt\s+|til saman\s+|til sammen\s+)?"# + count + #"(?:\s*[-–]\s*\d+)?\s*(minutter|minutt|min\b\.?|timer|timar|time\b|t\b)"#)

    private static func appointmentEnd(_ sentences: [LetterSentences.Sentence], _ known: Known) -> (Found<LocalDateTime>?, Found<Int>?) {
        var end: Found<LocalDateTime>? = nil
        if let start = known.appointment {
            outer: for sentence in sentences {
                for m in timeRange.matches(in: sentence.text) {
                    guard let h1 = m[0].flatMap({ Int($0) }), let m1 = m[1].flatMap({ Int($0) }),
                          let h2 = m[2].flatMap({ Int($0) }), let m2 = m[3].flatMap({ Int($0) }),
                          h1 == start.hour, m1 == start.minute,
                          let stop = LocalDateTime(date: start.date, hour: h2, minute: m2), stop > start,
                          stop.minutes(since: start) <= 12 * 60 else { continue }
                    end = Found(stop, confidence: 0.9)
                    break outer
                }
            }
        }
        if let end, let start = known.appointment {
            return (end, Found(end.value.minutes(since: start), confidence: 0.9))
        }
        for sentence in sentences where !conditional.isFound(in: sentence.text) {
            guard let m = duration.firstMatch(in: sentence.text), let n = m[0].flatMap(number), let unit = m[1]?.lowercased()
            else { continue }
            let minutes = unit.hasPrefix("min") ? n : n * 60
            guard minutes >= 5, minutes <= 12 * 60 else { continue }
            return (nil, Found(Int(minutes), confidence: 0.8))
        }
        return (nil, nil)
    }

    // MARK: When to be there

    /// A come-word, then the lead time with no other instruction between (`drikk 1 liter vann en time før` is none).
    private static let comeThen = #"\b(?:møt|møte|møter|kom|kome|komme|kommer|vær|ver|oppmøte|frammøte|fremmøte|på plass|meld deg|registrer deg)\b(?:(?!drikk|spis|ete\b|et\b|ta\b|tek\b|stopp|tablett|bruk)[^.]){0,40}?"#
    private static let minutesBefore = TextPattern(comeThen + #"\b"# + count + #"\s*(?:minutter|minutt|min\b\.?)\s*(?:før|tidligere|tidlegare|i forkant|i forveg|før avtalt|før timen)"#)
    private static let hourBefore = TextPattern(comeThen + #"\b(en|ei|ein)\s+(halv\s+)?time\s+(?:før|tidligere|tidlegare|i forkant)"#)
    private static let comeWords = TextPattern(#"\b(møt|møte|møter|kom|kome|komme|kommer|vær|ver|oppmøte|frammøte|fremmøte|på plass|meld deg|meld frå|registrer deg)"#)
    private static let arrivalTime = TextPattern(#"\b(?:oppmøte|oppmøtetid|oppmøtetidspunkt|frammøte|frammøtetid|fremmøte|møtetid|møt opp|møt|møte opp)\s*(?:tid|tidspunkt)?\s*:?\s*(?:er\s+|blir\s+|senest\s+|seinast\s+)?(?:kl\.?|klokka|klokken)?\s*([0-2]?\d)[.:]([0-5]\d)(?![.,]?\d)"#)
    private static let labelledArrival = TextPattern(#"\b(?:oppmøte|frammøte|fremmøte|møt|møt opp|møte opp)\b[^.]{0,30}?\b(?:kl\.?|klokka|klokken)\s*([0-2]?\d)(?:[.:]([0-5]\d))?"#)

    private static func arriveBy(_ sentences: [LetterSentences.Sentence], _ known: Known) -> Found<LocalDateTime>? {
        for sentence in sentences where !conditional.isFound(in: sentence.text) {
            let text = sentence.text
            guard comeWords.isFound(in: text) else { continue }
            if let start = known.appointment {
                if let m = minutesBefore.firstMatch(in: text), let n = m[0].flatMap(number), n > 0, n <= 180,
                   let at = start.adding(minutes: -Int(n)) {
                    return Found(at, confidence: 0.85)
                }
                if let m = hourBefore.firstMatch(in: text), let at = start.adding(minutes: m[1] == nil ? -60 : -30) {
                    return Found(at, confidence: 0.8)
                }
            }
            let match = arrivalTime.firstMatch(in: text) ?? labelledArrival.firstMatch(in: text)
            if let match, let hour = match[0].flatMap({ Int($0) }) {
                let minute = match[1].flatMap { Int($0) } ?? 0
                let mentions = NorwegianDateParser.mentions(in: text, lineIndex: sentence.line,
                                                            referenceYear: known.documentDate?.year ?? 2025)
                let day = mentions.first?.resolved(after: known.documentDate) ?? known.appointmentDate ?? known.appointment?.date
                guard let day, let at = LocalDateTime(date: day, hour: hour, minute: minute) else { continue }
                // A time after the appointment's start is the appointment itself or another event.
                if let start = known.appointment, at > start { continue }
                return Found(at, confidence: 0.8)
            }
        }
        return nil
    }

    // MARK: Place

    private static let placeLabel = TextPattern(#"^(?:oppmøtested|oppmøtestad|oppmøteadresse|oppmøte|frammøtestad|frammøtested|frammøte|fremmøte|fremmøtested|møtested|møtestad|møteplass|sted for timen|stad for timen|sted|stad|adresse|lokasjon|lokale|hvor|kvar|her skal du møte|her skal du møta)(?:\s+\p{L}+){0,2}\s*:\s*(.+)$"#)
    private static let placeVerb = TextPattern(#"\b(?:møt opp|møte opp|møt|møter du|møtes|oppmøte er|oppmøte|frammøte|fremmøte|meld deg|meld frå|registrer deg|ta heisen|gå til|kom til)\s+(?:kl\.?\s*\d{1,2}[.:]\d{2}\s+)?(?:gjerne\s+)?(?:direkte\s+)?(?:i|på|ved|til)\s+(.+)$"#)
    /// Where the place's words stop: a time, an instruction, the reason.
    private static let placeTail = TextPattern(#"(\s+(?:kl\.?|klokka|klokken|for|senest|seinast|minst|gjerne|innen|innan|\d+\s*min|og ta|og meld|når|der|dit|hvor|kvar|som|slik|etter|før|i god tid)\b.*$|[.;]\s*$|\s*\([^)]*\)\s*$)"#)
    /// `Oppmøte: kl. 07.45`, `møt til timen`, `møt på tom mage`: a time or a state, no place.
    private static let notAPlace = TextPattern(#"^\s*(kl\b|klokka|klokken|\d{1,2}[.:]\d{2}|timen|time\b|tida|tiden|avtalt|rett tid|riktig tid|god tid|tom mage|fastende|samme|same|deg|dere|dykk)"#)
    private static let postBox = TextPattern(#"\b(postboks|pb\.?|post box|postadresse|boks)\s*\d"#)

    private static func place(_ sentences: [LetterSentences.Sentence], letter: LetterText) -> Found<AppointmentPlace>? {
        var merged: Found<AppointmentPlace>? = nil
        for sentence in sentences where !sentence.inFooter {
            let labelled = placeLabel.firstMatch(in: sentence.text)
            let described = labelled == nil ? placeVerb.firstMatch(in: sentence.text) : nil
            guard let raw = (labelled ?? described)?[0] else { continue }
            // `Adresse:` in the letterhead is where the sender gets post, not where to come.
            if postBox.isFound(in: raw) { continue }
            let isAddressLabel = labelled != nil && sentence.text.lowercased().hasPrefix("adresse")
            if isAddressLabel, letter.contentPosition(ofLine: sentence.line) < 3 { continue }
            var value = raw
            while let tail = placeTail.firstMatch(in: value) {
                value = String(value[..<tail.range.lowerBound])
            }
            if notAPlace.isFound(in: value) { continue }
            let place = AppointmentPlace(parsing: value)
            guard !place.isEmpty else { continue }
            // `Adresse: …` and `Oppmøte i resepsjonen, 2. etasje` describe one place between them.
            if var found = merged {
                found.value.fill(from: place)
                merged = found
            } else {
                merged = Found(place, confidence: labelled != nil ? 0.85 : 0.7)
            }
        }
        return merged
    }
}

extension LetterActions {
    /// The actions with every fødselsnummer or D-number in their words masked: a sentence copied
    /// as a preparation or a follow-up may hold one, and none may reach a field.
    func redactingFodselsnumre() -> LetterActions {
        func clean(_ text: String) -> String {
            Fodselsnummer.occurrences(in: text).isEmpty ? text : Fodselsnummer.redacting(text)
        }
        var copy = self
        copy.bring = bring.map { Found(clean($0.value), confidence: $0.confidence) }
        copy.preparation = preparation.map { Found(clean($0.value), confidence: $0.confidence) }
        copy.followUps = followUps.map { found in
            var followUp = found.value
            followUp.text = clean(followUp.text)
            return Found(followUp, confidence: found.confidence)
        }
        copy.references = references.filter { Fodselsnummer.occurrences(in: $0.value.value).isEmpty }
        if var place = place?.value {
            place.department = place.department.map(clean)
            place.building = place.building.map(clean)
            place.floor = place.floor.map(clean)
            place.room = place.room.map(clean)
            place.address = place.address.map(clean)
            copy.place = Found(place, confidence: self.place?.confidence ?? 0)
        }
        if var rule = cancellation?.value {
            rule.deadlineText = rule.deadlineText.map(clean)
            copy.cancellation = Found(rule, confidence: cancellation?.confidence ?? 0)
        }
        return copy
    }
}

extension AppointmentPlace {
    private static let floor = TextPattern(#"^(?:\d+\.?\s*(?:etasje|etg\.?|etasjen|etasjon|høgda|høyde|plan)|plan\s*[\dA-Z]+|(?:under|sokkel|kjellar|kjeller|loft)etasjen?|bakkeplan|gateplan)$"#)
    private static let room = TextPattern(#"^(?:rom|romnr\.?|rom nr\.?|luke|skranke|venterom|venteområde|disk|ekspedisjon|resepsjon|skranken|ekspedisjonen|resepsjonen|innskrivingen|innskrivinga|innskrivning|innsjekk)\b.*"#)
    private static let building = TextPattern(#"(?:^(?:bygg|bygning|bygget|blokk|hus|huset|fløy|fløyen|paviljong|inngang|hovedinngang|hovudinngang|tårn|senter)\b.*|\w*(?:bygget|bygg|bygningen|huset|senteret|sentret|senter|fløyen|blokka|blokken|paviljongen|inngangen|mottaket|mottak|tårnet)$)"#)
    private static let street = TextPattern(#"\b[\p{L}.\-]+(?:veien|vegen|vei|veg|gata|gaten|gate|plass|plassen|allé|alle|bakken|svingen|stien|torget|brygga|bryggen|kaia|tunet|ringen)\s+\d+\s*[A-Za-z]?\b"#)
    private static let houseNumber = TextPattern(#"^\p{L}[\p{L}.\- ]*\s\d+\s?[A-Za-z]?$"#)
    private static let postalTown = TextPattern(#"^\d{4}\s+\p{L}"#)
    private static let department = TextPattern(#"(poliklinikk|avdeling|avd\.|seksjon|klinikk|laboratori|lab\b|røntgen|mottak|sengepost|sengeområde|post\s+\d|enhet|dagkirurgi|dagbehandling|kontor|legekontor|legesenter|helsesenter|helsestasjon|tannklinikk)"#)

    /// A place as a letter lists it, comma by comma: `Poliklinikk 2, 3. etasje, bygg B`.
    init(parsing text: String) {
        self.init()
        let segments = text.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        var index = 0
        while index < segments.count {
            let segment = segments[index]
            index += 1
            // «ved Sognsvannsveien 20, 0372 Oslo»: the street and its postal town make one address.
            if let streetMatch = Self.street.firstMatch(in: segment) {
                var address = String(segment[streetMatch.range])
                if index < segments.count, Self.postalTown.isFound(in: segments[index]) {
                    address += ", " + segments[index]
                    index += 1
                }
                self.address = address
                let rest = segment.replacingCharacters(in: streetMatch.range, with: "")
                    .trimmingCharacters(in: .whitespaces.union(.punctuationCharacters))
                if !rest.isEmpty, rest.split(separator: " ").count <= 4 { append(rest) }
                continue
            }
            if index < segments.count, Self.postalTown.isFound(in: segments[index]), Self.houseNumber.isFound(in: segment) {
                address = segment + ", " + segments[index]
                index += 1
                continue
            }
            append(segment)
        }
    }

    /// What this place lacks, taken from `other`.
    mutating func fill(from other: AppointmentPlace) {
        department = department ?? other.department
        building = building ?? other.building
        floor = floor ?? other.floor
        room = room ?? other.room
        address = address ?? other.address
    }

    private mutating func append(_ segment: String) {
        // A place is a few words; a longer piece is a sentence that ran on.
        guard segment.split(separator: " ").count <= 6, segment.contains(where: \.isLetter) || segment.contains(where: \.isNumber)
        else { return }
        let lower = segment.lowercased()
        func add(_ field: inout String?) { field = field.map { $0 + ", " + segment } ?? segment }
        if Self.floor.isFound(in: lower) { add(&floor) }
        else if Self.room.isFound(in: lower) { add(&room) }
        else if Self.department.isFound(in: lower) && department == nil { department = segment }
        else if Self.building.isFound(in: lower) { add(&building) }
        else if department == nil && building == nil && room == nil { department = segment }
        else { add(&building) }
    }
}
