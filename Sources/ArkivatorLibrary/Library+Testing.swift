import ArkivatorCore
// The in-memory database, for the tests of the use cases; no other file of the Library asks
// for it.
@_spi(Testing) import ArkivatorStore

extension Library {
    /// A new library whose database lives in memory (`ArchiveDatabase.createInMemory`), for
    /// the tests of the use cases; internal, so only a test's `@testable import` reaches it.
    static func createInMemory(in folder: LibraryFolder, passphrase: String, hardening: PassphraseHardening,
                               appVersion: String) throws -> Library {
        try checkNew(passphrase)
        let database = try ArchiveDatabase.createInMemory(folder, passphrase: passphrase, hardening: hardening)
        try database.hideFodselsnumreFromSearchOnce()
        return Library(folder: folder, database: database, appVersion: appVersion, warn: { _ in })
    }
}
