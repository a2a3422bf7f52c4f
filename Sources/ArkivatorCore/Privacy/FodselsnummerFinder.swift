// The one place that decides what in a text is, or may be, a fødselsnummer. Analysis, redaction,
// sealing, file names, search snippets, log lines and the leak audit all ask it, each for the
// reach it needs, so a form it learns is learnt everywhere at once.
// Pure value code: no Foundation, no I/O.

extension Fodselsnummer {
    /// How much of what looks like a fødselsnummer a caller wants.
    public enum Reach: Int, Sendable, Comparable, CaseIterable {
        /// Numbers whose control digits hold: only these identify a person.
        case validNumbers
        /// Also a labelled run of eleven digits whose control digits fail (`Fnr: 150379 48214`):
        /// a typo or a misread digit leaves it no less personal. What the letter's text loses
        /// when it is redacted, and what `personnummerFound` reports.
        case sensitive
        /// Also any eleven plain digits, or six and five apart, valid or not, and the forms a
        /// letter's text is not read in (a date followed by five digits is too common there):
        /// the date in three groups (`15 03 79 10055`, `15.03.79 10055`) and an underscore
        /// between the groups (`150379_10055`). For log lines and list snippets, which are
        /// cleaned harder than a letter.
        case anythingShaped

        public static func < (lhs: Reach, rhs: Reach) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    /// Something in a text that is, or may be, a fødselsnummer.
    public struct Finding: Sendable, Hashable {
        /// From its first digit to its last, the separator between the groups included.
        public let range: Range<String.Index>
        /// Where each of its eleven digits stands, in order.
        public let digitPositions: [String.Index]
        /// The eleven digits as read, with OCR's letters for digits (`O` for 0, `l` for 1) undone.
        public let digits: String
        /// The number, when its control digits hold.
        public let number: Fodselsnummer?
        /// A label such as `Fnr.`, `Fødselsnummer:` or `D-nummer` stands just before it, on its
        /// line or alone on the line above.
        public let isLabelled: Bool
        /// Written in a form only `.anythingShaped` reads (the date in three groups, an underscore).
        public let isLoose: Bool

        /// The least reach at which this finding is reported.
        public var reach: Reach {
            if isLoose { return .anythingShaped }
            if number != nil { return .validNumbers }
            return isLabelled ? .sensitive : .anythingShaped
        }
    }

    /// Everything in `text` that is a fødselsnummer, or may be one, within `reach`, in text order.
    ///
    /// What counts as written: the eleven digits together; six and five apart by up to four
    /// spaces, tabs or no-break spaces (any Unicode space), a line break, and at most one `.`,
    /// `-` (or a typographic dash), `+`, or their URL encodings (`%20`, `%2D`, `%2B`); a number
    /// broken anywhere across a line end. OCR's letters for digits (O o → 0, l I | → 1, S → 5,
    /// B → 8), at most two in a group, count as digits when the number they make is valid or
    /// labelled. Zero-width characters, soft hyphens and private-use marks (search highlights)
    /// between the digits are looked through. A run of digits that goes on (twelve digits, a
    /// seventh digit before the five) is never a number.
    public static func findings(in text: String, reaching reach: Reach = .sensitive) -> [Finding] {
        // Only the stretches that may hold a number are scanned, each with the character on
        // either side of it, which is all a scan looks at around a number but its label.
        TextScan.stretches(in: text).flatMap { stretch in
            // A stretch may begin inside a character (a combining mark after a letter).
            var start = stretch.lowerBound
            while String.Index(start, within: text) == nil { start = text.unicodeScalars.index(before: start) }
            if start > text.startIndex { start = text.index(before: start) }
            let end = stretch.upperBound < text.endIndex ? text.index(after: stretch.upperBound) : stretch.upperBound
            return scannedFindings(in: text, within: start..<end, reaching: reach)
        }
    }

    /// `findings(in:reaching:)` without its first look: every character of `region` (all of
    /// the text when not given) scanned.
    static func scannedFindings(in text: String, within region: Range<String.Index>? = nil, reaching reach: Reach) -> [Finding] {
        let scan = TextScan(text, within: region ?? text.startIndex..<text.endIndex)
        var found: [Finding] = []
        var index = 0
        let groups = scan.groups
        groups: while index < groups.count {
            for group in groups[index].readings where group.count == 11 {
                if let finding = scan.finding(for: [group], reach: reach) {
                    found.append(finding)
                    index += 1
                    continue groups
                }
            }
            if index + 1 < groups.count {
                for left in groups[index].readings {
                    for right in groups[index + 1].readings where left.count + right.count == 11 {
                        guard let separator = scan.separator(between: left, and: right),
                              left.count == 6 || separator.breaksLine,
                              !separator.isLoose || reach == .anythingShaped,
                              let finding = scan.finding(for: [left, right], reach: reach,
                                                         brokenAcrossLine: separator.breaksLine, loose: separator.isLoose)
                        else { continue }
                        found.append(finding)
                        index += 2
                        continue groups
                    }
                }
            }
            if reach == .anythingShaped, index + 3 < groups.count, let finding = scan.dateGroupedFinding(Array(groups[index...(index + 3)])) {
                found.append(finding)
                index += 4
                continue groups
            }
            index += 1
        }
        return found
    }

    /// Whether `text` may stand between the two groups of one number written on one line.
    static func separatesGroups(_ text: String) -> Bool {
        let padded = "0" + text + "0"
        let scan = TextScan(padded, within: padded.startIndex..<padded.endIndex)
        guard scan.groups.count == 2, !text.contains(where: \.isNewline),
              let separator = scan.separator(between: scan.groups[0], and: scan.groups[1]) else { return false }
        return !separator.isLoose
    }

    /// `text` with every finding within `reach` replaced by `replacement`.
    public static func replacing(in text: String, reaching reach: Reach, with replacement: String) -> String {
        var result = text
        for finding in findings(in: text, reaching: reach).reversed() {
            result.replaceSubrange(finding.range, with: replacement)
        }
        return result
    }

    /// `text` with the five personal digits of every finding within `reach` made bullets, as in
    /// `DDMMYY •••••`; separators and anything else between the digits stay where they were.
    public static func masking(_ text: String, reaching reach: Reach) -> String {
        let personal = findings(in: text, reaching: reach).flatMap { $0.digitPositions.suffix(5) }
        guard !personal.isEmpty else { return text }
        var result = text
        for position in personal.reversed() {
            result.replaceSubrange(position..<text.index(after: position), with: "\u{2022}")
        }
        return result
    }
}
