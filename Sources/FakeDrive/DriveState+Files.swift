import Crypto
import Foundation

/// A file as a reply shows it: the stored record plus what derives from its ancestors.
struct DriveFile: Sendable {
    var record: FileRecord
    var trashed: Bool
    var isRoot = false
}

/// New bytes for a file, already hashed, waiting in a file of their own until the state
/// that refers to them is committed. `info.blob` is only named once the bytes are installed.
struct StagedContent: Sendable {
    var url: URL
    var info: ContentInfo

    static func stage(_ data: Data, in directory: URL) throws -> StagedContent {
        let url = directory.appendingPathComponent(".staged-\(UUID().uuidString)")
        try data.write(to: url)
        let info = ContentInfo(size: Int64(data.count),
                               md5: Encoding.hex(Insecure.MD5.hash(data: data)),
                               sha256: Encoding.hex(SHA256.hash(data: data)), blob: "")
        return StagedContent(url: url, info: info)
    }

    func discard() {
        try? FileManager.default.removeItem(at: url)
    }

    /// Hashes a file in pieces, because a resumable upload may be larger than we want in memory.
    static func adopt(_ url: URL) throws -> StagedContent {
        let handle = try FileHandle(forReadingFrom: url)
        defer { try? handle.close() }
        var md5 = Insecure.MD5()
        var sha256 = SHA256()
        var size: Int64 = 0
        while let chunk = try handle.read(upToCount: 1 << 20), !chunk.isEmpty {
            md5.update(data: chunk)
            sha256.update(data: chunk)
            size += Int64(chunk.count)
        }
        return StagedContent(url: url, info: ContentInfo(size: size, md5: Encoding.hex(md5.finalize()),
                                                         sha256: Encoding.hex(sha256.finalize()), blob: ""))
    }
}

enum ListOrder: Sendable {
    case createdTime, modifiedTime, name, folder
}

struct OrderKey: Sendable {
    var field: ListOrder
    var descending: Bool
}

extension DriveState {
    static let maxAppProperties = 30
    static let maxAppPropertyBytes = 124

    var rootID: String { state.rootID }

    func canonicalID(_ id: String) -> String { id == "root" ? state.rootID : id }

    var rootFile: DriveFile {
        let record = FileRecord(
            id: state.rootID, name: "My Drive", mimeType: folderMimeType, parent: "",
            explicitlyTrashed: false, appProperties: [:], content: nil,
            createdTime: state.rootCreatedTime, modifiedTime: state.rootCreatedTime, version: 1, sequence: -1)
        return DriveFile(record: record, trashed: false, isRoot: true)
    }

    func view(_ record: FileRecord) -> DriveFile {
        DriveFile(record: record, trashed: isTrashed(record))
    }

    /// Trashed when it or any ancestor was trashed explicitly. The depth bound only guards
    /// against a corrupt state file; moves are checked for cycles.
    func isTrashed(_ record: FileRecord) -> Bool {
        var current: FileRecord? = record
        var depth = 0
        while let file = current, depth < 10_000 {
            if file.explicitlyTrashed { return true }
            current = state.files[file.parent]
            depth += 1
        }
        return false
    }

    func file(_ id: String) throws(GoogleError) -> DriveFile {
        let id = canonicalID(id)
        if id == state.rootID { return rootFile }
        guard let record = state.files[id] else { throw GoogleError.notFound(id) }
        return view(record)
    }

    func contentURL(of id: String) throws(GoogleError) -> (url: URL, file: DriveFile) {
        let file = try file(id)
        guard let content = file.record.content else { throw GoogleError.fileNotDownloadable }
        return (blobsDirectory.appendingPathComponent(content.blob), file)
    }

    func allFiles() -> [DriveFile] {
        state.files.values.sorted { $0.sequence < $1.sequence }.map(view)
    }

    func listFiles(matching query: Query?, orderedBy order: [OrderKey]) -> [DriveFile] {
        let matching = state.files.values.map(view).filter { query?.matches($0, rootID: state.rootID) ?? true }
        return matching.sorted { DriveState.precedes($0.record, $1.record, order: order) }
    }

    private static func precedes(_ left: FileRecord, _ right: FileRecord, order: [OrderKey]) -> Bool {
        for key in order {
            let comparison: ComparisonResult
            switch key.field {
            case .createdTime: comparison = compare(left.createdTime, right.createdTime)
            case .modifiedTime: comparison = compare(left.modifiedTime, right.modifiedTime)
            case .name: comparison = left.name.localizedStandardCompare(right.name)
            // Folders first, as Drive's web UI and `orderBy=folder` do.
            case .folder: comparison = compare(left.isFolder ? 0 : 1, right.isFolder ? 0 : 1)
            }
            if comparison != .orderedSame {
                return key.descending ? comparison == .orderedDescending : comparison == .orderedAscending
            }
        }
        return left.sequence < right.sequence
    }

