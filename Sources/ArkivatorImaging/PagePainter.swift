import ArkivatorCore
import CLeptonica
import Foundation

/// Paints solid black boxes over a page image, as redaction does over the words of a
/// fødselsnummer: the number goes from the pixels, not only from the text read off them.
public struct PagePainter: PageRedacting {
    /// Pixels added on every side of a box. OCR boxes hug the ink, so without a margin the
    /// anti-aliased edges of a digit, or a box a pixel or two off, could leave it readable.
    public var padding: Int

    public init(padding: Int = 6) {
        self.padding = padding
    }

    public func paintingOver(_ boxes: [PixelBox], in image: Data) throws -> Data {
        guard !boxes.isEmpty else { return image }
        let (pix, format) = try Pix.archivedPage(image)
        // Zero is black only in a grey or RGB image without a palette; the archive writes no other.
        guard pix.depth == 8 || pix.depth == 32, pixGetColormap(pix.pointer) == nil else {
            throw ImagingError.decodingFailed(format)
        }
        for box in boxes {
            let left = max(0, box.x - padding), top = max(0, box.y - padding)
            let right = min(pix.width, box.x + box.width + padding), bottom = min(pix.height, box.y + box.height + padding)
            guard right > left, bottom > top else { continue }
            var rectangle = boxCreate(Int32(left), Int32(top), Int32(right - left), Int32(bottom - top))
            pixClearInRect(pix.pointer, rectangle)
            boxDestroy(&rectangle)
        }
        let stored = Int(pixGetXRes(pix.pointer))
        let resolution = stored > 0 ? stored : 300
        // The painted page may not grow past the limit its original was written within.
        return format == .jpeg
            ? try ImageEncoder.jpeg(pix, maximumBytes: max(image.count, 2_000_000), resolution: resolution)
            : try ImageEncoder.png(pix, resolution: resolution)
    }
}

extension Pix {
    /// A page image the archive wrote (a JPEG, or the lossless PNG), decoded as it is stored.
    static func archivedPage(_ image: Data) throws(ImagingError) -> (Pix, PhotoFormat) {
        silenceLeptonica()
        let format: PhotoFormat
        switch ContentSniffer.sniff(image) {
        case .photo(.jpeg): format = .jpeg
        case .photo(.png): format = .png
        default: throw .corruptImage(.jpeg)
        }
        let decoded: Pix? = image.withUnsafeBytes { raw in
            guard let base = raw.baseAddress?.assumingMemoryBound(to: UInt8.self) else { return nil }
            if format == .jpeg {
                var warnings: Int32 = 0
                return Pix(taking: pixReadMemJpeg(base, raw.count, 0, 1, &warnings, 0))
            }
            return Pix(taking: pixReadMemPng(base, raw.count))
        }
        guard let decoded else { throw .decodingFailed(format) }
        return (decoded, format)
    }
}
