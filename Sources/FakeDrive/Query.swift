import Foundation

/// A parsed Drive `q` expression. Unknown terms are errors, never ignored: a fake that
/// silently matched everything would let a client's malformed query pass its tests.
indirect enum Query: Sendable {
    case and(Query, Query)
    case or(Query, Query)
    case not(Query)
    case term(QueryTerm)

    init(parsing text: String) throws(GoogleError) {
        var parser = QueryParser(tokens: try QueryLexer.tokens(of: text))
        self = try parser.parseAll()
    }

    func matches(_ file: DriveFile, rootID: String) -> Bool {
        switch self {
        case .and(let left, let right): left.matches(file, rootID: rootID) && right.matches(file, rootID: rootID)
        case .or(let left, let right): left.matches(file, rootID: rootID) || right.matches(file, rootID: rootID)
        case .not(let inner): !inner.matches(file, rootID: rootID)
        case .term(let term): term.matches(file, rootID: rootID)
        }
    }
}

enum StringOperator: Sendable { case equals, notEquals, contains }
enum ComparisonOperator: String, Sendable { case less = "<", lessOrEqual = "<=", greater = ">", greaterOrEqual = ">=", equals = "=", notEquals = "!=" }
enum TimeField: Sendable { case created, modified }

enum QueryTerm: Sendable {
    case name(StringOperator, String)
    case mimeType(StringOperator, String)
    case inParents(String)
    case trashed(equals: Bool, value: Bool)
    case appProperty(key: String, value: String)
    case time(TimeField, ComparisonOperator, Date)

    func matches(_ file: DriveFile, rootID: String) -> Bool {
        let record = file.record
        switch self {
        case .name(let op, let value):
            switch op {
            case .equals: return record.name == value
            case .notEquals: return record.name != value
            // Drive's `name contains` only matches from the start of the name (contract §1.2).
            case .contains: return record.name.lowercased().hasPrefix(value.lowercased())
            }
        case .mimeType(let op, let value):
            switch op {
            case .equals: return record.mimeType == value
            case .notEquals: return record.mimeType != value
            case .contains: return record.mimeType.lowercased().contains(value.lowercased())
            }
        case .inParents(let id):
            return record.parent == (id == "root" ? rootID : id)
        case .trashed(let equals, let value):
            return (file.trashed == value) == equals
        case .appProperty(let key, let value):
            return record.appProperties[key] == value
        case .time(let field, let op, let bound):
            let time = field == .created ? record.createdTime : record.modifiedTime
            switch op {
            case .less: return time < bound
            case .lessOrEqual: return time <= bound
            case .greater: return time > bound
            case .greaterOrEqual: return time >= bound
            case .equals: return time == bound
            case .notEquals: return time != bound
            }
        }
    }
}

enum QueryToken: Equatable, Sendable {
    case word(String)
    case string(String)
    case symbol(String)

    func isWord(_ keyword: String) -> Bool {
        if case .word(let word) = self { return word.lowercased() == keyword.lowercased() }
        return false
    }
}

enum QueryLexer {
    static func tokens(of text: String) throws(GoogleError) -> [QueryToken] {
        var tokens: [QueryToken] = []
        let characters = Array(text)
        var index = 0
        while index < characters.count {
            let character = characters[index]
            if character.isWhitespace {
                index += 1
            } else if character == "'" {
                var value = ""
                index += 1
                var closed = false
                while index < characters.count {
                    let next = characters[index]
                    if next == "\\" {
                        index += 1
                        guard index < characters.count else { break }
                        value.append(characters[index])
                    } else if next == "'" {
                        closed = true
                        break
                    } else {
                        value.append(next)
                    }
                    index += 1
                }
                guard closed else { throw GoogleError.invalidValue("q") }
                index += 1
                tokens.append(.string(value))
            } else if "(){},".contains(character) {
                tokens.append(.symbol(String(character)))
                index += 1
            } else if "=<>!".contains(character) {
                var symbol = String(character)
                if index + 1 < characters.count, characters[index + 1] == "=" {
                    symbol.append("=")
                    index += 1
                }
                guard symbol != "!" else { throw GoogleError.invalidValue("q") }
                tokens.append(.symbol(symbol))
                index += 1
            } else if character.isLetter || character.isNumber || character == "_" {
                var word = ""
                while index < characters.count,
                      characters[index].isLetter || characters[index].isNumber || characters[index] == "_" {
                    word.append(characters[index])
                    index += 1
                }
                tokens.append(.word(word))
            } else {
                throw GoogleError.invalidValue("q")
            }
        }
        return tokens
    }
}

