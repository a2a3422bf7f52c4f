import ArkivatorCore
import ArkivatorLibrary
import ArkivatorStore
import ArkivatorTestSupport
import Foundation
import Hummingbird
import HummingbirdTesting
import Testing

@testable import ArkivatorWeb

/// The assistant's pages and API over `fake-llm`: the settings that replaced the placeholder,
/// the disclosure before a letter goes, «Forklar brevet», and the jobs API.
@Suite("The assistant on the pages and in the API", .tags(.network, .external))
struct AssistantPagesTests {
    struct Fixture: Sendable {
        let cookie: String
        let csrf: String
        let letter: Int64
        let services: WebServices
        let library: Library
        let fake: FakeLLMProcess
    }

    static let letterText = """
        Haukeland universitetssjukehus
        Innkalling til time for Kari Nordmann, fødselsnummer \(testFodselsnummer).
        Du har time måndag 12. januar 2026 kl. 09.15 på Augepoliklinikken.
        """

    func withLetter(setUp: Bool = true, _ body: @escaping @Sendable (any TestClientProtocol, Fixture) async throws -> Void) async throws {
        let fake = try await FakeLLMProcess(models: ["fake-small"])
        defer { fake.stop() }
        try await withNewLibrary { folder, database in
            let kari = try database.addFamilyMember(FamilyMember(name: "Kari Nordmann", relationship: "meg selv"))
            let letter = try database.saveNewDocument(Document(
                title: "2025-11-20 Innkalling augepoliklinikken", docType: .innkalling, documentDate: CalendarDate(iso: "2025-11-20"),
                institution: "Haukeland universitetssjukehus", personID: kari, text: Self.letterText, scanDate: Date()))
            let services = try await makeTestServices(WebConfiguration(library: folder, appVersion: "test"))
            let library = try unlockedLibrary(folder)
            if setUp {
                try library.setUpAssistant(AssistantService(provider: .ollama, baseURL: fake.base, model: "fake-small"), key: nil,
                                           confirmed: try library.confirmPassphrase(testPassphrase))
            }
            let session = await services.openSession(library)
            let fixture = Fixture(cookie: "arkivator_session=\(session.token)", csrf: session.csrfToken, letter: letter,
                                  services: services, library: session.library, fake: fake)
            try await Application(router: buildRouter(services)).testAsBrowser { client in try await body(client, fixture) }
        }
    }

    func get(_ client: any TestClientProtocol, _ uri: String, _ fixture: Fixture) async throws -> TestResponse {
        try await client.execute(uri: uri, method: .get, headers: [.cookie: fixture.cookie])
    }

    func post(_ client: any TestClientProtocol, _ uri: String, _ form: String, _ fixture: Fixture) async throws -> TestResponse {
        try await client.execute(uri: uri, method: .post,
                                 headers: [.cookie: fixture.cookie, .contentType: "application/x-www-form-urlencoded"],
                                 body: ByteBuffer(string: "csrf=\(fixture.csrf)&" + form))
    }

    func postJSON(_ client: any TestClientProtocol, _ uri: String, _ json: String, _ fixture: Fixture) async throws -> TestResponse {
        try await client.execute(uri: uri, method: .post,
                                 headers: [.cookie: fixture.cookie, .contentType: "application/json", CSRF.header: fixture.csrf],
                                 body: ByteBuffer(string: json))
    }

