import ArkivatorCore
import Foundation
import GRDB

extension ArchiveDatabase {
    /// Letters matching `query`, best first: the query is tried from its narrowest reading to
    /// its broadest (`SearchPlan`), and each reading first in titles and institutions, then
    /// anywhere; within one, the newest letter comes first. Each step asks the index for the
    /// newest few matches only, in the order the index keeps them (its rowid is the letter's
    /// date, then its id), so a search costs about the same for a word in ten letters and
    /// one in ten thousand. Snippets are made for the rows returned only (`SearchSnippet`).
    /// A phrase is found through the index's word pairs (`NorwegianTokenizer`); what still
    /// grows with the matches is a phrase with a stop word or a number in it, checked in every
    /// letter holding all its words until the page is full.
    public func search(_ query: String, matching filter: DocumentFilter, limit: Int, offset: Int = 0) throws -> [SearchHit] {
        guard let parsed = SearchQuery(query) else { throw StoreError.invalidSearchQuery }
        let conditions = FilterSQL(filter)
        let wanted = offset + limit
        return try writer.read { db in
            let vocabulary = SearchVocabulary(db: db)
            var plan = SearchPlan(parsed, vocabulary: vocabulary, thesaurus: .standard)
            var readings: [SearchReading] = []
            var found: [Hit] = []
            var seen = Set<Int64>()
            steps: while let reading = try plan.nextReading() {
                readings.append(reading)
                for index in Self.searchIndexes {
                    let rows = try Row.fetchCursor(db.cachedStatement(sql: """
                        SELECT d.id FROM \(index) JOIN document d ON d.searchKey = \(index).rowid
                        WHERE \(index) MATCH ? AND \(conditions.sql)
                        ORDER BY \(index).rowid DESC LIMIT ?
                        """), arguments: [reading.expression] + conditions.arguments + [wanted - found.count + seen.count])
                    while let row = try rows.next() {
                        let hit = Hit(id: row[0], reading: readings.count - 1)
                        guard seen.insert(hit.id).inserted else { continue }
                        found.append(hit)
                        if found.count == wanted { break steps }
                    }
                }
            }
            let shown = Array(found.dropFirst(offset))
            guard !shown.isEmpty else { return [] }
            let ids = "[" + shown.map { String($0.id) }.joined(separator: ",") + "]"
            let summaries = try DocumentSummarySQL.summaries(db, sql: """
                SELECT \(DocumentSummarySQL.columns) FROM document d LEFT JOIN familyMember f ON f.id = d.personId
                WHERE d.id IN (SELECT value FROM json_each(?))
                """, arguments: [ids]).reduce(into: [Int64: DocumentSummary]()) { byID, summary in byID[summary.id] = summary }
            let snippets = try Self.snippets(of: shown, readings: readings, ids: ids, vocabulary: vocabulary, db)
            return shown.compactMap { hit in
                guard let summary = summaries[hit.id] else { return nil }
                return SearchHit(document: summary, snippet: SearchQuery.highlightedText(SearchQuery.maskingFodselsnumre(snippets[hit.id] ?? "")))
            }
        }
    }

    /// The title and institution index, asked first, then the index of all text.
    private static let headingIndex = "documentHeadingSearch"
    static let searchIndexes = [headingIndex, "documentSearch"]

    private struct Hit {
        let id: Int64
        /// Which of the search's readings found it: an index, as a reading's clauses may hold
        /// hundreds of words, too many to hash for every hit.
        let reading: Int
    }

