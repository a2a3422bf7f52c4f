import ArkivatorArchive
import ArkivatorCore
import ArkivatorImaging
import ArkivatorLibrary
import ArkivatorStore
import ArkivatorTestSupport
import Foundation
import Hummingbird
import HummingbirdTesting
import Logging
import NIOEmbedded
import Testing

@testable import ArkivatorWeb

/// The web pages and the JSON API translate into the Library and back: its rules hold
/// whichever way a change comes in.
@Suite("The web app and the API on the Library's rules")
struct LibraryLayerTests {
    struct Fixture: Sendable {
        let services: WebServices
        let clock: ManualClock
        let database: ArchiveDatabase
        let cookie: String
        let csrf: String
        let token: String
        /// Dated 2025-03-04.
        let letter: Int64
        /// Dated 2025-05-06.
        let other: Int64
    }

    /// A library with two dated letters, a browser session and an API key.
    func withApp(_ body: @escaping @Sendable (any TestClientProtocol, Fixture) async throws -> Void) async throws {
        try await withNewLibrary { library, database in
            let fixture = try await Self.fixture(library, database)
            try await Application(router: buildRouter(fixture.services)).testAsBrowser { client in try await body(client, fixture) }
        }
    }

    static func fixture(_ library: LibraryFolder, _ database: ArchiveDatabase, clock: ManualClock = ManualClock()) async throws -> Fixture {
        let unlocked = database
        // Saved with their files, below the Library's rules, as letters filed long ago.
        let archive = DocumentArchive(database: unlocked, library: library, appVersion: "test")
        let letter = try archive.saveNew(Document(
            title: "2025-03-04 Epikrise kardiologi", docType: .epikrise, documentDate: CalendarDate(iso: "2025-03-04"),
            institution: "St. Olavs hospital", text: "Hjertesvikt. Kontroll om tre måneder.", scanDate: Date()))
        let other = try archive.saveNew(Document(
            title: "2025-05-06 Prøvesvar", docType: .labSvar, documentDate: CalendarDate(iso: "2025-05-06"),
            text: "Blodprøver og urinprøve.", scanDate: Date()))
        return try await app(library, database: unlocked, letter: letter, other: other, clock: clock)
    }

    /// The app built anew over the library, as after a restart, with a new session.
    static func app(_ library: LibraryFolder, database: ArchiveDatabase, letter: Int64, other: Int64,
                    clock: ManualClock = ManualClock()) async throws -> Fixture {
        let services = try await makeTestServices(WebConfiguration(library: library, appVersion: "test"), clock: clock)
        let session = await services.openSession(try unlockedLibrary(library))
        return Fixture(services: services, clock: clock, database: database, cookie: "arkivator_session=\(session.token)",
                       csrf: session.csrfToken, token: try database.createAPIToken(label: "test"), letter: letter, other: other)
    }

    func post(_ client: any TestClientProtocol, _ uri: String, _ form: String, _ fixture: Fixture) async throws -> TestResponse {
        try await client.execute(uri: uri, method: .post,
                                 headers: [.cookie: fixture.cookie, .contentType: "application/x-www-form-urlencoded"],
                                 body: ByteBuffer(string: "csrf=\(fixture.csrf)&" + form))
    }

    func api(_ client: any TestClientProtocol, _ method: HTTPRequest.Method, _ path: String, _ fixture: Fixture,
             json: String? = nil) async throws -> TestResponse {
        var headers: HTTPFields = [.authorization: "Bearer \(fixture.token)"]
        if json != nil { headers[.contentType] = "application/json" }
        return try await client.execute(uri: "/api/v1/\(path)", method: method, headers: headers, body: json.map { ByteBuffer(string: $0) })
    }

