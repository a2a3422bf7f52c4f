import ArkivatorCore
import ArkivatorStore
import ArkivatorTestSupport
import Foundation
import Testing

@Suite("The arkivator command", .tags(.external, .slow))
struct CommandLineTests {
    let familyFile = CommandRunner.fixtures.appendingPathComponent("family.json").path

    @Test("init makes a locked library that the family import and list round-trip through")
    func initImportAndList() async throws {
        let runner = try CommandRunner()
        defer { runner.removeHome() }

        let created = try await runner.run("init", passphrase: testPassphrase)
        #expect(created.status == 0, "\(created.errorOutput)")
        #expect(created.output.contains(runner.library.root.path))

        let imported = try await runner.run("family", "import", familyFile, passphrase: testPassphrase)
        #expect(imported.status == 0, "\(imported.errorOutput)")
        #expect(imported.output.contains("La til 3 familiemedlemmer"))

        let listed = try await runner.run("family", "list", passphrase: testPassphrase)
        #expect(listed.status == 0)
        #expect(listed.output.contains("Kari Nordli"))
        #expect(listed.output.contains("150379 •••••"))
        #expect(listed.output.contains("2014-07-03"))
        #expect(!listed.output.contains("15037940043"))

        let again = try await runner.run("family", "import", familyFile, passphrase: testPassphrase)
        #expect(again.output.contains("La til 0 familiemedlemmer"), "a second import adds nobody twice")

        for name in ["arkivator.sqlite", "arkivator.sqlite-wal"] {
            let url = runner.library.root.appendingPathComponent(name)
            guard let bytes = FileManager.default.contents(atPath: url.path) else { continue }
            #expect(bytes.range(of: Data("15037940043".utf8)) == nil, "\(name) holds a fødselsnummer in clear text")
            #expect(bytes.range(of: Data("03071450073".utf8)) == nil, "\(name) holds a fødselsnummer in clear text")
        }
        let attributes = try FileManager.default.attributesOfItem(atPath: runner.library.root.path)
        #expect((attributes[.posixPermissions] as? Int) == 0o700)
    }

    @Test("a wrong passphrase is a clear error, and init refuses an existing library")
    func wrongPassphrase() async throws {
        let runner = try CommandRunner()
        defer { runner.removeHome() }
        _ = try runner.makeLibrary(passphrase: "riktig hest batteri stift")

        let wrong = try await runner.run("list", passphrase: "feil")
        #expect(wrong.status == 1)
        #expect(wrong.errorOutput == "arkivator: Feil passordfrase.\n")

        let twice = try await runner.run("init", passphrase: "noe annet")
        #expect(twice.status == 1)
        #expect(twice.errorOutput.contains("finnes allerede"))

        let right = try await runner.run("list", passphrase: "riktig hest batteri stift")
        #expect(right.status == 0)
        #expect(right.output == "Biblioteket er tomt.\n")
    }

    @Test("commands on a missing library say how to create one")
    func missingLibrary() async throws {
        let runner = try CommandRunner()
        defer { runner.removeHome() }
        let result = try await runner.run("list", passphrase: testPassphrase)
        #expect(result.status == 1)
        #expect(result.errorOutput.contains("arkivator init"))
    }

    @Test("init reads the new passphrase twice from a pipe and refuses two that differ, or one too short")
    func passphraseFromPipe() async throws {
        let runner = try CommandRunner()
        defer { runner.removeHome() }
        let short = try await runner.run("init", input: "abc\nabc\n")
        #expect(short.status == 1)
        #expect(short.errorOutput.contains("minst 8 tegn"))
        #expect(!runner.library.exists || (try? ArchiveDatabase.open(runner.library).hasVault()) == false)

        let mismatch = try await runner.run("init", input: "første\nandre\n")
        #expect(mismatch.status == 1)
        #expect(mismatch.errorOutput.contains("ikke like"))
        #expect(!runner.library.exists || (try? ArchiveDatabase.open(runner.library).hasVault()) == false)

        let created = try await runner.run("init", input: "blåbærsyltetøy\nblåbærsyltetøy\n")
        #expect(created.status == 0, "\(created.errorOutput)")
        #expect(try await runner.run("list", input: "blåbærsyltetøy\n").status == 0)
        #expect(try await runner.run("list", input: "blabaersyltetoy\n").status == 1)
    }

