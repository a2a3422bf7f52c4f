import ArkivatorCore
import ArkivatorStore
import ArkivatorTestSupport
import Foundation
import Testing

@Suite("Listing, searching, showing, editing and deleting documents from the command line", .tags(.external, .slow))
struct DocumentCommandTests {
    /// A small library: two family members and four letters of different dates, types and people.
    struct Fixture {
        let runner: CommandRunner
        let database: ArchiveDatabase
        let kari: FamilyMember.ID
        let jonas: FamilyMember.ID
        var ids: [String: Document.ID] = [:]

        init() throws {
            runner = try CommandRunner()
            database = try runner.makeLibrary(passphrase: testPassphrase)
            kari = try database.addFamilyMember(FamilyMember(name: "Kari Nordli", relationship: "meg selv"))
            jonas = try database.addFamilyMember(FamilyMember(name: "Jonas Bakke", relationship: "barn"))
            let letters: [(String, Document)] = [
                ("epikrise", Document(
                    title: "2025-03-04 Epikrise kardiologisk avdeling St. Olavs hospital", docType: .epikrise,
                    documentDate: CalendarDate(iso: "2025-03-04"), institution: "St. Olavs hospital",
                    specialty: "Kardiologi", personID: kari, keywords: ["hjertesvikt", "ekkokardiografi"],
                    text: "Pasienten ble innlagt med hjertesvikt.\n\nUtskrevet i god form.", scanDate: Date())),
                ("innkalling", Document(
                    title: "2025-05-10 Innkalling øre-nese-hals Haukeland", docType: .innkalling,
                    documentDate: CalendarDate(iso: "2025-05-10"), institution: "Haukeland universitetssjukehus",
                    personID: jonas, text: "Du er sett opp til time ved øyre-nase-hals-poliklinikken.", scanDate: Date())),
                ("vedtak", Document(
                    title: "2024-11-20 Vedtak grunnstønad NAV", docType: .vedtak,
                    documentDate: CalendarDate(iso: "2024-11-20"), institution: "NAV",
                    text: "Vedtak om grunnstønad. Du kan klage innen seks uker.", scanDate: Date())),
                ("lab", Document(
                    title: "2025-01-15 Prøvesvar Fürst", docType: .labSvar,
                    documentDate: CalendarDate(iso: "2025-01-15"), institution: "Fürst Medisinsk Laboratorium",
                    personID: kari, text: "Hemoglobin 13,1 g/dL. Østradiol innen referanseområdet.", scanDate: Date())),
            ]
            for (name, document) in letters {
                ids[name] = try database.saveNewDocument(document)
            }
        }

        func run(_ arguments: String...) async throws -> CommandRunner.Result {
            try await runner.run(arguments, passphrase: testPassphrase)
        }

        /// The document's folder with one page image in it, as filing leaves it.
        func pageFolder(of id: Document.ID) throws -> URL {
            let folder = runner.library.folder(of: id)
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try Data("jpeg".utf8).write(to: folder.appendingPathComponent("side-1.jpeg"))
            return folder
        }
    }

    @Test("list shows every document newest first, and filters compose")
    func list() async throws {
        let fixture = try Fixture()
        defer { fixture.runner.removeHome() }

        let all = try await fixture.run("list")
        #expect(all.status == 0, "\(all.errorOutput)")
        let lines = all.output.split(separator: "\n")
        #expect(lines.first?.hasPrefix("ID") == true)
        #expect(lines.dropFirst().map { $0.split(separator: " ")[1] } == ["2025-05-10", "2025-03-04", "2025-01-15", "2024-11-20"])
        #expect(all.output.contains("Ukjent person"))
        #expect(all.output.contains("Bare lokalt"))

        let kari = try await fixture.run("list", "--person", "kari", "--from", "2025-02-01")
        #expect(kari.output.split(separator: "\n").count == 2)
        #expect(kari.output.contains("Epikrise kardiologisk"))

        let unknown = try await fixture.run("list", "--person", "ukjent", "--type", "vedtak")
        #expect(unknown.output.contains("Vedtak grunnstønad"))
        #expect(unknown.output.split(separator: "\n").count == 2)

        let none = try await fixture.run("list", "--type", "resept")
        #expect(none.output == "Ingen dokumenter passer.\n")

        let badType = try await fixture.run("list", "--type", "brev")
        #expect(badType.status == 1)
        #expect(badType.errorOutput.contains("innkalling, epikrise"))

        let badDate = try await fixture.run("list", "--from", "4. mai")
        #expect(badDate.status == 1)

        let page = try await fixture.run("list", "--limit", "2", "--offset", "2")
        #expect(page.output.contains("2025-01-15"))
        #expect(!page.output.contains("2025-03-04"))
        #expect(!page.output.contains("Neste side"))
    }

