import ArkivatorCore
import Foundation

/// Letters and a family to make feeds of: Oliver's hospital appointments, Åse's at the doctor.
enum Letters {
    static let uidDomain = "test.arkivator.no"
    static let now = Date(timeIntervalSince1970: 1_764_000_000)
    static let family = [FamilyMember(id: 1, name: "Oliver Nordmann", relationship: "barn"),
                         FamilyMember(id: 2, name: "Åse Ødegård", relationship: "mor")]

    static func time(_ iso: String) -> LocalDateTime { LocalDateTime(iso: iso)! }
    static func day(_ iso: String) -> CalendarDate { CalendarDate(iso: iso)! }

    static func letter(_ id: Document.ID, person: FamilyMember.ID? = 1, written: String,
                       title: String = "Innkalling", appointment: String? = nil,
                       institution: String? = "Oslo universitetssykehus", department: String? = nil,
                       actions: LetterActions = .none) -> Document {
        Document(id: id, title: "\(written) \(title)", docType: .innkalling, documentDate: day(written),
                 appointment: appointment.map(time), actions: actions, institution: institution,
                 department: department, personID: person, scanDate: now)
    }

    static func change(_ change: AppointmentChange, from previous: String? = nil) -> LetterActions {
        LetterActions(change: Found(change, confidence: 0.9), previousAppointment: previous.map { Found(time($0), confidence: 0.9) })
    }

    /// A letter holding everything a calendar in the cloud must not: a diagnosis in the title
    /// and the keywords, the specialty, the department, a fødselsnummer in the text, the title,
    /// a preparation line and the reference.
    static let sensitive: Document = {
        let actions = LetterActions(
            appointmentEnd: Found(time("2026-03-12T09:15"), confidence: 0.9),
            place: Found(AppointmentPlace(department: "Gastromedisinsk poliklinikk", building: "Bygg 2", floor: "3. etasje",
                                          room: "Rom 214", address: "Sognsvannsveien 20, 0372 Oslo"), confidence: 0.9),
            arriveBy: Found(time("2026-03-12T07:45"), confidence: 0.9),
            bring: [Found("medisinlisten", confidence: 0.9)],
            preparation: [Found("Tøm tarmen med Picoprep kvelden før", confidence: 0.9),
                          Found("Oppgi fødselsnummer \(fodselsnummer) i skranken", confidence: 0.9)],
            cancellation: Found(CancellationRule(phone: "73 86 12 34", hoursBefore: 24), confidence: 0.9),
            payments: [Found(Payment(kind: .egenandel, amountInOre: 37_550, dueDate: day("2026-04-01")), confidence: 0.9)],
            answerDeadline: Found(day("2026-02-20"), confidence: 0.9),
            references: [Found(LetterReference(label: "Vår ref.", value: "2026/4711"), confidence: 0.9)],
            followUps: [Found(FollowUp(text: "Ny koloskopi om 6 måneder", count: 6, unit: .months,
                                       dueDate: day("2026-09-12")), confidence: 0.9),
                        Found(FollowUp(text: "Kontroll hos fastlegen"), confidence: 0.9)])
        return Document(id: 7, title: "2026-02-01 Koloskopi ved Crohns sykdom \(fodselsnummer)", docType: .innkalling,
                        documentDate: day("2026-02-01"), appointment: time("2026-03-12T08:30"), actions: actions,
                        institution: "Oslo universitetssykehus", department: "Gastromedisinsk poliklinikk",
                        specialty: "Gastroenterologi", personID: 1, keywords: ["Crohns sykdom", "koloskopi"],
                        text: "Fødselsnummer: \(fodselsnummer)\nDiagnose: Crohns sykdom", scanDate: now)
    }()

    static let fodselsnummer = "11028425769"

    /// Every way the feed could let the sensitive letter out.
    static let secrets = ["Koloskopi", "koloskopi", "Crohn", "Gastro", "gastro", "Picoprep", "Tøm tarmen",
                          "2026/4711", "medisinlisten", "73 86 12 34", "Innkalling", fodselsnummer, "110284", "25769"]
}

extension String {
    /// The content lines joined again (RFC 5545 §3.1), so a word cannot hide across a fold.
    var unfolded: String { replacingOccurrences(of: "\r\n ", with: "") }

    /// The unfolded lines of each VEVENT.
    var events: [[String]] {
        var events: [[String]] = []
        for line in unfolded.components(separatedBy: "\r\n") {
            if line == "BEGIN:VEVENT" { events.append([]) } else if !events.isEmpty, events.last!.last != "END:VEVENT" {
                events[events.count - 1].append(line)
            }
        }
        return events
    }
}

extension [String] {
    /// The value of the first property `name` (parameters ignored).
    func value(of name: String) -> String? {
        first { $0.hasPrefix("\(name):") || $0.hasPrefix("\(name);") }.map { line in
            String(line[line.index(after: line.firstIndex(of: ":")!)...])
        }
    }
}
