import ArkivatorCore
import ArkivatorDrive
import ArkivatorStore
import ArkivatorTestSupport
import Crypto
import Foundation
import Testing

/// A filed letter's pages changed by two front ends in turn, as a family would: a page added
/// through the API of `arkivator serve`, one removed with `arkivator pages`. Afterwards the
/// letter, its `.docx`, its PDF (read by `pdftotext`) and its copy on `fake-drive` say the same.
@Suite("A letter's pages changed through the API and the command line", .serialized, .program("pdftotext"),
       .tags(.network, .external))
struct PageChangeEndToEndTests {
    @Test("a page added through the API and one removed through the CLI: page count, text, .docx, PDF and Drive agree")
    func apiThenCommandLine() async throws {
        let fixture = try await DriveFixture()
        let folder = fixture.folder
        let environment = [
            "ARKIVATOR_HOME": fixture.archive.library.root.path, "ARKIVATOR_PASSPHRASE": testPassphrase,
            DriveEndpoints.environmentVariable: fixture.fake.base.absoluteString,
            RetryPolicy.baseVariable: "0.005", "HOME": folder.path, "PATH": "/usr/bin:/bin",
        ].merging(testEnvironment) { old, _ in old }
        let first = try await TestPDFs.bornDigital(TestPDFs.innkalling, name: "innkalling", in: folder)
        let added = try await TestPDFs.united([try await TestPDFs.bornDigital(TestPDFs.nynorsk, name: "nynorsk", in: folder),
                                               try await TestPDFs.bornDigital(TestPDFs.epikrise, name: "epikrise", in: folder)],
                                              name: "to-sider", in: folder)

        let filed = try await runArkivator(["file", "--yes", first.path], environment)
        #expect(filed.status == 0, "\(filed.errorOutput)")
        let id = try #require(try fixture.database.allDocumentIDs().first)
        #expect(try await runArkivator(["sync", "--until-idle"], environment).status == 0)

        let server = try ServeProcess(environment: environment, log: folder.appendingPathComponent("serve.log"))
        defer { server.stop() }
        try await server.waitUntilServing()
        let token = try fixture.database.createAPIToken(label: "sider")
        let (answer, status) = try await server.upload("api/v1/documents/\(id)/pages", files: [added], fields: ["after": "1"], token: token)
        #expect(status == 200, "\(answer.body)")
        let pages = try ServeProcess.object(answer.body)["pages"] as? [[String: Any]]
        #expect(pages?.count == 3, "the API answers with the letter of three pages")
        server.stop()

        let removed = try await runArkivator(["pages", String(id), "--remove", "2"], environment)
        #expect(removed.status == 0, "\(removed.errorOutput)")
        #expect(removed.output.contains("har nå 2 sider"))
        let sync = try await runArkivator(["sync", "--until-idle"], environment)
        #expect(sync.status == 0, "\(sync.errorOutput)")

        let letter = try #require(try fixture.database.document(id: id))
        #expect(letter.pages.count == 2)
        #expect(letter.text.contains("Haugland") && letter.text.contains("Legevakta") && !letter.text.contains("Kvinneklinikken"))
        let sealed = try fixture.archive.sealedFiles()
        func stored(_ path: String?) throws -> Data { try sealed.read(try #require(path.flatMap(fixture.archive.library.resolve))) }
        let docx = try stored(letter.files.docx), pdf = try stored(letter.files.pdf)
        let pdfFile = folder.appendingPathComponent("brev.pdf")
        try pdf.write(to: pdfFile)
        let pdfText = try await runProgram("pdftotext", [pdfFile.path, "-"]).output
        #expect(pdfText.contains("Haugland") && pdfText.contains("Legevakta") && !pdfText.contains("Kvinneklinikken"))
        let shown = try await runArkivator(["show", String(id), "--json"], environment)
        #expect(shown.output.contains("Legevakta") && !shown.output.contains("Kvinneklinikken"))

        // Drive holds the .docx and the PDF as they are now, and the first page's image is in its trash.
        let onDrive = try await fixture.fake.documentFiles()
        let md5 = { (data: Data) in Insecure.MD5.hash(data: data).map { String(format: "%02x", $0) }.joined() }
        let live = onDrive.filter { !$0.trashed }
        #expect(live.count == 2 && Set(live.map { ($0.name as NSString).pathExtension }) == ["docx", "pdf"])
        #expect(live.first { $0.name.hasSuffix(".docx") }?.md5Checksum == md5(docx))
        #expect(live.first { $0.name.hasSuffix(".pdf") }?.md5Checksum == md5(pdf))
        #expect(onDrive.contains { $0.trashed && $0.name.hasSuffix(".jpeg") }, "the page image Drive had is trashed")
    }
}