    @Test("list --json gives machine-readable rows")
    func listJSON() async throws {
        let fixture = try Fixture()
        defer { fixture.runner.removeHome() }
        let result = try await fixture.run("list", "--json", "--type", "epikrise")
        let rows = try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [[String: Any]]
        let row = try #require(rows?.first)
        #expect(rows?.count == 1)
        #expect(row["docType"] as? String == "epikrise")
        #expect(row["person"] as? String == "Kari Nordli")
        #expect(row["documentDate"] as? String == "2025-03-04")
        #expect(row["uploadStatus"] as? String == "localOnly")
    }

    @Test("search finds words, prefixes and æøå words, ranks and marks them")
    func search() async throws {
        let fixture = try Fixture()
        defer { fixture.runner.removeHome() }

        let word = try await fixture.run("search", "hjertesvikt")
        #expect(word.status == 0, "\(word.errorOutput)")
        #expect(word.output.contains("Epikrise kardiologisk"))
        #expect(word.output.contains("«hjertesvikt»"))

        let prefix = try await fixture.run("search", "grunnstøn*")
        #expect(prefix.output.contains("Vedtak grunnstønad"))

        let ost = try await fixture.run("search", "ost*")
        #expect(ost.output == "Ingen treff.\n", "ost must not find Østradiol")

        let ostradiol = try await fixture.run("search", "østradiol")
        #expect(ostradiol.output.contains("Prøvesvar Fürst"))

        let accent = try await fixture.run("search", "furst")
        #expect(accent.output.contains("Prøvesvar Fürst"))

        let filtered = try await fixture.run("search", "innen", "--type", "vedtak")
        #expect(filtered.output.contains("Vedtak grunnstønad"))
        #expect(!filtered.output.contains("Prøvesvar"))

        let json = try await fixture.run("search", "--json", "øre-nese-hals")
        let rows = try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [[String: Any]]
        #expect(rows?.count == 1)
        #expect((rows?.first?["snippet"] as? String)?.contains("<mark>") == true)

        let empty = try await fixture.run("search", "***")
        #expect(empty.status == 1)
        #expect(empty.errorOutput.contains("minst ett ord"))

        // A long number is searched, and the search says that fødselsnumre are not, on
        // standard error so that `--json` stays JSON.
        let number = try await fixture.run("search", "--json", "110284", "25769")
        #expect(number.status == 0)
        #expect(try JSONSerialization.jsonObject(with: Data(number.output.utf8)) is [Any])
        #expect(number.errorOutput.contains("Fødselsnumre søkes ikke"))
        #expect(!(try await fixture.run("search", "hjertesvikt")).errorOutput.contains("Fødselsnumre"))
    }

    @Test("show prints the fields, the text, or the whole document as JSON")
    func show() async throws {
        let fixture = try Fixture()
        defer { fixture.runner.removeHome() }
        let id = String(try #require(fixture.ids["epikrise"]))

        let summary = try await fixture.run("show", id)
        #expect(summary.output.contains("Institusjon: St. Olavs hospital"))
        #expect(summary.output.contains("Person:      Kari Nordli"))
        #expect(summary.output.contains("Pasienten ble innlagt"))

        let text = try await fixture.run("show", id, "--text")
        #expect(text.output == "Pasienten ble innlagt med hjertesvikt.\n\nUtskrevet i god form.\n")

        let json = try await fixture.run("show", id, "--json")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any])
        #expect(object["specialty"] as? String == "Kardiologi")
        #expect(object["keywords"] as? [String] == ["hjertesvikt", "ekkokardiografi"])
        #expect(object["person"] as? String == "Kari Nordli")

