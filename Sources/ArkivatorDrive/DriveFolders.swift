import ArkivatorStore
import Foundation

/// Finds or makes `<root>/<Person>/<Dokumenter|Bilder>` on Drive, one level at a time, and
/// caches each folder's id in the library so later uploads go straight there.
struct DriveFolders: Sendable {
    let client: DriveClient
    let database: ArchiveDatabase

    /// The id of the folder at `path`, made where missing. A folder that exists is found by
    /// name before one is made, so an answer lost on the way never leaves two.
    func resolve(_ path: [String]) async throws -> String {
        var parent = "root"
        var key = ""
        for name in path {
            key += (key.isEmpty ? "" : "/") + name
            if let cached = try database.cachedDriveFolder(key) {
                parent = cached
                continue
            }
            let found = try await client.list(query: DriveQuery.folder(named: name, in: parent))
            let id: String
            if let existing = found.first {
                id = existing.id
            } else {
                id = try await client.createFolder(name: name, parent: parent).id
            }
            try database.cacheDriveFolder(key, id: id)
            parent = id
        }
        return parent
    }

    /// Forgets the cached ids after Drive said one of them is gone (the user deleted a folder).
    func forget() throws {
        try database.forgetDriveFolders()
    }
}
