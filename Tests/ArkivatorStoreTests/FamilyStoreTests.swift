import ArkivatorCore
import Foundation
import GRDB
import ArkivatorTestSupport
import Testing
@testable import ArkivatorStore

@Suite("Family members in the store")
struct FamilyStoreTests {
    @Test("members are added, listed in the order they were added, updated and removed")
    func addListUpdateRemove() throws {
        try withNewLibrary { _, database throws in
            #expect(try database.familyMembers().isEmpty)
            let erikID = try database.addFamilyMember(FamilyMember(
                name: "Erik Hansen", relationship: "meg selv", birthDate: try calendarDate("1984-02-11")))
            let astridID = try database.addFamilyMember(FamilyMember(
                name: "Astrid Berg", relationship: "mor", driveFolderName: "Mormor"))
            #expect(erikID != astridID)

            var members = try database.familyMembers()
            #expect(members.map(\.id) == [erikID, astridID])
            #expect(members[0] == FamilyMember(id: erikID, name: "Erik Hansen", relationship: "meg selv",
                                               birthDate: try calendarDate("1984-02-11"),
                                               driveFolderName: "Erik Hansen"))
            #expect(members[1].driveFolderName == "Mormor")
            #expect(members[1].birthDate == nil)

            var astrid = members[1]
            astrid.name = "Astrid Øvrebø Berg"
            astrid.relationship = "bestemor"
            astrid.birthDate = try calendarDate("1952-08-25")
            try database.updateFamilyMember(astrid)
            #expect(try database.familyMember(id: astridID) == astrid)

