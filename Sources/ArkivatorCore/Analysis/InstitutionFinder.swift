import Foundation

/// An institution named somewhere in a letter.
struct InstitutionMention: Sendable {
    let name: String
    let kind: InstitutionKind
    let shortName: String
    let line: Int
    /// Character offset (approximate, on the skeleton) of the name in its line.
    let column: Int
    /// Offset just after the name (skeleton), to read a department after it.
    let endColumn: Int
}

struct InstitutionFindings: Sendable {
    var name: String?
    var kind: InstitutionKind?
    var shortName: String?
    var confidence = 0.0
    var department: String?
    var departmentConfidence = 0.0
    /// For a referral: the department (or institution) it is sent to.
    var recipientDepartment: String?
    var recipientInstitution: String?
    var senderLine: Int?
}

enum InstitutionFinder {
    // MARK: Mentions in one line

    private static let gpSuffixWords = [
        "legesenter", "legesenteret", "legesentret", "legekontor", "legekontoret", "legeklinikk", "legeklinikken",
        "legegruppe", "legegruppen", "legepraksis", "legesentral", "helsesenter", "helsesenteret", "legevakt",
        "legevakta", "legevakten", "lækjarsenter", "lækjarkontor", "legeteneste", "legetjeneste", "allmennpraksis",
        "legesenter as", "fastlegekontor", "fastlegekontoret", "spesialistsenter", "spesialistpraksis",
    ]
    private static let gpSuffixes = [
        "legesenter", "legesenteret", "legesentret", "legekontor", "legekontoret", "legeklinikk", "legeklinikken",
        "legegruppe", "legegruppen", "legepraksis", "legesentral", "helsesenter", "helsesenteret", "legevakt",
        "legevakta", "legevakten", "lækjarsenter", "lækjarkontor", "legeteneste", "legetjeneste", "allmennpraksis",
        "legesenter as", "fastlegekontor", "fastlegekontoret", "spesialistsenter", "spesialistpraksis",
    ].map(Skeleton.make)
    private static let clinicSuffixes = ["medisinske senter", "medisinsk senter", "spesialistsenter", "klinikk", "klinikken", "helsehus"]
        .map(Skeleton.make)

    static func mentions(in line: LetterLine) -> [InstitutionMention] {
        var found: [InstitutionMention] = []
        var taken: [Range<Int>] = []
        let sk = line.skeleton
        func offset(_ i: String.Index) -> Int { sk.distance(from: sk.startIndex, to: i) }
        for position in formOpenings.candidates(in: sk) {
            let (form, entryIndex, exact) = InstitutionGazetteer.surfaceIndex[position]
            if let exact {
                // Acronyms count only as written (`SUS`, `NAV`), on word boundaries.
                if let r = Skeleton.firstRange(of: exact, in: line.text) {
                    let start = line.text.distance(from: line.text.startIndex, to: r.lowerBound)
                    let range = start..<(start + exact.count)
                    if !taken.contains(where: { $0.overlaps(range) }) {
                    taken.append(range)
                    let e = InstitutionGazetteer.entries[entryIndex]
                    found.append(InstitutionMention(name: e.name, kind: e.kind, shortName: e.shortName ?? e.name,
                                                    line: line.index, column: start, endColumn: range.upperBound))
                    }
                }
                continue
            }
            guard let r = Skeleton.firstRange(of: form, in: sk) else { continue }
            let range = offset(r.lowerBound)..<offset(r.upperBound)
            if taken.contains(where: { $0.overlaps(range) }) { continue }
            taken.append(range)
            let e = InstitutionGazetteer.entries[entryIndex]
            found.append(InstitutionMention(name: e.name, kind: e.kind, shortName: e.shortName ?? e.name,
                                            line: line.index, column: range.lowerBound, endColumn: range.upperBound))
        }
        found += municipalityMentions(in: line)
        if let gp = gpMention(in: line), !taken.contains(where: { $0.overlaps(gp.column..<gp.endColumn) }) {
            found.append(gp)
        }
        if found.isEmpty, let near = nearMiss(line) { found.append(near) }
        return found.sorted { $0.column < $1.column }
    }

