// How the fødselsnummer finder (FodselsnummerFinder.swift) reads a text: cut into digits,
// separators and the rest, grouped, and looked at for the labels that name a number.
// Pure value code: no Foundation, no I/O.

/// A text cut into the pieces a number is made of: digits (or letters OCR reads for digits),
/// separators, and everything else.
struct TextScan {
    enum Kind: Equatable {
        case digit(Int, confused: Bool)
        case space
        case lineBreak
        /// `.`, `-`, `+`, a typographic dash, or `%2D`/`%2B`.
        case mark
        /// `_`, which only `.anythingShaped` reads between the groups.
        case looseMark
        /// Zero-width, soft hyphen, private use: looked through.
        case transparent
        case letter
        case other
    }

    struct Unit {
        let kind: Kind
        let start: String.Index
        let end: String.Index
    }

    /// A maximal run of digits (and digit-like letters), looked-through characters allowed inside.
    struct Group {
        /// Indices into `units` of its digits.
        let digitUnits: [Int]
        /// The run without the digit-like letters at its edges (`|150379` in a table printed
        /// as text), when it has any there.
        var core: [Int]? = nil
        var count: Int { digitUnits.count }
        var first: Int { digitUnits[0] }
        var last: Int { digitUnits[digitUnits.count - 1] }

        /// The run as read, then its core: the two ways it may hold part of a number.
        var readings: [Group] {
            guard let core, !core.isEmpty else { return [self] }
            return [self, Group(digitUnits: core)]
        }
    }

    struct Separator {
        let breaksLine: Bool
        /// An underscore stands in it.
        var isLoose = false
    }

    let text: String
    let units: [Unit]
    let groups: [Group]

    /// The units and groups of `region`; labels are looked for in all of `text`.
    init(_ text: String, within region: Range<String.Index>) {
        self.text = text
        units = Self.units(of: text, in: region)
        groups = Self.groups(in: units)
    }

    // MARK: Findings

    func finding(for parts: [Group], reach: Fodselsnummer.Reach, brokenAcrossLine: Bool = false,
                 loose: Bool = false) -> Fodselsnummer.Finding? {
        let digitUnits = parts.flatMap(\.digitUnits)
        var values: [Int] = []
        var confusions = 0
        for unit in digitUnits {
            guard case let .digit(value, confused) = units[unit].kind else { return nil }
            values.append(value)
            if confused { confusions += 1 }
        }
        guard parts.allSatisfy({ group in group.digitUnits.filter { isConfused($0) }.count <= 2 }) else { return nil }
        let number = try? Fodselsnummer(validating: values)
        let labelled = isLabelled(startingAt: parts[0].first)
        // A guess (letters read as digits, or a number pieced together across lines) must be
        // borne out by its control digits or a label; plain digits in the usual forms are
        // reported as a shape even without either.
        let isGuess = confusions > 0 || brokenAcrossLine
        let reached: Fodselsnummer.Reach
        if number != nil {
            reached = .validNumbers
        } else if labelled && !brokenAcrossLine {
            reached = .sensitive
        } else if !isGuess {
            reached = .anythingShaped
        } else {
            return nil
        }
        guard (loose ? .anythingShaped : reached) <= reach else { return nil }
        return Fodselsnummer.Finding(
            range: units[parts[0].first].start..<units[parts[parts.count - 1].last].end,
            digitPositions: digitUnits.map { units[$0].start },
            digits: String(values.map { Character(Unicode.Scalar(UInt8(48 + $0))) }),
            number: number,
            isLabelled: labelled,
            isLoose: loose)
    }

    /// The date in three groups of two, one space or mark apart (`15 03 79`, `15.03.79`), then
    /// the five as a number's second group stands: plain digits only, on one line.
    func dateGroupedFinding(_ parts: [Group]) -> Fodselsnummer.Finding? {
        guard parts.map(\.count) == [2, 2, 2, 5],
              parts.allSatisfy({ group in !group.digitUnits.contains(where: isConfused) }),
              zip(parts, parts.dropFirst()).dropLast().allSatisfy({ isOneSeparator(between: $0, and: $1) }),
              let last = separator(between: parts[2], and: parts[3]), !last.breaksLine
        else { return nil }
        return finding(for: parts, reach: .anythingShaped, loose: true)
    }

