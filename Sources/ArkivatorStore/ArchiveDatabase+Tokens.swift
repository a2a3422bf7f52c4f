import ArkivatorCore
import Crypto
import Foundation
import GRDB

/// A bearer token for the JSON API, as the settings page lists it; the token itself is shown
/// once, when it is made, and never stored.
public struct APITokenInfo: Sendable, Hashable {
    public let id: Int64
    public let label: String
    public let createdAt: Date
}

extension ArchiveDatabase {
    /// Makes a token that opens this archive through the API; needs the archive unlocked.
    public func createAPIToken(label: String) throws -> String {
        let masterKey = try requireMasterKey()
        let token = Self.randomToken()
        let wrapped = try masterKey.wrapped(under: Self.wrappingKey(for: token))
        try writer.write { db in
            try db.execute(sql: "INSERT INTO apiToken (label, tokenHash, wrappedMasterKey, createdAt) VALUES (?, ?, ?, ?)",
                           arguments: [label, Self.hash(token), wrapped, Date()])
        }
        return token
    }

    public func apiTokens() throws -> [APITokenInfo] {
        try writer.read { db in
            try Row.fetchAll(db, sql: "SELECT id, label, createdAt FROM apiToken ORDER BY id").map {
                APITokenInfo(id: $0["id"], label: $0["label"], createdAt: $0["createdAt"])
            }
        }
    }

    public func revokeAPIToken(id: Int64) throws {
        try writer.write { db in try db.execute(sql: "DELETE FROM apiToken WHERE id = ?", arguments: [id]) }
    }

    /// The same database opened by an API token, or `StoreError.wrongPassphrase` for one that
    /// is unknown or revoked.
    public func unlocked(apiToken token: String) throws -> ArchiveDatabase {
        let wrapped = try writer.read { db in
            try Data.fetchOne(db, sql: "SELECT wrappedMasterKey FROM apiToken WHERE tokenHash = ?", arguments: [Self.hash(token)])
        }
        guard let wrapped, let masterKey = try? MasterKey.unwrapping(wrapped, under: Self.wrappingKey(for: token)) else {
            throw StoreError.wrongPassphrase
        }
        return ArchiveDatabase(writer: writer, masterKey: masterKey)
    }

    private static func randomToken() -> String {
        "ark_" + SymmetricKey(size: .bits256).withUnsafeBytes { Data($0) }.base64EncodedString()
            .replacingOccurrences(of: "+", with: "-").replacingOccurrences(of: "/", with: "_")
            .replacingOccurrences(of: "=", with: "")
    }

    private static func hash(_ token: String) -> Data {
        Data(SHA256.hash(data: Data(token.utf8)))
    }

    /// Tokens carry 256 random bits, so HKDF suffices where a passphrase needs scrypt.
    private static func wrappingKey(for token: String) -> SymmetricKey {
        HKDF<SHA256>.deriveKey(inputKeyMaterial: SymmetricKey(data: Data(token.utf8)),
                               salt: Data("arkivator-api-token".utf8), info: Data("master-key-wrap".utf8), outputByteCount: 32)
    }
}
