import Foundation

/// The department a letter comes from (under the sender's name, or labelled) and, for a
/// referral, the one it goes to.
extension InstitutionFinder {
    static let departmentWords = [
        "avdeling*", "*avdeling", "*avdelingen", "*avdelinga", "avd", "*klinikk", "*klinikken", "klinikk*", "*poliklinikk",
        "*poliklinikken", "seksjon*", "*seksjonen", "sengepost*", "*post", "*laboratorium", "*laboratoriet", "*senter", "*senteret",
        "*sentret", "enhet*", "*enheten", "*tjeneste", "*tjenesten", "*tenesta", "*teneste", "*kontor", "*kontoret", "*sentral",
        "*sentralen", "bup", "dps", "*institutt", "helse og velferd", "helse- og velferd*", "helse og omsorg", "helse- og omsorg*",
        "*mottak", "*mottaket", "radiologi*", "røntgen*", "ønh", "øre-nese-hals*", "øyre-nase-hals*", "habilitering*",
        "rehabilitering*", "*sjukeheim", "*sykehjem", "hjemmetjeneste*", "heimeteneste*", "hjemmesykepleie*",
        "heimesjukepleie*", "tildeling*", "arbeid og ytelser", "familie- og pensjonsytelser", "hjelpemiddelsentral*",
        "*klageinstans", "*divisjon", "divisjon*", "*enhet", "*senteret", "medisinsk biokjemi", "mikrobiologi", "patologi",
    ].map(Skeleton.make)

    static func looksLikeDepartment(_ text: String) -> Bool {
        let t = text.trimmingCharacters(in: .whitespaces)
        guard !t.isEmpty, t.split(separator: " ").count <= 9 else { return false }
        if t.contains(where: \.isNumber) { return false }
        let s = Skeleton.make(t)
        if s.hasPrefix(Skeleton.make("postboks")) || s.hasPrefix(Skeleton.make("besøksadresse")) || s.contains("@") { return false }
        if serviceAddresses.contains(where: { Skeleton.contains(s, $0) }) { return false }
        // `Fastlege Knut Aasen`, `Lege Ola Dahl`: a person, whatever the title's specialty
        if startsWithPersonTitle(t) { return false }
        if s.contains(":") { return false }
        for w in departmentWords {
            if Skeleton.firstRange(of: w, in: s) != nil { return true }
        }
        return SpecialtyMapper.specialty(forDepartment: t) != nil && t.split(separator: " ").count <= 5
    }

    static func cleanDepartment(_ text: String) -> String {
        var t = text.trimmingCharacters(in: CharacterSet(charactersIn: " ,.-–:"))
        // A letterhead's dots and bars between a place and a unit (`Majorstuen · Ortopedisk poliklinikk`) part them as commas do.
        for separator in [" · ", " • ", " | "] { t = t.replacingOccurrences(of: separator, with: ", ") }
        if t.hasPrefix("v/") { t = String(t.dropFirst(2)).trimmingCharacters(in: .whitespaces) }
        // `Kirurgisk avdeling, Overlege Ragnhild Vik`: the unit ends where a person is named
        var segments = t.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        if let person = segments.firstIndex(where: startsWithPersonTitle), person > 0 {
            segments = Array(segments[..<person])
            t = segments.joined(separator: ", ")
        }
        // `Frogner, Ortopedisk avdeling`: keep the segments from the first that names a unit
        if segments.count > 1, let first = segments.firstIndex(where: { isUnitName($0) }), first > 0 {
            t = segments[first...].joined(separator: ", ")
        }
        return t
    }

    static func isUnitName(_ text: String) -> Bool {
        let s = Skeleton.make(text)
        return departmentWords.contains { Skeleton.firstRange(of: $0, in: s) != nil }
            || SpecialtyMapper.specialty(forDepartment: text) != nil
    }

    /// A department after the institution's name on its line (`St. Olavs hospital HF, Kvinneklinikken`).
    static func departmentOnLine(after m: InstitutionMention, in text: LetterText) -> String? {
        let chars = Array(text.lines[m.line].text)
        guard m.endColumn < chars.count else { return nil }
        var rest = String(chars[min(m.endColumn, chars.count)...])
        rest = rest.replacingOccurrences(of: " HF", with: "").replacingOccurrences(of: " AS", with: "")
        let cleaned = cleanDepartment(rest)
        return looksLikeDepartment(cleaned) ? cleaned : nil
    }

    /// The department in the letterhead: after the institution's name on its line, or on the lines
    /// below it, where a hierarchy may take a line a unit (`Kirurgisk klinikk` over `Ortopedisk
    /// avdeling`), read as one run like a header's `clinic, section`.
    static func department(after m: InstitutionMention, in text: LetterText, headEnd: Int) -> String? {
        if let d = departmentOnLine(after: m, in: text) { return d }
        var units: [String] = []
        var k = m.line
        var checked = 0
        while checked < 3, let next = DateRoleAnalyzer.nextContentLine(after: k, in: text), next <= headEnd + 1 {
            if !units.isEmpty && next != k + 1 { break }
            k = next
            checked += 1
            let t = text.lines[next].text
            if isRecipientLine(text.lines[next]) { break }
            // The letter's heading (`Rekvisisjon - mikrobiologi`) names no department.
            if DocumentClassifier.headingMatch(of: text.lines[next]).map({ $0.strength >= 0.7 }) ?? false { break }
            let sub = mentions(in: text.lines[next])
            if let first = sub.first {
                if !units.isEmpty { break }
                // `Helse Bergen HF` then `Haukeland universitetssjukehus, Kvinneklinikken`, or a site line
                let chars = Array(t)
                if first.endColumn < chars.count {
                    let cleaned = cleanDepartment(String(chars[first.endColumn...]).replacingOccurrences(of: " HF", with: ""))
                    if looksLikeDepartment(cleaned) { return cleaned }
                }
                if first.kind == .hospital || first.name == m.name { continue }
                break
            }
            let cleaned = cleanDepartment(t)
            if looksLikeDepartment(cleaned) {
                units.append(cleaned)
                continue
            }
            // stop after the run of units, or at the address block
            if !units.isEmpty || t.contains(where: \.isNumber) { break }
        }
        return units.isEmpty ? nil : units.joined(separator: ", ")
    }

