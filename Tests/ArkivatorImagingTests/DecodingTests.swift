import ArkivatorTestSupport
import CHeif
import CLeptonica
import Foundation
import Testing

@testable import ArkivatorImaging

@Suite("Decoding photos")
struct DecodingTests {
    /// The module's image class (CLeptonica's C struct has the same name).
    typealias Pix = ArkivatorImaging.Pix

    typealias Colour = ImageFixtures.Colour
    let decoder = PhotoDecoder()

    private func expectFourCorners(_ photo: DecodedPhoto, tolerance: Int = 48) {
        let expected: [(ImageFixtures.Corner, Colour)] = [
            (.topLeft, .red), (.topRight, .green), (.bottomLeft, .blue), (.bottomRight, .yellow),
        ]
        for (corner, colour) in expected {
            let found = ImageFixtures.colour(at: corner, of: photo.image)
            #expect(found.isClose(to: colour, tolerance: tolerance), "\(corner): \(found), expected \(colour)")
        }
        let middle = ImageFixtures.colour(atX: photo.width / 2, y: photo.height / 2, of: photo.image)
        #expect(middle.isClose(to: .white, tolerance: tolerance), "middle: \(middle)")
    }

    private func expectRGB(_ photo: DecodedPhoto) {
        #expect(photo.image.depth == 32)
        #expect(pixGetSpp(photo.image.pointer) == 3)
        #expect(photo.width == photo.image.width && photo.height == photo.image.height)
    }

    // MARK: Formats that are read

    @Test("a JPEG decodes to upright 32-bpp RGB with its colours where they were")
    func jpeg() throws {
        let photo = try decoder.decode(ImageFixtures.sampleJPEG)
        #expect(photo.format == .jpeg)
        #expect(photo.width == 320 && photo.height == 240)
        #expect(photo.orientation == .up)
        expectRGB(photo)
        expectFourCorners(photo)
    }

    @Test("a grey JPEG becomes RGB")
    func grayJPEG() throws {
        let gray = ImageFixtures.grayCanvas(width: 300, height: 200, value: 90)
        let photo = try decoder.decode(ImageFixtures.jpeg(gray))
        expectRGB(photo)
        #expect(ImageFixtures.colour(atX: 150, y: 100, of: photo.image).isClose(to: Colour(red: 90, green: 90, blue: 90), tolerance: 3))
    }

    @Test("a PNG decodes exactly")
    func png() throws {
        let photo = try decoder.decode(ImageFixtures.samplePNG)
        #expect(photo.format == .png)
        #expect(photo.width == 320 && photo.height == 240)
        expectRGB(photo)
        expectFourCorners(photo, tolerance: 0)
    }

    @Test("a grey PNG and a palette PNG become RGB")
    func grayAndPalettePNG() throws {
        let gray = ImageFixtures.grayCanvas(width: 300, height: 200, value: 77)
        let grayPhoto = try decoder.decode(ImageFixtures.png(gray))
        expectRGB(grayPhoto)
        #expect(ImageFixtures.colour(atX: 10, y: 10, of: grayPhoto.image) == Colour(red: 77, green: 77, blue: 77))

        let rgb = ImageFixtures.fourCorners(width: 320, height: 240)
        let paletted = Pix(taking: pixConvertRGBToColormap(rgb.pointer, 0))!
        #expect(pixGetColormap(paletted.pointer) != nil)
        let palettePhoto = try decoder.decode(ImageFixtures.png(paletted))
        expectRGB(palettePhoto)
        expectFourCorners(palettePhoto)
    }

    @Test("transparent parts of a PNG are laid on white")
    func transparentPNG() throws {
        let pix = ImageFixtures.fourCorners(width: 320, height: 240)
        // Fully transparent black in the middle, opaque elsewhere.
        pixSetSpp(pix.pointer, 4)
        for y in 0..<240 {
            for x in 0..<320 {
                var value: UInt32 = 0
                pixGetPixel(pix.pointer, Int32(x), Int32(y), &value)
                let transparent = (100..<220).contains(x) && (80..<160).contains(y)
                pixSetPixel(pix.pointer, Int32(x), Int32(y), transparent ? 0 : (value & 0xFFFF_FF00) | 0xFF)
            }
        }
        let photo = try decoder.decode(ImageFixtures.png(pix))
        expectRGB(photo)
        #expect(ImageFixtures.colour(atX: 160, y: 120, of: photo.image) == .white)
        expectFourCorners(photo, tolerance: 0)
    }

