import ArkivatorCore
import Foundation
import GRDB
import ArkivatorTestSupport
import Testing
@testable import ArkivatorStore

@Suite("Searching documents")
struct SearchTests {
    /// Saves one letter per text and passes their ids, in the order of `texts`.
    private func withLetters(_ texts: [String], _ body: (ArchiveDatabase, [Document.ID]) throws -> Void) throws {
        try withNewLibrary { _, database throws in
            let ids = try texts.map { try database.saveNewDocument(makeDocument(title: "Brev", text: $0)) }
            try body(database, ids)
        }
    }

    @Test("search ignores case")
    func caseInsensitive() throws {
        try withLetters(["Pasienten har HJERTESVIKT.", "Brudd i foten."]) { db, ids throws in
            #expect(try db.searchIDs("hjertesvikt") == [ids[0]])
            #expect(try db.searchIDs("Hjertesvikt") == [ids[0]])
            #expect(try db.searchIDs("HJERTESVIKT") == [ids[0]])
            #expect(try db.searchIDs("FOTEN") == [ids[1]])
        }
    }

    @Test("accents are ignored: cafe finds café, muller finds Müller")
    func accentsFold() throws {
        try withLetters(["Møte på Café Sjøsiden.", "Fürst Medisinsk Laboratorium, dr. Müller.", "Kafé uten aksent."]) { db, ids throws in
            #expect(try db.searchIDs("cafe") == [ids[0]])
            #expect(try db.searchIDs("café") == [ids[0]])
            #expect(try db.searchIDs("CAFÉ") == [ids[0]])
            #expect(try db.searchIDs("muller") == [ids[1]])
            #expect(try db.searchIDs("Müller") == [ids[1]])
            #expect(try db.searchIDs("furst") == [ids[1]])
            #expect(try db.searchIDs("kafe") == [ids[2]])
        }
    }

    @Test("a search for ost does not find øst nor Østfold; ostfold finds Østfold only as one letter wrong")
    func ostIsNotOst() throws {
        try withLetters(["Vi serverer ost og kjeks.", "Sykehuset Østfold", "Avdelingen ligger i øst-fløyen, mot øst."]) { db, ids throws in
            #expect(try db.searchIDs("ost") == [ids[0]])
            #expect(try db.searchIDs("OST") == [ids[0]])
            #expect(try db.searchIDs("øst") == [ids[2]])
            #expect(try db.searchIDs("Øst") == [ids[2]])
            #expect(try db.searchIDs("østfold") == [ids[1]])
            #expect(try db.searchIDs("ostfold") == [ids[1]])
            #expect(Set(try db.searchIDs("øst*")) == [ids[1], ids[2]])
            #expect(try db.searchIDs("ost*") == [ids[0]])
        }
    }

    @Test("a search for bar does not find bår; baar typed on an English keyboard does")
    func barIsNotBar() throws {
        try withLetters(["Han ble båret ut på en bår.", "Vi møttes i baren.", "Bar overkropp ved undersøkelsen."]) { db, ids throws in
            #expect(try db.searchIDs("bar") == [ids[2], ids[1]])
            #expect(try db.searchIDs("bår") == [ids[0]])
            #expect(try db.searchIDs("BÅR") == [ids[0]])
            #expect(try db.searchIDs("baar") == [ids[0]])
            #expect(Set(try db.searchIDs("bar*")) == [ids[1], ids[2]])
            #expect(try db.searchIDs("bår*") == [ids[0]])
        }
    }

