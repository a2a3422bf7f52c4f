import ArkivatorCore
import ArkivatorStore
import Foundation
import Hummingbird

/// The first visit to a new library: welcome, what happens to the letters, a passphrase, the
/// family, Google Drive (later), and when the app locks itself.
struct OnboardingRoutes {
    let services: WebServices
    static let minimumPassphraseLength = 8

    struct Page {
        struct Option { let value: Int; let label: String; let selected: Bool }
        let error: String?
        let name: String
        let others: String
        let timeouts: [Option]
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

    private func create(_ request: Request) async throws -> Response {
        guard await services.library.current() == nil else { return Response.redirect(to: "/", type: .found) }
        let fields = try await formFields(of: request)
        let passphrase = fields["passphrase"] ?? ""
        let name = (fields["name"] ?? "").trimmingCharacters(in: .whitespacesAndNewlines)
        let others = fields["others"] ?? ""
        let timeout = fields["timeout"].flatMap(Int.init).flatMap(LockTimeout.init(rawValue:)) ?? .fiveMinutes
        func refuse(_ message: String) throws -> Response {
            try page(error: message, name: name, others: others, timeout: timeout.rawValue, status: .badRequest).response
        }
        guard passphrase.count >= Self.minimumPassphraseLength else {
            return try refuse(UILanguage.current.text("Passordfrasen må ha minst \(Self.minimumPassphraseLength) tegn. Flere ord er lettere å huske og vanskeligere å gjette.", "The passphrase needs at least \(Self.minimumPassphraseLength) characters. Several words are easier to remember and harder to guess."))
        }
        guard passphrase == fields["passphrase2"] else { return try refuse(UILanguage.current.text("De to passordfrasene er ikke like.", "The two passphrases differ.")) }
        guard !name.isEmpty else { return try refuse(UILanguage.current.text("Skriv navnet ditt, så brevene dine havner hos deg.", "Enter your name, so that your letters find you.")) }

        let hardening = services.configuration.passphraseHardening
        let library = services.library
        let database = try await Task.detached { try await library.create(passphrase: passphrase, hardening: hardening) }.value
        _ = try database.addFamilyMember(FamilyMember(name: name, relationship: "meg selv"))
        for other in others.split(whereSeparator: \.isNewline).map({ $0.trimmingCharacters(in: .whitespaces) }) where !other.isEmpty {
            _ = try database.addFamilyMember(FamilyMember(name: other, relationship: "familie"))
        }
        try database.updateSettings { $0.lockTimeout = TimeInterval(timeout.rawValue) }
        let session = await services.openSession(database)
        var response = Response.redirect(to: "/", type: .found)
        response.setCookie(services.cookie(SessionMiddleware.cookieName, session.token, path: "/"))
        return response
    }
}
