import ArkivatorCore
import ArkivatorLibrary
import Foundation

/// The review form as posted, for a draft and a saved letter alike: what the user typed,
/// turned into a `DocumentEdit` for the Library to apply with its rules.
struct ReviewFields: Decodable {
    var action: String?
    /// With «redact»: the originals stay as they were.
    var keepOriginal: String?
    var title: String?
    var person: String?
    var type: DocumentType?
    var institution: String?
    var specialty: String?
    var date: String?
    var keywords: String?
    /// The «Hva brevet ber om» part: present only when the form had it, so that a post without
    /// it leaves the letter's actions as they are.
    var actionsShown: String?
    var appointment: String?
    var appointmentEnd: String?
    var placeAddress: String?
    var placeBuilding: String?
    var placeFloor: String?
    var placeDepartment: String?
    var placeRoom: String?
    var arriveBy: String?
    var bring: String?
    var preparation: String?
    var cancelPhone: String?
    var cancelHours: String?
    /// Keyed by row, `p0`, `p1`, …: the form decoder reads rows of fields only as a map.
    var payments: [String: PaymentFields]?
    var answerDeadline: String?
    var references: String?
    /// Keyed by row, `f0`, `f1`, ….
    var followUps: [String: FollowUpFields]?
    var contactPhone: String?

    /// What the form could not even say: a date that is not one, a person by no id. What it
    /// says is the Library's to judge.
    struct Problem: Error {
        let message: String
    }

    /// The edit the form asks for, of a letter whose actions are `current` before it.
    func edit(over current: Document) throws -> DocumentEdit {
        var edit = DocumentEdit(title: title, docType: type, institution: institution.map { .set($0) },
                                specialty: specialty.map { .set($0) },
                                keywords: keywords.map(DocumentEdit.keywords(fromLine:)))
        if let person {
            if person.isEmpty {
                edit.person = .unknown
            } else if let id = Int64(person) {
                edit.person = .member(id)
            } else {
                throw Problem(message: Language.current.words(.choosePersonFromList))
            }
        }
        if let date = date?.trimmingCharacters(in: .whitespaces) {
            edit.documentDate = try Self.dateChange(date)
        }
        if actionsShown != nil {
            let appointmentChange = try appointment.map { try Self.appointmentChange($0.trimmingCharacters(in: .whitespaces)) }
            edit.appointment = appointmentChange
            let start = appointmentChange.map { if case .set(let start) = $0 { start } else { nil } } ?? current.appointment
            edit.actions = try actions(over: current.actions, appointment: start)
        }
        return edit
    }

    /// A time of day and date as a `datetime-local` field sends it: empty clears it.
    static func appointmentChange(_ typed: String) throws -> FieldChange<LocalDateTime> {
        if typed.isEmpty { return .clear }
        guard let time = LocalDateTime(iso: typed) else {
            throw Problem(message: Language.current.words(.appointmentFormat))
        }
        return .set(time)
    }

    /// A date as typed: empty clears it.
    static func dateChange(_ typed: String) throws -> FieldChange<CalendarDate> {
        if typed.isEmpty { return .clear }
        guard let date = CalendarDate(iso: typed) else {
            throw Problem(message: Language.current.words(.dateFormat))
        }
        return .set(date)
    }
}
