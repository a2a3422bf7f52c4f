import ArkivatorCore
import Foundation

/// A PDF letter opened by poppler's own tools (see `PopplerProcess`): its pages, the text
/// layer each carries, and each page rendered as an image. Held in memory only.
public struct PDFLetter: Sendable {
    /// One page as `pdfinfo` and `pdfimages` describe it.
    public struct PageInfo: Sendable, Equatable {
        /// Width and height in points (1/72 inch), as displayed (after the page's rotation).
        public let width: Double
        public let height: Double
        /// The resolution, in pixels per inch, of the largest picture on the page; nil for a page
        /// without pictures.
        public let pictureResolution: Double?
        /// The share of the page the pictures on it cover, 0 for a page without any.
        public let pictureCoverage: Double
    }

    /// The archive's pages are 300 DPI, as `PageEnhancer` makes them.
    public static let archiveResolution = 300
    /// Below this a page's print would be too coarse to read, so a page that only fits the pixel
    /// limit at a lower resolution is refused.
    public static let lowestResolution = 72

    public let data: Data
    public let pages: [PageInfo]
    let process: PopplerProcess

    /// Whether `data` starts like a PDF: `%PDF-` within its first kilobyte, where readers look.
    public static func looksLikePDF(_ data: Data) -> Bool {
        let head = data.prefix(1024)
        return head.range(of: Data("%PDF-".utf8)) != nil
    }

    /// Opens `data`, refusing it when it is too large, encrypted, damaged or has too many pages.
    public init(_ data: Data, limits: PDFLimits = .standard) throws(PDFError) {
        guard data.count <= limits.maximumBytes else { throw .tooLarge(bytes: data.count, limit: limits.maximumBytes) }
        guard Self.looksLikePDF(data) else { throw .damaged }
        self.data = data
        process = PopplerProcess(limits: limits)
        // Pages past the last are left out by pdfinfo, so one run tells the count and every size.
        let perPage = String(decoding: try process.output("pdfinfo", ["-f", "1", "-l", String(max(1, limits.maximumPages)), "fd://0"],
                                                          input: data), as: UTF8.self)
        guard let count = Self.fields(perPage)["Pages"].flatMap(Int.init), count > 0 else { throw .damaged }
        guard count <= limits.maximumPages else { throw .tooManyPages(count: count, limit: limits.maximumPages) }
        let pictures = Self.pictures(String(decoding: try process.output("pdfimages", ["-list", "fd://0"], input: data),
                                            as: UTF8.self))
        pages = try (1...count).map { (number: Int) throws(PDFError) -> PageInfo in
            guard let size = Self.pageSize(number, in: perPage) else { throw .damaged }
            let rotation = Self.pageRotation(number, in: perPage)
            let (width, height) = rotation % 180 == 0 ? size : (size.1, size.0)
            guard width > 0, height > 0, width.isFinite, height.isFinite else { throw .pageTooLarge(page: number) }
            let onPage = pictures.filter { $0.page == number }
            let covered = onPage.reduce(0.0) { $0 + ($1.width / $1.xResolution) * ($1.height / $1.yResolution) * 72 * 72 }
            return PageInfo(width: width, height: height,
                            pictureResolution: onPage.max { $0.width * $0.height < $1.width * $1.height }
                                .map { max($0.xResolution, $0.yResolution) },
                            pictureCoverage: min(1, covered / (width * height)))
        }
    }

    // MARK: The text layer

    /// Every page's text layer, read in one run of `pdftotext`, with each word's box in pixels
    /// of the page rendered at `resolution`; confidence 1, as the text is the letter's own.
    public func textLayers(resolution: Int = archiveResolution) throws(PDFError) -> [RecognizedPage] {
        let xhtml = try process.output("pdftotext", ["-bbox-layout", "-enc", "UTF-8", "-f", "1", "-l", String(pages.count),
                                                     "fd://0", "-"], input: data)
        var layers = TextLayerParser.pages(in: xhtml, scale: Double(resolution) / 72)
        // A page poppler found nothing on may be missing at the end of the output.
        layers += Array(repeating: RecognizedPage(blocks: []), count: max(0, pages.count - layers.count))
        return Array(layers.prefix(pages.count))
    }

    // MARK: Rendering

    /// The resolution page `number` (from 1) is rendered at: `wanted`, or less if that would
    /// exceed the pixel limit. A page that fits only below `lowestResolution` is refused.
    public func resolution(ofPage number: Int, wanted: Int) throws(PDFError) -> Int {
        let page = pages[number - 1]
        let pixelsPerDot2 = (page.width / 72) * (page.height / 72)
        let fitting = Int((Double(process.limits.maximumPixelsPerPage) / pixelsPerDot2).squareRoot().rounded(.down))
        let chosen = min(wanted, fitting)
        guard chosen >= Self.lowestResolution else { throw .pageTooLarge(page: number) }
        return chosen
    }

