import Foundation

/// A photographed page found, flattened and cleaned, but not yet turned: its text may still
/// run sideways or upside down.
public struct FlattenedPage: Sendable {
    /// The page in grey, as the recogniser reads it.
    public let image: GrayImage
    /// False when no page could be told from its background and the whole photo was used.
    public let pageFound: Bool
    /// The page's corners in the upright photo; the whole frame when no page was found.
    public let corners: Quadrilateral
    /// A quick guess at the turn the text needs, from the shapes of the print; nil when the
    /// shapes do not tell.
    public let orientationHint: PageOrientation?
    /// Seconds spent decoding the photo and flattening the page.
    public let decodeSeconds: Double
    public let enhanceSeconds: Double
    /// The page in colour, flattened as `image` is, when it is to be archived so.
    public let colour: ColourImage?
    /// How bright the paper was in the photo, before it was evened out to white (see
    /// `GrayImage.paperBrightness`); nil where not measured.
    public let paperBrightness: Int?

    public init(image: GrayImage, pageFound: Bool, corners: Quadrilateral, orientationHint: PageOrientation?,
                decodeSeconds: Double, enhanceSeconds: Double, colour: ColourImage? = nil, paperBrightness: Int? = nil) {
        self.colour = colour
        self.paperBrightness = paperBrightness
        self.image = image
        self.pageFound = pageFound
        self.corners = corners
        self.orientationHint = orientationHint
        self.decodeSeconds = decodeSeconds
        self.enhanceSeconds = enhanceSeconds
    }
}

/// The files a page is archived as.
public struct ArchivedImages: Sendable {
    /// A JPEG within the size limit.
    public let jpeg: Data
    /// A lossless copy when one was asked for.
    public let png: Data?

    public init(jpeg: Data, png: Data?) {
        self.jpeg = jpeg
        self.png = png
    }
}

/// One photographed page made to look scanned and turned upright, ready for reading and for
/// the archive.
public struct EnhancedPage: Sendable {
    /// The page in grey, upright, as the recogniser reads it.
    public let image: GrayImage
    /// The archived image: a JPEG within the size limit, upright like `image`.
    public let jpeg: Data
    /// A lossless copy when one was asked for.
    public let png: Data?
    /// False when no page could be told from its background and the whole photo was used.
    public let pageFound: Bool
    /// The page's corners in the upright photo; the whole frame when no page was found.
    public let corners: Quadrilateral
    /// How the flattened page was turned for its text to stand upright.
    public let orientation: OrientationDecision
    /// The page in colour, upright like `image`, when it is archived so.
    public let colour: ColourImage?
    /// How bright the paper was in the photo; nil where not measured.
    public let paperBrightness: Int?

    public init(image: GrayImage, archived: ArchivedImages, pageFound: Bool, corners: Quadrilateral,
                orientation: OrientationDecision, colour: ColourImage? = nil, paperBrightness: Int? = nil) {
        self.colour = colour
        self.paperBrightness = paperBrightness
        self.image = image
        self.jpeg = archived.jpeg
        self.png = archived.png
        self.pageFound = pageFound
        self.corners = corners
        self.orientation = orientation
    }
}

/// Finds the page in a photo and flattens it; implemented over Leptonica by `ArkivatorImaging`.
public protocol PageEnhancing: Sendable {
    /// Finds, flattens and cleans the page in `photo`; `corners`, in the upright photo's
    /// pixels, replace the search when given. The page is not yet turned (see `PageOrienter`).
    func flatten(photo: Data, corners: Quadrilateral?) throws -> FlattenedPage
    /// The files a finished page image is archived as.
    func archivedImages(of page: GrayImage) throws -> ArchivedImages
    /// A page image `archivedImages` wrote, read back, so a filed page can be turned and read again.
    func archivedPage(_ image: Data) throws -> GrayImage
    /// The files a page is archived as, in colour when `colour` is given.
    func archivedImages(of page: GrayImage, colour: ColourImage?) throws -> ArchivedImages
    /// The colour of an archived page image, nil for a grey one.
    func archivedColour(_ image: Data) throws -> ColourImage?
    /// The colour of a page rendered from a PDF (`page` is its grey rendering), when it is to
    /// be archived so: judged on `glance`, a small colour rendering, before `whole` is made.
    func renderedColour(glance: Data, whole: () throws -> Data, like page: GrayImage) throws -> ColourImage?
}

