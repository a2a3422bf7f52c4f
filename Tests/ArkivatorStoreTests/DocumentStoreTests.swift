import ArkivatorCore
import Foundation
import GRDB
import ArkivatorTestSupport
import Testing
@testable import ArkivatorStore

@Suite("Documents in the store")
struct DocumentStoreTests {
    private func fullDocument(personID: FamilyMember.ID?) throws -> Document {
        Document(
            title: "2025-01-02 Innkalling Sykehuset Innlandet",
            docType: .innkalling,
            documentDate: try calendarDate("2025-01-02"),
            appointment: try localDateTime("2025-01-14T08:30"),
            institution: "Sykehuset Innlandet HF",
            department: "Gastrokirurgisk avdeling Hamar",
            specialty: "Fordøyelseskirurgi",
            personID: personID,
            keywords: ["gastroskopi", "faste før undersøkelsen", "\"sitat\" og \\"],
            text: "Innkalling til poliklinisk time\nTa med oppdatert liste over faste medisiner.",
            ocrConfidence: 0.8125,
            lowConfidenceSpans: [TextSpan(start: 0, end: 10), TextSpan(start: 42, end: 47)],
            personnummerFound: true,
            scanDate: try instant("2025-01-03T07:45:10Z"),
            uploadStatus: .synced,
            drive: DriveReferences(documentFileID: "1AbCdEf", imageFileID: "1GhIjKl",
                                   webLink: "https://drive.google.com/file/d/1AbCdEf/view"),
            files: LocalFiles(docx: "files/1/brev.docx", image: "files/1/side-1.jpeg", pdf: "files/1/brev.pdf"),
            originalFileName: "IMG_2041.HEIC",
            pages: [
                Page(number: 1, imagePath: "files/1/side-1.jpeg", text: "Innkalling til poliklinisk time",
                     ocrConfidence: 0.91),
                Page(number: 2, imagePath: nil, text: "Ta med oppdatert liste", ocrConfidence: nil),
            ])
    }

    @Test("a saved document comes back with every field, its pages and an id")
    func roundTrip() throws {
        try withNewLibrary { _, database throws in
            let ingrid = try database.addFamilyMember(FamilyMember(name: "Ingrid Hansen", relationship: "ektefelle"))
            let original = try fullDocument(personID: ingrid)
            let id = try database.saveNewDocument(original)
            var expected = original
            expected.id = id
            let fetched = try #require(try database.document(id: id))
            #expect(fetched == expected)
            // Spelled out, so that a failure names the field.
            #expect(fetched.pages == original.pages)
            #expect(fetched.keywords == original.keywords)
            #expect(fetched.lowConfidenceSpans == original.lowConfidenceSpans)
            #expect(fetched.appointment == original.appointment)
            #expect(fetched.scanDate == original.scanDate)
            #expect(fetched.drive == original.drive)
            #expect(fetched.files == original.files)
        }
    }

    @Test("a document with only the required fields comes back with nils and empties")
    func minimalRoundTrip() throws {
        try withNewLibrary { _, database throws in
            let original = Document(title: "Uten dato", docType: .annet, scanDate: try instant("2025-05-05T05:05:05Z"))
            let id = try database.saveNewDocument(original)
            var expected = original
            expected.id = id
            #expect(try database.document(id: id) == expected)
        }
    }

    @Test("the scan date survives to the millisecond")
    func scanDatePrecision() throws {
        try withNewLibrary { _, database throws in
            let scanDate = try instant("2025-03-10T12:34:56Z").addingTimeInterval(0.789)
            let id = try database.saveNewDocument(makeDocument(scanDate: scanDate))
            let fetched = try #require(try database.document(id: id)?.scanDate)
            #expect(abs(fetched.timeIntervalSince(scanDate)) < 0.001)
        }
    }

