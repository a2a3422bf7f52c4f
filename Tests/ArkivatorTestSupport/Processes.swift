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
                input: Data? = nil, in folder: URL? = nil) throws -> ProcessResult {
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
    let inputPipe = input.map { _ in Pipe() }
    process.standardInput = inputPipe ?? FileHandle.nullDevice
    try process.run()
    if let inputPipe, let input {
        inputPipe.fileHandleForWriting.write(input)
        try inputPipe.fileHandleForWriting.close()
    }
    process.waitUntilExit()
    // Decoded leniently: a program may print bytes that are not text (curl -i of a DER certificate).
    return ProcessResult(status: process.terminationStatus,
                         output: String(decoding: try Data(contentsOf: outputURL), as: UTF8.self),
                         errorOutput: String(decoding: try Data(contentsOf: errorURL), as: UTF8.self))
}

/// Runs a program found on PATH, as the tests' real readers (LibreOffice, python-docx,
/// poppler) are.
@discardableResult
public func runProgram(_ name: String, _ arguments: [String], in folder: URL? = nil) throws -> ProcessResult {
    try run(URL(fileURLWithPath: "/usr/bin/env"), [name] + arguments, in: folder)
}
