import CLeptonica
import Foundation

/// A photo decoded and turned upright, ready for page finding.
public struct DecodedPhoto: Sendable {
    /// The upright image: 32 bpp RGB (samples per pixel 3, no alpha).
    let image: Pix
    /// Width of the upright image in pixels.
    public let width: Int
    /// Height of the upright image in pixels.
    public let height: Int
    /// The format the bytes were in.
    public let format: PhotoFormat
    /// The EXIF orientation this decoder applied to the stored pixels (`.up` when none).
    /// Always `.up` for HEIC and AVIF: libheif applies the file's own `irot`/`imir` transforms
    /// while decoding, and an Exif Orientation inside a HEIF file is informational only
    /// (applying it too would turn an iPhone photo twice).
    public let orientation: ExifOrientation
}

/// Reads a photo of a page from untrusted bytes: sniffs the format from the bytes (never the
/// name), refuses decompression bombs from the header before decoding, refuses truncated and
/// damaged files, and returns the image upright as 32 bpp RGB.
public struct PhotoDecoder: Sendable {
    /// The most pixels (width × height) an image may have; checked before decoding.
    public var maximumPixels: Int
    /// The shortest side a page photo may have; smaller images are thumbnails or icons.
    public var minimumSide: Int

    public init(maximumPixels: Int = 50_000_000, minimumSide: Int = 200) {
        self.maximumPixels = maximumPixels
        self.minimumSide = minimumSide
    }

    public func decode(_ data: Data) throws(ImagingError) -> DecodedPhoto {
        guard !data.isEmpty else { throw .emptyFile }
        silenceLeptonica()
        switch ContentSniffer.sniff(data) {
        case .notAnImage(let kind):
            throw .notAnImage(looksLike: kind)
        case .unsupportedImage(let format):
            throw .unsupportedImageFormat(format)
        case .photo(let format):
            let image: Pix
            let orientation: ExifOrientation
            switch format {
            case .jpeg, .png:
                (image, orientation) = try decodeWithLeptonica(data, format: format)
            case .heic, .avif:
                image = try HEIFDecoder.decode(data, format: format, limits: self)
                orientation = .up
            }
            return DecodedPhoto(
                image: image, width: image.width, height: image.height, format: format, orientation: orientation)
        }
    }

    /// Refuses a size read from a header (or a decoder) before any pixels are allocated.
    func checkSize(width: Int, height: Int, format: PhotoFormat) throws(ImagingError) {
        guard width > 0, height > 0 else { throw .corruptImage(format) }
        let (pixels, overflow) = width.multipliedReportingOverflow(by: height)
        guard !overflow, pixels <= maximumPixels else {
            throw .tooManyPixels(width: width, height: height, limit: maximumPixels)
        }
        guard min(width, height) >= minimumSide else {
            throw .tooSmall(width: width, height: height, minimumSide: minimumSide)
        }
    }

    private func decodeWithLeptonica(
        _ data: Data, format: PhotoFormat
    ) throws(ImagingError) -> (Pix, ExifOrientation) {
        let truncated: Bool
        var stored = ExifOrientation.up
        switch format {
        case .jpeg:
            truncated = !JPEGStructure.reachesEndOfImage(data)
            stored = ExifOrientation.read(jpeg: data) ?? .up
        default:
            switch PNGStructure.scan(data) {
            case .complete(let exif):
                truncated = false
                stored = exif.flatMap(ExifOrientation.read(exif:)) ?? .up
            case .truncated:
                truncated = true
            case .malformed:
                throw .corruptImage(format)
            }
        }
        // A JPEG without its end marker decodes "successfully" with a grey bottom; refuse it, and
        // refuse it before libjpeg or libpng print their complaints about it.
        if truncated { throw .truncatedImage(format) }

        let result: Result<Pix, ImagingError> = data.withUnsafeBytes { raw in
            guard let base = raw.baseAddress?.assumingMemoryBound(to: UInt8.self) else {
                return .failure(.emptyFile)
            }
            var fileFormat: Int32 = 0
            var width: Int32 = 0
            var height: Int32 = 0
            var bitsPerSample: Int32 = 0
            var samplesPerPixel: Int32 = 0
            var colormapped: Int32 = 0
            guard
                pixReadHeaderMem(
                    base, raw.count, &fileFormat, &width, &height, &bitsPerSample, &samplesPerPixel, &colormapped)
                    == 0
            else {
                return .failure(.corruptImage(format))
            }
            do throws(ImagingError) {
                try checkSize(width: Int(width), height: Int(height), format: format)
            } catch {
                return .failure(error)
            }
            let decoded: Pix?
            if format == .jpeg {
                var warnings: Int32 = 0
                // Hint 0: Leptonica 1.82 fails on corrupt data instead of returning a damaged image.
                decoded = Pix(taking: pixReadMemJpeg(base, raw.count, 0, 1, &warnings, 0))
            } else {
                decoded = Pix(taking: pixReadMemPng(base, raw.count))
            }
            guard let decoded, decoded.width == Int(width), decoded.height == Int(height) else {
                return .failure(.corruptImage(format))
            }
            return .success(decoded)
        }
        let decoded = try result.get()
        guard let rgb = decoded.convertedToOpaqueRGB(), let upright = stored.uprighting(rgb) else {
            throw .decodingFailed(format)
        }
        return (upright, stored)
    }
}

