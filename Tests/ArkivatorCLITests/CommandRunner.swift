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
             input: String? = nil) async throws -> Result {
        try await run(arguments, passphrase: passphrase, environment: extra, input: input)
    }

    func run(_ arguments: [String], passphrase: String? = nil, environment extra: [String: String] = [:],
             input: String? = nil) async throws -> Result {
        try await ArkivatorTestSupport.run(try builtExecutable("arkivator"), arguments,
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

    /// The `purge-deletions` processes that `delete` left behind for this runner's library, by
    /// their process ids. They outlive the command and run in a session of their own, so they
    /// are found in /proc by their command and environment.
    func backgroundPurgers() -> [pid_t] {
        let home = Data("ARKIVATOR_HOME=\(library.root.path)".utf8)
        return ((try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []).compactMap(pid_t.init).filter { pid in
            guard let command = FileManager.default.contents(atPath: "/proc/\(pid)/cmdline"),
                  command.split(separator: 0).contains(Data("purge-deletions".utf8)),
                  let environment = FileManager.default.contents(atPath: "/proc/\(pid)/environ") else { return false }
            return environment.split(separator: 0).contains(home)
        }
    }

    /// Whether a process that is not this one's child has ended: gone, or a zombie nobody has
    /// reaped yet (a container's first process may not reap).
    static func hasEnded(_ pid: pid_t) -> Bool {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
              let state = stat.split(separator: ")").last?.trimmingCharacters(in: .whitespaces).first else { return true }
        return state == "Z" || state == "X"
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
