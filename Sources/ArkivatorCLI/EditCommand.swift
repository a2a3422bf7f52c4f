import ArgumentParser
import ArkivatorArchive
import ArkivatorCore
import ArkivatorStore
import Foundation

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
        abstract: "Slett et dokument og filene det har i biblioteket, i arkivmappen og i Google Drive.",
        discussion: """
            Dokumentet forsvinner med en gang, men kan hentes tilbake med «arkivator undo» til \
            angrefristen er ute. Da overskrives filene før de fjernes, og kopiene i Google Drive \
            legges i papirkurven der.
            """
    )

    static let defaultUndoWindow = 60

    @Argument(help: "Id fra «arkivator list».")
    var id: Int64

    @Flag(name: .shortAndLong, help: "Ikke spør først.")
    var yes = false

    @Option(help: "Sekunder du kan angre slettingen med «arkivator undo»; 0 sletter med en gang.")
    var undoWindow = defaultUndoWindow

    func validate() throws {
        guard (0...3600).contains(undoWindow) else { throw ValidationError("--undo-window må være mellom 0 og 3600 sekunder.") }
    }

    func run() throws {
        let archive = try LibraryAccess.openArchive()
        guard let document = try archive.database.document(id: id),
              try !archive.database.heldDeletions().contains(where: { $0.documentID == id })
        else { throw StoreError.documentNotFound(id: id) }
        if !yes {
            guard Console.isInteractive else {
                throw UserFacingError("Bekreft slettingen med --yes når kommandoen ikke kjøres i en terminal.")
            }
            guard Console.confirm("Slette «\(document.title)»?") else {
                print("Ingenting er slettet.")
                return
            }
        }
        guard undoWindow > 0 else {
            try archive.delete(id: id)
            print("Slettet «\(document.title)».")
            return
        }
        let purgeAfter = try archive.holdForDeletion(id: id, window: TimeInterval(undoWindow))
        DeletionPurger.start(at: purgeAfter)
        print("Slettet «\(document.title)». Angre innen \(undoWindow) sekunder med «arkivator undo».")
    }
}

struct UndoCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "undo",
        abstract: "Hent tilbake det sist slettede dokumentet, så lenge angrefristen ikke er ute."
    )

    @Argument(help: "Id-en til et slettet dokument (standard: det sist slettede).")
    var id: Int64?

    func run() throws {
        let archive = try LibraryAccess.openArchive()
        let held = try archive.database.heldDeletions()
        let wanted = id.map { id in held.first { $0.documentID == id } } ?? held.first
        guard let wanted, try archive.database.releaseHeldDeletion(wanted.documentID) else {
            throw UserFacingError(id == nil
                ? "Det er ingen sletting å angre. Angrefristen kan være ute."
                : "Dokument \(id ?? 0) venter ikke på sletting; angrefristen kan være ute.")
        }
        print("Angret: «\(wanted.title)» er tilbake (id \(wanted.documentID)).")
    }
}

/// Runs in the background after `delete`: waits out the undo window, then deletes for good.
/// Every command that opens the archive purges too, so a purger that never ran loses nothing.
struct PurgeDeletionsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "purge-deletions",
        abstract: "Slett for godt dokumentene som angrefristen er ute for.",
        shouldDisplay: false
    )

    @Option(help: "Vent til dette tidspunktet (sekunder siden 1970) først.")
    var at: Double?

    func run() throws {
        if let at {
            // The terminal that ran `delete` may close meanwhile; that must not stop the deletion.
            signal(SIGHUP, SIG_IGN)
            setsid()
            let wait = at - Date().timeIntervalSince1970
            if wait > 0 { Thread.sleep(forTimeInterval: wait + 0.05) }
        }
        let library = LibraryAccess.library
        guard library.exists else { return }
        let archive = DocumentArchive(database: try ArchiveDatabase.open(library), library: library,
                                      appVersion: ArkivatorVersion.current, warn: { Console.warn($0) })
        archive.purgeDueDeletions()
    }
}

enum DeletionPurger {
    /// Starts `purge-deletions --at` in the background; if it cannot start, the next
    /// command that opens the archive does its work.
    static func start(at date: Date) {
        guard let executable = Bundle.main.executableURL else { return }
        let process = Process()
        process.executableURL = executable
        process.arguments = ["purge-deletions", "--at", String(date.timeIntervalSince1970)]
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try? process.run()
    }
}
