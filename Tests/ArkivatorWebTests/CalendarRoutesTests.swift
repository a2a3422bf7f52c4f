import ArkivatorCore
import ArkivatorLibrary
import ArkivatorStore
import ArkivatorTestSupport
import Foundation
import Hummingbird
import HummingbirdTesting
import Testing

@testable import ArkivatorWeb

@Suite("The calendar: «Legg i kalender», subscriptions made and revoked, answered locked or open")
struct CalendarRoutesTests {
    struct Fixture: Sendable {
        let cookie: String
        let csrf: String
        let kari: Int64
        let letter: Int64
        let services: WebServices
        let library: Library
    }

    static let nextYear = CalendarDate.today.year + 1

    func withCalendar(_ body: @escaping @Sendable (any TestClientProtocol, Fixture) async throws -> Void) async throws {
        try await withNewLibrary { folder, database in
            let kari = try database.addFamilyMember(FamilyMember(name: "Kari Nordmann", relationship: "meg selv"))
            let actions = LetterActions(
                place: Found(AppointmentPlace(department: "Kreftpoliklinikken", floor: "2. etasje", address: "Kirkeveien 166"), confidence: 1),
                preparation: [Found("Faste fra midnatt", confidence: 1)])
            let letter = try database.saveNewDocument(Document(
                title: "2025-10-01 Innkalling kreftpoliklinikken cellegift", docType: .innkalling,
                documentDate: CalendarDate.today.adding(days: -3),
                appointment: LocalDateTime(iso: "\(Self.nextYear)-03-29T10:00"), actions: actions,
                institution: "Oslo universitetssykehus", department: "Kreftpoliklinikken", personID: kari,
                text: "Innkalling. Fødselsnummer \(testFodselsnummer).", scanDate: Date()))
            let services = try await makeTestServices(WebConfiguration(library: folder, appVersion: "test"))
            let library = try unlockedLibrary(folder)
            let session = await services.openSession(library)
            let fixture = Fixture(cookie: "arkivator_session=\(session.token)", csrf: session.csrfToken, kari: kari, letter: letter,
                                  services: services, library: library)
            try await Application(router: buildRouter(services)).testAsBrowser { client in try await body(client, fixture) }
        }
    }

    func post(_ client: any TestClientProtocol, _ uri: String, _ form: String, _ fixture: Fixture) async throws -> TestResponse {
        try await client.execute(uri: uri, method: .post,
                                 headers: [.cookie: fixture.cookie, .contentType: "application/x-www-form-urlencoded"],
                                 body: ByteBuffer(string: "csrf=\(fixture.csrf)&" + form))
    }

    @Test("«Legg i kalender» downloads the whole appointment: title, place with department, preparation, two alarms")
    func addToCalendar() async throws {
        try await withCalendar { client, fixture in
            let response = try await client.execute(uri: "/dokumenter/\(fixture.letter)/kalender.ics", method: .get,
                                                    headers: [.cookie: fixture.cookie])
            #expect(response.status == .ok)
            #expect(response.headers[.contentType] == "text/calendar; charset=utf-8")
            #expect(response.headers[.contentDisposition]?.hasPrefix("attachment;") == true)
            let ics = Self.unfolded(String(buffer: response.body))
            #expect(ics.contains("DTSTART;TZID=Europe/Oslo:\(Self.nextYear)0329T100000"))
            #expect(ics.contains("BEGIN:VTIMEZONE") && ics.contains("TZID:Europe/Oslo"))
            #expect(ics.contains("Kreftpoliklinikken") && ics.contains("Faste fra midnatt"))
            #expect(ics.components(separatedBy: "BEGIN:VALARM").count == 3)
            #expect(!ics.contains(testFodselsnummer))

            let none = try await client.execute(uri: "/dokumenter/999/kalender.ics", method: .get, headers: [.cookie: fixture.cookie])
            #expect(none.status == .notFound)
        }
    }

