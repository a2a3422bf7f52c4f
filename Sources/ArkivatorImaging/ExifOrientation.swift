import CLeptonica
import Foundation

/// The EXIF Orientation tag (0x0112): how the stored pixels must be turned to stand upright.
/// Raw values are the tag's values 1–8; the names say where the top of the picture is stored
/// (the same names Apple uses for `CGImagePropertyOrientation`).
public enum ExifOrientation: Int, Equatable, Hashable, Sendable, CaseIterable {
    /// 1: stored upright.
    case up = 1
    /// 2: stored mirrored left to right.
    case upMirrored = 2
    /// 3: stored upside down.
    case down = 3
    /// 4: stored mirrored top to bottom.
    case downMirrored = 4
    /// 5: stored transposed (mirrored across the top-left to bottom-right diagonal).
    case leftMirrored = 5
    /// 6: stored turned 90° anticlockwise; shown after turning it 90° clockwise (a phone held upright).
    case right = 6
    /// 7: stored transversed (mirrored across the top-right to bottom-left diagonal).
    case rightMirrored = 7
    /// 8: stored turned 90° clockwise; shown after turning it 90° anticlockwise.
    case left = 8

    /// The orientation a tag value means; values outside 1–8 mean upright, as readers do.
    public init(exifValue: Int) {
        self = ExifOrientation(rawValue: exifValue) ?? .up
    }

    /// Whether the upright image is as wide as the stored one is high.
    public var swapsWidthAndHeight: Bool {
        switch self {
        case .up, .upMirrored, .down, .downMirrored: false
        case .leftMirrored, .right, .rightMirrored, .left: true
        }
    }

    // MARK: Reading the tag

    /// The orientation in a JPEG's first `APP1` "Exif" segment, or nil when the file has none
    /// (or it is unreadable). Only the segments before the image data are looked at.
    public static func read(jpeg data: Data) -> ExifOrientation? {
        let bytes = ByteView(data)
        guard bytes.u8(0) == 0xFF, bytes.u8(1) == 0xD8 else { return nil }
        var position = 2
        while true {
            guard bytes.u8(position) == 0xFF else { return nil }
            // Any number of 0xFF fill bytes may precede a marker.
            while bytes.u8(position + 1) == 0xFF { position += 1 }
            guard let marker = bytes.u8(position + 1) else { return nil }
            switch marker {
            case 0x01, 0xD0...0xD8:
                position += 2  // standalone markers carry no length
                continue
            case 0xD9, 0xDA:
                return nil  // end of image, or the image data starts: no Exif before it
            default:
                break
            }
            guard let length = bytes.u16(position + 2, bigEndian: true), length >= 2 else { return nil }
            let payload = position + 4
            let end = position + 2 + length
            guard end <= bytes.count else { return nil }
            if marker == 0xE1, length >= 8, bytes.matches(exifHeader, at: payload) {
                let tiff = ByteView(data, from: payload + exifHeader.count, to: end)
                if let orientation = read(tiff: tiff) { return orientation }
            }
            position = end
        }
    }

    /// The orientation in an Exif block as HEIF and PNG store it: a TIFF structure starting with
    /// "II" or "MM", optionally preceded by "Exif\0\0". Nil when the block has no Orientation tag.
    public static func read(exif data: Data) -> ExifOrientation? {
        var tiff = ByteView(data)
        if tiff.matches(exifHeader, at: 0) {
            tiff = ByteView(data, from: exifHeader.count, to: data.count)
        }
        return read(tiff: tiff)
    }

    private static let exifHeader: [UInt8] = Array("Exif\0\0".utf8)

