import Foundation
import Testing

@testable import ArkivatorImaging

/// A corpus of hostile files, built in memory, each with what the decoder must make of it:
/// a refusal with the right reason, or (for files that are damaged but harmless) a bounded
/// decode. `DecodingTests` covers the ordinary damage; this covers the deliberately nasty.
@Suite("Hostile input to the photo decoder")
struct HostileInputTests {
    let decoder = PhotoDecoder()

    /// One hostile file; the name says what it is and what must happen to it.
    struct Hostile: Sendable, CustomTestStringConvertible {
        let name: String
        let bytes: Data
        /// The reasons it may be refused with; empty for files that may also decode.
        let refusals: [ImagingError]
        var testDescription: String { name }

        init(_ name: String, _ bytes: Data, _ refusals: ImagingError...) {
            self.name = name
            self.bytes = bytes
            self.refusals = refusals
        }
    }

    // MARK: The corpus

    static let refused: [Hostile] = [
        Hostile("empty file", Data(), .emptyFile),
        Hostile("one byte, a JPEG's first", Data([0xFF]), .notAnImage(looksLike: nil)),
        Hostile("JPEG: the start-of-image marker alone", Data([0xFF, 0xD8, 0xFF]), .truncatedImage(.jpeg)),
        Hostile("JPEG cut after its JFIF segment", jpegCut(before: 0xDB), .truncatedImage(.jpeg)),
        Hostile("JPEG cut before its frame header", jpegCut(before: 0xC0), .truncatedImage(.jpeg)),
        Hostile("JPEG of headers only, cut where the scan starts", jpegHeadersOnly(), .truncatedImage(.jpeg)),
        Hostile("JPEG cut one byte into its end marker", sampleJPEG.dropLast(1), .truncatedImage(.jpeg)),
        Hostile("JPEG whose Huffman table counts more codes than exist", jpegWithBogusHuffmanCounts(), .corruptImage(.jpeg)),
        Hostile("JPEG of random bytes between start and end markers", jpegOfRandomBytes(),
                .corruptImage(.jpeg), .truncatedImage(.jpeg)),
        Hostile("JPEG whose frame header says 0 lines (DNL, unsupported)", jpegClaiming(width: 320, height: 0), .corruptImage(.jpeg)),
        // libjpeg reads at most 65500 a side; its refusal is the header's.
        Hostile("JPEG whose frame header claims 65535 × 65535", jpegClaiming(width: 65535, height: 65535), .corruptImage(.jpeg)),
        Hostile("a whole 1 × 1 JPEG", ImageFixtures.jpeg(ImageFixtures.canvas(width: 1, height: 1)),
                .tooSmall(width: 1, height: 1, minimumSide: 200)),
        Hostile("a whole 1 × 1 PNG", ImageFixtures.png(ImageFixtures.canvas(width: 1, height: 1)),
                .tooSmall(width: 1, height: 1, minimumSide: 200)),
        Hostile("PNG claiming 10 × 100000 (a strip)", ImageFixtures.pngClaiming(width: 10, height: 100_000),
                .tooSmall(width: 10, height: 100_000, minimumSide: 200)),
        Hostile("PNG claiming 300 × 200000 (60 MP)", ImageFixtures.pngClaiming(width: 300, height: 200_000),
                .tooManyPixels(width: 300, height: 200_000, limit: 50_000_000)),
        Hostile("PNG claiming 0 × 0", ImageFixtures.pngClaiming(width: 0, height: 0), .corruptImage(.png)),
        Hostile("PNG claiming 2147483647 × 2147483647", ImageFixtures.pngClaiming(width: 0x7FFF_FFFF, height: 0x7FFF_FFFF),
                .tooManyPixels(width: 0x7FFF_FFFF, height: 0x7FFF_FFFF, limit: 50_000_000)),
        Hostile("PNG bomb: 10000 × 10000 whose data really inflates to 100 MB", pngBomb(width: 10_000, height: 10_000, inflatedBytes: 100_010_000),
                .tooManyPixels(width: 10_000, height: 10_000, limit: 50_000_000)),
        Hostile("PNG whose IHDR CRC is wrong", pngWithBadCRC(of: "IHDR"), .corruptImage(.png)),
        Hostile("PNG whose IDAT CRC is wrong", pngWithBadCRC(of: "IDAT"), .corruptImage(.png)),
        Hostile("PNG whose first chunk claims 4 GB", pngWithChunkLength(0xFFFF_FFFF), .corruptImage(.png)),
        Hostile("PNG signature and nothing else", Data(ImageFixtures.pngSignature), .truncatedImage(.png)),
        Hostile("HEIC whose ftyp box length is 0", heicWithBoxSize(of: "ftyp", 0), .notAnImage(looksLike: nil)),
        Hostile("HEIC whose ftyp box claims more than the file", heicWithBoxSize(of: "ftyp", 0xFFFF_FFF0),
                .corruptImage(.heic)),
        Hostile("HEIC whose meta box length is 0 (to the end of the file)", heicWithBoxSize(of: "meta", 0),
                .corruptImage(.heic)),
        Hostile("HEIC whose meta box claims more than the file", heicWithBoxSize(of: "meta", 0x00FF_FFFF),
                .corruptImage(.heic)),
        Hostile("HEIC whose meta box is shorter than its own header", heicWithBoxSize(of: "meta", 7),
                .corruptImage(.heic)),
        Hostile("HEIC whose hvcC claims 4 GB", heicWithBoxSize(of: "hvcC", 0xFFFF_FFFF),
                .corruptImage(.heic)),
        Hostile("HEIC whose image extent runs past the file", heicWithImageExtentLength(0x7FFF_FFFF),
                .corruptImage(.heic)),
        Hostile("HEIC with property boxes nested 1000 deep", heicWithNestedProperties(depth: 1000),
                .corruptImage(.heic)),
        Hostile("HEIC whose derived image is derived from itself (dimg loop)",
                HEIFBuilder.derivations([(3, [3])]), .corruptImage(.heic)),
        Hostile("HEIC whose two derived images derive from each other (dimg loop)",
                HEIFBuilder.derivations([(3, [4]), (4, [3])]), .corruptImage(.heic)),
        Hostile("HEIC whose dimg loop runs through three items, the primary image outside it",
                HEIFBuilder.derivations([(3, [4]), (4, [5]), (5, [3])], primary: 1), .corruptImage(.heic)),
        Hostile("HEIC whose primary image is derived through a chain of 500 items",
                HEIFBuilder.derivations((3..<502).map { ($0, [$0 + 1]) } + [(502, [1])]), .corruptImage(.heic)),
        Hostile("HEIC with 3000 derived images", HEIFBuilder.derivations((3..<3003).map { ($0, [1]) }), .corruptImage(.heic)),
        Hostile("HEIC whose derived image is derived from an item that is no image",
                HEIFBuilder.derivations([(3, [2])]), .corruptImage(.heic)),
        Hostile("HEIC whose derived image is derived from an item that does not exist",
                HEIFBuilder.derivations([(3, [9])]), .corruptImage(.heic)),
        // Found by the fuzzer: libheif reads a reference by its ids, not by its box's size.
        Hostile("HEIC whose dimg box claims 2 bytes more than its iref holds, to an item that does not exist",
                heicWithOversizedReference(), .corruptImage(.heic)),
        Hostile("PDF named brev.jpg", Data("%PDF-1.7\n%\u{E2}\u{E3}\u{CF}\u{D3}\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n".utf8),
                .notAnImage(looksLike: .pdf)),
        Hostile("ZIP named brev.jpg", Data([0x50, 0x4B, 0x03, 0x04, 0x14, 0, 0, 0, 8, 0] + Array("../../etc/passwd".utf8)),
                .notAnImage(looksLike: .zip)),
        Hostile("HTML with a script named brev.jpg",
                Data("<!doctype html><html><body><script>alert(document.cookie)</script></body></html>".utf8),
                .notAnImage(looksLike: .html)),
        Hostile("ELF executable named brev.jpg", Data([0x7F] + Array("ELF".utf8) + [2, 1, 1, 0] + [UInt8](repeating: 0, count: 8) + [2, 0, 0x3E, 0]),
                .notAnImage(looksLike: nil)),
        Hostile("shell script named brev.jpg", Data("#!/bin/sh\nrm -rf \"$HOME\"\n".utf8), .notAnImage(looksLike: .text)),
        Hostile("GIF header", Data(Array("GIF89a".utf8) + [0x40, 0x01, 0xF0, 0x00, 0xF7, 0, 0]), .unsupportedImageFormat(.gif)),
        Hostile("TIFF header", Data([0x49, 0x49, 0x2A, 0x00, 8, 0, 0, 0]), .unsupportedImageFormat(.tiff)),
        Hostile("WebP header", Data(Array("RIFF".utf8) + [0x24, 0, 0, 0] + Array("WEBPVP8 ".utf8)), .unsupportedImageFormat(.webp)),
    ]

