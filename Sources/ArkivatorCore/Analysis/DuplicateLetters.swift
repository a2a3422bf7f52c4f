import Foundation

/// What of a letter's text tells whether another text is the same letter: its running words
/// (as neighbouring pairs, reduced so that OCR's usual confusions do not change them) and its
/// distinctive facts — dates, times, numbers, names and other long words. Two letters written from one template share most
/// of their words but not their facts; two readings of one letter (another photo of the page,
/// the PDF of a letter filed from paper) share their facts and differ in their words only by
/// what OCR made of them.
public struct LetterFingerprint: Sendable {
    /// Neighbouring word pairs of the reduced words.
    let shingles: Set<String>
    /// The reduced words in order, to tell the very same text.
    let words: [String]
    /// Calendar dates, as `day.month.year` (year 0 when not written).
    let dates: Set<String>
    /// Times of day given with a date, as `hour:minute`.
    let times: Set<String>
    /// Numbers of three digits or more: reference numbers, fødselsnumre, phone numbers, amounts.
    let numbers: Set<String>
    /// Words written with a capital and the rest small, reduced: names of people and places.
    let names: Set<String>
    /// The other long words, reduced: a medicine, a finding, a diagnosis.
    let terms: Set<String>
    /// What another reading of this text may show in place of its numbers and words: two or
    /// three neighbouring numbers run together («912 345 670» read as «912345»), two
    /// neighbouring words run together, and every reduced word (a name OCR cut short or
    /// misread by a letter is near one of them).
    let numberReadings: Set<String>
    let wordReadings: Set<String>
    /// The words and numbers most likely to be found in the same letter only, to look it up
    /// in a full-text index: numbers first, then the longest words, folded as search folds them.
    public let lookupTerms: [String]

    /// The most lookup terms a letter gives: enough to survive a poor reading, few enough
    /// that looking them all up stays cheap in a large library.
    public static let lookupTermLimit = 80
    /// Letters a word needs to count as a term (`terms`): shorter ones are mostly the
    /// template's own words, or misread into one another.
    static let shortestTerm = 6

    public init(text: String) {
        let repaired = Self.repairingDigits(text.precomposedStringWithCanonicalMapping)
        let folded = SearchWords.folded(in: repaired)
        let words = folded.filter { $0.count >= 2 }.map(Self.reduced)
        self.words = words
        shingles = words.count < 2 ? Set(words) : Set(zip(words, words.dropFirst()).map { "\($0) \($1)" })
        let isNumber = { (word: String) in word.unicodeScalars.allSatisfy { $0.properties.numericType != nil } }
        numbers = Set(folded.filter { isNumber($0) && $0.count >= 3 })
        var numberReadings = Set<String>()
        for start in folded.indices where isNumber(folded[start]) {
            var joined = folded[start]
            for next in folded.indices.dropFirst(start + 1).prefix(2) {
                guard isNumber(folded[next]) else { break }
                joined += folded[next]
                numberReadings.insert(joined)
            }
        }
        self.numberReadings = numberReadings
        wordReadings = Set(words).union(zip(words, words.dropFirst()).map { $0 + $1 })
        var dates = Set<String>(), times = Set<String>()
        for (index, line) in repaired.split(whereSeparator: \.isNewline).enumerated() {
            // The year only widens two-digit years, read alike in both letters compared.
            for mention in NorwegianDateParser.mentions(in: String(line), lineIndex: index, referenceYear: 2000) {
                dates.insert("\(mention.day).\(mention.month).\(mention.year ?? 0)")
                if let time = mention.time { times.insert("\(time.hour):\(time.minute)") }
            }
        }
        self.dates = dates
        self.times = times
        let names = Set(Self.capitalizedWords(in: repaired).map { Self.reduced(NorwegianFolding.fold($0)) })
        self.names = names
        terms = Set(folded.filter { $0.count >= Self.shortestTerm && SearchWords.isStemmed($0) && !NorwegianStopWords.contains($0) }
            .map(Self.reduced)).subtracting(names)
        var seen = Set<String>()
        let distinct = folded.filter { seen.insert($0).inserted }
        let codes = distinct.filter { !SearchWords.isStemmed($0) && $0.count >= 4 }
        let longWords = distinct.filter { SearchWords.isStemmed($0) && $0.count >= 6 && !NorwegianStopWords.contains($0) }
        let longestFirst = { (a: String, b: String) in (a.count, b) > (b.count, a) }
        lookupTerms = Array((codes.sorted(by: longestFirst) + longWords.sorted(by: longestFirst)).prefix(Self.lookupTermLimit))
    }

