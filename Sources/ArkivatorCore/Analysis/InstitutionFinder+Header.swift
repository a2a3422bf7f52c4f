import Foundation

/// The sender as a national e-health message's header block names it, and the organisation and
/// unit names on its lines.
extension InstitutionFinder {
    /// A message names its sender in the header's `Avsender` block: the first institution there is
    /// the sender (never one named as receiver or requester, however often), and a department on
    /// the block's later lines is the sender's. For a referral, the `Mottaker` block's department
    /// is where it goes.
    static func fromHeader(_ text: LetterText, layout: MessageLayout, docType: DocumentType?,
                           isRequest: Bool = false) -> InstitutionFindings? {
        // The `Avsender`; in older layouts that name the parties by their roles, the requester
        // (`Rekvirent`) sends a referral or a request for a test, and the service provider
        // (`Tjenesteyter`) anything else.
        var senderParty = MessageParty.sender
        var senderLines = layout.lines(of: .sender)
        if senderLines.isEmpty {
            if docType == .henvisning || isRequest {
                senderParty = .otherParty
                senderLines = layout.lines(of: .otherParty).filter { requesterCaptions.contains($0.caption) }
            } else {
                senderParty = .provider
                senderLines = layout.lines(of: .provider)
            }
        }
        var result = InstitutionFindings()
        var senderMention: InstitutionMention? = nil
        search: for (index, _, _) in senderLines {
            for m in mentions(in: text.lines[index])
            where layout.party(ofLine: index, at: m.column) == senderParty && !followsAddressee(m, in: text) {
                senderMention = m
                break search
            }
        }
        if let m = senderMention {
            result.name = m.name
            result.kind = m.kind
            result.shortName = m.shortName
            result.senderLine = m.line
            result.confidence = 0.9
        } else if let name = senderLines.lazy.compactMap({ organisationLine(text.lines[$0.line], from: $0.column) }).first,
                  let index = senderLines.first(where: { organisationLine(text.lines[$0.line], from: $0.column) == name })?.line {
            // A sender the gazetteer does not know: the block's organisation line names it.
            result.name = plainName(name)
            result.shortName = plainName(name)
            result.kind = kind(ofLetterhead: name)
            result.senderLine = index
            result.confidence = 0.6
        } else {
            return nil
        }
        // The department: after the name on its line, or a unit on the block's later lines.
        if let m = senderMention, let d = departmentOnLine(after: m, in: text) {
            result.department = d
        } else {
            // The block's later lines, or the later items of a block written on one line
            // (`Avsender: Helse Førde HF, Ortopedisk avdeling, Lege Marte Sæther`).
            let later = senderLines.filter { $0.line >= (result.senderLine ?? -1) }
            result.department = later.lazy.compactMap { block in
                let line = text.lines[block.line]
                let items = String(line.text.dropFirst(block.column)).split(separator: ",").map(String.init)
                return unitRun(in: Array(items.dropFirst(block.line == result.senderLine ? 1 : 0)), line: line.index)
            }.first
        }
        if result.department == nil { result.department = labelledDepartment(text) }
        result.departmentConfidence = result.department == nil ? 0 : 0.8
        if docType == .henvisning {
            let receivers = layout.lines(of: .otherParty).filter { ["mottaker", "mottakar"].map(Skeleton.make).contains($0.caption) }
                + layout.lines(of: .provider)
            result.recipientInstitution = receivers.lazy.compactMap { r in
                mentions(in: text.lines[r.line]).first { layout.party(ofLine: r.line, at: $0.column) != .patient }?.name
            }.first
            result.recipientDepartment = receivers.lazy.compactMap { unitName(in: text.lines[$0.line], from: $0.column) }.first
                ?? recipientDepartment(text, recipients: [])
        }
        return result
    }

    static let labelVocabulary = FieldLabels.vocabulary(adding: [])

    static let requesterCaptions = Set(["rekvirent", "henviser", "tilvisar"].map(Skeleton.make))

    /// `name` without the family's names at its start: where a header's two columns are joined,
    /// the patient's name runs into the GP office's (`Jonas Lund Kvaløysletta legesenter`). A name
    /// from the gazetteer, or one that would be left with its type word alone, is kept as it is.
    static func withoutFamilyNames(_ name: String, family: [FamilyMember]) -> String {
        guard !InstitutionGazetteer.entries.contains(where: { $0.name == name }) else { return name }
        let familyWords = Set(family.flatMap { $0.name.split(separator: " ").map { Skeleton.make(String($0)) } })
        var words = name.split(separator: " ").map(String.init)
        while words.count > 2, familyWords.contains(Skeleton.make(words[0])) { words.removeFirst() }
        return words.joined(separator: " ")
    }

    /// Names of a request for a test or an examination (`Rekvisisjon`, `Røntgenrekvisisjon`,
    /// `Elektronisk rekvisisjon`, `Rekvirering av …`): the requester sends it.
    static func isRequestName(_ line: LetterLine) -> Bool {
        let words = line.skeleton.split(separator: " ").prefix(2).map { $0.trimmingCharacters(in: .punctuationCharacters) }
        return words.contains { $0.hasSuffix(requestWord) } || words.first?.hasPrefix(Skeleton.make("rekvirering")) == true
    }

    static let requestWord = Skeleton.make("rekvisisjon")

