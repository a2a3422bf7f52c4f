import Foundation
import Testing
@testable import ArkivatorCore

// MARK: - Test helpers (independent re-implementation of the classic rule)

/// Computes the two control digits for 9 leading digits under the classic (pre-2032) rule,
/// or nil when k1 or k2 would be 10 (no valid number exists with this prefix).
func classicControlDigits(_ nine: String) -> String? {
    let d = nine.compactMap { $0.wholeNumberValue }
    precondition(d.count == 9 && nine.count == 9)
    let w1 = [3, 7, 6, 1, 8, 9, 4, 5, 2]
    let w2 = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2]
    func control(_ sum: Int) -> Int? {
        let k = 11 - sum % 11
        return k == 11 ? 0 : (k == 10 ? nil : k)
    }
    guard let k1 = control(zip(w1, d).map(*).reduce(0, +)) else { return nil }
    guard let k2 = control(zip(w2, d + [k1]).map(*).reduce(0, +)) else { return nil }
    return "\(k1)\(k2)"
}

/// First valid 11-digit number (classic rule) for `ddmmyy` with an individnummer in `individ`.
func makeNumber(_ ddmmyy: String, individ: ClosedRange<Int>) -> String? {
    precondition(ddmmyy.count == 6)
    for i in individ {
        let nine = ddmmyy + String(String(i + 1000).dropFirst())
        if let k = classicControlDigits(nine) { return nine + k }
    }
    return nil
}

private func lastFive(_ digits: String) -> String { String(digits.suffix(5)) }

// MARK: - Published test vectors

/// Rows of /work/shared/docs/norway/fnr_test_vectors.tsv
/// (columns: number, valid_old_rule, valid_2032_rule, note/source).
private struct Vector: Sendable, CustomTestStringConvertible {
    let number: String
    let validOldRule: Bool
    let valid2032Rule: Bool
    let note: String
    var testDescription: String { "\(number) (\(note))" }
}

private let vectors: [Vector] = [
    .init(number: "02013299997", validOldRule: true, valid2032Rule: true, note: "Skatteetaten nyttfnr2032 example"),
    .init(number: "30108299920", validOldRule: true, valid2032Rule: true, note: "Skatteetaten nyttfnr2032 example"),
    .init(number: "30108299939", validOldRule: false, valid2032Rule: true, note: "Skatteetaten nyttfnr2032 example (k1 with remainder 1)"),
    .init(number: "02013299903", validOldRule: false, valid2032Rule: true, note: "mentioned as possible next number in nyttfnr2032"),
    .init(number: "02013299806", validOldRule: true, valid2032Rule: true, note: "mentioned in nyttfnr2032"),
    .init(number: "41814061033", validOldRule: true, valid2032Rule: true, note: "Tenor D-number (+80 month), Skatteetaten sos-utvidelse-av-dnr-serien.md"),
    .init(number: "15507600333", validOldRule: true, valid2032Rule: true, note: "NAV Dolly synthetic (+40 month) in NAV test code"),
    .init(number: "55507608360", validOldRule: true, valid2032Rule: true, note: "NAV Dolly synthetic D-number in NAV test code"),
    .init(number: "07127595571", validOldRule: false, valid2032Rule: false, note: "NorSynthClinical-PHI fake personnr (fails checksum)"),
]

@Suite("Fødselsnummer")
struct FodselsnummerTests {

    // MARK: Test vectors

