import ArkivatorTestSupport
import CLeptonica
import Foundation
import Testing

@testable import ArkivatorImaging

/// Property-based fuzzing of the decoding path. Small valid JPEG, PNG and HEIC photos are
/// mutated at random (bit flips, boundary bytes, truncation, duplicated or dropped chunks,
/// splices of two seeds, length and size fields multiplied); every mutant must decode within
/// the decoder's limits and make a preview, or be refused with an `ImagingError` — never crash,
/// hang or allocate beyond the limits.
///
/// Under `swift test` it tries a fixed number of mutants from a fixed seed (ARKIVATOR_FUZZ_MUTANTS,
/// default 6000, a second or two of a core), so that every run checks the same inputs however fast
/// the machine is. ARKIVATOR_FUZZ_SECONDS fuzzes for that long from a random seed instead, and then
/// a mutant slower than two seconds fails the run too; ARKIVATOR_FUZZ_SEED replays a run;
/// ARKIVATOR_FUZZ_REPLAY=<file> checks one saved input.
/// Each mutant is written to `.test-artifacts/fuzz/current.bin` before it is decoded, so a crash
/// leaves its input behind; `summary.json` there holds the counts. `scripts/fuzz-imaging` runs
/// this for longer and reports.
@Suite("Fuzzing the photo decoder")
struct DecodingFuzzTests {
    typealias Pix = ArkivatorImaging.Pix

    /// Limits lower than the app's, so that a mutant claiming a large size is refused rather than
    /// decoded at length: throughput, and a tighter bound to check.
    let decoder = PhotoDecoder(maximumPixels: 4_000_000, minimumSide: 16)
    /// One mutant taking longer than this is a hang (they take milliseconds).
    static let hangSeconds = environment("ARKIVATOR_FUZZ_HANG_SECONDS").flatMap(Double.init) ?? 10
    /// The seed of the mutants every `swift test` tries.
    static let fixedSeed: UInt64 = 0x4172_6B69_7661_746F
    /// One mutant taking longer than this is reported as slow and its input kept.
    static let slowSeconds = 2.0
    /// How far the process's peak resident memory may rise while fuzzing (one mutant at the
    /// limits takes tens of megabytes).
    static let maximumResidentMegabytes = environment("ARKIVATOR_FUZZ_MAX_RSS_MB").flatMap(Int.init) ?? 2048