    @Test("a HEIC decodes through libheif", ImageFixtures.heicEncoder)
    func heic() throws {
        let data = try ImageFixtures.heif(ImageFixtures.fourCorners(width: 320, height: 240))
        let photo = try decoder.decode(data)
        #expect(photo.format == .heic)
        #expect(photo.width == 320 && photo.height == 240)
        #expect(photo.orientation == .up)
        expectRGB(photo)
        expectFourCorners(photo)
    }

    @Test("the committed iPhone-like HEIC (irot and Exif orientation 6) decodes upright, turned once")
    func heicFixture() throws {
        let photo = try decoder.decode(try ImageFixtures.fixture("four-corners-rotated.heic"))
        #expect(photo.format == .heic)
        // Stored 240 × 320 with irot (orientation 6) and Exif Orientation 6: shown 320 × 240.
        #expect(photo.width == 320 && photo.height == 240)
        #expect(photo.orientation == .up)
        expectRGB(photo)
        expectFourCorners(photo)
    }

    @Test("a HEIC whose only orientation is in its Exif is shown as stored (Exif is informational in HEIF)")
    func heicExifOnlyFixture() throws {
        let photo = try decoder.decode(try ImageFixtures.fixture("exif-orientation-only.heic"))
        #expect(photo.format == .heic)
        #expect(photo.width == 240 && photo.height == 320)
        #expect(photo.orientation == .up)
        // The stored layout for orientation 6, untouched.
        let stored = ExifOrientationTests.storedCorners[6]!
        for (corner, colour) in zip(stored, ExifOrientationTests.uprightColours) {
            let found = ImageFixtures.colour(at: corner, of: photo.image)
            #expect(found.isClose(to: colour), "\(corner): \(found)")
        }
    }

    @Test(
        "writes Fixtures/four-corners-rotated.heic (only when asked: see Fixtures/README.md)",
        .enabled(if: ProcessInfo.processInfo.environment["ARKIVATOR_WRITE_FIXTURES"] == "1"), ImageFixtures.heicEncoder)
    func writeHEICFixture() throws {
        let data = try ImageFixtures.heif(
            ExifOrientationTests.storedImage(orientation: 6), orientation: 6, exifOrientation: 6)
        try data.write(to: ImageFixtures.fixtureURL("four-corners-rotated.heic"))
    }

    /// Where a corner of the upright picture is stored, for each orientation (see ExifOrientationTests).
    static let storedCorners = ExifOrientationTests.storedCorners

    @Test(
        "libheif turns a HEIC by its irot/imir boxes, and its Exif orientation is not applied a second time",
        ImageFixtures.heicEncoder,
        arguments: 1...8)
    func heicOrientation(_ orientation: Int) throws {
        let stored = ExifOrientationTests.storedImage(orientation: orientation)
        let data = try ImageFixtures.heif(stored, orientation: orientation, exifOrientation: orientation)
        let photo = try decoder.decode(data)
        #expect(photo.orientation == .up)
        #expect(photo.width == 320 && photo.height == 240)
        expectFourCorners(photo)
    }

    @Test("an AVIF decodes through libheif when it has AV1", ImageFixtures.avifCodec)
    func avif() throws {
        let data = try ImageFixtures.heif(
            ImageFixtures.fourCorners(width: 320, height: 240), compression: heif_compression_AV1)
        let photo = try decoder.decode(data)
        #expect(photo.format == .avif)
        expectFourCorners(photo)
    }

    // MARK: Files that are not photos

    @Test("empty data is an empty file")
    func empty() {
        #expect(throws: ImagingError.emptyFile) { try decoder.decode(Data()) }
    }

