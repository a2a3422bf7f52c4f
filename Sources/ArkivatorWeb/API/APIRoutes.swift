import ArkivatorCore
import ArkivatorLibrary
import ArkivatorWire
import Foundation
import HTTPTypes
import Hummingbird

/// The JSON API under `/api/v1`, for scripts and a future native app.
struct APIRoutes {
    let services: WebServices

    /// A PATCH: each field given is changed, each left out stays as it is.
    struct DocumentUpdateDTO: Decodable {
        let title: String?
        let docType: DocumentType?
        let personId: Int64?
        let unknownPerson: Bool?
        let institution: String?
        let specialty: String?
        /// `YYYY-MM-DD`; an empty string clears it.
        let documentDate: String?
        /// Each keyword whole: one may hold a comma.
        let keywords: [String]?
        /// `YYYY-MM-DDTHH:MM`; an empty string clears it.
        let appointment: String?
        /// The fields a family acts on, whole, in the shape `GET` gives them.
        let actions: LetterActions?
        let redactFodselsnummer: Bool?

        func edit() throws -> DocumentEdit {
            DocumentEdit(
                title: title, docType: docType,
                person: unknownPerson == true ? .unknown : personId.map { .member($0) },
                documentDate: try documentDate.map { try ReviewFields.dateChange($0.trimmingCharacters(in: .whitespaces)) },
                appointment: try appointment.map { try ReviewFields.appointmentChange($0.trimmingCharacters(in: .whitespaces)) },
                institution: institution.map { .set($0) }, specialty: specialty.map { .set($0) },
                keywords: keywords, actions: actions, redactsFodselsnumre: redactFodselsnummer == true)
        }
    }

    struct PageTextDTO: Decodable {
        let text: String
    }

    /// The passphrase again, or a passkey's answer standing for it.
    struct ConfirmationDTO: Decodable {
        let passphrase: String?
        let passkey: String?
    }

    /// A new API key: under the session's cookie, with the passphrase again.
    struct KeyRequestDTO: Decodable {
        let name: String?
        let passphrase: String?
    }

    func add(to group: RouterGroup<WebRequestContext>) {
        group.get("documents") { request, context in try list(request, context) }
        group.get("documents/:id") { _, context in try document(context) }
        group.patch("documents/:id") { request, context in try await update(request, context) }
        group.delete("documents/:id") { _, context in try delete(context) }
        group.post("documents/:id/undo") { _, context in try undo(context) }
        group.get("documents/:id/originals") { _, context in
            try Self.json(try context.requireSession().library.originals(of: try context.documentID()).map(Components.Schemas.OriginalFile.init))
        }
        group.post("documents/:id/originals/:number") { request, context in try await original(request, context) }
        group.patch("documents/:id/pages/:number") { request, context in try await correctText(request, context) }
        addPageChanges(to: group)
        addRereading(to: group)
        group.post("jobs/:id/document") { request, context in try fileDraft(request, context) }
        group.get("family") { _, context in try family(context) }
        group.patch("family/:id") { request, context in try await changeMember(request, context) }
        group.delete("family/:id") { request, context in
            let session = try context.requireSession()
            guard let id = FamilyMember.ID(try context.parameters.require("id")) else { throw HTTPError(.notFound) }
            let heir = request.uri.queryParameters["moveTo"].flatMap { FamilyMember.ID(String($0)) }
            if try !session.library.removeFamilyMember(id, movingLettersTo: heir).refiled.isEmpty { services.driveSync.wake() }
            return Response(status: .noContent)
        }
        group.get("settings") { _, context in try settings(context) }
        group.post("keys") { request, context in try await createKey(request, context) }
        group.get("documents/:id/calendar") { _, context in
            let session = try context.requireSession()
            return CalendarRoutes.ics(try session.library.appointmentCalendar(of: try context.documentID(), now: services.configuration.now()), fileName: nil)
        }
        group.get("todo") { request, context in try toDo(request, context) }
        group.post("todo") { request, context in try await tickToDo(request, context) }
    }

    struct ToDoTickDTO: Decodable {
        /// `ToDoItem.id` of the wire.
        let item: String
        let done: Bool
    }