    /// Damaged in ways a decoder may forgive; each must return or refuse, within bounds.
    static let survived: [Hostile] = [
        Hostile("PNG zlib bomb within the limits: 1000 × 1000 whose data inflates to 64 MB",
                pngBomb(width: 1000, height: 1000, inflatedBytes: 64 << 20)),
        Hostile("PNG whose ancillary tEXt chunk has a wrong CRC", pngWithBadAncillaryCRC()),
        Hostile("JPEG whose Huffman symbols are all zero", jpegWithZeroedHuffmanSymbols()),
        Hostile("JPEG followed by a second, truncated JPEG", sampleJPEG + sampleJPEG.prefix(600)),
    ]

    // MARK: Tests

    @Test("a hostile file is refused with its own reason, from its headers and structure", arguments: refused)
    func refusal(_ hostile: Hostile) {
        let started = ContinuousClock.now
        do {
            let photo = try decoder.decode(hostile.bytes)
            Issue.record("\(hostile.name) decoded to \(photo.width) × \(photo.height)")
        } catch {
            #expect(hostile.refusals.contains(error), "\(hostile.name): \(error)")
            Self.expectClearMessage(error, for: hostile.bytes)
            Self.tabulate(hostile, "\(error)", since: started)
        }
    }

    // A decoder that inflated a bomb without end would hang here; the time limit ends it.
    @Test("a damaged but harmless file decodes within the limits or is refused", .timeLimit(.minutes(1)), arguments: survived)
    func survival(_ hostile: Hostile) {
        let started = ContinuousClock.now
        do {
            let photo = try decoder.decode(hostile.bytes)
            #expect(photo.width * photo.height <= decoder.maximumPixels)
            #expect(min(photo.width, photo.height) >= decoder.minimumSide)
            _ = try photo.previewJPEG()
            Self.tabulate(hostile, "decoded \(photo.width) × \(photo.height)", since: started)
        } catch {
            Self.expectClearMessage(error, for: hostile.bytes)
            Self.tabulate(hostile, "\(error)", since: started)
        }
    }

