import ArkivatorCore
import ArkivatorLibrary
import Foundation
import Hummingbird

/// The library and a document's page, rendered on the server.
struct PageRoutes {
    let services: WebServices
    static let pageSize = 50

    struct Row {
        let id: Int64
        let title: String
        let date: String
        let typeLabel: String
        let person: String
        let status: String
        let snippet: [HighlightedText.Segment]
        /// Mustache sees stored properties only.
        let hasSnippet: Bool
    }

    struct Option { let value: String; let label: String; let selected: Bool }
    struct PendingJobRow { let url: String; let name: String; let state: String }

    struct LibraryPage {
        let csrfToken: String
        let query: String
        let rows: [Row]
        let isEmpty: Bool
        let isSearch: Bool
        /// That fødselsnumre are not searched, for a search that holds a long number.
        let searchNotice: String?
        let nextPage: String?
        let people: [Option]
        let types: [Option]
        let from: String
        let to: String
        let jobs: [PendingJobRow]
        let hasJobs: Bool
        let deleted: Deleted?
        let driveWarning: String?
        /// «Å gjøre», on the library as it first opens (no search, no filter, first page).
        let toDo: ToDoRoutes.List?
    }

    /// A letter just deleted, with the seconds left to take it back.
    struct Deleted {
        let id: Int64
        let secondsLeft: Int
    }

    struct DetailPage {
        struct Field { let label: String; let value: String }
        struct TextPiece { let text: String; let uncertain: Bool }
        struct PageImage {
            let url: String
            let alt: String
            /// For a draft: where its corners can be marked by hand.
            var cornerURL: String?
        }
        struct Download { let url: String; let label: String }
        struct WholeFile { let value: String; let label: String }

        let csrfToken: String
        let id: Int64
        let title: String
        let typeLabel: String
        let fields: [Field]
        /// The numbers the letter has carried: `DDMMYY •••••` until the owner asks for them whole.
        let fodselsnumre: String
        let hasFodselsnumre: Bool
        let revealed: Bool
        /// Why the numbers were not shown whole, such as a wrong passphrase.
        let error: String?
        /// A passkey may stand instead of the passphrase.
        let confirmsWithPasskey: Bool
        let text: [TextPiece]
        let pages: [PageImage]
        /// Each with its fødselsnumre masked, and painted over on the page images.
        let downloads: [Download]
        /// The same files with the numbers whole, and the originals, after the passphrase.
        let wholeFiles: [WholeFile]
        let hasWholeFiles: Bool
        let carriesFodselsnumre: Bool
        let hasOriginals: Bool
        /// Said when the letter was redacted and its originals kept as they were.
        let originalsUnredacted: Bool
        /// What the letter asks the family to do (`ActionLines`).
        let actions: [Field]
        let hasActions: Bool
        /// «Legg i kalender», for a letter with an appointment.
        let calendarURL: String?
        let assistant: AssistantPanel
        /// «Rett teksten», for each page (or the letter's text when it has no page images).
        let corrections: [Download]
        /// «Endre sidene», for a letter with page images.
        let pagesURL: String?
        /// The machine's readings of the pages corrected by hand («Historikk»).
        let readings: [Field]
        let hasReadings: Bool
        /// Said once after a change, such as a corrected text.
        let notice: String?
    }

    /// A page's text to correct, with its image beside it.
    struct CorrectionPage {
        let csrfToken: String
        let id: Int64
        let number: Int
        let title: String
        let heading: String
        let imageURL: String?
        let alt: String
        let reading: [DetailPage.TextPiece]
        let text: String
        let error: String?
    }

