import ArkivatorCore
import Foundation
import GRDB

/// A filed letter that may be the one being filed again, with its text to compare.
public struct DuplicateCandidate: Sendable {
    public let document: DocumentSummary
    public let text: String
}

extension ArchiveDatabase {
    /// A term found in more letters than this says nothing of which letter it is (a clinic's
    /// phone number, a common word), and its letters are not read further.
    static let duplicateTermReach = 64
    /// Common words of a letter asked for together when it has too few of its own.
    static let duplicateWordsTogether = 6

    /// The few filed letters that hold most of `terms` (`LetterFingerprint.lookupTerms`), the
    /// rarest counting most, best first. Each term is asked of the index for at most
    /// `duplicateTermReach + 1` letters, so the look-up costs about the same in a library of a
    /// hundred letters and of a hundred thousand, and a letter is never compared with all.
    public func duplicateCandidates(forTerms terms: [String], limit: Int) throws -> [DuplicateCandidate] {
        guard !terms.isEmpty, limit > 0 else { return [] }
        return try writer.read { db in
            let statement = try db.cachedStatement(sql: "SELECT rowid FROM documentSearch WHERE documentSearch MATCH ? LIMIT ?")
            var weights: [Int64: Double] = [:]
            var common: [String] = []
            for term in terms {
                // Folded words hold letters and digits only; quoted, the term is that word alone.
                let keys = try Int64.fetchAll(statement, arguments: ["\"\(term)\"", Self.duplicateTermReach + 1])
                guard !keys.isEmpty else { continue }
                guard keys.count <= Self.duplicateTermReach else {
                    common.append(term)
                    continue
                }
                for key in keys { weights[key, default: 0] += 1 / Double(keys.count) }
            }
            // In a large library of letters much alike, a letter may have no word of its own:
            // it is then the one holding all of several common words together, or all but one
            // (a word OCR misread in one of the two readings).
            let together = Array(common.prefix(Self.duplicateWordsTogether))
            if together.count >= 3 {
                let groups = [together] + together.indices.map { left in together.enumerated().filter { $0.offset != left }.map(\.element) }
                for group in groups {
                    let expression = group.map { "\"\($0)\"" }.joined(separator: " AND ")
                    let keys = try Int64.fetchAll(statement, arguments: [expression, Self.duplicateTermReach + 1])
                    guard keys.count <= Self.duplicateTermReach else { continue }
                    for key in keys { weights[key, default: 0] += 1 / Double(keys.count) }
                }
            }
            let best = weights.sorted { ($0.value, $0.key) > ($1.value, $1.key) }.prefix(limit).map(\.key)
            guard !best.isEmpty else { return [] }
            let keys = "[" + best.map(String.init).joined(separator: ",") + "]"
            let found = try DocumentSummarySQL.summaries(db, sql: """
                SELECT \(DocumentSummarySQL.columns), d.searchKey, d.ocrText FROM document d
                LEFT JOIN familyMember f ON f.id = d.personId
                WHERE d.searchKey IN (SELECT value FROM json_each(?))
                """, arguments: [keys]) { row, next -> (key: Int64, text: String) in (row[next], row[next + 1] ?? "") }
            let rank = Dictionary(best.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
            return found.sorted { rank[$0.extra.key] ?? .max < rank[$1.extra.key] ?? .max }
                .map { DuplicateCandidate(document: $0.summary, text: $0.extra.text) }
        }
    }
}
