import ArkivatorCore
import Foundation
import GRDB

// MARK: - The fødselsnumre a letter carries

extension ArchiveDatabase {
    static let detectedNumbersPurpose = "document.fodselsnumre"

    /// The numbers found in the document's text and pages, sealed together with those found
    /// before: a redacted letter still knows whose number it carried. The value key
    /// every write has it: the database opens only once the key is unwrapped.
    func sealDetectedNumbers(of document: Document, id: Document.ID, adding carried: [Fodselsnummer] = [],
                             db: Database) throws {
        let found = carried + document.fodselsnumre
        guard !found.isEmpty else { return }
        let sealed = try storedNumbers(of: id, db: db)
        var all = sealed
        for number in found where !all.contains(number) { all.append(number) }
        guard all != sealed else { return }
        let plaintext = try JSONEncoder().encode(all)
        try db.execute(sql: "UPDATE document SET fodselsnumreSealed = ? WHERE id = ?",
                       arguments: [try valueKey.seal(plaintext, purpose: Self.detectedNumbersPurpose), id])
    }

    /// Documents saved before numbers were sealed get theirs on the first unlock: sealing
    /// needs the value key, which a schema migration never has. One whose text no longer
    /// holds a number gets an empty list, so it is looked at once only.
    func sealNumbersOfEarlierDocuments() throws {
        try writer.write { db in
            let ids = try Int64.fetchAll(db, sql: "SELECT id FROM document WHERE personnummerFound AND fodselsnumreSealed IS NULL")
            for id in ids {
                guard let record = try DocumentRecord.fetchOne(db, key: id) else { continue }
                let pages = try PageRecord.filter(Column("documentId") == id).fetchAll(db)
                try sealDetectedNumbers(of: try record.document(pages: pages), id: id, db: db)
                let none = try valueKey.seal(try JSONEncoder().encode([Fodselsnummer]()), purpose: Self.detectedNumbersPurpose)
                try db.execute(sql: "UPDATE document SET fodselsnumreSealed = ? WHERE id = ? AND fodselsnumreSealed IS NULL",
                               arguments: [none, id])
            }
        }
    }

    /// Every fødselsnummer the document has carried, in the order they were found; needs the
    /// value key. Show them masked unless the owner asks to see them.
    public func detectedFodselsnumre(of id: Document.ID) throws -> [Fodselsnummer] {
        return try writer.read { db in try storedNumbers(of: id, db: db) }
    }

    /// The documents that carry `number`, whether or not their text still shows it.
    public func documents(carrying number: Fodselsnummer) throws -> [Document.ID] {
        return try writer.read { db in
            let rows = try Row.fetchAll(db, sql: "SELECT id, fodselsnumreSealed FROM document WHERE fodselsnumreSealed IS NOT NULL ORDER BY id")
            return try rows.compactMap { row in
                let numbers = try Self.openNumbers(row["fodselsnumreSealed"], valueKey: valueKey)
                return numbers.contains(number) ? row["id"] : nil
            }
        }
    }

    /// Numbers sealed to travel outside the database, such as in a draft waiting for review.
    public func sealed(_ numbers: [Fodselsnummer]) throws -> Data {
        try valueKey.seal(try JSONEncoder().encode(numbers), purpose: Self.detectedNumbersPurpose)
    }

    public func opened(sealedNumbers: Data) throws -> [Fodselsnummer] {
        try Self.openNumbers(sealedNumbers, valueKey: valueKey)
    }

    private func storedNumbers(of id: Document.ID, db: Database) throws -> [Fodselsnummer] {
        guard let sealed = try Data.fetchOne(db, sql: "SELECT fodselsnumreSealed FROM document WHERE id = ?", arguments: [id]) else {
            return []
        }
        return try Self.openNumbers(sealed, valueKey: valueKey)
    }

    private static func openNumbers(_ sealed: Data, valueKey: MasterKey) throws -> [Fodselsnummer] {
        let plaintext = try valueKey.open(sealed, purpose: detectedNumbersPurpose)
        guard let numbers = try? JSONDecoder().decode([Fodselsnummer].self, from: plaintext) else {
            throw StoreError.corruptValue(column: "document.fodselsnumreSealed")
        }
        return numbers
    }
}

// MARK: - Deletions that wait for an undo

/// A deletion that can still be called off.
public struct HeldDeletion: Sendable, Equatable {
    public let documentID: Document.ID
    public let title: String
    public let deletedAt: Date
    public let purgeAfter: Date

    public init(documentID: Document.ID, title: String, deletedAt: Date, purgeAfter: Date) {
        self.documentID = documentID
        self.title = title
        self.deletedAt = deletedAt
        self.purgeAfter = purgeAfter
    }
}

extension ArchiveDatabase {
    /// Hides the document everywhere at once; it is deleted for good by the first purge after
    /// `purgeAfter`, unless it is restored before.
    public func holdForDeletion(_ id: Document.ID, until purgeAfter: Date, now: Date = Date()) throws {
        try writer.write { db in
            guard try Bool.fetchOne(db, sql: "SELECT EXISTS (SELECT 1 FROM document WHERE id = ?)", arguments: [id]) == true else {
                throw StoreError.documentNotFound(id: id)
            }
            try db.execute(sql: """
                INSERT INTO pendingDeletion (documentId, deletedAt, purgeAfter) VALUES (?, ?, ?)
                ON CONFLICT(documentId) DO UPDATE SET deletedAt = excluded.deletedAt, purgeAfter = excluded.purgeAfter
                """, arguments: [id, now, purgeAfter])
        }
    }

    /// Deletions still waiting, the newest first.
    public func heldDeletions() throws -> [HeldDeletion] {
        try writer.read { db in
            try Row.fetchAll(db, sql: """
                SELECT p.documentId, d.title, p.deletedAt, p.purgeAfter
                FROM pendingDeletion p JOIN document d ON d.id = p.documentId
                ORDER BY p.deletedAt DESC, p.documentId DESC
                """).map { row in
                HeldDeletion(documentID: row["documentId"], title: row["title"],
                             deletedAt: row["deletedAt"], purgeAfter: row["purgeAfter"])
            }
        }
    }

    /// Whether the document waits to be deleted, its window open or not.
    public func isHeldForDeletion(_ id: Document.ID) throws -> Bool {
        try writer.read { db in
            try Bool.fetchOne(db, sql: "SELECT EXISTS (SELECT 1 FROM pendingDeletion WHERE documentId = ?)", arguments: [id]) ?? false
        }
    }

    /// Calls off a deletion whose time has not run out; false when there was none to call off.
    public func releaseHeldDeletion(_ id: Document.ID, now: Date = Date()) throws -> Bool {
        try writer.write { db in
            try db.execute(sql: "DELETE FROM pendingDeletion WHERE documentId = ? AND purgeAfter > ?", arguments: [id, now])
            return db.changesCount > 0
        }
    }

    /// The held documents whose undo window has closed.
    public func dueDeletions(now: Date = Date()) throws -> [Document.ID] {
        try writer.read { db in
            try Int64.fetchAll(db, sql: "SELECT documentId FROM pendingDeletion WHERE purgeAfter <= ? ORDER BY purgeAfter", arguments: [now])
        }
    }
}
