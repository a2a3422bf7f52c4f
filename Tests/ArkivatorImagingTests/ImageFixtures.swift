import ArkivatorTestSupport
import CHeif
import CLeptonica
import Foundation
import Synchronization
import Testing

@testable import ArkivatorImaging

/// Builds test images in memory: Leptonica images with coloured blocks, their JPEG and PNG
/// bytes, hand-made Exif segments, and HEIC files through libheif's own encoder.
enum ImageFixtures {
    /// The module's image class (CLeptonica's C struct has the same name).
    typealias Pix = ArkivatorImaging.Pix

    struct Colour: Equatable, CustomStringConvertible {
        var red: Int
        var green: Int
        var blue: Int

        static let white = Colour(red: 255, green: 255, blue: 255)
        static let black = Colour(red: 0, green: 0, blue: 0)
        static let red = Colour(red: 220, green: 20, blue: 20)
        static let green = Colour(red: 20, green: 200, blue: 20)
        static let blue = Colour(red: 20, green: 20, blue: 220)
        static let yellow = Colour(red: 240, green: 220, blue: 20)

        /// The 32 bpp Leptonica word for this colour.
        var word: UInt32 { UInt32(red) << 24 | UInt32(green) << 16 | UInt32(blue) << 8 }

        var description: String { "rgb(\(red), \(green), \(blue))" }

        /// Whether every channel is within `tolerance` (lossy codecs shift colours a little).
        func isClose(to other: Colour, tolerance: Int = 48) -> Bool {
            abs(red - other.red) <= tolerance && abs(green - other.green) <= tolerance
                && abs(blue - other.blue) <= tolerance
        }
    }

    enum Corner: CaseIterable, CustomStringConvertible {
        case topLeft, topRight, bottomLeft, bottomRight
        var description: String { "\(self)" }
    }

    // MARK: Images

    /// A 32 bpp RGB image filled with one colour.
    static func canvas(width: Int, height: Int, colour: Colour = .white) -> Pix {
        let pix = Pix(taking: pixCreate(Int32(width), Int32(height), 32))!
        pixSetAllArbitrary(pix.pointer, colour.word)
        return pix
    }

    /// An 8 bpp grey image filled with one value.
    static func grayCanvas(width: Int, height: Int, value: UInt32 = 255) -> Pix {
        let pix = Pix(taking: pixCreate(Int32(width), Int32(height), 8))!
        pixSetAllArbitrary(pix.pointer, value)
        return pix
    }

    static func fill(_ pix: Pix, x: Int, y: Int, width: Int, height: Int, colour: Colour) {
        let box = boxCreate(Int32(x), Int32(y), Int32(width), Int32(height))
        pixSetInRectArbitrary(pix.pointer, box, pix.depth == 32 ? colour.word : UInt32(colour.red))
        var owned = box
        boxDestroy(&owned)
    }

    /// Fills a `size × size` block in one corner.
    static func mark(_ pix: Pix, _ corner: Corner, size: Int = 40, colour: Colour) {
        let (x, y) = origin(of: corner, in: pix, size: size)
        fill(pix, x: x, y: y, width: size, height: size, colour: colour)
    }

    /// The colour at the centre of the `size × size` block in a corner.
    static func colour(at corner: Corner, of pix: Pix, size: Int = 40) -> Colour {
        let (x, y) = origin(of: corner, in: pix, size: size)
        return colour(atX: x + size / 2, y: y + size / 2, of: pix)
    }

    static func colour(atX x: Int, y: Int, of pix: Pix) -> Colour {
        var red: Int32 = 0
        var green: Int32 = 0
        var blue: Int32 = 0
        pixGetRGBPixel(pix.pointer, Int32(x), Int32(y), &red, &green, &blue)
        return Colour(red: Int(red), green: Int(green), blue: Int(blue))
    }

    private static func origin(of corner: Corner, in pix: Pix, size: Int) -> (Int, Int) {
        switch corner {
        case .topLeft: (0, 0)
        case .topRight: (pix.width - size, 0)
        case .bottomLeft: (0, pix.height - size)
        case .bottomRight: (pix.width - size, pix.height - size)
        }
    }

