import ArkivatorLibrary
import Foundation

/// The library the app serves, which a first visit may still have to create.
actor LibraryHandle {
    let folder: LibraryFolder
    private var library: LockedLibrary?
    /// While there is no library, whoever creates it must type this code, which only the
    /// console of `arkivator serve` shows: reaching the server is not enough to claim it.
    private(set) var setupCode: SetupCode?
    private let announceSetupCode: @Sendable (SetupCode) -> Void

    init(folder: LibraryFolder, announceSetupCode: @escaping @Sendable (SetupCode) -> Void = { _ in }) throws {
        self.folder = folder
        self.announceSetupCode = announceSetupCode
        library = try LockedLibrary.open(folder)
        // Kept in the folder, so that a service restarted overnight still takes the code its
        // owner looked up with `arkivator setup-code`.
        if library == nil { setupCode = try Library.setupCode(in: folder).map(SetupCode.init(digits:)) }
        setupCode.map(announceSetupCode)
    }

    /// The library, locked, or nil while it has not been created.
    func current() -> LockedLibrary? { library }

    /// Creates the library with its vault and returns it unlocked. Only the first of two
    /// browsers racing through onboarding creates it.
    func create(passphrase: String, hardening: PassphraseHardening, appVersion: String) throws -> Library {
        guard library == nil else { throw LibraryError.libraryAlreadyExists(path: folder.root.path) }
        let created = try Library.create(in: folder, passphrase: passphrase, hardening: hardening, appVersion: appVersion)
        library = try LockedLibrary.open(folder)
        setupCode = nil
        Library.discardSetupCode(in: folder)
        return created
    }

    /// Restores a backup where there is no library yet; it is then locked, to be opened with
    /// the passphrase it had. Returns how many letters it holds.
    func restore(from backup: URL) throws -> Int {
        guard library == nil else { throw LibraryError.libraryAlreadyExists(path: folder.root.path) }
        let letters = try Library.restore(from: backup, into: folder).documentCount
        library = try LockedLibrary.open(folder)
        setupCode = nil
        Library.discardSetupCode(in: folder)
        return letters
    }

    /// Lets go of a library that was erased: the next visit starts onboarding, with a new
    /// setup code.
    func forget() {
        library = nil
        // Only the console knows the code when the folder cannot keep it.
        let code = (try? Library.renewSetupCode(in: folder)).map(SetupCode.init(digits:)) ?? .random()
        setupCode = code
        announceSetupCode(code)
    }
}

extension LockTime {
    var label: String {
        switch self {
        case .immediately: Language.current.words(.immediately)
        case .oneMinute: Language.current.words(.after1Minute)
        case .fiveMinutes: Language.current.words(.after5Minutes)
        }
    }
}