    /// The resolution a page without a text layer to trust is read at: its largest picture's
    /// own, within 72–600 DPI, so that a scan or a photo saved as a PDF is neither blurred nor
    /// blown up (the page enhancer brings a found sheet to 300 DPI itself); the archive's 300
    /// for a page without pictures. Lowered to fit the pixel limit.
    public func readingResolution(ofPage number: Int) throws(PDFError) -> Int {
        let wanted = pages[number - 1].pictureResolution.map { Int(min(600, max(72, $0)).rounded()) } ?? Self.archiveResolution
        return try resolution(ofPage: number, wanted: wanted)
    }

    /// Page `number` (from 1) rendered in grey at `resolution` DPI.
    public func grayPage(_ number: Int, resolution: Int) throws(PDFError) -> GrayImage {
        let pgm = try process.output("pdftoppm", ["-gray", "-r", String(resolution), "-f", String(number), "-l", String(number),
                                                  "fd://0"], input: data)
        guard let image = PortableGraymap.image(pgm, resolution: resolution) else { throw .damaged }
        return image
    }

    /// Page `number` (from 1) rendered in colour as a JPEG of quality 95, as a photo of it
    /// would be given: the page finder looks at colour. JPEG rather than PNG because poppler
    /// writes a 12-megapixel page as a PNG in 2.4 s and as a JPEG in 0.3 s, and at quality 95
    /// the print's edges are kept for the recogniser.
    public func photoPage(_ number: Int, resolution: Int) throws(PDFError) -> Data {
        let jpeg = try process.output("pdftoppm", ["-jpeg", "-jpegopt", "quality=95", "-r", String(resolution),
                                                   "-f", String(number), "-l", String(number), "fd://0"], input: data)
        guard jpeg.starts(with: [0xFF, 0xD8, 0xFF]) else { throw .damaged }
        return jpeg
    }

    // MARK: Reading the tools' words

    static func fields(_ text: String) -> [String: String] {
        var fields: [String: String] = [:]
        for line in text.split(separator: "\n") {
            guard let colon = line.firstIndex(of: ":") else { continue }
            fields[String(line[..<colon])] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        return fields
    }

    /// «Page    3 size: 595.304 x 841.89 pts (A4)»
    static func pageSize(_ number: Int, in text: String) -> (Double, Double)? {
        for line in text.split(separator: "\n") where line.hasPrefix("Page ") && line.contains(" size: ") {
            let words = line.split(separator: " ")
            guard words.count >= 6, Int(words[1]) == number, let width = Double(words[3]), words[4] == "x",
                  let height = Double(words[5]) else { continue }
            return (width, height)
        }
        return nil
    }

    /// «Page    3 rot:  90»
    static func pageRotation(_ number: Int, in text: String) -> Int {
        for line in text.split(separator: "\n") where line.hasPrefix("Page ") && line.contains(" rot: ") {
            let words = line.split(separator: " ")
            if words.count >= 4, Int(words[1]) == number, let rotation = Int(words[3]) { return ((rotation % 360) + 360) % 360 }
        }
        return 0
    }

    struct Picture {
        let page: Int
        let width: Double, height: Double
        let xResolution: Double, yResolution: Double
    }

    /// The pictures `pdfimages -list` lists, skipping soft masks (a picture's transparency).
    static func pictures(_ text: String) -> [Picture] {
        text.split(separator: "\n").compactMap { line in
            let columns = line.split(separator: " ")
            guard columns.count >= 14, let page = Int(columns[0]), columns[2] == "image",
                  let width = Double(columns[3]), let height = Double(columns[4]),
                  let x = Double(columns[12]), let y = Double(columns[13]), x > 0, y > 0 else { return nil }
            return Picture(page: page, width: width, height: height, xResolution: x, yResolution: y)
        }
    }
}

/// The binary PGM (`P5`) `pdftoppm -gray` writes.
enum PortableGraymap {
    static func image(_ data: Data, resolution: Int) -> GrayImage? {
        let bytes = [UInt8](data)
        var index = 0
        func token() -> Int? {
            while index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x0A || bytes[index] == 0x0D || bytes[index] == 0x09 {
                index += 1
            }
            var value = 0, digits = 0
            while index < bytes.count, (0x30...0x39).contains(bytes[index]), digits < 9 {
                value = value * 10 + Int(bytes[index] - 0x30)
                index += 1
                digits += 1
            }
            return digits > 0 ? value : nil
        }
        guard bytes.starts(with: [0x50, 0x35]) else { return nil }
        index = 2
        guard let width = token(), let height = token(), let maximum = token(), maximum == 255,
              width > 0, height > 0, index < bytes.count else { return nil }
        index += 1
        guard bytes.count - index >= width * height else { return nil }
        return GrayImage(width: width, height: height, pixels: Array(bytes[index..<(index + width * height)]),
                         resolution: resolution)
    }
}