    @Test("ærlig does not find aerlig, aerlig finds itself, then ærlig; ä is æ and ö is ø")
    func aeIsNotAE() throws {
        try withLetters(["Jeg vil være ærlig.", "Aerlig skrevet med ae.", "Hälsning från Örebro."]) { db, ids throws in
            #expect(try db.searchIDs("ærlig") == [ids[0]])
            #expect(try db.searchIDs("ÆRLIG") == [ids[0]])
            #expect(try db.searchIDs("aerlig") == [ids[1], ids[0]])
            #expect(try db.searchIDs("hælsning") == [ids[2]])
            #expect(try db.searchIDs("hälsning") == [ids[2]])
            #expect(try db.searchIDs("halsning") == [ids[2]], "one letter wrong in a long word")
            #expect(try db.searchIDs("hals").isEmpty)
            #expect(try db.searchIDs("ørebro") == [ids[2]])
            #expect(try db.searchIDs("orebro") == [ids[2]], "one letter wrong in a long word")
            #expect(try db.searchIDs("orebr").isEmpty, "too short to be misspelt")
        }
    }

    @Test("letters typed decomposed (NFD) are found by either form")
    func decomposedText() throws {
        try withLetters(["Dr. Mu\u{308}ller bar pasienten pa\u{30A} en ba\u{30A}r.", "Caf\u{E9} og ost."]) { db, ids throws in
            #expect(try db.searchIDs("muller") == [ids[0]])
            #expect(try db.searchIDs("Müller") == [ids[0]])
            #expect(try db.searchIDs("bår") == [ids[0]])
            #expect(try db.searchIDs("ba\u{30A}r") == [ids[0]])
            #expect(try db.searchIDs("cafe\u{301}") == [ids[1]])
            #expect(try db.searchIDs("pa").isEmpty)
        }
    }

    @Test("hjerte* finds every word that starts so; hjerte finds hjertet, then the compound hjertesvikt")
    func prefix() throws {
        try withLetters(["Kjent hjertesvikt.", "Hjertemedisinsk poliklinikk.", "Lungebetennelse.", "Smerter i hjertet? Nei."]) { db, ids throws in
            #expect(Set(try db.searchIDs("hjerte*")) == [ids[0], ids[1], ids[3]])
            #expect(Set(try db.searchIDs("Hjerte*")) == [ids[0], ids[1], ids[3]])
            #expect(try db.searchIDs("hjerte") == [ids[3], ids[0]])
            #expect(try db.searchIDs("hjertes*") == [ids[0]])
        }
    }

    @Test("a quoted phrase matches only its words in order")
    func phrase() throws {
        try withLetters(["Time hos fastlege neste uke.", "Neste uke: fastlege, ikke time hos tannlege.", "Uke neste."]) { db, ids throws in
            #expect(try db.searchIDs("\"time hos fastlege\"") == [ids[0]])
            #expect(try db.searchIDs("\"neste uke\"").sorted() == [ids[0], ids[1]])
            #expect(try db.searchIDs("\"uke neste\"") == [ids[2]])
            #expect(Set(try db.searchIDs("time fastlege")) == [ids[0], ids[1]])
            #expect(try db.searchIDs("\"fastlege time\"").isEmpty)
            // An unclosed quote is still a phrase.
            #expect(try db.searchIDs("\"time hos fastlege") == [ids[0]])
        }
    }

    @Test("all words must occur unless OR joins them")
    func andOr() throws {
        try withLetters(["Hjertesvikt og nyresvikt.", "Bekreftet hjertesvikt.", "Bekreftet nyresvikt.", "Ingenting."]) { db, ids throws in
            #expect(try db.searchIDs("hjertesvikt nyresvikt") == [ids[0]])
            #expect(Set(try db.searchIDs("hjertesvikt OR nyresvikt")) == [ids[0], ids[1], ids[2]])
            #expect(Set(try db.searchIDs("bekreftet hjertesvikt OR nyresvikt")) == [ids[1], ids[2]])
            #expect(Set(try db.searchIDs("ingenting OR hjertesvikt OR nyresvikt")) == Set(ids))
            // A lowercase or is an ordinary word.
            #expect(try db.searchIDs("hjertesvikt or nyresvikt").isEmpty)
        }
    }

