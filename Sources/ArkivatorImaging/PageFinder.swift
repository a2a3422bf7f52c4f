import Foundation
import ArkivatorCore

/// Finds the sheet of paper in a photo: on a wooden table, a dark cloth, or a light desk
/// that barely differs from the paper, with shadows across it.
///
/// A first guess takes what is bright, grey and smooth. Then the guess teaches itself: the
/// colour and texture of the pixels inside it and of those well outside it become two
/// models, and every pixel goes to the model it fits better. Colour balance and texture do
/// not change under a shadow, which is why the refined mask keeps a shadowed page whole.
/// The page's corners are those of the largest quadrilateral inside the mask's convex hull.
struct PageFinder {
    /// The side the photo is reduced to before looking; the page finder needs shapes, not letters.
    static let workingSize = 800

    struct Result {
        /// Corners in the coordinates of the image that was searched.
        let corners: Quadrilateral
        /// The share of the image the page covers.
        let coverage: Double
        /// The share of the image's edge that the page covers: more than a sliver means the
        /// sheet runs off the photo, and its true corners lie outside it.
        let edgeShare: Double
    }

    /// Looks for the page in three colour planes of the same size (0–255 samples).
    func find(red: Raster, green: Raster, blue: Raster) -> Result? {
        let (red, green, blue) = (red.smoothed(), green.smoothed(), blue.smoothed())
        if let sheet = search(red: red, green: green, blue: blue) { return sheet }
        // Lifted, a photo of bare wood is light too: the lift is trusted only when it shows a
        // whole sheet lying inside the photo.
        let lifted = Self.whiteBalanced(red: red, green: green, blue: blue)
        guard let sheet = search(red: lifted.0, green: lifted.1, blue: lifted.2),
              sheet.edgeShare <= PageEnhancer.sheetRunsOffPhoto
        else { return nil }
        return sheet
    }

    private func search(red: Raster, green: Raster, blue: Raster) -> Result? {
        let lightness = Raster.combine([red, green, blue]) { ($0[0] + $0[1] + $0[2]) / 3 }
        let chroma = Raster.combine([red, green, blue]) { $0.max()! - $0.min()! }
        let texture = lightness.localDeviation(radius: 2)

        // The first guess looks past the text: closing lifts lines of print to the paper's level,
        // so that dark text does not become a class of its own.
        let paperLevel = lightness.closed(radius: 3)
        let paperTexture = paperLevel.localDeviation(radius: 2)
        let paperLikeness = Raster.combine([paperLevel, chroma, paperTexture]) { $0[0] - 1.5 * $0[1] - 2 * $0[2] }
        guard var page = paperLikeness.otsuMask().closed(radius: 4).opened(radius: 3).largestComponent() else {
            return nil
        }

        let features = [
            Raster.combine([red, green, blue]) { 300 * ($0[0] + 1) / ($0[0] + $0[1] + $0[2] + 3) },
            Raster.combine([red, green, blue]) { 300 * ($0[1] + 1) / ($0[0] + $0[1] + $0[2] + 3) },
            texture.map { 8 * log1pf($0) },
            lightness.map { $0 / 30 },
        ]
        for _ in 0..<3 {
            guard let refined = refine(page, features: features) else { break }
            page = refined
        }

        // Paper is light and nearly grey; a region of brown wood or dark cloth is not a page.
        guard Self.looksLikePaper(page, lightness: lightness, chroma: chroma) else { return nil }
        let area = Double(page.count)
        guard let corners = Self.largestInscribedQuadrilateral(in: ConvexHull(page.boundaryPoints()).points) else {
            return nil
        }
        let imageArea = Double(page.width * page.height)
        // A blob that is far from four-sided, or a speck, is not a sheet of paper.
        guard corners.isConvex, corners.area > 0.04 * imageArea, area / corners.area > 0.85 else { return nil }
        return Result(corners: corners, coverage: corners.area / imageArea,
                      edgeShare: Self.edgeShare(of: page, lightness: lightness, chroma: chroma))
    }

