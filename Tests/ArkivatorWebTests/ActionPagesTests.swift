import ArkivatorCore
import ArkivatorLibrary
import ArkivatorStore
import ArkivatorTestSupport
import Foundation
import Hummingbird
import HummingbirdTesting
import Testing

@testable import ArkivatorWeb

@Suite("What a letter asks, on its pages: the review form, the letter's page and «Å gjøre»")
struct ActionPagesTests {
    struct Fixture: Sendable {
        let cookie: String
        let csrf: String
        let kari: Int64
        let letter: Int64
    }

    static let nextYear = CalendarDate.today.year + 1
    /// Recent, so that its undated items are still on «Å gjøre».
    static let letterDate = CalendarDate.today.adding(days: -10)

    func withLetter(_ body: @escaping @Sendable (any TestClientProtocol, Fixture) async throws -> Void) async throws {
        try await withNewLibrary { library, database in
            let kari = try database.addFamilyMember(FamilyMember(name: "Kari Nordmann", relationship: "meg selv"))
            let actions = LetterActions(
                place: Found(AppointmentPlace(department: "Øyepoliklinikken", floor: "2. etasje"), confidence: 0.9),
                bring: [Found("Medisinlisten", confidence: 0.4)],
                payments: [Found(Payment(kind: .egenandel, amountInOre: 37_500,
                                         dueDate: CalendarDate(iso: "\(Self.nextYear)-02-01")), confidence: 0.8)],
                followUps: [Found(FollowUp(text: "Ny kontroll om 6 måneder"), confidence: 0.8)])
            let letter = try database.saveNewDocument(Document(
                title: "\(Self.letterDate.iso) Innkalling øyepoliklinikken", docType: .innkalling, documentDate: Self.letterDate,
                appointment: LocalDateTime(iso: "\(Self.nextYear)-01-15T09:30"), actions: actions, personID: kari,
                text: "Innkalling.", scanDate: Date()))
            let services = try await makeTestServices(WebConfiguration(library: library, appVersion: "test"))
            let session = await services.openSession(try unlockedLibrary(library))
            let fixture = Fixture(cookie: "arkivator_session=\(session.token)", csrf: session.csrfToken, kari: kari, letter: letter)
            try await Application(router: buildRouter(services)).testAsBrowser { client in try await body(client, fixture) }
        }
    }

    func get(_ client: any TestClientProtocol, _ uri: String, _ fixture: Fixture) async throws -> String {
        String(buffer: try await client.execute(uri: uri, method: .get, headers: [.cookie: fixture.cookie]).body)
    }

    func post(_ client: any TestClientProtocol, _ uri: String, _ form: String, _ fixture: Fixture) async throws -> TestResponse {
        try await client.execute(uri: uri, method: .post,
                                 headers: [.cookie: fixture.cookie, .contentType: "application/x-www-form-urlencoded"],
                                 body: ByteBuffer(string: "csrf=\(fixture.csrf)&" + form))
    }

    @Test("the letter's page lists what it asks, and offers «Legg i kalender» for its appointment")
    func letterPage() async throws {
        try await withLetter { client, fixture in
            let html = try await get(client, "/dokumenter/\(fixture.letter)", fixture)
            #expect(html.contains("Hva brevet ber om"))
            #expect(html.contains("2. etasje, Øyepoliklinikken"))
            #expect(html.contains("Medisinlisten"))
            #expect(html.contains("kr 375, innen 01.02.\(Self.nextYear)"))
            #expect(html.contains("/dokumenter/\(fixture.letter)/kalender.ics"))
        }
    }

