import Crypto
import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `arkivator.keys`: everything unlocking needs, beside the database because the database
/// cannot be read before unlocking. It holds the master key only wrapped, under the
/// passphrase (scrypt), under each API token (HKDF of 256 random bits) and under each passkey
/// (HKDF of its PRF output, see `Passkeys`), and token hashes.
///
/// Format 2 is authenticated: a MAC under a key derived from the master key covers every
/// field, so a flag edited by hand, a token put back after it was revoked, or a keyring from
/// another library is refused as damaged once the passphrase has unwrapped the key, never
/// acted on. Its `generation` counts master keys: each rotation makes a new one, and the
/// database records the generation it was sealed under. Format 1, unauthenticated, is what
/// earlier versions wrote; the first unlock replaces it (`KeyRotation`).
struct Keyring: AuthenticatedFile, Sendable, Equatable {
    static let currentFormat = 2
    static let legacyFormat = 1

    struct Vault: Codable, Sendable, Equatable {
        var kdf: String
        var salt: Data
        var costLog2: Int
        var blockSize: Int
        var parallelism: Int
        var wrappedMasterKey: Data
        var createdAt: Date
        var changedAt: Date
    }

    struct Token: Codable, Sendable, Equatable {
        var id: Int64
        var label: String
        var tokenHash: Data
        var wrappedMasterKey: Data
        var createdAt: Date
        /// The token's wrapping key, sealed under the master key, so that a rotation can wrap
        /// the next master key for a token it never sees. Tokens made by earlier versions have
        /// none, and a rotation revokes them.
        var sealedWrappingKey: Data?
    }

    var format: Int
    /// How many master keys this library has had; 0 for a format-1 keyring.
    var generation: Int
    var vault: Vault
    var tokens: [Token]
    /// Absent in keyrings written before passkeys, so that their MAC still verifies.
    var passkeys: [Passkey]?
    /// Format 1 only: whether every file of the library was known to be sealed.
    var filesSealed: Bool?
    /// The key of the values sealed inside the database (fødselsnumre, Drive's and the
    /// assistant's secrets), wrapped under the master key. It does not change at a rotation:
    /// those values live only inside database pages, which the rotation seals anew.
    var wrappedValueKey: Data?
    var mac: Data?

    /// A new format-2 keyring, authenticated under `masterKey`.
    init(vault: VaultRecord, createdAt: Date, tokens: [Token] = [], passkeys: [Passkey]? = nil, generation: Int,
         masterKey: MasterKey, valueKey: MasterKey) throws {
        format = Self.currentFormat
        self.generation = generation
        self.vault = Vault(kdf: VaultRecord.kdf, salt: vault.salt, costLog2: vault.hardening.costLog2,
                           blockSize: vault.hardening.blockSize, parallelism: vault.hardening.parallelism,
                           wrappedMasterKey: vault.wrappedMasterKey, createdAt: createdAt, changedAt: createdAt)
        self.tokens = tokens
        self.passkeys = passkeys
        wrappedValueKey = try valueKey.wrapped(under: masterKey.subkey(for: Self.valueKeyPurpose))
        try authenticate(under: masterKey)
    }

    /// A format-1 keyring, as the upgrade of a plain library from an earlier version writes it
    /// before the rotation that replaces it.
    init(legacyVault vault: VaultRecord, createdAt: Date, tokens: [Token] = []) {
        format = Self.legacyFormat
        generation = 0
        filesSealed = false
        self.vault = Vault(kdf: VaultRecord.kdf, salt: vault.salt, costLog2: vault.hardening.costLog2,
                           blockSize: vault.hardening.blockSize, parallelism: vault.hardening.parallelism,
                           wrappedMasterKey: vault.wrappedMasterKey, createdAt: createdAt, changedAt: createdAt)
        self.tokens = tokens
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        format = try container.decode(Int.self, forKey: .format)
        generation = try container.decodeIfPresent(Int.self, forKey: .generation) ?? 0
        vault = try container.decode(Vault.self, forKey: .vault)
        tokens = try container.decode([Token].self, forKey: .tokens)
        passkeys = try container.decodeIfPresent([Passkey].self, forKey: .passkeys)
        filesSealed = try container.decodeIfPresent(Bool.self, forKey: .filesSealed)
        wrappedValueKey = try container.decodeIfPresent(Data.self, forKey: .wrappedValueKey)
        mac = try container.decodeIfPresent(Data.self, forKey: .mac)
    }

