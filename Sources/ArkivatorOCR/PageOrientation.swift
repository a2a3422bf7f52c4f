import ArkivatorCore

extension PageOrientation {
    /// Tesseract's own threshold for trusting an orientation (`min_orientation_margin`).
    /// Tesseract's confidence is how far the best orientation's score is ahead of the runner-up;
    /// it calls 15 "reasonably confident", and half an A4 page of print scores 20–25.
    public static let tesseractMinimumConfidence = 7.0
}

extension TesseractRecognizer: OrientationDetecting {
    /// Tesseract's orientation detection, trusted from `orientationConfidenceNeeded`. A page
    /// finer than 200 DPI is looked at in half its size: the detector judges the shapes of
    /// letters, which 150 DPI shows as well, at a quarter of the cost.
    public func detectOrientation(_ page: GrayImage) throws -> PageOrientation? {
        try detectOrientation(page.resolution > 200 ? page.halved() : page, minimumConfidence: orientationConfidenceNeeded)
    }
}
