// Norwegian national identity number (fødselsnummer) and its variants.
// Rules: /work/shared/docs/norway/fnr_rules.md (Skatteetaten, ehelse.no, nyttfnr2032).
// Pure value code: no Foundation, no I/O.

/// Why a text could not be read as a ``Fodselsnummer``.
public enum FodselsnummerError: Error, Equatable, Sendable {
    /// The text does not hold exactly 11 digits.
    case wrongLength
    /// The text holds something other than ASCII digits and one separator
    /// (a single space or hyphen after the sixth digit).
    case notDigits
    /// The control digits fail both the classic and the 2032 rule.
    case invalidControlDigits
    /// After removing the D/H/Tenor offsets, DDMMYY is not a real calendar date.
    case invalidDate
}

/// A Norwegian national identity number: `DDMMYY` + individnummer (3) + 2 control digits.
///
/// Covers ordinary fødselsnumre, D-numbers (day + 40), H-numbers / NAV Dolly synthetic
/// numbers (month + 40), Skatteetaten Tenor synthetic numbers (month + 80) and the D+H
/// and D+Tenor combinations. FH-numbers (no birth date) are rejected.
///
/// `description` (and therefore string interpolation and `print`) only shows the masked
/// form ``masked``; use ``digits`` when the full number is really needed.
public struct Fodselsnummer: Sendable, Hashable, Codable, CustomStringConvertible, CustomReflectable {

    /// Which kind of identifier the number is, read from the day/month offsets.
    public enum Kind: Sendable, Hashable, CaseIterable {
        /// Ordinary fødselsnummer (day 01–31, month 01–12).
        case fodselsnummer
        /// D-number: first digit + 4 (day 41–71).
        case dNumber
        /// H-number (month + 40, months 41–52). NAV Dolly synthetic numbers use the same
        /// layout and cannot be told apart, so they are reported as this kind too.
        case hNumber
        /// Skatteetaten Tenor / Test-Norge synthetic number (month + 80, months 81–92).
        case syntheticTenor
        /// D-number with the H-number month offset (day + 40, month + 40).
        case dAndHNumber
        /// Tenor synthetic D-number (day + 40, month + 80).
        case dAndSyntheticTenor
    }

    /// A valid number found in free text, with its range in the scanned string.
    public struct Occurrence: Sendable, Hashable {
        public let number: Fodselsnummer
        /// Range in the string passed to ``Fodselsnummer/occurrences(in:)``
        /// (covers the separator for the `DDMMYY NNNNN` / `DDMMYY-NNNNN` forms).
        public let range: Range<String.Index>

        public init(number: Fodselsnummer, range: Range<String.Index>) {
            self.number = number
            self.range = range
        }
    }

    /// The 11 digits, without separator.
    public let digits: String
    /// The kind of number, derived from the day/month offsets.
    public let kind: Kind
    /// Birth date with offsets removed and the century taken from the individnummer
    /// (pre-2032 allocation rules). `nil` when those rules give no single century:
    /// the individnummer range is unassigned for that year, a D-number falls where the
    /// old and the extended (2021) D-number series disagree, or the number only passes
    /// the 2032 control-digit rule (individnummer no longer encodes the century then).
    public let birthDate: CalendarDate?

    // MARK: Parsing

    /// Parses the eleven digits, together or as six and five apart by what separates the two
    /// groups in a letter (up to four spaces of any kind, and at most one `.` or dash, as
    /// ``findings(in:reaching:)`` reads them); surrounding whitespace is ignored.
    public init(parsing text: String) throws(FodselsnummerError) {
        var values: [Int] = []
        values.reserveCapacity(11)
        var separator = ""
        for character in Self.trimmingWhitespace(text) {
            if let value = Self.asciiDigit(character) {
                values.append(value)
            } else if values.count == 6 {
                separator.append(character)
            } else {
                throw .notDigits
            }
        }
        guard separator.isEmpty || Self.separatesGroups(separator) else { throw .notDigits }
        guard values.count == 11 else { throw .wrongLength }
        self = try Fodselsnummer(validating: values)
    }

    /// Failable variant of ``init(parsing:)``.
    public init?(_ text: String) {
        guard let value = try? Fodselsnummer(parsing: text) else { return nil }
        self = value
    }

    /// Validates 11 digit values (0...9).
    init(validating d: [Int]) throws(FodselsnummerError) {
        precondition(d.count == 11 && d.allSatisfy { (0...9).contains($0) })
        guard let rule = Self.controlDigitRule(d) else { throw .invalidControlDigits }

        let rawDay = d[0] * 10 + d[1]
        let rawMonth = d[2] * 10 + d[3]
        let yy = d[4] * 10 + d[5]
        let individ = d[6] * 100 + d[7] * 10 + d[8]

        let day: Int
        let isD: Bool
        switch rawDay {
        case 1...31: day = rawDay; isD = false
        case 41...71: day = rawDay - 40; isD = true
        default: throw .invalidDate  // includes FH-numbers (first digit 8 or 9)
        }

        let month: Int
        let kind: Kind
        switch rawMonth {
        case 1...12: month = rawMonth; kind = isD ? .dNumber : .fodselsnummer
        case 41...52: month = rawMonth - 40; kind = isD ? .dAndHNumber : .hNumber
        case 81...92: month = rawMonth - 80; kind = isD ? .dAndSyntheticTenor : .syntheticTenor
        default: throw .invalidDate
        }

        let century: Int?
        if rule == .from2032Only {
            century = nil
        } else if isD {
            century = Self.dNumberCentury(individ: individ, yy: yy)
        } else {
            century = Self.standardCentury(individ: individ, yy: yy)
        }

        if let century {
            let year = century + yy
            guard let birthDate = CalendarDate(year: year, month: month, day: day) else { throw .invalidDate }
            self.birthDate = birthDate
        } else {
            // No century: accept if DDMM exists in some century; 2000+YY is a leap year exactly when any 18YY/19YY/20YY is.
            guard day <= CalendarDate.daysIn(month: month, year: 2000 + yy) else { throw .invalidDate }
            self.birthDate = nil
        }
        self.kind = kind
        self.digits = String(d.map { Character(Unicode.Scalar(UInt8(48 + $0))) })
    }