extension PageEnhancing {
    /// An enhancer that keeps no colour archives every page grey.
    public func archivedImages(of page: GrayImage, colour: ColourImage?) throws -> ArchivedImages {
        try archivedImages(of: page)
    }

    public func archivedColour(_ image: Data) throws -> ColourImage? { nil }

    public func renderedColour(glance: Data, whole: () throws -> Data, like page: GrayImage) throws -> ColourImage? { nil }
}

/// Paints over parts of an archived page image; implemented over Leptonica by `ArkivatorImaging`.
public protocol PageRedacting: Sendable {
    /// `image` (a page's JPEG or PNG) with every box, a little widened, painted solid black,
    /// written again in the same format.
    func paintingOver(_ boxes: [PixelBox], in image: Data) throws -> Data
}

/// A page read: upright, its text, and whether that text came out too uncertain to trust.
public struct ReadPage: Sendable {
    public let page: EnhancedPage
    public let text: RecognizedPage
    /// Why the page's reading is not to be trusted, so that the user is asked to retake the
    /// photo or adjust the corners, and told why; nil when it can be trusted.
    public let retakeReason: RetakeReason?
    /// How much of the page's print the reading accounts for; nil where it was not measured
    /// (a PDF's own text).
    public let printCoverage: PrintCoverage?

    /// True when the page's reading is likely poor or gibberish: a page read in no orientation
    /// well, from a photo too dark, blurred or far away, a crop that missed the page, or print
    /// read only in part.
    public var isUncertain: Bool { retakeReason != nil }

    public init(page: EnhancedPage, text: RecognizedPage, retakeReason: RetakeReason?, printCoverage: PrintCoverage? = nil) {
        self.page = page
        self.text = text
        self.retakeReason = retakeReason
        self.printCoverage = printCoverage
    }

    public init(page: EnhancedPage, text: RecognizedPage, isUncertain: Bool) {
        self.init(page: page, text: text, retakeReason: isUncertain ? .unsure : nil)
    }
}

/// The steps a document goes through, in order, for progress shown to the user.
public enum PipelineStage: String, Sendable, CaseIterable {
    case enhancing
    case recognizing
    case analyzing

    public var norwegianLabel: String {
        switch self {
        case .enhancing: "forbedrer bilde"
        case .recognizing: "leser tekst"
        case .analyzing: "analyserer"
        }
    }

    public var englishLabel: String {
        switch self {
        case .enhancing: "improving the image"
        case .recognizing: "reading the text"
        case .analyzing: "analysing"
        }
    }
}

/// Where a letter being filed stands: waiting to be read, in one of the reading stages,
/// read and waiting for the user's review, or failed (its photos kept for another try).
public enum JobStage: String, Sendable, Codable, CaseIterable {
    case received
    case enhancing
    case recognizing
    case analyzing
    case review
    case failed

    public init(_ stage: PipelineStage) {
        switch stage {
        case .enhancing: self = .enhancing
        case .recognizing: self = .recognizing
        case .analyzing: self = .analyzing
        }
    }

    /// The reading stage this is, if it is one.
    public var pipelineStage: PipelineStage? { PipelineStage(rawValue: rawValue) }
}

/// Seconds per stage of one document, summed over its pages.
public struct PipelineTimings: Sendable, Hashable, Codable {
    public var decode = 0.0
    public var enhance = 0.0
    /// Deciding which way up each page is, including any reading in other orientations.
    public var orientation = 0.0
    public var ocr = 0.0
    /// Checking how much of each page's print its reading covers.
    public var check = 0.0
    public var analyze = 0.0

