import Foundation

/// Finds which family member a letter is about: by name (OCR-tolerant, a child's own surname),
/// by fødselsnummer, by a birth date next to the name, and by "Til foresatte for …" — never by
/// the doctor, the GP, the signer, a copy recipient, a requester, a case officer or the addressee
/// institution.
enum PersonMatcher {
    struct Result: Sendable {
        var index: Int?
        var confidence: Double
        var scores: [Double]
    }

    struct NameMention {
        let member: Int
        let line: Int
        /// Word offsets in the line.
        let firstWord: Int
        let lastWord: Int
        let full: Bool
        let distance: Int
    }

    private static let patientLabels = [
        "pasient", "pasienten", "pas", "pas.", "gjelder", "gjeld", "navn", "namn", "vedr", "vedr.", "vedrørende",
        "vedkommande", "angår", "ang", "ang.", "pasientnavn", "pasientnamn", "til foresatte for", "til føresette for",
        "foresatte for", "føresette for", "til foreldre til", "foreldre til", "til foreldre/foresatte for",
        "til foreldre/føresette for", "barn:", "barnet", "patient", "name", "personalia", "søker", "søkar", "bruker",
        "brukar", "tjenestemottaker", "tenestemottakar", "stønadsmottaker", "mottaker av tjenesten", "om:", "elev",
        "navn på barnet", "barnets navn", "for:", "sak:", "saken gjelder", "pasientopplysninger", "identitet",
        "kunde", "reseptinnehaver", "gjelder pasient",
    ].map(Skeleton.make)

    private static let excludedLabels = [
        "kopi", "kopi til", "kopimottaker", "rekvirent", "rekv", "saksbehandler", "sakshandsamar", "mottaker", "lege",
        "fastlege", "dr", "dr.", "doktor", "overlege", "signert", "godkjent av", "utskrevet av", "behandler",
        "behandlende", "kontaktperson", "pårørende", "nærmeste pårørende", "foresatt", "føresett", "mor", "far",
        "ektefelle", "henvisende", "henviser", "sekretær", "sykepleier", "sjukepleiar", "diktert", "ansvarlig",
        "leder", "leiar", "avdelingsleder", "seksjonsleder", "konsulent", "rådgiver", "rådgjevar", "psykolog",
        "fysioterapeut", "spesialist", "lis", "turnuslege", "utskrevet av lege", "med vennlig hilsen", "hilsen",
        "kontakt", "kontaktlege", "tolk", "verge", "hjelpeverge", "fullmektig", "v/", "att:", "att.", "attn",
        "forskrevet av", "forskriver", "skrevet av", "undersøkt av", "beskrevet av", "svart ut av", "vakthavende",
        "ref", "ansvarleg", "datter", "sønn", "svigersønn", "svigerdatter", "barnebarn", "bror", "søster", "samboer",
        "dotter", "son", "ektemake", "kontaktperson",
    ].map(Skeleton.make)

    private static let roleSuffixes = [
        "overlege", "fastlege", "lege", "saksbehandler", "sakshandsamar", "sekretær", "sykepleier", "sjukepleiar",
        "spesialist", "lis", "psykolog", "fysioterapeut", "konsulent", "rådgiver", "avdelingsleder", "seksjonsleder",
        "leder", "kontaktlege", "turnuslege", "lege i spesialisering", "jordmor", "helsesykepleier", "ergoterapeut",
        "koordinator", "spesialsykepleier", "avdelingssjef", "klinikksjef", "enhetsleder", "tildelingskontoret",
    ].map(Skeleton.make)

    private static let greetings = Set(["hei", "kjære", "kjaere", "til"].map(Skeleton.make))
    private static let addresseeCaption = Skeleton.make("til")
    private static let aboutWords = Set(["for", "til", "om"].map(Skeleton.make))

