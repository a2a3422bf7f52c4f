import ArkivatorCore
import ArkivatorStore
import Foundation

/// Long enough for the library's passphrase rule.
let testPassphrase = "blåbær og tyttebær"

/// Runs the real `arkivator` executable in a library of its own, as a person at a shell would.
struct CommandRunner {
    struct Result {
        let status: Int32
        let output: String
        let errorOutput: String
    }

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
        let process = Process()
        process.executableURL = try Self.executable()
        process.arguments = arguments
        var environment = ["HOME": home.path, "ARKIVATOR_HOME": library.root.path, "PATH": "/usr/bin:/bin"]
        if let passphrase { environment["ARKIVATOR_PASSPHRASE"] = passphrase }
        environment.merge(extra) { _, new in new }
        process.environment = environment
        let output = Pipe(), errorOutput = Pipe(), standardInput = Pipe()
        process.standardOutput = output
        process.standardError = errorOutput
        process.standardInput = standardInput
        try process.run()
        if let input { standardInput.fileHandleForWriting.write(Data(input.utf8)) }
        try standardInput.fileHandleForWriting.close()
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        let errorData = errorOutput.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(status: process.terminationStatus,
                      output: String(decoding: outputData, as: UTF8.self),
                      errorOutput: String(decoding: errorData, as: UTF8.self))
    }

    /// A library made through the store with cheap key stretching, so tests stay quick;
    /// the command line unlocks it with the parameters stored in its vault.
    func makeLibrary(passphrase: String) throws -> ArchiveDatabase {
        try ArchiveDatabase.create(library, passphrase: passphrase,
                                   hardening: PassphraseHardening(costLog2: 10, blockSize: 8, parallelism: 1))
    }

    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

    /// The `arkivator` built beside the test bundle.
    static func executable() throws -> URL {
        var folder = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
        for _ in 0..<4 {
            let candidate = folder.appendingPathComponent("arkivator")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            folder.deleteLastPathComponent()
        }
        throw CocoaError(.fileNoSuchFile, userInfo: [NSFilePathErrorKey: "arkivator"])
    }
}
