import ArkivatorCore
import ArkivatorLibrary
import Foundation
import Hummingbird

/// Google Drive, the lock, the cloud-assistant choice, a backup, and erasing everything.
struct SettingsRoutes {
    let services: WebServices

    struct SettingsPage {
        struct Option { let value: Int; let label: String; let selected: Bool }
        let csrfToken: String
        let drive: DriveSettingsRoutes.Section
        let timeouts: [Option]
        struct Token { let id: Int64; let label: String; let created: String }
        let saved: Bool
        let notice: String?
        let error: String?
        let confirmation: String
        let tokens: [Token]
        /// Shown once, right after it was made.
        let newToken: String?
        let calendar: CalendarRoutes.Section
        let assistant: AssistantSettings
        let learning: Learning
        /// «Sidebilder»: grey, colour when the letter has colour, or always colour.
        let pageColours: [PageRoutes.Option]
        let passkeys: Passkeys
        let pocket: PocketPageRoutes.Section
    }

    /// The library's passkeys, and whether this page's address can add one.
    struct Passkeys {
        struct Row { let id: String; let name: String; let created: String; let lastUsed: String? }
        let rows: [Row]
        let needsName: String?
        /// A passkey may stand instead of the passphrase in this page's confirmations.
        let confirms: Bool
        /// Said when the browser or authenticator gives no PRF output: nothing is registered.
        let noPRF = Language.current.words(LibraryError.passkey(.noPRF))

        init(_ passkeys: [PasskeyInfo], canUse: Bool) {
            rows = passkeys.map {
                Row(id: $0.id, name: $0.name, created: CalendarDate($0.createdAt).norwegianNumeric,
                    lastUsed: $0.lastUsedAt.map { CalendarDate($0).norwegianNumeric })
            }
            needsName = canUse ? nil : Language.current.words(LibraryError.passkey(.needsName))
            confirms = canUse && !passkeys.isEmpty
        }
    }

    /// What the analysis has learned from the family's corrections, and the switch for it.
    struct Learning {
        let isOn: Bool
        let summary: String

        init(_ summary: LearningSummary) {
            isOn = summary.isOn
            self.summary = summary.isOn
                ? Language.current.words(.learningOn(lettersLearnedFrom: summary.lettersLearnedFrom))
                : Language.current.words(.learningOff)
        }
    }

    struct LearningForm: Decodable { var learning: String? }
    struct PageColourForm: Decodable { var colour: String? }

    static func pageColours(chosen: PageColour) throws -> [PageRoutes.Option] {
        PageColour.allCases.map { .init(value: $0.rawValue, label: Language.current.words($0.label), selected: $0 == chosen) }
    }

    struct KeyForm: Decodable { var label: String?; var passphrase: String? }
    struct LockForm: Decodable { let timeout: Int }
    struct EraseForm: Decodable { var confirm: String?; var passphrase: String? }
    struct BackupForm: Decodable { var passphrase: String?; var passkey: String? }
    struct PassphraseForm: Decodable { var current: String?; var new: String?; var new2: String? }
    struct RevokeForm: Decodable { var passphrase: String? }

    func add(to group: RouterGroup<WebRequestContext>) {
        group.get("innstillinger") { request, context in
            try page(context, saved: request.uri.queryParameters["lagret"] != nil,
                     notice: request.uri.queryParameters["passnokkel"] != nil
                        ? Language.current.words(.passkeyAdded) : DriveSettingsRoutes.notice(of: request),
                     error: nil)
        }
        group.post("innstillinger/laas") { request, context in try await saveLock(request, context) }
        group.post("innstillinger/sikkerhetskopi") { request, context in
            try await download("arkivator-sikkerhetskopi", request, context) { try $0.backupBytes(confirmed: $1) }
        }
        group.post("innstillinger/eksport") { request, context in
            try await download("arkivator-eksport", request, context) { try $0.exportBytes(confirmed: $1) }
        }
        group.post("innstillinger/slett-alt") { request, context in try await erase(request, context) }
        group.post("innstillinger/nokler") { request, context in try await createToken(request, context) }
        group.post("innstillinger/nokler/:id/slett") { request, context in try await revokeToken(request, context) }
        group.post("innstillinger/passordfrase") { request, context in try await changePassphrase(request, context) }
        group.post("innstillinger/las-ut-andre") { request, context in try await lockOutOthers(request, context) }
        group.post("innstillinger/laering") { request, context in
            let session = try context.requireSession()
            let form = try await request.form(LearningForm.self, postedIn: session)
            try session.library.setLearnsFromCorrections(form.learning == "on")
            return Response.redirect(to: "/innstillinger?lagret=1#learning", type: .normal)
        }
        group.post("innstillinger/farger") { request, context in
            let session = try context.requireSession()
            let form = try await request.form(PageColourForm.self, postedIn: session)
            guard let colour = form.colour.flatMap(PageColour.init(rawValue:)) else { throw HTTPError(.badRequest) }
            try session.library.setPageColour(colour)
            return Response.redirect(to: "/innstillinger?lagret=1#page-colour", type: .normal)
        }
        group.post("innstillinger/laering/glem") { request, context in
            let session = try context.requireSession()
            _ = try await request.form(ConfirmationForm.self, postedIn: session)
            try session.library.forgetLearnedHabits()
            return Response.redirect(to: "/innstillinger?lagret=1#learning", type: .normal)
        }
        group.post("innstillinger/assistent") { request, context in try await saveAssistant(request, context) }
        group.post("innstillinger/assistent/test") { request, context in try await testAssistant(request, context) }
        group.post("innstillinger/assistent/fjern") { request, context in try await removeAssistant(request, context) }
    }

