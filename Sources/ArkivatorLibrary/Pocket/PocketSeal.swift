import Crypto
import Foundation

/// A letter sealed to one phone's key, so that only that phone reads it: ECDH on P-256 between
/// a key made for this letter alone and the phone's key, HKDF-SHA-256 of the shared secret
/// (salt: both public keys; info: the purpose and `context`), and AES-256-GCM with `context` as
/// its additional data. WebCrypto does each step natively (`deriveBits` ECDH, `deriveKey` HKDF,
/// `decrypt` AES-GCM), and the server never holds the phone's private key.
///
/// The sealed bytes: a version byte (1), the letter key's public key (65 bytes, uncompressed),
/// the nonce (12), the ciphertext and the tag (16).
public enum PocketSeal {
    static let version: UInt8 = 1
    static let info = "arkivator.pocket.letter.v1"

    public static func seal(_ plaintext: Data, to phone: P256.KeyAgreement.PublicKey, context: Data) throws -> Data {
        let letterKey = P256.KeyAgreement.PrivateKey()
        let key = try sharedKey(letterKey.sharedSecretFromKeyAgreement(with: phone),
                                letterKey: letterKey.publicKey.x963Representation, phone: phone.x963Representation, context: context)
        let box = try AES.GCM.seal(plaintext, using: key, authenticating: context)
        return Data([version]) + letterKey.publicKey.x963Representation + box.nonce.withUnsafeBytes { Data($0) }
            + box.ciphertext + box.tag
    }

    /// What the phone does, for the tests: opens bytes sealed to `phone`.
    public static func open(_ sealed: Data, with phone: P256.KeyAgreement.PrivateKey, context: Data) throws -> Data {
        let bytes = Data(sealed)
        guard bytes.count > 1 + 65 + 12 + 16, bytes.first == version else { throw CryptoKitError.incorrectParameterSize }
        let letterKey = try P256.KeyAgreement.PublicKey(x963Representation: bytes[1..<66])
        let key = try sharedKey(phone.sharedSecretFromKeyAgreement(with: letterKey), letterKey: letterKey.x963Representation,
                                phone: phone.publicKey.x963Representation, context: context)
        let box = try AES.GCM.SealedBox(nonce: AES.GCM.Nonce(data: bytes[66..<78]), ciphertext: bytes[78..<(bytes.count - 16)],
                                        tag: bytes.suffix(16))
        return try AES.GCM.open(box, using: key, authenticating: context)
    }

    private static func sharedKey(_ secret: SharedSecret, letterKey: Data, phone: Data, context: Data) -> SymmetricKey {
        secret.hkdfDerivedSymmetricKey(using: SHA256.self, salt: letterKey + phone, sharedInfo: Data(info.utf8) + context,
                                       outputByteCount: 32)
    }
}
