import Crypto
import Foundation
import GRDB

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A new master key for the library: after a new passphrase, a revoked API key, «Lås ut alle
/// andre», and the first unlock of a library an earlier version made. Afterwards nothing on
/// disk opens with an older keyring, an older passphrase or a revoked key (backups made before
/// excepted: they hold the keyring of their time).
///
/// It happens in two parts. `prepare` needs only the current key and writes the journal,
/// `arkivator.rotation`: the next keyring, complete and authenticated under the next key, and
/// the current key wrapped under the next, so that the passphrase the next keyring is for
/// (and only that one) resumes it. `finish` runs at the next unlock, when no connection to the database is open anywhere
/// (an exclusive lock on the database file says so), and works in steps that each leave the
/// library whole:
///
/// 1. the database is copied through SQLite's backup API into `arkivator.sqlite.rotating`,
///    sealed under the next key and marked with the next generation, renamed
///    `arkivator.sqlite.rotated` once complete and synced; the old database, its -wal and
///    -shm are overwritten and removed, and the new one renamed into place;
/// 2. every file under `files/`, `jobs/` and `uploads/` is sealed anew where it lies, its old
///    bytes overwritten (the header's generation says which files are done);
/// 3. the next keyring replaces the old one, and the journal is overwritten and removed.
///
/// A stop at any point, `kill -9` included, resumes at the next unlock from what is on disk.
/// The values sealed inside the database (`LibraryKeys.value`) keep their key: they live only
/// in pages, which step 1 seals anew.
enum KeyRotation {
    static let journalName = "arkivator.rotation"

    /// Where a test cuts the work short, as a crash would.
    enum Step: Equatable, Sendable {
        case databaseCopied
        case databaseInPlace
        case fileSealed(Int)
        case keyringWritten
    }

    static func journalURL(_ library: LibraryFolder) -> URL {
        library.root.appendingPathComponent(journalName)
    }

    static func isPending(_ library: LibraryFolder) -> Bool {
        FileManager.default.fileExists(atPath: journalURL(library).path)
    }

    /// What the journal holds; authenticated under the next key.
    struct Journal: AuthenticatedFile, Sendable {
        var fromGeneration: Int
        /// The files were sealed by an earlier version, in the format without identities.
        var fromLegacyFiles: Bool
        /// Plain files are sealed rather than refused: only `arkivator upgrade` asks for it.
        var sealsPlainFiles: Bool
        var currentUnderNext: Data
        var keyring: Keyring
        var databaseDone: Bool
        var mac: Data?

        static let wrapPurpose = "arkivator.rotation.wrap.v1"
        static let macPurpose = "arkivator.rotation.v1"

        static var fileName: String { KeyRotation.journalName }

        func encoded() throws -> Data {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys]
            encoder.dateEncodingStrategy = .iso8601
            return try encoder.encode(self)
        }

        static func read(_ library: LibraryFolder) throws -> Journal {
            let decoder = JSONDecoder()
            decoder.dateDecodingStrategy = .iso8601
            guard let journal = try? decoder.decode(Journal.self, from: Data(contentsOf: journalURL(library)))
            else { throw StoreError.damaged(what: journalName) }
            return journal
        }

