extension Document {
    /// Replaces every fødselsnummer in the text, in each page's text and in the words of the
    /// PDF's text layer with `[REDAKTERT]`. Uncertain spans move with the text around them;
    /// a span that touched a number goes with it.
    public mutating func redactFodselsnummer() {
        var spans = lowConfidenceSpans
        var redacted = text
        for occurrence in Fodselsnummer.occurrences(in: text).reversed() {
            let start = text.unicodeScalars.distance(from: text.unicodeScalars.startIndex, to: occurrence.range.lowerBound)
            let end = text.unicodeScalars.distance(from: text.unicodeScalars.startIndex, to: occurrence.range.upperBound)
            let delta = Fodselsnummer.redactionMark.unicodeScalars.count - (end - start)
            spans = spans.compactMap { span in
                if span.end <= start { return span }
                if span.start >= end { return TextSpan(start: span.start + delta, end: span.end + delta) }
                return nil
            }
            redacted.replaceSubrange(occurrence.range, with: Fodselsnummer.redactionMark)
        }
        text = redacted
        lowConfidenceSpans = spans
        pages = pages.map { page in
            var page = page
            page.text = Fodselsnummer.redacting(page.text)
            page.lines = page.lines.map(\.redactingFodselsnummer)
            return page
        }
    }
}

extension PlacedLine {
    /// The line with each fødselsnummer made `[REDAKTERT]`, also one written `DDMMYY NNNNN`
    /// over two words: the mark stands where the number began.
    var redactingFodselsnummer: PlacedLine {
        let joined = Array(text.unicodeScalars)
        let line = text
        let hits = Fodselsnummer.occurrences(in: line).map { occurrence in
            (start: line.unicodeScalars.distance(from: line.unicodeScalars.startIndex, to: occurrence.range.lowerBound),
             end: line.unicodeScalars.distance(from: line.unicodeScalars.startIndex, to: occurrence.range.upperBound))
        }
        guard !hits.isEmpty else { return self }
        func piece(_ range: Range<Int>) -> String { String(String.UnicodeScalarView(joined[range])) }

        var result: [PlacedWord] = []
        var wordStart = 0
        for word in words {
            let wordEnd = wordStart + word.text.unicodeScalars.count
            defer { wordStart = wordEnd + 1 }
            guard let hit = hits.first(where: { $0.start < wordEnd && wordStart < $0.end }) else {
                result.append(word)
                continue
            }
            var kept = ""
            if hit.start >= wordStart { kept = piece(wordStart..<hit.start) + Fodselsnummer.redactionMark }
            if hit.end < wordEnd { kept += piece(hit.end..<wordEnd) }
            if !kept.isEmpty { result.append(PlacedWord(text: kept, box: word.box)) }
        }
        return PlacedLine(words: result)
    }
}
