import ArkivatorCore
import ArkivatorImaging
import ArkivatorLibrary
import ArkivatorTestSupport
import Foundation
import Hummingbird
import HummingbirdTesting
import Testing

@testable import ArkivatorWeb

/// The phone as a scanner, through the app's routes: the viewfinder's outline from the page
/// finder, letters sent from the phone's queue under an upload key (kept once however often
/// they arrive), corners marked on the phone, and what the offline shell needs before unlocking.
/// The same flows in a real browser with a fake camera are in `Tests/Browser/capture_test.py`.
@Suite("The phone as a scanner", .corpus("dev/photos"))
struct ScannerTests {
    static let corpus = sharedCorpus.appendingPathComponent("dev/photos")

    let uploads = HostileUploadTests()

    @Test("a camera frame's outline comes from the page finder, in the frame's pixels, near the sheet's true corners")
    func outline() async throws {
        let truth = try JSONDecoder().decode(PhotoTruth.self, from: Data(contentsOf: Self.corpus.appendingPathComponent("doc0011.json")))
        let photo = try PhotoDecoder().decode(try Data(contentsOf: Self.corpus.appendingPathComponent("doc0011-p1.jpg")))
        let frame = try photo.previewJPEG(longestSide: 480)
        let scale = 480 / Double(max(photo.width, photo.height))
        try await uploads.withApp { client, fixture in
            try await client.execute(uri: "/api/v1/page-outline", method: .post,
                                     headers: uploads.bearer(fixture, [.contentType: "image/jpeg"]),
                                     body: ByteBuffer(data: frame)) { response in
                #expect(response.status == .ok)
                #expect(response.headers[APIRoutes.serverTiming]?.hasPrefix("outline;dur=") == true)
                let answer = try JSONDecoder().decode(OutlineAnswer.self, from: Data(buffer: response.body))
                #expect(max(answer.width, answer.height) == 480 && !answer.runsOffFrame)
                let corners = try #require(answer.corners)
                let diagonal = Double(answer.width * answer.width + answer.height * answer.height).squareRoot()
                for (found, expected) in zip(corners, truth.pages[0].corners) {
                    let error = hypot(found[0] - expected[0] * scale, found[1] - expected[1] * scale) / diagonal
                    #expect(error < 0.03, "corner \(found) against \(expected.map { $0 * scale })")
                }
            }
            // A table without a sheet: an answer, without corners.
            try await client.execute(uri: "/api/v1/page-outline", method: .post, headers: uploads.bearer(fixture),
                                     body: ByteBuffer(data: HandMadePNG.grey(width: 480, height: 360))) { response in
                #expect(response.status == .ok)
                let answer = try JSONDecoder().decode(OutlineAnswer.self, from: Data(buffer: response.body))
                #expect(answer.corners == nil)
            }
            try await client.execute(uri: "/api/v1/page-outline", method: .post, headers: uploads.bearer(fixture),
                                     body: ByteBuffer(string: "<html>ikke et bilde</html>")) { response in
                #expect(response.status == .unprocessableContent)
                #expect(String(buffer: response.body).contains("Dette er tekst"))
            }
            try await client.execute(uri: "/api/v1/page-outline", method: .post, headers: uploads.bearer(fixture),
                                     body: ByteBuffer(repeating: 0xFF, count: CaptureRoutes.maximumFrameBytes + 1)) { response in
                #expect(response.status == .contentTooLarge)
            }
            try await client.execute(uri: "/api/v1/page-outline", method: .post, body: ByteBuffer(data: frame)) { response in
                #expect(response.status == .unauthorized)
            }
        }
    }

