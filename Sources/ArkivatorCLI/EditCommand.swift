import ArgumentParser
import ArkivatorCore
import ArkivatorStore

struct EditCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "edit",
        abstract: "Rett opplysningene om et dokument.",
        discussion: "Et tomt argument («--institution ''») fjerner feltet. En ny --date settes også først i tittelen."
    )

    @Argument(help: "Id fra «arkivator list».")
    var id: Int64

    @Option(help: "Ny tittel.")
    var title: String?

    @Option(help: "Ny type: innkalling, epikrise, lab-svar, resept, henvisning, vedtak, annet.")
    var type: String?

    @Option(help: "Personen brevet gjelder (navn, fornavn, id eller «ukjent»).")
    var person: String?

    @Option(help: "Brevets dato (ÅÅÅÅ-MM-DD).")
    var date: String?

    @Option(help: "Timeavtale (ÅÅÅÅ-MM-DDTTT:MM).")
    var appointment: String?

    @Option(help: "Institusjonen som sendte brevet.")
    var institution: String?

    @Option(help: "Avdeling.")
    var department: String?

    @Option(help: "Fagområde, for eksempel «Kardiologi».")
    var specialty: String?

    @Option(help: "Stikkord, skilt med komma.")
    var keywords: String?

    func run() throws {
        let archive = try LibraryAccess.openArchive()
        let database = archive.database
        guard var document = try database.document(id: id) else { throw StoreError.documentNotFound(id: id) }
        let original = document
        if let type { document.docType = try Arguments.docType(type) }
        if let person {
            switch try Arguments.person(person, in: database.familyMembers()) {
            case .member(let memberID): document.personID = memberID
            case .unknown: document.personID = nil
            }
        }
        if let date {
            document.documentDate = date.isEmpty ? nil : try Arguments.date(date, option: "--date")
            document.title = DocumentTitle.title(document.title, withDate: document.documentDate)
        }
        if let appointment {
            guard appointment.isEmpty || LocalDateTime(iso: appointment) != nil else {
                throw UserFacingError("--appointment må ha formen ÅÅÅÅ-MM-DDTTT:MM, for eksempel 2025-11-03T09:30.")
            }
            document.appointment = LocalDateTime(iso: appointment)
        }
        if let title { document.title = try DocumentTitle.validated(title) }
        if let institution { document.institution = Self.optional(institution) }
        if let department { document.department = Self.optional(department) }
        if let specialty { document.specialty = try Self.specialty(specialty) }
        if let keywords {
            document.keywords = keywords.split(separator: ",")
                .map { $0.trimmingCharacters(in: .whitespaces) }
                .filter { !$0.isEmpty }
        }
        guard document != original else {
            print("Ingenting å endre.")
            return
        }
        try archive.update(document)
        print("Lagret: \(document.title)")
    }

    private static func optional(_ text: String) -> String? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        return trimmed.isEmpty ? nil : trimmed
    }

    private static func specialty(_ text: String) throws -> String? {
        guard let wanted = optional(text) else { return nil }
        guard let label = Specialty.label(matching: wanted) else {
            throw UserFacingError("Ukjent fagområde «\(wanted)». Velg en av: \(Specialty.labels.joined(separator: ", ")).")
        }
        return label
    }
}

struct DeleteCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "delete",
        abstract: "Slett et dokument og filene det har i biblioteket og i arkivmappen."
    )

    @Argument(help: "Id fra «arkivator list».")
    var id: Int64

    @Flag(name: .shortAndLong, help: "Ikke spør først.")
    var yes = false

    func run() throws {
        let archive = try LibraryAccess.openArchive()
        guard let document = try archive.database.document(id: id) else { throw StoreError.documentNotFound(id: id) }
        if !yes {
            guard Console.isInteractive else {
                throw UserFacingError("Bekreft slettingen med --yes når kommandoen ikke kjøres i en terminal.")
            }
            guard Console.confirm("Slette «\(document.title)»?") else {
                print("Ingenting er slettet.")
                return
            }
        }
        try archive.delete(id: id)
        print("Slettet «\(document.title)».")
    }
}