    @Test("the edit form shows the fields, flags the unsure ones, and saves what is typed")
    func editForm() async throws {
        try await withLetter { client, fixture in
            let form = try await get(client, "/dokumenter/\(fixture.letter)/rediger", fixture)
            #expect(form.contains("Sjekk disse, de var usikre å lese: ta med."))
            #expect(form.contains(#"name="payments[p0][amount]" type="text" inputmode="decimal" value="375""#))
            #expect(form.contains(#"name="payments[p1][amount]""#))

            let fields = [
                "action=save", "actionsShown=1", "appointment=\(Self.nextYear)-01-15T10:00", "appointmentEnd=10:45", "arriveBy=09:45",
                "placeAddress=Kirkeveien+166", "placeFloor=2.+etasje", "placeDepartment=%C3%98yepoliklinikken",
                "bring=Medisinlisten%0D%0ABriller", "preparation=Ikke+kj%C3%B8r+bil+etterp%C3%A5",
                "cancelPhone=22+11+80+80", "cancelHours=24",
                "payments[p0][kind]=egenandel", "payments[p0][amount]=kr+375", "payments[p0][due]=\(Self.nextYear)-02-01",
                "payments[p1][kind]=faktura", "payments[p1][amount]=1+200,50", "payments[p1][due]=", "payments[p1][reference]=KID+1234",
                "answerDeadline=", "references=V%C3%A5r+ref.%3A+20%2F37554",
                "followUps[f0][text]=Ny+kontroll+om+6+m%C3%A5neder", "followUps[f0][due]=\(Self.nextYear)-07-15",
                "followUps[f1][text]=", "followUps[f1][due]=", "contactPhone=",
            ].joined(separator: "&")
            let saved = try await post(client, "/dokumenter/\(fixture.letter)/rediger", fields, fixture)
            #expect(saved.status == .seeOther)

            let page = try await get(client, "/dokumenter/\(fixture.letter)", fixture)
            #expect(page.contains("15.01.\(Self.nextYear) kl. 10:00"))
            #expect(page.contains("<dt>Slutt</dt><dd>10:45</dd>"))
            #expect(page.contains("<dt>Møt</dt><dd>kl. 09:45</dd>"))
            #expect(page.contains("Kirkeveien 166, 2. etasje, Øyepoliklinikken"))
            #expect(page.contains("Medisinlisten; Briller"))
            #expect(page.contains("telefon 22 11 80 80, senest 24 timer før"))
            #expect(page.contains("kr 1200,50, KID 1234"))
            #expect(page.contains("Vår ref. 20/37554"))

            let todo = try await get(client, "/", fixture)
            #expect(todo.contains("Betal faktura kr 1200,50"))
            #expect(todo.contains("Ny kontroll om 6 måneder"))
        }
    }

    @Test("a form that cannot be understood is refused with why, and nothing is saved", arguments: [
        "payments[p0][amount]=tre+hundre", "appointmentEnd=kvart+over", "cancelHours=et+d%C3%B8gn", "appointmentEnd=08:00",
    ])
    func refused(_ field: String) async throws {
        try await withLetter { client, fixture in
            let response = try await post(client, "/dokumenter/\(fixture.letter)/rediger", "action=save&actionsShown=1&\(field)", fixture)
            #expect(response.status == .badRequest)
            #expect(try await get(client, "/dokumenter/\(fixture.letter)", fixture).contains("Medisinlisten"))
        }
    }

    @Test("«Å gjøre» on the library page and the person's page; «Ferdig» takes an item off both")
    func toDo() async throws {
        try await withLetter { client, fixture in
            let library = try await get(client, "/", fixture)
            #expect(library.contains("Å gjøre"))
            #expect(library.contains("Betal egenandel kr 375 – Kari Nordmann"))
            let person = try await get(client, "/familie/\(fixture.kari)/tidslinje", fixture)
            #expect(person.contains("Betal egenandel kr 375"))

            let item = "\(fixture.letter)/payment:\(Self.nextYear)-02-01:Betal egenandel kr 375"
            let encoded = item.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? ""
            let done = try await post(client, "/gjoremal", "item=\(encoded)&back=%2Ffamilie%2F\(fixture.kari)%2Ftidslinje", fixture)
            #expect(done.status == .seeOther)
            #expect(done.headers[.location] == "/familie/\(fixture.kari)/tidslinje#todo")
            #expect(!(try await get(client, "/", fixture)).contains("Betal egenandel"))
            #expect(try await get(client, "/", fixture).contains("Ny kontroll om 6 måneder"))

            let elsewhere = try await post(client, "/gjoremal", "item=\(encoded)&undo=1&back=https%3A%2F%2Fevil.example", fixture)
            #expect(elsewhere.headers[.location] == "/#todo")
            #expect(try await get(client, "/", fixture).contains("Betal egenandel"))

            let unknown = try await post(client, "/gjoremal", "item=\(fixture.letter)%2Fpayment%3Ax", fixture)
            #expect(unknown.status == .notFound)
        }
    }
}
