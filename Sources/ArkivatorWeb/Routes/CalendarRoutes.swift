import ArkivatorCore
import ArkivatorLibrary
import Foundation
import HTTPTypes
import Hummingbird

/// The calendar: «Legg i kalender» on a letter, the calendars a phone subscribes to, and the
/// settings that make, revoke and limit them.
struct CalendarRoutes {
    let services: WebServices

    /// The settings page's calendar section.
    struct Section {
        struct Subscription {
            let id: Int64
            let label: String
            let created: String
            let httpsURL: String
            let webcalURL: String
        }

        struct Choice { let value: String; let label: String; let hint: String; let selected: Bool }

        let subscriptions: [Subscription]
        let hasSubscriptions: Bool
        let people: [CaptureRoutes.PersonOption]
        let privacy: [Choice]
        let toDos: Bool
    }

    struct NewForm: Decodable { var person: String?; var passphrase: String?; var passkey: String? }
    struct PreferencesForm: Decodable { var privacy: CalendarPrivacy; var toDos: String?; var passphrase: String? }

    func add(to router: Router<WebRequestContext>, locked: RouterGroup<WebRequestContext>) {
        // A phone's calendar has no session: the token in the address is all it shows. The
        // path is the same whether the archive is locked or not.
        router.get("kalender/:file") { request, context in try await subscribed(request, context) }
        locked.get("dokumenter/:id/kalender.ics") { _, context in try appointment(context) }
        locked.post("innstillinger/kalender") { request, context in try await create(request, context) }
        locked.post("innstillinger/kalender/:id/trekk-tilbake") { request, context in try await revoke(request, context) }
        locked.post("innstillinger/kalender/innhold") { request, context in try await preferences(request, context) }
    }

    static func section(_ session: Session, authority: String, secure: Bool) throws -> Section {
        let library = session.library
        let names = Dictionary(try library.family().compactMap { member in member.id.map { ($0, member.name) } },
                               uniquingKeysWith: { first, _ in first })
        let host = authority.isEmpty ? "localhost" : authority
        let settings = try library.settings()
        let subscriptions = try library.calendarSubscriptions().map { subscription in
            let path = "\(host)/kalender/\(subscription.token).ics"
            return Section.Subscription(
                id: subscription.id,
                label: subscription.personID.flatMap { names[$0] } ?? Language.current.words(.wholeFamily),
                created: CalendarDate(subscription.createdAt).norwegianNumeric,
                httpsURL: "\(secure ? "https" : "http")://\(path)", webcalURL: "webcal://\(path)")
        }
        return Section(
            subscriptions: subscriptions, hasSubscriptions: !subscriptions.isEmpty,
            people: try CaptureRoutes.people(session, selected: nil,
                                             unknownLabel: Language.current.words(.wholeFamily)),
            privacy: [
                .init(value: CalendarPrivacy.timeAndPlace.rawValue,
                      label: Language.current.words(.calendarTimeAndPlace),
                      hint: Language.current.words(.calendarTimeAndPlaceHint),
                      selected: settings.calendarPrivacy == .timeAndPlace),
                .init(value: CalendarPrivacy.full.rawValue,
                      label: Language.current.words(.calendarDetails),
                      hint: Language.current.words(.calendarDetailsHint),
                      selected: settings.calendarPrivacy == .full),
            ],
            toDos: settings.calendarToDos)
    }

    /// A subscribed calendar: rendered now while the archive is open, else the sealed copy
    /// last written. 404 alike for a token never issued and one revoked.
    private func subscribed(_ request: Request, _ context: WebRequestContext) async throws -> Response {
        let file = try context.parameters.require("file")
        guard file.hasSuffix(".ics") else { throw HTTPError(.notFound) }
        let token = String(file.dropLast(4))
        let calendar: String?
        if let library = await services.sessions.liveLibrary() {
            calendar = try library.calendar(token: token, now: services.configuration.now())
        } else {
            calendar = try await services.library.current()?.calendarCopy(token: token)
        }
        guard let calendar else { throw HTTPError(.notFound) }
        return Self.ics(calendar, fileName: nil)
    }

    private func appointment(_ context: WebRequestContext) throws -> Response {
        let session = try context.requireSession()
        let id = try context.documentID()
        let document = try session.library.document(id)
        return Self.ics(try session.library.appointmentCalendar(of: id, now: services.configuration.now()), fileName: document.title + ".ics")
    }

    /// A calendar's address is read without any credential from then on: made only with the
    /// passphrase given again.
    private func create(_ request: Request, _ context: WebRequestContext) async throws -> Response {
        let session = try context.requireSession()
        let form = try await request.form(NewForm.self, postedIn: session)
        let person = try form.person.flatMap { $0.isEmpty ? nil : $0 }.map { text -> FamilyMember.ID in
            guard let id = FamilyMember.ID(text) else { throw HTTPError(.badRequest) }
            return id
        }
        return try await services.confirming(form.passphrase, orPasskey: form.passkey, at: services.passkeyOrigin(context),
                                             in: session, from: context.client,
                                             refused: { try settingsPage(context, $0, $1) }) { confirmed in
            _ = try session.library.addCalendarSubscription(for: person, confirmed: confirmed)
            return Response.redirect(to: "/innstillinger?lagret=1#kalender", type: .normal)
        }
    }

    private func revoke(_ request: Request, _ context: WebRequestContext) async throws -> Response {
        let session = try context.requireSession()
        _ = try await request.form(ConfirmationForm.self, postedIn: session)
        guard let id = Int64(try context.parameters.require("id")) else { throw HTTPError(.notFound) }
        try session.library.revokeCalendarSubscription(id)
        return Response.redirect(to: "/innstillinger?lagret=1#kalender", type: .normal)
    }

    /// Less in the calendars needs nothing; more needs the passphrase, which the Library asks for.
    private func preferences(_ request: Request, _ context: WebRequestContext) async throws -> Response {
        let session = try context.requireSession()
        let form = try await request.form(PreferencesForm.self, postedIn: session)
        return try await services.confirmingIfGiven(form.passphrase, in: session, from: context.client,
                                                    refused: { try settingsPage(context, $0, $1) }) { confirmed in
            do {
                try session.library.setCalendarPreferences(privacy: form.privacy, toDos: form.toDos != nil, confirmed: confirmed)
            } catch let error as LibraryError {
                return try settingsPage(context, error.text, error.status)
            }
            return Response.redirect(to: "/innstillinger?lagret=1#kalender", type: .normal)
        }
    }

    private func settingsPage(_ context: WebRequestContext, _ error: String, _ status: HTTPResponse.Status) throws -> Response {
        try SettingsRoutes(services: services).page(context, error: error, status: status).response
    }

    /// A calendar answer: never cached on the way, never indexed; a download when named.
    static func ics(_ calendar: String, fileName: String?) -> Response {
        var headers = HTTPFields()
        headers[.contentType] = "text/calendar; charset=utf-8"
        headers[.cacheControl] = "no-store"
        headers[HTTPField.Name("X-Robots-Tag")!] = "noindex"
        if let fileName { headers[.contentDisposition] = PageRoutes.attachment(named: fileName) }
        return Response(status: .ok, headers: headers, body: .init(byteBuffer: ByteBuffer(string: calendar)))
    }
}
