import ArkivatorCore
import Foundation

/// The VEVENTs of a feed, each made from documents alone: what a letter lets a calendar say
/// is decided here and nowhere else.
struct CalendarEvents {
    let privacy: CalendarPrivacy
    let uidDomain: String
    /// DTSTAMP: when the feed was made, in UTC.
    let stamp: String

    /// The appointment as it stands after every letter about it. `personName` is added to the
    /// summary, so that a feed of the whole family says whose appointment it is.
    func appointment(_ series: AppointmentSeries, personName: String?) -> ContentLines {
        let current = series.current
        let summary = withName(series.isCancelled ? "Avlyst: \(title(of: series))" : title(of: series), personName)
        var lines = ContentLines()
        lines.begin("VEVENT")
        appendIdentity(uid("appointment-\(series.first.id!)"), to: &lines)
        lines.append("SEQUENCE", String(series.changeCount))
        lines.append("DTSTART", CalendarTime.local(series.start), parameters: tzid)
        if let end = current.actions.appointmentEnd?.value, end > series.start {
            lines.append("DTEND", CalendarTime.local(end), parameters: tzid)
        } else if let minutes = latest(in: series, Self.minutesTaken) {
            lines.append("DURATION", "PT\(minutes)M")
        } else {
            // A timed DTSTART alone is an instant (RFC 5545 §3.6.1): calendars draw it as a
            // sliver or not at all. An hour is what most outpatient appointments take and what
            // calendar programs give a new event themselves.
            lines.append("DURATION", "PT1H")
        }
        lines.append("STATUS", series.isCancelled ? "CANCELLED" : "CONFIRMED")
        lines.appendText("SUMMARY", summary)
        if let location = location(of: series) { lines.appendText("LOCATION", location) }
        // An empty TEXT value is legal, but libical drops it with a complaint.
        if let description = description(of: series) { lines.appendText("DESCRIPTION", description) }
        // A cancelled appointment needs no reminding.
        if !series.isCancelled {
            lines.append(alarm(before: "-P1D", saying: "I morgen kl. \(clock(series.start)): \(summary)"))
            lines.append(alarm(before: "-PT2H", saying: "Om to timer: \(summary)"))
        }
        lines.end("VEVENT")
        return lines
    }

    /// A to-do item as an all-day entry on its due day that does not make the day busy.
    func toDo(_ item: ToDoItem, due: CalendarDate, letter: Document, personName: String?) -> ContentLines {
        var lines = ContentLines()
        lines.begin("VEVENT")
        // The key holds the item's words, which a UID would carry into the cloud at any level.
        appendIdentity(uid("todo-\(Self.fingerprint(item.id))"), to: &lines)
        lines.append("DTSTART", CalendarTime.date(due), parameters: "VALUE=DATE")
        lines.append("DTEND", CalendarTime.date(CalendarTime.dayAfter(due)), parameters: "VALUE=DATE")
        lines.append("TRANSP", "TRANSPARENT")
        switch privacy {
        case .timeAndPlace:
            lines.appendText("SUMMARY", withName(Self.genericWords(for: item.kind), personName))
        case .full:
            lines.appendText("SUMMARY", withName(redacted(item.text), personName))
            lines.appendText("DESCRIPTION", redacted(["Fra brevet: \(titleWithoutDate(letter))", letter.institution]
                .compactMap { $0 }.joined(separator: "\n")))
        }
        lines.end("VEVENT")
        return lines
    }

    private static func genericWords(for kind: ToDoItem.Kind) -> String {
        switch kind {
        case .payment: "Betaling"
        case .answer: "Svarfrist"
        case .followUp: "Oppfølging"
        }
    }

    /// UID, DTSTAMP and ORGANIZER. A calendar with METHOD:PUBLISH is an iTIP message, and
    /// RFC 5546 §3.2.1 wants an organizer on each event it publishes (libical refuses one
    /// without); the library itself is it, at an address that names no one.
    private func appendIdentity(_ uid: String, to lines: inout ContentLines) {
        lines.appendText("UID", uid)
        lines.append("DTSTAMP", stamp)
        lines.append("ORGANIZER", "mailto:kalender@\(uidDomain)", parameters: "CN=Arkivator")
    }

    // MARK: What an appointment says

    private var tzid: String { "TZID=\(CalendarTime.osloZoneID)" }

    private func title(of series: AppointmentSeries) -> String {
        switch privacy {
        case .timeAndPlace: Self.genericSummary(for: series.first.institution)
        case .full: redacted(titleWithoutDate(series.current))
        }
    }

    /// The institution, then the way in; the department only at `full`, since it names the
    /// field of medicine.
    private func location(of series: AppointmentSeries) -> String? {
        let current = series.current
        let place = latest(in: series) { $0.actions.place?.value }
        var parts = [current.institution ?? series.first.institution]
        if privacy == .full { parts.append(department(of: series)) }
        parts += [place?.building, place?.floor, place?.room, place?.address]
        var seen = Set<String>()
        let kept = parts.compactMap { $0?.trimmingCharacters(in: .whitespacesAndNewlines) }
            .filter { !$0.isEmpty && seen.insert($0.lowercased()).inserted }
        return kept.isEmpty ? nil : redacted(kept.joined(separator: ", "))
    }

