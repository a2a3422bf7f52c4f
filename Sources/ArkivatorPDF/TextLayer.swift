import ArkivatorCore
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// Reads the XHTML of `pdftotext -bbox-layout` (pages of blocks of lines of words, each with
/// its box in points from the page's top left) into recognised pages, with Foundation's XML
/// parser. A document that breaks off yields the pages read up to there; the pages it lacks
/// have no layer, and are read from their image instead.
enum TextLayerParser {
    static func pages(in xhtml: Data, scale: Double) -> [RecognizedPage] {
        let reader = Reader(scale: scale)
        let parser = XMLParser(data: xhtml)
        // The DOCTYPE names the XHTML DTD on the web: never fetched.
        parser.shouldResolveExternalEntities = false
        parser.delegate = reader
        _ = parser.parse()
        return reader.pages
    }

    /// The box of an element's `xMin`, `yMin`, `xMax` and `yMax`, in pixels at `scale` per point.
    static func box(_ attributes: [String: String], scale: Double) -> PixelBox? {
        guard let x0 = attributes["xMin"].flatMap(Double.init), let y0 = attributes["yMin"].flatMap(Double.init),
              let x1 = attributes["xMax"].flatMap(Double.init), let y1 = attributes["yMax"].flatMap(Double.init),
              [x0, y0, x1, y1].allSatisfy({ $0.isFinite && abs($0) < 1e6 }) else { return nil }
        let left = Int((min(x0, x1) * scale).rounded()), top = Int((min(y0, y1) * scale).rounded())
        return PixelBox(x: left, y: top, width: max(1, Int((abs(x1 - x0) * scale).rounded())),
                        height: max(1, Int((abs(y1 - y0) * scale).rounded())))
    }

    private final class Reader: NSObject, XMLParserDelegate {
        let scale: Double
        private(set) var pages: [RecognizedPage] = []
        private var blocks: [RecognizedPage.Block] = []
        private var lines: [RecognizedPage.Line] = []
        private var words: [RecognizedPage.Word] = []
        private var blockBox: PixelBox?
        private var wordBox: PixelBox?
        private var word: String?

        init(scale: Double) {
            self.scale = scale
        }

        func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                    attributes: [String: String] = [:]) {
            switch name {
            case "page": blocks = []
            case "block":
                blockBox = TextLayerParser.box(attributes, scale: scale)
                lines = []
            case "line": words = []
            case "word":
                wordBox = TextLayerParser.box(attributes, scale: scale)
                word = ""
            default: break
            }
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            word? += string
        }

        func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
            switch name {
            case "word":
                if let text = word?.trimmingCharacters(in: .whitespacesAndNewlines), !text.isEmpty, let wordBox {
                    words.append(RecognizedPage.Word(text: text, confidence: 1, box: wordBox))
                }
                word = nil
            case "line":
                if !words.isEmpty { lines.append(RecognizedPage.Line(words: words, confidence: 1)) }
                words = []
            case "block":
                if !lines.isEmpty, let blockBox {
                    blocks.append(RecognizedPage.Block(paragraphs: [RecognizedPage.Paragraph(lines: lines)], confidence: 1,
                                                       box: blockBox))
                }
                lines = []
            case "page":
                pages.append(RecognizedPage(blocks: blocks))
                blocks = []
            default: break
            }
        }
    }
}

/// Whether a page's text layer is the letter's own text, to be taken as it is, or something
/// to read the page for instead: no layer, a few words (a header, a page number, a stamp over
/// a scanned body), or a scanner's poor recognition (runs of stray marks and broken words).
///
/// A page is taken from its layer when the layer has at least `minimumLetters` letters, at least
/// `minimumWordShare` of its words look like words (letters, with at most a mark of
/// punctuation around them, or numbers and dates), and, on a page covered by a picture (a
/// scan with a recognised layer), the layer is a page's worth of text rather than a header.
/// Anything in doubt is read from the rendered page, which also holds the layer's own text.
public enum TextLayerRule {
    /// Fewer letters than this is a header, a page number or a signature: reading the page
    /// costs a second and loses nothing.
    public static let minimumLetters = 80
    /// Born-digital letters score 0.95–1 here (numbers, dates, codes count as words);
    /// recognition garbage from a poor scan well under 0.7.
    public static let minimumWordShare = 0.75
    /// On a page mostly covered by a picture, a layer with fewer letters than this is a
    /// heading printed over a scanned body, which must be read.
    public static let minimumLettersOverPicture = 400

    public static func takesLayer(_ page: RecognizedPage, pictureCoverage: Double) -> Bool {
        let words = page.words.map(\.text)
        let letters = words.reduce(0) { $0 + $1.unicodeScalars.filter(CharacterSet.letters.contains).count }
        guard letters >= minimumLetters else { return false }
        if pictureCoverage > 0.5 && letters < minimumLettersOverPicture { return false }
        let wordlike = words.filter(looksLikeWord).count
        return Double(wordlike) / Double(max(1, words.count)) >= minimumWordShare
    }

    /// Letters alone (a hyphen or apostrophe inside), or digits with the separators of dates,
    /// times, amounts and references, with at most leading and trailing punctuation.
    static func looksLikeWord(_ word: String) -> Bool {
        let punctuation = CharacterSet(charactersIn: ".,:;!?()[]«»\"'–-/*§%")
        let core = word.trimmingCharacters(in: punctuation)
        guard !core.isEmpty else { return word.count <= 2 }
        let scalars = core.unicodeScalars
        if scalars.allSatisfy({ CharacterSet.letters.contains($0) || $0 == "-" || $0 == "'" || $0 == "’" }) {
            // Letters mixed case inside a word («oRdEt», «lIl») come from recognition, not typing.
            let inner = scalars.dropFirst()
            let upperInner = inner.filter(CharacterSet.uppercaseLetters.contains).count
            return upperInner == 0 || upperInner == inner.filter(CharacterSet.letters.contains).count
        }
        return scalars.allSatisfy { CharacterSet.decimalDigits.contains($0) || ".,:/-+".unicodeScalars.contains($0) }
            || (scalars.contains { CharacterSet.decimalDigits.contains($0) }
                && scalars.allSatisfy { CharacterSet.alphanumerics.contains($0) || ".-/".unicodeScalars.contains($0) }
                && scalars.count <= 12)
    }
}
