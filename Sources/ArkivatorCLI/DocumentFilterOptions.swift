import ArgumentParser
import ArkivatorCore
import ArkivatorStore

/// The filters that `list` and `search` share.
struct DocumentFilterOptions: ParsableArguments {
    @Option(help: "Bare dokumenter om denne personen (navn, fornavn, id eller «ukjent»).")
    var person: String?

    @Option(help: "Bare denne typen: innkalling, epikrise, lab-svar, resept, henvisning, vedtak, annet.")
    var type: String?

    @Option(help: "Fra og med dato (ÅÅÅÅ-MM-DD).")
    var from: String?

    @Option(help: "Til og med dato (ÅÅÅÅ-MM-DD).")
    var to: String?

    func filter(in database: ArchiveDatabase) throws -> DocumentFilter {
        DocumentFilter(
            person: try person.map { try Arguments.person($0, in: database.familyMembers()) },
            docType: try type.map(Arguments.docType),
            from: try from.map { try Arguments.date($0, option: "--from") },
            to: try to.map { try Arguments.date($0, option: "--to") })
    }
}

enum DocumentRows {
    static let header = ["ID", "Dato", "Type", "Person", "Status", "Tittel"]

    static func cells(_ summary: DocumentSummary) -> [String] {
        [String(summary.id),
         summary.documentDate?.iso ?? "–",
         summary.docType.norwegianLabel,
         summary.personName ?? FamilyMember.unknownPersonLabel,
         summary.uploadStatus.norwegianLabel,
         summary.title]
    }
}
