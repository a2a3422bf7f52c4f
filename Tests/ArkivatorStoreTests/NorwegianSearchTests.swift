import ArkivatorCore
import Foundation
import GRDB
import ArkivatorTestSupport
import Testing
@testable import ArkivatorStore

/// Search that finds what a Norwegian means: inflections, compounds, synonyms and a letter
/// wrong, each ranked below the closer match, on letters written for these tests in Bokmål
/// and Nynorsk.
@Suite("Norwegian search")
struct NorwegianSearchTests {
    /// Saves one letter per text, each a day newer than the one before, and passes their ids.
    private func withLetters(_ texts: [String], _ body: (ArchiveDatabase, [Document.ID]) throws -> Void) throws {
        try withNewLibrary { _, database throws in
            let ids = try texts.enumerated().map { day, text in
                try database.saveNewDocument(makeDocument(title: "Brev", text: text,
                                                          documentDate: try calendarDate(String(format: "2025-03-%02d", day + 1))))
            }
            try body(database, ids)
        }
    }

    @Test("every inflection finds the others, Bokmål and Nynorsk; the form typed comes first")
    func inflections() throws {
        try withLetters([
            "Vi viser til innkallingen du fikk i mars.",
            "Dette er en innkalling til time ved poliklinikken.",
            "Innkallingane vart sende ut i går.",
            "Innkallinga gjeld time ved sjukehuset.",
            "Smerter i kneet etter fall.",
            "Operasjon av venstre kne.",
            "Sykehusene i regionen samarbeider.",
            "Overført til et annet sykehus.",
            "Ingen av disse ordene.",
        ]) { db, ids throws in
            let innkalling = [ids[0], ids[1], ids[2], ids[3]]
            #expect(try db.searchIDs("innkallingen").first == ids[0])
            #expect(Set(try db.searchIDs("innkallingen")) == Set(innkalling))
            #expect(Set(try db.searchIDs("innkallingene")) == Set(innkalling))
            #expect(Set(try db.searchIDs("innkallingar")) == Set(innkalling))
            #expect(try db.searchIDs("innkalling").first == ids[1])
            #expect(try db.searchIDs("kneet") == [ids[4], ids[5]])
            #expect(try db.searchIDs("kne") == [ids[5], ids[4]])
            // The Nynorsk «sjukehuset» is the thesaurus's word for «sykehus», ranked below.
            #expect(try db.searchIDs("sykehusene") == [ids[6], ids[7], ids[3]])
            #expect(try db.searchIDs("sykehus") == [ids[7], ids[6], ids[3]])
            #expect(try db.searchIDs("sjukehus") == [ids[3], ids[7], ids[6]])
        }
    }

    @Test("a word finds the compounds it is a part of, below the word itself; kne does not find knekk")
    func compoundParts() throws {
        try withLetters([
            "Kjent hjertesvikt, stabil.",
            "Akutt nyresvikt under oppholdet.",
            "Ingen svikt i behandlingen.",
            "Blodprøver tatt ved innkomst.",
            "Vi sender deg en prøve av legemiddelet.",
            "Prøvesvaret er klart.",
            "Det var et knekk i kurven.",
            "Kneprotese planlagt til våren.",
        ]) { db, ids throws in
            #expect(try db.searchIDs("svikt") == [ids[2], ids[1], ids[0]])
            let prove = try db.searchIDs("prøve")
            #expect(prove.first == ids[4])
            #expect(Set(prove) == [ids[3], ids[4], ids[5]])
            #expect(try db.searchIDs("kne") == [ids[7]])
            #expect(try db.searchIDs("hjertesvikt") == [ids[0]], "a compound does not find its parts alone")
        }
    }

    @Test("one letter wrong in a word of six letters or more, OCR's rn for m counted as one, ranks below exact matches")
    func misspellings() throws {
        try withLetters([
            "Innlagt med pneumoni, behandlet med antibiotika.",
            "Time ved revmatologisk poliklinikk.",
            "Skrevet pneurnoni i journalen.",
            "Vi ses på tirsdag.",
        ]) { db, ids throws in
            #expect(try db.searchIDs("pneurnoni") == [ids[2], ids[0]])
            #expect(try db.searchIDs("pneumoni") == [ids[0], ids[2]])
            #expect(try db.searchIDs("revmatolgisk") == [ids[1]])
            #expect(try db.searchIDs("revmatologsik") == [ids[1]], "two letters swapped")
            #expect(try db.searchIDs("revmtolgisk").isEmpty, "two edits are too many")
            #expect(try db.searchIDs("tirsdga") == [ids[3]])
            #expect(try db.searchIDs("tirdag") == [ids[3]], "six letters are enough")
        }
    }