    var isLegacy: Bool { format == Self.legacyFormat }

    func vaultRecord() throws -> VaultRecord {
        guard vault.kdf == VaultRecord.kdf else { throw StoreError.damaged(what: Self.fileName) }
        return VaultRecord(salt: vault.salt,
                           hardening: PassphraseHardening(costLog2: vault.costLog2, blockSize: vault.blockSize,
                                                          parallelism: vault.parallelism),
                           wrappedMasterKey: vault.wrappedMasterKey)
    }

    mutating func replaceVault(with record: VaultRecord, at date: Date) {
        vault = Vault(kdf: VaultRecord.kdf, salt: record.salt, costLog2: record.hardening.costLog2,
                      blockSize: record.hardening.blockSize, parallelism: record.hardening.parallelism,
                      wrappedMasterKey: record.wrappedMasterKey, createdAt: vault.createdAt, changedAt: date)
    }

    // MARK: Authentication

    static let macPurpose = "arkivator.keyring.v2"
    static let valueKeyPurpose = "arkivator.keyring.valueKey.v2"
    static let tokenKeyPurpose = "arkivator.keyring.tokenKey.v2"

    static let fileName = "arkivator.keys"

    /// Throws `StoreError.damaged` unless this is a format-2 keyring whose MAC `masterKey` made.
    func verify(under masterKey: MasterKey) throws {
        guard format == Self.currentFormat else { throw StoreError.damaged(what: Self.fileName) }
        try verifyMAC(under: masterKey)
    }

    /// The value key, for a keyring already verified under `masterKey`.
    func valueKey(under masterKey: MasterKey) throws -> MasterKey {
        guard let wrappedValueKey,
              let key = try? MasterKey.unwrapping(wrappedValueKey, under: masterKey.subkey(for: Self.valueKeyPurpose))
        else { throw StoreError.damaged(what: Self.fileName) }
        return key
    }

    /// Adds a token that wraps `masterKey` under `wrappingKey`.
    mutating func addToken(label: String, tokenHash: Data, wrappingKey: SymmetricKey, masterKey: MasterKey, at date: Date) throws {
        let id = (tokens.map(\.id).max() ?? 0) + 1
        let sealedKey = try AES.GCM.seal(wrappingKey.withUnsafeBytes { Data($0) },
                                         using: masterKey.subkey(for: Self.tokenKeyPurpose),
                                         authenticating: Data("\(id)".utf8)).combined
        tokens.append(Token(id: id, label: label, tokenHash: tokenHash,
                            wrappedMasterKey: try masterKey.wrapped(under: wrappingKey), createdAt: date,
                            sealedWrappingKey: sealedKey))
    }

    /// Each token wrapped anew around `next`; a token whose wrapping key this keyring does not
    /// hold (made by an earlier version) cannot be and is left out.
    func tokens(rewrappedFrom current: MasterKey, to next: MasterKey) throws -> [Token] {
        try tokens.compactMap { token in
            guard let sealed = token.sealedWrappingKey,
                  let raw = try? AES.GCM.open(AES.GCM.SealedBox(combined: sealed), using: current.subkey(for: Self.tokenKeyPurpose),
                                              authenticating: Data("\(token.id)".utf8))
            else { return nil }
            let wrappingKey = SymmetricKey(data: raw)
            var rewrapped = token
            rewrapped.wrappedMasterKey = try next.wrapped(under: wrappingKey)
            rewrapped.sealedWrappingKey = try AES.GCM.seal(raw, using: next.subkey(for: Self.tokenKeyPurpose),
                                                           authenticating: Data("\(token.id)".utf8)).combined
            return rewrapped
        }
    }

