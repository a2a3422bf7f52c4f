import ArkivatorCore
import Foundation
import GRDB
import ArkivatorTestSupport
import Testing
@testable import ArkivatorStore

@Suite("The vault and the master key")
struct VaultTests {
    @Test("the right passphrase unlocks the archive and its fødselsnumre")
    func rightPassphraseUnlocks() throws {
        try withNewLibrary { library, database throws in
            let number = try fodselsnummer(TestNumbers.ingrid)
            let id = try database.addFamilyMember(FamilyMember(name: "Ingrid Hansen", relationship: "ektefelle",
                                                               fodselsnummer: number))
            let locked = try ArchiveDatabase.open(library)
            #expect(!SealedDatabaseKeys.shared.hasKey(under: library.root) || database.library.root == library.root)
            let unlocked = try locked.unlocked(passphrase: testPassphrase)
            #expect(try unlocked.familyMember(id: id).fodselsnummer == number)
        }
    }

    @Test("a wrong passphrase is wrongPassphrase", arguments: [
        "korrekt hest batteri stif", "Korrekt hest batteri stift", "korrekt hest batteri stift ", "", "ø",
        String(repeating: "x", count: 10_000),
    ])
    func wrongPassphrase(attempt: String) throws {
        try withNewLibrary { library, _ throws in
            let locked = try ArchiveDatabase.open(library)
            #expect(throws: StoreError.wrongPassphrase) { try locked.unlocked(passphrase: attempt) }
        }
    }

    @Test("the keyring's vault holds the hardening it was made with, and no passphrase")
    func vaultRowShape() throws {
        try withNewLibrary { library, database throws in
            let vault = try Keyring.read(from: library.keyringURL).vault
            #expect(vault.kdf == "scrypt")
            #expect(vault.costLog2 == 10)
            #expect(vault.blockSize == 8)
            #expect(vault.parallelism == 1)
            #expect(vault.salt.count == 32)
            // A 32-byte key sealed by AES-GCM: 12-byte nonce + 32 bytes + 16-byte tag.
            #expect(vault.wrappedMasterKey.count == 60)
            let file = try Data(contentsOf: library.keyringURL)
            #expect(!file.contains(bytes: testPassphrase.utf8))
            // The vault is no longer in the database.
            #expect(try database.raw { db in try db.tableExists("vault") } == false)
        }
    }

