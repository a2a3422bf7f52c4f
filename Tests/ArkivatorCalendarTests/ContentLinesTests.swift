@testable import ArkivatorCalendar
import Foundation
import Testing

@Suite("Content lines: folding and escaping")
struct ContentLinesTests {
    @Test("A line is folded at 75 octets and never inside a character, whatever lies at the fold",
          arguments: [String(repeating: "æøå", count: 40), String(repeating: "😀", count: 30),
                      "Time på sykehus – Åse 👨‍👩‍👧‍👦 " + String(repeating: "🇳🇴", count: 20),
                      String(repeating: "a", count: 200)],
          0..<4)
    func folding(text: String, padding: Int) {
        let line = "SUMMARY:" + String(repeating: "x", count: padding) + text
        let folded = ContentLines.folded(line)
        #expect(folded.hasSuffix("\r\n"))
        let physical = Self.physicalLines(of: folded)
        #expect(physical.count > 1)
        for (index, octets) in physical.enumerated() {
            #expect(octets.count <= 75)
            #expect(index == 0 || octets.first == UInt8(ascii: " "))
            // Octets that began or ended inside a UTF-8 sequence would not decode on their own.
            #expect(String(bytes: octets, encoding: .utf8) != nil)
        }
        // "\r\n" is one Character.
        #expect(String(folded.unfolded.dropLast()) == line)
    }

    /// The octets between CRLFs, as a reader that decodes line by line sees them.
    static func physicalLines(of text: String) -> [[UInt8]] {
        var lines: [[UInt8]] = [[]]
        var octets = Array(text.utf8)[...]
        while let first = octets.first {
            if octets.starts(with: [13, 10]) {
                lines.append([])
                octets = octets.dropFirst(2)
            } else {
                lines[lines.count - 1].append(first)
                octets = octets.dropFirst()
            }
        }
        return Array(lines.dropLast())
    }

    @Test("A short line is one line")
    func shortLine() {
        #expect(ContentLines.folded("VERSION:2.0") == "VERSION:2.0\r\n")
        let exactly75 = "SUMMARY:" + String(repeating: "a", count: 67)
        #expect(ContentLines.folded(exactly75) == exactly75 + "\r\n")
        #expect(ContentLines.folded(exactly75 + "ø") == exactly75 + "\r\n ø\r\n")
    }

    @Test("TEXT escapes backslash, semicolon and comma; every line break is \\n; control characters go")
    func escaping() {
        #expect(ContentLines.escaped(#"C:\brev; Bygg 2, 3. etasje"#) == #"C:\\brev\; Bygg 2\, 3. etasje"#)
        #expect(ContentLines.escaped("én\ntwo\r\nthree\rfour\u{2028}five") == #"én\ntwo\nthree\nfour\nfive"#)
        #expect(ContentLines.escaped("Vedtak\u{1} om\tstønad\u{B}") == "Vedtak om\tstønad")
        #expect(ContentLines.escaped("ÆØÅ 😀") == "ÆØÅ 😀")
    }
}
