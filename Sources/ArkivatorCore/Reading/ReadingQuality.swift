/// How well a page, or a piece of one, was read: enough to tell text read the right way up
/// from text read sideways or upside down, which the recogniser turns into a few short,
/// doubtful "words".
public struct ReadingQuality: Sendable, Hashable {
    /// Letters and digits in words read with at least `confidentWord` confidence: how much
    /// text was really read. A wrong orientation reads next to none.
    public let confidentCharacters: Int
    /// Mean word confidence weighted by word length, 0 to 1; nil when nothing was read.
    public let meanConfidence: Double?
    /// How many words were read, confident or not.
    public let wordCount: Int
    /// Of the words of three letters or more and nothing but letters, the share the recogniser
    /// found in its word lists; nil when fewer than `wordsForKnownShare` such words were read
    /// (or the recogniser does not say).
    /// Print read in fragments, or noise read as print, gives letters that spell nothing.
    public let knownWordShare: Double?

    /// Fewer spelled words than this say too little about whether they are words.
    public static let wordsForKnownShare = 12

    /// A word read with this confidence or more counts as read. Tesseract gives words read the
    /// right way up 0.85–0.96 as a rule, and the shapes it makes of upside-down print rarely
    /// more than 0.5.
    public static let confidentWord = 0.70

    public init(confidentCharacters: Int, meanConfidence: Double?, wordCount: Int, knownWordShare: Double? = nil) {
        self.confidentCharacters = confidentCharacters
        self.meanConfidence = meanConfidence
        self.wordCount = wordCount
        self.knownWordShare = knownWordShare
    }

    public init(_ page: RecognizedPage) {
        var confident = 0, weighted = 0.0, weight = 0.0, count = 0, spelled = 0, known = 0
        for word in page.words {
            if let isKnown = word.isKnownWord, Self.isSpelled(word.text) {
                spelled += 1
                if isKnown { known += 1 }
            }
            let characters = word.text.unicodeScalars.filter { $0.properties.isAlphabetic || $0.properties.numericType != nil }.count
            count += 1
            weighted += word.confidence * Double(word.text.unicodeScalars.count)
            weight += Double(word.text.unicodeScalars.count)
            // A lone letter or digit is as likely noise as text.
            if word.confidence >= Self.confidentWord, characters >= 2 { confident += characters }
        }
        self.init(confidentCharacters: confident, meanConfidence: weight > 0 ? weighted / weight : nil, wordCount: count,
                  knownWordShare: spelled >= Self.wordsForKnownShare ? Double(known) / Double(spelled) : nil)
    }

    /// Three letters or more and nothing else, once what is neither letter nor digit at its
    /// edges (punctuation, quotes, brackets) is set aside.
    private static func isSpelled(_ word: String) -> Bool {
        func isEdge(_ scalar: Unicode.Scalar) -> Bool { !scalar.properties.isAlphabetic && scalar.properties.numericType == nil }
        let letters = Array(word.unicodeScalars.drop(while: isEdge).reversed().drop(while: isEdge))
        return letters.count >= 3 && letters.allSatisfy { $0.properties.isAlphabetic }
    }
}
