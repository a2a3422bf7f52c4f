import ArkivatorCore
@testable import ArkivatorLibrary
import ArkivatorStore
import ArkivatorTestSupport
import Foundation
import Testing

@Suite("Editing, redacting and deleting a letter")
struct DocumentUseCaseTests {
    @Test("a typed title gets the letter's date in front, and a new date moves into the title")
    func titleCarriesDate() throws {
        try withLibrary { library in
            let letter = try library.fileSample()
            let id = try #require(letter.id)
            #expect(try library.edit(id, DocumentEdit(title: "Kontroll")).document.title == "2025-11-03 Kontroll")
            #expect(try library.edit(id, DocumentEdit(documentDate: .set(CalendarDate(iso: "2025-12-24")!))).document.title
                == "2025-12-24 Kontroll")
            // Typed with a date of its own, the title still says the letter's date.
            #expect(try library.edit(id, DocumentEdit(title: "2020-01-01 Kontroll")).document.title == "2025-12-24 Kontroll")
            #expect(try library.document(id).title == "2025-12-24 Kontroll")
        }
    }

    @Test("a letter without a date is titled by the day it was scanned")
    func undatedTitle() throws {
        try withLibrary { library in
            let letter = try library.fileSample(title: "2025-11-01 Brev", date: nil)
            let edited = try library.edit(try #require(letter.id), DocumentEdit(title: "Brev fra fastlegen")).document
            #expect(edited.title == "\(CalendarDate(letter.scanDate).iso) Brev fra fastlegen")
        }
    }

    @Test("a keyword holding a comma stays one keyword")
    func keywordWithComma() throws {
        try withLibrary { library in
            let id = try #require(try library.fileSample().id)
            try library.edit(id, DocumentEdit(keywords: ["blod, urin", " prøver "]))
            #expect(try library.document(id).keywords == ["blod, urin", "prøver"])
            #expect(DocumentEdit.keywords(fromLine: "blod, urin") == ["blod", "urin"])
        }
    }

    @Test("a title holding a fødselsnummer, an empty title and an unknown specialty are refused")
    func refusedEdits() throws {
        try withLibrary { library in
            let id = try #require(try library.fileSample().id)
            #expect(throws: LibraryError.edit(.titleHoldsFodselsnummer)) {
                try library.edit(id, DocumentEdit(title: "Svar \(testFodselsnummer)"))
            }
            #expect(throws: LibraryError.edit(.emptyTitle)) { try library.edit(id, DocumentEdit(title: "  ")) }
            #expect(throws: LibraryError.edit(.unknownSpecialty("Trylling"))) {
                try library.edit(id, DocumentEdit(specialty: .set("Trylling")))
            }
            #expect(throws: LibraryError.edit(.unknownPerson(99))) { try library.edit(id, DocumentEdit(person: .member(99))) }
            #expect(try library.edit(id, DocumentEdit(specialty: .set("kardiologi"))).document.specialty == "Kardiologi")
            #expect(try library.edit(id, DocumentEdit(specialty: .set("Kardiologi"))) == .unchanged(try library.document(id)))
        }
    }

    @Test("redacting rewrites the text, and a letter without a number is left alone")
    func redaction() throws {
        try withLibrary { library in
            let id = try #require(try library.fileSample(text: "Pasient: Kari, fnr \(testFodselsnummer).").id)
            #expect(try library.redact(id) == 1)
            #expect(!(try library.document(id).text.contains(testFodselsnummer)))
            #expect(try library.fodselsnumre(of: id).map(\.digits) == [testFodselsnummer])
            #expect(throws: LibraryError.noFodselsnummerToRedact) { try library.redact(id) }
        }
    }

    @Test("a held deletion hides the letter at once, survives reopening the library, and can be undone")
    func heldDeletion() throws {
        try withSealedLibrary { library in
            let id = try #require(try library.fileSample().id)
            let now = Date()
            let held = try library.holdForDeletion(id, now: now)
            #expect(held.purgeAfter == now.addingTimeInterval(Library.undoWindow))
            #expect(throws: LibraryError.documentNotFound(id)) { try library.document(id) }
            #expect(try library.documents(limit: 10).isEmpty)

            let reopened = try #require(try LockedLibrary.open(library.folder))
                .unlocked(passphrase: testPassphrase, appVersion: "1.0.0")
            #expect(try reopened.heldDeletions(now: now).map(\.documentID) == [id])
            #expect(reopened.purgeDueDeletions(now: now.addingTimeInterval(1)) == 0)
            #expect(try reopened.undoDeletion(now: now.addingTimeInterval(1)).documentID == id)
            #expect(try library.document(id).id == id)
            #expect(throws: LibraryError.nothingToUndo(nil)) { try library.undoDeletion() }
        }
    }

    @Test("once its window has closed a held letter cannot be undone, and the purge deletes it and its files")
    func purge() throws {
        try withLibrary { library in
            let letter = try library.fileSample()
            let id = try #require(letter.id)
            let docx = try #require(letter.files.docx.flatMap(library.folder.resolve))
            let now = Date()
            try library.holdForDeletion(id, window: 5, now: now)
            #expect(throws: LibraryError.nothingToUndo(id)) { try library.undoDeletion(id, now: now.addingTimeInterval(6)) }
            #expect(library.purgeDueDeletions(now: now.addingTimeInterval(6)) == 1)
            #expect(!FileManager.default.fileExists(atPath: docx.path))
            #expect(try library.documentCount() == 0)
        }
    }

    @Test("every unlock purges the deletions that came due while the library was locked")
    func unlockPurges() throws {
        try withSealedLibrary { library in
            let letter = try library.fileSample()
            let id = try #require(letter.id)
            let docx = try #require(letter.files.docx.flatMap(library.folder.resolve))
            try library.holdForDeletion(id, window: 0)
            _ = try #require(try LockedLibrary.open(library.folder)).unlocked(passphrase: testPassphrase, appVersion: "1.0.0")
            #expect(!FileManager.default.fileExists(atPath: docx.path))
            #expect(try library.documentCount() == 0)
        }
    }

    @Test("a window of zero deletes at once")
    func immediateDeletion() throws {
        try withLibrary { library in
            let id = try #require(try library.fileSample().id)
            try library.holdForDeletion(id, window: 0)
            #expect(try library.heldDeletions().isEmpty)
            #expect(try library.documentCount() == 0)
        }
    }
}
