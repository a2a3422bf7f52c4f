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
    public init?(iso text: some StringProtocol) {
        // Read byte by byte: every list and search row parses its dates, and splitting into
        // characters cost more than the rest of making the row.
        let bytes = text.utf8
        guard bytes.count == 10 else { return nil }
        var year = 0, month = 0, day = 0
        for (offset, byte) in bytes.enumerated() {
            if offset == 4 || offset == 7 {
                guard byte == UInt8(ascii: "-") else { return nil }
                continue
            }
            guard let digit = Self.digit(byte) else { return nil }
            switch offset {
            case ..<4: year = year * 10 + digit
            case ..<7: month = month * 10 + digit
            default: day = day * 10 + digit
            }
        }
        self.init(year: year, month: month, day: day)
    }

    static func digit(_ byte: UInt8) -> Int? {
        (0x30...0x39).contains(byte) ? Int(byte - 0x30) : nil
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

    public init?(iso text: some StringProtocol) {
        let bytes = Array(text.utf8)
        guard bytes.count > 11, bytes[10] == UInt8(ascii: "T"),
              let date = CalendarDate(iso: String(decoding: bytes[..<10], as: UTF8.self))
        else { return nil }
        let clock = bytes[11...].split(separator: UInt8(ascii: ":"), omittingEmptySubsequences: false)
        guard clock.count == 2, clock.allSatisfy({ (1...2).contains($0.count) && $0.allSatisfy { CalendarDate.digit($0) != nil } })
        else { return nil }
        func number(_ digits: ArraySlice<UInt8>) -> Int { digits.reduce(0) { $0 * 10 + Int($1 - 0x30) } }
        self.init(date: date, hour: number(clock[0]), minute: number(clock[1]))
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
