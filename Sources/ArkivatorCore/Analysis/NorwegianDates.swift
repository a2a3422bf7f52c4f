/// A time of day as a letter writes it (`kl. 09.30`, `klokka 9:30`, `kl 0930`).
public struct ClockTime: Hashable, Sendable {
    public let hour: Int
    public let minute: Int
    public init?(hour: Int, minute: Int) {
        guard (0...23).contains(hour), (0...59).contains(minute) else { return nil }
        self.hour = hour
        self.minute = minute
    }
}

/// One date written in a letter, where it stands, and what is written next to it.
struct DateMention: Sendable {
    enum Form: Sendable { case numeric, textual, iso, compact }

    let day: Int
    let month: Int
    /// The year as written (two-digit years already expanded); nil for `3. november`.
    let year: Int?
    let line: Int
    /// Character offsets in the line's text.
    let start: Int
    let end: Int
    let form: Form
    /// A weekday stands right before it (`mandag 3. november`).
    let hasWeekday: Bool
    /// A time given with it on the same line, or on the next line under a time label.
    var time: ClockTime?

    /// The calendar date, when the year is known.
    var date: CalendarDate? {
        guard let year else { return nil }
        return CalendarDate(year: year, month: month, day: day)
    }

    /// The date, taking the year from `reference` when none is written: the first such day on
    /// or after `reference` (an appointment is never before the letter that gives it).
    func resolved(after reference: CalendarDate?) -> CalendarDate? {
        if let date { return date }
        guard let reference else { return nil }
        for year in [reference.year, reference.year + 1] {
            if let candidate = CalendarDate(year: year, month: month, day: day), candidate >= reference {
                return candidate
            }
        }
        return nil
    }
}

/// Finds every date in a line of Norwegian text.
///
/// Forms: `3. november 2025`, `3. nov. 2025`, `3 nov 25`, `03.11.2025`, `3.11.25`, `03. 11. 2025`,
/// `3/11-25`, `15/4/2020`, `2025-11-03`, `3. november` (no year), `031125`/`03112025` after a date
/// label; with a weekday before it (Bokmål or Nynorsk, full or abbreviated) and a time after it.
/// Month and weekday names are the same in Bokmål and Nynorsk except the weekdays
/// `måndag tysdag laurdag sundag`, which are recognised too.
enum NorwegianDateParser {
    struct Token {
        enum Kind { case number, word, punct }
        let kind: Kind
        let text: String
        let start: Int
        let end: Int
        /// Whitespace separates it from the token before.
        let spaced: Bool
    }

    static func tokenize(_ line: String) -> [Token] {
        var tokens: [Token] = []
        let chars = Array(line)
        var i = 0
        var spaced = false
        while i < chars.count {
            let c = chars[i]
            if c.isWhitespace { spaced = true; i += 1; continue }
            let start = i
            let kind: Token.Kind
            if c.isASCIIDigit {
                while i < chars.count, chars[i].isASCIIDigit { i += 1 }
                kind = .number
            } else if c.isLetter {
                while i < chars.count, chars[i].isLetter { i += 1 }
                kind = .word
            } else {
                i += 1
                kind = .punct
            }
            tokens.append(Token(kind: kind, text: String(chars[start..<i]), start: start, end: i, spaced: spaced))
            spaced = false
        }
        return tokens
    }

    static let monthNames: [String: Int] = [
        "januar": 1, "februar": 2, "mars": 3, "april": 4, "mai": 5, "juni": 6, "juli": 7,
        "august": 8, "september": 9, "oktober": 10, "november": 11, "desember": 12,
    ]
    static let monthAbbreviations: [String: Int] = [
        "jan": 1, "feb": 2, "febr": 2, "mar": 3, "apr": 4, "jun": 6, "jul": 7, "aug": 8,
        "sep": 9, "sept": 9, "okt": 10, "nov": 11, "des": 12,
        // English forms that e-health printouts and OCR'd English letters use
        "january": 1, "february": 2, "march": 3, "may": 5, "june": 6, "july": 7,
        "october": 10, "oct": 10, "december": 12, "dec": 12,
    ]

    /// The month a word names, tolerating one OCR error in a full month name.
    private static let monthSkeletons: [String: Int] = {
        var map: [String: Int] = [:]
        for (k, v) in monthAbbreviations { map[Skeleton.make(k)] = v }
        for (k, v) in monthNames { map[Skeleton.make(k)] = v }
        return map
    }()
    private static let fullMonthSkeletons: [(String, Int)] = monthNames.map { (Skeleton.make($0.key), $0.value) }