    private static func compare<T: Comparable>(_ left: T, _ right: T) -> ComparisonResult {
        left < right ? .orderedAscending : (left > right ? .orderedDescending : .orderedSame)
    }

    // MARK: Mutations

    /// `completingSession` marks that upload session finished in the same commit that
    /// creates the file, so a crash can never leave a created file with a session that
    /// still waits for its last bytes.
    func createFile(_ metadata: FileMetadata, content: StagedContent?, defaultName: String,
                    defaultMimeType: String, completingSession: String? = nil) throws -> DriveFile {
        do {
            return try insertFile(metadata, content: content, defaultName: defaultName,
                                  defaultMimeType: defaultMimeType, completingSession: completingSession)
        } catch {
            content?.discard()
            throw error
        }
    }

    private func insertFile(_ metadata: FileMetadata, content: StagedContent?, defaultName: String,
                            defaultMimeType: String, completingSession: String?) throws -> DriveFile {
        try validate(metadata)
        let parent = try resolveNewParent(metadata.parents)
        let mimeType = metadata.mimeType ?? defaultMimeType
        if mimeType == folderMimeType, content.map({ $0.info.size > 0 }) == true {
            throw GoogleError.badRequest("A folder cannot have content.")
        }
        let now = Timestamp.now()
        let id = Identifier.fileID()
        var info: ContentInfo?
        if mimeType == folderMimeType {
            content?.discard()
        } else {
            // Drive gives a metadata-only binary file empty content, with its own checksums.
            let staged = try content ?? StagedContent.stage(Data(), in: blobsDirectory)
            info = try install(staged, as: id)
        }
        let record = FileRecord(
            id: id, name: metadata.name ?? defaultName, mimeType: mimeType, parent: parent,
            explicitlyTrashed: metadata.trashed ?? false,
            appProperties: (metadata.appProperties ?? [:]).compactMapValues { $0 },
            content: info, createdTime: now, modifiedTime: now, version: 1, sequence: state.nextSequence)
        state.nextSequence += 1
        state.files[id] = record
        if let completingSession { state.sessions[completingSession]?.completedFileID = id }
        try commit()
        return view(record)
    }

    func updateFile(_ id: String, metadata: FileMetadata, addParents: [String], removeParents: [String],
                    content: StagedContent?, completingSession: String? = nil) throws -> DriveFile {
        do {
            return try applyUpdate(id, metadata: metadata, addParents: addParents, removeParents: removeParents,
                                   content: content, completingSession: completingSession)
        } catch {
            content?.discard()
            throw error
        }
    }

    private func applyUpdate(_ id: String, metadata: FileMetadata, addParents: [String], removeParents: [String],
                             content: StagedContent?, completingSession: String?) throws -> DriveFile {
        let id = canonicalID(id)
        if id == state.rootID {
            throw GoogleError.insufficientPermissions
        }
        guard var record = state.files[id] else { throw GoogleError.notFound(id) }
        try validate(metadata)
        if metadata.parents != nil { throw GoogleError.parentsNotWritable }
        if content != nil, record.isFolder { throw GoogleError.badRequest("A folder cannot have content.") }

        var contentChanged = false
        if !addParents.isEmpty || !removeParents.isEmpty {
            record.parent = try movedParent(of: record, adding: addParents, removing: removeParents)
            contentChanged = true
        }
        if let name = metadata.name, name != record.name {
            record.name = name
            contentChanged = true
        }
        if let mimeType = metadata.mimeType, mimeType != record.mimeType, !record.isFolder, mimeType != folderMimeType {
            record.mimeType = mimeType
            contentChanged = true
        }
        if let changes = metadata.appProperties {
            var merged = record.appProperties
            for (key, value) in changes { merged[key] = value }
            try DriveState.checkAppPropertyCount(merged)
            if merged != record.appProperties { contentChanged = true }
            record.appProperties = merged
        }
        var trashChanged = false
        if let trashed = metadata.trashed, trashed != record.explicitlyTrashed {
            record.explicitlyTrashed = trashed
            trashChanged = true
        }
        let replacedBlob = content != nil ? record.content?.blob : nil
        if let content {
            record.content = try install(content, as: "\(id).\(record.version + 1)")
            contentChanged = true
        }
        if contentChanged { record.modifiedTime = Timestamp.now() }
        if contentChanged || trashChanged {
            record.version += 1
            state.files[id] = record
        }
        if let completingSession { state.sessions[completingSession]?.completedFileID = id }
        if contentChanged || trashChanged || completingSession != nil { try commit() }
        if let replacedBlob { removeBlob(replacedBlob) }
        return view(record)
    }