    /// «Å gjøre», soonest first: `?person=ID` for one person's, `?all=true` with what is done.
    private func toDo(_ request: Request, _ context: WebRequestContext) throws -> Response {
        let session = try context.requireSession()
        let parameters = request.uri.queryParameters
        let person = parameters["person"].flatMap { FamilyMember.ID(String($0)) }
        if parameters["person"] != nil && person == nil {
            return try Self.error(.badRequest, Language.current.words(.personMustBePersonID))
        }
        let all = parameters["all"] == "true"
        let entries = try session.library.toDoList(person: person, includingDone: all, includingHistory: all)
        return try Self.json(entries.map(Components.Schemas.ToDoItem.init))
    }

    /// Ticks an item off, or back on; answers with the list as it now is.
    private func tickToDo(_ request: Request, _ context: WebRequestContext) async throws -> Response {
        let session = try context.requireSession()
        let tick: ToDoTickDTO
        do {
            tick = try JSONDecoder().decode(ToDoTickDTO.self, from: try await request.body.collect(upTo: Self.bodyLimit))
        } catch let error as DecodingError {
            return try Self.error(.badRequest, Self.message(for: error))
        }
        try session.library.setToDoItem(tick.item, done: tick.done)
        return try Self.json(try session.library.toDoList(includingDone: true, includingHistory: true).map(Components.Schemas.ToDoItem.init))
    }

    /// A key lasts until it is revoked, so one is made only by the owner: never under another
    /// key (a leaked key would otherwise mint more), and under a cookie only with the passphrase.
    private func createKey(_ request: Request, _ context: WebRequestContext) async throws -> Response {
        let session = try context.requireSession()
        guard !session.isOpenedByAPIKey else {
            return try Self.error(.forbidden, Language.current.words(.apiKeyCannotMakeKeys))
        }
        guard request.headers[.contentType]?.hasPrefix("application/json") == true else {
            return try Self.error(.unsupportedMediaType, Language.current.words(.sendJSON))
        }
        let body: KeyRequestDTO
        do {
            body = try JSONDecoder().decode(KeyRequestDTO.self, from: try await request.body.collect(upTo: Self.bodyLimit))
        } catch let error as DecodingError {
            return try Self.error(.badRequest, Self.message(for: error))
        }
        let confirmed = try await services.confirmPassphrase(body.passphrase, in: session, from: context.client)
        let created = try session.library.createAPIKey(named: body.name ?? "", confirmed: confirmed)
        // The key itself is in this answer and nowhere else, ever.
        return try Self.json(Components.Schemas.CreatedKey(id: created.info.id, name: created.info.label, key: created.key),
                             status: .created)
    }

    /// A page's text corrected by hand: the letter as it stands afterwards.
    private func correctText(_ request: Request, _ context: WebRequestContext) async throws -> Response {
        let library = try context.requireSession().library
        let body: PageTextDTO = try await Self.decoded(request)
        try library.correctText(of: try context.documentID(), page: try numberInPath(context), to: body.text)
        services.driveSync.wake()
        return try document(context)
    }

    /// An original, byte for byte, as it was given: with the passphrase (or a passkey) again.
    private func original(_ request: Request, _ context: WebRequestContext) async throws -> Response {
        let session = try context.requireSession()
        let id = try context.documentID()
        let number = try numberInPath(context)
        let body: ConfirmationDTO = try await Self.decoded(request)
        let confirmed = try await services.confirmPassphrase(body.passphrase, orPasskey: body.passkey,
                                                             at: services.passkeyOrigin(context), in: session, from: context.client)
        let bytes = try session.library.letterFile(.original(number), of: id, whole: confirmed)
        var headers = PageRoutes.headers(for: try session.library.original(number, of: id))
        headers[.cacheControl] = "no-store"
        return Response(status: .ok, headers: headers, body: .init(byteBuffer: ByteBuffer(bytes: bytes)))
    }

    /// Bodies are a few fields of JSON; a letter's text never comes this way.
    static let bodyLimit = 1 << 20

