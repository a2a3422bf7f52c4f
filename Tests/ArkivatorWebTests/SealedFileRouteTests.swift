import ArkivatorArchive
import ArkivatorCore
import ArkivatorLibrary
import ArkivatorStore
import ArkivatorTestSupport
import Foundation
import Hummingbird
import HummingbirdTesting
import Testing

@testable import ArkivatorWeb

@Suite("Sealed files through the web app")
struct SealedFileRouteTests {
    static let jpeg = Data([0xFF, 0xD8, 0xFF, 0xE0] + Array(repeating: 0x42, count: 3000) + [0xFF, 0xD9])

    @Test("a page and the .docx are served opened; a page with a changed byte is refused as damaged, never served")
    func pageRoute() async throws {
        try await withNewLibrary { library, database in
            let services = try await makeTestServices(WebConfiguration(library: library, appVersion: "test"))
            let session = await services.openSession(try unlockedLibrary(library))
            let archive = DocumentArchive(database: database, library: library, appVersion: "test")
            let folder = try library.createFolder("files/brev")
            let page = folder.appendingPathComponent("side-1.jpeg")
            try archive.sealedFiles().write(Self.jpeg, to: page)
            let id = try archive.saveNew(Document(
                title: "2025-03-04 Epikrise kardiologi", docType: .epikrise, documentDate: CalendarDate(iso: "2025-03-04"),
                institution: "St. Olavs hospital", text: "Hjertesvikt.", scanDate: Date(),
                pages: [Page(number: 1, imagePath: "files/brev/side-1.jpeg", text: "Hjertesvikt.")]))
            let cookie: HTTPFields = [.cookie: "arkivator_session=\(session.token)"]
            try await Application(router: buildRouter(services)).test(.router) { client in
                let served = try await client.execute(uri: "/dokumenter/\(id)/side/1", method: .get, headers: cookie)
                #expect(served.status == .ok)
                #expect(Data(buffer: served.body) == Self.jpeg)
                let docx = try await client.execute(uri: "/dokumenter/\(id)/last-ned/docx", method: .get, headers: cookie)
                #expect(docx.status == .ok && Data(buffer: docx.body).starts(with: Array("PK".utf8)))

                var stored = try Data(contentsOf: page)
                stored[stored.count - 20] ^= 0x01
                try stored.write(to: page)
                let damaged = try await client.execute(uri: "/dokumenter/\(id)/side/1", method: .get, headers: cookie)
                #expect(damaged.status == .internalServerError)
                let body = String(buffer: damaged.body)
                #expect(body.contains("skadet") && body.contains("side-1.jpeg"))
                #expect(!Data(buffer: damaged.body).starts(with: [0xFF, 0xD8]))
            }
        }
    }
}