    @Test("a list row reads its scan date as GRDB wrote it, to the millisecond")
    func listedScanDates() throws {
        var generator = SystemRandomNumberGenerator()
        // From 1583 (GRDB's calendar is Julian before) to 9999, the epoch and a leap day included.
        let fixed: [TimeInterval] = [0, -0.001, 0.999, -12_212_553_600, 253_402_300_799.999, 951_782_400, 4_107_456_000.5]
        let instants = fixed + (0..<2_000).map { _ in
            (Double(Int64.random(in: -12_212_553_600_000...253_402_300_799_999, using: &generator)) / 1000)
        }
        for seconds in instants {
            let stored = Date(timeIntervalSince1970: seconds).databaseValue
            let text = try #require(String.fromDatabaseValue(stored))
            let read = try #require(DocumentSummarySQL.storedDate(text))
            let grdb = try #require(Date.fromDatabaseValue(stored))
            // GRDB goes through a calendar and a floating-point nanosecond: the same millisecond.
            #expect(abs(read.timeIntervalSince(grdb)) < 0.000_1, "\(text)")
        }
        // Forms GRDB reads but does not write are left to it.
        #expect(DocumentSummarySQL.storedDate("2025-03-10 12:34") == Date.fromDatabaseValue("2025-03-10 12:34".databaseValue))
        #expect(DocumentSummarySQL.storedDate("2025-02-30 12:34:56.000") == Date.fromDatabaseValue("2025-02-30 12:34:56.000".databaseValue))
        #expect(DocumentSummarySQL.storedDate("ikke en dato") == nil)
        try withNewLibrary { _, database throws in
            let scanDate = try instant("1999-12-31T23:59:59Z").addingTimeInterval(0.789)
            let id = try database.saveNewDocument(makeDocument(scanDate: scanDate))
            let listed = try #require(try database.documents(matching: DocumentFilter(), limit: 1, offset: 0).first)
            #expect(listed.id == id)
            #expect(abs(listed.scanDate.timeIntervalSince(scanDate)) < 0.001)
        }
    }

    @Test("every document type and upload status can be stored", arguments: DocumentType.allCases)
    func everyType(type: DocumentType) throws {
        try withNewLibrary { _, database throws in
            for status in UploadStatus.allCases {
                var document = makeDocument(docType: type)
                document.uploadStatus = status
                let id = try database.saveNewDocument(document)
                let fetched = try #require(try database.document(id: id))
                #expect(fetched.docType == type)
                #expect(fetched.uploadStatus == status)
            }
        }
    }

    @Test("a missing document is nil")
    func missingDocument() throws {
        try withNewLibrary { _, database throws in
            #expect(try database.document(id: 1) == nil)
            let id = try database.saveNewDocument(makeDocument())
            #expect(try database.document(id: id + 1) == nil)
        }
    }

    @Test("an update replaces the fields and the pages and re-indexes the search")
    func updateReplaces() throws {
        try withNewLibrary { _, database throws in
            let original = makeDocument(title: "2025-01-02 Epikrise", text: "Pasienten hadde lungebetennelse.",
                                        docType: .epikrise,
                                        pages: [Page(number: 1, text: "lungebetennelse"), Page(number: 2, text: "side to"),
                                                Page(number: 3, text: "side tre")])
            let id = try database.saveNewDocument(original)
            #expect(try database.searchIDs("lungebetennelse") == [id])

            var changed = try #require(try database.document(id: id))
            changed.title = "2025-01-03 Epikrise Ullevål"
            changed.text = "Pasienten hadde urinveisinfeksjon."
            changed.keywords = ["antibiotika"]
            changed.institution = "Oslo universitetssykehus"
            changed.pages = [Page(number: 1, imagePath: "files/1/ny.jpeg", text: "urinveisinfeksjon")]
            changed.uploadStatus = .queued
            try database.updateDocument(changed)

            #expect(try database.document(id: id) == changed)
            let pageCount = try database.raw { db in
                try Int.fetchOne(db, sql: "SELECT count(*) FROM page WHERE documentId = ?", arguments: [id])
            }
            #expect(pageCount == 1)
            #expect(try database.searchIDs("lungebetennelse").isEmpty)
            #expect(try database.searchIDs("urinveisinfeksjon") == [id])
            #expect(try database.searchIDs("ullevål") == [id])
            #expect(try database.searchIDs("antibiotika") == [id])
            #expect(try database.searchIDs("universitetssykehus") == [id])
        }
    }

    @Test("updating a document that does not exist is documentNotFound")
    func updateMissing() throws {
        try withNewLibrary { _, database throws in
            var ghost = makeDocument(text: "spøkelse")
            #expect(throws: StoreError.documentNotFound(id: 0)) { try database.updateDocument(ghost) }
            ghost.id = 41
            #expect(throws: StoreError.documentNotFound(id: 41)) { try database.updateDocument(ghost) }
            #expect(try database.documentCount() == 0)
            #expect(try database.searchIDs("spøkelse").isEmpty)
        }
    }

