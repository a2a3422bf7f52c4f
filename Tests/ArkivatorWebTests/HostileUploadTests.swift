import ArkivatorArchive
import ArkivatorCore
import ArkivatorImaging
import ArkivatorLibrary
import ArkivatorStore
import ArkivatorTestSupport
import Foundation
import Hummingbird
import HummingbirdTesting
import Testing

@testable import ArkivatorWeb

/// Hostile files, names and text through the running app's routes: every upload is refused
/// with a 4xx or becomes a job that fails with a clear message, never a 500; the server keeps
/// serving and a filed letter is untouched; names and OCR text that end up in titles and file
/// names are cleaned; markup in a letter's fields is shown as text on every page.
@Suite("Hostile uploads, names and text through the web app")
struct HostileUploadTests {
    struct Fixture: Sendable {
        let library: LibraryFolder
        /// For setting the scene below the Library's rules: saving a letter as it stands.
        let archive: DocumentArchive
        /// As the app's session holds it.
        let unlocked: Library
        let token: String
        let cookie: String
        let csrf: String
        /// A letter filed before anything hostile arrives.
        let documentID: Int64
    }

    /// A library with one filed letter (its .docx written), an API token and a browser session.
    func withApp(_ body: @escaping @Sendable (any TestClientProtocol, Fixture) async throws -> Void) async throws {
        try await withNewLibrary { library, database in
            let services = try await makeTestServices(WebConfiguration(library: library, appVersion: "test"))
            let session = await services.openSession(try unlockedLibrary(library))
            let archive = DocumentArchive(database: database, library: library, appVersion: "test")
            let id = try archive.saveNew(Document(
                title: "2025-03-04 Epikrise kardiologi", docType: .epikrise, documentDate: CalendarDate(iso: "2025-03-04"),
                institution: "St. Olavs hospital", text: "Hjertesvikt. Kontroll om tre måneder.", scanDate: Date()))
            let fixture = Fixture(library: library, archive: archive, unlocked: session.library,
                                  token: try database.createAPIToken(label: "test"),
                                  cookie: "arkivator_session=\(session.token)", csrf: session.csrfToken, documentID: id)
            try await Application(router: buildRouter(services)).testAsBrowser { client in try await body(client, fixture) }
        }
    }

    // MARK: Hostile files

    /// A hostile upload and the words its refusal must contain.
    struct HostileFile: Sendable {
        let name: String
        let bytes: Data
        let refusal: String
    }

    static let hostileFiles: [HostileFile] = [
        HostileFile(name: "one byte", bytes: Data([0xFF]), refusal: "Filen er ikke et bilde."),
        HostileFile(name: "JPEG cut after its header", bytes: Data([0xFF, 0xD8, 0xFF, 0xE0, 0, 0x10] + Array("JFIF\0".utf8)),
                    refusal: "Bildet er ufullstendig"),
        HostileFile(name: "PDF", bytes: Data("%PDF-1.7\n1 0 obj\n<< /Type /Catalog >>\nendobj\n".utf8), refusal: "Filen er ikke en PDF som kan leses"),
        HostileFile(name: "ZIP", bytes: Data([0x50, 0x4B, 0x03, 0x04, 0x14, 0, 0, 0] + Array("../../etc/passwd".utf8)),
                    refusal: "komprimert arkiv"),
        HostileFile(name: "HTML", bytes: Data("<html><script>alert(document.cookie)</script></html>".utf8), refusal: "Dette er tekst"),
        HostileFile(name: "ELF executable", bytes: Data([0x7F] + Array("ELF".utf8) + [2, 1, 1, 0, 0, 0, 0, 0]),
                    refusal: "Filen er ikke et bilde."),
        HostileFile(name: "GIF", bytes: Data(Array("GIF89a".utf8) + [1, 0, 1, 0, 0x80, 0, 0]), refusal: "Bildeformatet GIF leses ikke"),
        HostileFile(name: "TIFF", bytes: Data([0x49, 0x49, 0x2A, 0x00, 8, 0, 0, 0]), refusal: "Bildeformatet TIFF leses ikke"),
        HostileFile(name: "WebP", bytes: Data(Array("RIFF".utf8) + [0x24, 0, 0, 0] + Array("WEBPVP8 ".utf8)),
                    refusal: "Bildeformatet WEBP leses ikke"),
        HostileFile(name: "PNG claiming 100000 × 100000", bytes: HandMadePNG.claiming(width: 100_000, height: 100_000),
                    refusal: "Bildet er for stort"),
        HostileFile(name: "PNG of 1 × 1", bytes: HandMadePNG.grey(width: 1, height: 1), refusal: "Bildet er for lite"),
        HostileFile(name: "HEIC with a truncated meta box", bytes: Data([0, 0, 0, 0x18] + Array("ftypheic".utf8) + [0, 0, 0, 0]
                        + Array("mif1heic".utf8) + [0xFF, 0xFF, 0xFF, 0xF0] + Array("meta".utf8) + [0, 0, 0, 0]),
                    refusal: "Bildet er skadet"),
        HostileFile(name: "HEIC whose image is derived from itself", bytes: Self.heicDerivedFromItself, refusal: "Bildet er skadet"),
    ]

