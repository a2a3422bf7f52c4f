/// What can go wrong in the library; the command line and the web app turn each case
/// into words for the user.
public enum StoreError: Error, Equatable, Sendable {
    /// The library folder has no database yet: `arkivator init` has not been run.
    case libraryMissing(path: String)
    case libraryAlreadyExists(path: String)
    /// A vault operation was asked of a library that has none.
    case vaultMissing
    case wrongPassphrase
    case passphraseTooShort(minimum: Int)
    /// A fødselsnummer had to be read or written but the archive was opened without its key.
    case locked
    case documentNotFound(id: Int64)
    case familyMemberNotFound(id: Int64)
    case invalidSearchQuery
    case corruptValue(column: String)
    /// A file of the library (its database, -wal or keyring) did not authenticate or is not
    /// what it should be: altered, cut short, or from another library.
    case damaged(what: String)
    /// A library of an earlier version that keeps something plain: `arkivator upgrade` seals
    /// it, on purpose, rather than an unlock guessing from the bytes on disk.
    case upgradeNeeded
    /// A change of keys was begun and is finished only by an unlock with the passphrase.
    case rotationUnfinished
    /// The keys cannot change while another process (or connection) has the library open.
    case libraryInUse
    /// What needs the sealed file (a snapshot) was asked of a database held in memory.
    case notOnDisk
    /// The passkey is already one of the library's.
    case passkeyAlreadyKept
}
