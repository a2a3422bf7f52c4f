import ArgumentParser
import ArkivatorCore
import ArkivatorLibrary
import ArkivatorWire
import Foundation

struct AnalyzeCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "analyze",
        abstract: "Les og tolk ett brev uten å lagre noe.",
        discussion: """
            Bildene er sidene i ett dokument, i rekkefølge (JPEG, PNG eller HEIC), eller én PDF. Med --text \
            tolkes en tekst som allerede er lest, uten bildebehandling og tekstgjenkjenning. \
            Familien hentes fra biblioteket, eller fra --family (JSON som for «family import»).
            """
    )

    @Option(help: "Familien som JSON i stedet for bibliotekets.", completion: .file())
    var family: String?

    @Option(help: "Id i utskriften (standard: navnet på første fil).")
    var id: String?

    @Flag(help: "Skriv ett JSON-objekt på én linje.")
    var json = false

    @Option(name: .customLong("text"), help: "Tolk teksten i denne filen i stedet for bilder.", completion: .file())
    var textFile: String?

    @Option(help: ArgumentHelp("Arkets hjørner i et bilde, i piksler; gjentas for hver side.",
                               valueName: Quadrilateral.argumentShape))
    var corners: [Quadrilateral] = []

    @Argument(help: "Bildene av sidene, eller én PDF.", completion: .file())
    var photos: [String] = []

    func validate() throws {
        if textFile == nil && photos.isEmpty { throw ValidationError(.givePhotoOrTextFile) }
        if textFile != nil && !photos.isEmpty { throw ValidationError(.photosOrTextNotBoth) }
        if corners.count > photos.count { throw ValidationError(.moreCornersThanPhotos) }
    }

    func run() async throws {
        let family = try FamilySource.members(file: family)
        let scanDate = CalendarDate.today
        var timings = PipelineTimings()
        var pages: [ReadPage] = []
        var fromPDF = false
        let text: DocumentText
        if let textFile {
            text = DocumentText(text: try Files.readText(textFile), confidence: nil, lowConfidenceSpans: [])
        } else {
            let reader = PhotoReading.reader()
            let read = try await PhotoReading.read(try photos.map(Files.read), with: reader, corners: corners, timings: &timings)
            pages = read.pages
            fromPDF = read.pagesFromTextLayer != nil
            text = DocumentText(pages: pages.map(\.text))
        }
        let clock = ContinuousClock()
        let analysisStart = clock.now
        let analysis = LetterAnalyzer(family: family).analyze(text.text, scanDate: scanDate)
        timings.analyze = (clock.now - analysisStart).inSeconds

        let identifier = id ?? URL(fileURLWithPath: textFile ?? photos[0]).deletingPathExtension().lastPathComponent
        let document = Document(analysis: analysis, text: text, scanDate: Date())
        if json {
            try Console.printJSON(AnalysisJSON(id: identifier, fields: Components.Schemas.LetterFields(document, personName: analysis.person?.name),
                                               pages: pages, fromPDF: fromPDF, timings: timings))
            return
        }
        var notes = pages.enumerated().filter { !$0.element.page.pageFound }.map {
            Console.words(.noteSheetNotFound(page: $0.offset + 1))
        }
        notes += pages.enumerated().filter { $0.element.page.orientation.degrees != 0 }.map {
            Console.words(.notePageTurned(page: $0.offset + 1, degrees: $0.element.page.orientation.degrees))
        }
        if let warning = UncertainTextWarning.text(pages: pages.uncertainPageNumbers, of: pages.count, scanned: fromPDF,
                                                 reasons: pages.compactMap(\.retakeReason)) {
            notes.append(Console.words(.warning(warning)))
        }
        notes.append(Console.words(.analysisTimes(
            total: timings.decode + timings.enhance + timings.orientation + timings.ocr + timings.check + timings.analyze,
            image: timings.decode + timings.enhance, orientation: timings.orientation, text: timings.ocr, analysis: timings.analyze)))
        print(notes.joined(separator: "\n"))
        print(ShowCommand.summary(of: document, personName: analysis.person?.name))
    }
}

/// The `analyze --json` object of the analysis contract, with how each page was read.
struct AnalysisJSON: Encodable {
    private enum CodingKeys: String, CodingKey {
        case id, pagesFound, pages, uncertain, warning, timings
    }

