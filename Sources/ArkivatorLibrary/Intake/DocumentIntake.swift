import ArkivatorAssistant
import ArkivatorCore
import ArkivatorImaging
import ArkivatorOCR
import ArkivatorPDF
import ArkivatorStore
import Foundation

/// What reading a job's photos gave: the document as inferred, waiting in the job's folder
/// (with its enhanced pages) until the user has checked it and saves it, or discards it.
public struct DocumentDraft: Codable, Sendable {
    public var document: Document
    /// Pages on which no sheet could be told from the background, numbered from 1.
    public var pagesWithoutSheet: [Int]
    /// Where each page's sheet was found (or marked) in its upright photo, in photo pixels.
    public var pageCorners: [Quadrilateral]?
    /// The fødselsnumre in the text as it was read, sealed with the master key: a number the
    /// user redacts during review still ties the letter to its person once it is filed.
    public var sealedFodselsnumre: Data?
    /// Pages, numbered from 1, whose text came out too uncertain to trust (read so poorly in
    /// every orientation that it is likely gibberish): the user is asked to retake the photo
    /// or adjust the corners. Nil in drafts read before pages were checked.
    public var uncertainPages: [Int]?
    /// Why each of `uncertainPages` is uncertain, in the same order; nil in drafts read before
    /// the reasons were told.
    public var retakeReasons: [RetakeReason]?
    /// Per page, the degrees clockwise the flattened page was turned for its text to stand upright.
    public var pageRotations: [Int]?
    /// Pages, numbered from 1, of a letter given as a PDF whose text was taken from the PDF's
    /// text layer as it is; nil for a letter given as photos.
    public var pagesFromTextLayer: [Int]?
    /// What the rules proposed before anything learned, kept so that the user's corrections
    /// teach; nil in drafts read before the analysis learned.
    public var proposal: FamilyExample?
    /// The fields filled in from what the family's corrections taught (`FamilyHabits`).
    public var learnedFields: Set<LearnedField>?
    /// The fields the rules were unsure of as they read the letter, worth a second opinion;
    /// nil in drafts read before the assistant.
    public var unsureFields: [SuggestedField]?
    /// What the assistant proposes for the fields, when asked: suggestions only, shown for the
    /// owner to accept or not.
    public var assistantOpinion: FieldOpinion?

    /// Whether the letter was given as a PDF rather than photos.
    public var isFromPDF: Bool { pagesFromTextLayer != nil }

    /// Whether the user may mark a page's corners by hand and have it read again: only a
    /// photographed page has a photo to mark; a PDF's page is the page itself.
    public var cornersCanBeMarked: Bool { !isFromPDF }

    /// The warning for the uncertain pages, in Norwegian or English; nil when none is uncertain.
    public func uncertainWarning(english: Bool = false) -> String? {
        UncertainTextWarning.text(pages: uncertainPages ?? [], of: document.pages.count, english: english, scanned: isFromPDF,
                                  reasons: retakeReasons ?? [])
    }
}

/// How a read letter is filed.
public enum Filing: Sendable, Equatable {
    /// The user looked at what was read and corrected it.
    case reviewed(DocumentEdit)
    /// Filed as read, with nobody looking. A letter whose text came out uncertain is then
    /// refused unless accepted: stored as gibberish it would get a wrong title, type, date
    /// and person and never be found by a search, while its owner believes it is archived.
    case asRead(acceptingUncertainText: Bool)
}

/// A photo as it reaches the library: bytes in memory, or a file already on disk (an upload
/// streamed there, sealed as it came, by an `IncomingPhotoFile`), which is moved into the job
/// rather than copied.
public struct IncomingPhoto: Sendable {
    public enum Content: Sendable {
        case bytes(Data)
        case file(URL)
    }

    public let name: String
    public let content: Content

    public init(name: String, content: Content) {
        self.name = FileName.sanitized(name, fallback: "bilde")
        self.content = content
    }
}

/// The reader of photos, wired from the imaging and OCR modules in this one place.
public enum PhotoReading {
    public static func reader(keepingLosslessCopies: Bool = false) -> DocumentReader {
        let recognizer = TesseractRecognizer()
        return DocumentReader(enhancer: PageEnhancer(keepsLosslessCopy: keepingLosslessCopies), recognizer: recognizer,
                              orientationDetector: recognizer)
    }