    /// What `HEIFBuilder.derivations([(3, [3])])` in the imaging tests makes (this target cannot
    /// reach it): item 3, the primary image, is an `iden` derived (`dimg`) from item 3. Before
    /// `HEIFItems`, libheif 1.15 recursed on it until the stack overflowed, taking the server with it.
    static let heicDerivedFromItself = Data(hex: """
        000000186674797068656963000000006d69663168656963000001556d657461000000000000002168646c72000000000000\
        000070696374000000000000000000000000000000000e7069746d0000000000030000003a696c6f63000000004400000300\
        01000000010000017500000022000200000001000001750000002200030000000100000175000000220000004d69696e6600\
        000000000300000015696e66650200000000010000687663310000000015696e666502000000000200004578696600000000\
        15696e666502000000000300006964656e000000007969707270000000586970636f0000003c687663430101000000000000\
        000000005d0000000000000000ff01a1000100184201010100000300000300000300000300005da00a080f18000000146973\
        70650000000000000140000000f00000001969706d6100000000000000020001028102000301020000001a69726566000000\
        000000000e64696d670003000100030000002a6d646174000000184201010100000300000300000300000300005da00a080f\
        18000000022601
        """)

    @Test("each hostile file uploaded to /api/v1/jobs fails its job with a clear message, never a 500; the server and a filed letter are unharmed")
    func hostileFiles() async throws {
        try await withApp { client, fixture in
            let documentURI = "/api/v1/documents/\(fixture.documentID)"
            let before = try await client.execute(uri: documentURI, method: .get, headers: bearer(fixture))
            let docx = try #require(try fixture.archive.database.document(id: fixture.documentID)?.files.docx)
            let docxBefore = try Data(contentsOf: fixture.library.root.appendingPathComponent(docx))

            for hostile in Self.hostileFiles {
                let (headers, body) = Self.multipart(files: [("brev.jpg", hostile.bytes)])
                let created = try await client.execute(uri: "/api/v1/jobs", method: .post, headers: bearer(fixture, headers), body: body)
                #expect(created.status == .created, "\(hostile.name): \(created.status)")
                let id = try #require(try Self.object(created.body)["id"] as? String)
                try await Self.read(job: id, fixture, text: ["Innkalling"])
                let status = try Self.object(try await client.execute(uri: "/api/v1/jobs/\(id)", method: .get, headers: bearer(fixture)).body)
                let failure = status["failure"] as? String ?? ""
                #expect(status["failed"] as? Bool == true, "\(hostile.name)")
                #expect(failure.contains(hostile.refusal), "\(hostile.name): «\(failure)»")
                let jobPage = try await client.execute(uri: "/jobber/\(id)", method: .get, headers: [.cookie: fixture.cookie])
                #expect(jobPage.status == .ok && String(buffer: jobPage.body).contains(hostile.refusal))
                // The routes that decode the photo again, the corner editor and its preview, say why too.
                for uri in ["/jobber/\(id)/side/1/hjorner", "/jobber/\(id)/foto/1"] {
                    let page = try await client.execute(uri: uri, method: .get, headers: [.cookie: fixture.cookie])
                    #expect(page.status == .unprocessableContent && String(buffer: page.body).contains(hostile.refusal),
                            "\(hostile.name): \(uri) \(page.status) «\(String(buffer: page.body))»")
                }
                Self.tabulate(hostile.name, "\(created.status.code), job failed: «\(failure)»")
            }

            let emptyUpload = Self.multipart(files: [("tom.jpg", Data())])
            let empty = try await client.execute(uri: "/api/v1/jobs", method: .post, headers: bearer(fixture, emptyUpload.headers), body: emptyUpload.body)
            #expect(empty.status == .badRequest)
            #expect(try Self.errorMessage(empty.body).contains("Velg minst ett bilde"))
            Self.tabulate("empty file", "\(empty.status.code) «\(try Self.errorMessage(empty.body))»")
            let tooMany = Self.multipart(files: Array(repeating: ("side.jpg", Data([0xFF, 0xD8])), count: 21))
            let refused = try await client.execute(uri: "/api/v1/jobs", method: .post, headers: bearer(fixture, tooMany.headers), body: tooMany.body)
            let tooManyMessage = try Self.errorMessage(refused.body)
            #expect(refused.status == .badRequest && tooManyMessage.contains("Høyst 20 sider"))
            var unparsable = bearer(fixture)
            unparsable[.contentType] = "multipart/form-data"  // no boundary
            let noBoundary = try await client.execute(uri: "/api/v1/jobs", method: .post, headers: unparsable, body: ByteBuffer(string: "x"))
            #expect(noBoundary.status == .badRequest)

            let library = try await client.execute(uri: "/", method: .get, headers: [.cookie: fixture.cookie])
            #expect(library.status == .ok && String(buffer: library.body).contains("Epikrise kardiologi"))
            let after = try await client.execute(uri: documentURI, method: .get, headers: bearer(fixture))
            #expect(after.status == .ok && String(buffer: after.body) == String(buffer: before.body))
            #expect(try Data(contentsOf: fixture.library.root.appendingPathComponent(docx)) == docxBefore)
        }
    }

    @Test("the capture form refuses a forged or empty upload, and shows a hostile file's failure as text")
    func captureForm() async throws {
        try await withApp { client, fixture in
            let html = HostileUploadTests.hostileFiles.first { $0.name == "HTML" }!
            // The token travels in the form's address, to be checked before the photos are read.
            let forged = Self.multipart(files: [("brev.jpg", html.bytes)], fields: ["csrf": fixture.csrf])
            for uri in ["/ta-bilde", "/ta-bilde?csrf=gjettet"] {
                let refused = try await client.execute(uri: uri, method: .post, headers: cookie(fixture, forged.headers), body: forged.body)
                #expect(refused.status == .forbidden, "\(uri)")
            }

            let empty = Self.multipart(files: [("brev.jpg", Data())], fields: ["csrf": fixture.csrf])
            let emptyPage = try await client.execute(uri: capture(fixture), method: .post, headers: cookie(fixture, empty.headers), body: empty.body)
            #expect(emptyPage.status == .badRequest && String(buffer: emptyPage.body).contains("Velg minst ett bilde"))

            let upload = Self.multipart(files: [("brev.jpg", html.bytes)], fields: ["csrf": fixture.csrf])
            let sent = try await client.execute(uri: capture(fixture), method: .post, headers: cookie(fixture, upload.headers), body: upload.body)
            #expect(sent.status == .seeOther)
            let location = try #require(sent.headers[.location])
            try await Self.read(job: String(location.dropFirst("/jobber/".count)), fixture, text: ["Innkalling"])
            let page = String(buffer: try await client.execute(uri: location, method: .get, headers: [.cookie: fixture.cookie]).body)
            #expect(page.contains("Dette er tekst, ikke et bilde."))
            #expect(!page.contains("<script>alert"))
        }
    }

    @Test("an upload over 120 MB is refused with 413 and says the limit; nothing of it is kept")
    func oversizedUpload() async throws {
        try await withApp { client, fixture in
            // HummingbirdTesting takes the body as one buffer, so the 121 MB are in memory here;
            // the route reads it as it would a stream, stopping at the limit.
            var (headers, body) = Self.multipart(files: [("stor.jpg", Data([0xFF, 0xD8, 0xFF]))], fields: ["csrf": fixture.csrf])
            body.writeRepeatingByte(0x5A, count: 121 << 20)

            let api = try await client.execute(uri: "/api/v1/jobs", method: .post, headers: bearer(fixture, headers), body: body)
            #expect(api.status == .contentTooLarge)
            #expect(try Self.errorMessage(api.body) == "Bildene er for store til sammen (høyst 120 MB).")
            let form = try await client.execute(uri: capture(fixture), method: .post, headers: cookie(fixture, headers), body: body)
            #expect(form.status == .contentTooLarge && String(buffer: form.body).contains("høyst 120 MB"))
            Self.tabulate("121 MB upload", "\(api.status.code) «\(try Self.errorMessage(api.body))»")
            #expect(try pendingJobs(fixture.library).unfinished().isEmpty)
        }
    }

    @Test("upload names with path traversal, control characters and a fødselsnummer are stored cleaned")
    func hostileFileNames() async throws {
        let names = [
            "../../etc/passwd.jpg", "..\\..\\windows\\system32\\brev.jpg", "....//....//brev.jpg", "..",
            "brev\u{0}\u{1}\u{7}\u{1B}[31m\u{7F}\t.jpg", "\u{202E}gpj.exe", "11028425769.jpg", "Kari 110284 25769 brev.jpg",
            "/tmp/../../root/.ssh/id_rsa",
        ]
        try await withApp { client, fixture in
            let photo = HandMadePNG.grey(width: 8, height: 8)
            let (headers, body) = Self.multipart(files: names.map { ($0, photo) })
            let created = try await client.execute(uri: "/api/v1/jobs", method: .post, headers: bearer(fixture, headers), body: body)
            #expect(created.status == .created)
            let jobID = try #require(try Self.object(created.body)["id"] as? String)
            let id = try #require(UUID(uuidString: jobID))
            let job = try #require(try pendingJobs(fixture.library).job(id: id))
            #expect(job.originalNames.count == names.count)
            #expect(job.originalNames.first == "etcpasswd.jpg")
            for (name, stored) in zip(names, job.originalNames) {
                Self.expectSafeName(stored, from: name)
                Self.tabulate("upload named «\(name.debugDescription.dropFirst().dropLast())»", "stored as «\(stored)»")
            }
            // The photos are stored under names of the app's own, inside the job's folder.
            let folder = fixture.library.root.appendingPathComponent("jobs/\(id.uuidString.lowercased())")
            let stored = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
            #expect(stored == (["job.json"] + names.indices.map { "photo-\($0 + 1)" }).sorted())
            // Nor anywhere a raw name would have led from the job's folder.
            for levels in 1...4 {
                let escaped = folder.appendingPathComponent(String(repeating: "../", count: levels) + "etc/passwd.jpg").standardizedFileURL
                #expect(!FileManager.default.fileExists(atPath: escaped.path), "\(escaped.path)")
            }
            #expect(files(under: fixture.library.root).allSatisfy { !$0.contains("passwd") && !$0.contains("id_rsa") })
        }
    }

    @Test("hostile OCR text and upload name make a clean title, original name and archive file names")
    func hostileTextToTitle() async throws {
        try await withApp { client, fixture in
            let archiveFolder = FileManager.default.temporaryDirectory.appendingPathComponent("arkivator-hostile-\(UUID().uuidString)")
            defer { try? FileManager.default.removeItem(at: archiveFolder) }
            try fixture.archive.chooseArchiveFolder(archiveFolder)

            let name = "../../etc/11028425769\u{202E}gpj.exe\u{0}.jpg"
            let (headers, body) = Self.multipart(files: [(name, HandMadePNG.page())])
            let created = try await client.execute(uri: "/api/v1/jobs", method: .post, headers: bearer(fixture, headers), body: body)
            let jobID = try #require(try Self.object(created.body)["id"] as? String)
            try await Self.read(job: jobID, fixture, text: [
                "../../../etc/passwd \u{202E}fdp.exe\u{200B} \u{1B}[2J\u{7}",
                "<script>alert(1)</script> \"><img src=x onerror=alert(1)>",
                "Oslo universitetssykehus", "Vedtak om \u{202E}tnemeldnoc\u{202C} ..\\..\\boot.ini",
                "Pasient: Kari Nordmann 110284 25769",
            ])
            let filed = try await client.execute(uri: "/api/v1/jobs/\(jobID)/document", method: .post, headers: bearer(fixture))
            #expect(filed.status == .created)
            let documentID = try #require(try Self.object(filed.body)["id"] as? Int)
            let document = try Self.object(try await client.execute(uri: "/api/v1/documents/\(documentID)", method: .get, headers: bearer(fixture)).body)
            let title = try #require(document["title"] as? String)
            let originalName = try #require(document["originalFileName"] as? String)
            Self.expectSafeName(title, from: "the OCR text")
            Self.expectSafeName(FileName.sanitized(title), from: title)
            Self.expectSafeName(originalName, from: name)
            Self.tabulate("OCR text with traversal, RLO, ESC, markup → title", "«\(title)»")
            Self.tabulate("upload named «\(name.debugDescription.dropFirst().dropLast())» → originalFileName", "«\(originalName)»")

            // The archive folder: every file inside it, every name in its path clean.
            let placed = files(under: archiveFolder)
            #expect(!placed.isEmpty)
            for path in placed {
                for component in path.split(separator: "/") { Self.expectSafeName(String(component), from: path) }
            }
            Self.tabulate("archive folder files made from that title", placed.joined(separator: ", "))
            let page = String(buffer: try await client.execute(uri: "/dokumenter/\(documentID)", method: .get, headers: [.cookie: fixture.cookie]).body)
            #expect(!page.contains("<script>alert") && !page.contains("<img src=x"))
        }
    }

    // MARK: Markup in a letter's fields

    @Test("markup in a letter's title, text, institution and keywords is shown escaped on every page that shows it")
    func markupIsEscaped() async throws {
        let script = "<script>alert(1)</script>"
        let attribute = "\"><img src=x onerror=alert(1)>"
        try await withApp { client, fixture in
            let id = try fixture.archive.saveNew(Document(
                title: "2025-05-06 \(script) \(attribute)", docType: .annet, documentDate: CalendarDate(iso: "2025-05-06"),
                institution: attribute, department: script, keywords: [script, attribute],
                text: "Brev om alert. \(script) \(attribute) Slutt.", scanDate: Date()))
            // The API's edit path too: a title is cleaned, an institution kept as typed.
            let patch = try await client.execute(
                uri: "/api/v1/documents/\(fixture.documentID)", method: .patch, headers: bearer(fixture, [.contentType: "application/json"]),
                body: ByteBuffer(data: try JSONSerialization.data(withJSONObject: [
                    "title": "\(script) kontroll", "institution": attribute, "keywords": [script],
                ])))
            #expect(patch.status == .ok)
            let patched = try Self.object(patch.body)
            #expect(patched["institution"] as? String == attribute)
            #expect((patched["title"] as? String)?.contains("<") == false)

            let query = attribute.addingPercentEncoding(withAllowedCharacters: .alphanumerics)!
            let pages = ["/", "/?q=alert", "/?q=\(query)", "/dokumenter/\(id)", "/dokumenter/\(id)/rediger",
                         "/dokumenter/\(fixture.documentID)", "/dokumenter/\(fixture.documentID)/rediger"]
            for uri in pages {
                let response = try await client.execute(uri: uri, method: .get, headers: [.cookie: fixture.cookie])
                #expect(response.status == .ok, "\(uri)")
                let html = String(buffer: response.body)
                #expect(!html.contains("<script>alert") && !html.contains("<img src=x") && !html.contains("\"><img"), "\(uri)")
                #expect(html.contains("&lt;img src=x onerror=alert(1)&gt;") || html.contains("&lt;script&gt;"), "\(uri) shows nothing of it")
            }
            let detail = String(buffer: try await client.execute(uri: "/dokumenter/\(id)", method: .get, headers: [.cookie: fixture.cookie]).body)
            #expect(detail.contains("&lt;script&gt;alert(1)&lt;/script&gt;") && detail.contains("&quot;&gt;&lt;img src=x onerror=alert(1)&gt;"))
        }
    }

    // MARK: Helpers

    /// A stored name is one plain path component: no separator, not hidden (so never `.` or
    /// `..`), no control or invisible format characters (a right-to-left override can pass off
    /// `exe.jpg` as `gpj.exe`), no fødselsnummer. Dots inside a name («....boot.ini») lead nowhere.
    static func expectSafeName(_ name: String, from original: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let context = "«\(name)» from «\(original.debugDescription)»"
        #expect(!name.isEmpty && !name.hasPrefix("."), "\(context)", sourceLocation: sourceLocation)
        #expect(!name.contains("/") && !name.contains("\\"), "\(context)", sourceLocation: sourceLocation)
        #expect(!name.unicodeScalars.contains { [.control, .format].contains($0.properties.generalCategory) },
                "\(context)", sourceLocation: sourceLocation)
        #expect(Fodselsnummer.occurrences(in: name).isEmpty && !name.contains("25769"), "\(context)", sourceLocation: sourceLocation)
    }

    /// Reads a job as the app's job processor does, with the real decoder and enhancer; the
    /// recogniser "reads" `text`, one line per entry. A job that fails records why.
    static func read(job id: String, _ fixture: Fixture, text: [String]) async throws {
        let job = try fixture.unlocked.job(try #require(UUID(uuidString: id)))
        let reader = DocumentReader(enhancer: PageEnhancer(), recognizer: ScriptedRecognizer(lines: text))
        _ = try? await fixture.unlocked.read(job, with: reader)
    }

    /// A `multipart/form-data` body as a browser sends it.
    static func multipart(files: [(name: String, data: Data)], fields: [String: String] = [:]) -> (headers: HTTPFields, body: ByteBuffer) {
        let boundary = "----arkivator-fiendtlig-\(UUID().uuidString)"
        var body = Data()
        for (name, value) in fields.sorted(by: { $0.key < $1.key }) {
            body += Data("--\(boundary)\r\nContent-Disposition: form-data; name=\"\(name)\"\r\n\r\n\(value)\r\n".utf8)
        }
        for file in files {
            body += Data("--\(boundary)\r\nContent-Disposition: form-data; name=\"photos\"; filename=\"\(file.name)\"\r\nContent-Type: image/jpeg\r\n\r\n".utf8)
            body += file.data + Data("\r\n".utf8)
        }
        body += Data("--\(boundary)--\r\n".utf8)
        return ([.contentType: "multipart/form-data; boundary=\(boundary)"], ByteBuffer(data: body))
    }

    /// Where the capture form posts: its address carries the session's CSRF token.
    func capture(_ fixture: Fixture) -> String {
        "/ta-bilde?csrf=\(fixture.csrf)"
    }

    func bearer(_ fixture: Fixture, _ headers: HTTPFields = [:]) -> HTTPFields {
        var headers = headers
        headers[.authorization] = "Bearer \(fixture.token)"
        return headers
    }

    func cookie(_ fixture: Fixture, _ headers: HTTPFields) -> HTTPFields {
        var headers = headers
        headers[.cookie] = fixture.cookie
        return headers
    }

    static func object(_ buffer: ByteBuffer) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(buffer: buffer)) as? [String: Any])
    }

    static func errorMessage(_ buffer: ByteBuffer) throws -> String {
        try #require((try object(buffer)["error"] as? [String: Any])?["message"] as? String)
    }

    /// With ARKIVATOR_HOSTILE_TABLE=1, prints each input and its outcome as a Markdown table row.
    static func tabulate(_ input: String, _ outcome: String) {
        guard ProcessInfo.processInfo.environment["ARKIVATOR_HOSTILE_TABLE"] == "1" else { return }
        print("| \(input) | \(outcome) |")
    }
}

