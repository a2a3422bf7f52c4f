import ArkivatorCore
import ArkivatorStore
import ArkivatorTestSupport
import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Testing

@testable import ArkivatorWeb

@Suite("The web app behind its lock")
struct WebAppTests {
    @Test("a CSRF token matches only itself, whatever its length or the place of a difference")
    func csrfComparison() {
        let token = SessionStore.randomToken()
        #expect(CSRF.matches(token, token))
        #expect(!CSRF.matches(String(token.dropLast()) + (token.last == "A" ? "B" : "A"), token))
        #expect(!CSRF.matches((token.first == "A" ? "B" : "A") + token.dropFirst(), token))
        #expect(!CSRF.matches(String(token.dropLast()), token))
        #expect(!CSRF.matches(token + "x", token))
        #expect(!CSRF.matches("", token))
    }

    /// A library with one letter whose text tries to inject a script, and the router over it.
    func withApp(_ body: @escaping @Sendable (any TestClientProtocol, ManualClock) async throws -> Void) async throws {
        try await withNewLibrary { library, database in
            _ = try database.saveNewDocument(Document(
                title: "2025-03-04 Epikrise <script>alert(1)</script>", docType: .epikrise,
                documentDate: CalendarDate(iso: "2025-03-04"), institution: "St. Olavs hospital",
                text: "Hjertesvikt. <script>alert('x')</script> & <b>fet</b>", scanDate: Date()))
            let clock = ManualClock()
            let services = try await makeTestServices(WebConfiguration(library: library, appVersion: "test"), clock: clock)
            let app = Application(router: buildRouter(services))
            try await app.testAsBrowser { client in try await body(client, clock) }
        }
    }

    /// Loads the unlock form and posts the passphrase; returns the session cookie, if one was set.
    func unlock(_ client: any TestClientProtocol, passphrase: String = testPassphrase) async throws -> (HTTPResponse.Status, String?) {
        let form = try await client.execute(uri: "/unlock", method: .get)
        let html = String(buffer: form.body)
        let token = try #require(html.firstMatch(of: /name="csrf" value="([^"]+)"/)?.1)
        let formCookie = try #require(form.headers[values: .setCookie].first { $0.hasPrefix("arkivator_unlock=") })
        let body = "csrf=\(token)&passphrase=\(passphrase.addingPercentEncoding(withAllowedCharacters: .alphanumerics)!)"
        let response = try await client.execute(
            uri: "/unlock", method: .post,
            headers: [.contentType: "application/x-www-form-urlencoded", .cookie: String(formCookie.prefix { $0 != ";" })],
            body: ByteBuffer(string: body))
        let session = response.headers[values: .setCookie].first { $0.hasPrefix("arkivator_session=") && !$0.hasPrefix("arkivator_session=;") }
        return (response.status, session.map { String($0.prefix { $0 != ";" }) })
    }

