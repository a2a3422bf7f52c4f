import Foundation

/// A day in the Gregorian calendar with no time zone: what a letter's date line means.
/// Kept free of `Foundation.Date` so that "3. november 2025" never shifts a day with the clock.
public struct CalendarDate: Hashable, Comparable, Codable, Sendable, CustomStringConvertible {
    public let year: Int
    public let month: Int
    public let day: Int

    public init?(year: Int, month: Int, day: Int) {
        guard (1...9999).contains(year), (1...12).contains(month),
              (1...Self.daysIn(month: month, year: year)).contains(day)
        else { return nil }
        self.year = year
        self.month = month
        self.day = day
    }

    /// Parses the ISO form `YYYY-MM-DD`, the only form stored or exchanged.
    public init?(iso text: String) {
        // Read as bytes in one non-generic function: every list and search row parses its
        // dates, and reading them through a generic or as characters cost more than the
        // rest of making the row.
        var text = text
        guard let date = text.withUTF8(Self.parsed(iso:)) else { return nil }
        self = date
    }

    public init?(iso text: some StringProtocol) {
        self.init(iso: String(text))
    }

    /// `YYYY-MM-DD` read from UTF-8 bytes, for readers of stored text that never make a string of it.
    public static func parsed(iso bytes: UnsafeBufferPointer<UInt8>) -> CalendarDate? {
        guard bytes.count == 10, bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-"),
              let year = number(bytes[0..<4]), let month = number(bytes[5..<7]), let day = number(bytes[8..<10])
        else { return nil }
        return CalendarDate(year: year, month: month, day: day)
    }

    /// The number the digits make; nil when anything else is among them.
    public static func number(_ digits: Slice<UnsafeBufferPointer<UInt8>>) -> Int? {
        var value = 0
        for byte in digits {
            guard let digit = digit(byte) else { return nil }
            value = value * 10 + digit
        }
        return value
    }

    static func digit(_ byte: UInt8) -> Int? {
        (0x30...0x39).contains(byte) ? Int(byte - 0x30) : nil
    }

    /// Days from 1970-01-01 to this day (negative before it), by the proleptic Gregorian
    /// calendar (Howard Hinnant's `days_from_civil`).
    public var daysSince1970: Int {
        let shiftedYear = month <= 2 ? year - 1 : year
        let era = (shiftedYear >= 0 ? shiftedYear : shiftedYear - 399) / 400
        let yearOfEra = shiftedYear - era * 400
        let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    /// The day `daysSince1970` days after 1970-01-01 (Howard Hinnant's `civil_from_days`).
    public init?(daysSince1970 days: Int) {
        let shifted = days + 719_468
        let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let shiftedMonth = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * shiftedMonth + 2) / 5 + 1
        let month = shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9
        self.init(year: yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month: month, day: day)
    }

    /// The day `days` days later (earlier when negative); itself at the ends of the calendar.
    public func adding(days: Int) -> CalendarDate {
        CalendarDate(daysSince1970: daysSince1970 + days) ?? self
    }

    public var iso: String {
        "\(Self.pad(year, 4))-\(Self.pad(month, 2))-\(Self.pad(day, 2))"
    }

    public var description: String { iso }

    public static func < (lhs: CalendarDate, rhs: CalendarDate) -> Bool {
        (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
    }

    public static func isLeapYear(_ year: Int) -> Bool {
        (year % 4 == 0 && year % 100 != 0) || year % 400 == 0
    }

    public static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: isLeapYear(year) ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    public init(from decoder: any Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        guard let date = CalendarDate(iso: text) else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath,
                                                    debugDescription: "Not a YYYY-MM-DD date"))
        }
        self = date
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(iso)
    }

    static func pad(_ value: Int, _ width: Int) -> String {
        let digits = String(value)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }
}

/// A local date and time to the minute, as an appointment is given: `YYYY-MM-DDTHH:MM`.
public struct LocalDateTime: Hashable, Comparable, Codable, Sendable, CustomStringConvertible {
    public let date: CalendarDate
    public let hour: Int
    public let minute: Int

    public init?(date: CalendarDate, hour: Int, minute: Int) {
        guard (0...23).contains(hour), (0...59).contains(minute) else { return nil }
        self.date = date
        self.hour = hour
        self.minute = minute
    }

    /// Parses `YYYY-MM-DDTHH:MM` (the hour and the minute may have one digit).
    public init?(iso text: String) {
        var text = text
        guard let value = text.withUTF8(Self.parsed(iso:)) else { return nil }
        self = value
    }

    public init?(iso text: some StringProtocol) {
        self.init(iso: String(text))
    }

    private static func parsed(iso bytes: UnsafeBufferPointer<UInt8>) -> LocalDateTime? {
        guard bytes.count > 11, bytes[10] == UInt8(ascii: "T"),
              let date = CalendarDate.parsed(iso: UnsafeBufferPointer(rebasing: bytes[..<10])),
              let colon = bytes[11...].firstIndex(of: UInt8(ascii: ":"))
        else { return nil }
        let hour = bytes[11..<colon], minute = bytes[(colon + 1)...]
        guard (1...2).contains(hour.count), (1...2).contains(minute.count),
              let hourValue = CalendarDate.number(hour), let minuteValue = CalendarDate.number(minute)
        else { return nil }
        return LocalDateTime(date: date, hour: hourValue, minute: minuteValue)
    }

    public var iso: String {
        "\(date.iso)T\(CalendarDate.pad(hour, 2)):\(CalendarDate.pad(minute, 2))"
    }

    public var description: String { iso }

    public static func < (lhs: LocalDateTime, rhs: LocalDateTime) -> Bool {
        (lhs.date, lhs.hour, lhs.minute) < (rhs.date, rhs.hour, rhs.minute)
    }

    public init(from decoder: any Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        guard let value = LocalDateTime(iso: text) else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath,
                                                    debugDescription: "Not a YYYY-MM-DDTHH:MM time"))
        }
        self = value
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(iso)
    }
}

extension Character {
    var isASCIIDigit: Bool { isASCII && isWholeNumber }
}

extension CalendarDate {
    /// The day on which `date` falls in `timeZone`.
    public init(_ date: Date, in timeZone: TimeZone = .current) {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let parts = calendar.dateComponents([.year, .month, .day], from: date)
        self.init(year: parts.year!, month: parts.month!, day: parts.day!)!
    }

    /// Today in the user's time zone.
    public static var today: CalendarDate { CalendarDate(Date()) }

    /// `03.11.2025`, the way Norwegian letters and forms write a date.
    public var norwegianNumeric: String {
        "\(Self.pad(day, 2)).\(Self.pad(month, 2)).\(Self.pad(year, 4))"
    }
}
