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
///     header: "ARKSEAL1" · version 2 (1 byte) · key generation (4 bytes) · file id (16 random bytes)
///     chunk:  nonce (12 random bytes) · ciphertext (up to 64 KiB) · tag (16 bytes)
///
/// Every chunk but the last holds exactly 64 KiB. Each chunk's tag covers the header, the
/// file's identity (its path inside the library, which names the letter or job it belongs to
/// and its role: `files/12/side-1.jpeg`, `jobs/<id>/draft.json`), the chunk's index and
/// whether it is the last. So a chunk moved within the file or taken from another file, a
/// file cut at a chunk boundary, a chunk appended after the last one, and a whole file moved
/// over another letter's all fail to open. The generation says which master key sealed it, so
/// a rotation cut short knows which files it has done. Version 1 (no identity, no generation)
/// is read only by the rotation that replaces it.
public struct SealedFiles: Sendable {
    static let magic = Data("ARKSEAL1".utf8)
    static let legacyVersion: UInt8 = 1
    static let version: UInt8 = 2
    static let fileIDLength = 16
    static let legacyHeaderLength = magic.count + 1 + fileIDLength
    static let headerLength = magic.count + 1 + 4 + fileIDLength
    static let chunkLength = 64 * 1024
    static let nonceLength = 12
    static let tagLength = 16
    static let sealedChunkLength = nonceLength + chunkLength + tagLength
    static let keyPurpose = "arkivator.files.v1"

    let key: SymmetricKey
    /// The master key's generation that `key` derives from; nil reads version-1 files only.
    let generation: UInt32?
    /// The library's root: a file's identity is its path inside it.
    let root: URL

    init(key: SymmetricKey, generation: UInt32?, root: URL) {
        self.key = key
        self.generation = generation
        self.root = root.standardizedFileURL
    }

    /// What a file at `url` is bound to: its path inside the library, or its whole path
    /// outside it.
    func identity(of url: URL) -> Data {
        let path = url.standardizedFileURL.path
        if path.hasPrefix(root.path + "/") { return Data(path.dropFirst(root.path.count + 1).utf8) }
        return Data(path.utf8)
    }

    // MARK: Writing

    /// Writes `data` sealed, owner-only; the file appears whole or not at all. `place` is where
    /// the file will be read from, when it is written elsewhere first and moved there.
    public func write(_ data: Data, to url: URL, as place: URL? = nil) throws {
        let sealing = try self.writer(to: url, as: place)
        try sealing.append(data)
        try sealing.finish()
    }

    /// A writer whose file appears at `url` only when it is finished, bound to `place` (or `url`).
    public func writer(to url: URL, as place: URL? = nil) throws -> SealedFileWriter {
        guard let generation else { throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: url.path]) }
        return try SealedFileWriter(destination: url, key: key, generation: generation, identity: identity(of: place ?? url))
    }

    /// Seals the file at `source` anew for `destination` and removes the source: a sealed file
    /// is bound to its place, so it cannot simply be renamed.
    public func move(_ source: URL, to destination: URL) throws {
        let sealing = try writer(to: destination)
        try forEachChunk(of: source) { try sealing.append($0) }
        try sealing.finish()
        try FileManager.default.removeItem(at: source)
    }

    /// Seals the file at `url` anew under `next`, where it lies, in constant memory; the old
    /// bytes are overwritten through a handle kept open across the rename, so that what the
    /// old key opens does not stay in the file system's free blocks. False when it was sealed
    /// under `next` already (a rotation resumed after a crash).
    @discardableResult
    func reseal(_ url: URL, under next: SealedFiles) throws -> Bool {
        guard let nextGeneration = next.generation, Self.generation(of: url) != nextGeneration else { return false }
        let old = try FileHandle(forUpdating: url)
        defer { try? old.close() }
        let sealing = try next.writer(to: url)
        try forEachChunk(of: url) { try sealing.append($0) }
        try sealing.finish()
        try SecureErasure.overwrite(old)
        return true
    }

    /// The generation in a version-2 file's header; nil for any other file.
    static func generation(of url: URL) -> UInt32? {
        guard let handle = try? FileHandle(forReadingFrom: url) else { return nil }
        defer { try? handle.close() }
        guard let header = try? handle.read(upToCount: magic.count + 5), header.count == magic.count + 5,
              header.prefix(magic.count) == magic, header[header.startIndex + magic.count] == version
        else { return nil }
        return header.suffix(4).reduce(0) { $0 << 8 | UInt32($1) }
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
        let reader = try SealedFileReader(url: url, key: key, generation: generation, identity: identity(of: url),
                                          damaged: damaged(url))
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

    // MARK: Internals

    private func damaged(_ url: URL) -> SealedFileDamaged {
        let path = url.standardizedFileURL.path
        if path.hasPrefix(root.path + "/") {
            return SealedFileDamaged(path: String(path.dropFirst(root.path.count + 1)))
        }
        return SealedFileDamaged(path: path)
    }

    /// `identity` is nil for version 1, which had none.
    static func authenticatedData(header: Data, identity: Data?, index: UInt64, isLast: Bool) -> Data {
        var data = header
        if let identity {
            withUnsafeBytes(of: UInt32(identity.count).bigEndian) { data.append(contentsOf: $0) }
            data.append(identity)
        }
        withUnsafeBytes(of: index.bigEndian) { data.append(contentsOf: $0) }
        data.append(isLast ? 1 : 0)
        return data
    }
}

