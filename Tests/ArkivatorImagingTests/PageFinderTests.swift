import ArkivatorCore
import ArkivatorTestSupport
import CLeptonica
import Foundation
import Testing
@testable import ArkivatorImaging

/// Synthetic photos: a white page with lines of "words", seen through a known homography,
/// on a chosen table, optionally with a shadow falling across everything.
struct SyntheticPhoto {
    enum Table {
        /// Brown, grainy: a wooden kitchen table.
        case wood
        /// Light, slightly warm stone with a blotchy grain, barely darker than paper: the hard case.
        case lightGranite
    }

    let width: Int
    let height: Int
    let corners: Quadrilateral
    let red: Raster
    let green: Raster
    let blue: Raster

    init(width: Int = 600, height: Int = 800, corners: Quadrilateral, table: Table, shadow: Bool, seed: UInt64 = 7) {
        self.width = width
        self.height = height
        self.corners = corners
        let pageWidth = 210.0, pageHeight = 297.0
        let pageCorners = Quadrilateral(topLeft: Point(x: 0, y: 0), topRight: Point(x: pageWidth, y: 0),
                                        bottomRight: Point(x: pageWidth, y: pageHeight), bottomLeft: Point(x: 0, y: pageHeight))
        let toPage = Homography(from: corners, to: pageCorners)!
        var generator = SeededRandom(seed: seed)
        var red = Raster(width: width, height: height), green = red, blue = red
        for y in 0..<height {
            for x in 0..<width {
                let light: Float = shadow ? Float(0.7 + 0.3 * min(1, abs(Double(x) - Double(width) * 0.6) / (Double(width) * 0.35))) : 1
                let noise = Float.random(in: -12...12, using: &generator)
                let page = toPage.apply(Double(x) + 0.5, Double(y) + 0.5)
                var rgb: (Float, Float, Float)
                if (0..<pageWidth).contains(page.x), (0..<pageHeight).contains(page.y) {
                    let inTextLine = Int(page.y) % 9 < 3 && page.y > 30 && page.y < 260 && page.x > 20 && page.x < 190
                        && Int(page.x / 6) % 7 != 0
                    rgb = inTextLine ? (40, 40, 45) : (236, 236, 232)
                    rgb = (rgb.0 + noise / 3, rgb.1 + noise / 3, rgb.2 + noise / 3)
                } else {
                    switch table {
                    case .wood:
                        let grain = Float(sin(Double(y) / 9 + sin(Double(x) / 40) * 3)) * 20
                        rgb = (150 + grain + noise, 95 + grain * 0.7 + noise, 50 + grain * 0.4 + noise)
                    case .lightGranite:
                        let blotch = Float(sin(Double(x) / 2.3) * sin(Double(y) / 1.7) + sin(Double(x + y) / 11)) * 12
                        rgb = (205 + blotch + noise / 2, 200 + blotch + noise / 2, 190 + blotch + noise / 2)
                    }
                }
                let index = y * width + x
                red.values[index] = min(255, max(0, rgb.0 * light))
                green.values[index] = min(255, max(0, rgb.1 * light))
                blue.values[index] = min(255, max(0, rgb.2 * light))
            }
        }
        self.red = red
        self.green = green
        self.blue = blue
    }
}

@Suite("Finding the page in a photo")
struct PageFinderTests {
    static let perspective = Quadrilateral(
        topLeft: Point(x: 170, y: 120), topRight: Point(x: 470, y: 150),
        bottomRight: Point(x: 520, y: 640), bottomLeft: Point(x: 90, y: 610))

    static func largestCornerError(_ found: Quadrilateral, _ truth: Quadrilateral) -> Double {
        zip(found.corners, truth.corners).map { $0.distance(to: $1) }.max()!
    }

    static func pageSize(_ corners: Quadrilateral) -> Double {
        corners.topLeft.distance(to: corners.bottomRight)
    }

    @Test("a page in perspective on a wooden table is found within 1% of its size")
    func woodenTable() throws {
        let photo = SyntheticPhoto(corners: Self.perspective, table: .wood, shadow: false)
        let found = try #require(PageFinder().find(red: photo.red, green: photo.green, blue: photo.blue))
        #expect(Self.largestCornerError(found.corners, photo.corners) < 0.01 * Self.pageSize(photo.corners))
    }

