import Foundation
import Testing

@testable import ArkivatorCore

@Suite("What a letter asks, as the user edits it")
struct LetterActionsEditingTests {
    @Test("an amount as a person types it, in øre", arguments: [
        ("375", 37_500), ("375,50", 37_550), ("375,5", 37_550), ("kr 1 500", 150_000), ("kr. 1.500,-", 150_000),
        ("NOK 2.350", 235_000), ("1,500", 150_000), ("1 500,50", 150_050), ("kr 375,-", 37_500), ("0", nil), ("-375", nil),
        ("tre hundre", nil), ("", nil), ("375,5050", nil), ("15.00.0", nil), ("375,505", 37_550_500),
    ] as [(String, Int?)])
    func amounts(_ typed: String, _ ore: Int?) {
        #expect(Payment.amountInOre(typed: typed) == ore, "\(typed)")
    }

    @Test("an amount reads back as the letter writes it")
    func amountText() {
        #expect(Payment(kind: .egenandel, amountInOre: 37_500).amountText == "kr 375")
        #expect(Payment(kind: .faktura, amountInOre: 150_005).amountText == "kr 1500,05")
    }

    @Test("a value changed or added is the user's (1); one left as read keeps its confidence; one removed is gone")
    func confirming() {
        let read = LetterActions(bring: [Found("Medisinlisten", confidence: 0.6), Found("Røntgenbilder", confidence: 0.4)],
                                 contactPhone: Found("73 86 12 34", confidence: 0.7))
        var typed = read
        typed.bring = [Found("Medisinlisten", confidence: 0), Found("Legitimasjon", confidence: 0)]
        typed.contactPhone = Found("73 86 12 35", confidence: 0)
        let saved = typed.confirmingChanges(from: read)
        #expect(saved.bring == [Found("Medisinlisten", confidence: 0.6), Found("Legitimasjon", confidence: 1)])
        #expect(saved.contactPhone == Found("73 86 12 35", confidence: 1))
    }

    @Test("a record written before letters had actions reads as none")
    func oldRecords() throws {
        let old = #"{"title":"2025-01-02 Brev","docType":"annet","keywords":[],"text":"","lowConfidenceSpans":[],"#
            + #""personnummerFound":false,"scanDate":0,"uploadStatus":"localOnly","drive":{},"files":{},"pages":[]}"#
        let document = try JSONDecoder().decode(Document.self, from: Data(old.utf8))
        #expect(document.actions == .none)
    }

    @Test("days counted forward and back land on the right day across months, leap days and years")
    func addingDays() throws {
        let day = try #require(CalendarDate(iso: "2024-02-28"))
        #expect(day.adding(days: 1).iso == "2024-02-29")
        #expect(day.adding(days: 2).iso == "2024-03-01")
        #expect(day.adding(days: 366).iso == "2025-02-28")
        #expect(day.adding(days: -59).iso == "2023-12-31")
        for offset in stride(from: -40_000, through: 40_000, by: 997) {
            let moved = day.adding(days: offset)
            #expect(moved.daysSince1970 - day.daysSince1970 == offset)
        }
    }

    @Test("«Å gjøre» items: payments, the answer deadline and follow-ups, soonest first, undated last")
    func toDoItems() throws {
        let actions = LetterActions(
            payments: [Found(Payment(kind: .faktura, amountInOre: 120_000, dueDate: CalendarDate(iso: "2026-02-01")), confidence: 1)],
            answerDeadline: Found(try #require(CalendarDate(iso: "2026-01-15")), confidence: 1),
            followUps: [Found(FollowUp(text: "Ny time om et år"), confidence: 1),
                        Found(FollowUp(text: "Kontroll om 3 uker", dueDate: CalendarDate(iso: "2026-01-20")), confidence: 1)])
        let document = Document(id: 7, title: "2026-01-01 Brev", docType: .annet, actions: actions, scanDate: Date())
        let items = ToDoItem.soonestFirst(ToDoItem.items(of: document))
        #expect(items.map(\.text) == ["Svar på brevet", "Kontroll om 3 uker", "Betal faktura kr 1200", "Ny time om et år"])
        #expect(Set(items.map(\.id)).count == 4)
        #expect(items.allSatisfy { $0.id.hasPrefix("7/") })
    }
}