    @Test("deleting a document removes its row, its pages and its search entry")
    func deleteRemovesEverything() throws {
        try withNewLibrary { _, database throws in
            let kept = try database.saveNewDocument(makeDocument(text: "blodtrykk målt",
                                                                 pages: [Page(number: 1, text: "blodtrykk")]))
            let doomed = try database.saveNewDocument(makeDocument(
                text: "blodtrykk og kolesterol", pages: [Page(number: 1, text: "a"), Page(number: 2, text: "b")]))
            #expect(Set(try database.searchIDs("blodtrykk")) == [kept, doomed])

            try database.deleteDocument(id: doomed)

            #expect(try database.document(id: doomed) == nil)
            #expect(try database.documentCount() == 1)
            let orphanPages = try database.raw { db in
                try Int.fetchOne(db, sql: "SELECT count(*) FROM page WHERE documentId = ?", arguments: [doomed])
            }
            #expect(orphanPages == 0)
            #expect(try database.searchIDs("kolesterol").isEmpty)
            #expect(try database.searchIDs("blodtrykk") == [kept])
            let indexed = try database.raw { db in
                try Int64.fetchAll(db, sql: "SELECT rowid FROM documentSearch WHERE documentSearch MATCH 'kolesterol'")
            }
            #expect(indexed.isEmpty)
            #expect(try database.document(id: kept)?.pages.count == 1)
            #expect(throws: StoreError.documentNotFound(id: doomed)) { try database.deleteDocument(id: doomed) }
        }
    }

    @Test("after saves, updates and deletes the search index agrees with the documents")
    func indexIntegrity() throws {
        try withNewLibrary { _, database throws in
            var ids: [Document.ID] = []
            for index in 0..<20 {
                ids.append(try database.saveNewDocument(makeDocument(
                    title: "2025-01-\(10 + index) Brev \(index)", text: "tekst nummer \(index) med ærlig innhold",
                    institution: index.isMultiple(of: 2) ? "Helfo" : nil, keywords: ["nøkkel\(index)"])))
            }
            for id in ids.prefix(10) {
                var document = try #require(try database.document(id: id))
                document.text += " og en endring på slutten"
                try database.updateDocument(document)
            }
            for id in ids.suffix(5) { try database.deleteDocument(id: id) }
            try database.rawWrite { db in
                try db.execute(sql: "INSERT INTO documentSearch(documentSearch) VALUES ('integrity-check')")
            }
            #expect(try database.searchIDs("endring", limit: 100).count == 10)
            #expect(try database.searchIDs("ærlig", limit: 100).count == 15)
        }
    }

    @Test("a document that cannot be stored leaves nothing behind", arguments: [
        [Page(number: 0, text: "side null")],
        [Page(number: 1, text: "en"), Page(number: 1, text: "en igjen")],
    ])
    func failedSaveIsAtomic(pages: [Page]) throws {
        try withNewLibrary { _, database throws in
            #expect(throws: (any Error).self) {
                try database.saveNewDocument(makeDocument(text: "halvferdig", pages: pages))
            }
            #expect(try database.documentCount() == 0)
            #expect(try database.searchIDs("halvferdig").isEmpty)
            let pageCount = try database.raw { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM page") }
            #expect(pageCount == 0)
        }
    }

    @Test("a failed update leaves the document as it was")
    func failedUpdateIsAtomic() throws {
        try withNewLibrary { _, database throws in
            let original = makeDocument(text: "opprinnelig", pages: [Page(number: 1, text: "første")])
            let id = try database.saveNewDocument(original)
            var broken = original
            broken.id = id
            broken.text = "ødelagt"
            broken.pages = [Page(number: 1), Page(number: 1)]
            #expect(throws: (any Error).self) { try database.updateDocument(broken) }
            var expected = original
            expected.id = id
            #expect(try database.document(id: id) == expected)
            #expect(try database.searchIDs("opprinnelig") == [id])
            #expect(try database.searchIDs("ødelagt").isEmpty)
        }
    }

    @Test("a document cannot belong to a family member that does not exist")
    func unknownPersonIsRefused() throws {
        try withNewLibrary { _, database throws in
            #expect(throws: (any Error).self) { try database.saveNewDocument(makeDocument(personID: 999)) }
            #expect(try database.documentCount() == 0)
        }
    }
}

