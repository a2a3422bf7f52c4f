import ArkivatorCore
import Foundation
import GRDB

extension ArchiveDatabase {
    public func search(_ query: String, matching filter: DocumentFilter, limit: Int) throws -> [SearchHit] {
        guard let match = SearchQuery.ftsPattern(for: query) else { throw StoreError.invalidSearchQuery }
        let conditions = FilterSQL(filter)
        return try writer.read { db in
            // The best `limit` matches are chosen first, so that snippets (which tokenise the
            // text again) are made for the rows shown, not for every match.
            // Column -1 lets FTS5 take the snippet from whichever column matched best.
            let rows = try Row.fetchAll(db, sql: """
                SELECT \(DocumentSummarySQL.columns),
                    snippet(documentSearch, -1, ?, ?, '…', 16) AS snippet
                FROM documentSearch
                JOIN document d ON d.id = documentSearch.rowid
                LEFT JOIN familyMember f ON f.id = d.personId
                WHERE documentSearch MATCH ? AND documentSearch.rowid IN (
                    SELECT documentSearch.rowid FROM documentSearch JOIN document d ON d.id = documentSearch.rowid
                    WHERE documentSearch MATCH ? AND \(conditions.sql)
                    ORDER BY bm25(documentSearch, 8.0, 1.0, 4.0, 4.0), d.sortDate DESC, d.id DESC
                    LIMIT ?)
                ORDER BY bm25(documentSearch, 8.0, 1.0, 4.0, 4.0), d.sortDate DESC, d.id DESC
                """, arguments: [SearchQuery.matchStart, SearchQuery.matchEnd, match, match] + conditions.arguments + [limit])
            return try rows.map { row in
                SearchHit(document: try DocumentSummarySQL.summary(row),
                          snippet: SearchQuery.highlightedText(SearchQuery.maskingFodselsnumre(row["snippet"] ?? "")))
            }
        }
    }
}

/// Turns what a person types into an FTS5 query that cannot be a syntax error:
/// words must all occur, `word*` matches a prefix, `"two words"` a phrase, `OR` between
/// two terms accepts either. Folding happens in the tokenizer, on both sides.
enum SearchQuery {
    /// Private-use characters mark matches in snippets; documents are stored without them.
    static let matchStart = "\u{E000}"
    static let matchEnd = "\u{E001}"

    static func ftsPattern(for query: String) -> String? {
        var terms: [String] = []
        var pendingOr = false
        // SQLite ends a string at NUL; no control character means anything in a search.
        let visible = String(String.UnicodeScalarView(query.unicodeScalars.filter { $0.properties.generalCategory != .control }))
        for token in tokens(of: visible) {
            if token == "OR" {
                pendingOr = !terms.isEmpty
                continue
            }
            let term: String
            if token.hasPrefix("\"") {
                let phrase = token.dropFirst().replacingOccurrences(of: "\"", with: "")
                guard hasWordCharacters(phrase) else { continue }
                term = quoted(phrase)
            } else {
                let isPrefix = token.hasSuffix("*")
                let word = token.replacingOccurrences(of: "*", with: "").replacingOccurrences(of: "\"", with: "")
                guard hasWordCharacters(word) else { continue }
                term = quoted(word) + (isPrefix ? "*" : "")
            }
            if pendingOr, let last = terms.popLast() {
                terms.append("(\(last) OR \(term))")
            } else {
                terms.append(term)
            }
            pendingOr = false
        }
        return terms.isEmpty ? nil : terms.joined(separator: " AND ")
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

    private static func quoted(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }

    private static func hasWordCharacters(_ text: some StringProtocol) -> Bool {
        text.contains { $0.isLetter || $0.isNumber }
    }

    /// Text as it is indexed: without the characters reserved for marking matches.
    static func withoutMatchMarkers(_ text: String) -> String {
        text.unicodeScalars.contains { $0 == "\u{E000}" || $0 == "\u{E001}" }
            ? String(String.UnicodeScalarView(text.unicodeScalars.filter { $0 != "\u{E000}" && $0 != "\u{E001}" }))
            : text
    }

    /// A snippet goes into lists, where a letter's text is not otherwise shown: the five digits
    /// after the birth date of anything shaped like a fødselsnummer become bullets, as in
    /// `DDMMYY •••••`. The detector looks through the match marks between the digits.
    static func maskingFodselsnumre(_ marked: String) -> String {
        Fodselsnummer.masking(marked, reaching: .anythingShaped)
    }

    static func highlightedText(_ marked: String) -> HighlightedText {
        var segments: [HighlightedText.Segment] = []
        var rest = Substring(marked)
        while let start = rest.range(of: matchStart) {
            if start.lowerBound > rest.startIndex {
                segments.append(.init(text: String(rest[..<start.lowerBound]), isMatch: false))
            }
            rest = rest[start.upperBound...]
            let end = rest.range(of: matchEnd)
            segments.append(.init(text: String(rest[..<(end?.lowerBound ?? rest.endIndex)]), isMatch: true))
            rest = end.map { rest[$0.upperBound...] } ?? ""
        }
        if !rest.isEmpty { segments.append(.init(text: String(rest), isMatch: false)) }
        return HighlightedText(segments: segments)
    }
}