    func add(to group: RouterGroup<WebRequestContext>) {
        group.get("/") { request, context in try await library(request, context) }
        group.get("dokumenter/:id") { request, context in
            let query = request.uri.queryParameters
            let notice = query["lest"] == "1" ? Language.current.words(PageWord.rereadTaken)
                : Self.correctionNotice(page: query["rettet"].flatMap { Int(String($0)) },
                                        unplaced: query["uplassert"].flatMap { Int(String($0)) } ?? 0,
                                        fodselsnummer: query["fnr"] == "1")
            return try detail(context, notice: notice)
        }
        group.get("dokumenter/:id/side/:number/tekst") { _, context in try correctionPage(context) }
        group.post("dokumenter/:id/side/:number/tekst") { request, context in try await correct(request, context) }
        group.post("dokumenter/:id/fodselsnummer") { request, context in try await reveal(request, context) }
        group.get("dokumenter/:id/side/:number") { _, context in try pageImage(context) }
        addPageEditing(to: group)
        addRereading(to: group)
        group.get("dokumenter/:id/last-ned/:kind") { _, context in try download(context) }
        group.post("dokumenter/:id/last-ned") { request, context in try await downloadWhole(request, context) }
        group.post("dokumenter/:id/slett") { request, context in try await delete(request, context) }
        group.get("dokumenter/:id/rediger") { _, context in try editPage(context) }
        group.post("dokumenter/:id/rediger") { request, context in try await edit(request, context) }
        group.post("dokumenter/:id/angre") { request, context in try await undo(request, context) }
    }

    private func library(_ request: Request, _ context: WebRequestContext) async throws -> HTMLPage {
        let session = try context.requireSession()
        let library = session.library
        let parameters = request.uri.queryParameters
        func parameter(_ name: String) -> String {
            parameters[Substring(name)].map(String.init)?.trimmingCharacters(in: .whitespaces) ?? ""
        }
        let query = parameter("q"), person = parameter("person"), type = parameter("type")
        let from = parameter("fra"), to = parameter("til")
        let page = max(0, Int(parameter("side")) ?? 0)
        var filter = DocumentFilter()
        filter.person = person == "ukjent" ? .unknown : Int64(person).map { .member($0) }
        filter.docType = DocumentType(rawValue: type)
        filter.from = CalendarDate(iso: from)
        filter.to = CalendarDate(iso: to)

        var rows: [Row]
        if query.isEmpty {
            rows = try library.documents(matching: filter, limit: Self.pageSize + 1, offset: page * Self.pageSize)
                .map { Self.row($0, snippet: []) }
        } else {
            do {
                rows = try library.search(query, matching: filter, limit: Self.pageSize + 1, offset: page * Self.pageSize)
                    .map { Self.row($0.document, snippet: $0.snippet.segments) }
            } catch LibraryError.searchHasNoWords {
                rows = []
            }
        }
        let hasMore = rows.count > Self.pageSize
        rows = Array(rows.prefix(Self.pageSize))
        var next = URLComponents()
        next.queryItems = [("q", query), ("person", person), ("type", type), ("fra", from), ("til", to)]
            .filter { !$0.1.isEmpty }.map { URLQueryItem(name: $0.0, value: $0.1) } + [URLQueryItem(name: "side", value: String(page + 1))]

        let members = try library.family()
        let people = [Option(value: "", label: Language.current.words(.everyone), selected: person.isEmpty),
                      Option(value: "ukjent", label: Language.unknownPerson, selected: person == "ukjent")]
            + members.compactMap { member in member.id.map { Option(value: String($0), label: member.name, selected: String($0) == person) } }
        let types = [Option(value: "", label: Language.current.words(.allTypes), selected: type.isEmpty)]
            + DocumentType.allCases.map { Option(value: $0.rawValue, label: $0.label, selected: $0.rawValue == type) }
        let jobs = library.unfinishedJobs().map { job in
            PendingJobRow(url: "/jobber/\(job.id.uuidString.lowercased())", name: job.originalNames.first ?? Language.current.words(.letter),
                          state: CaptureRoutes.label(of: job))
        }
        let now = services.configuration.now()
        let deleted = try Int64(parameter("slettet")).flatMap { id in
            try library.heldDeletions(now: now).first { $0.documentID == id }.map {
                Deleted(id: id, secondsLeft: max(1, Int($0.purgeAfter.timeIntervalSince(now).rounded(.down))))
            }
        }
        return try services.page("library", LibraryPage(
            csrfToken: session.csrfToken, query: query, rows: rows, isEmpty: rows.isEmpty, isSearch: !query.isEmpty,
            searchNotice: Library.searchNotice(for: query, english: Language.current == .english),
            nextPage: hasMore ? "/" + (next.string ?? "") : nil, people: people, types: types,
            from: from, to: to, jobs: jobs, hasJobs: !jobs.isEmpty, deleted: deleted,
            driveWarning: (try? services.drive(session).state())?.warning,
            toDo: [query, person, type, from, to].allSatisfy(\.isEmpty) && page == 0
                ? ToDoRoutes.list(try library.toDoList(includingHistory: true), back: "/", showingPerson: true) : nil))
    }

