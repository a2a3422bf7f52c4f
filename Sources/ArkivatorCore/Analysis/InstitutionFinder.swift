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
    /// What each mention of an institution counts towards it being the sender.
    enum SenderEvidence {
        /// On a line labelled as the sender's (`Fra:`, `Avsender`, `Utstedt av`).
        static let labelledSender = 14.0
        /// In the letter's head (up to its heading): the letterhead counts most, the lines
        /// below less, and none less than 2.
        static func inHead(position: Int) -> Double { max(2, 10 - Double(position) * 0.8) }
        /// In the last lines, where the sender signs.
        static let signatureOrFoot = 3.0
        /// Under the signature's greeting: who signs, rather than a place the last lines mention.
        static let signature = 4.0
        /// Anywhere else in the body, where other institutions are talked about.
        static let inBody = 0.7
        /// Named as the receiver, or in a `Kopi til:` block: it counts against.
        static let asRecipient = -15.0
        /// A generic «legevakt» or «helsesenter» found by the shape of its name is weaker than a
        /// named institution, below the head.
        static let foundByPatternBelowHead = 0.6

        /// How sure the sender is: its lead over the runner-up, and a score that only a labelled
        /// sender or a name at the top reaches.
        static func confidence(top: Double, second: Double) -> Double {
            min(0.97, 0.45 + (top - second) / 25 + (top >= 8 ? 0.2 : 0))
        }
    }

    private static let recipientLabels = [
        "mottaker", "til:", "til ", "adressat", "sendt til", "kopi", "kopimottaker", "cc:", "rekvirent", "rekv.",
        "rekv:", "henvisende", "fastlege", "din fastlege", "svar sendes", "epikrise sendes", "svar til", "pasientens fastlege",
        "henvist til", "henvises til", "henvisning til", "tilvising til", "tilvist til", "fastlege:", "lege:",
        "behandlende lege", "ansvarlig lege", "kontaktlege", "primærlege", "innsender", "bestiller", "bestilt av",
        // Who referred the patient is never who writes back.
        "henvist fra", "henvist av", "tilvist frå", "tilvist av", "tilvisande", "tilvisande lege",
    ].map(Skeleton.make)
    private static let midLineRecipientLabels = [
        "mottaker", "til:", "sendt til", "kopi", "kopimottaker", "cc:", "rekvirent", "rekv.", "rekv:", "henvisende",
        "fastlege", "svar sendes", "epikrise sendes", "svar til", "henvist til", "henvises til", "henvisning til",
        "tilvising til", "tilvist til", "behandlende lege", "bestilt av", "innsender", "henvist fra", "henvist av",
        "tilvist frå", "tilvist av", "tilvisande",
        // A practice's partner in its footer (`Driftsavtale med Bergen kommune`, `avtalespesialist i
        // Helse Bergen`, `vertskommune Volda kommune`) pays for or hosts it; it does not write.
        "avtale med", "driftsavtale", "avtalespesialist", "avtalepsykolog", "vertskommune", "samarbeid med",
        "på oppdrag fra", "på oppdrag frå",
    ].map(Skeleton.make)
    private static let senderLabels = ["fra:", "avsender", "frå:", "avsendar", "utstedt av", "sendt fra", "sendt frå"].map(Skeleton.make)

    static func isRecipientLine(_ line: LetterLine) -> Bool {
        let s = line.skeleton.trimmingCharacters(in: .whitespaces)
        return recipientLabels.contains { s.hasPrefix($0) }
    }

    /// Titles that open an addressee's block (`Fastlege Trond Vik`).
    private static let addresseeTitles = Set(["fastlege", "lege", "overlege", "dr", "spesialist", "psykolog",
                                              "sykepleier", "sjukepleiar", "helsesykepleier", "fysioterapeut",
                                              "kiropraktor", "jordmor"].map(Skeleton.make))

    /// Whether a name stands in an addressee's block: a block of its own (a blank line above it)
    /// that opens with the doctor it is written to (`Fastlege Trond Vik` / `Lindeberg legesenter`).
    /// A message's `Avsender` column lists its doctor and office the same way, but under its caption.
    static func followsAddressee(_ m: InstitutionMention, in text: LetterText) -> Bool {
        let index = m.line - 1
        guard index >= 1, !text.lines[index].isBlank, text.lines[index - 1].isBlank else { return false }
        let words = text.lines[index].text.split(separator: " ")
        guard words.count >= 3, let title = words.first,
              addresseeTitles.contains(Skeleton.make(String(title)).trimmingCharacters(in: .punctuationCharacters))
        else { return false }
        return words.dropFirst().prefix(2).allSatisfy { $0.first?.isUppercase ?? false }
    }

    /// Words that open the line naming whom an address block is for (`v/ Kari Berg`, `Att: …`, `Til fastlege`).
    private static let addresseeOpenings = Set(["v", "att", "attn", "til"].map(Skeleton.make))

    /// Whether a name stands in an address block written to someone: a block of lines of its own,
    /// below the page's first block (the letterhead's), in which a line in the name's column opens
    /// with the person it goes to (`Salhus legekontor` / `v/ fastlege Oddbjørg Rise`, or
    /// `Til fastlege` / `Eirik Hjelmeland` / `Salhus legekontor`).
    static func inAddresseeBlock(_ m: InstitutionMention, in text: LetterText) -> Bool {
        let lines = text.lines
        var start = m.line, end = m.line
        while start > 0, !lines[start - 1].isBlank { start -= 1 }
        while end + 1 < lines.count, !lines[end + 1].isBlank { end += 1 }
        guard let first = text.contentLines.first, start > first, end - start < 8 else { return false }
        let column = lines[m.line].printedColumn(of: m.column) ?? m.column
        for index in start...end where index != m.line {
            guard let cell = lines[index].printedCells(gap: 3).first(where: { abs($0.column - column) <= 4 }),
                  let word = cell.text.split(separator: " ").first
            else { continue }
            let opening = Skeleton.make(String(word)).trimmingCharacters(in: .punctuationCharacters)
            if addresseeTitles.contains(opening) || addresseeOpenings.contains(opening) { return true }
        }
        return false
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

    /// The sender: the institution the letter names as its own (see ``findNamed``), with the site
    /// of a chain; else, or when the only names found stand in the body, its letterhead as written.
    static func find(_ text: LetterText, headingLine: Int?, docType: DocumentType?,
                     layout: MessageLayout? = nil) -> InstitutionFindings {
        var result = findNamed(text, headingLine: headingLine, docType: docType, layout: layout)
        let content = text.contentLines
        guard !content.isEmpty else { return result }
        // A message's header names its sender in a block of its own: no letterhead is surer.
        let isRequest = headingLine.map { isRequestName(text.lines[$0]) } ?? false
        let fromMessageHeader = layout.map { $0.hasSender || isRequest } ?? false
        /// The named sender, with its site when it is a chain: the site may stand on the sender's
        /// line or on another line naming the chain (a logo above, the address or the signature
        /// below), never on a recipient's.
        func withSite(_ result: InstitutionFindings) -> InstitutionFindings {
            guard let name = result.name, let line = result.senderLine, let kind = result.kind,
                  [.privateClinic, .lab, .imaging, .government].contains(kind)
            else { return result }
            let others = content.filter { $0 != line && !isRecipientLine(text.lines[$0]) }
            guard let site = ([line] + others).lazy.compactMap({ chainSite(of: name, onLine: text.lines[$0]) }).first else {
                return result
            }
            var named = result
            named.name = site
            named.shortName = site
            return named
        }
        let headingPosition = headingLine.map { text.contentPosition(ofLine: $0) } ?? min(content.count, 12)
        let headEnd = max(3, min(headingPosition + 1, 16))
        let letterhead = letterheadName(text, headEnd: headEnd)
        // An `Avsender:` block says who sends; an office named outside it is the addressee.
        let senderBlockOverrules = letterhead.map { letterhead in
            letterhead.place == .senderBlock
                && result.senderLine.map { !(letterhead.line...(letterhead.line + 2)).contains($0) } ?? false
        } ?? false
        if fromMessageHeader, result.name != nil, !senderBlockOverrules { return withSite(result) }
        guard let letterhead, letterhead.line != result.senderLine else { return withSite(result) }
        let senderPosition = result.senderLine.map { text.contentPosition(ofLine: $0) }
        let letterheadPosition = text.contentPosition(ofLine: letterhead.line)
        let signatureStart = content.lastIndex { i in signatureOpenings.contains { text.lines[i].skeleton.hasPrefix($0) } }
            ?? content.count
        let takesLetterhead: Bool
        if result.name == nil {
            takesLetterhead = true
        } else if senderBlockOverrules {
            takesLetterhead = true
        } else if docType == .henvisning, result.kind == .hospital, letterhead.place != .top {
            // A referral goes to the hospital in its address block; the practice whose name is
            // in its footer, over its organisation number or under its signature sends it.
            takesLetterhead = true
            result.recipientInstitution = result.recipientInstitution ?? result.name
        } else if result.kind == .gp, let opening = content.first, looksLikeOrganisation(columns(of: text.lines[opening]).first ?? ""),
                  let senderLine = result.senderLine, senderLine > opening,
                  text.lines[opening..<senderLine].contains(where: \.isBlank) {
            // An office found by the shape of its name (`Nesna legekontor`), in a block below the
            // organisation that heads the page, is the address the letter goes to.
            takesLetterhead = true
        } else if let senderPosition {
            // A name the gazetteer knows wins where a sender stands (above the heading, or under the
            // signature); one found only below the heading is a place the letter talks about.
            let named = senderPosition <= headingPosition || senderPosition > signatureStart
            // A letterhead's name stands over the heading, over its organisation number (in the
            // head or the footer), in an `Avsender:` block or under the signature.
            takesLetterhead = !named && (letterhead.place != .top || letterheadPosition < headingPosition)
        } else {
            takesLetterhead = false
        }
        guard takesLetterhead else { return withSite(result) }
        var named = InstitutionFindings()
        named.name = letterhead.name
        named.shortName = letterhead.name
        named.kind = kind(ofLetterhead: letterhead.name)
        named.senderLine = letterhead.line
        named.confidence = letterhead.place >= .footer ? 0.55 : 0.65
        named.recipientDepartment = result.recipientDepartment
        named.recipientInstitution = result.recipientInstitution
        named.department = result.department
        named.departmentConfidence = result.departmentConfidence
        return named
    }

    /// The sender among the institutions a letter names (the gazetteer's, the kommuner, GP offices
    /// found by the shape of their names), weighed by where each stands.
    static func findNamed(_ text: LetterText, headingLine: Int?, docType: DocumentType?,
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
                    || (position < headEnd && (followsAddressee(m, in: text) || inAddresseeBlock(m, in: text)))
                // The institution whose name opens the letter sends it, also when one of its own
                // departments asked for the answer (`Rekvirent: Kvinneklinikken, SUS`).
                if recipient, key == openingInstitution {
                    recipients.append(m)
                    continue
                }
                if recipient {
                    scores[key, default: 0] += SenderEvidence.asRecipient
                    recipients.append(m)
                    continue
                }
                var gain: Double
                if senderLine { gain = SenderEvidence.labelledSender }
                else if position < headEnd { gain = SenderEvidence.inHead(position: position) }
                else if position > signatureStart { gain = SenderEvidence.signature }
                else if position >= signatureStart || position >= footStart { gain = SenderEvidence.signatureOrFoot }
                else { gain = SenderEvidence.inBody }
                if m.kind == .gp, position >= headEnd, !senderLine { gain *= SenderEvidence.foundByPatternBelowHead }
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
        result.confidence = SenderEvidence.confidence(top: top.value, second: second)
        if let d = department(after: mention, in: text, headEnd: content[min(headEnd, content.count) - 1]) {
            result.department = d
            result.departmentConfidence = 0.8
        } else if let d = labelledDepartment(text) {
            result.department = d
            result.departmentConfidence = 0.6
        }
        return result
    }
}
