import ArkivatorCore
import Foundation
import ArkivatorTestSupport
import Testing
@testable import ArkivatorStore

/// `../shared/corpus/dev/texts.jsonl` beside the package root (the same layout locally and in CI).
private let corpusPath = sharedCorpus.appendingPathComponent("dev/texts.jsonl").path

/// One line of the corpus: the truth fields this test uses.
private struct CorpusLetter: Decodable {
    let id: String
    let docType: String
    let documentDate: String?
    let institution: String?
    let text: String
}

/// What the oracle knows of one stored letter: each searchable field as its folded words, and
/// the set of their stems, taken once, as every query asks after them.
private struct ScannedLetter {
    let corpusID: String
    let docType: DocumentType
    let fields: [[String]]
    let stems: Set<String>

    init(corpusID: String, docType: DocumentType, fields: [[String]]) {
        self.corpusID = corpusID
        self.docType = docType
        self.fields = fields
        stems = Set(fields.joined().map(NorwegianStemmer.stem))
    }

    func has(_ term: Term, stemmed: Bool = false) -> Bool {
        switch term {
        case .word(let word) where stemmed: stems.contains(NorwegianStemmer.stem(word))
        case .word(let word): fields.contains { $0.contains(word) }
        case .prefix(let prefix): fields.contains { $0.contains { $0.hasPrefix(prefix) } }
        case .phrase(let phrase):
            fields.contains { words in
                words.count >= phrase.count
                    && (0...(words.count - phrase.count)).contains { words[$0..<($0 + phrase.count)].elementsEqual(phrase) }
            }
        }
    }
}

/// A search term as the oracle checks it, already folded.
private enum Term {
    case word(String)
    case prefix(String)
    case phrase([String])

    /// Matched as written, never widened.
    var isExact: Bool {
        if case .word(let word) = self { return NorwegianStopWords.contains(word) }
        return true
    }
}

/// The brute-force reading of a search: every clause must hold; a clause holds when any of its terms does.
private struct CorpusQuery: CustomTestStringConvertible {
    let query: String
    let clauses: [[Term]]

    var testDescription: String { query }
}

/// Folds like the store should, then splits on everything that is not a letter or a digit.
private func foldedWords(_ text: String) -> [String] {
    NorwegianFolding.fold(text).split { !($0.isLetter || $0.isNumber) }.map(String.init)
}

private func word(_ text: String) -> Term { .word(NorwegianFolding.fold(text)) }
private func prefix(_ text: String) -> Term { .prefix(NorwegianFolding.fold(text)) }
private func phrase(_ text: String) -> Term { .phrase(foldedWords(text)) }

/// The development corpus stored in a fresh library, with the oracle's view of every letter.
private struct StoredCorpus {
    let database: ArchiveDatabase
    let letters: [Document.ID: ScannedLetter]

    static func withCorpus(_ body: (StoredCorpus) throws -> Void) throws {
        let lines = try String(contentsOfFile: corpusPath, encoding: .utf8).split(separator: "\n")
        let decoder = JSONDecoder()
        let corpus = try lines.map { try decoder.decode(CorpusLetter.self, from: Data($0.utf8)) }
        try #require(corpus.count == 350)

        try withNewLibrary { _, database throws in
            var letters: [Document.ID: ScannedLetter] = [:]
            for letter in corpus {
                let type = try #require(DocumentType(rawValue: letter.docType), "\(letter.id) type")
                let date = letter.documentDate.flatMap { CalendarDate(iso: $0) }
                let institution = letter.institution ?? ""
                let title = [date?.iso, type.norwegianLabel, institution].compactMap { $0 }.joined(separator: " ")
                let id = try database.saveNewDocument(Document(
                    title: title, docType: type, documentDate: date, institution: letter.institution,
                    text: letter.text, scanDate: Date(timeIntervalSince1970: 1_750_000_000)))
                letters[id] = ScannedLetter(corpusID: letter.id, docType: type,
                                            fields: [title, letter.text, institution].map(foldedWords))
            }
            try body(StoredCorpus(database: database, letters: letters))
        }
    }

    /// The corpus ids the store finds.
    func found(_ query: String, _ filter: DocumentFilter = DocumentFilter()) throws -> Set<String> {
        let hits = try database.search(query, matching: filter, limit: 10_000)
        #expect(hits.count == Set(hits.map(\.document.id)).count, "\(query): a letter was returned twice")
        return Set(hits.map { letters[$0.document.id]?.corpusID ?? "unknown id \($0.document.id)" })
    }

    /// The corpus ids the store finds, best first.
    func ranked(_ query: String, _ filter: DocumentFilter = DocumentFilter()) throws -> [String] {
        try database.search(query, matching: filter, limit: 10_000).map { letters[$0.document.id]?.corpusID ?? "unknown id \($0.document.id)" }
    }

