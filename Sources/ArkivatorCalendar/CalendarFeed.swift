import ArkivatorCore
import Foundation

/// The family's appointments as iCalendar text (RFC 5545): a feed a phone subscribes to, and
/// the single event «Legg i kalender» hands over.
public enum CalendarFeed {
    /// How often a subscribing calendar is asked to fetch the feed again: a moved appointment
    /// should reach the phone the same day. Readers treat it as a wish.
    static let refreshInterval = "PT1H"

    /// A feed to subscribe to: one event per appointment (moves and cancellations folded in,
    /// see ``AppointmentSeries``), and, when `includeToDos`, the dated to-do items as all-day
    /// entries except those in `doneToDoIDs`.
    ///
    /// - Parameters:
    ///   - name: The calendar's name as the phone shows it: «Arkivator – Oliver».
    ///   - documents: The library's filed letters; those of other people are passed over.
    ///   - family: Whose first name goes in each summary of a feed for everyone.
    ///   - person: Whose appointments; nil for the whole family.
    ///   - privacy: How much of each letter the events carry.
    ///   - doneToDoIDs: The ``ToDoItem/id`` of every item ticked «Ferdig».
    ///   - uidDomain: A host name that ends every UID (`appointment-42@<uidDomain>`) and the
    ///     organizer's address, so that the events of two libraries never take each other's
    ///     place in one calendar; the same for a library for ever, or every phone shows each
    ///     appointment twice.
    ///   - now: DTSTAMP.
    public static func ics(name: String, documents: [Document], family: [FamilyMember], person: FamilyMember.ID?,
                           privacy: CalendarPrivacy = .timeAndPlace, includeToDos: Bool,
                           doneToDoIDs: Set<ToDoItem.ID>, uidDomain: String, now: Date) -> String {
        let letters = person.map { person in documents.filter { $0.personID == person } } ?? documents
        let events = CalendarEvents(privacy: privacy, uidDomain: uidDomain, stamp: CalendarTime.utc(now))
        let nameInSummary = { (letter: Document) in person == nil ? firstName(of: letter.personID, in: family) : nil }

        var dated: [(start: LocalDateTime, lines: ContentLines)] = AppointmentSeries.series(in: letters).map {
            ($0.start, events.appointment($0, personName: nameInSummary($0.first)))
        }
        if includeToDos {
            for letter in letters {
                for item in ToDoItem.items(of: letter) where !doneToDoIDs.contains(item.id) {
                    guard let due = item.due else { continue }
                    let midnight = LocalDateTime(date: due, hour: 0, minute: 0)!
                    dated.append((midnight, events.toDo(item, due: due, letter: letter, personName: nameInSummary(letter))))
                }
            }
        }

        var lines = calendarHeader
        lines.appendText("NAME", name)
        lines.appendText("X-WR-CALNAME", name)
        lines.append("X-WR-TIMEZONE", CalendarTime.osloZoneID)
        lines.append("REFRESH-INTERVAL", refreshInterval, parameters: "VALUE=DURATION")
        lines.append("X-PUBLISHED-TTL", refreshInterval)
        lines.append(CalendarTime.osloTimeZone)
        for event in dated.enumerated().sorted(by: { ($0.element.start, $0.offset) < ($1.element.start, $1.offset) }) {
            lines.append(event.element.lines)
        }
        lines.end("VCALENDAR")
        return lines.text
    }

    /// «Legg i kalender»: the appointment `document` gives, moves or cancels, as one event at
    /// ``CalendarPrivacy/full`` (the user asks for it on their own device) with the same UID
    /// as in the feeds. Nil when the letter belongs to no appointment.
    ///
    /// - Parameters:
    ///   - allDocuments: The letters the appointment's changes may be among, this one included.
    public static func ics(forAppointmentOf document: Document, allDocuments: [Document], family: [FamilyMember],
                           uidDomain: String, now: Date) -> String? {
        guard let id = document.id else { return nil }
        let letters = allDocuments.contains { $0.id == id } ? allDocuments : allDocuments + [document]
        guard let series = AppointmentSeries.series(in: letters.filter { $0.personID == document.personID })
            .first(where: { $0.letters.contains { $0.id == id } })
        else { return nil }
        let events = CalendarEvents(privacy: .full, uidDomain: uidDomain, stamp: CalendarTime.utc(now))
        var lines = calendarHeader
        lines.append(CalendarTime.osloTimeZone)
        lines.append(events.appointment(series, personName: firstName(of: series.first.personID, in: family)))
        lines.end("VCALENDAR")
        return lines.text
    }

    private static var calendarHeader: ContentLines {
        var lines = ContentLines()
        lines.begin("VCALENDAR")
        lines.append("VERSION", "2.0")
        lines.append("PRODID", "-//Arkivator//Kalender//NB")
        lines.append("CALSCALE", "GREGORIAN")
        lines.append("METHOD", "PUBLISH")
        return lines
    }

    private static func firstName(of person: FamilyMember.ID?, in family: [FamilyMember]) -> String? {
        guard let person, let member = family.first(where: { $0.id == person }) else { return nil }
        return member.name.split(whereSeparator: \.isWhitespace).first.map(String.init)
    }
}
