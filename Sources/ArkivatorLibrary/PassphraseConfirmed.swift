import ArkivatorStore

/// Proof that the owner has just given the library's passphrase again. Every use case that
/// makes something outlive the session (a subscribed calendar or more detail in it, the
/// assistant's service, address, «alltid» or names, a Google Drive connection, a backup, a
/// plain export or archive folder, a whole fødselsnummer in a file, an API key, erasing
/// everything) takes one, so that an unlocked browser or a stolen cookie cannot make lasting
/// access, from any front end: only `Library.confirmPassphrase` and an unlock with the
/// passphrase make one. Use it for the one request that asked; never keep it.
public struct PassphraseConfirmed: Sendable {
    init() {}
}

extension Library {
    /// `LibraryError.passphraseNeeded` unless the passphrase was just given: for a change that
    /// raises a grant only in some of its forms (more detail in a calendar, «alltid»), where
    /// lowering it needs nothing.
    static func requireConfirmed(_ confirmed: PassphraseConfirmed?) throws {
        guard confirmed != nil else { throw LibraryError.passphraseNeeded }
    }
}

extension LockedLibrary {
    /// Unlocks with the passphrase, which is its confirmation too: for a command that asks for
    /// the passphrase each time it runs, where stretching it twice would only cost time.
    public func unlockedConfirming(passphrase: String, appVersion: String,
                                   warn: @escaping @Sendable (String) -> Void = { _ in },
                                   progress: @escaping @Sendable (SealingProgress) -> Void = { _ in })
        throws -> (library: Library, confirmed: PassphraseConfirmed) {
        (try unlocked(passphrase: passphrase, appVersion: appVersion, warn: warn, progress: progress), PassphraseConfirmed())
    }
}
