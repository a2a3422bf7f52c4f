import Crypto
import Foundation

/// Bytes sealed to one holder's public key, so that only that holder reads them: ECDH on P-256
/// between a key made for these bytes alone and the holder's key, HKDF-SHA-256 of the shared
/// secret (salt: both public keys; info: the purpose and `context`), and AES-256-GCM with
/// `context` as its additional data. WebCrypto does each step natively (`deriveBits` ECDH,
/// `deriveKey` HKDF, `encrypt`/`decrypt` AES-GCM).
///
/// Two holders use it: a phone, for the letters it carries (the server seals, the phone opens,
/// and the server never holds the phone's private key); and the library, for the photos that
/// wait in a phone's outbox (the phone seals, the library opens, and the phone never holds
/// the library's private key).
///
/// The sealed bytes: a version byte (1), the one-time key's public key (65 bytes, uncompressed),
/// the nonce (12), the ciphertext and the tag (16).
public enum PocketSeal {
    /// What the sealed bytes are, written into the key's derivation, so that bytes sealed for
    /// one purpose never open as another's.
    public enum Purpose: String, Sendable {
        case letter = "arkivator.pocket.letter.v1"
        case waitingPhoto = "arkivator.outbox.photo.v1"
    }

    static let version: UInt8 = 1

    public static func seal(_ plaintext: Data, to holder: P256.KeyAgreement.PublicKey, purpose: Purpose = .letter,
                            context: Data) throws -> Data {
        let oneTimeKey = P256.KeyAgreement.PrivateKey()
        let key = try sharedKey(oneTimeKey.sharedSecretFromKeyAgreement(with: holder), oneTimeKey: oneTimeKey.publicKey.x963Representation,
                                holder: holder.x963Representation, purpose: purpose, context: context)
        let box = try AES.GCM.seal(plaintext, using: key, authenticating: context)
        return Data([version]) + oneTimeKey.publicKey.x963Representation + box.nonce.withUnsafeBytes { Data($0) }
            + box.ciphertext + box.tag
    }

    /// Opens bytes sealed to `holder`: the library's outbox key, or in the tests a phone's.
    public static func open(_ sealed: Data, with holder: P256.KeyAgreement.PrivateKey, purpose: Purpose = .letter,
                            context: Data) throws -> Data {
        let bytes = Data(sealed)
        guard bytes.count > 1 + 65 + 12 + 16, bytes.first == version else { throw CryptoKitError.incorrectParameterSize }
        let oneTimeKey = try P256.KeyAgreement.PublicKey(x963Representation: bytes[1..<66])
        let key = try sharedKey(holder.sharedSecretFromKeyAgreement(with: oneTimeKey), oneTimeKey: oneTimeKey.x963Representation,
                                holder: holder.publicKey.x963Representation, purpose: purpose, context: context)
        let box = try AES.GCM.SealedBox(nonce: AES.GCM.Nonce(data: bytes[66..<78]), ciphertext: bytes[78..<(bytes.count - 16)],
                                        tag: bytes.suffix(16))
        return try AES.GCM.open(box, using: key, authenticating: context)
    }

    private static func sharedKey(_ secret: SharedSecret, oneTimeKey: Data, holder: Data, purpose: Purpose,
                                  context: Data) -> SymmetricKey {
        secret.hkdfDerivedSymmetricKey(using: SHA256.self, salt: oneTimeKey + holder, sharedInfo: Data(purpose.rawValue.utf8) + context,
                                       outputByteCount: 32)
    }
}