    /// The whole assistant form in one step; the passphrase only when the form raises what
    /// may leave (the Library says whether it does).
    private func saveAssistant(_ request: Request, _ context: WebRequestContext) async throws -> Response {
        let session = try context.requireSession()
        let form = try await request.form(AssistantSettings.Form.self, postedIn: session)
        return try await services.confirmingIfGiven(form.passphrase, in: session, from: context.client,
                                             refused: { try page(context, error: $0, status: $1).response }) { confirmed in
            do {
                try AssistantSettings.save(form, in: session.library, confirmed: confirmed)
            } catch let error as LibraryError {
                return try page(context, error: error.text, status: error.status).response
            }
            return Response.redirect(to: "/innstillinger?lagret=1#assistant", type: .normal)
        }
    }

    /// One word asked of the service, nothing of any letter in it, to show the setup works.
    private func testAssistant(_ request: Request, _ context: WebRequestContext) async throws -> Response {
        let session = try context.requireSession()
        _ = try await request.form(ConfirmationForm.self, postedIn: session)
        let result: String
        do {
            result = Language.current.words(.serviceAnswered) + (try await session.library.testAssistant())
        } catch let error as LibraryError {
            result = error.text
        }
        return try page(context, error: nil, assistantTest: result).response
    }

    private func removeAssistant(_ request: Request, _ context: WebRequestContext) async throws -> Response {
        let session = try context.requireSession()
        _ = try await request.form(ConfirmationForm.self, postedIn: session)
        try session.library.removeAssistant()
        return Response.redirect(to: "/innstillinger?lagret=1#assistant", type: .normal)
    }

    private func createToken(_ request: Request, _ context: WebRequestContext) async throws -> Response {
        let session = try context.requireSession()
        let form = try await request.form(KeyForm.self, postedIn: session)
        return try await services.confirming(form.passphrase, in: session, from: context.client,
                                             refused: { try page(context, error: $0, status: $1).response }) { confirmed in
            let created = try session.library.createAPIKey(named: form.label ?? "", confirmed: confirmed)
            return try page(context, saved: false, error: nil, newToken: created.key).response
        }
    }

    /// A key is revoked by changing the master key (its wrap of the old one then opens nothing
    /// on disk), which needs the passphrase and is finished by the next unlock.
    private func revokeToken(_ request: Request, _ context: WebRequestContext) async throws -> Response {
        let session = try context.requireSession()
        let form = try await request.form(RevokeForm.self, postedIn: session)
        guard let id = Int64(try context.parameters.require("id")) else { throw HTTPError(.notFound) }
        if let refused = try await refusal(form.passphrase, session, context) { return refused }
        return try await changingKeys(context) { try session.library.revokeAPIKey(id, passphrase: form.passphrase ?? "") }
    }

    /// «Lås ut alle andre»: a new master key, every session ended, this one too.
    private func lockOutOthers(_ request: Request, _ context: WebRequestContext) async throws -> Response {
        let session = try context.requireSession()
        let form = try await request.form(RevokeForm.self, postedIn: session)
        if let refused = try await refusal(form.passphrase, session, context) { return refused }
        return try await changingKeys(context) { try session.library.lockOutOthers(passphrase: form.passphrase ?? "") }
    }

    /// Begins a change of keys, then lets go of the library everywhere in this process, so that
    /// the next unlock can seal it anew under the new key: every session ends and the Drive sync
    /// lets go.
    func changingKeys(_ context: WebRequestContext, _ begin: () throws -> Void) async throws -> Response {
        do {
            try begin()
        } catch let error as LibraryError {
            return try page(context, error: error.text, status: error.status).response
        }
        await services.driveSync.detach()
        await services.sessions.closeAll()
        var response = Response.redirect(to: "/unlock?nokler=1", type: .normal)
        response.setCookie(services.cookie(SessionMiddleware.cookieName, "", path: "/", maxAge: 0))
        return response
    }

    /// The settings page again with the Library's words, when the passphrase asked for again
    /// was not the library's; nil when it was.
    func refusal(_ passphrase: String?, _ session: Session, _ context: WebRequestContext) async throws -> Response? {
        do {
            _ = try await services.confirmPassphrase(passphrase, in: session, from: context.client)
            return nil
        } catch let error as LibraryError {
            return try page(context, error: error.text, status: error.status).response
        } catch let refusal as PassphraseThrottle.TooManyAttempts {
            return refusal.telling(try page(context, error: refusal.message, status: .tooManyRequests).response)
        }
    }