    /// Hides the letter at once; the purge deletes it for good once the undo window closes.
    private func delete(_ request: Request, _ context: WebRequestContext) async throws -> Response {
        let (session, document) = try document(context)
        _ = try await request.form(ConfirmationForm.self, postedIn: session)
        guard let id = document.id else { throw HTTPError(.notFound) }
        try session.library.holdForDeletion(id, now: services.configuration.now())
        return Response.redirect(to: "/?slettet=\(id)", type: .normal)
    }

    private func editPage(_ context: WebRequestContext, error: String? = nil,
                          status: HTTPResponse.Status = .ok) throws -> HTMLPage {
        let (session, document) = try document(context)
        let id = document.id ?? 0
        return try CaptureRoutes.reviewPage(services, session, document, action: "/dokumenter/\(id)/rediger", isDraft: false,
                                            imageURL: { "/dokumenter/\(id)/side/\($0)" }, warnings: [], error: error,
                                            status: status)
    }

    /// Saves corrected fields, or redacts the fødselsnumre; either way the .docx is written anew.
    private func edit(_ request: Request, _ context: WebRequestContext) async throws -> Response {
        let (session, original) = try document(context)
        let form = try await request.form(ReviewFields.self, postedIn: session)
        guard let id = original.id else { throw HTTPError(.notFound) }
        do {
            var edit = try form.edit(over: original)
            edit.redactsFodselsnumre = form.action == "redact"
            edit.keepsOriginalsUnredacted = form.keepOriginal == "1"
            if case .saved = try session.library.edit(id, edit) { services.driveSync.wake() }
        } catch let error as LibraryError {
            return try editPage(context, error: error.text, status: error.status).response
        } catch let problem as ReviewFields.Problem {
            return try editPage(context, error: problem.message, status: .badRequest).response
        }
        let next = form.action == "redact" ? "/dokumenter/\(id)/rediger" : "/dokumenter/\(id)"
        return Response.redirect(to: next, type: .normal)
    }

    /// Takes a deletion back while its window is open; 410 with the Library's words after.
    private func undo(_ request: Request, _ context: WebRequestContext) async throws -> Response {
        let session = try context.requireSession()
        _ = try await request.form(ConfirmationForm.self, postedIn: session)
        let id = try context.documentID()
        try session.library.undoDeletion(id, now: services.configuration.now())
        return Response.redirect(to: "/dokumenter/\(id)", type: .normal)
    }

    static func row(_ summary: DocumentSummary, snippet: [HighlightedText.Segment]) -> Row {
        Row(id: summary.id, title: summary.title,
            date: (summary.documentDate ?? CalendarDate(summary.scanDate)).norwegianNumeric,
            typeLabel: summary.docType.label, person: summary.personName ?? Language.unknownPerson,
            status: summary.uploadStatus.label, snippet: snippet, hasSnippet: !snippet.isEmpty)
    }

    func document(_ context: WebRequestContext) throws -> (Session, Document) {
        let session = try context.requireSession()
        return (session, try session.library.document(try context.documentID()))
    }

    struct RevealForm: Decodable { var passphrase: String?; var passkey: String? }

    /// The document page with its fødselsnumre in full, in the list and in the text, for this
    /// one answer only, once the passphrase has been given again.
    private func reveal(_ request: Request, _ context: WebRequestContext) async throws -> Response {
        let session = try context.requireSession()
        let form = try await request.form(RevealForm.self, postedIn: session)
        return try await services.confirming(form.passphrase, orPasskey: form.passkey, at: services.passkeyOrigin(context),
                                             in: session, from: context.client,
                                             refused: { try detail(context, error: $0, status: $1).response }) { confirmed in
            try detail(context, revealing: confirmed).response
        }
    }