    /// `reader`, archiving pages in colour as `colour` says (a reader of other parts is kept as it is).
    static func reader(_ reader: DocumentReader, colour: PageColour) -> DocumentReader {
        guard var enhancer = reader.enhancer as? PageEnhancer else { return reader }
        enhancer.colour = colour
        var coloured = reader
        coloured.enhancer = enhancer
        return coloured
    }

    /// Why photos could not be read, in words for the person who gave them.
    public static func failureMessage(for error: any Error, english: Bool = false) -> String {
        switch error {
        case let error as ImagingError: error.userMessage
        case let error as PDFError: error.message(english: english)
        // A photo whose sealed file was changed: said as such, as retrying will not help.
        case let error as LibraryError: error.message(english: english)
        case is OCRError: LibraryError.recognitionUnavailable.message(english: english)
        default: LibraryError.photosUnreadable.message(english: english)
        }
    }
}

// MARK: From photos to a filed letter

/// Letters are read and filed alike everywhere: photos on disk before any processing starts
/// (so a crash, a closed laptop or a killed process never loses a letter), read into a draft
/// kept beside them, then filed as the user corrected it.
extension Library {
    /// The most pages one letter may have.
    public static let maximumPages = 20

    static let draftName = "draft.json"

    var jobs: PendingJobs {
        get throws { PendingJobs(library: folder, files: try sealedFiles) }
    }

    /// Starts a photo streamed straight to `url` (an upload's staging file), sealed as its
    /// bytes arrive, so that not even a staged upload is ever plain on disk.
    public func incomingPhotoFile(named name: String, at url: URL) throws -> IncomingPhotoFile {
        IncomingPhotoFile(name: name, writer: try sealedFiles.writer(to: url))
    }

    /// Keeps the photos of one letter in a new job, to be read next; `importedSource` is the
    /// digest of the photos `import` found, to be recorded with the letter.
    public func receive(_ photos: [IncomingPhoto], corners: [Quadrilateral?] = [],
                        person: FamilyMember.ID? = nil, importedSource: Data? = nil) throws -> PendingJob {
        guard !photos.isEmpty else { throw LibraryError.noPhotos }
        guard photos.count <= Self.maximumPages else { throw LibraryError.tooManyPages(maximum: Self.maximumPages) }
        let member = try person.flatMap { id in try database.familyMembers().contains { $0.id == id } ? id : nil }
        let sealed = try sealedFiles
        return try jobs.create(photos: photos.map(\.name), corners: corners, personID: member,
                               importedSource: importedSource) { page, destination in
            switch photos[page].content {
            case .bytes(let data): try sealed.write(data, to: destination)
            case .file(let url) where SealedFiles.isSealed(url):
                try openingDamaged { try sealed.move(url, to: destination) }
            case .file(let url):
                try FileManager.default.moveItem(at: url, to: destination)
                // A file staged by other means than `incomingPhotoFile` is sealed here.
                try sealed.sealInPlace(destination)
            }
        }
    }

    /// Letters received but not yet filed, the oldest first.
    public func unfinishedJobs() -> [PendingJob] {
        (try? jobs.unfinished()) ?? []
    }

    public func job(_ id: UUID) throws -> PendingJob {
        guard let job = try jobs.job(id: id) else { throw LibraryError.jobNotFound }
        return job
    }

