import ArkivatorCore
import ArkivatorLibrary
import Foundation
import Hummingbird

/// The first visit to a new library: welcome, what happens to the letters, a passphrase, the
/// family, Google Drive (later), and when the app locks itself.
struct OnboardingRoutes {
    let services: WebServices

    struct Page {
        struct Option { let value: Int; let label: String; let selected: Bool }
        let error: String?
        let name: String
        let others: String
        let timeouts: [Option]
    }

    struct WelcomeForm: Decodable {
        var passphrase: String?
        var passphrase2: String?
        var name: String?
        /// One name a line.
        var others: String?
        var timeout: Int?

        var lockTimeout: LockTimeout { timeout.flatMap(LockTimeout.init(rawValue:)) ?? .fiveMinutes }

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
            return try page(error: nil, name: "", others: "", timeout: LockTimeout.fiveMinutes.rawValue).response
        }
        router.post("velkommen") { request, _ in try await create(request) }
    }

    private func page(error: String?, name: String, others: String, timeout: Int,
                      status: HTTPResponse.Status = .ok) throws -> HTMLPage {
        try services.page("welcome", Page(
            error: error, name: name, others: others,
            timeouts: LockTimeout.allCases.map { .init(value: $0.rawValue, label: $0.label, selected: $0.rawValue == timeout) }),
            status: status)
    }

    /// Creates the library with the family typed, or creates nothing: every name is checked
    /// before the library exists, and the passphrase by `Library.create`.
    private func create(_ request: Request) async throws -> Response {
        guard await services.library.current() == nil else { return Response.redirect(to: "/", type: .found) }
        let form = try await request.form(WelcomeForm.self)
        func refuse(_ message: String, _ status: HTTPResponse.Status = .badRequest) throws -> Response {
            try page(error: message, name: form.name ?? "", others: form.others ?? "", timeout: form.lockTimeout.rawValue,
                     status: status).response
        }
        let passphrase = form.passphrase ?? ""
        guard passphrase == form.passphrase2 else {
            return try refuse(UILanguage.current.text("De to passordfrasene er ikke like.", "The two passphrases differ."))
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
            try library.setLockTimeout(TimeInterval(form.lockTimeout.rawValue))
        } catch let error as LibraryError {
            return try refuse(error.text, error.status)
        }
        let session = await services.openSession(library)
        var response = Response.redirect(to: "/", type: .found)
        response.setCookie(services.cookie(SessionMiddleware.cookieName, session.token, path: "/"))
        return response
    }
}
