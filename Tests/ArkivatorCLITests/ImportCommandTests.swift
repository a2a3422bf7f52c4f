import ArkivatorCore
import ArkivatorStore
import ArkivatorTestSupport
import Foundation
import Testing

/// A letter of two photographed pages from the development corpus, when it is beside the repository.
private let corpusPages = ["doc0015-p1.jpg", "doc0015-p2.jpg"].map { sharedCorpus.appendingPathComponent("dev/photos/\($0)") }

@Suite("Importing a folder of letters from the command line", .tags(.external, .slow))
struct ImportCommandTests {
    /// Letters different enough to be filed as letters of their own, each ending with its number.
    static func writeLetters(_ count: Int, into folder: URL, named prefix: String = "brev") throws -> [String] {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return try (0..<count).map { number in
            let name = "\(prefix)-\(String(format: "%04d", number)).txt"
            try """
                St. Olavs hospital
                Ortopedisk poliklinikk
                Trondheim, 3. november 2025
                Innkalling til kontroll
                Du har time mandag 1. desember 2025 kl. 09.30.
                Referanse: IMP-\(prefix)-\(number)
                """.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
            return name
        }
    }

    static func database(_ runner: CommandRunner) throws -> ArchiveDatabase {
        try ArchiveDatabase.open(runner.library).unlocked(passphrase: testPassphrase)
    }

    /// The original file name of every filed letter, as many times as it was filed.
    static func filedNames(_ database: ArchiveDatabase) throws -> [String] {
        try database.allDocumentIDs().compactMap { try database.document(id: $0)?.originalFileName }.sorted()
    }

    /// Folders under `files/` that no letter's files are in.
    static func orphanFolders(_ runner: CommandRunner, _ database: ArchiveDatabase) throws -> Set<String> {
        let owned = Set(try database.allDocumentIDs().compactMap { id in
            try database.document(id: id)?.files.docx.map { ($0 as NSString).deletingLastPathComponent }
        })
        let present = try FileManager.default.contentsOfDirectory(atPath: runner.library.filesURL.path).map { "files/\($0)" }
        return Set(present).subtracting(owned)
    }

    @Test("import files every text letter below a folder once; a second run files nothing new")
    func importsTextLetters() async throws {
        let runner = try CommandRunner()
        defer { runner.removeHome() }
        _ = try runner.makeLibrary(passphrase: testPassphrase)
        let folder = runner.home.appendingPathComponent("brev", isDirectory: true)
        let names = try Self.writeLetters(5, into: folder)
            + Self.writeLetters(3, into: folder.appendingPathComponent("2024/mars"), named: "mars")
        try Data("ikke et brev".utf8).write(to: folder.appendingPathComponent("notater.md"))
        try Data("skjult".utf8).write(to: folder.appendingPathComponent(".skjult.txt"))

        let first = try await runner.run("import", "--batch-size", "3", folder.path, passphrase: testPassphrase)
        #expect(first.status == 0, "\(first.errorOutput)")
        #expect(first.output.contains("Arkivert: 8 brev"))
        #expect(first.output.contains("Hoppet over, allerede arkivert: 0"))
        #expect(first.output.contains("Verken tekst eller bilde, ikke rørt: 1 filer"))
        #expect(first.output.contains("brev/s arkivert"))
        let database = try Self.database(runner)
        #expect(try Self.filedNames(database) == names.sorted())
        // Three batches wrote three segments of each search index; the import merged them.
        #expect(first.errorOutput.contains("Ordner søkeindeksen"))
        #expect(try database.searchIndexSegments() == ["documentSearch": 1, "documentHeadingSearch": 1])
        let firstID = try #require(try database.allDocumentIDs().first)
        let document = try #require(try database.document(id: firstID))
        #expect(document.docType == .innkalling && document.institution == "St. Olavs hospital")
        let docx = try #require(document.files.docx.flatMap(runner.library.resolve))
        #expect(try openedFile(docx, of: runner.library).starts(with: Array("PK".utf8)), "a sealed .docx, as `file` writes")

        // A copy under another name is the same letter.
        try FileManager.default.copyItem(at: folder.appendingPathComponent(names[0]),
                                         to: folder.appendingPathComponent("kopi.txt"))
        let second = try await runner.run("import", folder.path, passphrase: testPassphrase)
        #expect(second.status == 0, "\(second.errorOutput)")
        #expect(second.output.contains("Arkivert: 0 brev"))
        #expect(second.output.contains("Hoppet over, allerede arkivert: 9"))
        #expect(try database.documentCount() == 8)
    }