    /// With ARKIVATOR_HOSTILE_TABLE=1, prints each input and its outcome as a Markdown table row.
    static func tabulate(_ hostile: Hostile, _ outcome: String, since started: ContinuousClock.Instant) {
        guard ProcessInfo.processInfo.environment["ARKIVATOR_HOSTILE_TABLE"] == "1" else { return }
        let milliseconds = (ContinuousClock.now - started) / .milliseconds(1)
        print("| \(hostile.name) | \(outcome.replacingOccurrences(of: "ArkivatorImaging.", with: "")) | \(Int(milliseconds)) ms |")
    }

    @Test("HEIF items: loops, chains deeper than 16, over 1000 items and images derived from non-images are refused before libheif reads them")
    func itemLimits() {
        #expect(HEIFItems.longestChain([3: [3]]) == nil)
        #expect(HEIFItems.longestChain([3: [4, 1], 4: [5], 5: [1, 4]]) == nil)
        #expect(HEIFItems.longestChain([3: [1], 4: [1], 5: [3, 4]]) == 2)
        #expect(HEIFItems.longestChain([:]) == 0)
        func chain(_ length: UInt16) -> Data { HEIFBuilder.derivations((3..<(length + 2)).map { ($0, [$0 + 1]) } + [(length + 2, [1])]) }
        #expect(HEIFItems.areSafe(in: chain(16)))
        #expect(!HEIFItems.areSafe(in: chain(17)))
        #expect(HEIFItems.areSafe(in: HEIFBuilder.derivations((3..<1001).map { ($0, [1]) })))  // 1000 items
        #expect(!HEIFItems.areSafe(in: HEIFBuilder.derivations((3..<1002).map { ($0, [1]) })))
        #expect(!HEIFItems.areSafe(in: HEIFBuilder.derivations([(3, [2])])))  // from Exif
        #expect(!HEIFItems.areSafe(in: HEIFBuilder.derivations([(3, [1, 7])])))  // from nothing
        #expect(HEIFItems.areSafe(in: Data(Self.sampleHEIC)))
    }

