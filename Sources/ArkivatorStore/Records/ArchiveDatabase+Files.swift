import ArkivatorCore
import Foundation
import GRDB

extension ArchiveDatabase {
    /// Saves an edited document and, if it ever went to Drive, queues the changed files to go
    /// again: in one transaction, so an edit is never saved without its re-upload. What the
    /// sync wrote meanwhile (status, Drive ids) is kept, since the edit was made on an older copy.
    public func updateDocument(_ document: Document, requeueing kinds: [UploadFileKind]) throws {
        guard let id = document.id else { throw StoreError.documentNotFound(id: 0) }
        try writer.write { db in
            var document = document
            if let row = try Row.fetchOne(db, sql: "SELECT uploadStatus, driveFileId, driveImageId, driveWebLink FROM document WHERE id = ?",
                                          arguments: [id]) {
                document.uploadStatus = UploadStatus(rawValue: row["uploadStatus"]) ?? document.uploadStatus
                document.drive = DriveReferences(documentFileID: row["driveFileId"], imageFileID: row["driveImageId"],
                                                 webLink: row["driveWebLink"])
            }
            try update(document, db: db)
            try dropUploads(of: id, notAmong: UploadFileKind.uploaded(pageCount: document.pages.count), db: db)
            guard document.uploadStatus != .localOnly else { return }
            try enqueue(id, kinds: kinds, db: db)
        }
    }

    /// A letter whose pages went from one to several (or back) goes to Drive as a PDF rather
    /// than an image (or the other way): the file of the kind it no longer has is trashed on
    /// Drive, and its upload forgotten, so Drive never keeps a page the letter has lost.
    private func dropUploads(of id: Document.ID, notAmong kinds: [UploadFileKind], db: Database) throws {
        let dropped = try Row.fetchAll(db, sql: "SELECT fileKind, driveFileId FROM uploadJob WHERE documentId = ?", arguments: [id])
            .filter { row in !kinds.map(\.rawValue).contains(row["fileKind"] as String) }
        guard !dropped.isEmpty else { return }
        let files = dropped.compactMap { $0["driveFileId"] as String? }
        try queueTrash(files, db: db)
        for row in dropped {
            try db.execute(sql: "DELETE FROM uploadJob WHERE documentId = ? AND fileKind = ?", arguments: [id, row["fileKind"] as String])
        }
        for file in files {
            try db.execute(sql: "UPDATE document SET driveImageId = NULL WHERE id = ? AND driveImageId = ?", arguments: [id, file])
        }
        try refreshUploadStatus(of: id, db: db)
    }

    /// The kinds of file of a document that wait to be uploaded.
    public func queuedUploads(of id: Document.ID) throws -> [UploadFileKind] {
        try writer.read { db in
            try String.fetchAll(db, sql: "SELECT fileKind FROM uploadJob WHERE documentId = ? AND state = 'queued' ORDER BY fileKind",
                                arguments: [id]).compactMap(UploadFileKind.init(rawValue:))
        }
    }

    // MARK: The local archive folder

    /// The paths, relative to the archive folder, that hold a document's files there.
    public func archiveFolderFiles(of id: Document.ID) throws -> [String] {
        try writer.read { db in
            try String.fetchAll(db, sql: "SELECT relativePath FROM archiveFolderFile WHERE documentId = ? ORDER BY id",
                                arguments: [id])
        }
    }

    public func recordArchiveFolderFiles(_ paths: [String], of id: Document.ID) throws {
        try writer.write { db in
            try db.execute(sql: "DELETE FROM archiveFolderFile WHERE documentId = ?", arguments: [id])
            for path in paths {
                try db.execute(sql: "INSERT INTO archiveFolderFile (documentId, relativePath) VALUES (?, ?)",
                               arguments: [id, path])
            }
        }
    }

    /// Forgets every file written to the archive folder, as when the user chooses another one.
    public func forgetArchiveFolderFiles() throws {
        try writer.write { db in try db.execute(sql: "DELETE FROM archiveFolderFile") }
    }

    // MARK: Backup

    /// A consistent copy of the whole database in a new file, taken through SQLite's backup
    /// API while others may go on writing, sealed under the same key: a backup holds the
    /// database only as sealed pages, to be opened by the keyring that goes with it.
    public func snapshot(to url: URL) throws {
        guard let sealed = writer as? SealedConnection else { throw StoreError.notOnDisk }
        let copy = try SealedConnection(url: url, key: masterKey.subkey(for: Self.pageKeyPurpose), kind: .queue)
        try sealed.backup(to: copy)
    }

    /// Checks, without the key, that a backup's database and keyring can make a library before
    /// a restore puts them in place: a keyring that reads, and a database of whole sealed
    /// blocks (never a plain one). The pages themselves are checked at the first unlock.
    public static func verifySnapshot(at url: URL, keyring: URL) throws {
        // A backup from before the database was sealed holds it plain, its vault inside and no
        // keyring: it is restored as it is and sealed at the first unlock, as a library is.
        guard FileManager.default.fileExists(atPath: keyring.path) else {
            guard PlainDatabaseUpgrade.isPlain(url) else { throw StoreError.damaged(what: url.lastPathComponent) }
            return
        }
        _ = try Keyring.read(from: keyring).vaultRecord()
        let size = try url.resourceValues(forKeys: [.fileSizeKey]).fileSize ?? 0
        guard size > 0, size % (SealedPageFile.blockSize + SealedPageFile.overhead) == 0, !PlainDatabaseUpgrade.isPlain(url)
        else { throw StoreError.damaged(what: url.lastPathComponent) }
    }

    /// Every document id, oldest first, for work that visits the whole library.
    public func allDocumentIDs() throws -> [Document.ID] {
        try writer.read { db in try Int64.fetchAll(db, sql: "SELECT id FROM document ORDER BY id") }
    }

    /// Every letter about the member, also those waiting to be deleted.
    public func documentIDs(of personID: FamilyMember.ID) throws -> [Document.ID] {
        try writer.read { db in
            try Int64.fetchAll(db, sql: "SELECT id FROM document WHERE personId = ? ORDER BY id", arguments: [personID])
        }
    }
}
