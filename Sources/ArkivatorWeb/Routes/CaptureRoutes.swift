import ArkivatorCore
import ArkivatorImaging
import ArkivatorLibrary
import ArkivatorWire
import Foundation
import Hummingbird

/// Photographing a letter, following its reading, and checking what was read before it is saved.
struct CaptureRoutes {
    let services: WebServices

    struct PersonOption { let value: String; let label: String; let selected: Bool }
    struct TypeOption { let value: String; let label: String; let selected: Bool }

    struct CapturePage {
        /// Where the form posts, with the CSRF token in the address: it is checked before a
        /// byte of the photos is read.
        let action: String
        let people: [PersonOption]
        let error: String?
        /// The viewfinder's corner handles, clockwise from the top left.
        let cornerLabels = CaptureRoutes.cornerNames.map(\.1)
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
        /// A filed letter with originals, which redaction erases unless they are kept.
        let hasOriginals: Bool
        /// Shown when a page's text came out too uncertain to trust (kept in the draft, so a
        /// reload shows it too).
        let uncertainWarning: String?
        let warnings: [String]
        /// Filed letters this one looks like a second copy of (`DuplicateNotice`).
        let duplicates: [DuplicateNotice]
        let specialties: [String]
        let error: String?
        /// Uploading is on offer only while Drive takes uploads; until then saving stays local.
        let driveConnected: Bool
        let actions: ActionFormValues
        /// The assistant's second opinion, on a draft.
        let suggestions: SuggestionPanel?
        /// The fields filled in from what the family's corrections taught, named.
        let learned: String?
    }

    func add(to group: RouterGroup<WebRequestContext>) {
        group.get("ta-bilde") { _, context in try capturePage(context, error: nil) }
        group.post("ta-bilde") { request, context in try await upload(request, context, api: false) }
        group.post("api/v1/jobs") { request, context in try await upload(request, context, api: true) }
        group.post("api/v1/page-outline") { request, context in try await outline(request, context) }
        // A page the phone kept offline may hold a session's token that has since ended; the
        // letters it queued are sent under the token of the session open now.
        group.get("api/v1/session") { _, context in
            let session = try context.requireSession()
            return try APIRoutes.json(Components.Schemas.Session(csrfToken: session.csrfToken,
                                                                 outboxKey: Base64URL.encode(try session.library.outboxPublicKey())))
        }
        group.get("api/v1/jobs/:id") { _, context in try status(context) }
        group.get("jobber/:id") { _, context in try jobPage(context) }
        group.post("jobber/:id") { request, context in try await act(request, context) }
        group.get("jobber/:id/side/:number") { _, context in try jobImage(context) }
        group.get("jobber/:id/side/:number/hjorner") { _, context in try cornerPage(context) }
        group.post("jobber/:id/side/:number/hjorner") { request, context in try await setCorners(request, context) }
        group.get("jobber/:id/foto/:number") { _, context in try photoPreview(context) }
    }

    // MARK: Capture

    /// The `sealed` field of an upload whose photos come sealed from a phone's outbox.
    static let sealedInOutbox = "outbox.v1"

    /// The capture page as the service worker keeps it for a phone offline: the same page with
    /// nothing of the library in it (no family's names, no session's token), so that it can
    /// be given to anyone and cached as it is. Letters queued from it are sent with the session
    /// open when they are sent, and whose they are is found from the letter.
    func addShell(to router: Router<WebRequestContext>) {
        router.get("ta-bilde/skall") { _, _ in
            try services.page("capture", CapturePage(
                action: "/ta-bilde",
                people: [PersonOption(value: "", label: Language.current.words(.findOutFromLetter), selected: true)],
                error: nil)).response
        }
    }

    private func capturePage(_ context: WebRequestContext, error: String?, status: HTTPResponse.Status = .ok) throws -> HTMLPage {
        let session = try context.requireSession()
        var action = URLComponents()
        action.path = "/ta-bilde"
        action.queryItems = [URLQueryItem(name: "csrf", value: session.csrfToken)]
        return try services.page("capture", CapturePage(
            action: action.string ?? "/ta-bilde",
            people: try Self.people(session, selected: nil, unknownLabel: Language.current.words(.findOutFromLetter)),
            error: error), status: status)
    }

