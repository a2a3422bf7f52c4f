import Crypto
import Foundation

/// A library file that could not be opened: its bytes were changed, cut short, lengthened or
/// swapped with another file's, or it was never sealed. Nothing of it is returned.
public struct SealedFileDamaged: Error, Equatable, Sendable {
    /// The file's path inside the library, or its full path when it lies elsewhere.
    public let path: String

    public init(path: String) {
        self.path = path
    }
}

/// Every file of the library (page images, `.docx`, PDF, the photos and drafts of pending
/// jobs, staged uploads) sealed at rest with AES-256-GCM under a subkey of the master key.
///
/// The format is streamed in chunks so that a 120 MB upload is sealed, and a big file opened,
/// in constant memory:
///
///     header: "ARKSEAL1" · version (1 byte) · file id (16 random bytes)
///     chunk:  nonce (12 random bytes) · ciphertext (up to 64 KiB) · tag (16 bytes)
///
/// Every chunk but the last holds exactly 64 KiB. Each chunk's tag covers the header, the
/// chunk's index and whether it is the last, so a chunk moved within the file or taken from
/// another file, a file cut at a chunk boundary, and a chunk appended after the last one all
/// fail to open.
public struct SealedFiles: Sendable {
    static let magic = Data("ARKSEAL1".utf8)
    static let version: UInt8 = 1
    static let fileIDLength = 16
    static let headerLength = magic.count + 1 + fileIDLength
    static let chunkLength = 64 * 1024
    static let nonceLength = 12
    static let tagLength = 16
    static let sealedChunkLength = nonceLength + chunkLength + tagLength
    static let keyPurpose = "arkivator.files.v1"

    let key: SymmetricKey
    /// The library's root, to name a damaged file by its path inside the library.
    let root: URL?

    init(key: SymmetricKey, root: URL?) {
        self.key = key
        self.root = root?.standardizedFileURL
    }

    // MARK: Writing

    /// Writes `data` sealed, owner-only; the file appears whole or not at all.
    public func write(_ data: Data, to url: URL) throws {
        let sealing = try self.writer(to: url)
        try sealing.append(data)
        try sealing.finish()
    }

    /// A writer whose file appears at `url` only when it is finished.
    public func writer(to url: URL) throws -> SealedFileWriter {
        try SealedFileWriter(destination: url, key: key)
    }

    // MARK: Reading

    /// The whole plaintext; for the files the library reads whole anyway (pages, drafts).
    public func read(_ url: URL) throws -> Data {
        var data = Data()
        try forEachChunk(of: url) { data.append($0) }
        return data
    }

    /// Hands the plaintext over in chunks of at most 64 KiB, each only after its tag was checked.
    /// A damaged chunk stops it with `SealedFileDamaged`; the chunks before it were authentic,
    /// but the file as a whole is not, so a caller must not keep what it was given.
    public func forEachChunk(of url: URL, _ body: (Data) throws -> Void) throws {
        let reader = try SealedFileReader(url: url, key: key, damaged: damaged(url))
        while let chunk = try reader.next() { try body(chunk) }
    }

    /// Writes the plaintext of a sealed file to `destination`, in constant memory; on damage
    /// the partial copy is removed.
    public func copyOpened(from source: URL, to destination: URL) throws {
        guard FileManager.default.createFile(atPath: destination.path, contents: nil,
                                             attributes: [.posixPermissions: 0o600]) else {
            throw CocoaError(.fileWriteNoPermission, userInfo: [NSFilePathErrorKey: destination.path])
        }
        do {
            let handle = try FileHandle(forWritingTo: destination)
            defer { try? handle.close() }
            try forEachChunk(of: source) { try handle.write(contentsOf: $0) }
        } catch {
            try? SecureErasure.remove(destination)
            throw error
        }
    }

    /// Whether the file begins as a sealed file does; says nothing of whether it opens.
    public static func isSealed(_ url: URL) -> Bool {
        guard let handle = try? FileHandle(forReadingFrom: url) else { return false }
        defer { try? handle.close() }
        return (try? handle.read(upToCount: magic.count)) == magic
    }

    // MARK: Sealing what an earlier version left plain