    @Test("a photographed letter of two pages becomes one letter, filed once", .corpus("dev/photos/doc0015-p2.jpg"))
    func importsPhotoPair() async throws {
        let runner = try CommandRunner()
        defer { runner.removeHome() }
        _ = try runner.makeLibrary(passphrase: testPassphrase)
        let folder = runner.home.appendingPathComponent("bilder", isDirectory: true)
        _ = try Self.writeLetters(1, into: folder)
        for (page, photo) in corpusPages.enumerated() {
            try FileManager.default.copyItem(at: photo, to: folder.appendingPathComponent("henvisning-p\(page + 1).jpg"))
        }

        let first = try await runner.run("import", folder.path, passphrase: testPassphrase)
        #expect(first.status == 0, "\(first.errorOutput)")
        #expect(first.output.contains("Arkivert: 2 brev"))
        let database = try Self.database(runner)
        let photographed = try #require(try database.allDocumentIDs().compactMap { try database.document(id: $0) }
            .first { $0.originalFileName == "henvisning-p1.jpg" })
        #expect(photographed.pages.count == 2)
        #expect(photographed.pages.allSatisfy { !$0.text.isEmpty })
        #expect(try pendingJobs(runner.library).unfinished().isEmpty)

        let second = try await runner.run("import", folder.path, passphrase: testPassphrase)
        #expect(second.status == 0, "\(second.errorOutput)")
        #expect(second.output.contains("Arkivert: 0 brev"))
        #expect(second.output.contains("Hoppet over, allerede arkivert: 2"))
        #expect(try database.documentCount() == 2)
    }

    @Test("a run killed while it writes a batch, run again, leaves each letter filed exactly once and no stray files")
    func resumesAfterKill() async throws {
        let runner = try CommandRunner()
        defer { runner.removeHome() }
        let database = try runner.makeLibrary(passphrase: testPassphrase)
        let folder = runner.home.appendingPathComponent("brev", isDirectory: true)
        let names = try Self.writeLetters(200, into: folder)
        let log = runner.home.appendingPathComponent("import.log")

        let killed = try runner.start(["import", "--batch-size", "20", folder.path], passphrase: testPassphrase, errorOutput: log)
        // Killed once a later batch's folders are recorded and its files are being written,
        // before its transaction commits. Watched from a thread of its own, which the tests
        // running beside this one cannot hold up while the import runs on to its end.
        try await offCooperativePool {
            while killed.isRunning,
                  (try? database.documentCount()) ?? 0 < 20 || (try? database.importsInProgress())?.isEmpty ?? true {
                usleep(2_000)
            }
            kill(killed.processIdentifier, SIGKILL)
            killed.waitUntilExit()
        }
        let progress = try String(contentsOf: log, encoding: .utf8)
        #expect(killed.terminationReason == .uncaughtSignal, "stopped midway, not finished: \(progress)")
        let filedBefore = try database.documentCount()
        #expect(filedBefore > 0 && filedBefore < names.count && filedBefore % 20 == 0, "whole batches only: \(filedBefore)")

        let rerun = try await runner.run("import", "--batch-size", "20", folder.path, passphrase: testPassphrase)
        #expect(rerun.status == 0, "\(rerun.errorOutput)")
        #expect(rerun.output.contains("Arkivert: \(names.count - filedBefore) brev"))
        #expect(rerun.output.contains("Hoppet over, allerede arkivert: \(filedBefore)"))
        #expect(try Self.filedNames(database) == names.sorted(), "each letter exactly once")
        #expect(try database.importsInProgress().isEmpty)
        #expect(try Self.orphanFolders(runner, database).isEmpty)
    }

    @Test("files that are not letters are reported with the reason, the rest filed, and the exit status says so")
    func reportsBadFiles() async throws {
        let runner = try CommandRunner()
        defer { runner.removeHome() }
        _ = try runner.makeLibrary(passphrase: testPassphrase)
        let folder = runner.home.appendingPathComponent("brev", isDirectory: true)
        let names = try Self.writeLetters(3, into: folder)
        try Data([0x42, 0x72, 0xE6, 0x76]).write(to: folder.appendingPathComponent("latin1.txt"))
        try Data(" \n\t\n".utf8).write(to: folder.appendingPathComponent("tom.txt"))
        try Data("ikke et bilde".utf8).write(to: folder.appendingPathComponent("kvittering.jpg"))
        try FileManager.default.copyItem(at: URL(fileURLWithPath: UncertainTextCommandTests.unreadable),
                                         to: folder.appendingPathComponent("uleselig.png"))

        let result = try await runner.run("import", folder.path, passphrase: testPassphrase)
        #expect(result.status == 1)
        #expect(result.output.contains("Arkivert: 3 brev"))
        #expect(result.output.contains("Ikke arkivert: 4"))
        #expect(result.output.contains("  latin1.txt: filen er ikke tekst i UTF-8"))
        #expect(result.output.contains("  tom.txt: filen er tom"))
        #expect(result.output.contains("  kvittering.jpg: ") && result.output.contains("tekst, ikke et bilde"))
        #expect(result.output.contains("  uleselig.png: \(UncertainTextCommandTests.warning); ikke arkivert"))
        #expect(result.errorOutput.contains("4 av 7 brev ble ikke arkivert"))
        let database = try Self.database(runner)
        #expect(try Self.filedNames(database) == names.sorted())
        #expect(try pendingJobs(runner.library).unfinished().isEmpty, "no job left of the photos refused")

        let again = try await runner.run("import", folder.path, passphrase: testPassphrase)
        #expect(again.status == 1, "what failed is tried again, and fails again")
        #expect(again.output.contains("Ikke arkivert: 4") && again.output.contains("Hoppet over, allerede arkivert: 3"))
    }

    @Test("progress goes to standard error: a line now and then into a file, one redrawn line on a terminal")
    func progressOutput() async throws {
        let runner = try CommandRunner()
        defer { runner.removeHome() }
        _ = try runner.makeLibrary(passphrase: testPassphrase)
        let folder = runner.home.appendingPathComponent("brev", isDirectory: true)
        _ = try Self.writeLetters(6, into: folder)

        let logged = try await runner.run("import", "--batch-size", "2", "--progress-interval", "0", folder.path,
                                    passphrase: testPassphrase)
        #expect(logged.status == 0, "\(logged.errorOutput)")
        let lines = logged.errorOutput.split(separator: "\n").filter { $0.hasPrefix("Importerer: ") }
        #expect(lines.count == 3, "one line a batch: \(logged.errorOutput)")
        #expect(lines.first?.hasPrefix("Importerer: 2/6 brev, ") == true)
        #expect(lines.first?.contains(" brev/s, ca. ") == true && lines.first?.hasSuffix(" s igjen") == true)
        #expect(lines.last?.hasPrefix("Importerer: 6/6 brev, ") == true && lines.last?.hasSuffix(" brev/s") == true)
        #expect(!logged.errorOutput.contains("\r"))
        #expect(!logged.output.contains("Importerer"), "standard output holds the summary alone")

        // `script` runs the command on a pseudo-terminal, as a person at a shell would see it.
        let more = runner.home.appendingPathComponent("flere", isDirectory: true)
        _ = try Self.writeLetters(4, into: more, named: "flere")
        let command = ["env", "ARKIVATOR_HOME=\(runner.library.root.path)", "ARKIVATOR_PASSPHRASE=\(testPassphrase)",
                       try builtExecutable("arkivator").path, "import", "--batch-size", "1", more.path]
            .map { "'\($0)'" }.joined(separator: " ")
        let terminal = try await runProgram("script", ["-qec", command, "/dev/null"])
        #expect(terminal.status == 0, "\(terminal.output)")
        #expect(terminal.output.contains("\r█"), "the line is redrawn in place: \(terminal.output)")
        #expect(terminal.output.contains("4/4 brev"))
        #expect(terminal.output.contains("Arkivert: 4 brev"))
    }
}
