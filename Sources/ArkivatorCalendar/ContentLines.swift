import Foundation

/// An iCalendar object as RFC 5545 lays it out: content lines ended by CRLF, each folded to
/// at most 75 octets.
struct ContentLines {
    private(set) var text = ""

    /// Appends `NAME;PARAMETERS:value`; `value` goes out as given, so a TEXT value must be
    /// ``escaped(_:)`` first.
    mutating func append(_ name: String, _ value: String, parameters: String? = nil) {
        let line = parameters.map { "\(name);\($0):\(value)" } ?? "\(name):\(value)"
        text += Self.folded(line)
    }

    /// Appends a property whose value is TEXT: escaped here, so no caller can forget it.
    mutating func appendText(_ name: String, _ value: String) {
        append(name, Self.escaped(value))
    }

    mutating func begin(_ component: String) { append("BEGIN", component) }
    mutating func end(_ component: String) { append("END", component) }

    mutating func append(_ other: ContentLines) { text += other.text }

    /// `line` with CRLF, broken into pieces of at most 75 octets (the leading space of each
    /// continuation counts), never inside a character's UTF-8 sequence: a reader joins the
    /// pieces byte for byte, and one that decodes each physical line first would otherwise see
    /// half a «ø» on either side.
    static func folded(_ line: String) -> String {
        let limit = 75
        var result = ""
        var octetsOnLine = 0
        for scalar in line.unicodeScalars {
            let width = UTF8.width(scalar)
            if octetsOnLine + width > limit {
                result += "\r\n "
                octetsOnLine = 1
            }
            result.unicodeScalars.append(scalar)
            octetsOnLine += width
        }
        return result + "\r\n"
    }

    /// A TEXT value (RFC 5545 §3.3.11): backslash, semicolon and comma escaped, every line
    /// break as `\n`. Other control characters are not allowed in TEXT and are dropped; OCR
    /// leaves them in letters now and then, and one would make the whole feed unreadable.
    static func escaped(_ text: String) -> String {
        var result = ""
        var previousWasCarriageReturn = false
        for scalar in text.unicodeScalars {
            defer { previousWasCarriageReturn = scalar == "\r" }
            switch scalar {
            case "\\": result += "\\\\"
            case ";": result += "\\;"
            case ",": result += "\\,"
            case "\r": result += "\\n"
            case "\n": if !previousWasCarriageReturn { result += "\\n" }
            case "\u{2028}", "\u{2029}", "\u{85}": result += "\\n"
            case "\t": result.unicodeScalars.append(scalar)
            default:
                if scalar.properties.generalCategory == .control { continue }
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
