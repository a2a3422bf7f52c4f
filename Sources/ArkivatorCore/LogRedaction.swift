import Foundation

/// What may reach a log line. Logs outlive the library, get copied into bug reports and sit
/// unencrypted, so they are cleaned harder than a document: any 11 digits in a row, or six and
/// five apart by a space, dot, dash, `+` or their percent-encodings, go, whether or not the
/// control digits hold (a mistyped number is no less personal).
public enum LogRedaction {
    public static let mark = "[FNR]"

    private static let pattern = try! NSRegularExpression(
        pattern: "(?<![0-9])[0-9]{6}(?:[ .+\\-]|%20|%2[dD]|%2[bB])?[0-9]{5}(?![0-9])")

    public static func sanitized(_ text: String) -> String {
        guard text.utf8.contains(where: { (0x30...0x39).contains($0) }) else { return text }
        let range = NSRange(text.startIndex..., in: text)
        return pattern.stringByReplacingMatches(in: text, range: range, withTemplate: mark)
    }
}