    @Test("the settings offer the assistant, off until a service is chosen, and save what is chosen")
    func settings() async throws {
        try await withLetter(setUp: false) { client, fixture in
            let before = String(buffer: try await get(client, "/innstillinger", fixture).body)
            #expect(before.contains("Av. Ingenting sendes noe sted."))
            #expect(!before.contains("ikke tilgjengelig ennå") && !before.contains("disabled"))
            let url = fixture.fake.base.absoluteString.addingPercentEncoding(withAllowedCharacters: .alphanumerics)!
            let form = "provider=ollama&baseURL=\(url)&model=fake-small&consent=once&quickAccept=90"
            // Where letters go outlasts the session: a stolen cookie alone chooses no service.
            let unconfirmed = try await post(client, "/innstillinger/assistent", form, fixture)
            #expect(unconfirmed.status == .forbidden)
            #expect(String(buffer: unconfirmed.body).contains("trenger passordfrasen igjen"))
            #expect(try fixture.library.assistantSetup().service == nil)
            let saved = try await post(client, "/innstillinger/assistent", form + "&passphrase=\(formPassphrase)", fixture)
            #expect(saved.status == .seeOther || saved.status == .found)
            let after = String(buffer: try await get(client, "/innstillinger", fixture).body)
            #expect(after.contains("Ollama (fake-small)") && after.contains("kjører på denne maskinen"))
            #expect(after.contains("Spør meg før hvert brev sendes"))
            let setup = try fixture.library.assistantSetup()
            #expect(setup.consent == .once && setup.quickAcceptThreshold == 0.9)

            let refused = try await post(client, "/innstillinger/assistent",
                                         "provider=openai&baseURL=http%3A%2F%2Fllm.example.com&model=m&key=sk", fixture)
            #expect(refused.status == .badRequest)
            #expect(String(buffer: refused.body).contains("ukryptert"))
            let localName = try await post(client, "/innstillinger/assistent",
                                           "provider=ollama&baseURL=http%3A%2F%2Fevil.localhost%3A11434&model=m", fixture)
            #expect(localName.status == .badRequest)

            // A new model at the same place needs nothing; «alltid» and names do, and lowering does not.
            let model = try await post(client, "/innstillinger/assistent",
                                       "provider=ollama&baseURL=\(url)&model=fake-large&consent=once&quickAccept=90", fixture)
            #expect(model.status == .seeOther)
            for raised in ["consent=always", "consent=once&names=on"] {
                let answer = try await post(client, "/innstillinger/assistent", "provider=ollama&baseURL=\(url)&model=fake-large&\(raised)", fixture)
                #expect(answer.status == .forbidden, "\(raised)")
            }
            #expect(try fixture.library.assistantSetup().consent == .once && !(try fixture.library.assistantSetup().allowsNames))
            #expect(try fixture.library.assistantSetup().quickAcceptThreshold == 0.9, "a refused form changes nothing")
            let always = try await post(client, "/innstillinger/assistent",
                                        "provider=ollama&baseURL=\(url)&model=fake-large&consent=always&passphrase=\(formPassphrase)", fixture)
            #expect(always.status == .seeOther)
            #expect(try fixture.library.assistantSetup().consent == .always)
            let lowered = try await post(client, "/innstillinger/assistent", "provider=ollama&baseURL=\(url)&model=fake-large&consent=once", fixture)
            #expect(lowered.status == .seeOther)
            #expect(try fixture.library.assistantSetup().consent == .once)
            #expect(try await fixture.fake.requests().isEmpty)
        }
    }

    @Test("«Send alltid» on the disclosure needs the passphrase again; «Send denne gangen» does not")
    func alwaysNeedsThePassphrase() async throws {
        try await withLetter { client, fixture in
            let disclosure = String(buffer: try await get(client, "/dokumenter/\(fixture.letter)/forklar", fixture).body)
            #expect(disclosure.contains("id=\"send-always-passphrase\"") && disclosure.contains("autocomplete=\"current-password\""))
            let refused = try await post(client, "/dokumenter/\(fixture.letter)/forklar", "send=always&passphrase=feil+gjetning", fixture)
            #expect(refused.status == .unauthorized)
            #expect(String(buffer: refused.body).contains("Feil passordfrase") && String(buffer: refused.body).contains("id=\"disclosure\""))
            #expect(try fixture.library.assistantSetup().consent == .once)
            #expect(try await fixture.fake.requests().isEmpty)
        }
    }

