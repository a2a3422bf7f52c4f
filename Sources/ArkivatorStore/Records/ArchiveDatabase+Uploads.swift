import ArkivatorCore
import Foundation
import GRDB

/// One file of a document on its way to Drive.
public struct UploadJob: Sendable, Equatable {
    public enum State: String, Sendable {
        case queued, uploading, done, failed
    }

    public let id: Int64
    public let documentID: Document.ID
    public let kind: UploadFileKind
    public let state: State
    /// Failed attempts so far.
    public let retryCount: Int
    public let lastError: String?
    /// The Drive file this job made or found, once it has one; new content goes to the same file.
    public let driveFileID: String?
    public let driveParentID: String?
    public let nextAttemptAt: Date?

    init(row: Row) throws {
        guard let kind = UploadFileKind(rawValue: row["fileKind"]) else { throw StoreError.corruptValue(column: "uploadJob.fileKind") }
        guard let state = State(rawValue: row["state"]) else { throw StoreError.corruptValue(column: "uploadJob.state") }
        id = row["id"]
        documentID = row["documentId"]
        self.kind = kind
        self.state = state
        retryCount = row["retryCount"]
        lastError = row["lastError"]
        driveFileID = row["driveFileId"]
        driveParentID = row["driveParentId"]
        nextAttemptAt = row["nextAttemptAt"]
    }
}

/// A Drive file whose document was deleted, waiting to be moved to Drive's trash.
public struct DriveTrashItem: Sendable, Equatable {
    public let fileID: String
    public let retryCount: Int
}

/// How many upload jobs stand in each state, and how many deleted files wait for the trash.
public struct UploadQueueCounts: Sendable, Equatable {
    public var queued = 0
    public var uploading = 0
    public var done = 0
    public var failed = 0
    public var trashPending = 0

    /// Work a sync could still do now or later.
    public var outstanding: Int { queued + uploading + trashPending }

    public init() {}
}

/// A job that gave up, for telling the user which letter did not reach Drive and why.
public struct UploadFailure: Sendable, Equatable {
    public let documentID: Document.ID
    public let title: String
    public let kind: UploadFileKind
    public let message: String
}

extension ArchiveDatabase {
    /// Puts the given files of a document in the queue (again), and the document with them.
    public func enqueueUploads(of id: Document.ID, kinds: [UploadFileKind]) throws {
        try writer.write { db in try enqueue(id, kinds: kinds, db: db) }
    }

    func enqueue(_ id: Document.ID, kinds: [UploadFileKind], db: Database) throws {
        guard !kinds.isEmpty else { return }
        for kind in kinds {
            try db.execute(sql: """
                INSERT INTO uploadJob (documentId, fileKind, state, createdAt) VALUES (?, ?, 'queued', ?)
                ON CONFLICT (documentId, fileKind) DO UPDATE
                    SET state = 'queued', retryCount = 0, lastError = NULL, nextAttemptAt = NULL
                """, arguments: [id, kind.rawValue, Date()])
        }
        try refreshUploadStatus(of: id, db: db)
    }

    /// Queues every document that never went to Drive, as when Drive is first connected;
    /// returns how many.
    @discardableResult
    public func enqueueLocalDocuments() throws -> Int {
        try writer.write { db in
            let rows = try Row.fetchAll(db, sql: """
                SELECT d.id, (SELECT count(*) FROM page p WHERE p.documentId = d.id) AS pageCount
                FROM document d WHERE d.uploadStatus = 'localOnly' ORDER BY d.id
                """)
            for row in rows {
                try enqueue(row["id"], kinds: UploadFileKind.uploaded(pageCount: row["pageCount"]), db: db)
            }
            return rows.count
        }
    }

    /// The job to work on next: one waiting and due, or one a crash left in `uploading`.
    public func nextUploadJob(now: Date = Date()) throws -> UploadJob? {
        try writer.read { db in
            try Row.fetchOne(db, sql: """
                SELECT * FROM uploadJob
                WHERE state IN ('queued', 'uploading') AND (nextAttemptAt IS NULL OR nextAttemptAt <= ?)
                    AND documentId NOT IN (SELECT documentId FROM pendingDeletion)
                ORDER BY state = 'uploading' DESC, id LIMIT 1
                """, arguments: [now]).map(UploadJob.init(row:))
        }
    }

    /// When the earliest job or trash item that waits for a retry becomes due.
    public func nextRetryDate() throws -> Date? {
        try writer.read { db in
            try Date.fetchOne(db, sql: """
                SELECT min(t) FROM (
                    SELECT nextAttemptAt AS t FROM uploadJob WHERE state = 'queued' AND nextAttemptAt IS NOT NULL
                    UNION ALL SELECT nextAttemptAt FROM driveTrash WHERE nextAttemptAt IS NOT NULL)
                """)
        }
    }

    public func uploadJob(id: Int64) throws -> UploadJob? {
        try writer.read { db in try Row.fetchOne(db, sql: "SELECT * FROM uploadJob WHERE id = ?", arguments: [id]).map(UploadJob.init(row:)) }
    }