    @Test("the thesaurus: blodprøve finds laboratoriesvar, time finds innkalling, fastlege finds legesenter, sykehus an HF")
    func thesaurus() throws {
        try withLetters([
            "Laboratoriesvar fra Fürst.",
            "Innkalling til undersøkelse.",
            "Kvartalsbrev fra Torget legesenter.",
            "Helse Bergen HF, Haukeland.",
            "Blodprøve tatt hos fastlegen.",
        ]) { db, ids throws in
            #expect(try db.searchIDs("blodprøve") == [ids[4], ids[0]])
            #expect(try db.searchIDs("time") == [ids[1]])
            #expect(try db.searchIDs("fastlege") == [ids[4], ids[2]])
            #expect(try db.searchIDs("sykehus") == [ids[3]])
        }
    }

    @Test("a word's compounds rank above the thesaurus's words for it, which are other words")
    func compoundsBeforeSynonyms() throws {
        try withLetters([
            "Blodprøvetaking før frokost. Taking skjer på laboratoriet.",
            "Laboratoriesvar fra Fürst.",
        ]) { db, ids throws in
            // The newer letter has only the synonym: it would come first were the two one rank.
            #expect(try db.searchIDs("blodprøve") == [ids[0], ids[1]])
        }
    }

    @Test("aa, ae and oe typed for å, æ and ø find both spellings, the one typed first")
    func englishKeyboard() throws {
        try withLetters([
            "Påminnelse om time.",
            "Vedlagt: Paaminnelse sendt per post.",
            "Tilbakemelding på kvaliteten av tjenesten.",
            "Tønsberg legevakt.",
            "Tonsberg skrevet uten ø.",
        ]) { db, ids throws in
            #expect(try db.searchIDs("paaminnelse") == [ids[1], ids[0]])
            #expect(try db.searchIDs("påminnelse") == [ids[0], ids[1]], "aa for å is one letter wrong")
            #expect(try db.searchIDs("tonsberg") == [ids[4], ids[3]], "o for ø is one letter wrong, ranked last")
            #expect(try db.searchIDs("tønsberg") == [ids[3], ids[4]])
        }
    }

    @Test("the words as a phrase rank above the words apart, and title and institution above the text")
    func ranking() throws {
        try withNewLibrary { _, db throws in
            func save(_ title: String, _ text: String, institution: String? = nil, _ date: String) throws -> Document.ID {
                try db.saveNewDocument(makeDocument(title: title, text: text, documentDate: try calendarDate(date), institution: institution))
            }
            let apart = try save("Brev", "Time hos tannlegen, ikke hos fastlege.", "2025-05-01")
            let phrase = try save("Brev", "Du har time hos fastlege tirsdag.", "2025-01-01")
            let inTitle = try save("2024-02-01 Time hos fastlege", "Kom tidlig.", "2024-02-01")
            #expect(try db.searchIDs("time hos fastlege") == [inTitle, phrase, apart])
            let institution = try save("Brev", "Svar på prøven.", institution: "Fürst medisinsk laboratorium", "2024-01-01")
            let text = try save("Brev", "Prøven ble sendt til Fürst.", "2025-06-01")
            #expect(try db.searchIDs("fürst") == [institution, text])
        }
    }

    @Test("pages of a search put together are the whole search, in one order")
    func paging() throws {
        try withLetters((0..<23).map { "Brev nummer \($0) om \($0 % 3 == 0 ? "innkallingen" : $0 % 3 == 1 ? "innkallinger" : "blodinnkalling")." }) { db, _ throws in
            let whole = try db.search("innkalling", matching: DocumentFilter(), limit: 100).map(\.document.id)
            #expect(whole.count == 23)
            var paged: [Document.ID] = []
            for page in 0..<5 {
                paged += try db.search("innkalling", matching: DocumentFilter(), limit: 5, offset: page * 5).map(\.document.id)
            }
            #expect(paged == whole)
        }
    }