        let missing = try await fixture.run("show", "9999")
        #expect(missing.status == 1)
        #expect(missing.errorOutput.contains("Fant ikke dokument 9999"))
    }

    @Test("edit changes fields, keeps the title's date in step, and refuses an ID number in a title")
    func edit() async throws {
        let fixture = try Fixture()
        defer { fixture.runner.removeHome() }
        let id = try #require(fixture.ids["vedtak"])

        let edited = try await fixture.run("edit", String(id), "--date", "2024-12-01", "--person", "Jonas",
                                     "--type", "annet", "--keywords", "grunnstønad, klage ,", "--specialty", "revmatologi")
        #expect(edited.status == 0, "\(edited.errorOutput)")
        let document = try #require(try fixture.database.document(id: id))
        #expect(document.title == "2024-12-01 Vedtak grunnstønad NAV")
        #expect(document.documentDate == CalendarDate(year: 2024, month: 12, day: 1))
        #expect(document.personID == fixture.jonas)
        #expect(document.docType == .annet)
        #expect(document.keywords == ["grunnstønad", "klage"])
        #expect(document.specialty == "Revmatologi")

        let searchable = try await fixture.run("search", "klage", "--person", "jonas")
        #expect(searchable.output.contains("Vedtak grunnstønad"), "the search index follows edits")

        let withNumber = try await fixture.run("edit", String(id), "--title", "2024-12-01 Vedtak 15037940043")
        #expect(withNumber.status == 1)
        #expect(withNumber.errorOutput.contains("fødselsnummer"))
        #expect(try fixture.database.document(id: id)?.title == "2024-12-01 Vedtak grunnstønad NAV")

        let cleared = try await fixture.run("edit", String(id), "--institution", "", "--title", "2024-12-01 Vedtak: grunn/stønad")
        #expect(cleared.status == 0)
        let clearedDocument = try #require(try fixture.database.document(id: id))
        #expect(clearedDocument.institution == nil)
        #expect(clearedDocument.title == "2024-12-01 Vedtak grunnstønad")

        let badSpecialty = try await fixture.run("edit", String(id), "--specialty", "Astrologi")
        #expect(badSpecialty.status == 1)
    }

    @Test("edit --title takes the title's words and puts the letter's date in front, as the web form does")
    func titleWords() async throws {
        let fixture = try Fixture()
        defer { fixture.runner.removeHome() }
        let id = try #require(fixture.ids["epikrise"])

        let edited = try await fixture.run("edit", String(id), "--title", "Kontroll")
        #expect(edited.status == 0, "\(edited.errorOutput)")
        #expect(edited.output == "Lagret: 2025-03-04 Kontroll\n")
        #expect(try fixture.database.document(id: id)?.title == "2025-03-04 Kontroll")
        #expect(try await fixture.run("edit", String(id), "--title", "Kontroll").output == "Ingenting å endre.\n")
    }

    @Test("delete asks for --yes without a terminal, then removes the document and its files")
    func delete() async throws {
        let fixture = try Fixture()
        defer { fixture.runner.removeHome() }
        let id = try #require(fixture.ids["lab"])
        let folder = try fixture.pageFolder(of: id)

        let unconfirmed = try await fixture.run("delete", String(id))
        #expect(unconfirmed.status == 1)
        #expect(try fixture.database.document(id: id) != nil)

        let deleted = try await fixture.run("delete", String(id), "--yes", "--undo-window", "0")
        #expect(deleted.status == 0, "\(deleted.errorOutput)")
        #expect(try fixture.database.document(id: id) == nil)
        #expect(!FileManager.default.fileExists(atPath: folder.path))
        #expect(try await fixture.run("search", "hemoglobin").output == "Ingen treff.\n")
        #expect(try await fixture.run("undo").status == 1)
    }

    @Test("a deleted document is gone from list and search at once, undo brings it back; after the window it is purged",
          .timeLimit(.minutes(2)))
    func deleteWithUndo() async throws {
        let fixture = try Fixture()
        defer { fixture.runner.removeHome() }
        let id = try #require(fixture.ids["lab"])
        let folder = try fixture.pageFolder(of: id)

        let deleted = try await fixture.run("delete", String(id), "--yes")
        // The purger waits out the window in the background, in a session of its own, holding
        // nothing of the command's: its output goes nowhere, so a shell or a pipe that ran
        // `delete` is not kept waiting.
        let purger = try #require(fixture.runner.backgroundPurgers().first)
        defer { kill(purger, SIGKILL) }
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: "/proc/\(purger)/fd/1") == "/dev/null")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: "/proc/\(purger)/fd/2") == "/dev/null")
        #expect(deleted.output.contains("Angre innen 60 sekunder med «arkivator undo»"))
        #expect(try await fixture.run("search", "hemoglobin").output == "Ingen treff.\n")
        #expect(!(try await fixture.run("list").output.contains("Prøvesvar Fürst")))
        #expect(FileManager.default.fileExists(atPath: folder.path))

        let undone = try await fixture.run("undo")
        #expect(undone.status == 0, "\(undone.errorOutput)")
        #expect(undone.output.contains("«2025-01-15 Prøvesvar Fürst» er tilbake (id \(id))"))
        #expect(try await fixture.run("search", "hemoglobin").output.contains("Prøvesvar Fürst"))
        let nothingLeft = try await fixture.run("undo")
        #expect(nothingLeft.status == 1)
        #expect(nothingLeft.errorOutput.contains("ingen sletting å angre"))

        #expect(try await fixture.run("delete", String(id), "--yes", "--undo-window", "1").status == 0)
        let shortPurger = try #require(fixture.runner.backgroundPurgers().first { $0 != purger })
        while !CommandRunner.hasEnded(shortPurger) { try await Task.sleep(for: .milliseconds(50)) }
        #expect(try fixture.database.document(id: id) == nil, "the background purge deletes once the window closes")
        #expect(!FileManager.default.fileExists(atPath: folder.path))
        #expect(try await fixture.run("undo", String(id)).status == 1)
        #expect(try await fixture.run("delete", String(id), "--yes", "--undo-window", "4000").status == 64)
    }
}
