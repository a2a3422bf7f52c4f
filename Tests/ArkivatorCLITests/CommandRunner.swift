import ArkivatorCore
import ArkivatorStore
import ArkivatorTestSupport
import Foundation

/// Runs the real `arkivator` executable in a library of its own, as a person at a shell would.
struct CommandRunner {
    typealias Result = ProcessResult

    let home: URL
    var library: LibraryFolder { LibraryFolder(root: home.appendingPathComponent("library", isDirectory: true)) }

    init() throws {
        home = FileManager.default.temporaryDirectory
            .appendingPathComponent("arkivator-cli-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
    }

    func removeHome() {
        try? FileManager.default.removeItem(at: home)
    }

    @discardableResult
    func run(_ arguments: String..., passphrase: String? = nil, environment extra: [String: String] = [:],
             input: String? = nil) throws -> Result {
        try run(arguments, passphrase: passphrase, environment: extra, input: input)
    }

    func run(_ arguments: [String], passphrase: String? = nil, environment extra: [String: String] = [:],
             input: String? = nil) throws -> Result {
        var environment = ["HOME": home.path, "ARKIVATOR_HOME": library.root.path, "PATH": "/usr/bin:/bin"]
        if let passphrase { environment["ARKIVATOR_PASSPHRASE"] = passphrase }
        environment.merge(extra) { _, new in new }
        return try ArkivatorTestSupport.run(try builtExecutable("arkivator"), arguments, environment: environment,
                                            input: Data((input ?? "").utf8))
    }

    /// A library made through the store with cheap key stretching, so tests stay quick;
    /// the command line unlocks it with the parameters stored in its vault.
    func makeLibrary(passphrase: String) throws -> ArchiveDatabase {
        try ArchiveDatabase.create(library, passphrase: passphrase,
                                   hardening: cheapHardening)
    }

    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")
}
