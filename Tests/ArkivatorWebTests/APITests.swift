import ArkivatorCore
import ArkivatorLibrary
import ArkivatorStore
import ArkivatorTestSupport
import Foundation
import Hummingbird
import HummingbirdTesting
import Testing

@testable import ArkivatorWeb

@Suite("The JSON API and its OpenAPI description")
struct APITests {
    struct Fixture: Sendable {
        let services: WebServices
        let clock: ManualClock
        let database: ArchiveDatabase
        let token: String
        let documentID: Int64
        let kari: Int64
    }

    func withAPI(_ body: @escaping @Sendable (any TestClientProtocol, Fixture) async throws -> Void) async throws {
        try await withNewLibrary { library, database in
            let kari = try database.addFamilyMember(FamilyMember(name: "Kari Nordmann", relationship: "meg selv",
                                                                 fodselsnummer: Fodselsnummer("11028425769")))
            let id = try database.saveNewDocument(Document(
                title: "2025-03-04 Epikrise kardiologi", docType: .epikrise, documentDate: CalendarDate(iso: "2025-03-04"),
                institution: "St. Olavs hospital", personID: kari,
                text: "Pasient: Kari Nordmann, fødselsnr. 110284 25769. Hjertesvikt.", scanDate: Date()))
            let token = try database.createAPIToken(label: "test")
            let clock = ManualClock()
            let services = try await makeTestServices(WebConfiguration(library: library, appVersion: "test"), clock: clock)
            let fixture = Fixture(services: services, clock: clock, database: database, token: token, documentID: id, kari: kari)
            try await Application(router: buildRouter(services)).testAsBrowser { client in try await body(client, fixture) }
        }
    }

    func bearer(_ token: String, json: Bool = false) -> HTTPFields {
        var headers: HTTPFields = [.authorization: "Bearer \(token)"]
        if json { headers[.contentType] = "application/json" }
        return headers
    }

