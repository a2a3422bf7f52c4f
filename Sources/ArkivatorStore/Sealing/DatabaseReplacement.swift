import Foundation

/// Puts a new database file in the place of the old in steps that each leave something whole
/// behind, so that a stop at any point resumes: the copy is written under a working name, which
/// is renamed to a finished name once it is complete and synced; then the old database is
/// erased, its log first; then the finished copy is renamed into place. A working file is
/// unfinished and made again; a finished one means the old is no longer needed; with the old
/// one gone, only the rename is left, which needs no key.
struct DatabaseReplacement {
    let library: LibraryFolder
    let working: URL
    let finished: URL

    /// The replacement whose files are `arkivator.sqlite.<working>` and `.<finished>`.
    init(_ library: LibraryFolder, working: String, finished: String) {
        self.library = library
        self.working = library.root.appendingPathComponent("arkivator.sqlite.\(working)")
        self.finished = library.root.appendingPathComponent("arkivator.sqlite.\(finished)")
    }

    var hasFinishedCopy: Bool { FileManager.default.fileExists(atPath: finished.path) }

    /// Writes the copy with `write` (given the working file) unless a finished one is there.
    func makeCopy(_ write: (URL) throws -> Void) throws {
        guard !hasFinishedCopy else { return }
        for leftover in [working, URL(fileURLWithPath: working.path + "-journal")] {
            try? SecureErasure.remove(leftover)
        }
        try write(working)
        try Self.rename(working, to: finished)
        try Keyring.syncFolder(library.root)
    }

    /// Erases the old database. The log first: it may hold the newest pages, and with the main
    /// file still there a resumed replacement knows the old is not all gone.
    func eraseOld() throws {
        for suffix in ["-wal", "-shm", "-journal", ""] {
            try SecureErasure.remove(URL(fileURLWithPath: library.databaseURL.path + suffix))
        }
    }

    /// Renames a finished copy into place once the old database is gone.
    func putInPlace() throws {
        guard !FileManager.default.fileExists(atPath: library.databaseURL.path), hasFinishedCopy else { return }
        try Self.rename(finished, to: library.databaseURL)
        try Keyring.syncFolder(library.root)
    }

    private static func rename(_ source: URL, to destination: URL) throws {
        guard Foundation.rename(source.path, destination.path) == 0 else {
            throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: destination.path])
        }
    }
}
