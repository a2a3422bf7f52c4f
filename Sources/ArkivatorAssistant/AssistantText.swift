import Foundation

/// What a model wrote, made fit for where the product puts it. A model's output is data from
/// outside: it may carry whatever the letter it read tried to smuggle in.
public enum AssistantText {
    public static let titleLimit = 80
    public static let answerLimit = 8000

    /// A title proposed by a model made safe: one line, control characters and path
    /// separators (/ \) and leading dots removed, Markdown/quotes stripped, whitespace
    /// collapsed, at most 80 characters cut at a word; a leading date «2024-03-05 » removed
    /// (the product puts the date in front itself); nil when nothing is left.
    public static func cleanTitle(_ raw: String) -> String? {
        let firstLine = raw.split(whereSeparator: \.isNewline)
            .map(String.init)
            .first { !$0.trimmingCharacters(in: .whitespaces).isEmpty } ?? ""
        var title = String(String.UnicodeScalarView(firstLine.unicodeScalars.compactMap { scalar -> Unicode.Scalar? in
            if scalar == "/" || scalar == "\\" || scalar.properties.isWhitespace { return " " }
            if isInvisibleControl(scalar) { return nil }
            // Markdown's emphasis, code and headings have no place in a file name.
            if "*`#_~|".unicodeScalars.contains(scalar) { return " " }
            return scalar
        }))
        title = collapsed(title)
        title = stripped(title, prefix: #"^(?:[-+>•]\s*)+"#)
        title = stripped(title, prefix: #"^(?i:tittel|title)\s*:\s*"#)
        title = title.trimmingCharacters(in: quotes.union(.whitespaces))
        title = stripped(title, prefix: #"^\d{4}-\d{2}-\d{2}(?:\s*[-–—:]\s*|\s+|$)"#)
        title = stripped(title, prefix: #"^\d{1,2}\.\d{1,2}\.\d{4}(?:\s*[-–—:]\s*|\s+|$)"#)
        // Words of dots alone («..») are what climbs out of a folder; a leading dot hides a file.
        title = title.split(separator: " ").filter { !$0.allSatisfy { $0 == "." } }.joined(separator: " ")
        title = title.trimmingCharacters(in: CharacterSet(charactersIn: ".").union(quotes).union(.whitespaces))
        if title.count > titleLimit {
            let cut = String(title.prefix(titleLimit + 1))
            if let space = cut.lastIndex(of: " "), cut.distance(from: cut.startIndex, to: space) >= titleLimit / 2 {
                title = String(cut[..<space])
            } else {
                title = String(title.prefix(titleLimit))
            }
        }
        title = title.trimmingCharacters(in: CharacterSet(charactersIn: ".,;:-–—").union(.whitespaces))
        return title.isEmpty ? nil : title
    }

    /// Plain text from a model for showing: control characters except newline removed, at
    /// most 8000 characters.
    public static func cleanAnswer(_ raw: String) -> String {
        let normalised = raw.replacingOccurrences(of: "\r\n", with: "\n")
        let kept = String(String.UnicodeScalarView(normalised.unicodeScalars.compactMap { scalar -> Unicode.Scalar? in
            if scalar == "\n" { return scalar }
            if scalar == "\t" { return " " }
            if scalar == "\r" { return "\n" }
            return isInvisibleControl(scalar) ? nil : scalar
        }))
        return kept.count > answerLimit ? String(kept.prefix(answerLimit)) : kept
    }

    /// Control characters, and the format characters that reorder or hide text (bidi
    /// overrides, zero-width joiners): in a title they can make one file name look like another.
    static func isInvisibleControl(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .control, .format, .lineSeparator, .paragraphSeparator: true
        default: false
        }
    }

    /// One line of text with every run of whitespace a single space, trimmed.
    static func collapsed(_ text: String) -> String {
        text.split(whereSeparator: { $0.isWhitespace }).joined(separator: " ")
    }

    private static let quotes = CharacterSet(charactersIn: "\"'«»“”„‘’‚‹›")

    private static func stripped(_ text: String, prefix pattern: String) -> String {
        guard let range = text.range(of: pattern, options: .regularExpression) else { return text }
        return String(text[range.upperBound...]).trimmingCharacters(in: .whitespaces)
    }
}