    /// A white image with red, green, blue and yellow blocks in its four corners.
    static func fourCorners(width: Int, height: Int) -> Pix {
        let pix = canvas(width: width, height: height)
        mark(pix, .topLeft, colour: .red)
        mark(pix, .topRight, colour: .green)
        mark(pix, .bottomLeft, colour: .blue)
        mark(pix, .bottomRight, colour: .yellow)
        return pix
    }

    // MARK: Encoding with Leptonica

    static func jpeg(_ pix: Pix, quality: Int = 90) -> Data {
        var bytes: UnsafeMutablePointer<UInt8>?
        var size = 0
        let status = pixWriteMemJpeg(&bytes, &size, pix.pointer, Int32(quality), 0)
        precondition(status == 0 && bytes != nil, "Leptonica could not write a JPEG")
        defer { lept_free(bytes) }
        return Data(bytes: bytes!, count: size)
    }

    static func png(_ pix: Pix) -> Data {
        var bytes: UnsafeMutablePointer<UInt8>?
        var size = 0
        let status = pixWriteMemPng(&bytes, &size, pix.pointer, 0)
        precondition(status == 0 && bytes != nil, "Leptonica could not write a PNG")
        defer { lept_free(bytes) }
        return Data(bytes: bytes!, count: size)
    }

    /// A small JPEG of the four-corner picture, 320 × 240.
    static let sampleJPEG: Data = jpeg(fourCorners(width: 320, height: 240))
    /// A small PNG of the four-corner picture, 320 × 240.
    static let samplePNG: Data = png(fourCorners(width: 320, height: 240))

    // MARK: Exif

    /// An APP1 "Exif" segment (marker included) whose IFD0 holds a Make tag (its text stored
    /// outside the entry, at an offset) and then the Orientation tag with `orientation`.
    static func exifSegment(orientation: Int, bigEndian: Bool, orientationType: UInt16 = 3) -> [UInt8] {
        let tiff = exifTIFF(orientation: orientation, bigEndian: bigEndian, orientationType: orientationType)
        let payload = Array("Exif\0\0".utf8) + tiff
        let length = payload.count + 2
        return [0xFF, 0xE1, UInt8(length >> 8), UInt8(length & 0xFF)] + payload
    }

    /// The TIFF structure of an Exif block: header, IFD0 with Make and Orientation, Make's text.
    static func exifTIFF(orientation: Int, bigEndian: Bool, orientationType: UInt16 = 3) -> [UInt8] {
        func u16(_ value: UInt16) -> [UInt8] {
            bigEndian ? [UInt8(value >> 8), UInt8(value & 0xFF)] : [UInt8(value & 0xFF), UInt8(value >> 8)]
        }
        func u32(_ value: UInt32) -> [UInt8] {
            let big = [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
            return bigEndian ? big : big.reversed()
        }
        let make = Array("Arkivator\0".utf8)
        let ifdOffset: UInt32 = 8
        let makeOffset = ifdOffset + 2 + 2 * 12 + 4
        var tiff: [UInt8] = bigEndian ? [0x4D, 0x4D] : [0x49, 0x49]
        tiff += u16(42) + u32(ifdOffset)
        tiff += u16(2)  // two entries
        tiff += u16(0x010F) + u16(2) + u32(UInt32(make.count)) + u32(makeOffset)  // Make, ASCII
        let value: [UInt8] = orientationType == 4 ? u32(UInt32(orientation)) : u16(UInt16(orientation)) + [0, 0]
        tiff += u16(0x0112) + u16(orientationType) + u32(1) + value  // Orientation
        tiff += u32(0)  // no next IFD
        tiff += make
        return tiff
    }

    /// The JPEG with `segment` inserted right after its SOI marker.
    static func inserting(_ segment: [UInt8], into jpeg: Data) -> Data {
        var bytes = [UInt8](jpeg)
        bytes.insert(contentsOf: segment, at: 2)
        return Data(bytes)
    }

    // MARK: PNG by hand

    /// One PNG chunk: length, type, data, CRC.
    static func pngChunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let typeBytes = Array(type.utf8)
        let length = UInt32(data.count)
        var chunk = bigEndian(length) + typeBytes + data
        chunk += bigEndian(crc32(typeBytes + data))
        return chunk
    }

