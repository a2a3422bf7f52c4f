import ArkivatorCore
import ArkivatorStore
import ArkivatorTestSupport
import Foundation
import Testing

/// `arkivator assistant` and `arkivator explain` as a person at a shell would use them, against
/// `fake-llm` run as its own process.
@Suite("The assistant from the command line", .tags(.external, .network))
struct AssistantCommandTests {
    static let passphrase = "korrekt hest batteri stift"

    @Test("setup keeps the key sealed, consent gates explain, --show sends nothing, explain streams and keeps the answer")
    func setupConsentExplain() async throws {
        let runner = try CommandRunner()
        defer { runner.removeHome() }
        let fake = try await FakeLLMProcess(key: "sk-cli-test-77", models: ["fake-small"])
        defer { fake.stop() }
        let database = try runner.makeLibrary(passphrase: Self.passphrase)
        let id = try database.saveNewDocument(Document(
            title: "2025-11-20 Prøvesvar", docType: .labSvar, documentDate: CalendarDate(iso: "2025-11-20"),
            text: "Fürst Medisinsk Laboratorium\nProvesvar: HbA1c 48 mmol/mol. Fødselsnummer \(testFodselsnummer).", scanDate: Date()))

        let status = try await runner.run("assistant", passphrase: Self.passphrase)
        #expect(status.status == 0 && status.output.contains("Assistenten er av"))

        let onCommandLine = try await runner.run("assistant", "setup", "--provider", "openai", "--base-url", fake.base.absoluteString,
                                           "--model", "fake-small", "--key", "sk-cli-test-77", passphrase: Self.passphrase)
        #expect(onCommandLine.status != 0 && onCommandLine.errorOutput.contains("standard inn"))

        let setup = try await runner.run("assistant", "setup", "--provider", "openai", "--base-url", fake.base.absoluteString,
                                   "--model", "fake-small", "--key", "-", passphrase: Self.passphrase, input: "sk-cli-test-77\n")
        #expect(setup.status == 0, "\(setup.errorOutput)")
        #expect(setup.output.contains("lagret kryptert") && setup.output.contains("spør før hvert brev"))
        #expect(!setup.output.contains("sk-cli-test-77"))

        let shown = try await runner.run("explain", String(id), "--show", passphrase: Self.passphrase)
        #expect(shown.status == 0, "\(shown.errorOutput)")
        #expect(shown.output.contains("HbA1c 48") && !shown.output.contains(testFodselsnummer))

        let unasked = try await runner.run("explain", String(id), passphrase: Self.passphrase)
        #expect(unasked.status != 0 && unasked.errorOutput.contains("--send"))
        #expect(try await fake.requests().isEmpty, "a request went out without consent")

        try await fake.script(["HbA1c er et mål på blodsukkeret de siste månedene."])
        let explained = try await runner.run("explain", String(id), "--send", passphrase: Self.passphrase)
        #expect(explained.status == 0, "\(explained.errorOutput)")
        #expect(explained.output.contains("HbA1c er et mål på blodsukkeret de siste månedene."))
        #expect(explained.output.contains("Laget av en språkmodell"))

        let always = try await runner.run("assistant", "consent", "always", passphrase: Self.passphrase)
        #expect(always.status == 0 && always.output.contains("sender uten å spørre"))
        let off = try await runner.run("assistant", "consent", "off", passphrase: Self.passphrase)
        #expect(off.status == 0)
        let refused = try await runner.run("explain", String(id), "--send", passphrase: Self.passphrase)
        #expect(refused.status != 0 && refused.errorOutput.contains("slått av"))
        #expect(try await fake.requests().count == 1)
    }
}
