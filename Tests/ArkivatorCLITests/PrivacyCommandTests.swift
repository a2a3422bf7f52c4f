import ArkivatorCore
import ArkivatorStore
import ArkivatorTestSupport
import Foundation
import Testing

@Suite("Redacting and erasing from the command line", .tags(.external))
struct PrivacyCommandTests {
    static let number = "11028425769"

    @Test("redact replaces every fødselsnummer in the text and writes the .docx anew; a clean letter is left alone")
    func redact() async throws {
        let runner = try CommandRunner()
        defer { runner.removeHome() }
        let database = try runner.makeLibrary(passphrase: testPassphrase)
        let letter = runner.home.appendingPathComponent("brev.txt")
        try "Innkalling til kontroll\nPasient: Kari Nordli, fødselsnr. 110284 25769\nOgså skrevet \(Self.number).\n"
            .write(to: letter, atomically: true, encoding: .utf8)
        #expect(try await runner.run("file", "--yes", "--text", letter.path, passphrase: testPassphrase).status == 0)
        let id = try #require(try database.documents(matching: DocumentFilter(), limit: 1, offset: 0).first?.id)
        let docx = try #require(try database.document(id: id)?.files.docx.flatMap(runner.library.resolve))
        let before = try openedFile(docx, of: runner.library)

        let redacted = try await runner.run("redact", String(id), passphrase: testPassphrase)
        #expect(redacted.status == 0, "\(redacted.errorOutput)")
        #expect(redacted.output.contains("Fjernet 2 fødselsnummer"))
        #expect(!redacted.output.contains("25769"))
        let text = try #require(try database.document(id: id)?.text)
        #expect(!text.contains("25769") && !text.contains(Self.number))
        #expect(text.components(separatedBy: Fodselsnummer.redactionMark).count == 3)
        #expect(try openedFile(docx, of: runner.library) != before)

        let again = try await runner.run("redact", String(id), passphrase: testPassphrase)
        #expect(again.status == 0)
        #expect(again.output.contains("Fant ikke noe fødselsnummer"))
        #expect(try await runner.run("redact", "999", passphrase: testPassphrase).status == 1)
    }

    @Test("show masks the letter's number unless --reveal; after redaction it still ties the letter to the member added later")
    func maskedNumber() async throws {
        let runner = try CommandRunner()
        defer { runner.removeHome() }
        let database = try runner.makeLibrary(passphrase: testPassphrase)
        let letter = runner.home.appendingPathComponent("brev.txt")
        try "Prøvesvar\nPasient: Erik Hansen, fødselsnr. 110284 25769\n".write(to: letter, atomically: true, encoding: .utf8)
        #expect(try await runner.run("file", "--yes", "--text", letter.path, passphrase: testPassphrase).status == 0)
        let id = try #require(try database.documents(matching: DocumentFilter(), limit: 1, offset: 0).first?.id)
        #expect(try await runner.run("redact", String(id), passphrase: testPassphrase).status == 0)

        let shown = try await runner.run("show", String(id), passphrase: testPassphrase)
        #expect(shown.output.contains("Fødselsnummer: 110284 \u{2022}\u{2022}\u{2022}\u{2022}\u{2022} (vis hele med --reveal)"))
        #expect(!shown.output.contains("25769"))
        #expect(!(try await runner.run("show", String(id), "--json", passphrase: testPassphrase)).output.contains("25769"))
        #expect(try await runner.run("show", String(id), "--reveal", passphrase: testPassphrase).output.contains("Fødselsnummer: \(Self.number)"))
        #expect(try await runner.run("show", String(id), "--reveal", passphrase: "feil").status == 1)

        let added = try await runner.run("family", "add", "Erik Hansen", "--relationship", "meg selv", "--fnr", Self.number, passphrase: testPassphrase)
        #expect(added.status == 0, "\(added.errorOutput)")
        #expect(added.output.contains("1 brev med fødselsnummeret til Erik Hansen er flyttet fra «Ukjent person» til Erik Hansen."))
        #expect(try await runner.run("show", String(id), passphrase: testPassphrase).output.contains("Person:        Erik Hansen"))
    }

    @Test("show masks a number still in the letter's text, also with --text and --json, unless --reveal")
    func maskedText() async throws {
        let runner = try CommandRunner()
        defer { runner.removeHome() }
        let database = try runner.makeLibrary(passphrase: testPassphrase)
        let letter = runner.home.appendingPathComponent("brev.txt")
        try "Prøvesvar\nPasient: Erik Hansen, fødselsnr. 110284 25769\n".write(to: letter, atomically: true, encoding: .utf8)
        #expect(try await runner.run("file", "--yes", "--text", letter.path, passphrase: testPassphrase).status == 0)
        let id = try #require(try database.documents(matching: DocumentFilter(), limit: 1, offset: 0).first?.id)
        for options in [[], ["--text"], ["--json"]] {
            let shown = try await runner.run(["show", String(id)] + options, passphrase: testPassphrase)
            #expect(shown.status == 0)
            #expect(shown.output.contains("fødselsnr. 110284 \u{2022}\u{2022}\u{2022}\u{2022}\u{2022}") && !shown.output.contains("25769"),
                    "show \(options): \(shown.output)")
        }
        #expect(try await runner.run("show", String(id), "--text", "--reveal", passphrase: testPassphrase).output.contains("fødselsnr. 110284 25769"))
    }

    @Test("erase needs the passphrase and the typed word, then removes the whole library")
    func erase() async throws {
        let runner = try CommandRunner()
        defer { runner.removeHome() }
        _ = try runner.makeLibrary(passphrase: testPassphrase)
        let root = runner.library.root

        let wrongPassphrase = try await runner.run("erase", "--confirm", "SLETT", passphrase: "feil")
        #expect(wrongPassphrase.status == 1)
        #expect(FileManager.default.fileExists(atPath: root.path))

        let unconfirmed = try await runner.run("erase", passphrase: testPassphrase)
        #expect(unconfirmed.status == 1)
        #expect(unconfirmed.errorOutput.contains("--confirm SLETT"))
        let wrongWord = try await runner.run("erase", "--confirm", "slett", passphrase: testPassphrase)
        #expect(wrongWord.status == 1)
        #expect(FileManager.default.fileExists(atPath: runner.library.databaseURL.path))

        let erased = try await runner.run("erase", "--confirm", "SLETT", passphrase: testPassphrase)
        #expect(erased.status == 0, "\(erased.errorOutput)")
        #expect(erased.output.contains("Kopier i Google Drive er ikke rørt"))
        #expect(!FileManager.default.fileExists(atPath: root.path))
    }
}
