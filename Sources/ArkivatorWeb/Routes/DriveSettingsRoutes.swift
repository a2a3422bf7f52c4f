import ArkivatorLibrary
import Foundation
import HTTPTypes
import Hummingbird

/// Google Drive on the settings page: connecting with Google's installed-app flow (the
/// browser goes to Google and comes back to this app on a loopback address), disconnecting,
/// retrying failed uploads and naming the root folder.
struct DriveSettingsRoutes {
    let services: WebServices
    static let callbackPath = "/innstillinger/drive/tilbake"
    static let hostField = HTTPField.Name("Host")!

    struct Section {
        struct Failure { let documentID: Int64; let title: String; let message: String }
        let state: String
        /// What the user must do before uploads go on.
        let warning: String?
        let localOnly: Bool
        let counts: String?
        let failures: [Failure]
        let hasFailures: Bool
        let rootFolder: String
        let clientID: String
        let hasSavedSecret: Bool
        /// The connect form's button, when there is a form to show.
        let connectLabel: String?
        let isConnected: Bool
        let canChangeFolder: Bool
        let canRetry: Bool
    }

    /// What the settings page says after a redirect, by the `drive` query parameter.
    enum Notice: String {
        case connected = "koblet"
        case disconnected = "frakoblet"
        case disconnectedHere = "frakoblet-lokalt"
        case retried = "igjen"

        func text(count: Int) -> String {
            switch self {
            case .connected: Language.current.words(.driveConnected(count: count))
            case .disconnected: Language.current.words(.driveDisconnected)
            case .disconnectedHere: Language.current.words(.driveDisconnectedHereOnly)
            case .retried: Language.current.words(.filesPutBackInQueue(count: count))
            }
        }

        func location(count: Int? = nil) -> String {
            "/innstillinger?drive=\(rawValue)" + (count.map { "&antall=\($0)" } ?? "")
        }
    }

    static func notice(of request: Request) -> String? {
        let query = request.uri.queryParameters
        return query["drive"].flatMap { Notice(rawValue: String($0)) }?.text(count: query["antall"].flatMap { Int($0) } ?? 0)
    }

    struct ConnectForm: Decodable {
        var clientId: String?
        var clientSecret: String?
        var root: String?
        var passphrase: String?
    }

    struct FolderForm: Decodable { var root: String? }

    func add(to router: Router<WebRequestContext>, locked: RouterGroup<WebRequestContext>) {
        locked.post("innstillinger/drive/koble-til") { request, context in try await connect(request, context) }
        locked.post("innstillinger/drive/koble-fra") { request, context in try await disconnect(request, context) }
        locked.post("innstillinger/drive/prov-igjen") { request, context in try await retry(request, context) }
        locked.post("innstillinger/drive/mappe") { request, context in try await setFolder(request, context) }
        // Not behind the session middleware: coming back from Google's site, the browser
        // leaves the SameSite=Strict cookie behind. The sign-in's state names the session.
        router.get(RouterPath(Self.callbackPath)) { request, context in try await callback(request, context) }
    }

    static func section(_ drive: LibraryDrive, queue library: Library) throws -> Section {
        let state = try drive.state()
        let counts = try library.uploadCounts()
        let failures = try library.uploadFailures()
        let waiting = counts.queued + counts.uploading
        let client = try? drive.client()
        let showCounts = state != .notConnected || counts.done + waiting + counts.failed > 0
        return Section(
            state: state.label, warning: state.warning, localOnly: state == .notConnected,
            counts: showCounts ? Language.current.words(.uploadCounts(done: counts.done, waiting: waiting, failed: counts.failed)) : nil,
            failures: failures.map { .init(documentID: $0.documentID, title: $0.title, message: $0.message) },
            hasFailures: !failures.isEmpty,
            rootFolder: try drive.rootFolderName(),
            clientID: client?.id ?? "",
            hasSavedSecret: client?.hasSecret == true,
            connectLabel: state == .notConnected ? Language.current.words(.connectGoogleDrive)
                : state == .reconnectNeeded ? Language.current.words(.connectAgain) : nil,
            isConnected: state != .notConnected,
            canChangeFolder: state == .connected || state == .quotaExceeded,
            canRetry: state != .notConnected && (counts.failed > 0 || state == .quotaExceeded))
    }

    // MARK: Connecting

    private func connect(_ request: Request, _ context: WebRequestContext) async throws -> Response {
        let session = try context.requireSession()
        let form = try await request.form(ConnectForm.self, postedIn: session)
        guard let host = Self.loopbackHost(of: request) else {
            return try refuse(context, Language.current.words(.connectFromThisMachine))
        }
        let settings = SettingsRoutes(services: services)
        return try await services.confirming(form.passphrase, in: session, from: context.client,
                                             refused: { try settings.page(context, error: $0, status: $1).response }) { confirmed in
            let drive = services.drive(session)
            do {
                try drive.chooseClient(id: form.clientId ?? "", secret: form.clientSecret, rootFolder: form.root)
                let signIn = try drive.beginConnection(redirectURI: "http://\(host)\(Self.callbackPath)", confirmed: confirmed)
                await services.driveSignIns.keep(signIn, for: session.token)
                return Response.redirect(to: signIn.url.absoluteString, type: .normal)
            } catch {
                return try refuse(context, Self.message(for: error))
            }
        }
    }