    /// Reads the job's photos, keeps the enhanced pages and the draft in the job's folder, and
    /// marks the job as waiting for review. A failure is recorded on the job, photos kept.
    @discardableResult
    public func read(_ pending: PendingJob, with reader: DocumentReader, progress: (PipelineStage) -> Void = { _ in },
                     english: Bool = false) async throws -> DocumentDraft {
        var job = pending
        do {
            let reader = try colouring(reader)
            var timings = PipelineTimings()
            let jobs = try self.jobs
            try advance(&job, to: .enhancing, progress)
            let photos = try openingDamaged { try jobs.photos(of: job) }
            let (read, pagesFromTextLayer) = try await PhotoReading.read(photos, with: reader, corners: job.corners,
                                                                         timings: &timings) {
                try advance(&job, to: .recognizing, progress)
            }
            let pages = read.map(\.page), recognized = read.map(\.text)
            let text = DocumentText(pages: recognized)

            try advance(&job, to: .analyzing, progress)
            let (proposal, analysis) = try letterReading().analyze(text.text, scanDate: .today)
            var document = Document(analysis: analysis, text: text, scanDate: Date(), originalFileName: job.originalNames.first)
            if let personID = job.personID { document.personID = personID }
            document.pages = try zip(pages, recognized).enumerated().map { index, element in
                let name = "page-\(index + 1).jpeg"
                try jobs.files.write(element.0.jpeg, to: jobs.file(name, of: job))
                if let png = element.0.png { try jobs.files.write(png, to: jobs.file("page-\(index + 1).png", of: job)) }
                let pageText = DocumentText(pages: [element.1])
                return Page(number: index + 1, imagePath: name, text: pageText.text, ocrConfidence: pageText.confidence,
                            lines: element.1.placedLines,
                            source: pagesFromTextLayer == nil ? PageSource(original: index + 1)
                                : PageSource(original: 1, pdfPage: index + 1))
            }
            let numbers = document.fodselsnumre
            // A PDF's page is the page: a scan fills it, so no sheet is missing from it.
            let draft = DocumentDraft(document: document,
                                      pagesWithoutSheet: pagesFromTextLayer != nil ? []
                                          : pages.indices.filter { !pages[$0].pageFound }.map { $0 + 1 },
                                      pageCorners: pages.map(\.corners),
                                      sealedFodselsnumre: numbers.isEmpty ? nil : try? database.sealed(numbers),
                                      uncertainPages: read.indices.filter { read[$0].isUncertain }.map { $0 + 1 },
                                      retakeReasons: read.compactMap(\.retakeReason),
                                      pageRotations: pages.map(\.orientation.degrees),
                                      pagesFromTextLayer: pagesFromTextLayer,
                                      proposal: FamilyExample(proposal: proposal, text: text.text),
                                      learnedFields: analysis.learnedFields,
                                      unsureFields: SuggestedField.unsure(in: analysis))
            try save(draft, of: job)
            job.stage = .review
            job.failure = nil
            try jobs.save(job)
            return draft
        } catch {
            job.stage = .failed
            job.failure = PhotoReading.failureMessage(for: error, english: english)
            try? jobs.save(job)
            throw error
        }
    }

    /// The draft of a read job. The job is looked at as it stands now, so a value kept from
    /// before it was read will do.
    public func draft(of job: PendingJob) throws -> DocumentDraft {
        guard try self.job(job.id).awaitsReview else { throw LibraryError.jobNotRead }
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        let jobs = try self.jobs
        return try decoder.decode(DocumentDraft.self, from: openingDamaged { try jobs.files.read(jobs.file(Self.draftName, of: job)) })
    }

    /// Applies the user's corrections to a draft still under review, such as redacting its
    /// fødselsnumre before anything is filed.
    @discardableResult
    public func revise(_ job: PendingJob, _ edit: DocumentEdit) throws -> DocumentDraft {
        var draft = try draft(of: job)
        let original = draft.document
        draft.document = try applied(edit, to: original)
        if edit.redactsFodselsnumre { try paintOverFodselsnumre(of: original, in: job) }
        try save(draft, of: job)
        return draft
    }

    /// Paints over the words that carried a fødselsnummer on a job's page images (the JPEG, and
    /// the lossless PNG when kept), so a letter redacted in review is filed with clean pages.
    private func paintOverFodselsnumre(of original: Document, in job: PendingJob) throws {
        let jobs = try jobs
        for (number, boxes) in original.fodselsnummerBoxes {
            for name in ["page-\(number).jpeg", "page-\(number).png"] {
                let url = jobs.file(name, of: job)
                guard FileManager.default.fileExists(atPath: url.path) else { continue }
                let page = try openingDamaged { try jobs.files.read(url) }
                try jobs.files.write(try Library.pagePainter.paintingOver(boxes, in: page), to: url)
            }
        }
    }

