import ArkivatorCore
@testable import ArkivatorLibrary
import ArkivatorStore
import ArkivatorTestSupport
import Foundation
import Testing

@Suite("What a letter asks: stored, edited, listed as «Å gjøre»")
struct ActionsUseCaseTests {
    static let read = LetterActions(
        place: Found(AppointmentPlace(department: "Øyepoliklinikken", floor: "2. etasje", address: "Sognsvannsveien 20"), confidence: 0.8),
        bring: [Found("Medisinlisten", confidence: 0.7)],
        payments: [Found(Payment(kind: .egenandel, amountInOre: 37_500, dueDate: CalendarDate(iso: "2026-01-10")), confidence: 0.5)],
        answerDeadline: Found(CalendarDate(iso: "2025-12-01")!, confidence: 0.9),
        references: [Found(LetterReference(label: "Vår ref.", value: "20/37554"), confidence: 0.9)],
        followUps: [Found(FollowUp(text: "Ny kontroll om 6 måneder", count: 6, unit: .months), confidence: 0.6)])

    func file(_ library: Library, actions: LetterActions = read, person: FamilyMember.ID? = nil,
              date: String = "2025-11-03") throws -> Document {
        var document = try library.fileSample(date: date, person: person)
        document.actions = actions
        try library.archive.update(document)
        return try library.document(document.id!)
    }

    @Test("the actions come back from the database as they were stored, and a letter without any has none")
    func roundTrip() throws {
        try withLibrary { library in
            let stored = try file(library)
            #expect(stored.actions == Self.read)
            #expect(try library.fileSample().actions == .none)
        }
    }

    @Test("an edit confirms what the user changed (confidence 1) and keeps the confidence of what they left")
    func editConfirms() throws {
        try withLibrary { library in
            let stored = try file(library)
            var changed = stored.actions
            changed.bring.append(Found("Legitimasjon", confidence: 0.2))
            changed.payments[0].value.amountInOre = 40_000
            _ = try library.edit(stored.id!, DocumentEdit(actions: changed))
            let after = try library.document(stored.id!).actions
            #expect(after.bring.map(\.confidence) == [0.7, 1])
            #expect(after.payments.first?.value.amountInOre == 40_000)
            #expect(after.payments.first?.confidence == 1)
            #expect(after.place == Self.read.place)
        }
    }

    @Test("a fødselsnummer typed into an action is refused: these fields go to calendars")
    func fodselsnummerRefused() throws {
        try withLibrary { library in
            let stored = try file(library)
            var changed = stored.actions
            changed.bring = [Found("Papirene til \(testFodselsnummer)", confidence: 1)]
            #expect(throws: LibraryError.edit(.actionsHoldFodselsnummer)) { try library.edit(stored.id!, DocumentEdit(actions: changed)) }
            #expect(try library.document(stored.id!).actions == Self.read)
        }
    }

    @Test("«Å gjøre» lists payments, deadlines and follow-ups soonest first, undated last, and «Ferdig» ticks one off")
    func toDoList() throws {
        try withLibrary { library in
            let letter = try file(library)
            let list = try library.toDoList(today: CalendarDate(iso: "2025-11-20")!)
            #expect(list.map(\.item.text) == ["Svar på brevet", "Betal egenandel kr 375", "Ny kontroll om 6 måneder"])
            #expect(list.allSatisfy { $0.documentTitle == letter.title && !$0.isDone })

            try library.setToDoItem(list[1].id, done: true)
            let after = try library.toDoList(today: CalendarDate(iso: "2025-11-20")!)
            #expect(after.map(\.item.text) == ["Svar på brevet", "Ny kontroll om 6 måneder"])
            let everything = try library.toDoList(includingDone: true, today: CalendarDate(iso: "2025-11-20")!)
            #expect(everything.filter(\.isDone).map(\.item.text) == ["Betal egenandel kr 375"])

            try library.setToDoItem(list[1].id, done: false)
            #expect(try library.toDoList(today: CalendarDate(iso: "2025-11-20")!).count == 3)
            #expect(throws: LibraryError.toDoItemNotFound) { try library.setToDoItem("\(letter.id!)/payment:-:noe annet", done: true) }
        }
    }

    @Test("an item long past, and one of another person, are not on a person's list")
    func toDoFilters() throws {
        try withLibrary { library in
            let member = try library.addFamilyMember(NewFamilyMember(name: "Oliver Hansen", relationship: "barn")).member
            _ = try file(library, person: member.id)
            _ = try file(library, actions: LetterActions(answerDeadline: Found(CalendarDate(iso: "2025-06-01")!, confidence: 1)))
            let late = CalendarDate(iso: "2025-11-20")!
            #expect(try library.toDoList(person: member.id, today: late).count == 3)
            // The other letter's only item, its deadline, lies further back than the horizon.
            #expect(try library.toDoList(today: late).count == 3)
            let withHistory = try library.toDoList(includingHistory: true, today: late)
            #expect(withHistory.count == 4 && withHistory.filter(\.isHistory).map(\.item.text) == ["Svar på brevet"])
            #expect(try library.toDoList(today: late.adding(days: 400)).isEmpty)
        }
    }

    @Test("a letter held for deletion leaves «Å gjøre» at once")
    func heldLetterLeaves() throws {
        try withLibrary { library in
            let letter = try file(library)
            _ = try library.holdForDeletion(letter.id!)
            #expect(try library.toDoList(today: CalendarDate(iso: "2025-11-20")!).isEmpty)
        }
    }

    @Test("an appointment ahead is listed once, at the time the latest letter moved it to, or marked cancelled")
    func upcoming() throws {
        try withLibrary { library in
            let year = CalendarDate.today.year + 1
            func letter(_ title: String, appointment: String?, change: AppointmentChange? = nil, previous: String? = nil) throws -> Document.ID {
                var document = try library.fileSample(title: "\(CalendarDate.today.iso) \(title)", date: CalendarDate.today.iso)
                document.appointment = appointment.flatMap { LocalDateTime(iso: "\(year)-\($0)") }
                document.actions.change = change.map { Found($0, confidence: 1) }
                document.actions.previousAppointment = previous.flatMap { LocalDateTime(iso: "\(year)-\($0)") }.map { Found($0, confidence: 1) }
                try library.archive.update(document)
                return document.id!
            }
            _ = try letter("Innkalling øye", appointment: "02-01T09:00")
            let moved = try letter("Ny tid øye", appointment: "02-08T10:30", change: .moved, previous: "02-01T09:00")
            _ = try letter("Innkalling hud", appointment: "03-01T08:00")
            _ = try letter("Avlyst hud", appointment: nil, change: .cancelled, previous: "03-01T08:00")
            let upcoming = try library.upcomingAppointments(person: nil)
            #expect(upcoming.map(\.start.iso) == ["\(year)-02-08T10:30", "\(year)-03-01T08:00"])
            #expect(upcoming.map(\.documentID)[0] == moved)
            #expect(upcoming.map(\.isCancelled) == [false, true])
        }
    }
}
