import ArkivatorCore
import Foundation

/// The forms of date and time the feeds write, and the one time zone they write them in.
enum CalendarTime {
    static let osloZoneID = "Europe/Oslo"

    /// `Europe/Oslo` as a VTIMEZONE. Letters give local times, so every timed event is
    /// written with this TZID, and a reader that has no zone database of its own (or an older
    /// one) converts through these rules: the EU's since 1996, summer time from 01:00 UTC on
    /// the last Sunday of March to 01:00 UTC on the last Sunday of October. DTSTART is the
    /// local wall time just before each change (02:00 CET, 03:00 CEST), on a day of 1970 the
    /// rule itself picks, as RFC 5545 requires of a first onset.
    static var osloTimeZone: ContentLines {
        var lines = ContentLines()
        lines.begin("VTIMEZONE")
        lines.append("TZID", osloZoneID)
        lines.append("X-LIC-LOCATION", osloZoneID)
        lines.begin("DAYLIGHT")
        lines.append("TZOFFSETFROM", "+0100")
        lines.append("TZOFFSETTO", "+0200")
        lines.append("TZNAME", "CEST")
        lines.append("DTSTART", "19700329T020000")
        lines.append("RRULE", "FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU")
        lines.end("DAYLIGHT")
        lines.begin("STANDARD")
        lines.append("TZOFFSETFROM", "+0200")
        lines.append("TZOFFSETTO", "+0100")
        lines.append("TZNAME", "CET")
        lines.append("DTSTART", "19701025T030000")
        lines.append("RRULE", "FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU")
        lines.end("STANDARD")
        lines.end("VTIMEZONE")
        return lines
    }

    /// `20260329T100000`: a local time, written with `TZID=Europe/Oslo`.
    static func local(_ time: LocalDateTime) -> String {
        "\(date(time.date))T\(pad(time.hour))\(pad(time.minute))00"
    }

    /// `20260329`: a DATE value.
    static func date(_ date: CalendarDate) -> String {
        String(date.iso.filter { $0 != "-" })
    }

    /// `20251124T203015Z`: DTSTAMP, which RFC 5545 wants in UTC.
    static func utc(_ instant: Date) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: instant)
        let day = CalendarDate(year: parts.year!, month: parts.month!, day: parts.day!)!
        return "\(date(day))T\(pad(parts.hour!))\(pad(parts.minute!))\(pad(parts.second!))Z"
    }

    /// The day after `date`, where an all-day entry ends (DTEND is exclusive).
    static func dayAfter(_ date: CalendarDate) -> CalendarDate {
        if let next = CalendarDate(year: date.year, month: date.month, day: date.day + 1) { return next }
        if let firstOfNextMonth = CalendarDate(year: date.year, month: date.month + 1, day: 1) { return firstOfNextMonth }
        return CalendarDate(year: date.year + 1, month: 1, day: 1) ?? date
    }

    private static func pad(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
}