    private func detail(_ context: WebRequestContext, revealing whole: PassphraseConfirmed? = nil, error: String? = nil,
                        notice: String? = nil, status: HTTPResponse.Status = .ok) throws -> HTMLPage {
        let revealed = whole != nil
        let (session, document) = try document(context)
        let id = document.id ?? 0
        let numbers = try session.library.fodselsnumre(of: id)
        let person = try session.library.personName(of: document)
        var fields: [DetailPage.Field] = [
            .init(label: Language.current.words(PageWord.person), value: person ?? Language.unknownPerson),
        ]
        if let date = document.documentDate { fields.append(.init(label: Language.current.words(.date), value: date.norwegianNumeric)) }
        if let institution = document.institution { fields.append(.init(label: Language.current.words(PageWord.institution), value: institution)) }
        if let specialty = document.specialty { fields.append(.init(label: Language.current.words(PageWord.specialty), value: specialty)) }
        if let appointment = document.appointment {
            fields.append(.init(label: Language.current.words(PageWord.appointment),
                                value: appointment.displayText))
        }
        if !document.keywords.isEmpty { fields.append(.init(label: Language.current.words(PageWord.keywords), value: document.keywords.joined(separator: ", "))) }
        fields.append(.init(label: "Status", value: document.uploadStatus.label))

        var downloads: [DetailPage.Download] = []
        if let link = document.drive.webLink, let url = URL(string: link), url.scheme == "https" {
            downloads.append(.init(url: link, label: Language.current.words(.openGoogleDrive)))
        }
        if document.files.docx != nil { downloads.append(.init(url: "/dokumenter/\(id)/last-ned/docx", label: Language.current.words(.downloadDocx))) }
        if document.files.pdf != nil { downloads.append(.init(url: "/dokumenter/\(id)/last-ned/pdf", label: Language.current.words(.downloadPDF))) }
        if !document.pages.isEmpty { downloads.append(.init(url: "/dokumenter/\(id)/side/1", label: Language.current.words(.downloadJPEG))) }
        let originals = try session.library.originals(of: id)
        let wholeFiles: [DetailPage.WholeFile] = (!document.carriesFodselsnumre ? [] :
            (document.files.docx == nil ? [] : [.init(value: "docx", label: ".docx")])
            + (document.files.pdf == nil ? [] : [.init(value: "pdf", label: ".pdf")])
            + document.pages.filter { $0.imagePath != nil }.map {
                .init(value: "side-\($0.number)", label: Language.current.words(.pageJPEG(number: $0.number)))
            })
            + originals.map {
                .init(value: "original-\($0.number)", label: Language.current.words(.originalFile(name: $0.name, bytes: $0.byteCount)))
            }

        let readings = try session.library.machineReadings(of: id).map {
            DetailPage.Field(label: Language.current.words(.machineReadingOfPage(page: $0.page, correctedOn: CalendarDate($0.correctedAt).norwegianNumeric)),
                             value: Fodselsnummer.masking($0.text, reaching: .sensitive))
        }
        let actions = ActionLines.lines(of: document)
        return try services.page("document", DetailPage(
            csrfToken: session.csrfToken, id: id, title: document.title, typeLabel: document.docType.label,
            fields: fields,
            fodselsnumre: numbers.map { revealed ? $0.digits : $0.masked }.joined(separator: ", "),
            hasFodselsnumre: !numbers.isEmpty, revealed: revealed, error: error,
            confirmsWithPasskey: try services.confirmsWithPasskey(session, context),
            text: Self.pieces(of: document, revealingFodselsnumre: revealed),
            pages: document.pages.map { .init(url: "/dokumenter/\(id)/side/\($0.number)", alt: "\(Language.current.words(.pageWordCapital)) \($0.number)") },
            downloads: downloads, wholeFiles: wholeFiles, hasWholeFiles: !wholeFiles.isEmpty,
            carriesFodselsnumre: document.carriesFodselsnumre, hasOriginals: !originals.isEmpty,
            originalsUnredacted: originals.contains(where: \.keptUnredacted), actions: actions, hasActions: !actions.isEmpty,
            calendarURL: document.appointment == nil ? nil : "/dokumenter/\(id)/kalender.ics",
            assistant: try AssistantPanel(session.library, document: id),
            corrections: (document.pages.isEmpty ? [1] : document.pages.map(\.number)).map { number in
                .init(url: "/dokumenter/\(id)/side/\(number)/tekst",
                      label: document.pages.count > 1 ? Language.current.words(.correctPageText(page: number))
                          : Language.current.words(PageWord.correctText))
            },
            pagesURL: document.pages.isEmpty ? nil : "/dokumenter/\(id)/sider",
            readings: readings, hasReadings: !readings.isEmpty, notice: notice), status: status)
    }