    @Test("the index gives the newest matches in its own order: no sort over every match")
    func planReadsNewestFirst() throws {
        try withLetters(["innkalling"]) { db, _ throws in
            try db.writer.read { db in
                for index in ["documentSearch", "documentHeadingSearch"] {
                    let plan = try Row.fetchAll(db, sql: """
                        EXPLAIN QUERY PLAN SELECT d.id FROM \(index) JOIN document d ON d.searchKey = \(index).rowid
                        WHERE \(index) MATCH 'innkalling' AND d.id NOT IN (SELECT documentId FROM pendingDeletion)
                        ORDER BY \(index).rowid DESC LIMIT 26
                        """).map { $0["detail"] as String }
                    #expect(!plan.contains { $0.contains("TEMP B-TREE") }, "\(plan)")
                    #expect(plan.first?.contains("VIRTUAL TABLE INDEX") == true, "\(plan)")
                }
            }
        }
    }

    @Test("an edited date moves a letter in the order, an edited text in the index")
    func editsReindex() throws {
        try withLetters(["Gammel tekst om hjertesvikt.", "Annen tekst om hjertesvikt."]) { db, ids throws in
            #expect(try db.searchIDs("hjertesvikt") == [ids[1], ids[0]])
            var first = try #require(try db.document(id: ids[0]))
            first.documentDate = try calendarDate("2025-12-01")
            first.text = "Ny tekst om nyresvikt."
            try db.updateDocument(first)
            #expect(try db.searchIDs("hjertesvikt") == [ids[1]])
            #expect(try db.searchIDs("nyresvikt") == [ids[0]])
            #expect(try db.searchIDs("tekst") == [ids[0], ids[1]])
            try db.deleteDocument(id: ids[0])
            #expect(try db.searchIDs("tekst") == [ids[1]])
        }
    }

    @Test("compacting the search indexes leaves one segment each and the same answers")
    func compaction() throws {
        try withLetters([
            "Innkalling til kontroll av hjertesvikt.",
            "Innkallingen gjelder kneet.",
            "Prøvesvar: kolesterol normalt.",
        ]) { db, _ throws in
            let queries = ["innkalling", "svikt", "prøve", "kne", "kolesteral"]
            let before = try queries.map { try db.searchIDs($0) }
            // Each letter was saved in a transaction of its own, so each wrote a segment.
            #expect(try db.searchIndexSegments() == ["documentSearch": 3, "documentHeadingSearch": 3])
            try db.compactSearchIndexes()
            #expect(try db.searchIndexSegments() == ["documentSearch": 1, "documentHeadingSearch": 1])
            let path = try #require(try db.writer.read { try String.fetchOne($0, sql: "SELECT file FROM pragma_database_list WHERE name = 'main'") })
            let log = try FileManager.default.attributesOfItem(atPath: path + "-wal")
            #expect(log[.size] as? Int == 0, "the rewritten index is not left in the write-ahead log")
            #expect(try queries.map { try db.searchIDs($0) } == before)
            try db.writer.write { db in
                for index in ["documentSearch", "documentHeadingSearch"] {
                    try db.execute(sql: "INSERT INTO \(index)(\(index), rank) VALUES('integrity-check', 1)")
                }
            }
        }
    }

    @Test("every hit has its marked snippet, whether its span of the index is read whole or its rows one by one")
    func snippetsOfEveryHit() throws {
        try withNewLibrary { _, database throws in
            // Two letters titled «Kontroll» a month apart, thirty between them with the word in their text only.
            let ids = try (0..<32).map { day in
                let heading = day == 0 || day == 31
                return try database.saveNewDocument(makeDocument(
                    title: heading ? "Kontroll" : "Brev", text: heading ? "Time avtalt." : "Vi viser til kontroll hos fastlegen.",
                    documentDate: try calendarDate(String(format: "2025-%02d-%02d", 1 + day / 28, 1 + day % 28))))
            }
            let hits = try database.search("kontroll", matching: DocumentFilter(), limit: 40)
            #expect(hits.map(\.document.id) == [ids[31], ids[0]] + ids[1...30].reversed())
            for hit in hits {
                #expect(hit.snippet.segments.contains { $0.isMatch && $0.text.lowercased() == "kontroll" }, "\(hit.document.id)")
            }
        }
    }
}