    public init() {}
}

/// Photo to text: flattens every page, turns it upright, then reads the pages, several at a
/// time where cores allow.
public struct DocumentReader: Sendable {
    /// Replaceable, so one reader can archive pages as each library's settings say.
    public var enhancer: any PageEnhancing
    public let recognizer: any TextRecognizer
    public let orienter: PageOrienter

    /// A page read with a lower mean word confidence than this is read again in its other
    /// orientations, and flagged as uncertain if its best reading is still below it.
    ///
    /// Calibrated on 66 pages (the development photos, dev-wild and generated hard ones):
    /// pages read the right way up averaged 0.90–0.96 (the lowest a far, blurred page), pages
    /// read upside down 0.27–0.45, and low-light photos that could not be read 0.13–0.48, or
    /// 0.71 where barely two words in five were right. 0.75 flags all of the latter with a
    /// margin of 0.15 below the poorest good reading.
    public static let uncertainBelow = 0.75

    /// `orientationDetector` is the quick first look at a page's orientation (Tesseract's
    /// orientation detection); without one every page is decided by reading trials, which
    /// `recognizer.readingPrintAsItLies` reads.
    public init(enhancer: any PageEnhancing, recognizer: any TextRecognizer,
                orientationDetector: (any OrientationDetecting)? = nil) {
        self.enhancer = enhancer
        self.recognizer = recognizer
        self.orienter = PageOrienter(recognizer: recognizer.readingPrintAsItLies, detector: orientationDetector)
    }

    /// Finds and flattens every page, turns it upright and makes its archived images.
    public func enhance(photos: [Data], corners: [Quadrilateral?] = [], timings: inout PipelineTimings) async throws
        -> [EnhancedPage]
    {
        var pages: [EnhancedPage] = []
        for (index, photo) in photos.enumerated() {
            let flat = try enhancer.flatten(photo: photo, corners: index < corners.count ? corners[index] : nil)
            timings.decode += flat.decodeSeconds
            timings.enhance += flat.enhanceSeconds
            let start = ContinuousClock.now
            let orientation = try await orienter.orientation(of: flat)
            timings.orientation += (ContinuousClock.now - start).inSeconds
            let archiveStart = ContinuousClock.now
            pages.append(try finish(flat.image.rotated(quarterTurns: orientation.quarterTurns),
                                    colour: flat.colour?.rotated(quarterTurns: orientation.quarterTurns), pageFound: flat.pageFound,
                                    corners: flat.corners, orientation: orientation, paperBrightness: flat.paperBrightness))
            timings.enhance += (ContinuousClock.now - archiveStart).inSeconds
        }
        return pages
    }

    /// Reads the pages. A page that reads with less confidence than `uncertainBelow` is tried
    /// in its other orientations and the best reading kept, turning the page with it; a page
    /// whose best reading is still below it is flagged uncertain, and so is every page of a
    /// letter in which no word was read at all.
    public func read(_ pages: [EnhancedPage], timings: inout PipelineTimings) async throws -> [ReadPage] {
        var texts = try await recognize(pages.map(\.image), timings: &timings)
        var pages = pages
        let start = ContinuousClock.now
        for index in pages.indices where Self.isUncertain(ReadingQuality(texts[index])) {
            guard let better = try await rereading(pages[index], readAs: texts[index]) else { continue }
            (pages[index], texts[index]) = better
        }
        timings.orientation += (ContinuousClock.now - start).inSeconds
        // One blank page is the back of a sheet; a letter of which no page has a word is a photo
        // that could not be read.
        let nothingRead = texts.allSatisfy { ReadingQuality($0).wordCount == 0 }
        let checkStart = ContinuousClock.now
        defer { timings.check += (ContinuousClock.now - checkStart).inSeconds }
        return zip(pages, texts).map { page, text in
            let coverage = PrintCoverage(page: page.image, reading: text, nearWordsOnly: !page.pageFound)
            let reason = nothingRead ? .nothingRead
                : Self.retakeReason(ReadingQuality(text), coverage, paperBrightness: page.paperBrightness)
            return ReadPage(page: page, text: text, retakeReason: reason, printCoverage: coverage)
        }
    }