    /// Streams the photos to disk and gives them to the Library as a new job. Everything that
    /// can refuse the upload without its body (the session or API key, the CSRF token, the
    /// form's type and length, room for another upload) is checked before any of it is read.
    private func upload(_ request: Request, _ context: WebRequestContext, api: Bool) async throws -> Response {
        let session = try context.requireSession()
        func refuse(_ message: String, _ status: HTTPResponse.Status, headers: HTTPFields = [:]) throws -> Response {
            var response = api ? try APIRoutes.error(status, message) : try capturePage(context, error: message, status: status).response
            response.headers.append(contentsOf: headers)
            return response
        }
        let receipt: Library.Receipt
        do {
            if !api { try CSRF.check(request.uri.queryParameters["csrf"].map(String.init), expected: session.csrfToken) }
            receipt = try await services.uploads.receive(request, sealingWith: session.library) { upload in
                let person = upload.fields["person"].flatMap { Int64($0) }
                let corners = try Self.corners(upload.fields["corners"], pages: upload.photos.count)
                guard let key = upload.fields["upload-key"] else {
                    return .received(try session.library.receive(upload.photos, corners: corners, person: person))
                }
                return try session.library.receive(upload.photos, corners: corners, person: person, uploadKey: key,
                                                   sealedInOutbox: upload.fields["sealed"] == Self.sealedInOutbox)
            }
        } catch let refusal as PhotoUploads.Refusal {
            return try refuse(refusal.message, refusal.status, headers: refusal.headers)
        } catch let error as LibraryError {
            return try refuse(error.text, error.status)
        } catch let error as HTTPError {
            return try refuse(error.body ?? "", error.status)
        }
        switch receipt {
        case .received(let job):
            services.processor.enqueue(job.id, library: session.library)
            if api { return try APIRoutes.json(Components.Schemas.JobStatus(job), status: .created) }
            return Response.redirect(to: "/jobber/\(job.id.uuidString.lowercased())", type: .normal)
        case .alreadyReceived(let job):
            if api { return try APIRoutes.json(Components.Schemas.JobStatus(job)) }
            return Response.redirect(to: "/jobber/\(job.id.uuidString.lowercased())", type: .normal)
        case .alreadyFiled(let id):
            if api { return try APIRoutes.json(Components.Schemas.JobStatus(filedAs: id)) }
            return Response.redirect(to: "/dokumenter/\(id)", type: .normal)
        }
    }

