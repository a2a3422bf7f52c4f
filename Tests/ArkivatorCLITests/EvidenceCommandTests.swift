import ArkivatorCore
import ArkivatorStore
import ArkivatorTestSupport
import Foundation
import Testing

/// `arkivator edit --text-file`, `reread` and `pages` as a person types them.
@Suite("Correcting a letter's text, reading its fields again and redoing its pages from the command line",
       .tags(.external))
struct EvidenceCommandTests {
    @Test("a corrected date is offered by reread and taken only with --take; pages refuses what cannot be done")
    func correctRereadAndPages() async throws {
        let runner = try CommandRunner()
        defer { runner.removeHome() }
        let database = try runner.makeLibrary(passphrase: testPassphrase)
        let pdf = try await TestPDFs.bornDigital(TestPDFs.innkalling, name: "innkalling", in: runner.home)
        #expect(try await runner.run("file", "--yes", pdf.path, passphrase: testPassphrase).status == 0)
        let id = String(try #require(try database.allDocumentIDs().first))

        let corrected = runner.home.appendingPathComponent("rettet.txt")
        let page = try #require(try database.document(id: Int64(id)!)?.pages.first?.text)
        try page.replacingOccurrences(of: "14. mars 2025", with: "17. mars 2025").write(to: corrected, atomically: true, encoding: .utf8)
        let edited = try await runner.run("edit", id, "--page", "1", "--text-file", corrected.path, passphrase: testPassphrase)
        #expect(edited.status == 0, "\(edited.errorOutput)")

        let offered = try await runner.run("reread", id, passphrase: testPassphrase)
        #expect(offered.status == 0 && offered.output.contains("Brevets dato") && offered.output.contains("2025-03-17"), "\(offered.output)")
        #expect(try database.document(id: Int64(id)!)?.documentDate == CalendarDate(iso: "2025-03-14"), "reread alone changes nothing")
        let unknown = try await runner.run("reread", id, "--take", "dato", passphrase: testPassphrase)
        #expect(unknown.status != 0 && unknown.errorOutput.contains("documentDate"))
        let taken = try await runner.run("reread", id, "--take", "documentDate,title", passphrase: testPassphrase)
        #expect(taken.status == 0, "\(taken.errorOutput)")
        #expect(try database.document(id: Int64(id)!)?.title.hasPrefix("2025-03-17 ") == true)
        #expect(try await runner.run("reread", id, passphrase: testPassphrase).output.contains("de samme feltene"))

        let both = try await runner.run("pages", id, "--remove", "1", "--turn", "1", passphrase: testPassphrase)
        #expect(both.status != 0 && both.errorOutput.contains("Gi én endring"))
        let only = try await runner.run("pages", id, "--remove", "1", passphrase: testPassphrase)
        #expect(only.status == 1 && only.errorOutput.contains("minst én side"))
        let turned = try await runner.run("pages", id, "--turn", "1", "--quarter-turns", "2", passphrase: testPassphrase)
        #expect(turned.status == 0 && turned.output.contains("har nå 1 side"), "\(turned.errorOutput)")
        let crop = try await runner.run("pages", id, "--crop", "1", "--corners", "0,0,10,0,10,10,0,10", passphrase: testPassphrase)
        #expect(crop.status == 1 && crop.errorOutput.contains("fra en PDF"))
    }
}
