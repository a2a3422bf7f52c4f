import ArkivatorCore
import ArkivatorImaging
import ArkivatorLibrary
import ArkivatorStore
import ArkivatorTestSupport
@testable import ArkivatorWeb
import Foundation
import Hummingbird
import HummingbirdTesting
import Testing

@Suite("A PDF letter under review")
struct PDFReviewTests {
    @Test("a born-digital PDF's review page offers no corners to mark, as a photo's does, and the route refuses them")
    func noCorners() async throws {
        try await withTemporaryFolder { folder in
            let pdf = try Data(contentsOf: await TestPDFs.bornDigital(TestPDFs.epikrise, name: "epikrise", in: folder))
            try await withNewLibrary { library, database in
                let services = try await makeTestServices(WebConfiguration(library: library, appVersion: "test"))
                let session = await services.openSession(try unlockedLibrary(library))
                let reader = DocumentReader(enhancer: PageEnhancer(), recognizer: ScriptedRecognizer(lines: ["Innkalling til kontroll"]))
                let fromPDF = try session.library.receive([IncomingPhoto(name: "epikrise.pdf", content: .bytes(pdf))])
                try await session.library.read(fromPDF, with: reader)
                let fromPhoto = try session.library.receive([IncomingPhoto(name: "brev.png", content: .bytes(HandMadePNG.page()))])
                try await session.library.read(fromPhoto, with: reader)
                try await Application(router: buildRouter(services)).testAsBrowser { client in
                    func page(_ job: PendingJob) async throws -> String {
                        let response = try await client.execute(uri: "/jobber/\(job.id.uuidString.lowercased())", method: .get,
                                                                headers: [.cookie: "arkivator_session=\(session.token)"])
                        #expect(response.status == .ok)
                        return String(buffer: response.body)
                    }
                    let review = try await page(fromPDF)
                    #expect(review.contains("Legevakta"))
                    #expect(!review.contains("/hjorner"))
                    #expect(try await page(fromPhoto).contains("/jobber/\(fromPhoto.id.uuidString.lowercased())/side/1/hjorner"))

                    let square = "csrf=\(session.csrfToken)&tlx=900&tly=20&trx=10&try=10&brx=890&bry=1200&blx=15&bly=1190"
                    let refused = try await client.execute(
                        uri: "/jobber/\(fromPDF.id.uuidString.lowercased())/side/1/hjorner", method: .post,
                        headers: [.cookie: "arkivator_session=\(session.token)", .contentType: "application/x-www-form-urlencoded"],
                        body: ByteBuffer(string: square))
                    #expect(refused.status != .seeOther)
                }
                #expect(try pendingJobs(library).job(id: fromPDF.id)?.stage == .review)
            }
        }
    }
}
