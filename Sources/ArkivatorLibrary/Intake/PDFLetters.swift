import ArkivatorCore
import ArkivatorPDF
import Foundation

/// A letter that arrives as a PDF. A page whose text layer is the letter's own text
/// (`TextLayerRule`) is taken as it is, with confidence 1 and no recognition, and rendered at
/// the archive's 300 DPI in grey for its image; any other page (a scan, a photo saved as a
/// PDF, a page with a header only) is rendered and read as a photo of it would be. A mixed PDF
/// is taken page by page. Everything after (analysis, review, filing) is as for photos.
enum PDFReading {
    /// One page as it stands between rendering and reading.
    enum Prepared {
        case textLayer(EnhancedPage, RecognizedPage)
        case scanned(EnhancedPage)
    }

    /// The job's PDF, when it holds one; a PDF given together with other files is refused.
    static func pdf(among files: [Data]) throws -> Data? {
        let pdfs = files.filter(PDFLetter.looksLikePDF)
        guard !pdfs.isEmpty else { return nil }
        guard files.count == 1 else { throw PDFError.notAlone }
        return pdfs[0]
    }

    /// Opens the PDF, takes the pages whose text layer holds, renders every page and flattens
    /// and turns upright the ones to be read. `corners` are the job's, by page.
    static func prepare(_ data: Data, with reader: DocumentReader, corners: [Quadrilateral?],
                        timings: inout PipelineTimings) async throws -> [Prepared] {
        let clock = ContinuousClock()
        var start = clock.now
        let pdf = try PDFLetter(data, limits: limits)
        let layers = try pdf.textLayers()
        timings.decode += (clock.now - start).inSeconds
        var prepared: [Prepared] = []
        for (index, layer) in layers.enumerated() {
            let number = index + 1
            if TextLayerRule.takesLayer(layer, pictureCoverage: pdf.pages[index].pictureCoverage) {
                start = clock.now
                let image = try pdf.grayPage(number, resolution: try pdf.resolution(ofPage: number, wanted: PDFLetter.archiveResolution))
                timings.decode += (clock.now - start).inSeconds
                start = clock.now
                let frame = Quadrilateral(topLeft: Point(x: 0, y: 0), topRight: Point(x: Double(image.width), y: 0),
                                          bottomRight: Point(x: Double(image.width), y: Double(image.height)),
                                          bottomLeft: Point(x: 0, y: Double(image.height)))
                let resolution = image.resolution
                let colour = try reader.enhancer.renderedColour(
                    glance: try pdf.photoPage(number, resolution: PDFReading.colourGlanceResolution),
                    whole: { try pdf.photoPage(number, resolution: resolution) }, like: image)
                let page = EnhancedPage(image: image, archived: try reader.enhancer.archivedImages(of: image, colour: colour),
                                        pageFound: true, corners: frame,
                                        orientation: OrientationDecision(quarterTurns: 0, method: .undecided), colour: colour)
                // Boxes were placed for 300 DPI; a page rendered smaller to keep within the pixel limit has them scaled.
                let scale = Double(image.resolution) / Double(PDFLetter.archiveResolution)
                prepared.append(.textLayer(page, scale == 1 ? layer : layer.scaled(by: scale)))
                timings.enhance += (clock.now - start).inSeconds
            } else {
                start = clock.now
                let photo = try pdf.photoPage(number, resolution: try pdf.readingResolution(ofPage: number))
                timings.decode += (clock.now - start).inSeconds
                let enhanced = try await reader.enhance(photos: [photo], corners: [index < corners.count ? corners[index] : nil],
                                                        timings: &timings)
                prepared.append(.scanned(enhanced[0]))
            }
        }
        return prepared
    }

    /// Reads the pages that need it, several at a time, and puts every page back in order.
    static func read(_ prepared: [Prepared], with reader: DocumentReader, timings: inout PipelineTimings) async throws -> [ReadPage] {
        let scanned = prepared.compactMap { if case .scanned(let page) = $0 { page } else { nil } }
        var read = scanned.isEmpty ? [] : try await reader.read(scanned, timings: &timings)[...]
        return prepared.map { page in
            switch page {
            case .textLayer(let page, let text): return ReadPage(page: page, text: text, isUncertain: false)
            case .scanned: return read.removeFirst()
            }
        }
    }

    /// A page's colour is judged on a rendering this small (an A4 page of 330 × 468 pixels).
    static let colourGlanceResolution = 40

    /// The library's own page limit; the rest as `PDFLimits.standard` explains.
    static var limits: PDFLimits {
        var limits = PDFLimits.standard
        limits.maximumPages = Library.maximumPages
        return limits
    }
}

extension PhotoReading {
    /// The pages of one letter given as `files`: photos, flattened, turned upright and read, or
    /// a single PDF, taken page by page from its text layer or read as photos of its pages.
    /// `pagesFromTextLayer` numbers, from 1, the pages of a PDF taken from its layer; nil for
    /// photos. `beforeRecognizing` runs between preparing the pages and reading them.
    public static func read(_ files: [Data], with reader: DocumentReader, corners: [Quadrilateral?] = [],
                            timings: inout PipelineTimings, beforeRecognizing: () throws -> Void = {}) async throws
        -> (pages: [ReadPage], pagesFromTextLayer: [Int]?)
    {
        if let pdf = try PDFReading.pdf(among: files) {
            let prepared = try await PDFReading.prepare(pdf, with: reader, corners: corners, timings: &timings)
            try beforeRecognizing()
            let fromLayer = prepared.indices.filter { if case .textLayer = prepared[$0] { true } else { false } }.map { $0 + 1 }
            return (try await PDFReading.read(prepared, with: reader, timings: &timings), fromLayer)
        }
        let enhanced = try await reader.enhance(photos: files, corners: corners, timings: &timings)
        try beforeRecognizing()
        return (try await reader.read(enhanced, timings: &timings), nil)
    }
}

extension RecognizedPage {
    func scaled(by scale: Double) -> RecognizedPage {
        func scaled(_ box: PixelBox) -> PixelBox {
            PixelBox(x: Int((Double(box.x) * scale).rounded()), y: Int((Double(box.y) * scale).rounded()),
                     width: max(1, Int((Double(box.width) * scale).rounded())), height: max(1, Int((Double(box.height) * scale).rounded())))
        }
        return RecognizedPage(blocks: blocks.map { block in
            RecognizedPage.Block(paragraphs: block.paragraphs.map { paragraph in
                RecognizedPage.Paragraph(lines: paragraph.lines.map { line in
                    RecognizedPage.Line(words: line.words.map { .init(text: $0.text, confidence: $0.confidence, box: scaled($0.box)) },
                                        confidence: line.confidence)
                })
            }, confidence: block.confidence, box: scaled(block.box))
        })
    }
}
