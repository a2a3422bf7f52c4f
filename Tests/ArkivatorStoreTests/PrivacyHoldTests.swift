import ArkivatorCore
@testable import ArkivatorStore
import Foundation
import GRDB
import ArkivatorTestSupport
import Testing

@Suite("Sealed fødselsnumre and deletions held for undo")
struct PrivacyHoldTests {
    static let letter = "Epikrise\nPasient: Erik Hansen, f.nr. 110284 25769\nMor: 21098744026\n"

    @Test("the numbers in a letter are sealed at save: never in the file in clear, readable with the key only")
    func sealedAtSave() throws {
        try withNewLibrary { library, database in
            let id = try database.saveNewDocument(makeDocument(text: "Innkalling", pages: [Page(number: 1, text: Self.letter)]))
            #expect(try database.detectedFodselsnumre(of: id) == [try fodselsnummer(TestNumbers.erik), try fodselsnummer(TestNumbers.ingrid)])
            let sealed = try database.raw { db in try Data.fetchOne(db, sql: "SELECT fodselsnumreSealed FROM document WHERE id = ?", arguments: [id]) }
            let bytes = try #require(sealed)
            #expect(!bytes.contains(bytes: Array("25769".utf8)) && !bytes.contains(bytes: Array("110284".utf8)))
        }
    }

    @Test("redacting the text keeps the sealed numbers; a later save adds new ones")
    func survivesRedactionAndLockedSaves() throws {
        try withNewLibrary { library, database in
            let id = try database.saveNewDocument(makeDocument(text: Self.letter))
            var document = try #require(try database.document(id: id))
            document.redactFodselsnummer()
            try database.updateDocument(document)
            #expect(!(try #require(try database.document(id: id)).text.contains("25769")))
            #expect(try database.detectedFodselsnumre(of: id).map(\.digits) == [TestNumbers.erik, TestNumbers.ingrid])

            document.text += "\nBarn: \(TestNumbers.liam)"
            try database.updateDocument(document)
            #expect(try database.detectedFodselsnumre(of: id).map(\.digits) == [TestNumbers.erik, TestNumbers.ingrid, TestNumbers.liam])
            #expect(try database.documents(carrying: try fodselsnummer(TestNumbers.liam)) == [id])
        }
    }

    @Test("a sealed value moved in from another field does not open")
    func boundToItsPurpose() throws {
        try withNewLibrary { _, database in
            let id = try database.saveNewDocument(makeDocument(text: Self.letter))
            _ = try database.addFamilyMember(FamilyMember(name: "Erik Hansen", relationship: "meg selv",
                                                          fodselsnummer: try fodselsnummer(TestNumbers.erik)))
            try database.rawWrite { db in
                try db.execute(sql: "UPDATE document SET fodselsnumreSealed = (SELECT fodselsnummerSealed FROM familyMember LIMIT 1) WHERE id = ?", arguments: [id])
            }
            #expect(throws: StoreError.corruptValue(column: ArchiveDatabase.detectedNumbersPurpose)) {
                try database.detectedFodselsnumre(of: id)
            }
        }
    }

    @Test("documents saved before numbers were sealed get them at the next unlock")
    func earlierDocumentsSealedAtUnlock() throws {
        try withNewLibrary { library, database in
            var document = makeDocument(text: Self.letter)
            document.personnummerFound = true
            let id = try database.saveNewDocument(document)
            var redacted = makeDocument(text: "Pasient: \(Fodselsnummer.redactionMark)")
            redacted.personnummerFound = true
            let emptied = try database.saveNewDocument(redacted)
            try database.rawWrite { db in try db.execute(sql: "UPDATE document SET fodselsnumreSealed = NULL") }
            #expect(try database.detectedFodselsnumre(of: id).isEmpty)
            let unlocked = try ArchiveDatabase.open(library).unlocked(passphrase: testPassphrase)
            #expect(try unlocked.detectedFodselsnumre(of: id).count == 2)
            #expect(try unlocked.detectedFodselsnumre(of: emptied).isEmpty)
            let unsealed = try database.raw { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM document WHERE fodselsnumreSealed IS NULL") }
            #expect(unsealed == 0, "a letter with nothing left to seal is marked as looked at")
        }
    }

    @Test("a held document is hidden from lists, counts, search and the upload queue until released")
    func heldDocumentIsHidden() throws {
        try withNewLibrary { _, database in
            try database.updateSettings { $0.driveSync = true }
            let kept = try database.saveNewDocument(makeDocument(title: "2025-01-02 Blodprøve", text: "hemoglobin"))
            let held = try database.saveNewDocument(makeDocument(title: "2025-01-03 Blodprøve", text: "hemoglobin"))
            let now = Date()
            try database.holdForDeletion(held, until: now.addingTimeInterval(60), now: now)

            #expect(try database.listedIDs() == [kept])
            #expect(try database.documentCount() == 1)
            #expect(try database.searchIDs("hemoglobin") == [kept])
            #expect(try database.nextUploadJob()?.documentID == kept)
            #expect(try database.heldDeletions().map(\.documentID) == [held])
            #expect(try database.dueDeletions(now: now.addingTimeInterval(59)).isEmpty)
            #expect(try database.dueDeletions(now: now.addingTimeInterval(60)) == [held])

            #expect(try database.releaseHeldDeletion(held, now: now.addingTimeInterval(30)))
            #expect(Set(try database.listedIDs()) == [kept, held])
            #expect(try database.heldDeletions().isEmpty)
            #expect(!(try database.releaseHeldDeletion(held)))
        }
    }

    @Test("a deletion whose window has closed cannot be released")
    func closedWindow() throws {
        try withNewLibrary { _, database in
            let id = try database.saveNewDocument(makeDocument())
            let now = Date()
            try database.holdForDeletion(id, until: now.addingTimeInterval(5), now: now)
            #expect(!(try database.releaseHeldDeletion(id, now: now.addingTimeInterval(5))))
            #expect(try database.dueDeletions(now: now.addingTimeInterval(5)) == [id])
            #expect(throws: StoreError.documentNotFound(id: 999)) { try database.holdForDeletion(999, until: now) }
        }
    }
}
