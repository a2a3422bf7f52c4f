import ArkivatorArchive
import ArkivatorCore
import ArkivatorStore
import Foundation
import Hummingbird

/// Google Drive, the lock, the cloud-assistant choice, a backup, and erasing everything.
struct SettingsRoutes {
    let services: WebServices
    static let eraseConfirmation = "SLETT"

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
    }

    func add(to group: RouterGroup<WebRequestContext>) {
        group.get("innstillinger") { request, context in
            try page(context, saved: request.uri.queryParameters["lagret"] != nil,
                     notice: DriveSettingsRoutes.notice(of: request), error: nil)
        }
        group.post("innstillinger/laas") { request, context in try await saveLock(request, context) }
        group.get("innstillinger/sikkerhetskopi") { _, context in try backup(context) }
        group.post("innstillinger/slett-alt") { request, context in try await erase(request, context) }
        group.post("innstillinger/nokler") { request, context in try await createToken(request, context) }
        group.post("innstillinger/nokler/:id/slett") { request, context in try await revokeToken(request, context) }
    }

    private func createToken(_ request: Request, _ context: WebRequestContext) async throws -> Response {
        let session = try context.requireSession()
        let fields = try await formFields(of: request, postedIn: session)
        let label = (fields["label"] ?? "").trimmingCharacters(in: .whitespacesAndNewlines)
        let token = try session.archive.database.createAPIToken(label: label.isEmpty ? "Nøkkel" : label)
        return try page(context, saved: false, error: nil, newToken: token).response
    }

    private func revokeToken(_ request: Request, _ context: WebRequestContext) async throws -> Response {
        let session = try context.requireSession()
        _ = try await formFields(of: request, postedIn: session)
        guard let id = Int64(try context.parameters.require("id")) else { throw HTTPError(.notFound) }
        try session.archive.database.revokeAPIToken(id: id)
        return Response.redirect(to: "/innstillinger?lagret=1", type: .normal)
    }

    func page(_ context: WebRequestContext, saved: Bool = false, notice: String? = nil, error: String?,
              newToken: String? = nil, status: HTTPResponse.Status = .ok) throws -> HTMLPage {
        let session = try context.requireSession()
        let current = Int(LockTimeout.stored(in: session.archive.database) ?? services.configuration.idleTimeout)
        var page = try services.page("settings", SettingsPage(
            csrfToken: session.csrfToken,
            drive: try DriveSettingsRoutes.section(services.driveAccount(session)),
            timeouts: LockTimeout.allCases.map { .init(value: $0.rawValue, label: $0.label, selected: $0.rawValue == current) },
            saved: saved, notice: notice, error: error, confirmation: Self.eraseConfirmation,
            tokens: try session.archive.database.apiTokens().map {
                .init(id: $0.id, label: $0.label, created: CalendarDate($0.createdAt).norwegianNumeric)
            },
            newToken: newToken), status: status)
        page.contentSecurityPolicy = SecurityHeadersMiddleware.contentSecurityPolicy(
            formActions: [DriveSettingsRoutes.origin(of: services.driveEndpoints.authorization)])
        return page
    }

    private func saveLock(_ request: Request, _ context: WebRequestContext) async throws -> Response {
        let session = try context.requireSession()
        let fields = try await formFields(of: request, postedIn: session)
        guard let timeout = fields["timeout"].flatMap(Int.init).flatMap(LockTimeout.init(rawValue:))
        else { throw HTTPError(.badRequest) }
        try session.archive.database.updateSettings { $0.lockTimeout = TimeInterval(timeout.rawValue) }
        return Response.redirect(to: "/innstillinger?lagret=1", type: .normal)
    }

    private func backup(_ context: WebRequestContext) throws -> Response {
        let session = try context.requireSession()
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("arkivator-backup-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true,
                                                attributes: [.posixPermissions: 0o700])
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("arkivator.zip")
        try LibraryBackup.write(session.archive.library, database: session.archive.database,
                                appVersion: services.configuration.appVersion, to: file)
        var headers = HTTPFields()
        headers[.contentType] = "application/zip"
        headers[.contentDisposition] = "attachment; filename=\"arkivator-sikkerhetskopi-\(CalendarDate.today.iso).zip\""
        return Response(status: .ok, headers: headers, body: .init(byteBuffer: ByteBuffer(bytes: try Data(contentsOf: file))))
    }

    private func erase(_ request: Request, _ context: WebRequestContext) async throws -> Response {
        let session = try context.requireSession()
        let fields = try await formFields(of: request, postedIn: session)
        guard fields["confirm"]?.trimmingCharacters(in: .whitespaces) == Self.eraseConfirmation else {
            return try page(context, saved: false, error: UILanguage.current.text("Skriv \(Self.eraseConfirmation) for å bekrefte.", "Type \(Self.eraseConfirmation) to confirm."), status: .badRequest).response
        }
        await services.sessions.closeAll()
        await services.driveSync.detach()
        try await services.library.erase()
        var response = Response.redirect(to: "/velkommen", type: .normal)
        response.setCookie(services.cookie(SessionMiddleware.cookieName, "", path: "/", maxAge: 0))
        return response
    }
}
