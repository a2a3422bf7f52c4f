import ArkivatorCore
import ArkivatorLibrary
import Foundation
import Hummingbird

/// Passkeys: the unlock with one (no session yet), a re-confirmation with one, and adding and
/// removing them in the settings. The ceremonies' rules are the Library's; this translates the
/// browser's fields and chooses the pages.
struct PasskeyRoutes {
    let services: WebServices
    let settings: SettingsRoutes

    struct UnlockForm: Decodable { var passkey: String? }
    struct BeginForm: Decodable { var name: String?; var passphrase: String? }
    struct FinishForm: Decodable { var answer: String? }
    struct RevokeForm: Decodable { var passphrase: String? }

    /// What the page's script gives `navigator.credentials.get`, bytes in base64url.
    struct RequestOptionsJSON: Encodable {
        struct Credential: Encodable { let id: String; let prfSalt: String }
        let challenge: String
        let rpId: String
        let credentials: [Credential]

        init(_ options: PasskeyRequestOptions) {
            challenge = Base64URL.encode(options.challenge)
            rpId = options.rpID
            credentials = options.credentials.map { .init(id: Base64URL.encode($0.id), prfSalt: Base64URL.encode($0.prfSalt)) }
        }
    }

    /// What the page's script gives `navigator.credentials.create`, bytes in base64url.
    struct CreationOptionsJSON: Encodable {
        let challenge: String
        let rpId: String
        let userId: String
        let userName: String
        let prfSalt: String
        let excludeCredentials: [String]
        let algorithms: [Int]

        init(_ options: PasskeyCreationOptions) {
            challenge = Base64URL.encode(options.challenge)
            rpId = options.rpID
            userId = Base64URL.encode(options.userID)
            userName = options.userName
            prfSalt = Base64URL.encode(options.prfSalt)
            excludeCredentials = options.excludeCredentials.map(Base64URL.encode)
            algorithms = options.algorithms
        }
    }

    func addUnlock(to router: Router<WebRequestContext>) {
        router.get("unlock/passnokkel") { _, context in try await unlockOptions(context) }
        router.post("unlock/passnokkel") { request, context in try await unlock(request, context) }
    }

    func add(to group: RouterGroup<WebRequestContext>) {
        group.get("passnokkel/bekreft") { _, context in try confirmationOptions(context) }
        group.post("innstillinger/passnokler/ny") { request, context in try await begin(request, context) }
        group.post("innstillinger/passnokler") { request, context in try await finish(request, context) }
        group.post("innstillinger/passnokler/:id/fjern") { request, context in try await revoke(request, context) }
    }

    // MARK: Unlocking

    private func unlockOptions(_ context: WebRequestContext) async throws -> Response {
        guard let locked = await services.library.current() else { throw HTTPError(.notFound) }
        guard let origin = services.passkeyOrigin(context) else {
            return try APIRoutes.error(.conflict, Language.current.words(LibraryError.passkey(.needsName)))
        }
        guard let options = locked.passkeyUnlockOptions(origin: origin, challenges: services.passkeyChallenges)
        else { throw HTTPError(.notFound) }
        return try APIRoutes.json(RequestOptionsJSON(options))
    }

    private func unlock(_ request: Request, _ context: WebRequestContext) async throws -> Response {
        let unlockRoutes = UnlockRoutes(services: services)
        let form: UnlockForm
        do {
            form = try await request.form(UnlockForm.self, csrfExpected: request.cookies[UnlockRoutes.formCookieName]?.value)
        } catch let error as HTTPError where error.status == .forbidden {
            return try await unlockRoutes.unlockPage(error: Language.current.words(.formHadExpiredPlease), context: context, status: .forbidden)
        }
        guard let locked = await services.library.current() else { return Response.redirect(to: "/velkommen", type: .found) }
        let library: Library
        do {
            guard let origin = services.passkeyOrigin(context) else { throw LibraryError.passkey(.needsName) }
            let assertion = try PasskeyAssertion(json: form.passkey ?? "")
            library = try await services.throttle.check(client: context.client) {
                try locked.unlocked(passkey: assertion, origin: origin, challenges: services.passkeyChallenges,
                                    appVersion: services.configuration.appVersion)
            }
        } catch let refusal as PassphraseThrottle.TooManyAttempts {
            return refusal.telling(try await unlockRoutes.unlockPage(error: refusal.message, context: context, status: .tooManyRequests))
        } catch let error as LibraryError {
            return try await unlockRoutes.unlockPage(error: error.text, context: context, status: error.status)
        }
        return await unlockRoutes.opened(library)
    }

