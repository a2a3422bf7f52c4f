import ArkivatorArchive
import ArkivatorCore
import ArkivatorStore
import Foundation

// MARK: The passphrase and API keys

extension Library {
    /// Changes the library's master key under a new passphrase. A new passphrase is what the
    /// owner reaches for when the old one, or a device, may be in other hands, and an API key
    /// opens the library as the passphrase does: so every key is revoked with it unless
    /// `keepingAPIKeys`. Returns the keys revoked.
    ///
    /// This library is done with afterwards: the change is finished by the next unlock (with
    /// the new passphrase, or the old one), once nothing has the library open.
    @discardableResult
    public func changePassphrase(from current: String, to new: String, keepingAPIKeys: Bool = false,
                                 hardening: PassphraseHardening = .standard) throws -> [APITokenInfo] {
        try Self.checkNew(new)
        let keys = try database.apiTokens()
        try keyChange {
            try ArchiveDatabase.open(folder).changePassphrase(from: current, to: new, keepingAPIKeys: keepingAPIKeys,
                                                              hardening: hardening)
        }
        return keepingAPIKeys ? [] : keys
    }

    /// Changes the master key and keeps the passphrase: every other session, every copy of an
    /// older keyring and every key revoked before can open nothing on disk afterwards. As with
    /// a new passphrase, the next unlock finishes it.
    public func lockOutOthers(passphrase: String) throws {
        try keyChange { try ArchiveDatabase.open(folder).rotateKeys(passphrase: passphrase) }
    }

    private func keyChange(_ begin: () throws -> Void) throws {
        do {
            try begin()
        } catch StoreError.wrongPassphrase {
            throw LibraryError.wrongPassphrase
        } catch StoreError.passphraseTooShort(let minimum) {
            throw LibraryError.passphraseTooShort(minimum: minimum)
        }
    }

    /// Asks for the passphrase again before what cannot be taken back or lasts beyond the
    /// session (see `PassphraseConfirmed`, which it returns): an open session alone (a browser
    /// left unlocked, a stolen cookie) is not enough for these. `LibraryError.wrongPassphrase`
    /// when it is not the library's. Stretching it takes a good fraction of a second.
    public func confirmPassphrase(_ passphrase: String) throws -> PassphraseConfirmed {
        do {
            try database.checkPassphrase(passphrase)
        } catch StoreError.wrongPassphrase {
            throw LibraryError.wrongPassphrase
        }
        return PassphraseConfirmed()
    }

    /// Makes a key that opens the library through the JSON API until it is revoked, so only
    /// after the passphrase again; the key itself is returned this once and never stored.
    public func createAPIKey(named name: String, confirmed: PassphraseConfirmed) throws -> (info: APITokenInfo, key: String) {
        let label = name.trimmingCharacters(in: .whitespacesAndNewlines)
        let key = try database.createAPIToken(label: label.isEmpty ? "Nøkkel" : label)
        guard let info = try database.apiTokens().last else { throw LibraryError.unknownAPIKey }
        return (info, key)
    }

    public func apiKeys() throws -> [APITokenInfo] {
        try database.apiTokens()
    }

    /// Revokes a key by changing the master key, which needs the passphrase: the key's wrap
    /// of the old master key then opens nothing on disk, even if the keyring is put back. As
    /// with a new passphrase, the next unlock finishes it.
    public func revokeAPIKey(_ id: Int64, passphrase: String) throws {
        guard try database.apiTokens().contains(where: { $0.id == id }) else { throw LibraryError.apiKeyNotFound("\(id)") }
        try keyChange { try ArchiveDatabase.open(folder).rotateKeys(passphrase: passphrase, keepingAPIKeys: { $0 != id }) }
    }

    /// Revokes every key with this name, as `revokeAPIKey` does; returns how many.
    @discardableResult
    public func revokeAPIKeys(named name: String, passphrase: String) throws -> Int {
        let matching = Set(try database.apiTokens().filter { $0.label == name }.map(\.id))
        guard !matching.isEmpty else { throw LibraryError.apiKeyNotFound(name) }
        try keyChange { try ArchiveDatabase.open(folder).rotateKeys(passphrase: passphrase, keepingAPIKeys: { !matching.contains($0) }) }
        return matching.count
    }

    /// Whether `apiKey` still opens this library: it stands in the keyring, which has not been
    /// replaced or put back since this library was opened, and no change of keys is under way.
    public func recognizes(apiKey: String) -> Bool {
        database.holds(apiToken: apiKey)
    }
}

// MARK: Copies of the library

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
