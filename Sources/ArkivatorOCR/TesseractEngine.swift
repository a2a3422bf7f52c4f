import ArkivatorCore
import CTesseract

/// How Tesseract divides a page into blocks before reading it.
public enum PageSegmentationMode: Sendable, Hashable {
    /// Full layout analysis (`PSM_AUTO`): columns, blocks, tables; the sender's address beside
    /// the recipient's comes out as two blocks. Short blocks side by side whose lines share
    /// baselines (an address block beside "Dato:" and "Vår ref.:") come out as joined lines,
    /// "Kari Nordmann Dato: 2. april 2024", which keeps table rows together.
    case automatic
    /// One column of text of varying sizes (`PSM_SINGLE_COLUMN`).
    case singleColumn
    /// One uniform block of text (`PSM_SINGLE_BLOCK`).
    case singleBlock
    /// As much text as possible in no particular order (`PSM_SPARSE_TEXT`): forms, receipts.
    /// Every line of side-by-side blocks comes out on its own, but paragraphs are lost.
    case sparseText

    var tesseractMode: TessPageSegMode {
        switch self {
        case .automatic: PSM_AUTO
        case .singleColumn: PSM_SINGLE_COLUMN
        case .singleBlock: PSM_SINGLE_BLOCK
        case .sparseText: PSM_SPARSE_TEXT
        }
    }
}

/// One initialised Tesseract (`TessBaseAPI`), through Tesseract's plain C API.
///
/// Starting one loads the language models (about 0.3 s for `nor+eng`), so keep it and reuse it;
/// `TesseractRecognizer` keeps a pool of them. An engine is **not** thread-safe: one thread at a
/// time may use it, which is why the type is not `Sendable`.
///
/// Memory rules followed here: every string Tesseract returns is freed with `TessDeleteText`
/// (string arrays with `TessDeleteTextArray`), every iterator with `TessResultIteratorDelete`;
/// strings documented as owned by Tesseract (`TessBaseAPIGetDatapath`) are only copied. The image
/// and results are cleared after every call, so an idle engine holds only its models.
public final class TesseractEngine {
    /// The largest side Tesseract can address: its page coordinates are 16-bit.
    public static let maximumSide = 32_767

    private let handle: OpaquePointer
    /// The languages it was started with, as given (`"nor+eng"`, or `"osd"`).
    public let languages: String
    /// The folder it loaded its data from.
    public let dataDirectory: String
    public let pageSegmentationMode: PageSegmentationMode
    /// Whether Tesseract may use its OpenMP threads within one page (see `OpenMP`).
    public let usesOpenMPWithinPage: Bool
    private let isOrientationDetector: Bool

    /// Starts Tesseract for reading text.
    ///
    /// - Parameters:
    ///   - languages: Tesseract language codes joined by `+`; the first is the main one.
    ///   - tessdataPath: the folder holding `<language>.traineddata`; nil means Tesseract's own
    ///     choice: `TESSDATA_PREFIX` when set, else the folder it was built with.
    ///   - skipsInvertedText: sets `tessedit_do_invert 0`, so Tesseract does not read a doubtful
    ///     line a second time as light-on-dark text. Off by default, from measuring: Tesseract 5.3
    ///     only retries lines it is quite unsure of, so on the fixtures (a clean letter, a smudged
    ///     one, an upside-down one) skipping saved no measurable time and changed no text, while
    ///     on a letterhead with the hospital's name white on a dark band it lost letters —
    ///     "Øyeavdelingen" became "Oyeavdelingen" and "Vår" "Var", the latter even off the band.
    /// - Throws: `OCRError.languageDataMissing` when a language has no data (Tesseract itself
    ///   would quietly drop a missing second language), `.engineInitialisationFailed` otherwise.
    public convenience init(
        languages: String = "nor+eng",
        tessdataPath: String? = nil,
        pageSegmentationMode: PageSegmentationMode = .automatic,
        skipsInvertedText: Bool = false,
        usesOpenMPWithinPage: Bool = false
    ) throws {
        try self.init(
            languages: languages, tessdataPath: tessdataPath, pageSegmentationMode: pageSegmentationMode,
            engineMode: OEM_DEFAULT, variables: skipsInvertedText ? ["tessedit_do_invert": "0"] : [:],
            usesOpenMPWithinPage: usesOpenMPWithinPage, isOrientationDetector: false)
    }