    /// A line that is a long institution name with a letter or two misread (`First Medisinsk
    /// Laboratorium`): the whole line within one edit per twelve characters of a known name.
    static func nearMiss(_ line: LetterLine) -> InstitutionMention? {
        let sk = line.skeleton.trimmingCharacters(in: .whitespaces)
        guard (12...60).contains(sk.count) else { return nil }
        let candidate = Array(sk.utf8)
        for form in nearMissForms {
            guard abs(form.bytes.count - candidate.count) <= form.allowedEdits,
                  editDistance(candidate, form.bytes, limit: form.allowedEdits) <= form.allowedEdits else { continue }
            let e = InstitutionGazetteer.entries[form.entry]
            return InstitutionMention(name: e.name, kind: e.kind, shortName: e.shortName ?? e.name,
                                      line: line.index, column: 0, endColumn: line.text.count)
        }
        return nil
    }

    /// The gazetteer's forms as `mentions` searches for them: acronyms, matched as written,
    /// are looked for in every line.
    private static let formOpenings = PhraseOpenings(InstitutionGazetteer.surfaceIndex.map { $0.exact == nil ? $0.skeleton : nil })

    /// The gazetteer's long names as `nearMiss` compares them, worked out once rather than on
    /// every line: one edit allowed per twelve characters.
    private static let nearMissForms: [(bytes: [UInt8], allowedEdits: Int, entry: Int)] =
        InstitutionGazetteer.surfaceIndex.compactMap { form, entry, exact in
            guard exact == nil, form.count >= 12 else { return nil }
            return (Array(form.utf8), max(1, form.count / 12), entry)
        }

    /// Levenshtein distance, giving up (returning `limit + 1`) once every path is over `limit`.
    static func editDistance(_ a: [UInt8], _ b: [UInt8], limit: Int) -> Int {
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...max(1, a.count) where !a.isEmpty {
            current[0] = i
            var best = current[0]
            for j in 1...max(1, b.count) where !b.isEmpty {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
                best = min(best, current[j])
            }
            if best > limit { return limit + 1 }
            swap(&previous, &current)
        }
        return a.isEmpty ? b.count : previous[b.count]
    }

    static func municipalityMentions(in line: LetterLine) -> [InstitutionMention] {
        let words = line.text.split(separator: " ").map(String.init)
        var found: [InstitutionMention] = []
        for (i, raw) in words.enumerated() {
            let w = raw.trimmingCharacters(in: .punctuationCharacters)
            let sw = Skeleton.make(w)
            if sw == "kommune" || sw == "suohkan" {
                guard i > 0 else { continue }
                var name: String? = nil
                for n in stride(from: min(3, i), through: 1, by: -1) {
                    let candidate = words[(i - n)..<i].joined(separator: " ").trimmingCharacters(in: .punctuationCharacters)
                    if let known = InstitutionGazetteer.municipalitySkeletons[Skeleton.make(candidate)] {
                        name = known
                        break
                    }
                }
                if name == nil {
                    let prev = words[i - 1].trimmingCharacters(in: .punctuationCharacters)
                    let stop = ["din", "di", "ditt", "sin", "egen", "eigen", "vår", "hver", "kvar", "denne", "samme", "same", "en", "ein"]
                    if let first = prev.first, first.isUppercase, prev.count >= 2, !stop.contains(prev.lowercased()),
                       !(i >= 2 && words[i - 2].lowercased().hasSuffix("til")) {
                        name = prev.first!.uppercased() + prev.dropFirst().lowercased()
                    }
                }
                guard let name else { continue }
                let column = words[0..<(i - 1)].reduce(0) { $0 + $1.count + 1 }
                let display = "\(name) kommune"
                found.append(InstitutionMention(name: display, kind: .municipality, shortName: display, line: line.index,
                                                column: column, endColumn: column + display.count))
            } else if sw == Skeleton.make("bydel"), i + 1 < words.count {
                let rest = words[(i + 1)...].prefix(2).joined(separator: " ")
                if InstitutionGazetteer.osloDistricts.contains(where: { Skeleton.make(rest).hasPrefix(Skeleton.make($0)) }) {
                    let column = words[0..<i].reduce(0) { $0 + $1.count + 1 }
                    found.append(InstitutionMention(name: "Oslo kommune", kind: .municipality, shortName: "Oslo kommune",
                                                    line: line.index, column: column, endColumn: column + 6 + rest.count))
                }
            }
        }
        return found
    }

