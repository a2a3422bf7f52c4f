import ArkivatorCore
import Foundation

/// Reads the XHTML of `pdftotext -bbox-layout` (pages of blocks of lines of words, each with
/// its box in points from the page's top left) into recognised pages.
enum TextLayerParser {
    static func pages(in xhtml: Data, scale: Double) -> [RecognizedPage] {
        var pages: [RecognizedPage] = []
        var blocks: [RecognizedPage.Block] = []
        var lines: [RecognizedPage.Line] = []
        var words: [RecognizedPage.Word] = []
        var blockBox: PixelBox?
        var inPage = false
        let text = String(decoding: xhtml, as: UTF8.self)
        var rest = text[...]
        while let open = rest.firstIndex(of: "<") {
            guard let close = rest[open...].firstIndex(of: ">") else { break }
            let tag = rest[rest.index(after: open)..<close]
            rest = rest[rest.index(after: close)...]
            if tag.hasPrefix("page ") || tag == "page" {
                inPage = true
                blocks = []
            } else if tag == "/page" {
                if inPage { pages.append(RecognizedPage(blocks: blocks)) }
                inPage = false
            } else if tag.hasPrefix("block ") {
                blockBox = box(tag, scale: scale)
                lines = []
            } else if tag == "/block" {
                if !lines.isEmpty, let blockBox {
                    blocks.append(RecognizedPage.Block(paragraphs: [RecognizedPage.Paragraph(lines: lines)], confidence: 1,
                                                       box: blockBox))
                }
                lines = []
            } else if tag.hasPrefix("line ") {
                words = []
            } else if tag == "/line" {
                if !words.isEmpty { lines.append(RecognizedPage.Line(words: words, confidence: 1)) }
                words = []
            } else if tag.hasPrefix("word ") {
                guard let end = rest.range(of: "</word>") else { break }
                let word = unescaped(rest[..<end.lowerBound]).trimmingCharacters(in: .whitespacesAndNewlines)
                rest = rest[end.upperBound...]
                if !word.isEmpty, let wordBox = box(tag, scale: scale) {
                    words.append(RecognizedPage.Word(text: word, confidence: 1, box: wordBox))
                }
            }
        }
        return pages
    }

    /// The box of a tag's `xMin`, `yMin`, `xMax` and `yMax`, in pixels at `scale` per point.
    static func box(_ tag: Substring, scale: Double) -> PixelBox? {
        func value(_ name: String) -> Double? {
            guard let start = tag.range(of: name + "=\"") else { return nil }
            let digits = tag[start.upperBound...].prefix { $0 != "\"" }
            return Double(digits)
        }
        guard let x0 = value("xMin"), let y0 = value("yMin"), let x1 = value("xMax"), let y1 = value("yMax"),
              [x0, y0, x1, y1].allSatisfy({ $0.isFinite && abs($0) < 1e6 }) else { return nil }
        let left = Int((min(x0, x1) * scale).rounded()), top = Int((min(y0, y1) * scale).rounded())
        return PixelBox(x: left, y: top, width: max(1, Int((abs(x1 - x0) * scale).rounded())),
                        height: max(1, Int((abs(y1 - y0) * scale).rounded())))
    }

    static func unescaped(_ text: Substring) -> String {
        guard text.contains("&") else { return String(text) }
        var result = ""
        var rest = text
        while let amp = rest.firstIndex(of: "&") {
            result += rest[..<amp]
            guard let semicolon = rest[amp...].prefix(12).firstIndex(of: ";") else {
                result += "&"
                rest = rest[rest.index(after: amp)...]
                continue
            }
            let name = rest[rest.index(after: amp)..<semicolon]
            switch name {
            case "amp": result += "&"
            case "lt": result += "<"
            case "gt": result += ">"
            case "quot": result += "\""
            case "apos": result += "'"
            default:
                let number = name.hasPrefix("#x") ? UInt32(name.dropFirst(2), radix: 16)
                    : name.hasPrefix("#") ? UInt32(name.dropFirst()) : nil
                result += number.flatMap(Unicode.Scalar.init).map { String(Character($0)) } ?? "&\(name);"
            }
            rest = rest[rest.index(after: semicolon)...]
        }
        return result + rest
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