    /// A page whose words cover less of its print than this was read only in part.
    ///
    /// Calibrated on the 40 development pages (dev, dev-wild) and 68 generated hard ones
    /// (`scripts/generate-hard-photos`, bowed, dim and the rest): pages read with a word recall of 0.84
    /// or more covered 0.87–1.00 of their printed cells (the development photos 0.98–1.00),
    /// while bowed pages that ran off the frame and dim photos read at 0.08–0.64 covered
    /// 0.00–0.78 and were confident at 0.77–0.93, so that confidence alone let them through.
    public static let printReadAtLeast = 0.85
    /// Fewer printed cells than this are specks or a stamp, too little to judge coverage by.
    public static let printedCellsToJudge = 20
    /// A page on which fewer than half the spelled words are words of the recogniser's
    /// languages was read as fragments (the development photos: 0.61 and more).
    public static let knownWordsAtLeast = 0.5
    /// Paper darker than this in the photo was lit too dimly: the reason given for a poor
    /// reading is then the light (dim, warm-lit photos: 71–112; daylight and lamps: 190–250).
    public static let dimPaper = 140

    /// Why a page's reading is not to be trusted, if it is not: read unsure, print left
    /// unread, or letters that spell no words; told as the light when the photo was dim.
    public static func retakeReason(_ quality: ReadingQuality, _ coverage: PrintCoverage, paperBrightness: Int?) -> RetakeReason? {
        let reason: RetakeReason
        if isUncertain(quality) {
            reason = .unsure
        } else if coverage.printedCells >= printedCellsToJudge, let share = coverage.share, share < printReadAtLeast {
            reason = .printUnread
        } else if let known = quality.knownWordShare, known < knownWordsAtLeast {
            reason = .notWords
        } else {
            return nil
        }
        return (paperBrightness ?? 255) < dimPaper ? .tooDark : reason
    }

    /// Reads the pages in parallel; results come back in page order. A single page is read as
    /// two bands split at a blank gap between lines, so that both cores work on it.
    public func recognize(_ pages: [GrayImage], timings: inout PipelineTimings) async throws -> [RecognizedPage] {
        let start = ContinuousClock.now
        defer { timings.ocr += (ContinuousClock.now - start).inSeconds }
        guard pages.count == 1, ProcessInfo.processInfo.activeProcessorCount > 1,
              let split = pages[0].blankRowNearMiddle()
        else { return try await recognizer.recognize(pages: pages) }
        let bands = try await recognizer.recognize(pages: [pages[0].rows(0..<split), pages[0].rows(split..<pages[0].height)])
        return [RecognizedPage(blocks: bands[0].blocks + bands[1].blocks.map { $0.shifted(down: split) })]
    }

    /// Words were read, but with less confidence than `uncertainBelow`. A page without any
    /// words is blank, unless the whole letter is (see `read`).
    static func isUncertain(_ quality: ReadingQuality) -> Bool {
        quality.wordCount > 0 && (quality.meanConfidence ?? 0) < uncertainBelow
    }

    /// A larger square of the page read in all four orientations; when another orientation
    /// clearly wins, the whole page turned that way and read again, kept if it reads more than
    /// `text` did; else nil.
    private func rereading(_ page: EnhancedPage, readAs text: RecognizedPage) async throws -> (EnhancedPage, RecognizedPage)? {
        let trial = try await orienter.readingTrial(of: page.image, window: PageOrienter.recheckWindowShare)
        guard let turn = trial.winner, turn != 0 else { return nil }
        let turned = page.image.rotated(quarterTurns: turn)
        var untimed = PipelineTimings()  // `read` counts the whole recheck as orientation time
        let reading = try await recognize([turned], timings: &untimed)[0]
        guard ReadingQuality(reading).confidentCharacters > ReadingQuality(text).confidentCharacters else { return nil }
        let orientation = OrientationDecision(quarterTurns: page.orientation.quarterTurns + turn, method: .rereading)
        return (try finish(turned, colour: page.colour?.rotated(quarterTurns: turn), pageFound: page.pageFound,
                           corners: page.corners, orientation: orientation, paperBrightness: page.paperBrightness), reading)
    }