    @Test("a subscription's address answers while open and while locked, with only time, place and «Time på sykehus» by default; revoked, it answers nothing")
    func subscription() async throws {
        try await withCalendar { client, fixture in
            let made = try await post(client, "/innstillinger/kalender", "person=\(fixture.kari)&passphrase=\(formPassphrase)", fixture)
            #expect(made.status == .seeOther)
            let settings = String(buffer: try await client.execute(uri: "/innstillinger", method: .get, headers: [.cookie: fixture.cookie]).body)
            #expect(settings.contains("Kari Nordmann"))
            let subscription = try #require(try fixture.library.calendarSubscriptions().first)
            #expect(settings.contains("webcal://") && settings.contains("/kalender/\(subscription.token).ics"))
            let address = "/kalender/\(subscription.token).ics"

            let open = try await client.execute(uri: address, method: .get)
            #expect(open.status == .ok)
            let feed = Self.unfolded(String(buffer: open.body))
            #expect(feed.contains("SUMMARY:Time på sykehus"))
            #expect(feed.contains("Kirkeveien 166"))
            for secret in ["Kreft", "kreft", "cellegift", "Faste", testFodselsnummer, "Innkalling"] {
                #expect(!feed.contains(secret), "\(secret) in the default feed")
            }

            await fixture.services.sessions.closeAll()
            let locked = try await client.execute(uri: address, method: .get)
            #expect(locked.status == .ok)
            #expect(Self.unfolded(String(buffer: locked.body)).contains("SUMMARY:Time på sykehus"))
            let wrong = try await client.execute(uri: "/kalender/\(String(repeating: "A", count: 43)).ics", method: .get)
            #expect(wrong.status == .notFound)

            try fixture.library.revokeCalendarSubscription(subscription.id)
            #expect(try await client.execute(uri: address, method: .get).status == .notFound)
        }
    }

    @Test("at «Med detaljer» the feed carries the title and the department; the copier writes the locked copy anew only after a change")
    func fullPrivacy() async throws {
        try await withCalendar { client, fixture in
            _ = try fixture.library.addCalendarSubscription(for: nil, confirmed: try fixture.library.confirmPassphrase(testPassphrase))
            let token = try #require(try fixture.library.calendarSubscriptions().first?.token)
            #expect(await fixture.services.calendars.refreshIfChanged())
            #expect(!(await fixture.services.calendars.refreshIfChanged()))

            let saved = try await post(client, "/innstillinger/kalender/innhold", "privacy=full&toDos=1&passphrase=\(formPassphrase)", fixture)
            #expect(saved.status == .seeOther)
            #expect(await fixture.services.calendars.refreshIfChanged())
            await fixture.services.sessions.closeAll()
            let feed = Self.unfolded(String(buffer: try await client.execute(uri: "/kalender/\(token).ics", method: .get).body))
            #expect(feed.contains("Kreftpoliklinikken"))
            #expect(feed.contains("Faste fra midnatt"))
            #expect(!feed.contains(testFodselsnummer))
        }
    }

    @Test("a stolen session makes no calendar and adds no detail without the passphrase; it may always give less")
    func grantsNeedThePassphrase() async throws {
        try await withCalendar { client, fixture in
            let wrong = try await post(client, "/innstillinger/kalender", "person=\(fixture.kari)&passphrase=gjetning+en", fixture)
            #expect(wrong.status == .unauthorized)
            #expect(String(buffer: wrong.body).contains("Feil passordfrase"))
            #expect(try fixture.library.calendarSubscriptions().isEmpty)
            // The throttle counts every «passphrase again»: the next try waits out its back-off.
            let throttled = try await post(client, "/innstillinger/kalender", "person=\(fixture.kari)&passphrase=\(formPassphrase)", fixture)
            #expect(throttled.status == .tooManyRequests && throttled.headers[.retryAfter] != nil)
            #expect(try fixture.library.calendarSubscriptions().isEmpty)

            for form in ["privacy=full", "privacy=timeAndPlace&toDos=1", "privacy=full&toDos=1"] {
                let refused = try await post(client, "/innstillinger/kalender/innhold", form, fixture)
                #expect(refused.status == .forbidden, "\(form)")
                #expect(String(buffer: refused.body).contains("trenger passordfrasen igjen"), "\(form)")
            }
            let settings = try fixture.library.settings()
            #expect(settings.calendarPrivacy == .timeAndPlace && !settings.calendarToDos)
            let same = try await post(client, "/innstillinger/kalender/innhold", "privacy=timeAndPlace", fixture)
            #expect(same.status == .seeOther)
        }
    }

    @Test("lowering the detail needs no passphrase")
    func loweringIsFree() async throws {
        try await withCalendar { client, fixture in
            try fixture.library.setCalendarPreferences(privacy: .full, toDos: true, confirmed: try fixture.library.confirmPassphrase(testPassphrase))
            let lowered = try await post(client, "/innstillinger/kalender/innhold", "privacy=timeAndPlace", fixture)
            #expect(lowered.status == .seeOther)
            let settings = try fixture.library.settings()
            #expect(settings.calendarPrivacy == .timeAndPlace && !settings.calendarToDos)
        }
    }

    /// RFC 5545 folding undone: a CRLF followed by a space joins two lines.
    static func unfolded(_ ics: String) -> String {
        ics.replacingOccurrences(of: "\r\n ", with: "")
    }
}
