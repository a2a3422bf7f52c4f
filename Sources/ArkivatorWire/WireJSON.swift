import Foundation

/// How the JSON API and every `--json` write a wire value, and the document the wire types
/// are generated from.
public enum WireJSON {
    /// Keys sorted and slashes left alone, as the API has always written them; a `date-time`
    /// as ISO 8601 to the second in UTC, the form the hand-written types used to format
    /// themselves (`2025-11-01T12:26:40Z`).
    public static func encode(_ value: some Encodable) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .iso8601
        return try encoder.encode(value)
    }

    /// The OpenAPI document, served as it is at `/api/v1/openapi.json`: the one file the
    /// types are generated from at build time.
    public static var openAPIDocument: Data? {
        Bundle.module.url(forResource: "openapi", withExtension: "json").flatMap { try? Data(contentsOf: $0) }
    }
}

/// A generated object with `null` written for each of `nullKeys`. The generated code leaves a
/// nil value out; where the schema requires a key that may be null, the API has always
/// written the key, and a client may look for it.
public struct NullsWritten<Value: Encodable & Sendable>: Encodable, Sendable {
    public let value: Value
    let nullKeys: [String]

    init(_ value: Value, nullKeys: [String]) {
        self.value = value
        self.nullKeys = nullKeys
    }

    private struct Key: CodingKey {
        let stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    public func encode(to encoder: any Encoder) throws {
        try value.encode(to: encoder)
        var container = encoder.container(keyedBy: Key.self)
        for key in nullKeys { try container.encodeNil(forKey: Key(stringValue: key)) }
    }
}
