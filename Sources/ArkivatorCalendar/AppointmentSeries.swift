import ArkivatorCore
import Foundation

/// One appointment as the letters about it tell it: the letter that gave it, then each later
/// letter that moved, cancelled or repeated it, in the order they were written. A calendar
/// shows one event per series, so an appointment is never on it twice.
public struct AppointmentSeries: Sendable, Hashable {
    /// The letter that gave the appointment first, then the later ones in order; never empty,
    /// and the first always has an appointment.
    public private(set) var letters: [Document]

    /// The letter that gave the appointment: the event is known by its id for ever after.
    public var first: Document { letters[0] }

    /// How many times the appointment was moved or cancelled: the event's SEQUENCE, so a
    /// calendar that has it takes each change as newer.
    public var changeCount: Int { letters.count { $0.actions.change != nil } }

    /// Whether the last change to the appointment cancels it.
    public var isCancelled: Bool { letters.last { $0.actions.change != nil }?.actions.change?.value == .cancelled }

    /// The letter that says when the appointment is now: the latest that moved it to a time
    /// read from it, else the first. A reminder repeats that time and says less about it.
    public var current: Document {
        letters.last { $0.actions.change?.value == .moved && $0.appointment != nil } ?? first
    }

    /// When the appointment is now.
    public var start: LocalDateTime { current.appointment! }

    /// Links the letters into appointments: each letter that gives one starts a series, unless
    /// the same person already has that time at that institution (a reminder, a letter filed
    /// twice); a letter that moves or cancels one joins the series of the earlier letter for
    /// the same person and institution whose appointment is the one it names, else of the most
    /// recent earlier letter whose appointment falls on or after the day the change was written.
    /// Letters not yet filed (no id) are left out: an event is known by its first letter's id.
    /// A cancelling letter that matches no earlier appointment has nothing to show.
    public static func series(in documents: [Document]) -> [AppointmentSeries] {
        var all: [AppointmentSeries] = []
        for letter in documents.filter({ $0.id != nil }).sorted(by: writtenEarlier) {
            guard let change = letter.actions.change?.value else {
                guard let appointment = letter.appointment else { continue }
                if let index = all.firstIndex(where: { !$0.isCancelled && $0.start == appointment && isFor(letter, $0) }) {
                    all[index].letters.append(letter)
                } else {
                    all.append(AppointmentSeries(letters: [letter]))
                }
                continue
            }
            if let index = indexOfSeries(changedBy: letter, change: change, among: all) {
                all[index].letters.append(letter)
            } else if change == .moved, letter.appointment != nil {
                all.append(AppointmentSeries(letters: [letter]))
            }
        }
        return all
    }

    /// Which series `letter` changes, by the rule of ``series(in:)``.
    private static func indexOfSeries(changedBy letter: Document, change: AppointmentChange,
                                      among all: [AppointmentSeries]) -> Int? {
        let candidates = all.indices.filter { isFor(letter, all[$0]) }
        // A cancelling letter often gives the time it cancels as its own appointment.
        let named = letter.actions.previousAppointment?.value ?? (change == .cancelled ? letter.appointment : nil)
        if let named {
            let naming = candidates.filter { all[$0].letters.contains { $0.appointment == named } }
            if let index = naming.max(by: { latestLetter(in: all[$0]) < latestLetter(in: all[$1]) }) { return index }
        }
        let written = dayWritten(letter)
        var best: (index: Int, letter: Document)?
        for index in candidates {
            for earlier in all[index].letters {
                guard let appointment = earlier.appointment, appointment.date >= written,
                      earlier.actions.change?.value != .cancelled
                else { continue }
                if best.map({ writtenEarlier($0.letter, earlier) }) ?? true { best = (index, earlier) }
            }
        }
        return best?.index
    }

    private static func latestLetter(in series: AppointmentSeries) -> SortKey { sortKey(series.letters.last!) }

    private typealias SortKey = (CalendarDate, Document.ID)

    private static func sortKey(_ letter: Document) -> SortKey { (dayWritten(letter), letter.id ?? 0) }

    private static func writtenEarlier(_ a: Document, _ b: Document) -> Bool { sortKey(a) < sortKey(b) }

    /// The letter's date, else the day it was scanned: a letter without a date line was at
    /// the latest written then.
    private static func dayWritten(_ letter: Document) -> CalendarDate {
        letter.documentDate ?? CalendarDate(letter.scanDate, in: TimeZone(identifier: CalendarTime.osloZoneID)!)
    }

    /// Whether `letter` is from the same institution about the same person as the series. The
    /// institution's name as read may differ in case and spacing only.
    private static func isFor(_ letter: Document, _ series: AppointmentSeries) -> Bool {
        func normalized(_ name: String?) -> String? {
            name.map { $0.lowercased().split(whereSeparator: \.isWhitespace).joined(separator: " ") }
        }
        return series.first.personID == letter.personID && normalized(series.first.institution) == normalized(letter.institution)
    }
}
