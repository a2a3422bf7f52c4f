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

extension PlacedLine {
    /// A page's lines with each fødselsnummer made `[REDAKTERT]`, also one written over two
    /// words or broken across two lines: the mark stands where the number began, and the words
    /// that held the rest of it keep only what was not part of it.
    static func redactingFodselsnummer(in lines: [PlacedLine]) -> [PlacedLine] {
        // The words read as the page's text does: a space between words, a line break between
        // lines. Positions are UTF-8 offsets, which appending to the text never moves.
        var page = ""
        var wordStarts: [[Int]] = []
        for (lineNumber, line) in lines.enumerated() {
            if lineNumber > 0 { page += "\n" }
            var starts: [Int] = []
            for (wordNumber, word) in line.words.enumerated() {
                if wordNumber > 0 { page += " " }
                starts.append(page.utf8.count)
                page += word.text
            }
            wordStarts.append(starts)
        }
        let utf8 = page.utf8
        let hits = Fodselsnummer.findings(in: page).map { finding in
            utf8.distance(from: utf8.startIndex, to: finding.range.lowerBound)..<utf8.distance(from: utf8.startIndex, to: finding.range.upperBound)
        }
        guard !hits.isEmpty else { return lines }
        func piece(_ range: Range<Int>) -> String {
            String(decoding: utf8.dropFirst(range.lowerBound).prefix(range.count), as: UTF8.self)
        }

        return zip(lines, wordStarts).map { line, starts in
            var kept: [PlacedWord] = []
            for (word, start) in zip(line.words, starts) {
                let end = start + word.text.utf8.count
                guard let hit = hits.first(where: { $0.lowerBound < end && start < $0.upperBound }) else {
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
