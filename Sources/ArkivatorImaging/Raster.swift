/// A single-channel image of floating-point samples, row by row; the working form of the
/// page finder, which runs on a small copy of the photo.
struct Raster {
    let width: Int
    let height: Int
    var values: [Float]

    init(width: Int, height: Int, values: [Float]) {
        precondition(values.count == width * height)
        self.width = width
        self.height = height
        self.values = values
    }

    init(width: Int, height: Int, repeating value: Float = 0) {
        self.init(width: width, height: height, values: Array(repeating: value, count: width * height))
    }

    subscript(x: Int, y: Int) -> Float {
        get { values[y * width + x] }
        set { values[y * width + x] = newValue }
    }

    func map(_ transform: (Float) -> Float) -> Raster {
        Raster(width: width, height: height, values: values.map(transform))
    }

    static func combine(_ rasters: [Raster], _ combine: ([Float]) -> Float) -> Raster {
        let first = rasters[0]
        var result = Raster(width: first.width, height: first.height)
        var samples = [Float](repeating: 0, count: rasters.count)
        for index in first.values.indices {
            for channel in rasters.indices { samples[channel] = rasters[channel].values[index] }
            result.values[index] = combine(samples)
        }
        return result
    }

    /// The sample below which `fraction` of the samples lie (0–255 samples, to the unit).
    func percentile(_ fraction: Double) -> Float {
        var histogram = [Int](repeating: 0, count: 256)
        for value in values { histogram[Int(min(255, max(0, value)))] += 1 }
        let wanted = Int(fraction * Double(values.count))
        var seen = 0
        for (level, count) in histogram.enumerated() {
            seen += count
            if seen > wanted { return Float(level) }
        }
        return 255
    }

    /// The mean over a (2·radius+1)² window, clamped at the borders, in constant time per pixel.
    func boxMean(radius: Int) -> Raster {
        let table = IntegralTable(self)
        var result = Raster(width: width, height: height)
        for y in 0..<height {
            let top = max(0, y - radius), bottom = min(height - 1, y + radius)
            for x in 0..<width {
                let left = max(0, x - radius), right = min(width - 1, x + radius)
                let count = Double((bottom - top + 1) * (right - left + 1))
                result.values[y * width + x] = Float(table.sum(left, top, right, bottom) / count)
            }
        }
        return result
    }

    /// A 3×3 binomial blur that takes the sensor noise off before anything is measured.
    func smoothed() -> Raster {
        var horizontal = Raster(width: width, height: height)
        for y in 0..<height {
            for x in 0..<width {
                let left = self[max(0, x - 1), y], right = self[min(width - 1, x + 1), y]
                horizontal[x, y] = (left + 2 * self[x, y] + right) / 4
            }
        }
        var result = Raster(width: width, height: height)
        for y in 0..<height {
            for x in 0..<width {
                let up = horizontal[x, max(0, y - 1)], down = horizontal[x, min(height - 1, y + 1)]
                result[x, y] = (up + 2 * horizontal[x, y] + down) / 4
            }
        }
        return result
    }

    /// The standard deviation over a window: high on textured tables, low on paper.
    func localDeviation(radius: Int) -> Raster {
        let mean = boxMean(radius: radius)
        let meanOfSquares = map { $0 * $0 }.boxMean(radius: radius)
        var result = Raster(width: width, height: height)
        for index in values.indices {
            result.values[index] = max(0, meanOfSquares.values[index] - mean.values[index] * mean.values[index]).squareRoot()
        }
        return result
    }

    /// Grey closing: the largest value in a square window, then the smallest. Dark marks
    /// narrower than the window (lines of text) vanish; large regions keep their level.
    func closed(radius: Int) -> Raster {
        extremum(radius: radius, max).extremum(radius: radius, min)
    }

    /// A separable running maximum or minimum over a (2·radius+1)² window.
    private func extremum(radius: Int, _ pick: (Float, Float) -> Float) -> Raster {
        var horizontal = Raster(width: width, height: height)
        for y in 0..<height {
            for x in 0..<width {
                var value = self[x, y]
                for dx in max(0, x - radius)...min(width - 1, x + radius) { value = pick(value, self[dx, y]) }
                horizontal[x, y] = value
            }
        }
        var result = Raster(width: width, height: height)
        for y in 0..<height {
            for x in 0..<width {
                var value = horizontal[x, y]
                for dy in max(0, y - radius)...min(height - 1, y + radius) { value = pick(value, horizontal[x, dy]) }
                result[x, y] = value
            }
        }
        return result
    }

    /// Otsu's threshold over 256 bins between the raster's minimum and maximum.
    func otsuMask() -> Mask {
        guard let low = values.min(), let high = values.max(), high > low else {
            return Mask(width: width, height: height)
        }
        let scale = 255 / (high - low)
        var histogram = [Double](repeating: 0, count: 256)
        for value in values { histogram[Int((value - low) * scale)] += 1 }
        let total = Double(values.count)
        let weightedTotal = histogram.enumerated().reduce(0) { $0 + Double($1.offset) * $1.element }
        var backgroundWeight = 0.0, backgroundSum = 0.0, bestVariance = -1.0, bestThreshold = 0
        for level in 0..<256 {
            backgroundWeight += histogram[level]
            guard backgroundWeight > 0 else { continue }
            let foregroundWeight = total - backgroundWeight
            guard foregroundWeight > 0 else { break }
            backgroundSum += Double(level) * histogram[level]
            let backgroundMean = backgroundSum / backgroundWeight
            let foregroundMean = (weightedTotal - backgroundSum) / foregroundWeight
            let variance = backgroundWeight * foregroundWeight * (backgroundMean - foregroundMean) * (backgroundMean - foregroundMean)
            if variance > bestVariance {
                bestVariance = variance
                bestThreshold = level
            }
        }
        var mask = Mask(width: width, height: height)
        for index in values.indices where Int((values[index] - low) * scale) > bestThreshold {
            mask.bits[index] = true
        }
        return mask
    }
}