    // MARK: Confirming

    private func confirmationOptions(_ context: WebRequestContext) throws -> Response {
        let session = try context.requireSession()
        guard let origin = services.passkeyOrigin(context) else {
            return try APIRoutes.error(.conflict, Language.current.words(LibraryError.passkey(.needsName)))
        }
        guard let options = try session.library.passkeyConfirmationOptions(origin: origin, challenges: services.passkeyChallenges)
        else { throw HTTPError(.notFound) }
        return try APIRoutes.json(RequestOptionsJSON(options))
    }

    // MARK: Adding and removing

    /// The options for a new passkey, after the passphrase again: JSON for the page's script,
    /// or the refusal in words (`{"error": …}`).
    private func begin(_ request: Request, _ context: WebRequestContext) async throws -> Response {
        let session = try context.requireSession()
        let form = try await request.form(BeginForm.self, postedIn: session)
        do {
            guard let origin = services.passkeyOrigin(context) else { throw LibraryError.passkey(.needsName) }
            let confirmed = try await services.confirmPassphrase(form.passphrase, in: session, from: context.client)
            let options = try session.library.beginPasskeyRegistration(named: form.name ?? "", origin: origin,
                                                                       challenges: services.passkeyChallenges, confirmed: confirmed)
            return try APIRoutes.json(CreationOptionsJSON(options))
        } catch let error as LibraryError {
            return try APIRoutes.error(error.status, error.text)
        } catch let refusal as PassphraseThrottle.TooManyAttempts {
            return refusal.telling(try APIRoutes.error(.tooManyRequests, refusal.message))
        }
    }

    private func finish(_ request: Request, _ context: WebRequestContext) async throws -> Response {
        let session = try context.requireSession()
        let form = try await request.form(FinishForm.self, postedIn: session)
        do {
            guard let origin = services.passkeyOrigin(context) else { throw LibraryError.passkey(.needsName) }
            guard let json = form.answer, let answer = try? JSONDecoder().decode(PasskeyRegistrationAnswer.self, from: Data(json.utf8))
            else { throw LibraryError.passkey(.malformed) }
            try session.library.finishPasskeyRegistration(answer, origin: origin, challenges: services.passkeyChallenges)
        } catch let error as LibraryError {
            return try settings.page(context, error: error.text, status: error.status).response
        }
        return Response.redirect(to: "/innstillinger?passnokkel=1#passkeys", type: .normal)
    }

    /// Removing a passkey changes the master key, as revoking an API key does.
    private func revoke(_ request: Request, _ context: WebRequestContext) async throws -> Response {
        let session = try context.requireSession()
        let form = try await request.form(RevokeForm.self, postedIn: session)
        let id = try context.parameters.require("id")
        if let refused = try await settings.refusal(form.passphrase, session, context) { return refused }
        return try await settings.changingKeys(context) { try session.library.revokePasskey(id, passphrase: form.passphrase ?? "") }
    }
}

extension WebServices {
    /// Where this request's page runs, for a passkey ceremony; nil when it was opened by an IP
    /// address, where browsers refuse passkeys.
    func passkeyOrigin(_ context: WebRequestContext) -> PasskeyOrigin? {
        let secure = configuration.tls != nil || configuration.secureCookies
        return PasskeyOrigin(scheme: secure ? "https" : "http", host: AllowedHosts.hostPart(of: context.authority),
                             port: AllowedHosts.port(of: context.authority))
    }

    /// Whether a page's confirmation may offer a passkey instead of the passphrase: the library
    /// has one, and this page's address can use it.
    func confirmsWithPasskey(_ session: Session, _ context: WebRequestContext) throws -> Bool {
        !(try session.library.passkeys()).isEmpty && passkeyOrigin(context) != nil
    }
}
