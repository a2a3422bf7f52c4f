/// An 8-bit grayscale page image, rows top to bottom, as the recogniser reads it.
public struct GrayImage: Sendable {
    public let width: Int
    public let height: Int
    /// `width × height` bytes, 0 black to 255 white.
    public let pixels: [UInt8]
    /// Dots per inch of the page as printed, so that text size is judged right.
    public let resolution: Int

    public init(width: Int, height: Int, pixels: [UInt8], resolution: Int) {
        precondition(width > 0 && height > 0 && pixels.count == width * height, "pixels must fill the image")
        self.width = width
        self.height = height
        self.pixels = pixels
        self.resolution = resolution
    }
}

/// A rectangle in page pixels.
public struct PixelBox: Hashable, Codable, Sendable {
    public let x: Int
    public let y: Int
    public let width: Int
    public let height: Int

    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// The same box moved `offset` pixels down.
    func shifted(down offset: Int) -> PixelBox {
        PixelBox(x: x, y: y + offset, width: width, height: height)
    }
}

/// What the recogniser read on one page, in reading order: blocks of paragraphs of lines
/// of words, each with a confidence from 0 to 1.
public struct RecognizedPage: Hashable, Sendable {
    public struct Word: Hashable, Sendable {
        public let text: String
        public let confidence: Double
        public let box: PixelBox
        /// Whether the recogniser found the word in one of its languages' word lists; nil from a
        /// source that does not tell (a PDF's own text).
        public let isKnownWord: Bool?

        public init(text: String, confidence: Double, box: PixelBox, isKnownWord: Bool? = nil) {
            self.text = text
            self.confidence = confidence
            self.box = box
            self.isKnownWord = isKnownWord
        }

        /// The same word moved `offset` pixels down.
        func shifted(down offset: Int) -> Word {
            Word(text: text, confidence: confidence, box: box.shifted(down: offset), isKnownWord: isKnownWord)
        }
    }

    public struct Line: Hashable, Sendable {
        public let words: [Word]
        public let confidence: Double

        public init(words: [Word], confidence: Double) {
            self.words = words
            self.confidence = confidence
        }
    }

    public struct Paragraph: Hashable, Sendable {
        public let lines: [Line]

        public init(lines: [Line]) {
            self.lines = lines
        }
    }

    public struct Block: Hashable, Sendable {
        public let paragraphs: [Paragraph]
        public let confidence: Double
        public let box: PixelBox

        public init(paragraphs: [Paragraph], confidence: Double, box: PixelBox) {
            self.paragraphs = paragraphs
            self.confidence = confidence
            self.box = box
        }
    }

    public let blocks: [Block]

    public init(blocks: [Block]) {
        self.blocks = blocks
    }

    public var words: [Word] {
        blocks.flatMap { $0.paragraphs.flatMap { $0.lines.flatMap(\.words) } }
    }

    public var hasText: Bool { !words.isEmpty }

    /// Each line's words and where they stand, in reading order: what a PDF's text layer
    /// needs to lie over the picture of the page.
    public var placedLines: [PlacedLine] {
        blocks.flatMap { $0.paragraphs.flatMap(\.lines) }.compactMap { line in
            line.words.isEmpty ? nil : PlacedLine(words: line.words.map { PlacedWord(text: $0.text, box: $0.box) })
        }
    }
}

/// Reads the text of a page image.
public protocol TextRecognizer: Sendable {
    func recognize(_ image: GrayImage) throws -> RecognizedPage
    /// The pages of one document, in order; implementations read them in parallel where they can.
    func recognize(pages: [GrayImage]) async throws -> [RecognizedPage]
    /// The recogniser that reads an orientation trial: it must read print as it lies, never
    /// turning lines that run top to bottom, or a page on its side reads as well as an upright
    /// one and its orientation cannot be told from how well it reads.
    var readingPrintAsItLies: any TextRecognizer { get }
}