    /// Where a sheet lies on a table, its pixels are the photo's brightest. Under a dim, warm
    /// lamp they are grey-brown (100, 85, 55), neither light nor grey enough to be taken for
    /// paper, so each channel is lifted until its brightest pixels are white, as the camera's
    /// white balance should have done.
    static func whiteBalanced(red: Raster, green: Raster, blue: Raster) -> (Raster, Raster, Raster) {
        func lifted(_ plane: Raster) -> Raster {
            let brightest = max(1, plane.percentile(0.98))
            let gain = min(Self.balancedWhite / brightest, Self.largestLift)
            return gain >= Self.smallestLift ? plane.map { min(255, $0 * gain) } : plane
        }
        return (lifted(red), lifted(green), lifted(blue))
    }

    /// What the brightest pixels are lifted to, and by how much at least and at most: a channel
    /// whose brightest pixels are near white already needs no lift (the sheet is found in good
    /// light as it always was), and a photo so dark that it needs more holds too little to read.
    static let balancedWhite: Float = 230
    static let smallestLift: Float = 1.3
    static let largestLift: Float = 4

    /// The share of the image's edge, position by position along its four sides, where the
    /// sheet reaches it: the page's mask comes within `margin` pixels, and the pixel on the edge
    /// itself looks like the sheet's paper. (The morphology that shapes the mask treats the
    /// outside as unset, so a sheet running off the photo stops a few pixels short of the edge;
    /// the paper test tells that apart from a sheet that merely ends close to it.)
    static func edgeShare(of mask: Mask, lightness: Raster, chroma: Raster, margin: Int = 8) -> Double {
        let (width, height) = (mask.width, mask.height)
        guard width > 2 * margin, height > 2 * margin else { return 0 }
        var count = 0.0, lightnessSum = 0.0, chromaSum = 0.0
        for index in mask.bits.indices where mask.bits[index] {
            count += 1
            lightnessSum += Double(lightness.values[index])
            chromaSum += Double(chroma.values[index])
        }
        guard count > 0 else { return 0 }
        let (paperLightness, paperChroma) = (lightnessSum / count, chromaSum / count)
        func reached(_ edge: (x: Int, y: Int), inward: (x: Int, y: Int)) -> Bool {
            let index = edge.y * width + edge.x
            guard Double(lightness.values[index]) >= paperLightness - 30, Double(chroma.values[index]) <= paperChroma + 15 else {
                return false
            }
            return (0..<margin).contains { mask.bits[(edge.y + inward.y * $0) * width + edge.x + inward.x * $0] }
        }
        var reaching = 0
        for x in 0..<width {
            if reached((x, 0), inward: (0, 1)) { reaching += 1 }
            if reached((x, height - 1), inward: (0, -1)) { reaching += 1 }
        }
        for y in 0..<height {
            if reached((0, y), inward: (1, 0)) { reaching += 1 }
            if reached((width - 1, y), inward: (-1, 0)) { reaching += 1 }
        }
        return Double(reaching) / Double(2 * (width + height))
    }

    static func looksLikePaper(_ mask: Mask, lightness: Raster, chroma: Raster) -> Bool {
        var count = 0.0, lightnessSum = 0.0, chromaSum = 0.0
        for index in mask.bits.indices where mask.bits[index] {
            count += 1
            lightnessSum += Double(lightness.values[index])
            chromaSum += Double(chroma.values[index])
        }
        guard count > 0 else { return false }
        return lightnessSum / count >= 90 && chromaSum / count <= 45
    }

    /// One round of two-model classification seeded by the current mask.
    private func refine(_ page: Mask, features: [Raster]) -> Mask? {
        let inside = page.eroded(radius: 7)
        let outside = page.dilated(radius: 7)
        let paper = GaussianModel(features: features, where: inside.bits, selecting: true)
        let background = GaussianModel(features: features, where: outside.bits, selecting: false)
        guard let paper, let background else { return nil }
        var mask = Mask(width: page.width, height: page.height)
        var sample = [Float](repeating: 0, count: features.count)
        for index in mask.bits.indices {
            for channel in features.indices { sample[channel] = features[channel].values[index] }
            mask.bits[index] = paper.logLikelihood(sample) > background.logLikelihood(sample)
        }
        return mask.closed(radius: 4).opened(radius: 3).largestComponent()?.holesFilled()
    }