/// Sums over rectangles in constant time.
struct IntegralTable {
    private let width: Int
    private let sums: [Double]

    init(_ raster: Raster) {
        self.init(width: raster.width, height: raster.height) { Double(raster.values[$0]) }
    }

    init(_ mask: Mask) {
        self.init(width: mask.width, height: mask.height) { mask.bits[$0] ? 1 : 0 }
    }

    private init(width: Int, height: Int, value: (Int) -> Double) {
        self.width = width
        var sums = [Double](repeating: 0, count: (width + 1) * (height + 1))
        for y in 0..<height {
            var rowSum = 0.0
            for x in 0..<width {
                rowSum += value(y * width + x)
                sums[(y + 1) * (width + 1) + x + 1] = sums[y * (width + 1) + x + 1] + rowSum
            }
        }
        self.sums = sums
    }

    /// The sum over the inclusive rectangle from (left, top) to (right, bottom).
    func sum(_ left: Int, _ top: Int, _ right: Int, _ bottom: Int) -> Double {
        let stride = width + 1
        return sums[(bottom + 1) * stride + right + 1] - sums[top * stride + right + 1]
            - sums[(bottom + 1) * stride + left] + sums[top * stride + left]
    }
}

/// A binary image: true where the page is thought to be.
struct Mask {
    let width: Int
    let height: Int
    var bits: [Bool]

    init(width: Int, height: Int, bits: [Bool]? = nil) {
        self.width = width
        self.height = height
        self.bits = bits ?? Array(repeating: false, count: width * height)
    }

    var count: Int { bits.reduce(0) { $0 + ($1 ? 1 : 0) } }

    /// Grows the set by a square of side 2·radius+1.
    func dilated(radius: Int) -> Mask { windowed(radius: radius) { sum, _ in sum > 0 } }

    /// Shrinks the set by a square of side 2·radius+1; outside the image counts as unset.
    func eroded(radius: Int) -> Mask { windowed(radius: radius) { sum, full in sum == full } }

    /// Closing fills the gaps that text leaves in the page; opening removes specks of table.
    func closed(radius: Int) -> Mask { dilated(radius: radius).eroded(radius: radius) }
    func opened(radius: Int) -> Mask { eroded(radius: radius).dilated(radius: radius) }

    private func windowed(radius: Int, _ keep: (Double, Double) -> Bool) -> Mask {
        let table = IntegralTable(self)
        let full = Double((2 * radius + 1) * (2 * radius + 1))
        var result = Mask(width: width, height: height)
        for y in 0..<height {
            let top = max(0, y - radius), bottom = min(height - 1, y + radius)
            for x in 0..<width {
                let left = max(0, x - radius), right = min(width - 1, x + radius)
                result.bits[y * width + x] = keep(table.sum(left, top, right, bottom), full)
            }
        }
        return result
    }

    /// The largest 4-connected set of pixels, or nil when the mask is empty.
    func largestComponent() -> Mask? {
        var labels = [Int32](repeating: -1, count: bits.count)
        var bestLabel: Int32 = -1, bestSize = 0, nextLabel: Int32 = 0
        var stack: [Int] = []
        for start in bits.indices where bits[start] && labels[start] < 0 {
            var size = 0
            labels[start] = nextLabel
            stack.append(start)
            while let index = stack.popLast() {
                size += 1
                let x = index % width, y = index / width
                for (neighbour, inside) in [(index - 1, x > 0), (index + 1, x < width - 1),
                                            (index - width, y > 0), (index + width, y < height - 1)]
                where inside && bits[neighbour] && labels[neighbour] < 0 {
                    labels[neighbour] = nextLabel
                    stack.append(neighbour)
                }
            }
            if size > bestSize {
                bestSize = size
                bestLabel = nextLabel
            }
            nextLabel += 1
        }
        guard bestLabel >= 0 else { return nil }
        return Mask(width: width, height: height, bits: labels.map { $0 == bestLabel })
    }

    /// Sets every hole: unset pixels that cannot reach the image border.
    func holesFilled() -> Mask {
        var outside = [Bool](repeating: false, count: bits.count)
        var stack: [Int] = []
        func visit(_ index: Int) {
            if !bits[index] && !outside[index] {
                outside[index] = true
                stack.append(index)
            }
        }
        for x in 0..<width {
            visit(x)
            visit((height - 1) * width + x)
        }
        for y in 0..<height {
            visit(y * width)
            visit(y * width + width - 1)
        }
        while let index = stack.popLast() {
            let x = index % width, y = index / width
            if x > 0 { visit(index - 1) }
            if x < width - 1 { visit(index + 1) }
            if y > 0 { visit(index - width) }
            if y < height - 1 { visit(index + width) }
        }
        return Mask(width: width, height: height, bits: outside.map { !$0 })
    }

    /// Pixels of the set that touch an unset pixel or the image border.
    func boundaryPoints() -> [(x: Int, y: Int)] {
        var points: [(x: Int, y: Int)] = []
        for y in 0..<height {
            for x in 0..<width where bits[y * width + x] {
                let onBorder = x == 0 || y == 0 || x == width - 1 || y == height - 1
                if onBorder || !bits[y * width + x - 1] || !bits[y * width + x + 1]
                    || !bits[(y - 1) * width + x] || !bits[(y + 1) * width + x] {
                    points.append((x, y))
                }
            }
        }
        return points
    }
}