/// Leptonica prints every error to stderr; hostile files would fill the logs. Silenced once for
/// the process (libjpeg and libpng still print their own one-line messages for damaged files).
let leptonicaSilenced: Void = {
    _ = setMsgSeverity(Int32(L_SEVERITY_NONE))
}()

func silenceLeptonica() {
    leptonicaSilenced
}

extension Pix {
    /// This image as 32 bpp RGB without alpha: grey, palette and 16-bit images are expanded,
    /// transparent parts are laid on white (as a screenshot or scan shows them).
    fileprivate func convertedToOpaqueRGB() -> Pix? {
        if depth == 32 && pixGetColormap(pointer) == nil {
            if pixGetSpp(pointer) == 4 {
                guard let blended = Pix(taking: pixAlphaBlendUniform(pointer, 0xFFFF_FF00)) else { return nil }
                pixSetSpp(blended.pointer, 3)
                return blended
            }
            return self
        }
        guard let converted = Pix(taking: pixConvertTo32(pointer)) else { return nil }
        if pixGetSpp(converted.pointer) == 4 {
            return converted.convertedToOpaqueRGB()
        }
        return converted
    }
}

// MARK: - Sniffing

/// What the first bytes of a file say it is.
enum SniffedContent: Equatable, Sendable {
    case photo(PhotoFormat)
    case unsupportedImage(UnsupportedImageFormat)
    case notAnImage(NonImageKind?)
}

/// What a file a letter was filed from is, by its bytes alone: its media type and the
/// extension it is kept under; nil for anything no letter is filed from.
public enum FiledFileKind {
    public static func of(_ data: Data) -> (mediaType: String, fileExtension: String)? {
        switch ContentSniffer.sniff(data) {
        case .photo(.jpeg): ("image/jpeg", "jpeg")
        case .photo(.png): ("image/png", "png")
        case .photo(.heic): ("image/heic", "heic")
        case .photo(.avif), .unsupportedImage(.avif): ("image/avif", "avif")
        case .notAnImage(.pdf): ("application/pdf", "pdf")
        default: nil
        }
    }
}