@Suite("Listing documents")
struct DocumentListingTests {
    /// Six letters for two children and no one, dated and undated.
    private struct Fixture {
        let database: ArchiveDatabase
        let liam: FamilyMember.ID
        let emma: FamilyMember.ID
        /// By name: what the letter is.
        var ids: [String: Document.ID] = [:]
    }

    private func withFixture(_ body: (Fixture) throws -> Void) throws {
        try withNewLibrary { _, database throws in
            let liam = try database.addFamilyMember(FamilyMember(name: "Liam Hansen", relationship: "barn"))
            let emma = try database.addFamilyMember(FamilyMember(name: "Emma Hansen", relationship: "barn"))
            var fixture = Fixture(database: database, liam: liam, emma: emma)
            let letters: [(String, DocumentType, String?, String, FamilyMember.ID?)] = [
                // name, type, document date, scan instant, person
                ("liam-innkalling-mars", .innkalling, "2025-03-01", "2025-03-02T10:00:00Z", liam),
                ("emma-epikrise-januar", .epikrise, "2025-01-15", "2025-03-20T10:00:00Z", emma),
                ("liam-udatert-skannet-februar", .annet, nil, "2025-02-10T10:00:00Z", liam),
                ("ukjent-resept-april", .resept, "2025-04-05", "2025-04-06T10:00:00Z", nil),
                ("emma-innkalling-desember", .innkalling, "2024-12-24", "2025-01-02T10:00:00Z", emma),
                ("ukjent-udatert-skannet-mars", .annet, nil, "2025-03-15T10:00:00Z", nil),
            ]
            for (name, type, date, scan, person) in letters {
                fixture.ids[name] = try database.saveNewDocument(makeDocument(
                    title: name, text: "brev", docType: type, documentDate: try date.map { try calendarDate($0) },
                    personID: person, scanDate: try instant(scan)))
            }
            try body(fixture)
        }
    }

    private func names(_ ids: [Document.ID], _ fixture: Fixture) -> [String] {
        let byID = Dictionary(uniqueKeysWithValues: fixture.ids.map { ($1, $0) })
        return ids.map { byID[$0] ?? "?\($0)" }
    }