    @Test("«Forklar brevet» asks first: the disclosure names the service and shows exactly what goes, and nothing goes before «Send»")
    func disclosureThenExplanation() async throws {
        try await withLetter { client, fixture in
            let page = String(buffer: try await get(client, "/dokumenter/\(fixture.letter)", fixture).body)
            #expect(page.contains("href=\"/dokumenter/\(fixture.letter)/forklar\""))

            let disclosure = String(buffer: try await get(client, "/dokumenter/\(fixture.letter)/forklar", fixture).body)
            #expect(disclosure.contains("Ollama (fake-small)"))
            #expect(disclosure.contains("Tjenesten kjører på denne maskinen"))
            #expect(disclosure.contains("Se hva som sendes"))
            #expect(disclosure.contains("Augepoliklinikken"))
            #expect(!disclosure.contains(testFodselsnummer) && !disclosure.contains("Kari"))

            // Without a yes, the button only leads back to the disclosure.
            let unasked = try await post(client, "/dokumenter/\(fixture.letter)/forklar", "", fixture)
            #expect(unasked.headers[.location] == "/dokumenter/\(fixture.letter)/forklar")
            #expect(try await fixture.fake.requests().isEmpty)

            try await fixture.fake.script(["Dette er en innkalling. <script>alert(1)</script>"])
            let sent = try await post(client, "/dokumenter/\(fixture.letter)/forklar", "send=once", fixture)
            #expect(sent.headers[.location] == "/dokumenter/\(fixture.letter)#forklaring")
            await fixture.services.assistant.workOffQueue()
            #expect(try await fixture.fake.requests().count == 1)

            let explained = String(buffer: try await get(client, "/dokumenter/\(fixture.letter)", fixture).body)
            #expect(explained.contains("Laget av en språkmodell"))
            #expect(explained.contains("Dette er en innkalling. &lt;script&gt;"))
            #expect(!explained.contains("<script>alert(1)"))
        }
    }

    @Test("the jobs API: 202 with the job's address, consent required, statuses to succeeded, extraction as an object")
    func jobsAPI() async throws {
        try await withLetter { client, fixture in
            let refused = try await postJSON(client, "/api/v1/documents/\(fixture.letter)/jobs", #"{"kind": "summary"}"#, fixture)
            #expect(refused.status == .forbidden)
            let unknown = try await postJSON(client, "/api/v1/documents/\(fixture.letter)/jobs", #"{"kind": "poem", "consent": "thisTime"}"#, fixture)
            #expect(unknown.status == .badRequest)

            try await fixture.fake.script([#"{"klokkeslett": "09.15", "avdeling": "Augepoliklinikken"}"#])
            let created = try await postJSON(client, "/api/v1/documents/\(fixture.letter)/jobs", """
                {"kind": "extraction", "consent": "thisTime",
                 "schema": {"type": "object", "properties": {"klokkeslett": {"type": "string"}, "avdeling": {"type": "string"}}}}
                """, fixture)
            #expect(created.status == .accepted)
            let location = try #require(created.headers[.location])
            await fixture.services.assistant.workOffQueue()
            let job = try JSONSerialization.jsonObject(with: Data(buffer: try await get(client, location, fixture).body)) as? [String: Any]
            #expect(job?["status"] as? String == "succeeded")
            #expect(job?["machineMade"] as? Bool == true)
            let result = job?["result"] as? [String: Any]
            #expect(result?["avdeling"] as? String == "Augepoliklinikken")

            let list = try JSONSerialization.jsonObject(with: Data(buffer: try await get(client, "/api/v1/documents/\(fixture.letter)/jobs", fixture).body)) as? [[String: Any]]
            #expect(list?.count == 1)
            #expect(try await get(client, "/api/v1/documents/\(fixture.letter)/jobs/\(UUID().uuidString)", fixture).status == .notFound)
        }
    }
}