    /// The corpus ids a brute-force scan finds: words as typed, or with any ending Snowball's
    /// Norwegian stemmer takes off.
    func expected(_ query: CorpusQuery, type: DocumentType? = nil, stemmed: Bool = false) -> Set<String> {
        Set(letters.values.filter { letter in
            (type == nil || letter.docType == type)
                && query.clauses.allSatisfy { clause in clause.contains { letter.has($0, stemmed: stemmed) } }
        }.map(\.corpusID))
    }

    /// Prefixes and phrases match exactly what a scan finds. Words find every letter with the
    /// word in any inflection, and may find more (compounds, synonyms, one letter wrong), but
    /// the letters with the words exactly as typed come first.
    func expectAgreement(_ query: CorpusQuery, type: DocumentType? = nil) throws {
        let exact = expected(query, type: type)
        let stemmed = expected(query, type: type, stemmed: true)
        let ranked = try ranked(query.query, DocumentFilter(docType: type))
        let found = Set(ranked)
        #expect(ranked.count == found.count, "\(query.query): a letter was returned twice")
        if query.clauses.allSatisfy({ $0.allSatisfy(\.isExact) }) {
            #expect(found == exact, "\(query.query): missing \(exact.subtracting(found).sorted().prefix(5)), extra \(found.subtracting(exact).sorted().prefix(5))")
        }
        #expect(stemmed.isSubset(of: found), "\(query.query): missing \(stemmed.subtracting(found).sorted().prefix(5))")
        #expect(Set(ranked.prefix(exact.count)) == exact, "\(query.query): the letters with the words as typed come first")
    }
}

private let corpusQueries: [CorpusQuery] = [
    // Plain words.
    CorpusQuery(query: "kontroll", clauses: [[word("kontroll")]]),
    CorpusQuery(query: "Fastlege", clauses: [[word("fastlege")]]),
    CorpusQuery(query: "oslo", clauses: [[word("oslo")]]),
    CorpusQuery(query: "KREATININ", clauses: [[word("kreatinin")]]),
    CorpusQuery(query: "for", clauses: [[word("for")]]),
    CorpusQuery(query: "var", clauses: [[word("var")]]),
    // Words with æ, ø, å.
    CorpusQuery(query: "røntgenbilder", clauses: [[word("røntgenbilder")]]),
    CorpusQuery(query: "blodprøver", clauses: [[word("blodprøver")]]),
    CorpusQuery(query: "før", clauses: [[word("før")]]),
    CorpusQuery(query: "vår", clauses: [[word("vår")]]),
    CorpusQuery(query: "på", clauses: [[word("på")]]),
    CorpusQuery(query: "Øre", clauses: [[word("øre")]]),
    CorpusQuery(query: "sekretær", clauses: [[word("sekretær")]]),
    CorpusQuery(query: "prøvesvar", clauses: [[word("prøvesvar")]]),
    // Accents fold away.
    CorpusQuery(query: "furst", clauses: [[word("fürst")]]),
    CorpusQuery(query: "FÜRST", clauses: [[word("fürst")]]),
    // Prefixes.
    CorpusQuery(query: "prøve*", clauses: [[prefix("prøve")]]),
    CorpusQuery(query: "røntgen*", clauses: [[prefix("røntgen")]]),
    CorpusQuery(query: "hjerte*", clauses: [[prefix("hjerte")]]),
    CorpusQuery(query: "os*", clauses: [[prefix("os")]]),
    CorpusQuery(query: "øst*", clauses: [[prefix("øst")]]),
    CorpusQuery(query: "Blodprø*", clauses: [[prefix("blodprø")]]),
    CorpusQuery(query: "fødsels*", clauses: [[prefix("fødsels")]]),
    CorpusQuery(query: "å*", clauses: [[prefix("å")]]),
    // Several words, phrases and OR.
    CorpusQuery(query: "fastlege kontroll", clauses: [[word("fastlege")], [word("kontroll")]]),
    CorpusQuery(query: "\"Torget legesenter\"", clauses: [[phrase("torget legesenter")]]),
    CorpusQuery(query: "\"med vennlig hilsen\"", clauses: [[phrase("med vennlig hilsen")]]),
    CorpusQuery(query: "kreatinin OR hemoglobin", clauses: [[word("kreatinin"), word("hemoglobin")]]),
    CorpusQuery(query: "oslo røntgen* OR blodprøver",
                clauses: [[word("oslo")], [prefix("røntgen"), word("blodprøver")]]),
]

@Suite("Search over the development corpus", .corpus("dev/texts.jsonl"), .tags(.slow))
struct CorpusSearchTests {
    @Test("every query finds the letters a Snowball-stemmed brute-force scan finds, those with the words as typed first")
    func queriesAgreeWithScan() throws {
        try StoredCorpus.withCorpus { corpus throws in
            #expect(corpus.letters.count == 350)
            for query in corpusQueries {
                #expect(!corpus.expected(query).isEmpty, "\(query.query) must occur in the corpus for the test to mean anything")
                try corpus.expectAgreement(query)
            }
        }
    }