    public func uploadJobs(of documentID: Document.ID) throws -> [UploadJob] {
        try writer.read { db in
            try Row.fetchAll(db, sql: "SELECT * FROM uploadJob WHERE documentId = ? ORDER BY fileKind", arguments: [documentID])
                .map(UploadJob.init(row:))
        }
    }

    public func markUploading(_ job: UploadJob, now: Date = Date()) throws {
        try writer.write { db in
            try db.execute(sql: "UPDATE uploadJob SET state = 'uploading', lastAttemptAt = ? WHERE id = ?",
                           arguments: [now, job.id])
            try refreshUploadStatus(of: job.documentID, db: db)
        }
    }

    /// Remembers the Drive file of a job as soon as it is known, so that a crash before the
    /// job is done never makes a second file.
    public func recordDriveFile(of job: UploadJob, fileID: String, parentID: String) throws {
        try writer.write { db in
            try db.execute(sql: "UPDATE uploadJob SET driveFileId = ?, driveParentId = ? WHERE id = ?",
                           arguments: [fileID, parentID, job.id])
        }
    }

    /// Marks the job done and keeps the Drive file's id (and, for the `.docx`, its link) on the
    /// document. Returns false when the job (its document deleted meanwhile) is gone; the
    /// file then goes to the trash queue instead.
    @discardableResult
    public func completeUpload(_ job: UploadJob, fileID: String, parentID: String, webLink: String?) throws -> Bool {
        try writer.write { db in
            try db.execute(sql: """
                UPDATE uploadJob SET state = 'done', driveFileId = ?, driveParentId = ?, lastError = NULL,
                    nextAttemptAt = NULL
                WHERE id = ? AND state != 'queued'
                """, arguments: [fileID, parentID, job.id])
            guard try Bool.fetchOne(db, sql: "SELECT EXISTS (SELECT 1 FROM uploadJob WHERE id = ?)", arguments: [job.id]) == true else {
                try queueTrash([fileID], db: db)
                return false
            }
            if job.kind == .docx {
                try db.execute(sql: "UPDATE document SET driveFileId = ?, driveWebLink = ? WHERE id = ?",
                               arguments: [fileID, webLink, job.documentID])
            } else {
                try db.execute(sql: "UPDATE document SET driveImageId = ? WHERE id = ?", arguments: [fileID, job.documentID])
            }
            try refreshUploadStatus(of: job.documentID, db: db)
            return true
        }
    }

    /// Counts a failed attempt. With a retry date under the limit the job waits in the queue;
    /// otherwise it is `failed` until the user asks to try again.
    public func recordUploadFailure(_ job: UploadJob, message: String, retryAt: Date?, attemptLimit: Int) throws {
        try writer.write { db in
            let attempts = job.retryCount + 1
            let giveUp = retryAt == nil || attempts >= attemptLimit
            try db.execute(sql: """
                UPDATE uploadJob SET state = ?, retryCount = ?, lastError = ?, nextAttemptAt = ?
                WHERE id = ? AND state = 'uploading'
                """, arguments: [giveUp ? "failed" : "queued", attempts, message, giveUp ? nil : retryAt, job.id])
            try refreshUploadStatus(of: job.documentID, db: db)
        }
    }

    /// Puts a job back in the queue without counting an attempt, as when sync has to stop
    /// for a reason that is not the file's (Drive disconnected, the process shutting down).
    public func returnToQueue(_ job: UploadJob) throws {
        try writer.write { db in
            try db.execute(sql: "UPDATE uploadJob SET state = 'queued' WHERE id = ? AND state = 'uploading'", arguments: [job.id])
            try refreshUploadStatus(of: job.documentID, db: db)
        }
    }

    /// Sends every failed job back to the queue; returns how many.
    @discardableResult
    public func retryFailedUploads() throws -> Int {
        try writer.write { db in
            let documents = try Int64.fetchAll(db, sql: "SELECT DISTINCT documentId FROM uploadJob WHERE state = 'failed'")
            try db.execute(sql: """
                UPDATE uploadJob SET state = 'queued', retryCount = 0, nextAttemptAt = NULL WHERE state = 'failed'
                """)
            let count = db.changesCount
            for id in documents { try refreshUploadStatus(of: id, db: db) }
            return count
        }
    }

    public func uploadCounts() throws -> UploadQueueCounts {
        try writer.read { db in
            var counts = UploadQueueCounts()
            for row in try Row.fetchAll(db, sql: "SELECT state, count(*) AS n FROM uploadJob GROUP BY state") {
                let n: Int = row["n"]
                switch UploadJob.State(rawValue: row["state"]) {
                case .queued?: counts.queued = n
                case .uploading?: counts.uploading = n
                case .done?: counts.done = n
                case .failed?: counts.failed = n
                case nil: break
                }
            }
            counts.trashPending = try Int.fetchOne(db, sql: "SELECT count(*) FROM driveTrash") ?? 0
            return counts
        }
    }