    @Test("after a passphrase change the old one fails, the new one works and the numbers are still readable")
    func changePassphrase() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let library = LibraryFolder(root: folder.appendingPathComponent("bibliotek", isDirectory: true))
        let (id, number) = try {
            let database = try ArchiveDatabase.create(library, passphrase: testPassphrase, hardening: cheapHardening)
            let number = try fodselsnummer(TestNumbers.liam)
            let id = try database.addFamilyMember(FamilyMember(name: "Liam Hansen", relationship: "barn",
                                                               fodselsnummer: number))
            return (id, number)
        }()
        let newPassphrase = "blåbærsyltetøy på brødskiva"
        try ArchiveDatabase.open(library).changePassphrase(from: testPassphrase, to: newPassphrase, hardening: cheapHardening)
        let locked = try ArchiveDatabase.open(library)
        #expect(throws: StoreError.wrongPassphrase) { try locked.unlocked(passphrase: "en helt annen frase her") }
        do {
            let unlocked = try locked.unlocked(passphrase: newPassphrase)
            #expect(try unlocked.familyMember(id: id).fodselsnummer == number)
            #expect(try unlocked.familyMembers().map(\.fodselsnummer) == [number])
        }
        #expect(throws: StoreError.wrongPassphrase) { try locked.unlocked(passphrase: testPassphrase) }
    }

    @Test("a passphrase change with the wrong old passphrase changes nothing")
    func changePassphraseNeedsOldOne() throws {
        try withNewLibrary { library, database throws in
            #expect(throws: StoreError.wrongPassphrase) {
                try ArchiveDatabase.open(library).changePassphrase(from: "feil", to: "ny passordfrase", hardening: cheapHardening)
            }
            let locked = try ArchiveDatabase.open(library)
            #expect(throws: StoreError.wrongPassphrase) { try locked.unlocked(passphrase: "ny passordfrase") }
            _ = try locked.unlocked(passphrase: testPassphrase)
        }
    }

    @Test("a passphrase cannot be changed to an empty one")
    func changeToEmptyPassphrase() throws {
        try withNewLibrary { library, database throws in
            #expect(throws: StoreError.passphraseTooShort(minimum: PassphrasePolicy.minimumLength)) {
                try ArchiveDatabase.open(library).changePassphrase(from: testPassphrase, to: "", hardening: cheapHardening)
            }
            _ = try ArchiveDatabase.open(library).unlocked(passphrase: testPassphrase)
        }
    }

    @Test("lowering or raising the stored scrypt parameters makes unlocking fail", arguments: [
        "costLog2 = 9", "costLog2 = 11", "blockSize = 4", "parallelism = 2",
    ])
    func tamperedHardening(change: String) throws {
        try withNewLibrary { library, database throws in
            try tamperVault(library, change)
            let locked = try ArchiveDatabase.open(library)
            // Below the plausible minimum the vault is refused as damaged; otherwise the key just fails.
            let error = #expect(throws: StoreError.self) { try locked.unlocked(passphrase: testPassphrase) }
            #expect(error == .wrongPassphrase || error == .corruptValue(column: "vault"))
        }
    }

    @Test("absurd stored scrypt parameters are refused with a StoreError", arguments: [
        "costLog2 = 0", "costLog2 = -1", "costLog2 = 64", "costLog2 = 200", "blockSize = 0", "parallelism = 0",
    ])
    func absurdHardening(change: String) throws {
        try withNewLibrary { library, database throws in
            try tamperVault(library, change)
            let locked = try ArchiveDatabase.open(library)
            #expect(throws: StoreError.corruptValue(column: "vault")) { try locked.unlocked(passphrase: testPassphrase) }
        }
    }

    @Test("a stored scrypt cost so large that its memory size overflows does not crash the process", arguments: [60, 62])
    func overflowingHardening(costLog2: Int) throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let root = folder.appendingPathComponent("bibliotek", isDirectory: true).path
        let database = try ArchiveDatabase.create(LibraryFolder(root: URL(fileURLWithPath: root, isDirectory: true)),
                                                  passphrase: testPassphrase, hardening: cheapHardening)
        try Keyring.tamper(at: database.library.keyringURL) { $0.vault.costLog2 = costLog2 }
        let locked = try ArchiveDatabase.open(LibraryFolder(root: URL(fileURLWithPath: root, isDirectory: true)))
        #expect(throws: StoreError.corruptValue(column: "vault")) { try locked.unlocked(passphrase: testPassphrase) }
    }

    @Test("a changed salt or wrapped key makes unlocking fail")
    func tamperedSaltOrKey() throws {
        try withNewLibrary { library, database throws in
            let original = try Keyring.read(from: library.keyringURL).vault
            var salt = original.salt
            salt[0] ^= 0x01
            try Keyring.tamper(at: library.keyringURL) { $0.vault.salt = salt }
            #expect(throws: StoreError.wrongPassphrase) {
                try ArchiveDatabase.open(library).unlocked(passphrase: testPassphrase)
            }

            var wrapped = original.wrappedMasterKey
            wrapped[wrapped.count - 1] ^= 0x80
            try Keyring.tamper(at: library.keyringURL) { keyring in
                keyring.vault.salt = original.salt
                keyring.vault.wrappedMasterKey = wrapped
            }
            #expect(throws: StoreError.wrongPassphrase) {
                try ArchiveDatabase.open(library).unlocked(passphrase: testPassphrase)
            }
        }
    }

    @Test("an unknown key derivation function in the keyring is damage, not a crash")
    func unknownKDF() throws {
        try withNewLibrary { library, database throws in
            try Keyring.tamper(at: library.keyringURL) { $0.vault.kdf = "pbkdf2" }
            #expect(throws: StoreError.damaged(what: "arkivator.keys")) {
                try ArchiveDatabase.open(library).unlocked(passphrase: testPassphrase)
            }
        }
    }

    @Test("a library without a keyring reports vaultMissing")
    func missingVault() throws {
        try withNewLibrary { library, database throws in
            try FileManager.default.removeItem(at: library.keyringURL)
            let locked = try ArchiveDatabase.open(library)
            #expect(try !locked.hasVault())
            #expect(throws: StoreError.vaultMissing) { try locked.unlocked(passphrase: testPassphrase) }
        }
    }

    @Test("a passphrase with æøå unlocks whether it is typed composed (NFC) or decomposed (NFD)")
    func unicodeNormalization() throws {
        let composed = "bl\u{E5}b\u{E6}r og \u{F8}l p\u{E5} Tr\u{F8}ndelag \u{C5}"   // å æ ø å ø Å
        let decomposed = "bla\u{30A}b\u{E6}r og \u{F8}l pa\u{30A} Tr\u{F8}ndelag A\u{30A}"
        #expect(Array(composed.utf8) != Array(decomposed.utf8))
        try withNewLibrary(passphrase: decomposed) { library, _ throws in
            let locked = try ArchiveDatabase.open(library)
            _ = try locked.unlocked(passphrase: composed)
            _ = try locked.unlocked(passphrase: decomposed)
            // Folding is only canonical equivalence: a different letter is still a different passphrase.
            #expect(throws: StoreError.wrongPassphrase) {
                try locked.unlocked(passphrase: "blabær og øl på Trøndelag Å")
            }
        }
    }

    @Test("the default hardening (scrypt 2^17) creates and unlocks a library")
    func defaultHardening() throws {
        try withLibraryFolder { library throws in
            _ = try ArchiveDatabase.create(library, passphrase: testPassphrase)
            let locked = try ArchiveDatabase.open(library)
            let costLog2 = try Keyring.read(from: library.keyringURL).vault.costLog2
            #expect(costLog2 == PassphraseHardening.standard.costLog2)
            #expect(PassphraseHardening.standard.costLog2 == 17)
            _ = try locked.unlocked(passphrase: testPassphrase)
        }
    }

    @Test("sealing is bound to its purpose and never repeats a ciphertext")
    func sealingPurposeAndNonce() throws {
        try withNewLibrary { _, database throws in
            let key = database.masterKey
            let plaintext = Data(TestNumbers.erik.utf8)
            let first = try key.seal(plaintext, purpose: "familyMember.fodselsnummer")
            let second = try key.seal(plaintext, purpose: "familyMember.fodselsnummer")
            #expect(first != second)
            #expect(try key.open(first, purpose: "familyMember.fodselsnummer") == plaintext)
            #expect(throws: StoreError.corruptValue(column: "token.drive")) {
                try key.open(first, purpose: "token.drive")
            }
            var flipped = first
            flipped[flipped.count / 2] ^= 0x10
            #expect(throws: StoreError.corruptValue(column: "familyMember.fodselsnummer")) {
                try key.open(flipped, purpose: "familyMember.fodselsnummer")
            }
        }
    }

    @Test("two libraries have different master keys")
    func masterKeysDiffer() throws {
        try withNewLibrary { _, first throws in
            try withNewLibrary { _, second throws in
                let firstKey = first.masterKey
                let secondKey = second.masterKey
                let sealed = try firstKey.seal(Data("hemmelig".utf8), purpose: "test")
                #expect(try firstKey.open(sealed, purpose: "test") == Data("hemmelig".utf8))
                #expect(throws: StoreError.corruptValue(column: "test")) { try secondKey.open(sealed, purpose: "test") }
            }
        }
    }
}

/// Applies `field = value` to the keyring's vault, as someone editing the file would.
func tamperVault(_ library: LibraryFolder, _ change: String) throws {
    let parts = change.components(separatedBy: " = ")
    let value = try #require(Int(parts[1]))
    try Keyring.tamper(at: library.keyringURL) { keyring in
        switch parts[0] {
        case "costLog2": keyring.vault.costLog2 = value
        case "blockSize": keyring.vault.blockSize = value
        default: keyring.vault.parallelism = value
        }
    }
}
