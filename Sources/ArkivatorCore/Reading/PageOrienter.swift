/// Decides which way up each page is read, so that a page photographed sideways or upside
/// down is neither read nor archived that way.
///
/// Flattening a page settles its corners but not which of its edges is the top. The quick
/// detectors (`FlattenedPage.orientationHint`, from Leptonica's ascenders and descenders, and
/// an `OrientationDetecting`, Tesseract's orientation detection) judge from the shapes of
/// the print and are trusted only when they agree. Otherwise a square of the page that holds
/// the most print is read in all four orientations, and the orientation that reads the most
/// text with confidence wins: reading is slower than looking at shapes, but it is not fooled
/// by a sparse page, a table or a logo, since upside-down or sideways print does not read as
/// words. After the whole page is read, a reading that is still poor sends a larger square of
/// the page through the four orientations once more (`DocumentReader.read`).
public struct PageOrienter: Sendable {
    /// Reads the trials. It must read print as it lies, never turning lines that run top to
    /// bottom, or a page on its side reads as well as an upright one.
    public let recognizer: any TextRecognizer
    public let detector: (any OrientationDetecting)?

    public init(recognizer: any TextRecognizer, detector: (any OrientationDetecting)?) {
        self.recognizer = recognizer
        self.detector = detector
    }

    /// The side of the square read in each orientation, as a share of the page's shorter
    /// side: on an A4 page at 300 DPI about 7 cm, a dozen lines of body text.
    public static let trialWindowShare = 0.33
    /// The larger square read when a whole page read poorly: a second chance for a page whose
    /// densest print was a table, a logo or the grain of a table top.
    public static let recheckWindowShare = 0.45
    /// The fewest confidently read characters for an orientation to win a trial: a short
    /// line, so that a blank page or specks of dirt decide nothing.
    static let minimumTrialCharacters = 12
    /// How far the best orientation must be ahead of the runner-up, in confident characters.
    /// Measured on 37 readable pages (generated hard photos, dev-wild, development photos):
    /// the right orientation read 128–369 confident characters of a trial square, every wrong
    /// one 0–58.
    static let trialMargin = 2.0
    /// Upright or upside down is settled without reading the other two orientations when the
    /// better of the two reads with at least this mean confidence: print read sideways or upside
    /// down scored at most 0.60 in the same measurements, right-way-up print 0.82 or more.
    static let settledConfidence = 0.75

    /// Which way to turn the flattened page for its text to stand upright.
    public func orientation(of page: FlattenedPage) async throws -> OrientationDecision {
        let detected = try detector?.detectOrientation(page.image)
        if let detected, Self.trusts(detected, on: page) {
            return OrientationDecision(quarterTurns: detected.quarterTurns, method: .detected)
        }
        if let winner = try await readingTrial(of: page.image).winner {
            return OrientationDecision(quarterTurns: winner, method: .readingTrial)
        }
        // Nothing read well in any orientation: a blank page, or one too poor to read. A quick
        // detector's answer is still the best guess there is.
        let guess = detected ?? page.orientationHint
        return OrientationDecision(quarterTurns: guess?.quarterTurns ?? 0, method: .undecided)
    }

    /// Whether the detector's answer stands without reading: Leptonica's shapes must not say
    /// otherwise, and a sheet found in the photo must not be said to lie on its side. A found
    /// sheet is flattened with its long side vertical, as letters are printed, so text running
    /// top to bottom means a page printed across or a sheet found wrongly: worth a look.
    static func trusts(_ detected: PageOrientation, on page: FlattenedPage) -> Bool {
        if let hint = page.orientationHint, hint.rotation != detected.rotation { return false }
        return !(page.pageFound && detected.rotation % 180 != 0)
    }

    /// The outcome of reading the same piece of a page in several orientations.
    public struct Trial: Sendable {
        /// Clockwise quarter turns tried, and how well each read.
        public let qualities: [Int: ReadingQuality]

        /// The orientation that read clearly the most, if one did.
        public var winner: Int? {
            let ranked = qualities.sorted { $0.value.confidentCharacters > $1.value.confidentCharacters }
            guard let best = ranked.first, best.value.confidentCharacters >= PageOrienter.minimumTrialCharacters else {
                return nil
            }
            let runnerUp = ranked.dropFirst().first?.value.confidentCharacters ?? 0
            return Double(best.value.confidentCharacters) >= PageOrienter.trialMargin * Double(runnerUp) ? best.key : nil
        }

        /// Whether the winner of upright and upside down alone is so clearly right that the
        /// two sideways orientations need not be read.
        var isSettledWithoutSideways: Bool {
            guard let winner, let quality = qualities[winner] else { return false }
            return (quality.meanConfidence ?? 0) >= PageOrienter.settledConfidence
        }
    }

    /// Reads the square of `image` with the most print (`share` of its shorter side) as it
    /// lies and turned half a turn, then, unless one of those two clearly read as text, turned
    /// a quarter turn either way. Turns are clockwise quarter turns of `image`.
    public func readingTrial(of image: GrayImage, window share: Double = trialWindowShare) async throws -> Trial {
        let side = Int(Double(min(image.width, image.height)) * share)
        guard let piece = image.cropped(to: image.densestPrint(side: side)) else { return Trial(qualities: [:]) }
        let upright = try await qualities(of: piece, turns: [0, 2])
        let first = Trial(qualities: upright)
        if first.isSettledWithoutSideways { return first }
        let sideways = try await qualities(of: piece, turns: [1, 3])
        return Trial(qualities: upright.merging(sideways) { kept, _ in kept })
    }

    private func qualities(of piece: GrayImage, turns: [Int]) async throws -> [Int: ReadingQuality] {
        let readings = try await recognizer.recognize(pages: turns.map { piece.rotated(quarterTurns: $0) })
        return Dictionary(uniqueKeysWithValues: zip(turns, readings.map(ReadingQuality.init)))
    }
}
