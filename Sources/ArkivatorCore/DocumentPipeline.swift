import Foundation

/// One photographed page made to look scanned, ready for reading and for the archive.
public struct EnhancedPage: Sendable {
    /// The page in grey, as the recogniser reads it.
    public let image: GrayImage
    /// The archived image: a JPEG within the size limit.
    public let jpeg: Data
    /// A lossless copy when one was asked for.
    public let png: Data?
    /// False when no page could be told from its background and the whole photo was used.
    public let pageFound: Bool
    /// The page's corners in the upright photo; the whole frame when no page was found.
    public let corners: Quadrilateral
    /// Seconds spent decoding the photo and enhancing it.
    public let decodeSeconds: Double
    public let enhanceSeconds: Double

    public init(image: GrayImage, jpeg: Data, png: Data?, pageFound: Bool, corners: Quadrilateral,
                decodeSeconds: Double, enhanceSeconds: Double) {
        self.image = image
        self.jpeg = jpeg
        self.png = png
        self.pageFound = pageFound
        self.corners = corners
        self.decodeSeconds = decodeSeconds
        self.enhanceSeconds = enhanceSeconds
    }
}

/// Finds the page in a photo and flattens it; implemented over Leptonica by `ArkivatorImaging`.
public protocol PageEnhancing: Sendable {
    /// `corners`, in the upright photo's pixels, replace the search when given.
    func enhance(photo: Data, corners: Quadrilateral?) throws -> EnhancedPage
}

/// The steps a document goes through, in order, for progress shown to the user.
public enum PipelineStage: String, Sendable, CaseIterable {
    case enhancing
    case recognizing
    case analyzing

    public var norwegianLabel: String {
        switch self {
        case .enhancing: "forbedrer bilde"
        case .recognizing: "leser tekst"
        case .analyzing: "analyserer"
        }
    }

    public var englishLabel: String {
        switch self {
        case .enhancing: "improving the image"
        case .recognizing: "reading the text"
        case .analyzing: "analysing"
        }
    }
}

/// Seconds per stage of one document, summed over its pages.
public struct PipelineTimings: Sendable, Hashable, Codable {
    public var decode = 0.0
    public var enhance = 0.0
    public var ocr = 0.0
    public var analyze = 0.0

    public init() {}
}

/// Photo to text: enhances every page, then reads them, several at a time where cores allow.
public struct DocumentReader: Sendable {
    public let enhancer: any PageEnhancing
    public let recognizer: any TextRecognizer

    public init(enhancer: any PageEnhancing, recognizer: any TextRecognizer) {
        self.enhancer = enhancer
        self.recognizer = recognizer
    }

    public func enhance(photos: [Data], corners: [Quadrilateral?] = [], timings: inout PipelineTimings) throws -> [EnhancedPage] {
        try photos.enumerated().map { index, photo in
            let page = try enhancer.enhance(photo: photo, corners: index < corners.count ? corners[index] : nil)
            timings.decode += page.decodeSeconds
            timings.enhance += page.enhanceSeconds
            return page
        }
    }

    /// Reads the pages in parallel; results come back in page order. A single page is read as
    /// two bands split at a blank gap between lines, so that both cores work on it.
    public func recognize(_ pages: [GrayImage], timings: inout PipelineTimings) async throws -> [RecognizedPage] {
        let start = ContinuousClock.now
        defer { timings.ocr += (ContinuousClock.now - start).inSeconds }
        guard pages.count == 1, ProcessInfo.processInfo.activeProcessorCount > 1,
              let split = pages[0].blankRowNearMiddle()
        else { return try await recognizer.recognize(pages: pages) }
        let bands = try await recognizer.recognize(pages: [pages[0].rows(0..<split), pages[0].rows(split..<pages[0].height)])
        return [RecognizedPage(blocks: bands[0].blocks + bands[1].blocks.map { $0.shifted(down: split) })]
    }
}

extension Duration {
    public var inSeconds: Double {
        Double(components.seconds) + Double(components.attoseconds) / 1e18
    }
}

extension Document {
    /// A new document as the analysis of its text suggests it; every field stays the user's to change.
    public init(analysis: LetterAnalysis, text: DocumentText, scanDate: Date, originalFileName: String? = nil) {
        self.init(
            title: analysis.title, docType: analysis.docType, documentDate: analysis.documentDate,
            appointment: analysis.appointment, institution: analysis.institution, department: analysis.department,
            specialty: analysis.specialty, personID: analysis.person?.id, keywords: analysis.keywords,
            text: text.text, ocrConfidence: text.confidence, lowConfidenceSpans: text.lowConfidenceSpans,
            personnummerFound: analysis.personnummerFound, scanDate: scanDate, originalFileName: originalFileName)
    }
}

extension GrayImage {
    /// The middle of the widest run of blank rows between 35% and 65% of the height: a gap
    /// between paragraphs, where cutting the page splits no line of text. Nil when there is none.
    func blankRowNearMiddle() -> Int? {
        let margin = width / 20
        var best: (start: Int, length: Int)?
        var runStart: Int?
        for y in (height * 35 / 100)..<(height * 65 / 100) {
            let row = pixels[(y * width + margin)..<(y * width + width - margin)]
            if row.allSatisfy({ $0 > 160 }) {
                if runStart == nil { runStart = y }
                let length = y - runStart! + 1
                if length > (best?.length ?? 0) { best = (runStart!, length) }
            } else {
                runStart = nil
            }
        }
        // Less than a line's height of white is the space between two lines, not between blocks.
        guard let best, best.length >= resolution / 12 else { return nil }
        return best.start + best.length / 2
    }

    func rows(_ range: Range<Int>) -> GrayImage {
        GrayImage(width: width, height: range.count, pixels: Array(pixels[(range.lowerBound * width)..<(range.upperBound * width)]),
                  resolution: resolution)
    }
}

extension RecognizedPage.Block {
    func shifted(down offset: Int) -> RecognizedPage.Block {
        func move(_ box: PixelBox) -> PixelBox { PixelBox(x: box.x, y: box.y + offset, width: box.width, height: box.height) }
        return RecognizedPage.Block(
            paragraphs: paragraphs.map { paragraph in
                RecognizedPage.Paragraph(lines: paragraph.lines.map { line in
                    RecognizedPage.Line(words: line.words.map { RecognizedPage.Word(text: $0.text, confidence: $0.confidence, box: move($0.box)) },
                                        confidence: line.confidence)
                })
            },
            confidence: confidence, box: move(box))
    }
}
