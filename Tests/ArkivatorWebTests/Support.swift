import ArkivatorLibrary
import ArkivatorStore
import Foundation

let testPassphrase = "korrekt hest batteri stift"
/// scrypt at 2^10, so that tests that create libraries stay quick.
let cheapHardening = PassphraseHardening(costLog2: 10, blockSize: 8, parallelism: 1)

/// A temporary folder for a library (not yet created), removed after `body`.
func withLibraryFolder(_ body: (LibraryFolder) async throws -> Void) async throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("arkivator-web-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }
    try await body(LibraryFolder(root: root))
}

/// A new, unlocked library in a temporary folder, removed after `body`.
func withNewLibrary(_ body: (LibraryFolder, ArchiveDatabase) async throws -> Void) async throws {
    try await withLibraryFolder { library in
        try await body(library, try ArchiveDatabase.create(library, passphrase: testPassphrase, hardening: cheapHardening))
    }
}

/// The library in `folder` unlocked with the test passphrase, as a browser's session holds it.
func unlockedLibrary(_ folder: LibraryFolder) throws -> Library {
    try LockedLibrary.require(folder).unlocked(passphrase: testPassphrase, appVersion: "test")
}
