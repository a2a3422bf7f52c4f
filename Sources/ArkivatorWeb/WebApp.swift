import ArkivatorCore
import ArkivatorLibrary
import Foundation
import Hummingbird
import HummingbirdCore
import HummingbirdTLS
import Mustache

/// Each request's context: the unlocked session, once the session middleware has found it.
public struct WebRequestContext: RequestContext {
    public var coreContext: CoreRequestContextStorage
    var session: Session?
    /// Who sent the request, as the passphrase throttle tells clients apart.
    let client: ClientKey
    /// The name and port the request was sent to, one the app answers to (set by
    /// `NetworkBoundaryMiddleware`): how the phone reaches this server, for addresses to give it.
    var authority = ""
    /// The port the connection came in on; nil for a request that came over no connection
    /// (the tests' in-process router).
    let localPort: Int?

    public init(source: ApplicationRequestContextSource) {
        coreContext = .init(source: source)
        client = ClientKey(remoteAddress: source.channel.remoteAddress)
        localPort = source.channel.localAddress?.port
    }

    /// The session of a route behind `SessionMiddleware`, which guarantees one.
    func requireSession() throws -> Session {
        guard let session else { throw HTTPError(.unauthorized) }
        return session
    }

    /// The letter the path names by its `:id`; a path that names none leads nowhere.
    func documentID() throws -> Document.ID {
        guard let id = Document.ID(try parameters.require("id")) else { throw HTTPError(.notFound) }
        return id
    }
}

/// The parts every route needs: the library, its sessions, the templates.
struct WebServices: Sendable {
    let configuration: WebConfiguration
    let library: LibraryHandle
    let sessions: SessionStore
    let throttle: PassphraseThrottle
    let templates: MustacheLibrary
    let processor: JobProcessor
    let driveSync: DriveSyncService
    let driveSignIns: DriveSignIns
    let deletions: DeletionPurgeService
    let calendars: CalendarCopier
    let assistant: AssistantWorker
    let uploads: PhotoUploads
    let frameDecodes: FrameDecodes
    let keyChangeProgress = KeyChangeProgress()
    let passkeyChallenges: PasskeyChallenges

    /// Opens a session on an unlocked library, sends it any letters left half read and lets
    /// the Drive sync work on it.
    func openSession(_ library: Library) async -> Session {
        for job in library.unfinishedJobs() where !job.awaitsReview && !job.hasFailed {
            processor.enqueue(job.id, library: library)
        }
        let timeout = library.chosenLockTimeout ?? configuration.idleTimeout
        let session = await sessions.open(library, idleTimeout: timeout)
        await driveSync.attach(library)
        return session
    }

    func drive(_ session: Session) -> LibraryDrive {
        session.library.drive(environment: configuration.environment)
    }
}

/// Builds the web app over an existing library: every page and API call behind the lock.
public func buildApplication(_ configuration: WebConfiguration) async throws -> some ApplicationProtocol {
    let services = try await makeServices(configuration)
    services.uploads.staging.removeLeftovers()
    // So that nobody can hold the server's connections open by saying nothing, or trickling a
    // request's head.
    let http1 = HTTP1Channel.Configuration(idleTimeout: .milliseconds(Int64(configuration.connectionIdleTimeout * 1000)))
    let server: HTTPServerBuilder = try configuration.tls.map {
        try .tls(.http1(configuration: http1), tlsConfiguration: try $0.tlsConfiguration())
    } ?? .http1(configuration: http1)
    return Application(
        router: buildRouter(services),
        server: server,
        configuration: .init(address: .hostname(configuration.host, port: configuration.port),
                             serverName: "Arkivator"),
        services: [services.processor, services.driveSync, services.deletions, services.calendars, services.assistant])
}

func makeServices(_ configuration: WebConfiguration) async throws -> WebServices {
    guard let templates = Bundle.module.url(forResource: "Templates", withExtension: nil) else {
        throw HTTPError(.internalServerError, message: "templates missing from the bundle")
    }
    let sessions = SessionStore(now: configuration.now)
    let library = try LibraryHandle(folder: configuration.library, announceSetupCode: configuration.announceSetupCode)
    let driveSync = DriveSyncService(sessions: sessions, environment: configuration.environment)
    return WebServices(
        configuration: configuration,
        library: library,
        sessions: sessions,
        throttle: PassphraseThrottle(now: configuration.now),
        templates: try await MustacheLibrary(directory: templates.path),
        processor: JobProcessor(),
        driveSync: driveSync,
        driveSignIns: DriveSignIns(now: configuration.now),
        deletions: DeletionPurgeService(sessions: sessions, afterPurge: driveSync.wake),
        calendars: CalendarCopier(sessions: sessions),
        assistant: AssistantWorker(sessions: sessions),
        uploads: PhotoUploads(staging: UploadStaging(library: configuration.library)),
        frameDecodes: FrameDecodes(),
        passkeyChallenges: PasskeyChallenges(now: configuration.now))
}

/// The routes, apart from the server, so that tests can drive them directly.
func buildRouter(_ services: WebServices) -> Router<WebRequestContext> {
    let router = Router(context: WebRequestContext.self)
    // Requests are logged at debug level (LOG_LEVEL=debug); the redacting handler cleans their
    // query strings, where a search for a fødselsnummer would otherwise stand.
    router.add(middleware: LogRequestsMiddleware(.debug))
    router.add(middleware: SecurityHeadersMiddleware())
    router.add(middleware: ErrorPageMiddleware(services: services))
    router.add(middleware: NetworkBoundaryMiddleware(
        allowedHosts: services.configuration.allowedHosts, secure: services.configuration.tls != nil,
        isValidAPIKey: { key in await services.library.current()?.recognizes(apiKey: key) ?? false }))
    router.add(middleware: StaticRoutes.files())
    StaticRoutes.add(to: router)
    CertificateRoutes(services: services).add(to: router)
    OnboardingRoutes(services: services).add(to: router)
    UnlockRoutes(services: services).add(to: router)
    let passkeys = PasskeyRoutes(services: services, settings: SettingsRoutes(services: services))
    passkeys.addUnlock(to: router)
    let pocket = PocketPageRoutes(services: services, settings: SettingsRoutes(services: services))
    pocket.addShell(to: router)
    let capture = CaptureRoutes(services: services)
    capture.addShell(to: router)
    let locked = router.group().add(middleware: SessionMiddleware(services: services))
    PageRoutes(services: services).add(to: locked)
    capture.add(to: locked)
    FamilyRoutes(services: services).add(to: locked)
    ToDoRoutes(services: services).add(to: locked)
    AssistantRoutes(services: services).add(to: locked)
    SettingsRoutes(services: services).add(to: locked)
    passkeys.add(to: locked)
    pocket.add(to: locked)
    DriveSettingsRoutes(services: services).add(to: router, locked: locked)
    CalendarRoutes(services: services).add(to: router, locked: locked)
    let api = locked.group("api/v1")
    APIRoutes(services: services).add(to: api)
    AssistantJobRoutes(services: services).add(to: api)
    PocketRoutes(services: services).add(to: api)
    return router
}
