import ArkivatorArchive
import ArkivatorCore
import ArkivatorStore
import Foundation

// The web module's own copy of the intake that ArkivatorArchive had before the Library layer
// took it over, kept only so that the web app builds until it is moved onto the Library.

/// What reading a job's photos gave: the document as inferred, waiting in the job's folder
/// (with its enhanced pages) until the user has checked it and saves it, or discards it.
struct DocumentDraft: Codable, Sendable {
    var document: Document
    /// Pages on which no sheet could be told from the background, numbered from 1.
    var pagesWithoutSheet: [Int]
    /// Where each page's sheet was found (or marked) in its upright photo, in photo pixels.
    var pageCorners: [Quadrilateral]?
    /// The fødselsnumre in the text as it was read, sealed with the master key: a number the
    /// user redacts during review still ties the letter to its person once it is filed.
    var sealedFodselsnumre: Data?
    /// Pages, numbered from 1, whose text came out too uncertain to trust (read so poorly in
    /// every orientation that it is likely gibberish): the user is asked to retake the photo
    /// or adjust the corners. Nil in drafts read before pages were checked.
    var uncertainPages: [Int]?
    /// Per page, the degrees clockwise the flattened page was turned for its text to stand upright.
    var pageRotations: [Int]?

    /// The warning for the uncertain pages, in Norwegian or English; nil when none is uncertain.
    func uncertainWarning(english: Bool = false) -> String? {
        UncertainTextWarning.text(pages: uncertainPages ?? [], of: document.pages.count, english: english)
    }
}

/// Takes a pending job from photos to a saved document: read (enhance, recognise, analyse)
/// into a draft kept beside the photos, then file the draft as the user corrected it.
struct DocumentIntake: Sendable {
    let archive: DocumentArchive
    var jobs: PendingJobs { PendingJobs(library: archive.library) }

    static let draftName = "draft.json"

    init(archive: DocumentArchive) {
        self.archive = archive
    }

    /// Reads the job's photos, keeps the enhanced pages and the draft in the job's folder, and
    /// marks the job as waiting for review. A failure is recorded on the job, photos kept.
    @discardableResult
    func read(_ pending: PendingJob, with reader: DocumentReader, progress: (PipelineStage) -> Void = { _ in },
                     failureMessage: (any Error) -> String) async throws -> DocumentDraft {
        var job = pending
        do {
            var timings = PipelineTimings()
            try advance(&job, to: .enhancing, progress)
            let enhanced = try await reader.enhance(photos: try jobs.photos(of: job), corners: job.corners, timings: &timings)

            try advance(&job, to: .recognizing, progress)
            let read = try await reader.read(enhanced, timings: &timings)
            let pages = read.map(\.page), recognized = read.map(\.text)
            let text = DocumentText(pages: recognized)

            try advance(&job, to: .analyzing, progress)
            let family = try archive.database.familyMembers()
            let analysis = LetterAnalyzer(family: family).analyze(text.text, scanDate: .today)
            var document = Document(analysis: analysis, text: text, scanDate: Date(), originalFileName: job.originalNames.first)
            if let personID = job.personID { document.personID = personID }
            document.pages = try zip(pages, recognized).enumerated().map { index, element in
                let name = "page-\(index + 1).jpeg"
                try element.0.jpeg.write(to: jobs.file(name, of: job), options: [.atomic])
                try element.0.png?.write(to: jobs.file("page-\(index + 1).png", of: job), options: [.atomic])
                let pageText = DocumentText(pages: [element.1])
                return Page(number: index + 1, imagePath: name, text: pageText.text, ocrConfidence: pageText.confidence,
                            lines: element.1.placedLines)
            }
            let numbers = document.fodselsnumre
            let draft = DocumentDraft(document: document,
                                      pagesWithoutSheet: pages.indices.filter { !pages[$0].pageFound }.map { $0 + 1 },
                                      pageCorners: pages.map(\.corners),
                                      sealedFodselsnumre: numbers.isEmpty ? nil : try? archive.database.sealed(numbers),
                                      uncertainPages: read.indices.filter { read[$0].isUncertain }.map { $0 + 1 },
                                      pageRotations: pages.map(\.orientation.degrees))
            try save(draft, of: job)
            job.stage = .review
            job.failure = nil
            try jobs.save(job)
            return draft
        } catch {
            job.stage = .failed
            job.failure = failureMessage(error)
            try? jobs.save(job)
            throw error
        }
    }

    func draft(of job: PendingJob) throws -> DocumentDraft {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        return try decoder.decode(DocumentDraft.self, from: Data(contentsOf: jobs.file(Self.draftName, of: job)))
    }

    func save(_ draft: DocumentDraft, of job: PendingJob) throws {
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .iso8601
        try encoder.encode(draft).write(to: jobs.file(Self.draftName, of: job), options: [.atomic])
    }

    /// Moves the draft's pages into the library and saves its document as the user left it,
    /// with the numbers it was read with; removes the job. A job whose document was saved
    /// before a crash is not filed twice.
    func file(_ draft: DocumentDraft, from job: PendingJob) throws -> Document.ID {
        if let saved = try archive.database.documentID(withPagesIn: job.documentFolder) {
            try jobs.remove(job)
            return saved
        }
        var document = draft.document
        let folder = try archive.library.createFolder(job.documentFolder)
        document.pages = try document.pages.map { page in
            var page = page
            let source = jobs.file("page-\(page.number).jpeg", of: job)
            try replaceItem(at: folder.appendingPathComponent("side-\(page.number).jpeg"), with: source)
            let lossless = jobs.file("page-\(page.number).png", of: job)
            if FileManager.default.fileExists(atPath: lossless.path) {
                try replaceItem(at: folder.appendingPathComponent("side-\(page.number).png"), with: lossless)
            }
            page.imagePath = "\(job.documentFolder)/side-\(page.number).jpeg"
            return page
        }
        let read = try? draft.sealedFodselsnumre.map(archive.database.opened(sealedNumbers:))
        let id = try archive.saveNew(document, carrying: read ?? [])
        try jobs.remove(job)
        return id
    }

    /// Copies rather than moves, so that a failure halfway leaves the job whole for another try.
    private func replaceItem(at destination: URL, with source: URL) throws {
        let data = try Data(contentsOf: source)
        try data.write(to: destination, options: [.atomic])
    }

    private func advance(_ job: inout PendingJob, to stage: PipelineStage, _ progress: (PipelineStage) -> Void) throws {
        job.stage = JobStage(stage)
        try jobs.save(job)
        progress(stage)
    }
}
