import ArkivatorLibrary
import Foundation
import HTTPTypes
import Hummingbird

/// Headers every response carries: no script but our own files, no framing, no sniffing,
/// no referrer to other sites, and nothing of a locked-away page kept in a cache.
struct SecurityHeadersMiddleware: RouterMiddleware {
    typealias Context = WebRequestContext

    static let contentSecurityPolicy = contentSecurityPolicy(formActions: [])

    /// `formActions`: other origins a form may end up at. Browsers hold a form's redirect to
    /// `form-action` too, as when connecting Drive sends the browser on to Google.
    static func contentSecurityPolicy(formActions: [String]) -> String {
        [
            "default-src 'self'", "script-src 'self'", "style-src 'self'", "img-src 'self' blob: data:",
            "object-src 'none'", "base-uri 'none'", (["form-action 'self'"] + formActions).joined(separator: " "),
            "frame-ancestors 'none'",
        ].joined(separator: "; ")
    }

    static let referrerPolicy = HTTPField.Name("Referrer-Policy")!
    static let frameOptions = HTTPField.Name("X-Frame-Options")!

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        var response = try await next(request, context)
        if response.headers[.contentSecurityPolicy] == nil {
            response.headers[.contentSecurityPolicy] = Self.contentSecurityPolicy
        }
        response.headers[.xContentTypeOptions] = "nosniff"
        // Same-origin, not no-referrer: under no-referrer a browser posts its forms with
        // `Origin: null`, and the origin check could not tell our pages from any other. No
        // address of ours (a search, say) still goes to another site.
        response.headers[Self.referrerPolicy] = "same-origin"
        response.headers[Self.frameOptions] = "DENY"
        if !request.uri.path.hasPrefix("/static/") {
            response.headers[.cacheControl] = "no-store"
        }
        return response
    }
}

/// Answers in the browser's language (`Accept-Language`), and turns what went wrong into an
/// answer its asker can read: a page of ours with a way back for a browser, JSON for the API,
/// and as before for anything else.
struct ErrorPageMiddleware: RouterMiddleware {
    typealias Context = WebRequestContext

    let services: WebServices

    /// A browser finding its way about the pages, not the API, a file or a program.
    static func wantsPage(_ request: Request) -> Bool {
        !request.uri.path.hasPrefix("/api/") && !request.uri.path.hasPrefix("/static/")
            && (request.headers[.accept] ?? "").contains("text/html")
    }

    private func answer(_ request: Request, _ context: Context,
                        _ next: (Request, Context) async throws -> Response) async throws -> Response {
        do {
            let response = try await next(request, context)
            guard response.status.code >= 400, response.headers[.contentType] == nil, Self.wantsPage(request) else { return response }
            return try services.errorPage(response.status).response
        } catch let error as HTTPResponseError {
            return Self.wantsPage(request)
                ? try services.errorPage(error.status, message: (error as? HTTPError)?.body).response
                : try error.response(from: request, context: context)
        } catch let refusal as PassphraseThrottle.TooManyAttempts {
            return refusal.telling(request.uri.path.hasPrefix("/api/") || !Self.wantsPage(request)
                ? try APIRoutes.error(.tooManyRequests, refusal.message)
                : try services.errorPage(.tooManyRequests, message: refusal.message).response)
        } catch let error as LibraryError {
            if request.uri.path.hasPrefix("/api/") { return try APIRoutes.error(error.status, error.text) }
            return Self.wantsPage(request)
                ? try services.errorPage(error.status, message: error.text).response
                : try HTTPError(error.status, message: error.text).response(from: request, context: context)
        }
    }

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        let language = Language(acceptLanguage: request.headers[.acceptLanguage])
        var response = try await Language.$current.withValue(language) { try await answer(request, context, next) }
        response.headers[.contentLanguage] = language.rawValue
        response.headers[.vary] = "Accept-Language, Cookie"
        return response
    }
}

/// Lets a request through only with a live session: pages go to the unlock page, API calls
/// get 401.
struct SessionMiddleware: RouterMiddleware {
    typealias Context = WebRequestContext
    static let cookieName = "arkivator_session"

    let services: WebServices

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        guard let library = await services.library.current() else {
            if request.uri.path.hasPrefix("/api/") {
                return try APIRoutes.error(.conflict, Language.current.words(.libraryNotCreatedYet))
            }
            return Response.redirect(to: "/velkommen", type: .found)
        }
        if request.uri.path.hasPrefix("/api/"), let bearer = request.headers[.authorization], bearer.hasPrefix("Bearer ") {
            // A key opens the library for this one request, before anything of its body is
            // read; no cookie, so no CSRF to guard against.
            let key = String(bearer.dropFirst("Bearer ".count))
            let unlocked: Library
            do {
                let version = services.configuration.appVersion
                unlocked = try await services.sessions.library(forAPIKey: key, idleTimeout: services.configuration.idleTimeout) {
                    try library.unlocked(apiKey: key, appVersion: version)
                }
                // A key revoked since, here or by another process, or a keyring put back.
                guard unlocked.recognizes(apiKey: key) else { throw LibraryError.unknownAPIKey }
            } catch let error as LibraryError {
                return try APIRoutes.error(error.status, error.text)
            }
            var context = context
            context.session = Session(token: "", csrfToken: "", library: unlocked, idleTimeout: 0, lastSeen: services.configuration.now())
            return try await next(request, context)
        }
        if let token = request.cookies[Self.cookieName]?.value, let session = await services.sessions.session(token) {
            if request.uri.path.hasPrefix("/api/"), request.method != .get, request.method != .head,
               !CSRF.matches(request.headers[CSRF.header] ?? "", session.csrfToken) {
                return try APIRoutes.error(.forbidden, Language.current.words(.apiChangeNeedsCSRF(header: "\(CSRF.header)")))
            }
            var context = context
            context.session = session
            return try await next(request, context)
        }
        if request.uri.path.hasPrefix("/api/") {
            return try APIRoutes.error(.unauthorized, Language.current.words(.archiveLockedUnlockFirst))
        }
        return Response.redirect(to: "/unlock", type: .found)
    }
}