    /// How one page was turned and read.
    struct PageJSON: Encodable {
        let number: Int
        /// False where no page was found and the whole photo was read.
        let pageFound: Bool
        /// Degrees clockwise the flattened page was turned for its text to stand upright.
        let rotation: Int
        let orientationCorrected: Bool
        /// How the orientation was decided: `detected`, `readingTrial`, `rereading` or `undecided`.
        let orientationMethod: String
        /// The page's text came out too uncertain to trust (see `DocumentReader.uncertainBelow`).
        let uncertain: Bool
        /// Why it is uncertain (`unsure`, `printUnread`, `notWords`, `nothingRead`, `tooDark`); null when it is not.
        let retakeReason: String?
        /// The page's mean word confidence; null when nothing was read.
        let ocrConfidence: Double?
        /// The share of the page's printed cells the words read cover; null for a page without print.
        let printCoverage: Double?
        /// The share of spelled words found in the recogniser's word lists; null when too few were read.
        let knownWordShare: Double?
        /// How bright the paper was in the photo, 0–255; null where not measured.
        let paperBrightness: Int?

        private enum CodingKeys: String, CodingKey {
            case number, pageFound, rotation, orientationCorrected, orientationMethod, uncertain, retakeReason, ocrConfidence,
                 printCoverage, knownWordShare, paperBrightness
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(number, forKey: .number)
            try container.encode(pageFound, forKey: .pageFound)
            try container.encode(rotation, forKey: .rotation)
            try container.encode(orientationCorrected, forKey: .orientationCorrected)
            try container.encode(orientationMethod, forKey: .orientationMethod)
            try container.encode(uncertain, forKey: .uncertain)
            // null, not left out
            try container.encode(retakeReason, forKey: .retakeReason)
            try container.encode(ocrConfidence, forKey: .ocrConfidence)
            try container.encode(printCoverage, forKey: .printCoverage)
            try container.encode(knownWordShare, forKey: .knownWordShare)
            try container.encode(paperBrightness, forKey: .paperBrightness)
        }
    }

    let id: String
    let fields: Components.Schemas.LetterFields
    /// Per photo: false where no page was found and the whole photo was read.
    let pagesFound: [Bool]
    let pages: [PageJSON]
    let uncertain: Bool
    /// The warning the user is shown when a page is uncertain.
    let warning: String?
    let timings: PipelineTimings

    init(id: String, fields: Components.Schemas.LetterFields, pages: [ReadPage], fromPDF: Bool, timings: PipelineTimings) {
        self.id = id
        self.fields = fields
        pagesFound = pages.map(\.page.pageFound)
        self.pages = pages.enumerated().map { index, page in
            PageJSON(number: index + 1, pageFound: page.page.pageFound, rotation: page.page.orientation.degrees,
                     orientationCorrected: page.page.orientation.degrees != 0,
                     orientationMethod: page.page.orientation.method.rawValue, uncertain: page.isUncertain,
                     retakeReason: page.retakeReason?.rawValue, ocrConfidence: DocumentText(pages: [page.text]).confidence,
                     printCoverage: page.printCoverage?.share, knownWordShare: ReadingQuality(page.text).knownWordShare,
                     paperBrightness: page.page.paperBrightness)
        }
        uncertain = pages.contains(where: \.isUncertain)
        warning = UncertainTextWarning.text(pages: pages.uncertainPageNumbers, of: pages.count, scanned: fromPDF,
                                                 reasons: pages.compactMap(\.retakeReason))
        self.timings = timings
    }

    func encode(to encoder: any Encoder) throws {
        try fields.encode(to: encoder)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(pagesFound, forKey: .pagesFound)
        try container.encode(pages, forKey: .pages)
        try container.encode(uncertain, forKey: .uncertain)
        try container.encode(warning, forKey: .warning)
        try container.encode(timings, forKey: .timings)
    }
}

extension [ReadPage] {
    /// The pages, numbered from 1, whose text came out uncertain.
    var uncertainPageNumbers: [Int] {
        indices.filter { self[$0].isUncertain }.map { $0 + 1 }
    }
}

/// The family to match letters against: a file, else the library's, else nobody.
enum FamilySource {
    static func members(file: String?) throws -> [FamilyMember] {
        if let file { return try FamilyFile.members(FamilyFile.entries(in: URL(fileURLWithPath: file))) }
        guard let locked = try LockedLibrary.open(LibraryAccess.folder) else { return [] }
        return try LibraryAccess.unlock(locked, with: Passphrase.current()).family()
    }
}

enum Files {
    static func read(_ path: String) throws -> Data {
        do {
            return try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw UserFacingError(.cannotReadFile(path: path))
        }
    }

    static func readText(_ path: String) throws -> String {
        guard let text = String(data: try read(path), encoding: .utf8) else {
            throw UserFacingError(.notUTF8Text(path: path))
        }
        return text
    }
}
