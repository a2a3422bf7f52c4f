import Foundation

/// A case-insensitive regular expression over a letter's words, with its matches as Swift
/// strings. `NSRegularExpression` is immutable once made and documented safe to share between
/// threads, which is what lets the patterns be static.
struct TextPattern: @unchecked Sendable {
    struct Match {
        let range: Range<String.Index>
        /// The capture groups, nil where a group took no part.
        let groups: [String?]

        subscript(_ group: Int) -> String? { group < groups.count ? groups[group] : nil }
    }

    private let expression: NSRegularExpression

    init(_ pattern: String) {
        // The patterns are literals of this module: one that does not compile is a programming error.
        expression = try! NSRegularExpression(pattern: Self.readingOCR(pattern), options: [.caseInsensitive])
    }

    /// The pattern with each æ, ø and å also matching what OCR makes of them (`Oppmote`, `Frammote`,
    /// `Ta med medisinlista`, `for` for `før`), as ``Skeleton`` folds them for the rest of the analyzer.
    /// Letters inside a character class are left as they are.
    private static func readingOCR(_ pattern: String) -> String {
        var out = ""
        var inClass = false
        var escaped = false
        for c in pattern {
            defer { escaped = !escaped && c == "\\" }
            if escaped { out.append(c); continue }
            if c == "[" { inClass = true } else if c == "]" { inClass = false }
            guard !inClass else { out.append(c); continue }
            switch c {
            case "ø": out += "[øöo]"
            case "å": out += "[åäa]"
            case "æ": out += "(?:æ|ae|ä)"
            default: out.append(c)
            }
        }
        return out
    }

    func matches(in text: String) -> [Match] {
        expression.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap { result in
            guard let range = Range(result.range, in: text) else { return nil }
            let groups = (1..<max(1, result.numberOfRanges)).map { g in
                Range(result.range(at: g), in: text).map { String(text[$0]) }
            }
            return Match(range: range, groups: groups)
        }
    }

    func firstMatch(in text: String) -> Match? { matches(in: text).first }

    func isFound(in text: String) -> Bool {
        expression.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil
    }
}

/// Counting forward from a day, as «om 6 uker» and «innen 14 dager» do.
extension CalendarDate {
    /// The same day `months` later, or the month's last day when it has no such day (31 → 30).
    func adding(months: Int) -> CalendarDate {
        let total = year * 12 + (month - 1) + months
        let newYear = total / 12, newMonth = total % 12 + 1
        let newDay = min(day, CalendarDate.daysIn(month: newMonth, year: newYear))
        return CalendarDate(year: newYear, month: newMonth, day: newDay) ?? self
    }
}

extension LocalDateTime {
    /// Minutes from `other` to this time.
    public func minutes(since other: LocalDateTime) -> Int {
        (date.daysSince1970 - other.date.daysSince1970) * 1440 + (hour - other.hour) * 60 + (minute - other.minute)
    }

    func adding(minutes: Int) -> LocalDateTime? {
        let total = hour * 60 + minute + minutes
        let dayShift = Int((Double(total) / 1440).rounded(.down))
        let inDay = total - dayShift * 1440
        return LocalDateTime(date: date.adding(days: dayShift), hour: inDay / 60, minute: inDay % 60)
    }
}