    /// `Torget legesenter`, `TORGET LEGESENTER AS`, `Legesenteret Bygdøy`, `Dr. Hansens legekontor`.
    static func gpMention(in line: LetterLine) -> InstitutionMention? {
        let words = line.text.split(separator: " ").map(String.init)
        guard !words.isEmpty else { return nil }
        let allCaps = line.text.filter(\.isLetter).allSatisfy { $0.isUppercase }
        func display(_ w: String) -> String {
            allCaps ? (w.prefix(1) + w.dropFirst().lowercased()) : w
        }
        for (i, raw) in words.enumerated() {
            let w = raw.trimmingCharacters(in: .punctuationCharacters)
            let sw = Skeleton.make(w)
            guard let suffix = gpSuffixes.first(where: { sw.hasSuffix($0) }) else { continue }
            if sw == Skeleton.make("fastlegekontor") || sw == Skeleton.make("fastlegekontoret") { continue }
            var nameWords: [String] = []
            if sw == suffix || sw.hasSuffix(suffix) && sw.count <= suffix.count + 1 {
                // the type word stands alone: take the words before it, from a capitalised one
                // (`Torget legesenter`, `Sandnes sentrum legekontor`)
                var k = i - 1
                while k >= 0, nameWords.count < 3 {
                    if words[k].hasSuffix(":") || words[k].hasSuffix(",") { break }
                    // An abbreviated caption (`Fnr. Tromsdalen legesenter`, two header columns on one
                    // line) ends the name; `Dr. Hansens legekontor` keeps its title.
                    if words[k].hasSuffix("."), !["dr.", "st."].contains(words[k].lowercased()) { break }
                    let p = words[k].trimmingCharacters(in: CharacterSet(charactersIn: ",;:()"))
                    if ["fra", "frå", "til", "avsender", "kopi", "mottaker", "rekvirent", "hos", "ved", "v/", "din", "di",
                        "ditt", "vårt", "vår", "på", "av", "med"].contains(p.lowercased()) { break }
                    guard let f = p.first, f.isLetter || f.isNumber else { break }
                    if Skeleton.make(p).hasSuffix(":") { break }
                    // A lone capital before the name is a logo that OCR read as a letter (`Å Torget legesenter`).
                    if p.count == 1 && p != "i" { break }
                    nameWords.insert(display(p), at: 0)
                    k -= 1
                }
                // The name starts at its first capitalised word (or number).
                while let first = nameWords.first, !(first.first?.isUppercase ?? false) && !(first.first?.isNumber ?? false) {
                    nameWords.removeFirst()
                }
                // A type word closing a phrase (`Sandnes sentrum legekontor, Fastlege …`) names no place after it.
                if nameWords.isEmpty, raw.hasSuffix(",") { continue }
                if nameWords.isEmpty {
                    // `Legesenteret Bygdøy`, `Legekontoret i Sentrum`
                    var after: [String] = []
                    var k2 = i + 1
                    while k2 < words.count, after.count < 3 {
                        let p = words[k2].trimmingCharacters(in: CharacterSet(charactersIn: ",;:()"))
                        guard let f = p.first, f.isUppercase || p == "i" || p == "på" else { break }
                        if ["AS", "DA", "ANS"].contains(p) { break }
                        after.append(display(p))
                        k2 += 1
                    }
                    guard !after.isEmpty, after.contains(where: { $0.first?.isUppercase ?? false }) else { continue }
                    let typeWord = display(w)
                    let name = ([typeWord.prefix(1).uppercased() + typeWord.dropFirst().lowercased()] + after).joined(separator: " ")
                    let column = words[0..<i].reduce(0) { $0 + $1.count + 1 }
                    return InstitutionMention(name: name, kind: .gp, shortName: name, line: line.index, column: column,
                                              endColumn: column + name.count)
                }
                // the type word as it is spelt, whatever OCR made of it
                let canonical = gpSuffixes.firstIndex(of: sw).map { gpSuffixWords[$0] } ?? w.lowercased()
                nameWords.append(canonical)
            } else {
                // a compound (`Sentrumslegesenter`) or `Bygdøy-legesenteret`
                guard let f = w.first, f.isUppercase else { continue }
                nameWords = [display(w)]
            }
            // `Dr.` as first word belongs to the name
            let name = nameWords.joined(separator: " ")
            guard name.count >= 5 else { continue }
            let column = words[0..<max(0, i - nameWords.count + 1)].reduce(0) { $0 + $1.count + 1 }
            let kind: InstitutionKind = sw.hasSuffix(Skeleton.make("spesialistsenter")) || sw.hasSuffix(Skeleton.make("spesialistpraksis"))
                ? .privateClinic : .gp
            return InstitutionMention(name: name, kind: kind, shortName: name, line: line.index, column: column,
                                      endColumn: column + name.count)
        }
        return nil
    }

    // MARK: The sender

