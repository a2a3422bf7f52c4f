import ArkivatorCore
import Testing

@Suite("Cleaning log lines of fødselsnumre")
struct LogRedactionTests {
    @Test("every way a number can be written goes, valid or not", arguments: [
        "11028425769", "110284 25769", "110284-25769", "110284.25769", "110284+25769",
        "110284%2025769", "110284%2d25769", "110284%2D25769", "12345678901", "110284  25769", "110284\u{00A0}25769",
        "110284 - 25769", "110284%C2%A025769", "11O284 25769",
        // The forms of the issue that found the redactor wanting, a number with valid control digits and one without.
        "150379_10055", "15 03 79 10055", "150379-10055", "15.03.79 10055", "110284_25760", "11 02 84 25769", "11.02.84-25769",
    ])
    func removed(_ written: String) {
        let line = "GET /?q=\(written)&side=2 200"
        let cleaned = LogRedaction.sanitized(line)
        #expect(cleaned == "GET /?q=\(LogRedaction.mark)&side=2 200")
    }

    @Test("other numbers stay: shorter, longer, and account numbers")
    func kept() {
        for line in ["job 1234567890", "id 123456789012", "konto 1234.56.78901", "2025-11-03 14:30", "tlf 22 11 22 33",
                     "2025-11-03 14:30:12 id 12345", "f_12_34_56_78"] {
            #expect(LogRedaction.sanitized(line) == line)
        }
    }
}
