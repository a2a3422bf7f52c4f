extension Document {
    /// The valid fødselsnumre in the text and on the pages, each once, in the order first met:
    /// the numbers sealed beside the letter so that its person can be found again.
    public var fodselsnumre: [Fodselsnummer] {
        var numbers: [Fodselsnummer] = []
        for text in [text] + pages.map(\.text) {
            for occurrence in Fodselsnummer.occurrences(in: text) where !numbers.contains(occurrence.number) {
                numbers.append(occurrence.number)
            }
        }
        return numbers
    }

    /// Replaces every fødselsnummer (and every labelled number whose control digits fail) in the
    /// text, in each page's text and in the words of the PDF's text layer with `[REDAKTERT]`.
    /// Uncertain spans move with the text around them; a span that touched a number goes with it.
    public mutating func redactFodselsnummer() {
        var spans = lowConfidenceSpans
        var redacted = text
        for finding in Fodselsnummer.findings(in: text).reversed() {
            let start = text.unicodeScalars.distance(from: text.unicodeScalars.startIndex, to: finding.range.lowerBound)
            let end = text.unicodeScalars.distance(from: text.unicodeScalars.startIndex, to: finding.range.upperBound)
            let delta = Fodselsnummer.redactionMark.unicodeScalars.count - (end - start)
            spans = spans.compactMap { span in
                if span.end <= start { return span }
                if span.start >= end { return TextSpan(start: span.start + delta, end: span.end + delta) }
                return nil
            }
            redacted.replaceSubrange(finding.range, with: Fodselsnummer.redactionMark)
        }
        text = redacted
        lowConfidenceSpans = spans
        pages = pages.map { page in
            var page = page
            page.text = Fodselsnummer.redacting(page.text)
            page.lines = PlacedLine.redactingFodselsnummer(in: page.lines)
            return page
        }
    }
}

extension Document {
    /// Where on each page image, by page number, the words stand that carry a fødselsnummer
    /// (all of a number's words, also one written over two words or two lines): what redaction
    /// paints over. Read from the OCR's word boxes, so it must be asked before the text is redacted.
    public var fodselsnummerBoxes: [Int: [PixelBox]] {
        var boxes: [Int: [PixelBox]] = [:]
        for page in pages {
            let found = PlacedLine.fodselsnummerBoxes(in: page.lines)
            if !found.isEmpty { boxes[page.number] = found }
        }
        return boxes
    }

    /// The text as shown to whoever has not asked to see the numbers whole: every fødselsnummer
    /// (and labelled number like one) as `DDMMYY •••••`, the rest of the text as it is.
    public var textWithFodselsnumreMasked: String {
        Fodselsnummer.masking(text, reaching: .sensitive)
    }

    /// Whether the letter's text, a page's text or a page's words hold a fødselsnummer (or a
    /// labelled number like one): what its stored files carry until they are masked.
    public var carriesFodselsnumre: Bool {
        !fodselsnummerBoxes.isEmpty || ([text] + pages.map(\.text)).contains { !Fodselsnummer.findings(in: $0).isEmpty }
    }

    /// The letter's fields with every fødselsnummer masked (`DDMMYY •••••`) in its title,
    /// institution, department and keywords, and made `[REDAKTERT]` in what it asks the family
    /// to do: what a calendar carries, where no rule of editing may have kept one out.
    public var fieldsWithFodselsnumreMasked: Document {
        func masked(_ text: String) -> String { Fodselsnummer.masking(text, reaching: .sensitive) }
        var copy = self
        copy.title = masked(title)
        copy.institution = institution.map(masked)
        copy.department = department.map(masked)
        copy.keywords = keywords.map(masked)
        copy.actions = actions.redactingFodselsnumre()
        return copy
    }

    /// The letter as its files are written for whoever has not given the passphrase again:
    /// its fields masked as `fieldsWithFodselsnumreMasked` has them, and every fødselsnummer
    /// `DDMMYY •••••` in its text, in each page's text and in the words of the PDF's text
    /// layer. Masking swaps digit for bullet, so the uncertain spans and the word boxes still
    /// fit. The page images still carry the numbers: `fodselsnummerBoxes` says where to paint.
    public var withFodselsnumreMasked: Document {
        var copy = fieldsWithFodselsnumreMasked
        copy.text = textWithFodselsnumreMasked
        copy.pages = pages.map { page in
            var page = page
            page.text = Fodselsnummer.masking(page.text, reaching: .sensitive)
            page.lines = PlacedLine.maskingFodselsnummer(in: page.lines)
            return page
        }
        return copy
    }
}

