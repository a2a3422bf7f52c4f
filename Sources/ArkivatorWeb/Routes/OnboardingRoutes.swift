import ArkivatorCore
import ArkivatorLibrary
import Foundation
import HTTPTypes
import Hummingbird

/// The first visit to a new library: welcome, what happens to the letters, a passphrase, the
/// family, Google Drive (later), and when the app locks itself.
struct OnboardingRoutes {
    /// Ties the welcome form to the browser that loaded it (double-submit), since there is no
    /// session yet whose token could.
    static let formCookieName = "arkivator_welcome"

    let services: WebServices

    struct Page {
        struct Option { let value: Int; let label: String; let selected: Bool }
        let csrfToken: String
        let error: String?
        let name: String
        let others: String
        let timeouts: [Option]
    }

    struct WelcomeForm: Decodable {
        var setupCode: String?
        var passphrase: String?
        var passphrase2: String?
        var name: String?
        /// One name a line.
        var others: String?
        var timeout: Int?

        var lockTimeout: LockTime { timeout.flatMap(LockTime.init(rawValue:)) ?? .suggested }

        /// The owner first, then each other name given.
        var family: [NewFamilyMember] {
            [NewFamilyMember(name: name ?? "", relationship: "meg selv")]
                + (others ?? "").split(whereSeparator: \.isNewline)
                .map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
                .map { NewFamilyMember(name: $0, relationship: Library.defaultRelationship) }
        }
    }

    func add(to router: Router<WebRequestContext>) {
        router.get("velkommen") { _, _ -> Response in
            guard await services.library.current() == nil else { return Response.redirect(to: "/", type: .found) }
            return try page(error: nil, name: "", others: "", timeout: LockTime.suggested.rawValue)
        }
        router.post("velkommen") { request, context in try await create(request, client: context.client) }
        router.post("velkommen/gjenopprett") { request, context in try await restore(request, client: context.client) }
    }

    /// The setup code, sent with a backup to restore.
    static let setupCodeHeader = HTTPField.Name("X-Setup-Code")!
    /// A backup is the whole library: photos, pages and files of years.
    static let largestBackup = 64 * 1024 * 1024 * 1024

    struct Restored: Encodable {
        let next: String
        let message: String
    }

    /// A backup restored where there is no library yet. The file is the request's body, streamed
    /// to disk beside the library folder (never whole in memory) and erased afterwards; the
    /// setup code and the welcome form's token come as headers, from the page's script, which
    /// shows the upload's progress. Answers JSON: where to go next, or why not.
    private func restore(_ request: Request, client: ClientKey) async throws -> Response {
        guard await services.library.current() == nil, let setupCode = await services.library.setupCode else {
            return try APIRoutes.error(.conflict, Language.current.words(LibraryError.libraryAlreadyExists(path: services.library.folder.root.path)))
        }
        try CSRF.check(request.headers[CSRF.header], expected: request.cookies[Self.formCookieName]?.value)
        let typed = request.headers[Self.setupCodeHeader] ?? ""
        do {
            try await services.throttle.check(client: client) {
                guard setupCode.matches(typed) else { throw SetupCode.Mismatch() }
            }
        } catch is SetupCode.Mismatch {
            return try APIRoutes.error(.forbidden, Language.current.words(.wrongSetupCode))
        }
        let upload = try BackupUpload(beside: services.library.folder)
        defer { upload.erase() }
        let file = try FileHandle(forWritingTo: upload.file)
        var received = 0
        for try await buffer in request.body {
            received += buffer.readableBytes
            guard received <= Self.largestBackup else {
                try? file.close()
                return try APIRoutes.error(.contentTooLarge, Language.current.words(LibraryError.notABackup))
            }
            try file.write(contentsOf: Data(buffer: buffer))
        }
        try file.close()
        let handle = services.library
        let letters = try await Task.detached { try await handle.restore(from: upload.file) }.value
        var response = try APIRoutes.json(Restored(next: "/unlock", message: Language.current.words(.restoredLetters(letters))))
        response.setCookie(services.cookie(Self.formCookieName, "", path: "/velkommen", maxAge: 0))
        return response
    }

    /// The page with a fresh form token, and the cookie its post must match.
    private func page(error: String?, name: String, others: String, timeout: Int,
                      status: HTTPResponse.Status = .ok) throws -> Response {
        let token = SessionStore.randomToken()
        var response = try services.page("welcome", Page(
            csrfToken: token, error: error, name: name, others: others,
            timeouts: LockTime.allCases.map { .init(value: $0.rawValue, label: $0.label, selected: $0.rawValue == timeout) }),
            status: status).response
        response.setCookie(services.cookie(Self.formCookieName, token, path: "/velkommen"))
        return response
    }

    /// Creates the library with the family typed, or creates nothing: every name is checked
    /// before the library exists, and the passphrase by `Library.create`.
    private func create(_ request: Request, client: ClientKey) async throws -> Response {
        guard await services.library.current() == nil, let setupCode = await services.library.setupCode else {
            return Response.redirect(to: "/", type: .found)
        }
        let form: WelcomeForm
        do {
            form = try await request.form(WelcomeForm.self, csrfExpected: request.cookies[Self.formCookieName]?.value)
        } catch let error as HTTPError where error.status == .forbidden {
            return try page(error: Language.current.words(.formHadExpiredPlease),
                            name: "", others: "", timeout: LockTime.suggested.rawValue, status: .forbidden)
        }
        func refuse(_ message: String, _ status: HTTPResponse.Status = .badRequest) throws -> Response {
            try page(error: message, name: form.name ?? "", others: form.others ?? "", timeout: form.lockTimeout.rawValue,
                     status: status)
        }
        do {
            let typed = form.setupCode ?? ""
            try await services.throttle.check(client: client) {
                guard setupCode.matches(typed) else { throw SetupCode.Mismatch() }
            }
        } catch let refusal as PassphraseThrottle.TooManyAttempts {
            return refusal.telling(try refuse(refusal.message, .tooManyRequests))
        } catch is SetupCode.Mismatch {
            return try refuse(Language.current.words(.wrongSetupCode), .forbidden)
        }
        let passphrase = form.passphrase ?? ""
        guard passphrase == form.passphrase2 else {
            return try refuse(Language.current.words(.twoPassphrasesDiffer))
        }
        let library: Library
        do {
            for member in form.family { _ = try Library.checkedMember(member) }
            let (handle, hardening, version) = (services.library, services.configuration.passphraseHardening, services.configuration.appVersion)
            // Stretching the passphrase takes a good fraction of a second: off the server's threads.
            library = try await Task.detached {
                try await handle.create(passphrase: passphrase, hardening: hardening, appVersion: version)
            }.value
            for member in form.family { try library.addFamilyMember(member) }
            try library.setLockTime(form.lockTimeout)
        } catch let error as LibraryError {
            return try refuse(error.text, error.status)
        }
        let session = await services.openSession(library)
        var response = Response.redirect(to: "/", type: .found)
        response.setCookie(services.cookie(SessionMiddleware.cookieName, session.token, path: "/"))
        response.setCookie(services.cookie(Self.formCookieName, "", path: "/velkommen", maxAge: 0))
        return response
    }
}
