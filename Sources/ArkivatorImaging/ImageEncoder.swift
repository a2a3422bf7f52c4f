import ArkivatorCore
import CLeptonica
import Foundation

/// Writes page images for the archive: a JPEG that fits a size budget, and a lossless PNG.
enum ImageEncoder {
    /// The first JPEG quality tried, the step down, and the lowest quality used.
    static let highestQuality = 90
    static let qualityStep = 5
    static let lowestQuality = 40

    /// A baseline JPEG of `pix` no larger than `maximumBytes`, with `resolution` dots per inch
    /// stored in its header (the page's physical size is width ÷ resolution).
    ///
    /// The quality starts at 90 and steps down by 5 to 40; if that is still too large, the image
    /// is scaled down in steps of 10 % of its size at quality 40, and the stored resolution is
    /// scaled with it so that the page keeps its physical size.
    static func jpeg(_ pix: Pix, maximumBytes: Int = 2_000_000, resolution: Int = 300) throws(ImagingError) -> Data {
        silenceLeptonica()
        var smallest = Int.max
        for quality in stride(from: highestQuality, through: lowestQuality, by: -qualityStep) {
            let data = try encodeJPEG(pix, quality: quality, resolution: resolution)
            if data.count <= maximumBytes { return data }
            smallest = min(smallest, data.count)
        }
        for tenths in stride(from: 9, through: 1, by: -1) {
            let scale = Float(tenths) / 10
            guard let scaled = Pix(taking: pixScale(pix.pointer, scale, scale)) else { throw .encodingFailed(.jpeg) }
            let scaledResolution = max(1, Int((Float(resolution) * scale).rounded()))
            let data = try encodeJPEG(scaled, quality: lowestQuality, resolution: scaledResolution)
            if data.count <= maximumBytes { return data }
            smallest = min(smallest, data.count)
        }
        throw .encodedImageTooLarge(bytes: smallest, limit: maximumBytes)
    }

    /// A lossless PNG of `pix` with `resolution` dots per inch stored in its `pHYs` chunk.
    static func png(_ pix: Pix, resolution: Int = 300) throws(ImagingError) -> Data {
        silenceLeptonica()
        return try withResolution(resolution, on: pix) { () throws(ImagingError) -> Data in
            var bytes: UnsafeMutablePointer<UInt8>?
            var size = 0
            guard pixWriteMemPng(&bytes, &size, pix.pointer, 0) == 0, let bytes else {
                throw .encodingFailed(.png)
            }
            defer { lept_free(bytes) }
            return Data(bytes: bytes, count: size)
        }
    }

    private static func encodeJPEG(_ pix: Pix, quality: Int, resolution: Int) throws(ImagingError) -> Data {
        try withResolution(resolution, on: pix) { () throws(ImagingError) -> Data in
            var bytes: UnsafeMutablePointer<UInt8>?
            var size = 0
            guard pixWriteMemJpeg(&bytes, &size, pix.pointer, Int32(quality), 0) == 0, let bytes else {
                throw .encodingFailed(.jpeg)
            }
            defer { lept_free(bytes) }
            return Data(bytes: bytes, count: size)
        }
    }

    /// Runs `body` with the image's resolution set to `resolution`, then puts the old one back:
    /// Leptonica's writers take the resolution from the image, and the caller's image is not ours
    /// to change.
    private static func withResolution<T>(
        _ resolution: Int, on pix: Pix, _ body: () throws(ImagingError) -> T
    ) throws(ImagingError) -> T {
        let oldX = pixGetXRes(pix.pointer)
        let oldY = pixGetYRes(pix.pointer)
        let dpi = Int32(clamping: resolution)
        pixSetResolution(pix.pointer, dpi, dpi)
        defer { pixSetResolution(pix.pointer, oldX, oldY) }
        return try body()
    }
}

// MARK: - Grey images for the recogniser

extension GrayImage {
    /// The image as 8-bit grey, `width × height` bytes without row padding. Colour is turned to
    /// luminance. `resolution` defaults to the image's own, or 300 when it has none.
    init(_ pix: Pix, resolution: Int? = nil) throws(ImagingError) {
        let gray: Pix
        if pix.depth == 8 && pixGetColormap(pix.pointer) == nil {
            gray = pix
        } else if pix.depth == 32 {
            guard let converted = Pix(taking: pixConvertRGBToLuminance(pix.pointer)) else { throw .conversionFailed }
            gray = converted
        } else {
            guard let converted = Pix(taking: pixConvertTo8(pix.pointer, 0)) else { throw .conversionFailed }
            gray = converted
        }
        let width = gray.width
        let height = gray.height
        guard width > 0, height > 0, let words = pixGetData(gray.pointer) else { throw .conversionFailed }
        let wordsPerLine = Int(pixGetWpl(gray.pointer))
        var pixels = [UInt8](repeating: 0, count: width * height)
        pixels.withUnsafeMutableBufferPointer { target in
            for y in 0..<height {
                let row = words + y * wordsPerLine
                let rowStart = y * width
                // Leptonica keeps the first pixel of each 32-bit word in its most significant
                // byte (GET_DATA_BYTE), whatever the machine's byte order.
                for x in 0..<width {
                    target[rowStart + x] = UInt8(truncatingIfNeeded: row[x >> 2] >> (24 - 8 * UInt32(x & 3)))
                }
            }
        }
        let ownResolution = Int(pixGetXRes(gray.pointer))
        self.init(
            width: width, height: height, pixels: pixels,
            resolution: resolution ?? (ownResolution > 0 ? ownResolution : 300))
    }
}

extension Pix {
    /// An 8 bpp Leptonica image of a grey image, with its resolution.
    convenience init(gray image: GrayImage) throws(ImagingError) {
        guard let created = Pix(taking: pixCreate(Int32(image.width), Int32(image.height), 8)),
            let words = pixGetData(created.pointer)
        else { throw .conversionFailed }
        // This instance takes a second reference (pixClone counts it); `created` drops its own
        // when it goes out of scope, and frees the image if anything throws first.
        let pointer = pixClone(created.pointer)!
        let wordsPerLine = Int(pixGetWpl(pointer))
        image.pixels.withUnsafeBufferPointer { source in
            for y in 0..<image.height {
                let row = words + y * wordsPerLine
                let rowStart = y * image.width
                for word in 0..<wordsPerLine {
                    var value: UInt32 = 0
                    for byte in 0..<4 {
                        let x = word * 4 + byte
                        let sample = x < image.width ? UInt32(source[rowStart + x]) : 0
                        value |= sample << (24 - 8 * UInt32(byte))
                    }
                    row[word] = value
                }
            }
        }
        let dpi = Int32(clamping: image.resolution)
        pixSetResolution(pointer, dpi, dpi)
        self.init(taking: pointer)!
    }
}