    func page(_ context: WebRequestContext, saved: Bool = false, notice: String? = nil, error: String?,
              newToken: String? = nil, assistantTest: String? = nil, status: HTTPResponse.Status = .ok) throws -> HTMLPage {
        let session = try context.requireSession()
        let current = Int(session.library.chosenLockTimeout ?? services.configuration.idleTimeout)
        var page = try services.page("settings", SettingsPage(
            csrfToken: session.csrfToken,
            drive: try DriveSettingsRoutes.section(services.drive(session), queue: session.library),
            timeouts: LockTime.allCases.map { .init(value: $0.rawValue, label: $0.label, selected: $0.rawValue == current) },
            saved: saved, notice: notice, error: error, confirmation: Library.eraseConfirmation,
            tokens: try session.library.apiKeys().map {
                .init(id: $0.id, label: $0.label, created: CalendarDate($0.createdAt).norwegianNumeric)
            },
            newToken: newToken,
            calendar: try CalendarRoutes.section(session, authority: context.authority, secure: services.configuration.tls != nil),
            assistant: AssistantSettings(try session.library.assistantSetup(), testResult: assistantTest),
            learning: Learning(try session.library.learningSummary()),
            pageColours: try Self.pageColours(chosen: try session.library.pageColour()),
            passkeys: Passkeys(try session.library.passkeys(), canUse: services.passkeyOrigin(context) != nil),
            pocket: try PocketPageRoutes.Section(try session.library.pocketPhones(), family: try session.library.family(),
                                                 estimate: { try session.library.pocketEstimate(for: $0) })),
            status: status)
        page.contentSecurityPolicy = SecurityHeadersMiddleware.contentSecurityPolicy(
            formActions: [DriveSettingsRoutes.origin(of: services.drive(session).signInAddress)])
        return page
    }

    private func saveLock(_ request: Request, _ context: WebRequestContext) async throws -> Response {
        let session = try context.requireSession()
        let form = try await request.form(LockForm.self, postedIn: session)
        guard let timeout = LockTime(rawValue: form.timeout) else { throw HTTPError(.badRequest) }
        try session.library.setLockTime(timeout)
        return Response.redirect(to: "/innstillinger?lagret=1", type: .normal)
    }

    /// The backup, or the plain export, as one zip: with the passphrase (or a passkey) again.
    private func download(_ name: String, _ request: Request, _ context: WebRequestContext,
                          _ bytes: @escaping (Library, PassphraseConfirmed) throws -> Data) async throws -> Response {
        let session = try context.requireSession()
        let form = try await request.form(BackupForm.self, postedIn: session)
        return try await services.confirming(form.passphrase, orPasskey: form.passkey, at: services.passkeyOrigin(context),
                                             in: session, from: context.client,
                                             refused: { try page(context, error: $0, status: $1).response }) { confirmed in
            let zip = try bytes(session.library, confirmed)
            var headers = HTTPFields()
            headers[.contentType] = "application/zip"
            headers[.contentDisposition] = "attachment; filename=\"\(name)-\(CalendarDate.today.iso).zip\""
            return Response(status: .ok, headers: headers, body: .init(byteBuffer: ByteBuffer(bytes: zip)))
        }
    }

    /// A new passphrase is what the owner reaches for when the old one, or a device, may be in
    /// other hands: the Library revokes every API key with it, and every session ends here,
    /// this one too, so that whoever holds a cookie must unlock again with the new one.
    private func changePassphrase(_ request: Request, _ context: WebRequestContext) async throws -> Response {
        let session = try context.requireSession()
        let form = try await request.form(PassphraseForm.self, postedIn: session)
        if let refused = try await refusal(form.current, session, context) { return refused }
        guard form.new == form.new2 else {
            return try page(context, error: Language.current.words(.twoNewPassphrasesDiffer),
                            status: .badRequest).response
        }
        return try await changingKeys(context) {
            try session.library.changePassphrase(from: form.current ?? "", to: form.new ?? "")
        }
    }

    /// Erases the library once the owner has typed the word. Nothing may touch the library
    /// meanwhile: the Drive sync lets go of it first, and takes it back if the word was wrong.
    private func erase(_ request: Request, _ context: WebRequestContext) async throws -> Response {
        let session = try context.requireSession()
        let form = try await request.form(EraseForm.self, postedIn: session)
        return try await services.confirming(form.passphrase, in: session, from: context.client,
                                             refused: { try page(context, error: $0, status: $1).response }) { confirmed in
            await services.driveSync.detach()
            do {
                try session.library.erase(confirmation: form.confirm ?? "", confirmed: confirmed)
            } catch let error as LibraryError {
                await services.driveSync.attach(session.library)
                return try page(context, saved: false, error: error.text, status: error.status).response
            }
            await services.library.forget()
            await services.sessions.closeAll()
            var response = Response.redirect(to: "/velkommen", type: .normal)
            response.setCookie(services.cookie(SessionMiddleware.cookieName, "", path: "/", maxAge: 0))
            return response
        }
    }
}
