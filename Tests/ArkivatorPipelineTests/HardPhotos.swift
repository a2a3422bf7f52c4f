import ArkivatorCore
import ArkivatorTestSupport
import Foundation
import Testing

/// Phone photos made by `scripts/generate-hard-photos` with a fixed seed, once per test run, in
/// a temporary folder: sparse pages, pages filling the frame, pages far away and turned on wood,
/// wrong EXIF tags, low light, bowed pages running off a small photo, and sparse pages lying
/// sideways, each lying in a given quarter turn. The generator renders the
/// letters with `../shared/corpus/tools/arkivgen`, beside the repository as in CI.
///
/// Which photos there will be is known before any is made (`Slot`), so the tests are planned at
/// once; the first test to need a photo makes them all (half a minute of a core), while the
/// tests beside it go on.
struct HardPhoto: Sendable {
    struct Page: Sendable {
        let file: URL
        /// The printed text, line by line.
        let text: String
        /// The page's corners in the photo as displayed (EXIF applied): its own top left, top
        /// right, bottom right and bottom left.
        let corners: [Point]
    }

    let id: String
    let kind: String
    let pages: [Page]

    /// One photo of the set, before it is made: the generator gives photo `index` the kind
    /// `kinds[index % kinds.count]`.
    struct Slot: Sendable, CustomTestStringConvertible {
        let index: Int
        var id: String { String(format: "test%04d", index) }
        var kind: String { HardPhoto.kinds[index % HardPhoto.kinds.count] }
        var testDescription: String { "\(id) (\(kind))" }

        /// The photo, made with the rest of the set by the first test that asks.
        func photo() async throws -> HardPhoto {
            guard let photo = try await HardPhoto.generated.photos().first(where: { $0.id == id }) else {
                throw GenerationFailed(message: "the generator made no \(id)")
            }
            return photo
        }
    }

    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../..").standardizedFileURL
    static let kinds = ["sparse", "fill", "far", "exif", "dark", "edge", "sideways"]
    static let count = 14

    /// Two photos of each kind, the quarter turns taken in turn so that all four occur.
    static func slots(kind: String) -> [Slot] {
        (0..<count).map(Slot.init).filter { $0.kind == kind }
    }

    /// The set, made once.
    private actor Generated {
        private var making: Task<[HardPhoto], any Error>?

        func photos() async throws -> [HardPhoto] {
            if let making { return try await making.value }
            let task = Task { try await HardPhoto.generate(count: HardPhoto.count, seed: 2024, quarters: [0, 90, 180, 270]) }
            making = task
            return try await task.value
        }
    }

    private static let generated = Generated()

    static func generate(count: Int, seed: Int, quarters: [Int]) async throws -> [HardPhoto] {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("arkivator-hard-\(UUID().uuidString)")
        let made = try await runProgram("python3", [root.appendingPathComponent("scripts/generate-hard-photos").path, folder.path,
                                                    "--count", String(count), "--seed", String(seed), "--prefix", "test",
                                                    "--kinds", kinds.joined(separator: ","),
                                                    "--quarters", quarters.map(String.init).joined(separator: ",")])
        guard made.status == 0 else { throw GenerationFailed(message: made.errorOutput) }

        let photos = folder.appendingPathComponent("photos")
        return try FileManager.default.contentsOfDirectory(atPath: photos.path).filter { $0.hasSuffix(".json") }.sorted().map { name in
            let truth = try JSONDecoder().decode(Truth.self, from: Data(contentsOf: photos.appendingPathComponent(name)))
            return HardPhoto(id: truth.id, kind: truth.level, pages: truth.pages.map { page in
                Page(file: photos.appendingPathComponent(page.file), text: page.text,
                     corners: page.corners.map { Point(x: $0[0], y: $0[1]) })
            })
        }
    }

    struct GenerationFailed: Error, CustomStringConvertible {
        let message: String
        var description: String { "the generator failed (run scripts/install-dependencies): \(message)" }
    }

    private struct Truth: Decodable {
        struct Page: Decodable {
            let file: String
            let text: String
            let corners: [[Double]]
        }

        let id: String
        let level: String
        let pages: [Page]
    }
}

/// The share of the printed words found in `read`, order-free, punctuation at word edges
/// ignored: the corpus scorer's `wordRecall` (`arkiveval.py`).
func wordRecall(truth: String, read: String) -> Double {
    func words(_ text: String) -> [String: Int] {
        let edges = CharacterSet(charactersIn: ".,:;()[]\"'!?")
        var counts: [String: Int] = [:]
        for word in text.precomposedStringWithCanonicalMapping.split(whereSeparator: \.isWhitespace) {
            let trimmed = String(word).trimmingCharacters(in: edges)
            if !trimmed.isEmpty { counts[trimmed, default: 0] += 1 }
        }
        return counts
    }
    let printed = words(truth), found = words(read)
    let total = printed.values.reduce(0, +)
    guard total > 0 else { return 1 }
    return Double(printed.reduce(0) { $0 + min($1.value, found[$1.key] ?? 0) }) / Double(total)
}

/// The clockwise turn, 0, 90, 180 or 270, that stands the page upright in the image flattened
/// from `found` (corners in the photo: the flattened image's top left, top right, bottom right,
/// bottom left), given where the page's own corners lie in the photo.
func expectedRotation(found: Quadrilateral, pageCorners truth: [Point]) -> Int {
    func midpoint(_ a: Point, _ b: Point) -> Point { Point(x: (a.x + b.x) / 2, y: (a.y + b.y) / 2) }
    func unit(_ from: Point, _ to: Point) -> (x: Double, y: Double) {
        let (x, y) = (to.x - from.x, to.y - from.y)
        let length = max(1e-9, (x * x + y * y).squareRoot())
        return (x / length, y / length)
    }
    // The page's "up" in the photo, then in the flattened image's axes.
    let up = unit(midpoint(truth[3], truth[2]), midpoint(truth[0], truth[1]))
    let across = unit(found.topLeft, found.topRight), down = unit(found.topLeft, found.bottomLeft)
    var direction = (x: up.x * across.x + up.y * across.y, y: up.x * down.x + up.y * down.y)
    for turns in 0..<4 {
        if -direction.y > abs(direction.x) { return turns * 90 }  // pointing up
        direction = (x: -direction.y, y: direction.x)  // a quarter turn clockwise, y pointing down
    }
    return -1
}
