import Crypto
import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `arkivator.keys`: everything unlocking needs, beside the database because the database
/// cannot be read before unlocking. It holds the master key only wrapped, under the
/// passphrase (scrypt) and under each API token (HKDF of 256 random bits), and token hashes.
struct Keyring: Codable, Sendable, Equatable {
    static let currentFormat = 1

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
    }

    var format: Int
    var vault: Vault
    var tokens: [Token]
    /// Whether every file of the library is known to be sealed: true from the start for a new
    /// library, and once the first unlock after an upgrade has sealed what was left plain, so
    /// that later unlocks need not look at every file again.
    var filesSealed: Bool

    init(vault: VaultRecord, createdAt: Date, tokens: [Token] = [], filesSealed: Bool) {
        format = Self.currentFormat
        self.filesSealed = filesSealed
        self.vault = Vault(kdf: VaultRecord.kdf, salt: vault.salt, costLog2: vault.hardening.costLog2,
                           blockSize: vault.hardening.blockSize, parallelism: vault.hardening.parallelism,
                           wrappedMasterKey: vault.wrappedMasterKey, createdAt: createdAt, changedAt: createdAt)
        self.tokens = tokens
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        format = try container.decode(Int.self, forKey: .format)
        vault = try container.decode(Vault.self, forKey: .vault)
        tokens = try container.decode([Token].self, forKey: .tokens)
        filesSealed = try container.decodeIfPresent(Bool.self, forKey: .filesSealed) ?? false
    }

    func vaultRecord() throws -> VaultRecord {
        guard vault.kdf == VaultRecord.kdf else { throw StoreError.damaged(what: "arkivator.keys") }
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

    // MARK: The file

    /// The keyring, or `StoreError.damaged` for a file that is not one: a keyring edited by
    /// hand or cut short must say so, never crash.
    static func read(from url: URL) throws -> Keyring {
        let data = try Data(contentsOf: url)
        if let known = lastRead.withLock({ $0[url.path] }), known.data == data { return known.keyring }
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        guard let keyring = try? decoder.decode(Keyring.self, from: data), keyring.format == currentFormat
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
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        encoder.dateEncodingStrategy = .iso8601
        let data = try encoder.encode(self)
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
        try Self.syncFolder(folder)
    }

    /// Changes the keyring under an exclusive lock on the library folder, so that a token made
    /// by the command line while the web app revokes another loses neither change.
    static func update<Result>(at url: URL, _ change: (inout Keyring) throws -> Result) throws -> Result {
        let folder = open(url.deletingLastPathComponent().path, O_RDONLY | O_CLOEXEC)
        guard folder >= 0 else { throw CocoaError(.fileReadNoPermission, userInfo: [NSFilePathErrorKey: url.path]) }
        defer { close(folder) }
        guard flock(folder, LOCK_EX) == 0 else { throw CocoaError(.fileLocking) }
        defer { flock(folder, LOCK_UN) }
        var keyring = try read(from: url)
        let result = try change(&keyring)
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