    /// `Avdeling: Barne- og ungdomsklinikken`, or a signature `Sekretær, Ortopedisk poliklinikk`.
    /// Labels before a department on the same line, as skeletons (made once, not per line).
    static let departmentLabels = [
        "avdeling:", "avd.:", "avd:", "seksjon:", "klinikk:", "enhet:", "poliklinikk:", "post:",
        "utskrivende avdeling:", "behandlende avdeling:", "ansvarlig enhet:", "ansvarleg eining:",
        "ansvarlig avdeling:", "behandlende enhet:",
    ].map(Skeleton.make)

    static func labelledDepartment(_ text: LetterText) -> String? {
        for line in text.lines where !line.isBlank {
            let s = line.skeleton
            for label in departmentLabels {
                if let r = s.range(of: label) {
                    let offset = s.distance(from: s.startIndex, to: r.upperBound)
                    let chars = Array(line.text)
                    guard offset < chars.count else { continue }
                    var value = String(chars[offset...])
                    if let cut = value.range(of: ":") {
                        // the next label on the same line ends the value
                        let before = value[..<cut.lowerBound]
                        if let lastSpace = before.lastIndex(of: " ") { value = String(value[..<lastSpace]) }
                    }
                    let cleaned = cleanDepartment(value)
                    if !cleaned.isEmpty, looksLikeDepartment(cleaned) { return cleaned }
                }
            }
        }
        // A label alone on its line, or in a row of labels, with the unit on the next line:
        // `Ansvarlig enhet` / `Nevrologisk avdeling`, `Innlagt  Ansvarlig enhet` / `28.05.2022  Nevrologisk avdeling`
        let unitLabels = ["avdeling", "ansvarlig enhet", "enhet", "seksjon", "klinikk", "post", "utskrivende avdeling",
                          "behandlende avdeling", "ansvarleg eining"].map(Skeleton.make)
        for line in text.lines where !line.isBlank && !line.text.contains(where: \.isNumber) {
            let words = FieldLabels.words(line.skeleton)
            guard words.count <= 6, unitLabels.contains(where: { Skeleton.contains(words.joined(separator: " "), $0) }),
                  FieldLabels.labelRow(line, vocabulary: labelVocabulary) != nil,
                  let next = DateRoleAnalyzer.nextContentLine(after: line.index, in: text),
                  let unit = unitName(in: text.lines[next], from: 0) else { continue }
            return unit
        }
        for line in text.lines where !line.isBlank {
            let parts = line.text.split(separator: ",", maxSplits: 1)
            guard parts.count == 2 else { continue }
            let role = Skeleton.make(String(parts[0]))
            if ["sekretær", "sekretaer", "merkantil", "avdelingssekretær", "koordinator", "poliklinikksekretær"].map(Skeleton.make).contains(role) {
                let d = cleanDepartment(String(parts[1]))
                if looksLikeDepartment(d) { return d }
            }
        }
        return nil
    }

    /// Where a referral is sent: `Henvisning til X`, `Mottaker: Inst, X`, `Til: X`, or the recipient block.
    static func recipientDepartment(_ text: LetterText, recipients: [InstitutionMention]) -> String? {
        let heads = ["henvisning til", "tilvising til", "henvises til", "henvist til", "mottaker:", "til:", "tilvisast til"].map(Skeleton.make)
        for line in text.lines where !line.isBlank {
            let s = line.skeleton
            for h in heads {
                guard let r = Skeleton.firstRange(of: h, in: s) else { continue }
                let offset = s.distance(from: s.startIndex, to: r.upperBound)
                let chars = Array(line.text)
                guard offset < chars.count else { continue }
                var value = String(chars[offset...]).trimmingCharacters(in: .whitespaces)
                // drop an institution named first: `Sykehuset Innlandet, Ortopedisk poliklinikk`
                let sub = mentions(in: LetterLine(index: line.index, text: value, folded: NorwegianFolding.fold(value),
                                                  skeleton: Skeleton.make(value)))
                if let first = sub.first, first.column <= 1 {
                    let vc = Array(value)
                    value = first.endColumn < vc.count ? String(vc[first.endColumn...]) : ""
                    value = value.replacingOccurrences(of: " HF", with: "")
                }
                let cleaned = cleanDepartment(value)
                if !cleaned.isEmpty, SpecialtyMapper.specialty(forDepartment: cleaned) != nil || looksLikeDepartment(cleaned) {
                    return cleaned
                }
            }
        }
        // The recipient block: the line after a recipient institution in the head
        for r in recipients {
            if let d = department(after: r, in: text, headEnd: r.line + 3) { return d }
        }
        return nil
    }
}