    static let notImages: [(String, [UInt8], NonImageKind?)] = [
        ("PDF", Array("%PDF-1.4\n%âãÏÓ\n1 0 obj\n<< /Type /Catalog >>\nendobj\n".utf8), .pdf),
        ("ZIP", [0x50, 0x4B, 0x03, 0x04, 0x14, 0x00, 0x00, 0x00] + Array("bilder/side1.jpg".utf8), .zip),
        ("DOCX", [0x50, 0x4B, 0x03, 0x04, 0x14, 0x00, 0x06, 0x00] + Array("[Content_Types].xml".utf8), .officeDocument),
        ("old Word", [0xD0, 0xCF, 0x11, 0xE0, 0xA1, 0xB1, 0x1A, 0xE1, 0, 0, 0, 0], .officeDocument),
        ("HTML", Array("\u{FEFF}\n  <!DOCTYPE html>\n<html lang=\"nb\"><head><title>Innkalling</title>".utf8), .html),
        ("XML", Array("<?xml version=\"1.0\"?><brev><tittel>Time</tittel></brev>".utf8), .xml),
        ("text", Array("Innkalling til poliklinisk time\nSted: Ullevål sykehus, bygg 3\n".utf8), .text),
        ("gzip", [0x1F, 0x8B, 0x08, 0x00, 0, 0, 0, 0, 0, 3], .archive),
        ("MP4 video", [0, 0, 0, 0x18] + Array("ftypmp42".utf8) + [0, 0, 0, 0] + Array("isommp42".utf8), .video),
        ("QuickTime (Live Photo)", [0, 0, 0, 0x14] + Array("ftypqt  ".utf8) + [0, 0, 0, 0] + Array("qt  ".utf8), .video),
        ("MP3", Array("ID3".utf8) + [3, 0, 0, 0, 0, 0x21], .audio),
        ("binary junk", [0x00, 0x01, 0x02, 0x03, 0xFE, 0xFD, 0x00, 0x10], nil),
    ]

    @Test("a file that is not an image says what it looks like", arguments: notImages)
    func notAnImage(_ name: String, _ bytes: [UInt8], _ kind: NonImageKind?) {
        #expect(throws: ImagingError.notAnImage(looksLike: kind), "\(name)") { try decoder.decode(Data(bytes)) }
    }

    static let unsupported: [(String, [UInt8], UnsupportedImageFormat)] = [
        ("GIF", Array("GIF89a".utf8) + [0x40, 0x01, 0xF0, 0x00, 0xF7, 0, 0], .gif),
        ("TIFF little-endian", [0x49, 0x49, 0x2A, 0x00, 8, 0, 0, 0], .tiff),
        ("TIFF big-endian", [0x4D, 0x4D, 0x00, 0x2A, 0, 0, 0, 8], .tiff),
        ("WebP", Array("RIFF".utf8) + [0x24, 0, 0, 0] + Array("WEBPVP8 ".utf8), .webp),
        ("BMP", Array("BM".utf8) + [0x36, 0, 0, 0, 0, 0, 0, 0, 0x36, 0, 0, 0, 40, 0, 0, 0, 0x40, 1, 0, 0], .bmp),
        ("JPEG 2000", [0, 0, 0, 0x0C, 0x6A, 0x50, 0x20, 0x20, 0x0D, 0x0A, 0x87, 0x0A, 0, 0, 0, 0x14], .jpeg2000),
        ("JPEG XL", [0xFF, 0x0A, 0xFA, 0x7F], .jpegXL),
        ("SVG", Array("<?xml version=\"1.0\"?>\n<svg xmlns=\"http://www.w3.org/2000/svg\"/>".utf8), .svg),
        ("Photoshop", Array("8BPS".utf8) + [0, 1, 0, 0, 0, 0, 0, 0], .photoshop),
        ("Canon CR3", [0, 0, 0, 0x18] + Array("ftypcrx ".utf8) + [0, 0, 0, 1] + Array("crx isom".utf8), .cameraRaw),
    ]

    @Test("an image format that is not read is named", arguments: unsupported)
    func unsupportedFormat(_ name: String, _ bytes: [UInt8], _ format: UnsupportedImageFormat) {
        #expect(throws: ImagingError.unsupportedImageFormat(format), "\(name)") { try decoder.decode(Data(bytes)) }
    }

    @Test("a GIF is refused whatever it is called: the type comes from the bytes")
    func gifByContent() {
        // A complete 1 × 1 GIF89a (there is no file name to go by: only bytes reach the decoder).
        let gif: [UInt8] = Array("GIF89a".utf8) + [
            0x01, 0x00, 0x01, 0x00, 0x80, 0x00, 0x00, 0xFF, 0xFF, 0xFF, 0x00, 0x00, 0x00,
            0x2C, 0x00, 0x00, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00, 0x02, 0x02, 0x44, 0x01, 0x00, 0x3B,
        ]
        #expect(throws: ImagingError.unsupportedImageFormat(.gif)) { try decoder.decode(Data(gif)) }
    }

