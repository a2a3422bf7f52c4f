import ArkivatorCore
import GRDB
import GRDBSQLite

/// The full-text tokenizer of the search index: SQLite's `unicode61` splits words and leaves
/// every letter alone, then each token is folded the Norwegian way, so «hjertesvikt»,
/// «Hjertesvikt» and «HJÉRTESVIKT» meet. A document's word is indexed twice at the same
/// position: as written, and, where they differ, as its Snowball stem behind `stemMarker`, so
/// that «innkallingen», «innkallinga» and «innkallinger» are one search away without either
/// matching the other when the exact word is asked for.
///
/// Two neighbouring words that are neither stop words nor numbers are indexed once more as a
/// pair, joined by `pairJoiner`, at the second word's position: a phrase of such words is
/// then found as the phrase of its pairs (`phrase(of:)`), through the pairs' own short lists,
/// instead of by reading the positions of its words in every letter that holds them all,
/// which at 100 000 letters was most of what a two-word search cost.
///
/// A fødselsnummer's five personal digits are never indexed, in any form the one detector
/// reads at its widest reach (`Fodselsnummer.Reach.anythingShaped`: six and five apart, all
/// eleven together, the date in three groups, broken across a line): a word holding any of
/// them is left out of a letter's index. A page shows the number as `DDMMYY •••••`, and if
/// its digits could be searched, a session without the passphrase could find them by asking,
/// a few thousand questions at most. Every other number is searched as written; so is the
/// birth date's six, which the page shows anyway.
final class NorwegianTokenizer: FTS5CustomTokenizer {
    static let name = "norwegian"
    /// Begins an indexed stem, and a searched one: a private-use character, which `unicode61`
    /// keeps inside a token and letters never contain (`SearchQuery` strips it from documents).
    static let stemMarker = "\u{E002}"
    /// Joins the two words of an indexed pair; private-use like `stemMarker`.
    static let pairJoiner = "\u{E003}"
    /// Words met before and their stems: a letter repeats most of its words, an archive most of
    /// its letters' words, and stemming is most of the cost of indexing.
    private var stems: [String: (stem: String, isPaired: Bool)] = [:]
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
        let isDocument = tokenization.contains(.document)
        var request = Request(tokenizer: self, isDocument: isDocument, context: context, callback: tokenCallback,
                              hidden: isDocument ? Self.personalDigits(pText, nText) : .none)
        return withUnsafeMutablePointer(to: &request) { pointer in
            words.tokenize(context: pointer, tokenization: tokenization, pText: pText, nText: nText) { pointer, flags, pToken, nToken, start, end in
                guard let pToken, let request = pointer?.assumingMemoryBound(to: Request.self) else { return SQLITE_OK }
                let token = String(decoding: UnsafeRawBufferPointer(start: pToken, count: Int(nToken)), as: UTF8.self)
                return request.pointee.tokenizer.emit(token, flags: flags, from: start, to: end, for: request)
            }
        }
    }

    /// What a tokenization passes through `unicode61` to the callback for each of its tokens.
    private struct Request {
        let tokenizer: NorwegianTokenizer
        let isDocument: Bool
        let context: UnsafeMutableRawPointer?
        let callback: FTS5TokenCallback
        /// What of the text is never indexed.
        let hidden: Hidden
        /// The word before, when it may begin a pair.
        var pairable: String?
    }

    /// The bytes of a document's text that hold a fødselsnummer's personal digits.
    enum Hidden {
        case none
        case ranges([Range<CInt>])
        /// The text is not valid UTF-8, so where its numbers stand cannot be told: no word with a digit is indexed.
        case everyDigit

        func hides(_ token: String, from start: CInt, to end: CInt) -> Bool {
            switch self {
            case .none: false
            case .ranges(let ranges): ranges.contains { $0.lowerBound < end && start < $0.upperBound }
            case .everyDigit: token.utf8.contains { (0x30...0x39).contains($0) }
            }
        }
    }

    static func personalDigits(_ pText: UnsafePointer<CChar>?, _ nText: CInt) -> Hidden {
        guard let pText, nText > 0 else { return .none }
        let bytes = UnsafeRawBufferPointer(start: pText, count: Int(nText))
        guard let text = String(validating: bytes, as: UTF8.self) else { return .everyDigit }
        let utf8 = text.utf8
        let ranges = Fodselsnummer.findings(in: text, reaching: .anythingShaped).flatMap { finding in
            finding.digitPositions.suffix(5).map { position in
                let start = utf8.distance(from: utf8.startIndex, to: position)
                return CInt(start)..<CInt(start + text[position...].prefix(1).utf8.count)
            }
        }
        return ranges.isEmpty ? .none : .ranges(ranges)
    }

    private func emit(_ token: String, flags: CInt, from start: CInt, to end: CInt, for request: UnsafeMutablePointer<Request>) -> CInt {
        if request.pointee.hidden.hides(token, from: start, to: end) {
            request.pointee.pairable = nil
            return SQLITE_OK
        }
        let folded = NorwegianFolding.fold(token)
        var code = Self.send(folded, flags: flags, from: start, to: end, request.pointee)
        guard code == SQLITE_OK, request.pointee.isDocument else { return code }
        let (stem, isPaired) = indexed(folded)
        if stem != folded {
            code = Self.send(Self.stemMarker + stem, flags: flags | FTS5_TOKEN_COLOCATED, from: start, to: end, request.pointee)
        }
        if code == SQLITE_OK, isPaired, let first = request.pointee.pairable {
            code = Self.send(first + Self.pairJoiner + folded, flags: flags | FTS5_TOKEN_COLOCATED, from: start, to: end, request.pointee)
        }
        request.pointee.pairable = isPaired ? folded : nil
        return code
    }

    /// Whether a folded word is indexed in pairs with its neighbours: not a stop word, and not
    /// a number or a code. Pairs with one of those are two thirds of a letter's pairs (in the
    /// development letters); a phrase with one is found through its words as before.
    static func isPaired(_ folded: String) -> Bool {
        SearchWords.isStemmed(folded) && !NorwegianStopWords.contains(folded)
    }

    /// The FTS5 phrase that finds `words` one after another: the phrase of their pairs when
    /// every word is paired, else the words themselves.
    static func phrase(of words: [String]) -> [String] {
        guard words.count > 1, words.allSatisfy(isPaired) else { return words }
        return zip(words, words.dropFirst()).map { $0 + pairJoiner + $1 }
    }

    private static func send(_ token: String, flags: CInt, from start: CInt, to end: CInt, _ request: Request) -> CInt {
        var token = token
        return token.withUTF8 { bytes in
            bytes.withMemoryRebound(to: CChar.self) { request.callback(request.context, flags, $0.baseAddress, CInt($0.count), start, end) }
        }
    }

    /// A folded word's stem, and whether it is paired with its neighbours.
    private func indexed(_ folded: String) -> (stem: String, isPaired: Bool) {
        if let known = stems[folded] { return known }
        let known = (stem: SearchWords.isStemmed(folded) ? NorwegianStemmer.stem(folded) : folded, isPaired: Self.isPaired(folded))
        if stems.count >= Self.stemsRemembered { stems.removeAll(keepingCapacity: true) }
        stems[folded] = known
        return known
    }
}
