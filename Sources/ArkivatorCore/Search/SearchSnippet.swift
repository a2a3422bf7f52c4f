import Foundation

/// What one reading of a search matches in a letter's words, to mark them in a snippet: the
/// reading's clauses, each matched by any of its forms.
public struct SearchMatcher: Sendable {
    public struct Clause: Hashable, Sendable {
        /// Folded words matched as they are: the words typed, and every word of the letters
        /// with one of the reading's stems.
        public var words: Set<String>
        /// Stems a word shorter than a vocabulary keeps (`CompoundWords.shortestPart`) is
        /// stemmed to be matched against; longer words are found in `words`.
        public var stems: Set<String>
        public var prefixes: [String]
        public var phrases: [[String]]

        public init(words: Set<String> = [], stems: Set<String> = [], prefixes: [String] = [], phrases: [[String]] = []) {
            self.words = words
            self.stems = stems
            self.prefixes = prefixes
            self.phrases = phrases
        }
    }

    public let clauses: [Clause]
    /// Whether a token may be a match, by how it begins and its length in bytes, decided
    /// before the token is folded: most of a letter's words are passed over without it. An
    /// ASCII letter folds to itself in lower case, so a token beginning with two of them can
    /// only match a form beginning with the same two; a token beginning otherwise may fold to
    /// anything, and is let through on its first byte alone, or on its length.
    private var firstBytes = [Bool](repeating: false, count: 128)
    /// The forms' first two bytes where both are ASCII, one bit per pair; a form of one byte
    /// (a one-letter prefix or stem) lets any second byte through.
    private var firstPairs = [UInt64](repeating: 0, count: 128 * 128 / 64)
    private var shortestForm = Int.max
    private var longestForm = 0

    public init(clauses: [Clause]) {
        self.clauses = clauses
        let forms = clauses.flatMap { clause in
            Array(clause.words) + Array(clause.stems) + clause.prefixes + clause.phrases.flatMap { $0 }
        }
        let prefixes = Set(clauses.flatMap(\.prefixes))
        for form in forms {
            let bytes = Array(form.utf8)
            guard let first = bytes.first else { continue }
            if first < 0x80 {
                firstBytes[Int(first)] = true
                // A second byte outside ASCII is never met here: such a token is let through on its first.
                let seconds: [UInt8] = bytes.count == 1 ? Array(0..<0x80) : bytes[1] < 0x80 ? [bytes[1]] : []
                for second in seconds {
                    let pair = Self.pairIndex(first, second)
                    firstPairs[pair >> 6] |= 1 << (pair & 63)
                }
            }
            shortestForm = min(shortestForm, bytes.count)
            longestForm = prefixes.contains(form) ? Int.max : max(longestForm, bytes.count)
        }
    }

    private static func pairIndex(_ first: UInt8, _ second: UInt8) -> Int {
        Int(first) << 7 | Int(second)
    }

    /// The folded token, when it may match: a form's first bytes, and a length a form's
    /// folding can have (folding never lengthens a word, and at most triples its bytes back).
    func candidate(_ bytes: UnsafeBufferPointer<UInt8>) -> String? {
        guard let first = bytes.first, bytes.count >= shortestForm,
              longestForm == .max || bytes.count <= longestForm * 3
        else { return nil }
        if first < 0x80 {
            let first = NorwegianFolding.lowercasedASCII(first)
            guard firstBytes[Int(first)] else { return nil }
            if bytes.count > 1, bytes[1] < 0x80 {
                let pair = Self.pairIndex(first, NorwegianFolding.lowercasedASCII(bytes[1]))
                guard firstPairs[pair >> 6] & (1 << (pair & 63)) != 0 else { return nil }
            }
            // Folding an ASCII word keeps its length.
            if bytes.count > longestForm, bytes.allSatisfy({ $0 < 0x80 }) { return nil }
        }
        return NorwegianFolding.fold(utf8: bytes)
    }

