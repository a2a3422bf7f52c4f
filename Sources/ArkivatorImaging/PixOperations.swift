import ArkivatorCore
import CLeptonica

/// The Leptonica operations the page pipeline uses, each returning a new owned image.
extension Pix {
    /// Area-averaged reduction, which keeps thin lines and text as grey instead of dropping them.
    func scaledDown(by factor: Double) -> Pix? {
        Pix(taking: pixScaleAreaMap(pointer, Float(factor), Float(factor)))
    }

    /// Luminance of a colour image; an 8-bit image is copied as it is.
    func grayscale() -> Pix? {
        switch depth {
        case 8: Pix(taking: pixCopy(nil, pointer))
        case 32: Pix(taking: pixConvertRGBToLuminance(pointer))
        default: Pix(taking: pixConvertTo8(pointer, 0))
        }
    }

    /// The three colour planes of a 32-bit image as 0–255 samples.
    func colourPlanes() -> (red: Raster, green: Raster, blue: Raster) {
        precondition(depth == 32, "colour planes need a 32-bit image")
        let (width, height) = (self.width, self.height)
        var red = Raster(width: width, height: height), green = red, blue = red
        let wordsPerLine = Int(pixGetWpl(pointer))
        let data = pixGetData(pointer)!
        for y in 0..<height {
            let row = data + y * wordsPerLine
            for x in 0..<width {
                // Leptonica keeps RGBA in one 32-bit word, red in the most significant byte.
                let word = row[x]
                let index = y * width + x
                red.values[index] = Float((word >> 24) & 0xFF)
                green.values[index] = Float((word >> 16) & 0xFF)
                blue.values[index] = Float((word >> 8) & 0xFF)
            }
        }
        return (red, green, blue)
    }

    /// Evens out uneven lighting — shadows, vignetting — so that paper becomes white and
    /// ink stays dark, then stretches the contrast.
    func backgroundNormalised() -> Pix? {
        guard let normalised = Pix(taking: pixBackgroundNormSimple(pointer, nil, nil)) else { return nil }
        // pixBackgroundNormSimple lifts paper to 200; map 200 to white and keep ink black.
        return Pix(taking: pixGammaTRC(nil, normalised.pointer, 1.0, 40, 195))
    }

    /// Straightens text lines up to 12° off (a photo of a flat page, or a page whose corners
    /// were not found); returns the image and the angle it was turned by.
    func deskewed() -> (image: Pix, degrees: Double)? {
        let skew = measuredSkew()
        guard skew.confidence >= Self.skewConfidenceNeeded, abs(skew.degrees) >= 0.1 else {
            return Pix(taking: pixCopy(nil, pointer)).map { ($0, 0) }
        }
        let radians = Float(skew.degrees * .pi / 180)
        return Pix(taking: pixRotate(pointer, radians, Int32(L_ROTATE_AREA_MAP), Int32(L_BRING_IN_WHITE), 0, 0))
            .map { ($0, skew.degrees) }
    }

    /// Leptonica's own deskew wants a confidence of 3 (the best angle's score three times the
    /// worst's). A page that fills the photo, a sparse letter or a dim one scores 2–3 with its
    /// lines still 4–8° off, which costs Tesseract most of their words; a page with no lines
    /// to measure scores near 1. Measured on generated hard photos and dev-wild pages.
    static let skewConfidenceNeeded = 2.0

    /// The skew of the text lines in degrees, and Leptonica's confidence in it (0 when unsure).
    func measuredSkew() -> (degrees: Double, confidence: Double) {
        guard let binary = depth == 1 ? self : Pix(taking: pixConvertTo1(pointer, 130)) else { return (0, 0) }
        var angle: Float = 0, confidence: Float = 0
        // Sweep at 1/4 size in 1/3° steps, then refine at 1/2 size.
        pixFindSkewSweepAndSearch(binary.pointer, &angle, &confidence, 4, 2, 12, 1.0 / 3, 0.01)
        return (Double(angle), Double(confidence))
    }

    func setResolution(_ dotsPerInch: Int) {
        pixSetResolution(pointer, Int32(dotsPerInch), Int32(dotsPerInch))
    }
}
