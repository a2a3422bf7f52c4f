import Foundation
import Testing
@testable import ArkivatorCore

@Suite("Calendar dates")
struct CalendarDateTests {
    @Test("ISO dates parse and print back", arguments: ["2025-01-02", "2024-02-29", "2000-02-29", "1999-12-31", "0999-01-01", "9999-12-31"])
    func roundTrip(text: String) throws {
        let date = try #require(CalendarDate(iso: text))
        #expect(date.iso == text)
        #expect(date.description == text)
    }

    @Test("the parts are the ones written")
    func parts() throws {
        let date = try #require(CalendarDate(iso: "2025-11-03"))
        #expect((date.year, date.month, date.day) == (2025, 11, 3))
        #expect(CalendarDate(year: 2025, month: 11, day: 3) == date)
    }

    @Test("malformed or impossible dates are refused", arguments: [
        "2025-1-3", "2025-01-3", "25-01-03", "2025-13-01", "2025-00-10", "2025-01-00", "2025-01-32", "2025-04-31",
        "2025-02-29", "1900-02-29", "2100-02-29", "0000-01-01", "20250103", "2025/01/03", "03.01.2025",
        " 2025-01-03", "2025-01-03 ", "2025-01-03T10:00", "+025-01-03", "2025-+1-03", "-2025-01-03", "2025--01-03",
        "２０２５-01-03", "2025-01-0a", "", "2025-01", "2025-01-03-04",
    ])
    func refused(text: String) {
        #expect(CalendarDate(iso: text) == nil)
    }

    @Test("days since 1970 agree with Foundation's Gregorian calendar in UTC")
    func daysSince1970() throws {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = try #require(TimeZone(identifier: "UTC"))
        let epoch = try #require(calendar.date(from: DateComponents(year: 1970, month: 1, day: 1)))
        var generator = SystemRandomNumberGenerator()
        let fixed = [(1970, 1, 1), (1969, 12, 31), (2000, 2, 29), (1900, 3, 1), (1600, 2, 29), (9999, 12, 31)]
        let random = (0..<500).map { _ in
            // Foundation's calendar is Julian before 1583; the constants below cover those years.
            (Int.random(in: 1583...9999, using: &generator), Int.random(in: 1...12, using: &generator), Int.random(in: 1...28, using: &generator))
        }
        for (year, month, day) in fixed + random {
            let date = try #require(CalendarDate(year: year, month: month, day: day))
            var components = DateComponents(year: year, month: month, day: day)
            components.calendar = calendar
            let instant = try #require(calendar.date(from: components))
            let days = try #require(calendar.dateComponents([.day], from: epoch, to: instant).day)
            #expect(date.daysSince1970 == days, "\(date)")
        }
        #expect(try #require(CalendarDate(iso: "0001-01-01")).daysSince1970 == -719_162)
        #expect(try #require(CalendarDate(iso: "1970-01-01")).daysSince1970 == 0)
        #expect(try #require(CalendarDate(iso: "2000-03-01")).daysSince1970 == 11_017)
    }

    @Test("a date is read the same from a part of a longer text")
    func substrings() throws {
        let text = "2025-03-09T10:30 og mer"
        #expect(CalendarDate(iso: text.prefix(10)) == CalendarDate(year: 2025, month: 3, day: 9))
        #expect(LocalDateTime(iso: text.prefix(16))?.iso == "2025-03-09T10:30")
        #expect(CalendarDate(iso: text.prefix(11)) == nil)
    }

    @Test("leap years follow the Gregorian rule")
    func leapYears() {
        #expect(CalendarDate.isLeapYear(2024))
        #expect(CalendarDate.isLeapYear(2000))
        #expect(!CalendarDate.isLeapYear(1900))
        #expect(!CalendarDate.isLeapYear(2025))
        #expect(CalendarDate.daysIn(month: 2, year: 2024) == 29)
        #expect(CalendarDate.daysIn(month: 2, year: 2100) == 28)
        #expect(CalendarDate.daysIn(month: 4, year: 2025) == 30)
        #expect(CalendarDate.daysIn(month: 12, year: 2025) == 31)
        #expect(CalendarDate(year: 2024, month: 2, day: 29) != nil)
        #expect(CalendarDate(year: 2023, month: 2, day: 29) == nil)
        #expect(CalendarDate(year: 10_000, month: 1, day: 1) == nil)
        #expect(CalendarDate(year: 2025, month: 6, day: 31) == nil)
    }