/// A recogniser that "reads" the same lines on every page, for driving the pipeline without OCR.
struct ScriptedRecognizer: TextRecognizer {
    let lines: [String]
    var confidence = 0.95

    func recognize(_ image: GrayImage) throws -> RecognizedPage {
        let box = PixelBox(x: 0, y: 0, width: image.width, height: image.height)
        let recognized = lines.map { line in
            RecognizedPage.Line(words: line.split(separator: " ").map { .init(text: String($0), confidence: confidence, box: box) },
                                confidence: confidence)
        }
        return RecognizedPage(blocks: [.init(paragraphs: [.init(lines: recognized)], confidence: confidence, box: box)])
    }
}

/// Grey PNGs written by hand (stored deflate blocks), as this target cannot reach Leptonica.
enum HandMadePNG {
    static func grey(width: Int, height: Int, pixel: (Int, Int) -> UInt8 = { _, _ in 255 }) -> Data {
        var raw: [UInt8] = []
        raw.reserveCapacity((width + 1) * height)
        for y in 0..<height {
            raw.append(0)  // filter: none
            for x in 0..<width { raw.append(pixel(x, y)) }
        }
        var zlib: [UInt8] = [0x78, 0x01]
        var blocks = stride(from: 0, to: raw.count, by: 65535).map { raw[$0..<min($0 + 65535, raw.count)] }
        if blocks.isEmpty { blocks = [[]] }
        for (index, block) in blocks.enumerated() {
            let length = UInt16(block.count)
            zlib += [index == blocks.count - 1 ? 1 : 0, UInt8(length & 0xFF), UInt8(length >> 8), UInt8(~length & 0xFF), UInt8(~length >> 8)]
            zlib += block
        }
        var a: UInt32 = 1, b: UInt32 = 0
        for byte in raw {
            a = (a + UInt32(byte)) % 65521
            b = (b + a) % 65521
        }
        zlib += bigEndian(b << 16 | a)
        let header = bigEndian(UInt32(width)) + bigEndian(UInt32(height)) + [8, 0, 0, 0, 0]
        return Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + chunk("IHDR", header) + chunk("IDAT", zlib) + chunk("IEND", []))
    }

    /// A sheet of paper on a dark table, large enough to be read as a page photo.
    static func page() -> Data {
        grey(width: 480, height: 640) { x, y in (40..<440).contains(x) && (40..<600).contains(y) ? 235 : 50 }
    }

    /// A 1 × 1 PNG whose header claims `width × height`.
    static func claiming(width: UInt32, height: UInt32) -> Data {
        var bytes = [UInt8](grey(width: 1, height: 1))
        let header = bigEndian(width) + bigEndian(height) + [8, 0, 0, 0, 0]
        bytes.replaceSubrange(8..<33, with: chunk("IHDR", header))
        return Data(bytes)
    }

    static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let body = Array(type.utf8) + data
        let crc = ~body.reduce(UInt32(0xFFFF_FFFF)) { crc, byte in crcTable[Int((crc ^ UInt32(byte)) & 0xFF)] ^ (crc >> 8) }
        return bigEndian(UInt32(data.count)) + body + bigEndian(crc)
    }

    static let crcTable: [UInt32] = (0..<256).map { index in
        (0..<8).reduce(UInt32(index)) { crc, _ in crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
    }

    static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
    }
}

extension Data {
    init(hex: String) {
        let digits = Array(hex.utf8.filter { !($0 == 10 || $0 == 32) })
        self.init(stride(from: 0, to: digits.count, by: 2).map { UInt8(String(decoding: digits[$0..<$0 + 2], as: UTF8.self), radix: 16)! })
    }
}