    @Test("passwd re-wraps the key: the old passphrase stops working and the data stays readable")
    func changePassphrase() async throws {
        let runner = try CommandRunner()
        defer { runner.removeHome() }
        _ = try runner.makeLibrary(passphrase: "gammel frase")
        #expect(try await runner.run("family", "import", familyFile, passphrase: "gammel frase").status == 0)
        let tooShort = try await runner.run("passwd", passphrase: "gammel frase", environment: ["ARKIVATOR_NEW_PASSPHRASE": "ny"])
        #expect(tooShort.status == 1)
        #expect(tooShort.errorOutput.contains("minst 8 tegn"))

        let changed = try await runner.run("passwd", passphrase: "gammel frase", environment: ["ARKIVATOR_NEW_PASSPHRASE": "helt ny frase"])
        #expect(changed.status == 0, "\(changed.errorOutput)")
        #expect(try await runner.run("family", "list", passphrase: "gammel frase").status == 1)
        let listed = try await runner.run("family", "list", passphrase: "helt ny frase")
        #expect(listed.status == 0)
        #expect(listed.output.contains("030714 •••••"))
    }

    @Test("passwd revokes every API key and names them, unless --keep-api-keys")
    func changePassphraseRevokesKeys() async throws {
        let runner = try CommandRunner()
        defer { runner.removeHome() }
        _ = try runner.makeLibrary(passphrase: "gammel frase")
        #expect(try await runner.run("key", "add", "skript", passphrase: "gammel frase").status == 0)
        #expect(try await runner.run("key", "add", "skript", passphrase: "feil frase").status == 1)

        let kept = try await runner.run("passwd", "--keep-api-keys", passphrase: "gammel frase",
                                  environment: ["ARKIVATOR_NEW_PASSPHRASE": "helt ny frase"])
        #expect(kept.status == 0, "\(kept.errorOutput)")
        #expect(!kept.output.contains("Trakk tilbake"))
        #expect(try await runner.run("key", "list", passphrase: "helt ny frase").output.contains("skript"))

        let revoked = try await runner.run("passwd", passphrase: "helt ny frase", environment: ["ARKIVATOR_NEW_PASSPHRASE": "enda en ny frase"])
        #expect(revoked.status == 0, "\(revoked.errorOutput)")
        #expect(revoked.output.contains("Trakk tilbake API-nøkkelen «skript»."))
        #expect(try await runner.run("key", "list", passphrase: "enda en ny frase").output.contains("Ingen nøkler ennå."))
    }