    @Test("dates order by year, then month, then day")
    func ordering() throws {
        let texts = ["2025-01-02", "2024-12-31", "2025-02-01", "2025-01-10", "2024-01-31", "2025-01-02"]
        let dates = try texts.map { try #require(CalendarDate(iso: $0)) }
        #expect(dates.sorted().map(\.iso) == ["2024-01-31", "2024-12-31", "2025-01-02", "2025-01-02", "2025-01-10", "2025-02-01"])
        #expect(dates[0] == dates[5])
        #expect(!(dates[0] < dates[5]))
        #expect(Set(dates).count == 5)
    }

    @Test("a date encodes as its ISO string and decodes back")
    func codable() throws {
        let date = try #require(CalendarDate(iso: "2025-03-09"))
        let data = try JSONEncoder().encode([date])
        #expect(String(decoding: data, as: UTF8.self) == "[\"2025-03-09\"]")
        #expect(try JSONDecoder().decode([CalendarDate].self, from: data) == [date])
    }

    @Test("decoding a bad date is an error", arguments: ["[\"2025-2-30\"]", "[\"2025-02-30\"]", "[20250230]", "[null]"])
    func decodingBadDates(json: String) {
        #expect(throws: DecodingError.self) { try JSONDecoder().decode([CalendarDate].self, from: Data(json.utf8)) }
    }
}

@Suite("Local date-times")
struct LocalDateTimeTests {
    @Test("appointments parse with one or two digit hours and print with two", arguments: [
        ("2025-01-14T08:30", "2025-01-14T08:30"), ("2025-01-14T8:30", "2025-01-14T08:30"),
        ("2025-01-14T8:5", "2025-01-14T08:05"), ("2024-02-29T23:59", "2024-02-29T23:59"),
        ("2025-12-31T00:00", "2025-12-31T00:00"),
    ])
    func parse(text: String, iso: String) throws {
        let time = try #require(LocalDateTime(iso: text))
        #expect(time.iso == iso)
        #expect(time.description == iso)
        #expect(LocalDateTime(iso: iso) == time)
    }

    @Test("malformed appointments are refused", arguments: [
        "2025-01-14T24:00", "2025-01-14T12:60", "2025-01-14 08:30", "2025-01-14T08:30:00", "2025-01-14T",
        "2025-01-14", "2025-01-14T083:0", "2025-01-14T08:", "2025-01-14T:30", "2025-1-14T08:30", "2025-02-30T08:30",
        "2025-01-14T-1:30", "2025-01-14T08:30Z", "2025-01-14t08:30", "T08:30", "2025-01-14T08-30", "2025-01-14TT08:30",
    ])
    func refused(text: String) {
        #expect(LocalDateTime(iso: text) == nil)
    }

    @Test("appointments order by date, then hour, then minute")
    func ordering() throws {
        let times = try ["2025-01-14T08:30", "2025-01-13T23:59", "2025-01-14T08:05", "2025-01-14T10:00"]
            .map { try #require(LocalDateTime(iso: $0)) }
        #expect(times.sorted().map(\.iso) == ["2025-01-13T23:59", "2025-01-14T08:05", "2025-01-14T08:30", "2025-01-14T10:00"])
    }

    @Test("an appointment encodes as its ISO string and decodes back")
    func codable() throws {
        let time = try #require(LocalDateTime(iso: "2025-01-14T8:30"))
        let data = try JSONEncoder().encode(["time": time])
        #expect(String(decoding: data, as: UTF8.self) == "{\"time\":\"2025-01-14T08:30\"}")
        #expect(try JSONDecoder().decode([String: LocalDateTime].self, from: data)["time"] == time)
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode([LocalDateTime].self, from: Data("[\"2025-01-14T25:00\"]".utf8))
        }
    }

    @Test("hours and minutes out of range are refused by the initializer")
    func initializer() throws {
        let date = try #require(CalendarDate(iso: "2025-01-14"))
        #expect(LocalDateTime(date: date, hour: 0, minute: 0) != nil)
        #expect(LocalDateTime(date: date, hour: 24, minute: 0) == nil)
        #expect(LocalDateTime(date: date, hour: 12, minute: -1) == nil)
    }
}
