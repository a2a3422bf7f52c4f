import CLeptonica
import Foundation
import Testing

@testable import ArkivatorImaging

@Suite("EXIF orientation")
struct ExifOrientationTests {
    /// The module's image class (CLeptonica's C struct has the same name).
    typealias Pix = ArkivatorImaging.Pix

    typealias Corner = ImageFixtures.Corner
    typealias Colour = ImageFixtures.Colour

    /// For each orientation, where the upright picture's top-left, top-right, bottom-left and
    /// bottom-right corners are stored (worked out from the EXIF definitions, not from the code:
    /// 6 means the stored top row is shown as the right-hand column, and so on).
    static let storedCorners: [Int: [Corner]] = [
        1: [.topLeft, .topRight, .bottomLeft, .bottomRight],
        2: [.topRight, .topLeft, .bottomRight, .bottomLeft],
        3: [.bottomRight, .bottomLeft, .topRight, .topLeft],
        4: [.bottomLeft, .bottomRight, .topLeft, .topRight],
        5: [.topLeft, .bottomLeft, .topRight, .bottomRight],
        6: [.bottomLeft, .topLeft, .bottomRight, .topRight],
        7: [.bottomRight, .topRight, .bottomLeft, .topLeft],
        8: [.topRight, .bottomRight, .topLeft, .bottomLeft],
    ]

    static let uprightColours: [Colour] = [.red, .green, .blue, .yellow]

    /// The four-corner picture (upright 320 × 240: red, green, blue, yellow from the top left)
    /// stored as a camera with `orientation` would store it.
    static func storedImage(orientation: Int) -> Pix {
        let swaps = orientation >= 5
        let stored = ImageFixtures.canvas(width: swaps ? 240 : 320, height: swaps ? 320 : 240)
        for (corner, colour) in zip(storedCorners[orientation]!, uprightColours) {
            ImageFixtures.mark(stored, corner, colour: colour)
        }
        return stored
    }

    static let cases: [(orientation: Int, bigEndian: Bool)] = (1...8).flatMap { [($0, true), ($0, false)] }

    @Test("a JPEG with each EXIF orientation is turned upright", arguments: cases)
    func jpegOrientation(_ orientation: Int, _ bigEndian: Bool) throws {
        let jpeg = ImageFixtures.jpeg(Self.storedImage(orientation: orientation))
        let data = ImageFixtures.inserting(
            ImageFixtures.exifSegment(orientation: orientation, bigEndian: bigEndian), into: jpeg)
        #expect(ExifOrientation.read(jpeg: data) == ExifOrientation(rawValue: orientation))

        let photo = try PhotoDecoder().decode(data)
        #expect(photo.orientation.rawValue == orientation)
        #expect(photo.width == 320 && photo.height == 240)
        for (corner, colour) in zip(Corner.allCases, Self.uprightColours) {
            let found = ImageFixtures.colour(at: corner, of: photo.image)
            #expect(found.isClose(to: colour), "orientation \(orientation), \(corner): \(found)")
        }
    }

    @Test("each orientation's transform puts every stored pixel where EXIF says", arguments: 1...8)
    func exactTransform(_ orientation: Int) throws {
        // Single pixels, checked exactly, on an image with odd sides.
        let swaps = orientation >= 5
        let (width, height) = swaps ? (5, 7) : (7, 5)
        let stored = ImageFixtures.canvas(width: width, height: height)
        let corners = Self.storedCorners[orientation]!
        for (corner, colour) in zip(corners, Self.uprightColours) {
            let x = corner == .topLeft || corner == .bottomLeft ? 0 : width - 1
            let y = corner == .topLeft || corner == .topRight ? 0 : height - 1
            pixSetPixel(stored.pointer, Int32(x), Int32(y), colour.word)
        }
        let upright = try #require(ExifOrientation(rawValue: orientation)?.uprighting(stored))
        #expect(upright.width == 7 && upright.height == 5)
        let expected: [(Int, Int, Colour)] = [(0, 0, .red), (6, 0, .green), (0, 4, .blue), (6, 4, .yellow)]
        for (x, y, colour) in expected {
            #expect(ImageFixtures.colour(atX: x, y: y, of: upright) == colour, "orientation \(orientation) at \(x),\(y)")
        }
        #expect(ImageFixtures.colour(atX: 3, y: 2, of: upright) == .white)
    }

    @Test("orientations 5 to 8 swap width and height")
    func swaps() {
        #expect(ExifOrientation.allCases.filter(\.swapsWidthAndHeight) == [.leftMirrored, .right, .rightMirrored, .left])
    }

    @Test("values outside 1–8 mean upright", arguments: [0, 9, 255, 65535])
    func outOfRange(_ value: Int) {
        #expect(ExifOrientation(exifValue: value) == .up)
        let data = ImageFixtures.inserting(
            ImageFixtures.exifSegment(orientation: value, bigEndian: true), into: ImageFixtures.sampleJPEG)
        #expect(ExifOrientation.read(jpeg: data) == .up)
    }

    @Test("an Orientation written as a LONG is read too")
    func longType() {
        let data = ImageFixtures.inserting(
            ImageFixtures.exifSegment(orientation: 6, bigEndian: false, orientationType: 4), into: ImageFixtures.sampleJPEG)
        #expect(ExifOrientation.read(jpeg: data) == .right)
    }

    @Test("a JPEG without Exif has no orientation, and decodes as it is stored")
    func noExif() throws {
        #expect(ExifOrientation.read(jpeg: ImageFixtures.sampleJPEG) == nil)
        #expect(try PhotoDecoder().decode(ImageFixtures.sampleJPEG).orientation == .up)
    }