    /// What the owner is told after correcting a page's text.
    static func correctionNotice(page: Int?, unplaced: Int, fodselsnummer: Bool) -> String? {
        guard let page else { return nil }
        return Language.current.words(.textCorrectedOnPage(page: page, unplacedWords: unplaced, unplacedFodselsnummer: fodselsnummer))
    }

    private func correctionPage(_ context: WebRequestContext, text: String? = nil, error: String? = nil,
                                status: HTTPResponse.Status = .ok) throws -> HTMLPage {
        let (session, document) = try document(context)
        let id = document.id ?? 0
        guard let number = Int(try context.parameters.require("number")) else { throw HTTPError(.notFound) }
        let page = document.pages.first { $0.number == number }
        guard page != nil || (document.pages.isEmpty && number == 1) else { throw HTTPError(.notFound) }
        var shown = document
        (shown.text, shown.lowConfidenceSpans) = page.map { ($0.text, session.library.uncertainSpans(of: document, page: number)) }
            ?? (document.text, document.lowConfidenceSpans)
        return try services.page("correct", CorrectionPage(
            csrfToken: session.csrfToken, id: id, number: number, title: document.title,
            heading: document.pages.count > 1 ? Language.current.words(.correctPageText(page: number)) : Language.current.words(PageWord.correctText),
            imageURL: page?.imagePath == nil ? nil : "/dokumenter/\(id)/side/\(number)",
            alt: "\(Language.current.words(.pageWordCapital)) \(number)",
            reading: Self.pieces(of: shown), text: text ?? shown.textWithFodselsnumreMasked, error: error), status: status)
    }

    private func correct(_ request: Request, _ context: WebRequestContext) async throws -> Response {
        let (session, document) = try document(context)
        let form = try await request.form(CorrectionForm.self, postedIn: session)
        guard let id = document.id, let number = Int(try context.parameters.require("number")) else { throw HTTPError(.notFound) }
        let corrected: TextCorrection
        do {
            corrected = try session.library.correctText(of: id, page: number, to: form.text ?? "")
        } catch let error as LibraryError {
            return try correctionPage(context, text: form.text, error: error.text, status: error.status).response
        }
        services.driveSync.wake()
        return Response.redirect(to: "/dokumenter/\(id)?rettet=\(number)&uplassert=\(corrected.unplacedWords.count)"
                                 + (corrected.unplacedFodselsnummer ? "&fnr=1" : ""), type: .normal)
    }

    struct CorrectionForm: Decodable {
        let text: String?
    }

    /// The text cut where the uncertain spans start and end, its fødselsnumre masked unless
    /// the owner asked for them. Masking swaps digit for bullet, so the spans still fit.
    static func pieces(of document: Document, revealingFodselsnumre revealed: Bool = false) -> [DetailPage.TextPiece] {
        let scalars = Array((revealed ? document.text : document.textWithFodselsnumreMasked).unicodeScalars)
        var pieces: [DetailPage.TextPiece] = []
        var position = 0
        for span in document.lowConfidenceSpans.sorted(by: { $0.start < $1.start }) {
            let start = min(max(span.start, position), scalars.count), end = min(max(span.end, start), scalars.count)
            if position < start { pieces.append(.init(text: text(scalars[position..<start]), uncertain: false)) }
            if start < end { pieces.append(.init(text: text(scalars[start..<end]), uncertain: true)) }
            position = end
        }
        if position < scalars.count { pieces.append(.init(text: text(scalars[position...]), uncertain: false)) }
        return pieces
    }

