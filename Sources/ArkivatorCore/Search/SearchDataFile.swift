/// The plain-text data files search ships with (the thesaurus, the compound parts), which
/// anyone may edit: one entry per line, `#` starting a comment.
public enum SearchDataFile {
    /// Each line's content before any comment; lines with nothing left are dropped.
    public static func entries(of text: String) -> [Substring] {
        text.split(whereSeparator: \.isNewline).compactMap { line in
            let content = line.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
            return content.allSatisfy(\.isWhitespace) ? nil : content
        }
    }
}