/// Recognises a file's type from its bytes alone.
enum ContentSniffer {
    static func sniff(_ data: Data) -> SniffedContent {
        let head = ByteView(data, from: 0, to: 4096)
        func starts(_ bytes: [UInt8], at offset: Int = 0) -> Bool { head.matches(bytes, at: offset) }
        func starts(_ text: String, at offset: Int = 0) -> Bool { head.matches(Array(text.utf8), at: offset) }

        // Images read here.
        if starts([0xFF, 0xD8, 0xFF]) { return .photo(.jpeg) }
        if starts([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) { return .photo(.png) }
        if starts("ftyp", at: 4) { return isoMediaContent(head) }

        // Images recognised but not read.
        if starts("GIF87a") || starts("GIF89a") { return .unsupportedImage(.gif) }
        if starts([0x49, 0x49, 0x2A, 0x00]) || starts([0x4D, 0x4D, 0x00, 0x2A])
            || starts([0x49, 0x49, 0x2B, 0x00]) || starts([0x4D, 0x4D, 0x00, 0x2B])
        {
            return .unsupportedImage(.tiff)
        }
        if starts("RIFF") {
            if starts("WEBP", at: 8) { return .unsupportedImage(.webp) }
            if starts("AVI ", at: 8) { return .notAnImage(.video) }
            if starts("WAVE", at: 8) { return .notAnImage(.audio) }
        }
        if starts("BM"), let headerSize = head.u32(14, bigEndian: false),
            [12, 16, 40, 52, 56, 64, 108, 124].contains(headerSize)
        {
            return .unsupportedImage(.bmp)
        }
        if starts([0x00, 0x00, 0x00, 0x0C, 0x6A, 0x50, 0x20, 0x20, 0x0D, 0x0A, 0x87, 0x0A])
            || starts([0xFF, 0x4F, 0xFF, 0x51])
        {
            return .unsupportedImage(.jpeg2000)
        }
        if starts([0xFF, 0x0A]) || starts([0x00, 0x00, 0x00, 0x0C, 0x4A, 0x58, 0x4C, 0x20, 0x0D, 0x0A, 0x87, 0x0A]) {
            return .unsupportedImage(.jpegXL)
        }
        if starts("8BPS") { return .unsupportedImage(.photoshop) }

        // Other files people pick by mistake.
        if Array("%PDF-".utf8).firstIndex(in: head, within: 1024) != nil { return .notAnImage(.pdf) }
        if starts([0x50, 0x4B, 0x03, 0x04]) || starts([0x50, 0x4B, 0x05, 0x06]) || starts([0x50, 0x4B, 0x07, 0x08]) {
            let officeMarkers = ["[Content_Types].xml", "word/", "xl/", "ppt/", "mimetypeapplication/vnd.oasis"]
            let isOffice = officeMarkers.contains { Array($0.utf8).firstIndex(in: head, within: 2048) != nil }
            return .notAnImage(isOffice ? .officeDocument : .zip)
        }
        if starts([0xD0, 0xCF, 0x11, 0xE0, 0xA1, 0xB1, 0x1A, 0xE1]) || starts("{\\rtf") {
            return .notAnImage(.officeDocument)
        }
        if starts([0x1F, 0x8B]) || starts([0x37, 0x7A, 0xBC, 0xAF, 0x27, 0x1C]) || starts("Rar!\u{1A}\u{07}") {
            return .notAnImage(.archive)
        }
        if starts("ID3") || starts("fLaC") || starts("OggS") { return .notAnImage(.audio) }
        if starts([0x1A, 0x45, 0xDF, 0xA3]) { return .notAnImage(.video) }  // Matroska, WebM
        if let text = textPrefix(of: data) { return markupContent(text) }
        return .notAnImage(nil)
    }

    /// An ISO base media file (`ftyp` box first): HEIC, AVIF, a video, or a camera raw file.
    private static func isoMediaContent(_ head: ByteView) -> SniffedContent {
        guard let boxSize = head.u32(0, bigEndian: true), boxSize >= 16 else { return .notAnImage(nil) }
        var brands: [String] = []
        var offset = 8
        while offset + 4 <= min(boxSize, head.count) {
            if offset != 12 {  // bytes 12..<16 are the minor version, not a brand
                let ascii = (0..<4).compactMap { head.u8(offset + $0) }
                if ascii.count == 4, ascii.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) {
                    brands.append(String(decoding: ascii, as: UTF8.self))
                }
            }
            offset += 4
        }
        let heic: Set = ["heic", "heix", "hevc", "hevx", "heim", "heis", "hevm", "hevs"]
        let avif: Set = ["avif", "avis"]
        let heif: Set = ["mif1", "msf1", "mif2", "miaf"]
        if brands.contains(where: heic.contains) { return .photo(.heic) }
        if brands.contains(where: avif.contains) { return .photo(.avif) }
        if brands.contains(where: heif.contains) { return .photo(.heic) }
        if brands.contains("crx ") { return .unsupportedImage(.cameraRaw) }
        if brands.contains(where: { ["M4A ", "M4B ", "M4P "].contains($0) }) { return .notAnImage(.audio) }
        return .notAnImage(.video)
    }

    /// The start of the file as text, when it is UTF-8 without control characters.
    private static func textPrefix(of data: Data) -> String? {
        var bytes = Array(data.prefix(1024))
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes.removeFirst(3) }
        guard !bytes.isEmpty else { return nil }
        // The prefix may end inside a multi-byte character.
        for cut in 0...min(3, bytes.count - 1) {
            guard let text = String(validating: bytes.dropLast(cut), as: UTF8.self) else { continue }
            let allowedControls: Set<Unicode.Scalar> = ["\t", "\n", "\r", "\u{0C}"]
            let isText = text.unicodeScalars.allSatisfy { scalar in
                allowedControls.contains(scalar) || (scalar.value >= 0x20 && scalar.value != 0x7F)
            }
            return isText ? text : nil
        }
        return nil
    }

    private static func markupContent(_ text: String) -> SniffedContent {
        let start = text.drop(while: { $0.isWhitespace }).prefix(1024).lowercased()
        if start.hasPrefix("<svg") || start.hasPrefix("<!doctype svg")
            || (start.hasPrefix("<?xml") && start.contains("<svg"))
        {
            return .unsupportedImage(.svg)
        }
        let htmlStarts = ["<!doctype html", "<html", "<head", "<body", "<meta", "<title", "<!--", "<div", "<p>", "<script"]
        if htmlStarts.contains(where: start.hasPrefix) { return .notAnImage(.html) }
        if start.hasPrefix("<?xml") { return .notAnImage(.xml) }
        return .notAnImage(.text)
    }
}