    /// Starts Tesseract for orientation and script detection only (the `osd` data, which only the
    /// legacy engine reads).
    public static func orientationDetector(tessdataPath: String? = nil, usesOpenMPWithinPage: Bool = false) throws
        -> TesseractEngine
    {
        try TesseractEngine(
            languages: "osd", tessdataPath: tessdataPath, pageSegmentationMode: .automatic,
            engineMode: OEM_TESSERACT_ONLY, variables: [:], usesOpenMPWithinPage: usesOpenMPWithinPage,
            isOrientationDetector: true)
    }

    private init(
        languages: String,
        tessdataPath: String?,
        pageSegmentationMode: PageSegmentationMode,
        engineMode: TessOcrEngineMode,
        variables: [String: String],
        usesOpenMPWithinPage: Bool,
        isOrientationDetector: Bool
    ) throws {
        guard let handle = TessBaseAPICreate() else {
            throw OCRError.engineInitialisationFailed(languages: languages, searchedDirectory: tessdataPath ?? "")
        }
        let requested = Self.requestedLanguages(languages)
        let status = TessBaseAPIInit2(handle, tessdataPath, languages, engineMode)
        // Tesseract reports the folder it searched even when loading failed.
        let directory = TessBaseAPIGetDatapath(handle).map { String(cString: $0) } ?? tessdataPath ?? ""
        let loaded = status == 0 ? Self.strings(TessBaseAPIGetLoadedLanguagesAsVector(handle)) : []
        if status != 0 || requested.contains(where: { !loaded.contains($0) }) {
            let available = Self.strings(TessBaseAPIGetAvailableLanguagesAsVector(handle)).sorted()
            TessBaseAPIEnd(handle)
            TessBaseAPIDelete(handle)
            if let missing = requested.first(where: { !available.contains($0) }) {
                throw OCRError.languageDataMissing(language: missing, searchedDirectory: directory, available: available)
            }
            throw OCRError.engineInitialisationFailed(languages: languages, searchedDirectory: directory)
        }
        // Tesseract's diagnostics («Empty page!!», «Estimating resolution as …») would land in
        // the middle of the command line's own messages.
        TessBaseAPISetVariable(handle, "debug_file", "/dev/null")
        for (name, value) in variables {
            let known = TessBaseAPISetVariable(handle, name, value) != 0
            assert(known, "Tesseract has no variable \(name)")
        }
        TessBaseAPISetPageSegMode(handle, isOrientationDetector ? PSM_OSD_ONLY : pageSegmentationMode.tesseractMode)

        self.handle = handle
        self.languages = languages
        self.dataDirectory = directory
        self.pageSegmentationMode = pageSegmentationMode
        self.usesOpenMPWithinPage = usesOpenMPWithinPage
        self.isOrientationDetector = isOrientationDetector
    }

    deinit {
        TessBaseAPIEnd(handle)
        TessBaseAPIDelete(handle)
    }

    /// Reads the text of a page: blocks, paragraphs, lines and words in reading order, with
    /// confidences from 0 to 1 and boxes in page pixels. A page without text gives no blocks.
    /// `mode`, when given, replaces the engine's page segmentation mode for this page only.
    public func recognize(_ image: GrayImage, as mode: PageSegmentationMode? = nil) throws -> RecognizedPage {
        precondition(!isOrientationDetector, "an orientation detector cannot read text")
        let switchesMode = mode.map { $0 != pageSegmentationMode } ?? false
        if let mode, switchesMode { TessBaseAPISetPageSegMode(handle, mode.tesseractMode) }
        defer { if switchesMode { TessBaseAPISetPageSegMode(handle, pageSegmentationMode.tesseractMode) } }
        return try withImage(image) {
            guard TessBaseAPIRecognize(handle, nil) == 0 else {
                throw OCRError.recognitionFailed(languages: languages)
            }
            return readResults()
        }
    }

