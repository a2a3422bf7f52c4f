import ArkivatorCore
import GRDB

/// The full-text tokenizer of the search index: SQLite's `unicode61` splits words and
/// leaves every letter alone, then each token is folded the Norwegian way. The same
/// folding applies to queries, so "hjertesvikt", "Hjertesvikt" and "HJÉRTESVIKT" meet.
final class NorwegianTokenizer: FTS5WrapperTokenizer {
    static let name = "norwegian"
    let wrappedTokenizer: any FTS5Tokenizer

    init(db: Database, arguments: [String]) throws {
        wrappedTokenizer = try db.makeTokenizer(.unicode61(diacritics: .keep))
    }

    func accept(
        token: String,
        flags: FTS5TokenFlags,
        for tokenization: FTS5Tokenization,
        tokenCallback: FTS5WrapperTokenCallback
    ) throws {
        try tokenCallback(NorwegianFolding.fold(token), flags)
    }
}