    /// Google's answer: finishes the sign-in it belongs to, for the session that started it.
    private func callback(_ request: Request, _ context: WebRequestContext) async throws -> Response {
        guard await services.library.current() != nil else { return Response.redirect(to: "/velkommen", type: .found) }
        let query = Dictionary(request.uri.queryParameters.map { (String($0.key), String($0.value)) },
                               uniquingKeysWith: { first, _ in first })
        var browserSession: Session?
        if let token = request.cookies[SessionMiddleware.cookieName]?.value {
            browserSession = await services.sessions.session(token)
        }
        let signIn = await services.driveSignIns.take(state: query["state"] ?? "")
        var session = browserSession
        if let signIn { session = await services.sessions.session(signIn.sessionToken) ?? browserSession }
        guard let session else { return Response.redirect(to: "/unlock", type: .found) }
        var context = context
        context.session = session
        guard let signIn, signIn.sessionToken == session.token else {
            return try refuse(context, Language.current.words(.googleAnswerNotWaiting))
        }
        let queued: Int
        do {
            queued = try await services.drive(session).finishConnection(signIn.request, redirectQuery: query)
        } catch {
            return try refuse(context, Self.message(for: error))
        }
        services.driveSync.wake()
        if browserSession?.token == session.token {
            return Response.redirect(to: Notice.connected.location(count: queued), type: .normal)
        }
        // A redirect would arrive without the cookie too, at the lock: the page is shown here.
        return try SettingsRoutes(services: services).page(context, notice: Notice.connected.text(count: queued), error: nil).response
    }

    // MARK: Once connected

    private func disconnect(_ request: Request, _ context: WebRequestContext) async throws -> Response {
        let drive = try await checkedDrive(request, context)
        do {
            switch try await drive.disconnect() {
            case .revoked: return Response.redirect(to: Notice.disconnected.location(), type: .normal)
            case .forgottenHereOnly: return Response.redirect(to: Notice.disconnectedHere.location(), type: .normal)
            }
        } catch {
            return try refuse(context, Self.message(for: error))
        }
    }

    private func retry(_ request: Request, _ context: WebRequestContext) async throws -> Response {
        let count = try await checkedDrive(request, context).retryFailed()
        services.driveSync.wake()
        return Response.redirect(to: Notice.retried.location(count: count), type: .normal)
    }

    private func setFolder(_ request: Request, _ context: WebRequestContext) async throws -> Response {
        let session = try context.requireSession()
        let form = try await request.form(FolderForm.self, postedIn: session)
        do {
            try services.drive(session).setRootFolderName(form.root ?? "")
        } catch {
            return try refuse(context, Self.message(for: error))
        }
        return Response.redirect(to: "/innstillinger?lagret=1", type: .normal)
    }

    private func checkedDrive(_ request: Request, _ context: WebRequestContext) async throws -> LibraryDrive {
        let session = try context.requireSession()
        _ = try await request.form(ConfirmationForm.self, postedIn: session)
        return services.drive(session)
    }

    // MARK: Helpers

    private func refuse(_ context: WebRequestContext, _ message: String) throws -> Response {
        try SettingsRoutes(services: services).page(context, error: message, status: .badRequest).response
    }

    /// The user's words for what went wrong, never a stack trace or a token.
    static func message(for error: any Error) -> String {
        ProblemWords.message(for: error, english: Language.current == .english)
            ?? Language.current.words(.driveSomethingWentWrong)
    }

    /// The Host the browser used, if it is this machine: Google sends an installed app's
    /// sign-in back only to a loopback address.
    static func loopbackHost(of request: Request) -> String? {
        // The HTTP/1 server moves Host into `authority`; the test router leaves it a header.
        guard let host = request.headers[hostField] ?? request.head.authority,
              host.wholeMatch(of: /(?i)(127\.0\.0\.1|localhost|\[::1\])(:[0-9]{1,5})?/) != nil
        else { return nil }
        return host
    }

    /// `scheme://host:port`, as a content security policy names a source.
    static func origin(of url: URL) -> String {
        var components = URLComponents()
        components.scheme = url.scheme
        components.host = url.host
        components.port = url.port
        return components.string ?? ""
    }
}

/// Sign-ins sent to Google and not yet back, by their `state`. Each belongs to the session
/// that started it, is good for one answer, and lasts ten minutes.
actor DriveSignIns {
    static let lifetime: TimeInterval = 600

    struct SignIn: Sendable {
        let request: DriveSignIn
        let sessionToken: String
        let started: Date
    }

    private var waiting: [String: SignIn] = [:]
    private let now: @Sendable () -> Date

    init(now: @escaping @Sendable () -> Date = Date.init) {
        self.now = now
    }

    func keep(_ request: DriveSignIn, for sessionToken: String) {
        let now = now()
        waiting = waiting.filter { now.timeIntervalSince($0.value.started) <= Self.lifetime }
        waiting[request.state] = SignIn(request: request, sessionToken: sessionToken, started: now)
    }

    func take(state: String) -> SignIn? {
        guard let signIn = waiting.removeValue(forKey: state),
              now().timeIntervalSince(signIn.started) <= Self.lifetime else { return nil }
        return signIn
    }
}
