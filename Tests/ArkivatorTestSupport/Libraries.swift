import ArkivatorCore
import ArkivatorStore
import Crypto
import Foundation

/// scrypt at 2^10, so that tests that create libraries stay quick; the default 2^17 is
/// exercised by one test only.
public let cheapHardening = PassphraseHardening(costLog2: 10, blockSize: 8, parallelism: 1)

/// Long enough for the passphrase policy, as every test library's passphrase must be.
public let testPassphrase = "korrekt hest batteri stift"

/// A number that passes both control digits, as the letters of the tests carry one.
public let testFodselsnummer = "11028425769"

/// A fresh folder under the system's temporary directory, removed after `body`.
public func withTemporaryFolder<T>(_ body: (URL) throws -> T) throws -> T {
    let folder = try makeTemporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    return try body(folder)
}

public func withTemporaryFolder<T>(_ body: (URL) async throws -> T) async throws -> T {
    let folder = try makeTemporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    return try await body(folder)
}

public func makeTemporaryFolder() throws -> URL {
    let folder = FileManager.default.temporaryDirectory
        .appendingPathComponent("arkivator-tests-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
}

/// A library that does not exist yet (its folder is not created), in a temporary folder.
public func withLibraryFolder<T>(_ body: (LibraryFolder) throws -> T) throws -> T {
    try withTemporaryFolder { folder throws in
        try body(LibraryFolder(root: folder.appendingPathComponent("bibliotek", isDirectory: true)))
    }
}

public func withLibraryFolder<T>(_ body: (LibraryFolder) async throws -> T) async throws -> T {
    try await withTemporaryFolder { folder async throws in
        try await body(LibraryFolder(root: folder.appendingPathComponent("bibliotek", isDirectory: true)))
    }
}

/// A newly created, unlocked database in a temporary library folder.
public func withNewLibrary<T>(passphrase: String = testPassphrase,
                              _ body: (LibraryFolder, ArchiveDatabase) throws -> T) throws -> T {
    try withLibraryFolder { folder throws in
        try body(folder, try ArchiveDatabase.create(folder, passphrase: passphrase, hardening: cheapHardening))
    }
}

public func withNewLibrary<T>(passphrase: String = testPassphrase,
                              _ body: (LibraryFolder, ArchiveDatabase) async throws -> T) async throws -> T {
    try await withLibraryFolder { folder async throws in
        try await body(folder, try ArchiveDatabase.create(folder, passphrase: passphrase, hardening: cheapHardening))
    }
}

/// Every regular file below `root`, as paths relative to it, sorted.
public func files(under root: URL) -> [String] {
    let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: [.isRegularFileKey])
    var paths: [String] = []
    while let url = enumerator?.nextObject() as? URL {
        if (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true {
            paths.append(String(url.standardizedFileURL.path.dropFirst(root.standardizedFileURL.path.count + 1)))
        }
    }
    return paths.sorted()
}

/// The pending jobs of a test library, opened with the test passphrase: their files are sealed.
public func pendingJobs(_ library: LibraryFolder) throws -> PendingJobs {
    let database = try ArchiveDatabase.open(library).unlocked(passphrase: testPassphrase)
    return PendingJobs(library: library, files: database.sealedFiles())
}

/// The plain bytes of a sealed file of a test library, opened with the test passphrase.
public func openedFile(_ url: URL, of library: LibraryFolder) throws -> Data {
    try ArchiveDatabase.open(library).unlocked(passphrase: testPassphrase).sealedFiles().read(url)
}

/// The SHA-256 of `data` in lowercase hex, as a backup's manifest writes it.
public func sha256Hex(_ data: Data) -> String {
    SHA256.hash(data: data).map { String(format: "%02x", $0) }.joined()
}
