import Foundation

/// A letter's running text as sentences: wrapped lines joined again, so that a phrase broken
/// over a line end (`… på telefon` / `06100.`) is read whole. A short line that does not end a
/// sentence (a letterhead line, a label) stays a sentence of its own.
struct LetterSentences: Sendable {
    struct Sentence: Sendable {
        let text: String
        /// The line the sentence begins on.
        let line: Int
        /// It stands after the greeting that closes the letter (signature, footer).
        let inFooter: Bool
    }

    let sentences: [Sentence]

    /// Lines shorter than this are letterhead or table rows rather than wrapped running text.
    private static let wrappedLineLength = 50

    private static let closings = ["med vennlig hilsen", "med venleg helsing", "vennlig hilsen", "venleg helsing",
                                   "med hilsen", "med helsing"].map(Skeleton.make)

    init(_ letter: LetterText) {
        var paragraphs: [(text: String, line: Int, footer: Bool)] = []
        var footer = false
        var current: (text: String, line: Int, footer: Bool)? = nil
        var previousLine = ""
        for index in letter.contentLines {
            let line = letter.lines[index]
            defer { previousLine = line.text }
            if Self.closings.contains(where: { line.skeleton.hasPrefix($0) }) { footer = true }
            if let open = current {
                let previous = open.text
                let ended = previous.last.map { ".!?:".contains($0) } ?? true
                let continues = line.text.first.map { $0.isLowercase || $0.isNumber } ?? false
                let wrapped = previousLine.count >= Self.wrappedLineLength
                if !ended && (continues || wrapped) {
                    current = (previous + " " + line.text, open.line, open.footer)
                    continue
                }
                paragraphs.append(open)
            }
            current = (line.text, index, footer)
        }
        if let current { paragraphs.append(current) }
        sentences = paragraphs.flatMap { paragraph in
            Self.split(paragraph.text).map { Sentence(text: $0, line: paragraph.line, inFooter: paragraph.footer) }
        }
    }

    /// A stop followed by a capital starts a new sentence; `kl. 8.30`, `ca. 45`, `3. etasje` do not.
    private static func split(_ paragraph: String) -> [String] {
        var pieces: [String] = []
        var start = paragraph.startIndex
        var i = paragraph.startIndex
        while i < paragraph.endIndex {
            let c = paragraph[i]
            let next = paragraph.index(after: i)
            if ".!?".contains(c), next < paragraph.endIndex, paragraph[next] == " " {
                let after = paragraph.index(after: next)
                if after < paragraph.endIndex, paragraph[after].isUppercase || "«\"(".contains(paragraph[after]),
                   !endsWithAbbreviation(paragraph[start..<i]) {
                    pieces.append(String(paragraph[start...i]))
                    start = after
                    i = after
                    continue
                }
            }
            i = next
        }
        if start < paragraph.endIndex { pieces.append(String(paragraph[start...])) }
        return pieces.map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }

    /// `Vår ref. 20/1`, `Dr. Hansen`, `Att. Post 3`: a stop that belongs to a short word.
    private static func endsWithAbbreviation(_ text: Substring) -> Bool {
        let word = text.split(separator: " ").last.map { $0.lowercased() } ?? ""
        return ["ref", "dr", "att", "nr", "tlf", "avd", "pb", "org", "jf", "evt", "bl.a", "ca", "kl", "kr", "inkl"]
            .contains(word)
    }
}