    /// The marked snippet of each hit, by its id, from the columns the index holds (the
    /// letter's text first; its title, institution and keywords when only they match), with
    /// what the reading that found it matches marked.
    private static func snippets(of hits: [Hit], readings: [SearchReading], ids: String, vocabulary: SearchVocabulary,
                                 _ db: Database) throws -> [Int64: String] {
        var matchers: [Int: SearchMatcher] = [:]
        for reading in Set(hits.map(\.reading)) {
            matchers[reading] = SearchMatcher(clauses: try readings[reading].clauses.map { clause in
                var widened = clause
                widened.words.formUnion(clause.stems)
                widened.words.formUnion(try vocabulary.words(withStems: clause.stems))
                return widened
            })
        }
        let readingOfHit = Dictionary(uniqueKeysWithValues: hits.map { ($0.id, $0.reading) })
        var snippets: [Int64: String] = [:]
        let rows = try Row.fetchCursor(db.cachedStatement(sql: """
            SELECT id, ocrText, title, institution, keywords FROM document WHERE id IN (SELECT value FROM json_each(?))
            """), arguments: [ids])
        while let row = try rows.next() {
            let id: Int64 = row[0]
            guard let reading = readingOfHit[id], let matcher = matchers[reading] else { continue }
            let columns: [Data] = (1...4).map { row[$0] ?? Data() }
            snippets[id] = SearchSnippet.snippet(ofUTF8: columns, matching: matcher, open: SearchQuery.matchStart, close: SearchQuery.matchEnd)
        }
        return snippets
    }
}

extension ArchiveDatabase {
    /// Writes both search indexes anew, once, for a library whose indexes were written before
    /// `NorwegianTokenizer` left fødselsnumre out: they still hold the numbers' digits, and an
    /// index must be read back by the tokenizer that wrote it (a letter changed or deleted is
    /// taken out of it by tokenizing its old text again). So it must run before anything in
    /// the library is written, as unlocking does; at 10 000 letters it takes some seconds.
    public func hideFodselsnumreFromSearchOnce() throws {
        try writer.write { db in
            guard try !Self.settings(db).searchHidesFodselsnumre else { return }
            for index in Self.searchIndexes {
                try db.execute(sql: "INSERT INTO \(index)(\(index)) VALUES('rebuild')")
            }
            try Self.updateSettings(db) { $0.searchHidesFodselsnumre = true }
        }
    }

    /// Merges each search index into a single segment. FTS5 writes a segment per transaction
    /// and merges them only when a level has filled up, and a search reads every segment: a
    /// library just filed in batches answered a common word's search page at half the speed.
    public func compactSearchIndexes() throws {
        try writer.write { db in
            for index in Self.searchIndexes {
                try db.execute(sql: "INSERT INTO \(index)(\(index)) VALUES('optimize')")
            }
        }
        // The merge rewrote the whole index in one transaction; its copy in the write-ahead
        // log would otherwise stay on disk beside the database, as big as the index itself.
        // A reader in another process (serve) may hold the log a while: then it stays as it is.
        _ = try? writer.writeWithoutTransaction { try $0.checkpoint(.truncate) }
    }

    /// How many segments each search index is kept in, by name.
    public func searchIndexSegments() throws -> [String: Int] {
        try writer.read { db in
            try Self.searchIndexes.reduce(into: [:]) { counts, index in
                counts[index] = try Int.fetchOne(db, sql: "SELECT count(DISTINCT segid) FROM \(index)_idx") ?? 0
            }
        }
    }
}

/// What a person typed, read so that it cannot be an FTS5 syntax error: words must all
/// occur, `word*` matches a prefix, `"two words"` a phrase and `"word"` that word exactly,
/// `OR` between two terms accepts either. Words are folded as the index folds them; common
/// words (`NorwegianStopWords`) are left out unless nothing else was typed.
struct SearchQuery {
    enum Term: Hashable {
        case word(String)
        case prefix(String)
        case phrase([String])
    }

    /// Every clause must match, by any one of its terms.
    let clauses: [[Term]]
    /// The words typed, in order, when nothing but words was typed: they are tried as a phrase first.
    let plainWords: [String]?

    /// Private-use characters mark matches in snippets; documents are stored without them.
    static let matchStart = "\u{E000}"
    static let matchEnd = "\u{E001}"