    /// Finds tag 0x0112 in IFD0 of a TIFF structure; every offset is checked against the bounds,
    /// since the offsets come from the file.
    private static func read(tiff: ByteView) -> ExifOrientation? {
        let bigEndian: Bool
        switch (tiff.u8(0), tiff.u8(1)) {
        case (0x49, 0x49): bigEndian = false  // "II", Intel
        case (0x4D, 0x4D): bigEndian = true  // "MM", Motorola
        default: return nil
        }
        guard tiff.u16(2, bigEndian: bigEndian) == 42,
            let ifdOffset = tiff.u32(4, bigEndian: bigEndian),
            ifdOffset >= 8,
            let entryCount = tiff.u16(ifdOffset, bigEndian: bigEndian)
        else { return nil }
        for index in 0..<entryCount {
            let entry = ifdOffset + 2 + index * 12
            guard entry + 12 <= tiff.count, let tag = tiff.u16(entry, bigEndian: bigEndian) else { return nil }
            guard tag == 0x0112 else { continue }
            guard let type = tiff.u16(entry + 2, bigEndian: bigEndian),
                let count = tiff.u32(entry + 4, bigEndian: bigEndian), count >= 1
            else { return nil }
            let value: Int?
            switch type {
            case 3, 8: value = tiff.u16(entry + 8, bigEndian: bigEndian)  // SHORT, SSHORT (as written)
            case 4, 9: value = tiff.u32(entry + 8, bigEndian: bigEndian)  // LONG, SLONG (written by some tools)
            default: value = nil
            }
            return value.map(ExifOrientation.init(exifValue:))
        }
        return nil
    }

    // MARK: Turning an image upright

    /// A new image: `pix` turned upright according to this orientation (`pix` itself when upright).
    /// Nil only when Leptonica fails (out of memory).
    func uprighting(_ pix: Pix) -> Pix? {
        let source = pix.pointer
        switch self {
        case .up:
            return pix
        case .upMirrored:
            return Pix(taking: pixFlipLR(nil, source))
        case .down:
            return Pix(taking: pixRotateOrth(source, 2))
        case .downMirrored:
            return Pix(taking: pixFlipTB(nil, source))
        case .leftMirrored:
            // Transpose: a quarter turn clockwise, then a mirror left to right.
            guard let turned = Pix(taking: pixRotateOrth(source, 1)) else { return nil }
            return pixFlipLR(turned.pointer, turned.pointer) == nil ? nil : turned
        case .right:
            return Pix(taking: pixRotateOrth(source, 1))
        case .rightMirrored:
            // Transverse: a quarter turn clockwise, then a mirror top to bottom.
            guard let turned = Pix(taking: pixRotateOrth(source, 1)) else { return nil }
            return pixFlipTB(turned.pointer, turned.pointer) == nil ? nil : turned
        case .left:
            return Pix(taking: pixRotateOrth(source, 3))
        }
    }
}

/// Bounds-checked reads from a range of bytes of untrusted data. Every read outside the range
/// gives nil instead of trapping.
struct ByteView {
    private let data: Data
    private let start: Int
    let count: Int

    init(_ data: Data) {
        self.init(data, from: 0, to: data.count)
    }

    /// The bytes `from ..< to`, offsets relative to the start of `data`, clamped to its bounds.
    init(_ data: Data, from: Int, to: Int) {
        self.data = data
        let lower = min(max(from, 0), data.count)
        let upper = min(max(to, lower), data.count)
        self.start = data.startIndex + lower
        self.count = upper - lower
    }

    func u8(_ offset: Int) -> UInt8? {
        guard offset >= 0, offset < count else { return nil }
        return data[start + offset]
    }

    func u16(_ offset: Int, bigEndian: Bool) -> Int? {
        guard offset >= 0, offset <= count - 2 else { return nil }
        let first = Int(data[start + offset])
        let second = Int(data[start + offset + 1])
        return bigEndian ? first << 8 | second : second << 8 | first
    }

    func u32(_ offset: Int, bigEndian: Bool) -> Int? {
        guard offset >= 0, offset <= count - 4 else { return nil }
        var value = 0
        for index in 0..<4 {
            let byte = Int(data[start + offset + (bigEndian ? index : 3 - index)])
            value = value << 8 | byte
        }
        return value
    }

    func matches(_ pattern: [UInt8], at offset: Int) -> Bool {
        guard offset >= 0, offset <= count - pattern.count else { return false }
        for (index, byte) in pattern.enumerated() where data[start + offset + index] != byte {
            return false
        }
        return true
    }

    /// A copy of the bytes in this view.
    var copied: Data { data.subdata(in: start..<(start + count)) }

    /// The bytes `from ..< to` of this view as a new view, clamped to its bounds.
    func slice(from: Int, to: Int) -> ByteView {
        let lower = min(max(from, 0), count)
        let upper = min(max(to, lower), count)
        return ByteView(data, from: start - data.startIndex + lower, to: start - data.startIndex + upper)
    }
}