    @Test("search looks in the title, the text, the institution and the keywords")
    func searchedFields() throws {
        try withNewLibrary { _, db throws in
            let inTitle = try db.saveNewDocument(makeDocument(title: "2025-01-02 Koloskopi", text: "x"))
            let inInstitution = try db.saveNewDocument(makeDocument(title: "y", institution: "Haukeland universitetssjukehus"))
            let inKeywords = try db.saveNewDocument(makeDocument(title: "z", keywords: ["tarmscreening", "polypp"]))
            let inDepartmentOnly = {
                var document = makeDocument(title: "w")
                document.department = "Gastromedisinsk avdeling"
                return document
            }()
            _ = try db.saveNewDocument(inDepartmentOnly)
            #expect(try db.searchIDs("koloskopi") == [inTitle])
            #expect(try db.searchIDs("haukeland") == [inInstitution])
            #expect(try db.searchIDs("polypp") == [inKeywords])
            #expect(try db.searchIDs("tarmscreening") == [inKeywords])
            #expect(try db.searchIDs("gastromedisinsk").isEmpty)
        }
    }

    @Test("a title match ranks above a mere text match")
    func titleRanksFirst() throws {
        try withNewLibrary { _, db throws in
            // The text-only letter is newer, so date order alone would put it first.
            let titleMatch = try db.saveNewDocument(makeDocument(
                title: "2025-01-02 Epikrise hjertesvikt", text: "Pasienten ble utskrevet i god form etter behandling.",
                documentDate: try calendarDate("2025-01-02")))
            let textMatch = try db.saveNewDocument(makeDocument(
                title: "2025-06-01 Epikrise", text: "Pasienten ble innlagt med forverring av kjent hjertesvikt og fikk behandling.",
                documentDate: try calendarDate("2025-06-01")))
            #expect(try db.searchIDs("hjertesvikt") == [titleMatch, textMatch])
        }
    }

    @Test("a snippet marks the matched words and keeps the letter's own spelling")
    func snippets() throws {
        try withLetters([
            "Pasienten har kjent Hjertesvikt og tar vanndrivende. Kontroll om tre måneder.",
            "Møte på Café Sjøsiden i Østfold.",
        ]) { db, ids in
            let hit = try #require(try db.search("hjertesvikt", matching: DocumentFilter(), limit: 5).first)
            #expect(hit.document.id == ids[0])
            let matches = hit.snippet.segments.filter(\.isMatch).map(\.text)
            #expect(matches == ["Hjertesvikt"])
            #expect(hit.snippet.segments.contains { !$0.isMatch && $0.text.contains("kjent") })
            #expect(hit.snippet.plainText.contains("Pasienten har kjent Hjertesvikt og tar"))
            #expect(!hit.snippet.plainText.contains("\u{E000}") && !hit.snippet.plainText.contains("\u{E001}"))
            #expect(hit.snippet.marked(open: "<b>", close: "</b>").contains("kjent <b>Hjertesvikt</b> og"))

            let prefixHit = try #require(try db.search("hjerte*", matching: DocumentFilter(), limit: 5).first)
            #expect(prefixHit.snippet.segments.filter(\.isMatch).map(\.text) == ["Hjertesvikt"])

            let folded = try #require(try db.search("cafe ostfold OR østfold", matching: DocumentFilter(), limit: 5).first)
            #expect(folded.document.id == ids[1])
            #expect(folded.snippet.segments.filter(\.isMatch).map(\.text) == ["Café", "Østfold"])
        }
    }

