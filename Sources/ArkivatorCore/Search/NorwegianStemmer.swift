/// Snowball's Norwegian stemmer (the current algorithm, Snowball 3.1), which takes Bokmål and
/// Nynorsk inflections to one stem: «innkallingen», «innkallingene» and «innkallingar» all
/// become «innkalling», «sykehusene» «sykehus». It works on one lowercase word; search uses it
/// on the index and on the query alike, so that both meet in the same stem.
public enum NorwegianStemmer {
    public static func stem(_ word: String) -> String {
        var letters = Array(word)
        let regionStart = r1(of: letters)
        removeMainSuffix(from: &letters, regionStart: regionStart)
        removeConsonantPairT(from: &letters, regionStart: regionStart)
        removeOtherSuffix(from: &letters, regionStart: regionStart)
        if letters.last == "'" { letters.removeLast() }
        return String(letters)
    }

    private static let vowels: Set<Character> = ["a", "e", "ê", "i", "o", "ò", "ó", "ô", "u", "y", "æ", "å", "ø"]
    private static let plainSEndings: Set<Character> = ["b", "c", "d", "f", "g", "h", "j", "l", "m", "n", "o", "p", "t", "v", "y", "z"]

    private static let mainSuffixes: [String] = [
        "a", "e", "ede", "ande", "ende", "ane", "ene", "hetene", "en", "heten", "ar", "er", "heter", "as", "es",
        "edes", "endes", "enes", "hetenes", "ens", "hetens", "ets", "et", "het", "ast", "ers", "s", "erte", "ert",
    ].sorted { $0.count > $1.count }
    /// Before «ers», these keep it («havers» → «hav»); the ones after make it stay («klokkers»).
    private static let ersDeletedAfter = ["giv", "hav", "skap"]
    private static let ersKeptAfter = ["amm", "ast", "ind", "kap", "kk", "lt", "nk", "omm", "pp", "v", "øst"]
    private static let otherSuffixes: [String] = [
        "leg", "eleg", "ig", "eig", "lig", "elig", "els", "lov", "elov", "slov", "hetslov",
    ].sorted { $0.count > $1.count }

    /// Where R1 begins: after the first apostrophe if there is one, else after the first
    /// consonant that follows a vowel; never before the fourth letter. A word of fewer than
    /// three letters has none.
    private static func r1(of letters: [Character]) -> Int {
        guard letters.count >= 3 else { return letters.count }
        var start = letters.count
        if let apostrophe = letters.firstIndex(of: "'") {
            start = apostrophe + 1
        } else if let vowel = letters.firstIndex(where: vowels.contains),
                  let consonant = letters[vowel...].firstIndex(where: { !vowels.contains($0) }) {
            start = consonant + 1
        }
        return max(start, 3)
    }

    /// The longest suffix of the list that lies wholly within R1.
    private static func longestSuffix(of letters: [Character], among suffixes: [String], regionStart: Int) -> String? {
        suffixes.first { $0.count <= letters.count - regionStart && letters[...].hasSuffix($0) }
    }

    private static func removeMainSuffix(from letters: inout [Character], regionStart: Int) {
        guard let suffix = longestSuffix(of: letters, among: mainSuffixes, regionStart: regionStart) else { return }
        let before = letters.dropLast(suffix.count)
        switch suffix {
        case "ers":
            let deleted = ersDeletedAfter.contains { before.hasSuffix($0) }
            let kept = ersKeptAfter.contains { before.hasSuffix($0) }
            if deleted || !kept { letters.removeLast(suffix.count) }
        case "s":
            if hasSEnding(before) { letters.removeLast() }
        case "erte", "ert":
            letters.removeLast(suffix.count)
            letters.append(contentsOf: "er")
        default:
            letters.removeLast(suffix.count)
        }
    }

    /// A letter before a final «s» that makes it an ending: one of the plain ones, «r» not
    /// after «e», or «k» not after a vowel.
    private static func hasSEnding(_ letters: ArraySlice<Character>) -> Bool {
        guard let last = letters.last else { return false }
        if plainSEndings.contains(last) { return true }
        let previous = letters.dropLast().last
        if last == "r" { return previous != "e" }
        if last == "k" { return previous.map { !vowels.contains($0) } ?? false }
        return false
    }

    /// «meldt» → «meld», «operativt» → «operativ», when the pair lies in R1.
    private static func removeConsonantPairT(from letters: inout [Character], regionStart: Int) {
        guard letters.count - regionStart >= 2, letters.last == "t",
              let previous = letters.dropLast().last, previous == "d" || previous == "v" else { return }
        letters.removeLast()
    }

    private static func removeOtherSuffix(from letters: inout [Character], regionStart: Int) {
        guard let suffix = longestSuffix(of: letters, among: otherSuffixes, regionStart: regionStart) else { return }
        letters.removeLast(suffix.count)
    }
}

private extension ArraySlice<Character> {
    func hasSuffix(_ ending: String) -> Bool {
        count >= ending.count && suffix(ending.count).elementsEqual(ending)
    }
}
