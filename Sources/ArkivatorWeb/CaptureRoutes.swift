import ArkivatorArchive
import ArkivatorCore
import ArkivatorDrive
import ArkivatorImaging
import ArkivatorStore
import Foundation
import Hummingbird

/// Photographing a letter, following its reading, and checking what was read before it is saved.
struct CaptureRoutes {
    let services: WebServices
    static let maximumUploadBytes = 120 * 1024 * 1024
    static let maximumPhotos = 20

    struct PersonOption { let value: String; let label: String; let selected: Bool }
    struct TypeOption { let value: String; let label: String; let selected: Bool }

    struct CapturePage {
        let csrfToken: String
        let people: [PersonOption]
        let error: String?
    }

    struct JobPage {
        struct Step { let label: String; let state: String }
        let csrfToken: String
        let id: String
        let steps: [Step]
        let failure: String?
    }

    struct ReviewPage {
        let csrfToken: String
        /// Where the form posts: a draft's job, or a saved document's edit.
        let action: String
        let isDraft: Bool
        let title: String
        let people: [PersonOption]
        let types: [TypeOption]
        let institution: String
        let specialty: String
        let date: String
        let keywords: String
        let text: [PageRoutes.DetailPage.TextPiece]
        let pages: [PageRoutes.DetailPage.PageImage]
        let hasFodselsnummer: Bool
        /// Shown when a page's text came out too uncertain to trust (kept in the draft, so a
        /// reload shows it too).
        let uncertainWarning: String?
        let warnings: [String]
        let specialties: [String]
        let error: String?
        /// Uploading is on offer only while Drive takes uploads; until then saving stays local.
        let driveConnected: Bool
    }

    func add(to group: RouterGroup<WebRequestContext>) {
        group.get("ta-bilde") { _, context in try capturePage(context, error: nil) }
        group.post("ta-bilde") { request, context in try await upload(request, context, api: false) }
        group.post("api/v1/jobs") { request, context in try await upload(request, context, api: true) }
        group.get("api/v1/jobs/:id") { _, context in try status(context) }
        group.get("jobber/:id") { _, context in try jobPage(context) }
        group.post("jobber/:id") { request, context in try await act(request, context) }
        group.get("jobber/:id/side/:number") { _, context in try jobImage(context) }
        group.get("jobber/:id/side/:number/hjorner") { _, context in try cornerPage(context) }
        group.post("jobber/:id/side/:number/hjorner") { request, context in try await setCorners(request, context) }
        group.get("jobber/:id/foto/:number") { _, context in try photoPreview(context) }
    }

    // MARK: Marking a page's corners by hand

    struct CornerPage {
        struct Corner { let name: String; let label: String; let x: Int; let y: Int }
        let csrfToken: String
        let id: String
        let page: Int
        let photoWidth: Int
        let photoHeight: Int
        let corners: [Corner]
        let error: String?
    }

    static var cornerNames: [(String, String)] {
        [("tl", UILanguage.current.text("Øverst til venstre", "Top left")),
         ("tr", UILanguage.current.text("Øverst til høyre", "Top right")),
         ("br", UILanguage.current.text("Nederst til høyre", "Bottom right")),
         ("bl", UILanguage.current.text("Nederst til venstre", "Bottom left"))]
    }

    private func pageNumber(_ context: WebRequestContext, of job: PendingJob) throws -> Int {
        guard let number = Int(try context.parameters.require("number")), (1...job.originalNames.count).contains(number) else {
            throw HTTPError(.notFound)
        }
        return number
    }

    private func cornerPage(_ context: WebRequestContext, error: String? = nil,
                            status: HTTPResponse.Status = .ok) throws -> HTMLPage {
        let (session, job) = try job(context)
        let number = try pageNumber(context, of: job)
        let photo = try photo(of: job, page: number, in: session)
        let known = (try? intake(session).draft(of: job))?.pageCorners.flatMap { number <= $0.count ? $0[number - 1] : nil }
            ?? job.corners.dropFirst(number - 1).first ?? nil
        let inset = Double(min(photo.width, photo.height)) * 0.1
        let quad = known ?? Quadrilateral(
            topLeft: Point(x: inset, y: inset), topRight: Point(x: Double(photo.width) - inset, y: inset),
            bottomRight: Point(x: Double(photo.width) - inset, y: Double(photo.height) - inset),
            bottomLeft: Point(x: inset, y: Double(photo.height) - inset))
        let points = [quad.topLeft, quad.topRight, quad.bottomRight, quad.bottomLeft]
        return try services.page("corners", CornerPage(
            csrfToken: session.csrfToken, id: job.id.uuidString.lowercased(), page: number,
            photoWidth: photo.width, photoHeight: photo.height,
            corners: zip(Self.cornerNames, points).map { .init(name: $0.0, label: $0.1, x: Int($1.x.rounded()), y: Int($1.y.rounded())) },
            error: error), status: status)
    }

