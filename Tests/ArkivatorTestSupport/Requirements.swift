import Foundation
import Testing

extension Tag {
    /// Takes seconds of a core or more (reading photos, whole corpora, a real reader
    /// converting documents), or waits on real time that cannot be moved by a test clock.
    @Tag public static var slow: Self
    /// Drives a real browser.
    @Tag public static var browser: Self
    /// Speaks to a server over a real socket on loopback: the app, `serve`, a fake service.
    @Tag public static var network: Self
    /// Runs a program of the system's (LibreOffice, poppler, khal, Python, curl, openssl)
    /// or one of this package's own executables as a child process.
    @Tag public static var external: Self
}

/// Something a test needs from the machine: a program, a font, an encoder, the development
/// corpus. Where it is missing, the test does not run; on a developer's machine it is skipped,
/// with what is missing and how to install it in the output, but under `CI=true` it fails with
/// that message, so that no run can go green because a step of the set-up was lost.
public struct Requirement: TestTrait, SuiteTrait, TestScoping {
    /// What is missing, in words: "libheif's HEVC encoder (libheif-plugin-x265)".
    public let name: String
    /// The install step that provides it.
    public let installation: String
    private let answer: Answer

    /// `isMet` is asked once, when the first test that needs it runs.
    public init(_ name: String, installation: String = "scripts/install-dependencies", isMet: @escaping @Sendable () -> Bool) {
        self.name = name
        self.installation = installation
        answer = Answer(isMet)
    }

    public var isMet: Bool { answer.value }

    /// On a suite, it is every one of its tests' requirement.
    public var isRecursive: Bool { true }

    /// Asked once for each test function as a whole, not for each of its cases: a test whose
    /// arguments come from what is missing has no case at all, and must not pass for that.
    public func scopeProvider(for test: Test, testCase: Test.Case?) -> Requirement? {
        !test.isSuite && testCase == nil ? self : nil
    }

    public func provideScope(for test: Test, testCase: Test.Case?,
                             performing function: @Sendable () async throws -> Void) async throws {
        if isMet { return try await function() }
        let message = Comment(rawValue: "\(name) is missing; install it with: \(installation)")
        if Requirement.mayNotSkip {
            Issue.record(message)
        } else {
            try Test.cancel(message)
        }
    }

    /// CI sets `CI=true`: there every requirement must be met.
    public static var mayNotSkip: Bool {
        ["true", "1", "yes"].contains(ProcessInfo.processInfo.environment["CI"]?.lowercased() ?? "")
    }
}

extension Trait where Self == Requirement {
    /// The development corpus beside this repository (`../shared/corpus`), or one file of it.
    public static func corpus(_ path: String = "dev") -> Requirement {
        let url = sharedCorpus.appendingPathComponent(path)
        return Requirement("the development corpus (\(url.standardizedFileURL.path))",
                           installation: "a checkout of the shared folder next to this repository, as ../shared") {
            FileManager.default.fileExists(atPath: url.path)
        }
    }

    /// A program on PATH.
    public static func program(_ name: String, installation: String = "scripts/install-dependencies") -> Requirement {
        Requirement("the program \(name)", installation: installation) { programIsOnPath(name) }
    }

    /// The hard phone photos' generator (`Requirement.hardPhotoGenerator`).
    public static var hardPhotoGenerator: Requirement { Requirement.hardPhotoGenerator }


    /// Python 3 with each of `modules` importable.
    public static func python(_ modules: String...) -> Requirement {
        let list = modules.joined(separator: ", ")
        return Requirement("Python 3 with \(list)") {
            let check = Process()
            check.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            check.arguments = ["python3", "-c", "import " + list]
            check.standardOutput = FileHandle.nullDevice
            check.standardError = FileHandle.nullDevice
            guard (try? check.run()) != nil else { return false }
            check.waitUntilExit()
            return check.terminationStatus == 0
        }
    }
}

extension Requirement {
    /// The hard phone photos' generator: `scripts/generate-hard-photos`, which renders letters
    /// with the shared corpus's generator in Debian's fonts, through Pillow, OpenCV and NumPy.
    public static let hardPhotoGenerator: Requirement = {
        let parts: [Requirement] = [
            .corpus("tools/arkivgen"), .python("PIL", "cv2", "numpy"),
            Requirement("the fonts Liberation and DejaVu") {
                ["/usr/share/fonts/truetype/liberation/LiberationSerif-Regular.ttf",
                 "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"].allSatisfy { FileManager.default.fileExists(atPath: $0) }
            },
        ]
        return Requirement("the hard photos' generator (" + parts.map(\.name).joined(separator: "; ") + ")") {
            parts.allSatisfy(\.isMet)
        }
    }()
}

/// A question about the machine, asked once.
private final class Answer: @unchecked Sendable {
    private let lock = NSLock()
    private var question: (@Sendable () -> Bool)?
    private var answer = false

    init(_ question: @escaping @Sendable () -> Bool) { self.question = question }

    var value: Bool {
        lock.withLock {
            if let question {
                answer = question()
                self.question = nil
            }
            return answer
        }
    }
}

/// `../shared/corpus`, beside this repository.
public let sharedCorpus = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().appendingPathComponent("../../../shared/corpus").standardizedFileURL

public func programIsOnPath(_ name: String) -> Bool {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    return path.split(separator: ":").contains { FileManager.default.isExecutableFile(atPath: "\($0)/\(name)") }
}
