import Testing
@testable import ArkivatorCore

@Suite("Document titles")
struct DocumentTitleTests {
    @Test("a valid title is cleaned like a file name")
    func validated() throws {
        #expect(try DocumentTitle.validated("  2025-01-02   Epikrise:  Sykehuset   Innlandet ") ==
                "2025-01-02 Epikrise Sykehuset Innlandet")
        #expect(try DocumentTitle.validated("2025-01-02 Innkalling Øre-nese-hals") == "2025-01-02 Innkalling Øre-nese-hals")
    }

    @Test("an empty title is refused", arguments: ["", "   ", "???", "...", "\u{0}"])
    func emptyRefused(title: String) {
        #expect(throws: DocumentTitle.Problem.empty) { try DocumentTitle.validated(title) }
    }

    @Test("a title holding a fødselsnummer is refused, not silently cut", arguments: [
        "2025-01-02 Epikrise 21098744026", "21098744026", "Epikrise 210987 44026", "Epikrise 210987-44026 Ingrid",
    ])
    func fodselsnummerRefused(title: String) {
        #expect(throws: DocumentTitle.Problem.containsFodselsnummer) { try DocumentTitle.validated(title) }
    }

    @Test("a title whose fødselsnummer is split by a removed character is refused too", arguments: [
        "Epikrise 2109874402/6", "Epikrise 210987  44026", "Epikrise 21098\u{200B}744026",
    ])
    func hiddenFodselsnummerRefused(title: String) {
        #expect(throws: DocumentTitle.Problem.containsFodselsnummer) { try DocumentTitle.validated(title) }
    }

    @Test("the leading date is read when the title starts with one")
    func leadingDate() {
        #expect(DocumentTitle.leadingDate(of: "2025-01-02 Epikrise") == CalendarDate(year: 2025, month: 1, day: 2))
        #expect(DocumentTitle.leadingDate(of: "2025-01-02") == CalendarDate(year: 2025, month: 1, day: 2))
        #expect(DocumentTitle.leadingDate(of: "Epikrise 2025-01-02") == nil)
        #expect(DocumentTitle.leadingDate(of: "2025-1-2 Epikrise") == nil)
        #expect(DocumentTitle.leadingDate(of: "2025-02-30 Epikrise") == nil)
        #expect(DocumentTitle.leadingDate(of: "20250102 Epikrise") == nil)
        #expect(DocumentTitle.leadingDate(of: "") == nil)
    }

    @Test("a date is put in front of a title, replacing the one that was there", arguments: [
        ("Epikrise Hamar", "2025-01-02", "2025-01-02 Epikrise Hamar"),
        ("2024-12-31 Epikrise Hamar", "2025-01-02", "2025-01-02 Epikrise Hamar"),
        ("2024-12-31   Epikrise", "2025-01-02", "2025-01-02 Epikrise"),
        ("2024-12-31", "2025-01-02", "2025-01-02"),
        ("", "2025-01-02", "2025-01-02"),
        ("2025-1-2 Epikrise", "2025-01-02", "2025-01-02 2025-1-2 Epikrise"),
    ])
    func withDate(title: String, date: String, expected: String) throws {
        let date = try #require(CalendarDate(iso: date))
        #expect(DocumentTitle.title(title, withDate: date) == expected)
    }

    @Test("without a date the old date is taken off", arguments: [
        ("2024-12-31 Epikrise Hamar", "Epikrise Hamar"), ("Epikrise Hamar", "Epikrise Hamar"), ("2024-12-31", ""),
    ])
    func withoutDate(title: String, expected: String) {
        #expect(DocumentTitle.title(title, withDate: nil) == expected)
    }

    @Test("putting the same date twice changes nothing")
    func idempotent() throws {
        let date = try #require(CalendarDate(iso: "2025-06-07"))
        let once = DocumentTitle.title("Vedtak Helfo", withDate: date)
        #expect(DocumentTitle.title(once, withDate: date) == once)
        #expect(DocumentTitle.leadingDate(of: once) == date)
    }
}