    @Test("the Exif segment is found after other application segments")
    func afterOtherSegments() {
        let jpeg = ImageFixtures.inserting(
            ImageFixtures.exifSegment(orientation: 8, bigEndian: true), into: ImageFixtures.sampleJPEG)
        // An XMP-like APP1 and an APP13 before it.
        let xmp: [UInt8] = [0xFF, 0xE1, 0x00, 0x0C] + Array("http://ns".utf8) + [0]
        let app13: [UInt8] = [0xFF, 0xED, 0x00, 0x04, 0x00, 0x00]
        let data = ImageFixtures.inserting(xmp + app13, into: jpeg)
        #expect(ExifOrientation.read(jpeg: data) == .left)
    }

    /// Exif segments whose offsets and counts lie: each must be read as "no orientation" or a
    /// valid one, never trap.
    static let hostileSegments: [(String, [UInt8])] = {
        func segment(_ tiff: [UInt8]) -> [UInt8] {
            let payload = Array("Exif\0\0".utf8) + tiff
            return [0xFF, 0xE1, UInt8((payload.count + 2) >> 8), UInt8((payload.count + 2) & 0xFF)] + payload
        }
        let valid = ImageFixtures.exifTIFF(orientation: 6, bigEndian: true)
        var ifdFarAway = valid
        ifdFarAway.replaceSubrange(4..<8, with: [0xFF, 0xFF, 0xFF, 0xF0])
        var ifdAtEnd = valid
        ifdAtEnd.replaceSubrange(4..<8, with: ImageFixtures.bigEndian(UInt32(valid.count - 1)))
        var hugeCount = valid
        hugeCount.replaceSubrange(8..<10, with: [0xFF, 0xFF])
        var wrongMagic = valid
        wrongMagic[3] = 43
        var badType = valid
        badType.replaceSubrange(24..<26, with: [0x00, 0x07])  // UNDEFINED
        var lyingLength = segment(valid)
        lyingLength.replaceSubrange(2..<4, with: [0xFF, 0xFF])
        var shortLength = segment(valid)
        shortLength.replaceSubrange(2..<4, with: [0x00, 0x01])
        return [
            ("IFD offset far past the end", segment(ifdFarAway)),
            ("IFD offset at the last byte", segment(ifdAtEnd)),
            ("65535 entries in a tiny IFD", segment(hugeCount)),
            ("TIFF magic not 42", segment(wrongMagic)),
            ("Orientation of type UNDEFINED", segment(badType)),
            ("segment length past the end of the file", lyingLength),
            ("segment length below 2", shortLength),
            ("TIFF header cut off", segment(Array(valid.prefix(6)))),
            ("empty Exif", segment([])),
            ("IFD cut in the middle of the Orientation entry", segment(Array(valid.prefix(30)))),
        ]
    }()

    @Test("hostile Exif offsets and lengths are bounds-checked", arguments: hostileSegments)
    func hostile(_ name: String, _ segment: [UInt8]) {
        let data = ImageFixtures.inserting(segment, into: ImageFixtures.sampleJPEG)
        let orientation = ExifOrientation.read(jpeg: data)
        #expect(orientation == nil || orientation == .right, "\(name)")
        // Decoding must not crash either; the picture itself is intact or refused.
        _ = try? PhotoDecoder().decode(data)
        // Every prefix of the segment, at the end of a file.
        for cut in stride(from: 0, through: segment.count, by: 3) {
            _ = ExifOrientation.read(jpeg: Data([0xFF, 0xD8] + segment.prefix(cut)))
        }
    }

    @Test("a hostile IFD offset is refused, a sound one read", arguments: [true, false])
    func soundAndHostile(_ bigEndian: Bool) {
        let tiff = ImageFixtures.exifTIFF(orientation: 3, bigEndian: bigEndian)
        #expect(ExifOrientation.read(exif: Data(tiff)) == .down)
        #expect(ExifOrientation.read(exif: Data(Array("Exif\0\0".utf8) + tiff)) == .down)
        #expect(ExifOrientation.read(exif: Data(tiff.prefix(20))) == nil)
        #expect(ExifOrientation.read(exif: Data()) == nil)
    }

    @Test("a PNG's eXIf orientation is applied too")
    func pngExif() throws {
        let png = ImageFixtures.png(Self.storedImage(orientation: 6))
        let chunk = ImageFixtures.pngChunk("eXIf", ImageFixtures.exifTIFF(orientation: 6, bigEndian: false))
        let photo = try PhotoDecoder().decode(ImageFixtures.inserting(pngChunk: chunk, into: png))
        #expect(photo.orientation == .right)
        #expect(photo.width == 320 && photo.height == 240)
        for (corner, colour) in zip(Corner.allCases, Self.uprightColours) {
            #expect(ImageFixtures.colour(at: corner, of: photo.image) == colour)
        }
    }

    @Test("a JPEG read from a Data slice is read at the right offsets")
    func dataSlice() throws {
        let data = ImageFixtures.inserting(
            ImageFixtures.exifSegment(orientation: 6, bigEndian: true),
            into: ImageFixtures.jpeg(Self.storedImage(orientation: 6)))
        let padded = Data([1, 2, 3]) + data
        let slice = padded[3...]
        #expect(slice.startIndex == 3)
        #expect(ExifOrientation.read(jpeg: slice) == .right)
        let photo = try PhotoDecoder().decode(slice)
        #expect(photo.width == 320 && photo.height == 240)
    }
}