    private static let recipientLabels = [
        "mottaker", "til:", "til ", "adressat", "sendt til", "kopi", "kopimottaker", "cc:", "rekvirent", "rekv.",
        "rekv:", "henvisende", "fastlege", "din fastlege", "svar sendes", "epikrise sendes", "svar til", "pasientens fastlege",
        "henvist til", "henvises til", "henvisning til", "tilvising til", "tilvist til", "fastlege:", "lege:",
        "behandlende lege", "ansvarlig lege", "kontaktlege", "primærlege", "innsender", "bestiller", "bestilt av",
    ].map(Skeleton.make)
    private static let midLineRecipientLabels = [
        "mottaker", "til:", "sendt til", "kopi", "kopimottaker", "cc:", "rekvirent", "rekv.", "rekv:", "henvisende",
        "fastlege", "svar sendes", "epikrise sendes", "svar til", "henvist til", "henvises til", "henvisning til",
        "tilvising til", "tilvist til", "behandlende lege", "bestilt av", "innsender",
    ].map(Skeleton.make)
    private static let senderLabels = ["fra:", "avsender", "frå:", "avsendar", "utstedt av", "sendt fra", "sendt frå"].map(Skeleton.make)

    private static func isRecipientLine(_ line: LetterLine) -> Bool {
        let s = line.skeleton.trimmingCharacters(in: .whitespaces)
        return recipientLabels.contains { s.hasPrefix($0) }
    }

    private static func mentionIsRecipient(_ m: InstitutionMention, in line: LetterLine) -> Bool {
        // `... , Rekvirent: Dr. X, Torget legesenter` — a recipient label before the name on its line
        let sk = line.skeleton
        let prefix = String(sk.prefix(max(0, m.column)))
        for label in midLineRecipientLabels {
            if let r = Skeleton.lastRange(of: label, in: prefix) {
                let between = prefix[r.upperBound...]
                if between.count <= 60, !between.contains(".") || between.count < 30 { return true }
            }
        }
        return false
    }