    @Test("mutated JPEG, PNG and HEIC photos decode within the limits or are refused, never crash or hang", ImageFixtures.heicEncoder)
    func fuzz() throws {
        if let path = Self.environment("ARKIVATOR_FUZZ_REPLAY") {
            // One saved input (a crash's current.bin), under a debugger if need be.
            let outcome = check(try Data(contentsOf: URL(fileURLWithPath: path)))
            print("fuzz-imaging: \(path): \(outcome.key)")
            #expect(outcome.failure == nil, "\(outcome.failure ?? "")")
            return
        }
        let duration = Self.environment("ARKIVATOR_FUZZ_SECONDS").flatMap(Double.init)
        let mutants = Self.environment("ARKIVATOR_FUZZ_MUTANTS").flatMap(Int.init) ?? 6000
        let seed = Self.environment("ARKIVATOR_FUZZ_SEED").flatMap(Self.parseSeed)
            ?? (duration == nil ? Self.fixedSeed : UInt64.random(in: 0...UInt64.max))
        print("fuzz-imaging: seed \(seed) for \(duration.map { "\($0) s" } ?? "\(mutants) mutants") (replay with ARKIVATOR_FUZZ_SEED=\(seed))")

        let artifacts = Self.artifactsFolder
        try FileManager.default.createDirectory(at: artifacts, withIntermediateDirectories: true)
        let current = artifacts.appendingPathComponent("current.bin")
        let input = try InputFile(current)
        let seeds = try Self.seeds()
        var mutator = Mutator(seeds: seeds, random: SeededRandom(seed: seed))
        var report = FuzzReport(seed: seed, seeds: seeds.map { "\($0.format): \($0.name)" })
        let watchdog = Watchdog(limit: .seconds(Self.hangSeconds)) { label in
            // Nothing else stops a decoder stuck in a loop; the input is already on disk.
            try? FileManager.default.removeItem(at: artifacts.appendingPathComponent("hang.bin"))
            try? FileManager.default.copyItem(at: current, to: artifacts.appendingPathComponent("hang.bin"))
            FileHandle.standardError.write(Data("fuzz-imaging: HANG over \(Self.hangSeconds) s on \(label) (seed \(seed)); input in \(artifacts.path)/hang.bin\n".utf8))
            _exit(3)
        }
        defer { watchdog.stop() }

        // The process's peak so far belongs to whatever ran before (the whole suite shares it).
        let peakBefore = FuzzReport.peakResidentMegabytes()
        let clock = ContinuousClock()
        let start = clock.now
        var lastSummary = start
        while duration.map({ clock.now - start < .seconds($0) }) ?? (report.total < mutants) {
            let (seedIndex, bytes) = mutator.next()
            let format = seeds[seedIndex].format
            let label = "mutant \(report.total) of \(seeds[seedIndex].format) seed «\(seeds[seedIndex].name)»"
            let data = Data(bytes)
            input.replace(with: bytes)
            watchdog.begin(label)
            let started = clock.now
            let outcome = check(data)
            let elapsed = Self.inSeconds(clock.now - started)
            watchdog.end()

            report.record(format: format, outcome: outcome, seconds: elapsed, label: label)
            #expect(outcome.failure == nil, "\(label): \(outcome.failure ?? "")")
            if elapsed > Self.slowSeconds {
                let name = "slow-\(report.slow.count).bin"
                try data.write(to: artifacts.appendingPathComponent(name))
                report.slow.append("\(label): \(String(format: "%.1f", elapsed)) s, \(name)")
            }
            if clock.now - lastSummary > .seconds(2) {
                lastSummary = clock.now
                report.seconds = Self.inSeconds(clock.now - start)
                try report.write(to: artifacts)
            }
        }
        report.seconds = Self.inSeconds(clock.now - start)
        report.finished = true
        try report.write(to: artifacts)
        print("fuzz-imaging: \(report.line)")
        #expect(FuzzReport.peakResidentMegabytes() - peakBefore < Self.maximumResidentMegabytes, "peak resident memory grew")
        if duration != nil {
            #expect(report.slow.isEmpty, "slow mutants: \(report.slow)")
        } else if !report.slow.isEmpty {
            // Among a suite running in parallel, time says little about one mutant; kept for a look.
            print("fuzz-imaging: slow mutants (kept in \(artifacts.path)): \(report.slow)")
        }
    }

    /// What one mutant did: decoded (with the preview made), or refused with which error.
    struct Outcome {
        var key: String
        /// A broken property, in words; nil when all held.
        var failure: String?
    }

    func check(_ data: Data) -> Outcome {
        let photo: DecodedPhoto
        do {
            photo = try decoder.decode(data)
        } catch {
            let message = error.userMessage
            let clear = !message.isEmpty && ["bilde", "filen"].contains { message.lowercased().contains($0) }
            return Outcome(key: Self.key(error), failure: clear ? nil : "unclear message «\(message)»")
        }
        var failure: String?
        if photo.width * photo.height > decoder.maximumPixels || min(photo.width, photo.height) < decoder.minimumSide {
            failure = "decoded \(photo.width) × \(photo.height), outside the limits"
        } else if photo.image.depth != 32 || photo.image.width != photo.width || photo.image.height != photo.height {
            failure = "decoded to \(photo.image.depth) bpp \(photo.image.width) × \(photo.image.height)"
        }
        do {
            let preview = try photo.previewJPEG()
            if preview.isEmpty { failure = failure ?? "an empty preview" }
            return Outcome(key: "decoded", failure: failure)
        } catch {
            return Outcome(key: "decoded, no preview: \(Self.key(error))", failure: failure)
        }
    }