    /// A JSON body, refused with 415 when it is not JSON and 400, in words, when it does not fit.
    static func decoded<Body: Decodable>(_ request: Request) async throws -> Body {
        guard request.headers[.contentType]?.hasPrefix("application/json") == true else {
            throw HTTPError(.unsupportedMediaType, message: Language.current.words(.sendJSON))
        }
        do {
            return try JSONDecoder().decode(Body.self, from: try await request.body.collect(upTo: bodyLimit))
        } catch let error as DecodingError {
            throw HTTPError(.badRequest, message: message(for: error))
        }
    }

    private func update(_ request: Request, _ context: WebRequestContext) async throws -> Response {
        let library = try context.requireSession().library
        guard request.headers[.contentType]?.hasPrefix("application/json") == true else {
            return try Self.error(.unsupportedMediaType, Language.current.words(.sendJSON))
        }
        let id = try context.documentID()
        _ = try library.document(id)
        let changes: DocumentUpdateDTO
        do {
            changes = try JSONDecoder().decode(DocumentUpdateDTO.self, from: try await request.body.collect(upTo: Self.bodyLimit))
        } catch let error as DecodingError {
            // Said in the reader's language, naming the field but never echoing its value.
            return try Self.error(.badRequest, Self.message(for: error))
        }
        let edit: DocumentEdit
        do {
            edit = try changes.edit()
        } catch let problem as ReviewFields.Problem {
            return try Self.error(.badRequest, problem.message)
        }
        if case .saved = try library.edit(id, edit) { services.driveSync.wake() }
        return try document(context)
    }

    /// Holds the letter for deletion: gone from every answer at once, deleted for good once
    /// its undo window has closed.
    private func delete(_ context: WebRequestContext) throws -> Response {
        let held = try context.requireSession().library.holdForDeletion(try context.documentID(), now: services.configuration.now())
        return try Self.json(Components.Schemas.HeldDeletion(id: held.documentID, title: held.title, purgeAfter: held.purgeAfter),
                             status: .accepted)
    }

    private func undo(_ context: WebRequestContext) throws -> Response {
        try context.requireSession().library.undoDeletion(try context.documentID(), now: services.configuration.now())
        return try document(context)
    }

    /// Files a read job's draft as it stands, for scripts that need no review. A letter whose
    /// text came out uncertain is refused unless `acceptUncertain=true`.
    private func fileDraft(_ request: Request, _ context: WebRequestContext) throws -> Response {
        let library = try context.requireSession().library
        guard let jobID = UUID(uuidString: try context.parameters.require("id")) else { throw LibraryError.jobNotFound }
        let accepting = request.uri.queryParameters["acceptUncertain"] == "true"
        let id = try library.file(try library.job(jobID), as: .asRead(acceptingUncertainText: accepting))
        services.driveSync.wake()
        return try Self.json(Components.Schemas.Created(id: id), status: .created)
    }

    private func family(_ context: WebRequestContext) throws -> Response {
        try Self.json(try context.requireSession().library.family().compactMap(Self.wire))
    }

    /// `DDMMYY •••••`: the API never returns a whole number.
    private static func wire(_ member: FamilyMember) -> Components.Schemas.FamilyMember? {
        member.id.map { Components.Schemas.FamilyMember(id: $0, name: member.name, relationship: member.relationship,
                                                        fodselsnummerMasked: member.fodselsnummer?.masked) }
    }

    struct MemberChangeDTO: Decodable {
        let name: String?
        let relationship: String?
        let birthDate: String?
        let driveFolder: String?
        /// A new number; "" takes it away. Needs `passphrase` or `passkey`.
        let fodselsnummer: String?
        let passphrase: String?
        let passkey: String?
    }

    /// A member's fields; a new number only with the passphrase (or a passkey) again.
    private func changeMember(_ request: Request, _ context: WebRequestContext) async throws -> Response {
        let session = try context.requireSession()
        guard let id = FamilyMember.ID(try context.parameters.require("id")) else { throw HTTPError(.notFound) }
        let body: MemberChangeDTO = try await Self.decoded(request)
        let confirmed = body.fodselsnummer == nil ? nil
            : try await services.confirmPassphrase(body.passphrase, orPasskey: body.passkey, at: services.passkeyOrigin(context),
                                                   in: session, from: context.client)
        let change = try session.library.updateFamilyMember(id, FamilyMemberEdit(
            name: body.name, relationship: body.relationship, birthDate: try Library.birthDate(typed: body.birthDate),
            fodselsnummer: body.fodselsnummer.map { $0.isEmpty ? .clear : .set($0) }, driveFolder: body.driveFolder),
            confirmed: confirmed)
        if !change.claimed.isEmpty || !change.refiled.isEmpty { services.driveSync.wake() }
        return try Self.json(Self.wire(change.member))
    }

