import ArkivatorCore
import CLeptonica
import Foundation

/// Finds, flattens and cleans the page in a photo of a letter, and encodes pages for the archive.
public struct PageEnhancer: PageEnhancing {
    /// A4 at 300 DPI.
    public static let pageWidth = 2480
    public static let pageHeight = 3508
    public static let resolution = 300

    public var decoder: PhotoDecoder
    public var maximumJPEGBytes: Int
    public var keepsLosslessCopy: Bool
    /// Whether pages are archived in colour: never, when they have colour worth keeping, or always.
    public var colour: PageColour

    public init(decoder: PhotoDecoder = PhotoDecoder(), maximumJPEGBytes: Int = 2_000_000, keepsLosslessCopy: Bool = false,
                colour: PageColour = .grey) {
        self.decoder = decoder
        self.maximumJPEGBytes = maximumJPEGBytes
        self.keepsLosslessCopy = keepsLosslessCopy
        self.colour = colour
    }

    /// Finds and flattens the page in `photo`; `corners`, in the upright photo's pixels,
    /// replace the search when the user has marked the page by hand. A found sheet comes out
    /// with its long side vertical, but no page is yet turned the right way up: `DocumentReader`
    /// decides that, with Leptonica's guess (`FlattenedPage.orientationHint`) as one opinion.
    public func flatten(photo: Data, corners userCorners: Quadrilateral?) throws -> FlattenedPage {
        let clock = ContinuousClock()
        let decodeStart = clock.now
        let decoded = try decoder.decode(photo)
        let decodeSeconds = (clock.now - decodeStart).inSeconds

        let enhanceStart = clock.now
        let photoColour = decoded.image
        guard let gray = photoColour.grayscale() else { throw ImagingError.conversionFailed }
        let photoImage = try GrayImage(gray, resolution: Self.resolution)

        let found = userCorners ?? findPage(in: photoColour).map { sheet in
            // A sheet that runs off the photo has its true corners outside it: flattened from
            // the corners of its visible part, its lines of text would be stretched and bent.
            // The page fills the photo, so the photo itself is the page.
            sheet.edgeShare > Self.sheetRunsOffPhoto ? Self.frame(of: photoImage) : sheet.corners
        }
        let page: GrayImage
        let corners: Quadrilateral
        if let found {
            corners = Self.portrait(found)
            let (width, height) = Self.outputSize(for: corners)
            guard let warped = photoImage.warped(from: corners, width: width, height: height, resolution: Self.resolution) else {
                throw ImagingError.conversionFailed
            }
            page = warped
        } else {
            corners = Self.frame(of: photoImage)
            // Without a page the photo's own scale is unknown; assume the frame holds an A4 page.
            let resolution = max(72, Int((Double(max(photoImage.width, photoImage.height)) / 11.69).rounded()))
            page = GrayImage(width: photoImage.width, height: photoImage.height, pixels: photoImage.pixels, resolution: resolution)
        }

        let pagePix = try Pix(gray: page)
        guard let lit = pagePix.backgroundNormalised(),
              let (straight, degrees) = lit.deskewed()
        else { throw ImagingError.conversionFailed }
        straight.setResolution(page.resolution)
        let grey = try GrayImage(straight, resolution: page.resolution)
        return FlattenedPage(
            image: grey, pageFound: found != nil, corners: corners,
            orientationHint: straight.textOrientation(resolution: page.resolution),
            decodeSeconds: decodeSeconds, enhanceSeconds: (clock.now - enhanceStart).inSeconds,
            colour: try colourPage(of: photoColour, corners: found == nil ? nil : corners, like: grey, straightenedBy: degrees),
            paperBrightness: page.paperBrightness)
    }

    /// The archived JPEG within `maximumJPEGBytes`, and the PNG when `keepsLosslessCopy`.
    public func archivedImages(of page: GrayImage) throws -> ArchivedImages {
        try archivedImages(of: page, colour: nil)
    }

    /// As `archivedImages(of:)`, in colour when `colour` is given.
    public func archivedImages(of page: GrayImage, colour: ColourImage?) throws -> ArchivedImages {
        let pix = try colour.map { try Pix(colour: $0) } ?? Pix(gray: page)
        return ArchivedImages(
            jpeg: try ImageEncoder.jpeg(pix, maximumBytes: maximumJPEGBytes, resolution: page.resolution),
            png: keepsLosslessCopy ? try ImageEncoder.png(pix, resolution: page.resolution) : nil)
    }