    static func key(_ error: ImagingError) -> String {
        switch error {
        case .emptyFile: "emptyFile"
        case .notAnImage(let kind): "notAnImage(\(kind?.rawValue ?? "unknown"))"
        case .unsupportedImageFormat(let format): "unsupportedImageFormat(\(format.rawValue))"
        case .truncatedImage(let format): "truncatedImage(\(format.rawValue))"
        case .corruptImage(let format): "corruptImage(\(format.rawValue))"
        case .tooManyPixels: "tooManyPixels"
        case .tooSmall: "tooSmall"
        case .decodingFailed(let format): "decodingFailed(\(format.rawValue))"
        case .encodingFailed(let format): "encodingFailed(\(format.rawValue))"
        case .encodedImageTooLarge: "encodedImageTooLarge"
        case .conversionFailed: "conversionFailed"
        }
    }

    // MARK: Seeds

    struct Seed {
        let format: String
        let name: String
        let bytes: [UInt8]
    }

    /// Small valid photos of each format, made here (HEIC also from the committed fixtures, so
    /// that HEIC is fuzzed where libheif has no encoder).
    static func seeds() throws -> [Seed] {
        let corners = ImageFixtures.fourCorners(width: 96, height: 64)
        let gray = ImageFixtures.grayCanvas(width: 64, height: 48, value: 90)
        let palette = Pix(taking: pixConvertRGBToColormap(corners.pointer, 0))!
        return [
            Seed(format: "jpeg", name: "baseline 96 × 64", bytes: [UInt8](ImageFixtures.jpeg(corners))),
            Seed(format: "jpeg", name: "progressive 96 × 64", bytes: progressiveJPEG(corners)),
            Seed(format: "jpeg", name: "grey 64 × 48", bytes: [UInt8](ImageFixtures.jpeg(gray))),
            Seed(format: "jpeg", name: "Exif orientation 6", bytes: [UInt8](ImageFixtures.inserting(
                ImageFixtures.exifSegment(orientation: 6, bigEndian: false), into: ImageFixtures.jpeg(corners)))),
            Seed(format: "png", name: "RGB 96 × 64", bytes: [UInt8](ImageFixtures.png(corners))),
            Seed(format: "png", name: "grey 64 × 48", bytes: [UInt8](ImageFixtures.png(gray))),
            Seed(format: "png", name: "palette 96 × 64", bytes: [UInt8](ImageFixtures.png(palette))),
            Seed(format: "png", name: "eXIf orientation 8", bytes: [UInt8](ImageFixtures.inserting(
                pngChunk: ImageFixtures.pngChunk("eXIf", ImageFixtures.exifTIFF(orientation: 8, bigEndian: true)),
                into: ImageFixtures.png(corners)))),
            Seed(format: "heic", name: "four-corners-rotated.heic", bytes: [UInt8](try ImageFixtures.fixture("four-corners-rotated.heic"))),
            Seed(format: "heic", name: "exif-orientation-only.heic", bytes: [UInt8](try ImageFixtures.fixture("exif-orientation-only.heic"))),
            Seed(format: "heic", name: "hand-made, one derived item", bytes: [UInt8](HEIFBuilder.derivations([(3, [1])]))),
            Seed(format: "heic", name: "libheif 96 × 64", bytes: [UInt8](try ImageFixtures.heif(corners))),
        ]
    }

    static func progressiveJPEG(_ pix: Pix) -> [UInt8] {
        var bytes: UnsafeMutablePointer<UInt8>?
        var size = 0
        precondition(pixWriteMemJpeg(&bytes, &size, pix.pointer, 80, 1) == 0 && bytes != nil)
        defer { lept_free(bytes) }
        return Array(UnsafeBufferPointer(start: bytes, count: size))
    }

    // MARK: Where things go

    static func environment(_ name: String) -> String? { ProcessInfo.processInfo.environment[name] }

    static func inSeconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
    }

    static func parseSeed(_ text: String) -> UInt64? {
        text.lowercased().hasPrefix("0x") ? UInt64(text.dropFirst(2), radix: 16) : UInt64(text)
    }

    /// `.test-artifacts/fuzz` in the package (ignored by git), or ARKIVATOR_FUZZ_ARTIFACTS.
    static var artifactsFolder: URL {
        if let path = environment("ARKIVATOR_FUZZ_ARTIFACTS") { return URL(fileURLWithPath: path, isDirectory: true) }
        return URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent(".test-artifacts/fuzz", isDirectory: true)
    }
}