    private func setCorners(_ request: Request, _ context: WebRequestContext) async throws -> Response {
        let (session, job) = try job(context)
        let number = try pageNumber(context, of: job)
        let fields = try await formFields(of: request, postedIn: session)
        let values = Self.cornerNames.flatMap { name, _ in [fields["\(name)x"], fields["\(name)y"]] }.map { $0.flatMap(Double.init) }
        guard values.allSatisfy({ $0 != nil }),
              let quad = Quadrilateral(commaSeparated: values.map { String($0!) }.joined(separator: ",")), quad.isConvex
        else { return try cornerPage(context, error: UILanguage.current.text("Hjørnene må danne en firkant.", "The corners must make a quadrilateral."), status: .badRequest).response }
        var again = job
        again.corners += Array(repeating: nil, count: max(0, job.originalNames.count - job.corners.count))
        again.corners[number - 1] = quad
        again.stage = .received
        again.failure = nil
        try PendingJobs(library: session.archive.library).save(again)
        services.processor.enqueue(job.id, archive: session.archive)
        return Response.redirect(to: "/jobber/\(job.id.uuidString.lowercased())", type: .normal)
    }

    private func photoPreview(_ context: WebRequestContext) throws -> Response {
        let (session, job) = try job(context)
        let number = try pageNumber(context, of: job)
        let preview: Data
        do {
            preview = try photo(of: job, page: number, in: session).previewJPEG()
        } catch let error as ImagingError {
            throw HTTPError(.unprocessableContent, message: error.userMessage)
        }
        var headers = HTTPFields()
        headers[.contentType] = "image/jpeg"
        return Response(status: .ok, headers: headers, body: .init(byteBuffer: ByteBuffer(bytes: preview)))
    }

    /// A job's photo decoded again. A photo that cannot be read is the upload's fault, not the
    /// server's: 422 with the reason, as the job itself says it.
    private func photo(of job: PendingJob, page: Int, in session: Session) throws -> DecodedPhoto {
        let data = try Data(contentsOf: PendingJobs(library: session.archive.library).photoURL(job, page: page))
        do {
            return try PhotoDecoder().decode(data)
        } catch {
            throw HTTPError(.unprocessableContent, message: error.userMessage)
        }
    }

    // MARK: Capture

    private func capturePage(_ context: WebRequestContext, error: String?, status: HTTPResponse.Status = .ok) throws -> HTMLPage {
        let session = try context.requireSession()
        return try services.page("capture", CapturePage(csrfToken: session.csrfToken,
                                                        people: try Self.people(session, selected: nil, unknownLabel: UILanguage.current.text("Finn ut fra brevet", "Find out from the letter")),
                                                        error: error), status: status)
    }

    private func upload(_ request: Request, _ context: WebRequestContext, api: Bool) async throws -> Response {
        let session = try context.requireSession()
        func refuse(_ message: String, _ status: HTTPResponse.Status = .badRequest) throws -> Response {
            api ? try APIRoutes.error(status, message) : try capturePage(context, error: message, status: status).response
        }
        let body: ByteBuffer
        do {
            body = try await request.body.collect(upTo: Self.maximumUploadBytes)
        } catch {
            return try refuse(UILanguage.current.text("Bildene er for store til sammen (høyst \(Self.maximumUploadBytes / 1_048_576) MB).", "The photos are too large together (at most \(Self.maximumUploadBytes / 1_048_576) MB)."), .contentTooLarge)
        }
        guard let form = try? MultipartForm(body: Data(buffer: body), contentType: request.headers[.contentType] ?? "") else {
            return try refuse(UILanguage.current.text("Opplastingen var ikke et skjema med bilder.", "The upload was not a form with photos."))
        }
        guard api || form.value("csrf") == session.csrfToken else { return try refuse(UILanguage.current.text("Skjemaet var utløpt. Prøv igjen.", "The form had expired. Please try again."), .forbidden) }
        let photos = form.files("photos")
        guard !photos.isEmpty else { return try refuse(UILanguage.current.text("Velg minst ett bilde av brevet.", "Choose at least one photo of the letter.")) }
        guard photos.count <= Self.maximumPhotos else { return try refuse(UILanguage.current.text("Høyst \(Self.maximumPhotos) sider i ett brev.", "At most \(Self.maximumPhotos) pages in one letter.")) }
        let personID = form.value("person").flatMap(Int64.init)
        let jobs = PendingJobs(library: session.archive.library)
        let job = try jobs.create(photos: photos.map { (name: FileName.sanitized($0.fileName ?? "bilde"), data: $0.data) },
                                  corners: [], personID: personID)
        services.processor.enqueue(job.id, archive: session.archive)
        if api { return try APIRoutes.json(JobStatus(job), status: .created) }
        return Response.redirect(to: "/jobber/\(job.id.uuidString.lowercased())", type: .normal)
    }