/// Recursive descent over: or := and ("or" and)* ; and := unary ("and" unary)* ;
/// unary := "not" unary | "(" or ")" | term.
struct QueryParser {
    let tokens: [QueryToken]
    var position = 0

    init(tokens: [QueryToken]) { self.tokens = tokens }

    mutating func parseAll() throws(GoogleError) -> Query {
        let query = try parseOr()
        guard position == tokens.count else { throw GoogleError.invalidValue("q") }
        return query
    }

    private var current: QueryToken? { position < tokens.count ? tokens[position] : nil }

    private mutating func next() throws(GoogleError) -> QueryToken {
        guard let token = current else { throw GoogleError.invalidValue("q") }
        position += 1
        return token
    }

    private mutating func expect(_ token: QueryToken) throws(GoogleError) {
        guard try next() == token else { throw GoogleError.invalidValue("q") }
    }

    private mutating func expectWord(_ keyword: String) throws(GoogleError) {
        guard try next().isWord(keyword) else { throw GoogleError.invalidValue("q") }
    }

    private mutating func expectString() throws(GoogleError) -> String {
        guard case .string(let value) = try next() else { throw GoogleError.invalidValue("q") }
        return value
    }

    private mutating func parseOr() throws(GoogleError) -> Query {
        var query = try parseAnd()
        while current?.isWord("or") == true {
            position += 1
            query = .or(query, try parseAnd())
        }
        return query
    }

    private mutating func parseAnd() throws(GoogleError) -> Query {
        var query = try parseUnary()
        while current?.isWord("and") == true {
            position += 1
            query = .and(query, try parseUnary())
        }
        return query
    }

    private mutating func parseUnary() throws(GoogleError) -> Query {
        if current?.isWord("not") == true {
            position += 1
            return .not(try parseUnary())
        }
        if current == .symbol("(") {
            position += 1
            let inner = try parseOr()
            try expect(.symbol(")"))
            return inner
        }
        return .term(try parseTerm())
    }

    private mutating func parseTerm() throws(GoogleError) -> QueryTerm {
        switch try next() {
        case .string(let id):
            try expectWord("in")
            try expectWord("parents")
            return .inParents(id)
        case .word("name"):
            return .name(try parseStringOperator(), try expectString())
        case .word("mimeType"):
            return .mimeType(try parseStringOperator(), try expectString())
        case .word("trashed"):
            let equals: Bool
            switch try next() {
            case .symbol("="): equals = true
            case .symbol("!="): equals = false
            default: throw GoogleError.invalidValue("q")
            }
            let token = try next()
            if token.isWord("true") { return .trashed(equals: equals, value: true) }
            if token.isWord("false") { return .trashed(equals: equals, value: false) }
            throw GoogleError.invalidValue("q")
        case .word("appProperties"):
            try expectWord("has")
            try expect(.symbol("{"))
            try expectWord("key")
            try expect(.symbol("="))
            let key = try expectString()
            try expectWord("and")
            try expectWord("value")
            try expect(.symbol("="))
            let value = try expectString()
            try expect(.symbol("}"))
            return .appProperty(key: key, value: value)
        case .word("createdTime"):
            return try parseTime(.created)
        case .word("modifiedTime"):
            return try parseTime(.modified)
        default:
            throw GoogleError.invalidValue("q")
        }
    }

    private mutating func parseStringOperator() throws(GoogleError) -> StringOperator {
        let token = try next()
        switch token {
        case .symbol("="): return .equals
        case .symbol("!="): return .notEquals
        case _ where token.isWord("contains"): return .contains
        default: throw GoogleError.invalidValue("q")
        }
    }

    private mutating func parseTime(_ field: TimeField) throws(GoogleError) -> QueryTerm {
        guard case .symbol(let symbol) = try next(), let op = ComparisonOperator(rawValue: symbol) else {
            throw GoogleError.invalidValue("q")
        }
        guard let date = Timestamp.parse(try expectString()) else { throw GoogleError.invalidValue("q") }
        return .time(field, op, date)
    }
}
