import ArkivatorCore
import Foundation

/// The projective transform that carries one quadrilateral onto another.
struct Homography {
    /// Row-major 3×3 matrix with the last element fixed at 1.
    let matrix: [Double]

    /// The transform taking each corner of `source` to the same corner of `destination`,
    /// or nil when three corners are in a line.
    init?(from source: Quadrilateral, to destination: Quadrilateral) {
        var rows: [[Double]] = []
        for (s, d) in zip(source.corners, destination.corners) {
            rows.append([s.x, s.y, 1, 0, 0, 0, -d.x * s.x, -d.x * s.y, d.x])
            rows.append([0, 0, 0, s.x, s.y, 1, -d.y * s.x, -d.y * s.y, d.y])
        }
        guard let solution = Self.solve(rows) else { return nil }
        matrix = solution + [1]
    }

    func apply(_ x: Double, _ y: Double) -> (x: Double, y: Double) {
        let w = matrix[6] * x + matrix[7] * y + matrix[8]
        return ((matrix[0] * x + matrix[1] * y + matrix[2]) / w, (matrix[3] * x + matrix[4] * y + matrix[5]) / w)
    }

    /// Gaussian elimination with partial pivoting on an augmented 8×9 system.
    private static func solve(_ input: [[Double]]) -> [Double]? {
        var rows = input
        let count = rows.count
        for column in 0..<count {
            guard let pivot = (column..<count).max(by: { abs(rows[$0][column]) < abs(rows[$1][column]) }),
                  abs(rows[pivot][column]) > 1e-12 else { return nil }
            rows.swapAt(column, pivot)
            for row in 0..<count where row != column {
                let factor = rows[row][column] / rows[column][column]
                if factor != 0 {
                    for k in column...count { rows[row][k] -= factor * rows[column][k] }
                }
            }
        }
        return (0..<count).map { rows[$0][count] / rows[$0][$0] }
    }
}

extension GrayImage {
    /// The part of this image inside `source`, stretched onto an upright `width × height`
    /// image with bilinear interpolation; white where the page reached outside the photo.
    func warped(from source: Quadrilateral, width: Int, height: Int, resolution: Int) -> GrayImage? {
        let destination = Quadrilateral(
            topLeft: Point(x: 0, y: 0), topRight: Point(x: Double(width), y: 0),
            bottomRight: Point(x: Double(width), y: Double(height)), bottomLeft: Point(x: 0, y: Double(height)))
        guard let inverse = Homography(from: destination, to: source) else { return nil }
        let sourceWidth = self.width, sourceHeight = self.height
        let m = inverse.matrix
        var output = [UInt8](repeating: 255, count: width * height)
        let bands = max(1, min(ProcessInfo.processInfo.activeProcessorCount, 8))
        pixels.withUnsafeBufferPointer { input in
            output.withUnsafeMutableBufferPointer { result in
                // Bands of rows are independent; each reads the photo and writes only its own rows.
                let shared = UnsafeSharedBuffers(input: input, output: result.baseAddress!)
                DispatchQueue.concurrentPerform(iterations: bands) { band in
                    let input = shared.input, target = shared.output
                    for y in stride(from: band, to: height, by: bands) {
                        // Numerator and denominator are linear along a row: step them.
                        let cy = Double(y) + 0.5
                        var u = m[0] * 0.5 + m[1] * cy + m[2]
                        var v = m[3] * 0.5 + m[4] * cy + m[5]
                        var w = m[6] * 0.5 + m[7] * cy + m[8]
                        for x in 0..<width {
                            defer { u += m[0]; v += m[3]; w += m[6] }
                            let sx = u / w - 0.5, sy = v / w - 0.5
                            guard sx >= 0, sy >= 0, sx < Double(sourceWidth - 1), sy < Double(sourceHeight - 1) else { continue }
                            let x0 = Int(sx), y0 = Int(sy)
                            let fx = sx - Double(x0), fy = sy - Double(y0)
                            let top = y0 * sourceWidth + x0
                            let topValue = Double(input[top]) + (Double(input[top + 1]) - Double(input[top])) * fx
                            let bottom = top + sourceWidth
                            let bottomValue = Double(input[bottom]) + (Double(input[bottom + 1]) - Double(input[bottom])) * fx
                            target[y * width + x] = UInt8(min(255, max(0, topValue + (bottomValue - topValue) * fy + 0.5)))
                        }
                    }
                }
            }
        }
        return GrayImage(width: width, height: height, pixels: output, resolution: resolution)
    }
}

/// Buffers handed to concurrent workers that only read `input` and write disjoint parts of `output`.
private struct UnsafeSharedBuffers: @unchecked Sendable {
    let input: UnsafeBufferPointer<UInt8>
    let output: UnsafeMutablePointer<UInt8>
}
