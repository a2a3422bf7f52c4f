import ArkivatorCore
@testable import ArkivatorLibrary
@testable import ArkivatorStore
import ArkivatorTestSupport
import Foundation
import Testing

@Suite("The library sealed at rest")
struct SealedLibraryTests {
    @Test("a locked library holds no key; an unlocked one holds it only while it is in use")
    func lockedHoldsNoKey() throws {
        try withLibraryFolder { folder in
            do {
                let library = try Library.create(in: folder, passphrase: testPassphrase, hardening: cheapHardening, appVersion: "1")
                _ = try library.fileSample()
                #expect(SealedDatabaseKeys.shared.hasKey(under: folder.root))
            }
            #expect(!SealedDatabaseKeys.shared.hasKey(under: folder.root))
            let locked = try #require(try LockedLibrary.open(folder))
            #expect(!SealedDatabaseKeys.shared.hasKey(under: folder.root))
            do {
                let unlocked = try locked.unlocked(passphrase: testPassphrase, appVersion: "1")
                #expect(try unlocked.documentCount() == 1)
                #expect(SealedDatabaseKeys.shared.hasKey(under: folder.root))
            }
            #expect(!SealedDatabaseKeys.shared.hasKey(under: folder.root))
        }
    }

    @Test("a damaged database is told as damage, in words with «skadet»")
    func damageIsWorded() throws {
        try withLibraryFolder { folder in
            do {
                let library = try Library.create(in: folder, passphrase: testPassphrase, hardening: cheapHardening, appVersion: "1")
                _ = try library.fileSample()
            }
            var bytes = [UInt8](try Data(contentsOf: folder.databaseURL))
            for index in stride(from: 100, to: bytes.count, by: 997) { bytes[index] ^= 0x5A }
            try Data(bytes).write(to: folder.databaseURL)
            let locked = try #require(try LockedLibrary.open(folder))
            let error = #expect(throws: StoreError.self) {
                _ = try locked.unlocked(passphrase: testPassphrase, appVersion: "1").documents(limit: 10)
            }
            let damage = try #require(error)
            let words = try #require(ProblemWords.message(for: damage))
            #expect(words.hasPrefix("Biblioteket er skadet: arkivator.sqlite"))
        }
    }
}
