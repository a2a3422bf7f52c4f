import ArkivatorArchive
import ArkivatorCore
import ArkivatorStore
import Foundation
import Hummingbird
import Mustache

/// Each request's context: the unlocked session, once the session middleware has found it.
public struct WebRequestContext: RequestContext {
    public var coreContext: CoreRequestContextStorage
    var session: Session?

    public init(source: ApplicationRequestContextSource) {
        coreContext = .init(source: source)
    }

    /// The session of a route behind `SessionMiddleware`, which guarantees one.
    func requireSession() throws -> Session {
        guard let session else { throw HTTPError(.unauthorized) }
        return session
    }
}

/// The parts every route needs: the library, its sessions, the templates.
struct WebServices: Sendable {
    let configuration: WebConfiguration
    let database: ArchiveDatabase
    let sessions: SessionStore
    let throttle: LoginThrottle
    let templates: MustacheLibrary
}

/// Builds the web app over an existing library: every page and API call behind the lock.
public func buildApplication(_ configuration: WebConfiguration) async throws -> some ApplicationProtocol {
    let router = try await buildRouter(configuration)
    return Application(
        router: router,
        configuration: .init(address: .hostname(configuration.host, port: configuration.port),
                             serverName: "Arkivator"))
}

/// The routes, apart from the server, so that tests can drive them directly.
public func buildRouter(_ configuration: WebConfiguration) async throws -> Router<WebRequestContext> {
    guard let templates = Bundle.module.url(forResource: "Templates", withExtension: nil) else {
        throw HTTPError(.internalServerError, message: "templates missing from the bundle")
    }
    let services = WebServices(
        configuration: configuration,
        database: try ArchiveDatabase.open(configuration.library),
        sessions: SessionStore(idleTimeout: configuration.idleTimeout),
        throttle: LoginThrottle(),
        templates: try await MustacheLibrary(directory: templates.path))

    let router = Router(context: WebRequestContext.self)
    router.add(middleware: SecurityHeadersMiddleware())
    StaticRoutes.add(to: router)
    UnlockRoutes(services: services).add(to: router)
    let locked = router.group().add(middleware: SessionMiddleware(services: services))
    PageRoutes(services: services).add(to: locked)
    APIRoutes(services: services).add(to: locked.group("api/v1"))
    return router
}