    private static func words(_ text: String) -> [String] {
        text.split(whereSeparator: { $0 == " " || $0 == "," || $0 == "(" || $0 == ")" || $0 == ";" || $0 == "/" })
            .map { String($0).trimmingCharacters(in: CharacterSet(charactersIn: ".:;!?\"'")) }
            .filter { !$0.isEmpty }
    }

    static func tokenMatches(_ a: String, _ b: String) -> Int? {
        skeletonMatches(Skeleton.make(a), Skeleton.make(b))
    }

    static func skeletonMatches(_ x: String, _ y: String) -> Int? {
        if x == y { return 0 }
        let n = max(x.count, y.count)
        let allowed = n <= 3 ? 0 : (n <= 7 ? 1 : 2)
        guard allowed > 0 else { return nil }
        // Genitive (`Liams`) counts as the name
        if x == y + "s" || x == y + "'s" { return 0 }
        let d = EditDistance.levenshtein(x, y, limit: allowed)
        return d <= allowed ? d : nil
    }

    /// Every mention of a member's name: `First Last`, `First Middle Last`, `LAST, First`.
    static func nameMentions(in text: LetterText, family: [FamilyMember]) -> [NameMention] {
        var found: [NameMention] = []
        let names = family.map { words($0.name).map(Skeleton.make) }
        for line in text.lines where !line.isBlank {
            let raw = words(line.text)
            let w = raw.map(Skeleton.make)
            guard !w.isEmpty else { continue }
            for (mi, parts) in names.enumerated() where parts.count >= 1 {
                let firsts = Array(parts.dropLast())
                guard let last = parts.last else { continue }
                let given = firsts.isEmpty ? [last] : firsts
                var i = 0
                while i < w.count {
                    // First [Middle...] Last
                    if let d0 = skeletonMatches(w[i], given[0]) {
                        var j = i + 1
                        var dist = d0
                        var ok = true
                        for g in given.dropFirst() {
                            if j < w.count, let d = skeletonMatches(w[j], g) { dist += d; j += 1 } else { ok = false; break }
                        }
                        if ok, !firsts.isEmpty {
                            // surname directly, or after one extra name (a middle name or a second surname)
                            if j < w.count, let d = skeletonMatches(w[j], last) {
                                found.append(NameMention(member: mi, line: line.index, firstWord: i, lastWord: j, full: true, distance: dist + d))
                                i = j + 1; continue
                            }
                            if j + 1 < w.count, raw[j].first?.isUppercase ?? false, let d = skeletonMatches(w[j + 1], last) {
                                found.append(NameMention(member: mi, line: line.index, firstWord: i, lastWord: j + 1, full: true, distance: dist + d + 1))
                                i = j + 2; continue
                            }
                        }
                        if ok, raw[i].first?.isUppercase ?? false {
                            found.append(NameMention(member: mi, line: line.index, firstWord: i, lastWord: j - 1, full: firsts.isEmpty, distance: dist))
                        }
                    }
                    // LAST, First
                    if !firsts.isEmpty, i + 1 < w.count, let d1 = skeletonMatches(w[i], last), let d2 = skeletonMatches(w[i + 1], given[0]),
                       raw[i].first?.isUppercase ?? false {
                        found.append(NameMention(member: mi, line: line.index, firstWord: i, lastWord: i + 1, full: true, distance: d1 + d2))
                        i += 2; continue
                    }
                    i += 1
                }
            }
        }
        // When two members match the same words, keep the closer match
        var best: [String: NameMention] = [:]
        for m in found {
            let key = "\(m.line):\(m.firstWord)"
            if let cur = best[key] {
                if (m.full && !cur.full) || (m.full == cur.full && m.distance < cur.distance) { best[key] = m }
            } else { best[key] = m }
        }
        return best.values.sorted { ($0.line, $0.firstWord) < ($1.line, $1.firstWord) }
    }

