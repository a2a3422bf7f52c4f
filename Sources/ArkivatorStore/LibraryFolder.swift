import ArkivatorCore
import Foundation

/// The folder that holds one family's archive: the database and the files of every document.
public struct LibraryFolder: Sendable {
    public let root: URL

    public init(root: URL) {
        self.root = root.standardizedFileURL
    }

    /// `$ARKIVATOR_HOME`, else `$XDG_DATA_HOME/arkivator`, else `~/.local/share/arkivator`.
    public static func defaultRoot(environment: [String: String] = ProcessInfo.processInfo.environment) -> URL {
        if let home = environment["ARKIVATOR_HOME"], !home.isEmpty {
            return URL(fileURLWithPath: home, isDirectory: true)
        }
        if let dataHome = environment["XDG_DATA_HOME"], !dataHome.isEmpty {
            return URL(fileURLWithPath: dataHome, isDirectory: true).appendingPathComponent("arkivator", isDirectory: true)
        }
        let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory()
        return URL(fileURLWithPath: home, isDirectory: true)
            .appendingPathComponent(".local/share/arkivator", isDirectory: true)
    }

    public var databaseURL: URL { root.appendingPathComponent("arkivator.sqlite") }
    /// The vault and the API keys' wraps of the master key: what unlocking needs, kept beside
    /// the sealed database because the database cannot be read before unlocking.
    public var keyringURL: URL { root.appendingPathComponent("arkivator.keys") }
    /// Enhanced page images, `.docx` and PDF files, by document, each sealed (`SealedFiles`).
    public var filesURL: URL { root.appendingPathComponent("files", isDirectory: true) }

    /// A keyring, or a database from before there was one.
    public var exists: Bool {
        FileManager.default.fileExists(atPath: keyringURL.path) || FileManager.default.fileExists(atPath: databaseURL.path)
    }

    /// Creates the folders owner-only (0700) and an empty database file owner-only (0600),
    /// so that not even an instant exists in which others could read them.
    func createFolders() throws {
        let manager = FileManager.default
        for folder in [root, filesURL] {
            try manager.createDirectory(at: folder, withIntermediateDirectories: true,
                                        attributes: [.posixPermissions: 0o700])
            try manager.setAttributes([.posixPermissions: 0o700], ofItemAtPath: folder.path)
        }
        if !manager.fileExists(atPath: databaseURL.path) {
            guard manager.createFile(atPath: databaseURL.path, contents: nil,
                                     attributes: [.posixPermissions: 0o600])
            else { throw CocoaError(.fileWriteNoPermission, userInfo: [NSFilePathErrorKey: databaseURL.path]) }
        }
    }
}

extension LibraryFolder {
    /// The folder that holds one document's files.
    public func folder(of documentID: Int64) -> URL {
        filesURL.appendingPathComponent(String(documentID), isDirectory: true)
    }

    /// A stored relative path as a URL inside the library, or nil for one that would leave it.
    public func resolve(_ relativePath: String) -> URL? {
        let url = root.appendingPathComponent(relativePath).standardizedFileURL
        return url.path.hasPrefix(root.path + "/") ? url : nil
    }

    /// Removes every file the document has in the library, and its folder.
    public func removeFiles(of document: Document) throws {
        let manager = FileManager.default
        let paths = [document.files.docx, document.files.image, document.files.pdf] + document.pages.map(\.imagePath)
        var urls = paths.compactMap { $0.flatMap(resolve) }
        if let id = document.id { urls.append(folder(of: id)) }
        // Each document's files share one folder under files/; it goes with them.
        let folders = Set(urls.map { $0.deletingLastPathComponent() }).filter { $0.deletingLastPathComponent() == filesURL }
        urls.append(contentsOf: folders)
        for url in urls where manager.fileExists(atPath: url.path) {
            try SecureErasure.remove(url)
        }
    }

    /// Erases the whole library: every file overwritten, then the folder removed.
    public func eraseEverything() throws {
        guard FileManager.default.fileExists(atPath: root.path) else { return }
        try SecureErasure.remove(root)
    }
}

/// Overwrites a file's bytes before unlinking it, so that a deleted letter is not left whole
/// in free blocks for an undelete tool. On an SSD or a copy-on-write file system the old
/// blocks may survive elsewhere; the library folder's disk encryption is what covers that.
public enum SecureErasure {
    public static func remove(_ url: URL) throws {
        let manager = FileManager.default
        var isFolder: ObjCBool = false
        guard manager.fileExists(atPath: url.path, isDirectory: &isFolder) else { return }
        if isFolder.boolValue {
            for child in try manager.contentsOfDirectory(at: url, includingPropertiesForKeys: nil) {
                try remove(child)
            }
        } else if (try? url.resourceValues(forKeys: [.isSymbolicLinkKey]).isSymbolicLink) != true {
            try overwrite(url)
        }
        try manager.removeItem(at: url)
    }

    private static func overwrite(_ url: URL) throws {
        let handle = try FileHandle(forWritingTo: url)
        defer { try? handle.close() }
        try overwrite(handle)
    }

    /// Zeros every byte of the open file and flushes them to disk.
    static func overwrite(_ handle: FileHandle) throws {
        let size = try handle.seekToEnd()
        try handle.seek(toOffset: 0)
        let block = Data(count: 1 << 16)
        var written: UInt64 = 0
        while written < size {
            let count = Int(min(UInt64(block.count), size - written))
            try handle.write(contentsOf: block.prefix(count))
            written += UInt64(count)
        }
        try handle.synchronize()
    }
}

extension LibraryFolder {
    /// Every regular file under `folder`, at any depth, in the order of their paths; none
    /// for a folder that is not there.
    public static func regularFiles(under folder: URL) throws -> [URL] {
        guard FileManager.default.fileExists(atPath: folder.path) else { return [] }
        var files: [URL] = []
        let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: [.isRegularFileKey])
        while let url = enumerator?.nextObject() as? URL {
            if try url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile == true { files.append(url) }
        }
        return files.sorted { $0.path < $1.path }
    }

    /// Creates an owner-only folder at a path relative to the library and returns its URL.
    public func createFolder(_ relativePath: String) throws -> URL {
        guard let url = resolve(relativePath) else { throw CocoaError(.fileWriteInvalidFileName) }
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true,
                                                attributes: [.posixPermissions: 0o700])
        return url
    }
}