    @Test("random bytes are not an image", arguments: 1...8)
    func randomBytes(_ seed: UInt64) {
        let data = ImageFixtures.randomBytes(count: 64 << seed, seed: seed)
        #expect(throws: ImagingError.self) { try decoder.decode(data) }
    }

    // MARK: Damaged photos

    @Test("a JPEG cut in half is refused as truncated, not decoded with a grey bottom")
    func truncatedJPEG() {
        let data = ImageFixtures.sampleJPEG
        #expect(throws: ImagingError.truncatedImage(.jpeg)) { try decoder.decode(data.prefix(data.count / 2)) }
        #expect(throws: ImagingError.truncatedImage(.jpeg)) { try decoder.decode(data.dropLast(2)) }
    }

    @Test("a truncated JPEG is found even when a segment before the image data holds an FFD9")
    func truncatedJPEGWithEndMarkerInSegment() {
        // An APP2 segment whose payload ends like a thumbnail JPEG does.
        let segment: [UInt8] = [0xFF, 0xE2, 0x00, 0x08, 0x01, 0x02, 0xFF, 0xD8, 0xFF, 0xD9]
        let data = ImageFixtures.inserting(segment, into: ImageFixtures.sampleJPEG)
        #expect(throws: ImagingError.truncatedImage(.jpeg)) { try decoder.decode(data.dropLast(2)) }
        #expect(throws: Never.self) { try decoder.decode(data) }
    }

    @Test("data after a JPEG's end (a motion photo's video, zero padding) is allowed")
    func trailingDataAfterJPEG() throws {
        let padded = ImageFixtures.sampleJPEG + Data(repeating: 0, count: 4096)
        expectFourCorners(try decoder.decode(padded))
        let motionPhoto = ImageFixtures.sampleJPEG + Data([0, 0, 0, 0x18]) + Data("ftypmp42".utf8)
            + ImageFixtures.randomBytes(count: 5000, seed: 42)
        expectFourCorners(try decoder.decode(motionPhoto))
    }

    @Test("a PNG cut short is refused as truncated")
    func truncatedPNG() {
        let data = ImageFixtures.samplePNG
        #expect(throws: ImagingError.truncatedImage(.png)) { try decoder.decode(data.prefix(data.count / 2)) }
        #expect(throws: ImagingError.truncatedImage(.png)) { try decoder.decode(data.dropLast(12)) }
        #expect(throws: ImagingError.truncatedImage(.png)) { try decoder.decode(data.prefix(20)) }
    }

    @Test("a PNG with a damaged image data chunk is refused as corrupt")
    func corruptPNG() throws {
        var bytes = [UInt8](ImageFixtures.samplePNG)
        let idat = try #require(bytes.indices.first { Array(bytes[$0..<$0 + 4]) == Array("IDAT".utf8) })
        bytes[idat + 10] ^= 0xFF
        #expect(throws: ImagingError.corruptImage(.png)) { try decoder.decode(Data(bytes)) }
    }

    // MARK: Size limits