    @Test("family add, edit and remove; a removed member's letters become Ukjent person")
    func familyLifecycle() async throws {
        let runner = try CommandRunner()
        defer { runner.removeHome() }
        let database = try runner.makeLibrary(passphrase: testPassphrase)

        let added = try await runner.run("family", "add", "Sigrid Ås", "--relationship", "mor", "--fnr", "150379 40043", passphrase: testPassphrase)
        #expect(added.status == 0, "\(added.errorOutput)")
        let member = try #require(try database.familyMembers().first)
        #expect(member.name == "Sigrid Ås")
        #expect(member.birthDate == CalendarDate(year: 1979, month: 3, day: 15))
        #expect(member.fodselsnummer?.digits == "15037940043")

        let badNumber = try await runner.run("family", "add", "Ola", "--relationship", "far", "--fnr", "15037940044", passphrase: testPassphrase)
        #expect(badNumber.status == 1)
        #expect(badNumber.errorOutput.contains("kontrollsifrene"))
        #expect(!badNumber.errorOutput.contains("15037940044"), "an error never repeats an ID number")

        let mismatch = try await runner.run("family", "add", "Ola", "--relationship", "far", "--fnr", "03071450073",
                                      "--born", "2014-07-04", passphrase: testPassphrase)
        #expect(mismatch.status == 1)

        let memberID = try #require(member.id)
        let edited = try await runner.run("family", "edit", String(memberID), "--name", "Sigrid Åsheim", "--remove-fnr",
                                    "--drive-folder", "Mor/Sigrid", passphrase: testPassphrase)
        #expect(edited.status == 0, "\(edited.errorOutput)")
        let editedMember = try database.familyMember(id: memberID)
        #expect(editedMember.name == "Sigrid Åsheim")
        #expect(editedMember.fodselsnummer == nil)
        #expect(editedMember.driveFolderName == "MorSigrid")

        let documentID = try database.saveNewDocument(Document(title: "2025-01-02 Epikrise", docType: .epikrise,
                                                               personID: memberID, scanDate: Date()))
        let removed = try await runner.run("family", "remove", String(memberID), passphrase: testPassphrase)
        #expect(removed.status == 0)
        #expect(removed.output.contains("1 dokument står nå som «Ukjent person»"))
        #expect(try database.document(id: documentID)?.personID == nil)
        #expect(try database.familyMembers().isEmpty)
    }

    @Test("a name holding a fødselsnummer is refused, typed or imported, and nobody is added")
    func nameWithNumber() async throws {
        let runner = try CommandRunner()
        defer { runner.removeHome() }
        let database = try runner.makeLibrary(passphrase: testPassphrase)

        let typed = try await runner.run("family", "add", "Ola 15037940043", "--relationship", "far", passphrase: testPassphrase)
        #expect(typed.status == 1)
        #expect(typed.errorOutput.contains("Et navn kan ikke inneholde et fødselsnummer"))
        #expect(!typed.errorOutput.contains("15037940043"), "an error never repeats an ID number")

        let file = runner.home.appendingPathComponent("familie.json")
        try Data(#"[{"name": "Per Nordli", "relationship": "far"}, {"name": "Kari 15037940043", "relationship": "mor"}]"#.utf8)
            .write(to: file)
        let imported = try await runner.run("family", "import", file.path, passphrase: testPassphrase)
        #expect(imported.status == 1)
        #expect(imported.errorOutput.contains("Oppføring 2: Et navn kan ikke inneholde et fødselsnummer"))
        #expect(!imported.errorOutput.contains("15037940043"))
        #expect(try database.familyMembers().isEmpty, "every entry is checked before any is added")
    }

    @Test("key add prints the key alone on its last line; it unlocks the API until key revoke")
    func apiKeys() async throws {
        let runner = try CommandRunner()
        defer { runner.removeHome() }
        _ = try runner.makeLibrary(passphrase: testPassphrase)

        let added = try await runner.run("key", "add", "skript", passphrase: testPassphrase)
        #expect(added.status == 0, "\(added.errorOutput)")
        let key = try #require(added.output.split(separator: "\n").last.map(String.init))
        #expect(!key.isEmpty && !key.contains(" "))
        _ = try ArchiveDatabase.open(runner.library).unlocked(apiToken: key)

        let listed = try await runner.run("key", "list", passphrase: testPassphrase)
        #expect(listed.output.contains("skript"))
        #expect(!listed.output.contains(key), "the key is shown once, when it is made")

        let revoked = try await runner.run("key", "revoke", "skript", passphrase: testPassphrase)
        #expect(revoked.status == 0, "\(revoked.errorOutput)")
        #expect(throws: (any Error).self) { try ArchiveDatabase.open(runner.library).unlocked(apiToken: key) }
        let again = try await runner.run("key", "revoke", "skript", passphrase: testPassphrase)
        #expect(again.status == 1)
        #expect(again.errorOutput.contains("arkivator key list"))
    }
}
