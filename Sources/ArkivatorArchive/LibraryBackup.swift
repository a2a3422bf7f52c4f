import ArkivatorStore
import Crypto
import Foundation
import ZIPFoundation

/// One file that holds a whole library, and only what the library keeps sealed: a snapshot of
/// the database (taken through SQLite's backup API, so a library in use is copied
/// consistently, and sealed as the database is), every file of every document and pending job
/// exactly as stored (sealed), the keyring `arkivator.keys` beside the database when there is
/// one, and a manifest with the size and SHA-256 of each. The manifest names files by folder
/// and page number only. Nothing is opened to make a backup and nothing is opened to restore
/// one: the passphrase opens a restored library just as it opened the original. A backup made
/// by an earlier version holds plain files; they are restored as they are and sealed at the
/// first unlock.
public enum LibraryBackup {
    public enum Problem: Error, Equatable, Sendable {
        /// Restoring needs a library folder without a database in it.
        case libraryNotEmpty(path: String)
        /// Not a backup made by Arkivator, or one from a newer version.
        case notABackup
        case unsupportedVersion(Int)
        /// A file is missing, has an unexpected name, or its bytes differ from the manifest.
        case damaged(path: String)
    }

    struct Manifest: Codable {
        struct Entry: Codable {
            let path: String
            let size: Int64
            let sha256: String
        }

        static let currentFormat = "arkivator-backup"
        static let currentVersion = 1

        let format: String
        let version: Int
        let createdAt: Date
        let appVersion: String
        let documentCount: Int
        let files: [Entry]
    }

    static let manifestName = "manifest.json"
    static let databaseName = "arkivator.sqlite"
    /// The wrapped keys that open the sealed database; without it the snapshot is noise.
    static let keyringName = "arkivator.keys"
    /// The folders of a library that a backup holds, beside the database.
    static let folders = ["files", "jobs"]

    public struct Summary: Sendable {
        public let fileCount: Int
        public let byteCount: Int64
        public let documentCount: Int
    }

