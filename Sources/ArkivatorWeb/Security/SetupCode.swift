import Foundation

/// The code that claims a new library: eight random digits, shown on the console of
/// `arkivator serve` and typed on the welcome page. Guesses go through the passphrase
/// throttle, so a hundred million possibilities last far beyond anyone's patience.
public struct SetupCode: Sendable, Equatable, CustomStringConvertible {
    public let digits: String

    init(digits: String) { self.digits = digits }

    static func random() -> SetupCode {
        var generator = SystemRandomNumberGenerator()
        return SetupCode(digits: String((0..<8).map { _ in Character(String(Int.random(in: 0...9, using: &generator))) }))
    }

    /// In two groups of four, as people read a code aloud: «1234 5678».
    public var description: String { "\(digits.prefix(4)) \(digits.dropFirst(4))" }

    /// Whether `typed` is this code, whatever spaces or dashes were typed with it; compared in
    /// constant time, as every secret of the app is.
    func matches(_ typed: String) -> Bool {
        CSRF.matches(String(typed.filter { $0.isASCII && $0.isNumber }), digits)
    }

    struct Mismatch: Error {}
}