    @Test("the unlock that finishes a change of keys tells its own page, and no other, how far the sealing has come")
    func sealingProgress() async throws {
        let newPassphrase = "helt ny passordfrase her"
        try await withLibraryFolder { library in
            do {
                let database = try ArchiveDatabase.create(library, passphrase: testPassphrase, hardening: cheapHardening)
                _ = try database.saveNewDocument(Document(title: "2025-03-04 Epikrise", docType: .epikrise,
                                                          documentDate: CalendarDate(iso: "2025-03-04"), institution: "St. Olavs hospital",
                                                          text: "Hjertesvikt.", scanDate: Date()))
            }
            try ArchiveDatabase.open(library).changePassphrase(from: testPassphrase, to: newPassphrase, hardening: cheapHardening)
            let services = try await makeTestServices(WebConfiguration(library: library, appVersion: "test"))
            try await Application(router: buildRouter(services)).testAsBrowser { client in
                let unlockForm = try await client.execute(uri: "/unlock", method: .get)
                let html = String(buffer: unlockForm.body)
                #expect(html.contains("data-progress-url=\"/unlock/fremdrift\"") && html.contains("id=\"key-change-progress\""))
                let token = try #require(html.firstMatch(of: /name="csrf" value="([^"]+)"/)?.1)
                let formCookie = "arkivator_unlock=\(token)"
                let before = try await client.execute(uri: "/unlock/fremdrift", method: .get, headers: [.cookie: formCookie])
                #expect(before.status == .notFound)

                let opened = try await client.execute(
                    uri: "/unlock", method: .post, headers: [.contentType: "application/x-www-form-urlencoded", .cookie: formCookie],
                    body: ByteBuffer(string: "csrf=\(token)&passphrase=\(newPassphrase.addingPercentEncoding(withAllowedCharacters: .alphanumerics)!)"))
                #expect(opened.status == .found && opened.headers[.location] == "/", "\(opened.status)")
                let stranger = try await client.execute(uri: "/unlock/fremdrift", method: .get, headers: [.cookie: "arkivator_unlock=en-annen"])
                #expect(stranger.status == .notFound)
                let progress = try await client.execute(uri: "/unlock/fremdrift", method: .get, headers: [.cookie: formCookie])
                #expect(progress.status == .ok && progress.headers[.cacheControl] == "no-store")
                let figures = try JSONDecoder().decode([String: Int].self, from: Data(String(buffer: progress.body).utf8))
                #expect((figures["total"] ?? 0) > 0 && figures["done"] == figures["total"], "\(figures)")
                let afterwards = try await client.execute(uri: "/unlock/fremdrift", method: .get, headers: [.cookie: formCookie])
                #expect(afterwards.status == .notFound, "the last figure is told once")
            }
        }
    }

    @Test("without a session every page goes to the unlock page and every API call gets 401")
    func locked() async throws {
        try await withApp { client, clock in
            for path in ["/", "/dokumenter/1", "/dokumenter/1/last-ned/docx"] {
                let response = try await client.execute(uri: path, method: .get)
                #expect(response.status == .found && response.headers[.location] == "/unlock", "\(path)")
            }
            let api = try await client.execute(uri: "/api/v1/documents", method: .get)
            #expect(api.status == .unauthorized)
            let forged = try await client.execute(uri: "/", method: .get, headers: [.cookie: "arkivator_session=gjetting"])
            #expect(forged.status == .found)
        }
    }

    @Test("a wrong passphrase is refused; the right one opens a strict, HttpOnly session")
    func unlocking() async throws {
        try await withApp { client, clock in
            let (wrongStatus, wrongCookie) = try await unlock(client, passphrase: "feil")
            #expect(wrongStatus == .unauthorized && wrongCookie == nil)
            await clock.waitOutBackOff(afterFailures: 1)
            let form = try await client.execute(uri: "/unlock", method: .get)
            let cookies = form.headers[values: .setCookie].joined()
            #expect(cookies.contains("HttpOnly") && cookies.contains("SameSite=Strict"))
            let (status, session) = try await unlock(client)
            #expect(status == .found)
            #expect(session != nil)
        }
    }