    /// Exactly one space or mark between two groups, looked-through characters aside.
    private func isOneSeparator(between left: Group, and right: Group) -> Bool {
        let between = units[(left.last + 1)..<right.first].filter { $0.kind != .transparent }
        guard between.count == 1 else { return false }
        switch between[0].kind {
        case .space, .mark, .looseMark: return true
        default: return false
        }
    }

    private func isConfused(_ unit: Int) -> Bool {
        if case .digit(_, confused: true) = units[unit].kind { return true }
        return false
    }

    /// What stands between two groups, when it may separate the halves of one number.
    func separator(between left: Group, and right: Group) -> Separator? {
        var spaces = 0, marks = 0, lineBreaks = 0, looseMarks = 0
        for unit in units[(left.last + 1)..<right.first] {
            switch unit.kind {
            case .space: spaces += 1
            case .lineBreak: lineBreaks += 1
            case .mark: marks += 1
            case .looseMark: looseMarks += 1
            case .transparent: continue
            case .digit, .letter, .other: return nil
            }
        }
        guard spaces + lineBreaks <= 4, marks + looseMarks <= 1, lineBreaks <= 1 else { return nil }
        return Separator(breaksLine: lineBreaks == 1, isLoose: looseMarks == 1)
    }

    // MARK: Labels

    /// Label words, folded (lower case, æ ø å as ae o a, no dots, dashes or spaces).
    static let labels: Set<String> = [
        "fnr", "fodselsnr", "fodselsnummer", "foedselsnummer", "fodselsnummeret",
        "personnr", "persnr", "personnummer", "pnr",
        "dnummer", "dnr", "hnummer", "hjelpenummer", "felleshjelpenummer", "fhnummer",
        "personidentifikator", "fodselsogpersonnummer",
        "nationalidentitynumber", "nationalidnumber", "personalidentitynumber",
    ]

    /// Whether a label ends the text before the number on its line (only spaces and
    /// punctuation after it), or stands alone on the line above a number that begins its line.
    /// Read as Unicode scalars, not characters: list snippets ask this of every number they
    /// show, and breaking their lines into characters cost more than the rest of a search.
    func isLabelled(startingAt unit: Int) -> Bool {
        let scalars = text.unicodeScalars
        let start = units[unit].start
        let lineStart = scalars[..<start].lastIndex(where: Self.isNewline).map { scalars.index(after: $0) } ?? scalars.startIndex
        let before = scalars[lineStart..<start]
        if Self.endsWithLabel(before) { return true }
        guard before.allSatisfy({ $0.properties.isWhitespace || Self.isPunctuation($0) }), lineStart > scalars.startIndex else { return false }
        // A label alone on the line above, as tables printed one cell a line do.
        var lineEnd = scalars.index(before: lineStart)
        while lineEnd > scalars.startIndex {
            let previousStart = scalars[..<lineEnd].lastIndex(where: Self.isNewline).map { scalars.index(after: $0) } ?? scalars.startIndex
            let line = scalars[previousStart..<lineEnd]
            if line.contains(where: { !$0.properties.isWhitespace }) { return Self.endsWithLabel(line) && Self.words(line).count <= 4 }
            guard previousStart > scalars.startIndex else { return false }
            lineEnd = scalars.index(before: previousStart)
        }
        return false
    }

    static func endsWithLabel(_ text: Substring.UnicodeScalarView) -> Bool {
        let words = words(text, last: 3)
        for count in 1...3 where count <= words.count {
            if labels.contains(words.suffix(count).joined()) { return true }
        }
        return false
    }

    /// The folded words of a text, split at spaces and at `/ ( ) , ;`, with trailing colons
    /// gone; only the last `last` of them where that is given. Read from the end, as a label
    /// ends the text and folding the words before it is the costly part.
    private static func words(_ text: Substring.UnicodeScalarView, last: Int = .max) -> [String] {
        var words: [String] = []
        func take(_ piece: Substring.UnicodeScalarView) {
            var word = String.UnicodeScalarView()
            for scalar in piece { fold(scalar, into: &word) }
            if !word.isEmpty { words.append(String(word)) }
        }
        var end = text.endIndex
        var index = text.endIndex
        while index > text.startIndex, words.count < last {
            let before = text.index(before: index)
            if isWordBreak(text[before]) {
                take(text[index..<end])
                end = before
            }
            index = before
        }
        if words.count < last { take(text[text.startIndex..<end]) }
        return words.reversed()
    }

