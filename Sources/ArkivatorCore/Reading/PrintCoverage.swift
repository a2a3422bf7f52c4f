/// How much of a page's print its reading accounts for: the page is cut into square cells, a
/// cell holding text-like ink is printed, and a printed cell under a word's box is read.
///
/// Confidence says how sure Tesseract was of the words it gave; it says nothing of print it
/// gave no words for at all: a block its layout analysis dropped, lines too small or too
/// skewed to be found, a column lost. Those are what this measures.
public struct PrintCoverage: Sendable, Hashable {
    /// Cells holding text-like ink.
    public let printedCells: Int
    /// Printed cells under the box of a word read.
    public let readCells: Int

    public init(printedCells: Int, readCells: Int) {
        self.printedCells = printedCells
        self.readCells = readCells
    }

    /// The share of the printed cells that were read; nil for a page without print.
    public var share: Double? {
        printedCells > 0 ? Double(readCells) / Double(printedCells) : nil
    }

    /// Cells per page width: about a line of body text high at 10–12 pt, so a line of print
    /// fills a row of cells and a word's box covers the cells of its letters.
    static let cellsAcross = 60
    /// A pixel darker than this is ink; the enhancer lifts paper to white.
    static let ink: UInt8 = 128

    /// `nearWordsOnly` judges only the print near the words read (within a tenth of the page's
    /// size of them): where no sheet was found, the photo's edges are a table, whose grain would
    /// count as print nobody read.
    public init(page: GrayImage, reading: RecognizedPage, nearWordsOnly: Bool = false) {
        let side = max(8, page.width / Self.cellsAcross)
        let columns = page.width / side, rows = page.height / side
        var judged = (columns: 0..<columns, rows: 0..<rows)
        if nearWordsOnly {
            let boxes = reading.words.map(\.box).filter { $0.width > 0 && $0.height > 0 }
            guard let left = boxes.map(\.x).min(), let top = boxes.map(\.y).min(),
                  let right = boxes.map({ $0.x + $0.width }).max(), let bottom = boxes.map({ $0.y + $0.height }).max()
            else {
                self.init(printedCells: 0, readCells: 0)
                return
            }
            let marginX = page.width / 10, marginY = page.height / 10
            judged = (columns: max(0, (left - marginX) / side)..<min(columns, (right + marginX) / side + 1),
                      rows: max(0, (top - marginY) / side)..<min(rows, (bottom + marginY) / side + 1))
        }
        var printed = [Bool](repeating: false, count: columns * rows)
        for row in judged.rows {
            for column in judged.columns {
                printed[row * columns + column] = Self.holdsText(page, left: column * side, top: row * side, side: side)
            }
        }
        // A lone printed cell is a speck, a stamp's edge or a dot of noise; print runs along lines.
        var text = printed
        for row in 0..<rows {
            for column in 0..<columns where printed[row * columns + column] {
                let left = column > 0 && printed[row * columns + column - 1]
                let right = column + 1 < columns && printed[row * columns + column + 1]
                text[row * columns + column] = left || right
            }
        }
        var read = [Bool](repeating: false, count: columns * rows)
        for word in reading.words {
            let box = word.box
            guard box.width > 0, box.height > 0 else { continue }
            let first = max(0, box.x / side), last = min(columns - 1, (box.x + box.width - 1) / side)
            let top = max(0, box.y / side), bottom = min(rows - 1, (box.y + box.height - 1) / side)
            guard first <= last, top <= bottom else { continue }
            for row in top...bottom {
                for column in first...last { read[row * columns + column] = true }
            }
        }
        var printedCount = 0, readCount = 0
        for index in text.indices where text[index] {
            printedCount += 1
            if read[index] { readCount += 1 }
        }
        self.init(printedCells: printedCount, readCells: readCount)
    }

    /// Ink over 2 % to 45 % of the cell, spread over at least a fifth of its rows and of its
    /// columns: letters. A rule is one thin band of rows or columns; a photo, a logo's solid
    /// shape or a shadow is mostly ink.
    private static func holdsText(_ page: GrayImage, left: Int, top: Int, side: Int) -> Bool {
        var inkPixels = 0
        var inkRows = 0
        var inkColumns = [Bool](repeating: false, count: side)
        for y in top..<(top + side) {
            let start = y * page.width + left
            var rowHasInk = false
            for x in 0..<side where page.pixels[start + x] < ink {
                inkPixels += 1
                rowHasInk = true
                inkColumns[x] = true
            }
            if rowHasInk { inkRows += 1 }
        }
        let area = side * side
        guard inkPixels * 50 >= area, inkPixels * 100 <= area * 45 else { return false }
        let spread = max(3, side / 5)
        return inkRows >= spread && inkColumns.count(where: { $0 }) >= spread
    }
}
