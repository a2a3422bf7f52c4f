import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// One of this package's fakes (`fake-drive`, `fake-llm`) run as its own process: on a port
/// of its choosing, with its state in a folder that outlives it, so a test can kill it and
/// start it again on what it kept. `FakeDriveProcess` and `FakeLLMProcess` speak each one's
/// admin API through it.
final class FakeServiceProcess: @unchecked Sendable {
    let name: String
    let data: URL
    private(set) var base: URL
    private var process: Process

    /// - Parameters:
    ///   - name: the executable, built beside the test bundle.
    ///   - data: the folder it keeps its state in; by default a new one in the temporary folder.
    init(_ name: String, data: URL?, arguments: [String]) async throws {
        self.name = name
        self.data = data ?? FileManager.default.temporaryDirectory.appendingPathComponent("\(name)-\(UUID().uuidString)")
        (process, base) = try await Self.launch(name, data: self.data, arguments: arguments)
    }

    deinit {
        if process.isRunning { process.terminate() }
    }

    /// Starts it and returns once it listens: it prints its address only then. Its stderr goes
    /// to the file `$FAKE_DRIVE_LOG` (`$FAKE_LLM_LOG`, …) names, for a test run being debugged.
    private static func launch(_ name: String, data: URL, arguments: [String]) async throws -> (Process, URL) {
        let process = Process()
        process.executableURL = try builtExecutable(name)
        process.arguments = ["--port", "0", "--data", data.path] + arguments
        let logVariable = name.uppercased().replacingOccurrences(of: "-", with: "_") + "_LOG"
        process.standardError = ProcessInfo.processInfo.environment[logVariable].flatMap { FileHandle(forWritingAtPath: $0) } ?? FileHandle.nullDevice
        return (process, try await process.startAnnouncingAddress(name: name))
    }

    /// Kills it without warning, as a crash would, and starts it again on the same folder.
    func restart(arguments: [String]) async throws {
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        (process, base) = try await Self.launch(name, data: data, arguments: arguments)
    }

    /// Ends it with `signal` and removes its folder.
    func stop(signal: Int32) {
        kill(process.processIdentifier, signal)
        process.waitUntilExit()
        try? FileManager.default.removeItem(at: data)
    }

    /// A call to its admin API under `/_admin/`; a status other than 2xx is an error naming what it said.
    @discardableResult
    func admin(_ method: String, _ path: String, body: [String: Any]? = nil) async throws -> Data {
        var request = URLRequest(url: base.appendingPathComponent("_admin/\(path)"))
        request.httpMethod = method
        if let body {
            request.httpBody = try JSONSerialization.data(withJSONObject: body)
            request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        }
        let (data, response) = try await URLSession.shared.data(for: request)
        guard let http = response as? HTTPURLResponse, (200..<300).contains(http.statusCode) else {
            throw CocoaError(.fileReadUnknown, userInfo: [NSLocalizedDescriptionKey: "admin \(path): \(String(decoding: data, as: UTF8.self))"])
        }
        return data
    }
}
