import ArkivatorCore
import Foundation

/// Why the owner's schema cannot be used, in a sentence for them.
public struct ExtractionSchemaError: Error, Equatable, Sendable {
    public var reason: String

    public init(reason: String) { self.reason = reason }
}

/// What the owner wants read out of letters: a flat set of named fields, each a string,
/// number, integer or boolean, as a small subset of JSON Schema. Flat on purpose: what a model
/// writes is checked member by member against it, and nothing nested or referenced has to be
/// trusted.
public struct ExtractionSchema: Sendable, Hashable, Codable {
    struct Property: Sendable, Hashable {
        enum Kind: String, Sendable, CaseIterable {
            case string, number, integer, boolean

            var norwegianDescription: String {
                switch self {
                case .string: "tekst"
                case .number: "tall"
                case .integer: "heltall"
                case .boolean: "true eller false"
                }
            }
        }

        var name: String
        var kind: Kind
        var description: String?
        var choices: [JSONValue]?
        var isDate: Bool
    }

    /// By name, so that the prompt and the stored form never depend on the order typed.
    let properties: [Property]
    let required: [String]

    public static let propertyLimit = 30
    public static let descriptionLimit = 500
    public static let choiceLimit = 100
    /// The longest string kept from an answer.
    public static let stringLimit = 2000

    /// Reads a subset of JSON Schema: `{"type":"object","properties":{name:{"type":
    /// "string"|"number"|"integer"|"boolean", "description"?, "enum"?, "format":"date"?}},
    /// "required":[…]}`. Anything else (nested objects, arrays, `$ref`, more than 30 fields,
    /// names not matching `[A-Za-z_][A-Za-z0-9_]{0,63}`) is refused with the reason.
    public init(json: Data) throws(ExtractionSchemaError) {
        guard let schema = JSONValue.parse(json) else { throw Self.refusal("Skjemaet er ikke gyldig JSON.") }
        guard let members = schema.members else { throw Self.refusal("Skjemaet må være et JSON-objekt.") }
        // Annotations that change nothing are let through; every other keyword would ask for
        // something this reader does not check.
        let allowed: Set<String> = ["type", "properties", "required", "title", "description", "$schema", "additionalProperties"]
        if let unknown = members.first(where: { !allowed.contains($0.key) }) {
            throw Self.refusal("Skjemaet bruker «\(unknown.key)», som ikke støttes; bare felt av typene string, number, integer og boolean er tillatt.")
        }
        guard schema["type"]?.stringValue == "object" else { throw Self.refusal("Skjemaet må ha \"type\": \"object\".") }
        if let additional = schema["additionalProperties"], additional.boolValue == nil {
            throw Self.refusal("«additionalProperties» kan bare være true eller false.")
        }
        guard let fields = schema["properties"]?.members, !fields.isEmpty else {
            throw Self.refusal("Skjemaet må ha «properties» med minst ett felt.")
        }
        guard fields.count <= Self.propertyLimit else {
            throw Self.refusal("Skjemaet har \(fields.count) felt; høyst \(Self.propertyLimit) er tillatt.")
        }
        var properties: [Property] = []
        for (name, field) in fields {
            guard Self.isAllowedName(name) else {
                throw Self.refusal("Feltnavnet «\(name)» er ikke tillatt; bruk bokstavene a–z, sifre og _, høyst 64 tegn, og ikke et siffer først.")
            }
            guard !properties.contains(where: { $0.name == name }) else { throw Self.refusal("Feltet «\(name)» står to ganger.") }
            properties.append(try Self.property(name, field))
        }
        var required: [String] = []
        if let list = schema["required"] {
            guard let names = list.arrayValue else { throw Self.refusal("«required» må være en liste med feltnavn.") }
            for entry in names {
                guard let name = entry.stringValue else { throw Self.refusal("«required» må være en liste med feltnavn.") }
                guard properties.contains(where: { $0.name == name }) else {
                    throw Self.refusal("«required» nevner «\(name)», som ikke er et felt i skjemaet.")
                }
                if !required.contains(name) { required.append(name) }
            }
        }
        self.properties = properties.sorted { $0.name < $1.name }
        self.required = required.sorted()
    }

    private static func property(_ name: String, _ field: JSONValue) throws(ExtractionSchemaError) -> Property {
        guard let members = field.members else { throw refusal("Feltet «\(name)» må beskrives med et JSON-objekt.") }
        let allowed: Set<String> = ["type", "description", "enum", "format", "title"]
        if let unknown = members.first(where: { !allowed.contains($0.key) }) {
            throw refusal("Feltet «\(name)» bruker «\(unknown.key)», som ikke støttes.")
        }
        guard let typeName = field["type"]?.stringValue, let kind = Property.Kind(rawValue: typeName) else {
            let given = field["type"].map { $0.stringValue ?? $0.serialized() } ?? "ingen"
            throw refusal("Feltet «\(name)» har typen «\(given)»; bare string, number, integer og boolean støttes, ikke nestede objekter eller lister.")
        }
        var description: String?
        if let value = field["description"] {
            guard let text = value.stringValue, text.count <= descriptionLimit else {
                throw refusal("Beskrivelsen av feltet «\(name)» må være tekst på høyst \(descriptionLimit) tegn.")
            }
            description = text.isEmpty ? nil : text
        }
        var isDate = false
        if let format = field["format"] {
            guard format.stringValue == "date", kind == .string else {
                throw refusal("Feltet «\(name)» kan bare ha formatet «date», og bare når typen er string.")
            }
            isDate = true
        }
        var choices: [JSONValue]?
        if let value = field["enum"] {
            guard let list = value.arrayValue, !list.isEmpty, list.count <= choiceLimit,
                  list.allSatisfy({ matches($0, kind) && (!isDate || $0.stringValue.flatMap(CalendarDate.init(iso:)) != nil) }) else {
                throw refusal("«enum» for feltet «\(name)» må være en liste med 1 til \(choiceLimit) verdier av feltets type.")
            }
            choices = list.map { kind == .integer ? integer($0) ?? $0 : $0 }
        }
        return Property(name: name, kind: kind, description: description, choices: choices, isDate: isDate)
    }

