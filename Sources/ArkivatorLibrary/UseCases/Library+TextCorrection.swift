import ArkivatorCore
import ArkivatorStore
import Foundation

/// A page's text as the machine read it, kept since its first correction by hand.
public struct MachineReading: Sendable, Equatable {
    public let page: Int
    public let text: String
    public let correctedAt: Date
}

/// What correcting a page's text came to.
public struct TextCorrection: Sendable, Equatable {
    public let document: Document
    /// Words of the corrected text with no place on the page's image (`CorrectedPage`).
    public let unplacedWords: [String]
    /// A fødselsnummer among those words: it can be redacted in the text, not painted over.
    public var unplacedFodselsnummer: Bool {
        !Fodselsnummer.findings(in: unplacedWords.joined(separator: " ")).isEmpty
    }
}

extension Library {
    /// Replaces the text of one page (or, for a letter with no page images, the letter's text)
    /// with the owner's correction: the search, the snippets, the `.docx`, the PDF's text layer
    /// and Drive follow, the words on the image are fitted to it (`CorrectedPage`), and the
    /// machine's first reading is kept. The fields read from the text stay as they are.
    ///
    /// The text is shown to be corrected with its fødselsnumre masked (`DDMMYY •••••`): a masked
    /// number left as it was shown stands for the number itself, which is kept.
    @discardableResult
    public func correctText(of id: Document.ID, page number: Int, to text: String) throws -> TextCorrection {
        var document = try document(id)
        let shown = document.pages.first { $0.number == number }?.text ?? document.text
        let corrected = Self.unmasking(text.replacingOccurrences(of: "\r\n", with: "\n")
            .trimmingCharacters(in: .whitespacesAndNewlines), from: shown)
        var unplaced: [String] = []
        if document.pages.isEmpty {
            guard number == 1 else { throw LibraryError.pageNotFound(number) }
            guard document.text != corrected else { return TextCorrection(document: document, unplacedWords: []) }
            try database.keepMachineReading(document.text, of: id, page: 1, at: Date())
            (document.text, document.lowConfidenceSpans) = (corrected, [])
        } else {
            guard let index = document.pages.firstIndex(where: { $0.number == number }) else {
                throw LibraryError.pageNotFound(number)
            }
            let read = document.pages[index]
            guard read.text != corrected else { return TextCorrection(document: document, unplacedWords: []) }
            try database.keepMachineReading(read.text, of: id, page: number, at: Date())
            let fitted = CorrectedPage(reading: read.lines, corrected: corrected)
            unplaced = fitted.unplaced
            let before = document.pages
            document.pages[index].text = corrected
            document.pages[index].lines = fitted.lines
            Self.replaceText(of: &document, page: index, before: before)
        }
        try archive.update(document)
        return TextCorrection(document: try self.document(id), unplacedWords: unplaced)
    }

    /// `text` with each fødselsnummer of `original` put back where it was left masked.
    static func unmasking(_ text: String, from original: String) -> String {
        Fodselsnummer.findings(in: original).reduce(text) { text, finding in
            let number = String(original[finding.range])
            return text.replacingOccurrences(of: Fodselsnummer.masking(number, reaching: .sensitive), with: number)
        }
    }

    /// The machine's readings of the pages corrected by hand, by page.
    public func machineReadings(of id: Document.ID) throws -> [MachineReading] {
        _ = try document(id)
        return try database.machineReadings(of: id).map { MachineReading(page: $0.page, text: $0.text, correctedAt: $0.correctedAt) }
    }

    /// The uncertain spans of one page's text, counted from the page's start; none when the
    /// letter's text is not made of its pages' (an older letter's).
    public func uncertainSpans(of document: Document, page number: Int) -> [TextSpan] {
        guard let index = document.pages.firstIndex(where: { $0.number == number }),
              let range = Self.textRange(of: index, in: document.pages, text: document.text) else { return [] }
        return document.lowConfidenceSpans.compactMap { span in
            span.start >= range.lowerBound && span.end <= range.upperBound
                ? TextSpan(start: span.start - range.lowerBound, end: span.end - range.lowerBound) : nil
        }
    }

    /// Where the page at `index` stands in `text`, in Unicode scalars, when `text` is the pages'
    /// texts each after a blank line, as a letter's text is made.
    private static func textRange(of index: Int, in pages: [Page], text: String) -> Range<Int>? {
        guard text == joinedText(pages), !pages[index].text.isEmpty else { return nil }
        let start = pages[..<index].filter { !$0.text.isEmpty }.reduce(0) { $0 + $1.text.unicodeScalars.count + 2 }
        return start..<(start + pages[index].text.unicodeScalars.count)
    }

    /// A letter's text as made of its pages': each page's text after a blank line.
    static func joinedText(_ pages: [Page]) -> String {
        pages.map(\.text).filter { !$0.isEmpty }.joined(separator: "\n\n")
    }

    /// The letter's text is its pages' texts, each after a blank line: the corrected page's
    /// part is replaced, and the uncertain marks on it go while those after it move along.
    /// A text that is not made so (an older letter's) is made anew from the pages, unmarked.
    private static func replaceText(of document: inout Document, page index: Int, before: [Page]) {
        let new = document.pages[index].text
        guard let range = textRange(of: index, in: before, text: document.text), !new.isEmpty else {
            (document.text, document.lowConfidenceSpans) = (joinedText(document.pages), [])
            return
        }
        let shift = new.unicodeScalars.count - range.count
        document.text = joinedText(document.pages)
        document.lowConfidenceSpans = document.lowConfidenceSpans.compactMap { span in
            if span.end <= range.lowerBound { return span }
            if span.start >= range.upperBound { return TextSpan(start: span.start + shift, end: span.end + shift) }
            return nil
        }
    }
}
