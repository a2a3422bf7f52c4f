import ArkivatorStore
import Foundation

/// The library the app serves, which a first visit may still have to create.
actor LibraryHandle {
    let library: LibraryFolder
    private var database: ArchiveDatabase?

    init(library: LibraryFolder) throws {
        self.library = library
        if library.exists {
            let database = try ArchiveDatabase.open(library)
            self.database = try database.hasVault() ? database : nil
        }
    }

    /// The locked database, or nil while the library has not been created.
    func current() -> ArchiveDatabase? { database }

    /// Creates the library with its vault and returns it unlocked.
    func create(passphrase: String, hardening: PassphraseHardening) throws -> ArchiveDatabase {
        if let database, try database.hasVault() { throw StoreError.libraryAlreadyExists(path: library.root.path) }
        let created = try ArchiveDatabase.create(library, passphrase: passphrase, hardening: hardening)
        database = try ArchiveDatabase.open(library)
        return created
    }

    /// Removes the whole library folder: database, images, documents, pending jobs, keys.
    func erase() throws {
        database = nil
        try library.eraseEverything()
    }
}

/// How long a session may stay idle, as the owner chose during onboarding or in the settings.
enum LockTimeout: Int, CaseIterable {
    /// UILanguage.current.text("Umiddelbart", "Immediately"): a browser has no moment of leaving the app, so a short grace stands in.
    case immediately = 15
    case oneMinute = 60
    case fiveMinutes = 300

    var label: String {
        switch self {
        case .immediately: UILanguage.current.text("Umiddelbart", "Immediately")
        case .oneMinute: UILanguage.current.text("Etter 1 minutt", "After 1 minute")
        case .fiveMinutes: UILanguage.current.text("Etter 5 minutter", "After 5 minutes")
        }
    }

    static func stored(in database: ArchiveDatabase) -> TimeInterval? {
        (try? database.settings())?.lockTimeout
    }
}