            try database.removeFamilyMember(id: erikID)
            members = try database.familyMembers()
            #expect(members == [astrid])
            #expect(throws: StoreError.familyMemberNotFound(id: erikID)) { try database.familyMember(id: erikID) }
        }
    }

    @Test("updating or removing a member that does not exist is familyMemberNotFound")
    func missingMembers() throws {
        try withNewLibrary { _, database throws in
            #expect(throws: StoreError.familyMemberNotFound(id: 77)) { try database.removeFamilyMember(id: 77) }
            #expect(throws: StoreError.familyMemberNotFound(id: 77)) {
                try database.updateFamilyMember(FamilyMember(id: 77, name: "Ingen", relationship: "ingen"))
            }
            #expect(throws: StoreError.familyMemberNotFound(id: 0)) {
                try database.updateFamilyMember(FamilyMember(name: "Uten id", relationship: "ingen"))
            }
            #expect(try database.familyMembers().isEmpty)
        }
    }

    @Test("a member needs a name that is more than blanks")
    func blankNameIsRefused() throws {
        try withNewLibrary { _, database throws in
            #expect(throws: (any Error).self) {
                try database.addFamilyMember(FamilyMember(name: "   ", relationship: "barn", driveFolderName: "x"))
            }
            #expect(try database.familyMembers().isEmpty)
        }
    }

    @Test("a fødselsnummer is stored sealed: its digits are nowhere in the row")
    func numberIsSealedInRow() throws {
        try withNewLibrary { _, database throws in
            let number = try fodselsnummer(TestNumbers.ingrid)
            let id = try database.addFamilyMember(FamilyMember(name: "Ingrid Hansen", relationship: "ektefelle",
                                                               birthDate: try calendarDate("1987-09-21"),
                                                               fodselsnummer: number))
            let row = try #require(try database.raw { db in
                try Row.fetchOne(db, sql: "SELECT * FROM familyMember WHERE id = ?", arguments: [id])
            })
            let sealed = try #require(row["fodselsnummerSealed"] as Data?)
            #expect(!sealed.contains(bytes: TestNumbers.ingrid.utf8))
            #expect(sealed.count >= 11 + 12 + 16)
            // The sealed value really is the number: the value key opens it.
            let opened = try database.valueKey.open(sealed, purpose: FamilyMemberRecord.fodselsnummerPurpose)
            #expect(String(decoding: opened, as: UTF8.self) == TestNumbers.ingrid)

            for column in row.columnNames {
                let value = row[column] as DatabaseValue
                let bytes: Data
                switch value.storage {
                case .blob(let data): bytes = data
                case .string(let text): bytes = Data(text.utf8)
                case .int64(let number): bytes = Data(String(number).utf8)
                case .double(let number): bytes = Data(String(number).utf8)
                case .null: bytes = Data()
                }
                #expect(!bytes.contains(bytes: TestNumbers.ingrid.utf8), "column \(column)")
                #expect(!bytes.contains(bytes: "44026".utf8), "column \(column) holds the personnummer")
            }
        }
    }

    @Test("a fødselsnummer never reaches the database file or its write-ahead log in clear")
    func numberIsNotInFiles() throws {
        try withNewLibrary { library, database throws in
            let numbers = [TestNumbers.erik, TestNumbers.ingrid, TestNumbers.liam]
            var ids: [FamilyMember.ID] = []
            for (index, digits) in numbers.enumerated() {
                ids.append(try database.addFamilyMember(FamilyMember(
                    name: "Person \(index)", relationship: "barn", fodselsnummer: try fodselsnummer(digits))))
            }
            // An update writes the sealed value again.
            var first = try database.familyMember(id: ids[0])
            first.name = "Erik Hansen"
            try database.updateFamilyMember(first)

            let files = ["", "-wal", "-shm", "-journal"].map { URL(fileURLWithPath: library.databaseURL.path + $0) }
            var bytesRead = 0
            for file in files where FileManager.default.fileExists(atPath: file.path) {
                let data = try Data(contentsOf: file)
                bytesRead += data.count
                for digits in numbers {
                    #expect(!data.contains(bytes: digits.utf8), "\(file.lastPathComponent) holds a number")
                    #expect(!data.contains(bytes: (digits.prefix(6) + " " + digits.suffix(5)).utf8))
                }
            }
            #expect(bytesRead > 0)
            // The whole database is sealed, so not even the members' names reach the files.
            let everything = try files.filter { FileManager.default.fileExists(atPath: $0.path) }
                .map { try Data(contentsOf: $0) }.reduce(Data(), +)
            #expect(!everything.contains(bytes: "Erik Hansen".utf8))
            #expect(try database.familyMembers().map { $0.fodselsnummer?.digits } == numbers)
        }
    }

    @Test("the same number sealed twice gives two different ciphertexts")
    func sealingIsRandomized() throws {
        try withNewLibrary { _, database throws in
            let number = try fodselsnummer(TestNumbers.erik)
            let first = try database.addFamilyMember(FamilyMember(name: "A", relationship: "x", fodselsnummer: number))
            let second = try database.addFamilyMember(FamilyMember(name: "B", relationship: "x", fodselsnummer: number))
            let sealed = try database.raw { db in
                try Data.fetchAll(db, sql: "SELECT fodselsnummerSealed FROM familyMember WHERE id IN (?, ?)",
                                  arguments: [first, second])
            }
            #expect(sealed.count == 2)
            #expect(Set(sealed).count == 2)
        }
    }

    @Test("removing a member keeps their documents, now belonging to no one")
    func removingKeepsDocuments() throws {
        try withNewLibrary { _, database throws in
            let liam = try database.addFamilyMember(FamilyMember(name: "Liam Hansen", relationship: "barn"))
            let emma = try database.addFamilyMember(FamilyMember(name: "Emma Hansen", relationship: "barn"))
            let liamsLetter = try database.saveNewDocument(makeDocument(text: "øreverk", personID: liam))
            let emmasLetter = try database.saveNewDocument(makeDocument(text: "vaksine", personID: emma))
            #expect(try database.documents(matching: DocumentFilter(), limit: 10, offset: 0)
                .first { $0.id == liamsLetter }?.personName == "Liam Hansen")

            try database.removeFamilyMember(id: liam)

            let letter = try #require(try database.document(id: liamsLetter))
            #expect(letter.personID == nil)
            #expect(letter.text == "øreverk")
            #expect(try database.document(id: emmasLetter)?.personID == emma)
            #expect(try database.listedIDs(DocumentFilter(person: .unknown)) == [liamsLetter])
            #expect(try database.listedIDs(DocumentFilter(person: .member(liam))).isEmpty)
            let hit = try #require(try database.search("øreverk", matching: DocumentFilter(), limit: 5).first)
            #expect(hit.document.id == liamsLetter)
            #expect(hit.document.personID == nil)
            #expect(hit.document.personName == nil)
        }
    }
}