extension PlacedLine {
    /// The boxes of the words that hold any part of a fødselsnummer, in reading order.
    static func fodselsnummerBoxes(in lines: [PlacedLine]) -> [PixelBox] {
        let reading = PageReading(lines)
        guard !reading.hits.isEmpty else { return [] }
        return zip(lines, reading.wordStarts).flatMap { line, starts in
            zip(line.words, starts).compactMap { word, start in
                reading.hit(touching: start..<(start + word.text.utf8.count)) == nil ? nil : word.box
            }
        }
    }

    /// A page's lines with the five personal digits of each fødselsnummer made bullets, also
    /// of one written over two words or broken across two lines; every word keeps its box.
    static func maskingFodselsnummer(in lines: [PlacedLine]) -> [PlacedLine] {
        let reading = PageReading(lines)
        guard !reading.personalDigits.isEmpty else { return lines }
        return zip(lines, reading.wordStarts).map { line, starts in
            PlacedLine(words: zip(line.words, starts).map { word, start in
                var text = ""
                for index in word.text.indices {
                    let offset = start + word.text.utf8.distance(from: word.text.startIndex, to: index)
                    text += reading.personalDigits.contains(offset) ? "\u{2022}" : String(word.text[index])
                }
                return PlacedWord(text: text, box: word.box)
            })
        }
    }

    /// A page's lines with each fødselsnummer made `[REDAKTERT]`, also one written over two
    /// words or broken across two lines: the mark stands where the number began, and the words
    /// that held the rest of it keep only what was not part of it.
    static func redactingFodselsnummer(in lines: [PlacedLine]) -> [PlacedLine] {
        let reading = PageReading(lines)
        let hits = reading.hits
        guard !hits.isEmpty else { return lines }
        let utf8 = reading.text.utf8
        func piece(_ range: Range<Int>) -> String {
            String(decoding: utf8.dropFirst(range.lowerBound).prefix(range.count), as: UTF8.self)
        }

        return zip(lines, reading.wordStarts).map { line, starts in
            var kept: [PlacedWord] = []
            for (word, start) in zip(line.words, starts) {
                let end = start + word.text.utf8.count
                guard let hit = reading.hit(touching: start..<end) else {
                    kept.append(word)
                    continue
                }
                var text = ""
                if hit.lowerBound >= start { text = piece(start..<hit.lowerBound) + Fodselsnummer.redactionMark }
                if hit.upperBound < end { text += piece(hit.upperBound..<end) }
                if !text.isEmpty { kept.append(PlacedWord(text: text, box: word.box)) }
            }
            return PlacedLine(words: kept)
        }
    }
}

/// A page's words read as its text is: a space between words, a line break between lines, with
/// where each word starts and where the numbers stand. Positions are UTF-8 offsets, which
/// appending to the text never moves.
private struct PageReading {
    var text = ""
    /// For each line, the offset of each of its words.
    var wordStarts: [[Int]] = []
    /// The sensitive findings, as offsets.
    let hits: [Range<Int>]
    /// Where the five personal digits of each finding start, as offsets.
    let personalDigits: Set<Int>

    init(_ lines: [PlacedLine]) {
        for (lineNumber, line) in lines.enumerated() {
            if lineNumber > 0 { text += "\n" }
            var starts: [Int] = []
            for (wordNumber, word) in line.words.enumerated() {
                if wordNumber > 0 { text += " " }
                starts.append(text.utf8.count)
                text += word.text
            }
            wordStarts.append(starts)
        }
        let utf8 = text.utf8
        let findings = Fodselsnummer.findings(in: text)
        hits = findings.map { finding in
            utf8.distance(from: utf8.startIndex, to: finding.range.lowerBound)..<utf8.distance(from: utf8.startIndex, to: finding.range.upperBound)
        }
        personalDigits = Set(findings.flatMap { $0.digitPositions.suffix(5) }.map { utf8.distance(from: utf8.startIndex, to: $0) })
    }

    /// The finding a word at `word` holds part of, if any.
    func hit(touching word: Range<Int>) -> Range<Int>? {
        hits.first { $0.lowerBound < word.upperBound && word.lowerBound < $0.upperBound }
    }
}