    /// Lines of a header block that name a person or an address, not the organisation.
    static let personTitles = [
        "lege", "overlege", "fastlege", "sykepleier", "sjukepleiar", "lis", "spesialist", "psykolog", "dr", "dr.",
        "hpr-nummer", "hpr", "telefon", "tlf", "tlf.", "postboks", "pb.", "e-post", "fax", "kontakt", "adresse",
        "sekretær", "jordmor", "fysioterapeut", "helsesykepleier", "tannlege", "farmasøyt", "kiropraktor",
    ].map(Skeleton.make)

    /// Whether `text` opens with a person's title or a contact line (`Overlege …`, `HPR-nummer: …`).
    static func startsWithPersonTitle(_ text: String) -> Bool {
        guard let first = text.split(separator: " ").first else { return false }
        return personTitles.contains(Skeleton.make(String(first)).trimmingCharacters(in: .punctuationCharacters))
    }

    /// The organisation a header line names from `column` on: the caption, a person or an address
    /// give nil.
    static func organisationLine(_ line: LetterLine, from column: Int) -> String? {
        // A column inside a word (the parties' column joined to the patient's without a gap)
        // starts at that word.
        let characters = Array(line.text)
        var start = min(column, characters.count)
        while start > 0, characters[start - 1].isLetterOrDigit { start -= 1 }
        var value = String(characters[start...])
        // Drop the caption (`Avsender`, `Avsender:`) the value may start with.
        if let first = value.split(separator: " ").first,
           ["avsender", "avsendar", "fra", "frå"].map(Skeleton.make).contains(Skeleton.make(first.trimmingCharacters(in: .punctuationCharacters))) {
            value = String(value.dropFirst(first.count))
        }
        value = value.trimmingCharacters(in: CharacterSet(charactersIn: " :,"))
        let first = Skeleton.make(String(value.split(separator: " ").first ?? "")).trimmingCharacters(in: .punctuationCharacters)
        guard value.count >= 3, !personTitles.contains(first), !(value.first?.isNumber ?? true) else { return nil }
        if let comma = value.firstIndex(of: ",") { value = String(value[..<comma]) }
        return value
    }

    /// Service addresses that a hospital writes where a department would stand
    /// (`Somatikk plo meldingsmottak`): no department.
    static let serviceAddresses = ["meldingsmottak", "plo", "postmottak", "dokumentmottak"].map(Skeleton.make)

    /// The department a header line names from `column` on: `Kirurgisk avdeling ( 4201234 )`,
    /// or, where the patient's column runs into it, the last capitalised words that name a unit
    /// (`150379 48213 Nevrologisk avdeling`).
    static func unitName(in line: LetterLine, from column: Int) -> String? {
        // `Hjarteavdelinga, post 2`: the unit is among the items
        let items = String(line.text.dropFirst(column)).split(separator: ",").map(String.init)
        if items.count > 1 { return unitRun(in: items, line: line.index) }
        var value = String(line.text.dropFirst(column))
        // The unit's id in the address register: `( 4201234 )`
        value = value.replacingOccurrences(of: #"\(\s*\d+\s*\)"#, with: "", options: .regularExpression)
        var words = value.split(separator: " ").map(String.init)
        // A ward or floor after the unit (`Hjarteseksjonen post 4`, `Ortopedisk avdeling 3. etg.`)
        while let last = words.last, last.contains(where: \.isNumber) {
            words.removeLast()
            if let ward = words.last, wardWords.contains(Skeleton.make(ward).trimmingCharacters(in: .punctuationCharacters)) {
                words.removeLast()
            }
        }
        guard !words.isEmpty else { return nil }
        if personTitles.contains(Skeleton.make(words[0]).trimmingCharacters(in: .punctuationCharacters)) { return nil }
        // From the last capitalised word back to the first that still gives a unit name, without digits.
        var best: String? = nil
        for start in stride(from: words.count - 1, through: 0, by: -1) {
            let candidate = words[start...].joined(separator: " ")
            if candidate.contains(where: \.isNumber) { break }
            guard words[start].first?.isUppercase ?? false else { continue }
            let cleaned = cleanDepartment(candidate)
            let sk = Skeleton.make(cleaned)
            if serviceAddresses.contains(where: { Skeleton.contains(sk, $0) }) { return nil }
            if looksLikeDepartment(cleaned), mentions(in: LetterLine(index: line.index, text: cleaned,
                                                                     folded: NorwegianFolding.fold(cleaned),
                                                                     skeleton: sk)).isEmpty {
                best = cleaned
                break
            }
        }
        return best
    }

    /// The first run of items that name units, as a hierarchy writes them from the clinic to the
    /// section (`Medisinsk klinikk, Lungemedisinsk avdeling`): the specialty is read from the whole
    /// run and a title takes its most specific unit.
    static func unitRun(in items: [String], line: Int) -> String? {
        var run: [String] = []
        for item in items {
            let t = item.trimmingCharacters(in: .whitespaces)
            if let unit = unitName(in: LetterLine(index: line, text: t, folded: NorwegianFolding.fold(t),
                                                  skeleton: Skeleton.make(t)), from: 0) {
                run.append(unit)
            } else if !run.isEmpty {
                break
            }
        }
        return run.isEmpty ? nil : run.joined(separator: ", ")
    }

    static let wardWords = Set(["post", "sengepost", "etasje", "etg", "etg.", "rom", "avsnitt"].map(Skeleton.make))
}
