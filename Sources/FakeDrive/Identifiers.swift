import Crypto
import Foundation

/// Random identifiers shaped like Google's, so clients that sniff prefixes or lengths see
/// realistic values.
enum Identifier {
    private static let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_")
    private static let alphanumerics = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789")

    static func random(_ length: Int, from characters: [Character] = alphabet) -> String {
        var generator = SystemRandomNumberGenerator()
        return String((0..<length).map { _ in characters[Int.random(in: 0..<characters.count, using: &generator)] })
    }

    static func fileID() -> String { "1" + random(32) }
    /// Google's My Drive root ids end in base64 "ROOT".
    static func rootID() -> String { "0A" + random(13, from: alphanumerics) + "Uk9PVA" }
    static func authorizationCode() -> String { "4/0" + random(70) }
    static func accessToken() -> String { "ya29." + random(150) }
    static func refreshToken() -> String { "1//0" + random(98) }
    static func uploadID() -> String { "ADPycd" + random(90) }
}

enum Encoding {
    static func hex<D: Sequence>(_ digest: D) -> String where D.Element == UInt8 {
        digest.map { String(format: "%02x", $0) }.joined()
    }

    static func base64URLWithoutPadding(_ data: some Sequence<UInt8>) -> String {
        Data(data).base64EncodedString()
            .replacingOccurrences(of: "+", with: "-")
            .replacingOccurrences(of: "/", with: "_")
            .replacingOccurrences(of: "=", with: "")
    }

    static func base64URLDecode(_ string: String) -> Data? {
        var base64 = string.replacingOccurrences(of: "-", with: "+").replacingOccurrences(of: "_", with: "/")
        while base64.count % 4 != 0 { base64 += "=" }
        return Data(base64Encoded: base64)
    }

    /// The PKCE S256 transform (RFC 7636 §4.2).
    static func pkceChallenge(forVerifier verifier: String) -> String {
        base64URLWithoutPadding(SHA256.hash(data: Data(verifier.utf8)))
    }
}

/// RFC 3339 timestamps as Drive writes them: UTC, milliseconds, `Z`.
enum Timestamp {
    private static let withFraction = Date.ISO8601FormatStyle(includingFractionalSeconds: true, timeZone: .gmt)
    private static let withoutFraction = Date.ISO8601FormatStyle(timeZone: .gmt)

    static func format(_ date: Date) -> String { withFraction.format(date) }

    /// Drive's query language reads timestamps without a zone as UTC.
    static func parse(_ string: String) -> Date? {
        var text = string.trimmingCharacters(in: .whitespaces)
        let hasZone = text.hasSuffix("Z") || text.hasSuffix("z")
            || text.range(of: #"[+-]\d{2}:?\d{2}$"#, options: .regularExpression) != nil
        if !hasZone { text += "Z" }
        if let date = try? withFraction.parse(text) { return date }
        if let date = try? withoutFraction.parse(text) { return date }
        return nil
    }

    /// Drive keeps millisecond precision; rounding here keeps stored and printed times equal.
    static func now() -> Date {
        Date(timeIntervalSince1970: (Date().timeIntervalSince1970 * 1000).rounded(.down) / 1000)
    }
}
