extension GrayImage {
    /// The image turned `quarterTurns` clockwise (negative turns go counter-clockwise).
    public func rotated(quarterTurns: Int) -> GrayImage {
        let turns = ((quarterTurns % 4) + 4) % 4
        guard turns != 0 else { return self }
        let (newWidth, newHeight) = turns == 2 ? (width, height) : (height, width)
        var turned = [UInt8](repeating: 0, count: pixels.count)
        let (width, height) = (self.width, self.height)
        pixels.withUnsafeBufferPointer { source in
            turned.withUnsafeMutableBufferPointer { target in
                // Each source row becomes a target column (or a reversed row for half a turn).
                for y in 0..<height {
                    let row = y * width
                    switch turns {
                    case 1:  // (x, y) → (height − 1 − y, x)
                        let column = height - 1 - y
                        for x in 0..<width { target[x * newWidth + column] = source[row + x] }
                    case 2:  // (x, y) → (width − 1 − x, height − 1 − y)
                        let targetRow = (height - 1 - y) * width + width - 1
                        for x in 0..<width { target[targetRow - x] = source[row + x] }
                    default:  // (x, y) → (y, width − 1 − x)
                        for x in 0..<width { target[(width - 1 - x) * newWidth + y] = source[row + x] }
                    }
                }
            }
        }
        return GrayImage(width: newWidth, height: newHeight, pixels: turned, resolution: resolution)
    }

    /// The part of the image inside `box`, clipped to the image; nil when nothing is left.
    public func cropped(to box: PixelBox) -> GrayImage? {
        let left = max(0, box.x), top = max(0, box.y)
        let right = min(width, box.x + box.width), bottom = min(height, box.y + box.height)
        guard right > left, bottom > top else { return nil }
        var part = [UInt8]()
        part.reserveCapacity((right - left) * (bottom - top))
        for y in top..<bottom {
            part.append(contentsOf: pixels[(y * width + left)..<(y * width + right)])
        }
        return GrayImage(width: right - left, height: bottom - top, pixels: part, resolution: resolution)
    }

    /// The square of side `side` that holds the most print: where a few lines of text can be
    /// read in each orientation to see which one makes sense.
    ///
    /// Print is measured in tiles as the number of changes between ink and paper along rows
    /// and along columns. Letters change many times over a short distance whichever way they
    /// lie, while a logo, a dark band or a shadowed edge is one long run of dark with few
    /// changes, so they do not draw the window away from the text.
    public func densestPrint(side requested: Int) -> PixelBox {
        let side = min(requested, width, height)
        let tile = max(8, side / 12)
        let columns = (width + tile - 1) / tile, rows = (height + tile - 1) / tile
        var changes = [Int](repeating: 0, count: columns * rows)
        pixels.withUnsafeBufferPointer { pixels in
            // Every second row and column is enough to count strokes a few pixels wide.
            for y in stride(from: 0, to: height, by: 2) {
                var wasInk = pixels[y * width] < Self.inkLevel
                for x in 1..<width {
                    let isInk = pixels[y * width + x] < Self.inkLevel
                    if isInk != wasInk { changes[(y / tile) * columns + x / tile] += 1 }
                    wasInk = isInk
                }
            }
            for x in stride(from: 0, to: width, by: 2) {
                var wasInk = pixels[x] < Self.inkLevel
                for y in 1..<height {
                    let isInk = pixels[y * width + x] < Self.inkLevel
                    if isInk != wasInk { changes[(y / tile) * columns + x / tile] += 1 }
                    wasInk = isInk
                }
            }
        }
        // The window's sum for every tile position, from a summed-area table.
        var table = [Int](repeating: 0, count: (columns + 1) * (rows + 1))
        for row in 0..<rows {
            for column in 0..<columns {
                table[(row + 1) * (columns + 1) + column + 1] = changes[row * columns + column]
                    + table[row * (columns + 1) + column + 1] + table[(row + 1) * (columns + 1) + column]
                    - table[row * (columns + 1) + column]
            }
        }
        let span = max(1, side / tile)
        var best = (sum: -1, column: 0, row: 0)
        for row in 0...max(0, rows - span) {
            for column in 0...max(0, columns - span) {
                let bottom = min(rows, row + span), right = min(columns, column + span)
                let sum = table[bottom * (columns + 1) + right] - table[row * (columns + 1) + right]
                    - table[bottom * (columns + 1) + column] + table[row * (columns + 1) + column]
                if sum > best.sum { best = (sum, column, row) }
            }
        }
        let x = min(best.column * tile, width - side), y = min(best.row * tile, height - side)
        return PixelBox(x: max(0, x), y: max(0, y), width: side, height: side)
    }

    /// Darker than this is ink on a page whose background has been evened out to white.
    static let inkLevel: UInt8 = 128
}

extension GrayImage {
    /// The image at half its width, height and resolution, each pixel the mean of four.
    public func halved() -> GrayImage {
        let (newWidth, newHeight) = (max(1, width / 2), max(1, height / 2))
        var half = [UInt8](repeating: 255, count: newWidth * newHeight)
        let width = self.width
        pixels.withUnsafeBufferPointer { source in
            half.withUnsafeMutableBufferPointer { target in
                for y in 0..<newHeight {
                    let top = 2 * y * width, bottom = top + width
                    for x in 0..<newWidth {
                        let sum = Int(source[top + 2 * x]) + Int(source[top + 2 * x + 1])
                            + Int(source[bottom + 2 * x]) + Int(source[bottom + 2 * x + 1])
                        target[y * newWidth + x] = UInt8(sum / 4)
                    }
                }
            }
        }
        return GrayImage(width: newWidth, height: newHeight, pixels: half, resolution: max(1, resolution / 2))
    }
}

extension PixelBox {
    /// Where the box stands once an image of `width × height` is turned `quarterTurns`
    /// clockwise, as `GrayImage.rotated(quarterTurns:)` turns it.
    public func rotated(quarterTurns: Int, inImageOf width: Int, _ height: Int) -> PixelBox {
        switch ((quarterTurns % 4) + 4) % 4 {
        case 1: PixelBox(x: height - y - self.height, y: x, width: self.height, height: self.width)
        case 2: PixelBox(x: width - x - self.width, y: height - y - self.height, width: self.width, height: self.height)
        case 3: PixelBox(x: y, y: width - x - self.width, width: self.height, height: self.width)
        default: self
        }
    }
}

extension PlacedLine {
    /// The line's words where they stand once their image of `width × height` is turned.
    public func rotated(quarterTurns: Int, inImageOf width: Int, _ height: Int) -> PlacedLine {
        PlacedLine(words: words.map { word in
            var word = word
            word.box = word.box.rotated(quarterTurns: quarterTurns, inImageOf: width, height)
            return word
        })
    }
}
