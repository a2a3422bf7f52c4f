import ArkivatorCalendar
import ArkivatorCore
import Foundation
import Testing

@Suite("Calendar feeds")
struct CalendarFeedTests {
    typealias L = Letters

    static func feed(_ documents: [Document], person: FamilyMember.ID? = nil, privacy: CalendarPrivacy = .timeAndPlace,
                     includeToDos: Bool = false, done: Set<ToDoItem.ID> = []) -> String {
        CalendarFeed.ics(name: "Arkivator", documents: documents, family: L.family, person: person, privacy: privacy,
                         includeToDos: includeToDos, doneToDoIDs: done, uidDomain: L.uidDomain, now: L.now)
    }

    @Test("The calendar says who made it, its name, how often to fetch it, and defines Europe/Oslo")
    func calendarProperties() {
        let lines = Self.feed([]).unfolded.components(separatedBy: "\r\n")
        #expect(Array(lines.prefix(5)) == ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Arkivator//Kalender//NB",
                                            "CALSCALE:GREGORIAN", "METHOD:PUBLISH"])
        for line in ["NAME:Arkivator", "X-WR-CALNAME:Arkivator", "X-WR-TIMEZONE:Europe/Oslo",
                     "REFRESH-INTERVAL;VALUE=DURATION:PT1H", "X-PUBLISHED-TTL:PT1H"] {
            #expect(lines.contains(line))
        }
        let zone = lines.drop { $0 != "BEGIN:VTIMEZONE" }.prefix { $0 != "END:VTIMEZONE" }
        #expect(Array(zone) == [
            "BEGIN:VTIMEZONE", "TZID:Europe/Oslo", "X-LIC-LOCATION:Europe/Oslo",
            "BEGIN:DAYLIGHT", "TZOFFSETFROM:+0100", "TZOFFSETTO:+0200", "TZNAME:CEST", "DTSTART:19700329T020000",
            "RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU", "END:DAYLIGHT",
            "BEGIN:STANDARD", "TZOFFSETFROM:+0200", "TZOFFSETTO:+0100", "TZNAME:CET", "DTSTART:19701025T030000",
            "RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU", "END:STANDARD",
        ])
        #expect(lines.suffix(2) == ["END:VCALENDAR", ""])
    }

    @Test("An appointment: local start, end or duration, status, two reminders, a stamp in UTC")
    func appointment() throws {
        let withEnd = L.letter(1, written: "2026-02-01", appointment: "2026-03-12T08:30",
                               actions: LetterActions(appointmentEnd: Found(L.time("2026-03-12T09:15"), confidence: 1)))
        let withDuration = L.letter(2, written: "2026-02-02", appointment: "2026-03-13T08:30",
                                    actions: LetterActions(durationMinutes: Found(45, confidence: 1)))
        let bare = L.letter(3, written: "2026-02-03", appointment: "2026-03-14T08:30")
        let events = Self.feed([bare, withDuration, withEnd]).events
        try #require(events.count == 3)
        #expect(events[0].value(of: "UID") == "appointment-1@test.arkivator.no")
        #expect(events[0].contains("DTSTART;TZID=Europe/Oslo:20260312T083000"))
        #expect(events[0].contains("DTEND;TZID=Europe/Oslo:20260312T091500"))
        #expect(events[1].contains("DURATION:PT45M"))
        #expect(events[2].contains("DURATION:PT1H"))
        for event in events {
            #expect(event.value(of: "DTSTAMP") == "20251124T160000Z")
            #expect(event.value(of: "STATUS") == "CONFIRMED")
            #expect(event.value(of: "SEQUENCE") == "0")
            #expect(event.filter { $0 == "BEGIN:VALARM" }.count == 2)
            #expect(event.contains("TRIGGER:-P1D") && event.contains("TRIGGER:-PT2H"))
            #expect(event.filter { $0 == "ACTION:DISPLAY" }.count == 2)
        }
        #expect(events[0].contains("DESCRIPTION:I morgen kl. 08.30: Time på sykehus – Oliver"))
    }

    @Test("A move keeps the first letter's UID with SEQUENCE 1 and the new time; a cancel makes it CANCELLED")
    func moveAndCancel() throws {
        let first = L.letter(10, written: "2026-01-05", appointment: "2026-03-10T09:00",
                             actions: LetterActions(appointmentEnd: Found(L.time("2026-03-10T09:40"), confidence: 1)))
        let other = L.letter(11, written: "2026-01-06", appointment: "2026-03-10T09:00", institution: "Aker legesenter")
        let moved = L.letter(12, written: "2026-02-01", appointment: "2026-03-20T13:15",
                             actions: L.change(.moved, from: "2026-03-10T09:00"))
        let movedEvents = Self.feed([moved, other, first]).events
        try #require(movedEvents.count == 2)
        let event = try #require(movedEvents.first { $0.value(of: "UID") == "appointment-10@test.arkivator.no" })
        #expect(event.value(of: "SEQUENCE") == "1")
        #expect(event.contains("DTSTART;TZID=Europe/Oslo:20260320T131500"))
        #expect(event.contains("DURATION:PT40M"), "the moved appointment takes as long as the one it replaces")
        #expect(event.value(of: "STATUS") == "CONFIRMED")
        #expect(movedEvents.contains { $0.value(of: "UID") == "appointment-11@test.arkivator.no" && $0.value(of: "SEQUENCE") == "0" })

        // No previous time named: the most recent earlier letter whose appointment is still ahead.
        let cancelled = L.letter(13, written: "2026-03-01", actions: L.change(.cancelled))
        let cancelledEvents = Self.feed([first, other, moved, cancelled]).events
        try #require(cancelledEvents.count == 2)
        let gone = try #require(cancelledEvents.first { $0.value(of: "UID") == "appointment-10@test.arkivator.no" })
        #expect(gone.value(of: "SEQUENCE") == "2")
        #expect(gone.value(of: "STATUS") == "CANCELLED")
        #expect(gone.contains("DTSTART;TZID=Europe/Oslo:20260320T131500"))
        #expect(gone.value(of: "SUMMARY") == "Avlyst: Time på sykehus – Oliver")
        #expect(!gone.contains("BEGIN:VALARM"))
    }

    @Test("Letters are linked within one person and one institution only; a reminder of the same time is the same appointment")
    func linking() {
        let first = L.letter(20, written: "2026-01-05", appointment: "2026-03-10T09:00")
        let sibling = L.letter(21, person: 2, written: "2026-01-06", appointment: "2026-03-10T09:00")
        let elsewhere = L.letter(22, written: "2026-01-07", appointment: "2026-03-11T09:00", institution: "Volvat")
        let moved = L.letter(23, person: 2, written: "2026-02-01", appointment: "2026-04-01T10:00",
                             actions: L.change(.moved))
        let reminder = L.letter(24, person: 2, written: "2026-03-01", title: "Påminnelse om time",
                                appointment: "2026-04-01T10:00")
        let series = AppointmentSeries.series(in: [moved, elsewhere, reminder, sibling, first])
        #expect(series.map { $0.letters.compactMap(\.id) } == [[20], [21, 23, 24], [22]])
        #expect(series[1].start == L.time("2026-04-01T10:00"))
        #expect(series[1].changeCount == 1)
        #expect(series[1].current.id == 23)
    }

    @Test("A cancelling letter for an appointment the library does not have adds nothing")
    func orphanCancel() {
        let cancelled = L.letter(30, written: "2026-03-01", appointment: "2026-03-10T09:00", actions: L.change(.cancelled))
        #expect(Self.feed([cancelled]).events.isEmpty)
        #expect(CalendarFeed.ics(forAppointmentOf: cancelled, allDocuments: [cancelled], family: L.family,
                                 uidDomain: L.uidDomain, now: L.now) == nil)
    }

    @Test("At the default level the feed holds no title, department, diagnosis, keyword, reference or fødselsnummer")
    func privacyByDefault() throws {
        let feed = Self.feed([L.sensitive], includeToDos: true)
        for secret in L.secrets {
            #expect(!feed.contains(secret), "\(secret)")
            #expect(!feed.unfolded.contains(secret), "\(secret)")
            #expect(!feed.unfolded.replacingOccurrences(of: "\\", with: "").contains(secret), "\(secret)")
        }
        #expect(Fodselsnummer.findings(in: feed.unfolded, reaching: .anythingShaped).isEmpty)
        let event = try #require(feed.events.first { $0.value(of: "UID")!.hasPrefix("appointment-") })
        #expect(event.value(of: "LOCATION")
            == #"Oslo universitetssykehus\, Bygg 2\, 3. etasje\, Rom 214\, Sognsvannsveien 20\, 0372 Oslo"#)
        #expect(event.value(of: "DESCRIPTION") == "Detaljene står i brevet i Arkivator.")
        #expect(feed.events.compactMap { $0.value(of: "SUMMARY") }
            == ["Svarfrist – Oliver", "Time på sykehus – Oliver", "Betaling – Oliver", "Oppfølging – Oliver"])
    }

    @Test("At full the event tells all the letter asks, with the fødselsnummer taken out")
    func fullPrivacy() throws {
        let feed = Self.feed([L.sensitive], person: 1, privacy: .full)
        let event = try #require(feed.events.first)
        #expect(event.value(of: "SUMMARY") == "Koloskopi ved Crohns sykdom [REDAKTERT]")
        #expect(event.value(of: "LOCATION") == #"Oslo universitetssykehus\, Gastromedisinsk poliklinikk\, Bygg 2\, "#
            + #"3. etasje\, Rom 214\, Sognsvannsveien 20\, 0372 Oslo"#)
        #expect(event.value(of: "DESCRIPTION") == [
            "Avdeling: Gastromedisinsk poliklinikk", "Møt kl. 07.45", "Ta med: medisinlisten",
            "Forberedelse: Tøm tarmen med Picoprep kvelden før", "Forberedelse: Oppgi fødselsnummer [REDAKTERT] i skranken",
            #"Avbestilling: ring 73 86 12 34\, senest 24 timer før"#, "Vår ref.: 2026/4711",
        ].joined(separator: #"\n"#))
        #expect(!feed.contains("25769") && !feed.unfolded.contains("25769"))
    }

    @Test("To-do items with a day are all-day entries that keep the day free; done ones and undated ones are left out")
    func toDos() throws {
        let items = ToDoItem.items(of: L.sensitive)
        let payment = try #require(items.first { $0.kind == .payment })
        #expect(Self.feed([L.sensitive]).events.count == 1)

        let events = Self.feed([L.sensitive], person: 1, includeToDos: true, done: [payment.id]).events
        #expect(events.count == 3)
        let answer = try #require(events.first { $0.value(of: "SUMMARY") == "Svarfrist" })
        #expect(answer.contains("DTSTART;VALUE=DATE:20260220"))
        #expect(answer.contains("DTEND;VALUE=DATE:20260221"))
        #expect(answer.contains("TRANSP:TRANSPARENT"))
        #expect(events.contains { $0.value(of: "SUMMARY") == "Oppfølging" && $0.contains("DTSTART;VALUE=DATE:20260912") })
        #expect(!events.contains { $0.value(of: "SUMMARY") == "Betaling" })

        let full = Self.feed([L.sensitive], person: 1, privacy: .full, includeToDos: true).events
        #expect(full.compactMap { $0.value(of: "SUMMARY") }.contains("Betal egenandel kr 375\\,50"))
        let uids = full.compactMap { $0.value(of: "UID") }
        #expect(Set(uids).count == uids.count)
        #expect(uids == Self.feed([L.sensitive], person: 1, privacy: .full, includeToDos: true).events.compactMap { $0.value(of: "UID") })
        #expect(uids.filter { $0.hasPrefix("todo-") && $0.utf8.count == "todo-0123456789abcdef@test.arkivator.no".utf8.count }.count == 3)
    }

    @Test("A person's feed has only their letters and no name in the summaries")
    func personFeed() {
        let oliver = L.letter(40, written: "2026-01-05", appointment: "2026-03-10T09:00")
        let ase = L.letter(41, person: 2, written: "2026-01-05", appointment: "2026-03-11T09:00", institution: "Aker legesenter")
        let events = Self.feed([oliver, ase], person: 2).events
        #expect(events.count == 1)
        #expect(events.first?.value(of: "SUMMARY") == "Legetime")
        #expect(Self.feed([oliver, ase]).events.compactMap { $0.value(of: "SUMMARY") } == ["Time på sykehus – Oliver", "Legetime – Åse"])
    }

    @Test("«Legg i kalender» gives the whole appointment at full, known by the first letter's UID")
    func singleEvent() throws {
        let first = L.letter(50, written: "2026-01-05", title: "Innkalling til MR kne", appointment: "2026-03-10T09:00",
                             department: "Radiologisk avdeling", actions: LetterActions(preparation: [Found("Ta av smykker", confidence: 1)]))
        let moved = L.letter(51, written: "2026-02-01", title: "Ny time MR kne", appointment: "2026-03-17T11:00",
                             actions: L.change(.moved, from: "2026-03-10T09:00"))
        let unrelated = L.letter(52, written: "2026-02-02", title: "Epikrise")
        #expect(CalendarFeed.ics(forAppointmentOf: unrelated, allDocuments: [first, moved, unrelated], family: L.family,
                                 uidDomain: L.uidDomain, now: L.now) == nil)
        let ics = try #require(CalendarFeed.ics(forAppointmentOf: moved, allDocuments: [first, moved], family: L.family,
                                                uidDomain: L.uidDomain, now: L.now))
        #expect(!ics.contains("X-WR-CALNAME") && !ics.contains("REFRESH-INTERVAL"))
        #expect(ics.contains("BEGIN:VTIMEZONE"))
        let event = try #require(ics.events.first)
        #expect(ics.events.count == 1)
        #expect(event.value(of: "UID") == "appointment-50@test.arkivator.no")
        #expect(event.value(of: "SEQUENCE") == "1")
        #expect(event.value(of: "SUMMARY") == "Ny time MR kne – Oliver")
        #expect(event.contains("DTSTART;TZID=Europe/Oslo:20260317T110000"))
        #expect(event.value(of: "LOCATION") == #"Oslo universitetssykehus\, Radiologisk avdeling"#)
        #expect(event.value(of: "DESCRIPTION")
            == #"Flyttet fra 10.03.2026 kl. 09.00.\nAvdeling: Radiologisk avdeling\nForberedelse: Ta av smykker"#)
    }

    @Test("The summary at the default level follows the kind of institution", arguments: [
        ("Haukeland universitetssjukehus", "Time på sykehus"), ("St. Olavs hospital", "Time på sykehus"),
        ("Helse Bergen", "Time på sykehus"), ("Ahus", "Time på sykehus"), ("Aker legesenter", "Legetime"),
        ("Sentrum Legekontor", "Legetime"), ("NAV", "Time"), ("Volvat", "Time"),
    ])
    func genericSummary(institution: String, summary: String) {
        let letter = L.letter(60, written: "2026-01-05", appointment: "2026-03-10T09:00", institution: institution)
        #expect(Self.feed([letter], person: 1).events.first?.value(of: "SUMMARY") == summary)
    }

    @Test("Privacy levels are stored by their raw values")
    func privacyRawValues() throws {
        #expect(CalendarPrivacy(rawValue: "timeAndPlace") == .timeAndPlace)
        #expect(try JSONDecoder().decode([CalendarPrivacy].self, from: Data(#"["full"]"#.utf8)) == [.full])
    }
}
