import ArkivatorCore
import Dispatch
import Foundation

/// Reads page images with Tesseract (`nor+eng` by default).
///
/// A value is cheap to create and to copy, and safe to use from several threads at once: copies
/// share a small pool of started engines, each call borrows one for its own use and gives it back,
/// so only the first calls pay Tesseract's start-up (about 0.3 s). Nothing is started until the
/// first call; call `prepare()` to start an engine early and find out then whether the language
/// data is there.
public struct TesseractRecognizer: TextRecognizer {
    public let languages: String
    /// The folder with the `.traineddata` files; nil means Tesseract's own choice
    /// (`TESSDATA_PREFIX` when set, else the folder it was built with).
    public let tessdataPath: String?
    /// How pages are divided into blocks before they are read (the engines' own mode unless
    /// `segmenting(as:)` chose another).
    public private(set) var pageSegmentationMode: PageSegmentationMode
    /// Skips Tesseract's second try at doubtful lines as light-on-dark text (`tessedit_do_invert 0`).
    /// Off by default; see `TesseractEngine.init` for the measurement behind that.
    public let skipsInvertedText: Bool
    /// Lets Tesseract use its OpenMP threads within a page. Off by default: on Debian's build they
    /// made a page slower, and pages are recognised in parallel instead (see `OpenMP`).
    public let usesOpenMPWithinPage: Bool
    /// The most pages `recognize(pages:)` reads at once.
    public let maximumParallelPages: Int
    /// The orientation confidence from which `detectOrientation(_:)` (the `OrientationDetecting`
    /// answer) reports an orientation at all.
    public let orientationConfidenceNeeded: Double

    private let textEngines: EnginePool
    private let orientationEngines: EnginePool

    public init(
        languages: String = "nor+eng",
        tessdataPath: String? = nil,
        pageSegmentationMode: PageSegmentationMode = .automatic,
        skipsInvertedText: Bool = false,
        usesOpenMPWithinPage: Bool = false,
        maximumParallelPages: Int = ProcessInfo.processInfo.activeProcessorCount,
        orientationConfidenceNeeded: Double = PageOrientation.tesseractMinimumConfidence
    ) {
        self.orientationConfidenceNeeded = orientationConfidenceNeeded
        self.languages = languages
        self.tessdataPath = tessdataPath
        self.pageSegmentationMode = pageSegmentationMode
        self.skipsInvertedText = skipsInvertedText
        self.usesOpenMPWithinPage = usesOpenMPWithinPage
        self.maximumParallelPages = max(1, maximumParallelPages)
        textEngines = EnginePool(maximumIdle: self.maximumParallelPages) {
            try TesseractEngine(
                languages: languages, tessdataPath: tessdataPath, pageSegmentationMode: pageSegmentationMode,
                skipsInvertedText: skipsInvertedText, usesOpenMPWithinPage: usesOpenMPWithinPage)
        }
        orientationEngines = EnginePool(maximumIdle: self.maximumParallelPages) {
            try TesseractEngine.orientationDetector(tessdataPath: tessdataPath, usesOpenMPWithinPage: usesOpenMPWithinPage)
        }
    }

    /// Starts one text engine now (it goes into the pool), so that missing language data is
    /// reported at start-up rather than with the first page.
    public func prepare() throws {
        try textEngines.withEngine { _ in }
    }

    /// Shuts down the engines that sit idle, giving back their memory (about 30 MB each for
    /// `nor+eng`); the next call starts a new one. Useful after a batch, or before the process
    /// exits: Tesseract warns about "leaks" when engines are still alive at exit.
    public func releaseIdleEngines() {
        textEngines.releaseIdle()
        orientationEngines.releaseIdle()
    }

    /// The same recogniser, sharing its started engines, reading pages divided into blocks as
    /// `mode` says. With `.singleBlock` a piece of a page is read line by line as it lies:
    /// full layout analysis (`.automatic`) finds lines running top to bottom and reads them
    /// turned, so a page lying on its side reads as well as an upright one, and its orientation
    /// cannot be told from how well it reads.
    public func segmenting(as mode: PageSegmentationMode) -> TesseractRecognizer {
        var copy = self
        copy.pageSegmentationMode = mode
        return copy
    }

    public var readingPrintAsItLies: any TextRecognizer { segmenting(as: .singleBlock) }

    /// Reads one page. Blocks the calling thread for the recognition (about a second for a page);
    /// from async code prefer `recognize(pages:)`, which does the work off the cooperative pool.
    public func recognize(_ image: GrayImage) throws -> RecognizedPage {
        try textEngines.withEngine { [pageSegmentationMode] in try $0.recognize(image, as: pageSegmentationMode) }
    }

    /// Reads the pages of one document, up to `maximumParallelPages` at once, and returns them in
    /// page order. Each page runs on a Dispatch worker thread, not on Swift's cooperative pool,
    /// which Tesseract would otherwise hold for seconds. The first error is thrown and pages not
    /// yet started are skipped; cancelling the task does the same (a page already being read
    /// runs to its end).
    public func recognize(pages: [GrayImage]) async throws -> [RecognizedPage] {
        try await inParallel(pages) { try recognize($0) }
    }

    /// Which way the page must be turned for its text to stand upright, from Tesseract's
    /// orientation detection (needs the `osd` data); nil when it cannot tell or is less sure than
    /// `minimumConfidence`. See `TesseractEngine.detectOrientation` for the meaning of the angle.
    public func detectOrientation(_ image: GrayImage, minimumConfidence: Double) throws -> PageOrientation? {
        try orientationEngines.withEngine { try $0.detectOrientation(image, minimumConfidence: minimumConfidence) }
    }

    /// `detectOrientation` for several pages, in parallel like `recognize(pages:)`.
    public func detectOrientation(pages: [GrayImage]) async throws -> [PageOrientation?] {
        try await inParallel(pages) { try detectOrientation($0) }
    }

    private func inParallel<Output: Sendable>(
        _ pages: [GrayImage], _ work: @escaping @Sendable (GrayImage) throws -> Output
    ) async throws -> [Output] {
        guard !pages.isEmpty else { return [] }
        let width = min(maximumParallelPages, pages.count)
        return try await withThrowingTaskGroup(of: (Int, Output).self) { group in
            var results = [Output?](repeating: nil, count: pages.count)
            var next = 0
            while next < width {
                let index = next
                group.addTask { (index, try await Self.onWorkerThread { try work(pages[index]) }) }
                next += 1
            }
            while let (index, output) = try await group.next() {
                results[index] = output
                if next < pages.count {
                    try Task.checkCancellation()
                    let index = next
                    group.addTask { (index, try await Self.onWorkerThread { try work(pages[index]) }) }
                    next += 1
                }
            }
            return results.map { $0! }
        }
    }

    private static func onWorkerThread<Output: Sendable>(
        _ work: @escaping @Sendable () throws -> Output
    ) async throws -> Output {
        try Task.checkCancellation()
        return try await withCheckedThrowingContinuation { continuation in
            DispatchQueue.global(qos: .userInitiated).async {
                continuation.resume(with: Result { try work() })
            }
        }
    }
}
