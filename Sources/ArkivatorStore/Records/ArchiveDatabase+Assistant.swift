import ArkivatorCore
import Foundation
import GRDB

extension ArchiveDatabase {
    private static let jobColumns = """
        id, documentId, kind, schema, status, result, receivedCharacters, failure, answeredBy, createdAt, startedAt, finishedAt
        """

    /// Queues a job; false when its letter is gone.
    @discardableResult
    public func addAssistantJob(_ job: AssistantJob) throws -> Bool {
        try writer.write { db in
            guard try Bool.fetchOne(db, sql: "SELECT EXISTS (SELECT 1 FROM document WHERE id = ?)", arguments: [job.documentID]) == true
            else { return false }
            try db.execute(sql: "INSERT INTO assistantJob (\(Self.jobColumns)) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                           arguments: Self.arguments(of: job))
            return true
        }
    }

    /// Saves a job's progress or outcome; false when it is gone (its letter was deleted).
    @discardableResult
    public func updateAssistantJob(_ job: AssistantJob) throws -> Bool {
        try writer.write { db in
            try db.execute(sql: """
                UPDATE assistantJob SET status = ?, result = ?, receivedCharacters = ?, failure = ?, answeredBy = ?,
                    startedAt = ?, finishedAt = ? WHERE id = ?
                """, arguments: [job.status.rawValue, job.result, job.receivedCharacters, job.failure, job.answeredBy,
                                 job.startedAt, job.finishedAt, job.id.uuidString])
            return db.changesCount > 0
        }
    }

    public func assistantJob(_ id: UUID) throws -> AssistantJob? {
        try writer.read { db in
            try Row.fetchOne(db, sql: "SELECT \(Self.jobColumns) FROM assistantJob WHERE id = ?", arguments: [id.uuidString])
                .map(Self.job)
        }
    }

    /// A letter's jobs, newest first.
    public func assistantJobs(of documentID: Document.ID) throws -> [AssistantJob] {
        try writer.read { db in
            try Row.fetchAll(db, sql: "SELECT \(Self.jobColumns) FROM assistantJob WHERE documentId = ? ORDER BY createdAt DESC, rowid DESC",
                             arguments: [documentID]).map(Self.job)
        }
    }

    /// Takes the oldest queued job and marks it running, in one transaction so that two
    /// workers never take the same one.
    public func startNextAssistantJob(at now: Date = Date()) throws -> AssistantJob? {
        try writer.write { db in
            guard let row = try Row.fetchOne(db, sql: """
                SELECT \(Self.jobColumns) FROM assistantJob WHERE status = 'queued' ORDER BY createdAt, rowid LIMIT 1
                """) else { return nil }
            return try Self.start(Self.job(row), at: now, in: db)
        }
    }

    /// Marks a job its caller is about to work running, as `startNextAssistantJob` does.
    public func startAssistantJob(_ job: AssistantJob, at now: Date = Date()) throws -> AssistantJob {
        try writer.write { db in try Self.start(job, at: now, in: db) }
    }

    private static func start(_ queued: AssistantJob, at now: Date, in db: Database) throws -> AssistantJob {
        var job = queued
        job.status = .running
        job.startedAt = now
        job.result = nil
        job.receivedCharacters = 0
        try db.execute(sql: "UPDATE assistantJob SET status = 'running', startedAt = ?, result = NULL, receivedCharacters = 0 WHERE id = ?",
                       arguments: [now, job.id.uuidString])
        return job
    }

    /// Queues again the jobs a stop cut off while they ran; returns how many.
    @discardableResult
    public func requeueInterruptedAssistantJobs() throws -> Int {
        try writer.write { db in
            try db.execute(sql: "UPDATE assistantJob SET status = 'queued', result = NULL, receivedCharacters = 0, startedAt = NULL WHERE status = 'running'")
            return db.changesCount
        }
    }

    private static func arguments(of job: AssistantJob) -> StatementArguments {
        [job.id.uuidString, job.documentID, job.kind.rawValue, job.schema.map { String(decoding: $0, as: UTF8.self) },
         job.status.rawValue, job.result, job.receivedCharacters, job.failure, job.answeredBy, job.createdAt, job.startedAt,
         job.finishedAt]
    }

    private static func job(_ row: Row) throws -> AssistantJob {
        guard let id = UUID(uuidString: row["id"]) else { throw StoreError.corruptValue(column: "assistantJob.id") }
        guard let kind = AssistantJob.Kind(rawValue: row["kind"]) else { throw StoreError.corruptValue(column: "assistantJob.kind") }
        guard let status = AssistantJob.Status(rawValue: row["status"]) else { throw StoreError.corruptValue(column: "assistantJob.status") }
        let schema: String? = row["schema"]
        return AssistantJob(id: id, documentID: row["documentId"], kind: kind, schema: schema.map { Data($0.utf8) }, status: status,
                            result: row["result"], receivedCharacters: row["receivedCharacters"], failure: row["failure"],
                            answeredBy: row["answeredBy"], createdAt: row["createdAt"], startedAt: row["startedAt"],
                            finishedAt: row["finishedAt"])
    }
}