// MARK: - Mutating

/// Makes mutants of the seeds; the same generator state gives the same mutants.
struct Mutator {
    let seeds: [DecodingFuzzTests.Seed]
    var random: SeededRandom

    /// A stretch of bytes holding a big-endian number the format reads as a length or a size.
    struct Field {
        let offset: Int
        let width: Int
    }

    /// The fields and the units (segments, chunks, boxes) of a file of `format`, as far as they
    /// can be walked.
    struct Structure {
        var fields: [Field] = []
        var units: [Range<Int>] = []
    }

    /// Picks a format, then one of its seeds, and mutates it one to three times.
    mutating func next() -> (seed: Int, bytes: [UInt8]) {
        let formats = Array(Set(seeds.map(\.format))).sorted()
        let format = formats.randomElement(using: &random)!
        let index = seeds.indices.filter { seeds[$0].format == format }.randomElement(using: &random)!
        var bytes = seeds[index].bytes
        for _ in 0..<Int.random(in: 1...3, using: &random) where !bytes.isEmpty {
            mutate(&bytes, format: format)
        }
        // Half the PNG mutants get their checksums back, so that they reach the decoder proper.
        if format == "png" && Bool.random(using: &random) { Self.fixChecksums(png: &bytes) }
        return (index, bytes)
    }

    static func fixChecksums(png bytes: inout [UInt8]) {
        // Only whole chunks: one cut short by the end of the file keeps what it has.
        for chunk in pngStructure(bytes).units
        where chunk.count >= 12 && bytes[chunk.prefix(4)].reduce(0, { $0 << 8 | Int($1) }) + 12 == chunk.count {
            let crc = HostileInputTests.crc32(bytes[(chunk.lowerBound + 4)..<(chunk.upperBound - 4)])
            bytes.replaceSubrange((chunk.upperBound - 4)..<chunk.upperBound, with: ImageFixtures.bigEndian(crc))
        }
    }

    private mutating func mutate(_ bytes: inout [UInt8], format: String) {
        switch Int.random(in: 0..<8, using: &random) {
        case 0:  // bit flips
            for _ in 0..<Int.random(in: 1...8, using: &random) {
                bytes[position(in: bytes)] ^= 1 << UInt8.random(in: 0...7, using: &random)
            }
        case 1:  // boundary values
            for _ in 0..<Int.random(in: 1...4, using: &random) {
                bytes[position(in: bytes)] = [0x00, 0xFF, 0x7F, 0x80, 0x01, 0xFE].randomElement(using: &random)!
            }
        case 2:  // truncation
            bytes.removeLast(Int.random(in: 1...bytes.count, using: &random))
        case 3, 4:  // a unit (segment, chunk, box) duplicated, or dropped
            let units = Self.structure(of: bytes, format: format).units
            let unit = units.randomElement(using: &random) ?? randomRange(in: bytes)
            if Bool.random(using: &random) {
                bytes.insert(contentsOf: bytes[unit], at: unit.upperBound)
            } else {
                bytes.removeSubrange(unit)
            }
        case 5:  // splice: the start of this file, the end of another seed
            let other = seeds.randomElement(using: &random)!.bytes
            bytes = Array(bytes.prefix(position(in: bytes) + 1)) + Array(other.suffix(Int.random(in: 1...other.count, using: &random)))
        default:  // a length or size field multiplied, or set to an edge
            let fields = Self.structure(of: bytes, format: format).fields
            guard let field = fields.randomElement(using: &random) else {
                bytes[position(in: bytes)] = 0xFF
                return
            }
            let maximum = (1 << (8 * field.width)) - 1
            let value = bytes[field.offset..<(field.offset + field.width)].reduce(0) { $0 << 8 | Int($1) }
            let changed = [0, 1, maximum, value + 1, value - 1, value * 2, value * 16, value * 256, value * 65536, value / 2]
                .randomElement(using: &random)!
            for index in 0..<field.width {
                bytes[field.offset + index] = UInt8(truncatingIfNeeded: changed >> (8 * (field.width - 1 - index)))
            }
        }
    }

