import ArkivatorCore
import Foundation
import GRDB

/// Every stem the library's letters have used, kept beside the full-text index: the lexicon
/// that tells a compound's parts from chance letters («hjerte» + «svikt», not «kn» + «ekk»)
/// and the words a misspelt search may have meant. Reading it costs two range scans of an
/// index, whatever the number of letters. Stems of deleted letters stay: they only widen a
/// search to words that then match nothing.
struct SearchVocabulary {
    let db: Database
    /// Candidates looked at per side of a word; the lexicon's order makes them the nearest.
    private static let candidatesRead = 4_000

    static func record(_ texts: [String?], db: Database) throws {
        let stems = texts.compactMap { $0 }.reduce(into: Set<String>()) { $0.formUnion(SearchWords.vocabularyStems(in: $1)) }
        let insert = try db.cachedStatement(sql: "INSERT OR IGNORE INTO searchStem (stem, reversed) VALUES (?, ?)")
        for stem in stems { try insert.execute(arguments: [stem, String(stem.reversed())]) }
    }

    func contains(_ stem: String) throws -> Bool {
        try Bool.fetchOne(db.cachedStatement(sql: "SELECT 1 FROM searchStem WHERE stem = ?"), arguments: [stem]) ?? false
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
        return try candidates.filter { $0 != stem && $0 != word }.filter(contains)
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
        let candidates = try Set(stems(startingWith: stem) + stems(endingWith: stem)).sorted { ($0.count, $0) < ($1.count, $1) }
        return Array(candidates.lazy.filter { CompoundWords.isPart(stem, from: word, of: $0, isWord: isWord) }.prefix(limit))
    }

    /// Stems one edit away from the searched word or its stem. One edit leaves either the
    /// first part of a word or its last part whole, so those two ranges hold every candidate.
    func oneEditFrom(_ stem: String, word: String, atMost limit: Int) throws -> [String] {
        let length = stem.count
        let head = max(2, (length - 2) / 2), tail = max(2, length - head - 2)
        let lengths = (length - 2)...(length + 2)
        let candidates = try stems(startingWith: String(stem.prefix(head)), lengths: lengths)
            + stems(endingWith: String(stem.suffix(tail)), lengths: lengths)
        return Array(Set(candidates).filter { $0 != stem && (SearchSpelling.areOneEditApart(stem, $0) || SearchSpelling.areOneEditApart(word, $0)) }
            .sorted().prefix(limit))
    }

    private func stems(startingWith prefix: String, lengths: ClosedRange<Int> = 0...Int.max) throws -> [String] {
        try String.fetchAll(db.cachedStatement(sql: """
            SELECT stem FROM searchStem WHERE stem >= ? AND stem < ? AND length(stem) BETWEEN ? AND ? LIMIT ?
            """), arguments: [prefix, prefix + Self.afterEveryLetter, lengths.lowerBound, lengths.upperBound, Self.candidatesRead])
    }

    private func stems(endingWith suffix: String, lengths: ClosedRange<Int> = 0...Int.max) throws -> [String] {
        let reversed = String(suffix.reversed())
        return try String.fetchAll(db.cachedStatement(sql: """
            SELECT stem FROM searchStem WHERE reversed >= ? AND reversed < ? AND length(stem) BETWEEN ? AND ? LIMIT ?
            """), arguments: [reversed, reversed + Self.afterEveryLetter, lengths.lowerBound, lengths.upperBound, Self.candidatesRead])
    }

    /// Sorts after every character a word can hold, closing a range of words with one prefix.
    private static let afterEveryLetter = "\u{10FFFF}"
}
