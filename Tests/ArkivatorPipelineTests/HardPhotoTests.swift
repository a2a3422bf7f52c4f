import ArkivatorCore
import ArkivatorOCR
import ArkivatorTestSupport
import Foundation
import Testing
@testable import ArkivatorImaging

/// Photos taken the way real people take them, read by the real pipeline (Leptonica, then
/// Tesseract): every page must come out upright, text and archived image, and read well.
@Suite("Hard phone photos come out upright", .hardPhotoGenerator, .tags(.slow, .external))
struct HardPhotoTests {
    static let recognizer = TesseractRecognizer()
    static let reader = DocumentReader(enhancer: PageEnhancer(), recognizer: recognizer, orientationDetector: recognizer)
    /// The least share of a page's printed words that must be read. A page read sideways or
    /// upside down gives less than 0.1.
    static let recallFloor = 0.80

    @Test("a sparse page photographed in any quarter turn comes out upright", arguments: HardPhoto.slots(kind: "sparse"))
    func sparse(slot: HardPhoto.Slot) async throws {
        let photo = try await slot.photo()
        try await Self.expectUpright(photo)
    }

    @Test("a page that fills or spills over the frame comes out upright", arguments: HardPhoto.slots(kind: "fill"))
    func fillingTheFrame(slot: HardPhoto.Slot) async throws {
        let photo = try await slot.photo()
        try await Self.expectUpright(photo)
    }

    @Test("a page far away on a wooden table, turned 30 to 60 degrees, comes out upright", arguments: HardPhoto.slots(kind: "far"))
    func farAndTurned(slot: HardPhoto.Slot) async throws {
        let photo = try await slot.photo()
        try await Self.expectUpright(photo)
    }

    @Test("a photo whose EXIF orientation tag disagrees with its pixels comes out upright", arguments: HardPhoto.slots(kind: "exif"))
    func wrongExif(slot: HardPhoto.Slot) async throws {
        let photo = try await slot.photo()
        try await Self.expectUpright(photo)
    }

    /// Under a dim, warm lamp the paper is grey-brown: the sheet must still be told from the
    /// table, or the whole photo is read, its print small and noisy. Its print is small and
    /// grainy, so a page read poorly must say so.
    @Test("a photo taken in low light: the sheet is found, and read well or flagged", arguments: HardPhoto.slots(kind: "dark"))
    func lowLight(slot: HardPhoto.Slot) async throws {
        let photo = try await slot.photo()
        for (page, truth) in zip(try await Self.read(photo), photo.pages) {
            let sheetFound = page.page.pageFound
            #expect(sheetFound, "\(truth.file.lastPathComponent): the sheet was not found")
        }
        try await Self.expectReadWellOrFlagged(photo)
    }

    @Test("a sparse page lying on its side comes out upright", arguments: HardPhoto.slots(kind: "sideways"))
    func sideways(slot: HardPhoto.Slot) async throws {
        let photo = try await slot.photo()
        try await Self.expectUpright(photo)
    }

    /// A bowed sheet held close, its margins off a photo sent at 1600 pixels, is read in part:
    /// its lines curve and its print is small. It must then say so rather than be kept as read.
    @Test("a bowed page running off a small photo is read well, or says why it was not", arguments: HardPhoto.slots(kind: "edge"))
    func bowedAndClose(slot: HardPhoto.Slot) async throws {
        try await Self.expectReadWellOrFlagged(try await slot.photo())
    }

    /// The least share of its words a page kept as read, unflagged, may have been read with.
    static let keptFloor = 0.70

    /// For the kinds this pipeline does not always read: a page read at all must stand upright,
    /// and one read poorly must be flagged, never filed as if it were good.
    static func expectReadWellOrFlagged(_ photo: HardPhoto) async throws {
        for (page, truth) in zip(try await read(photo), photo.pages) {
            let recall = wordRecall(truth: truth.text, read: DocumentText(pages: [page.text]).text)
            if recall >= 0.5 {
                #expect(page.page.orientation.degrees == expectedRotation(found: page.page.corners, pageCorners: truth.corners))
                try expectArchivedLikeRead(page.page, truth.file.lastPathComponent)
            }
            if recall < keptFloor {
                #expect(page.isUncertain, "\(truth.file.lastPathComponent): recall \(recall), read as if certain")
            }
        }
    }

    static func read(_ photo: HardPhoto) async throws -> [ReadPage] {
        var timings = PipelineTimings()
        return try await reader.read(
            reader.enhance(photos: photo.pages.map { try Data(contentsOf: $0.file) }, timings: &timings), timings: &timings)
    }

    /// Reads the photo's pages and checks each: turned as the page's true corners say, read with
    /// at least `recallFloor` of its words, not flagged uncertain, and archived as the same upright image.
    static func expectUpright(_ photo: HardPhoto) async throws {
        for (page, truth) in zip(try await read(photo), photo.pages) {
            let recall = wordRecall(truth: truth.text, read: DocumentText(pages: [page.text]).text)
            let expected = expectedRotation(found: page.page.corners, pageCorners: truth.corners)
            #expect(page.page.orientation.degrees == expected, "\(truth.file.lastPathComponent): \(page.page.orientation)")
            #expect(recall >= recallFloor, "\(truth.file.lastPathComponent): recall \(recall)")
            #expect(!page.isUncertain, "\(truth.file.lastPathComponent)")
            try expectArchivedLikeRead(page.page, truth.file.lastPathComponent)
        }
    }

    /// The archived JPEG shows what was read, the same way up: it matches the read image far
    /// better than the read image turned half a turn does.
    static func expectArchivedLikeRead(_ page: EnhancedPage, _ name: String) throws {
        let decoded = try PhotoDecoder().decode(page.jpeg)
        let archived = try GrayImage(try #require(decoded.image.grayscale()), resolution: page.image.resolution)
        #expect(archived.width == page.image.width && archived.height == page.image.height, "\(name)")
        let same = meanDifference(archived, page.image)
        let turned = meanDifference(archived, page.image.rotated(quarterTurns: 2))
        #expect(same < turned / 2, "\(name): \(same) against \(turned) turned")
    }

    /// The mean absolute difference of two images' 32 × 32 block means.
    static func meanDifference(_ a: GrayImage, _ b: GrayImage) -> Double {
        guard a.width == b.width, a.height == b.height else { return .infinity }
        let block = 32
        var total = 0.0, count = 0
        for top in stride(from: 0, to: a.height - block, by: block) {
            for left in stride(from: 0, to: a.width - block, by: block) {
                var sumA = 0, sumB = 0
                for y in top..<(top + block) {
                    for x in left..<(left + block) {
                        sumA += Int(a.pixels[y * a.width + x])
                        sumB += Int(b.pixels[y * b.width + x])
                    }
                }
                total += abs(Double(sumA - sumB)) / Double(block * block)
                count += 1
            }
        }
        return total / Double(max(1, count))
    }
}
