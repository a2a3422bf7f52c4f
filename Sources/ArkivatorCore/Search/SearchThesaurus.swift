import Foundation

/// Words a family searches with beside the words its letters use: «blodprøve» for a
/// «laboratoriesvar», «time» for an «innkalling», «sykehus» for a trust's «HF». Read from a
/// data file of one group per line, words separated by commas, `#` starting a comment; every
/// word of a group finds the others, in any of their inflections.
public struct SearchThesaurus: Sendable {
    private let synonymsByStem: [String: [String]]

    public init(groups text: String) {
        var synonyms: [String: Set<String>] = [:]
        for entry in SearchDataFile.entries(of: text) {
            let stems = Set(entry.split(separator: ",").map { NorwegianFolding.fold($0.trimmingCharacters(in: .whitespaces)) }
                .filter { !$0.isEmpty }.map(NorwegianStemmer.stem))
            for stem in stems { synonyms[stem, default: []].formUnion(stems.subtracting([stem])) }
        }
        synonymsByStem = synonyms.mapValues { $0.sorted() }
    }

    /// The stems of the words that mean the same as the word whose stem is given.
    public func synonyms(ofStem stem: String) -> [String] { synonymsByStem[stem] ?? [] }
}