    /// A word with what OCR commonly confuses made one: æ read as «ae», ø as «o», å as «a» or
    /// «aa», «m» as «rn» (`docs/norway/ocr_confusions.txt`). Numbers are kept as they are.
    static func reduced(_ folded: String) -> String {
        guard SearchWords.isStemmed(folded) else { return folded }
        var word = folded
        for (from, to) in [("æ", "ae"), ("ø", "o"), ("å", "a"), ("aa", "a"), ("oe", "o"), ("rn", "m")] where word.contains(from) {
            word = word.replacingOccurrences(of: from, with: to)
        }
        return word
    }

    /// Letters OCR reads in place of digits put back where a piece of text is mostly digits
    /// («2O25», «l4.03», «S00»), so that numbers and dates compare as printed.
    static func repairingDigits(_ text: String) -> String {
        let digitLike: [Character: Character] = ["O": "0", "o": "0", "I": "1", "l": "1", "|": "1", "S": "5", "B": "8", "Z": "2"]
        var result = ""
        result.reserveCapacity(text.utf8.count)
        var piece = ""
        func flush() {
            let digits = piece.filter(\.isASCIIDigit).count
            let confusable = piece.filter { digitLike[$0] != nil }.count
            let otherLetters = piece.filter { $0.isLetter && digitLike[$0] == nil }.count
            if digits >= 2, confusable > 0, confusable < digits, otherLetters == 0 {
                result += String(piece.map { digitLike[$0] ?? $0 })
            } else {
                result += piece
            }
            piece = ""
        }
        for character in text {
            if character.isWhitespace {
                flush()
                result.append(character)
            } else {
                piece.append(character)
            }
        }
        flush()
        return result
    }

    /// Words of three letters or more with a capital first and small letters after, as names
    /// are written; common words are left out, as every letter has them.
    static func capitalizedWords(in text: String) -> [String] {
        var found: [String] = []
        var current = String.UnicodeScalarView()
        func finish() {
            defer { current.removeAll(keepingCapacity: true) }
            guard current.count >= 3, let first = current.first, first.properties.isUppercase,
                  current.dropFirst().allSatisfy({ $0.properties.isLowercase }) else { return }
            let word = String(current)
            if !NorwegianStopWords.contains(NorwegianFolding.fold(word)) { found.append(word) }
        }
        for scalar in text.unicodeScalars {
            if SearchWords.isWordScalar(scalar) { current.append(scalar) } else { finish() }
        }
        finish()
        return found
    }
}

/// How much two letters' texts have in common, and whether they are one letter read twice.
public struct LetterResemblance: Sendable, Equatable {
    public enum Verdict: String, Sendable, Codable {
        /// The same words, reduced: the same photo, or the same text filed again.
        case sameText
        /// The same letter read again: its words agree but for OCR's noise, and no date,
        /// number or name of one contradicts the other.
        case sameLetter
        /// Not the same letter (possibly another one from the same template).
        case different
    }

    /// The share of the shorter text's word pairs found in the other.
    public let textOverlap: Double
    /// The share of the longer text's word pairs found in the other.
    public let overlapOfLonger: Double
    /// Facts of each that the other contradicts with a fact of its own, weighted: a date, a
    /// time or a number counts 1, a name or another long word a third.
    public let conflicts: Double
    public let verdict: Verdict

    public var isDuplicate: Bool { verdict != .different }
}

/// The one rule for telling whether a letter is already filed.
public enum DuplicateLetters {
    /// The shorter text's word pairs that must be found in the other: another reading of a
    /// page loses a pair to each misread word, so a fair photo keeps well over half.
    public static let minimumOverlap = 0.5
    /// The longer text's word pairs that must be found in the other: a photo of one page of a
    /// longer letter still holds a good part of it, while a few lines read from a poor photo
    /// (a letterhead shared by every letter of a clinic) do not stand for a letter.
    public static let minimumOverlapOfLonger = 0.2
    /// Fewest word pairs a text needs to be compared at all.
    public static let minimumPairs = 8
    /// Weighted conflicts (`LetterResemblance.conflicts`) at which two letters are different:
    /// one date, time or number, or three names or long words.
    public static let conflictLimit = 1.0

