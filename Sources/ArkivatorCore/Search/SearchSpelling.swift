import Foundation

/// How a searched word may be spelled differently from the letter's: typed on an English
/// keyboard, or misread by OCR. Words are folded (`NorwegianFolding`) on both sides.
public enum SearchSpelling {
    /// Searches shorter than this are not matched fuzzily: at five letters and below one edit
    /// turns too many words into others («ost» would find «øst», «lege» «lage»).
    public static let shortestFuzzyWord = 6

    /// The word as meant when typed without æ, ø and å («paaminnelse», «vaer», «hoeyre»), nil
    /// when it has none of their stand-ins. The typed form is searched too: «Aasen» is a name.
    public static func keyboardVariant(of folded: String) -> String? {
        guard folded.contains("aa") || folded.contains("ae") || folded.contains("oe") else { return nil }
        return folded.replacingOccurrences(of: "aa", with: "å")
            .replacingOccurrences(of: "ae", with: "æ")
            .replacingOccurrences(of: "oe", with: "ø")
    }

    /// Whether two different words are one edit apart: a letter added, dropped, changed, two
    /// neighbours swapped, or one of the misreadings OCR makes of a pair of letters
    /// («rn» read for «m», «cl» for «d», «ae» for «æ»), which costs one edit, not two.
    public static func areOneEditApart(_ first: String, _ second: String) -> Bool {
        let a = Array(first.unicodeScalars), b = Array(second.unicodeScalars)
        guard a != b, abs(a.count - b.count) <= 1 else { return false }
        var prefix = 0
        while prefix < min(a.count, b.count), a[prefix] == b[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < min(a.count, b.count) - prefix, a[a.count - 1 - suffix] == b[b.count - 1 - suffix] { suffix += 1 }
        let middleA = a[prefix..<(a.count - suffix)], middleB = b[prefix..<(b.count - suffix)]
        switch (middleA.count, middleB.count) {
        case (0, 1), (1, 0), (1, 1): return true
        case (2, 2): return middleA.first == middleB.last && middleA.last == middleB.first
        default: return isOCRMisreading(String(String.UnicodeScalarView(middleA)), String(String.UnicodeScalarView(middleB)))
        }
    }

    private static func isOCRMisreading(_ a: String, _ b: String) -> Bool {
        misreadings.contains { ($0.0 == a && $0.1 == b) || ($0.0 == b && $0.1 == a) }
    }

    /// Pairs of letters Tesseract reads as one and the other way round (see the shared notes
    /// on OCR confusions); single letters misread are plain substitutions already.
    private static let misreadings: [(String, String)] = [
        ("rn", "m"), ("cl", "d"), ("li", "h"), ("ii", "u"), ("vv", "w"), ("in", "m"),
        ("ae", "æ"), ("aa", "å"), ("oe", "ø"),
    ]
}