    // MARK: Presentation

    /// `DDMMYY •••••`: the first six digits, a space and five U+2022 bullets.
    public var masked: String {
        String(digits.prefix(6)) + " \u{2022}\u{2022}\u{2022}\u{2022}\u{2022}"
    }

    /// The masked form, so a number never reaches a log or an interpolated string by accident.
    public var description: String { masked }

    /// `dump` and debugger mirrors show the masked form only.
    public var customMirror: Mirror {
        Mirror(self, children: ["masked": masked], displayStyle: .struct)
    }

    // MARK: Hashable (identity is the 11 digits; kind and birthDate are derived from them)

    public static func == (lhs: Fodselsnummer, rhs: Fodselsnummer) -> Bool {
        lhs.digits == rhs.digits
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(digits)
    }

    // MARK: Codable

    // Encodes the plain 11 digits as one string, not `description`: the encoded value is what
    // gets encrypted for storage, so it must round-trip exactly (masking happens at display time).
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(digits)
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        do {
            self = try Fodselsnummer(parsing: text)
        } catch {
            // The offending value is deliberately not put in the message.
            throw DecodingError.dataCorruptedError(
                in: container, debugDescription: "Not a valid fødselsnummer (\(error))")
        }
    }

    // MARK: Finding numbers in text

    /// Every valid number in `text`, in text order, in every form ``findings(in:reaching:)``
    /// knows. Candidates whose control digits fail (account numbers, order numbers, dates) are
    /// not reported.
    public static func occurrences(in text: String) -> [Occurrence] {
        findings(in: text, reaching: .validNumbers).compactMap { finding in
            finding.number.map { Occurrence(number: $0, range: finding.range) }
        }
    }

    /// What stands where a number was taken out of a text.
    public static let redactionMark = "[REDAKTERT]"

    /// `text` with every sensitive finding (a valid number, or a labelled one whose control
    /// digits fail) replaced by `replacement`.
    public static func redacting(_ text: String, with replacement: String = redactionMark) -> String {
        replacing(in: text, reaching: .sensitive, with: replacement)
    }

    // MARK: Rules

    private enum ControlDigitRule { case classic, from2032Only }

    private static let weights1 = [3, 7, 6, 1, 8, 9, 4, 5, 2]
    private static let weights2 = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2]

    /// `.classic` when (Σw1·x + k1) ≡ 0 (mod 11), `.from2032Only` when it is 1, 2 or 3;
    /// in both cases (Σw2·x + k2) ≡ 0 (mod 11) over the actual k1. `nil` when invalid.
    private static func controlDigitRule(_ d: [Int]) -> ControlDigitRule? {
        var sum1 = d[9]
        for i in 0..<9 { sum1 += weights1[i] * d[i] }
        let remainder1 = sum1 % 11
        guard remainder1 <= 3 else { return nil }
        var sum2 = d[10]
        for i in 0..<10 { sum2 += weights2[i] * d[i] }
        guard sum2 % 11 == 0 else { return nil }
        return remainder1 == 0 ? .classic : .from2032Only
    }

    /// Century (1800/1900/2000) from individnummer and YY for ordinary numbers, or nil if unassigned.
    private static func standardCentury(individ: Int, yy: Int) -> Int? {
        switch (individ, yy) {
        case (0...499, _): return 1900
        case (500...749, 54...99): return 1800
        case (900...999, 40...99): return 1900
        case (500...999, 0...39): return 2000
        default: return nil
        }
    }

    /// Century for D-numbers issued under the extended series (from 16.11.2021), or nil.
    private static func extendedDNumberCentury(individ: Int, yy: Int) -> Int? {
        switch (individ, yy) {
        case (500...599, 58...99): return 1800
        case (0...199, 0...39): return 1900
        case (0...499, 40...99), (600...999, 40...99): return 1900
        case (200...999, 0...39): return 2000
        default: return nil
        }
    }

    /// D-numbers may follow the old or the extended series: only answer when they agree
    /// (or only one of them assigns the range).
    private static func dNumberCentury(individ: Int, yy: Int) -> Int? {
        let old = standardCentury(individ: individ, yy: yy)
        let extended = extendedDNumberCentury(individ: individ, yy: yy)
        switch (old, extended) {
        case let (a?, b?): return a == b ? a : nil
        case let (a?, nil): return a
        case let (nil, b?): return b
        case (nil, nil): return nil
        }
    }

    // MARK: Characters

    private static func asciiDigit(_ character: Character) -> Int? {
        guard let ascii = character.asciiValue, (48...57).contains(ascii) else { return nil }
        return Int(ascii - 48)
    }

    private static func trimmingWhitespace(_ text: String) -> Substring {
        guard let first = text.firstIndex(where: { !$0.isWhitespace }),
              let last = text.lastIndex(where: { !$0.isWhitespace })
        else { return text[text.endIndex...] }
        return text[first...last]
    }
}