    // `tooManyPixels` comes from the header alone: no pixel is decoded.
    @Test("a PNG whose header claims 100000 × 100000 is refused before decoding")
    func pngBomb() {
        let data = ImageFixtures.pngClaiming(width: 100_000, height: 100_000)
        #expect(throws: ImagingError.tooManyPixels(width: 100_000, height: 100_000, limit: 50_000_000)) {
            try decoder.decode(data)
        }
    }

    @Test("a JPEG whose frame header claims 60000 × 60000 is refused before decoding")
    func jpegBomb() throws {
        var bytes = [UInt8](ImageFixtures.sampleJPEG)
        // Baseline frame header: FFC0, length, precision, height, width.
        let sof = try #require(bytes.indices.dropLast().first { bytes[$0] == 0xFF && bytes[$0 + 1] == 0xC0 })
        for offset in [5, 7] {
            bytes[sof + offset] = 0xEA
            bytes[sof + offset + 1] = 0x60
        }
        #expect(throws: ImagingError.tooManyPixels(width: 60_000, height: 60_000, limit: 50_000_000)) {
            try decoder.decode(Data(bytes))
        }
    }

    @Test("a HEIC whose ispe claims 20000 × 20000 is refused before decoding", ImageFixtures.heicEncoder)
    func heicBomb() throws {
        var bytes = [UInt8](try ImageFixtures.heif(ImageFixtures.fourCorners(width: 320, height: 240)))
        let ispe = try #require(bytes.indices.dropLast(4).first { Array(bytes[$0..<$0 + 4]) == Array("ispe".utf8) })
        bytes.replaceSubrange((ispe + 8)..<(ispe + 16), with: ImageFixtures.bigEndian(20_000) + ImageFixtures.bigEndian(20_000))
        #expect(throws: ImagingError.tooManyPixels(width: 20_000, height: 20_000, limit: 50_000_000)) {
            try decoder.decode(Data(bytes))
        }
        bytes.replaceSubrange((ispe + 8)..<(ispe + 16), with: ImageFixtures.bigEndian(90_000) + ImageFixtures.bigEndian(90_000))
        #expect(throws: ImagingError.tooManyPixels(width: 90_000, height: 90_000, limit: 50_000_000)) {
            try decoder.decode(Data(bytes))
        }
    }

    @Test("the pixel limit can be set lower")
    func lowerLimit() {
        let strict = PhotoDecoder(maximumPixels: 320 * 240 - 1)
        #expect(throws: ImagingError.tooManyPixels(width: 320, height: 240, limit: 320 * 240 - 1)) {
            try strict.decode(ImageFixtures.sampleJPEG)
        }
    }

    @Test("an image under 200 pixels on a side is too small to be a page photo")
    func tooSmall() {
        let thumbnail = ImageFixtures.png(ImageFixtures.canvas(width: 640, height: 120))
        #expect(throws: ImagingError.tooSmall(width: 640, height: 120, minimumSide: 200)) {
            try decoder.decode(thumbnail)
        }
    }

    // MARK: Damaged HEIC

    @Test("a truncated or garbled HEIC is refused without crashing", ImageFixtures.heicEncoder)
    func damagedHEIC() throws {
        let data = try ImageFixtures.heif(ImageFixtures.fourCorners(width: 320, height: 240))
        #expect(throws: ImagingError.self) { try decoder.decode(data.prefix(data.count / 2)) }
        #expect(throws: ImagingError.self) { try decoder.decode(data.prefix(40)) }

        let bytes = [UInt8](data)
        for box in ["meta", "hdlr", "pitm", "iinf", "iloc", "iprp", "ipco", "hvcC", "ispe", "ipma", "mdat"] {
            guard let at = bytes.indices.dropLast(4).first(where: { Array(bytes[$0..<$0 + 4]) == Array(box.utf8) })
            else { continue }
            var sizeGarbled = bytes
            sizeGarbled.replaceSubrange((at - 4)..<at, with: [0xFF, 0xFF, 0xFF, 0xF0])
            if box == "mdat" {
                // libheif reads the coded image through `iloc` extents, so an `mdat` (the last
                // box) claiming to run past the end is tolerated when the data itself is whole.
                if let photo = try? decoder.decode(Data(sizeGarbled)) { expectFourCorners(photo) }
            } else {
                #expect(throws: ImagingError.self, "size of \(box)") { try decoder.decode(Data(sizeGarbled)) }
            }
            var bodyGarbled = bytes
            for offset in (at + 4)..<min(at + 24, bytes.count) { bodyGarbled[offset] = 0xFF }
            // Garbling the body may or may not be fatal; it must never crash.
            _ = try? decoder.decode(Data(bodyGarbled))
        }
        var mdatGarbled = bytes
        let mdat = try #require(bytes.indices.dropLast(4).first { Array(bytes[$0..<$0 + 4]) == Array("mdat".utf8) })
        for offset in stride(from: mdat + 8, to: bytes.count, by: 3) { mdatGarbled[offset] ^= 0x5A }
        _ = try? decoder.decode(Data(mdatGarbled))
    }

    @Test("a HEIC truncated in its image data is refused as truncated", ImageFixtures.heicEncoder)
    func truncatedHEIC() throws {
        let data = try ImageFixtures.heif(ImageFixtures.fourCorners(width: 320, height: 240))
        #expect(throws: ImagingError.truncatedImage(.heic)) { try decoder.decode(data.dropLast(100)) }
    }

    // MARK: Fuzzing

    private static func mutations(of data: Data, seed: UInt64, count: Int = 40) -> [Data] {
        var generator = SeededRandom(seed: seed)
        return (0..<count).map { _ in
            var bytes = [UInt8](data)
            for _ in 0..<Int.random(in: 1...8, using: &generator) {
                let index = Int.random(in: 0..<bytes.count, using: &generator)
                bytes[index] = UInt8.random(in: 0...255, using: &generator)
            }
            return Data(bytes)
        }
    }

    private func expectDecodesOrRefuses(_ samples: [Data]) -> (decoded: Int, refused: Int) {
        var decoded = 0
        var refused = 0
        for sample in samples {
            do {
                let photo = try decoder.decode(sample)
                expectRGB(photo)
                decoded += 1
            } catch {
                refused += 1
            }
        }
        return (decoded, refused)
    }

    @Test("40 mutations of a JPEG each decode or throw an ImagingError")
    func fuzzJPEG() {
        let outcome = expectDecodesOrRefuses(Self.mutations(of: ImageFixtures.sampleJPEG, seed: 7))
        #expect(outcome.decoded + outcome.refused == 40)
    }

    @Test("40 mutations of a PNG each decode or throw an ImagingError")
    func fuzzPNG() {
        let outcome = expectDecodesOrRefuses(Self.mutations(of: ImageFixtures.samplePNG, seed: 11))
        #expect(outcome.decoded + outcome.refused == 40)
        #expect(outcome.refused > 0)  // a flipped byte breaks a CRC
    }

    @Test("40 mutations of a HEIC each decode or throw an ImagingError", ImageFixtures.heicEncoder)
    func fuzzHEIC() throws {
        let data = try ImageFixtures.heif(ImageFixtures.fourCorners(width: 320, height: 240))
        let outcome = expectDecodesOrRefuses(Self.mutations(of: data, seed: 13))
        #expect(outcome.decoded + outcome.refused == 40)
    }

    @Test("40 truncations of a JPEG and a PNG each decode or throw")
    func fuzzTruncation() {
        var generator = SeededRandom(seed: 17)
        var samples: [Data] = []
        for data in [ImageFixtures.sampleJPEG, ImageFixtures.samplePNG] {
            for _ in 0..<20 {
                samples.append(data.prefix(Int.random(in: 0..<data.count, using: &generator)))
            }
        }
        let outcome = expectDecodesOrRefuses(samples)
        #expect(outcome.decoded == 0)
    }
}

