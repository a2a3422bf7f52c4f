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