extension TextRecognizer {
    public func recognize(pages: [GrayImage]) async throws -> [RecognizedPage] {
        try pages.map(recognize)
    }

    /// A recogniser that never turns lines reads print as it lies already.
    public var readingPrintAsItLies: any TextRecognizer { self }
}

/// The text of a whole document as it is stored and shown: pages in order, paragraphs apart
/// by a blank line, lines by a line break; with the spans that were hard to read.
public struct DocumentText: Hashable, Sendable {
    /// Words read with less confidence than this are marked for the user to check.
    public static let lowConfidenceThreshold = 0.70

    public let text: String
    /// Mean word confidence weighted by word length; nil when nothing was read.
    public let confidence: Double?
    /// Ranges in Unicode scalars of `text`; neighbouring uncertain words make one span.
    public let lowConfidenceSpans: [TextSpan]

    public init(text: String, confidence: Double?, lowConfidenceSpans: [TextSpan]) {
        self.text = text
        self.confidence = confidence
        self.lowConfidenceSpans = lowConfidenceSpans
    }

    public init(pages: [RecognizedPage]) {
        var text: [Unicode.Scalar] = []
        var spans: [TextSpan] = []
        var weightedConfidence = 0.0
        var weight = 0.0

        func appendSeparator(_ separator: String) {
            if !text.isEmpty { text.append(contentsOf: separator.unicodeScalars) }
        }

        for page in pages where page.hasText {
            appendSeparator("\n\n")
            var firstParagraphOfPage = true
            for block in page.blocks {
                for paragraph in block.paragraphs where !paragraph.lines.allSatisfy({ $0.words.isEmpty }) {
                    if !firstParagraphOfPage { appendSeparator("\n\n") }
                    firstParagraphOfPage = false
                    var firstLine = true
                    for line in paragraph.lines where !line.words.isEmpty {
                        if !firstLine { appendSeparator("\n") }
                        firstLine = false
                        for (index, word) in line.words.enumerated() {
                            if index > 0 { text.append(" ") }
                            let start = text.count
                            text.append(contentsOf: word.text.unicodeScalars)
                            let end = text.count
                            let length = Double(word.text.unicodeScalars.count)
                            weightedConfidence += word.confidence * length
                            weight += length
                            guard word.confidence < Self.lowConfidenceThreshold else { continue }
                            if let last = spans.last, Self.onlySpaces(in: text, from: last.end, to: start) {
                                spans[spans.count - 1] = TextSpan(start: last.start, end: end)
                            } else {
                                spans.append(TextSpan(start: start, end: end))
                            }
                        }
                    }
                }
            }
        }
        self.init(text: String(String.UnicodeScalarView(text)), confidence: weight > 0 ? weightedConfidence / weight : nil,
                  lowConfidenceSpans: spans)
    }

    private static func onlySpaces(in text: [Unicode.Scalar], from start: Int, to end: Int) -> Bool {
        start <= end && text[start..<end].allSatisfy { $0 == " " }
    }
}

/// A line of recognised text and where each of its words stands on its page.
public struct PlacedLine: Hashable, Codable, Sendable {
    public var words: [PlacedWord]

    public init(words: [PlacedWord]) {
        self.words = words
    }

    public var text: String { words.map(\.text).joined(separator: " ") }

    /// The smallest box around every word; nil for a line without words.
    public var box: PixelBox? {
        guard let first = words.first?.box else { return nil }
        var left = first.x, top = first.y, right = first.x + first.width, bottom = first.y + first.height
        for word in words.dropFirst() {
            left = min(left, word.box.x)
            top = min(top, word.box.y)
            right = max(right, word.box.x + word.box.width)
            bottom = max(bottom, word.box.y + word.box.height)
        }
        return PixelBox(x: left, y: top, width: right - left, height: bottom - top)
    }
}

public struct PlacedWord: Hashable, Codable, Sendable {
    public var text: String
    public var box: PixelBox

    public init(text: String, box: PixelBox) {
        self.text = text
        self.box = box
    }
}