extension DecodingTests {
    @Suite("Coded picture sizes inside HEIF")
    struct CodedPictureSizes {
        @Test("the HEVC picture size is read from a libheif-made HEIC", ImageFixtures.heicEncoder, arguments: [
            (320, 240), (321, 241), (1000, 800),
        ])
        func hevcSize(_ width: Int, _ height: Int) throws {
            let data = try ImageFixtures.heif(ImageFixtures.canvas(width: width, height: height))
            let size = try #require(try HEIFCodedPictures.largest(in: data))
            // Coded pictures are padded to whole coding blocks (8 pixels for x265).
            #expect((width..<width + 8).contains(size.width) && (height..<height + 8).contains(size.height), "\(size)")
        }

        @Test("the AV1 frame size is read from a libheif-made AVIF", ImageFixtures.avifCodec)
        func av1Size() throws {
            let data = try ImageFixtures.heif(ImageFixtures.canvas(width: 400, height: 300), compression: heif_compression_AV1)
            #expect(try HEIFCodedPictures.largest(in: data) == .init(width: 400, height: 300))
        }

        @Test("a HEIC whose ispe understates its HEVC picture is refused before decoding", ImageFixtures.heicEncoder)
        func lyingISPE() throws {
            var bytes = [UInt8](try ImageFixtures.heif(ImageFixtures.canvas(width: 1000, height: 800)))
            let ispe = try #require(bytes.indices.dropLast(4).first { Array(bytes[$0..<$0 + 4]) == Array("ispe".utf8) })
            bytes.replaceSubrange((ispe + 8)..<(ispe + 16), with: ImageFixtures.bigEndian(320) + ImageFixtures.bigEndian(240))
            let decoder = PhotoDecoder(maximumPixels: 500_000)
            #expect(throws: ImagingError.tooManyPixels(width: 1000, height: 800, limit: 500_000)) {
                try decoder.decode(Data(bytes))
            }
        }

