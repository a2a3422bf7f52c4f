import ArkivatorCore
import ArkivatorStore
import ArkivatorTestSupport
import Foundation
import Testing

@Suite("Exporting, the archive folder, backup and restore from the command line", .tags(.external))
struct ArchiveCommandTests {
    @Test("backup, erase the library, restore: list and search answer as before")
    func backupRestore() async throws {
        let fixture = try DocumentCommandTests.Fixture()
        defer { fixture.runner.removeHome() }
        let list = try await fixture.run("list")
        let search = try await fixture.run("search", "hjertesvikt")
        let backup = fixture.runner.home.appendingPathComponent("kopi.zip").path

        let written = try await fixture.run("backup", backup)
        #expect(written.status == 0, "\(written.errorOutput)")
        #expect(written.output.contains("4 dokumenter"))
        try FileManager.default.removeItem(at: fixture.runner.library.root)
        #expect(try await fixture.run("list").status != 0)

        let restored = try await fixture.run("restore", backup)
        #expect(restored.status == 0, "\(restored.errorOutput)")
        #expect(restored.output.contains("Gjenopprettet 4 dokumenter"))
        #expect(try await fixture.run("list").output == list.output)
        #expect(try await fixture.run("search", "hjertesvikt").output == search.output)

        let again = try await fixture.run("restore", backup)
        #expect(again.status == 1)
        #expect(again.errorOutput.contains("Det finnes allerede et bibliotek"))
    }

    @Test("export writes every document by person; the archive folder follows an edit and a deletion")
    func exportAndFollow() async throws {
        let fixture = try DocumentCommandTests.Fixture()
        defer { fixture.runner.removeHome() }
        let export = fixture.runner.home.appendingPathComponent("eksport")
        let exported = try await fixture.run("export", export.path)
        #expect(exported.status == 0, "\(exported.errorOutput)")
        #expect(files(under: export) == [
            "Jonas Bakke/Dokumenter/2025-05-10 Innkalling øre-nese-hals Haukeland.docx",
            "Kari Nordli/Dokumenter/2025-01-15 Prøvesvar Fürst.docx",
            "Kari Nordli/Dokumenter/2025-03-04 Epikrise kardiologisk avdeling St. Olavs hospital.docx",
            "Ukjent person/Dokumenter/2024-11-20 Vedtak grunnstønad NAV.docx",
        ])

        let followed = fixture.runner.home.appendingPathComponent("Drive/Helsedokumenter")
        #expect(try await fixture.run("archive-folder", followed.path).status == 0)
        #expect(try await fixture.run("archive-folder").output.trimmingCharacters(in: .newlines) == followed.path)
        let vedtak = try #require(fixture.ids["vedtak"])
        let edited = try await fixture.run("edit", String(vedtak), "--person", "Jonas", "--title", "2024-11-20 Vedtak om grunnstønad")
        #expect(edited.status == 0, "\(edited.errorOutput)")
        #expect(try await fixture.run("delete", "--yes", "--undo-window", "0", String(try #require(fixture.ids["lab"]))).status == 0)
        #expect(files(under: followed) == [
            "Jonas Bakke/Dokumenter/2024-11-20 Vedtak om grunnstønad.docx",
            "Jonas Bakke/Dokumenter/2025-05-10 Innkalling øre-nese-hals Haukeland.docx",
            "Kari Nordli/Dokumenter/2025-03-04 Epikrise kardiologisk avdeling St. Olavs hospital.docx",
        ])

        #expect(try await fixture.run("archive-folder", "--off").status == 0)
        let inside = try await fixture.run("export", fixture.runner.library.root.appendingPathComponent("x").path)
        #expect(inside.status == 1 && inside.errorOutput.contains("inne i biblioteket"))
    }

    @Test("renaming a member rewrites their letters' .docx; removing them moves the letters to Ukjent person")
    func familyChangesRefile() async throws {
        let fixture = try DocumentCommandTests.Fixture()
        defer { fixture.runner.removeHome() }
        let followed = fixture.runner.home.appendingPathComponent("Arkiv")
        #expect(try await fixture.run("archive-folder", followed.path).status == 0)
        let epikrise = "2025-03-04 Epikrise kardiologisk avdeling St. Olavs hospital.docx"

        let renamed = try await fixture.run("family", "edit", String(fixture.kari), "--name", "Kari Nordli Berg")
        #expect(renamed.status == 0, "\(renamed.errorOutput)")
        #expect(renamed.output.contains("2 brev er skrevet på nytt"))
        let moved = followed.appendingPathComponent("Kari Nordli Berg/Dokumenter/\(epikrise)")
        #expect(files(under: followed).filter { $0.hasPrefix("Kari Nordli/") }.isEmpty)
        #expect(try documentXML(of: moved).contains("Kari Nordli Berg"), "the .docx names the person anew")

        let removed = try await fixture.run("family", "remove", String(fixture.kari))
        #expect(removed.status == 0, "\(removed.errorOutput)")
        #expect(removed.output.contains("2 dokumenter står nå som «Ukjent person»"))
        let unknown = files(under: followed).filter { $0.hasPrefix("Ukjent person/") }
        #expect(unknown.contains("Ukjent person/Dokumenter/\(epikrise)"))
        #expect(files(under: followed).filter { $0.hasPrefix("Kari Nordli Berg/") }.isEmpty)
    }

    /// The body of a .docx, unzipped by Python, which every machine that runs the tests has.
    func documentXML(of docx: URL) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c",
                             "import sys, zipfile; sys.stdout.write(zipfile.ZipFile(sys.argv[1]).read('word/document.xml').decode())",
                             docx.path]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        try #require(process.terminationStatus == 0, "\(docx.lastPathComponent) could not be unzipped")
        return String(decoding: data, as: UTF8.self)
    }
}