    /// The clauses a folded token matches on its own (phrases are matched in `SearchSnippet`).
    func clausesMatching(_ word: String) -> [Int] {
        clauses.indices.filter { index in
            let clause = clauses[index]
            if clause.words.contains(word) || clause.prefixes.contains(where: word.hasPrefix) { return true }
            return !clause.stems.isEmpty && word.count < CompoundWords.shortestPart && SearchWords.isStemmed(word)
                && clause.stems.contains(NorwegianStemmer.stem(word))
        }
    }
}

/// The snippet a list shows for a letter: the window of words in which the reading that found
/// it matches most, as SQLite's FTS5 `snippet()` chooses one (the most clauses first, then the
/// most matches; a window beginning a sentence or the text preferred), found without
/// tokenizing the letter through SQLite, which was most of what a page of results cost.
public enum SearchSnippet {
    /// Words in a snippet.
    public static let length = 16

    /// The best window of `columns` (the first column with a match is used), its matched words
    /// between `open` and `close`, `…` where the text goes on; the start of the first
    /// non-empty column when nothing matches.
    public static func snippet(of columns: [String], matching matcher: SearchMatcher, open: String, close: String) -> String {
        snippet(ofUTF8: columns.map { Data($0.utf8) }, matching: matcher, open: open, close: close)
    }

    /// `snippet(of:matching:open:close:)` of columns as SQLite keeps them, UTF-8: a page of
    /// results spares making and checking a string of each letter's whole text.
    public static func snippet(ofUTF8 columns: [Data], matching matcher: SearchMatcher, open: String, close: String) -> String {
        var unmatched: String?
        for column in columns where !column.isEmpty {
            let snippet = column.withUnsafeBytes { raw -> String? in
                let bytes = raw.bindMemory(to: UInt8.self)
                let words = words(of: bytes, matching: matcher)
                guard let start = bestStart(words, in: bytes) else {
                    if unmatched == nil { unmatched = render(bytes, words, from: 0, open: open, close: close) }
                    return nil
                }
                return render(bytes, words, from: start, open: open, close: close)
            }
            if let snippet { return snippet }
        }
        return unmatched ?? ""
    }

    private struct Word {
        let start: Int
        let end: Int
        /// The clauses matched here, as a bit set.
        var clauses: UInt64 = 0
    }

    /// The words as SQLite's `unicode61` splits them (`SearchWords`), with what each matches.
    /// One pass over the bytes, ASCII without decoding: a page of results reads every word
    /// of twenty-five letters.
    private static func words(of bytes: UnsafeBufferPointer<UInt8>, matching matcher: SearchMatcher) -> [Word] {
        var words: [Word] = []
        words.reserveCapacity(bytes.count / 6)
        let hasPhrases = matcher.clauses.contains { !$0.phrases.isEmpty }
        var folded: [String?] = []
        var index = 0
        while index < bytes.count {
            while index < bytes.count, wordScalarLength(bytes, at: index) == 0 {
                index += scalarLength(bytes[index])
            }
            guard index < bytes.count else { break }
            let start = index
            while index < bytes.count {
                let length = wordScalarLength(bytes, at: index)
                guard length > 0 else { break }
                index += length
            }
            let word = matcher.candidate(UnsafeBufferPointer(rebasing: bytes[start..<index]))
            var clauses: UInt64 = 0
            if let word {
                for clause in matcher.clausesMatching(word) where clause < 64 { clauses |= 1 << clause }
            }
            words.append(Word(start: start, end: index, clauses: clauses))
            if hasPhrases { folded.append(word) }
        }
        guard hasPhrases else { return words }
        for (clause, phrases) in matcher.clauses.map(\.phrases).enumerated() where clause < 64 {
            for phrase in phrases where !phrase.isEmpty && phrase.count <= words.count {
                for first in 0...(words.count - phrase.count)
                where phrase.indices.allSatisfy({ folded[first + $0] == phrase[$0] }) {
                    for offset in phrase.indices { words[first + offset].clauses |= 1 << clause }
                }
            }
        }
        return words
    }

