import ArkivatorCore
import Foundation

/// A PDF of a document's pages: each page's JPEG as it is (no re-encoding), and over it the
/// recognised lines as invisible text, so that the PDF can be searched and its text copied.
///
/// The text is set in Courier, one of the fonts every PDF reader has: its glyphs are all
/// 0.6 em wide, so one horizontal scale makes a line exactly as wide as its box on the page.
public enum SearchablePDF {
    public struct Page: Sendable {
        public let jpeg: Data
        public let lines: [PlacedLine]

        public init(jpeg: Data, lines: [PlacedLine]) {
            self.jpeg = jpeg
            self.lines = lines
        }
    }

    public enum Problem: Error, Equatable, Sendable {
        case noPages
        /// The page's image is not a baseline or progressive JPEG that a PDF can hold.
        case unreadableJPEG(page: Int)
    }

    /// A4's width in points; every page is scaled to it, whatever the photo's resolution.
    static let pageWidth = 595.28

    public static func data(pages: [Page], title: String) throws(Problem) -> Data {
        guard !pages.isEmpty else { throw .noPages }
        var writer = ObjectWriter()
        let catalog = 1, pageTree = 2, font = 3, info = 4
        var pageObjects: [Int] = []
        var next = 5

        for (index, page) in pages.enumerated() {
            guard let jpeg = JPEGHeader(page.jpeg) else { throw .unreadableJPEG(page: index + 1) }
            let pageObject = next, contents = next + 1, image = next + 2
            next += 3
            pageObjects.append(pageObject)

            let scale = pageWidth / Double(jpeg.width)
            let height = Double(jpeg.height) * scale
            let content = Data((pageDrawing(width: pageWidth, height: height)
                + textLayer(page.lines, scale: scale, pageHeight: height)).utf8)

            writer.add(pageObject, """
                << /Type /Page /Parent \(pageTree) 0 R /MediaBox [0 0 \(number(pageWidth)) \(number(height))] \
                /Resources << /XObject << /Im0 \(image) 0 R >> /Font << /F0 \(font) 0 R >> >> /Contents \(contents) 0 R >>
                """)
            writer.add(contents, dictionary: "<< /Length \(content.count) >>", stream: content)
            writer.add(image, dictionary: """
                << /Type /XObject /Subtype /Image /Width \(jpeg.width) /Height \(jpeg.height) \
                /ColorSpace /\(jpeg.components == 1 ? "DeviceGray" : "DeviceRGB") /BitsPerComponent 8 \
                /Filter /DCTDecode /Length \(page.jpeg.count) >>
                """, stream: page.jpeg)
        }
        writer.add(catalog, "<< /Type /Catalog /Pages \(pageTree) 0 R >>")
        writer.add(pageTree, "<< /Type /Pages /Kids [\(pageObjects.map { "\($0) 0 R" }.joined(separator: " "))] /Count \(pageObjects.count) >>")
        writer.add(font, "<< /Type /Font /Subtype /Type1 /BaseFont /Courier /Encoding /WinAnsiEncoding >>")
        writer.add(info, "<< /Title \(unicodeString(title)) /Producer (Arkivator) >>")
        return writer.finished(root: catalog, info: info)
    }

    private static func pageDrawing(width: Double, height: Double) -> String {
        "q \(number(width)) 0 0 \(number(height)) 0 0 cm /Im0 Do Q\n"
    }

    /// Text render mode 3 draws nothing but keeps the text for search, selection and copying.
    /// Each word is set at its own place, so that readers find the gaps between columns.
    private static func textLayer(_ lines: [PlacedLine], scale: Double, pageHeight: Double) -> String {
        var operators = "BT 3 Tr\n"
        for line in lines {
            guard let box = line.box, box.height > 0 else { continue }
            let fontSize = Double(box.height) * scale
            // Courier's descender is about a fifth of the size; the baseline sits above the box's bottom.
            let baseline = pageHeight - Double(box.y + box.height) * scale + 0.2 * fontSize
            operators += "/F0 \(number(fontSize)) Tf\n"
            for (index, word) in line.words.enumerated() {
                // A space after each word but the last keeps words apart when the text is copied.
                var bytes = WinAnsi.bytes(word.text)
                guard !bytes.isEmpty, word.box.width > 0 else { continue }
                let horizontalScale = 100 * Double(word.box.width) * scale / (Double(bytes.count) * 0.6 * fontSize)
                if index < line.words.count - 1 { bytes.append(UInt8(ascii: " ")) }
                operators += "\(number(horizontalScale)) Tz 1 0 0 1 \(number(Double(word.box.x) * scale)) "
                    + "\(number(baseline)) Tm \(literalString(bytes)) Tj\n"
            }
        }
        return operators + "ET\n"
    }