    /// Moves the draft's pages into the library and saves its letter, with the numbers it was
    /// read with; removes the job. A job whose letter was saved before a crash is not filed
    /// twice. A letter refused for uncertain text leaves its job for the user to look at.
    public func file(_ job: PendingJob, as filing: Filing) throws -> Document.ID {
        if let saved = try database.documentID(withPagesIn: job.documentFolder) {
            try jobs.remove(job)
            return saved
        }
        var draft = try draft(of: job)
        switch filing {
        case .reviewed(let edit):
            let original = draft.document
            draft.document = try applied(edit, to: original)
            if edit.redactsFodselsnumre { try paintOverFodselsnumre(of: original, in: job) }
        case .asRead(let acceptingUncertainText):
            if !acceptingUncertainText, let warning = draft.uncertainWarning() {
                throw LibraryError.uncertainText(warning: warning)
            }
            if let accepted = try quickAccepted(draft) { draft.document = try applied(accepted, to: draft.document) }
        }
        var document = draft.document
        let jobs = try self.jobs
        let destination = try folder.createFolder(job.documentFolder)
        document.pages = try document.pages.map { page in
            var page = page
            try copy(jobs.file("page-\(page.number).jpeg", of: job), to: destination.appendingPathComponent("side-\(page.number).jpeg"))
            let lossless = jobs.file("page-\(page.number).png", of: job)
            if FileManager.default.fileExists(atPath: lossless.path) {
                try copy(lossless, to: destination.appendingPathComponent("side-\(page.number).png"))
            }
            page.imagePath = "\(job.documentFolder)/side-\(page.number).jpeg"
            return page
        }
        // A letter redacted in review is filed without the originals that show its numbers.
        let redacted = document.text.contains(Fodselsnummer.redactionMark)
        let originals = redacted ? [] : try keepOriginals(of: job)
        if originals.isEmpty { document.pages = document.pages.map { var page = $0; page.source = nil; return page } }
        let read = try? draft.sealedFodselsnumre.map(database.opened(sealedNumbers:))
        let id = try archive.saveNew(document, carrying: read ?? [], importedSource: job.importedSource)
        try database.addOriginals(originals, of: id)
        try jobs.remove(job)
        // Learning is a side matter: a letter filed is filed, whatever happens to its example.
        document.id = id
        switch filing {
        case .reviewed: try? learn(from: document, proposal: draft.proposal)
        case .asRead: if let proposal = draft.proposal { try? rememberProposal(proposal, of: id) }
        }
        return id
    }

    /// Drops a letter not yet filed, photos and all.
    public func discard(_ job: PendingJob) throws {
        try jobs.remove(job)
    }

    /// Sends a job back to be read again, with the corners of a page marked by hand if given.
    @discardableResult
    public func retry(_ job: PendingJob, cornersOfPage page: (number: Int, corners: Quadrilateral)? = nil) throws -> PendingJob {
        var again = job
        if let page {
            guard (1...job.originalNames.count).contains(page.number), page.corners.isConvex,
                  (try? draft(of: job))?.isFromPDF != true else { throw LibraryError.invalidCorners }
            again.corners += Array(repeating: nil, count: max(0, job.originalNames.count - job.corners.count))
            again.corners[page.number - 1] = page.corners
        }
        again.stage = .received
        again.failure = nil
        try jobs.save(again)
        return again
    }

    /// A job's photo as the user gave it, decoded and upright; of a PDF, its first page
    /// rendered as it is read, or the reason the PDF cannot be read.
    public func photo(of job: PendingJob, page: Int) throws -> DecodedPhoto {
        guard (1...job.originalNames.count).contains(page) else { throw LibraryError.jobNotFound }
        let jobs = try self.jobs
        let photo = try openingDamaged { try jobs.files.read(jobs.photoURL(job, page: page)) }
        if PDFLetter.looksLikePDF(photo) {
            let pdf = try PDFLetter(photo, limits: PDFReading.limits)
            return try PhotoDecoder().decode(try pdf.photoPage(1, resolution: try pdf.readingResolution(ofPage: 1)))
        }
        return try PhotoDecoder().decode(photo)
    }