    /// The page, turned upright by `orientation`, with its archived images.
    private func finish(_ upright: GrayImage, colour: ColourImage?, pageFound: Bool, corners: Quadrilateral,
                        orientation: OrientationDecision, paperBrightness: Int?) throws -> EnhancedPage {
        EnhancedPage(image: upright, archived: try enhancer.archivedImages(of: upright, colour: colour), pageFound: pageFound,
                     corners: corners, orientation: orientation, colour: colour, paperBrightness: paperBrightness)
    }
}

extension Duration {
    public var inSeconds: Double {
        Double(components.seconds) + Double(components.attoseconds) / 1e18
    }
}

extension Document {
    /// A new document as the analysis of its text suggests it; every field stays the user's to change.
    public init(analysis: LetterAnalysis, text: DocumentText, scanDate: Date, originalFileName: String? = nil) {
        self.init(
            title: analysis.title, docType: analysis.docType, documentDate: analysis.documentDate,
            appointment: analysis.appointment, actions: analysis.actions, institution: analysis.institution,
            department: analysis.department,
            specialty: analysis.specialty, personID: analysis.person?.id, keywords: analysis.keywords,
            text: text.text, ocrConfidence: text.confidence, lowConfidenceSpans: text.lowConfidenceSpans,
            personnummerFound: analysis.personnummerFound, scanDate: scanDate, originalFileName: originalFileName)
    }
}

extension GrayImage {
    /// The grey value that a tenth of the image is brighter than: the paper under the light the
    /// photo was taken in, since paper is most of a page and its brightest part. Sampled on a
    /// grid, which is plenty for a histogram.
    public var paperBrightness: Int {
        var histogram = [Int](repeating: 0, count: 256)
        var samples = 0
        for index in stride(from: 0, to: pixels.count, by: 7) {
            histogram[Int(pixels[index])] += 1
            samples += 1
        }
        var brighter = 0
        for value in stride(from: 255, through: 0, by: -1) {
            brighter += histogram[value]
            if brighter * 10 >= samples { return value }
        }
        return 0
    }

    /// The middle of the widest run of blank rows between 35% and 65% of the height: a gap
    /// between paragraphs, where cutting the page splits no line of text. Nil when there is none.
    func blankRowNearMiddle() -> Int? {
        let margin = width / 20
        var best: (start: Int, length: Int)?
        var runStart: Int?
        for y in (height * 35 / 100)..<(height * 65 / 100) {
            let row = pixels[(y * width + margin)..<(y * width + width - margin)]
            if row.allSatisfy({ $0 > 160 }) {
                if runStart == nil { runStart = y }
                let length = y - runStart! + 1
                if length > (best?.length ?? 0) { best = (runStart!, length) }
            } else {
                runStart = nil
            }
        }
        // Less than a line's height of white is the space between two lines, not between blocks.
        guard let best, best.length >= resolution / 12 else { return nil }
        return best.start + best.length / 2
    }

    func rows(_ range: Range<Int>) -> GrayImage {
        GrayImage(width: width, height: range.count, pixels: Array(pixels[(range.lowerBound * width)..<(range.upperBound * width)]),
                  resolution: resolution)
    }
}

extension RecognizedPage.Block {
    func shifted(down offset: Int) -> RecognizedPage.Block {
        RecognizedPage.Block(
            paragraphs: paragraphs.map { paragraph in
                RecognizedPage.Paragraph(lines: paragraph.lines.map { line in
                    RecognizedPage.Line(words: line.words.map { $0.shifted(down: offset) },
                                        confidence: line.confidence)
                })
            },
            confidence: confidence, box: box.shifted(down: offset))
    }
}