    static func number(_ value: Double) -> String {
        String(format: "%.2f", value)
    }

    private static func literalString(_ bytes: [UInt8]) -> String {
        var result = "("
        for byte in bytes {
            switch byte {
            case UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "\\"):
                result += "\\" + String(UnicodeScalar(byte))
            case 0x20...0x7E:
                result += String(UnicodeScalar(byte))
            default:
                result += "\\" + String(byte, radix: 8).leftPadded(to: 3)
            }
        }
        return result + ")"
    }

    /// A text string in UTF-16BE with its byte-order mark, so any title survives.
    private static func unicodeString(_ text: String) -> String {
        "<FEFF" + text.utf16.map { String($0, radix: 16, uppercase: true).leftPadded(to: 4) }.joined() + ">"
    }
}

/// Numbers objects, records where each starts, and closes the file with its cross-reference table.
struct ObjectWriter {
    private var body = Data("%PDF-1.4\n%\u{E2}\u{E3}\u{CF}\u{D3}\n".utf8)
    private var offsets: [Int: Int] = [:]

    mutating func add(_ number: Int, _ object: String) {
        offsets[number] = body.count
        body += Data("\(number) 0 obj\n\(object)\nendobj\n".utf8)
    }

    mutating func add(_ number: Int, dictionary: String, stream: Data) {
        offsets[number] = body.count
        body += Data("\(number) 0 obj\n\(dictionary)\nstream\n".utf8)
        body += stream
        body += Data("\nendstream\nendobj\n".utf8)
    }

    func finished(root: Int, info: Int) -> Data {
        var result = body
        let count = (offsets.keys.max() ?? 0) + 1
        var table = "xref\n0 \(count)\n0000000000 65535 f \n"
        for number in 1..<count {
            table += "\(String(offsets[number] ?? 0).leftPadded(to: 10)) 00000 n \n"
        }
        table += "trailer\n<< /Size \(count) /Root \(root) 0 R /Info \(info) 0 R >>\nstartxref\n\(body.count)\n%%EOF\n"
        result += Data(table.utf8)
        return result
    }
}

/// The size and colour model of a JPEG, read from its start-of-frame segment.
struct JPEGHeader {
    let width: Int
    let height: Int
    let components: Int

    init?(_ data: Data) {
        let bytes = [UInt8](data)
        guard bytes.count > 4, bytes[0] == 0xFF, bytes[1] == 0xD8 else { return nil }
        var index = 2
        while index + 4 <= bytes.count {
            guard bytes[index] == 0xFF else { return nil }
            let marker = bytes[index + 1]
            if marker == 0xFF { index += 1; continue }
            let length = Int(bytes[index + 2]) << 8 | Int(bytes[index + 3])
            // SOF0–SOF2: the frames a DCTDecode filter reads (baseline, extended, progressive).
            if (0xC0...0xC2).contains(marker) {
                guard index + 9 < bytes.count else { return nil }
                height = Int(bytes[index + 5]) << 8 | Int(bytes[index + 6])
                width = Int(bytes[index + 7]) << 8 | Int(bytes[index + 8])
                components = Int(bytes[index + 9])
                guard width > 0, height > 0, components == 1 || components == 3 else { return nil }
                return
            }
            guard length >= 2 else { return nil }
            index += 2 + length
        }
        return nil
    }
}

/// PDF's WinAnsiEncoding: Latin-1 for most of Norwegian and western European text, with the
/// typographic quotes, dashes and the euro sign in the 0x80–0x9F range. Anything else is `?`.
enum WinAnsi {
    private static let specials: [Unicode.Scalar: UInt8] = [
        "€": 0x80, "‚": 0x82, "ƒ": 0x83, "„": 0x84, "…": 0x85, "†": 0x86, "‡": 0x87, "ˆ": 0x88,
        "‰": 0x89, "Š": 0x8A, "‹": 0x8B, "Œ": 0x8C, "Ž": 0x8E, "‘": 0x91, "’": 0x92, "“": 0x93,
        "”": 0x94, "•": 0x95, "–": 0x96, "—": 0x97, "˜": 0x98, "™": 0x99, "š": 0x9A, "›": 0x9B,
        "œ": 0x9C, "ž": 0x9E, "Ÿ": 0x9F,
    ]

    static func bytes(_ text: String) -> [UInt8] {
        text.precomposedStringWithCanonicalMapping.unicodeScalars.map { scalar in
            switch scalar.value {
            case 0x20...0x7E, 0xA0...0xFF: UInt8(scalar.value)
            default: specials[scalar] ?? UInt8(ascii: "?")
            }
        }
    }
}

extension String {
    func leftPadded(to width: Int, with pad: Character = "0") -> String {
        count >= width ? self : String(repeating: pad, count: width - count) + self
    }
}
