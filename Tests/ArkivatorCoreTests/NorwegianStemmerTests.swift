import ArkivatorCore
import Foundation
import Testing

@Suite("Snowball's Norwegian stemmer")
struct NorwegianStemmerTests {
    @Test("Bokmål and Nynorsk inflections meet in one stem")
    func inflections() {
        for word in ["innkalling", "innkallingen", "innkallingene", "innkallingar", "innkallingane"] {
            #expect(NorwegianStemmer.stem(word) == "innkalling", "\(word)")
        }
        #expect(NorwegianStemmer.stem("sykehusene") == NorwegianStemmer.stem("sykehus"))
        #expect(NorwegianStemmer.stem("vurderte") == "vurder" && NorwegianStemmer.stem("vurdert") == "vurder")
        #expect(NorwegianStemmer.stem("meldt") == "meld" && NorwegianStemmer.stem("operativt") == "operativ")
        #expect(NorwegianStemmer.stem("havers") == "hav" && NorwegianStemmer.stem("klokkers") == "klokkers")
        #expect(NorwegianStemmer.stem("alvorlige") == "alvor")
        #expect(NorwegianStemmer.stem("cd'en") == "cd")
    }

    /// The words of the development corpus and a list of forms for every rule, stemmed by
    /// Snowball's own implementation (`Fixtures/make-norwegian-stems.py`).
    @Test("every word gets the stem Snowball's reference implementation gives it")
    func matchesTheReference() throws {
        let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("Fixtures/norwegian-stems.tsv")
        let pairs = try String(contentsOf: fixture, encoding: .utf8).split(separator: "\n").map { $0.split(separator: "\t") }
        #expect(pairs.count > 1000)
        var differing: [String] = []
        for pair in pairs where pair.count == 2 {
            let stem = NorwegianStemmer.stem(String(pair[0]))
            if stem != pair[1] { differing.append("\(pair[0]) → \(stem), not \(pair[1])") }
        }
        #expect(differing.isEmpty, "\(differing.prefix(20))")
    }
}
