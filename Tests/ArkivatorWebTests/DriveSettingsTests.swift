import ArkivatorCore
import ArkivatorDrive
import ArkivatorStore
import ArkivatorTestSupport
import Foundation
import Hummingbird
import HummingbirdTesting
import Testing

@testable import ArkivatorWeb

@Suite("Google Drive on the settings page")
struct DriveSettingsTests {
    struct Fixture: Sendable {
        let services: WebServices
        let clock: ManualClock
        let database: ArchiveDatabase
        let cookie: String
        let csrf: String
        let documentID: Int64

        var account: DriveAccount { DriveAccount(database: database, environment: services.configuration.environment) }
    }

    /// An unlocked session over a library with one letter. The environment is the app's
    /// whole world of `ARKIVATOR_GOOGLE_*`, so the machine's own settings never leak in.
    func withDrive(environment: [String: String] = [:],
                   _ body: @escaping @Sendable (any TestClientProtocol, Fixture) async throws -> Void) async throws {
        try await withNewLibrary { library, database in
            let id = try database.saveNewDocument(Document(
                title: "2025-03-04 Epikrise <b>hjerte</b>", docType: .epikrise, documentDate: CalendarDate(iso: "2025-03-04"),
                text: "Hjertesvikt.", scanDate: Date()))
            let clock = ManualClock()
            let services = try await makeTestServices(WebConfiguration(library: library, appVersion: "test", environment: environment),
                                                      clock: clock)
            let session = await services.openSession(try unlockedLibrary(library))
            let fixture = Fixture(services: services, clock: clock, database: database,
                                  cookie: "arkivator_session=\(session.token)", csrf: session.csrfToken, documentID: id)
            try await Application(router: buildRouter(services)).testAsBrowser { client in try await body(client, fixture) }
        }
    }

    func get(_ client: any TestClientProtocol, _ uri: String, _ fixture: Fixture) async throws -> TestResponse {
        try await client.execute(uri: uri, method: .get, headers: [.cookie: fixture.cookie])
    }

    func post(_ client: any TestClientProtocol, _ uri: String, _ form: String, _ fixture: Fixture,
              host: String = "127.0.0.1:8080") async throws -> TestResponse {
        try await client.execute(uri: uri, method: .post,
                                 headers: [.cookie: fixture.cookie, .contentType: "application/x-www-form-urlencoded",
                                           DriveSettingsRoutes.hostField: host],
                                 body: ByteBuffer(string: "csrf=\(fixture.csrf)&" + form))
    }

    func query(of location: String?) throws -> [String: String] {
        let items = try #require(location.flatMap(URLComponents.init(string:))?.queryItems)
        return Dictionary(items.map { ($0.name, $0.value ?? "") }, uniquingKeysWith: { first, _ in first })
    }

    @Test("not connected: Drive comes first on the settings page, with the form to connect")
    func notConnected() async throws {
        try await withDrive { client, fixture in
            let page = try await get(client, "/innstillinger", fixture)
            let html = String(buffer: page.body)
            #expect(page.status == .ok)
            #expect(html.contains("Ikke koblet til"))
            #expect(html.contains("action=\"/innstillinger/drive/koble-til\"") && html.contains("name=\"clientId\""))
            #expect(html.contains("name=\"clientSecret\" type=\"password\""))
            #expect(html.contains("value=\"Helsedokumenter\"") && html.contains("Koble til Google Drive"))
            #expect(!html.contains("Koble fra"))
            let drive = try #require(html.range(of: "<h2 id=\"drive\">"))
            let lock = try #require(html.range(of: "<h2 id=\"lock\">"))
            #expect(drive.lowerBound < lock.lowerBound)
            #expect(page.headers[.contentSecurityPolicy]?.contains("form-action 'self' https://accounts.google.com") == true)
        }
    }

