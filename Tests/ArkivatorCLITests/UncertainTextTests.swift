import ArkivatorCore
import ArkivatorStore
import ArkivatorTestSupport
import Foundation
import Testing

/// An upside-down photo from `dev-wild`, when the corpus is beside the repository.
private let upsideDownPhoto = sharedCorpus.appendingPathComponent("dev-wild/photos/doc0000-p1.jpg")

@Suite("Pages turned upright and pages too uncertain to trust, on the command line", .tags(.external, .slow))
struct UncertainTextCommandTests {
    /// A page of made-up words in Armenian letters: gibberish to Tesseract's Norwegian and
    /// English in every orientation (see `Fixtures/make-unreadable-page.py`).
    static let unreadable = CommandRunner.fixtures.appendingPathComponent("unreadable-page.png").path
    static let warning = "Teksten ble usikker — ta bildet på nytt eller juster hjørnene"

    static func pages(_ output: String) throws -> [[String: Any]] {
        let object = try #require(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any])
        return try #require(object["pages"] as? [[String: Any]])
    }

    @Test("analyze --json says of each page how far it was turned, and that an upside-down page was",
          .corpus("dev-wild/photos/doc0000-p1.jpg"))
    func turnedPage() async throws {
        let runner = try CommandRunner()
        defer { runner.removeHome() }
        let result = try await runner.run("analyze", "--json", upsideDownPhoto.path)
        #expect(result.status == 0, "\(result.errorOutput)")
        let page = try #require(try Self.pages(result.output).first)
        #expect(page["rotation"] as? Int == 180)
        #expect(page["orientationCorrected"] as? Bool == true)
        #expect(page["uncertain"] as? Bool == false)
        #expect((page["ocrConfidence"] as? Double ?? 0) > 0.8)
        let human = try await runner.run("analyze", upsideDownPhoto.path)
        #expect(human.output.contains("side 1 lå opp ned og er snudd"))
        #expect(!human.output.contains(Self.warning))
    }

    @Test("analyze flags a page it cannot read, in its JSON and in words")
    func analyzeFlags() async throws {
        let runner = try CommandRunner()
        defer { runner.removeHome() }
        let json = try await runner.run("analyze", "--json", Self.unreadable)
        #expect(json.status == 0, "\(json.errorOutput)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any])
        #expect(object["uncertain"] as? Bool == true)
        #expect(object["warning"] as? String == Self.warning)
        #expect(try Self.pages(json.output).first?["uncertain"] as? Bool == true)
        let human = try await runner.run("analyze", Self.unreadable)
        #expect(human.output.contains("Advarsel: \(Self.warning)."))
    }

    @Test("file --yes stores nothing when the text came out uncertain, unless told to accept it")
    func fileRefuses() async throws {
        let runner = try CommandRunner()
        defer { runner.removeHome() }
        let database = try runner.makeLibrary(passphrase: testPassphrase)
        let refused = try await runner.run("file", "--yes", Self.unreadable, passphrase: testPassphrase)
        #expect(refused.status != 0)
        #expect(refused.errorOutput.contains(Self.warning) && refused.errorOutput.contains("--accept-uncertain"))
        #expect(try database.documentCount() == 0)
        #expect(try pendingJobs(runner.library).unfinished().isEmpty, "no job is left to be finished later")

        let accepted = try await runner.run("file", "--yes", "--accept-uncertain", Self.unreadable, passphrase: testPassphrase)
        #expect(accepted.status == 0, "\(accepted.errorOutput)")
        #expect(accepted.errorOutput.contains(Self.warning), "the warning is still shown")
        #expect(try database.documentCount() == 1)
    }
}