    @Test("every refusal the decoder can give has a plain Norwegian message")
    func everyMessage() {
        let errors: [ImagingError] =
            [.emptyFile, .tooManyPixels(width: 9, height: 9, limit: 50_000_000), .tooSmall(width: 9, height: 9, minimumSide: 200),
             .conversionFailed, .encodedImageTooLarge(bytes: 9, limit: 1)]
            + ([nil] + NonImageKind.allCases).map { .notAnImage(looksLike: $0) }
            + UnsupportedImageFormat.allCases.map { .unsupportedImageFormat($0) }
            + PhotoFormat.allCases.flatMap { [.truncatedImage($0), .corruptImage($0), .decodingFailed($0), .encodingFailed($0)] }
        for error in errors {
            Self.expectClearMessage(error, for: Data())
        }
    }

    /// A refusal is an `ImagingError` whose message is Norwegian words of our own: never empty,
    /// never a run of the file's own bytes (a hostile file must not put text in front of the user).
    static func expectClearMessage(_ error: ImagingError, for input: Data, sourceLocation: SourceLocation = #_sourceLocation) {
        let message = error.userMessage
        #expect(!message.isEmpty, sourceLocation: sourceLocation)
        #expect(["bilde", "filen"].contains { message.lowercased().contains($0) }, "not Norwegian: \(message)",
                sourceLocation: sourceLocation)
        if let echoed = printableWindows(of: input, length: 8).first(where: message.contains) {
            Issue.record("«\(message)» repeats the file's bytes «\(echoed)»", sourceLocation: sourceLocation)
        }
    }

    /// Every `length`-character window of the input's printable ASCII runs.
    static func printableWindows(of data: Data, length: Int) -> Set<String> {
        var windows: Set<String> = []
        var run: [UInt8] = []
        for byte in data.prefix(64 << 10) + [0] {
            if (0x20..<0x7F).contains(byte) {
                run.append(byte)
                continue
            }
            if run.count >= length {
                for start in 0...(run.count - length) {
                    windows.insert(String(decoding: run[start..<start + length], as: UTF8.self))
                }
            }
            run.removeAll()
        }
        return windows
    }

    // MARK: JPEG

    static let sampleJPEG = ImageFixtures.sampleJPEG

    /// Where the first `FF marker` of a JPEG's headers is.
    static func offset(ofMarker marker: UInt8, in bytes: [UInt8]) -> Int {
        bytes.indices.dropLast().first { bytes[$0] == 0xFF && bytes[$0 + 1] == marker }!
    }

    static func jpegCut(before marker: UInt8) -> Data {
        let bytes = [UInt8](sampleJPEG)
        return Data(bytes.prefix(offset(ofMarker: marker, in: bytes)))
    }

    /// Everything up to and including the start-of-scan header, no entropy-coded data.
    static func jpegHeadersOnly() -> Data {
        let bytes = [UInt8](sampleJPEG)
        let sos = offset(ofMarker: 0xDA, in: bytes)
        let length = Int(bytes[sos + 2]) << 8 | Int(bytes[sos + 3])
        return Data(bytes.prefix(sos + 2 + length))
    }

    /// The first Huffman table's 16 code counts all 255: 4080 codes where at most 256 fit.
    static func jpegWithBogusHuffmanCounts() -> Data {
        var bytes = [UInt8](sampleJPEG)
        let dht = offset(ofMarker: 0xC4, in: bytes)
        for index in (dht + 5)..<(dht + 21) { bytes[index] = 0xFF }
        return Data(bytes)
    }

    /// The first Huffman table's counts kept, every symbol it codes set to 0.
    static func jpegWithZeroedHuffmanSymbols() -> Data {
        var bytes = [UInt8](sampleJPEG)
        let dht = offset(ofMarker: 0xC4, in: bytes)
        let symbols = bytes[(dht + 5)..<(dht + 21)].reduce(0) { $0 + Int($1) }
        for index in (dht + 21)..<(dht + 21 + symbols) { bytes[index] = 0 }
        return Data(bytes)
    }

    static func jpegOfRandomBytes() -> Data {
        Data([0xFF, 0xD8, 0xFF]) + ImageFixtures.randomBytes(count: 4000, seed: 99) + Data([0xFF, 0xD9])
    }

    /// The sample JPEG with its baseline frame header's size replaced.
    static func jpegClaiming(width: UInt16, height: UInt16) -> Data {
        var bytes = [UInt8](sampleJPEG)
        let sof = offset(ofMarker: 0xC0, in: bytes)
        bytes.replaceSubrange((sof + 5)..<(sof + 9), with: [UInt8(height >> 8), UInt8(height & 0xFF), UInt8(width >> 8), UInt8(width & 0xFF)])
        return Data(bytes)
    }

    // MARK: PNG

    static func pngWithBadCRC(of type: String) -> Data {
        var bytes = [UInt8](ImageFixtures.samplePNG)
        let at = bytes.indices.first { bytes[$0..<min($0 + 4, bytes.count)].elementsEqual(type.utf8) }!
        let length = Int(ImageFixtures.bigEndianValue(bytes[(at - 4)..<at]))
        bytes[at + 4 + length] ^= 0x01
        return Data(bytes)
    }

    static func pngWithBadAncillaryCRC() -> Data {
        var chunk = ImageFixtures.pngChunk("tEXt", Array("Comment\0Innkalling".utf8))
        chunk[chunk.count - 1] ^= 0x01
        return ImageFixtures.inserting(pngChunk: chunk, into: ImageFixtures.samplePNG)
    }

    static func pngWithChunkLength(_ length: UInt32) -> Data {
        var bytes = [UInt8](ImageFixtures.samplePNG)
        bytes.replaceSubrange(8..<12, with: ImageFixtures.bigEndian(length))
        return Data(bytes)
    }

    /// An 8-bit grey PNG whose one IDAT is a real zlib stream of `inflatedBytes` zeros (rows
    /// with filter 0 of black): a decompression bomb of about 1 : 160, made in a moment.
    static func pngBomb(width: UInt32, height: UInt32, inflatedBytes: Int) -> Data {
        let ihdr = ImageFixtures.bigEndian(width) + ImageFixtures.bigEndian(height) + [8, 0, 0, 0, 0]
        let idat = Deflate.zeros(count: inflatedBytes)
        return Data(ImageFixtures.pngSignature + ImageFixtures.pngChunk("IHDR", ihdr)
                    + Self.chunk("IDAT", idat) + ImageFixtures.pngChunk("IEND", []))
    }

    /// A PNG chunk with a table-driven CRC, for chunks too large for the fixture's bitwise one.
    static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let typeBytes = Array(type.utf8)
        return ImageFixtures.bigEndian(UInt32(data.count)) + typeBytes + data + ImageFixtures.bigEndian(crc32(typeBytes + data))
    }

    static func crc32<Bytes: Sequence<UInt8>>(_ bytes: Bytes) -> UInt32 {
        ~bytes.reduce(0xFFFF_FFFF) { crc, byte in crcTable[Int((crc ^ UInt32(byte)) & 0xFF)] ^ (crc >> 8) }
    }

    static let crcTable: [UInt32] = (0..<256).map { index in
        (0..<8).reduce(UInt32(index)) { crc, _ in crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
    }

    // MARK: HEIC

    /// The committed iPhone-like HEIC: ftyp, meta (hdlr pitm iloc iinf iprp iref), mdat.
    static let sampleHEIC: [UInt8] = [UInt8](try! ImageFixtures.fixture("four-corners-rotated.heic"))

    static func boxOffset(_ type: String, in bytes: [UInt8]) -> Int {
        bytes.indices.dropFirst(4).first { bytes[$0..<min($0 + 4, bytes.count)].elementsEqual(type.utf8) }! - 4
    }

    static func heicWithBoxSize(of type: String, _ size: UInt32) -> Data {
        var bytes = sampleHEIC
        let at = boxOffset(type, in: bytes)
        bytes.replaceSubrange(at..<(at + 4), with: ImageFixtures.bigEndian(size))
        return Data(bytes)
    }

    /// The coded image's `iloc` extent length replaced (version 0, 4-byte offsets and lengths).
    static func heicWithImageExtentLength(_ length: UInt32) -> Data {
        var bytes = sampleHEIC
        let iloc = boxOffset("iloc", in: bytes)
        // header 12, sizes 2, count 2, then item 1: id 2, data reference 2, base offset 4, extent count 2, offset 4, length 4
        let extentLength = iloc + 12 + 2 + 2 + 2 + 2 + 4 + 2 + 4
        bytes.replaceSubrange(extentLength..<(extentLength + 4), with: ImageFixtures.bigEndian(length))
        return Data(bytes)
    }

    /// One derived item (3 from 1) whose `dimg` box is 2 bytes larger than its `iref` allows,
    /// and whose target is item 0x1001: a strict reader skips the box, libheif does not.
    static func heicWithOversizedReference() -> Data {
        var bytes = [UInt8](HEIFBuilder.derivations([(3, [1])]))
        let dimg = boxOffset("dimg", in: bytes)
        let size = ImageFixtures.bigEndianValue(bytes[dimg..<(dimg + 4)])
        bytes.replaceSubrange(dimg..<(dimg + 4), with: ImageFixtures.bigEndian(size + 2))
        bytes.replaceSubrange((dimg + 12)..<(dimg + 14), with: [0x10, 0x01])  // after header, from, count
        return Data(bytes)
    }

    /// The `ipco` box's properties wrapped in `depth` more `ipco` boxes.
    static func heicWithNestedProperties(depth: Int) -> Data {
        let bytes = sampleHEIC
        let ipco = boxOffset("ipco", in: bytes)
        let ipcoSize = Int(ImageFixtures.bigEndianValue(bytes[ipco..<(ipco + 4)]))
        var nested = Array(bytes[(ipco + 8)..<(ipco + ipcoSize)])
        for _ in 0..<depth { nested = ImageFixtures.box("ipco", nested) }
        let grown = nested.count - (ipcoSize - 8)
        var result = Array(bytes[..<(ipco + 8)]) + nested + Array(bytes[(ipco + ipcoSize)...])
        // Every box around ipco grows with it (the item data is not reached before the refusal).
        for box in ["meta", "iprp", "ipco"] {
            let at = boxOffset(box, in: result)
            let size = ImageFixtures.bigEndianValue(result[at..<(at + 4)]) + UInt32(grown)
            result.replaceSubrange(at..<(at + 4), with: ImageFixtures.bigEndian(size))
        }
        return Data(result)
    }
}

