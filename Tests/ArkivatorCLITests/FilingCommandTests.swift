import ArkivatorCore
import ArkivatorStore
import ArkivatorTestSupport
import Foundation
import Testing

/// A flat photo of a letter from the development corpus, when the corpus is beside the repository.
private let corpusPhoto = sharedCorpus.appendingPathComponent("dev/photos/doc0000-p1.jpg")

@Suite("Reading letters and filing them from the command line", .tags(.external, .slow))
struct FilingCommandTests {
    @Test("analyze --text interprets a letter without a library and prints the contract's JSON")
    func analyzeText() async throws {
        let runner = try CommandRunner()
        defer { runner.removeHome() }
        let letter = runner.home.appendingPathComponent("brev.txt")
        try """
            Haukeland universitetssjukehus
            Kvinneklinikken
            Bergen, 4. mars 2025
            Innkalling til poliklinisk time
            Pasient: Kari Nordli, fødd 15.03.1979
            Du har time tysdag 18. mars 2025 kl. 10.15.
            """.write(to: letter, atomically: true, encoding: .utf8)
        let family = CommandRunner.fixtures.appendingPathComponent("family.json").path
        let result = try await runner.run("analyze", "--json", "--family", family, "--id", "brev-1", "--text", letter.path)
        #expect(result.status == 0, "\(result.errorOutput)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
        #expect(object["id"] as? String == "brev-1")
        #expect(object["docType"] as? String == "innkalling")
        #expect(object["documentDate"] as? String == "2025-03-04")
        #expect(object["appointment"] as? String == "2025-03-18T10:15")
        #expect(object["person"] as? String == "Kari Nordli")
        #expect((object["title"] as? String)?.hasPrefix("2025-03-04 Innkalling") == true)
        #expect(object["personnummerFound"] as? Bool == false)
        #expect(object["timings"] is [String: Any])
        #expect(!runner.library.exists, "analyze changes nothing: it made no library")
    }

    @Test("analyze refuses a file that is not an image with a clear message")
    func analyzeRefusesNonImage() async throws {
        let runner = try CommandRunner()
        defer { runner.removeHome() }
        let pdf = runner.home.appendingPathComponent("brev.jpg")
        try Data("%PDF-1.4\n1 0 obj\n".utf8).write(to: pdf)
        let result = try await runner.run("analyze", "--json", pdf.path)
        #expect(result.status == 1)
        #expect(result.errorOutput.contains("PDF"))
    }

    @Test("a job left behind by a crash is finished by the next file --yes", .corpus("dev/photos/doc0000-p1.jpg"))
    func resumesUnfinishedJob() async throws {
        let runner = try CommandRunner()
        defer { runner.removeHome() }
        let database = try runner.makeLibrary(passphrase: testPassphrase)
        let jobs = try pendingJobs(runner.library)
        var job = try jobs.create(photos: [(name: "brev.jpg", data: try Data(contentsOf: corpusPhoto))], corners: [])
        job.stage = .recognizing
        try jobs.save(job)

        let result = try await runner.run("file", "--yes", passphrase: testPassphrase)
        #expect(result.status == 0, "\(result.errorOutput)")
        #expect(jobs.unfinished().isEmpty)
        let saved = try database.documents(matching: DocumentFilter(), limit: 10, offset: 0)
        #expect(saved.count == 1)
        let savedID = try #require(saved.first?.id)
        let document = try #require(try database.document(id: savedID))
        #expect(document.text.contains("Innkalling"))
        #expect(document.pages.count == 1)
        let image = try #require(document.pages.first?.imagePath.flatMap(runner.library.resolve))
        let jpeg = try openedFile(image, of: runner.library)
        #expect(jpeg.starts(with: [0xFF, 0xD8]) && jpeg.count <= 2_000_000)
        let docx = try #require(document.files.docx.flatMap(runner.library.resolve))
        #expect(try openedFile(docx, of: runner.library).starts(with: Array("PK".utf8)))
        #expect(document.pages.first?.lines.isEmpty == false, "the page keeps where its lines stand")

        let again = try await runner.run("file", "--yes", passphrase: testPassphrase)
        #expect(again.status != 0, "nothing left to file, and nothing filed twice")
        #expect(try database.documentCount() == 1)
    }

    @Test("watch --once files the photos in an inbox and sets aside what it cannot read", .corpus("dev/photos/doc0000-p1.jpg"))
    func watchInbox() async throws {
        let runner = try CommandRunner()
        defer { runner.removeHome() }
        let database = try runner.makeLibrary(passphrase: testPassphrase)
        let inbox = runner.home.appendingPathComponent("innboks", isDirectory: true)
        try FileManager.default.createDirectory(at: inbox, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: corpusPhoto, to: inbox.appendingPathComponent("brev-p1.jpg"))
        try Data("ikke et bilde".utf8).write(to: inbox.appendingPathComponent("kvittering.jpg"))

        let result = try await runner.run("watch", "--once", inbox.path, passphrase: testPassphrase)
        #expect(result.status == 0, "\(result.errorOutput)")
        #expect(try database.documentCount() == 1)
        let manager = FileManager.default
        #expect(manager.fileExists(atPath: inbox.appendingPathComponent("Arkivert/brev-p1.jpg").path))
        #expect(manager.fileExists(atPath: inbox.appendingPathComponent("Feilet/kvittering.jpg").path))
        let reason = try String(contentsOf: inbox.appendingPathComponent("Feilet/kvittering.jpg.feil.txt"), encoding: .utf8)
        #expect(reason.contains("tekst, ikke et bilde"))
    }
}