    /// Detects which way the page must be turned for its text to stand upright; nil when Tesseract
    /// cannot tell (too little text) or is less sure than `minimumConfidence`.
    ///
    /// `TessBaseAPIDetectOrientationScript` reports `orient_deg`, "the detected clockwise rotation
    /// of the input image": a page turned 90° clockwise gives 90. Undoing that takes a clockwise
    /// turn of 360 − 90 = 270°, which is what `tesseract --psm 0` prints as "Rotate: 270" and what
    /// is returned here (checked with the rotated test fixtures).
    public func detectOrientation(
        _ image: GrayImage, minimumConfidence: Double = PageOrientation.tesseractMinimumConfidence
    ) throws -> PageOrientation? {
        precondition(isOrientationDetector, "orientation detection needs an engine made by orientationDetector()")
        return try withImage(image) {
            var degrees: Int32 = 0
            var confidence: Float = 0
            // script_name is left nil: in Tesseract 5.3 it points into the OSD model's character
            // set, so calling TessDeleteText on it (as capi.h suggests) would free memory Tesseract
            // still owns.
            guard TessBaseAPIDetectOrientationScript(handle, &degrees, &confidence, nil, nil) != 0 else {
                return nil
            }
            let imageTurnedClockwise = (Int(degrees) % 360 + 360) % 360
            guard imageTurnedClockwise % 90 == 0, Double(confidence) >= minimumConfidence else { return nil }
            return PageOrientation(rotation: (360 - imageTurnedClockwise) % 360, confidence: Double(confidence))
        }
    }

    // MARK: - Private

    private func withImage<Result>(_ image: GrayImage, _ body: () throws -> Result) throws -> Result {
        guard image.width <= Self.maximumSide, image.height <= Self.maximumSide else {
            throw OCRError.imageTooLarge(width: image.width, height: image.height, limit: Self.maximumSide)
        }
        if usesOpenMPWithinPage {
            OpenMP.allowParallelRegionsOnCallingThread()
        } else {
            OpenMP.runSeriallyOnCallingThread()
        }
        defer { TessBaseAPIClear(handle) }
        return try image.pixels.withUnsafeBufferPointer { pixels in
            // Tesseract copies the bytes; one byte a pixel, rows packed.
            TessBaseAPISetImage(handle, pixels.baseAddress, Int32(image.width), Int32(image.height), 1, Int32(image.width))
            // Tesseract believes resolutions from 70 to 2400 dpi. Outside that (a photo without
            // metadata says 72 or 0) it is better left to estimate from the text height.
            if (70...2400).contains(image.resolution) {
                TessBaseAPISetSourceResolution(handle, Int32(image.resolution))
                TessBaseAPISetVariable(handle, "user_defined_dpi", String(image.resolution))
            } else {
                TessBaseAPISetVariable(handle, "user_defined_dpi", "0")
            }
            return try body()
        }
    }

    /// Walks the result iterator word by word, opening a block, paragraph or line wherever the
    /// iterator says one begins, in Tesseract's reading order.
    private func readResults() -> RecognizedPage {
        guard let iterator = TessBaseAPIGetIterator(handle) else { return RecognizedPage(blocks: []) }
        defer { TessResultIteratorDelete(iterator) }
        // The page iterator is the same object seen as its base class: not freed separately.
        let page = TessResultIteratorGetPageIterator(iterator)

        var builder = PageBuilder()
        repeat {
            if TessPageIteratorIsAtBeginningOf(page, RIL_BLOCK) != 0 {
                let type = TessPageIteratorBlockType(page)
                builder.beginBlock(isText: Self.isText(type), box: Self.box(page, RIL_BLOCK) ?? PixelBox(x: 0, y: 0, width: 0, height: 0))
            }
            if TessPageIteratorIsAtBeginningOf(page, RIL_PARA) != 0 { builder.beginParagraph() }
            if TessPageIteratorIsAtBeginningOf(page, RIL_TEXTLINE) != 0 { builder.beginLine() }
            guard builder.isInTextBlock, let utf8 = TessResultIteratorGetUTF8Text(iterator, RIL_WORD) else { continue }
            let text = String(cString: utf8)
            TessDeleteText(utf8)
            let trimmed = text.trimmingWhitespace()
            guard !trimmed.isEmpty else { continue }
            let confidence = Double(TessResultIteratorConfidence(iterator, RIL_WORD)) / 100
            builder.add(RecognizedPage.Word(
                text: trimmed,
                confidence: min(max(confidence, 0), 1),
                box: Self.box(page, RIL_WORD) ?? PixelBox(x: 0, y: 0, width: 0, height: 0),
                isKnownWord: TessResultIteratorWordIsFromDictionary(iterator) != 0))
        } while TessResultIteratorNext(iterator, RIL_WORD) != 0
        return builder.finish()
    }

