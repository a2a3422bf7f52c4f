import ArkivatorCore
import ArkivatorStore
import Crypto
import Foundation

/// Photos that wait on a phone until they can be sent (its outbox) are kept there sealed to
/// the library's outbox key (`PocketSeal`, for `.waitingPhoto`), so that a phone lost on the
/// bus with letters waiting in it shows no one what they say. The phone holds only the key's
/// public half; the private half is in the library, sealed under its value key, and made the
/// first time a phone asks.
extension Library {
    static let outboxKeyPurpose = "outbox.key"

    /// The public half of the outbox key, as SubjectPublicKeyInfo (DER).
    public func outboxPublicKey() throws -> Data {
        try outboxKey().publicKey.derRepresentation
    }

    /// What a waiting photo is bound to: its letter's upload key and its page, from 1, so that
    /// no photo sealed for one letter or page is taken as another's.
    public static func outboxContext(uploadKey: String, page: Int) -> Data {
        Data("outbox|\(uploadKey)|\(page)".utf8)
    }

    /// The photos of a letter from a phone's outbox, opened; `LibraryError.waitingPhotoUnreadable`
    /// names the first that does not open (sealed for another library, or damaged on the way).
    func openedFromOutbox(_ photos: [IncomingPhoto], uploadKey: String) throws -> [IncomingPhoto] {
        let key = try outboxKey()
        let sealedFiles = try sealedFiles
        return try photos.enumerated().map { index, photo in
            let sealed: Data
            switch photo.content {
            case .bytes(let data): sealed = data
            case .file(let url) where SealedFiles.isSealed(url): sealed = try openingDamaged { try sealedFiles.read(url) }
            case .file(let url): sealed = try Data(contentsOf: url)
            }
            guard let opened = try? PocketSeal.open(sealed, with: key, purpose: .waitingPhoto,
                                                    context: Self.outboxContext(uploadKey: uploadKey, page: index + 1))
            else { throw LibraryError.waitingPhotoUnreadable(page: index + 1) }
            return IncomingPhoto(name: photo.name, content: .bytes(opened))
        }
    }

    private func outboxKey() throws -> P256.KeyAgreement.PrivateKey {
        let sealed: Data
        if let stored = try settings().sealedOutboxKey {
            sealed = stored
        } else {
            let made = try database.valueKey.seal(P256.KeyAgreement.PrivateKey().rawRepresentation, purpose: Self.outboxKeyPurpose)
            // Two first askers at once: the first one's key is kept, and both use it.
            sealed = try database.updateSettings { if $0.sealedOutboxKey == nil { $0.sealedOutboxKey = made } }.sealedOutboxKey ?? made
        }
        return try P256.KeyAgreement.PrivateKey(rawRepresentation: try database.valueKey.open(sealed, purpose: Self.outboxKeyPurpose))
    }
}
