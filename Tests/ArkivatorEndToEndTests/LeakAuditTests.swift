import ArkivatorCore
@testable import ArkivatorDrive
import ArkivatorStore
import ArkivatorTestSupport
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import GRDB
import Testing
import ZIPFoundation

/// Files every letter of the development corpus the way people do, from the command line and
/// through the web app, with Drive sync on against `fake-drive`, then looks for each
/// fødselsnummer the corpus holds everywhere it must never be.
@Suite("Leak audit", .serialized, .corpus(), .tags(.network, .external, .slow))
struct LeakAuditTests {
    static let corpus = sharedCorpus.appendingPathComponent("dev")
    /// Letters filed through the web app's API; the rest go through `arkivator file`.
    static let filedOnTheWeb = 4

    @Test("no fødselsnummer in file names, .docx properties, Drive metadata and requests, logs, database columns or list pages")
    func audit() async throws {
        let numbers = try Self.numbersInCorpus()
        try #require(numbers.count >= 5, "the corpus's family and letters hold numbers to look for")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("arkivator-leak-audit-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let fake = try await FakeDriveProcess(data: folder.appendingPathComponent("fake-drive"))
        defer { fake.stop() }

        // A fresh library with the corpus's family, connected to Drive through the real sign-in.
        let library = LibraryFolder(root: folder.appendingPathComponent("bibliotek"))
        let database = try ArchiveDatabase.create(library, passphrase: testPassphrase, hardening: cheapHardening)
        let account = DriveAccount(database: database, environment: testEnvironment)
        let endpoints = DriveEndpoints(base: fake.base)
        let request = try DriveConnection.begin(account: account, redirectURI: "http://127.0.0.1:9/", endpoints: endpoints)
        _ = try await DriveConnection.finish(request, redirectQuery: try await approve(request.url), account: account, endpoints: endpoints)
        let apiToken = try database.createAPIToken(label: "revisjon")

        var logs = Logs()
        let environment = [
            "ARKIVATOR_HOME": library.root.path, "ARKIVATOR_PASSPHRASE": testPassphrase, "HOME": folder.path,
            "PATH": "/usr/bin:/bin", "LOG_LEVEL": "trace", DriveEndpoints.environmentVariable: fake.base.absoluteString,
            RetryPolicy.baseVariable: "0.005",
        ].merging(testEnvironment) { old, _ in old }

        let family = try await runArkivator(["family", "import", Self.corpus.appendingPathComponent("family.json").path], environment)
        logs.add("arkivator family import", family)
        #expect(family.status == 0, "\(family.errorOutput)")

        // The letters, page photos together, in corpus order.
        let letters = try Self.letters()
        let server = try ServeProcess(environment: environment, log: folder.appendingPathComponent("serve.log"))
        defer { server.stop() }
        try await server.waitUntilServing()
        for (index, pages) in letters.enumerated() {
            if index < letters.count - Self.filedOnTheWeb {
                let result = try await runArkivator(["file", "--yes"] + pages.map(\.path), environment)
                logs.add("arkivator file \(pages[0].lastPathComponent)", result)
                #expect(result.status == 0, "\(pages[0].lastPathComponent): \(result.errorOutput)")
            } else {
                try await server.fileThroughAPI(pages, token: apiToken)
            }
        }
        let sync = try await runArkivator(["sync", "--until-idle"], environment)
        logs.add("arkivator sync", sync)
        #expect(sync.status == 0, "\(sync.errorOutput)")
        let listed = try await runArkivator(["list"], environment), searched = try await runArkivator(["search", "Hansen"], environment)
        logs.add("arkivator list", listed)
        logs.add("arkivator search", searched)
        #expect(try database.documentCount() == letters.count)

        // What the letters themselves carried, as OCR read it, joins the corpus's numbers.
        var wanted = numbers
        for id in try database.allDocumentIDs() { wanted.formUnion(try database.detectedFodselsnumre(of: id).map(\.digits)) }
        let audit = Audit(numbers: wanted)

        // 1. Every file and folder name in the library.
        let paths = FileManager.default.enumerator(atPath: library.root.path)?.allObjects as? [String] ?? []
        for path in paths { audit.check("file name", path, at: path) }

        // 2. Every .docx: custom, core and app properties.
        for path in paths where path.hasSuffix(".docx") {
            // Sealed on disk: the properties are audited as the archive folder and Drive get them.
            let opened = try database.sealedFiles().read(library.root.appendingPathComponent(path))
            let archive = try Archive(data: opened, accessMode: .read)
            for part in ["docProps/custom.xml", "docProps/core.xml", "docProps/app.xml"] {
                guard let entry = archive[part] else { continue }
                var data = Data()
                _ = try archive.extract(entry) { data.append($0) }
                audit.check(".docx property", String(decoding: data, as: UTF8.self), at: "\(path) \(part)")
            }
        }

        // 3. Drive: every file's whole metadata as the fake keeps it, and every request Google saw.
        let files = try await fake.files()
        #expect(files.filter { !$0.isFolder && !$0.trashed }.count == letters.count * 2)
        for file in files {
            audit.check("Drive name", file.name, at: file.id)
            for (key, value) in file.appProperties { audit.check("Drive appProperty", "\(key)=\(value)", at: file.id) }
        }
        // A record's checksum is a hash of the bytes, which can carry no number; but as 32 random
        // hex digits it holds a run of eleven decimals that the detector accepts in about one
        // run of fifty, so it is left out.
        for record in try await fake.fileRecords() {
            audit.check("Drive file record", record.replacing(/"md5Checksum"\s*:\s*"[0-9a-f]{32}"/, with: ""), at: "/_admin/files")
        }
        for request in try await fake.requests() {
            audit.check("Drive request", "\(request.method) \(request.path)?\(request.query ?? "")", at: request.path)
        }

        // 4. The database: every column of every table but the letter's text and its index.
        let textColumns: Set<String> = ["document.ocrText", "page.text", "page.lines"]
        try readEveryCell(of: library.databaseURL, skipping: textColumns) { column, value in audit.check("database cell", value, at: column) }

        // 5. The list pages and list APIs, searched for names, words and the numbers themselves.
        try await server.unlock()
        var pages = ["/", "/familie", "/innstillinger", "/api/v1/documents", "/api/v1/family", "/?q=Hansen", "/?q=pasient",
                     "/api/v1/documents?q=Hansen", "/api/v1/documents?q=f%C3%B8dselsnummer"]
        for member in try database.familyMembers() {
            guard let id = member.id else { continue }
            pages += ["/familie/\(id)/tidslinje", "/?person=\(id)"]
        }
        for number in wanted.sorted() { pages.append("/api/v1/documents?q=\(number.prefix(6))") }
        for page in pages { audit.check("list page", try await server.get(page), at: page) }
        // A document's page shows its text, which may hold the number; all around it may not.
        for id in try database.allDocumentIDs() {
            let html = try await server.get("/dokumenter/\(id)")
            audit.check("document page outside its text", html.replacing(/<pre class="text"[^>]*>[\s\S]*?<\/pre>/, with: ""), at: "/dokumenter/\(id)")
            let json = try await server.get("/api/v1/documents/\(id)")
            audit.check("document page outside its text", try Self.withoutText(json), at: "/api/v1/documents/\(id)")
        }
        // Searching for a whole number must not put it into a log.
        _ = try await server.get("/?q=\(wanted.sorted()[0])")

        // 6. Every log line: each command's output, and the server's own log at trace level.
        server.stop()
        let serverLog = try String(contentsOf: server.log, encoding: .utf8)
        logs.add("arkivator serve", serverLog)
        for (source, text) in logs.entries {
            for line in text.split(separator: "\n") { audit.check("log line", String(line), at: source) }
        }

        print("Leak audit: \(wanted.count) fødselsnumre (\(numbers.count) from family.json and the corpus texts), "
              + "\(audit.places) places searched: \(audit.summary)")
        #expect(audit.places > 1000)
        // Controls: the letters' text did carry the numbers, so a copy of it anywhere else would
        // have been found; and the search for a number reached the server's log, cleaned.
        let control = Audit(numbers: wanted)
        try readEveryCell(of: library.databaseURL, skipping: []) { column, value in
            if textColumns.contains(column) { control.check("letter text", value, at: column) }
        }
        #expect(control.leaks.count >= 20, "OCR read the numbers in most letters")
        #expect(serverLog.contains("q=\(LogRedaction.mark)"))
        #expect(audit.leaks.isEmpty, "\(audit.leaks.prefix(40).joined(separator: "\n"))")
    }

