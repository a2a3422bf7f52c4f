/// Which way a page has to be turned so its text stands upright, as Tesseract's orientation
/// detection (OSD) sees it.
public struct PageOrientation: Sendable, Equatable {
    /// Degrees to rotate the image **clockwise** to make the text upright: 0, 90, 180 or 270.
    /// A page photographed turned 90° clockwise (its text running top to bottom) needs 270.
    public let rotation: Int
    /// Tesseract's orientation confidence: how far the best orientation's score is ahead of the
    /// runner-up. Not a probability. Tesseract calls 15 "reasonably confident" and acts on its own
    /// detection only from 7 (`min_orientation_margin`); half an A4 page of print scores 20–25.
    public let confidence: Double

    public init(rotation: Int, confidence: Double) {
        precondition([0, 90, 180, 270].contains(rotation), "rotation must be a quarter turn")
        self.rotation = rotation
        self.confidence = confidence
    }

    /// Tesseract's own threshold for trusting an orientation (`min_orientation_margin`).
    public static let tesseractMinimumConfidence = 7.0
}
