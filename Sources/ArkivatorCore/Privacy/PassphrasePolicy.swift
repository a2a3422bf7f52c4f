/// What a new passphrase must be, wherever it is chosen: it guards every fødselsnummer in
/// the library, and a backup can be attacked offline at leisure.
public enum PassphrasePolicy {
    public static let minimumLength = 8

    public enum Problem: Error, Equatable, Sendable {
        case tooShort(minimum: Int)
    }

    public static func check(_ passphrase: String) throws(Problem) {
        guard passphrase.count >= minimumLength else { throw .tooShort(minimum: minimumLength) }
    }
}