    @Test("a phrase finds exactly the letters a scan finds it in, through the index's word pairs or through its words")
    func phrasesAgreeWithScan() throws {
        try StoredCorpus.withCorpus { corpus throws in
            var random = SeededRandom(seed: 18)
            let fields = corpus.letters.values.sorted { $0.corpusID < $1.corpusID }.flatMap(\.fields).filter { $0.count >= 4 }
            var paired = 0
            var unpaired = 0
            for _ in 0..<150 {
                let words = try #require(fields.randomElement(using: &random))
                let length = Int.random(in: 2...4, using: &random)
                let start = Int.random(in: 0...(words.count - length), using: &random)
                let phrase = Array(words[start..<(start + length)])
                // The same words the other way round, and the first and last without those
                // between: mostly phrases no letter has.
                for words in [phrase, phrase.reversed(), [phrase[0], phrase[length - 1]]] {
                    let query = CorpusQuery(query: "\"" + words.joined(separator: " ") + "\"", clauses: [[.phrase(words)]])
                    #expect(try corpus.found(query.query) == corpus.expected(query), "\(query.query)")
                }
                // Typed without quotes, the letters with the words as a phrase come first.
                let inPhrase = corpus.expected(CorpusQuery(query: "", clauses: [[.phrase(phrase)]]))
                #expect(Set(try corpus.ranked(phrase.joined(separator: " ")).prefix(inPhrase.count)) == inPhrase, "\(phrase)")
                if NorwegianTokenizer.phrase(of: phrase) == phrase { unpaired += 1 } else { paired += 1 }
            }
            #expect(paired >= 30 && unpaired >= 30, "phrases of both kinds were tried: \(paired) paired, \(unpaired) not")
        }
    }

    @Test("ost finds exactly the letters with the word ost and none that only have øst…")
    func ostIsNotOst() throws {
        try StoredCorpus.withCorpus { corpus throws in
            let ost = CorpusQuery(query: "ost", clauses: [[word("ost")]])
            let found = try corpus.found("ost")
            #expect(found == corpus.expected(ost))
            let onlyOst = corpus.expected(CorpusQuery(query: "øst*", clauses: [[prefix("øst")]]))
                .subtracting(corpus.expected(ost))
            #expect(!onlyOst.isEmpty, "the corpus has letters with øst… words")
            #expect(found.isDisjoint(with: onlyOst))
            #expect(try corpus.found("ost*").isDisjoint(with: onlyOst))
            #expect(try corpus.found("østby").isSubset(of: onlyOst))
            #expect(try !corpus.found("østby").isEmpty)
        }
    }

    @Test("words that differ only in æ, ø or å find different letters")
    func distinctWordsStayDistinct() throws {
        try StoredCorpus.withCorpus { corpus throws in
            for (plain, special) in [("for", "før"), ("var", "vår")] {
                let plainFound = try corpus.found(plain)
                let specialFound = try corpus.found(special)
                #expect(plainFound == corpus.expected(CorpusQuery(query: plain, clauses: [[word(plain)]])))
                #expect(specialFound == corpus.expected(CorpusQuery(query: special, clauses: [[word(special)]])))
                #expect(plainFound != specialFound)
            }
            // Words with å that have no plain twin in the corpus find nothing when typed plain.
            for (plain, special) in [("pa", "på"), ("ma", "må"), ("ar", "år"), ("sa", "så")] {
                #expect(try corpus.found(plain).isEmpty, "\(plain) must not find \(special)")
                #expect(try !corpus.found(special).isEmpty)
            }
        }
    }

    @Test("a type filter narrows a corpus search to that type's matching letters")
    func filteredSearchAgreesWithScan() throws {
        try StoredCorpus.withCorpus { corpus throws in
            for type in [DocumentType.henvisning, .innkalling, .vedtak, .labSvar] {
                for query in [CorpusQuery(query: "fastlege", clauses: [[word("fastlege")]]),
                              CorpusQuery(query: "oslo", clauses: [[word("oslo")]])] {
                    try corpus.expectAgreement(query, type: type)
                    let found = try corpus.found(query.query, DocumentFilter(docType: type))
                    #expect(found.isSubset(of: corpus.expected(CorpusQuery(query: "", clauses: []), type: type)), "\(query.query) in \(type.rawValue)")
                }
            }
            // The filter really narrows: some but not all of the letters that mention Oslo are decisions.
            let osloDecisions = try corpus.found("oslo", DocumentFilter(docType: .vedtak))
            #expect(!osloDecisions.isEmpty)
            #expect(osloDecisions.isStrictSubset(of: try corpus.found("oslo")))
            #expect(try !corpus.found("fastlege", DocumentFilter(docType: .innkalling)).isEmpty)
        }
    }
}