        func write(_ library: LibraryFolder) throws {
            try Keyring.writeAtomically(try encoded(), to: journalURL(library))
        }
    }

    // MARK: Preparing

    /// Writes the journal of a rotation from `current` (whose keyring is `keyring`) to a new
    /// random key; `vault` wraps the new key for the passphrase that will open the library
    /// afterwards, and `keepsToken` and `keepsPasskey` say which API keys and passkeys go on
    /// working.
    static func prepare(_ library: LibraryFolder, keyring: Keyring, current: MasterKey, value: MasterKey,
                        sealsPlainFiles: Bool = false,
                        vault: (MasterKey) throws -> VaultRecord,
                        keepsToken: (Keyring.Token) -> Bool,
                        keepsPasskey: (Keyring.Passkey) -> Bool = { _ in true }) throws {
        let next = MasterKey.random()
        var kept = keyring
        kept.tokens = keyring.tokens.filter(keepsToken)
        kept.passkeys = keyring.passkeys?.filter(keepsPasskey)
        var nextKeyring = try Keyring(vault: try vault(next), createdAt: keyring.vault.createdAt,
                                      tokens: try kept.tokens(rewrappedFrom: current, to: next),
                                      passkeys: try kept.passkeys(rewrappedFrom: current, to: next),
                                      generation: keyring.generation + 1, masterKey: next, valueKey: value)
        nextKeyring.vault.changedAt = Date()
        try nextKeyring.authenticate(under: next)
        var journal = Journal(fromGeneration: keyring.generation, fromLegacyFiles: keyring.isLegacy,
                              sealsPlainFiles: sealsPlainFiles,
                              currentUnderNext: try current.wrapped(under: next.subkey(for: Journal.wrapPurpose)),
                              keyring: nextKeyring, databaseDone: false)
        try journal.authenticate(under: next)
        try journal.write(library)
    }

    // MARK: Resuming

    /// The current and next keys of a pending rotation, from the passphrase the next keyring
    /// is wrapped for (after a new passphrase, the old one opens nothing more):
    /// `StoreError.wrongPassphrase` for any other. Nil when the rotation had finished but for
    /// removing its journal, which is removed now: the keyring opens as usual.
    static func keys(of library: LibraryFolder, keyring: Keyring,
                     passphrase: String) throws -> (journal: Journal, current: MasterKey, next: MasterKey)? {
        let journal = try Journal.read(library)
        guard keyring.generation < journal.keyring.generation else {
            try SecureErasure.remove(journalURL(library))
            return nil
        }
        let next = try journal.keyring.vaultRecord().unwrap(passphrase: passphrase)
        guard let current = try? MasterKey.unwrapping(journal.currentUnderNext, under: next.subkey(for: Journal.wrapPurpose))
        else { throw StoreError.damaged(what: journalName) }
        try journal.verifyMAC(under: next)
        try journal.keyring.verify(under: next)
        if !keyring.isLegacy { try keyring.verify(under: current) }
        return (journal, current, next)
    }

    /// Finishes the rotation the journal describes; returns the new keys.
    static func finish(_ library: LibraryFolder, journal: Journal, current: MasterKey, next: MasterKey,
                       progress: @escaping @Sendable (SealingProgress) -> Void,
                       stop: (Step) throws -> Void = { _ in }) throws -> LibraryKeys {
        var journal = journal
        let generation = journal.keyring.generation
        let lock = try ExclusiveUse(of: library.databaseURL)
        defer { lock.release() }

        let files = try filesToSeal(in: library)
        let total = files.count + 1
        progress(SealingProgress(done: 0, total: total))
        if !journal.databaseDone {
            try sealDatabase(of: library, from: current, to: next, generation: generation, stop: stop)
            journal.databaseDone = true
            try journal.authenticate(under: next)
            try journal.write(library)
        }
        progress(SealingProgress(done: 1, total: total))

        let reader = journal.fromLegacyFiles
            ? SealedFiles.legacy(masterKey: current, root: library.root)
            : SealedFiles(masterKey: current, generation: journal.fromGeneration, root: library.root)
        let writer = SealedFiles(masterKey: next, generation: generation, root: library.root)
        for (index, url) in files.enumerated() {
            if SealedFiles.isSealed(url) {
                // A file that does not open under the old key stays as it is, and says «skadet»
                // when it is opened: it is not made genuine by sealing it again.
                _ = try? reader.reseal(url, under: writer)
            } else if journal.sealsPlainFiles {
                try writer.sealInPlace(url)
            }
            progress(SealingProgress(done: index + 2, total: total))
            try stop(.fileSealed(index + 1))
        }

        try journal.keyring.write(to: library.keyringURL)
        try stop(.keyringWritten)
        try SecureErasure.remove(journalURL(library))
        try Keyring.syncFolder(library.root)
        return try LibraryKeys(opening: journal.keyring, with: next)
    }

    /// Every regular file a rotation seals anew; what a sealing cut short left is removed.
    private static func filesToSeal(in library: LibraryFolder) throws -> [URL] {
        var files: [URL] = []
        for folder in ["files", "jobs", "uploads"] {
            for url in try LibraryFolder.regularFiles(under: library.root.appendingPathComponent(folder, isDirectory: true)) {
                if SealedFileWriter.isUnfinished(url) {
                    try SecureErasure.remove(url)
                } else {
                    files.append(url)
                }
            }
        }
        return files
    }

    private static func sealDatabase(of library: LibraryFolder, from current: MasterKey, to next: MasterKey,
                                     generation: Int, stop: (Step) throws -> Void) throws {
        let replacement = DatabaseReplacement(library, working: "rotating", finished: "rotated")
        let nextPageKey = next.subkey(for: ArchiveDatabase.pageKeyPurpose)
        if !replacement.hasFinishedCopy {
            // Stopped after the new database was renamed into place, before the journal said so.
            if (try? recordedGeneration(of: library.databaseURL, pageKey: nextPageKey)) == generation { return }
            try replacement.makeCopy { rotating in
                let source = try SealedConnection(url: library.databaseURL, key: current.subkey(for: ArchiveDatabase.pageKeyPurpose),
                                                  kind: .queue)
                let copy = try SealedConnection(url: rotating, key: nextPageKey, kind: .queue)
                try source.backup(to: copy)
                try copy.writeWithoutTransaction { try KeyGeneration.record(generation, in: $0) }
            }
            try stop(.databaseCopied)
        }
        try replacement.eraseOld()
        try replacement.putInPlace()
        try stop(.databaseInPlace)
    }

    private static func recordedGeneration(of url: URL, pageKey: SymmetricKey) throws -> Int {
        let connection = try SealedConnection(url: url, key: pageKey, kind: .queue)
        return try connection.read(KeyGeneration.recorded)
    }
}

/// Whether a process uses the library's database: each open pool holds a shared lock on the
/// file, and a rotation takes it exclusively, so that neither starts while the other runs.
/// `flock` locks belong to the open file, so this works between connections of one process too.
struct ExclusiveUse {
    private let descriptor: Int32

    init(of url: URL) throws {
        descriptor = try Self.lock(url, LOCK_EX, busy: .libraryInUse)
    }

    func release() {
        close(descriptor)
    }

    /// An open descriptor on `url` holding `operation`, or `busy` when another holds it.
    static func lock(_ url: URL, _ operation: Int32, busy: StoreError) throws -> Int32 {
        let descriptor = open(url.path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw CocoaError(.fileReadNoPermission, userInfo: [NSFilePathErrorKey: url.path]) }
        guard flock(descriptor, operation | LOCK_NB) == 0 else {
            close(descriptor)
            throw busy
        }
        return descriptor
    }
}
