/// Norwegian writes compounds as one word: «hjertesvikt» is «hjerte» + «svikt», «blodprøve»
/// «blod» + «prøve», sometimes joined by an s or an e («sykdomsforløp», «barnehage»). A word is
/// taken as a part of a compound only when what is left over is itself a word, so that
/// «kne» finds «kneprotese» but not «knekk».
public enum CompoundWords {
    /// The stems of a list of words that are often parts of compounds: words separated by
    /// commas or white space, `#` starting a comment.
    public static func stems(ofWordList text: String) -> Set<String> {
        var stems = Set<String>()
        for entry in SearchDataFile.entries(of: text) {
            for word in SearchWords.folded(in: String(entry)) where SearchWords.isStemmed(word) {
                stems.insert(NorwegianStemmer.stem(word))
            }
        }
        return stems
    }

    /// Parts shorter than this are too often just a few letters of another word.
    public static let shortestPart = 3

    /// Whether `part` (a stem, with `partWord` the word it came from) is the head or the
    /// modifier of `compound`, a word as written, whose stem is `compoundStem`; `isWord` says
    /// whether a word or a stem is known, and decides what may be left over.
    public static func isPart(_ part: String, from partWord: String, of compound: String, stemmed compoundStem: String,
                              isWord: (String) -> Bool) -> Bool {
        guard part.count >= shortestPart else { return false }
        // The head carries the compound's ending («blodprøvene»), the modifier stands as written.
        if compoundStem.count >= part.count + shortestPart, compoundStem.hasSuffix(part),
           isModifier(String(compoundStem.dropLast(part.count)), isWord: isWord) { return true }
        for start in Set([part, partWord]) where compound.count >= start.count + shortestPart && compound.hasPrefix(start) {
            if isHead(String(compound.dropFirst(start.count)), isWord: isWord) { return true }
        }
        return false
    }

    /// The first part, perhaps with the joining s or e it takes before the next.
    private static func isModifier(_ rest: String, isWord: (String) -> Bool) -> Bool {
        if isKnown(rest, isWord: isWord) { return true }
        guard let last = rest.last, last == "s" || last == "e" else { return false }
        return isKnown(String(rest.dropLast()), isWord: isWord)
    }

    /// The last part, perhaps after the joining s or e the part before it took.
    private static func isHead(_ rest: String, isWord: (String) -> Bool) -> Bool {
        if isKnown(rest, isWord: isWord) { return true }
        guard let first = rest.first, first == "s" || first == "e" else { return false }
        return isKnown(String(rest.dropFirst()), isWord: isWord)
    }

    private static func isKnown(_ word: String, isWord: (String) -> Bool) -> Bool {
        word.count >= shortestPart && (isWord(word) || isWord(NorwegianStemmer.stem(word)))
    }
}
