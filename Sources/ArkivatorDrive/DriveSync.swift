import ArkivatorArchive
import ArkivatorCore
import ArkivatorStore
import AsyncHTTPClient
import Crypto
import Foundation

/// Works through the upload queue: one job per file, each made safe to repeat. A file's
/// `appProperties` name its library, document and kind, and before anything new is made the
/// sync looks for what an earlier, interrupted attempt may already have put on Drive, so a
/// crash or a lost answer never leaves two copies.
public final class DriveSync: Sendable {
    /// Why a run ended.
    public enum Outcome: Equatable, Sendable {
        /// Nothing is left to do.
        case idle
        /// Work remains, but none is due before this moment.
        case waiting(until: Date)
        /// Sync cannot go on until the user acts (reconnect, make room in Drive).
        case stopped(DriveConnectionState)
    }

    public let archive: DocumentArchive
    public let account: DriveAccount
    let client: DriveClient
    let folders: DriveFolders
    let policy: RetryPolicy

    var database: ArchiveDatabase { archive.database }

    /// Properties every uploaded file carries; their keys and values stay far below Drive's
    /// 124-byte limit and hold no name, title or number.
    enum Property {
        static let library = "arkivatorLibrary"
        static let document = "arkivatorDocument"
        static let file = "arkivatorFile"
    }

    /// A sync for a connected account of an unlocked library.
    public init(archive: DocumentArchive, endpoints: DriveEndpoints = .current(), policy: RetryPolicy = .current(),
                multipartLimit: Int = 5 * 1024 * 1024, chunkSize: Int = 8 * 262_144,
                environment: [String: String] = ProcessInfo.processInfo.environment) throws {
        let account = DriveAccount(database: archive.database, environment: environment)
        guard let refreshToken = try account.refreshToken() else { throw DriveError.notConnected }
        guard let client = try account.client() else { throw DriveError.clientNotConfigured }
        let tokens = TokenSource(oauth: OAuthTokenClient(endpoints: endpoints, client: client), refreshToken: refreshToken)
        self.archive = archive
        self.account = account
        self.policy = policy
        self.client = DriveClient(endpoints: endpoints, http: .google, tokens: tokens, policy: policy,
                                  multipartLimit: multipartLimit, chunkSize: chunkSize)
        folders = DriveFolders(client: self.client, database: archive.database)
    }

    // MARK: Running

    /// Uploads and trashes everything due. With `untilIdle` it also waits out retry pauses
    /// and returns only when the queue is empty or the user must act.
    public func run(untilIdle: Bool, progress: @Sendable (UploadQueueCounts) -> Void = { _ in }) async throws -> Outcome {
        while true {
            let state = try account.state()
            guard state == .connected else { return .stopped(state) }
            if let stop = try await workThroughDue(progress: progress) { return stop }
            let counts = try database.uploadCounts()
            progress(counts)
            guard counts.outstanding > 0 else { return .idle }
            let next = try database.nextRetryDate() ?? Date()
            guard untilIdle else { return .waiting(until: next) }
            let pause = next.timeIntervalSinceNow
            if pause > 0 { try await Task.sleep(nanoseconds: UInt64(pause * 1_000_000_000)) }
        }
    }

    private func workThroughDue(progress: @Sendable (UploadQueueCounts) -> Void) async throws -> Outcome? {
        while let job = try database.nextUploadJob() {
            try Task.checkCancellation()
            if let stop = try await process(job) { return stop }
            progress(try database.uploadCounts())
        }
        for item in try database.dueTrash() {
            try Task.checkCancellation()
            if let stop = try await trash(item) { return stop }
        }
        return nil
    }

    // MARK: One job

    private func process(_ job: UploadJob) async throws -> Outcome? {
        try database.markUploading(job)
        do {
            try await upload(job)
            return nil
        } catch is CancellationError {
            try database.returnToQueue(job)
            throw CancellationError()
        } catch let error as DriveError {
            switch error {
            case .reconnectNeeded, .clientNotConfigured:
                try database.returnToQueue(job)
                try account.setState(.reconnectNeeded)
                return .stopped(.reconnectNeeded)
            case .quotaExceeded:
                try database.recordUploadFailure(job, message: error.userMessage, retryAt: nil, attemptLimit: policy.attemptLimit)
                try account.setState(.quotaExceeded)
                return .stopped(.quotaExceeded)
            default:
                try fail(job, message: error.userMessage)
                return nil
            }
        } catch let error as OAuthError {
            try fail(job, message: error.userMessage)
            return nil
        } catch {
            try fail(job, message: "Opplastingen feilet (\(type(of: error))).")
            return nil
        }
    }

    private func fail(_ job: UploadJob, message: String) throws {
        let retryAt = Date().addingTimeInterval(policy.delay(afterAttempt: job.retryCount + 1))
        try database.recordUploadFailure(job, message: message, retryAt: retryAt, attemptLimit: policy.attemptLimit)
    }

    private func upload(_ job: UploadJob) async throws {
        guard let stored = try database.document(id: job.documentID), let id = stored.id else { return }
        let document = try archive.ensureFiles(of: stored)
        let data = try localFile(of: document, kind: job.kind)
        let checksum = Insecure.MD5.hash(data: data).map { String(format: "%02x", $0) }.joined()
        let members = try database.familyMembers()
        let path = [try account.rootFolderName(), DocumentArchive.personFolder(document.personID, members: members),
                    job.kind.folderName]
        let wanted = WantedFile(
            base: FileName.sanitized(document.title, fallback: "Dokument"), kind: job.kind, checksum: checksum, data: data,
            properties: [Property.library: try account.libraryID(), Property.document: String(id), Property.file: job.kind.rawValue])

        let (file, parent) = try await policy.retrying {
            try await place(wanted, job: job, path: path)
        }
        try database.completeUpload(job, fileID: file.id, parentID: parent, webLink: file.webViewLink)
    }