    @Test("documents are listed newest first, by document date or else scan date")
    func newestFirst() throws {
        try withFixture { fixture throws in
            let listed = try fixture.database.listedIDs()
            #expect(names(listed, fixture) == [
                "ukjent-resept-april",          // 2025-04-05
                "ukjent-udatert-skannet-mars",  // scanned 2025-03-15
                "liam-innkalling-mars",         // 2025-03-01
                "liam-udatert-skannet-februar", // scanned 2025-02-10
                "emma-epikrise-januar",         // 2025-01-15 (scanned later, in March)
                "emma-innkalling-desember",     // 2024-12-24
            ])
        }
    }

    @Test("documents with the same date are listed latest saved first")
    func sameDateTieBreak() throws {
        try withNewLibrary { _, database throws in
            let date = try calendarDate("2025-06-01")
            let first = try database.saveNewDocument(makeDocument(documentDate: date))
            let second = try database.saveNewDocument(makeDocument(documentDate: date))
            let undatedSameDay = try database.saveNewDocument(makeDocument(scanDate: try instant("2025-06-01T09:00:00Z")))
            #expect(try database.listedIDs() == [undatedSameDay, second, first])
        }
    }

    @Test("a summary carries the person's name, type, date and status")
    func summaryFields() throws {
        try withFixture { fixture throws in
            let summaries = try fixture.database.documents(matching: DocumentFilter(), limit: 10, offset: 0)
            let liamsLetter = try #require(summaries.first { $0.id == fixture.ids["liam-innkalling-mars"] })
            #expect(liamsLetter.personID == fixture.liam)
            #expect(liamsLetter.personName == "Liam Hansen")
            #expect(liamsLetter.docType == .innkalling)
            #expect(liamsLetter.documentDate == (try calendarDate("2025-03-01")))
            #expect(liamsLetter.title == "liam-innkalling-mars")
            #expect(liamsLetter.uploadStatus == .localOnly)
            #expect(liamsLetter.scanDate == (try instant("2025-03-02T10:00:00Z")))
            let unknown = try #require(summaries.first { $0.id == fixture.ids["ukjent-resept-april"] })
            #expect(unknown.personID == nil)
            #expect(unknown.personName == nil)
        }
    }

    @Test("listing filters by person, unknown person, type and date range")
    func singleFilters() throws {
        try withFixture { fixture throws in
            let db = fixture.database
            #expect(names(try db.listedIDs(DocumentFilter(person: .member(fixture.liam))), fixture)
                    == ["liam-innkalling-mars", "liam-udatert-skannet-februar"])
            #expect(names(try db.listedIDs(DocumentFilter(person: .unknown)), fixture)
                    == ["ukjent-resept-april", "ukjent-udatert-skannet-mars"])
            #expect(names(try db.listedIDs(DocumentFilter(docType: .innkalling)), fixture)
                    == ["liam-innkalling-mars", "emma-innkalling-desember"])
            #expect(names(try db.listedIDs(DocumentFilter(from: try calendarDate("2025-03-01"))), fixture)
                    == ["ukjent-resept-april", "ukjent-udatert-skannet-mars", "liam-innkalling-mars"])
            #expect(names(try db.listedIDs(DocumentFilter(to: try calendarDate("2025-01-15"))), fixture)
                    == ["emma-epikrise-januar", "emma-innkalling-desember"])
            // Both bounds are inclusive, and an undated letter is placed by its scan date.
            #expect(names(try db.listedIDs(DocumentFilter(from: try calendarDate("2025-02-10"),
                                                          to: try calendarDate("2025-03-15"))), fixture)
                    == ["ukjent-udatert-skannet-mars", "liam-innkalling-mars", "liam-udatert-skannet-februar"])
            #expect(try db.listedIDs(DocumentFilter(docType: .vedtak)).isEmpty)
            #expect(try db.listedIDs(DocumentFilter(person: .member(fixture.emma + 100))).isEmpty)
        }
    }

    @Test("listing filters compose")
    func composedFilters() throws {
        try withFixture { fixture throws in
            let db = fixture.database
            #expect(names(try db.listedIDs(DocumentFilter(person: .member(fixture.emma), docType: .innkalling)), fixture)
                    == ["emma-innkalling-desember"])
            #expect(names(try db.listedIDs(DocumentFilter(person: .unknown, docType: .annet)), fixture)
                    == ["ukjent-udatert-skannet-mars"])
            #expect(names(try db.listedIDs(DocumentFilter(person: .member(fixture.emma), from: try calendarDate("2025-01-01"))),
                          fixture) == ["emma-epikrise-januar"])
            #expect(try db.listedIDs(DocumentFilter(person: .member(fixture.liam), docType: .epikrise)).isEmpty)
            let all = DocumentFilter(person: .member(fixture.liam), docType: .annet,
                                     from: try calendarDate("2025-02-10"), to: try calendarDate("2025-02-10"))
            #expect(names(try db.listedIDs(all), fixture) == ["liam-udatert-skannet-februar"])
        }
    }

    @Test("offset and limit page through the list without gaps or overlap")
    func pagination() throws {
        try withFixture { fixture throws in
            let db = fixture.database
            let everything = try db.listedIDs()
            #expect(everything.count == 6)
            var paged: [Document.ID] = []
            for offset in stride(from: 0, to: 8, by: 4) {
                let page = try db.listedIDs(limit: 4, offset: offset)
                #expect(page.count == min(4, 6 - offset))
                paged += page
            }
            #expect(paged == everything)
            #expect(try db.listedIDs(limit: 4, offset: 6).isEmpty)
            #expect(try db.listedIDs(limit: 0, offset: 0).isEmpty)
            let filtered = DocumentFilter(person: .member(fixture.liam))
            #expect(try db.listedIDs(filtered, limit: 1, offset: 1).map(Optional.some) == [fixture.ids["liam-udatert-skannet-februar"]])
        }
    }

    @Test("documentCount counts what the same filter lists")
    func counting() throws {
        try withFixture { fixture throws in
            let db = fixture.database
            let filters = [
                DocumentFilter(),
                DocumentFilter(person: .member(fixture.liam)),
                DocumentFilter(person: .unknown),
                DocumentFilter(docType: .innkalling),
                DocumentFilter(from: try calendarDate("2025-02-01"), to: try calendarDate("2025-03-31")),
                DocumentFilter(person: .member(fixture.emma), docType: .epikrise),
                DocumentFilter(docType: .vedtak),
            ]
            let expected = [6, 2, 2, 2, 3, 1, 0]
            for (filter, count) in zip(filters, expected) {
                #expect(try db.documentCount(matching: filter) == count)
                #expect(try db.listedIDs(filter).count == count)
            }
        }
    }
}
