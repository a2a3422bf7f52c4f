import ArkivatorStore
import Foundation

/// Where uploads wait until the Library takes their photos: inside the library folder, so
/// that taking them is a rename on the same disk, owner-only, one folder per upload.
public struct UploadStaging: Sendable {
    public let root: URL

    public init(library: LibraryFolder) {
        root = library.root.appendingPathComponent("uploads", isDirectory: true)
    }

    public func newFolder() throws -> URL {
        let folder = root.appendingPathComponent(UUID().uuidString.lowercased(), isDirectory: true)
        for url in [root, folder] {
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true,
                                                    attributes: [.posixPermissions: 0o700])
        }
        return folder
    }

    public func remove(_ folder: URL) {
        try? SecureErasure.remove(folder)
    }

    /// What a server stopped in the middle of an upload left behind.
    public func removeLeftovers() {
        try? SecureErasure.remove(root)
    }
}

/// Where a backup sent to be restored waits: beside the library folder, which must stay empty
/// until the backup is restored into it; owner-only, and erased once restored or refused.
public struct BackupUpload: Sendable {
    public let file: URL

    public init(beside library: LibraryFolder) throws {
        file = library.root.deletingLastPathComponent()
            .appendingPathComponent(".arkivator-gjenoppretting-\(UUID().uuidString.lowercased()).zip")
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        guard FileManager.default.createFile(atPath: file.path, contents: nil, attributes: [.posixPermissions: 0o600]) else {
            throw LibraryError.fileUnreadable(code: Int(errno))
        }
    }

    public func erase() {
        try? SecureErasure.remove(file)
    }
}
