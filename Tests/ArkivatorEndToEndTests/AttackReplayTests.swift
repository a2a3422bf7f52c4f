import ArkivatorCore
import ArkivatorStore
import ArkivatorTestSupport
import Foundation
import GRDB
import Testing
import ZIPFoundation

/// The attacks of «Keys that change, sessions that cannot outlive themselves, files that cannot
/// trade places», replayed as an attacker would: through a running `arkivator serve` with a
/// stolen session cookie, and on the library folder between runs. Each must be refused, and the
/// refusal must say why.
@Suite("Attacks replayed against serve", .serialized, .tags(.external, .slow))
struct AttackReplayTests {
    static let person = (name: "Solveig Lunde", number: "13119938737")
    static let newPassphrase = "ny hest annet batteri stift"

    static let letters = [
        """
        Innkalling til poliklinisk time
        Sykehuset Innlandet Gjøvik, Revmatologisk poliklinikk
        Pasient: Solveig Lunde, fødselsnummer 131199 38737
        Du har time onsdag 13. januar 2027 klokken 10:30 hos revmatolog. Ta med liste over legemidler.
        Oppmøte i skranke i første etasje femten minutter før timen.
        """,
        """
        Epikrise
        Sykehuset Innlandet Hamar, Medisinsk avdeling
        Solveig Lunde ble innlagt med brystsmerter og utskrevet etter tre døgn. Arbeids-EKG uten funn.
        Fastlegen bes følge opp blodtrykket om tre måneder.
        """,
    ]

    struct Library {
        let folder: LibraryFolder
        let environment: [String: String]
        let personID: Int64
        let apiKey: String
        let scratch: URL

        func serve(_ name: String) async throws -> ServeProcess {
            let server = try ServeProcess(environment: environment.filter { $0.key != "ARKIVATOR_PASSPHRASE" },
                                          log: scratch.appendingPathComponent("\(name).log"))
            try await server.waitUntilServing()
            return server
        }
    }

    /// A library of one person and two filed letters, and an API key for a script.
    func withLibrary(_ body: (Library) async throws -> Void) async throws {
        try await withTemporaryFolder { scratch in
            let folder = LibraryFolder(root: scratch.appendingPathComponent("bibliotek"))
            let personID = try {
                let database = try ArchiveDatabase.create(folder, passphrase: testPassphrase, hardening: cheapHardening)
                return try database.addFamilyMember(FamilyMember(name: Self.person.name, relationship: "meg",
                                                                 fodselsnummer: Fodselsnummer(Self.person.number)))
            }()
            let environment = ["ARKIVATOR_HOME": folder.root.path, "ARKIVATOR_PASSPHRASE": testPassphrase,
                               "HOME": scratch.path, "PATH": "/usr/bin:/bin"]
            let files = try Self.letters.enumerated().map { index, letter in
                let url = scratch.appendingPathComponent("brev-\(index + 1).txt")
                try letter.write(to: url, atomically: true, encoding: .utf8)
                return url.path
            }
            let filed = try await runArkivator(["file", "--yes", "--text"] + files, environment)
            try #require(filed.status == 0, "\(filed.errorOutput)")
            let key = try await runArkivator(["key", "add", "skript"], environment)
            try #require(key.status == 0, "\(key.errorOutput)")
            let apiKey = try #require(key.output.split(separator: "\n").last.map(String.init))
            try await body(Library(folder: folder, environment: environment, personID: personID, apiKey: apiKey, scratch: scratch))
        }
    }

    func documentIDs(_ server: ServeProcess, key: String) async throws -> [Int] {
        let list = try await server.fetch("/api/v1/documents", bearer: key)
        try #require(list.status == 200, "\(list.body)")
        let documents = try ServeProcess.object(list.body)["documents"] as? [[String: Any]] ?? []
        return documents.compactMap { $0["id"] as? Int }.sorted()
    }

    func searchHits(_ server: ServeProcess, _ query: String, key: String) async throws -> Int {
        let answer = try await server.fetch("/api/v1/documents?q=\(ServeProcess.formEncoded(query))", bearer: key)
        try #require(answer.status == 200, "\(answer.body)")
        return (try ServeProcess.object(answer.body)["documents"] as? [Any])?.count ?? -1
    }

    /// The unlock form's answer, once the passphrase throttle lets the try through: every
    /// refused unlock, damaged library included, counts against the next.
    static func unlockAnswer(_ server: ServeProcess, passphrase: String) async throws -> ServeProcess.Answer {
        while true {
            let answer = try await server.tryUnlock(passphrase: passphrase)
            guard answer.status == 429 else { return answer }
            try await Task.sleep(for: .milliseconds(500))
        }
    }

