import Foundation

/// JSON as the assistant's wire and its answers need it. Numbers keep the text they were
/// written as, so that an integer is told from a fraction and `true` from `1`, which
/// `JSONSerialization` blurs on some platforms; objects keep their members in order.
enum JSONValue: Sendable, Hashable {
    case null
    case bool(Bool)
    case number(String)
    case string(String)
    case array([JSONValue])
    case object([(key: String, value: JSONValue)])

    static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
        switch (lhs, rhs) {
        case (.null, .null): true
        case (.bool(let a), .bool(let b)): a == b
        case (.number(let a), .number(let b)): a == b
        case (.string(let a), .string(let b)): a == b
        case (.array(let a), .array(let b)): a == b
        case (.object(let a), .object(let b)): a.map(\.key) == b.map(\.key) && a.map(\.value) == b.map(\.value)
        default: false
        }
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(serialized(sortingKeys: true))
    }

    init(_ number: Int) { self = .number(String(number)) }

    subscript(key: String) -> JSONValue? {
        guard case .object(let members) = self else { return nil }
        // The last of a repeated name wins, as most parsers have it.
        return members.last { $0.key == key }?.value
    }

    var stringValue: String? {
        if case .string(let text) = self { return text }
        return nil
    }

    var arrayValue: [JSONValue]? {
        if case .array(let values) = self { return values }
        return nil
    }

    var boolValue: Bool? {
        if case .bool(let value) = self { return value }
        return nil
    }

    var intValue: Int? {
        if case .number(let literal) = self { return Int(literal) }
        return nil
    }

    var doubleValue: Double? {
        if case .number(let literal) = self { return Double(literal) }
        return nil
    }

    var isNull: Bool { self == .null }

    var members: [(key: String, value: JSONValue)]? {
        if case .object(let members) = self { return members }
        return nil
    }

    // MARK: Writing

    func serialized(sortingKeys: Bool = false) -> String {
        var out = ""
        write(to: &out, sortingKeys: sortingKeys)
        return out
    }

    private func write(to out: inout String, sortingKeys: Bool) {
        switch self {
        case .null: out += "null"
        case .bool(let value): out += value ? "true" : "false"
        case .number(let literal): out += literal
        case .string(let text): Self.quote(text, into: &out)
        case .array(let values):
            out += "["
            for (index, value) in values.enumerated() {
                if index > 0 { out += "," }
                value.write(to: &out, sortingKeys: sortingKeys)
            }
            out += "]"
        case .object(let members):
            out += "{"
            let ordered = sortingKeys ? members.sorted { $0.key < $1.key } : members
            for (index, member) in ordered.enumerated() {
                if index > 0 { out += "," }
                Self.quote(member.key, into: &out)
                out += ":"
                member.value.write(to: &out, sortingKeys: sortingKeys)
            }
            out += "}"
        }
    }

    private static func quote(_ text: String, into out: inout String) {
        out += "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where scalar.value < 0x20 || scalar.value == 0x2028 || scalar.value == 0x2029:
                let hex = String(scalar.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        out += "\""
    }

    // MARK: Reading

    /// The whole of `data` as one JSON value, nil when it is not exactly that.
    static func parse(_ data: Data) -> JSONValue? {
        let bytes = [UInt8](data)
        var parser = Parser(bytes: bytes, index: 0)
        guard let value = parser.value() else { return nil }
        parser.skipWhitespace()
        return parser.index == bytes.count ? value : nil
    }

    static func parse(_ text: String) -> JSONValue? { parse(Data(text.utf8)) }

    /// The JSON objects standing on their own in `text`, prose and code fences around them
    /// skipped: a brace that starts no valid object is taken as prose.
    static func objects(in text: String) -> [JSONValue] {
        let bytes = Array(text.utf8)
        var found: [JSONValue] = []
        var start = 0
        while start < bytes.count {
            guard bytes[start] == UInt8(ascii: "{") else {
                start += 1
                continue
            }
            var parser = Parser(bytes: bytes, index: start)
            if let value = parser.value() {
                found.append(value)
                start = parser.index
            } else {
                start += 1
            }
        }
        return found
    }

    private struct Parser {
        let bytes: [UInt8]
        var index: Int
        var depth = 0

        // Deep enough for any answer worth reading, shallow enough that a hostile one cannot
        // exhaust the stack.
        static let maximumDepth = 64

        mutating func skipWhitespace() {
            while index < bytes.count, [0x20, 0x0A, 0x0D, 0x09].contains(bytes[index]) { index += 1 }
        }

        mutating func value() -> JSONValue? {
            skipWhitespace()
            guard index < bytes.count else { return nil }
            switch bytes[index] {
            case UInt8(ascii: "{"): return object()
            case UInt8(ascii: "["): return array()
            case UInt8(ascii: "\""): return string().map(JSONValue.string)
            case UInt8(ascii: "t"): return literal("true", .bool(true))
            case UInt8(ascii: "f"): return literal("false", .bool(false))
            case UInt8(ascii: "n"): return literal("null", .null)
            default: return number()
            }
        }

        private mutating func literal(_ word: String, _ value: JSONValue) -> JSONValue? {
            let expected = Array(word.utf8)
            guard index + expected.count <= bytes.count, Array(bytes[index..<index + expected.count]) == expected else { return nil }
            index += expected.count
            return value
        }

        private mutating func object() -> JSONValue? {
            depth += 1
            defer { depth -= 1 }
            guard depth <= Self.maximumDepth else { return nil }
            index += 1
            var members: [(key: String, value: JSONValue)] = []
            skipWhitespace()
            if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
                index += 1
                return .object(members)
            }
            while true {
                skipWhitespace()
                guard index < bytes.count, bytes[index] == UInt8(ascii: "\""), let key = string() else { return nil }
                skipWhitespace()
                guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { return nil }
                index += 1
                guard let value = value() else { return nil }
                members.append((key, value))
                skipWhitespace()
                guard index < bytes.count else { return nil }
                if bytes[index] == UInt8(ascii: ",") {
                    index += 1
                } else if bytes[index] == UInt8(ascii: "}") {
                    index += 1
                    return .object(members)
                } else {
                    return nil
                }
            }
        }

        private mutating func array() -> JSONValue? {
            depth += 1
            defer { depth -= 1 }
            guard depth <= Self.maximumDepth else { return nil }
            index += 1
            var values: [JSONValue] = []
            skipWhitespace()
            if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
                index += 1
                return .array(values)
            }
            while true {
                guard let value = value() else { return nil }
                values.append(value)
                skipWhitespace()
                guard index < bytes.count else { return nil }
                if bytes[index] == UInt8(ascii: ",") {
                    index += 1
                } else if bytes[index] == UInt8(ascii: "]") {
                    index += 1
                    return .array(values)
                } else {
                    return nil
                }
            }
        }

        private mutating func string() -> String? {
            let bytes = self.bytes
            index += 1
            var scalars = String.UnicodeScalarView()
            var run = index
            func flush(upTo end: Int) {
                if end > run { scalars.append(contentsOf: String(decoding: bytes[run..<end], as: UTF8.self).unicodeScalars) }
            }
            while index < bytes.count {
                let byte = bytes[index]
                if byte == UInt8(ascii: "\"") {
                    flush(upTo: index)
                    index += 1
                    return String(scalars)
                }
                if byte < 0x20 { return nil }
                if byte != UInt8(ascii: "\\") {
                    index += 1
                    continue
                }
                flush(upTo: index)
                index += 1
                guard index < bytes.count else { return nil }
                let escape = bytes[index]
                index += 1
                switch escape {
                case UInt8(ascii: "\""): scalars.append("\"")
                case UInt8(ascii: "\\"): scalars.append("\\")
                case UInt8(ascii: "/"): scalars.append("/")
                case UInt8(ascii: "b"): scalars.append("\u{08}")
                case UInt8(ascii: "f"): scalars.append("\u{0C}")
                case UInt8(ascii: "n"): scalars.append("\n")
                case UInt8(ascii: "r"): scalars.append("\r")
                case UInt8(ascii: "t"): scalars.append("\t")
                case UInt8(ascii: "u"):
                    guard let unit = hex4() else { return nil }
                    if (0xD800..<0xDC00).contains(unit), index + 1 < bytes.count,
                       bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") {
                        index += 2
                        guard let low = hex4(), (0xDC00..<0xE000).contains(low) else { return nil }
                        let combined = 0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00)
                        scalars.append(Unicode.Scalar(combined) ?? "\u{FFFD}")
                    } else {
                        // A lone surrogate cannot be a scalar; it stands as the replacement character.
                        scalars.append(Unicode.Scalar(unit) ?? "\u{FFFD}")
                    }
                default: return nil
                }
                run = index
            }
            return nil
        }

        private mutating func hex4() -> UInt32? {
            guard index + 4 <= bytes.count,
                  let value = UInt32(String(decoding: bytes[index..<index + 4], as: UTF8.self), radix: 16) else { return nil }
            index += 4
            return value
        }

        private mutating func number() -> JSONValue? {
            let start = index
            if index < bytes.count, bytes[index] == UInt8(ascii: "-") { index += 1 }
            let integerStart = index
            let integerDigits = skipDigits()
            guard integerDigits > 0 else { return nil }
            if integerDigits > 1, bytes[integerStart] == UInt8(ascii: "0") { return nil }
            if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
                index += 1
                guard skipDigits() > 0 else { return nil }
            }
            if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
                index += 1
                if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
                guard skipDigits() > 0 else { return nil }
            }
            return .number(String(decoding: bytes[start..<index], as: UTF8.self))
        }

        private mutating func skipDigits() -> Int {
            let first = index
            while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) { index += 1 }
            return index - first
        }
    }
}

extension JSONValue: ExpressibleByStringLiteral, ExpressibleByBooleanLiteral, ExpressibleByIntegerLiteral,
    ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral {
    init(stringLiteral value: String) { self = .string(value) }
    init(booleanLiteral value: Bool) { self = .bool(value) }
    init(integerLiteral value: Int) { self = .number(String(value)) }
    init(arrayLiteral elements: JSONValue...) { self = .array(elements) }
    init(dictionaryLiteral elements: (String, JSONValue)...) { self = .object(elements.map { (key: $0.0, value: $0.1) }) }
}