    @Test("a snippet shows a fødselsnummer as DDMMYY •••••, also when the search matched its digits")
    func snippetsMaskNumbers() throws {
        try withLetters([
            "Pasient Erik Hansen, f.nr. 110284 25769, kontroll.",
            "Pasient Ingrid Hansen 21098744026 kontroll.",
            "Ugyldig men like personlig: 110284 25760 Hansen.",
        ]) { db, _ in
            for query in ["Hansen", "kontroll", "110284", "25769", "21098744026"] {
                for hit in try db.search(query, matching: DocumentFilter(), limit: 5) {
                    let text = hit.snippet.plainText
                    #expect(!text.contains("25769") && !text.contains("44026") && !text.contains("25760"), "\(query): \(text)")
                }
            }
            let erik = try #require(try db.search("110284", matching: DocumentFilter(), limit: 5).first)
            #expect(erik.snippet.plainText.contains("110284 •••••"))
            #expect(erik.snippet.segments.filter(\.isMatch).map(\.text).contains("110284"))
            #expect(SearchQuery.maskingFodselsnumre("tlf 22 11 02 84, konto 1234.56.78903, org.nr. 983 971 709")
                    == "tlf 22 11 02 84, konto 1234.56.78903, org.nr. 983 971 709")
        }
    }

    @Test("no search can confirm a fødselsnummer: whatever its form, the answer is the same for its digits and for any others")
    func searchCannotConfirmNumbers() throws {
        try withLetters([
            "Pasient Erik Hansen, f.nr. 110284 25769, kontroll.",
            "Pasient Ingrid Hansen 21098744026 kontroll.",
            "Fnr 11.02.84 25769 stod i skjemaet.",
            "Fnr 150379_10055 og\n11028425\n769 senere, brutt over en linje.",
        ]) { db, _ throws in
            func ids(_ query: String) throws -> [Int64] {
                guard SearchQuery(query) != nil else { return [] }
                return try db.search(query, matching: DocumentFilter(), limit: 10).map(\.document.id)
            }
            // Each question asked with the true digits and with others: a yes to one and a no to the other would confirm them.
            let forms = ["%@", "110284%@", "110284 %@", "110284-%@", "\"110284 %@\"", "f.nr. 110284 %@", "11.02.84 %@", "Hansen %@",
                         "%@*", "kontroll OR %@", "\"Erik Hansen, f.nr. 110284 %@\""]
            for form in forms {
                for (truth, guess) in [("25769", "25760"), ("2576", "2570"), ("257", "258"), ("769", "768"), ("44026", "44027"), ("10055", "10056")] {
                    let asked = form.replacingOccurrences(of: "%@", with: truth)
                    let guessed = form.replacingOccurrences(of: "%@", with: guess)
                    #expect(try ids(asked) == (try ids(guessed)), "\(asked) against \(guessed)")
                }
            }
            for query in ["21098744026", "25769", "10055", "2576*", "11028425", "769", "\"11028425 769\""] {
                #expect(try ids(query).isEmpty, "\(query)")
            }
            // The birth date the page shows is searched as before.
            #expect(try ids("110284").count == 1)
        }
    }

    @Test("other numbers are searched as before: years, dates, codes, postcodes, phone numbers, the birth date shown anyway")
    func otherNumbersSearched() throws {
        try withLetters([
            "Kontroll 2024, ref 4711, rekvisisjon 25769, postnr 7030 Trondheim, tlf 22 11 22 33, org.nr. 983971709.",
            "Time 03.11.2025 kl. 14:30. Født 110284.",
        ]) { db, ids throws in
            for (query, expected) in [("2024", ids[0]), ("4711", ids[0]), ("7030", ids[0]), ("\"22 11 22 33\"", ids[0]),
                                      ("983971709", ids[0]), ("2576*", ids[0]), ("25769", ids[0]), ("03.11.2025", ids[1]),
                                      ("110284", ids[1])] {
                #expect(try db.search(query, matching: DocumentFilter(), limit: 5).map(\.document.id) == [expected], "\(query)")
            }
        }
    }

    @Test("a library indexed before fødselsnumre were kept out of search is indexed anew once, and still answers after edits and deletions")
    func indexWrittenAnew() throws {
        try withNewLibrary { _, db throws in
            let kept = try db.saveNewDocument(makeDocument(title: "Brev", text: "Pasient Erik Hansen, f.nr. 110284 25769, kontroll."))
            let gone = try db.saveNewDocument(makeDocument(title: "Brev", text: "Fnr 21098744026 og kontroll."))
            // As an older version left it: a number's digits in the index, the rebuild not yet done.
            try db.writer.write { db in
                try db.execute(sql: "DELETE FROM setting WHERE key = 'search.hidesFodselsnumre'")
                let key = try Int64.fetchOne(db, sql: "SELECT searchKey FROM document WHERE id = ?", arguments: [kept])
                try db.execute(sql: "INSERT INTO documentSearch(rowid, title, ocrText, institution, keywords) VALUES (?, '', '110284 x 25769', '', '')",
                               arguments: [key])
            }
            #expect(try db.search("25769", matching: DocumentFilter(), limit: 5).map(\.document.id) == [kept], "as the old index answered")
            try db.hideFodselsnumreFromSearchOnce()
            #expect(try db.settings().searchHidesFodselsnumre)
            #expect(try db.search("25769", matching: DocumentFilter(), limit: 5).isEmpty)
            try db.deleteDocument(id: gone)
            var edited = try #require(try db.document(id: kept))
            edited.text += " Nytt ord: ekkokardiografi."
            try db.updateDocument(edited)
            #expect(try db.search("ekkokardiografi", matching: DocumentFilter(), limit: 5).map(\.document.id) == [kept])
            #expect(try db.search("kontroll", matching: DocumentFilter(), limit: 5).map(\.document.id) == [kept])
            try db.writer.write { db in
                for index in ArchiveDatabase.searchIndexes {
                    try db.execute(sql: "INSERT INTO \(index)(\(index), rank) VALUES('integrity-check', 1)")
                }
            }
        }
    }

    @Test("a title-only match gives the title as snippet")
    func titleSnippet() throws {
        try withNewLibrary { _, db throws in
            _ = try db.saveNewDocument(makeDocument(title: "2025-02-02 Henvisning ortoped", text: "Henvist for kneet."))
            let hit = try #require(try db.search("ortoped", matching: DocumentFilter(), limit: 5).first)
            #expect(hit.snippet.segments.filter(\.isMatch).map(\.text) == ["ortoped"])
            #expect(hit.snippet.plainText.contains("Henvisning"))
        }
    }

    @Test("filters compose with a search")
    func filtersWithSearch() throws {
        try withNewLibrary { _, db throws in
            let liam = try db.addFamilyMember(FamilyMember(name: "Liam Hansen", relationship: "barn"))
            let emma = try db.addFamilyMember(FamilyMember(name: "Emma Hansen", relationship: "barn"))
            let liamMars = try db.saveNewDocument(makeDocument(text: "astma kontroll", docType: .innkalling,
                                                               documentDate: try calendarDate("2025-03-01"), personID: liam))
            let liamMai = try db.saveNewDocument(makeDocument(text: "astma resept", docType: .resept,
                                                              documentDate: try calendarDate("2025-05-01"), personID: liam))
            let emmaMars = try db.saveNewDocument(makeDocument(text: "astma kontroll", docType: .innkalling,
                                                               documentDate: try calendarDate("2025-03-02"), personID: emma))
            let ukjent = try db.saveNewDocument(makeDocument(text: "astma", docType: .annet,
                                                             documentDate: try calendarDate("2025-04-01")))
            _ = try db.saveNewDocument(makeDocument(text: "eksem", docType: .innkalling, personID: liam))

            #expect(Set(try db.searchIDs("astma")) == [liamMars, liamMai, emmaMars, ukjent])
            #expect(Set(try db.searchIDs("astma", DocumentFilter(person: .member(liam)))) == [liamMars, liamMai])
            #expect(try db.searchIDs("astma", DocumentFilter(person: .unknown)) == [ukjent])
            #expect(Set(try db.searchIDs("astma", DocumentFilter(docType: .innkalling))) == [liamMars, emmaMars])
            #expect(try db.searchIDs("astma", DocumentFilter(person: .member(liam), docType: .innkalling)) == [liamMars])
            #expect(Set(try db.searchIDs("astma", DocumentFilter(from: try calendarDate("2025-03-02"),
                                                                 to: try calendarDate("2025-04-01")))) == [emmaMars, ukjent])
            #expect(try db.searchIDs("kontroll", DocumentFilter(person: .member(emma), docType: .innkalling,
                                                                from: try calendarDate("2025-03-01"),
                                                                to: try calendarDate("2025-03-31"))) == [emmaMars])
            #expect(try db.searchIDs("eksem", DocumentFilter(person: .member(emma))).isEmpty)
        }
    }

    @Test("search returns at most limit hits, equally good ones newest first")
    func limitAndOrder() throws {
        try withNewLibrary { _, db throws in
            var ids: [Document.ID] = []
            for day in 1...5 {
                ids.append(try db.saveNewDocument(makeDocument(
                    title: "Brev", text: "vaksine", documentDate: try calendarDate("2025-07-0\(day)"))))
            }
            #expect(try db.searchIDs("vaksine", limit: 3) == [ids[4], ids[3], ids[2]])
            #expect(try db.searchIDs("vaksine", limit: 100).count == 5)
        }
    }

    @Test("a search hit carries the document's summary")
    func hitSummary() throws {
        try withNewLibrary { _, db throws in
            let erik = try db.addFamilyMember(FamilyMember(name: "Erik Hansen", relationship: "meg selv"))
            var document = makeDocument(title: "2025-08-08 Vedtak Helfo", text: "Vedtak om grunnstønad.",
                                        docType: .vedtak, documentDate: try calendarDate("2025-08-08"),
                                        institution: "Helfo", personID: erik)
            document.uploadStatus = .failed
            let id = try db.saveNewDocument(document)
            let hit = try #require(try db.search("grunnstønad", matching: DocumentFilter(), limit: 5).first)
            #expect(hit.document == DocumentSummary(
                id: id, title: "2025-08-08 Vedtak Helfo", docType: .vedtak, documentDate: try calendarDate("2025-08-08"),
                personID: erik, personName: "Erik Hansen", institution: "Helfo", uploadStatus: .failed,
                scanDate: document.scanDate))
        }
    }

    // MARK: Hostile input

    static let queriesWithoutWords = ["", "   ", "\"", "\"\"", "(", ")", "()", "*", "**", "-", ":", "^", "OR",
                                      "OR OR", "🩺", "❤️ 🫀", "- : ^ * ( )", "\u{0}", "\u{1}", "\u{301}"].map(HostileQuery.init)

    @Test("a query with no words is invalidSearchQuery", arguments: queriesWithoutWords)
    func queriesWithoutWordsAreInvalid(query: HostileQuery) throws {
        try withLetters(["hjertesvikt near nyre"]) { db, _ throws in
            #expect(throws: StoreError.invalidSearchQuery) {
                try db.search(query.text, matching: DocumentFilter(), limit: 10)
            }
        }
    }

    /// A query shown escaped in test output (a raw NUL would cut the line).
    struct HostileQuery: Sendable, CustomTestStringConvertible {
        let text: String
        var testDescription: String { String(text.debugDescription.prefix(60)) }
    }

    static let hostileQueries = [
        "NEAR(", "NEAR(hjertesvikt nyre)", "NEAR(hjertesvikt, 2)", "hjertesvikt AND", "AND hjertesvikt", "NOT hjertesvikt",
        "hjertesvikt NOT", "hjertesvikt OR", "OR hjertesvikt", "-hjertesvikt", "^hjertesvikt", "hjertesvikt^",
        "title:hjertesvikt", "ocrText : hjertesvikt", "{title ocrText}: hjertesvikt", "- hjertesvikt",
        "(hjertesvikt", "hjertesvikt)", "((hjertesvikt)", "*hjertesvikt", "hjerte**", "hj*rtesvikt", "\"hjertesvikt",
        "hjertesvikt\"", "hjerte\"svikt", "\"hjertesvikt\"*", "\"\"hjertesvikt\"\"", "\" OR \"", "hjertesvikt 🫀",
        "🫀hjertesvikt", "hjerte'svikt", "hjertesvikt; DROP TABLE document; --", "' OR 1=1 --",
        "a OR OR b", "OR OR hjertesvikt", "hjertesvikt + nyre", "hjertesvikt NEAR nyre", "rowid:1", "*:*",
        "\u{1E900}\u{1E901}", "\u{1E900}*", "ﬁnne", "٣٤٥", "½", "hjerte\u{1}svikt", "\u{7F}hjertesvikt",
        "\u{FEFF}hjertesvikt", "hjerte\u{200B}svikt", "\u{E000}hjertesvikt\u{E001}",
        String(repeating: "hjertesvikt ", count: 500), String(repeating: "(", count: 1000) + "hjertesvikt",
    ].map(HostileQuery.init)

    /// Either hits or `invalidSearchQuery`; anything else (an SQLite error) is recorded.
    private func expectSafe(_ query: String, in db: ArchiveDatabase) throws {
        do {
            _ = try db.search(query, matching: DocumentFilter(), limit: 10)
        } catch let error as StoreError {
            #expect(error == .invalidSearchQuery)
        } catch {
            Issue.record("\(query.debugDescription.prefix(60)) raised \(String(describing: error).prefix(80))")
        }
    }

    @Test("hostile queries never raise an SQLite error", arguments: hostileQueries)
    func hostileQueriesAreSafe(query: HostileQuery) throws {
        try withLetters(["Hjertesvikt near nyre, ikke ﬁnne noe."]) { db, _ throws in
            try expectSafe(query.text, in: db)
            // The archive still answers afterwards.
            #expect(try db.searchIDs("hjertesvikt").count == 1)
        }
    }

    @Test("a query holding a NUL character is not an SQLite error", arguments: [
        "hjertesvikt\u{0}nyre", "hjertesvikt\u{0}", "\u{0}hjertesvikt", "\"hjerte\u{0}svikt\"", "hjerte\u{0}*",
    ].map(HostileQuery.init))
    func nulInQuery(query: HostileQuery) throws {
        try withLetters(["Hjertesvikt near nyre."]) { db, _ throws in
            try expectSafe(query.text, in: db)
        }
    }

    @Test("a letter holding the snippet marker characters is not mis-highlighted")
    func markerCharactersInText() throws {
        try withLetters(["Hjertesvikt og \u{E000}umerket\u{E001} tekst."]) { db, _ throws in
            let hit = try #require(try db.search("hjertesvikt", matching: DocumentFilter(), limit: 5).first)
            #expect(hit.snippet.segments.filter(\.isMatch).map(\.text) == ["Hjertesvikt"])
        }
    }

    @Test("operators typed as words are searched as words")
    func operatorsAreWords() throws {
        try withLetters(["Hjertesvikt near nyre.", "Ikke relevant."]) { db, ids throws in
            #expect(try db.searchIDs("NEAR(") == [ids[0]])
            #expect(try db.searchIDs("NOT hjertesvikt").isEmpty) // "not" is a word the letter does not have
            #expect(try db.searchIDs("-hjertesvikt") == [ids[0]])
            #expect(try db.searchIDs("title:hjertesvikt").isEmpty) // "title" is not in the letter either
            #expect(try db.searchIDs("hjertesvikt OR") == [ids[0]])
            #expect(try db.searchIDs("(hjertesvikt)") == [ids[0]])
        }
    }
}
