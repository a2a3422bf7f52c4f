import ArkivatorLibrary
import Foundation
import Hummingbird
import Logging

/// Unlocking with the passphrase, and locking again; the unlock with a passkey is
/// `PasskeyRoutes`', onto the same page.
struct UnlockRoutes {
    /// Ties the unlock form to the browser that loaded it (double-submit), since there is no
    /// session yet whose token could.
    static let formCookieName = "arkivator_unlock"

    let services: WebServices

    struct UnlockForm: Decodable { var passphrase: String? }

    struct UnlockPage {
        let csrfToken: String
        let error: String?
        /// A change of keys waits for this unlock, which seals the library anew.
        let keyChangePending: Bool
        /// The library has a passkey and this page's address can use it: offered first.
        let offersPasskey: Bool
        /// The library has a passkey, but this page was opened by an IP address.
        let passkeyNeedsName: String?
    }

    func add(to router: Router<WebRequestContext>) {
        router.get("unlock") { _, context in
            guard await services.library.current() != nil else { return Response.redirect(to: "/velkommen", type: .found) }
            return try await unlockPage(error: nil, context: context)
        }
        router.post("unlock") { request, context in try await unlock(request, context) }
        router.get("unlock/fremdrift") { request, _ in try sealingProgress(request) }
        router.post("lock") { request, _ in try await lock(request) }
    }

    /// The unlock after a change of keys seals the library anew, which in a big one takes
    /// seconds: the console that runs `serve` hears how far it has come, and so does the page
    /// that waits for the unlock (`unlock/fremdrift`).
    private func reportSealing(form: String) -> @Sendable (SealingProgress) -> Void {
        { [board = services.keyChangeProgress] progress in
            board.report(progress, form: form)
            guard progress.total > 0, progress.done == 0 || progress.done == progress.total
                    || progress.done % max(1, progress.total / 10) == 0 else { return }
            Logger(label: "Arkivator.Unlock").notice("Bytter nøklene og forsegler biblioteket på nytt: \(progress.done) av \(progress.total)")
        }
    }

    struct SealingProgressJSON: Encodable {
        let done: Int
        let total: Int
    }

    /// How far the sealing of this browser's unlock has come; 404 when it has none running.
    private func sealingProgress(_ request: Request) throws -> Response {
        guard let form = request.cookies[Self.formCookieName]?.value,
              let progress = services.keyChangeProgress.progress(form: form) else { throw HTTPError(.notFound) }
        var response = try APIRoutes.json(SealingProgressJSON(done: progress.done, total: progress.total))
        response.headers[.cacheControl] = "no-store"
        return response
    }

    func unlockPage(error: String?, context: WebRequestContext, status: HTTPResponse.Status = .ok) async throws -> Response {
        let token = SessionStore.randomToken()
        let locked = await services.library.current()
        let hasPasskeys = locked?.hasPasskeys ?? false
        let canUsePasskeys = services.passkeyOrigin(context) != nil
        let page = UnlockPage(csrfToken: token, error: error, keyChangePending: locked?.keyChangePending ?? false,
                              offersPasskey: hasPasskeys && canUsePasskeys,
                              passkeyNeedsName: hasPasskeys && !canUsePasskeys ? Language.current.words(LibraryError.passkey(.needsName)) : nil)
        var response = try services.page("unlock", page, status: status).response
        response.setCookie(services.cookie(Self.formCookieName, token, path: "/unlock"))
        return response
    }

    private func unlock(_ request: Request, _ context: WebRequestContext) async throws -> Response {
        let client = context.client
        let form: UnlockForm
        do {
            form = try await request.form(UnlockForm.self, csrfExpected: request.cookies[Self.formCookieName]?.value)
        } catch let error as HTTPError where error.status == .forbidden {
            return try await unlockPage(error: Language.current.words(.formHadExpiredPlease), context: context,
                                  status: .forbidden)
        }
        guard let locked = await services.library.current() else { return Response.redirect(to: "/velkommen", type: .found) }
        let (passphrase, version) = (form.passphrase ?? "", services.configuration.appVersion)
        let formToken = request.cookies[Self.formCookieName]?.value ?? ""
        let report = reportSealing(form: formToken)
        defer { services.keyChangeProgress.finish(form: formToken) }
        let library: Library
        do {
            library = try await services.throttle.check(client: client) {
                try locked.unlocked(passphrase: passphrase, appVersion: version, progress: report)
            }
        } catch let refusal as PassphraseThrottle.TooManyAttempts {
            return refusal.telling(try await unlockPage(error: refusal.message, context: context, status: .tooManyRequests))
        } catch let error as LibraryError {
            return try await unlockPage(error: error.text, context: context, status: error.status)
        } catch {
            // The library stands in the way (damaged, in use elsewhere, needing an upgrade).
            guard let message = ProblemWords.message(for: error, english: Language.current == .english) else { throw error }
            return try await unlockPage(error: message, context: context, status: .conflict)
        }
        return await opened(library)
    }

    /// A session on the library just unlocked, and the browser sent into it.
    func opened(_ library: Library) async -> Response {
        let session = await services.openSession(library)
        var response = Response.redirect(to: "/", type: .found)
        response.setCookie(services.cookie(SessionMiddleware.cookieName, session.token, path: "/"))
        response.setCookie(services.cookie(Self.formCookieName, "", path: "/unlock", maxAge: 0))
        return response
    }

    /// Locks whichever session the browser holds; a lock without that session's token, or
    /// without a session at all, only forgets the cookie.
    private func lock(_ request: Request) async throws -> Response {
        if let token = request.cookies[SessionMiddleware.cookieName]?.value,
           let session = await services.sessions.session(token),
           (try? await request.form(ConfirmationForm.self, postedIn: session)) != nil {
            await services.sessions.close(token)
            await services.driveSync.detach()
        }
        var response = Response.redirect(to: "/unlock", type: .found)
        response.setCookie(services.cookie(SessionMiddleware.cookieName, "", path: "/", maxAge: 0))
        return response
    }
}

extension WebServices {
    /// Every cookie of the app: HttpOnly, SameSite=Strict, and Secure behind TLS.
    func cookie(_ name: String, _ value: String, path: String, maxAge: Int? = nil) -> Cookie {
        Cookie(name: name, value: value, maxAge: maxAge, path: path, secure: configuration.secureCookies || configuration.tls != nil,
               httpOnly: true, sameSite: .strict)
    }
}
