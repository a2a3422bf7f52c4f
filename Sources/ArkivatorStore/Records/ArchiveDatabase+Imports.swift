import ArkivatorCore
import Crypto
import Foundation
import GRDB

/// A new document as it is saved, with what it carries beside its text.
public struct NewDocument: Sendable {
    public var document: Document
    /// Fødselsnumre it carried beyond those still in its text (redacted before it was saved).
    public var carrying: [Fodselsnummer]
    /// The digest of the file (or photos) it was imported from (`ImportedSource.digest`).
    public var importedSource: Data?

    public init(_ document: Document, carrying: [Fodselsnummer] = [], importedSource: Data? = nil) {
        self.document = document
        self.carrying = carrying
        self.importedSource = importedSource
    }
}

/// How `arkivator import` knows a file it has filed before (`Migration008ImportedSources`).
public enum ImportedSource {
    /// The SHA-256 of the bytes of a letter's files, one after another in page order.
    public static func digest(of files: [Data]) -> Data {
        var hash = SHA256()
        for file in files { hash.update(data: file) }
        return Data(hash.finalize())
    }

    /// The source of a letter sent under an upload key (`Library.receive(_:uploadKey:)`): a
    /// digest, so the table holds no sender's key as it was given.
    public static func digest(ofUploadKey key: String) -> Data {
        Data(SHA256.hash(data: Data("upload-key:\(key)".utf8)))
    }
}

extension ArchiveDatabase {
    /// Saves new documents in one transaction, each as `saveNewDocument` does, with the source
    /// each was imported from; the folders in `finishing`, whose files were written for them,
    /// stop being in progress in the same transaction. Returns the ids in order.
    public func saveNewDocuments(_ documents: [NewDocument], finishing folders: [String] = []) throws -> [Document.ID] {
        try writer.write { db in
            let ids = try documents.map { new in
                let id = try insertNew(new.document, carrying: new.carrying, db: db)
                if let source = new.importedSource {
                    try db.execute(sql: "INSERT INTO importedSource (sha256, documentId) VALUES (?, ?)", arguments: [source, id])
                }
                return id
            }
            try forgetImportsInProgress(folders, db: db)
            return ids
        }
    }

    /// The letter imported from `source`, if one still is in the library.
    public func documentID(importedFrom source: Data) throws -> Document.ID? {
        try writer.read { db in try Int64.fetchOne(db, sql: "SELECT documentId FROM importedSource WHERE sha256 = ?", arguments: [source]) }
    }

    /// The digests of every source imported into a letter still in the library.
    public func importedSources() throws -> Set<Data> {
        try writer.read { db in Set(try Data.fetchAll(db, sql: "SELECT sha256 FROM importedSource")) }
    }

    /// Records folders (relative to the library) whose files are about to be written for
    /// documents not saved yet, so that a process killed before it saves them leaves a trace.
    public func recordImportsInProgress(_ folders: [String]) throws {
        try writer.write { db in
            for folder in folders {
                try db.execute(sql: "INSERT OR IGNORE INTO importInProgress (folder) VALUES (?)", arguments: [folder])
            }
        }
    }

    /// The folders of documents whose saving was cut short, their files owned by no document.
    public func importsInProgress() throws -> [String] {
        try writer.read { db in try String.fetchAll(db, sql: "SELECT folder FROM importInProgress ORDER BY folder") }
    }

    public func forgetImportsInProgress(_ folders: [String]) throws {
        try writer.write { db in try forgetImportsInProgress(folders, db: db) }
    }

    private func forgetImportsInProgress(_ folders: [String], db: Database) throws {
        for folder in folders {
            try db.execute(sql: "DELETE FROM importInProgress WHERE folder = ?", arguments: [folder])
        }
    }
}
