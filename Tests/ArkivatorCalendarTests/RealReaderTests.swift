import ArkivatorCalendar
import ArkivatorCore
import ArkivatorTestSupport
import Foundation
import Testing

/// The feeds read by programs that share no code with the writer (Tests/Calendar/validate_ics.py):
/// the icalendar package, libical and the khal calendar, which must agree on every event and
/// put each timed one where the zone database puts it.
@Suite("Real calendar readers", .serialized, .python("icalendar"), .program("khal"), .program("cc"), .tags(.external, .slow))
struct RealReaderTests {
    typealias L = Letters
    static let validator = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Calendar/validate_ics.py")

    /// What the readers agreed an event is.
    struct Event: Decodable {
        let summary: String
        let location: String
        let status: String
        let sequence: Int
        let utc: String?
        let date: String?
        let local: String?
        let khal: [String]?
        let alarms: [String]
        let transparent: Bool
    }

    static let letters: [Document] = {
        let place = LetterActions(place: Found(AppointmentPlace(building: "Ekspedisjonen, Bevegelsessenteret «Øst» 🏥",
                                                                floor: "2. etasje", room: "Rom Æ-12",
                                                                address: "Kirkeveien 166; inngang fra Ullevålsalléen, 0450 Oslo"),
                                                confidence: 0.9))
        return [
            L.letter(101, written: "2026-02-01", title: "Kontroll øre-nese-hals ☺︎ æøå ÆØÅ 👨‍👩‍👧‍👦",
                     appointment: "2026-03-29T10:00", actions: place),
            L.letter(102, person: 2, written: "2026-09-01", title: "Time hos fastlegen", appointment: "2026-10-24T10:00",
                     institution: "Aker legesenter"),
            L.letter(103, person: 2, written: "2026-09-02", title: "Blodprøve", appointment: "2026-10-25T10:00",
                     institution: "Fürst"),
            L.letter(104, written: "2026-01-05", title: "Innkalling MR", appointment: "2026-04-10T09:00"),
            L.letter(105, written: "2026-02-10", title: "Ny time MR", appointment: "2026-04-17T11:30",
                     actions: L.change(.moved, from: "2026-04-10T09:00")),
            L.letter(106, written: "2026-03-01", title: "Avlysning MR", actions: L.change(.cancelled)),
            L.sensitive,
        ]
    }()

    static func feed(privacy: CalendarPrivacy) -> String {
        CalendarFeed.ics(name: "Arkivator – familien", documents: letters, family: L.family, person: nil, privacy: privacy,
                         includeToDos: true, doneToDoIDs: [], uidDomain: L.uidDomain, now: L.now)
    }

    static func validate(_ files: [URL]) async throws -> (ProcessResult, [String: [String: Event]]) {
        let result = try await runProgram("python3", [validator.path] + files.map(\.path))
        let report = try? JSONDecoder().decode([String: [String: Event]].self, from: Data(result.output.utf8))
        return (result, report ?? [:])
    }

    @Test("icalendar, libical and khal read the feeds and the single event alike, across both changes of clock")
    func readersAgree() async throws {
        try await withTemporaryFolder { folder in
            let single = try #require(CalendarFeed.ics(forAppointmentOf: Self.letters[0], allDocuments: Self.letters,
                                                       family: L.family, uidDomain: L.uidDomain, now: L.now))
            let files = [("default.ics", Self.feed(privacy: .timeAndPlace)), ("full.ics", Self.feed(privacy: .full)),
                         ("single.ics", single)].map { name, text in
                let file = folder.appendingPathComponent(name)
                try? Data(text.utf8).write(to: file)
                return file
            }
            let (result, report) = try await Self.validate(files)
            #expect(result.status == 0, "\(result.errorOutput)")
            let byDefault = try #require(report[files[0].path]), full = try #require(report[files[1].path])
            let alone = try #require(report[files[2].path])

            let uid = { (id: Int) in "appointment-\(id)@\(L.uidDomain)" }
            // The last Sunday of March: 10:00 is already summer time. The last Sunday of October:
            // 10:00 is winter time again; the day before it is not.
            #expect(byDefault[uid(101)]?.utc == "20260329T080000Z")
            #expect(byDefault[uid(102)]?.utc == "20261024T080000Z")
            #expect(byDefault[uid(103)]?.utc == "20261025T090000Z")
            for event in [byDefault[uid(101)], byDefault[uid(103)], alone[uid(101)]] {
                #expect(event?.local.map { event?.khal?.contains($0) ?? false } == true)
            }
            #expect(byDefault[uid(101)]?.summary == "Time på sykehus – Oliver")
            #expect(byDefault[uid(102)]?.summary == "Legetime – Åse")
            #expect(byDefault[uid(101)]?.location == "Oslo universitetssykehus, Ekspedisjonen, Bevegelsessenteret «Øst» 🏥, "
                + "2. etasje, Rom Æ-12, Kirkeveien 166; inngang fra Ullevålsalléen, 0450 Oslo")
            #expect(byDefault[uid(101)]?.alarms == ["-P1D", "-PT2H"])
            #expect(full[uid(101)]?.summary == "Kontroll øre-nese-hals ☺︎ æøå ÆØÅ 👨‍👩‍👧‍👦 – Oliver")
            #expect(alone[uid(101)]?.summary == "Kontroll øre-nese-hals ☺︎ æøå ÆØÅ 👨‍👩‍👧‍👦 – Oliver")

            let cancelled = try #require(byDefault[uid(104)])
            #expect((cancelled.status, cancelled.sequence, cancelled.utc) == ("CANCELLED", 2, "20260417T093000Z"))
            #expect(byDefault[uid(105)] == nil && byDefault[uid(106)] == nil)

            let toDos = byDefault.values.filter { $0.date != nil }
            #expect(toDos.count == 3 && toDos.allSatisfy(\.transparent))
            #expect(toDos.allSatisfy { $0.khal?.isEmpty == false })
            for secret in L.secrets {
                #expect(!byDefault.values.contains { "\($0)".contains(secret) }, "\(secret)")
            }
        }
    }

    @Test("The readers refuse what is wrong: an event without DTSTAMP, a zone whose summer starts a month late, a fold inside a character")
    func readersRefuse() async throws {
        try await withTemporaryFolder { folder in
            let single = try #require(CalendarFeed.ics(forAppointmentOf: Self.letters[0], allDocuments: Self.letters,
                                                       family: L.family, uidDomain: L.uidDomain, now: L.now))
            let noStamp = Data(single.replacingOccurrences(of: "DTSTAMP:20251124T160000Z\r\n", with: "").utf8)
            let lateSummer = Data(single.replacingOccurrences(of: "BYMONTH=3;", with: "BYMONTH=4;").utf8)
            var badFold = Array(single.utf8)
            let letter = Array("Ø".utf8)
            let at = try #require(badFold.indices.first { badFold[$0...].starts(with: letter) })
            badFold.insert(contentsOf: Array("\r\n ".utf8), at: at + 1)
            for (name, broken, complaint) in [("no-stamp", noStamp, "DTSTAMP"), ("late-summer", lateSummer, "zone database"),
                                              ("bad-fold", Data(badFold), "inside a UTF-8 sequence")] {
                #expect(broken != Data(single.utf8))
                let file = folder.appendingPathComponent("\(name).ics")
                try broken.write(to: file)
                let (result, _) = try await Self.validate([file])
                #expect(result.status != 0, "\(name)")
                #expect(result.errorOutput.contains(complaint), "\(name): \(result.errorOutput)")
            }
        }
    }
}