extension ImageFixtures {
    static func bigEndianValue(_ bytes: ArraySlice<UInt8>) -> UInt32 {
        bytes.reduce(0) { $0 << 8 | UInt32($1) }
    }
}

/// Hand-made HEIF files with derived images, for reference loops.
enum HEIFBuilder {
    /// A HEIF file with one coded item (1, `hvc1`, 320 × 240), an Exif item (2, no data) and
    /// `iden` items derived (`dimg`) as `references` say, `primary` being the primary item.
    static func derivations(_ references: [(from: UInt16, to: [UInt16])], primary: UInt16 = 3) -> Data {
        let derived = Set(references.map(\.from)).sorted()
        let sps = ImageFixtures.hevcSequenceParameterSet(width: 320, height: 240)
        let itemData: [UInt8] = ImageFixtures.bigEndian(UInt32(sps.count)) + sps + [0, 0, 0, 2, 0x26, 0x01]
        func u16(_ value: UInt16) -> [UInt8] { [UInt8(value >> 8), UInt8(value & 0xFF)] }

        let ftyp = ImageFixtures.box("ftyp", Array("heic".utf8) + [0, 0, 0, 0] + Array("mif1heic".utf8))
        let hdlr = ImageFixtures.fullBox("hdlr", [0, 0, 0, 0] + Array("pict".utf8) + [UInt8](repeating: 0, count: 12) + [0])
        let pitm = ImageFixtures.fullBox("pitm", u16(primary))
        let items = [(UInt16(1), "hvc1"), (UInt16(2), "Exif")] + derived.map { ($0, "iden") }
        let infes = items.flatMap { id, type in ImageFixtures.fullBox("infe", version: 2, u16(id) + [0, 0] + Array(type.utf8) + [0]) }
        let iinf = ImageFixtures.fullBox("iinf", u16(UInt16(items.count)) + infes)
        var hvcC: [UInt8] = [1, 0x01] + [UInt8](repeating: 0, count: 19) + [0xFF]
        hvcC[12] = 93
        hvcC += [1, 0x80 | 33, 0, 1, UInt8(sps.count >> 8), UInt8(sps.count & 0xFF)] + sps
        let ispe = ImageFixtures.fullBox("ispe", ImageFixtures.bigEndian(320) + ImageFixtures.bigEndian(240))
        let ipco = ImageFixtures.box("ipco", ImageFixtures.box("hvcC", hvcC) + ispe)
        // Item 1 has hvcC (essential) and ispe; each derived item has ispe.
        let associations = u16(1) + [2, 0x81, 0x02] + derived.flatMap { u16($0) + [1, 0x02] }
        let ipma = ImageFixtures.fullBox("ipma", ImageFixtures.bigEndian(UInt32(1 + derived.count)) + associations)
        let iprp = ImageFixtures.box("iprp", ipco + ipma)
        let iref = ImageFixtures.fullBox("iref", references.flatMap { from, to in
            ImageFixtures.box("dimg", u16(from) + u16(UInt16(to.count)) + to.flatMap(u16))
        })
        func iloc(dataOffset: UInt32) -> [UInt8] {
            // Version 0, 4-byte offsets and lengths; the derived items point at the same data.
            ImageFixtures.fullBox("iloc", [0x44, 0x00] + u16(UInt16(items.count)) + items.flatMap { id, _ in
                u16(id) + [0, 0, 0, 1] + ImageFixtures.bigEndian(dataOffset) + ImageFixtures.bigEndian(UInt32(itemData.count))
            })
        }
        func meta(dataOffset: UInt32) -> [UInt8] {
            ImageFixtures.fullBox("meta", hdlr + pitm + iloc(dataOffset: dataOffset) + iinf + iprp + iref)
        }
        let dataOffset = UInt32(ftyp.count + meta(dataOffset: 0).count + 8)
        return Data(ftyp + meta(dataOffset: dataOffset) + ImageFixtures.box("mdat", itemData))
    }
}