    static func month(of word: String) -> Int? {
        guard word.count >= 3, word.count <= 10 else { return nil }
        let w = Skeleton.make(word)
        if let m = monthSkeletons[w] { return m }
        guard w.count >= 5 else { return nil }
        var best: (Int, Int)? = nil
        for (name, m) in fullMonthSkeletons where name.count >= 5 {
            let d = EditDistance.levenshtein(w, name, limit: 1)
            if d <= 1, best == nil || d < best!.0 { best = (d, m) }
        }
        return best?.1
    }

    static let weekdays: Set<String> = [
        "mandag", "tirsdag", "onsdag", "torsdag", "fredag", "lørdag", "søndag",
        "måndag", "tysdag", "laurdag", "sundag", "mandagen", "tirsdagen",
        "man", "tir", "tirs", "ons", "tor", "tors", "fre", "lør", "søn",
        "monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday",
    ]
    /// Two-letter abbreviations count only with their dot (`ma.`, `ty.`).
    static let shortWeekdays: Set<String> = ["ma", "ti", "on", "to", "fr", "lø", "sø", "må", "ty", "la", "su"]
    private static let weekdaySkeletons: Set<String> = Set(weekdays.map(Skeleton.make))
    private static let shortWeekdaySkeletons: Set<String> = Set(shortWeekdays.map(Skeleton.make))

    static func expandYear(_ value: Int, digits: Int, referenceYear: Int) -> Int? {
        if digits == 4 { return (1850...2150).contains(value) ? value : nil }
        guard digits == 2 else { return nil }
        return 2000 + value <= referenceYear + 1 ? 2000 + value : 1900 + value
    }

    /// Every date in `line`.
    static func mentions(in line: String, lineIndex: Int, referenceYear: Int) -> [DateMention] {
        let t = tokenize(line)
        var found: [DateMention] = []
        var i = 0
        while i < t.count {
            if let (mention, next) = match(t, at: i, line: line, lineIndex: lineIndex, referenceYear: referenceYear) {
                found.append(mention)
                i = next
            } else {
                i += 1
            }
        }
        return found
    }

    private static func isNumber(_ t: [Token], _ i: Int, digits: ClosedRange<Int>) -> Bool {
        i < t.count && t[i].kind == .number && digits.contains(t[i].text.count)
    }

    private static func isPunct(_ t: [Token], _ i: Int, _ set: String) -> Bool {
        i < t.count && t[i].kind == .punct && set.contains(t[i].text)
    }

    private static func match(_ t: [Token], at i: Int, line: String, lineIndex: Int,
                              referenceYear: Int) -> (DateMention, Int)? {
        guard t[i].kind == .number else { return nil }
        // Not the tail of a longer dotted number (`1.2.3`) or of a digit group.
        if i >= 2, t[i - 1].kind == .punct, !t[i].spaced, t[i - 1].text == ".", t[i - 2].kind == .number, !t[i - 1].spaced {
            return nil
        }
        let weekday = hasWeekday(before: i, t)
        // ISO: 2025-11-03 (also 2025/11/03)
        if isNumber(t, i, digits: 4...4), isPunct(t, i + 1, "-/"), isNumber(t, i + 2, digits: 1...2),
           isPunct(t, i + 3, "-/"), isNumber(t, i + 4, digits: 1...2),
           !t[i + 1].spaced, !t[i + 2].spaced, !t[i + 3].spaced, !t[i + 4].spaced,
           let y = Int(t[i].text), let m = Int(t[i + 2].text), let d = Int(t[i + 4].text),
           (1900...2150).contains(y), CalendarDate(year: y, month: m, day: d) != nil,
           // a fourth group glued on (`2021-03-12-0042`) makes it some other number; a time or
           // another date after a space (`2021-03-12 14:33`, `2021-03-04 2022-03-04`) does not
           !(isPunct(t, i + 5, "-/") && !t[i + 5].spaced && isNumber(t, i + 6, digits: 1...9)) {
            return (make(d, m, y, t, i, i + 4, .iso, weekday, line, lineIndex, referenceYear), i + 5)
        }
        guard isNumber(t, i, digits: 1...2), let day = Int(t[i].text), (1...31).contains(day) else {
            return compact(t, at: i, line: line, lineIndex: lineIndex, referenceYear: referenceYear, weekday: weekday)
        }
        // Numeric: D.M.Y with . - / (a single stray space allowed around dots)
        if isPunct(t, i + 1, ".-/"), isNumber(t, i + 2, digits: 1...2), isPunct(t, i + 3, ".-/"),
           isNumber(t, i + 4, digits: 2...4), t[i + 4].text.count != 3 {
            let p1 = t[i + 1], p2 = t[i + 3]
            let tight1 = !p1.spaced && !t[i + 2].spaced
            let tight2 = !p2.spaced && !t[i + 4].spaced
            let ok1 = p1.text == "." ? !(p1.spaced && t[i + 2].spaced) : tight1
            let ok2 = p2.text == "." ? !(p2.spaced && t[i + 4].spaced) : tight2
            // `09.30` style times and decimal tails must not follow directly: 03.11.2025.5
            let trailingDigits = isPunct(t, i + 5, ".,") && !t[i + 5].spaced && isNumber(t, i + 6, digits: 1...9) && !t[i + 6].spaced
            if ok1, ok2, !trailingDigits, let month = Int(t[i + 2].text), (1...12).contains(month),
               let rawYear = Int(t[i + 4].text),
               let year = expandYear(rawYear, digits: t[i + 4].text.count, referenceYear: referenceYear),
               CalendarDate(year: year, month: month, day: day) != nil {
                return (make(day, month, year, t, i, i + 4, .numeric, weekday, line, lineIndex, referenceYear), i + 5)
            }
        }
        // Textual: 3. november 2025 / 3. nov. 25 / 3 november / 3.november2025
        var j = i + 1
        if isPunct(t, j, ".") { j += 1 }
        if j < t.count, t[j].kind == .word, let month = month(of: t[j].text),
           t[j].text.count >= 3 || t[j].text.lowercased() == "mai" {
            var last = j
            var k = j + 1
            if isPunct(t, k, ".") { k += 1 }
            var year: Int? = nil
            if isNumber(t, k, digits: 2...4), t[k].text.count != 3,
               !(isPunct(t, k + 1, ".:") && isNumber(t, k + 2, digits: 2...2) && !t[k + 1].spaced && !t[k + 2].spaced),
               let raw = Int(t[k].text),
               let y = expandYear(raw, digits: t[k].text.count, referenceYear: referenceYear) {
                year = y
                last = k
            } else if isPunct(t, j + 1, ".") {
                last = j + 1
            }
            let valid = year.map { CalendarDate(year: $0, month: month, day: day) != nil }
                ?? (day <= CalendarDate.daysIn(month: month, year: 2024))
            if valid {
                return (make(day, month, year, t, i, last, .textual, weekday, line, lineIndex, referenceYear), last + 1)
            }
        }
        return nil
    }