    public static func resemblance(_ a: LetterFingerprint, _ b: LetterFingerprint) -> LetterResemblance {
        let shared = Double(a.shingles.intersection(b.shingles).count)
        let smaller = Double(min(a.shingles.count, b.shingles.count)), larger = Double(max(a.shingles.count, b.shingles.count))
        let overlap = smaller > 0 ? shared / smaller : 0
        let ofLonger = larger > 0 ? shared / larger : 0
        let conflicts = Double(contradicted(a.dates, b.dates, explainedBy: a.dates, b.dates, near: sameDayIfYearLost))
            + Double(contradicted(a.times, b.times, explainedBy: a.times, b.times, near: { _, _ in false }))
            + Double(contradicted(a.numbers, b.numbers, explainedBy: a.numbers.union(a.numberReadings),
                                  b.numbers.union(b.numberReadings), near: numbersAlike))
            + Double(contradicted(a.names, b.names, explainedBy: a.wordReadings, b.wordReadings, near: wordsAlike)) / 3
            + Double(contradicted(a.terms, b.terms, explainedBy: a.wordReadings, b.wordReadings, near: wordsAlike)) / 3
        let verdict: LetterResemblance.Verdict
        if !a.words.isEmpty, a.words == b.words {
            verdict = .sameText
        } else if Int(smaller) >= minimumPairs, overlap >= minimumOverlap, ofLonger >= minimumOverlapOfLonger,
                  conflicts < conflictLimit {
            verdict = .sameLetter
        } else {
            verdict = .different
        }
        return LetterResemblance(textOverlap: overlap, overlapOfLonger: ofLonger, conflicts: conflicts, verdict: verdict)
    }

    public static func resemblance(of a: String, to b: String) -> LetterResemblance {
        resemblance(LetterFingerprint(text: a), LetterFingerprint(text: b))
    }

    /// How many facts the two hold that the other cannot account for, on both sides: a fact
    /// missing from one reading alone is a word OCR lost, while one fact in place of another
    /// (another date, another reference number) is another letter. A fact is accounted for by
    /// what the other text may show in its place (`readingsOfA`, `readingsOfB`), as it is or
    /// near it by `near`.
    static func contradicted(_ a: Set<String>, _ b: Set<String>, explainedBy readingsOfA: Set<String>, _ readingsOfB: Set<String>,
                             near isNear: (String, String) -> Bool) -> Int {
        let unmatchedA = a.filter { fact in !readingsOfB.contains(fact) && !readingsOfB.contains { isNear(fact, $0) } }
        guard !unmatchedA.isEmpty else { return 0 }
        let unmatchedB = b.filter { fact in !readingsOfA.contains(fact) && !readingsOfA.contains { isNear(fact, $0) } }
        return min(unmatchedA.count, unmatchedB.count)
    }

    /// A date whose year OCR lost (`14.9.0`) is the same day of any year.
    static func sameDayIfYearLost(_ a: String, _ b: String) -> Bool {
        (a.hasSuffix(".0") || b.hasSuffix(".0")) && a.split(separator: ".").prefix(2) == b.split(separator: ".").prefix(2)
    }

    /// A number cut short or run together with its neighbour holds the other (of three digits
    /// or more); a long one misread in one digit is the other.
    static func numbersAlike(_ a: String, _ b: String) -> Bool {
        let (short, long) = a.count <= b.count ? (a, b) : (b, a)
        return (short.count >= 3 && long.contains(short)) || (short.count >= 5 && hamming(a, b) == 1)
    }

    /// A word of five letters or more misread, lost or gained by one letter.
    static func wordsAlike(_ a: String, _ b: String) -> Bool {
        a.count >= 5 && abs(a.count - b.count) <= 1 && editDistanceIsOne(a, b)
    }

    static func hamming(_ a: String, _ b: String) -> Int {
        guard a.count == b.count else { return Int.max }
        return zip(a, b).filter { $0 != $1 }.count
    }

    /// Whether one letter put in, taken out or changed turns `a` into `b`.
    static func editDistanceIsOne(_ a: String, _ b: String) -> Bool {
        let a = Array(a), b = Array(b)
        if a.count == b.count { return zip(a, b).filter { $0 != $1 }.count == 1 }
        let (short, long) = a.count < b.count ? (a, b) : (b, a)
        guard long.count - short.count == 1 else { return false }
        var i = 0
        while i < short.count, short[i] == long[i] { i += 1 }
        return short[i...] == long[(i + 1)...]
    }
}