extension Array where Element == UInt8 {
    /// Where these bytes first occur among the first `limit` bytes of `view`.
    fileprivate func firstIndex(in view: ByteView, within limit: Int) -> Int? {
        guard !isEmpty else { return nil }
        let last = Swift.min(limit, view.count) - count
        guard last >= 0 else { return nil }
        for offset in 0...last where view.matches(self, at: offset) {
            return offset
        }
        return nil
    }
}

// MARK: - File structure checks

/// The marker structure of a JPEG file.
enum JPEGStructure {
    /// Whether the stream reaches its End Of Image marker (FFD9). Segments are skipped by their
    /// lengths (an Exif thumbnail's own FFD9 does not count) and the entropy-coded data is
    /// scanned for markers, so data after the image (motion photos, padding) is allowed.
    static func reachesEndOfImage(_ data: Data) -> Bool {
        data.withUnsafeBytes { raw -> Bool in
            let count = raw.count
            guard count >= 4, raw[0] == 0xFF, raw[1] == 0xD8, let base = raw.baseAddress else { return false }
            var position = 2
            while position < count {
                // Find the next 0xFF: the next marker, or (in entropy-coded data) a stuffed byte.
                guard let found = memchr(base + position, 0xFF, count - position) else { return false }
                var next = base.distance(to: UnsafeRawPointer(found)) + 1
                while next < count && raw[next] == 0xFF { next += 1 }  // fill bytes
                guard next < count else { return false }
                let marker = raw[next]
                switch marker {
                case 0xD9:
                    return true
                case 0x00, 0x01, 0xD0...0xD8:
                    position = next + 1  // stuffed 0xFF00, restart markers and other standalone markers
                default:
                    guard next + 2 < count else { return false }
                    let length = Int(raw[next + 1]) << 8 | Int(raw[next + 2])
                    guard length >= 2 else {
                        position = next + 1
                        continue
                    }
                    let end = next + 1 + length
                    guard end <= count else { return false }
                    position = end  // after a start of scan, its entropy-coded data follows
                }
            }
            return false
        }
    }
}

/// The chunk structure of a PNG file.
enum PNGStructure {
    enum Summary: Equatable {
        /// The chunks run to IEND; `exif` is the first eXIf chunk's data, if any.
        case complete(exif: Data?)
        /// A chunk runs past the end of the data, or IEND is missing.
        case truncated
        /// A chunk length is impossible.
        case malformed
    }

    static func scan(_ data: Data) -> Summary {
        let bytes = ByteView(data)
        var exif: Data?
        var position = 8
        while true {
            guard let length = bytes.u32(position, bigEndian: true) else { return .truncated }
            guard length <= 0x7FFF_FFFF else { return .malformed }
            let dataStart = position + 8
            let end = dataStart + length + 4
            guard end <= bytes.count else { return .truncated }
            if bytes.matches(Array("IEND".utf8), at: position + 4) { return .complete(exif: exif) }
            if exif == nil, bytes.matches(Array("eXIf".utf8), at: position + 4) {
                exif = data.subdata(in: (data.startIndex + dataStart)..<(data.startIndex + dataStart + length))
            }
            position = end
        }
    }
}

extension DecodedPhoto {
    /// A small JPEG of the upright photo, for marking the page's corners by hand in a browser
    /// (which may not read HEIC). Its pixels scale to the photo's by `width / preview width`.
    public func previewJPEG(longestSide: Int = 1200) throws(ImagingError) -> Data {
        let factor = min(1, Double(longestSide) / Double(max(width, height)))
        guard let small = factor < 1 ? image.scaledDown(by: factor) : image else { throw .conversionFailed }
        return try ImageEncoder.jpeg(small, maximumBytes: 1_000_000, resolution: 72)
    }
}