    private mutating func position(in bytes: [UInt8]) -> Int { Int.random(in: 0..<bytes.count, using: &random) }

    private mutating func randomRange(in bytes: [UInt8]) -> Range<Int> {
        let start = position(in: bytes)
        return start..<min(bytes.count, start + Int.random(in: 1...512, using: &random))
    }

    static func structure(of bytes: [UInt8], format: String) -> Structure {
        switch format {
        case "jpeg": jpegStructure(bytes)
        case "png": pngStructure(bytes)
        default: heifStructure(bytes, from: 0, to: bytes.count, depth: 0)
        }
    }

    /// Segment lengths up to the first scan, and the frame header's height and width.
    static func jpegStructure(_ bytes: [UInt8]) -> Structure {
        var structure = Structure()
        var position = 2
        while position + 3 < bytes.count, bytes[position] == 0xFF, structure.units.count < 64 {
            let marker = bytes[position + 1]
            if marker == 0xFF || marker == 0x01 || (0xD0...0xD8).contains(marker) {
                position += marker == 0xFF ? 1 : 2
                continue
            }
            let end = min(bytes.count, position + 2 + (Int(bytes[position + 2]) << 8 | Int(bytes[position + 3])))
            structure.fields.append(Field(offset: position + 2, width: 2))
            structure.units.append(position..<end)
            if (0xC0...0xCF).contains(marker), ![0xC4, 0xC8, 0xCC].contains(marker), position + 9 <= bytes.count {
                structure.fields += [Field(offset: position + 5, width: 2), Field(offset: position + 7, width: 2)]
            }
            if marker == 0xDA { break }
            position = end
        }
        return structure
    }

    /// Chunk lengths, and the IHDR's width and height.
    static func pngStructure(_ bytes: [UInt8]) -> Structure {
        var structure = Structure()
        var position = 8
        while position + 12 <= bytes.count, structure.units.count < 64 {
            let length = bytes[position..<(position + 4)].reduce(0) { $0 << 8 | Int($1) }
            structure.fields.append(Field(offset: position, width: 4))
            if bytes[(position + 4)..<(position + 8)].elementsEqual("IHDR".utf8), position + 16 <= bytes.count {
                structure.fields += [Field(offset: position + 8, width: 4), Field(offset: position + 12, width: 4)]
            }
            let end = position + 12 + length
            structure.units.append(position..<min(end, bytes.count))
            position = end
        }
        return structure
    }

    /// Box sizes through the containers a HEIF reader walks, `ispe` sizes, and the numbers in
    /// `iloc` (item counts, offsets, lengths).
    static func heifStructure(_ bytes: [UInt8], from: Int, to: Int, depth: Int) -> Structure {
        var structure = Structure()
        var position = from
        func u32(_ offset: Int) -> Int? {
            offset + 4 <= to ? bytes[offset..<(offset + 4)].reduce(0) { $0 << 8 | Int($1) } : nil
        }
        while let size = u32(position), position + 8 <= to, structure.units.count < 64 {
            let end = size < 8 ? to : min(to, position + size)
            let type = String(decoding: bytes[(position + 4)..<(position + 8)], as: UTF8.self)
            structure.fields.append(Field(offset: position, width: 4))
            structure.units.append(position..<end)
            let payload = position + 8
            switch type {
            case let container where ["meta", "iprp", "ipco", "dinf", "iref", "iinf"].contains(container) && depth < 4 && payload < end:
                var children = payload + (["meta", "iref"].contains(type) ? 4 : 0)  // FullBoxes
                if type == "iinf" { children = payload + 4 + (bytes[payload] == 0 ? 2 : 4) }
                if children < end {
                    let inner = heifStructure(bytes, from: children, to: end, depth: depth + 1)
                    structure.fields += inner.fields
                    structure.units += inner.units
                }
            case "ispe" where payload + 12 <= end:
                structure.fields += [Field(offset: payload + 4, width: 4), Field(offset: payload + 8, width: 4)]
            case "iloc":
                structure.fields += stride(from: payload + 4, to: end - 1, by: 2).prefix(32).map { Field(offset: $0, width: 2) }
            default:
                break
            }
            position = end
        }
        return structure
    }
}

