import ArkivatorCore
import ArkivatorStore
import ArkivatorTestSupport
import Foundation
import Testing

private let corpusPhoto = sharedCorpus.appendingPathComponent("dev/photos/doc0000-p1.jpg")

private let letter = """
    Stavanger universitetssjukehus
    Hudpoliklinikken
    Vår ref.: 25/83321
    Innkalling til lysbehandling
    Pasient: Kari Nordli, fødd 15.03.1979
    Du har time tysdag 18. mars 2025 kl. 10.15 i hudpoliklinikken, 3. etasje, inngang B.
    Behandlinga tek om lag ein halvtime. Ta med deg lista over medisinane du brukar.
    Meld frå seinast 24 timar før om du ikkje kan kome.
    """

/// The same letter as it came from the portal: the same words, a line of the portal's own.
private let samePortalCopy = "Utskrift frå Helsenorge\n" + letter.replacingOccurrences(of: "ø", with: "o")

/// The clinic's next innkalling for her: the same template, another day and reference.
private let nextLetter = letter.replacingOccurrences(of: "25/83321", with: "25/91870")
    .replacingOccurrences(of: "tysdag 18. mars 2025 kl. 10.15", with: "fredag 4. april 2025 kl. 08.30")

@Suite("Letters filed twice, from the command line", .tags(.external, .slow))
struct DuplicateCommandTests {
    @Test("file --yes files a duplicate with «arkivert fra før» and the other's number; --skip-duplicates leaves it out")
    func textLetters() async throws {
        let runner = try CommandRunner()
        defer { runner.removeHome() }
        let database = try runner.makeLibrary(passphrase: testPassphrase)
        func write(_ text: String, _ name: String) throws -> String {
            let url = runner.home.appendingPathComponent(name)
            try text.write(to: url, atomically: true, encoding: .utf8)
            return url.path
        }
        let first = try await runner.run("file", "--yes", "--text", try write(letter, "brev.txt"), passphrase: testPassphrase)
        #expect(first.status == 0, "\(first.errorOutput)")
        #expect(!first.errorOutput.contains("arkivert fra før"))
        let firstID = try #require(try database.documents(matching: DocumentFilter(), limit: 10, offset: 0).first?.id)

        let copy = try write(samePortalCopy, "kopi.txt")
        let skipped = try await runner.run("file", "--yes", "--skip-duplicates", "--text", copy, passphrase: testPassphrase)
        #expect(skipped.status == 0, "\(skipped.errorOutput)")
        #expect(skipped.output.contains("Ikke lagret: kopi.txt er arkivert fra før som nr. \(firstID)"), "\(skipped.output)")
        #expect(try database.documentCount(matching: DocumentFilter()) == 1)

        let filed = try await runner.run("file", "--yes", "--text", copy, passphrase: testPassphrase)
        #expect(filed.status == 0, "\(filed.errorOutput)")
        #expect(filed.errorOutput.contains("arkivert fra før som nr. \(firstID)"), "\(filed.errorOutput)")
        #expect(filed.errorOutput.contains("Dette ser ut som et brev du har arkivert"))
        #expect(try database.documentCount(matching: DocumentFilter()) == 2)

        let next = try await runner.run("file", "--yes", "--skip-duplicates", "--text", try write(nextLetter, "neste.txt"),
                                  passphrase: testPassphrase)
        #expect(next.status == 0, "\(next.errorOutput)")
        #expect(!next.errorOutput.contains("arkivert fra før") && !next.output.contains("Ikke lagret"))
        #expect(try database.documentCount(matching: DocumentFilter()) == 3, "a look-alike letter is filed")
    }

    @Test("the same photo filed again with --yes warns; with --skip-duplicates it is not filed", .corpus("dev/photos/doc0000-p1.jpg"))
    func samePhoto() async throws {
        let runner = try CommandRunner()
        defer { runner.removeHome() }
        let database = try runner.makeLibrary(passphrase: testPassphrase)
        let first = try await runner.run("file", "--yes", corpusPhoto.path, passphrase: testPassphrase)
        #expect(first.status == 0, "\(first.errorOutput)")
        let firstID = try #require(try database.documents(matching: DocumentFilter(), limit: 10, offset: 0).first?.id)

        let skipped = try await runner.run("file", "--yes", "--skip-duplicates", corpusPhoto.path, passphrase: testPassphrase)
        #expect(skipped.status == 0, "\(skipped.errorOutput)")
        #expect(skipped.output.contains("arkivert fra før som nr. \(firstID)"), "\(skipped.output)")
        #expect(try database.documentCount(matching: DocumentFilter()) == 1)
        #expect(try pendingJobs(runner.library).unfinished().isEmpty, "the skipped letter leaves no job behind")

        let again = try await runner.run("file", "--yes", corpusPhoto.path, passphrase: testPassphrase)
        #expect(again.status == 0, "\(again.errorOutput)")
        #expect(again.errorOutput.contains("arkivert fra før som nr. \(firstID)"), "\(again.errorOutput)")
        #expect(try database.documentCount(matching: DocumentFilter()) == 2)
    }

    @Test("import warns of a photographed letter filed before, and leaves it out with --skip-duplicates", .corpus("dev/photos/doc0000-p1.jpg"))
    func importedPhoto() async throws {
        let runner = try CommandRunner()
        defer { runner.removeHome() }
        let database = try runner.makeLibrary(passphrase: testPassphrase)
        #expect(try await runner.run("file", "--yes", corpusPhoto.path, passphrase: testPassphrase).status == 0)
        let firstID = try #require(try database.documents(matching: DocumentFilter(), limit: 10, offset: 0).first?.id)
        // Bytes after the JPEG's end: another file (another digest), the same picture.
        func folder(_ name: String, trailing: UInt8) throws -> String {
            let url = runner.home.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
            try (try Data(contentsOf: corpusPhoto) + [trailing]).write(to: url.appendingPathComponent("brev.jpg"))
            return url.path
        }
        let skipped = try await runner.run("import", "--skip-duplicates", try folder("inn-1", trailing: 1), passphrase: testPassphrase)
        #expect(skipped.status == 0, "\(skipped.errorOutput)")
        #expect(skipped.output.contains("Hoppet over, ser ut som arkivert fra før: 1"), "\(skipped.output)")
        #expect(skipped.output.contains("brev.jpg: arkivert fra før som nr. \(firstID)"))
        #expect(try database.documentCount(matching: DocumentFilter()) == 1)

        let filed = try await runner.run("import", try folder("inn-2", trailing: 2), passphrase: testPassphrase)
        #expect(filed.status == 0, "\(filed.errorOutput)")
        #expect(filed.output.contains("Arkivert, men ser ut som arkivert fra før: 1"), "\(filed.output)")
        #expect(try database.documentCount(matching: DocumentFilter()) == 2)
    }
}