    struct WantedFile: Sendable {
        let base: String
        let kind: UploadFileKind
        let checksum: String
        let data: Data
        let properties: [String: String]

        var fileName: String { "\(base).\(kind.fileExtension)" }

        func name(number: Int) -> String {
            number == 1 ? fileName : "\(base) (\(number)).\(kind.fileExtension)"
        }
    }

    /// Puts the file in its folder: new content on the file made before, or on one an
    /// interrupted attempt left, or else a new file under a free name.
    private func place(_ wanted: WantedFile, job: UploadJob, path: [String]) async throws -> (DriveFile, String) {
        var parent = try await folders.resolve(path)
        do {
            return (try await place(wanted, job: job, parent: parent), parent)
        } catch let error as DriveError where error.isNotFound {
            // A cached folder was deleted on Drive: find or make the folders again.
            try folders.forget()
            parent = try await folders.resolve(path)
            return (try await place(wanted, job: job, parent: parent), parent)
        }
    }

    private func place(_ wanted: WantedFile, job: UploadJob, parent: String) async throws -> DriveFile {
        if let known = try database.uploadJob(id: job.id)?.driveFileID ?? job.driveFileID,
           let existing = try await live(known) {
            return try await update(existing, with: wanted, parent: parent)
        }
        let found = try await client.list(query: DriveQuery.properties(wanted.properties))
        if let existing = found.first(where: { $0.parents?.contains(parent) == true }) ?? found.first {
            for duplicate in found where duplicate.id != existing.id { try await client.trash(duplicate.id) }
            try database.recordDriveFile(of: job, fileID: existing.id, parentID: parent)
            return try await update(existing, with: wanted, parent: parent)
        }
        let name = try await freeName(for: wanted, in: parent, keeping: nil)
        let file = try await client.upload(wanted.data, metadata: FileMetadata(
            name: name, mimeType: wanted.kind.mimeType, parent: parent, appProperties: wanted.properties))
        try database.recordDriveFile(of: job, fileID: file.id, parentID: parent)
        return file
    }

    /// The file if it is still on Drive and not in its trash.
    private func live(_ id: String) async throws -> DriveFile? {
        do {
            let file = try await client.get(id)
            return file.trashed == true ? nil : file
        } catch let error as DriveError where error.isNotFound {
            return nil
        }
    }

    /// Brings a file on Drive up to date: content if it differs, name and folder if the
    /// title or the person changed.
    private func update(_ existing: DriveFile, with wanted: WantedFile, parent: String) async throws -> DriveFile {
        let name = try await freeName(for: wanted, in: parent, keeping: existing)
        let previousParent = existing.parents?.first
        if existing.md5Checksum == wanted.checksum {
            guard name != existing.name || previousParent != parent else { return existing }
            return try await client.updateMetadata(existing.id, name: name, parent: parent, previousParent: previousParent)
        }
        return try await client.upload(wanted.data, metadata: FileMetadata(
            name: name, mimeType: wanted.kind.mimeType, parent: parent, appProperties: wanted.properties),
            existing: existing.id, previousParent: previousParent)
    }

    /// `<title>.docx`, or `<title> (2).docx`, `(3)` … when another file in the folder has the
    /// name. A file keeps the numbered name it already has while its title is unchanged.
    private func freeName(for wanted: WantedFile, in parent: String, keeping current: DriveFile?) async throws -> String {
        let others = try await client.list(query: DriveQuery.names(startingWith: wanted.base, in: parent))
            .filter { $0.id != current?.id }
        let taken = Set(others.compactMap(\.name))
        let candidates = (1...).lazy.map(wanted.name(number:))
        if let current, current.parents?.contains(parent) == true, let name = current.name, !taken.contains(name),
           candidates.prefix(taken.count + 1).contains(name) {
            return name
        }
        return candidates.first { !taken.contains($0) }!
    }

    private func localFile(of document: Document, kind: UploadFileKind) throws -> Data {
        let path: String? = switch kind {
        case .docx: document.files.docx
        case .pdf: document.files.pdf
        case .image: document.pages.first?.imagePath
        }
        guard let url = path.flatMap(archive.library.resolve), FileManager.default.fileExists(atPath: url.path) else {
            throw DriveError.localFileMissing(kind: kind.rawValue)
        }
        // Opened in memory only: Drive gets the plain file, as the user asked, the disk never does.
        do {
            return try archive.sealedFiles().read(url)
        } catch is SealedFileDamaged {
            throw DriveError.localFileDamaged(kind: kind.rawValue)
        }
    }

    // MARK: Trash

    private func trash(_ item: DriveTrashItem) async throws -> Outcome? {
        do {
            try await policy.retrying { try await client.trash(item.fileID) }
            try database.completeTrash(item.fileID)
        } catch DriveError.reconnectNeeded {
            try account.setState(.reconnectNeeded)
            return .stopped(.reconnectNeeded)
        } catch let error as DriveError {
            let retryAt = Date().addingTimeInterval(policy.delay(afterAttempt: min(item.retryCount + 1, 6)))
            try database.recordTrashFailure(item, message: error.userMessage, retryAt: retryAt)
        }
        return nil
    }
}