    // MARK: Following a job

    struct JobStatus: Encodable {
        let id: String
        let stage: String
        let label: String
        let awaitsReview: Bool
        let failed: Bool
        let failure: String?

        init(_ job: PendingJob) {
            id = job.id.uuidString.lowercased()
            stage = job.stage.rawValue
            label = job.awaitsReview ? UILanguage.current.text("klar til gjennomgang", "ready for review")
                : job.hasFailed ? UILanguage.current.text("feilet", "failed")
                : job.stage.pipelineStage?.label ?? UILanguage.current.text("venter", "waiting")
            awaitsReview = job.awaitsReview
            failed = job.hasFailed
            failure = job.failure
        }
    }

    private func job(_ context: WebRequestContext) throws -> (Session, PendingJob) {
        let session = try context.requireSession()
        guard let id = UUID(uuidString: try context.parameters.require("id")),
              let job = PendingJobs(library: session.archive.library).job(id: id)
        else { throw HTTPError(.notFound, message: UILanguage.current.text("Fant ikke brevet. Kanskje det allerede er lagret?", "Letter not found. Perhaps it is already saved?")) }
        return (session, job)
    }

    private func status(_ context: WebRequestContext) throws -> Response {
        try APIRoutes.json(JobStatus(try job(context).1))
    }

    private func jobPage(_ context: WebRequestContext) throws -> HTMLPage {
        let (session, job) = try job(context)
        if job.awaitsReview { return try reviewPage(session, job, error: nil) }
        let stages = PipelineStage.allCases
        let current = job.stage.pipelineStage.flatMap { stages.firstIndex(of: $0) } ?? -1
        let steps = stages.enumerated().map { index, stage in
            JobPage.Step(label: stage.label.capitalizedFirst,
                         state: job.hasFailed ? "" : index < current ? "done" : index == current ? "active" : "")
        }
        return try services.page("job", JobPage(csrfToken: session.csrfToken, id: job.id.uuidString.lowercased(),
                                                steps: steps, failure: job.hasFailed ? job.failure ?? UILanguage.current.text("Bildene kunne ikke leses.", "The photos could not be read.") : nil))
    }

    private func reviewPage(_ session: Session, _ job: PendingJob, error: String?,
                            status: HTTPResponse.Status = .ok) throws -> HTMLPage {
        let draft = try intake(session).draft(of: job)
        let id = job.id.uuidString.lowercased()
        return try Self.reviewPage(services, session, draft.document, action: "/jobber/\(id)", isDraft: true,
                                   imageURL: { "/jobber/\(id)/side/\($0)" }, cornerURL: { "/jobber/\(id)/side/\($0)/hjorner" },
                                   uncertainWarning: draft.uncertainWarning(english: UILanguage.current == .english),
                                   warnings: draft.pagesWithoutSheet.map { UILanguage.current.text("Fant ikke arket på side \($0); hele bildet er brukt.", "No sheet found on page \($0); the whole photo is used.") },
                                   error: error, status: status)
    }

    /// The form in which a letter's fields are checked and corrected, before or after saving.
    static func reviewPage(_ services: WebServices, _ session: Session, _ document: Document, action: String, isDraft: Bool,
                           imageURL: (Int) -> String, cornerURL: (Int) -> String? = { _ in nil },
                           uncertainWarning: String? = nil, warnings: [String], error: String?,
                           status: HTTPResponse.Status = .ok) throws -> HTMLPage {
        try services.page("review", ReviewPage(
            csrfToken: session.csrfToken, action: action, isDraft: isDraft, title: document.title,
            people: try people(session, selected: document.personID, unknownLabel: UILanguage.unknownPerson),
            types: DocumentType.allCases.map { .init(value: $0.rawValue, label: $0.label, selected: $0 == document.docType) },
            institution: document.institution ?? "", specialty: document.specialty ?? "",
            date: document.documentDate?.iso ?? "", keywords: document.keywords.joined(separator: ", "),
            text: PageRoutes.pieces(of: document),
            pages: document.pages.map { .init(url: imageURL($0.number), alt: "\(UILanguage.current.text("side", "page")) \($0.number)", cornerURL: cornerURL($0.number)) },
            hasFodselsnummer: !Fodselsnummer.findings(in: document.text).isEmpty,
            uncertainWarning: uncertainWarning, warnings: warnings, specialties: Specialty.labels, error: error,
            driveConnected: (try? services.driveAccount(session).state()) == .connected), status: status)
    }