    @Test("a letter's text is shown as text, never as markup, and pages are not cached")
    func escapes() async throws {
        try await withApp { client, clock in
            let session = try #require(try await unlock(client).1)
            let library = try await client.execute(uri: "/", method: .get, headers: [.cookie: session])
            #expect(library.status == .ok)
            let html = String(buffer: library.body)
            #expect(html.contains("Epikrise &lt;script&gt;alert(1)&lt;/script&gt;"))
            #expect(!html.contains("<script>"))
            #expect(library.headers[.cacheControl] == "no-store")
            #expect(library.headers[.contentSecurityPolicy]?.contains("script-src 'self'") == true)

            let detail = try await client.execute(uri: "/dokumenter/1", method: .get, headers: [.cookie: session])
            let detailHTML = String(buffer: detail.body)
            #expect(detailHTML.contains("&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt; &amp; &lt;b&gt;fet&lt;/b&gt;")
                    || detailHTML.contains("&lt;script&gt;alert(&#x27;x&#x27;)&lt;/script&gt;"))
            #expect(!detailHTML.contains("<script>"))

            let search = try await client.execute(uri: "/?q=hjertesvikt", method: .get, headers: [.cookie: session])
            #expect(String(buffer: search.body).contains("<mark>Hjertesvikt</mark>"))
        }
    }

    @Test("a new library starts with onboarding: passphrase, the family, then the empty library")
    func onboarding() async throws {
        try await withLibraryFolder { library in
            let clock = ManualClock()
            let services = try await makeTestServices(WebConfiguration(library: library, appVersion: "test",
                                                                       passphraseHardening: cheapHardening), clock: clock)
            try await Application(router: buildRouter(services)).testAsBrowser { client in
                let start = try await client.execute(uri: "/", method: .get)
                #expect(start.status == .found && start.headers[.location] == "/velkommen")
                let api = try await client.execute(uri: "/api/v1/documents", method: .get)
                #expect(api.status == .conflict)
                let welcome = try await client.execute(uri: "/velkommen", method: .get)
                #expect(String(buffer: welcome.body).contains("Om personvern"))

                let short = try await postWelcome(client, services, "passphrase=kort&passphrase2=kort&name=Kari&timeout=60")
                #expect(short.status == .badRequest)
                #expect(String(buffer: short.body).contains("minst 8 tegn"))

                let wrongCode = try await postWelcome(client, services, "passphrase=lang+nok+frase&passphrase2=lang+nok+frase&name=Kari&timeout=60",
                                                      setupCode: "00000000")
                #expect(wrongCode.status == .forbidden)
                #expect(String(buffer: wrongCode.body).contains("Feil oppstartskode"))
                await clock.waitOutBackOff(afterFailures: 1)
                let created = try await postWelcome(
                    client, services, "passphrase=lang+nok+frase&passphrase2=lang+nok+frase&name=Kari+Nordmann&others=Ola%0D%0AJonas&timeout=60")
                #expect(created.status == .found)
                let session = try #require(created.headers[values: .setCookie].first { $0.hasPrefix("arkivator_session=") })
                let library = try await client.execute(uri: "/", method: .get, headers: [.cookie: String(session.prefix { $0 != ";" })])
                let html = String(buffer: library.body)
                #expect(html.contains("Ingen brev her ennå"))
                for name in ["Kari Nordmann", "Ola", "Jonas"] { #expect(html.contains(name)) }
                let again = try await client.execute(uri: "/velkommen", method: .get)
                #expect(again.status == .found)
        }
        let database = try ArchiveDatabase.open(library).unlocked(passphrase: "lang nok frase")
        #expect(try database.familyMembers().map(\.name) == ["Kari Nordmann", "Ola", "Jonas"])
        #expect(try database.settings().lockTimeout == 60)
        }
    }

    @Test("the API lists and returns documents as JSON once unlocked")
    func api() async throws {
        try await withApp { client, clock in
            let session = try #require(try await unlock(client).1)
            let list = try await client.execute(uri: "/api/v1/documents?q=hjertesvikt", method: .get, headers: [.cookie: session])
            #expect(list.status == .ok)
            let json = try JSONSerialization.jsonObject(with: Data(buffer: list.body)) as? [String: Any]
            let documents = try #require(json?["documents"] as? [[String: Any]])
            #expect(documents.count == 1 && documents.first?["docType"] as? String == "epikrise")
            let timing = try #require(list.headers[HTTPField.Name("Server-Timing")!])
            let milliseconds = try #require(Double(timing.replacingOccurrences(of: "search;dur=", with: "")), "\(timing)")
            #expect(milliseconds >= 0 && milliseconds < 60_000)
            let one = try await client.execute(uri: "/api/v1/documents/1", method: .get, headers: [.cookie: session])
            #expect(String(buffer: one.body).contains("\"institution\":\"St. Olavs hospital\""))
            let missing = try await client.execute(uri: "/api/v1/documents/99", method: .get, headers: [.cookie: session])
            #expect(missing.status == .notFound)
        }
    }
}
