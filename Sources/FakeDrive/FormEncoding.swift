import Foundation
import Hummingbird

/// `application/x-www-form-urlencoded` in both directions. Hummingbird's own query parser
/// neither decodes keys nor turns `+` into a space, and Google's clients rely on both.
enum FormEncoding {
    static func parse(_ encoded: String?) -> [String: String] {
        var result: [String: String] = [:]
        guard let encoded, !encoded.isEmpty else { return result }
        for pair in encoded.split(separator: "&", omittingEmptySubsequences: true) {
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            let key = decode(parts[0])
            let value = parts.count > 1 ? decode(parts[1]) : ""
            // The first occurrence wins, as in Google's frontends for single-valued parameters.
            if result[key] == nil { result[key] = value }
        }
        return result
    }

    static func decode(_ component: Substring) -> String {
        let spaced = component.replacingOccurrences(of: "+", with: " ")
        return spaced.removingPercentEncoding ?? spaced
    }

    /// Only RFC 3986 unreserved characters survive unescaped, so a redirect can never be
    /// reinterpreted by the loopback listener that receives it.
    static func encode(_ value: String) -> String {
        value.addingPercentEncoding(withAllowedCharacters: unreserved) ?? value
    }

    static func encode(_ pairs: [(String, String)]) -> String {
        pairs.map { "\(encode($0.0))=\(encode($0.1))" }.joined(separator: "&")
    }

    private static let unreserved = CharacterSet(
        charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")
}

extension Request {
    /// The query string decoded the way Google decodes it.
    var queryItems: [String: String] { FormEncoding.parse(uri.query) }
}
