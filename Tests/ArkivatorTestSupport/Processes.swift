import Foundation

/// What a program printed and how it ended.
public struct ProcessResult: Sendable {
    public let status: Int32
    public let output: String
    public let errorOutput: String
}

/// An executable of this package (`arkivator`, `fake-drive`), built beside the test bundle.
public func builtExecutable(_ name: String) throws -> URL {
    var folder = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
    for _ in 0..<4 {
        let candidate = folder.appendingPathComponent(name)
        if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        folder.deleteLastPathComponent()
    }
    throw CocoaError(.fileNoSuchFile, userInfo: [NSFilePathErrorKey: name])
}

/// Runs a program to its end, as a person at a shell would. Output goes through files, so
/// that no amount of it can stall the process; `input` is its standard input (none by default).
@discardableResult
public func run(_ executable: URL, _ arguments: [String], environment: [String: String]? = nil,
                input: Data? = nil, in folder: URL? = nil) async throws -> ProcessResult {
    let scratch = try makeTemporaryFolder()
    defer { try? FileManager.default.removeItem(at: scratch) }
    let outputURL = scratch.appendingPathComponent("out"), errorURL = scratch.appendingPathComponent("err")
    _ = FileManager.default.createFile(atPath: outputURL.path, contents: nil)
    _ = FileManager.default.createFile(atPath: errorURL.path, contents: nil)
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    if let environment { process.environment = environment }
    if let folder { process.currentDirectoryURL = folder }
    process.standardOutput = try FileHandle(forWritingTo: outputURL)
    process.standardError = try FileHandle(forWritingTo: errorURL)
    try await process.runToEnd(input: input)
    // Decoded leniently: a program may print bytes that are not text (curl -i of a DER certificate).
    return ProcessResult(status: process.terminationStatus,
                         output: String(decoding: try Data(contentsOf: outputURL), as: UTF8.self),
                         errorOutput: String(decoding: try Data(contentsOf: errorURL), as: UTF8.self))
}

/// Runs a program found on PATH, as the tests' real readers (LibreOffice, python-docx,
/// poppler) are.
@discardableResult
public func runProgram(_ name: String, _ arguments: [String], in folder: URL? = nil) async throws -> ProcessResult {
    try await run(URL(fileURLWithPath: "/usr/bin/env"), [name] + arguments, in: folder)
}

/// A system tool by its path: its status, and what it printed on both outputs together.
public func runTool(_ executable: String, _ arguments: [String]) async throws -> (status: Int32, output: String) {
    let result = try await run(URL(fileURLWithPath: executable), arguments)
    return (result.status, result.output + result.errorOutput)
}

/// curl, quiet but for its errors, giving up after 20 seconds.
public func curl(_ arguments: [String]) async throws -> (status: Int32, output: String) {
    try await runTool("/usr/bin/curl", ["--silent", "--show-error", "--max-time", "20"] + arguments)
}

/// Work that blocks (a read from a child's pipe, a socket), on a thread of its own.
///
/// Swift Testing runs tests in parallel on Swift's cooperative pool, which has one thread per
/// core: a test that blocks one of them while a child works for a minute leaves every other test
/// a core short, and two such tests starve the rest outright, until their timeouts fire.
public func offCooperativePool<Value: Sendable>(_ work: @escaping @Sendable () throws -> Value) async throws -> Value {
    try await withCheckedThrowingContinuation { continuation in
        DispatchQueue.global().async { continuation.resume(with: Result { try work() }) }
    }
}

extension Process {
    /// Starts the program and returns once it has ended, without holding a thread while it
    /// runs: the child's termination handler ends the wait. `input`, if any, is written to its
    /// standard input (closed after it) from a thread of its own, so a child that reads slowly,
    /// or not at all, cannot stall the test.
    public func runToEnd(input: Data? = nil) async throws {
        let inputPipe = input.map { _ in Pipe() }
        standardInput = inputPipe ?? FileHandle.nullDevice
        try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
            terminationHandler = { _ in continuation.resume() }
            do {
                try run()
            } catch {
                terminationHandler = nil
                continuation.resume(throwing: error)
                return
            }
            guard let inputPipe, let input else { return }
            DispatchQueue.global().async {
                // Fails harmlessly when the child exits without reading it all.
                try? inputPipe.fileHandleForWriting.write(contentsOf: input)
                try? inputPipe.fileHandleForWriting.close()
            }
        }
    }

    /// Starts a server of this package's (`fake-drive`, `fake-llm`) and returns the address it
    /// prints on its first line, once it listens. The line is read on a thread of its own.
    public func startAnnouncingAddress(name: String) async throws -> URL {
        let output = Pipe()
        standardOutput = output
        try run()
        let line = try await offCooperativePool {
            var line = Data()
            while !line.contains(UInt8(ascii: "\n")) {
                let chunk = output.fileHandleForReading.availableData
                guard !chunk.isEmpty else { break }
                line += chunk
            }
            return String(decoding: line, as: UTF8.self)
        }
        guard let start = line.range(of: "http://"),
              let address = URL(string: String(line[start.lowerBound...]).trimmingCharacters(in: .whitespacesAndNewlines)),
              address.port != nil else {
            terminate()
            throw CocoaError(.fileReadCorruptFile, userInfo: [NSLocalizedDescriptionKey: "\(name) said: \(line)"])
        }
        return address
    }
}
