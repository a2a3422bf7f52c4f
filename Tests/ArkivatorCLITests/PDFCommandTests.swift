import ArkivatorCore
import ArkivatorStore
import ArkivatorTestSupport
import Foundation
import Testing

@Suite("PDFs filed, imported and watched from the command line", .serialized, .tags(.external, .slow))
struct PDFCommandTests {
    static func words(_ text: String) -> [String] {
        text.split(whereSeparator: \.isWhitespace).map(String.init)
    }

    @Test("file --yes takes a born-digital PDF's text as it is; a password-protected one is refused in words")
    func file() async throws {
        let runner = try CommandRunner()
        defer { runner.removeHome() }
        let database = try runner.makeLibrary(passphrase: testPassphrase)
        let pdf = try await TestPDFs.bornDigital(TestPDFs.nynorsk, name: "time", in: runner.home)
        let filed = try await runner.run("file", "--yes", pdf.path, passphrase: testPassphrase)
        #expect(filed.status == 0, "\(filed.errorOutput)")
        let id = try #require(try database.allDocumentIDs().first)
        let document = try #require(try database.document(id: id))
        #expect(Self.words(document.text) == Self.words(TestPDFs.nynorsk))
        #expect(document.ocrConfidence == 1 && document.originalFileName == "time.pdf")

        let locked = try await TestPDFs.bornDigital(TestPDFs.epikrise, name: "laast", in: runner.home, password: "hemmelig")
        let refused = try await runner.run("file", "--yes", locked.path, passphrase: testPassphrase)
        #expect(refused.status != 0)
        #expect(refused.errorOutput.contains("PDF-en er passordbeskyttet"), "\(refused.errorOutput)")
        #expect(try database.allDocumentIDs().count == 1)
        #expect(try pendingJobs(runner.library).unfinished().isEmpty)
    }

    @Test("import and watch file a PDF as a letter of its own, beside photos named as pages")
    func folders() async throws {
        let runner = try CommandRunner()
        defer { runner.removeHome() }
        let database = try runner.makeLibrary(passphrase: testPassphrase)
        let made = runner.home.appendingPathComponent("laget")
        try FileManager.default.createDirectory(at: made, withIntermediateDirectories: true)
        let inbox = runner.home.appendingPathComponent("innboks")
        try FileManager.default.createDirectory(at: inbox, withIntermediateDirectories: true)
        // Named as page 2 of a letter: a PDF is still a letter alone.
        try FileManager.default.copyItem(at: try await TestPDFs.bornDigital(TestPDFs.innkalling, name: "innkalling", in: made),
                                        to: inbox.appendingPathComponent("brev-p2.pdf"))
        let imported = try await runner.run("import", inbox.path, passphrase: testPassphrase)
        #expect(imported.status == 0, "\(imported.errorOutput)")
        #expect(try database.allDocumentIDs().count == 1)

        let watched = runner.home.appendingPathComponent("fulgt")
        try FileManager.default.createDirectory(at: watched, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: try await TestPDFs.bornDigital(TestPDFs.epikrise, name: "epikrise", in: made),
                                        to: watched.appendingPathComponent("epikrise.pdf"))
        let watch = try await runner.run("watch", "--once", watched.path, passphrase: testPassphrase)
        #expect(watch.status == 0, "\(watch.errorOutput)")
        let texts = try database.allDocumentIDs().compactMap { try database.document(id: $0)?.text }
        #expect(texts.count == 2)
        #expect(texts.contains { Self.words($0) == Self.words(TestPDFs.epikrise) })
        #expect(FileManager.default.fileExists(atPath: watched.appendingPathComponent("Arkivert/epikrise.pdf").path))

        for command in ["file", "watch", "import"] {
            let help = try await runner.run(command, "--help")
            #expect(help.output.contains("PDF"), "\(command) --help")
        }
    }
}
