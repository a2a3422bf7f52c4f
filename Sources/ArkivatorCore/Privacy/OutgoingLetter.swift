import Foundation

/// A letter's text as it may leave the machine for an assistant: what «Se hva som sendes»
/// shows, word for word. Every fødselsnummer is taken out (the one detector), the family's
/// names become roles unless the user allows names, and addresses and telephone numbers are
/// taken out. What was taken out is counted, never kept.
public struct OutgoingLetter: Sendable, Hashable {
    public var text: String
    public var removedFodselsnumre: Int
    public var replacedNames: Int
    public var removedAddresses: Int
    public var removedPhoneNumbers: Int

    public static let fodselsnummerMark = "[fødselsnummer]"
    public static let addressMark = "[adresse]"
    public static let phoneMark = "[telefonnummer]"

    /// `text` minimised. `person` is whom the letter is about («Pasienten»); the rest of
    /// `family` are named by their relationship («barnet», «partneren»).
    public init(_ text: String, person: FamilyMember?, family: [FamilyMember], allowingNames: Bool = false) {
        var text = text
        let numbers = Fodselsnummer.findings(in: text)
        for finding in numbers.reversed() { text.replaceSubrange(finding.range, with: Self.fodselsnummerMark) }
        removedFodselsnumre = numbers.count

        var replaced = 0
        if !allowingNames {
            for (name, role) in Self.roles(person: person, family: family) {
                replaced += Self.replace(&text, name, with: role)
            }
        }
        replacedNames = replaced

        removedAddresses = Self.replace(&text, Self.postBox, with: Self.addressMark)
            + Self.replace(&text, Self.street, with: Self.addressMark)
            + Self.replace(&text, Self.postalTown, with: Self.addressMark)
        removedPhoneNumbers = Self.replace(&text, Self.phone, with: Self.phoneMark)
        self.text = text
    }

    /// Each name a member may be written by, longest first so that «Oliver Hansen» goes whole
    /// before «Oliver»; a surname the family shares stands for no one and goes as «familien».
    static func roles(person: FamilyMember?, family: [FamilyMember]) -> [(String, String)] {
        var members = family
        if let person, !members.contains(where: { $0.name == person.name }) { members.append(person) }
        var roles: [(String, String)] = []
        var surnames: [String: Int] = [:]
        for member in members {
            let role = member.name == person?.name ? "pasienten" : role(of: member.relationship)
            let parts = member.name.split(separator: " ").map(String.init).filter { $0.count > 1 }
            roles.append((member.name, role))
            if let first = parts.first { roles.append((first, role)) }
            if parts.count > 2 { roles.append((parts.dropLast().joined(separator: " "), role)) }
            if let last = parts.last, parts.count > 1 { surnames[last, default: 0] += 1 }
        }
        roles += surnames.keys.map { ($0, "familien") }
        return roles.sorted { $0.0.count > $1.0.count }
    }

    /// The word for a member from the relationship the user typed for them.
    static func role(of relationship: String) -> String {
        let words = relationship.lowercased()
        if ["barn", "sønn", "son", "datter", "dotter", "jente", "gutt"].contains(where: words.contains) { return "barnet" }
        if ["ektefelle", "partner", "samboer", "sambuar", "kone", "mann", "kjæreste"].contains(where: words.contains) { return "partneren" }
        if ["mor", "far", "mamma", "pappa", "forelder", "foreldre"].contains(where: words.contains) { return "forelderen" }
        // «meg selv» is the user, who is not the patient of this letter (that is `person`).
        return "familiemedlemmet"
    }

    /// «Oliver» → «pasienten», «Olivers» → «pasientens», at the start of a sentence with a capital.
    private static func replace(_ text: inout String, _ name: String, with role: String) -> Int {
        let escaped = NSRegularExpression.escapedPattern(for: name)
        guard let expression = try? NSRegularExpression(pattern: #"(?<![\p{L}\d])"# + escaped + #"(s?)(?![\p{L}\d])"#,
                                                        options: [.caseInsensitive]) else { return 0 }
        var count = 0
        for match in expression.matches(in: text, range: NSRange(text.startIndex..., in: text)).reversed() {
            guard let range = Range(match.range, in: text), let possessive = Range(match.range(at: 1), in: text) else { continue }
            let startsSentence = text[..<range.lowerBound].trimmingCharacters(in: .whitespaces).last.map { ".!?:\n".contains($0) } ?? true
            var word = role + text[possessive]
            if startsSentence { word = word.prefix(1).uppercased() + word.dropFirst() }
            text.replaceSubrange(range, with: word)
            count += 1
        }
        return count
    }

    private static func replace(_ text: inout String, _ expression: NSRegularExpression, with mark: String) -> Int {
        let matches = expression.matches(in: text, range: NSRange(text.startIndex..., in: text))
        for match in matches.reversed() {
            if let range = Range(match.range, in: text) { text.replaceSubrange(range, with: mark) }
        }
        return matches.count
    }

    // Digits grouped by spaces only, so that a date («14.01.2026») stays. Taken out whether or
    // not a label names them: a number or an address too many costs the
    // explanation little, one too few leaves the family's home in someone else's logs.
    private static let phone = try! NSRegularExpression(pattern: #"(?<![\d])(?:(?:\+|00)\s?47\s?)?(?:\d{2} ?\d{2} ?\d{2} ?\d{2}|\d{3} ?\d{2} ?\d{3})(?![\d])"#)
    private static let street = try! NSRegularExpression(pattern: #"\b[\p{L}.\-]*(?:veien|vegen|vei|veg|gata|gaten|gate|gt\.|plass|plassen|allé|alle|bakken|svingen|stien|torget|brygga|bryggen|kaia|tunet|ringen|lia|åsen)[ \t]+\d+[ \t]?[A-Za-z]?\b"#,
                                                         options: [.caseInsensitive])
    private static let postalTown = try! NSRegularExpression(pattern: #"(?<![\d.,/])\d{4}[ \t]+\p{Lu}[\p{L}\-]+(?:[ \t]+\p{Lu}[\p{L}\-]+)?"#)
    private static let postBox = try! NSRegularExpression(pattern: #"\b(?:postboks|pb\.?)[ \t]*\d+"#, options: [.caseInsensitive])
}
