import ArgumentParser
import ArkivatorCore
import ArkivatorLibrary

/// The filters that `list` and `search` share.
struct DocumentFilterOptions: ParsableArguments {
    @Option(help: "Bare dokumenter om denne personen (navn, fornavn, id eller «ukjent»).")
    var person: String?

    @Option(help: "Bare denne typen.")
    var type: DocumentType?

    @Option(help: ArgumentHelp("Fra og med dato.", valueName: CalendarDate.argumentShape))
    var from: CalendarDate?

    @Option(help: ArgumentHelp("Til og med dato.", valueName: CalendarDate.argumentShape))
    var to: CalendarDate?

    func filter(in library: Library) throws -> DocumentFilter {
        let person: DocumentFilter.Person? = try person.map {
            switch try library.person(named: $0) {
            case .member(let id): .member(id)
            case .unknown: .unknown
            }
        }
        return DocumentFilter(person: person, docType: type, from: from, to: to)
    }
}

enum DocumentRows {
    static let header = [.columnID, .fieldDate, .fieldType, .fieldPerson, .columnStatus, .fieldTitle].map(Console.words)

    static func cells(_ summary: DocumentSummary) -> [String] {
        [String(summary.id),
         summary.documentDate?.iso ?? "–",
         summary.docType.norwegianLabel,
         summary.personName ?? FamilyMember.unknownPersonLabel,
         summary.uploadStatus.norwegianLabel,
         summary.title]
    }
}