    /// The quadrilateral of largest area with its corners on the hull: a sheet's corners.
    static func largestInscribedQuadrilateral(in hull: [(x: Int, y: Int)]) -> Quadrilateral? {
        let limit = 120
        let points: [Point] = stride(from: 0, to: hull.count, by: max(1, hull.count / limit)).map {
            Point(x: Double(hull[$0].x), y: Double(hull[$0].y))
        }
        let count = points.count
        guard count >= 4 else { return nil }
        func triangle(_ a: Int, _ b: Int, _ c: Int) -> Double {
            let (p, q, r) = (points[a], points[b], points[c])
            return abs((q.x - p.x) * (r.y - p.y) - (r.x - p.x) * (q.y - p.y)) / 2
        }
        var best: (area: Double, corners: [Int])?
        for first in 0..<count {
            for third in stride(from: first + 2, to: count, by: 1) where third - first < count - 1 {
                var bestSecond = first + 1, bestSecondArea = -1.0
                for second in (first + 1)..<third {
                    let area = triangle(first, second, third)
                    if area > bestSecondArea { (bestSecond, bestSecondArea) = (second, area) }
                }
                var bestFourth = -1, bestFourthArea = -1.0
                for offset in 1..<(count - third + first) {
                    let fourth = (third + offset) % count
                    let area = triangle(third, fourth, first)
                    if area > bestFourthArea { (bestFourth, bestFourthArea) = (fourth, area) }
                }
                let area = bestSecondArea + bestFourthArea
                if bestFourth >= 0, area > (best?.area ?? 0) {
                    best = (area, [first, bestSecond, third, bestFourth])
                }
            }
        }
        guard let best else { return nil }
        return Quadrilateral(unordered: best.corners.map { points[$0] })
    }
}

/// A normal distribution with independent features, learnt from the pixels of one class.
private struct GaussianModel {
    let means: [Float]
    let variances: [Float]
    let normalisation: Float

    init?(features: [Raster], where selection: [Bool], selecting wanted: Bool) {
        var sums = [Double](repeating: 0, count: features.count)
        var squares = [Double](repeating: 0, count: features.count)
        var count = 0.0
        for index in selection.indices where selection[index] == wanted {
            count += 1
            for channel in features.indices {
                let value = Double(features[channel].values[index])
                sums[channel] += value
                squares[channel] += value * value
            }
        }
        guard count >= 100 else { return nil }
        means = sums.map { Float($0 / count) }
        variances = features.indices.map { Float(max(0, squares[$0] / count - (sums[$0] / count) * (sums[$0] / count)) + 1) }
        normalisation = variances.reduce(0) { $0 + logf($1) } / 2
    }

    func logLikelihood(_ sample: [Float]) -> Float {
        var sum: Float = 0
        for channel in sample.indices {
            let difference = sample[channel] - means[channel]
            sum += difference * difference / variances[channel]
        }
        return -sum / 2 - normalisation
    }
}

/// The convex hull of pixel positions, counter-clockwise in image coordinates (Andrew's monotone chain).
struct ConvexHull {
    let points: [(x: Int, y: Int)]

    init(_ input: [(x: Int, y: Int)]) {
        let sorted = input.sorted { $0.x != $1.x ? $0.x < $1.x : $0.y < $1.y }
        guard sorted.count > 2 else {
            points = sorted
            return
        }
        func cross(_ o: (x: Int, y: Int), _ a: (x: Int, y: Int), _ b: (x: Int, y: Int)) -> Int {
            (a.x - o.x) * (b.y - o.y) - (a.y - o.y) * (b.x - o.x)
        }
        var lower: [(x: Int, y: Int)] = []
        for point in sorted {
            while lower.count >= 2 && cross(lower[lower.count - 2], lower[lower.count - 1], point) <= 0 { lower.removeLast() }
            lower.append(point)
        }
        var upper: [(x: Int, y: Int)] = []
        for point in sorted.reversed() {
            while upper.count >= 2 && cross(upper[upper.count - 2], upper[upper.count - 1], point) <= 0 { upper.removeLast() }
            upper.append(point)
        }
        points = Array(lower.dropLast() + upper.dropLast())
    }
}
