import ArkivatorCore
import Foundation
import GRDB

/// The family's corrections as the analysis learns from them (`Migration011Corrections`).
extension ArchiveDatabase {
    /// Keeps a letter's example; `confirmed` once someone has looked at the letter. False
    /// when the letter is gone.
    @discardableResult
    public func saveCorrection(_ example: FamilyExample, of documentID: Document.ID, confirmed: Bool,
                               at now: Date = Date()) throws -> Bool {
        let json = String(decoding: try JSONEncoder().encode(example), as: UTF8.self)
        return try writer.write { db in
            guard try Bool.fetchOne(db, sql: "SELECT EXISTS (SELECT 1 FROM document WHERE id = ?)", arguments: [documentID]) == true
            else { return false }
            try db.execute(sql: """
                INSERT INTO correction (documentId, example, confirmed, changedAt) VALUES (?, ?, ?, ?)
                ON CONFLICT(documentId) DO UPDATE SET example = excluded.example, confirmed = excluded.confirmed,
                    changedAt = excluded.changedAt
                """, arguments: [documentID, json, confirmed ? 1 : 0, now])
            return true
        }
    }

    /// A letter's example, confirmed or not; nil when none was kept.
    public func correction(of documentID: Document.ID) throws -> FamilyExample? {
        try writer.read { db in
            try String.fetchOne(db, sql: "SELECT example FROM correction WHERE documentId = ?", arguments: [documentID])
        }.flatMap { try? JSONDecoder().decode(FamilyExample.self, from: Data($0.utf8)) }
    }

    /// The `limit` confirmed examples changed last, the oldest of them first; one that no
    /// longer decodes is left out rather than stopping the analysis.
    public func confirmedCorrections(limit: Int) throws -> [FamilyExample] {
        let rows = try writer.read { db in
            try String.fetchAll(db, sql: """
                SELECT example FROM correction WHERE confirmed = 1 ORDER BY changedAt DESC, documentId DESC LIMIT ?
                """, arguments: [limit])
        }
        let decoder = JSONDecoder()
        return rows.reversed().compactMap { try? decoder.decode(FamilyExample.self, from: Data($0.utf8)) }
    }

    /// How many letters the family has confirmed.
    public func confirmedCorrectionCount() throws -> Int {
        try writer.read { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM correction WHERE confirmed = 1") ?? 0 }
    }

    /// Forgets every example, confirmed or not.
    public func deleteAllCorrections() throws {
        try writer.write { db in try db.execute(sql: "DELETE FROM correction") }
    }
}
