import ArkivatorCore
@testable import ArkivatorLibrary
import ArkivatorStore
import ArkivatorTestSupport
import Foundation
import Testing

@Suite("Family members, and their letters filed where they belong")
struct FamilyUseCaseTests {
    @Test("a name holding a fødselsnummer is refused, also split or spaced out")
    func nameWithNumber() throws {
        try withLibrary { library in
            for name in ["Kari \(testFodselsnummer)", "Kari 110284 25769"] {
                #expect(throws: LibraryError.family(.nameHoldsFodselsnummer)) {
                    try library.addFamilyMember(NewFamilyMember(name: name, relationship: "meg selv"))
                }
            }
            let kari = try library.addFamilyMember(NewFamilyMember(name: "Kari", relationship: "")).member
            #expect(kari.relationship == Library.defaultRelationship)
            #expect(throws: LibraryError.family(.nameHoldsFodselsnummer)) {
                try library.updateFamilyMember(try #require(kari.id), FamilyMemberEdit(name: "Kari \(testFodselsnummer)"))
            }
            #expect(try library.family().map(\.name) == ["Kari"])
        }
    }

    @Test("a person typed by id, whole name or a first name only one has, in any case and accent; «ukjent» is no person")
    func personByName() throws {
        let members = [FamilyMember(id: 1, name: "Åse Berg", relationship: "mor"),
                       FamilyMember(id: 2, name: "Ola Berg", relationship: "far"),
                       FamilyMember(id: 3, name: "Ola Nordmann", relationship: "sønn")]
        #expect(try Library.person(named: "2", among: members) == .member(2))
        #expect(try Library.person(named: " ÅSE BERG ", among: members) == .member(1))
        #expect(throws: LibraryError.personNameUnknown("Ase"), "å is a letter of its own") { try Library.person(named: "Ase", among: members) }
        #expect(try Library.person(named: "Åse", among: members) == .member(1))
        #expect(try Library.person(named: "ola nordmann", among: members) == .member(3))
        #expect(try Library.person(named: "Ukjent", among: members) == .unknown)
        #expect(throws: LibraryError.personNameShared("Ola")) { try Library.person(named: "Ola", among: members) }
        #expect(throws: LibraryError.personNameUnknown("Kari")) { try Library.person(named: "Kari", among: members) }
        #expect(throws: LibraryError.personNameUnknown("9")) { try Library.person(named: "9", among: members) }
    }

    @Test("a number is checked, its birth date must agree, and no message repeats it")
    func numberRules() throws {
        try withLibrary { library in
            do {
                try library.addFamilyMember(NewFamilyMember(name: "Ola", relationship: "barn", fodselsnummer: "11028425768"))
                Issue.record("an invalid number was stored")
            } catch let error as LibraryError {
                #expect(error == .family(.invalidFodselsnummer(.invalidControlDigits)))
                #expect(!error.norwegian.contains("1102842576"))
            }
            #expect(throws: LibraryError.family(.birthDateDisagreesWithNumber)) {
                try library.addFamilyMember(NewFamilyMember(name: "Ola", relationship: "barn",
                                                            birthDate: CalendarDate(iso: "1990-01-01"),
                                                            fodselsnummer: testFodselsnummer))
            }
            let ola = try library.addFamilyMember(NewFamilyMember(name: "Ola", relationship: "barn", fodselsnummer: testFodselsnummer))
            #expect(ola.member.birthDate == CalendarDate(iso: "1984-02-11"))
            #expect(throws: LibraryError.passphraseNeeded) {
                try library.updateFamilyMember(try #require(ola.member.id), FamilyMemberEdit(fodselsnummer: .clear))
            }
            let forgotten = try library.updateFamilyMember(try #require(ola.member.id), FamilyMemberEdit(fodselsnummer: .clear),
                                                           confirmed: try library.confirmed)
            #expect(forgotten.member.fodselsnummer == nil)
            #expect(forgotten.member.birthDate == CalendarDate(iso: "1984-02-11"))
        }
    }

    @Test("a new member is given the unassigned letters that carried their number")
    func claimsLetters() throws {
        try withLibrary { library in
            let letter = try library.fileSample(text: "Gjelder fnr \(testFodselsnummer).")
            let change = try library.addFamilyMember(NewFamilyMember(name: "Kari Nordmann", relationship: "meg selv",
                                                                     fodselsnummer: testFodselsnummer))
            #expect(change.claimed == [letter.id])
            #expect(try library.document(try #require(letter.id)).personID == change.member.id)
        }
    }

    @Test("renaming a member rewrites their letters' .docx and moves them in the archive folder and on Drive")
    func renameRefiles() throws {
        try withLibrary { library in
            try withTemporaryFolder { archiveFolder in
                let kari = try #require(try library.addFamilyMember(NewFamilyMember(name: "Kari Nordmann", relationship: "meg selv")).member.id)
                try library.chooseArchiveFolder(archiveFolder, confirmed: try library.confirmed)
                try library.database.updateSettings { $0.driveSync = true }
                let id = try #require(try library.fileSample(person: kari).id)
                #expect(files(under: archiveFolder).contains("Kari Nordmann/Dokumenter/2025-11-03 Innkalling til kontroll.docx"))
                for job in try library.database.uploadJobs(of: id) {
                    try library.database.markUploading(job)
                    try library.database.completeUpload(job, fileID: "fil-\(job.id)", parentID: "mappe", webLink: nil)
                }
                #expect(try library.database.queuedUploads(of: id).isEmpty)

                let change = try library.updateFamilyMember(kari, FamilyMemberEdit(name: "Kari Berg"))
                #expect(change.refiled == [id])
                #expect(change.member.driveFolderName == "Kari Berg")
                #expect(try library.docxText(of: id).contains("Kari Berg"))
                #expect(!(try library.docxText(of: id).contains("Kari Nordmann")))
                let placed = files(under: archiveFolder)
                #expect(placed.contains("Kari Berg/Dokumenter/2025-11-03 Innkalling til kontroll.docx"))
                #expect(!placed.contains { $0.hasPrefix("Kari Nordmann/") })
                // Queued again, the files go to the folder their person has now.
                #expect(try library.database.queuedUploads(of: id).contains(.docx))
            }
        }
    }

    @Test("removing a member keeps their letters, as «Ukjent person», there too")
    func removeMovesToUnknown() throws {
        try withLibrary { library in
            try withTemporaryFolder { archiveFolder in
                let ola = try #require(try library.addFamilyMember(NewFamilyMember(name: "Ola", relationship: "barn")).member.id)
                try library.chooseArchiveFolder(archiveFolder, confirmed: try library.confirmed)
                let id = try #require(try library.fileSample(person: ola).id)
                let change = try library.removeFamilyMember(ola)
                #expect(change.refiled == [id])
                #expect(try library.document(id).personID == nil)
                #expect(try library.docxText(of: id).contains(FamilyMember.unknownPersonLabel))
                let placed = files(under: archiveFolder)
                #expect(placed.contains("\(FamilyMember.unknownPersonLabel)/Dokumenter/2025-11-03 Innkalling til kontroll.docx"))
                #expect(!placed.contains { $0.hasPrefix("Ola/") })
                #expect(throws: LibraryError.familyMemberNotFound(ola)) { try library.removeFamilyMember(ola) }
            }
        }
    }

    @Test("removing a member may move their letters to someone else, files and archive folder too; not to themselves")
    func removeMovesToHeir() throws {
        try withLibrary { library in
            try withTemporaryFolder { archiveFolder in
                let ola = try #require(try library.addFamilyMember(NewFamilyMember(name: "Ola", relationship: "barn")).member.id)
                let kari = try #require(try library.addFamilyMember(NewFamilyMember(name: "Kari", relationship: "mor")).member.id)
                try library.chooseArchiveFolder(archiveFolder, confirmed: try library.confirmed)
                let id = try #require(try library.fileSample(person: ola).id)
                #expect(throws: LibraryError.family(.lettersMovedToThemselves)) { try library.removeFamilyMember(ola, movingLettersTo: ola) }
                #expect(throws: LibraryError.familyMemberNotFound(99)) { try library.removeFamilyMember(ola, movingLettersTo: 99) }
                #expect(try library.removeFamilyMember(ola, movingLettersTo: kari).refiled == [id])
                #expect(try library.document(id).personID == kari)
                #expect(try library.docxText(of: id).contains("Kari"))
                let placed = files(under: archiveFolder)
                #expect(placed.contains("Kari/Dokumenter/2025-11-03 Innkalling til kontroll.docx"))
                #expect(!placed.contains { $0.hasPrefix("Ola/") })
            }
        }
    }
}
