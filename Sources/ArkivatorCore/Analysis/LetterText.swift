import Foundation

/// One line of a letter as the analysers see it: the cleaned text, a case-folded form and an
/// OCR-tolerant "skeleton" used for phrase matching.
struct LetterLine: Sendable {
    /// Position among all lines (blank lines included).
    let index: Int
    let text: String
    /// Lowercased, accents folded, æøå kept (``NorwegianFolding``).
    let folded: String
    /// OCR-tolerant form (see ``Skeleton``); compare only with other skeletons.
    let skeleton: String
    /// Offsets in `text` of the single spaces that stand for a wide gap in the printed line (three
    /// spaces or more, or a tab): where one column of a header ends and the next begins.
    var wideGaps: Set<Int> = []
    /// The line as printed, its spaces kept: where each cell of a table stands.
    var printed = ""
    var isBlank: Bool { text.allSatisfy(\.isWhitespace) }

    /// The line's printed columns, split at its wide gaps (the gaps ``wideGaps`` marks).
    var columns: [String] { printedCells(gap: 3).map(\.text) }

    /// The printed cells of the line, split where `gap` spaces or more stand between them, each
    /// with its printed column; a shorter run of spaces is one space, as in ``text``.
    func printedCells(gap: Int = 2) -> [(column: Int, text: String)] {
        var cells: [(Int, String)] = []
        var current = "", start = 0, spaces = 0
        // A line made from a value rather than read (a caption's item) has only its text.
        for (column, character) in (printed.isEmpty ? text : printed).enumerated() {
            if character == " " {
                spaces += 1
                continue
            }
            if !current.isEmpty, spaces >= gap {
                cells.append((start, current))
                current = ""
            } else if !current.isEmpty, spaces > 0 {
                current += " "
            }
            if current.isEmpty { start = column }
            current.append(character)
            spaces = 0
        }
        if !current.isEmpty { cells.append((start, current)) }
        return cells
    }

    /// The printed column of the character at `offset` in ``text``.
    func printedColumn(of offset: Int) -> Int? {
        var seen = 0
        var previousWasSpace = true
        for (column, character) in printed.enumerated() {
            if character == " " {
                previousWasSpace = true
                continue
            }
            if previousWasSpace, seen > 0 { seen += 1 }  // the one space ``text`` keeps
            if seen == offset { return column }
            seen += 1
            previousWasSpace = false
        }
        return nil
    }

    /// The text of the column that holds `offset`: from the last wide gap before it.
    func column(before offset: Int) -> String {
        let start = wideGaps.filter { $0 < offset }.max().map { $0 + 1 } ?? 0
        return String(Array(text)[start..<max(start, offset)])
    }
}

/// A letter's text split into lines, repaired for the usual OCR and encoding damage.
struct LetterText: Sendable {
    let lines: [LetterLine]
    /// Indices of the non-blank lines, in order.
    let contentLines: [Int]

    init(_ raw: String) {
        let cleaned = TextRepair.repair(raw)
        var lines: [LetterLine] = []
        for (i, piece) in cleaned.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let text = TextRepair.collapseSpaces(String(piece))
            lines.append(LetterLine(index: i, text: text, folded: NorwegianFolding.fold(text),
                                    skeleton: Skeleton.make(text), wideGaps: TextRepair.wideGaps(in: String(piece)),
                                    printed: String(piece)))
        }
        self.lines = lines
        self.contentLines = lines.filter { !$0.isBlank }.map(\.index)
    }

    /// The n-th non-blank line's position in ``lines``.
    func contentPosition(ofLine index: Int) -> Int {
        contentLines.firstIndex(of: index) ?? contentLines.count
    }
}

/// Undoes encoding damage (NFC, UTF-8 read as cp1252, HTML entities) and the digit/letter
/// confusions OCR makes inside groups of digits.
enum TextRepair {
    private static let mojibake: [(String, String)] = [
        ("Ã¦", "æ"), ("Ã†", "Æ"), ("Ã¸", "ø"), ("Ã˜", "Ø"), ("Ã¥", "å"), ("Ã…", "Å"),
        ("Ã©", "é"), ("Ã¼", "ü"), ("Ã¶", "ö"), ("Ã¤", "ä"), ("Ã„", "Ä"), ("Ã–", "Ö"),
        ("&oslash;", "ø"), ("&Oslash;", "Ø"), ("&aring;", "å"), ("&Aring;", "Å"),
        ("&aelig;", "æ"), ("&AElig;", "Æ"), ("&amp;", "&"), ("&nbsp;", " "),
        ("\r\n", "\n"), ("\r", "\n"), ("\t", "   "), ("\u{00A0}", " "), ("\u{2009}", " "),
        ("\u{202F}", " "), ("\u{2013}", "-"), ("\u{2014}", "-"), ("\u{2212}", "-"),
        ("\u{FB01}", "fi"), ("\u{FB02}", "fl"),
    ]