    /// A page of a job as the user should see it: enhanced once read, else the photo; nil
    /// when there is no such page, `LibraryError.fileDamaged` when it does not open.
    public func pageImage(of job: PendingJob, page: Int) throws -> Data? {
        let jobs = try self.jobs
        let enhanced = jobs.file("page-\(page).jpeg", of: job)
        let url = FileManager.default.fileExists(atPath: enhanced.path) ? enhanced : jobs.photoURL(job, page: page)
        guard FileManager.default.fileExists(atPath: url.path) else { return nil }
        let image = try openingDamaged { try jobs.files.read(url) }
        // A PDF not yet read has no page image to show.
        return PDFLetter.looksLikePDF(image) ? nil : image
    }

    /// Files a letter's text that needs no reading (such as one copied from Helsenorge),
    /// analysed as a photographed letter's text would be.
    public func fileText(_ letter: String, originalFileName: String?) throws -> Document {
        let (proposal, analysis) = try letterReading().analyze(letter, scanDate: .today)
        var document = Self.textDocument(letter, originalFileName: originalFileName, analysis: analysis)
        let id = try archive.saveNew(document)
        document.id = id
        try? rememberProposal(FamilyExample(proposal: proposal, text: letter), of: id)
        return document
    }

    /// A letter's text as a document not yet saved, interpreted by `analyzer`.
    static func textDocument(_ letter: String, originalFileName: String?, analyzer: LetterAnalyzer) -> Document {
        textDocument(letter, originalFileName: originalFileName, analysis: analyzer.analyze(letter, scanDate: .today))
    }

    static func textDocument(_ letter: String, originalFileName: String?, analysis: LetterAnalysis) -> Document {
        Document(analysis: analysis, text: DocumentText(text: letter, confidence: nil, lowConfidenceSpans: []),
                 scanDate: Date(), originalFileName: originalFileName)
    }

    private func applied(_ edit: DocumentEdit, to document: Document) throws -> Document {
        let family = try database.familyMembers()
        do {
            return try edit.applied(to: document, family: family)
        } catch {
            throw LibraryError.edit(error)
        }
    }

    func save(_ draft: DocumentDraft, of job: PendingJob) throws {
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .iso8601
        let jobs = try self.jobs
        try jobs.files.write(try encoder.encode(draft), to: jobs.file(Self.draftName, of: job))
    }

    /// The job's photos and PDFs, kept with the letter as they were given.
    private func keepOriginals(of job: PendingJob) throws -> [OriginalFileRecord] {
        let sealed = try sealedFiles
        let jobs = try self.jobs
        return try job.originalNames.enumerated().map { index, name in
            let bytes = try openingDamaged { try sealed.read(jobs.photoURL(job, page: index + 1)) }
            return try keepOriginal(bytes, named: name, number: index + 1, in: job.documentFolder)
        }
    }

    /// Copies rather than moves, so that a failure halfway leaves the job whole for another try;
    /// opened and sealed again, so a damaged page is refused here rather than filed.
    private func copy(_ source: URL, to destination: URL) throws {
        let sealed = try sealedFiles
        try sealed.write(try openingDamaged { try sealed.read(source) }, to: destination)
    }

    /// `reader`, archiving pages in colour as the owner chose in the settings.
    func colouring(_ reader: DocumentReader) throws -> DocumentReader {
        PhotoReading.reader(reader, colour: try database.settings().pageColour)
    }

    private func advance(_ job: inout PendingJob, to stage: PipelineStage, _ progress: (PipelineStage) -> Void) throws {
        job.stage = JobStage(stage)
        try jobs.save(job)
        progress(stage)
    }
}

/// A photo being streamed into the library, sealed chunk by chunk as its bytes arrive; given
/// to `Library.receive` once finished. One dropped unfinished leaves nothing behind.
public final class IncomingPhotoFile {
    public let name: String
    private let writer: SealedFileWriter

    init(name: String, writer: SealedFileWriter) {
        self.name = name
        self.writer = writer
    }

    public func append(_ bytes: UnsafeRawBufferPointer) throws {
        try writer.append(bytes)
    }

    public func finish() throws -> IncomingPhoto {
        try writer.finish()
        return IncomingPhoto(name: name, content: .file(writer.destination))
    }

    public func discard() {
        writer.discard()
    }
}