    public func uploadFailures(limit: Int = 50) throws -> [UploadFailure] {
        try writer.read { db in
            try Row.fetchAll(db, sql: """
                SELECT j.documentId, d.title, j.fileKind, coalesce(j.lastError, '') AS message
                FROM uploadJob j JOIN document d ON d.id = j.documentId
                WHERE j.state = 'failed' ORDER BY j.id LIMIT ?
                """, arguments: [limit]).compactMap { row in
                UploadFileKind(rawValue: row["fileKind"]).map {
                    UploadFailure(documentID: row["documentId"], title: row["title"], kind: $0, message: row["message"])
                }
            }
        }
    }

    /// The document's status follows its jobs: any failed, else any uploading, else any
    /// queued, else synced once a job is done.
    func refreshUploadStatus(of id: Document.ID, db: Database) throws {
        try db.execute(sql: """
            UPDATE document SET uploadStatus = CASE
                WHEN EXISTS (SELECT 1 FROM uploadJob WHERE documentId = ?1 AND state = 'failed') THEN 'failed'
                WHEN EXISTS (SELECT 1 FROM uploadJob WHERE documentId = ?1 AND state = 'uploading') THEN 'uploading'
                WHEN EXISTS (SELECT 1 FROM uploadJob WHERE documentId = ?1 AND state = 'queued') THEN 'queued'
                WHEN EXISTS (SELECT 1 FROM uploadJob WHERE documentId = ?1) THEN 'synced'
                ELSE 'localOnly' END
            WHERE id = ?1
            """, arguments: [id])
    }

    // MARK: The trash queue

    func queueTrash(_ fileIDs: [String], db: Database) throws {
        for fileID in fileIDs {
            try db.execute(sql: "INSERT INTO driveTrash (fileId, createdAt) VALUES (?, ?) ON CONFLICT (fileId) DO NOTHING",
                           arguments: [fileID, Date()])
        }
    }

    /// The Drive files of a document, gathered before its rows go.
    func driveFiles(of id: Document.ID, db: Database) throws -> [String] {
        let fromJobs = try String.fetchAll(db, sql: "SELECT driveFileId FROM uploadJob WHERE documentId = ? AND driveFileId IS NOT NULL",
                                           arguments: [id])
        let fromDocument = try Row.fetchOne(db, sql: "SELECT driveFileId, driveImageId FROM document WHERE id = ?", arguments: [id])
            .map { row in [row["driveFileId"], row["driveImageId"]].compactMap { $0 as String? } } ?? []
        var seen = Set<String>()
        return (fromJobs + fromDocument).filter { seen.insert($0).inserted }
    }

    public func dueTrash(now: Date = Date(), limit: Int = 50) throws -> [DriveTrashItem] {
        try writer.read { db in
            try Row.fetchAll(db, sql: """
                SELECT fileId, retryCount FROM driveTrash WHERE nextAttemptAt IS NULL OR nextAttemptAt <= ?
                ORDER BY createdAt LIMIT ?
                """, arguments: [now, limit]).map { DriveTrashItem(fileID: $0["fileId"], retryCount: $0["retryCount"]) }
        }
    }

    public func completeTrash(_ fileID: String) throws {
        try writer.write { db in try db.execute(sql: "DELETE FROM driveTrash WHERE fileId = ?", arguments: [fileID]) }
    }

    /// A trash request that failed waits; one is never dropped, since a deleted letter must
    /// not stay in the user's Drive.
    public func recordTrashFailure(_ item: DriveTrashItem, message: String, retryAt: Date) throws {
        try writer.write { db in
            try db.execute(sql: "UPDATE driveTrash SET retryCount = retryCount + 1, lastError = ?, nextAttemptAt = ? WHERE fileId = ?",
                           arguments: [message, retryAt, item.fileID])
        }
    }

    // MARK: Folder ids

    public func cachedDriveFolder(_ path: String) throws -> String? {
        try writer.read { db in try String.fetchOne(db, sql: "SELECT folderId FROM driveFolder WHERE path = ?", arguments: [path]) }
    }

    public func cacheDriveFolder(_ path: String, id: String) throws {
        try writer.write { db in
            try db.execute(sql: "INSERT INTO driveFolder (path, folderId) VALUES (?, ?) ON CONFLICT (path) DO UPDATE SET folderId = excluded.folderId",
                           arguments: [path, id])
        }
    }

    /// Forgets every cached folder id, as when one turned out to be deleted on Drive or the
    /// account changed.
    public func forgetDriveFolders() throws {
        try writer.write { db in try db.execute(sql: "DELETE FROM driveFolder") }
    }
}

extension ArchiveDatabase {
    /// How many documents stand in each upload status, by the status's raw value.
    public func uploadStatusCounts() throws -> [String: Int] {
        try writer.read { db in
            var counts: [String: Int] = [:]
            for row in try Row.fetchAll(db, sql: "SELECT uploadStatus, count(*) AS n FROM document GROUP BY uploadStatus") {
                counts[row["uploadStatus"]] = row["n"]
            }
            return counts
        }
    }
}