    static func repair(_ raw: String) -> String {
        var text = raw.precomposedStringWithCanonicalMapping
        let triggers: Set<Unicode.Scalar> = ["Ã", "&", "\r", "\t", "\u{00A0}", "\u{2009}", "\u{202F}", "\u{2013}",
                                             "\u{2014}", "\u{2212}", "\u{FB01}", "\u{FB02}"]
        if text.unicodeScalars.contains(where: { triggers.contains($0) }) {
            for (bad, good) in mojibake where text.contains(bad) {
                text = text.replacingOccurrences(of: bad, with: good)
            }
        }
        return repairDigitGroups(text)
    }

    /// Collapses runs of spaces and trims the line.
    static func collapseSpaces(_ line: String) -> String {
        line.split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ")
    }

    /// Where ``collapseSpaces`` turns a run of three spaces or more into one: that space's offset
    /// in the collapsed line.
    static func wideGaps(in line: String) -> Set<Int> {
        var gaps = Set<Int>()
        var collapsedOffset = 0
        var run = 0
        var seenText = false
        for c in line {
            if c == " " {
                run += 1
                continue
            }
            if seenText, run > 0 {
                if run >= 3 { gaps.insert(collapsedOffset) }
                collapsedOffset += 1
            }
            run = 0
            seenText = true
            collapsedOffset += 1
        }
        return gaps
    }

    /// Letters OCR puts in place of digits (O/o for 0, l/I/| for 1).
    static let digitLookalikes: [Character: Character] = ["O": "0", "o": "0", "l": "1", "I": "1", "|": "1"]

    private static func inRunClass(_ c: Character) -> Bool {
        c.isASCIIDigit || digitLookalikes[c] != nil || ".:-/,".contains(c)
    }

    /// `I50.9 Hjertesvikt`, `O80 Normal fødsel`: an ICD-10 code whose chapter letter looks like a
    /// digit. A capital I or O, two digits, maybe a decimal, and then a space: no date or time has
    /// that shape (`O3.11.2025`, `kl. O9.3O` have one digit before the point).
    private static func isDiagnosisCode(_ run: ArraySlice<Character>, followedBy next: Character?) -> Bool {
        guard let first = run.first, first == "I" || first == "O", next == nil || next == " " else { return false }
        let rest = Array(run.dropFirst())
        guard rest.count >= 2, rest[0].isASCIIDigit, rest[1].isASCIIDigit else { return false }
        if rest.count == 2 { return true }
        return rest[2] == "." && (4...5).contains(rest.count) && rest[3...].allSatisfy(\.isASCIIDigit)
    }

    /// Inside a group of digits and date/time punctuation (`2O25`, `l2.O5.2025`, `kl.O9.3O`),
    /// look-alike letters become digits; letters that belong to a word (`Olsen`, `kl.`, `mmol/l`)
    /// stay. A group needs two real digits and no more look-alikes than digits.
    /// The replacement is one character for one, so offsets are kept.
    static func repairDigitGroups(_ text: String) -> String {
        let chars = Array(text)
        guard chars.contains(where: { digitLookalikes[$0] != nil }) else { return text }
        var out = chars
        var i = 0
        while i < chars.count {
            guard inRunClass(chars[i]) else { i += 1; continue }
            var start = i
            var end = i
            while end < chars.count, inRunClass(chars[end]) { end += 1 }
            i = end
            // Look-alikes at an edge that touches a letter belong to that word.
            if start > 0, chars[start - 1].isLetter {
                while start < end, digitLookalikes[chars[start]] != nil { start += 1 }
            }
            var stop = end
            if stop < chars.count, chars[stop].isLetter {
                while stop > start, digitLookalikes[chars[stop - 1]] != nil { stop -= 1 }
            }
            guard start < stop else { continue }
            let run = chars[start..<stop]
            if isDiagnosisCode(run, followedBy: stop < chars.count ? chars[stop] : nil) { continue }
            let digits = run.filter(\.isASCIIDigit).count
            let looks = run.filter { digitLookalikes[$0] != nil }.count
            guard looks > 0, digits >= 1, digits + looks >= 2, looks <= digits else { continue }
            for k in start..<stop {
                guard let d = digitLookalikes[chars[k]] else { continue }
                let prevDigit = k > start && (chars[k - 1].isASCIIDigit || digitLookalikes[chars[k - 1]] != nil)
                let nextDigit = k + 1 < stop && (chars[k + 1].isASCIIDigit || digitLookalikes[chars[k + 1]] != nil)
                if prevDigit || nextDigit { out[k] = d }
            }
        }
        return String(out)
    }
}

