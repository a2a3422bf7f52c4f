import ArkivatorCore
import CLeptonica
import Foundation

/// The colour of a photographed page: flattened as its grey page is (the same corners, the
/// same lighting evened out, the same straightening), and judged worth keeping or not.
extension PageEnhancer {
    /// A page whose colour is not worth keeping is archived grey. Judged on a quarter-size copy
    /// of the lit page (its share of coloured pixels), where a black letter's colour fringes (the camera's demosaicing, JPEG's
    /// colour subsampling) average away and a logo, a stamp or a signature in ink keeps its colour.
    static let colourfulShare = 0.002
    /// How far apart a pixel's strongest and weakest channel must be to count as coloured.
    static let colourfulChroma: UInt32 = 40

    /// The page in colour, flattened from `photo` as `page` was, or nil when the policy is grey
    /// or the page has no colour worth keeping. Whether it has is judged first on a glance at a
    /// quarter of the size, so that a letter of black print costs little more than its grey page.
    func colourPage(of photo: Pix, corners: Quadrilateral?, like page: GrayImage, straightenedBy degrees: Double) throws
        -> ColourImage?
    {
        guard colour != .grey, photo.depth == 32 else { return nil }
        if colour == .whenColoured {
            // Averaged down to a quarter before warping, as the decision wants no more.
            guard let small = photo.scaledDown(by: 0.25) else { throw ImagingError.conversionFailed }
            let glance = try lit(small.planes(resolution: page.resolution / 4), corners: corners?.scaled(by: 0.25),
                                 width: page.width / 4, height: page.height / 4, resolution: page.resolution / 4)
            guard glance.colourfulShare() >= Self.colourfulShare else { return nil }
        }
        let whole = try lit(photo.planes(resolution: page.resolution), corners: corners, width: page.width, height: page.height,
                            resolution: page.resolution)
        let straight = abs(degrees) < 0.1 ? whole
            : Pix(taking: pixRotate(whole.pointer, Float(degrees * .pi / 180), Int32(L_ROTATE_AREA_MAP), Int32(L_BRING_IN_WHITE), 0, 0))
        guard let straight, straight.width == page.width, straight.height == page.height else { return nil }
        return straight.planes(resolution: page.resolution)
    }

    /// A PDF's page in colour: a rendering has no lighting to even out, so its colour is
    /// judged as it is, on the glance, and the whole rendering is made only when it counts.
    public func renderedColour(glance: Data, whole: () throws -> Data, like page: GrayImage) throws -> ColourImage? {
        guard colour != .grey else { return nil }
        if colour == .whenColoured {
            let small = try decoder.decode(glance).image
            guard small.colourfulShare() >= Self.colourfulShare else { return nil }
        }
        let rendered = try decoder.decode(try whole()).image
        guard rendered.depth == 32, rendered.width == page.width, rendered.height == page.height else { return nil }
        return rendered.planes(resolution: page.resolution)
    }

    /// The photo's planes flattened to `width × height` (warped from `corners`, or scaled when the
    /// page is the whole photo) with the lighting evened out as the grey page's is.
    private func lit(_ planes: ColourImage, corners: Quadrilateral?, width: Int, height: Int, resolution: Int) throws -> Pix {
        let flat: Pix?
        if let corners {
            guard let red = planes.red.warped(from: corners, width: width, height: height, resolution: resolution),
                  let green = planes.green.warped(from: corners, width: width, height: height, resolution: resolution),
                  let blue = planes.blue.warped(from: corners, width: width, height: height, resolution: resolution)
            else { throw ImagingError.conversionFailed }
            flat = try Pix(colour: ColourImage(red: red, green: green, blue: blue))
        } else {
            let whole = try Pix(colour: planes)
            flat = width == planes.width ? whole : Pix(taking: pixScaleAreaMap(whole.pointer, Float(width) / Float(planes.width),
                                                                               Float(height) / Float(planes.height)))
        }
        guard let lit = flat?.backgroundNormalised() else { throw ImagingError.conversionFailed }
        return lit
    }
}

extension Pix {
    /// A 32-bit colour image of three planes, with their resolution.
    convenience init(colour image: ColourImage) throws(ImagingError) {
        guard let created = Pix(taking: pixCreate(Int32(image.width), Int32(image.height), 32)),
              let words = pixGetData(created.pointer)
        else { throw .conversionFailed }
        let pointer = pixClone(created.pointer)!
        let wordsPerLine = Int(pixGetWpl(pointer))
        for y in 0..<image.height {
            let row = words + y * wordsPerLine
            let start = y * image.width
            for x in 0..<image.width {
                // Red in the most significant byte, as Leptonica keeps RGB.
                row[x] = UInt32(image.red.pixels[start + x]) << 24 | UInt32(image.green.pixels[start + x]) << 16
                    | UInt32(image.blue.pixels[start + x]) << 8
            }
        }
        let dpi = Int32(clamping: image.red.resolution)
        pixSetResolution(pointer, dpi, dpi)
        self.init(taking: pointer)!
    }

    /// The three planes of a 32-bit image.
    func planes(resolution: Int) -> ColourImage {
        precondition(depth == 32, "planes need a 32-bit image")
        let (width, height) = (self.width, self.height)
        var red = [UInt8](repeating: 0, count: width * height), green = red, blue = red
        let wordsPerLine = Int(pixGetWpl(pointer))
        let data = pixGetData(pointer)!
        for y in 0..<height {
            let row = data + y * wordsPerLine
            for x in 0..<width {
                let word = row[x], index = y * width + x
                red[index] = UInt8(truncatingIfNeeded: word >> 24)
                green[index] = UInt8(truncatingIfNeeded: word >> 16)
                blue[index] = UInt8(truncatingIfNeeded: word >> 8)
            }
        }
        return ColourImage(red: GrayImage(width: width, height: height, pixels: red, resolution: resolution),
                           green: GrayImage(width: width, height: height, pixels: green, resolution: resolution),
                           blue: GrayImage(width: width, height: height, pixels: blue, resolution: resolution))
    }

    /// The share of pixels whose channels differ by `colourfulChroma` or more.
    func colourfulShare() -> Double {
        guard depth == 32, let data = pixGetData(pointer) else { return 0 }
        let wordsPerLine = Int(pixGetWpl(pointer))
        var coloured = 0
        for y in 0..<height {
            let row = data + y * wordsPerLine
            for x in 0..<width {
                let word = row[x]
                let r = (word >> 24) & 0xFF, g = (word >> 16) & 0xFF, b = (word >> 8) & 0xFF
                if max(r, g, b) - min(r, g, b) >= PageEnhancer.colourfulChroma { coloured += 1 }
            }
        }
        return Double(coloured) / Double(max(1, width * height))
    }
}
