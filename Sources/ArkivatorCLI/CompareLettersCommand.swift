import ArgumentParser
import ArkivatorCore
import ArkivatorLibrary
import ArkivatorStore
import Foundation

/// Measures duplicate detection as the library does it (`Library.duplicates(ofText:)`: the
/// search index's candidates, then `DuplicateLetters`), on letters given as text: for
/// `scripts/evaluate-duplicates`, not for users.
struct CompareLettersCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "compare-letters",
        abstract: "Mål gjenkjenning av duplikater (for scripts/evaluate-duplicates).",
        discussion: """
            Arkiverer brevene i --filed (JSON-linjer med id og text) i et midlertidig bibliotek, \
            og skriver for hvert brev i --probes én JSON-linje med id-ene til de arkiverte brevene \
            det ser ut som en kopi av, og hvor lang tid oppslaget tok.
            """,
        shouldDisplay: false
    )

    @Option(help: "Brevene som arkiveres først (JSON-linjer: id, text).")
    var filed: String

    @Option(help: "Brevene som sjekkes (JSON-linjer: id, text).")
    var probes: String

    struct Letter: Decodable {
        let id: String
        let text: String
    }

    struct Found: Encodable {
        let id: String
        let verdict: String
        let score: Double
    }

    struct Answer: Encodable {
        let id: String
        let matches: [Found]
        let microseconds: Int
    }

    func run() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("arkivator-compare-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        // A throwaway library of test letters: its passphrase guards nothing.
        let library = try Library.create(in: LibraryFolder(root: folder), passphrase: "sammenligning av brev \(UUID().uuidString)",
                                         hardening: PassphraseHardening(costLog2: 10, blockSize: 8, parallelism: 1), appVersion: "compare")
        var names: [Document.ID: String] = [:]
        for letter in try Self.letters(filed) {
            if let id = try library.fileText(letter.text, originalFileName: letter.id).id { names[id] = letter.id }
        }
        let clock = ContinuousClock()
        for probe in try Self.letters(probes) {
            var matches: [DuplicateMatch] = []
            let elapsed = try clock.measure { matches = try library.duplicates(ofText: probe.text) }
            let answer = Answer(id: probe.id, matches: matches.map {
                Found(id: names[$0.documentID] ?? "?", verdict: $0.verdict.rawValue, score: $0.score)
            }, microseconds: Int(elapsed / .microseconds(1)))
            print(String(decoding: try JSONEncoder().encode(answer), as: UTF8.self))
        }
    }

    static func letters(_ path: String) throws -> [Letter] {
        try Files.readText(path).split(whereSeparator: \.isNewline).map { try JSONDecoder().decode(Letter.self, from: Data($0.utf8)) }
    }
}