    @Test("a page on a light stone desk that barely differs from paper is found within 1% of its size")
    func lightDesk() throws {
        let photo = SyntheticPhoto(corners: Self.perspective, table: .lightGranite, shadow: false)
        let found = try #require(PageFinder().find(red: photo.red, green: photo.green, blue: photo.blue))
        #expect(Self.largestCornerError(found.corners, photo.corners) < 0.01 * Self.pageSize(photo.corners), "\(found.corners)")
    }

    @Test("a page on a wooden table with a shadow across it is found within 1% of its size")
    func shadowOnWood() throws {
        let photo = SyntheticPhoto(corners: Self.perspective, table: .wood, shadow: true)
        let found = try #require(PageFinder().find(red: photo.red, green: photo.green, blue: photo.blue))
        #expect(Self.largestCornerError(found.corners, photo.corners) < 0.01 * Self.pageSize(photo.corners), "\(found.corners)")
    }

    @Test("a small page far away and turned 30 degrees is found")
    func farAndTurned() throws {
        let corners = Quadrilateral(
            topLeft: Point(x: 260, y: 300), topRight: Point(x: 400, y: 381),
            bottomRight: Point(x: 302, y: 551), bottomLeft: Point(x: 162, y: 470))
        let photo = SyntheticPhoto(corners: corners, table: .wood, shadow: false)
        let found = try #require(PageFinder().find(red: photo.red, green: photo.green, blue: photo.blue))
        #expect(Self.largestCornerError(found.corners, photo.corners) < 0.02 * Self.pageSize(photo.corners))
        #expect(found.coverage < 0.15)
    }

    @Test("a sheet running off the photo's edge is seen to, and one ending just short of the edge is not")
    func sheetRunningOffThePhoto() throws {
        // The same page pushed 60 pixels past the right edge, and stopped 6 pixels short of it.
        func photo(right: Double) -> SyntheticPhoto {
            SyntheticPhoto(corners: Quadrilateral(topLeft: Point(x: right - 420, y: 90), topRight: Point(x: right, y: 110),
                                                  bottomRight: Point(x: right - 10, y: 700), bottomLeft: Point(x: right - 430, y: 690)),
                           table: .wood, shadow: false)
        }
        let spilling = photo(right: 660), inside = photo(right: 594)
        let off = try #require(PageFinder().find(red: spilling.red, green: spilling.green, blue: spilling.blue))
        let short = try #require(PageFinder().find(red: inside.red, green: inside.green, blue: inside.blue))
        #expect(off.edgeShare > PageEnhancer.sheetRunsOffPhoto, "\(off.edgeShare)")
        #expect(short.edgeShare < PageEnhancer.sheetRunsOffPhoto, "\(short.edgeShare)")
    }

    @Test("a photo of only table has no page")
    func noPage() {
        let offFrame = Quadrilateral(topLeft: Point(x: -900, y: -900), topRight: Point(x: -800, y: -900),
                                     bottomRight: Point(x: -800, y: -800), bottomLeft: Point(x: -900, y: -800))
        let photo = SyntheticPhoto(corners: offFrame, table: .wood, shadow: false)
        #expect(PageFinder().find(red: photo.red, green: photo.green, blue: photo.blue) == nil)
    }

    @Test("corners given in any order come out clockwise from the top left")
    func cornerOrder() throws {
        let shuffled = [Self.perspective.bottomRight, Self.perspective.topLeft, Self.perspective.bottomLeft, Self.perspective.topRight]
        #expect(Quadrilateral(unordered: shuffled) == Self.perspective)
        #expect(Quadrilateral(commaSeparated: "520,640, 170,120,90,610,470,150") == Self.perspective)
        #expect(Quadrilateral(commaSeparated: "1,2,3") == nil)
    }
}

@Suite("Flattening and straightening the page")
struct PageGeometryTests {
    typealias Pix = ArkivatorImaging.Pix