    private func settings(_ context: WebRequestContext) throws -> Response {
        let session = try context.requireSession()
        let timeout = session.library.chosenLockTimeout ?? services.configuration.idleTimeout
        let drive = try services.drive(session).state()
        return try Self.json(Components.Schemas.Settings(lockTimeoutSeconds: Int(timeout), driveConnected: drive == .connected))
    }

    private func list(_ request: Request, _ context: WebRequestContext) throws -> Response {
        let library = try context.requireSession().library
        let parameters = request.uri.queryParameters
        let limit = min(200, max(1, parameters["limit"].flatMap { Int($0) } ?? 50))
        let offset = max(0, parameters["offset"].flatMap { Int($0) } ?? 0)
        let query = parameters["q"].map(String.init) ?? ""
        var filter = DocumentFilter()
        if let person = parameters["person"] { filter.person = person == "unknown" ? .unknown : Int64(person).map { .member($0) } }
        filter.docType = parameters["type"].flatMap { DocumentType(rawValue: String($0)) }
        filter.from = parameters["from"].flatMap { CalendarDate(iso: $0) }
        filter.to = parameters["to"].flatMap { CalendarDate(iso: $0) }
        var documents: [Components.Schemas.DocumentSummary] = []
        let took = try ContinuousClock().measure {
            documents = query.isEmpty
                ? try library.documents(matching: filter, limit: limit, offset: offset).map { Components.Schemas.DocumentSummary($0) }
                : try library.search(query, matching: filter, limit: limit, offset: offset).map { Components.Schemas.DocumentSummary($0.document, snippet: $0.snippet) }
        }
        // The notice says that fødselsnumre are not searched, for a search that holds a long number.
        var response = try Self.json(Components.Schemas.DocumentList(
            documents: documents, notice: Library.searchNotice(for: query, english: Language.current == .english)))
        // How long the library took, apart from HTTP and JSON: what a slow page is first asked.
        response.headers[Self.serverTiming] = "\(query.isEmpty ? "list" : "search");dur=\(String(format: "%.3f", took.inSeconds * 1000))"
        return response
    }

    static let serverTiming = HTTPField.Name("Server-Timing")!

    func document(_ context: WebRequestContext) throws -> Response {
        let library = try context.requireSession().library
        let document = try library.document(try context.documentID())
        return try Self.json(Components.Schemas.Document(document, personName: try library.personName(of: document),
                                                         fodselsnumre: try library.fodselsnumre(of: document.id ?? 0)).sent)
    }

    /// Which field of the JSON was wrong, never its value (it may hold a letter's text).
    static func message(for error: DecodingError) -> String {
        let context: DecodingError.Context? = switch error {
        case .typeMismatch(_, let context), .valueNotFound(_, let context), .keyNotFound(_, let context),
             .dataCorrupted(let context): context
        @unknown default: nil
        }
        let field = context?.codingPath.map(\.stringValue).joined(separator: ".") ?? ""
        return field.isEmpty
            ? Language.current.words(.invalidJSON)
            : Language.current.words(.invalidValueFor(field: field))
    }

    static func json(_ value: some Encodable, status: HTTPResponse.Status = .ok) throws -> Response {
        var headers = HTTPFields()
        headers[.contentType] = "application/json; charset=utf-8"
        return Response(status: status, headers: headers, body: .init(byteBuffer: ByteBuffer(bytes: try WireJSON.encode(value))))
    }

    static func error(_ status: HTTPResponse.Status, _ message: String) throws -> Response {
        try json(Components.Schemas._Error(error: .init(code: status.code, message: message)), status: status)
    }
}
