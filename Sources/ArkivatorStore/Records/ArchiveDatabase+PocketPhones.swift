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

/// A letter's parts that take space, as `letterSizes()` finds them.
public struct LetterSize: Sendable, Equatable {
    public var textBytes: Int
    /// Each page's stored image, relative to the library folder.
    public var pagePaths: [String]
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

    /// What makes up each letter's size on a phone: the bytes of its words and fields, and its
    /// pages' stored files; for the space a choice takes, told before it is fetched.
    public func letterSizes() throws -> [Document.ID: LetterSize] {
        try writer.read { db in
            var sizes: [Document.ID: LetterSize] = [:]
            for row in try Row.fetchAll(db, sql: """
                SELECT id, length(CAST(title || ocrText || keywords || coalesce(institution, '') || coalesce(department, '')
                                       || coalesce(specialty, '') AS BLOB)) AS textBytes
                FROM document
                """) {
                sizes[row["id"]] = LetterSize(textBytes: row["textBytes"], pagePaths: [])
            }
            for row in try Row.fetchAll(db, sql: "SELECT documentId, imagePath FROM page WHERE imagePath IS NOT NULL ORDER BY number") {
                sizes[row["documentId"]]?.pagePaths.append(row["imagePath"])
            }
            return sizes
        }
    }

    /// One letter's last change.
    public func documentVersion(_ id: Document.ID) throws -> Date? {
        try writer.read { db in try Date.fetchOne(db, sql: "SELECT updatedAt FROM document WHERE id = ?", arguments: [id]) }
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
