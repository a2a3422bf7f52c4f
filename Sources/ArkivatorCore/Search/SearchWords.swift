/// The words of a text as search sees them: folded, split where SQLite's `unicode61` splits
/// (at anything but letters, digits, combining marks and private-use characters), stemmed unless they hold a digit.
public enum SearchWords {
    public static func folded(in text: String) -> [String] {
        var words: [String] = []
        var current = String.UnicodeScalarView()
        // A mark on nothing (an emoji's variation selector, a stray accent) makes no word.
        let finish = {
            if current.contains(where: { $0.properties.isAlphabetic || $0.properties.numericType != nil }) {
                words.append(NorwegianFolding.fold(String(current)))
            }
            current.removeAll(keepingCapacity: true)
        }
        for scalar in text.unicodeScalars {
            if isWordScalar(scalar) {
                current.append(scalar)
            } else if !current.isEmpty {
                finish()
            }
        }
        finish()
        return words
    }

    /// The words a search can reach a text by, as a vocabulary keeps them: those of three
    /// letters or more, where compounds and misspellings begin.
    public static func vocabulary(in text: String) -> Set<String> {
        Set(folded(in: text).lazy.filter { $0.count >= CompoundWords.shortestPart && isStemmed($0) })
    }

    /// Numbers, dates and codes are searched as written.
    public static func isStemmed(_ folded: String) -> Bool {
        !folded.unicodeScalars.contains { $0.properties.numericType != nil }
    }

    /// Letters and digits; combining marks (of text typed decomposed) and private-use
    /// characters count too, as in `unicode61`.
    static func isWordScalar(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII {
            return (0x30...0x39).contains(scalar.value) || (0x41...0x5A).contains(scalar.value) || (0x61...0x7A).contains(scalar.value)
        }
        // Latin-1's letters and all of Latin Extended-A and -B (æ, ø, å, é, ü …), without
        // asking for a general category: most of a Norwegian text's other letters.
        if (0xC0...0x24F).contains(scalar.value) { return scalar.value != 0xD7 && scalar.value != 0xF7 }
        switch scalar.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
             .decimalNumber, .letterNumber, .otherNumber, .nonspacingMark, .spacingMark, .enclosingMark, .privateUse:
            return true
        default:
            return false
        }
    }
}