    /// Whether a sentence (the text, a line, or what follows «. » or «: ») begins at `start`.
    private static func beginsSentence(_ bytes: UnsafeBufferPointer<UInt8>, at start: Int) -> Bool {
        var index = start - 1
        var sawSpace = false
        while index >= 0, bytes[index] == 0x20 || bytes[index] == 0x09 || bytes[index] == 0x0D {
            sawSpace = true
            index -= 1
        }
        guard index >= 0 else { return true }
        switch bytes[index] {
        case 0x0A: return true
        case UInt8(ascii: "."), UInt8(ascii: ":"), UInt8(ascii: "!"), UInt8(ascii: "?"): return sawSpace
        default: return false
        }
    }

    /// The first word of the best window, nil when no word matches.
    private static func bestStart(_ words: [Word], in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        func score(from start: Int) -> (score: Int, first: Int, last: Int) {
            var seen: UInt64 = 0, score = 0, first = -1, last = -1
            for index in start..<min(start + length, words.count) where words[index].clauses != 0 {
                let new = words[index].clauses & ~seen
                score += new == 0 ? 1 : 1000 * new.nonzeroBitCount
                seen |= words[index].clauses
                if first < 0 { first = index }
                last = index
            }
            return (score, first, last)
        }
        var best: (score: Int, start: Int)?
        func consider(_ score: Int, from start: Int) {
            if score > best?.score ?? 0 { best = (score, start) }
        }
        /// The last word at or before `position` that begins a sentence, looked for only as far
        /// back as a window reaches; the text's first word counts as one.
        func sentenceStart(before position: Int) -> Int? {
            stride(from: position, through: max(0, position - length + 1), by: -1).first { start in
                start == 0 || beginsSentence(bytes, at: words[start].start)
            }
        }
        for (position, word) in words.enumerated() where word.clauses != 0 {
            let window = score(from: position)
            // The matches in the middle of their window, as far as the text allows.
            let centred = window.first - (length - (window.last - window.first + 1)) / 2
            consider(window.score, from: max(0, min(centred, words.count - length)))
            if let sentenceStart = sentenceStart(before: position), sentenceStart < position {
                consider(score(from: sentenceStart).score + (sentenceStart == 0 ? 120 : 100), from: sentenceStart)
            }
        }
        return best?.start
    }

    private static func render(_ bytes: UnsafeBufferPointer<UInt8>, _ words: [Word], from start: Int,
                               open: String, close: String) -> String {
        guard start < words.count else { return "" }
        let end = min(start + length, words.count)
        var snippet = start > 0 ? "…" : ""
        var copied = words[start].start
        func copy(to offset: Int) {
            snippet += String(decoding: UnsafeBufferPointer(rebasing: bytes[copied..<offset]), as: UTF8.self)
            copied = offset
        }
        for word in words[start..<end] where word.clauses != 0 {
            copy(to: word.start)
            snippet += open
            copy(to: word.end)
            snippet += close
        }
        copy(to: words[end - 1].end)
        return end < words.count ? snippet + "…" : snippet
    }

    /// The length in bytes of the scalar at `index` when it belongs to a word, else 0.
    @inline(__always)
    private static func wordScalarLength(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Int {
        let lead = bytes[index]
        // Digits in the low half of ASCII, letters in the high half, one bit each.
        if lead < 0x40 { return Int((0x03FF_0000_0000_0000 as UInt64) >> lead & 1) }
        if lead < 0x80 { return Int((0x07FF_FFFE_07FF_FFFE as UInt64) >> (lead - 0x40) & 1) }
        let (scalar, length) = decode(bytes, at: index)
        return SearchWords.isWordScalar(scalar) ? length : 0
    }

    private static func scalarLength(_ lead: UInt8) -> Int {
        lead < 0x80 ? 1 : lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : 2
    }

    /// The scalar at `index` of valid UTF-8, and its length in bytes.
    private static func decode(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> (Unicode.Scalar, Int) {
        let lead = bytes[index]
        if lead < 0x80 { return (Unicode.Scalar(lead), 1) }
        let length = scalarLength(lead)
        var value = UInt32(lead) & (0xFF >> (length + 1))
        for offset in 1..<min(length, bytes.count - index) {
            value = value << 6 | UInt32(bytes[index + offset] & 0x3F)
        }
        return (Unicode.Scalar(value) ?? "\u{FFFD}", length)
    }
}
