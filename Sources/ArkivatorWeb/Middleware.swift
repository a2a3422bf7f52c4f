import ArkivatorArchive
import Foundation
import HTTPTypes
import Hummingbird

/// Headers every response carries: no script but our own files, no framing, no sniffing,
/// no referrer, and nothing of a locked-away page kept in a cache.
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
        let language = UILanguage(acceptLanguage: request.headers[.acceptLanguage])
        var response: Response
        do {
            response = try await UILanguage.$current.withValue(language) { try await next(request, context) }
        } catch let error as HTTPResponseError {
            response = try error.response(from: request, context: context)
        }
        response.headers[.contentLanguage] = language.rawValue
        response.headers[.vary] = "Accept-Language, Cookie"
        if response.headers[.contentSecurityPolicy] == nil {
            response.headers[.contentSecurityPolicy] = Self.contentSecurityPolicy
        }
        response.headers[.xContentTypeOptions] = "nosniff"
        response.headers[Self.referrerPolicy] = "no-referrer"
        response.headers[Self.frameOptions] = "DENY"
        if !request.uri.path.hasPrefix("/static/") {
            response.headers[.cacheControl] = "no-store"
        }
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
        if await services.library.current() == nil {
            if request.uri.path.hasPrefix("/api/") {
                return try APIRoutes.error(.conflict, "Biblioteket er ikke opprettet ennå. Åpne appen i nettleseren.")
            }
            return Response.redirect(to: "/velkommen", type: .found)
        }
        if request.uri.path.hasPrefix("/api/"), let bearer = request.headers[.authorization], bearer.hasPrefix("Bearer "),
           let database = await services.library.current() {
            // A token opens the archive for this one request; no cookie, so no CSRF to guard against.
            guard let unlocked = try? database.unlocked(apiToken: String(bearer.dropFirst("Bearer ".count))) else {
                return try APIRoutes.error(.unauthorized, "Ukjent eller tilbakekalt nøkkel.")
            }
            var context = context
            context.session = Session(token: "", csrfToken: "", archive: DocumentArchive(
                database: unlocked, library: services.configuration.library, appVersion: services.configuration.appVersion),
                idleTimeout: 0, lastSeen: Date())
            return try await next(request, context)
        }
        if let token = request.cookies[Self.cookieName]?.value, let session = await services.sessions.session(token) {
            var context = context
            context.session = session
            return try await next(request, context)
        }
        if request.uri.path.hasPrefix("/api/") {
            return try APIRoutes.error(.unauthorized, "Arkivet er låst. Lås det opp først.")
        }
        return Response.redirect(to: "/unlock", type: .found)
    }
}
