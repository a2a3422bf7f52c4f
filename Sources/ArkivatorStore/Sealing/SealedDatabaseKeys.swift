import Crypto
import Foundation

/// The page keys of the sealed databases open in this process, by the database's real path:
/// the VFS looks a file up here when SQLite opens it (the open file keeps its own copy). A key
/// is here only while some `SealedPool` on that file lives, so a locked library leaves none.
final class SealedDatabaseKeys: @unchecked Sendable {
    static let shared = SealedDatabaseKeys()

    private let lock = NSLock()
    private var entries: [String: (key: SymmetricKey, users: Int)] = [:]

    /// Registers `key` for the existing file at `url`; returns the path it is known by.
    func register(_ key: SymmetricKey, for url: URL) throws -> String {
        let path = try Self.realPath(url)
        try lock.withLock {
            if let entry = entries[path] {
                // Two keys for one file would leave each pool reading the other's pages as damage.
                guard entry.key == key else { throw StoreError.damaged(what: url.lastPathComponent) }
                entries[path] = (key, entry.users + 1)
            } else {
                entries[path] = (key, 1)
            }
        }
        return path
    }

    func unregister(_ path: String) {
        lock.withLock {
            guard let entry = entries[path] else { return }
            entries[path] = entry.users > 1 ? (entry.key, entry.users - 1) : nil
        }
    }

    func key(for path: String) -> SymmetricKey? {
        lock.withLock { entries[path]?.key }
    }

    /// Whether any key is registered for a file in `folder`; for the tests of locking.
    func hasKey(under folder: URL) -> Bool {
        guard let root = try? Self.realPath(folder) else { return false }
        return lock.withLock { entries.keys.contains { $0.hasPrefix(root + "/") } }
    }

    /// SQLite names files by their full path with symbolic links resolved; so do we, or the
    /// VFS would not find the key.
    static func realPath(_ url: URL) throws -> String {
        guard let resolved = realpath(url.path, nil) else {
            throw CocoaError(.fileNoSuchFile, userInfo: [NSFilePathErrorKey: url.path])
        }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