    init?(_ query: String) {
        var clauses: [[Term]] = []
        var words: [String] = []
        var onlyWords = true
        var pendingOr = false
        // SQLite ends a string at NUL; no control character means anything in a search.
        let visible = String(String.UnicodeScalarView(query.unicodeScalars.filter { $0.properties.generalCategory != .control }))
        for token in Self.tokens(of: visible) {
            if token == "OR" {
                pendingOr = !clauses.isEmpty
                continue
            }
            let term: Term
            if token.hasPrefix("\"") {
                let phrase = SearchWords.folded(in: String(token.dropFirst()))
                guard !phrase.isEmpty else { continue }
                term = .phrase(phrase)
                onlyWords = false
            } else {
                let typed = SearchWords.folded(in: token)
                guard let first = typed.first else { continue }
                if typed.count > 1 {
                    term = .phrase(typed)
                    onlyWords = false
                } else if token.hasSuffix("*") {
                    term = .prefix(first)
                    onlyWords = false
                } else {
                    term = .word(first)
                    words.append(first)
                }
            }
            if pendingOr, !clauses.isEmpty {
                clauses[clauses.count - 1].append(term)
                onlyWords = false
            } else {
                clauses.append([term])
            }
            pendingOr = false
        }
        let isCommonWord = { (clause: [Term]) in
            if case .word(let word)? = clause.first, clause.count == 1 { return NorwegianStopWords.contains(word) }
            return false
        }
        let narrowing = clauses.filter { !isCommonWord($0) }
        guard !clauses.isEmpty else { return nil }
        self.clauses = narrowing.isEmpty ? clauses : narrowing
        plainWords = onlyWords ? words : nil
    }

    /// Splits on whitespace, keeping a double-quoted phrase (marked by a leading quote) whole.
    private static func tokens(of query: String) -> [String] {
        var tokens: [String] = []
        var current = ""
        var inPhrase = false
        for character in query {
            if character == "\"" {
                if inPhrase {
                    tokens.append("\"" + current)
                    current = ""
                } else if !current.isEmpty {
                    tokens.append(current)
                    current = ""
                }
                inPhrase.toggle()
            } else if character.isWhitespace && !inPhrase {
                if !current.isEmpty { tokens.append(current) }
                current = ""
            } else {
                current.append(character)
            }
        }
        if !current.isEmpty { tokens.append(inPhrase ? "\"" + current : current) }
        return tokens
    }

    /// Text as it is indexed: without the characters reserved for marking matches, stems and pairs.
    static func withoutMatchMarkers(_ text: String) -> String {
        text.unicodeScalars.contains(where: isReserved)
            ? String(String.UnicodeScalarView(text.unicodeScalars.filter { !isReserved($0) }))
            : text
    }

    private static func isReserved(_ scalar: Unicode.Scalar) -> Bool {
        (0xE000...0xE003).contains(scalar.value)
    }

    /// A snippet goes into lists, where a letter's text is not otherwise shown: the five digits
    /// after the birth date of anything shaped like a fødselsnummer become bullets, as in
    /// `DDMMYY •••••`. The detector looks through the match marks between the digits.
    static func maskingFodselsnumre(_ marked: String) -> String {
        Fodselsnummer.masking(marked, reaching: .anythingShaped)
    }

    static func highlightedText(_ marked: String) -> HighlightedText {
        var segments: [HighlightedText.Segment] = []
        let utf8 = marked.utf8
        var segmentStart = utf8.startIndex
        var inMatch = false
        var index = utf8.startIndex
        // The marks are U+E000 and U+E001: EE 80 80 and EE 80 81 in UTF-8, found byte by byte.
        while index < utf8.endIndex {
            guard utf8[index] == 0xEE, let second = utf8.index(index, offsetBy: 1, limitedBy: utf8.endIndex),
                  let third = utf8.index(second, offsetBy: 1, limitedBy: utf8.endIndex), third < utf8.endIndex,
                  utf8[second] == 0x80, utf8[third] == 0x80 || (utf8[third] == 0x81 && inMatch)
            else {
                index = utf8.index(after: index)
                continue
            }
            if index > segmentStart || inMatch {
                segments.append(.init(text: String(marked[segmentStart..<index]), isMatch: inMatch))
            }
            inMatch = utf8[third] == 0x80
            index = utf8.index(after: third)
            segmentStart = index
        }
        if segmentStart < utf8.endIndex || inMatch {
            segments.append(.init(text: String(marked[segmentStart...]), isMatch: inMatch))
        }
        return HighlightedText(segments: segments)
    }
}
