import ArkivatorCore
import Crypto
import Foundation

/// A bearer token for the JSON API, as the settings page lists it; the token itself is shown
/// once, when it is made, and never stored.
public struct APITokenInfo: Sendable, Hashable {
    public let id: Int64
    public let label: String
    public let createdAt: Date
}

/// API tokens live in the keyring: a request with one must be able to unlock the database.
extension ArchiveDatabase {
    /// Makes a token that opens this archive through the API.
    public func createAPIToken(label: String) throws -> String {
        let token = APITokens.randomToken()
        try Keyring.update(at: library.keyringURL, masterKey: masterKey) { keyring in
            try keyring.addToken(label: label, tokenHash: APITokens.hash(token), wrappingKey: APITokens.wrappingKey(for: token),
                                 masterKey: masterKey, at: Date())
        }
        return token
    }

    /// Whether `token` still opens this archive: it stands in the keyring these keys opened,
    /// which has not been replaced since, nor is being.
    public func holds(apiToken token: String) -> Bool {
        LockedArchive(library: library).holds(apiToken: token, opening: keys)
    }

    public func apiTokens() throws -> [APITokenInfo] {
        try Keyring.read(from: library.keyringURL).tokens.sorted { $0.id < $1.id }.map {
            APITokenInfo(id: $0.id, label: $0.label, createdAt: $0.createdAt)
        }
    }

    /// Revokes a token by changing the master key, so that its wrap of the old one opens
    /// nothing that is still on disk; the next unlock finishes the change.
    public func revokeAPIToken(id: Int64, passphrase: String) throws {
        try LockedArchive(library: library).rotateKeys(passphrase: passphrase, keepingAPIKeys: { $0 != id })
    }
}

enum APITokens {
    static func randomToken() -> String {
        "ark_" + Base64URL.encode(SymmetricKey(size: .bits256).withUnsafeBytes { Data($0) })
    }

    static func hash(_ token: String) -> Data {
        Data(SHA256.hash(data: Data(token.utf8)))
    }

    /// Tokens carry 256 random bits, so HKDF suffices where a passphrase needs scrypt.
    static func wrappingKey(for token: String) -> SymmetricKey {
        HKDF<SHA256>.deriveKey(inputKeyMaterial: SymmetricKey(data: Data(token.utf8)),
                               salt: Data("arkivator-api-token".utf8), info: Data("master-key-wrap".utf8), outputByteCount: 32)
    }

    /// The master key the token wraps, or nil for a token that is unknown or revoked.
    static func masterKey(for token: String, in keyring: Keyring) -> MasterKey? {
        let hash = hash(token)
        guard let stored = keyring.tokens.first(where: { $0.tokenHash == hash }) else { return nil }
        return try? MasterKey.unwrapping(stored.wrappedMasterKey, under: wrappingKey(for: token))
    }
}