    // MARK: The numbers to look for

    /// Every number in `family.json`, in the letters' ground truth, and in all corpus texts.
    static func numbersInCorpus() throws -> Set<String> {
        var numbers = Set<String>()
        let family = try JSONSerialization.jsonObject(with: Data(contentsOf: corpus.appendingPathComponent("family.json"))) as? [[String: Any]] ?? []
        for member in family { if let digits = member["personnummer"] as? String { numbers.insert(digits) } }
        let photos = corpus.appendingPathComponent("photos")
        for name in try FileManager.default.contentsOfDirectory(atPath: photos.path) where name.hasSuffix(".json") {
            let truth = try JSONSerialization.jsonObject(with: Data(contentsOf: photos.appendingPathComponent(name))) as? [String: Any] ?? [:]
            if let digits = truth["personnummer"] as? String { numbers.insert(digits) }
            for page in truth["pages"] as? [[String: Any]] ?? [] {
                numbers.formUnion(Fodselsnummer.occurrences(in: page["text"] as? String ?? "").map(\.number.digits))
            }
        }
        let texts = try String(contentsOf: corpus.appendingPathComponent("texts.jsonl"), encoding: .utf8)
        for line in texts.split(separator: "\n") {
            let letter = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any] ?? [:]
            if let digits = letter["personnummer"] as? String { numbers.insert(digits) }
            numbers.formUnion(Fodselsnummer.occurrences(in: letter["text"] as? String ?? "").map(\.number.digits))
        }
        return numbers.filter { Fodselsnummer($0) != nil }
    }

    /// The photos of each letter, pages in order.
    static func letters() throws -> [[URL]] {
        let photos = corpus.appendingPathComponent("photos")
        return try FileManager.default.contentsOfDirectory(atPath: photos.path).filter { $0.hasSuffix(".json") }.sorted().map { name in
            let truth = try JSONSerialization.jsonObject(with: Data(contentsOf: photos.appendingPathComponent(name))) as? [String: Any] ?? [:]
            return (truth["pages"] as? [[String: Any]] ?? []).compactMap { $0["file"] as? String }.map { photos.appendingPathComponent($0) }
        }
    }

    /// A document's JSON with its text fields left out.
    static func withoutText(_ json: String) throws -> String {
        guard var object = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any] else { return json }
        object["text"] = nil
        object["lowConfidenceSpans"] = nil
        return String(decoding: try JSONSerialization.data(withJSONObject: object), as: UTF8.self)
    }
}

