import ArkivatorCore
import GRDB

/// The full-text tokenizer of the search index: SQLite's `unicode61` splits words and leaves
/// every letter alone, then each token is folded the Norwegian way, so «hjertesvikt»,
/// «Hjertesvikt» and «HJÉRTESVIKT» meet. A document's word is indexed twice at the same
/// position: as written, and, where they differ, as its Snowball stem behind `stemMarker`, so
/// that «innkallingen», «innkallinga» and «innkallinger» are one search away without either
/// matching the other when the exact word is asked for. Snippets only need the words as written.
final class NorwegianTokenizer: FTS5WrapperTokenizer {
    static let name = "norwegian"
    /// Begins an indexed stem, and a searched one: a private-use character, which `unicode61`
    /// keeps inside a token and letters never contain (`SearchQuery` strips it from documents).
    static let stemMarker = "\u{E002}"
    /// Words met before and their stems: a letter repeats most of its words, an archive most of
    /// its letters' words, and stemming is most of the cost of indexing.
    private var stems: [String: String] = [:]
    private static let stemsRemembered = 100_000

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
        let folded = NorwegianFolding.fold(token)
        try tokenCallback(folded, flags)
        guard tokenization.contains(.document) else { return }
        let stem = stem(of: folded)
        if stem != folded { try tokenCallback(Self.stemMarker + stem, flags.union(.colocated)) }
    }

    private func stem(of folded: String) -> String {
        if let known = stems[folded] { return known }
        let stem = SearchWords.isStemmed(folded) ? NorwegianStemmer.stem(folded) : folded
        if stems.count >= Self.stemsRemembered { stems.removeAll(keepingCapacity: true) }
        stems[folded] = stem
        return stem
    }
}