// MARK: - Watching and reporting

/// The file each mutant is written to before it is decoded, so that a crash leaves it behind.
/// Kept open and rewritten in place: creating a file per mutant costs more than decoding it.
final class InputFile {
    private let descriptor: Int32

    init(_ url: URL) throws {
        descriptor = open(url.path, O_RDWR | O_CREAT | O_TRUNC, 0o644)
        guard descriptor >= 0 else { throw CocoaError(.fileWriteUnknown) }
    }

    deinit { close(descriptor) }

    /// What the kernel has when this returns survives the process dying; no need to sync.
    func replace(with bytes: [UInt8]) {
        _ = ftruncate(descriptor, 0)
        _ = bytes.withUnsafeBytes { pwrite(descriptor, $0.baseAddress, $0.count, 0) }
    }
}

/// Ends the process when one mutant runs longer than `limit`: a hang cannot be caught any
/// other way.
final class Watchdog: @unchecked Sendable {
    // Guarded by `lock`; read by the watching thread, written by the fuzzing one.
    private let lock = NSLock()
    private var label: String?
    private var started = ContinuousClock.now
    private var stopped = false

    init(limit: Duration, onHang: @escaping @Sendable (String) -> Void) {
        Thread.detachNewThread { [self] in
            while true {
                Thread.sleep(forTimeInterval: 0.1)
                let hung: String? = lock.withLock {
                    guard !stopped, let label, ContinuousClock.now - started > limit else { return nil }
                    return label
                }
                if lock.withLock({ stopped }) { return }
                if let hung { onHang(hung) }
            }
        }
    }

    func begin(_ label: String) {
        lock.withLock {
            self.label = label
            started = .now
        }
    }

    func end() { lock.withLock { label = nil } }
    func stop() { lock.withLock { stopped = true } }
}

/// The counts of a run, written as JSON for `scripts/fuzz-imaging`.
struct FuzzReport: Encodable {
    let seed: UInt64
    let seeds: [String]
    var seconds = 0.0
    var finished = false
    var total = 0
    /// Mutants tried, by the seed's format.
    var mutants: [String: Int] = [:]
    /// Outcomes ("decoded", or the error), by the seed's format.
    var outcomes: [String: [String: Int]] = [:]
    /// Seconds spent decoding, by the seed's format.
    var decodingSeconds: [String: Double] = [:]
    var failures: [String] = []
    var slowest = 0.0
    var slowestMutant = ""
    var slow: [String] = []
    var peakResidentMegabytes = 0

    mutating func record(format: String, outcome: DecodingFuzzTests.Outcome, seconds: Double, label: String) {
        total += 1
        mutants[format, default: 0] += 1
        outcomes[format, default: [:]][outcome.key, default: 0] += 1
        decodingSeconds[format, default: 0] += seconds
        if let failure = outcome.failure, failures.count < 100 { failures.append("\(label): \(failure)") }
        if seconds > slowest {
            slowest = seconds
            slowestMutant = label
        }
    }

    func write(to folder: URL) throws {
        var report = self
        report.peakResidentMegabytes = Self.peakResidentMegabytes()
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        try encoder.encode(report).write(to: folder.appendingPathComponent("summary.json"), options: .atomic)
    }

    var line: String {
        let decoded = outcomes.values.reduce(0) { $0 + ($1["decoded"] ?? 0) }
        return "\(total) mutants in \(String(format: "%.0f", seconds)) s (\(mutants.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", "))); "
            + "\(decoded) decoded, \(total - decoded) refused; slowest \(String(format: "%.2f", slowest)) s; \(failures.count) failures"
    }

    /// The process's peak resident memory (Linux reports kilobytes, macOS bytes).
    static func peakResidentMegabytes() -> Int {
        var usage = rusage()
        #if os(Linux)
        getrusage(RUSAGE_SELF.rawValue, &usage)
        return usage.ru_maxrss / 1024
        #else
        getrusage(RUSAGE_SELF, &usage)
        return usage.ru_maxrss / (1024 * 1024)
        #endif
    }
}

