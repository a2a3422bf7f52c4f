import ArkivatorArchive
import ArkivatorStore
import Foundation
import Hummingbird

/// Unlocking with the passphrase, and locking again.
struct UnlockRoutes {
    /// Ties the unlock form to the browser that loaded it (double-submit), since there is no
    /// session yet whose token could.
    static let formCookieName = "arkivator_unlock"

    let services: WebServices

    struct UnlockPage {
        let csrfToken: String
        let error: String?
    }

    func add(to router: Router<WebRequestContext>) {
        router.get("unlock") { _, _ in
            guard await services.library.current() != nil else { return Response.redirect(to: "/velkommen", type: .found) }
            return try unlockPage(error: nil)
        }
        router.post("unlock") { request, _ in try await unlock(request) }
        router.post("lock") { request, _ in try await lock(request) }
    }

    private func unlockPage(error: String?, status: HTTPResponse.Status = .ok) throws -> Response {
        let token = SessionStore.randomToken()
        var response = try services.page("unlock", UnlockPage(csrfToken: token, error: error), status: status).response
        response.setCookie(services.cookie(Self.formCookieName, token, path: "/unlock"))
        return response
    }

    private func unlock(_ request: Request) async throws -> Response {
        let fields = try await formFields(of: request)
        guard let expected = request.cookies[Self.formCookieName]?.value, fields["csrf"] == expected else {
            return try unlockPage(error: UILanguage.current.text("Skjemaet var utløpt. Prøv igjen.", "The form had expired. Please try again."), status: .forbidden)
        }
        if let wait = await services.throttle.waitBeforeAttempt() {
            return try unlockPage(error: UILanguage.current.text("For mange forsøk. Vent \(wait) sekunder og prøv igjen.", "Too many attempts. Wait \(wait) seconds and try again."), status: .tooManyRequests)
        }
        let passphrase = fields["passphrase"] ?? ""
        guard let database = await services.library.current() else { return Response.redirect(to: "/velkommen", type: .found) }
        // Stretching the passphrase takes a good fraction of a second: off the server's threads.
        let unlocked = await Task.detached { try? database.unlocked(passphrase: passphrase) }.value
        guard let unlocked else {
            await services.throttle.recordFailure()
            return try unlockPage(error: UILanguage.current.text("Feil passordfrase.", "Wrong passphrase."), status: .unauthorized)
        }
        await services.throttle.recordSuccess()
        let session = await services.openSession(unlocked)
        var response = Response.redirect(to: "/", type: .found)
        response.setCookie(services.cookie(SessionMiddleware.cookieName, session.token, path: "/"))
        response.setCookie(services.cookie(Self.formCookieName, "", path: "/unlock", maxAge: 0))
        return response
    }

    private func lock(_ request: Request) async throws -> Response {
        let fields = try await formFields(of: request)
        if let token = request.cookies[SessionMiddleware.cookieName]?.value,
           let session = await services.sessions.session(token), fields["csrf"] == session.csrfToken {
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
        Cookie(name: name, value: value, maxAge: maxAge, path: path, secure: configuration.secureCookies,
               httpOnly: true, sameSite: .strict)
    }
}
