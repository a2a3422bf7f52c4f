import ArkivatorArchive
import ArkivatorCore
import ArkivatorStore
import Foundation

/// Copies of the library outside it, each a lasting grant that takes the passphrase again: the
/// archive folder kept in step, an export, a backup; and erasing the library altogether.
extension Library {
    /// The folder kept in step with the library, if one is chosen.
    public func archiveFolder() throws -> URL? {
        try archive.archiveFolder()
    }

    /// Chooses the folder to keep in step (and writes every letter into it), or none; the
    /// files in a folder given up stay there. Returns how many letters the folder holds. A
    /// folder keeps plain copies of every letter from now on, so choosing one needs the
    /// passphrase again; giving one up does not.
    @discardableResult
    public func chooseArchiveFolder(_ destination: URL?, confirmed: PassphraseConfirmed?,
                                    progress: (Int, Int) -> Void = { _, _ in }) throws -> Int {
        guard let destination else {
            try archive.chooseArchiveFolder(nil)
            return 0
        }
        try Self.requireConfirmed(confirmed)
        try prepareExportFolder(destination)
        try archive.chooseArchiveFolder(destination)
        return try archive.export(to: destination, progress: progress)
    }

    /// Writes every letter into `destination` in the archive layout, plain; returns how many.
    @discardableResult
    public func export(to destination: URL, confirmed: PassphraseConfirmed,
                       progress: (Int, Int) -> Void = { _, _ in }) throws -> Int {
        try prepareExportFolder(destination)
        return try archive.export(to: destination, progress: progress)
    }

    /// Creates the folder if needed; refuses a path that is a file, or inside the library.
    private func prepareExportFolder(_ destination: URL) throws {
        let library = folder.root.standardizedFileURL.path
        let path = destination.standardizedFileURL.path
        if path == library || path.hasPrefix(library + "/") { throw LibraryError.exportInsideLibrary(path: library) }
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) {
            guard isFolder.boolValue else { throw LibraryError.notAFolder(path: path) }
        } else {
            try FileManager.default.createDirectory(at: destination, withIntermediateDirectories: true)
        }
    }

    /// Writes a backup of the whole library (database, images, documents) to one file.
    @discardableResult
    public func backUp(to destination: URL, confirmed: PassphraseConfirmed) throws -> LibraryBackup.Summary {
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: destination.path, isDirectory: &isFolder), isFolder.boolValue {
            throw LibraryError.backupDestinationIsFolder(path: destination.path)
        }
        return try LibraryBackup.write(folder, database: database, appVersion: appVersion, to: destination)
    }

    /// A backup of the whole library as bytes, for a browser to download.
    public func backupBytes(confirmed: PassphraseConfirmed) throws -> Data {
        try Self.inScratchFolder { folder in
            let file = folder.appendingPathComponent("arkivator.zip")
            try backUp(to: file, confirmed: confirmed)
            return try Data(contentsOf: file)
        }
    }

    /// Every letter in the archive layout (`<Person>/Dokumenter`, `<Person>/Bilder`), plain, as
    /// one zip for a browser to download: what `export` writes to a folder.
    public func exportBytes(confirmed: PassphraseConfirmed) throws -> Data {
        try Self.inScratchFolder { folder in
            let letters = folder.appendingPathComponent("Arkivator", isDirectory: true)
            try export(to: letters, confirmed: confirmed)
            let file = folder.appendingPathComponent("arkivator-eksport.zip")
            try ArchiveZip.write(letters, to: file)
            return try Data(contentsOf: file)
        }
    }

    /// Work on copies made for one answer: in a folder only the owner can read, erased (its
    /// files overwritten) as soon as `body` is done.
    private static func inScratchFolder<T>(_ body: (URL) throws -> T) throws -> T {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("arkivator-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true,
                                                attributes: [.posixPermissions: 0o700])
        defer { try? SecureErasure.remove(folder) }
        return try body(folder)
    }

    /// Restores a backup into `folder`, which must hold no library; every file is checked
    /// against the backup's checksums first.
    @discardableResult
    public static func restore(from backup: URL, into folder: LibraryFolder) throws -> LibraryBackup.Summary {
        guard FileManager.default.fileExists(atPath: backup.path) else { throw LibraryError.fileNotFound(path: backup.path) }
        return try LibraryBackup.restore(from: backup, into: folder)
    }

    /// The word the owner types to erase everything.
    public static let eraseConfirmation = "SLETT"

    /// Erases the library from this machine: every file overwritten, then removed. Copies in
    /// Google Drive or an archive folder stay.
    public func erase(confirmation: String, confirmed: PassphraseConfirmed) throws {
        guard confirmation.trimmingCharacters(in: .whitespaces) == Self.eraseConfirmation else {
            throw LibraryError.eraseNotConfirmed(expected: Self.eraseConfirmation)
        }
        try folder.eraseEverything()
    }
}
