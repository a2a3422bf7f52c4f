import Foundation

/// A point in image pixels, x to the right and y down.
public struct Point: Hashable, Sendable, Codable {
    public var x: Double
    public var y: Double

    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    public func distance(to other: Point) -> Double {
        ((x - other.x) * (x - other.x) + (y - other.y) * (y - other.y)).squareRoot()
    }
}

/// The four corners of a page in a photo, clockwise from the top left as the page is read.
public struct Quadrilateral: Hashable, Sendable, Codable {
    public var topLeft: Point
    public var topRight: Point
    public var bottomRight: Point
    public var bottomLeft: Point

    public init(topLeft: Point, topRight: Point, bottomRight: Point, bottomLeft: Point) {
        self.topLeft = topLeft
        self.topRight = topRight
        self.bottomRight = bottomRight
        self.bottomLeft = bottomLeft
    }

    /// Four corners in any order, arranged clockwise (in image coordinates) starting from
    /// the corner nearest the image's top left.
    public init?(unordered points: [Point]) {
        guard points.count == 4 else { return nil }
        let centre = Point(x: points.map(\.x).reduce(0, +) / 4, y: points.map(\.y).reduce(0, +) / 4)
        let clockwise = points.sorted {
            atan2($0.y - centre.y, $0.x - centre.x) < atan2($1.y - centre.y, $1.x - centre.x)
        }
        let start = clockwise.indices.min { clockwise[$0].x + clockwise[$0].y < clockwise[$1].x + clockwise[$1].y } ?? 0
        let ordered = (0..<4).map { clockwise[(start + $0) % 4] }
        self.init(topLeft: ordered[0], topRight: ordered[1], bottomRight: ordered[2], bottomLeft: ordered[3])
    }

    /// Parses `x1,y1,x2,y2,x3,y3,x4,y4` as typed on the command line.
    public init?(commaSeparated text: String) {
        let numbers = text.split(separator: ",").map { Double($0.trimmingCharacters(in: .whitespaces)) }
        guard numbers.allSatisfy({ $0 != nil }) else { return nil }
        self.init(coordinates: numbers.map { $0! })
    }

    /// Four corners as `x1, y1, …, x4, y4`, in any order.
    public init?(coordinates values: [Double]) {
        guard values.count == 8, values.allSatisfy(\.isFinite) else { return nil }
        self.init(unordered: stride(from: 0, to: 8, by: 2).map { Point(x: values[$0], y: values[$0 + 1]) })
    }

    public var corners: [Point] { [topLeft, topRight, bottomRight, bottomLeft] }

    /// Shoelace formula; positive for any simple quadrilateral.
    public var area: Double {
        let points = corners
        var twice = 0.0
        for index in 0..<4 {
            let a = points[index], b = points[(index + 1) % 4]
            twice += a.x * b.y - b.x * a.y
        }
        return abs(twice) / 2
    }

    public var isConvex: Bool {
        let points = corners
        var sign = 0.0
        for index in 0..<4 {
            let a = points[index], b = points[(index + 1) % 4], c = points[(index + 2) % 4]
            let cross = (b.x - a.x) * (c.y - b.y) - (b.y - a.y) * (c.x - b.x)
            if cross == 0 { return false }
            if sign == 0 { sign = cross } else if (sign > 0) != (cross > 0) { return false }
        }
        return true
    }

    /// Mean lengths of the two pairs of opposite sides: (width, height) of the page as seen.
    public var sideLengths: (width: Double, height: Double) {
        ((topLeft.distance(to: topRight) + bottomLeft.distance(to: bottomRight)) / 2,
         (topLeft.distance(to: bottomLeft) + topRight.distance(to: bottomRight)) / 2)
    }

    public func scaled(by factor: Double) -> Quadrilateral {
        func scale(_ point: Point) -> Point { Point(x: point.x * factor, y: point.y * factor) }
        return Quadrilateral(topLeft: scale(topLeft), topRight: scale(topRight),
                             bottomRight: scale(bottomRight), bottomLeft: scale(bottomLeft))
    }

    /// The same page with its corners turned a quarter `turns` times, so that the corner
    /// that was on the left of the top edge moves clockwise.
    public func rotatingCorners(_ turns: Int) -> Quadrilateral {
        let points = corners
        let shift = ((turns % 4) + 4) % 4
        let rotated = (0..<4).map { points[($0 + 4 - shift) % 4] }
        return Quadrilateral(topLeft: rotated[0], topRight: rotated[1], bottomRight: rotated[2], bottomLeft: rotated[3])
    }
}