    private static func isWordBreak(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "/", "(", ")", ",", ";", "[", "]": true
        default: scalar.properties.isWhitespace
        }
    }

    private static func isNewline(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0A...0x0D, 0x85, 0x2028, 0x2029: true
        default: false
        }
    }

    private static func isPunctuation(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation, .initialPunctuation,
             .finalPunctuation, .otherPunctuation: true
        default: false
        }
    }

    private static func fold(_ scalar: Unicode.Scalar, into word: inout String.UnicodeScalarView) {
        switch scalar {
        case ".", "-", "_", ":", "=", "#", "\u{2010}", "\u{2011}", "\u{2013}": break
        case "ø", "Ø", "ö", "Ö": word.append("o")
        case "æ", "Æ": word.append(contentsOf: "ae".unicodeScalars)
        case "å", "Å": word.append("a")
        case "A"..."Z": word.append(Unicode.Scalar(UInt8(scalar.value) + 0x20))
        default:
            if scalar.isASCII || !scalar.properties.isAlphabetic {
                word.append(scalar)
            } else {
                word.append(contentsOf: scalar.properties.lowercaseMapping.unicodeScalars)
            }
        }
    }

    // MARK: A first look

    /// The stretches of the text that could hold a number: eleven digits or letters read as
    /// digits, seven of them plain digits (a group has at most two such letters), with nothing
    /// between them but what may stand inside or between the two groups. Read as bytes, and
    /// never missing a number `scannedFindings` would find, it spares the scan of almost every
    /// list snippet and of most of a letter: dates, times and phone numbers fall short of it.
    static func stretches(in text: String) -> [Range<String.Index>] {
        let fewestDigits = 11, fewestPlainDigits = 11 - 2 * 2
        let bytes = text.utf8
        var stretches: [Range<String.Index>] = []
        var start = bytes.startIndex
        var digits = 0, plainDigits = 0
        func close(at end: String.Index) {
            if digits >= fewestDigits && plainDigits >= fewestPlainDigits { stretches.append(start..<end) }
            digits = 0
            plainDigits = 0
        }
        var index = bytes.startIndex
        while index < bytes.endIndex {
            let byte = bytes[index]
            let next = bytes.index(after: index)
            switch byte {
            case 0x30...0x39:
                digits += 1
                plainDigits += 1
            case UInt8(ascii: "O"), UInt8(ascii: "o"), UInt8(ascii: "l"), UInt8(ascii: "I"), UInt8(ascii: "|"),
                 UInt8(ascii: "S"), UInt8(ascii: "B"):
                digits += 1
            case 0x09...0x0D, UInt8(ascii: " "), UInt8(ascii: "."), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "_"):
                break
            case UInt8(ascii: "%"):
                // `%20`, `%09`, `%2D`, `%2B` and `%C2%A0` are one separator each.
                if let (_, length) = percentEncoded(text[next...]) {
                    index = bytes.index(next, offsetBy: length)
                    continue
                }
            case 0x80..<0xC3, 0xC4...:
                // Any character but Latin-1's may be a space, a dash or a mark looked through.
                break
            default:
                // Any other character, Latin-1's letters (æ, ø, å, é …) and × ÷ included, ends
                // a stretch: nothing else stands inside a number or between its groups.
                close(at: index)
                start = next
                if byte == 0xC3, next < bytes.endIndex {
                    start = bytes.index(after: next)
                    index = start
                    continue
                }
            }
            index = next
        }
        close(at: bytes.endIndex)
        return stretches
    }

    // MARK: Units

    private static func units(of text: String, in region: Range<String.Index>) -> [Unit] {
        var units: [Unit] = []
        let utf8 = text.utf8
        units.reserveCapacity(utf8.distance(from: region.lowerBound, to: region.upperBound))
        var index = region.lowerBound
        while index < region.upperBound {
            let byte = utf8[index]
            let next = utf8.index(after: index)
            var end: String.Index
            var kind: Kind
            // An ASCII byte before another (CR LF apart) is a character of its own: most of a
            // letter is read without breaking it into characters, which costs far more.
            if byte < 0x80, next == utf8.endIndex || (utf8[next] < 0x80 && !(byte == 0x0D && utf8[next] == 0x0A)) {
                end = next
                kind = Self.kind(ofASCII: byte)
                if byte == UInt8(ascii: "%"), let (encoded, length) = percentEncoded(text[end...]) {
                    kind = encoded
                    end = text.index(end, offsetBy: length)
                }
            } else {
                end = text.index(after: index)
                kind = Self.kind(of: text[index])
            }
            units.append(Unit(kind: kind, start: index, end: end))
            index = end
        }
        return units
    }

    /// URL encodings of a space, a no-break space, a dash or a plus after a `%`: one separator.
    private static func percentEncoded(_ rest: Substring) -> (Kind, Int)? {
        let upper = rest.prefix(5).uppercased()
        if upper.hasPrefix("20") || upper.hasPrefix("09") { return (.space, 2) }
        if upper.hasPrefix("2D") || upper.hasPrefix("2B") { return (.mark, 2) }
        if upper.hasPrefix("C2%A0") { return (.space, 5) }
        return nil
    }

    private static func kind(of character: Character) -> Kind {
        if let digit = digitBehindIgnorables(character) { return .digit(digit, confused: false) }
        if character == "\r\n" { return .lineBreak }
        if let ascii = character.asciiValue { return kind(ofASCII: ascii) }
        if character == "\u{2028}" || character == "\u{2029}" { return .lineBreak }
        guard let scalar = character.unicodeScalars.first else { return .other }
        switch scalar.value {
        case 0x2010...0x2013, 0x2212: return .mark
        case 0x00AD, 0x200B...0x200D, 0x2060, 0xFEFF, 0xE000...0xF8FF: return .transparent
        default: break
        }
        if scalar.properties.generalCategory == .spaceSeparator { return .space }
        return character.isLetter ? .letter : .other
    }

    private static func kind(ofASCII byte: UInt8) -> Kind {
        switch byte {
        case 0x30...0x39: .digit(Int(byte - 0x30), confused: false)
        case 0x20, 0x09: .space
        case 0x0A, 0x0B, 0x0C, 0x0D: .lineBreak
        case 0x2E, 0x2D, 0x2B: .mark
        case 0x5F: .looseMark
        // Letters OCR reads for digits.
        case UInt8(ascii: "O"), UInt8(ascii: "o"): .digit(0, confused: true)
        case UInt8(ascii: "l"), UInt8(ascii: "I"), UInt8(ascii: "|"): .digit(1, confused: true)
        case UInt8(ascii: "S"): .digit(5, confused: true)
        case UInt8(ascii: "B"): .digit(8, confused: true)
        case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"): .letter
        default: .other
        }
    }

    /// A digit that a zero-width joiner or another invisible mark clings to (they join the
    /// character before them into one), as text copied from web pages may carry.
    private static func digitBehindIgnorables(_ character: Character) -> Int? {
        let scalars = character.unicodeScalars
        guard scalars.count > 1, let first = scalars.first, (0x30...0x39).contains(first.value),
              scalars.dropFirst().allSatisfy(\.properties.isDefaultIgnorableCodePoint)
        else { return nil }
        return Int(first.value - 0x30)
    }

    // MARK: Groups

    private static func groups(in units: [Unit]) -> [Group] {
        var groups: [Group] = []
        var current: [Int] = []
        func close() {
            if !current.isEmpty, let group = trimmed(current, in: units) { groups.append(group) }
            current = []
        }
        for (index, unit) in units.enumerated() {
            switch unit.kind {
            case .digit: current.append(index)
            case .transparent: continue
            default: close()
            }
        }
        close()
        return groups
    }

    /// A run's letters-for-digits at an edge that touches a word are the word's letters
    /// (`Bodø`, `OSLO`), not digits; a run left with no real digit is no number at all.
    private static func trimmed(_ run: [Int], in units: [Unit]) -> Group? {
        func isConfused(_ index: Int) -> Bool {
            if case .digit(_, confused: true) = units[index].kind { return true }
            return false
        }
        func touchesLetter(from index: Int, step: Int) -> Bool {
            var next = index + step
            while next >= 0, next < units.count, units[next].kind == .transparent { next += step }
            guard next >= 0, next < units.count else { return false }
            return units[next].kind == .letter
        }
        var digits = run[...]
        if let first = digits.first, isConfused(first), touchesLetter(from: first, step: -1) {
            digits = digits.drop(while: isConfused)
        }
        if let last = digits.last, isConfused(last), touchesLetter(from: last, step: 1) {
            while let end = digits.last, isConfused(end) { digits = digits.dropLast() }
        }
        guard digits.contains(where: { !isConfused($0) }) else { return nil }
        let core = digits.drop(while: isConfused).reversed().drop(while: isConfused).reversed()
        return Group(digitUnits: Array(digits), core: core.count < digits.count ? Array(core) : nil)
    }
}
