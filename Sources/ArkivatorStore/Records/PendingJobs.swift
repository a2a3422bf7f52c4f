import ArkivatorCore
import Foundation

/// A document being filed: its photos are on disk before any processing starts, so that a
/// crash, a closed laptop or a killed process never loses a letter.
public struct PendingJob: Codable, Sendable, Identifiable {
    public let id: UUID
    public let createdAt: Date
    /// The photos' names as the user gave them, in page order.
    public let originalNames: [String]
    /// User-marked page corners, one entry per photo.
    public var corners: [Quadrilateral?]
    /// The last stage that was started.
    public var stage: JobStage
    /// The person the user said the letter is about, if any.
    public var personID: Int64?
    /// Why reading the photos failed, in words for the user; the photos stay for another try.
    public var failure: String?
    /// The digest of the photos `arkivator import` found (`ImportedSource.digest`): recorded
    /// with the letter whoever files the job, so that the next import does not file it again.
    public var importedSource: Data?

    public var awaitsReview: Bool { stage == .review }
    public var hasFailed: Bool { stage == .failed }

    /// The folder, relative to the library, where this job's document files end up.
    public var documentFolder: String { "files/\(id.uuidString.lowercased())" }
}

/// The library's `jobs/` folder: one subfolder per pending job with `job.json` and the photos,
/// every file sealed, as the photos and what was read from them are the letter itself.
public struct PendingJobs: Sendable {
    public let library: LibraryFolder
    public let files: SealedFiles

    public init(library: LibraryFolder, files: SealedFiles) {
        self.library = library
        self.files = files
    }

    var folder: URL { library.root.appendingPathComponent("jobs", isDirectory: true) }

    func folder(of job: PendingJob) -> URL {
        folder.appendingPathComponent(job.id.uuidString.lowercased(), isDirectory: true)
    }

    /// Makes a new job folder, has `place` put each photo (numbered from 0), sealed, at the path
    /// given, and records the job; a job whose photos could not all be placed is removed again.
    public func create(photos names: [String], corners: [Quadrilateral?], personID: Int64? = nil,
                       importedSource: Data? = nil, place: (Int, URL) throws -> Void) throws -> PendingJob {
        let job = PendingJob(id: UUID(), createdAt: Date(), originalNames: names, corners: corners, stage: .received,
                             personID: personID, failure: nil, importedSource: importedSource)
        let jobFolder = folder(of: job)
        try FileManager.default.createDirectory(at: jobFolder, withIntermediateDirectories: true,
                                                attributes: [.posixPermissions: 0o700])
        do {
            for index in names.indices { try place(index, photoURL(job, page: index + 1)) }
            try save(job)
        } catch {
            try? SecureErasure.remove(jobFolder)
            throw error
        }
        return job
    }

    /// Copies the photos into a new job folder and records the job.
    public func create(photos: [(name: String, data: Data)], corners: [Quadrilateral?], personID: Int64? = nil) throws -> PendingJob {
        try create(photos: photos.map(\.name), corners: corners, personID: personID) { index, url in
            try files.write(photos[index].data, to: url)
        }
    }

    public func save(_ job: PendingJob) throws {
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .iso8601
        try files.write(try encoder.encode(job), to: folder(of: job).appendingPathComponent("job.json"))
    }

    /// Jobs left behind by a run that did not finish, oldest first. Unreadable folders are skipped.
    public func unfinished() -> [PendingJob] {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        let folders = (try? FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)) ?? []
        return folders.compactMap { folder in
            try? decoder.decode(PendingJob.self, from: files.read(folder.appendingPathComponent("job.json")))
        }.sorted { $0.createdAt < $1.createdAt }
    }

    /// The job with this id, if its folder holds one.
    public func job(id: UUID) -> PendingJob? {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        let url = folder.appendingPathComponent(id.uuidString.lowercased()).appendingPathComponent("job.json")
        return try? decoder.decode(PendingJob.self, from: files.read(url))
    }

    /// A file of the job's own (a draft, an enhanced page) in its folder.
    public func file(_ name: String, of job: PendingJob) -> URL {
        folder(of: job).appendingPathComponent(name)
    }

    public func photos(of job: PendingJob) throws -> [Data] {
        try job.originalNames.indices.map { try files.read(photoURL(job, page: $0 + 1)) }
    }

    public func remove(_ job: PendingJob) throws {
        // The photos and the draft hold the letter as it was read: overwritten, as a filed one is.
        try SecureErasure.remove(folder(of: job))
    }

    public func photoURL(_ job: PendingJob, page: Int) -> URL {
        folder(of: job).appendingPathComponent("photo-\(page)")
    }
}
