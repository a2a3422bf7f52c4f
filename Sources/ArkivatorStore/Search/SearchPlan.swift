import ArkivatorCore
import Foundation

/// One reading of a query: the FTS5 expression asked of the index, and what it matches,
/// clause by clause, for marking the matches in a snippet (`SearchMatcher`; its stems are
/// widened to the words that have them by the vocabulary).
struct SearchReading {
    let expression: String
    let clauses: [SearchMatcher.Clause]
}

/// The readings of a query a search tries in turn, each an FTS5 expression matching all the
/// letters the one before it matched and more, so that the order they are tried in is the
/// ranking: the words as a phrase, then every word exactly as typed, then any inflection of
/// each (its stem, and the word with «aa», «ae», «oe» read as «å», «æ», «ø»), then compounds
/// it is a part of, then the thesaurus's words for it (another word, so below the word's own
/// compounds), then, for words of six letters or more, words one edit away. A prefix or a
/// quoted phrase matches the same way in every reading.
struct SearchPlan {
    private let query: SearchQuery
    private let vocabulary: SearchVocabulary
    private let thesaurus: SearchThesaurus
    /// The readings still to come; the phrase, when there is one, comes first.
    private var reaches: [Reach?]
    private var given: Set<String> = []
    private var widened: [String: WidenedWord] = [:]

    /// How far a word reaches in one reading.
    private enum Reach: CaseIterable {
        case exact, inflections, compounds, synonyms, misspellings
    }

    /// A word widened to compounds, synonyms or misspellings matches one of at most this many
    /// stems each, the most general first: enough for any real word, and a bound on the cost.
    private static let widestWord = 48

    init(_ query: SearchQuery, vocabulary: SearchVocabulary, thesaurus: SearchThesaurus) {
        self.query = query
        self.vocabulary = vocabulary
        self.thesaurus = thesaurus
        let hasPhrase = (query.plainWords?.count ?? 0) > 1
        reaches = (hasPhrase ? [nil] : []) + Reach.allCases
    }

    /// The next reading, each different from those before; nil after the broadest. Each is
    /// worked out only when asked for: a search whose first readings fill its page never
    /// looks up compounds or misspellings.
    mutating func nextReading() throws -> SearchReading? {
        while !reaches.isEmpty {
            let reading = try reading(reaching: reaches.removeFirst())
            if given.insert(reading.expression).inserted { return reading }
        }
        return nil
    }

    private mutating func reading(reaching reach: Reach?) throws -> SearchReading {
        guard let reach else {
            let words = query.plainWords ?? []
            return SearchReading(expression: Self.phrase(words), clauses: [.init(phrases: [words])])
        }
        var expressions: [[String]] = []
        var clauses: [SearchMatcher.Clause] = []
        for clause in query.clauses {
            var terms: [String] = []
            var matched = SearchMatcher.Clause()
            for term in clause {
                switch term {
                case .phrase(let words):
                    terms.append(Self.phrase(words))
                    matched.phrases.append(words)
                case .prefix(let start):
                    terms.append(Self.quoted(start) + "*")
                    matched.prefixes.append(start)
                case .word(let word):
                    var widenedWord = widened[word] ?? WidenedWord(word)
                    switch try widenedWord.reach(reach, vocabulary: vocabulary, thesaurus: thesaurus) {
                    case .word(let exact):
                        terms.append(Self.quoted(exact))
                        matched.words.insert(exact)
                    case .stems(let stems):
                        terms.append(Self.either(stems.flatMap(Self.stemTerms)))
                        matched.stems.formUnion(stems)
                    }
                    widened[word] = widenedWord
                }
            }
            expressions.append(terms)
            clauses.append(matched)
        }
        let expression = expressions.map { $0.count == 1 ? $0[0] : "(" + $0.joined(separator: " OR ") + ")" }.joined(separator: " AND ")
        return SearchReading(expression: expression, clauses: clauses)
    }

    /// One searched word and what it reaches, looked up in the vocabulary once per search.
    private struct WidenedWord {
        /// As typed, then as meant when typed without æ, ø and å.
        let forms: [String]
        /// Each form that takes inflections, with its stem.
        private let stemmedForms: [(form: String, stem: String)]
        /// The distinct stems of the forms; the forms themselves for a number or a code.
        let stems: [String]
        private var inflections: [String]?
        private var compounds: [String]?
        private var synonyms: [String]?
        private var misspellings: [String]?

        init(_ word: String) {
            forms = [word] + (SearchSpelling.keyboardVariant(of: word).map { [$0] } ?? [])
            stemmedForms = forms.filter(SearchWords.isStemmed).map { ($0, NorwegianStemmer.stem($0)) }
            let stems = Self.distinct(stemmedForms.map(\.stem), excluding: [])
            self.stems = stems.isEmpty ? forms : stems
        }

        /// What the word matches in one reading: itself as written, or any word with one of these stems.
        enum Matched {
            case word(String)
            case stems([String])
        }