    /// `031125` or `03112025` only right after a date label, and never the first half of a
    /// fødselsnummer (`031125 12345`).
    private static func compact(_ t: [Token], at i: Int, line: String, lineIndex: Int, referenceYear: Int,
                                weekday: Bool) -> (DateMention, Int)? {
        guard isNumber(t, i, digits: 6...6) || isNumber(t, i, digits: 8...8) else { return nil }
        if isPunct(t, i + 1, "-") || (i + 1 < t.count && t[i + 1].kind == .number) {
            if isNumber(t, i + 1, digits: 5...5) || isNumber(t, i + 2, digits: 5...5) { return nil }
        }
        // A date label among the three tokens before it.
        let labelled = (max(0, i - 3)..<i).contains { k in
            t[k].kind == .word && Skeleton.make(t[k].text).hasSuffix("dato")
        }
        guard labelled else { return nil }
        let s = Array(t[i].text)
        guard let d = Int(String(s[0..<2])), let m = Int(String(s[2..<4])) else { return nil }
        let yearDigits = s.count - 4
        guard let rawYear = Int(String(s[4...])),
              let y = expandYear(rawYear, digits: yearDigits, referenceYear: referenceYear),
              CalendarDate(year: y, month: m, day: d) != nil else { return nil }
        return (make(d, m, y, t, i, i, .compact, weekday, line, lineIndex, referenceYear), i + 1)
    }

    private static func hasWeekday(before i: Int, _ t: [Token]) -> Bool {
        var k = i - 1
        // skip "," and "den"
        var steps = 0
        while k >= 0, steps < 3 {
            let tok = t[k]
            if tok.kind == .punct, tok.text == "," || tok.text == "." {
                if tok.text == ".", k >= 1, t[k - 1].kind == .word,
                   shortWeekdaySkeletons.contains(Skeleton.make(t[k - 1].text)) || weekdaySkeletons.contains(Skeleton.make(t[k - 1].text)) {
                    return true
                }
                k -= 1; steps += 1; continue
            }
            if tok.kind == .word {
                let w = Skeleton.make(tok.text)
                if w == "den" { k -= 1; steps += 1; continue }
                return weekdaySkeletons.contains(w)
            }
            return false
        }
        return false
    }

    private static func make(_ day: Int, _ month: Int, _ year: Int?, _ t: [Token], _ first: Int, _ last: Int,
                             _ form: DateMention.Form, _ weekday: Bool, _ line: String, _ lineIndex: Int,
                             _ referenceYear: Int) -> DateMention {
        var mention = DateMention(day: day, month: month, year: year, line: lineIndex, start: t[first].start,
                                  end: t[last].end, form: form, hasWeekday: weekday, time: nil)
        mention.time = time(after: last + 1, in: t) ?? time(before: first, in: t)
        return mention
    }