    /// The file's bytes, and what its MAC covers: changing this encoding would make every
    /// keyring on disk fail as damaged.
    func encoded() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        encoder.dateEncodingStrategy = .iso8601
        return try encoder.encode(self)
    }

    // MARK: The file

    /// The keyring, or `StoreError.damaged` for a file that is not one: a keyring edited by
    /// hand or cut short must say so, never crash.
    static func read(from url: URL) throws -> Keyring {
        let data = try Data(contentsOf: url)
        if let known = lastRead.withLock({ $0[url.path] }), known.data == data { return known.keyring }
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        guard let keyring = try? decoder.decode(Keyring.self, from: data),
              keyring.format == currentFormat || keyring.format == legacyFormat
        else { throw StoreError.damaged(what: url.lastPathComponent) }
        lastRead.withLock { $0[url.path] = (data, keyring) }
        return keyring
    }

    /// Each keyring as last read, by path. Every API request reads the file again, so that a
    /// key revoked by another process stops at once; bytes unchanged since the last read are
    /// not decoded again, which was a tenth of the cost of a search request.
    private static let lastRead = LockedValue<[String: (data: Data, keyring: Keyring)]>([:])

    /// Replaces the file in one rename, owner-only from the first byte, synced before and after,
    /// so a crash leaves either the old keyring or the new one.
    func write(to url: URL) throws {
        try Self.writeAtomically(try encoded(), to: url)
    }

    /// Puts `data` at `url` in one rename, owner-only from the first byte, synced before and
    /// after; for the keyring and the rotation's journal alike.
    static func writeAtomically(_ data: Data, to url: URL) throws {
        let folder = url.deletingLastPathComponent()
        let temporary = folder.appendingPathComponent(".\(url.lastPathComponent).\(UUID().uuidString.prefix(8))")
        let descriptor = open(temporary.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { throw CocoaError(.fileWriteNoPermission, userInfo: [NSFilePathErrorKey: temporary.path]) }
        let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
        do {
            try handle.write(contentsOf: data)
            try handle.synchronize()
            try handle.close()
        } catch {
            unlink(temporary.path)
            throw error
        }
        guard rename(temporary.path, url.path) == 0 else {
            unlink(temporary.path)
            throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: url.path])
        }
        try syncFolder(folder)
    }

    /// Changes the keyring under an exclusive lock on the library folder, so that a token made
    /// by the command line while the web app revokes another loses neither change. The keyring
    /// read must be authentic under `masterKey`, and is authenticated again once changed.
    static func update<Result>(at url: URL, masterKey: MasterKey, _ change: (inout Keyring) throws -> Result) throws -> Result {
        let folder = open(url.deletingLastPathComponent().path, O_RDONLY | O_CLOEXEC)
        guard folder >= 0 else { throw CocoaError(.fileReadNoPermission, userInfo: [NSFilePathErrorKey: url.path]) }
        defer { close(folder) }
        guard flock(folder, LOCK_EX) == 0 else { throw CocoaError(.fileLocking) }
        defer { flock(folder, LOCK_UN) }
        var keyring = try read(from: url)
        try keyring.verify(under: masterKey)
        let result = try change(&keyring)
        try keyring.authenticate(under: masterKey)
        try keyring.write(to: url)
        return result
    }

    /// Makes a rename in `folder` durable.
    static func syncFolder(_ folder: URL) throws {
        let descriptor = open(folder.path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw CocoaError(.fileReadNoPermission, userInfo: [NSFilePathErrorKey: folder.path]) }
        defer { close(descriptor) }
        _ = fsync(descriptor)
    }
}

/// A JSON file of the library covered as a whole by a MAC under a key derived from a master
/// key: the MAC is made over the file's own encoding with the MAC left out, so an edited field,
/// or the file of another library or generation, does not verify.
protocol AuthenticatedFile: Codable {
    var mac: Data? { get set }
    static var macPurpose: String { get }
    /// What a refusal names.
    static var fileName: String { get }
    func encoded() throws -> Data
}

extension AuthenticatedFile {
    /// Sets the MAC over every other field, under `key`.
    mutating func authenticate(under key: MasterKey) throws {
        mac = nil
        mac = Data(HMAC<SHA256>.authenticationCode(for: try encoded(), using: key.subkey(for: Self.macPurpose)))
    }

    /// Throws `StoreError.damaged` unless `key` made the MAC over exactly these fields.
    func verifyMAC(under key: MasterKey) throws {
        var unsigned = self
        unsigned.mac = nil
        guard let mac, HMAC<SHA256>.isValidAuthenticationCode(mac, authenticating: try unsigned.encoded(),
                                                               using: key.subkey(for: Self.macPurpose))
        else { throw StoreError.damaged(what: Self.fileName) }
    }
}