    /// The label a value at the start of `line` stands under when the label has a line of its own:
    /// alone on the line above (`Pasient` / `Nordvik, Kari`), or first in a row of labels
    /// (`Nærmeste pårørende  Telefon` / `Nordvik, Kari  912 34 567`).
    private static func labelAbove(_ line: Int, in text: LetterText) -> String? {
        guard let previous = DateRoleAnalyzer.previousContentLine(before: line, in: text) else { return nil }
        let p = text.lines[previous]
        if let row = FieldLabels.labelRow(p, vocabulary: labelVocabulary) { return row.first }
        let words = p.text.split(separator: " ")
        guard words.count <= 3, !p.text.contains(where: \.isNumber) else { return nil }
        return p.skeleton
    }

    private static let labelVocabulary = FieldLabels.vocabulary(adding: patientLabels + excludedLabels)

    static func match(_ text: LetterText, family: [FamilyMember], fodselsnummer: [Fodselsnummer.Occurrence],
                      fnrLines: [Int], dates: DateFindings, layout: MessageLayout? = nil) -> Result {
        guard !family.isEmpty else { return Result(index: nil, confidence: 0, scores: []) }
        var scores = [Double](repeating: 0, count: family.count)
        var firstOnlyScores = [Double](repeating: 0, count: family.count)
        let mentions = nameMentions(in: text, family: family)
        let content = text.contentLines
        var signatureStart = content.count
        for (position, index) in content.enumerated() {
            let s = text.lines[index].skeleton
            if ["med vennlig hilsen", "vennlig hilsen", "med hilsen", "med venleg helsing", "venleg helsing", "hilsen"]
                .map(Skeleton.make).contains(where: { s.hasPrefix($0) }) {
                signatureStart = min(signatureStart, position)
                break
            }
        }
        var copyBlock = Set<Int>()
        var inCopy = false
        for index in content {
            let s = text.lines[index].skeleton
            if s.hasPrefix(Skeleton.make("kopi")) {
                inCopy = text.lines[index].text.trimmingCharacters(in: .whitespaces).hasSuffix(":")
                copyBlock.insert(index)
                continue
            }
            if inCopy, s.contains(":") || (index > 0 && text.lines[index - 1].isBlank) { inCopy = false }
            if inCopy { copyBlock.insert(index) }
        }
        // Members whose first name is shared with another member cannot be found by it alone
        let firstNames = family.map { Skeleton.make(words($0.name).first ?? "") }
        var patientLabelled = Set<Int>()
        for m in mentions {
            let line = text.lines[m.line]
            let w = words(line.text)
            let before = w.prefix(m.firstWord).joined(separator: " ")
            var beforeSk = Skeleton.make(before)
            if m.firstWord == 0, let above = labelAbove(m.line, in: text) { beforeSk = above }
            // In a message's header, the column a name stands in says who it is.
            let column = line.text.split(separator: " ").prefix(m.firstWord).reduce(0) { $0 + $1.count + 1 }
            let span = layout?.spans[m.line]?.last { $0.column <= column }
            let party = span?.party
            // `Til: Tor Magne Lund` from a patient portal: the message is to the family member it names.
            let addressedToMember = party == .otherParty && span?.caption == addresseeCaption
            let after = m.lastWord + 1 < w.count ? Skeleton.make(w[(m.lastWord + 1)...].prefix(4).joined(separator: " ")) : ""
            let position = text.contentPosition(ofLine: m.line)
            // Who is it in this line?
            let lastLabelWords = beforeSk.split(separator: " ").suffix(4).joined(separator: " ")
            let excluded = excludedLabels.contains { lab in
                Skeleton.firstRange(of: lab, in: lastLabelWords) != nil
            } || roleSuffixes.contains { after.hasPrefix($0) } || copyBlock.contains(m.line)
                || party == .sender || (party == .otherParty && !addressedToMember) || party == .provider
            let patient = party == .patient
                || patientLabels.contains { lab in Skeleton.firstRange(of: lab, in: beforeSk) != nil }
            var gain = 0.0
            if patient {
                gain = 8
                patientLabelled.insert(m.member)
            } else if excluded {
                continue
            } else if position >= signatureStart {
                continue
            } else if position < 10, m.firstWord == 0, isAddressee(line: m.line, in: text) {
                gain = 3.5
            } else if m.firstWord <= 1, greetings.contains(beforeSk.trimmingCharacters(in: .whitespaces)) {
                // `Hei Kari`, `Til: Kari Nordmann` (a message to the patient)
                gain = 3
            } else if w.count <= 7, let word = w.prefix(m.firstWord).last, aboutWords.contains(Skeleton.make(word)) {
                // A short heading about someone: `Legemiddelliste for Per Nordvik`
                gain = 3
            } else if position < 10, m.firstWord == 0, m.lastWord == w.count - 1 {
                // The name alone on a line of the head: whom a printout is about
                // (`Pasientens legemiddelliste` / `Tor Magne Lund`)
                gain = 3
            } else {
                gain = 2
            }
            if !m.full {
                let unique = firstNames.filter { $0 == firstNames[m.member] }.count == 1
                guard unique else { continue }
                gain *= patient ? 0.6 : 0.4
                firstOnlyScores[m.member] += gain
                continue
            }
            gain -= Double(m.distance) * 0.5
            scores[m.member] += gain
            // The identity written with the name must agree with the profile
            for occurrence in fnrOn(line: m.line, fodselsnummer: fodselsnummer, fnrLines: fnrLines) {
                if let own = family[m.member].fodselsnummer {
                    scores[m.member] += occurrence == own ? 4 : -14
                }
            }
            for (i, dm) in dates.mentions.enumerated() where dm.line == m.line && dates.roles[i] == .birth {
                if let born = family[m.member].birthDate, let d = dm.date {
                    scores[m.member] += d == born ? 4 : -10
                }
            }
        }
        for i in family.indices { scores[i] += min(firstOnlyScores[i], 3) }
        // Fødselsnummer anywhere
        for occurrence in fodselsnummer {
            for (i, member) in family.enumerated() {
                if let own = member.fodselsnummer, own == occurrence.number {
                    scores[i] += 10
                } else if member.fodselsnummer == nil, let born = member.birthDate, occurrence.number.birthDate == born {
                    scores[i] += 5
                }
            }
        }
        // A birth date (`født 21.09.1987`)
        for (i, dm) in dates.mentions.enumerated() where dates.roles[i] == .birth {
            guard let d = dm.date else { continue }
            let owners = family.indices.filter { family[$0].birthDate == d }
            for o in owners { scores[o] += owners.count == 1 ? 5 : 2 }
        }
        let ranked = scores.indices.sorted { scores[$0] > scores[$1] }
        let top = ranked[0]
        let second = ranked.count > 1 ? scores[ranked[1]] : 0
        guard scores[top] >= 2.5 else {
            return Result(index: nil, confidence: scores[top] > 0 ? 0.3 : 0.6, scores: scores)
        }
        let margin = scores[top] - max(0, second)
        let confidence = min(0.98, 0.4 + scores[top] / 30 + margin / 20)
        return Result(index: top, confidence: confidence, scores: scores)
    }

    private static func fnrOn(line: Int, fodselsnummer: [Fodselsnummer.Occurrence], fnrLines: [Int]) -> [Fodselsnummer] {
        zip(fodselsnummer, fnrLines).filter { $0.1 == line }.map(\.0.number)
    }

    /// A name that starts an address block: the next line or the one after holds a street or a postcode.
    private static func isAddressee(line: Int, in text: LetterText) -> Bool {
        var k = line
        for _ in 0..<2 {
            guard let next = DateRoleAnalyzer.nextContentLine(after: k, in: text) else { return false }
            let t = text.lines[next].text
            if t.range(of: #"^\d{4} \p{L}"#, options: .regularExpression) != nil { return true }
            if t.range(of: #"\p{L}+ \d+\s?[A-Za-z]?$"#, options: .regularExpression) != nil { return true }
            if t.lowercased().hasPrefix("postboks") || t.lowercased().hasPrefix("pb.") { return true }
            k = next
        }
        return false
    }
}