    // MARK: Times

    static let timeLabels: Set<String> = [
        "kl", "klokka", "klokken", "klokkeslett", "tid", "tidspunkt", "oppmøtetid", "oppmøte", "oppmøtetidspunkt",
        "time", "at",
    ]
    private static let timeLabelSkeletons: Set<String> = Set(timeLabels.map(Skeleton.make))

    /// A time starting at token `i`: `kl. 9.30`, `kl 0930`, `klokka 9`, `09:30`, `9.30` (the last
    /// only when `bare` is allowed).
    static func parseTime(_ t: [Token], at start: Int, allowBareDot: Bool) -> ClockTime? {
        var i = start
        var labelled = false
        if i < t.count, t[i].kind == .word, timeLabelSkeletons.contains(Skeleton.make(t[i].text)) {
            labelled = true
            i += 1
            while isPunct(t, i, ".:") { i += 1 }
        }
        guard i < t.count, t[i].kind == .number else { return nil }
        let first = t[i].text
        if first.count == 4, labelled, let h = Int(first.prefix(2)), let m = Int(first.suffix(2)) {
            return ClockTime(hour: h, minute: m)
        }
        guard (1...2).contains(first.count), let h = Int(first) else { return nil }
        if isPunct(t, i + 1, ".:"), isNumber(t, i + 2, digits: 2...2), !t[i + 1].spaced, !t[i + 2].spaced,
           let m = Int(t[i + 2].text) {
            // Not a date `3.11.2025`; but `08.30-09.15` is a time and its end
            let rangeEnd = isPunct(t, i + 3, "-") && isPunct(t, i + 5, ".:") && isNumber(t, i + 6, digits: 2...2)
            if isPunct(t, i + 3, ".-/"), isNumber(t, i + 4, digits: 2...4), !t[i + 3].spaced, !rangeEnd { return nil }
            if labelled || t[i + 1].text == ":" || allowBareDot { return ClockTime(hour: h, minute: m) }
            return nil
        }
        if labelled, !isPunct(t, i + 1, ".,-/") || !(isNumber(t, i + 2, digits: 1...4)) {
            return ClockTime(hour: h, minute: 0)
        }
        return nil
    }

    /// A time within a few tokens after a date (`3.11.2025 kl. 09.30`, `3. nov, 09:30`, `– kl 0930`).
    static func time(after i: Int, in t: [Token]) -> ClockTime? {
        var k = i
        var skipped = 0
        while k < t.count, skipped <= 3 {
            if let time = parseTime(t, at: k, allowBareDot: skipped <= 1) { return time }
            let tok = t[k]
            if tok.kind == .punct, ",-–.(".contains(tok.text) { k += 1; skipped += 1; continue }
            if tok.kind == .word, ["ved", "fra", "fram", "frå", "og", "den", "til", "om", "senest"].contains(Skeleton.make(tok.text)) {
                k += 1; skipped += 1; continue
            }
            if tok.kind == .word, timeLabelSkeletons.contains(Skeleton.make(tok.text)) { k += 1; continue }
            break
        }
        return nil
    }

    /// A labelled time just before a date (`kl. 10.30 mandag 3. november`).
    static func time(before i: Int, in t: [Token]) -> ClockTime? {
        var k = i - 1
        var steps = 0
        while k >= 0, steps < 7 {
            if t[k].kind == .word, timeLabelSkeletons.contains(Skeleton.make(t[k].text)), Skeleton.make(t[k].text) != "time" {
                return parseTime(t, at: k, allowBareDot: false)
            }
            k -= 1; steps += 1
        }
        return nil
    }

    /// A time standing at the start of a line, under a time label (`Tid: 09.30`, `Kl. 10:15`,
    /// `Oppmøte: kl. 8.00`) or alone (`10:30`).
    static func leadingTime(in line: String) -> ClockTime? {
        let t = tokenize(line)
        guard !t.isEmpty else { return nil }
        if t[0].kind == .number { return t.count <= 4 ? parseTime(t, at: 0, allowBareDot: false) : nil }
        guard t[0].kind == .word else { return nil }
        let w = Skeleton.make(t[0].text)
        guard timeLabelSkeletons.contains(w) || w == "klokkeslett" else { return nil }
        if let time = parseTime(t, at: 0, allowBareDot: true) { return time }
        var k = 1
        while k < t.count, k < 4, t[k].kind != .number {
            if t[k].kind == .word, timeLabelSkeletons.contains(Skeleton.make(t[k].text)) {
                return parseTime(t, at: k, allowBareDot: true)
            }
            k += 1
        }
        if k < t.count { return parseTime(t, at: k, allowBareDot: true) }
        return nil
    }
}