        mutating func reach(_ reach: Reach, vocabulary: SearchVocabulary, thesaurus: SearchThesaurus) throws -> Matched {
            // «for» is not a part of «forhold», nor «var» a misspelt «vår».
            if let word = forms.first, NorwegianStopWords.contains(word) { return .word(word) }
            switch reach {
            case .exact:
                return .word(forms[0])
            case .inflections:
                return .stems(try inflected(vocabulary))
            case .compounds:
                return .stems(try inflected(vocabulary) + (try widenedToCompounds(vocabulary)))
            case .synonyms:
                return .stems(try throughSynonyms(vocabulary, thesaurus))
            case .misspellings:
                let wider = try throughSynonyms(vocabulary, thesaurus)
                return .stems(wider + (try widenedToMisspellings(vocabulary, besides: wider)))
            }
        }

        private mutating func inflected(_ vocabulary: SearchVocabulary) throws -> [String] {
            if let inflections { return stems + inflections }
            var found: [String] = []
            for (form, stem) in stemmedForms {
                found += try vocabulary.inflections(of: form, stem: stem)
            }
            let widened = Self.distinct(found, excluding: stems)
            inflections = widened
            return stems + widened
        }

        private mutating func widenedToCompounds(_ vocabulary: SearchVocabulary) throws -> [String] {
            if let compounds { return compounds }
            var found: [String] = []
            for (form, stem) in stemmedForms {
                found += try vocabulary.compounds(of: stem, word: form, atMost: SearchPlan.widestWord)
            }
            let widened = Self.distinct(found, excluding: try inflected(vocabulary))
            compounds = widened
            return widened
        }

        /// The stems of every reach up to the thesaurus's.
        private mutating func throughSynonyms(_ vocabulary: SearchVocabulary, _ thesaurus: SearchThesaurus) throws -> [String] {
            try inflected(vocabulary) + (try widenedToCompounds(vocabulary)) + (try widenedToSynonyms(vocabulary, thesaurus))
        }

        private mutating func widenedToSynonyms(_ vocabulary: SearchVocabulary, _ thesaurus: SearchThesaurus) throws -> [String] {
            if let synonyms { return synonyms }
            let found = stemmedForms.flatMap { thesaurus.synonyms(ofStem: $0.stem) }
            let widened = Self.distinct(found, excluding: try inflected(vocabulary) + (try widenedToCompounds(vocabulary)))
            synonyms = widened
            return widened
        }

        private mutating func widenedToMisspellings(_ vocabulary: SearchVocabulary, besides wider: [String]) throws -> [String] {
            if let misspellings { return misspellings }
            var found: [String] = []
            if let word = forms.first, word.count >= SearchSpelling.shortestFuzzyWord, let stem = stems.first {
                found = try vocabulary.oneEditFrom(stem, word: word, atMost: SearchPlan.widestWord)
            }
            let widened = Self.distinct(found, excluding: stems + wider)
            misspellings = widened
            return widened
        }

        private static func distinct(_ stems: [String], excluding known: [String]) -> [String] {
            var seen = Set(known)
            return stems.filter { seen.insert($0).inserted }
        }
    }

    /// A stem matches a word that has it as its stem, or that is written as the stem itself.
    private static func stemTerms(_ stem: String) -> [String] {
        [quoted(NorwegianTokenizer.stemMarker + stem), quoted(stem)]
    }

    /// Words one after another, as the index finds them fastest (`NorwegianTokenizer.phrase(of:)`).
    private static func phrase(_ words: [String]) -> String {
        quoted(NorwegianTokenizer.phrase(of: words).joined(separator: " "))
    }

    private static func either(_ terms: [String]) -> String {
        terms.count == 1 ? terms[0] : "(" + terms.joined(separator: " OR ") + ")"
    }

    static func quoted(_ text: String) -> String {
        // A word of the letters never holds a quote; a compound's reading quotes a hundred of them.
        "\"" + (text.utf8.contains(UInt8(ascii: "\"")) ? text.replacingOccurrences(of: "\"", with: "\"\"") : text) + "\""
    }
}

extension SearchThesaurus {
    /// The thesaurus the library ships with, `Resources/synonymer.txt`.
    static let standard = SearchThesaurus(groups: SearchResources.text(of: "synonymer"))
}

/// The data files search ships with, editable without touching the code.
enum SearchResources {
    /// The stems of the common parts of compounds, `Resources/ordledd.txt`, known as words
    /// even in a library whose letters never use them alone.
    static let compoundParts = CompoundWords.stems(ofWordList: text(of: "ordledd"))

    static func text(of name: String) -> String {
        guard let url = Bundle.module.url(forResource: name, withExtension: "txt"),
              let text = try? String(contentsOf: url, encoding: .utf8) else {
            preconditionFailure("\(name).txt is missing from ArkivatorStore's resources")
        }
        return text
    }
}
