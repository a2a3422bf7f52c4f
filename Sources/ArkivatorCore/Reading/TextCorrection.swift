/// A page's text corrected by hand, fitted to the words the machine placed on its image, so
/// that the PDF's text layer and the painting-over of fødselsnumre follow the correction.
public struct CorrectedPage: Hashable, Sendable {
    /// The corrected text's words on the image: each kept word where it was read, a word put in
    /// place of others where those were.
    public let lines: [PlacedLine]
    /// Words of the corrected text that replace nothing on the image: they are in the text, the
    /// search and the `.docx`, but have no place on the page; a fødselsnummer among them can be
    /// redacted in the text only.
    public let unplaced: [String]

    /// Aligns the corrected text's words with the words as read (their longest common
    /// subsequence); between two kept words, the words put in place of others take those
    /// others' boxes in order, several sharing one where more were written than read.
    public init(reading lines: [PlacedLine], corrected text: String) {
        let read = lines.flatMap(\.words)
        let written: [(text: String, line: Int)] = text.split(separator: "\n", omittingEmptySubsequences: false)
            .enumerated().flatMap { line, content in content.split(whereSeparator: \.isWhitespace).map { (String($0), line) } }
        let kept = Self.commonSubsequence(read.map(\.text), written.map(\.text))

        var boxes = [PixelBox?](repeating: nil, count: written.count)
        var (readAt, writtenAt) = (0, 0)
        for (readMatch, writtenMatch) in kept + [(read.count, written.count)] {
            let replaced = Array(read[readAt..<readMatch]), replacing = writtenAt..<writtenMatch
            if !replaced.isEmpty {
                for (offset, index) in replacing.enumerated() {
                    boxes[index] = replaced[min(replaced.count - 1, offset * replaced.count / max(1, replacing.count))].box
                }
            }
            if readMatch < read.count { boxes[writtenMatch] = read[readMatch].box }
            (readAt, writtenAt) = (readMatch + 1, writtenMatch + 1)
        }

        var placedLines: [Int: [PlacedWord]] = [:]
        var unplaced: [String] = []
        for (index, word) in written.enumerated() {
            if let box = boxes[index] {
                placedLines[word.line, default: []].append(PlacedWord(text: word.text, box: box))
            } else {
                unplaced.append(word.text)
            }
        }
        self.lines = placedLines.keys.sorted().map { PlacedLine(words: placedLines[$0] ?? []) }
        self.unplaced = unplaced
    }

    /// The pairs of indices of a longest common subsequence of `a` and `b`, in order.
    static func commonSubsequence(_ a: [String], _ b: [String]) -> [(Int, Int)] {
        guard !a.isEmpty, !b.isEmpty else { return [] }
        // Lengths of the longest common suffixes, row by row: (a.count + 1) × (b.count + 1).
        var lengths = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in stride(from: a.count - 1, through: 0, by: -1) {
            for j in stride(from: b.count - 1, through: 0, by: -1) {
                lengths[i][j] = a[i] == b[j] ? lengths[i + 1][j + 1] + 1 : max(lengths[i + 1][j], lengths[i][j + 1])
            }
        }
        var pairs: [(Int, Int)] = []
        var (i, j) = (0, 0)
        while i < a.count && j < b.count {
            if a[i] == b[j] {
                pairs.append((i, j))
                (i, j) = (i + 1, j + 1)
            } else if lengths[i + 1][j] >= lengths[i][j + 1] {
                i += 1
            } else {
                j += 1
            }
        }
        return pairs
    }
}