extension SealedFiles {
    /// The sealer of a library's files under a master key of `generation`.
    init(masterKey: MasterKey, generation: Int, root: URL) {
        self.init(key: masterKey.subkey(for: Self.keyPurpose), generation: UInt32(generation), root: root)
    }

    /// The reader of the version-1 files an earlier version sealed under `masterKey`.
    static func legacy(masterKey: MasterKey, root: URL) -> SealedFiles {
        SealedFiles(key: masterKey.subkey(for: keyPurpose), generation: nil, root: root)
    }
}

extension ArchiveDatabase {
    /// The sealer of the library's files; needs the unlocked master key.
    public func sealedFiles() -> SealedFiles {
        SealedFiles(masterKey: masterKey, generation: generation, root: library.root)
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

    private let identity: Data

    init(destination: URL, key: SymmetricKey, generation: UInt32, identity: Data) throws {
        self.destination = destination
        self.key = key
        self.identity = identity
        partial = destination.deletingLastPathComponent()
            .appendingPathComponent("\(Self.partialMarker)\(UUID().uuidString.lowercased())")
        guard FileManager.default.createFile(atPath: partial.path, contents: nil, attributes: [.posixPermissions: 0o600]) else {
            throw CocoaError(.fileWriteNoPermission, userInfo: [NSFilePathErrorKey: partial.path])
        }
        handle = try FileHandle(forWritingTo: partial)
        var header = SealedFiles.magic
        header.append(SealedFiles.version)
        withUnsafeBytes(of: generation.bigEndian) { header.append(contentsOf: $0) }
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
                                   authenticating: SealedFiles.authenticatedData(header: header, identity: identity,
                                                                                 index: index, isLast: isLast))
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
    /// Nil for a version-1 file, which is bound to no identity.
    private let identity: Data?
    private var upcoming: Data
    private var index: UInt64 = 0
    private var done = false

    /// `generation` nil opens version-1 files only; otherwise version 2 of that generation only.
    init(url: URL, key: SymmetricKey, generation: UInt32?, identity: Data, damaged: SealedFileDamaged) throws {
        self.key = key
        self.damaged = damaged
        self.identity = generation == nil ? nil : identity
        handle = try FileHandle(forReadingFrom: url)
        do {
            let header: Data
            if let generation {
                header = try handle.read(upToCount: SealedFiles.headerLength) ?? Data()
                guard header.count == SealedFiles.headerLength, header.prefix(SealedFiles.magic.count) == SealedFiles.magic,
                      header[header.startIndex + SealedFiles.magic.count] == SealedFiles.version,
                      header.dropFirst(SealedFiles.magic.count + 1).prefix(4).reduce(0, { $0 << 8 | UInt32($1) }) == generation
                else { throw damaged }
            } else {
                header = try handle.read(upToCount: SealedFiles.legacyHeaderLength) ?? Data()
                guard header.count == SealedFiles.legacyHeaderLength, header.prefix(SealedFiles.magic.count) == SealedFiles.magic,
                      header[header.startIndex + SealedFiles.magic.count] == SealedFiles.legacyVersion
                else { throw damaged }
            }
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
                header: header, identity: identity, index: index, isLast: isLast))
            index += 1
            done = isLast
            return plaintext
        } catch {
            throw damaged
        }
    }
}