    /// Writes the backup of `library` to `destination`, replacing nothing until it is complete.
    @discardableResult
    public static func write(_ library: LibraryFolder, database: ArchiveDatabase, appVersion: String,
                             to destination: URL) throws -> Summary {
        let manager = FileManager.default
        let staging = destination.deletingLastPathComponent()
            .appendingPathComponent(".\(destination.lastPathComponent).\(UUID().uuidString.prefix(8)).del")
        try manager.createDirectory(at: staging, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        defer { try? SecureErasure.remove(staging) }

        let snapshot = staging.appendingPathComponent(databaseName)
        try database.snapshot(to: snapshot)
        var sources: [(path: String, url: URL)] = [(databaseName, snapshot), (keyringName, library.keyringURL)]
        // Every file is sealed: an unlock never leaves one plain, and a plain file found here
        // was put there by someone else, so it goes into the backup as it is and opens there as
        // it does here, as damaged.
        for folder in folders {
            for file in try regularFiles(under: library.root.appendingPathComponent(folder), relativeTo: library.root)
            where !SealedFileWriter.isUnfinished(file.url) {
                sources.append(file)
            }
        }

        let partial = staging.appendingPathComponent("backup.zip")
        let archive = try Archive(url: partial, accessMode: .create)
        var entries: [Manifest.Entry] = []
        for source in sources {
            var hash = SHA256()
            var size: Int64 = 0
            let handle = try FileHandle(forReadingFrom: source.url)
            defer { try? handle.close() }
            let length = Int64(try source.url.resourceValues(forKeys: [.fileSizeKey]).fileSize ?? 0)
            // JPEGs and the sealed database do not shrink; the keyring is JSON, and the XML inside
            // .docx files is already small.
            try archive.addEntry(with: source.path, type: .file, uncompressedSize: length,
                                 compressionMethod: source.path == keyringName ? .deflate : .none) { _, chunk in
                let data = try handle.read(upToCount: chunk) ?? Data()
                hash.update(data: data)
                size += Int64(data.count)
                return data
            }
            entries.append(.init(path: source.path, size: size, sha256: hex(hash.finalize())))
        }
        let manifest = Manifest(format: Manifest.currentFormat, version: Manifest.currentVersion, createdAt: Date(),
                                appVersion: appVersion, documentCount: try database.documentCount(), files: entries)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .iso8601
        let manifestData = try encoder.encode(manifest)
        try archive.addEntry(with: manifestName, type: .file, uncompressedSize: Int64(manifestData.count),
                             compressionMethod: .deflate) { position, size in
            manifestData.subdata(in: Int(position)..<Int(position) + size)
        }
        try manager.setAttributes([.posixPermissions: 0o600], ofItemAtPath: partial.path)
        // rename(2) replaces an earlier backup in one step; the staging folder is beside the
        // destination, so on the same disk. (FileManager.replaceItemAt fails on Linux here.)
        guard rename(partial.path, destination.path) == 0 else {
            throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: destination.path])
        }
        return Summary(fileCount: entries.count, byteCount: entries.reduce(0) { $0 + $1.size },
                       documentCount: manifest.documentCount)
    }

    /// Restores a backup into `library`, whose folder must hold no database. Every file is
    /// checked against the manifest before anything is moved into place; a damaged backup
    /// leaves the folder as it was.
    @discardableResult
    public static func restore(from source: URL, into library: LibraryFolder) throws -> Summary {
        let manager = FileManager.default
        if library.exists { throw Problem.libraryNotEmpty(path: library.root.path) }
        let archive: Archive
        do {
            archive = try Archive(url: source, accessMode: .read)
        } catch {
            throw Problem.notABackup
        }
        let manifest = try readManifest(archive)

        try manager.createDirectory(at: library.root, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        for name in [databaseName, keyringName] + folders where manager.fileExists(atPath: library.root.appendingPathComponent(name).path) {
            throw Problem.libraryNotEmpty(path: library.root.path)
        }
        let staging = library.root.appendingPathComponent(".gjenoppretting-\(UUID().uuidString.prefix(8))", isDirectory: true)
        try manager.createDirectory(at: staging, withIntermediateDirectories: false, attributes: [.posixPermissions: 0o700])
        defer { try? SecureErasure.remove(staging) }

        let expected = Set(manifest.files.map(\.path) + [manifestName])
        for entry in archive where !expected.contains(entry.path) {
            throw Problem.damaged(path: entry.path)
        }
        for file in manifest.files {
            guard isSafe(file.path), let entry = archive[file.path], entry.type == .file,
                  entry.uncompressedSize == file.size
            else { throw Problem.damaged(path: file.path) }
            let target = staging.appendingPathComponent(file.path)
            try manager.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true,
                                        attributes: [.posixPermissions: 0o700])
            guard manager.createFile(atPath: target.path, contents: nil, attributes: [.posixPermissions: 0o600]) else {
                throw CocoaError(.fileWriteNoPermission, userInfo: [NSFilePathErrorKey: target.path])
            }
            let handle = try FileHandle(forWritingTo: target)
            var hash = SHA256()
            var size: Int64 = 0
            do {
                _ = try archive.extract(entry) { chunk in
                    size += Int64(chunk.count)
                    guard size <= file.size else { throw Problem.damaged(path: file.path) }
                    hash.update(data: chunk)
                    try handle.write(contentsOf: chunk)
                }
                try handle.close()
            } catch let problem as Problem {
                try? handle.close()
                throw problem
            } catch {
                try? handle.close()
                throw Problem.damaged(path: file.path)
            }
            guard size == file.size, hex(hash.finalize()) == file.sha256 else { throw Problem.damaged(path: file.path) }
        }

        // The snapshot must open as a library before it replaces anything.
        do {
            try ArchiveDatabase.verifySnapshot(at: staging.appendingPathComponent(databaseName),
                                               keyring: staging.appendingPathComponent(keyringName))
        } catch {
            throw Problem.damaged(path: databaseName)
        }
        for name in [databaseName, keyringName] + folders {
            let item = staging.appendingPathComponent(name)
            guard manager.fileExists(atPath: item.path) else { continue }
            try manager.moveItem(at: item, to: library.root.appendingPathComponent(name))
        }
        for folder in folders {
            try manager.createDirectory(at: library.root.appendingPathComponent(folder), withIntermediateDirectories: true,
                                        attributes: [.posixPermissions: 0o700])
        }
        return Summary(fileCount: manifest.files.count, byteCount: manifest.files.reduce(0) { $0 + $1.size },
                       documentCount: manifest.documentCount)
    }

    private static func readManifest(_ archive: Archive) throws -> Manifest {
        guard let entry = archive[manifestName], entry.uncompressedSize < 64 << 20 else { throw Problem.notABackup }
        var data = Data()
        do {
            _ = try archive.extract(entry) { data.append($0) }
        } catch {
            throw Problem.notABackup
        }
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        guard let manifest = try? decoder.decode(Manifest.self, from: data), manifest.format == Manifest.currentFormat
        else { throw Problem.notABackup }
        guard manifest.version <= Manifest.currentVersion else { throw Problem.unsupportedVersion(manifest.version) }
        guard manifest.files.contains(where: { $0.path == databaseName }) else { throw Problem.damaged(path: databaseName) }
        return manifest
    }

    /// A manifest path names a file inside the library's own folders, and nothing else.
    static func isSafe(_ path: String) -> Bool {
        if path == databaseName || path == keyringName { return true }
        let parts = path.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count >= 2, folders.contains(String(parts[0])) else { return false }
        return parts.allSatisfy { !$0.isEmpty && $0 != "." && $0 != ".." && !$0.contains("\\") && !$0.contains("\0") }
    }

    /// Regular files below `folder`, with paths relative to `base`; links are not followed.
    private static func regularFiles(under folder: URL, relativeTo base: URL) throws -> [(path: String, url: URL)] {
        let basePath = base.standardizedFileURL.path + "/"
        return try LibraryFolder.regularFiles(under: folder).compactMap { url in
            let path = url.standardizedFileURL.path
            return path.hasPrefix(basePath) ? (String(path.dropFirst(basePath.count)), url) : nil
        }
    }

    private static func hex(_ digest: SHA256.Digest) -> String {
        digest.map { String(format: "%02x", $0) }.joined()
    }
}
