import ArkivatorCore
import Foundation
import GRDB

/// A phone that carries a copy of chosen letters, sealed to its own key.
public struct PocketPhoneRecord: Sendable, Equatable {
    public var id: String
    public var name: String
    /// The phone's P-256 key-agreement key, as SubjectPublicKeyInfo (DER).
    public var publicKey: Data
    /// What it carries, as the Library writes it (JSON).
    public var selection: String
    public var createdAt: Date
    public var lastFetchAt: Date?
    public var removedAt: Date?

    public init(id: String, name: String, publicKey: Data, selection: String, createdAt: Date,
                lastFetchAt: Date? = nil, removedAt: Date? = nil) {
        (self.id, self.name, self.publicKey, self.selection) = (id, name, publicKey, selection)
        (self.createdAt, self.lastFetchAt, self.removedAt) = (createdAt, lastFetchAt, removedAt)
    }
}

extension ArchiveDatabase {
    public func addPocketPhone(_ phone: PocketPhoneRecord) throws {
        try writer.write { db in
            try db.execute(sql: """
                INSERT INTO pocketPhone (id, name, publicKey, selection, createdAt, lastFetchAt, removedAt)
                VALUES (?, ?, ?, ?, ?, ?, ?)
                """, arguments: [phone.id, phone.name, phone.publicKey, phone.selection, phone.createdAt, phone.lastFetchAt,
                                 phone.removedAt])
        }
    }

    public func pocketPhones() throws -> [PocketPhoneRecord] {
        try writer.read { db in
            try Row.fetchAll(db, sql: "SELECT * FROM pocketPhone ORDER BY createdAt").map(Self.pocketPhone)
        }
    }

    public func pocketPhone(_ id: String) throws -> PocketPhoneRecord? {
        try writer.read { db in
            try Row.fetchOne(db, sql: "SELECT * FROM pocketPhone WHERE id = ?", arguments: [id]).map(Self.pocketPhone)
        }
    }

    public func setPocketSelection(_ selection: String, of id: String) throws {
        try writer.write { db in
            try db.execute(sql: "UPDATE pocketPhone SET selection = ? WHERE id = ?", arguments: [selection, id])
        }
    }

    public func recordPocketFetch(of id: String, at date: Date) throws {
        try writer.write { db in
            try db.execute(sql: "UPDATE pocketPhone SET lastFetchAt = ? WHERE id = ?", arguments: [date, id])
        }
    }

    public func markPocketPhoneRemoved(_ id: String, at date: Date) throws {
        try writer.write { db in
            try db.execute(sql: "UPDATE pocketPhone SET removedAt = ? WHERE id = ? AND removedAt IS NULL", arguments: [date, id])
        }
    }

    public func deletePocketPhone(_ id: String) throws {
        try writer.write { db in try db.execute(sql: "DELETE FROM pocketPhone WHERE id = ?", arguments: [id]) }
    }

    /// Each letter's last change, by id: what a phone's copy is compared with.
    public func documentVersions() throws -> [Document.ID: Date] {
        try writer.read { db in
            var versions: [Document.ID: Date] = [:]
            for row in try Row.fetchAll(db, sql: "SELECT id, updatedAt FROM document") {
                versions[row["id"]] = row["updatedAt"]
            }
            return versions
        }
    }

    private static func pocketPhone(_ row: Row) -> PocketPhoneRecord {
        PocketPhoneRecord(id: row["id"], name: row["name"], publicKey: row["publicKey"], selection: row["selection"],
                          createdAt: row["createdAt"], lastFetchAt: row["lastFetchAt"], removedAt: row["removedAt"])
    }
}
