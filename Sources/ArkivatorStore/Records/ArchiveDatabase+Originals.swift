import ArkivatorCore
import Foundation
import GRDB

/// A photo or PDF a letter was filed from, as it was given: kept sealed in the letter's folder.
public struct OriginalFileRecord: Sendable, Equatable {
    public var number: Int
    /// The name it came with («IMG_4711.HEIC», «innkalling.pdf»).
    public var name: String
    public var mediaType: String
    /// Relative to the library folder.
    public var path: String
    public var byteCount: Int
    public var sha256: Data
    /// Kept as it was when the letter was redacted, by the owner's choice.
    public var keptUnredacted: Bool

    public init(number: Int, name: String, mediaType: String, path: String, byteCount: Int, sha256: Data,
                keptUnredacted: Bool = false) {
        (self.number, self.name, self.mediaType, self.path) = (number, name, mediaType, path)
        (self.byteCount, self.sha256) = (byteCount, sha256)
        self.keptUnredacted = keptUnredacted
    }
}

/// A page's text as the machine read it, kept from the first correction by hand.
public struct MachineReadingRecord: Sendable, Equatable {
    public var page: Int
    public var text: String
    public var correctedAt: Date
}

extension ArchiveDatabase {
    public func addOriginals(_ originals: [OriginalFileRecord], of id: Document.ID) throws {
        try writer.write { db in
            for original in originals {
                try db.execute(sql: """
                    INSERT INTO originalFile (documentId, number, name, mediaType, path, byteCount, sha256, keptUnredacted)
                    VALUES (?, ?, ?, ?, ?, ?, ?, ?)
                    """, arguments: [id, original.number, original.name, original.mediaType, original.path, original.byteCount, original.sha256,
                                     original.keptUnredacted])
            }
        }
    }

    public func originals(of id: Document.ID) throws -> [OriginalFileRecord] {
        try writer.read { db in
            try Row.fetchAll(db, sql: "SELECT * FROM originalFile WHERE documentId = ? ORDER BY number", arguments: [id]).map {
                OriginalFileRecord(number: $0["number"], name: $0["name"], mediaType: $0["mediaType"], path: $0["path"], byteCount: $0["byteCount"],
                                   sha256: $0["sha256"], keptUnredacted: $0["keptUnredacted"])
            }
        }
    }

    /// The letter, if any, filed from an original with these exact bytes.
    public func documentID(withOriginal sha256: Data) throws -> Document.ID? {
        try writer.read { db in
            try Document.ID.fetchOne(db, sql: "SELECT documentId FROM originalFile WHERE sha256 = ? LIMIT 1", arguments: [sha256])
        }
    }

    public func forgetOriginals(of id: Document.ID) throws {
        try writer.write { db in try db.execute(sql: "DELETE FROM originalFile WHERE documentId = ?", arguments: [id]) }
    }

    /// Forgets the originals numbered `numbers`, whose files were erased.
    public func forgetOriginals(_ numbers: [Int], of id: Document.ID) throws {
        try writer.write { db in
            for number in numbers {
                try db.execute(sql: "DELETE FROM originalFile WHERE documentId = ? AND number = ?", arguments: [id, number])
            }
        }
    }

    public func markOriginalsKeptUnredacted(of id: Document.ID) throws {
        try writer.write { db in
            try db.execute(sql: "UPDATE originalFile SET keptUnredacted = 1 WHERE documentId = ?", arguments: [id])
        }
    }

    /// Keeps `text` as the machine's reading of the page, unless a reading is kept already
    /// (a second correction keeps the first reading).
    public func keepMachineReading(_ text: String, of id: Document.ID, page: Int, at date: Date) throws {
        try writer.write { db in
            try db.execute(sql: """
                INSERT INTO machineReading (documentId, page, text, correctedAt) VALUES (?, ?, ?, ?)
                ON CONFLICT(documentId, page) DO UPDATE SET correctedAt = excluded.correctedAt
                """, arguments: [id, page, text, date])
        }
    }

    public func machineReadings(of id: Document.ID) throws -> [MachineReadingRecord] {
        try writer.read { db in
            try Row.fetchAll(db, sql: "SELECT * FROM machineReading WHERE documentId = ? ORDER BY page", arguments: [id]).map {
                MachineReadingRecord(page: $0["page"], text: $0["text"], correctedAt: $0["correctedAt"])
            }
        }
    }

    /// Moves each kept machine reading to its page's new number (`newNumbers`, by the old);
    /// the reading of a page not among them (removed, or read anew) is forgotten.
    public func renumberMachineReadings(of id: Document.ID, keeping newNumbers: [Int: Int]) throws {
        try writer.write { db in
            let kept = try Row.fetchAll(db, sql: "SELECT * FROM machineReading WHERE documentId = ?", arguments: [id])
            try db.execute(sql: "DELETE FROM machineReading WHERE documentId = ?", arguments: [id])
            for row in kept {
                guard let number = newNumbers[row["page"]] else { continue }
                try db.execute(sql: "INSERT INTO machineReading (documentId, page, text, correctedAt) VALUES (?, ?, ?, ?)",
                               arguments: [id, number, row["text"] as String, row["correctedAt"] as DatabaseValue])
            }
        }
    }
}