    private static func isAllowedName(_ name: String) -> Bool {
        name.range(of: "^[A-Za-z_][A-Za-z0-9_]{0,63}$", options: .regularExpression) != nil
    }

    private static func matches(_ value: JSONValue, _ kind: Property.Kind) -> Bool {
        switch (kind, value) {
        case (.string, .string), (.number, .number), (.boolean, .bool): true
        case (.integer, _): integer(value) != nil
        default: false
        }
    }

    /// An integer in canonical digits; JSON Schema counts 12.0 as an integer, a string "12" is not one.
    private static func integer(_ value: JSONValue) -> JSONValue? {
        guard case .number(let literal) = value else { return nil }
        if let exact = Int(literal) { return JSONValue(exact) }
        guard let double = Double(literal), double.rounded() == double, abs(double) < 9_007_199_254_740_992 else { return nil }
        return JSONValue(Int(double))
    }

    private static func refusal(_ reason: String) -> ExtractionSchemaError { ExtractionSchemaError(reason: reason) }

    // MARK: The stored form

    /// The canonical form, keys sorted, for storing: the same schema always stores the same bytes.
    public var json: Data { canonical.data(sortingKeys: true) }

    private var canonical: JSONValue {
        .object([
            ("properties", .object(properties.map { property in
                var members: [(key: String, value: JSONValue)] = [("type", .string(property.kind.rawValue))]
                if let description = property.description { members.append(("description", .string(description))) }
                if let choices = property.choices { members.append(("enum", .array(choices))) }
                if property.isDate { members.append(("format", "date")) }
                return (key: property.name, value: .object(members))
            })),
            ("required", .array(required.map(JSONValue.string))),
            ("type", "object"),
        ])
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        do {
            try self.init(json: Data(text.utf8))
        } catch {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: error.reason)
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(canonical.serialized(sortingKeys: true))
    }

    // MARK: Answers

    /// Checks a model's answer: one object whose members have the fields' types (a number
    /// written as "12" is refused, not converted), every required field present, members the
    /// schema does not name dropped, strings cut at 2000 characters. Returns the canonical
    /// JSON, keys sorted.
    public func validate(_ answer: String) throws(AssistantError) -> Data {
        let object = try JSONValue.onlyObject(in: answer)
        var kept: [(key: String, value: JSONValue)] = []
        for property in properties {
            guard let value = object[property.name], !value.isNull else {
                if required.contains(property.name) { throw .malformedAnswer("feltet «\(property.name)» mangler") }
                continue
            }
            kept.append((property.name, try checked(value, for: property)))
        }
        return JSONValue.object(kept).data(sortingKeys: true)
    }

    private func checked(_ value: JSONValue, for property: Property) throws(AssistantError) -> JSONValue {
        let name = property.name
        let checked: JSONValue
        switch property.kind {
        case .string:
            guard var text = value.stringValue else { throw .malformedAnswer("feltet «\(name)» skal være tekst") }
            text = AssistantText.cleanAnswer(text)
            if property.isDate {
                guard let date = CalendarDate(iso: text.trimmingCharacters(in: .whitespaces)) else {
                    throw .malformedAnswer("feltet «\(name)» skal være en dato som ÅÅÅÅ-MM-DD")
                }
                text = date.iso
            }
            checked = .string(text.count > Self.stringLimit ? String(text.prefix(Self.stringLimit)) : text)
        case .number:
            guard case .number = value else { throw .malformedAnswer("feltet «\(name)» skal være et tall") }
            checked = value
        case .integer:
            guard let integer = Self.integer(value) else { throw .malformedAnswer("feltet «\(name)» skal være et heltall") }
            checked = integer
        case .boolean:
            guard value.boolValue != nil else { throw .malformedAnswer("feltet «\(name)» skal være true eller false") }
            checked = value
        }
        if let choices = property.choices, !choices.contains(where: { Self.same($0, checked) }) {
            throw .malformedAnswer("feltet «\(name)» har en verdi som ikke er blant de tillatte")
        }
        return checked
    }

    private static func same(_ a: JSONValue, _ b: JSONValue) -> Bool {
        if case .number(let x) = a, case .number(let y) = b, let x = Double(x), let y = Double(y) { return x == y }
        return a == b
    }
}

extension JSONValue {
    func data(sortingKeys: Bool) -> Data { Data(serialized(sortingKeys: sortingKeys).utf8) }

    /// The one JSON object in a model's answer, code fence or prose around it allowed. Two
    /// objects are refused: which of them is the answer would be a guess.
    static func onlyObject(in answer: String) throws(AssistantError) -> JSONValue {
        let objects = objects(in: answer)
        guard let object = objects.first else { throw .malformedAnswer("svaret har ikke noe JSON-objekt") }
        guard objects.count == 1 else { throw .malformedAnswer("svaret har mer enn ett JSON-objekt") }
        return object
    }
}
