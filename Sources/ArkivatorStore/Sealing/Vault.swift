import Crypto
import CryptoExtras
import Foundation

/// The archive's random 256-bit key. It encrypts fødselsnummer fields and stored tokens,
/// and exists in memory only after the owner's passphrase has unwrapped it.
public struct MasterKey: Sendable {
    fileprivate let key: SymmetricKey

    fileprivate init(key: SymmetricKey) {
        self.key = key
    }

    static func random() -> MasterKey {
        MasterKey(key: SymmetricKey(size: .bits256))
    }

    /// AES-256-GCM; `purpose` is authenticated so a sealed value cannot be moved to another field.
    public func seal(_ plaintext: Data, purpose: String) throws -> Data {
        let box = try AES.GCM.seal(plaintext, using: key, authenticating: Data(purpose.utf8))
        guard let combined = box.combined else { throw StoreError.corruptValue(column: purpose) }
        return combined
    }

    /// The key itself, sealed under another key (one derived from an API token).
    func wrapped(under wrappingKey: SymmetricKey) throws -> Data {
        let raw = key.withUnsafeBytes { Data($0) }
        guard let combined = try AES.GCM.seal(raw, using: wrappingKey, authenticating: Data("masterKey".utf8)).combined else {
            throw StoreError.corruptValue(column: "masterKey")
        }
        return combined
    }

    static func unwrapping(_ wrapped: Data, under wrappingKey: SymmetricKey) throws -> MasterKey {
        let box = try AES.GCM.SealedBox(combined: wrapped)
        return MasterKey(key: SymmetricKey(data: try AES.GCM.open(box, using: wrappingKey, authenticating: Data("masterKey".utf8))))
    }

    /// A key for one use (the database's pages, the library's files), derived so that no two
    /// uses ever share a key and none of them is the master key itself.
    func subkey(for purpose: String) -> SymmetricKey {
        HKDF<SHA256>.deriveKey(inputKeyMaterial: key, info: Data(purpose.utf8), outputByteCount: 32)
    }

    public func open(_ sealed: Data, purpose: String) throws -> Data {
        do {
            let box = try AES.GCM.SealedBox(combined: sealed)
            return try AES.GCM.open(box, using: key, authenticating: Data(purpose.utf8))
        } catch {
            throw StoreError.corruptValue(column: purpose)
        }
    }
}

/// How hard the passphrase is stretched. scrypt's cost is 2^costLog2 with block size r and
/// parallelism p; memory is 128·r·2^costLog2 bytes (128 MiB by default; vaults wrapped at
/// 2^16 by earlier versions still open, with the cost they were made with).
public struct PassphraseHardening: Sendable, Equatable {
    public var costLog2: Int
    public var blockSize: Int
    public var parallelism: Int

    public init(costLog2: Int, blockSize: Int, parallelism: Int) {
        self.costLog2 = costLog2
        self.blockSize = blockSize
        self.parallelism = parallelism
    }

    public static let standard = PassphraseHardening(costLog2: 17, blockSize: 8, parallelism: 1)

    var memoryBytes: Int { 128 * blockSize * (1 << costLog2) * parallelism }

    /// Bounds that any real vault is within; a stored value outside them was tampered with
    /// and must neither crash the process nor make it allocate gigabytes.
    var isPlausible: Bool {
        (10...22).contains(costLog2) && (1...32).contains(blockSize) && (1...16).contains(parallelism)
    }
}

/// The stored half of the vault: everything needed to unwrap the master key except the passphrase.
struct VaultRecord: Sendable {
    static let kdf = "scrypt"
    var salt: Data
    var hardening: PassphraseHardening
    var wrappedMasterKey: Data

    private static let purpose = "arkivator.vault.masterKey.v1"

    /// Wraps a master key under a key derived from `passphrase` with a fresh salt.
    static func wrapping(_ masterKey: MasterKey, passphrase: String, hardening: PassphraseHardening) throws -> VaultRecord {
        precondition(hardening.isPlausible, "scrypt parameters out of range")
        let salt = Data((0..<32).map { _ in UInt8.random(in: .min ... .max) })
        let wrappingKey = try deriveKey(passphrase: passphrase, salt: salt, hardening: hardening)
        let material = masterKey.key.withUnsafeBytes { Data($0) }
        let box = try AES.GCM.seal(material, using: wrappingKey,
                                   authenticating: authenticatedData(hardening))
        guard let combined = box.combined else { throw StoreError.corruptValue(column: "vault") }
        return VaultRecord(salt: salt, hardening: hardening, wrappedMasterKey: combined)
    }

    func unwrap(passphrase: String) throws -> MasterKey {
        guard hardening.isPlausible else { throw StoreError.corruptValue(column: "vault") }
        let wrappingKey: SymmetricKey
        do {
            wrappingKey = try Self.deriveKey(passphrase: passphrase, salt: salt, hardening: hardening)
        } catch {
            throw StoreError.corruptValue(column: "vault")
        }
        do {
            let box = try AES.GCM.SealedBox(combined: wrappedMasterKey)
            let material = try AES.GCM.open(box, using: wrappingKey,
                                            authenticating: Self.authenticatedData(hardening))
            return MasterKey(key: SymmetricKey(data: material))
        } catch {
            throw StoreError.wrongPassphrase
        }
    }

    /// Binds the wrapped key to its parameters so that lowering them in the file breaks it.
    private static func authenticatedData(_ hardening: PassphraseHardening) -> Data {
        Data("\(purpose)|\(kdf)|\(hardening.costLog2)|\(hardening.blockSize)|\(hardening.parallelism)".utf8)
    }

    private static func deriveKey(passphrase: String, salt: Data, hardening: PassphraseHardening) throws -> SymmetricKey {
        try KDF.Scrypt.deriveKey(
            from: Data(passphrase.precomposedStringWithCanonicalMapping.utf8),
            salt: salt,
            outputByteCount: 32,
            rounds: 1 << hardening.costLog2,
            blockSize: hardening.blockSize,
            parallelism: hardening.parallelism,
            maxMemory: hardening.memoryBytes + (1 << 20)
        )
    }
}