    private static func box(_ page: OpaquePointer?, _ level: TessPageIteratorLevel) -> PixelBox? {
        var left: Int32 = 0, top: Int32 = 0, right: Int32 = 0, bottom: Int32 = 0
        guard TessPageIteratorBoundingBox(page, level, &left, &top, &right, &bottom) != 0 else { return nil }
        return PixelBox(x: Int(left), y: Int(top), width: Int(right - left), height: Int(bottom - top))
    }

    /// Images, rules and noise are not text; everything else (flowing text, headings, captions,
    /// tables, vertical text, equations, unknown) may hold words.
    private static func isText(_ type: TessPolyBlockType) -> Bool {
        let notText: [TessPolyBlockType] = [
            PT_FLOWING_IMAGE, PT_HEADING_IMAGE, PT_PULLOUT_IMAGE, PT_HORZ_LINE, PT_VERT_LINE, PT_NOISE,
        ]
        return !notText.contains(type)
    }

    private static func requestedLanguages(_ languages: String) -> [String] {
        // "nor+eng"; a leading "~" means "do not load", so such entries are not expected.
        languages.split(separator: "+").map(String.init).filter { !$0.isEmpty && !$0.hasPrefix("~") }
    }

    /// Copies and frees a null-terminated string array Tesseract returned.
    private static func strings(_ array: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> [String] {
        guard let array else { return [] }
        defer { TessDeleteTextArray(array) }
        var result: [String] = []
        var index = 0
        while let string = array[index] {
            result.append(String(cString: string))
            index += 1
        }
        return result
    }
}

/// Collects words into the Core hierarchy, dropping lines, paragraphs and blocks that end up
/// without words.
private struct PageBuilder {
    private var blocks: [RecognizedPage.Block] = []
    private var paragraphs: [RecognizedPage.Paragraph] = []
    private var lines: [RecognizedPage.Line] = []
    private var words: [RecognizedPage.Word] = []
    private var blockBox = PixelBox(x: 0, y: 0, width: 0, height: 0)
    private(set) var isInTextBlock = false

    mutating func beginBlock(isText: Bool, box: PixelBox) {
        endBlock()
        isInTextBlock = isText
        blockBox = box
    }

    mutating func beginParagraph() {
        endParagraph()
    }

    mutating func beginLine() {
        endLine()
    }

    mutating func add(_ word: RecognizedPage.Word) {
        words.append(word)
    }

    mutating func finish() -> RecognizedPage {
        endBlock()
        return RecognizedPage(blocks: blocks)
    }

    private mutating func endLine() {
        guard !words.isEmpty else { return }
        lines.append(RecognizedPage.Line(words: words, confidence: Self.mean(words.map(\.confidence))))
        words = []
    }

    private mutating func endParagraph() {
        endLine()
        guard !lines.isEmpty else { return }
        paragraphs.append(RecognizedPage.Paragraph(lines: lines))
        lines = []
    }

    private mutating func endBlock() {
        endParagraph()
        guard !paragraphs.isEmpty else { return }
        let confidences = paragraphs.flatMap { $0.lines.flatMap { $0.words.map(\.confidence) } }
        blocks.append(RecognizedPage.Block(paragraphs: paragraphs, confidence: Self.mean(confidences), box: blockBox))
        paragraphs = []
    }

    /// Tesseract's own line and block confidence is the mean of its word confidences; taken here
    /// over the words kept, so that a dropped empty "word" does not pull a line down.
    private static func mean(_ values: [Double]) -> Double {
        values.isEmpty ? 0 : values.reduce(0, +) / Double(values.count)
    }
}

extension String {
    fileprivate func trimmingWhitespace() -> String {
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
              let last = scalars.lastIndex(where: { !$0.properties.isWhitespace })
        else { return "" }
        return String(scalars[first...last])
    }
}
