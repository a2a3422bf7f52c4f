import ArkivatorCore
import Foundation
import GRDB

/// Every word the library's letters have used, with its stem, kept beside the full-text index:
/// the lexicon that tells a compound's parts from chance letters («hjerte» + «svikt», not
/// «kn» + «ekk») and the words a misspelt search may have meant. Reading it costs a few range
/// scans of an index, whatever the number of letters. Words of deleted letters stay: they
/// only widen a search to stems that then match nothing.
struct SearchVocabulary {
    let db: Database
    /// Candidates looked at per side of a word; the lexicon's order makes them the nearest.
    private static let candidatesRead = 2_000

    static func record(_ texts: [String?], db: Database) throws {
        let words = texts.compactMap { $0 }.reduce(into: Set<String>()) { $0.formUnion(SearchWords.vocabulary(in: $1)) }
        let insert = try db.cachedStatement(sql: "INSERT OR IGNORE INTO searchWord (word, stem, reversedStem) VALUES (?, ?, ?)")
        let known = try db.cachedStatement(sql: "SELECT 1 FROM searchWord WHERE word = ?")
        for word in words where try Bool.fetchOne(known, arguments: [word]) == nil {
            let stem = NorwegianStemmer.stem(word)
            try insert.execute(arguments: [word, stem, String(stem.reversed())])
        }
    }

    /// Whether a letter has used the word, or a word with this stem.
    func contains(_ wordOrStem: String) throws -> Bool {
        try Bool.fetchOne(db.cachedStatement(sql: """
            SELECT EXISTS (SELECT 1 FROM searchWord WHERE word = ?1) OR EXISTS (SELECT 1 FROM searchWord WHERE stem = ?1)
            """), arguments: [wordOrStem]) ?? false
    }

    /// Every word the letters have used whose stem is one of `stems`.
    func words(withStems stems: Set<String>) throws -> [String] {
        guard !stems.isEmpty else { return [] }
        let list = String(decoding: try JSONEncoder().encode(Array(stems)), as: UTF8.self)
        return try String.fetchAll(db.cachedStatement(sql: """
            SELECT word FROM searchWord WHERE stem IN (SELECT value FROM json_each(?))
            """), arguments: [list])
    }

    /// Other stems of the word where Snowball's rules leave a short word's ending on
    /// («kneet» stays «kneet», a step from «kne»): the word with an inflectional ending taken
    /// off or put on, wherever that gives a word the letters use.
    func inflections(of word: String, stem: String) throws -> [String] {
        // Two letters and an ending are mostly another word («ma» + «t»), as are three and a
        // one-letter ending («bar» + «e»), so short words take only longer endings.
        let longEnough = { (ending: String, stemLength: Int) in stemLength >= 3 && stemLength + ending.count >= 5 }
        var candidates = Self.endings.filter { longEnough($0, word.count) }.map { word + $0 }
        for ending in Self.endings where word.hasSuffix(ending) && longEnough(ending, word.count - ending.count) {
            candidates.append(String(word.dropLast(ending.count)))
        }
        let statement = try db.cachedStatement(sql: "SELECT stem FROM searchWord WHERE word = ?")
        return try candidates.compactMap { try String.fetchOne(statement, arguments: [$0]) }.filter { $0 != stem }
    }

    /// Endings of nouns, adjectives and verbs, Bokmål and Nynorsk.
    private static let endings = ["e", "a", "en", "et", "er", "ar", "ene", "ane", "ne", "s", "ens", "ets", "t", "te", "de"]

    /// The stems of compounds that have the searched word as their head or their modifier,
    /// shortest (the most general) first.
    func compounds(of stem: String, word: String, atMost limit: Int) throws -> [String] {
        var known: [String: Bool] = [:]
        let isWord = { (candidate: String) -> Bool in
            if let answer = known[candidate] { return answer }
            let answer = SearchResources.compoundParts.contains(candidate) || ((try? contains(candidate)) ?? false)
            known[candidate] = answer
            return answer
        }
        let longer = (stem.count + CompoundWords.shortestPart)...Int.max
        let modified = try Entry.fetchAll(db.cachedStatement(sql: """
            SELECT word, stem FROM searchWord WHERE word >= ? AND word < ? AND length(word) BETWEEN ? AND ? LIMIT ?
            """), arguments: [stem, stem + Self.afterEveryLetter, longer.lowerBound, longer.upperBound, Self.candidatesRead])
        let headed = try entries(withStemEndingIn: stem, stemLengths: longer)
        var stems: [String] = []
        for candidate in Set(modified + headed).sorted(by: { ($0.word.count, $0.word) < ($1.word.count, $1.word) })
        where CompoundWords.isPart(stem, from: word, of: candidate.word, stemmed: candidate.stem, isWord: isWord) {
            if !stems.contains(candidate.stem) { stems.append(candidate.stem) }
            if stems.count == limit { break }
        }
        return stems
    }

    /// Stems one edit away from the searched word or its stem. One edit leaves either the
    /// first part of a word or its last part whole, so those two ranges hold every candidate.
    func oneEditFrom(_ stem: String, word: String, atMost limit: Int) throws -> [String] {
        let length = stem.count
        let head = max(2, (length - 2) / 2), tail = max(2, length - head - 2)
        let lengths = (length - 2)...(length + 2)
        let prefix = String(stem.prefix(head))
        let fromTheFront = try String.fetchAll(db.cachedStatement(sql: """
            SELECT DISTINCT stem FROM searchWord WHERE stem >= ? AND stem < ? AND length(stem) BETWEEN ? AND ? LIMIT ?
            """), arguments: [prefix, prefix + Self.afterEveryLetter, lengths.lowerBound, lengths.upperBound, Self.candidatesRead])
        let candidates = Set(fromTheFront + (try entries(withStemEndingIn: String(stem.suffix(tail)), stemLengths: lengths).map(\.stem)))
        return Array(candidates.filter { $0 != stem && (SearchSpelling.areOneEditApart(stem, $0) || SearchSpelling.areOneEditApart(word, $0)) }
            .sorted().prefix(limit))
    }

    /// A word of the vocabulary with the stem it was recorded with.
    private struct Entry: Hashable, FetchableRecord {
        let word: String
        let stem: String

        init(row: Row) {
            word = row["word"]
            stem = row["stem"]
        }
    }

    private func entries(withStemEndingIn suffix: String, stemLengths: ClosedRange<Int>) throws -> [Entry] {
        let reversed = String(suffix.reversed())
        return try Entry.fetchAll(db.cachedStatement(sql: """
            SELECT word, stem FROM searchWord WHERE reversedStem >= ? AND reversedStem < ? AND length(stem) BETWEEN ? AND ? LIMIT ?
            """), arguments: [reversed, reversed + Self.afterEveryLetter, stemLengths.lowerBound, stemLengths.upperBound, Self.candidatesRead])
    }

    /// Sorts after every character a word can hold, closing a range of words with one prefix.
    private static let afterEveryLetter = "\u{10FFFF}"
}