        @Test("an AVIF whose ispe understates its AV1 frames is refused before decoding", ImageFixtures.avifCodec)
        func lyingISPEInAVIF() throws {
            var bytes = [UInt8](try ImageFixtures.heif(ImageFixtures.canvas(width: 1000, height: 800), compression: heif_compression_AV1))
            let ispe = try #require(bytes.indices.dropLast(4).first { Array(bytes[$0..<$0 + 4]) == Array("ispe".utf8) })
            bytes.replaceSubrange((ispe + 8)..<(ispe + 16), with: ImageFixtures.bigEndian(320) + ImageFixtures.bigEndian(240))
            let decoder = PhotoDecoder(maximumPixels: 500_000)
            #expect(throws: ImagingError.tooManyPixels(width: 1000, height: 800, limit: 500_000)) {
                try decoder.decode(Data(bytes))
            }
        }

        @Test("a sequence parameter set hidden in the item data, not in hvcC, is found")
        func inBandParameterSet() throws {
            let sps = ImageFixtures.hevcSequenceParameterSet(width: 9000, height: 9000)
            let slice: [UInt8] = [0x26, 0x01, 0xAF, 0x12, 0x34]
            let itemData = ImageFixtures.bigEndian(UInt32(sps.count)) + sps + ImageFixtures.bigEndian(UInt32(slice.count)) + slice
            let data = ImageFixtures.handMadeHEIF(
                itemType: "hvc1", claimed: (320, 240), configuration: [], itemData: itemData)
            #expect(try HEIFCodedPictures.largest(in: data) == .init(width: 9000, height: 9000))
            #expect(throws: ImagingError.tooManyPixels(width: 9000, height: 9000, limit: 50_000_000)) {
                try PhotoDecoder().decode(data)
            }
        }

        @Test("a sequence parameter set in hvcC is read through its emulation prevention bytes")
        func configurationParameterSet() throws {
            let sps = ImageFixtures.hevcSequenceParameterSet(width: 4032, height: 3024)
            #expect(sps.contains(3))  // the zero run of the profile was escaped
            let data = ImageFixtures.handMadeHEIF(
                itemType: "hvc1", claimed: (4032, 3024), configuration: [sps], itemData: [0, 0, 0, 2, 0x26, 0x01])
            #expect(try HEIFCodedPictures.largest(in: data) == .init(width: 4032, height: 3024))
        }

        @Test("an AV1 sequence header in the item data is found")
        func av1InBand() throws {
            let header = ImageFixtures.av1SequenceHeader(width: 12000, height: 9000)
            let data = ImageFixtures.handMadeHEIF(itemType: "av01", claimed: (320, 240), configuration: [], itemData: header)
            #expect(try HEIFCodedPictures.largest(in: data) == .init(width: 12000, height: 9000))
        }

        @Test("a coded item whose data cannot be walked is refused, not trusted")
        func unwalkable() {
            // A NAL length running past the item's end.
            let data = ImageFixtures.handMadeHEIF(
                itemType: "hvc1", claimed: (320, 240), configuration: [], itemData: [0, 0, 0x10, 0, 0x42, 0x01])
            #expect(throws: HEIFCodedPictures.Failure.malformed) { try HEIFCodedPictures.largest(in: data) }
        }

        @Test("random mutations of a hand-made HEIF never crash the box reader")
        func fuzzBoxes() {
            let sps = ImageFixtures.hevcSequenceParameterSet(width: 640, height: 480)
            let data = ImageFixtures.handMadeHEIF(
                itemType: "hvc1", claimed: (640, 480), configuration: [sps], itemData: [0, 0, 0, 2, 0x26, 0x01])
            var generator = SeededRandom(seed: 23)
            for _ in 0..<400 {
                var bytes = [UInt8](data)
                for _ in 0..<Int.random(in: 1...4, using: &generator) {
                    bytes[Int.random(in: 0..<bytes.count, using: &generator)] = UInt8.random(in: 0...255, using: &generator)
                }
                _ = try? HEIFCodedPictures.largest(in: Data(bytes))
            }
        }
    }
}