    /// A page image `archivedImages` wrote, read back in grey at its own resolution, to be
    /// turned or read again.
    public func archivedPage(_ image: Data) throws -> GrayImage {
        try GrayImage(try Pix.archivedPage(image).0)
    }

    public func archivedColour(_ image: Data) throws -> ColourImage? {
        let pix = try Pix.archivedPage(image).0
        guard pix.depth == 32 else { return nil }
        let resolution = Int(pixGetXRes(pix.pointer))
        return pix.planes(resolution: resolution > 0 ? resolution : Self.resolution)
    }

    /// More of the photo's edge than this covered by the sheet means the sheet runs off the
    /// photo (a corner clipped by a few pixels does not count).
    static let sheetRunsOffPhoto = 0.05

    /// Searches a small copy of the photo; the corners are scaled back up to the photo's pixels.
    func findPage(in colour: Pix) -> (corners: Quadrilateral, edgeShare: Double)? {
        let factor = min(1, Double(PageFinder.workingSize) / Double(max(colour.width, colour.height)))
        guard let small = factor < 1 ? colour.scaledDown(by: factor) : colour, small.depth == 32 else { return nil }
        let planes = small.colourPlanes()
        guard let sheet = PageFinder().find(red: planes.red, green: planes.green, blue: planes.blue) else { return nil }
        return (sheet.corners.scaled(by: 1 / factor), sheet.edgeShare)
    }

    /// Orders the corners so that the page's long sides run top to bottom: a letter is
    /// portrait, and the orientation check then only has to tell up from down.
    static func portrait(_ corners: Quadrilateral) -> Quadrilateral {
        let sides = corners.sideLengths
        return sides.width > sides.height ? corners.rotatingCorners(1) : corners
    }

    /// A4 when the page's proportions are near A4's (perspective makes them approximate);
    /// otherwise the measured proportions at A4's width, so a receipt is not stretched.
    static func outputSize(for corners: Quadrilateral) -> (width: Int, height: Int) {
        let sides = corners.sideLengths
        let aspect = sides.height / max(1, sides.width)
        let a4 = Double(pageHeight) / Double(pageWidth)
        guard abs(aspect - a4) / a4 > 0.15 else { return (pageWidth, pageHeight) }
        let height = Int((Double(pageWidth) * min(max(aspect, 0.5), 4)).rounded())
        return (pageWidth, height)
    }

    static func frame(of image: GrayImage) -> Quadrilateral {
        let (width, height) = (Double(image.width), Double(image.height))
        return Quadrilateral(topLeft: Point(x: 0, y: 0), topRight: Point(x: width, y: 0),
                             bottomRight: Point(x: width, y: height), bottomLeft: Point(x: 0, y: height))
    }
}

extension Pix {
    /// The turn that makes Roman text upright, from the balance of ascenders and descenders
    /// (Leptonica's orientation detector); nil when the evidence is weak by Leptonica's own
    /// standard. The confidence is that of the winning direction (up/down or left/right).
    func textOrientation(resolution: Int) -> PageOrientation? {
        // The detector wants 150–300 ppi binary text; halve a 300 DPI page for speed.
        let reduction = resolution > 200 ? 0.5 : 1.0
        guard let reduced = reduction < 1 ? scaledDown(by: reduction) : self,
              let binary = Pix(taking: pixConvertTo1(reduced.pointer, 130))
        else { return nil }
        var upConfidence: Float = 0, leftConfidence: Float = 0
        guard pixOrientDetect(binary.pointer, &upConfidence, &leftConfidence, 0, 0) == 0 else { return nil }
        var orientation: Int32 = 0
        makeOrientDecision(upConfidence, leftConfidence, 0, 0, &orientation, 0)
        let up = Double(abs(upConfidence)), left = Double(abs(leftConfidence))
        switch orientation {
        case Int32(L_TEXT_ORIENT_UP): return PageOrientation(rotation: 0, confidence: up)
        case Int32(L_TEXT_ORIENT_LEFT): return PageOrientation(rotation: 90, confidence: left)
        case Int32(L_TEXT_ORIENT_DOWN): return PageOrientation(rotation: 180, confidence: up)
        case Int32(L_TEXT_ORIENT_RIGHT): return PageOrientation(rotation: 270, confidence: left)
        default: return nil
        }
    }
}