    func object(_ buffer: ByteBuffer) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(buffer: buffer)) as? [String: Any])
    }

    @Test("every API route is in the OpenAPI document, and every documented operation is a route")
    func openAPIMatchesRoutes() async throws {
        try await withAPI { client, fixture in
            let response = try await client.execute(uri: "/api/v1/openapi.json", method: .get)
            #expect(response.status == .ok)
            let document = try object(response.body)
            #expect(document["openapi"] as? String == "3.1.0")
            let paths = try #require(document["paths"] as? [String: [String: Any]])
            let methods: Set<String> = ["get", "post", "patch", "put", "delete"]
            let documented = Set(paths.flatMap { path, item in
                item.keys.filter(methods.contains).map { "\($0.uppercased()) \(path)" }
            })
            let routed = Set(buildRouter(fixture.services).routes.compactMap { route -> String? in
                let path = "/" + route.path.description.split(separator: "/")
                    .map { $0.hasPrefix(":") ? "{\($0.dropFirst())}" : String($0) }.joined(separator: "/")
                return path.hasPrefix("/api/") ? "\(route.method.rawValue) \(path)" : nil
            })
            #expect(documented == routed)
        }
    }

    @Test("a bearer token opens the API; a wrong or revoked one does not")
    func bearerTokens() async throws {
        try await withAPI { client, fixture in
            let list = try await client.execute(uri: "/api/v1/documents", method: .get, headers: bearer(fixture.token))
            #expect(list.status == .ok)
            let wrong = try await client.execute(uri: "/api/v1/documents", method: .get, headers: bearer("ark_feil"))
            #expect(wrong.status == .unauthorized)
            let tokenID = try #require(try fixture.database.apiTokens().first?.id)
            try fixture.database.revokeAPIToken(id: tokenID, passphrase: testPassphrase)
            let revoked = try await client.execute(uri: "/api/v1/documents", method: .get, headers: bearer(fixture.token))
            #expect(revoked.status == .unauthorized)
        }
    }

    @Test("a key cannot make keys; a cookie session makes one only with the passphrase, and the key works")
    func creatingKeys() async throws {
        try await withAPI { client, fixture in
            let body = ByteBuffer(string: #"{"name": "skript", "passphrase": "korrekt hest batteri stift"}"#)
            let underKey = try await client.execute(uri: "/api/v1/keys", method: .post, headers: bearer(fixture.token, json: true), body: body)
            #expect(underKey.status == .forbidden)
            #expect(String(buffer: underKey.body).contains("En API-nøkkel kan ikke lage nye nøkler."))
            #expect(try fixture.database.apiTokens().count == 1)

            let session = await fixture.services.openSession(try LockedLibrary.require(fixture.services.configuration.library)
                .unlocked(passphrase: testPassphrase, appVersion: "test"))
            let cookie: HTTPFields = [.cookie: "arkivator_session=\(session.token)", .contentType: "application/json",
                                      CSRF.header: session.csrfToken]
            for (failures, wrong) in [#"{"name": "skript"}"#, #"{"name": "skript", "passphrase": "feil frase"}"#].enumerated() {
                let refused = try await client.execute(uri: "/api/v1/keys", method: .post, headers: cookie, body: ByteBuffer(string: wrong))
                #expect(refused.status == .unauthorized)
                await fixture.clock.waitOutBackOff(afterFailures: failures + 1)
            }
            #expect(try fixture.database.apiTokens().count == 1)

            let made = try await client.execute(uri: "/api/v1/keys", method: .post, headers: cookie, body: body)
            #expect(made.status == .created)
            let created = try object(made.body)
            #expect(created["name"] as? String == "skript")
            let key = try #require(created["key"] as? String)
            let opened = try await client.execute(uri: "/api/v1/documents", method: .get, headers: bearer(key))
            #expect(opened.status == .ok)
        }
    }

    @Test("the API's text masks a fødselsnummer still in the letter")
    func textMasked() async throws {
        try await withAPI { client, fixture in
            let answer = try await client.execute(uri: "/api/v1/documents/\(fixture.documentID)", method: .get, headers: bearer(fixture.token))
            let text = try #require(try object(answer.body)["text"] as? String)
            #expect(text.contains("fødselsnr. 110284 •••••.") && !text.contains("25769"))
        }
    }

    @Test("PATCH corrects fields and redacts; the family never shows a whole fødselsnummer; DELETE hides it at once")
    func changes() async throws {
        try await withAPI { client, fixture in
            let uri = "/api/v1/documents/\(fixture.documentID)"
            let patch = try await client.execute(
                uri: uri, method: .patch, headers: bearer(fixture.token, json: true),
                body: ByteBuffer(string: #"{"specialty": "Kardiologi", "keywords": ["hjertesvikt"], "redactFodselsnummer": true}"#))
            #expect(patch.status == .ok)
            let patched = try object(patch.body)
            #expect(patched["specialty"] as? String == "Kardiologi")
            #expect(patched["keywords"] as? [String] == ["hjertesvikt"])
            #expect((patched["text"] as? String)?.contains("fødselsnr. [REDAKTERT].") == true)

            let badType = try await client.execute(uri: uri, method: .patch, headers: bearer(fixture.token, json: true),
                                                   body: ByteBuffer(string: #"{"docType": "roman"}"#))
            #expect(badType.status == .badRequest)
            let notJSON = try await client.execute(uri: uri, method: .patch, headers: bearer(fixture.token),
                                                   body: ByteBuffer(string: "title=x"))
            #expect(notJSON.status == .unsupportedMediaType)

            let family = try await client.execute(uri: "/api/v1/family", method: .get, headers: bearer(fixture.token))
            let body = String(buffer: family.body)
            #expect(body.contains("110284 •••••") && !body.contains("11028425769"))

            let settings = try await client.execute(uri: "/api/v1/settings", method: .get, headers: bearer(fixture.token))
            #expect(try object(settings.body)["driveConnected"] as? Bool == false)

            let deleted = try await client.execute(uri: uri, method: .delete, headers: bearer(fixture.token))
            // Held for its undo window (202), no longer deleted at once (it was 204).
            #expect(deleted.status == .accepted)
            let gone = try await client.execute(uri: uri, method: .get, headers: bearer(fixture.token))
            #expect(gone.status == .notFound)
        }
    }

    @Test("uploading a photo set makes a job whose status can be polled; a non-photo upload is refused")
    func jobs() async throws {
        try await withAPI { client, fixture in
            let boundary = "grense"
            var body = Data("--\(boundary)\r\nContent-Disposition: form-data; name=\"photos\"; filename=\"brev.jpg\"\r\nContent-Type: image/jpeg\r\n\r\n".utf8)
            body += Data([0xFF, 0xD8, 0xFF, 0xE0, 1, 2, 3])
            body += Data("\r\n--\(boundary)--\r\n".utf8)
            var headers = bearer(fixture.token)
            headers[.contentType] = "multipart/form-data; boundary=\(boundary)"
            let created = try await client.execute(uri: "/api/v1/jobs", method: .post, headers: headers, body: ByteBuffer(data: body))
            #expect(created.status == .created)
            let id = try #require(try object(created.body)["id"] as? String)
            let status = try await client.execute(uri: "/api/v1/jobs/\(id)", method: .get, headers: bearer(fixture.token))
            #expect(try object(status.body)["awaitsReview"] as? Bool == false)
            let early = try await client.execute(uri: "/api/v1/jobs/\(id)/document", method: .post, headers: bearer(fixture.token))
            #expect(early.status == .conflict)

            var empty = bearer(fixture.token)
            empty[.contentType] = "multipart/form-data; boundary=\(boundary)"
            let refused = try await client.execute(uri: "/api/v1/jobs", method: .post, headers: empty,
                                                   body: ByteBuffer(string: "--\(boundary)--\r\n"))
            #expect(refused.status == .badRequest)
        }
    }
}
