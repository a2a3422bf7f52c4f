import ArkivatorArchive
import ArkivatorCore
import ArkivatorStore
import Foundation

/// The keys to the library: a new passphrase, «Lås ut alle andre», API keys made and revoked,
/// each change of the master key begun here and finished by the next unlock.
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