    @Test("connecting is refused from a host Google would not send the browser back to",
          arguments: ["arkivator.lan:8080", "192.168.1.20:8080", "127.0.0.1.example.com", "localhost.example.com:8080"])
    func remoteHost(host: String) async throws {
        try await withDrive { client, fixture in
            let response = try await post(client, "/innstillinger/drive/koble-til", "clientId=klient&root=Helse&passphrase=" + formPassphrase, fixture, host: host)
            #expect(response.status == .badRequest)
            #expect(String(buffer: response.body).contains(
                "Koble til fra nettleseren på maskinen som kjører Arkivator, eller kjør «arkivator drive connect»."))
            #expect(try fixture.account.client() == nil)
        }
    }

    @Test("from a loopback host the browser goes to Google, with PKCE and the drive.file scope",
          arguments: ["127.0.0.1:8080", "localhost:8080", "[::1]:8080"])
    func connectRedirects(host: String) async throws {
        try await withDrive { client, fixture in
            let response = try await post(client, "/innstillinger/drive/koble-til",
                                          "clientId=klient-123&clientSecret=hemmelig&root=Familiens+helse&passphrase=" + formPassphrase, fixture, host: host)
            #expect(response.status == .seeOther)
            let location = try #require(response.headers[.location])
            #expect(location.hasPrefix("https://accounts.google.com/o/oauth2/v2/auth?"))
            let query = try query(of: location)
            #expect(query["code_challenge_method"] == "S256")
            #expect(query["scope"] == "https://www.googleapis.com/auth/drive.file")
            #expect(query["redirect_uri"] == "http://\(host)/innstillinger/drive/tilbake")
            #expect(query["client_id"] == "klient-123")
            #expect(try fixture.account.client() == OAuthClientConfiguration(clientID: "klient-123", clientSecret: "hemmelig"))
            #expect(try fixture.account.rootFolderName() == "Familiens helse")
        }
    }

    @Test("connecting asks for the passphrase again: without it the browser stays and nothing is saved")
    func connectNeedsPassphrase() async throws {
        try await withDrive { client, fixture in
            for (failures, form) in ["clientId=klient&root=Helse", "clientId=klient&root=Helse&passphrase=feil+frase"].enumerated() {
                let response = try await post(client, "/innstillinger/drive/koble-til", form, fixture)
                #expect(response.status == .unauthorized)
                #expect(String(buffer: response.body).contains("Feil passordfrase."))
                #expect(try fixture.account.client() == nil)
                await fixture.clock.waitOutBackOff(afterFailures: failures + 1)
            }
        }
    }

    @Test("a secret left empty keeps the one saved for the same client")
    func keepsSecret() async throws {
        try await withDrive { client, fixture in
            try fixture.account.saveClient(OAuthClientConfiguration(clientID: "klient", clientSecret: "s3kret-verdi"))
            let page = String(buffer: try await get(client, "/innstillinger", fixture).body)
            #expect(page.contains("value=\"klient\"") && page.contains("La feltet stå tomt for å beholde den lagrede."))
            #expect(!page.contains("s3kret-verdi"))
            let response = try await post(client, "/innstillinger/drive/koble-til", "clientId=klient&clientSecret=&root=Helse&passphrase=" + formPassphrase, fixture)
            #expect(response.status == .seeOther)
            #expect(try fixture.account.client()?.clientSecret == "s3kret-verdi")
        }
    }

    @Test("an answer with an unknown state is refused")
    func unknownState() async throws {
        try await withDrive { client, fixture in
            let refused = try await get(client, "/innstillinger/drive/tilbake?code=kode&state=ukjent", fixture)
            #expect(refused.status == .badRequest)
            #expect(String(buffer: refused.body).contains("Svaret fra Google hørte ikke til en innlogging som venter."))
            let anonymous = try await client.execute(uri: "/innstillinger/drive/tilbake?code=kode&state=ukjent", method: .get)
            #expect(anonymous.status == .found && anonymous.headers[.location] == "/unlock")
            #expect(try fixture.account.state() == .notConnected)
        }
    }

    @Test("access to renew: a warning on the settings page and on the library, and a form to connect again")
    func reconnectNeeded() async throws {
        try await withDrive { client, fixture in
            try fixture.account.connect(refreshToken: "x")
            try fixture.database.updateSettings { $0.drive.state = .reconnectNeeded }
            let settings = String(buffer: try await get(client, "/innstillinger", fixture).body)
            #expect(settings.contains("Tilgangen til Google Drive må fornyes. Ingenting i køen er tapt."))
            #expect(settings.contains("Koble til på nytt") && settings.contains("Koble fra"))
            let library = String(buffer: try await get(client, "/", fixture).body)
            #expect(library.contains("Tilgangen til Google Drive må fornyes.") && library.contains("href=\"/innstillinger\""))
        }
    }

    @Test("Drive full: a warning on both pages, and «Prøv igjen»")
    func quotaExceeded() async throws {
        try await withDrive { client, fixture in
            try fixture.account.connect(refreshToken: "x")
            try fixture.database.updateSettings { $0.drive.state = .quotaExceeded }
            let settings = String(buffer: try await get(client, "/innstillinger", fixture).body)
            #expect(settings.contains("Google Drive er full. Frigjør plass og trykk «Prøv igjen»."))
            #expect(settings.contains("action=\"/innstillinger/drive/prov-igjen\""))
            #expect(!settings.contains("Koble til på nytt"))
            let library = String(buffer: try await get(client, "/", fixture).body)
            #expect(library.contains("Google Drive er full."))
        }
    }

    @Test("a failed upload is listed with its title escaped, and «Prøv igjen» puts it back in the queue")
    func retry() async throws {
        try await withDrive { client, fixture in
            try fixture.account.connect(refreshToken: "x")
            let database = fixture.database
            try database.enqueueUploads(of: fixture.documentID, kinds: [.docx])
            let job = try #require(try database.nextUploadJob())
            try database.markUploading(job)
            try database.recordUploadFailure(job, message: "Google Drive svarte med feil 500.", retryAt: nil, attemptLimit: 5)

            let before = try database.uploadCounts()
            let settings = String(buffer: try await get(client, "/innstillinger", fixture).body)
            #expect(settings.contains("0 filer lastet opp, \(before.queued) i kø, 1 feilet"))
            #expect(settings.contains("Epikrise &lt;b&gt;hjerte&lt;/b&gt;</a>: Google Drive svarte med feil 500."))
            #expect(!settings.contains("<b>hjerte"))

            let response = try await post(client, "/innstillinger/drive/prov-igjen", "", fixture)
            #expect(response.status == .seeOther)
            #expect(try database.uploadCounts().failed == 0 && database.uploadCounts().queued == before.queued + 1)
            let after = String(buffer: try await get(client, try #require(response.headers[.location]), fixture).body)
            #expect(after.contains("1 fil lagt tilbake i køen."))
        }
    }

    @Test("disconnecting when Google cannot be reached still forgets the keys, and says so")
    func disconnectOffline() async throws {
        try await withDrive(environment: [DriveEndpoints.environmentVariable: "http://127.0.0.1:1"]) { client, fixture in
            try fixture.account.saveClient(OAuthClientConfiguration(clientID: "klient"))
            try fixture.account.connect(refreshToken: "x")
            let response = try await post(client, "/innstillinger/drive/koble-fra", "", fixture)
            #expect(response.status == .seeOther)
            #expect(try fixture.account.state() == .notConnected)
            let page = String(buffer: try await get(client, try #require(response.headers[.location]), fixture).body)
            #expect(page.contains("Google kunne ikke nås for å trekke tilbake tilgangen"))
        }
    }

    @Test("the root folder can be renamed, but not to nothing")
    func folder() async throws {
        try await withDrive { client, fixture in
            try fixture.account.connect(refreshToken: "x")
            let empty = try await post(client, "/innstillinger/drive/mappe", "root=+", fixture)
            #expect(empty.status == .badRequest && String(buffer: empty.body).contains("Mappenavnet kan ikke være tomt."))
            let renamed = try await post(client, "/innstillinger/drive/mappe", "root=Familiepapirer", fixture)
            #expect(renamed.status == .seeOther)
            #expect(try fixture.account.rootFolderName() == "Familiepapirer")
        }
    }

    @Test("«Lagre og last opp» is on offer only while Drive is connected")
    func reviewButton() async throws {
        try await withDrive { client, fixture in
            let local = String(buffer: try await get(client, "/dokumenter/\(fixture.documentID)/rediger", fixture).body)
            #expect(local.contains("value=\"save-upload\" disabled") && local.contains("Opplasting krever at Google Drive er koblet til"))
            try fixture.account.connect(refreshToken: "x")
            let connected = String(buffer: try await get(client, "/dokumenter/\(fixture.documentID)/rediger", fixture).body)
            #expect(connected.contains("value=\"save-upload\">Lagre og last opp"))
            #expect(!connected.contains("Opplasting krever at Google Drive er koblet til"))
        }
    }

    // MARK: The background sync

    @Test("the background sync holds the library from unlocking until it is locked again")
    func syncFollowsTheLock() async throws {
        try await withDrive { client, fixture in
            #expect(await fixture.services.driveSync.isAttached)
            let lock = try await client.execute(uri: "/lock", method: .post,
                                                headers: [.cookie: fixture.cookie, .contentType: "application/x-www-form-urlencoded"],
                                                body: ByteBuffer(string: "csrf=\(fixture.csrf)"))
            #expect(lock.status == .found)
            #expect(await !fixture.services.driveSync.isAttached)
        }
    }

    @Test("the background sync lets go of the library once no session is live", .timeLimit(.minutes(1)))
    func syncLetsGoWhenIdle() async throws {
        try await withNewLibrary { library, database in
            let clock = ManualClock()
            let services = try await makeTestServices(WebConfiguration(library: library, appVersion: "test", idleTimeout: 60,
                                                                       environment: [:]), clock: clock)
            _ = await services.openSession(try unlockedLibrary(library))
            let service = Task { await services.driveSync.run() }
            #expect(await services.driveSync.isAttached)
            clock.advance(by: 61)
            services.driveSync.wake()
            while await services.driveSync.isAttached { try await Task.sleep(for: .milliseconds(20)) }
            service.cancel()
            await service.value
        }
    }

    // MARK: Against a fake Google

    @Test("a whole sign-in through a fake Google, back with and without the cookie, then uploads in the background",
          .timeLimit(.minutes(3)), .tags(.network, .external))
    func fullConnect() async throws {
        let google = try await FakeDriveProcess()
        defer { google.stop() }
        // Retry waits scaled down: a request that URLSession leaves hanging under load costs
        // its 30-second timeout, and Google's full backoff on top would outlast the test.
        let environment = [DriveEndpoints.environmentVariable: google.base.absoluteString, RetryPolicy.baseVariable: "0.01"]
        try await withDrive(environment: environment) { client, fixture in
            /// Sends the browser to the fake's consent, which answers at once; returns the way back.
            func signIn() async throws -> String {
                let start = try await post(client, "/innstillinger/drive/koble-til", "clientId=klient&root=Helse&passphrase=" + formPassphrase, fixture)
                let consent = try #require(start.headers[.location].flatMap(URLComponents.init(string:)))
                #expect(consent.port == google.base.port)
                let answer = try await TestClient.withClient(host: "127.0.0.1", port: google.base.port ?? 0) { google in
                    try await google.get(consent.percentEncodedPath + "?" + (consent.percentEncodedQuery ?? ""))
                }
                #expect(answer.status == .found)
                let back = try #require(answer.headers[.location])
                #expect(back.hasPrefix("http://127.0.0.1:8080/innstillinger/drive/tilbake?"))
                return String(back.dropFirst("http://127.0.0.1:8080".count))
            }

            let sameSite = try await get(client, try await signIn(), fixture)
            #expect(sameSite.status == .seeOther)
            #expect(try fixture.account.state() == .connected)
            let settings = String(buffer: try await get(client, try #require(sameSite.headers[.location]), fixture).body)
            #expect(settings.contains("Koblet til Google Drive. 1 dokument lagt i kø.") && settings.contains("Koble fra"))

            let disconnected = try await post(client, "/innstillinger/drive/koble-fra", "", fixture)
            #expect(disconnected.headers[.location] == "/innstillinger?drive=frakoblet")

            // Back from Google's own site, SameSite=Strict leaves the cookie behind.
            let crossSite = try await client.execute(uri: try await signIn(), method: .get)
            #expect(crossSite.status == .ok)
            #expect(String(buffer: crossSite.body).contains("Koblet til Google Drive."))
            #expect(try fixture.account.state() == .connected)

            let service = Task { await fixture.services.driveSync.run() }
            defer { service.cancel() }
            // The letter's .docx goes up in the background.
            while try fixture.database.uploadCounts().done == 0 { try await Task.sleep(for: .milliseconds(50)) }
            service.cancel()
            await service.value
        }
    }
}
