import ArkivatorCore
import ArkivatorOCR
import Foundation
import Testing

/// Timings of the recogniser on the fixtures, printed as medians, never asserted: speed is
/// judged from these figures and `scripts/benchmark`, not by a test that passes or fails. Off by default (it takes about a
/// minute); run with `ARKIVATOR_OCR_BENCHMARK=1 swift test --filter ArkivatorOCRTests.Benchmark`.
/// Each comparison also checks that the faster variant reads the same text.
@Suite("Benchmark", .serialized, .enabled(if: ProcessInfo.processInfo.environment["ARKIVATOR_OCR_BENCHMARK"] == "1"))
struct Benchmark {
    static let rounds = 5

    /// Wall-clock and process CPU seconds (user + system, all threads) of one run.
    struct Timing {
        var wall: Double
        var cpu: Double
        var description: String { String(format: "%.3f s (CPU %.3f s)", wall, cpu) }
    }

    static func cpuSeconds() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    /// The median run by wall-clock time. The machine may be shared, so CPU time is shown too.
    static func median(_ rounds: Int = rounds, _ work: () async throws -> Void) async rethrows -> Timing {
        var timings: [Timing] = []
        for _ in 0..<rounds {
            let cpu = cpuSeconds()
            let start = ContinuousClock.now
            try await work()
            let elapsed = ContinuousClock.now - start
            timings.append(Timing(
                wall: Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18,
                cpu: cpuSeconds() - cpu))
        }
        return timings.sorted { $0.wall < $1.wall }[timings.count / 2]
    }

    static func ratio(_ a: Timing, _ b: Timing) -> String { String(format: "%.2f", a.wall / b.wall) }

    @Test("time to start an engine")
    func engineStart() async throws {
        let text = try await Self.median { _ = try TesseractEngine() }
        let osd = try await Self.median { _ = try TesseractEngine.orientationDetector() }
        print("engine start: nor+eng \(text.description), osd \(osd.description)")
    }

    /// The peer: the `tesseract` command on the same page, which starts an engine every time.
    @Test("a warm engine against the tesseract command on the same page")
    func againstTheCommand() async throws {
        let image = try Fixture.letter.image()
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("letter-\(UUID().uuidString).pgm")
        try (Data("P5\n\(image.width) \(image.height)\n255\n".utf8) + Data(image.pixels)).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        var commandText = ""
        let command = try await Self.median {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = ["tesseract", file.path, "-", "-l", "nor+eng", "--dpi", "300"]
            var environment = ProcessInfo.processInfo.environment
            environment["OMP_THREAD_LIMIT"] = "1"  // the fair peer: no OpenMP, as in-process
            process.environment = environment
            let output = Pipe()
            process.standardOutput = output
            process.standardError = FileHandle.nullDevice
            try process.run()
            commandText = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
        }
        let engine = try TesseractEngine()
        var page = RecognizedPage(blocks: [])
        let warm = try await Self.median { page = try engine.recognize(image) }
        let cold = try await Self.median { page = try TesseractEngine().recognize(image) }
        print("letter: tesseract command \(command.description) (wall; CPU counts this process only), "
            + "cold engine \(cold.description), warm engine \(warm.description), command/warm \(Self.ratio(command, warm))")
        let words = commandText.split(whereSeparator: \.isWhitespace).map(String.init)
        #expect(words == page.words.map(\.text))
    }

    /// The upside-down page stands in for a poor photo: every line is doubtful, which is when
    /// Tesseract tries the inverted image.
    @Test("skipping the inverted-text pass reads the same text", arguments: [Fixture.letter, .smudged, .letterTurned180])
    func invertedTextPass(fixture: Fixture) async throws {
        let image = try fixture.image()
        let skipping = try TesseractEngine(skipsInvertedText: true)
        let trying = try TesseractEngine(skipsInvertedText: false)
        var skipped = RecognizedPage(blocks: []), tried = RecognizedPage(blocks: [])
        let fast = try await Self.median { skipped = try skipping.recognize(image) }
        let slow = try await Self.median { tried = try trying.recognize(image) }
        print("\(fixture): tessedit_do_invert 0 \(fast.description), 1 \(slow.description), ratio \(Self.ratio(slow, fast))")
        if fixture != .letterTurned180 {
            #expect(plainText(skipped) == plainText(tried))
        }
    }

    @Test("OpenMP within a page, on and off, reads the same text")
    func openMP() async throws {
        let image = try Fixture.letter.image()
        let serial = try TesseractEngine(usesOpenMPWithinPage: false)
        let threaded = try TesseractEngine(usesOpenMPWithinPage: true)
        var a = RecognizedPage(blocks: []), b = RecognizedPage(blocks: [])
        let off = try await Self.median { a = try serial.recognize(image) }
        let on = try await Self.median { b = try threaded.recognize(image) }
        print("letter: OpenMP off \(off.description), on \(on.description), ratio \(Self.ratio(on, off))")
        #expect(a == b)
    }

    @Test("three pages in parallel read the same as one after another")
    func parallelPages() async throws {
        let pages = try [Fixture.letter, .secondPage, .letter].map { try $0.image() }
        let recognizer = TesseractRecognizer()
        _ = try await recognizer.recognize(pages: pages)  // starts the engines
        var sequential: [RecognizedPage] = [], parallel: [RecognizedPage] = []
        let one = try await Self.median { sequential = try pages.map(recognizer.recognize) }
        let many = try await Self.median { parallel = try await recognizer.recognize(pages: pages) }
        print("3 pages on \(ProcessInfo.processInfo.activeProcessorCount) cores: one after another \(one.description), "
            + "in parallel \(many.description), ratio \(Self.ratio(one, many))")
        #expect(parallel == sequential)
    }
}