    static func find(_ text: LetterText, headingLine: Int?, docType: DocumentType?,
                     layout: MessageLayout? = nil) -> InstitutionFindings {
        let isRequest = headingLine.map { isRequestName(text.lines[$0]) } ?? false
        if let layout, layout.hasSender || isRequest,
           let found = fromHeader(text, layout: layout, docType: docType, isRequest: isRequest) {
            return found
        }
        let content = text.contentLines
        guard !content.isEmpty else { return InstitutionFindings() }
        let headingPosition = headingLine.map { text.contentPosition(ofLine: $0) } ?? min(content.count, 12)
        let headEnd = max(3, min(headingPosition + 1, 16))
        let footStart = max(headEnd, content.count - 8)
        var inCopyBlock = false
        var copyBlockLines = 0
        var scores: [String: Double] = [:]
        var firstMention: [String: InstitutionMention] = [:]
        var lastMention: [String: Int] = [:]
        var recipients: [InstitutionMention] = []
        var signatureStart = content.count
        for (position, index) in content.enumerated() {
            let s = text.lines[index].skeleton
            if s.hasPrefix(Skeleton.make("med vennlig hilsen")) || s.hasPrefix(Skeleton.make("vennlig hilsen"))
                || s.hasPrefix(Skeleton.make("med hilsen")) || s.hasPrefix(Skeleton.make("med venleg helsing"))
                || s.hasPrefix(Skeleton.make("venleg helsing")) || s.hasPrefix(Skeleton.make("hilsen")) {
                signatureStart = min(signatureStart, position)
            }
        }
        let openingInstitution = content.first.flatMap { first -> String? in
            let line = text.lines[first]
            return isRecipientLine(line) ? nil : mentions(in: line).first?.name
        }
        for (position, index) in content.enumerated() {
            let line = text.lines[index]
            let s = line.skeleton
            // `Kopi til:` alone on its line heads a block of copy recipients below it
            if s.hasPrefix(Skeleton.make("kopi")) {
                inCopyBlock = line.text.trimmingCharacters(in: .whitespaces).hasSuffix(":")
                copyBlockLines = 0
            } else if inCopyBlock {
                copyBlockLines += 1
                if s.contains(":") || copyBlockLines > 4 || (index > 0 && text.lines[index - 1].isBlank) { inCopyBlock = false }
            }
            let recipientLine = isRecipientLine(line) || inCopyBlock
            let senderLine = senderLabels.contains { s.hasPrefix($0) }
            for m in mentions(in: line) {
                let key = m.name
                let recipient = recipientLine || mentionIsRecipient(m, in: line)
                // The institution whose name opens the letter sends it, also when one of its own
                // departments asked for the answer (`Rekvirent: Kvinneklinikken, SUS`).
                if recipient, key == openingInstitution {
                    recipients.append(m)
                    continue
                }
                if recipient {
                    scores[key, default: 0] -= 15
                    recipients.append(m)
                    continue
                }
                var gain: Double
                if senderLine { gain = 14 }
                else if position < headEnd { gain = max(2, 10 - Double(position) * 0.8) }
                else if position >= signatureStart || position >= footStart { gain = 3 }
                else { gain = 0.7 }
                // A generic "legevakt"/"helsesenter" found by pattern is weaker than a named institution.
                if m.kind == .gp, position >= headEnd, !senderLine { gain *= 0.6 }
                scores[key, default: 0] += gain
                if firstMention[key] == nil { firstMention[key] = m }
                lastMention[key] = m.line
            }
            _ = position
        }
        var result = InstitutionFindings()
        // Referral: who receives it
        if docType == .henvisning {
            result.recipientDepartment = recipientDepartment(text, recipients: recipients)
            result.recipientInstitution = recipients.first?.name
        }
        let ranked = scores.filter { $0.value > 0 && firstMention[$0.key] != nil }.sorted {
            $0.value != $1.value ? $0.value > $1.value : firstMention[$0.key]!.line < firstMention[$1.key]!.line
        }
        guard var top = ranked.first, var mention = firstMention[top.key] else {
            result.department = labelledDepartment(text)
            return result
        }
        // A referral in a window envelope: the hospital it goes to heads the page, the GP office
        // that sends it signs at the bottom.
        if docType == .henvisning, mention.kind != .gp,
           let signer = ranked.dropFirst().first(where: { entry in
               guard let m = firstMention[entry.key], m.kind == .gp || m.kind == .privateClinic else { return false }
               return text.contentPosition(ofLine: lastMention[entry.key] ?? m.line) >= signatureStart
           }), let signerMention = firstMention[signer.key] {
            if result.recipientDepartment == nil {
                result.recipientDepartment = department(after: mention, in: text, headEnd: content[min(headEnd, content.count) - 1])
            }
            result.recipientInstitution = mention.name
            top = signer
            mention = signerMention
        }
        result.name = mention.name
        result.kind = mention.kind
        result.shortName = mention.shortName
        result.senderLine = mention.line
        if docType == .henvisning, result.recipientDepartment == nil {
            // The address block in the head names where a referral goes
            // (`Diakonhjemmet Sykehus` / `Revmatologisk avdeling` under the GP office's letterhead).
            for entry in ranked where entry.key != mention.name {
                guard let other = firstMention[entry.key], text.contentPosition(ofLine: other.line) < headEnd,
                      let d = department(after: other, in: text, headEnd: content[min(headEnd, content.count) - 1])
                else { continue }
                result.recipientDepartment = d
                result.recipientInstitution = other.name
                break
            }
        }
        let second = ranked.dropFirst().first?.value ?? 0
        result.confidence = min(0.97, 0.45 + (top.value - second) / 25 + (top.value >= 8 ? 0.2 : 0))
        if let d = department(after: mention, in: text, headEnd: content[min(headEnd, content.count) - 1]) {
            result.department = d
            result.departmentConfidence = 0.8
        } else if let d = labelledDepartment(text) {
            result.department = d
            result.departmentConfidence = 0.6
        }
        return result
    }

    // MARK: A message's header

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
            for m in mentions(in: text.lines[index]) where layout.party(ofLine: index, at: m.column) == senderParty {
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
            result.name = name
            result.shortName = name
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

    private static let labelVocabulary = FieldLabels.vocabulary(adding: [])

    private static let requesterCaptions = Set(["rekvirent", "henviser", "tilvisar"].map(Skeleton.make))

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

    private static let requestWord = Skeleton.make("rekvisisjon")

    /// Lines of a header block that name a person or an address, not the organisation.
    private static let personTitles = [
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
    private static let serviceAddresses = ["meldingsmottak", "plo", "postmottak", "dokumentmottak"].map(Skeleton.make)

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
    private static func unitRun(in items: [String], line: Int) -> String? {
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

    private static let wardWords = Set(["post", "sengepost", "etasje", "etg", "etg.", "rom", "avsnitt"].map(Skeleton.make))

    // MARK: Departments

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

    private static func cleanDepartment(_ text: String) -> String {
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
    private static let departmentLabels = [
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