    /// Seals a plain file where it lies; false when it was sealed already. The sealed copy is
    /// written beside it, flushed to disk and renamed over it, so a crash at any point leaves
    /// either the plain file or the whole sealed one. The plain bytes are then overwritten
    /// through a handle kept open across the rename, so they are not left in free blocks.
    @discardableResult
    public func sealInPlace(_ url: URL) throws -> Bool {
        guard !Self.isSealed(url) else { return false }
        // Opened for writing too, so that the same inode can be overwritten after the rename.
        let plain = try FileHandle(forUpdating: url)
        defer { try? plain.close() }
        let sealing = try self.writer(to: url)
        while let block = try plain.read(upToCount: 1 << 20), !block.isEmpty {
            try sealing.append(block)
        }
        try sealing.finish()
        try SecureErasure.overwrite(plain)
        return true
    }

    /// Seals every plain file under the library's `files/`, `jobs/` and `uploads/` folders,
    /// telling `progress` after each; returns how many it sealed. Leftovers of a sealing cut
    /// short by a crash are removed first. Run once after an upgrade (`sealPlainFilesOnce`), as
    /// it looks at each file's first bytes.
    @discardableResult
    public func sealPlainFiles(of library: LibraryFolder,
                               progress: (SealingProgress) -> Void = { _ in }) throws -> Int {
        var plain: [URL] = []
        for folder in ["files", "jobs", "uploads"] {
            for url in try LibraryFolder.regularFiles(under: library.root.appendingPathComponent(folder, isDirectory: true)) {
                if SealedFileWriter.isUnfinished(url) {
                    try SecureErasure.remove(url)
                } else if !Self.isSealed(url) {
                    plain.append(url)
                }
            }
        }
        guard !plain.isEmpty else { return 0 }
        progress(SealingProgress(done: 0, total: plain.count))
        for (index, url) in plain.enumerated() {
            try sealInPlace(url)
            progress(SealingProgress(done: index + 1, total: plain.count))
        }
        return plain.count
    }

    // MARK: Internals

    private func damaged(_ url: URL) -> SealedFileDamaged {
        let path = url.standardizedFileURL.path
        if let root, path.hasPrefix(root.path + "/") {
            return SealedFileDamaged(path: String(path.dropFirst(root.path.count + 1)))
        }
        return SealedFileDamaged(path: path)
    }

    static func authenticatedData(header: Data, index: UInt64, isLast: Bool) -> Data {
        var data = header
        withUnsafeBytes(of: index.bigEndian) { data.append(contentsOf: $0) }
        data.append(isLast ? 1 : 0)
        return data
    }
}

extension ArchiveDatabase {
    /// The sealer of the library's files; needs the unlocked master key.
    public func sealedFiles(root: URL? = nil) throws -> SealedFiles {
        SealedFiles(key: try requireMasterKey().subkey(for: SealedFiles.keyPurpose), root: root)
    }

    /// Seals what an earlier version (or an older backup) left plain, the first time only:
    /// the keyring remembers it is done, so an unlock does not open every file of a big library.
    public func sealPlainFilesOnce(progress: (SealingProgress) -> Void = { _ in }) throws {
        guard try !Keyring.read(from: library.keyringURL).filesSealed else { return }
        try sealedFiles(root: library.root).sealPlainFiles(of: library, progress: progress)
        try Keyring.update(at: library.keyringURL) { $0.filesSealed = true }
    }
}

/// A sealed file being written: chunks are sealed as the bytes arrive, into a hidden file
/// beside the destination that is flushed and renamed into place by `finish()`. A writer
/// dropped unfinished takes its partial file with it.
public final class SealedFileWriter {
    public let destination: URL
    private let partial: URL
    private let handle: FileHandle
    private let key: SymmetricKey
    private let header: Data
    private var buffer = Data()
    private var index: UInt64 = 0
    private var finished = false

    private static let partialMarker = ".arkseal-partial-"

    /// The most plaintext held in memory at once, for the test that streaming stays constant.
    var bufferedByteCount: Int { buffer.count }

    init(destination: URL, key: SymmetricKey) throws {
        self.destination = destination
        self.key = key
        partial = destination.deletingLastPathComponent()
            .appendingPathComponent("\(Self.partialMarker)\(UUID().uuidString.lowercased())")
        guard FileManager.default.createFile(atPath: partial.path, contents: nil, attributes: [.posixPermissions: 0o600]) else {
            throw CocoaError(.fileWriteNoPermission, userInfo: [NSFilePathErrorKey: partial.path])
        }
        handle = try FileHandle(forWritingTo: partial)
        var header = SealedFiles.magic
        header.append(SealedFiles.version)
        header.append(contentsOf: (0..<SealedFiles.fileIDLength).map { _ in UInt8.random(in: .min ... .max) })
        self.header = header
        try handle.write(contentsOf: header)
    }