    /// The `corners` field of an upload: per photo, in order and separated by `;`, the sheet's
    /// corners marked by hand (`x1,y1,…,x4,y4` in the upright photo's pixels), or nothing to
    /// have the page found.
    static func corners(_ field: String?, pages: Int) throws -> [Quadrilateral?] {
        guard let field, !field.isEmpty else { return [] }
        let marked = field.split(separator: ";", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
        guard marked.count <= pages else { throw LibraryError.invalidCorners }
        return try marked.map { text in
            if text.isEmpty { return nil }
            guard let corners = Quadrilateral(commaSeparated: text), corners.isConvex else { throw LibraryError.invalidCorners }
            return corners
        }
    }

    /// The sheet's outline in one small frame of the viewfinder's video.
    private func outline(_ request: Request, _ context: WebRequestContext) async throws -> Response {
        _ = try context.requireSession()
        let frame = Data(buffer: try await request.body.collect(upTo: Self.maximumFrameBytes))
        let clock = ContinuousClock(), start = clock.now
        let outline: FrameOutline
        do {
            outline = try await services.frameDecodes.run { try Library.pageOutline(inFrame: frame) }
        } catch ImagingError.tooManyPixels(let width, let height, let limit) {
            return try APIRoutes.error(.contentTooLarge, Language.current.words(.frameTooLarge(width: width, height: height, megapixels: limit / 1_000_000)))
        } catch let error as ImagingError {
            return try APIRoutes.error(.unprocessableContent, error.userMessage)
        } catch is FrameDecodes.Busy {
            var response = try APIRoutes.error(.serviceUnavailable, Language.current.words(.framesBusy))
            response.headers[.retryAfter] = "1"
            return response
        }
        var response = try APIRoutes.json(Components.Schemas.FrameOutline(outline))
        // The viewfinder reports how long the server took beside the round trip it measured.
        response.headers[APIRoutes.serverTiming] = "outline;dur=\(String(format: "%.1f", (clock.now - start).inSeconds * 1000))"
        return response
    }

    /// A frame is a few tens of kilobytes; a full photo sent here is a mistake.
    static let maximumFrameBytes = 1_000_000

    // MARK: Following a job

    /// Where a job stands, in the session's language: for the JSON API and the library's list
    /// of letters being read.
    static func label(of job: PendingJob) -> String {
        job.awaitsReview ? Language.current.words(.readyForReview)
            : job.hasFailed ? Language.current.words(.failed)
            : job.stage.pipelineStage?.label ?? Language.current.words(.waiting)
    }

    /// The letter under review the path names by its `:id`, in the session's library.
    static func job(_ context: WebRequestContext) throws -> (Session, PendingJob) {
        let session = try context.requireSession()
        guard let id = UUID(uuidString: try context.parameters.require("id")) else { throw LibraryError.jobNotFound }
        return (session, try session.library.job(id))
    }

    private func status(_ context: WebRequestContext) throws -> Response {
        let (session, job) = try Self.job(context)
        // A draft that does not open is told by the review, not by the status a page polls.
        return try APIRoutes.json(Components.Schemas.JobStatus(job, duplicates: job.awaitsReview ? try? session.library.duplicates(of: job) : nil))
    }

    private func jobPage(_ context: WebRequestContext) throws -> HTMLPage {
        let (session, job) = try Self.job(context)
        if job.awaitsReview { return try reviewPage(session, job, error: nil) }
        let stages = PipelineStage.allCases
        let current = job.stage.pipelineStage.flatMap { stages.firstIndex(of: $0) } ?? -1
        let steps = stages.enumerated().map { index, stage in
            JobPage.Step(label: stage.label.capitalizedFirst,
                         state: job.hasFailed ? "" : index < current ? "done" : index == current ? "active" : "")
        }
        return try services.page("job", JobPage(csrfToken: session.csrfToken, id: job.id.uuidString.lowercased(),
                                                steps: steps, failure: job.hasFailed ? job.failure ?? Language.current.words(LibraryError.photosUnreadable) : nil))
    }

    func reviewPage(_ session: Session, _ job: PendingJob, error: String?,
                    status: HTTPResponse.Status = .ok) throws -> HTMLPage {
        let draft = try session.library.draft(of: job)
        let id = job.id.uuidString.lowercased()
        let suggestions = SuggestionPanel(draft: draft, setup: try session.library.assistantSetup(), jobID: id)
        return try Self.reviewPage(services, session, draft.document, action: "/jobber/\(id)", isDraft: true,
                                   imageURL: { "/jobber/\(id)/side/\($0)" },
                                   cornerURL: { draft.cornersCanBeMarked ? "/jobber/\(id)/side/\($0)/hjorner" : nil },
                                   uncertainWarning: draft.uncertainWarning(english: Language.current == .english),
                                   warnings: draft.pagesWithoutSheet.map { Language.current.words(.noSheetFoundOnPage(page: $0)) },
                                   duplicates: try session.library.duplicates(ofText: draft.document.text),
                                   suggestions: suggestions, learned: LearnedField.names(draft.learnedFields ?? []),
                                   error: error, status: status)
    }

    /// The form in which a letter's fields are checked and corrected, before or after saving.
    static func reviewPage(_ services: WebServices, _ session: Session, _ document: Document, action: String, isDraft: Bool,
                           imageURL: (Int) -> String, cornerURL: (Int) -> String? = { _ in nil },
                           uncertainWarning: String? = nil, warnings: [String], duplicates: [DuplicateMatch] = [],
                           suggestions: SuggestionPanel? = nil, learned: String? = nil, error: String?,
                           status: HTTPResponse.Status = .ok) throws -> HTMLPage {
        let originals = isDraft ? [] : try document.id.map(session.library.originals(of:)) ?? []
        return try services.page("review", ReviewPage(
            csrfToken: session.csrfToken, action: action, isDraft: isDraft, title: document.title,
            people: try people(session, selected: document.personID, unknownLabel: Language.unknownPerson),
            types: DocumentType.allCases.map { .init(value: $0.rawValue, label: $0.label, selected: $0 == document.docType) },
            institution: document.institution ?? "", specialty: document.specialty ?? "",
            date: document.documentDate?.iso ?? "", keywords: document.keywords.joined(separator: ", "),
            text: PageRoutes.pieces(of: document),
            pages: document.pages.map { .init(url: imageURL($0.number), alt: "\(Language.current.words(.pageWord)) \($0.number)", cornerURL: cornerURL($0.number)) },
            hasFodselsnummer: !Fodselsnummer.findings(in: document.text).isEmpty,
            hasOriginals: !originals.isEmpty,
            uncertainWarning: uncertainWarning, warnings: warnings, duplicates: duplicates.map(DuplicateNotice.init),
            specialties: Specialty.labels, error: error,
            driveConnected: (try? services.drive(session).state()) == .connected,
            actions: ActionFormValues(document), suggestions: suggestions, learned: learned), status: status)
    }

    private func jobImage(_ context: WebRequestContext) throws -> Response {
        let (session, job) = try Self.job(context)
        guard let number = Int(try context.parameters.require("number")), number >= 1,
              let data = try session.library.pageImage(of: job, page: number)
        else { throw HTTPError(.notFound) }
        var headers = HTTPFields()
        headers[.contentType] = "image/jpeg"
        return Response(status: .ok, headers: headers, body: .init(byteBuffer: ByteBuffer(bytes: data)))
    }

    // MARK: Saving, discarding, trying again

    private func act(_ request: Request, _ context: WebRequestContext) async throws -> Response {
        let (session, job) = try Self.job(context)
        let form = try await request.form(ReviewFields.self, postedIn: session)
        let library = session.library
        switch form.action {
        case "discard":
            try library.discard(job)
            return Response.redirect(to: "/", type: .normal)
        case "retry":
            try library.retry(job)
            services.processor.enqueue(job.id, library: library)
            return Response.redirect(to: "/jobber/\(job.id.uuidString.lowercased())", type: .normal)
        case "save", "save-upload", "redact":
            do {
                var edit = try form.edit(over: try library.draft(of: job).document)
                if form.action == "redact" {
                    edit.redactsFodselsnumre = true
                    try library.revise(job, edit)
                    return try reviewPage(session, job, error: nil).response
                }
                let id = try library.file(job, as: .reviewed(edit))
                // Filing queues the upload while Drive is on; the sync need not wait for its next round.
                services.driveSync.wake()
                return Response.redirect(to: "/dokumenter/\(id)", type: .normal)
            } catch let error as LibraryError where error != .jobNotRead {
                return try reviewPage(session, job, error: error.text, status: error.status).response
            } catch let problem as ReviewFields.Problem {
                return try reviewPage(session, job, error: problem.message, status: .badRequest).response
            }
        default:
            throw HTTPError(.badRequest)
        }
    }

    static func people(_ session: Session, selected: FamilyMember.ID?, unknownLabel: String) throws -> [PersonOption] {
        [PersonOption(value: "", label: unknownLabel, selected: selected == nil)]
            + (try session.library.family()).compactMap { member in
                member.id.map { PersonOption(value: String($0), label: member.name, selected: $0 == selected) }
            }
    }
}

extension String {
    var capitalizedFirst: String { prefix(1).uppercased() + dropFirst() }
}
