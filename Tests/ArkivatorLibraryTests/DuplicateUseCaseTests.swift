import ArkivatorCore
@testable import ArkivatorLibrary
import ArkivatorStore
import ArkivatorTestSupport
import Foundation
import Testing

/// A Nynorsk innkalling from one template, its facts drawn from `number`.
private func innkalling(_ number: Int) -> String {
    let names = ["Ragnhild Tveit", "Olav Midtbø", "Synnøve Haugland", "Torbjørn Eide", "Gunnhild Skjeldal", "Leiv Brekke"]
    let day = 1 + number % 27, month = 1 + number % 11
    return """
        Haugesund sjukehus
        Kirurgisk poliklinikk
        Karmsundgata 120, 5528 Haugesund
        Vår referanse: 25/\(40_000 + number * 37)
        INNKALLING TIL KONTROLL
        Pasient: \(names[number % names.count]), fødd \(String(format: "%02d", day)).\(String(format: "%02d", month)).19\(50 + number % 40)
        Du har fått time til kontroll etter operasjonen \(day). \(["januar", "februar", "mars", "april", "mai", "juni", "juli", "august", "september", "oktober", "november"][month - 1]) 2025 kl. \(8 + number % 8).\(number % 2 == 0 ? "15" : "45").
        Møt i ekspedisjonen i første etasje. Ta med oversikt over medisinane du brukar.
        Dersom du ikkje kan møte, må du seie frå seinast 24 timar før, elles må du betale gebyr.
        Med helsing
        Kirurgisk poliklinikk, Haugesund sjukehus
        """
}

/// The same text as a phone photo's OCR gives it back: æ, ø, å and a few digits misread.
private func photographed(_ text: String) -> String {
    text.replacingOccurrences(of: "ø", with: "o").replacingOccurrences(of: "å", with: "a")
        .replacingOccurrences(of: "Møt", with: "Mot").replacingOccurrences(of: "ekspedisjonen", with: "ekspedisj onen")
}

@Suite("Finding a letter already filed")
struct DuplicateUseCaseTests {
    @Test("among forty letters from the same template, only the one photographed again is a duplicate")
    func amongLookAlikes() throws {
        try withLibrary { library in
            var ids: [Int: Document.ID] = [:]
            for number in 0..<40 { ids[number] = try #require(try library.fileText(innkalling(number), originalFileName: nil).id) }
            let matches = try library.duplicates(ofText: photographed(innkalling(17)))
            #expect(matches.map(\.documentID) == [ids[17]])
            #expect(matches.first?.verdict == .sameLetter)
            #expect(try library.duplicates(ofText: innkalling(17)).first?.verdict == .sameText)
            #expect(try library.duplicates(ofText: innkalling(40)).isEmpty, "a new letter from the template is no duplicate")
            #expect(try library.duplicates(ofText: innkalling(17), excluding: ids[17]).isEmpty)
        }
    }

    @Test("a read job's letter names the filed one, with the day it was filed, and a deleted letter is no longer named")
    func readJob() throws {
        try withLibrary { library in
            let filed = try library.fileText(innkalling(3), originalFileName: "brev.txt")
            let id = try #require(filed.id)
            let received = try library.receive([IncomingPhoto(name: "brev.jpg", content: .bytes(Data([0xFF, 0xD8, 0xFF])))])
            let document = Library.textDocument(photographed(innkalling(3)), originalFileName: "brev.jpg",
                                                analyzer: LetterAnalyzer(family: []))
            try library.save(DocumentDraft(document: document, pagesWithoutSheet: []), of: received)
            var job = received
            job.stage = .review
            try library.jobs.save(job)

            let matches = try library.duplicates(of: job)
            #expect(matches.map(\.documentID) == [id])
            let match = try #require(matches.first)
            #expect(match.title == filed.title)
            #expect(match.warning() == "Dette ser ut som et brev du har arkivert \(CalendarDate(filed.scanDate).norwegianNumeric): \(filed.title)")
            #expect(match.warning(english: true).hasPrefix("This looks like a letter you filed on "))

            _ = try library.holdForDeletion(id)
            #expect(try library.duplicates(of: job).isEmpty)
        }
    }
}