    /// Whether `url` is what a writer cut short by a crash left behind.
    public static func isUnfinished(_ url: URL) -> Bool {
        url.lastPathComponent.hasPrefix(partialMarker)
    }

    public func append(_ data: Data) throws {
        precondition(!finished, "appending to a finished sealed file")
        buffer.append(data)
        try sealFullChunks()
    }

    public func append(_ bytes: UnsafeRawBufferPointer) throws {
        precondition(!finished, "appending to a finished sealed file")
        buffer.append(contentsOf: bytes)
        try sealFullChunks()
    }

    /// Seals the last chunk, flushes the file to disk and renames it into place.
    public func finish() throws {
        precondition(!finished, "finishing a sealed file twice")
        try seal(buffer, isLast: true)
        buffer = Data()
        try handle.synchronize()
        try handle.close()
        finished = true
        guard rename(partial.path, destination.path) == 0 else {
            try? FileManager.default.removeItem(at: partial)
            throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: destination.path])
        }
        Self.synchronizeFolder(of: destination)
    }

    /// Gives up the file; nothing appears at the destination.
    public func discard() {
        guard !finished else { return }
        finished = true
        try? handle.close()
        try? SecureErasure.remove(partial)
    }

    deinit {
        discard()
    }

    /// A full chunk is sealed only once a byte beyond it has arrived: until then it might be
    /// the last, and the last chunk is sealed as such.
    private func sealFullChunks() throws {
        var start = buffer.startIndex
        while buffer.endIndex - start > SealedFiles.chunkLength {
            try seal(buffer[start..<start + SealedFiles.chunkLength], isLast: false)
            start += SealedFiles.chunkLength
        }
        if start != buffer.startIndex { buffer = Data(buffer[start...]) }
    }

    private func seal(_ chunk: Data, isLast: Bool) throws {
        let box = try AES.GCM.seal(chunk, using: key,
                                   authenticating: SealedFiles.authenticatedData(header: header, index: index, isLast: isLast))
        guard let combined = box.combined else { throw CocoaError(.fileWriteUnknown) }
        try handle.write(contentsOf: combined)
        index += 1
    }

    /// Makes the rename itself durable, not only the file's bytes.
    private static func synchronizeFolder(of url: URL) {
        let descriptor = open(url.deletingLastPathComponent().path, O_RDONLY)
        guard descriptor >= 0 else { return }
        fsync(descriptor)
        close(descriptor)
    }
}

/// Opens a sealed file chunk by chunk, reading one chunk ahead to know which is the last.
final class SealedFileReader {
    private let handle: FileHandle
    private let key: SymmetricKey
    private let damaged: SealedFileDamaged
    private let header: Data
    private var upcoming: Data
    private var index: UInt64 = 0
    private var done = false

    init(url: URL, key: SymmetricKey, damaged: SealedFileDamaged) throws {
        self.key = key
        self.damaged = damaged
        handle = try FileHandle(forReadingFrom: url)
        do {
            let header = try handle.read(upToCount: SealedFiles.headerLength) ?? Data()
            guard header.count == SealedFiles.headerLength, header.prefix(SealedFiles.magic.count) == SealedFiles.magic,
                  header[header.startIndex + SealedFiles.magic.count] == SealedFiles.version
            else { throw damaged }
            self.header = header
            upcoming = try handle.read(upToCount: SealedFiles.sealedChunkLength) ?? Data()
        } catch {
            try? handle.close()
            throw error is SealedFileDamaged ? error : damaged
        }
    }

    deinit {
        try? handle.close()
    }

    /// The next chunk's plaintext, or nil after the last.
    func next() throws -> Data? {
        guard !done else { return nil }
        let current = upcoming
        upcoming = try handle.read(upToCount: SealedFiles.sealedChunkLength) ?? Data()
        let isLast = upcoming.isEmpty
        guard current.count >= SealedFiles.nonceLength + SealedFiles.tagLength else { throw damaged }
        do {
            let box = try AES.GCM.SealedBox(combined: current)
            let plaintext = try AES.GCM.open(box, using: key, authenticating: SealedFiles.authenticatedData(
                header: header, index: index, isLast: isLast))
            index += 1
            done = isLast
            return plaintext
        } catch {
            throw damaged
        }
    }
}
