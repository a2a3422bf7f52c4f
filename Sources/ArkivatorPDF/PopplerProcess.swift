import Dispatch
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#elseif canImport(Musl)
import Musl
#endif

/// How far one run of a poppler tool may go before it is stopped.
public struct PDFLimits: Sendable, Equatable {
    /// The largest PDF accepted, in bytes.
    public var maximumBytes: Int
    /// The most pages a PDF may have.
    public var maximumPages: Int
    /// The most pixels one rendered page may have.
    public var maximumPixelsPerPage: Int
    /// Wall-clock seconds one run of a tool may take before it is killed.
    public var secondsPerRun: Double
    /// The address space one run of a tool may take, in bytes.
    public var memoryBytes: Int

    /// A letter's PDF is a few pages of a few MB; a scanned one at most some tens of MB.
    /// 36 megapixels hold an A2 page at 300 DPI, so any letter page renders at the archive's
    /// resolution. A page renders in well under a second here; 30 s is room for a slow
    /// machine, not for a page built to hang the renderer. 1 GiB of address space holds
    /// poppler with its libraries and fonts and a page of 36 megapixels in colour, several
    /// times over, and stops a PDF built to exhaust memory before the machine swaps.
    public static let standard = PDFLimits(maximumBytes: 64 * 1_048_576, maximumPages: 20,
                                           maximumPixelsPerPage: 36_000_000, secondsPerRun: 30,
                                           memoryBytes: 1 << 30)

    public init(maximumBytes: Int, maximumPages: Int, maximumPixelsPerPage: Int, secondsPerRun: Double, memoryBytes: Int) {
        self.maximumBytes = maximumBytes
        self.maximumPages = maximumPages
        self.maximumPixelsPerPage = maximumPixelsPerPage
        self.secondsPerRun = secondsPerRun
        self.memoryBytes = memoryBytes
    }
}

/// Runs one of poppler's command-line tools in a child process: the PDF goes in on standard
/// input (`fd://0`) and the result comes out on standard output, so that neither the letter
/// nor a rendered page is ever written to disk unsealed. The child runs under `ulimit` (address
/// space and CPU seconds) and a wall-clock deadline, after which it is killed: a PDF that
/// crashes, hangs or bloats the renderer costs one child, never the server.
struct PopplerProcess: Sendable {
    let limits: PDFLimits

    struct Output {
        let status: Int32
        let standardOutput: Data
        let standardError: String
        /// Ended by a signal: killed at the deadline, by `ulimit`, or crashed.
        let wasKilled: Bool
    }

    /// Where the tools are looked for beyond `PATH`: a server started by launchd or systemd
    /// may not have Homebrew's folders on its path.
    static let searchFolders = ["/usr/bin", "/usr/local/bin", "/opt/homebrew/bin", "/opt/local/bin"]

    static func tool(_ name: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"].map { $0.split(separator: ":").map(String.init) } ?? []
        for folder in path + searchFolders {
            let candidate = folder + "/" + name
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }

    /// A write to the pipe of a child that has already exited must fail, not end this process.
    private static let pipeSignalIgnored: Void = { _ = signal(SIGPIPE, SIG_IGN) }()

    func run(_ name: String, _ arguments: [String], input: Data) throws(PDFError) -> Output {
        Self.pipeSignalIgnored
        guard let tool = Self.tool(name) else { throw .toolsMissing }
        let process = Process()
        // `ulimit` through the shell works alike on Linux and macOS (prlimit is Linux-only);
        // `exec` leaves the tool itself as the child, so the deadline kills the tool. Limits
        // the system refuses to set (macOS ignores -v) leave the deadline still in force.
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        let cpuSeconds = Int(limits.secondsPerRun.rounded(.up)) + 1
        process.arguments = ["-c", "ulimit -v \"$1\" 2>/dev/null; ulimit -t \"$2\" 2>/dev/null; shift 2; exec \"$@\"",
                             "arkivator-pdf", String(limits.memoryBytes / 1024), String(cpuSeconds), tool] + arguments
        process.environment = ["PATH": "/usr/bin:/bin", "LC_ALL": "C.UTF-8"]
        let stdin = Pipe(), stdout = Pipe(), stderr = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = stderr
        let exited = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in exited.signal() }
        do {
            try process.run()
        } catch {
            throw .toolsMissing
        }
        let group = DispatchGroup()
        let collected = Collected()
        DispatchQueue.global().async(group: group) {
            // Fails harmlessly when the child stops reading early (it refused the file).
            try? stdin.fileHandleForWriting.write(contentsOf: input)
            try? stdin.fileHandleForWriting.close()
        }
        DispatchQueue.global().async(group: group) {
            collected.setOutput(stdout.fileHandleForReading.readDataToEndOfFile())
        }
        DispatchQueue.global().async(group: group) {
            collected.setError(stderr.fileHandleForReading.readDataToEndOfFile())
        }
        var timedOut = false
        if exited.wait(timeout: .now() + limits.secondsPerRun) == .timedOut {
            timedOut = true
            kill(process.processIdentifier, SIGKILL)
            exited.wait()
        }
        group.wait()
        let (output, error) = collected.values
        let killed = timedOut || process.terminationReason == .uncaughtSignal
        return Output(status: process.terminationStatus, standardOutput: output,
                      standardError: String(decoding: error.prefix(4096), as: UTF8.self), wasKilled: killed)
    }

    /// Runs a tool and answers its standard output, turning every way it can fail into the
    /// refusal the user is shown.
    func output(_ name: String, _ arguments: [String], input: Data) throws(PDFError) -> Data {
        let result = try run(name, arguments, input: input)
        if result.wasKilled { throw .tookTooLong }
        // Out of its address space, poppler says so and may still exit 0, with a page cut short.
        if result.standardError.contains("Out of memory") || result.standardError.contains("bad_alloc") {
            throw .tookTooLong
        }
        guard result.status == 0 else {
            if result.standardError.contains("Incorrect password") { throw .encrypted }
            throw .damaged
        }
        return result.standardOutput
    }
}

private final class Collected: @unchecked Sendable {
    private let lock = NSLock()
    private var output = Data(), error = Data()

    func setOutput(_ data: Data) { lock.withLock { output = data } }
    func setError(_ data: Data) { lock.withLock { error = data } }
    var values: (Data, Data) { lock.withLock { (output, error) } }
}