    @Test("Every published test vector is accepted exactly when valid_2032_rule is 1", arguments: vectors)
    fileprivate func publishedVector(_ vector: Vector) throws {
        if vector.valid2032Rule {
            let number = try Fodselsnummer(parsing: vector.number)
            #expect(number.digits == vector.number)
        } else {
            #expect(throws: FodselsnummerError.invalidControlDigits) {
                try Fodselsnummer(parsing: vector.number)
            }
            #expect(Fodselsnummer(vector.number) == nil)
        }
    }

    @Test("The test generator agrees with the valid_old_rule column", arguments: vectors)
    fileprivate func generatorMatchesOldRule(_ vector: Vector) {
        let computed = classicControlDigits(String(vector.number.prefix(9)))
        #expect((computed == String(vector.number.suffix(2))) == vector.validOldRule)
    }

    @Test("Published test vectors have the expected kind and birth date", arguments: [
        ("02013299997", Fodselsnummer.Kind.fodselsnummer, CalendarDate(year: 2032, month: 1, day: 2)),
        ("30108299920", .fodselsnummer, .init(year: 1982, month: 10, day: 30)),
        ("02013299806", .fodselsnummer, .init(year: 2032, month: 1, day: 2)),
        ("41814061033", .dAndSyntheticTenor, .init(year: 1940, month: 1, day: 1)),
        ("15507600333", .hNumber, .init(year: 1976, month: 10, day: 15)),
        ("55507608360", .dAndHNumber, .init(year: 1976, month: 10, day: 15)),
    ])
    func vectorKindAndBirthDate(_ text: String, kind: Fodselsnummer.Kind, date: CalendarDate?) throws {
        let number = try Fodselsnummer(parsing: text)
        #expect(number.kind == kind)
        #expect(number.birthDate == date)
    }

    @Test("Numbers that only pass the 2032 rule have no birth date, since their individnummer does not encode the century")
    func rule2032OnlyHasNoBirthDate() throws {
        for text in ["30108299939", "02013299903"] {
            let number = try Fodselsnummer(parsing: text)
            #expect(number.kind == .fodselsnummer)
            #expect(number.birthDate == nil)
        }
    }

    // MARK: Kinds and birth dates from generated numbers

    @Test("An ordinary 1984 birth is a fødselsnummer born in 1984")
    func ordinary1984() throws {
        let text = try #require(makeNumber("150684", individ: 100...499))
        let number = try Fodselsnummer(parsing: text)
        #expect(number.kind == .fodselsnummer)
        #expect(number.birthDate == .init(year: 1984, month: 6, day: 15))
        #expect(number.digits == text)
    }

    @Test("A child born on 29 February 2016 gets the 2000s century from individnummer 500–999")
    func child2016() throws {
        let text = try #require(makeNumber("290216", individ: 500...999))
        let number = try Fodselsnummer(parsing: text)
        #expect(number.kind == .fodselsnummer)
        #expect(number.birthDate == .init(year: 2016, month: 2, day: 29))
    }

    @Test("A D-number adds 40 to the day and keeps the real birth date")
    func dNumber() throws {
        let text = try #require(makeNumber("410180", individ: 100...499))
        let number = try Fodselsnummer(parsing: text)
        #expect(number.kind == .dNumber)
        #expect(number.birthDate == .init(year: 1980, month: 1, day: 1))
    }

    @Test("An H-number adds 40 to the month")
    func hNumber() throws {
        let text = try #require(makeNumber("154684", individ: 0...499))
        let number = try Fodselsnummer(parsing: text)
        #expect(number.kind == .hNumber)
        #expect(number.birthDate == .init(year: 1984, month: 6, day: 15))
    }

    @Test("A Tenor synthetic number adds 80 to the month (born 01.11.2024 → 019124)")
    func tenor() throws {
        let text = try #require(makeNumber("019124", individ: 500...999))
        let number = try Fodselsnummer(parsing: text)
        #expect(number.kind == .syntheticTenor)
        #expect(number.birthDate == .init(year: 2024, month: 11, day: 1))
    }

    @Test("A D-number with an H month offset is a D+H number")
    func dAndH() throws {
        let text = try #require(makeNumber("705299", individ: 900...999))
        let number = try Fodselsnummer(parsing: text)
        #expect(number.kind == .dAndHNumber)
        #expect(number.birthDate == .init(year: 1999, month: 12, day: 30))
    }

    @Test("An individnummer range that is unassigned for the year is accepted without a birth date")
    func unassignedCentury() throws {
        let text = try #require(makeNumber("010170", individ: 750...899))
        let number = try Fodselsnummer(parsing: text)
        #expect(number.kind == .fodselsnummer)
        #expect(number.birthDate == nil)

        // Without a century, 29 February still needs a year that is leap in some century.
        let leap = try #require(makeNumber("290272", individ: 750...899))
        #expect(Fodselsnummer(leap) != nil)
        let notLeap = try #require(makeNumber("290273", individ: 750...899))
        #expect(throws: FodselsnummerError.invalidDate) { try Fodselsnummer(parsing: notLeap) }
    }

    @Test("A D-number where the old and the extended D-number series disagree has no birth date")
    func ambiguousDNumberCentury() throws {
        // Individnummer 200–499 with YY 00–39: 1900s in the old series, 2000s in the extended one.
        let ambiguous = try Fodselsnummer(parsing: try #require(makeNumber("411010", individ: 200...499)))
        #expect(ambiguous.kind == .dNumber)
        #expect(ambiguous.birthDate == nil)
        // Individnummer 000–199 with YY 00–39 is 1900s in both.
        let agreed = try Fodselsnummer(parsing: try #require(makeNumber("411010", individ: 0...199)))
        #expect(agreed.birthDate == .init(year: 1910, month: 10, day: 1))
    }

    // MARK: Written forms

    @Test("The three written forms and surrounding whitespace give the same number")
    func acceptedForms() throws {
        let text = try #require(makeNumber("150684", individ: 100...499))
        let spaced = "\(text.prefix(6)) \(text.suffix(5))"
        let hyphenated = "\(text.prefix(6))-\(text.suffix(5))"
        let forms = [text, spaced, hyphenated, "  \(text)\n", "\t\(hyphenated) "]
        let parsed = try forms.map { try Fodselsnummer(parsing: $0) }
        #expect(Set(parsed).count == 1)
        #expect(parsed.allSatisfy { $0.digits == text })
        #expect(forms.allSatisfy { Fodselsnummer($0) != nil })
    }

    @Test("Other written forms are rejected with the matching error", arguments: [
        ("0101801234", FodselsnummerError.wrongLength),
        ("010180123456", .wrongLength),
        ("", .wrongLength),
        ("   ", .wrongLength),
        ("010180 1234", .wrongLength),
        ("010180-123456", .wrongLength),
        ("0101801234a", .notDigits),
        ("ABCDEFGHIJK", .notDigits),
        ("010180     12345", .notDigits),
        ("010180 -- 12345", .notDigits),
        // Two spaces and a typographic dash part the groups as in a letter; the digits then fail.
        ("010180  12345", .invalidControlDigits),
        ("010180\u{2013}12345", .invalidControlDigits),
        ("0101801-2345", .notDigits),
        ("01.01.80 12345", .notDigits),
        ("010180_12345", .notDigits),
        ("01018012345x", .notDigits),
        ("٠١٠١٨٠١٢٣٤٥", .notDigits),
    ])
    func rejectedForms(_ text: String, error: FodselsnummerError) {
        #expect(throws: error) { try Fodselsnummer(parsing: text) }
        #expect(Fodselsnummer(text) == nil)
    }

    // MARK: Validation

    @Test("Changing either control digit to any other value is rejected")
    func controlDigitOff() throws {
        let text = try #require(makeNumber("150684", individ: 100...499))
        #expect(Fodselsnummer(text) != nil)
        var chars = Array(text)
        for position in [9, 10] {
            let original = chars[position]
            for digit in "0123456789" where digit != original {
                chars[position] = digit
                #expect(throws: FodselsnummerError.invalidControlDigits) {
                    try Fodselsnummer(parsing: String(chars))
                }
            }
            chars[position] = original
        }
    }

    @Test("31 April is rejected while 30 April is accepted")
    func april31() throws {
        let bad = try #require(makeNumber("310484", individ: 0...499))
        #expect(throws: FodselsnummerError.invalidDate) { try Fodselsnummer(parsing: bad) }
        let good = try #require(makeNumber("300484", individ: 0...499))
        #expect(try Fodselsnummer(parsing: good).birthDate == .init(year: 1984, month: 4, day: 30))
    }

    @Test("29 February is rejected in non-leap years, including 1900, and accepted in 2000")
    func leapDay() throws {
        let in1983 = try #require(makeNumber("290283", individ: 0...499))
        #expect(throws: FodselsnummerError.invalidDate) { try Fodselsnummer(parsing: in1983) }
        let in1900 = try #require(makeNumber("290200", individ: 0...499))
        #expect(throws: FodselsnummerError.invalidDate) { try Fodselsnummer(parsing: in1900) }
        let in2000 = try #require(makeNumber("290200", individ: 500...999))
        #expect(try Fodselsnummer(parsing: in2000).birthDate == .init(year: 2000, month: 2, day: 29))
    }

    @Test("Impossible day or month fields are rejected, including FH-numbers and SyntPop +65", arguments: [
        "320184", "000184", "011384", "010084", "013584", "016584", "017284", "723184", "851234", "912345",
    ])
    func impossibleFields(_ ddmmyy: String) throws {
        let text = try #require(makeNumber(ddmmyy, individ: 0...499))
        #expect(throws: FodselsnummerError.invalidDate) { try Fodselsnummer(parsing: text) }
    }

    // MARK: Presentation and storage

    @Test("masked, description, interpolation and dump never show the last five digits")
    func masking() throws {
        let text = try #require(makeNumber("150684", individ: 100...499))
        let number = try Fodselsnummer(parsing: text)
        let hidden = lastFive(text)
        #expect(number.masked == "150684 \u{2022}\u{2022}\u{2022}\u{2022}\u{2022}")
        #expect(number.description == number.masked)
        var dumped = ""
        dump(number, to: &dumped)
        let renderings = [number.masked, number.description, "\(number)", String(reflecting: number), dumped,
                          "\([number])", "\(Fodselsnummer.Occurrence(number: number, range: text.startIndex..<text.endIndex))"]
        for rendering in renderings {
            #expect(!rendering.contains(hidden), "leaked in: \(rendering)")
            #expect(!rendering.contains(text))
        }
    }

    @Test("Codable stores the plain 11 digits and round-trips")
    func codable() throws {
        let text = try #require(makeNumber("019124", individ: 500...999))
        let number = try Fodselsnummer(parsing: text)
        let data = try JSONEncoder().encode([number])
        #expect(String(decoding: data, as: UTF8.self) == "[\"\(text)\"]")
        let decoded = try JSONDecoder().decode([Fodselsnummer].self, from: data)
        #expect(decoded == [number])
        #expect(decoded[0].kind == .syntheticTenor)
        #expect(decoded[0].birthDate == number.birthDate)
    }

    @Test("Decoding an invalid number fails")
    func decodingInvalid() {
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode([Fodselsnummer].self, from: Data("[\"07127595571\"]".utf8))
        }
    }

    // MARK: Scanner

    @Test("The scanner finds all three forms in a Norwegian sentence with correct ranges")
    func scannerFindsForms() throws {
        let a = try #require(makeNumber("010180", individ: 100...499))
        let b = try #require(makeNumber("290216", individ: 500...999))
        let c = try #require(makeNumber("410180", individ: 100...499))
        let bSpaced = "\(b.prefix(6)) \(b.suffix(5))"
        let cHyphenated = "\(c.prefix(6))-\(c.suffix(5))"
        let p1 = "Pasient: Ola Nordmann, f.nr. "
        let p2 = ". Barnet (fnr. "
        let p3 = ") bor på Tøyen; mor har D-nr. "
        let text = p1 + a + p2 + bSpaced + p3 + cHyphenated + ", født 01.01.1980 i Bærum."

        let found = Fodselsnummer.occurrences(in: text)
        #expect(found.map(\.number.digits) == [a, b, c])
        #expect(found.map { String(text[$0.range]) } == [a, bSpaced, cHyphenated])
        let offsets = found.map { text.distance(from: text.startIndex, to: $0.range.lowerBound) }
        #expect(offsets == [p1.count, p1.count + 11 + p2.count, p1.count + 11 + p2.count + 12 + p3.count])
        #expect(found.map { text.distance(from: $0.range.lowerBound, to: $0.range.upperBound) } == [11, 12, 12])
        #expect(found.map(\.number.kind) == [.fodselsnummer, .fodselsnummer, .dNumber])
    }

    @Test("The scanner ignores invalid 11-digit numbers, longer digit runs and plain dates")
    func scannerIgnores() throws {
        let valid = try #require(makeNumber("150684", individ: 100...499))
        let invalid = "12345678903"
        #expect(Fodselsnummer(invalid) == nil)
        let orderNumber = "07127595571"
        #expect(Fodselsnummer(orderNumber) == nil)
        let text = "Konto \(invalid) (1234.56.78903), ordre \(orderNumber), ref 99\(valid), "
            + "\(valid)7, 1\(valid.prefix(6)) \(valid.suffix(5)), \(valid.prefix(6)) \(valid.suffix(5))0, "
            + "\(valid.prefix(6)) / \(valid.suffix(5)), født 01.01.1980 og 010180."
        #expect(Fodselsnummer.occurrences(in: text).isEmpty)

        // Control: the same number on its own is found.
        let alone = "ref \(valid)."
        let found = Fodselsnummer.occurrences(in: alone)
        #expect(found.count == 1)
        #expect(found.first.map { String(alone[$0.range]) } == valid)
    }

    @Test("The scanner reports a number next to letters and handles text without digits")
    func scannerEdges() throws {
        let valid = try #require(makeNumber("150684", individ: 100...499))
        #expect(Fodselsnummer.occurrences(in: "").isEmpty)
        #expect(Fodselsnummer.occurrences(in: "Ingen nummer her: æøå 🇳🇴").isEmpty)
        let text = "fnr:\(valid)🇳🇴"
        let found = Fodselsnummer.occurrences(in: text)
        #expect(found.map { String(text[$0.range]) } == [valid])
    }
}