    func object(_ response: TestResponse) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(buffer: response.body)) as? [String: Any])
    }

    // MARK: Edits

    @Test("a title typed «Kontroll» is stored with the letter's date in front: on a saved letter's form, a draft's form and through the API")
    func titleGetsTheDate() async throws {
        try await withApp { client, fixture in
            let saved = try await post(client, "/dokumenter/\(fixture.letter)/rediger", "action=save&title=Kontroll", fixture)
            #expect(saved.status == .seeOther)
            #expect(try fixture.database.document(id: fixture.letter)?.title == "2025-03-04 Kontroll")

            let patched = try await api(client, .patch, "documents/\(fixture.other)", fixture, json: #"{"title": "Kontroll"}"#)
            #expect(patched.status == .ok)
            #expect(try object(patched)["title"] as? String == "2025-05-06 Kontroll")

            let library = try unlockedLibrary(fixture.services.configuration.library)
            let job = try library.receive([IncomingPhoto(name: "brev.png", content: .bytes(HandMadePNG.page()))])
            try await library.read(job, with: DocumentReader(enhancer: PageEnhancer(), recognizer: ScriptedRecognizer(lines: ["Innkalling"])))
            let filed = try await post(client, "/jobber/\(job.id.uuidString.lowercased())",
                                       "action=save&title=Kontroll&date=2025-09-10&person=&type=innkalling", fixture)
            #expect(filed.status == .seeOther)
            let id = try #require(filed.headers[.location].flatMap { Int64($0.dropFirst("/dokumenter/".count)) })
            #expect(try fixture.database.document(id: id)?.title == "2025-09-10 Kontroll")
        }
    }

    @Test("a keyword holding a comma survives the API whole; the form's line is split at its commas")
    func keywords() async throws {
        try await withApp { client, fixture in
            let patched = try await api(client, .patch, "documents/\(fixture.other)", fixture,
                                        json: #"{"keywords": ["blod, urin", "hjerte"]}"#)
            #expect(patched.status == .ok)
            #expect(try object(patched)["keywords"] as? [String] == ["blod, urin", "hjerte"])
            #expect(try fixture.database.document(id: fixture.other)?.keywords == ["blod, urin", "hjerte"])

            let form = try await post(client, "/dokumenter/\(fixture.letter)/rediger", "action=save&keywords=blod%2C+urin", fixture)
            #expect(form.status == .seeOther)
            #expect(try fixture.database.document(id: fixture.letter)?.keywords == ["blod", "urin"])
        }
    }

    @Test("an edit the Library refuses is a 400 with its words, from the form and the API alike; an unknown type is a 400 too")
    func refusedEdits() async throws {
        try await withApp { client, fixture in
            let form = try await post(client, "/dokumenter/\(fixture.letter)/rediger", "action=save&specialty=Trolldom", fixture)
            #expect(form.status == .badRequest && String(buffer: form.body).contains("Ukjent fagområde «Trolldom»"))
            let json = try await api(client, .patch, "documents/\(fixture.letter)", fixture, json: #"{"specialty": "Trolldom"}"#)
            #expect(json.status == .badRequest && String(buffer: json.body).contains("Ukjent fagområde «Trolldom»"))
            let person = try await api(client, .patch, "documents/\(fixture.letter)", fixture, json: #"{"personId": 999}"#)
            #expect(person.status == .badRequest)
            let type = try await api(client, .patch, "documents/\(fixture.letter)", fixture, json: #"{"docType": "roman"}"#)
            #expect(type.status == .badRequest && String(buffer: type.body).contains("docType"))
            #expect(try fixture.database.document(id: fixture.letter)?.specialty == nil)
        }
    }

    // MARK: The family

    @Test("a name holding a fødselsnummer is refused with the Library's words, on the family page and in onboarding")
    func nameWithNumber() async throws {
        try await withApp { client, fixture in
            let refused = try await post(client, "/familie", "name=Kari+11028425769&relationship=mor", fixture)
            #expect(refused.status == .badRequest)
            #expect(String(buffer: refused.body).contains("Et navn kan ikke inneholde et fødselsnummer."))
            #expect(try fixture.database.familyMembers().isEmpty)
        }
        try await withLibraryFolder { library in
            let services = try await makeTestServices(WebConfiguration(library: library, appVersion: "test", passphraseHardening: cheapHardening))
            try await Application(router: buildRouter(services)).testAsBrowser { client in
                for family in ["name=Kari+Nordmann&others=Ola+110284+25769", "name=Kari+11028425769&others="] {
                    let refused = try await postWelcome(client, services, "passphrase=lang+nok+frase&passphrase2=lang+nok+frase&timeout=60&" + family)
                    #expect(refused.status == .badRequest, "\(family)")
                    #expect(String(buffer: refused.body).contains("Et navn kan ikke inneholde et fødselsnummer."), "\(family)")
                }
                // Nothing was created: the next visit still starts with onboarding.
                #expect(try await client.execute(uri: "/", method: .get).headers[.location] == "/velkommen")
            }
            #expect(!library.exists)
        }
    }

    @Test("onboarding shows the Library's passphrase rule")
    func passphrasePolicy() async throws {
        try await withLibraryFolder { library in
            let services = try await makeTestServices(WebConfiguration(library: library, appVersion: "test", passphraseHardening: cheapHardening))
            try await Application(router: buildRouter(services)).testAsBrowser { client in
                let refused = try await postWelcome(client, services, "passphrase=1234567&passphrase2=1234567&name=Kari&timeout=60",
                                                    headers: [.acceptLanguage: "en"])
                #expect(refused.status == .badRequest)
                let expected = LibraryError.passphraseTooShort(minimum: PassphrasePolicy.minimumLength).message(english: true)
                #expect(String(buffer: refused.body).contains(expected))
            }
            #expect(!library.exists)
        }
    }

    // MARK: Deleting, with an undo

    @Test("a deletion from the page is undone through the API and the other way round; after a restart it can still be undone, and once its window has closed it is purged")
    func deletionWithUndo() async throws {
        try await withNewLibrary { library, database in
            let first = try await Self.fixture(library, database)
            let (letter, other) = (first.letter, first.other)
            try await Application(router: buildRouter(first.services)).testAsBrowser { client in
                let deleted = try await post(client, "/dokumenter/\(letter)/slett", "", first)
                #expect(deleted.status == .seeOther && deleted.headers[.location] == "/?slettet=\(letter)")
                try await expectHidden(letter, client, first)
                let hold = try #require(try database.heldDeletions().first)
                #expect(hold.deletedAt == first.clock.now)
                #expect(hold.purgeAfter.timeIntervalSince(hold.deletedAt) == Library.undoWindow)
                // The banner counts down what is left of the hold at the moment the page is made.
                first.clock.advance(by: 15)
                let banner = String(buffer: try await client.execute(uri: "/?slettet=\(letter)", method: .get,
                                                                     headers: [.cookie: first.cookie]).body)
                #expect(banner.contains("data-undo-seconds=\"\(Int(Library.undoWindow) - 15)\""))
                #expect(banner.contains("action=\"/dokumenter/\(letter)/angre\""))

                let undone = try await api(client, .post, "documents/\(letter)/undo", first)
                #expect(undone.status == .ok)
                #expect(try object(undone)["title"] as? String == "2025-03-04 Epikrise kardiologi")

                let held = try await api(client, .delete, "documents/\(other)", first)
                #expect(held.status == .accepted)
                let answer = try object(held)
                #expect(answer["id"] as? Int == Int(other) && answer["title"] as? String == "2025-05-06 Prøvesvar")
                let purgeAfter = try #require((answer["purgeAfter"] as? String).flatMap { try? Date($0, strategy: .iso8601) })
                // ISO 8601 in whole seconds loses what the clock had below one.
                #expect(abs(purgeAfter.timeIntervalSince(first.clock.now.addingTimeInterval(Library.undoWindow))) < 1)
                try await expectHidden(other, client, first)
                let back = try await post(client, "/dokumenter/\(other)/angre", "", first)
                #expect(back.status == .seeOther && back.headers[.location] == "/dokumenter/\(other)")
                #expect(try await client.execute(uri: "/dokumenter/\(other)", method: .get, headers: [.cookie: first.cookie]).status == .ok)

                // Deleted again, one each way, just before the server stops.
                #expect(try await post(client, "/dokumenter/\(letter)/slett", "", first).status == .seeOther)
                #expect(try await api(client, .delete, "documents/\(other)", first).status == .accepted)
            }

            let restarted = try await Self.app(library, database: database, letter: letter, other: other, clock: first.clock)
            try await Application(router: buildRouter(restarted.services)).testAsBrowser { client in
                try await expectHidden(letter, client, restarted)
                try await expectHidden(other, client, restarted)
                #expect(await restarted.services.deletions.purgeDue() == 0, "nothing is due within the window")
                let undone = try await api(client, .post, "documents/\(letter)/undo", restarted)
                #expect(undone.status == .ok)

                let docx = library.root.appendingPathComponent(try #require(try database.document(id: other)?.files.docx))
                #expect(FileManager.default.fileExists(atPath: docx.path))
                restarted.clock.advance(by: Library.undoWindow + 1)
                #expect(await restarted.services.deletions.purgeDue() == 1)
                let late = try await post(client, "/dokumenter/\(other)/angre", "", restarted)
                #expect(late.status == .gone)
                #expect(String(buffer: late.body).contains("For sent"))
                let lateAPI = try await api(client, .post, "documents/\(other)/undo", restarted)
                #expect(lateAPI.status == .gone)
                #expect(try database.document(id: other) == nil)
                #expect(!FileManager.default.fileExists(atPath: docx.path))
                #expect(try await client.execute(uri: "/dokumenter/\(letter)", method: .get, headers: [.cookie: restarted.cookie]).status == .ok)
            }
        }
    }

    /// Gone from the list, the search, its page and the API at once.
    func expectHidden(_ id: Int64, _ client: any TestClientProtocol, _ fixture: Fixture,
                      sourceLocation: SourceLocation = #_sourceLocation) async throws {
        let title = try #require(try fixture.database.document(id: id)?.title)
        let list = String(buffer: try await client.execute(uri: "/", method: .get, headers: [.cookie: fixture.cookie]).body)
        #expect(!list.contains(title), sourceLocation: sourceLocation)
        let page = try await client.execute(uri: "/dokumenter/\(id)", method: .get, headers: [.cookie: fixture.cookie])
        #expect(page.status == .notFound, sourceLocation: sourceLocation)
        #expect(try await api(client, .get, "documents/\(id)", fixture).status == .notFound, sourceLocation: sourceLocation)
        let listed = try object(try await api(client, .get, "documents", fixture))["documents"] as? [[String: Any]] ?? []
        #expect(!listed.contains { $0["id"] as? Int == Int(id) }, sourceLocation: sourceLocation)
    }

    @Test("the purge runs in the background through a live session, and wakes the Drive sync when letters went", .timeLimit(.minutes(1)))
    func purgeInTheBackground() async throws {
        try await withNewLibrary { library, database in
            let id = try database.saveNewDocument(Document(
                title: "2025-03-04 Brev", docType: .annet, text: "Tekst.", scanDate: Date()))
            let clock = ManualClock()
            let unlocked = try unlockedLibrary(library)
            try unlocked.holdForDeletion(id, window: 30, now: clock.now)
            let woken = Counter()
            let sessions = SessionStore(now: clock.reading)
            _ = await sessions.open(unlocked, idleTimeout: 60)
            let purger = DeletionPurgeService(sessions: sessions, afterPurge: { woken.add() }, interval: .milliseconds(20))
            let service = Task { await purger.run() }
            clock.advance(by: 31)
            while try database.document(id: id) != nil { try await Task.sleep(for: .milliseconds(20)) }
            service.cancel()
            await service.value
            #expect(try database.document(id: id) == nil)
            #expect(woken.value == 1)
        }
    }

    @Test("with no session the purger purges nothing, and it drops idle sessions though no request comes")
    func purgerLocksIdleSessions() async throws {
        try await withNewLibrary { library, database in
            let id = try database.saveNewDocument(Document(
                title: "2025-03-04 Brev", docType: .annet, text: "Tekst.", scanDate: Date()))
            let clock = ManualClock()
            try unlockedLibrary(library).holdForDeletion(id, window: 10, now: clock.now)
            let sessions = SessionStore(now: clock.reading)
            let purger = DeletionPurgeService(sessions: sessions, afterPurge: {})
            clock.advance(by: 11)
            #expect(await purger.purgeDue() == 0, "no session, no key")
            _ = await sessions.open(try unlockedLibrary(library), idleTimeout: 15)
            clock.advance(by: 16)
            #expect(await purger.purgeDue() == 0, "the idle session is gone, and its key")
            #expect(await sessions.hasLiveSession() == false)
            #expect(try database.document(id: id) != nil)
        }
    }

    // MARK: Uploads

    @Test("an upload with a wrong or no CSRF token is refused before a byte of its body is read")
    func csrfBeforeTheBody() async throws {
        try await withNewLibrary { library, database in
            let fixture = try await Self.app(library, database: database, letter: 0, other: 0)
            let responder = buildRouter(fixture.services).buildResponder()
            for path in ["/ta-bilde?csrf=gjettet", "/ta-bilde"] {
                let body = MeteredBody(megabytes: 100)
                let response = try await responder.respond(to: upload(path, body, fixture), context: Self.context())
                #expect(response.status == .forbidden, "\(path)")
                #expect(body.meter.buffersRead == 0, "\(path): the body was read")
            }
            // With the right token such a body is read, to its end.
            let body = MeteredBody(megabytes: 2)
            let response = try await responder.respond(to: upload("/ta-bilde?csrf=\(fixture.csrf)", body, fixture), context: Self.context())
            #expect(response.status == .seeOther)
            #expect(body.meter.buffersRead == 5)
        }
    }

    @Test("an upload sent without a length is stopped at the limit while it streams, and its staged photo removed")
    func limitWhileStreaming() async throws {
        try await withNewLibrary { library, database in
            let fixture = try await Self.app(library, database: database, letter: 0, other: 0)
            // The limit scaled down from 120 MB, so that the test streams megabytes, not hundreds.
            let uploads = PhotoUploads(staging: fixture.services.uploads.staging, maximumBytes: 4 << 20)
            let body = MeteredBody(megabytes: 10)
            await #expect(throws: PhotoUploads.Refusal.tooLarge(maximumBytes: 4 << 20)) {
                try await uploads.receive(upload("/api/v1/jobs", body, fixture, bearer: true),
                                          sealingWith: try unlockedLibrary(library)) { _ in Issue.record("filed") }
            }
            #expect((4...6).contains(body.meter.buffersRead), "read \(body.meter.buffersRead) MB")
            let staged = (try? FileManager.default.contentsOfDirectory(atPath: uploads.staging.root.path)) ?? []
            #expect(staged.isEmpty)
            #expect(try unlockedLibrary(library).unfinishedJobs().isEmpty)
        }
    }

    @Test("a third upload at once is told to come back later; the staged photos are owner-only and go into the job")
    func busy() async throws {
        try await withApp { client, fixture in
            let slots = fixture.services.uploads.slots
            #expect(await slots.take())
            #expect(await slots.take())
            let (headers, body) = HostileUploadTests.multipart(files: [("brev.jpg", Data([0xFF, 0xD8, 0xFF]))])
            var request = headers
            request[.authorization] = "Bearer \(fixture.token)"
            let refused = try await client.execute(uri: "/api/v1/jobs", method: .post, headers: request, body: body)
            #expect(refused.status == .serviceUnavailable && refused.headers[.retryAfter] == "10")
            await slots.give()
            let accepted = try await client.execute(uri: "/api/v1/jobs", method: .post, headers: request, body: body)
            #expect(accepted.status == .created)
            await slots.give()
            let staged = (try? FileManager.default.contentsOfDirectory(atPath: fixture.services.uploads.staging.root.path)) ?? []
            #expect(staged.isEmpty)
            let job = try #require(try unlockedLibrary(fixture.services.configuration.library).unfinishedJobs().first)
            let photo = try pendingJobs(fixture.services.configuration.library).photoURL(job, page: 1)
            let permissions = try FileManager.default.attributesOfItem(atPath: photo.path)[.posixPermissions] as? Int
            #expect(permissions == 0o600)
            #expect(SealedFiles.isSealed(photo), "sealed as it streamed in")
            #expect(try pendingJobs(fixture.services.configuration.library).photos(of: job) == [Data([0xFF, 0xD8, 0xFF])])
        }
    }

    /// A multipart upload of one photo whose bytes `body` streams, as the server hands a body over.
    func upload(_ path: String, _ body: MeteredBody, _ fixture: Fixture, bearer: Bool = false) -> Request {
        var headers: HTTPFields = [.contentType: "multipart/form-data; boundary=\(MeteredBody.boundary)"]
        headers[bearer ? .authorization : .cookie] = bearer ? "Bearer \(fixture.token)" : fixture.cookie
        if !bearer { headers[.origin] = "http://localhost" }  // as the capture page's browser sends it
        return Request(head: HTTPRequest(method: .post, scheme: "http", authority: "localhost", path: path, headerFields: headers),
                       body: RequestBody(asyncSequence: body))
    }

    static func context() -> WebRequestContext {
        WebRequestContext(source: .init(channel: NIOAsyncTestingChannel(), logger: Logger(label: "test")))
    }

    // MARK: Static files

    @Test("static files come with their types and a cache of an hour; the API's description is public")
    func staticFiles() async throws {
        try await withApp { client, _ in
            let types = ["app.css": "text/css; charset=utf-8", "app.js": "text/javascript; charset=utf-8",
                         "icon.svg": "image/svg+xml", "icon-512.png": "image/png",
                         "manifest.webmanifest": "application/manifest+json"]
            for (name, type) in types {
                let response = try await client.execute(uri: "/static/\(name)", method: .get)
                #expect(response.status == .ok && response.headers[.contentType] == type, "\(name): \(response.headers[.contentType] ?? "")")
                #expect(response.headers[.cacheControl] == "public, max-age=3600", "\(name)")
                #expect(response.headers[.xContentTypeOptions] == "nosniff")
            }
            #expect(try await client.execute(uri: "/static/missing.css", method: .get).status == .notFound)
            #expect(try await client.execute(uri: "/static/../Templates/head.mustache", method: .get).status != .ok)
            let openAPI = try await client.execute(uri: "/api/v1/openapi.json", method: .get)
            #expect(openAPI.status == .ok && openAPI.headers[.cacheControl] == "no-store")
        }
    }
}

/// A multipart body with one photo part of `megabytes` 1 MB buffers, made as they are asked
/// for (so that no test holds them all), counting how many were.
struct MeteredBody: AsyncSequence, Sendable {
    typealias Element = ByteBuffer
    static let boundary = "gjennom-maaleren"

    let megabytes: Int
    let meter = Meter()

    final class Meter: @unchecked Sendable {
        private let lock = NSLock()
        private var count = 0
        var buffersRead: Int { lock.withLock { count } }
        func tick() { lock.withLock { count += 1 } }
    }

    struct AsyncIterator: AsyncIteratorProtocol {
        let body: MeteredBody
        var position = 0

        mutating func next() async -> ByteBuffer? {
            defer { position += 1 }
            body.meter.tick()
            switch position {
            case 0:
                return ByteBuffer(string: "--\(MeteredBody.boundary)\r\nContent-Disposition: form-data; name=\"photos\"; filename=\"stor.jpg\"\r\n\r\n")
            case 1...body.megabytes:
                return ByteBuffer(repeating: 0x5A, count: 1 << 20)
            case body.megabytes + 1:
                return ByteBuffer(string: "\r\n--\(MeteredBody.boundary)--\r\n")
            default:
                return nil
            }
        }
    }

    func makeAsyncIterator() -> AsyncIterator {
        AsyncIterator(body: self)
    }
}

final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0
    var value: Int { lock.withLock { count } }
    func add() { lock.withLock { count += 1 } }
}
