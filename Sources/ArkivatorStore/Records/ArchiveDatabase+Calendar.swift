import Crypto
import ArkivatorCore
import Foundation
import GRDB

/// A calendar a phone subscribes to: one person's appointments, or everyone's.
public struct CalendarSubscription: Sendable, Hashable, Identifiable {
    public var id: Int64
    /// Nil for the family's calendar of everyone.
    public var personID: FamilyMember.ID?
    /// The secret in the calendar's address; whoever has it can read the calendar.
    public var token: String
    public var createdAt: Date
}

extension ArchiveDatabase {
    public func calendarSubscriptions() throws -> [CalendarSubscription] {
        try writer.read { db in
            try Row.fetchAll(db, sql: "SELECT id, personId, token, createdAt FROM calendarFeed ORDER BY id").map {
                CalendarSubscription(id: $0["id"], personID: $0["personId"], token: $0["token"], createdAt: $0["createdAt"])
            }
        }
    }

    public func addCalendarSubscription(personID: FamilyMember.ID?, token: String, at now: Date = Date()) throws -> CalendarSubscription {
        try writer.write { db in
            try db.execute(sql: "INSERT INTO calendarFeed (personId, token, createdAt) VALUES (?, ?, ?)",
                           arguments: [personID, token, now])
            return CalendarSubscription(id: db.lastInsertedRowID, personID: personID, token: token, createdAt: now)
        }
    }

    /// The subscription removed, or nil when there was none with that id.
    public func removeCalendarSubscription(id: Int64) throws -> CalendarSubscription? {
        try writer.write { db in
            guard let row = try Row.fetchOne(db, sql: "SELECT id, personId, token, createdAt FROM calendarFeed WHERE id = ?",
                                             arguments: [id])
            else { return nil }
            try db.execute(sql: "DELETE FROM calendarFeed WHERE id = ?", arguments: [id])
            return CalendarSubscription(id: row["id"], personID: row["personId"], token: row["token"], createdAt: row["createdAt"])
        }
    }

    /// The ids (`ToDoItem.id`) of every «Å gjøre» item ticked off.
    public func doneToDoItems() throws -> Set<String> {
        try writer.read { db in
            var done = Set<String>()
            for row in try Row.fetchAll(db, sql: "SELECT documentId, itemKey FROM toDoDone") {
                let documentID: Int64 = row["documentId"]
                let key: String = row["itemKey"]
                done.insert("\(documentID)/\(key)")
            }
            return done
        }
    }

    /// Ticks an item off or on again; false when its letter is gone.
    @discardableResult
    public func setToDoItem(documentID: Document.ID, key: String, done: Bool, at now: Date = Date()) throws -> Bool {
        try writer.write { db in
            guard try Bool.fetchOne(db, sql: "SELECT EXISTS (SELECT 1 FROM document WHERE id = ?)", arguments: [documentID]) == true
            else { return false }
            if done {
                try db.execute(sql: "INSERT INTO toDoDone (documentId, itemKey, doneAt) VALUES (?, ?, ?) ON CONFLICT DO NOTHING",
                               arguments: [documentID, key, now])
            } else {
                try db.execute(sql: "DELETE FROM toDoDone WHERE documentId = ? AND itemKey = ?", arguments: [documentID, key])
            }
            return true
        }
    }
}

extension ArchiveDatabase {
    /// What a calendar or the «Å gjøre» list reads of the letters, without text or pages;
    /// letters held for deletion are left out.
    public enum ActionableLetters: Sendable {
        /// Letters with an appointment on `since` or later, and every letter that moves or
        /// cancels one (which may give no time of its own).
        case appointments(since: CalendarDate)
        /// Letters that give a payment, an answer deadline or a follow-up.
        case toDos
    }

    public func documents(_ kind: ActionableLetters) throws -> [Document] {
        let condition: String
        var arguments = StatementArguments()
        switch kind {
        case .appointments(let since):
            condition = "(d.appointment >= ? OR json_extract(d.actions, '$.change') IS NOT NULL)"
            arguments += [since.iso]
        case .toDos:
            condition = """
                d.actions IS NOT NULL AND (json_extract(d.actions, '$.payments[0]') IS NOT NULL
                    OR json_extract(d.actions, '$.answerDeadline') IS NOT NULL
                    OR json_extract(d.actions, '$.followUps[0]') IS NOT NULL)
                """
        }
        return try writer.read { db in
            // Every column but the text, which is most of a row and which none of them shows.
            try DocumentRecord.fetchAll(db, sql: """
                SELECT d.id, d.title, d.docType, d.documentDate, d.appointment, d.actions, d.institution, d.department,
                       d.specialty, d.personId, d.keywords, '' AS ocrText, d.ocrConfidence, '[]' AS lowConfidenceSpans,
                       d.personnummerFound, d.scanDate, d.uploadStatus, d.driveFileId, d.driveImageId, d.driveWebLink,
                       d.docxPath, d.imagePath, d.pdfPath, d.originalFileName, d.createdAt, d.updatedAt
                FROM document d
                WHERE \(condition) AND d.id NOT IN (SELECT documentId FROM pendingDeletion)
                ORDER BY d.id
                """, arguments: arguments).map { try $0.document(pages: []) }
        }
    }

    /// A value that changes whenever anything a calendar or the «Å gjøre» list shows may have:
    /// a letter saved, changed or held for deletion, an item ticked, a calendar added or
    /// revoked, a name or a setting changed.
    public func calendarStamp() throws -> String {
        try writer.read { db in
            let state = try String.fetchOne(db, sql: """
                SELECT coalesce((SELECT MAX(updatedAt) FROM document), '') || char(31) ||
                       (SELECT COUNT(*) FROM document) || char(31) ||
                       coalesce((SELECT group_concat(documentId) FROM pendingDeletion), '') || char(31) ||
                       coalesce((SELECT group_concat(documentId || itemKey, char(30)) FROM toDoDone), '') || char(31) ||
                       coalesce((SELECT group_concat(id) FROM calendarFeed), '') || char(31) ||
                       coalesce((SELECT group_concat(id || name, char(30)) FROM familyMember), '') || char(31) ||
                       coalesce((SELECT group_concat(key || value, char(30)) FROM setting WHERE key LIKE 'calendar.%'), '')
                """) ?? ""
            let digest = SHA256.hash(data: Data(state.utf8))
            return digest.map { String(format: "%02x", $0) }.joined()
        }
    }
}