    private func jobImage(_ context: WebRequestContext) throws -> Response {
        let (session, job) = try job(context)
        guard let number = Int(try context.parameters.require("number")), number >= 1 else { throw HTTPError(.notFound) }
        let jobs = PendingJobs(library: session.archive.library)
        let enhanced = jobs.file("page-\(number).jpeg", of: job)
        let url = FileManager.default.fileExists(atPath: enhanced.path) ? enhanced : jobs.photoURL(job, page: number)
        guard let data = try? Data(contentsOf: url) else { throw HTTPError(.notFound) }
        var headers = HTTPFields()
        headers[.contentType] = "image/jpeg"
        return Response(status: .ok, headers: headers, body: .init(byteBuffer: ByteBuffer(bytes: data)))
    }

    // MARK: Saving, discarding, trying again

    private func act(_ request: Request, _ context: WebRequestContext) async throws -> Response {
        let (session, job) = try job(context)
        let fields = try await formFields(of: request, postedIn: session)
        let jobs = PendingJobs(library: session.archive.library)
        switch fields["action"] {
        case "discard":
            try jobs.remove(job)
            return Response.redirect(to: "/", type: .normal)
        case "retry":
            var again = job
            again.stage = .received
            again.failure = nil
            try jobs.save(again)
            services.processor.enqueue(job.id, archive: session.archive)
            return Response.redirect(to: "/jobber/\(job.id.uuidString.lowercased())", type: .normal)
        case "save", "save-upload", "redact":
            guard job.awaitsReview else { throw HTTPError(.conflict, message: UILanguage.current.text("Brevet er ikke ferdig lest ennå.", "The letter has not been read yet.")) }
            let intake = intake(session)
            var draft = try intake.draft(of: job)
            do {
                try ReviewForm.apply(fields, to: &draft.document, family: try session.archive.database.familyMembers())
            } catch let problem as ReviewForm.Problem {
                return try reviewPage(session, job, error: problem.message, status: .badRequest).response
            }
            if fields["action"] == "redact" {
                draft.document.redactFodselsnummer()
                try intake.save(draft, of: job)
                return try reviewPage(session, job, error: nil).response
            }
            // Filing queues the upload while Drive is on; the sync need not wait for its next round.
            let id = try intake.file(draft, from: job)
            services.driveSync.wake()
            return Response.redirect(to: "/dokumenter/\(id)", type: .normal)
        default:
            throw HTTPError(.badRequest)
        }
    }

    private func intake(_ session: Session) -> DocumentIntake {
        DocumentIntake(archive: session.archive)
    }

    static func people(_ session: Session, selected: FamilyMember.ID?, unknownLabel: String) throws -> [PersonOption] {
        [PersonOption(value: "", label: unknownLabel, selected: selected == nil)]
            + (try session.archive.database.familyMembers()).compactMap { member in
                member.id.map { PersonOption(value: String($0), label: member.name, selected: $0 == selected) }
            }
    }
}

/// The review form's fields applied to a document, with the same rules as the command line's
/// `edit`.
enum ReviewForm {
    struct Problem: Error { let message: String }

    static func apply(_ fields: [String: String], to document: inout Document, family: [FamilyMember]) throws {
        func text(_ name: String) -> String? {
            fields[name].map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
        }
        if let person = text("person") {
            document.personID = Int64(person).flatMap { id in family.contains { $0.id == id } ? id : nil }
        }
        if let type = text("type"), let docType = DocumentType(rawValue: type) { document.docType = docType }
        if let institution = text("institution") { document.institution = institution.isEmpty ? nil : institution }
        if let specialty = text("specialty") {
            guard specialty.isEmpty || Specialty.label(matching: specialty) != nil else {
                throw Problem(message: UILanguage.current.text("Ukjent fagområde «\(specialty)».", "Unknown specialty «\(specialty)»."))
            }
            document.specialty = specialty.isEmpty ? nil : Specialty.label(matching: specialty)
        }
        if let date = text("date") {
            guard date.isEmpty || CalendarDate(iso: date) != nil else { throw Problem(message: UILanguage.current.text("Datoen må ha formen ÅÅÅÅ-MM-DD.", "The date must be written YYYY-MM-DD.")) }
            document.documentDate = CalendarDate(iso: date)
        }
        if let keywords = text("keywords") {
            document.keywords = keywords.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        }
        if let title = text("title") {
            do {
                document.title = DocumentTitle.title(try DocumentTitle.validated(title), withDate: document.documentDate)
            } catch .empty {
                throw Problem(message: UILanguage.current.text("Tittelen kan ikke være tom.", "The title cannot be empty."))
            } catch {
                throw Problem(message: UILanguage.current.text("En tittel kan ikke inneholde et fødselsnummer.", "A title cannot hold a national ID number."))
            }
        }
    }
}

extension String {
    var capitalizedFirst: String { prefix(1).uppercased() + dropFirst() }
}
