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
        try ArkivatorTestSupport.run(try builtExecutable("arkivator"), arguments,
                                     environment: environment(passphrase: passphrase, extra), input: Data((input ?? "").utf8))
    }

    /// Starts the command and returns at once, for a test that stops it midway; its standard
    /// error goes to `errorOutput`.
    func start(_ arguments: [String], passphrase: String, errorOutput: URL) throws -> Process {
        let process = Process()
        process.executableURL = try builtExecutable("arkivator")
        process.arguments = arguments
        process.environment = environment(passphrase: passphrase)
        _ = FileManager.default.createFile(atPath: errorOutput.path, contents: nil)
        process.standardOutput = FileHandle.nullDevice
        process.standardError = try FileHandle(forWritingTo: errorOutput)
        process.standardInput = FileHandle.nullDevice
        try process.run()
        return process
    }

    private func environment(passphrase: String?, _ extra: [String: String] = [:]) -> [String: String] {
        var environment = ["HOME": home.path, "ARKIVATOR_HOME": library.root.path, "PATH": "/usr/bin:/bin"]
        if let passphrase { environment["ARKIVATOR_PASSPHRASE"] = passphrase }
        return environment.merging(extra) { _, new in new }
    }

    /// A library made through the store with cheap key stretching, so tests stay quick;
    /// the command line unlocks it with the parameters stored in its vault.
    func makeLibrary(passphrase: String) throws -> ArchiveDatabase {
        try ArchiveDatabase.create(library, passphrase: passphrase,
                                   hardening: cheapHardening)
    }

    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")
}