    private static func text(_ scalars: ArraySlice<Unicode.Scalar>) -> String {
        String(String.UnicodeScalarView(scalars))
    }

    /// A page image, its fødselsnumre painted over: what the page shows and «Last ned .jpeg» gives.
    private func pageImage(_ context: WebRequestContext) throws -> Response {
        let (session, document) = try document(context)
        guard let number = Int(try context.parameters.require("number")) else { throw HTTPError(.notFound) }
        return try file(.page(number), of: document, in: session, whole: nil)
    }

    /// The `.docx` or the PDF, its fødselsnumre masked.
    private func download(_ context: WebRequestContext) throws -> Response {
        let (session, document) = try document(context)
        let kind = try context.parameters.require("kind")
        let file: LetterFile
        switch kind {
        case "docx": file = .docx
        case "pdf": file = .pdf
        default: throw HTTPError(.notFound)
        }
        return try self.file(file, of: document, in: session, whole: nil)
    }

    struct WholeFileForm: Decodable { var file: String?; var passphrase: String?; var passkey: String? }

    /// A file with its fødselsnumre whole, once the passphrase has been given again.
    private func downloadWhole(_ request: Request, _ context: WebRequestContext) async throws -> Response {
        let (session, document) = try document(context)
        let form = try await request.form(WholeFileForm.self, postedIn: session)
        let asked = form.file ?? ""
        let file: LetterFile
        if asked == "docx" {
            file = .docx
        } else if asked == "pdf" {
            file = .pdf
        } else if asked.hasPrefix("side-"), let number = Int(asked.dropFirst("side-".count)) {
            file = .page(number)
        } else if asked.hasPrefix("original-"), let number = Int(asked.dropFirst("original-".count)) {
            file = .original(number)
        } else {
            throw HTTPError(.badRequest)
        }
        return try await services.confirming(form.passphrase, orPasskey: form.passkey, at: services.passkeyOrigin(context),
                                             in: session, from: context.client,
                                             refused: { try detail(context, error: $0, status: $1).response }) { confirmed in
            try self.file(file, of: document, in: session, whole: confirmed)
        }
    }

    /// The file made by the Library (masked unless `whole`); a damaged one is refused in the Library's words.
    private func file(_ file: LetterFile, of document: Document, in session: Session, whole: PassphraseConfirmed?) throws -> Response {
        let data: Data
        do {
            data = try session.library.letterFile(file, of: document.id ?? 0, whole: whole)
        } catch LibraryError.fileNotFound {
            throw HTTPError(.notFound)
        }
        var headers = HTTPFields()
        switch file {
        case .docx:
            headers[.contentType] = "application/vnd.openxmlformats-officedocument.wordprocessingml.document"
            headers[.contentDisposition] = Self.attachment(named: "\(document.title).docx")
        case .pdf:
            headers[.contentType] = "application/pdf"
            headers[.contentDisposition] = Self.attachment(named: "\(document.title).pdf")
        case .page(let number):
            headers[.contentType] = "image/jpeg"
            headers[.contentDisposition] = Self.attachment(named: "\(document.title) - side \(number).jpeg")
        case .original(let number):
            headers = Self.headers(for: try session.library.original(number, of: document.id ?? 0))
        }
        return Response(status: .ok, headers: headers, body: .init(byteBuffer: ByteBuffer(bytes: data)))
    }

    /// An original as it was given: its own kind, under the name it came with.
    static func headers(for original: OriginalFile) -> HTTPFields {
        [.contentType: original.mediaType, .contentDisposition: attachment(named: original.name)]
    }

    /// A download's Content-Disposition: the name made safe for a file, in ASCII for old
    /// readers and whole in UTF-8 (RFC 6266) for the rest.
    static func attachment(named name: String) -> String {
        let safeName = FileName.sanitized(name)
        let asciiName = String(safeName.unicodeScalars.filter { $0.isASCII && $0 != ";" && $0 != "%" }.map(Character.init))
        let unreserved = CharacterSet(charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")
        let encoded = safeName.addingPercentEncoding(withAllowedCharacters: unreserved) ?? ""
        return "attachment; filename=\"\(asciiName)\"; filename*=UTF-8''\(encoded)"
    }
}
