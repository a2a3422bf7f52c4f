import ArkivatorCore
@testable import ArkivatorLibrary
import ArkivatorStore
import ArkivatorTestSupport
import Crypto
import Foundation
import Testing

@Suite("Photos that wait in a phone's outbox, sealed to the library's outbox key")
struct OutboxUseCaseTests {
    /// What the phone does (outbox.js): seals a photo to the public half it was given.
    private func sealed(_ photo: Data, for library: Library, uploadKey: String, page: Int) throws -> IncomingPhoto {
        let key = try P256.KeyAgreement.PublicKey(derRepresentation: try library.outboxPublicKey())
        let bytes = try PocketSeal.seal(photo, to: key, purpose: .waitingPhoto,
                                        context: Library.outboxContext(uploadKey: uploadKey, page: page))
        return IncomingPhoto(name: "side-\(page).jpeg", content: .bytes(bytes))
    }

    @Test("a letter sent from the outbox is opened page by page and kept as the camera gave it")
    func opened() throws {
        try withLibrary { library in
            let first = Data("første side".utf8) + Data([0xFF, 0xD8, 0xFF]), second = Data("andre side".utf8)
            let key = "4f1c9a52-0d1e-4a43-9e1b-5b7a0c1d2e3f"
            let photos = [try sealed(first, for: library, uploadKey: key, page: 1), try sealed(second, for: library, uploadKey: key, page: 2)]
            guard case .received(let job) = try library.receive(photos, uploadKey: key, sealedInOutbox: true) else {
                Issue.record("the letter was not received as new")
                return
            }
            #expect(try library.jobs.photos(of: job) == [first, second])
        }
    }

    @Test("a photo sealed for another page, another letter or another library does not open, and says which page")
    func bound() throws {
        try withLibrary { library in
            let key = "5d2e8b61-1f2a-4b54-8c2d-6c8b1d2e3f40"
            let page = Data("side".utf8)
            let swapped = [try sealed(page, for: library, uploadKey: key, page: 1), try sealed(page, for: library, uploadKey: key, page: 1)]
            #expect(throws: LibraryError.waitingPhotoUnreadable(page: 2)) {
                try library.receive(swapped, uploadKey: key, sealedInOutbox: true)
            }
            let otherLetter = [try sealed(page, for: library, uploadKey: "en-annen-nokkel", page: 1)]
            #expect(throws: LibraryError.waitingPhotoUnreadable(page: 1)) {
                try library.receive(otherLetter, uploadKey: key, sealedInOutbox: true)
            }
            try withLibrary { other in
                let forOther = [try sealed(page, for: other, uploadKey: key, page: 1)]
                #expect(throws: LibraryError.waitingPhotoUnreadable(page: 1)) {
                    try library.receive(forOther, uploadKey: key, sealedInOutbox: true)
                }
            }
            // Sealed for a pocket letter rather than a waiting photo: another purpose, no key.
            let phoneKey = try P256.KeyAgreement.PublicKey(derRepresentation: try library.outboxPublicKey())
            let letterPurpose = IncomingPhoto(name: "side-1.jpeg", content: .bytes(try PocketSeal.seal(
                page, to: phoneKey, purpose: .letter, context: Library.outboxContext(uploadKey: key, page: 1))))
            #expect(throws: LibraryError.waitingPhotoUnreadable(page: 1)) {
                try library.receive([letterPurpose], uploadKey: key, sealedInOutbox: true)
            }
        }
    }

    @Test("the outbox key is made once, kept sealed, and outlives a change of the library's keys")
    func keptAcrossRotation() throws {
        try withLibraryFolder { folder in
            let before: Data
            do {
                let library = try Library.create(in: folder, passphrase: testPassphrase, hardening: cheapHardening, appVersion: "1")
                before = try library.outboxPublicKey()
                #expect(try library.outboxPublicKey() == before)
                let stored = try #require(try library.settings().sealedOutboxKey)
                let raw = try P256.KeyAgreement.PrivateKey(rawRepresentation: try library.database.valueKey.open(stored, purpose: "outbox.key"))
                #expect(stored.range(of: raw.rawRepresentation) == nil)
                try library.lockOutOthers(passphrase: testPassphrase)
            }
            let library = try #require(try LockedLibrary.open(folder)).unlocked(passphrase: testPassphrase, appVersion: "1")
            #expect(try library.outboxPublicKey() == before)
        }
    }
}