    private func description(of series: AppointmentSeries) -> String? {
        guard privacy == .full else { return "Detaljene står i brevet i Arkivator." }
        var lines: [String] = []
        if series.isCancelled {
            lines.append("Timen er avlyst.")
        } else if series.letters.count > 1, let earlier = series.letters.dropLast().last(where: { $0.appointment != nil }),
                  let from = earlier.appointment, from != series.start {
            lines.append("Flyttet fra \(from.date.norwegianNumeric) kl. \(clock(from)).")
        }
        if let department = department(of: series) {
            lines.append("Avdeling: \(department)")
        }
        if let arrival = series.current.actions.arriveBy?.value, arrival <= series.start {
            lines.append(arrival.date == series.start.date ? "Møt kl. \(clock(arrival))"
                : "Møt \(arrival.date.norwegianNumeric) kl. \(clock(arrival))")
        }
        let actions = { (path: KeyPath<LetterActions, [Found<String>]>) in
            latest(in: series) { $0.actions[keyPath: path].isEmpty ? nil : $0.actions[keyPath: path].map(\.value) } ?? []
        }
        lines += actions(\.bring).map { "Ta med: \($0)" }
        lines += actions(\.preparation).map { "Forberedelse: \($0)" }
        if let rule = latest(in: series, { $0.actions.cancellation?.value }) {
            let how = [rule.phone.map { "ring \($0)" }, rule.hoursBefore.map { "senest \($0) timer før" }, rule.deadlineText]
                .compactMap { $0 }
            if !how.isEmpty { lines.append("Avbestilling: \(how.joined(separator: ", "))") }
        }
        if let phone = latest(in: series, { $0.actions.contactPhone?.value }) { lines.append("Spørsmål: ring \(phone)") }
        for reference in latest(in: series, { $0.actions.references.isEmpty ? nil : $0.actions.references }) ?? [] {
            lines.append("\(reference.value.label): \(reference.value.value)")
        }
        return lines.isEmpty ? nil : redacted(lines.joined(separator: "\n"))
    }

    /// How long the appointment a letter gives takes: said outright, or from its start to its
    /// end. A letter moving it rarely says again, and the new time takes as long as the old.
    private static func minutesTaken(_ letter: Document) -> Int? {
        if let minutes = letter.actions.durationMinutes?.value, minutes > 0 { return minutes }
        guard let start = letter.appointment, let end = letter.actions.appointmentEnd?.value,
              end.date == start.date, end > start
        else { return nil }
        return (end.hour - start.hour) * 60 + end.minute - start.minute
    }

    private func department(of series: AppointmentSeries) -> String? {
        latest(in: series) { $0.actions.place?.value.department ?? $0.department }
    }

    /// What the newest letter of the series that says anything about it says: a letter moving
    /// the time often repeats nothing else.
    private func latest<Value>(in series: AppointmentSeries, _ value: (Document) -> Value?) -> Value? {
        series.letters.reversed().lazy.compactMap(value).first
    }

    private func alarm(before trigger: String, saying text: String) -> ContentLines {
        var lines = ContentLines()
        lines.begin("VALARM")
        lines.append("ACTION", "DISPLAY")
        lines.append("TRIGGER", trigger)
        lines.appendText("DESCRIPTION", text)
        lines.end("VALARM")
        return lines
    }

    // MARK: Words

    /// A summary that tells where without telling why, from the kind of place the letter came
    /// from. The gazetteer's kinds are not kept on a filed letter, so its name decides.
    static func genericSummary(for institution: String?) -> String {
        guard let name = institution?.lowercased() else { return "Time" }
        let words = Set(name.split { !$0.isLetter && $0 != "-" }.map(String.init))
        let doctorWords = ["legesenter", "legekontor", "legeklinikk", "legegruppe", "legepraksis", "legevakt",
                           "helsesenter", "fastlege", "lækjar", "allmennpraksis"]
        if doctorWords.contains(where: { name.contains($0) }) { return "Legetime" }
        let hospitalWords = ["sykehus", "sjukehus", "hospital", "helse ", "vestre viken", "st. olav", "st olav"]
        let hospitalAcronyms: Set = ["hf", "ahus", "a-hus", "ous", "sus", "unn", "nlsh"]
        if hospitalWords.contains(where: { name.contains($0) }) || !words.isDisjoint(with: hospitalAcronyms) {
            return "Time på sykehus"
        }
        return "Time"
    }

    private func withName(_ summary: String, _ personName: String?) -> String {
        personName.map { "\(summary) – \($0)" } ?? summary
    }

    private func titleWithoutDate(_ letter: Document) -> String {
        let words = DocumentTitle.title(letter.title, withDate: nil)
        return words.isEmpty ? letter.docType.norwegianLabel : words
    }

    private func redacted(_ text: String) -> String { Fodselsnummer.redacting(text) }

    private func clock(_ time: LocalDateTime) -> String {
        (time.hour < 10 ? "0" : "") + "\(time.hour)." + (time.minute < 10 ? "0" : "") + "\(time.minute)"
    }

    private func uid(_ local: String) -> String { "\(local)@\(uidDomain)" }

    /// FNV-1a, 64 bits: stable across runs and platforms, which `Hasher` is not. Not a secret:
    /// it keeps the words out of the UID, not a guess at them from it.
    static func fingerprint(_ text: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash &*= 0x0000_0100_0000_01b3
        }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }
}