/// Just enough of RFC 1950/1951 to write a zlib stream of zeros: fixed Huffman codes, one
/// literal 0, then matches of 258 bytes at distance 1.
enum Deflate {
    static func zeros(count: Int) -> [UInt8] {
        var bits = BitsLSBFirst()
        bits.append(1, bits: 1)  // BFINAL
        bits.append(1, bits: 2)  // BTYPE 01: fixed Huffman codes
        var remaining = count
        if remaining > 0 {
            bits.appendCode(0x30, bits: 8)  // literal 0
            remaining -= 1
        }
        while remaining >= 258 {
            bits.appendCode(0xC5, bits: 8)  // length symbol 285: 258 bytes
            bits.appendCode(0, bits: 5)  // distance symbol 0: distance 1
            remaining -= 258
        }
        for _ in 0..<remaining { bits.appendCode(0x30, bits: 8) }
        bits.appendCode(0, bits: 7)  // end of block
        // Adler-32 of zeros: a stays 1, b adds 1 per byte.
        let adler = UInt32(count % 65521) << 16 | 1
        return [0x78, 0x01] + bits.bytes + ImageFixtures.bigEndian(adler)
    }

    /// Deflate packs values from the least significant bit, Huffman codes from their most.
    struct BitsLSBFirst {
        private(set) var bytes: [UInt8] = []
        private var used = 8

        mutating func append(_ value: Int, bits: Int) {
            for index in 0..<bits { appendBit((value >> index) & 1) }
        }

        mutating func appendCode(_ code: Int, bits: Int) {
            for index in stride(from: bits - 1, through: 0, by: -1) { appendBit((code >> index) & 1) }
        }

        private mutating func appendBit(_ bit: Int) {
            if used == 8 {
                bytes.append(0)
                used = 0
            }
            bytes[bytes.count - 1] |= UInt8(bit) << UInt8(used)
            used += 1
        }
    }
}