/// An OCR-tolerant comparison key: lowercase, accents and æøå folded to ASCII, and the
/// letters OCR confuses (l/I/1/|, rn/m, 0/o, vv/w, c/e) merged. Two strings that differ only by such
/// confusions have the same skeleton.
enum Skeleton {
    static func make(_ text: String) -> String {
        var out = [UInt8]()
        out.reserveCapacity(text.utf8.count)
        var previousIsLetter = false
        @inline(__always) func emit(_ b: UInt8) {
            // rn → m and vv → w (OCR merges and splits these)
            if b == 0x6E, out.last == 0x72 { out[out.count - 1] = 0x6D; return }
            if b == 0x76, out.last == 0x76 { out[out.count - 1] = 0x77; return }
            out.append(b)
        }
        for scalar in text.unicodeScalars {
            let v = scalar.value
            if v < 0x80 {
                var b = UInt8(v)
                if b >= 0x41 && b <= 0x5A { b += 0x20 }
                switch b {
                case 0x6C, 0x7C, 0x21: emit(0x69)                        // l | ! → i
                case 0x63: emit(0x65)                                    // c → e (OCR reads e as c)
                case 0x31: emit(previousIsLetter ? 0x69 : 0x31)          // 1 → i inside words
                case 0x30: emit(previousIsLetter ? 0x6F : 0x30)          // 0 → o inside words
                case 0x60: emit(0x27)
                default: emit(b)
                }
                previousIsLetter = (b >= 0x61 && b <= 0x7A)
                continue
            }
            previousIsLetter = scalar.properties.isAlphabetic
            switch v {
            case 0xE6, 0xC6, 0xE4, 0xC4, 0x1FD, 0x1FC: emit(0x61); emit(0x65)       // æ ä → ae
            case 0xF8, 0xD8, 0xF6, 0xD6, 0x1FF, 0x1FE, 0xF3, 0xD3, 0xF2, 0xD2, 0xF4, 0xD4, 0xF5, 0xD5: emit(0x6F)
            case 0xE5, 0xC5, 0xE0, 0xC0, 0xE1, 0xC1, 0xE2, 0xC2, 0xE3, 0xC3: emit(0x61)
            case 0xE9, 0xC9, 0xE8, 0xC8, 0xEA, 0xCA, 0xEB, 0xCB: emit(0x65)
            case 0xFC, 0xDC, 0xFA, 0xDA, 0xF9, 0xD9, 0xFB, 0xDB: emit(0x75)
            case 0xED, 0xCD, 0xEC, 0xCC, 0xEE, 0xCE, 0xEF, 0xCF: emit(0x69)
            case 0x2010, 0x2011, 0x2013, 0x2014: emit(0x2D)
            case 0x2019, 0xB4: emit(0x27)
            default:
                let lower = scalar.properties.lowercaseMapping
                for b in lower.utf8 { out.append(b) }
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// Whether `phrase` (already a skeleton) occurs in `line` (a skeleton) on word boundaries.
    /// A phrase ending in `*` may be followed by more letters (a stem); one starting with `*`
    /// may be preceded by letters.
    static func contains(_ line: String, _ phrase: String) -> Bool {
        firstRange(of: phrase, in: line) != nil
    }

    static func lastRange(of phrase: String, in line: String) -> Range<String.Index>? {
        var last: Range<String.Index>? = nil
        var from = line.startIndex
        while from < line.endIndex, let r = firstRange(of: phrase, in: line, from: from) {
            last = r
            from = line.utf8.index(after: r.lowerBound)
        }
        return last
    }

    @inline(__always)
    static func isWordByte(_ b: UInt8) -> Bool {
        (b >= 0x30 && b <= 0x39) || (b >= 0x41 && b <= 0x5A) || (b >= 0x61 && b <= 0x7A) || b >= 0x80
    }

    static func firstRange(of phrase: String, in line: String, from start: String.Index? = nil) -> Range<String.Index>? {
        let utf8 = line.utf8
        let startOffset = start.map { utf8.distance(from: utf8.startIndex, to: $0) } ?? 0
        // Read in place rather than copied into arrays: this runs for every phrase of the
        // gazetteer on every line of every letter, and the copies were most of its cost.
        let match = withBytes(of: phrase) { whole -> (at: Int, length: Int)? in
            var p = whole[...]
            var stem = false, leadingStem = false
            if p.last == UInt8(ascii: "*") { p = p.dropLast(); stem = true }
            if p.first == UInt8(ascii: "*") { p = p.dropFirst(); leadingStem = true }
            guard let first = p.first, let last = p.last else { return nil }
            let pattern = UnsafeBufferPointer(rebasing: p)
            let at = withBytes(of: line) { h in
                search(h, pattern, from: startOffset, stem: stem, leadingStem: leadingStem,
                       pWordStart: isWordByte(first), pWordEnd: isWordByte(last))
            }
            return at.map { ($0, pattern.count) }
        }
        guard let match else { return nil }
        let lower = utf8.index(utf8.startIndex, offsetBy: match.at)
        let upper = utf8.index(lower, offsetBy: match.length)
        return lower..<upper
    }

    private static func withBytes<Result>(of text: String, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        if let result = text.utf8.withContiguousStorageIfAvailable(body) { return result }
        return Array(text.utf8).withUnsafeBufferPointer(body)
    }

    private static func search(_ h: UnsafeBufferPointer<UInt8>, _ p: UnsafeBufferPointer<UInt8>, from: Int, stem: Bool, leadingStem: Bool,
                               pWordStart: Bool, pWordEnd: Bool) -> Int? {
        let n = h.count, m = p.count
        guard m <= n, from <= n - m else { return nil }
        let first = p[0]
        var i = from
        while i <= n - m {
            if h[i] == first {
                var j = 1
                while j < m, h[i + j] == p[j] { j += 1 }
                if j == m {
                    let beforeOK = leadingStem || !pWordStart || i == 0 || !isWordByte(h[i - 1])
                    let afterOK = stem || !pWordEnd || i + m == n || !isWordByte(h[i + m])
                    if beforeOK && afterOK { return i }
                }
            }
            i += 1
        }
        return nil
    }
}

/// Which of many phrases (skeletons, with `*` as `Skeleton.firstRange` reads it) may occur in
/// a line: a phrase that begins with a letter or digit matches only where a word begins, so
/// the first two bytes of the line's words rule out all but a few phrases of a long list
/// before any is searched for. Where they occur `Skeleton` still decides; this only spares
/// it the thousands of searches per letter that could not succeed.
struct PhraseOpenings: Sendable {
    private var byOpening: [UInt16: [Int]] = [:]
    /// Phrases that cannot be told by their opening (a leading `*`, one byte, or nil: a phrase
    /// the caller matches otherwise), candidates in every line.
    private var always: [Int] = []

    init(_ phrases: [String?]) {
        for (position, phrase) in phrases.enumerated() {
            var pattern = Array((phrase ?? "").utf8)
            if pattern.last == UInt8(ascii: "*") { pattern.removeLast() }
            if pattern.count >= 2, pattern[0] != UInt8(ascii: "*"), Skeleton.isWordByte(pattern[0]) {
                byOpening[Self.opening(pattern[0], pattern[1]), default: []].append(position)
            } else {
                always.append(position)
            }
        }
    }

    /// The positions of the phrases that may occur in `skeleton`, in the order of the list.
    func candidates(in skeleton: String) -> [Int] {
        var candidates = Set(always)
        let bytes = Array(skeleton.utf8)
        for i in bytes.indices.dropLast() where Skeleton.isWordByte(bytes[i]) && (i == 0 || !Skeleton.isWordByte(bytes[i - 1])) {
            candidates.formUnion(byOpening[Self.opening(bytes[i], bytes[i + 1])] ?? [])
        }
        return candidates.sorted()
    }

    private static func opening(_ first: UInt8, _ second: UInt8) -> UInt16 {
        UInt16(first) << 8 | UInt16(second)
    }
}

extension Character {
    var isLetterOrDigit: Bool { isLetter || isNumber }
}

/// Edit distance for short strings (names, month words).
enum EditDistance {
    static func levenshtein(_ a: String, _ b: String, limit: Int = .max) -> Int {
        let x = Array(a), y = Array(b)
        if x.isEmpty { return y.count }
        if y.isEmpty { return x.count }
        if abs(x.count - y.count) > limit { return limit + 1 }
        var prev = Array(0...y.count)
        var cur = [Int](repeating: 0, count: y.count + 1)
        for i in 1...x.count {
            cur[0] = i
            var rowMin = cur[0]
            for j in 1...y.count {
                cur[j] = Swift.min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (x[i - 1] == y[j - 1] ? 0 : 1))
                rowMin = Swift.min(rowMin, cur[j])
            }
            if rowMin > limit { return limit + 1 }
            swap(&prev, &cur)
        }
        return prev[y.count]
    }
}