    @Test("a homography carries every corner onto its partner")
    func homography() throws {
        let square = Quadrilateral(topLeft: Point(x: 0, y: 0), topRight: Point(x: 100, y: 0),
                                   bottomRight: Point(x: 100, y: 100), bottomLeft: Point(x: 0, y: 100))
        let transform = try #require(Homography(from: square, to: PageFinderTests.perspective))
        for (source, target) in zip(square.corners, PageFinderTests.perspective.corners) {
            let mapped = transform.apply(source.x, source.y)
            #expect(abs(mapped.x - target.x) < 1e-6 && abs(mapped.y - target.y) < 1e-6)
        }
    }

    @Test("warping a skewed page gives an upright rectangle: a black square stays where it was drawn")
    func warpKeepsContent() throws {
        // A 200×300 page with a black square at (50…70, 100…120), seen through the perspective.
        let page = Quadrilateral(topLeft: Point(x: 0, y: 0), topRight: Point(x: 200, y: 0),
                                 bottomRight: Point(x: 200, y: 300), bottomLeft: Point(x: 0, y: 300))
        let toPage = try #require(Homography(from: PageFinderTests.perspective, to: page))
        var pixels = [UInt8](repeating: 128, count: 600 * 800)
        for y in 0..<800 {
            for x in 0..<600 {
                let p = toPage.apply(Double(x) + 0.5, Double(y) + 0.5)
                guard (0..<200).contains(p.x), (0..<300).contains(p.y) else { continue }
                pixels[y * 600 + x] = (50..<70).contains(p.x) && (100..<120).contains(p.y) ? 0 : 255
            }
        }
        let photo = GrayImage(width: 600, height: 800, pixels: pixels, resolution: 72)
        let flat = try #require(photo.warped(from: PageFinderTests.perspective, width: 200, height: 300, resolution: 72))
        #expect(flat.pixels[110 * 200 + 60] < 60, "the square's centre is dark")
        #expect(flat.pixels[110 * 200 + 90] > 200, "beside the square is paper")
        #expect(flat.pixels[20 * 200 + 20] > 200)
    }

    @Test("a page turned 7 degrees is straightened to within 0.3 degrees")
    func deskew() throws {
        let page = try Self.textPage()
        let rotated = pixRotate(page.pointer, Float(7 * Double.pi / 180), Int32(L_ROTATE_AREA_MAP), Int32(L_BRING_IN_WHITE), 0, 0)
        let turned = try #require(Pix(taking: rotated))
        #expect(abs(turned.measuredSkew().degrees) > 5, "the test page really is turned")
        let straight = try #require(turned.deskewed())
        #expect(abs(straight.image.measuredSkew().degrees) < 0.3)
        #expect(abs(abs(straight.degrees) - 7) < 0.5)
    }

    @Test("an upside-down page of text is turned upright")
    func upsideDown() throws {
        let page = try Self.textPage()
        let flipped = try #require(Pix(taking: pixRotateOrth(page.pointer, 2)))
        #expect(flipped.textOrientation(resolution: 300)?.quarterTurns == 2)
    }

    /// A half A4 page of rendered Norwegian letter text at 300 DPI, shared with the OCR tests.
    static func textPage() throws -> Pix {
        let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../ArkivatorOCRTests/Fixtures/letter.pgm.gz").standardizedFileURL
        let gzip = Process()
        gzip.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        gzip.arguments = ["gzip", "-dc", fixture.path]
        let output = Pipe()
        gzip.standardOutput = output
        try gzip.run()
        let bytes = [UInt8](output.fileHandleForReading.readDataToEndOfFile())
        gzip.waitUntilExit()
        // Binary PGM: "P5", width, height, maximum value (comments between), one whitespace, then the samples.
        var fields: [String] = [], index = 0
        while fields.count < 4 {
            while bytes[index] == 0x20 || bytes[index] == 0x0A { index += 1 }
            if bytes[index] == 0x23 {  // a comment runs to the end of its line
                while bytes[index] != 0x0A { index += 1 }
                continue
            }
            let start = index
            while bytes[index] != 0x20 && bytes[index] != 0x0A { index += 1 }
            fields.append(String(decoding: bytes[start..<index], as: UTF8.self))
        }
        let width = Int(fields[1])!, height = Int(fields[2])!
        let pixels = Array(bytes[(index + 1)...].prefix(width * height))
        return try Pix(gray: GrayImage(width: width, height: height, pixels: pixels, resolution: 300))
    }
}