    func deleteFile(_ id: String) throws {
        let id = canonicalID(id)
        if id == state.rootID {
            throw GoogleError.insufficientPermissions
        }
        guard state.files[id] != nil else { throw GoogleError.notFound(id) }
        var children: [String: [String]] = [:]
        for record in state.files.values { children[record.parent, default: []].append(record.id) }
        var doomed: [String] = []
        var pending = [id]
        while let next = pending.popLast() {
            doomed.append(next)
            pending.append(contentsOf: children[next] ?? [])
        }
        let blobs = doomed.compactMap { state.files[$0]?.content?.blob }
        for doomedID in doomed { state.files[doomedID] = nil }
        try commit()
        // Blobs go only after the commit: a crash in between leaves an orphan, never a dangling reference.
        blobs.forEach(removeBlob)
    }

    // MARK: Validation

    func validate(_ metadata: FileMetadata) throws(GoogleError) {
        if let properties = metadata.appProperties {
            for (key, value) in properties {
                if key.isEmpty { throw GoogleError.badRequest("Property keys must not be empty.") }
                let bytes = key.utf8.count + (value?.utf8.count ?? 0)
                if bytes > DriveState.maxAppPropertyBytes {
                    throw GoogleError(
                        status: .badRequest,
                        message: "The property with key '\(key)' is too large. The sum of the key and value lengths may not exceed \(DriveState.maxAppPropertyBytes) bytes (UTF-8).",
                        reason: "badRequest")
                }
            }
            try DriveState.checkAppPropertyCount(properties.compactMapValues { $0 })
        }
    }

    private static func checkAppPropertyCount(_ properties: [String: String]) throws(GoogleError) {
        if properties.count > maxAppProperties {
            throw GoogleError(
                status: .badRequest,
                message: "The limit of \(maxAppProperties) private properties per file per app has been exceeded.",
                reason: "badRequest")
        }
    }

    /// The parent of a new file: the root when none is given, else the one folder named.
    func resolveNewParent(_ parents: [String]?) throws(GoogleError) -> String {
        guard let parents, !parents.isEmpty else { return state.rootID }
        guard parents.count == 1 else {
            throw GoogleError.badRequest("Increasing the number of parents is not allowed.")
        }
        return try existingFolder(parents[0])
    }

    private func existingFolder(_ id: String) throws(GoogleError) -> String {
        let id = canonicalID(id)
        if id == state.rootID { return id }
        guard let parent = state.files[id] else { throw GoogleError.notFound(id) }
        guard parent.isFolder else { throw GoogleError.badRequest("The specified parent is not a folder.") }
        return id
    }

    func movedParent(of record: FileRecord, adding: [String], removing: [String]) throws(GoogleError) -> String {
        var parents = [record.parent]
        let removed = Set(removing.map(canonicalID))
        parents.removeAll { removed.contains($0) }
        for id in adding {
            let folder = try existingFolder(id)
            if !parents.contains(folder) { parents.append(folder) }
        }
        guard parents.count <= 1 else {
            throw GoogleError.badRequest("Increasing the number of parents is not allowed.")
        }
        guard let parent = parents.first else {
            throw GoogleError.badRequest("A file must have exactly one parent.")
        }
        // Walk up from the new parent: meeting the file itself would make a cycle.
        var ancestor: String? = parent
        while let current = ancestor, current != state.rootID {
            if current == record.id {
                throw GoogleError.badRequest("A folder cannot be moved into itself or one of its descendants.")
            }
            ancestor = state.files[current]?.parent
        }
        return parent
    }

    private func install(_ content: StagedContent, as blob: String) throws -> ContentInfo {
        let destination = blobsDirectory.appendingPathComponent(blob)
        guard rename(content.url.path, destination.path) == 0 else { throw CocoaError(.fileWriteUnknown) }
        var info = content.info
        info.blob = blob
        return info
    }

    private func removeBlob(_ blob: String) {
        try? FileManager.default.removeItem(at: blobsDirectory.appendingPathComponent(blob))
    }
}