@Suite("The leak audit's matcher")
struct AuditMatcherTests {
    @Test("finds a number however it is written between its digits, and not its masked form")
    func forms() {
        let audit = Audit(numbers: ["11028425769"])
        let written = ["11028425769", "110284 25769", "f.nr. 110284-25769", "q=110284%2025769", "110284+25769",
                       "1102<b>84</b> 25769", "11.02.84 257 69", "\"110284\",\"25769\""]
        for (index, text) in written.enumerated() { audit.check("form", text, at: String(index)) }
        #expect(audit.leaks.count == written.count)
        let clean = Audit(numbers: ["11028425769"])
        for text in ["110284 •••••", "110284", "25769", "Kontonummer 1102.84.25768", "1102842576", "[FNR]"] {
            clean.check("clean", text, at: text)
        }
        #expect(clean.leaks.isEmpty, "\(clean.leaks)")
        #expect(clean.places == 6)
        // A number the audit was not told of is still caught by the product's own detector.
        let unknown = Audit(numbers: ["11028425769"])
        for text in ["fnr 150180  10035", "Fødselsnummer: 150180 10036", "15O18010035"] { unknown.check("unknown", text, at: text) }
        #expect(unknown.leaks.count == 3, "\(unknown.leaks)")
    }
}

// MARK: - Looking

/// Counts the places searched and keeps every hit: a known number written whole, or with a
/// separator, percent-encoding or markup between any two of its digits; and anything the
/// product's one fødselsnummer detector finds.
final class Audit: @unchecked Sendable {
    private let patterns: [(digits: String, regex: Regex<Substring>)]
    private(set) var places = 0
    private(set) var byKind: [String: Int] = [:]
    private(set) var leaks: [String] = []

    init(numbers: Set<String>) {
        let gap = #"(?:[^0-9A-Za-z]|%[0-9A-Fa-f]{2}|<[^>]{0,40}>){0,3}"#
        patterns = numbers.sorted().map { digits in
            (digits, try! Regex(digits.map(String.init).joined(separator: gap)))
        }
    }

    func check(_ kind: String, _ text: String, at place: String) {
        places += 1
        byKind[kind, default: 0] += 1
        guard text.contains(where: \.isNumber) else { return }
        var reported: Set<String> = []
        for (digits, regex) in patterns where text.contains(regex) {
            reported.insert(digits)
            // The report names the number by its birth date only: it is itself a log.
            leaks.append("\(kind) at \(place): \(digits.prefix(6)) •••••")
        }
        // What the product's own detector calls a fødselsnummer is a leak too, known or not.
        for finding in Fodselsnummer.findings(in: text) where !reported.contains(finding.digits) {
            reported.insert(finding.digits)
            leaks.append("\(kind) at \(place): \(finding.digits.prefix(6)) ••••• (detector)")
        }
    }

    var summary: String {
        byKind.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", ")
    }
}

struct Logs {
    private(set) var entries: [(source: String, text: String)] = []

    mutating func add(_ source: String, _ result: ProcessResult) {
        entries.append((source, result.output + "\n" + result.errorOutput))
    }

    mutating func add(_ source: String, _ text: String) {
        entries.append((source, text))
    }
}

/// Every value in every table of the library's SQLite file as text (blobs as they are, sealed
/// ones too), but the named text columns and the search index's own tables, which hold the
/// letter's text. The file is opened on its own, read-only, as anyone who copied it could.
func readEveryCell(of file: URL, skipping skipped: Set<String>, _ body: (String, String) -> Void) throws {
    var configuration = Configuration()
    configuration.readonly = true
    let queue = try DatabaseQueue(path: file.path, configuration: configuration)
    try queue.read { db in
        let tables = try String.fetchAll(db, sql: """
            SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE 'documentSearch%' AND name NOT LIKE 'documentHeadingSearch%'
            """)
        for table in tables {
            for row in try Row.fetchAll(db, sql: "SELECT * FROM \(table)") {
                for (column, value) in row where !skipped.contains("\(table).\(column)") {
                    switch value.storage {
                    case .null: continue
                    case .blob(let data): body("\(table).\(column)", String(decoding: data, as: UTF8.self))
                    default: body("\(table).\(column)", value.description)
                    }
                }
            }
        }
    }
}