    @Test("a letter sent again under its upload key is kept once: the first one's job, then the document it was filed as")
    func uploadKey() async throws {
        try await uploads.withApp { client, fixture in
            let photo = try pageJPEG()
            let (headers, body) = HostileUploadTests.multipart(files: [("side-1.jpeg", photo)], fields: ["upload-key": "4f0c-telefon-1"])
            var first = ""
            try await client.execute(uri: "/api/v1/jobs", method: .post, headers: uploads.bearer(fixture, headers), body: body) { response in
                #expect(response.status == .created)
                first = try #require(try HostileUploadTests.object(response.body)["id"] as? String)
            }
            try await client.execute(uri: "/api/v1/jobs", method: .post, headers: uploads.bearer(fixture, headers), body: body) { response in
                #expect(response.status == .ok)
                let answer = try HostileUploadTests.object(response.body)
                #expect(answer["id"] as? String == first)
            }
            #expect(fixture.unlocked.unfinishedJobs().count == 1)

            try await HostileUploadTests.read(job: first, fixture, text: ["Innkalling til time 12.03.2026 kl. 09.30."])
            let filed = try fixture.unlocked.file(try fixture.unlocked.job(try #require(UUID(uuidString: first))),
                                                  as: .asRead(acceptingUncertainText: true))
            try await client.execute(uri: "/api/v1/jobs", method: .post, headers: uploads.bearer(fixture, headers), body: body) { response in
                #expect(response.status == .ok)
                let answer = try HostileUploadTests.object(response.body)
                #expect(answer["documentId"] as? Int64 == filed && answer["id"] == nil && answer["stage"] as? String == "filed")
            }
            #expect(fixture.unlocked.unfinishedJobs().isEmpty)

            // The browser's form takes the same field: a filed letter sent again leads to it.
            let (formHeaders, formBody) = HostileUploadTests.multipart(files: [("side-1.jpeg", photo)], fields: ["upload-key": "4f0c-telefon-1"])
            try await client.execute(uri: uploads.capture(fixture), method: .post, headers: uploads.cookie(fixture, formHeaders),
                                     body: formBody) { response in
                #expect(response.status == .seeOther && response.headers[.location] == "/dokumenter/\(filed)")
            }

            // Another key is another letter; a key that is not one is refused.
            let (otherHeaders, otherBody) = HostileUploadTests.multipart(files: [("side-1.jpeg", photo)], fields: ["upload-key": "4f0c-telefon-2"])
            try await client.execute(uri: "/api/v1/jobs", method: .post, headers: uploads.bearer(fixture, otherHeaders), body: otherBody) { response in
                #expect(response.status == .created)
            }
            for key in ["../../jobs", "", String(repeating: "a", count: Library.maximumUploadKeyLength + 1)] {
                let (badHeaders, badBody) = HostileUploadTests.multipart(files: [("side-1.jpeg", photo)], fields: ["upload-key": key])
                try await client.execute(uri: "/api/v1/jobs", method: .post, headers: uploads.bearer(fixture, badHeaders), body: badBody) { response in
                    #expect(response.status == .badRequest, "«\(key)»")
                }
            }
            #expect(fixture.unlocked.unfinishedJobs().count == 1, "the other key's letter alone waits")
        }
    }

    @Test("corners marked on the phone go into the job, page by page; corners that make no quadrilateral are refused")
    func corners() async throws {
        try await uploads.withApp { client, fixture in
            let photo = try pageJPEG()
            let marked = "12,10,600,14,610,860,8,850"
            let (headers, body) = HostileUploadTests.multipart(files: [("side-1.jpeg", photo), ("side-2.jpeg", photo)],
                                                               fields: ["corners": ";\(marked)"])
            try await client.execute(uri: "/api/v1/jobs", method: .post, headers: uploads.bearer(fixture, headers), body: body) { response in
                #expect(response.status == .created)
                let id = try #require(try HostileUploadTests.object(response.body)["id"] as? String)
                let job = try fixture.unlocked.job(try #require(UUID(uuidString: id)))
                #expect(job.corners.count == 2 && job.corners[0] == nil)
                #expect(job.corners[1] == Quadrilateral(commaSeparated: marked))
            }
            for corners in ["1,2,3", "0,0,10,0,20,0,30,0", "\(marked);\(marked);\(marked)"] {
                let (badHeaders, badBody) = HostileUploadTests.multipart(files: [("side-1.jpeg", photo), ("side-2.jpeg", photo)],
                                                                         fields: ["corners": corners])
                try await client.execute(uri: "/api/v1/jobs", method: .post, headers: uploads.bearer(fixture, badHeaders), body: badBody) { response in
                    #expect(response.status == .badRequest, "«\(corners)»")
                }
            }
            #expect(fixture.unlocked.unfinishedJobs().count == 1)
        }
    }

    @Test("the service worker is served from the root before unlocking; a session tells its page the token it has now")
    func offlineShell() async throws {
        try await uploads.withApp { client, fixture in
            try await client.execute(uri: "/sw.js", method: .get) { response in
                #expect(response.status == .ok)
                #expect(response.headers[.contentType]?.hasPrefix("text/javascript") == true)
                #expect(String(buffer: response.body).contains("addEventListener(\"fetch\""))
            }
            try await client.execute(uri: "/api/v1/session", method: .get, headers: [.cookie: fixture.cookie]) { response in
                #expect(response.status == .ok)
                let answer = try HostileUploadTests.object(response.body)
                #expect(answer["csrfToken"] as? String == fixture.csrf)
            }
            try await client.execute(uri: "/api/v1/session", method: .get) { response in
                #expect(response.status == .unauthorized)
            }
            try await client.execute(uri: "/static/manifest.webmanifest", method: .get) { response in
                let manifest = try HostileUploadTests.object(response.body)
                let icons = try #require(manifest["icons"] as? [[String: String]])
                #expect(manifest["display"] as? String == "standalone")
                #expect(icons.contains { $0["sizes"] == "192x192" } && icons.contains { $0["sizes"] == "512x512" })
            }
        }
    }
}

private struct PhotoTruth: Decodable {
    struct Page: Decodable { let corners: [[Double]] }
    let pages: [Page]
}

private struct OutlineAnswer: Decodable {
    let width: Int
    let height: Int
    let corners: [[Double]]?
    let runsOffFrame: Bool
}