    static let pngSignature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// A PNG whose IHDR (with a correct CRC) claims `width × height` 8-bit RGB, followed by a
    /// token IDAT and IEND: what a decompression bomb's header looks like.
    static func pngClaiming(width: UInt32, height: UInt32) -> Data {
        let ihdr = bigEndian(width) + bigEndian(height) + [8, 2, 0, 0, 0]
        let idat: [UInt8] = [0x78, 0x9C, 0x63, 0x00, 0x00, 0x00, 0x01, 0x00, 0x01]
        return Data(pngSignature + pngChunk("IHDR", ihdr) + pngChunk("IDAT", idat) + pngChunk("IEND", []))
    }

    /// The PNG with `chunk` inserted right after IHDR.
    static func inserting(pngChunk chunk: [UInt8], into png: Data) -> Data {
        var bytes = [UInt8](png)
        let ihdrEnd = 8 + 4 + 4 + 13 + 4
        bytes.insert(contentsOf: chunk, at: ihdrEnd)
        return Data(bytes)
    }

    static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
    }

    static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 {
                crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1
            }
        }
        return ~crc
    }

    // MARK: HEIF through libheif

    static let canEncodeHEIC = HEIFDecoder.libraryInitialised
        && heif_have_encoder_for_format(heif_compression_HEVC) != 0
    static let canEncodeAVIF = HEIFDecoder.libraryInitialised
        && heif_have_encoder_for_format(heif_compression_AV1) != 0
        && heif_have_decoder_for_format(heif_compression_AV1) != 0

    /// The HEIC fixtures are made by libheif's HEVC encoder: Debian's libheif1 has x265 built in.
    static let heicEncoder = Requirement("libheif with an HEVC encoder (x265), which makes the HEIC fixtures") { canEncodeHEIC }
    static let avifCodec = Requirement("libheif with an AV1 encoder and decoder (libaom), which make and read the AVIF fixtures") {
        canEncodeAVIF
    }

    /// x265 keeps process-wide state (its table of primitives, its cost tables) that it sets up
    /// and tears down as encoders open and close, so two encoders at once (Swift Testing runs
    /// tests in parallel) once crashed a CI run through a null function pointer. The product
    /// only decodes HEIC; only these fixtures encode it.
    private static let encoding = Mutex(())

    /// A HEIF file of `pix` (32 bpp RGB) coded with `compression`. `orientation` (1–8) is stored
    /// as `irot`/`imir` boxes by libheif; `exifOrientation`, when given, as an Exif block.
    static func heif(
        _ pix: Pix, compression: heif_compression_format = heif_compression_HEVC, orientation: Int = 1,
        exifOrientation: Int? = nil
    ) throws -> Data {
        try encoding.withLock { _ in
            try encodedHEIF(pix, compression: compression, orientation: orientation, exifOrientation: exifOrientation)
        }
    }

    private static func encodedHEIF(
        _ pix: Pix, compression: heif_compression_format, orientation: Int, exifOrientation: Int?
    ) throws -> Data {
        struct Failure: Error, CustomStringConvertible { let description: String }
        func check(_ error: heif_error) throws {
            if error.code != heif_error_Ok {
                throw Failure(description: error.message.map { String(cString: $0) } ?? "libheif error")
            }
        }
        let context = heif_context_alloc()
        defer { heif_context_free(context) }
        var encoder: OpaquePointer?
        try check(heif_context_get_encoder_for_format(context, compression, &encoder))
        defer { heif_encoder_release(encoder) }
        try check(heif_encoder_set_lossy_quality(encoder, 90))

        let width = Int32(pix.width)
        let height = Int32(pix.height)
        var image: OpaquePointer?
        try check(heif_image_create(width, height, heif_colorspace_RGB, heif_chroma_interleaved_RGB, &image))
        defer { heif_image_release(image) }
        try check(heif_image_add_plane(image, heif_channel_interleaved, width, height, 8))
        var stride: Int32 = 0
        let plane = heif_image_get_plane(image, heif_channel_interleaved, &stride)!
        for y in 0..<pix.height {
            for x in 0..<pix.width {
                let colour = colour(atX: x, y: y, of: pix)
                let pixel = plane + y * Int(stride) + 3 * x
                pixel[0] = UInt8(colour.red)
                pixel[1] = UInt8(colour.green)
                pixel[2] = UInt8(colour.blue)
            }
        }

        let options = heif_encoding_options_alloc()!
        defer { heif_encoding_options_free(options) }
        precondition(options.pointee.version >= 5, "this libheif cannot write orientation")
        options.pointee.image_orientation = heif_orientation(rawValue: UInt32(orientation))
        var handle: OpaquePointer?
        try check(heif_context_encode_image(context, image, encoder, options, &handle))
        defer { heif_image_handle_release(handle) }
        if let exifOrientation {
            let tiff = Array("Exif\0\0".utf8) + exifTIFF(orientation: exifOrientation, bigEndian: true)
            try check(heif_context_add_exif_metadata(context, handle, tiff, Int32(tiff.count)))
        }

        let url = FileManager.default.temporaryDirectory.appendingPathComponent("arkivator-\(UUID().uuidString).heic")
        defer { try? FileManager.default.removeItem(at: url) }
        try check(heif_context_write_to_file(context, url.path))
        return try Data(contentsOf: url)
    }

    /// A committed fixture (see Fixtures/README.md); these test HEIC decoding even where libheif
    /// has no HEVC encoder.
    static func fixture(_ name: String) throws -> Data {
        try Data(contentsOf: fixtureURL(name))
    }

    static func fixtureURL(_ name: String) -> URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("Fixtures").appendingPathComponent(name)
    }

    // MARK: HEIF by hand

    /// Writes bits most significant first, with H.265 exp-Golomb codes.
    struct BitWriter {
        private(set) var bytes: [UInt8] = []
        private var used = 8

        mutating func write(_ value: Int, bits: Int) {
            for shift in stride(from: bits - 1, through: 0, by: -1) {
                if used == 8 {
                    bytes.append(0)
                    used = 0
                }
                bytes[bytes.count - 1] |= UInt8((value >> shift) & 1) << (7 - UInt8(used))
                used += 1
            }
        }

        mutating func writeExpGolomb(_ value: Int) {
            let code = value + 1
            let length = Int.bitWidth - code.leadingZeroBitCount
            write(0, bits: length - 1)
            write(code, bits: length)
        }

        /// The rbsp_trailing_bits: a one, then zeros to the byte boundary.
        mutating func finish() {
            write(1, bits: 1)
            if used < 8 { write(0, bits: 8 - used) }
        }
    }

    /// An HEVC sequence parameter set NAL unit (header included, emulation prevention applied)
    /// for a `width × height` picture.
    static func hevcSequenceParameterSet(width: Int, height: Int) -> [UInt8] {
        var bits = BitWriter()
        bits.write(0, bits: 4)  // sps_video_parameter_set_id
        bits.write(0, bits: 3)  // sps_max_sub_layers_minus1
        bits.write(1, bits: 1)  // sps_temporal_id_nesting_flag
        bits.write(0, bits: 3)  // general_profile_space, general_tier_flag
        bits.write(1, bits: 5)  // general_profile_idc: Main
        bits.write(0, bits: 80)  // compatibility and constraint flags (zeros: exercises 00 00 03)
        bits.write(93, bits: 8)  // general_level_idc
        bits.writeExpGolomb(0)  // sps_seq_parameter_set_id
        bits.writeExpGolomb(1)  // chroma_format_idc: 4:2:0
        bits.writeExpGolomb(width)
        bits.writeExpGolomb(height)
        bits.finish()
        var escaped: [UInt8] = [0x42, 0x01]  // NAL header: type 33
        var zeros = 0
        for byte in bits.bytes {
            if zeros >= 2 && byte <= 3 {
                escaped.append(3)
                zeros = 0
            }
            escaped.append(byte)
            zeros = byte == 0 ? zeros + 1 : 0
        }
        return escaped
    }

    /// An AV1 sequence header OBU (with its size field) for frames up to `width × height`.
    static func av1SequenceHeader(width: Int, height: Int) -> [UInt8] {
        var bits = BitWriter()
        bits.write(0, bits: 3)  // seq_profile
        bits.write(1, bits: 1)  // still_picture
        bits.write(1, bits: 1)  // reduced_still_picture_header
        bits.write(8, bits: 5)  // seq_level_idx
        bits.write(15, bits: 4)  // frame_width_bits_minus_1
        bits.write(15, bits: 4)  // frame_height_bits_minus_1
        bits.write(width - 1, bits: 16)
        bits.write(height - 1, bits: 16)
        bits.finish()
        return [0x0A, UInt8(bits.bytes.count)] + bits.bytes
    }

    static func box(_ type: String, _ payload: [UInt8]) -> [UInt8] {
        bigEndian(UInt32(8 + payload.count)) + Array(type.utf8) + payload
    }

    static func fullBox(_ type: String, version: UInt8 = 0, _ payload: [UInt8]) -> [UInt8] {
        box(type, [version, 0, 0, 0] + payload)
    }

    /// A one-image HEIF file built box by box: item 1 of `itemType` ("hvc1" or "av01") whose
    /// `ispe` claims `claimed`, whose codec configuration holds `configuration` (NAL units for
    /// hvcC, OBUs for av1C), and whose data in `mdat` is `itemData`.
    static func handMadeHEIF(
        itemType: String, claimed: (width: UInt32, height: UInt32), configuration: [[UInt8]], itemData: [UInt8]
    ) -> Data {
        let brand = itemType == "hvc1" ? "heic" : "avif"
        let ftyp = box("ftyp", Array("\(brand)".utf8) + [0, 0, 0, 0] + Array("mif1\(brand)".utf8))
        let hdlr = fullBox("hdlr", [0, 0, 0, 0] + Array("pict".utf8) + [UInt8](repeating: 0, count: 12) + [0])
        let pitm = fullBox("pitm", [0, 1])
        let infe = fullBox("infe", version: 2, [0, 1, 0, 0] + Array(itemType.utf8) + [0])
        let iinf = fullBox("iinf", [0, 1] + infe)
        let codecConfiguration: [UInt8]
        if itemType == "hvc1" {
            var hvcC: [UInt8] = [1] + [UInt8](repeating: 0, count: 20) + [0xFF]  // ..., lengthSizeMinusOne 3
            hvcC[1] = 0x01  // Main profile
            hvcC[12] = 93  // level
            hvcC += [UInt8(configuration.isEmpty ? 0 : 1)]
            if !configuration.isEmpty {
                hvcC += [0x80 | 33] + [0, UInt8(configuration.count)]
                for nal in configuration { hvcC += [UInt8(nal.count >> 8), UInt8(nal.count & 0xFF)] + nal }
            }
            codecConfiguration = box("hvcC", hvcC)
        } else {
            codecConfiguration = box("av1C", [0x81, 0x08, 0x0C, 0x00] + configuration.flatMap { $0 })
        }
        let ispe = fullBox("ispe", bigEndian(claimed.width) + bigEndian(claimed.height))
        let ipco = box("ipco", codecConfiguration + ispe)
        let ipma = fullBox("ipma", [0, 0, 0, 1, 0, 1, 2, 0x81, 0x02])
        let iprp = box("iprp", ipco + ipma)
        func iloc(offset: UInt32) -> [UInt8] {
            fullBox("iloc", [0x44, 0x00, 0, 1, 0, 1, 0, 0, 0, 1] + bigEndian(offset) + bigEndian(UInt32(itemData.count)))
        }
        let metaLength = fullBox("meta", hdlr + pitm + iinf + iloc(offset: 0) + iprp).count
        let dataOffset = UInt32(ftyp.count + metaLength + 8)
        let meta = fullBox("meta", hdlr + pitm + iinf + iloc(offset: dataOffset) + iprp)
        return Data(ftyp + meta + box("mdat", itemData))
    }

    // MARK: Randomness

    static func randomBytes(count: Int, seed: UInt64) -> Data {
        var generator = SeededRandom(seed: seed)
        return Data((0..<count).map { _ in UInt8.random(in: 0...255, using: &generator) })
    }
}
