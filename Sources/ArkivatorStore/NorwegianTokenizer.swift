import ArkivatorCore
import GRDB
import GRDBSQLite

/// The full-text tokenizer of the search index: SQLite's `unicode61` splits words and leaves
/// every letter alone, then each token is folded the Norwegian way, so «hjertesvikt»,
/// «Hjertesvikt» and «HJÉRTESVIKT» meet. A document's word is indexed twice at the same
/// position: as written, and, where they differ, as its Snowball stem behind `stemMarker`, so
/// that «innkallingen», «innkallinga» and «innkallinger» are one search away without either
/// matching the other when the exact word is asked for.
final class NorwegianTokenizer: FTS5CustomTokenizer {
    static let name = "norwegian"
    /// Begins an indexed stem, and a searched one: a private-use character, which `unicode61`
    /// keeps inside a token and letters never contain (`SearchQuery` strips it from documents).
    static let stemMarker = "\u{E002}"
    /// Words met before and their stems: a letter repeats most of its words, an archive most of
    /// its letters' words, and stemming is most of the cost of indexing.
    private var stems: [String: String] = [:]
    private static let stemsRemembered = 100_000
    private let words: any FTS5Tokenizer

    init(db: Database, arguments: [String]) throws {
        words = try db.makeTokenizer(.unicode61(diacritics: .keep))
    }

    func tokenize(context: UnsafeMutableRawPointer?, tokenization: FTS5Tokenization,
                  pText: UnsafePointer<CChar>?, nText: CInt, tokenCallback: @escaping FTS5TokenCallback) -> CInt {
        // FTS5's auxiliary functions (`snippet()`, `highlight()`) only ask where each word
        // begins and ends, which `unicode61`'s own tokens tell without folding a word. Search
        // makes its snippets itself (`SearchSnippet`), without tokenizing a letter here.
        guard tokenization.contains(.document) || tokenization.contains(.query) else {
            return words.tokenize(context: context, tokenization: tokenization, pText: pText, nText: nText, tokenCallback: tokenCallback)
        }
        var request = Request(tokenizer: self, isDocument: tokenization.contains(.document), context: context, callback: tokenCallback)
        return withUnsafeMutablePointer(to: &request) { pointer in
            words.tokenize(context: pointer, tokenization: tokenization, pText: pText, nText: nText) { pointer, flags, pToken, nToken, start, end in
                guard let pToken, let request = pointer?.assumingMemoryBound(to: Request.self).pointee else { return SQLITE_OK }
                let token = String(decoding: UnsafeRawBufferPointer(start: pToken, count: Int(nToken)), as: UTF8.self)
                return request.tokenizer.emit(token, flags: flags, from: start, to: end, for: request)
            }
        }
    }

    /// What a tokenization passes through `unicode61` to the callback for each of its tokens.
    private struct Request {
        let tokenizer: NorwegianTokenizer
        let isDocument: Bool
        let context: UnsafeMutableRawPointer?
        let callback: FTS5TokenCallback
    }

    private func emit(_ token: String, flags: CInt, from start: CInt, to end: CInt, for request: Request) -> CInt {
        let folded = NorwegianFolding.fold(token)
        let code = Self.send(folded, flags: flags, from: start, to: end, request)
        guard code == SQLITE_OK, request.isDocument else { return code }
        let stem = stem(of: folded)
        guard stem != folded else { return SQLITE_OK }
        return Self.send(Self.stemMarker + stem, flags: flags | FTS5_TOKEN_COLOCATED, from: start, to: end, request)
    }

    private static func send(_ token: String, flags: CInt, from start: CInt, to end: CInt, _ request: Request) -> CInt {
        var token = token
        return token.withUTF8 { bytes in
            bytes.withMemoryRebound(to: CChar.self) { request.callback(request.context, flags, $0.baseAddress, CInt($0.count), start, end) }
        }
    }

    private func stem(of folded: String) -> String {
        if let known = stems[folded] { return known }
        let stem = SearchWords.isStemmed(folded) ? NorwegianStemmer.stem(folded) : folded
        if stems.count >= Self.stemsRemembered { stems.removeAll(keepingCapacity: true) }
        stems[folded] = stem
        return stem
    }
}
