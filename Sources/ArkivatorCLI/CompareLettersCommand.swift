import ArgumentParser
import ArkivatorCore
import ArkivatorLibrary
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
            det ser ut som en kopi av, og hvor lang tid oppslaget tok. Med --in-library spørres \
            biblioteket i $ARKIVATOR_HOME i stedet (brevene nevnes ved filnavnet de ble arkivert fra), \
            for å måle oppslaget i et stort bibliotek.
            """,
        shouldDisplay: false
    )

    @Option(help: "Brevene som arkiveres først (JSON-linjer: id, text).")
    var filed: String?

    @Flag(help: "Spør biblioteket i $ARKIVATOR_HOME, som det er.")
    var inLibrary = false

    @Flag(help: "Sammenlign bare hvert brev i --probes med brevet i --filed som har samme id (uten biblioteket og søkeindeksen).")
    var pairs = false

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

    func validate() throws {
        if (filed == nil) == !inLibrary { throw ValidationError(.giveEither("--filed", "--in-library")) }
    }

    /// How one probe compares with the filed letter of its id, by the rule alone.
    struct Pair: Encodable {
        let id: String
        let verdict: String
        let textOverlap: Double
        let overlapOfLonger: Double
        let conflicts: Double
    }

    func run() async throws {
        if inLibrary { return try ask(try LibraryAccess.open(), names: nil) }
        if pairs {
            let filed = Dictionary(try Self.letters(filed ?? "").map { ($0.id, $0.text) }, uniquingKeysWith: { first, _ in first })
            for probe in try Self.letters(probes) {
                guard let other = filed[probe.id] else { continue }
                let resemblance = DuplicateLetters.resemblance(of: other, to: probe.text)
                print(String(decoding: try JSONEncoder().encode(Pair(
                    id: probe.id, verdict: resemblance.verdict.rawValue, textOverlap: resemblance.textOverlap,
                    overlapOfLonger: resemblance.overlapOfLonger, conflicts: resemblance.conflicts)), as: UTF8.self))
            }
            return
        }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("arkivator-compare-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        // A throwaway library of test letters: its passphrase guards nothing.
        let library = try Library.create(in: LibraryFolder(root: folder), passphrase: "sammenligning av brev \(UUID().uuidString)",
                                         hardening: PassphraseHardening(costLog2: 10, blockSize: 8, parallelism: 1), appVersion: "compare")
        var names: [Document.ID: String] = [:]
        for letter in try Self.letters(filed ?? "") {
            if let id = try library.fileText(letter.text, originalFileName: letter.id).id { names[id] = letter.id }
        }
        try ask(library, names: names)
    }

    /// Each probe's matches, named by `names` or else by the file the letter was filed from.
    private func ask(_ library: Library, names: [Document.ID: String]?) throws {
        let clock = ContinuousClock()
        for probe in try Self.letters(probes) {
            var matches: [DuplicateMatch] = []
            let elapsed = try clock.measure { matches = try library.duplicates(ofText: probe.text) }
            let answer = Answer(id: probe.id, matches: try matches.map { match in
                let name = try names?[match.documentID] ?? library.document(match.documentID).originalFileName
                return Found(id: name ?? "?", verdict: match.verdict.rawValue, score: match.score)
            }, microseconds: Int(elapsed / .microseconds(1)))
            print(String(decoding: try JSONEncoder().encode(answer), as: UTF8.self))
        }
    }

    static func letters(_ path: String) throws -> [Letter] {
        try Files.readText(path).split(whereSeparator: \.isNewline).map { try JSONDecoder().decode(Letter.self, from: Data($0.utf8)) }
    }
}