    static func documentXML(_ docx: Data) throws -> String {
        let archive = try Archive(data: docx, accessMode: .read)
        let entry = try #require(archive["word/document.xml"])
        var xml = Data()
        _ = try archive.extract(entry) { xml.append($0) }
        return String(decoding: xml, as: UTF8.self)
    }

    @Test("a stolen session gets no grant that outlives it, no whole fødselsnummer and no yes-or-no from search")
    func stolenSession() async throws {
        try await withLibrary { library in
            let server = try await library.serve("serve")
            defer { server.stop() }
            try await server.unlock()
            let attacker = "http://127.0.0.1:9/"

            // With the passphrase, still no address that only pretends to be on this machine.
            let elsewhere = try await server.post("/innstillinger/assistent", form:
                "provider=ollama&baseURL=\(ServeProcess.formEncoded("http://angriper.localhost:11434/"))&model=m&consent=once&passphrase=\(ServeProcess.formEncoded(testPassphrase))")
            #expect(elsewhere.status == 400, "\(elsewhere.status)")

            let calendar = try await server.post("/innstillinger/kalender", form: "person=\(library.personID)")
            #expect([401, 403].contains(calendar.status), "\(calendar.status)")
            #expect(calendar.body.contains("passordfrase"), "the refusal says what is missing")
            let detail = try await server.post("/innstillinger/kalender/innhold", form: "privacy=full&toDos=1")
            #expect(detail.status == 403 && detail.body.contains("passordfrase"))
            let assistant = try await server.post("/innstillinger/assistent",
                                                  form: "provider=ollama&baseURL=\(ServeProcess.formEncoded(attacker))&model=m&consent=always&names=on")
            #expect(assistant.status == 403 && assistant.body.contains("passordfrase"))

            let ids = try await documentIDs(server, key: library.apiKey)
            try #require(ids.count == 2)
            let masked = try await server.fetch("/dokumenter/\(ids[0])/last-ned/docx")
            try #require(masked.status == 200)
            let maskedText = try Self.documentXML(masked.data)
            #expect(maskedText.contains("131199") && !maskedText.contains("38737"), "the .docx carries the number masked")
            for probe in [Self.person.number, "38737", "131199 38737"] {
                #expect(try await searchHits(server, probe, key: library.apiKey) == 0, "a search for «\(probe)» confirms nothing")
            }
            #expect(try await searchHits(server, "revmatolog", key: library.apiKey) == 1, "search itself works")

            let wrongOrigin = try await server.post("/innstillinger/laas", form: "", origin: "https://angriper.example",
                                                    authorization: "Bearer hva-som-helst")
            #expect(wrongOrigin.status == 403, "a made-up key does not excuse a foreign origin")

            server.stop()
            let database = try ArchiveDatabase.open(library.folder).unlocked(passphrase: testPassphrase)
            #expect(try database.calendarSubscriptions().isEmpty)
            let settings = try database.settings()
            #expect(settings.assistant.consent != .always && settings.assistant.service == nil)
        }
    }

    @Test("after a change of keys, an old keyring, an old passphrase and a revoked key open nothing")
    func oldKeysOpenNothing() async throws {
        try await withLibrary { library in
            let keyring = library.folder.keyringURL
            let oldKeyring = library.scratch.appendingPathComponent("gammel.keys")
            try FileManager.default.copyItem(at: keyring, to: oldKeyring)

            let revoked = try await runArkivator(["key", "revoke", "skript"], library.environment)
            try #require(revoked.status == 0, "\(revoked.errorOutput)")
            var environment = library.environment
            environment["ARKIVATOR_NEW_PASSPHRASE"] = Self.newPassphrase
            let changed = try await runArkivator(["passwd"], environment)
            try #require(changed.status == 0, "\(changed.errorOutput)")

            do {
                let server = try await library.serve("serve-1")
                defer { server.stop() }
                let old = try await Self.unlockAnswer(server, passphrase: testPassphrase)
                #expect(old.status == 401 && old.body.contains("Feil passordfrase"))
                let opened = try await Self.unlockAnswer(server, passphrase: Self.newPassphrase)
                #expect(opened.status == 302, "the new passphrase opens, and finishes the change of keys")
                #expect(try await server.fetch("/api/v1/documents", bearer: library.apiKey).status == 401)
            }

            // The keyring of before, as a backup or a copy of the folder holds it.
            let current = library.scratch.appendingPathComponent("ny.keys")
            try FileManager.default.copyItem(at: keyring, to: current)
            try FileManager.default.removeItem(at: keyring)
            try FileManager.default.copyItem(at: oldKeyring, to: keyring)
            do {
                let server = try await library.serve("serve-2")
                defer { server.stop() }
                let oldPassphrase = try await Self.unlockAnswer(server, passphrase: testPassphrase)
                #expect(oldPassphrase.status == 409 && oldPassphrase.body.contains("Biblioteket er skadet"),
                        "the old passphrase opens the old keyring, whose key opens nothing: \(oldPassphrase.status)")
                let newPassphrase = try await Self.unlockAnswer(server, passphrase: Self.newPassphrase)
                #expect(newPassphrase.status == 401 && newPassphrase.body.contains("Feil passordfrase"), "\(newPassphrase.status)")
                #expect(try await server.fetch("/api/v1/documents", bearer: library.apiKey).status >= 400,
                        "the revoked key, alive again in the old keyring, opens nothing")
            }
            try FileManager.default.removeItem(at: keyring)
            try FileManager.default.copyItem(at: current, to: keyring)
        }
    }

    @Test("an edited keyring, a planted plain database and swapped files are refused as damaged")
    func tamperedFolder() async throws {
        try await withLibrary { library in
            let keyring = library.folder.keyringURL
            let genuine = try Data(contentsOf: keyring)

            // «filesSealed»: false would have had the next unlock seal whatever was planted.
            var edited = try #require(try JSONSerialization.jsonObject(with: genuine) as? [String: Any])
            edited["filesSealed"] = false
            try JSONSerialization.data(withJSONObject: edited).write(to: keyring)
            do {
                let server = try await library.serve("keyring")
                defer { server.stop() }
                let refused = try await server.tryUnlock(passphrase: testPassphrase)
                #expect(refused.status == 409 && refused.body.contains("Biblioteket er skadet"), "\(refused.status) \(refused.body)")
            }
            try genuine.write(to: keyring)

            // Any file that begins «SQLite format 3» in the database's place. The sealed database
            // and its log are put aside whole, as an attacker who wants them back would.
            let manager = FileManager.default
            let aside = library.scratch.appendingPathComponent("forseglet", isDirectory: true)
            try manager.createDirectory(at: aside, withIntermediateDirectories: true)
            let databaseFiles = ["arkivator.sqlite", "arkivator.sqlite-wal", "arkivator.sqlite-shm"]
                .filter { manager.fileExists(atPath: library.folder.root.appendingPathComponent($0).path) }
            for name in databaseFiles {
                try manager.moveItem(at: library.folder.root.appendingPathComponent(name), to: aside.appendingPathComponent(name))
            }
            try { try DatabaseQueue(path: library.folder.databaseURL.path).write { try $0.execute(sql: "CREATE TABLE planted (x)") } }()
            do {
                let server = try await library.serve("plain")
                defer { server.stop() }
                let refused = try await server.tryUnlock(passphrase: testPassphrase)
                #expect(refused.status == 409 && refused.body.contains("skadet"), "\(refused.status) \(refused.body)")
            }
            for name in ["arkivator.sqlite", "arkivator.sqlite-wal", "arkivator.sqlite-shm", "arkivator.sqlite-journal"]
            where manager.fileExists(atPath: library.folder.root.appendingPathComponent(name).path) {
                try manager.removeItem(at: library.folder.root.appendingPathComponent(name))
            }
            for name in databaseFiles {
                try manager.moveItem(at: aside.appendingPathComponent(name), to: library.folder.root.appendingPathComponent(name))
            }

            // The two letters' .docx files trade places.
            let docx = try {
                let database = try ArchiveDatabase.open(library.folder).unlocked(passphrase: testPassphrase)
                return try [1, 2].map { id in
                    let path = try #require(try database.document(id: Int64(id))?.files.docx)
                    return try #require(library.folder.resolve(path))
                }
            }()
            let between = library.scratch.appendingPathComponent("bytte.docx")
            try manager.moveItem(at: docx[0], to: between)
            try manager.moveItem(at: docx[1], to: docx[0])
            try manager.moveItem(at: between, to: docx[1])
            let server = try await library.serve("swap")
            defer { server.stop() }
            try await server.unlock()
            let ids = try await documentIDs(server, key: library.apiKey)
            try #require(ids == [1, 2])
            // Letter 2 carries no fødselsnummer, so its stored file is what a download hands out.
            let second = try await server.fetch("/dokumenter/2/last-ned/docx")
            #expect(second.status == 500 && second.body.contains("skadet"), "\(second.status) \(second.body.prefix(300))")
            // Letter 1's masked file is made from its record; the whole one is the stored file.
            let whole = try await server.post("/dokumenter/1/last-ned", form: "file=docx&passphrase=\(ServeProcess.formEncoded(testPassphrase))")
            #expect(whole.status == 500 && whole.body.contains("skadet"), "\(whole.status) \(whole.body.prefix(300))")
        }
    }
}
