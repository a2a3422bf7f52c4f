import ArkivatorArchive
import ArkivatorCore
import ArkivatorStore
import Foundation

/// One family's library, unlocked: every use case of the product, each with one set of rules.
/// The web pages, the JSON API and the command line only translate requests into these calls
/// and their results back; none of them reaches the database or the files itself.
public struct Library: Sendable {
    public let folder: LibraryFolder
    let database: ArchiveDatabase
    let archive: DocumentArchive

    /// `warn` hears of trouble that must not undo the work asked for, such as an archive
    /// folder on a disk that is not mounted right now.
    init(folder: LibraryFolder, database: ArchiveDatabase, appVersion: String,
         warn: @escaping @Sendable (String) -> Void) {
        self.folder = folder
        self.database = database
        archive = DocumentArchive(database: database, library: folder, appVersion: appVersion, warn: warn)
    }

    public var appVersion: String { archive.appVersion }

    /// The sealer of every file the library keeps; the front ends never see the format.
    var sealedFiles: SealedFiles {
        get throws { try archive.sealedFiles() }
    }

    /// Runs `body`, telling of a file that does not open in the Library's words.
    func openingDamaged<Value>(_ body: () throws -> Value) throws -> Value {
        do {
            return try body()
        } catch let damaged as SealedFileDamaged {
            throw LibraryError.fileDamaged(path: damaged.path)
        }
    }

    /// Creates a new library in `folder`, empty but for its vault, and returns it unlocked.
    public static func create(in folder: LibraryFolder, passphrase: String, hardening: PassphraseHardening = .standard,
                              appVersion: String, warn: @escaping @Sendable (String) -> Void = { _ in }) throws -> Library {
        try checkNew(passphrase)
        let database = try ArchiveDatabase.create(folder, passphrase: passphrase, hardening: hardening)
        try database.hideFodselsnumreFromSearchOnce()
        return Library(folder: folder, database: database, appVersion: appVersion, warn: warn)
    }

    static func checkNew(_ passphrase: String) throws(LibraryError) {
        do {
            try PassphrasePolicy.check(passphrase)
        } catch {
            throw .passphraseTooShort(minimum: PassphrasePolicy.minimumLength)
        }
    }

    // MARK: Settings

    public func settings() throws -> Settings {
        try database.settings()
    }

    public func setLockTime(_ time: LockTime) throws {
        try database.updateSettings { $0.lockTimeout = time.seconds }
    }

    /// How long a session on this library may stay idle, as the owner chose it; nil until chosen.
    public var chosenLockTimeout: TimeInterval? {
        (try? settings())?.lockTimeout
    }

    /// How many files wait for Drive, are on their way, are there, failed, or wait to be
    /// trashed there.
    public func uploadCounts() throws -> UploadQueueCounts {
        try database.uploadCounts()
    }

    /// The files that could not be uploaded, and why.
    public func uploadFailures() throws -> [UploadFailure] {
        try database.uploadFailures()
    }

    /// How many letters have each upload status, by the status's name.
    public func uploadStatusCounts() throws -> [String: Int] {
        try database.uploadStatusCounts()
    }
}

/// A library whose passphrase has not been given: its keyring, enough to unlock it and no
/// more. The database is sealed, so nothing in it (not even deletions that are due) can be
/// touched before unlocking.
public struct LockedLibrary: Sendable {
    public let folder: LibraryFolder
    let archive: LockedArchive

    /// The library in `folder`, or nil when none has been created there yet.
    public static func open(_ folder: LibraryFolder) throws -> LockedLibrary? {
        guard folder.exists else { return nil }
        let archive = try ArchiveDatabase.open(folder)
        return try archive.hasVault() ? LockedLibrary(folder: folder, archive: archive) : nil
    }

    /// Whether the keyring names `apiKey`: cheap (a hash, nothing unwrapped or authenticated),
    /// for deciding whether a request is a script's at all; only unlocking with the key, and
    /// `Library.recognizes`, say whether it opens the library.
    public func recognizes(apiKey: String) -> Bool {
        archive.names(apiToken: apiKey)
    }

    /// Whether a change of keys waits for the next unlock with the passphrase.
    public var keyChangePending: Bool {
        archive.keyChangePending
    }

    /// The library in `folder`; `LibraryError.missing` when there is none.
    public static func require(_ folder: LibraryFolder) throws -> LockedLibrary {
        guard let library = try open(folder) else { throw LibraryError.missing(path: folder.root.path) }
        return library
    }

    /// Unlocks with the passphrase. Stretching it takes a good fraction of a second; the unlock
    /// after a change of keys also finishes it, sealing the database and every file anew
    /// (`progress` hears how far).
    public func unlocked(passphrase: String, appVersion: String,
                         warn: @escaping @Sendable (String) -> Void = { _ in },
                         progress: @escaping @Sendable (SealingProgress) -> Void = { _ in }) throws -> Library {
        let database: ArchiveDatabase
        do {
            database = try archive.unlocked(passphrase: passphrase, progress: progress)
        } catch StoreError.wrongPassphrase {
            throw LibraryError.wrongPassphrase
        } catch StoreError.libraryInUse {
            throw LibraryError.keyChangeWaitsForOtherProcess
        }
        return try opened(database, appVersion: appVersion, warn: warn)
    }

    /// Seals what an earlier version left plain, as the owner asked (`arkivator upgrade`).
    public func upgraded(passphrase: String, appVersion: String,
                         progress: @escaping @Sendable (SealingProgress) -> Void = { _ in }) throws -> Library {
        let database: ArchiveDatabase
        do {
            database = try archive.upgrade(passphrase: passphrase, progress: progress)
        } catch StoreError.wrongPassphrase {
            throw LibraryError.wrongPassphrase
        }
        return try opened(database, appVersion: appVersion, warn: { _ in })
    }

    /// Unlocks with an API key, for one request.
    public func unlocked(apiKey: String, appVersion: String) throws -> Library {
        let database: ArchiveDatabase
        do {
            database = try archive.unlocked(apiToken: apiKey)
        } catch StoreError.wrongPassphrase {
            throw LibraryError.unknownAPIKey
        } catch StoreError.rotationUnfinished {
            throw LibraryError.keyChangeUnfinished
        }
        return try opened(database, appVersion: appVersion, warn: { _ in })
    }

    /// Every unlock finishes the deletions whose undo window closed while the library was
    /// locked: that needs the key, which only an unlock brings. Before that, and before
    /// anything else writes, a search index from before fødselsnumre were left out of it is
    /// written anew.
    func opened(_ database: ArchiveDatabase, appVersion: String,
                        warn: @escaping @Sendable (String) -> Void) throws -> Library {
        try database.hideFodselsnumreFromSearchOnce()
        let library = Library(folder: folder, database: database, appVersion: appVersion, warn: warn)
        library.purgeDueDeletions()
        return library
    }

}

/// The idle times an owner can choose before an open library locks itself again.
public enum LockTime: Int, CaseIterable, Sendable {
    /// «Umiddelbart»: a browser has no moment of leaving the app, so a short grace stands in.
    case immediately = 15
    case oneMinute = 60
    case fiveMinutes = 300

    /// What onboarding offers first.
    public static let suggested = LockTime.fiveMinutes

    public var seconds: TimeInterval { TimeInterval(rawValue) }
}
