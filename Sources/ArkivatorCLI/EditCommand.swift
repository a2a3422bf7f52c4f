import ArgumentParser
import ArkivatorCore
import ArkivatorLibrary
import Foundation

struct EditCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "edit",
        abstract: "Rett opplysningene om et dokument.",
        discussion: """
            Et tomt argument («--institution ''») fjerner feltet. Tittelen begynner alltid med \
            brevets dato: «--title Kontroll» på et brev fra 2025-03-04 gir «2025-03-04 Kontroll», \
            og en ny --date flyttes inn i tittelen.
            """
    )

    @Argument(help: "Id fra «arkivator list».")
    var id: Int64

    @Option(help: "Tittelens ord; datoen settes foran.")
    var title: String?

    @Option(help: "Ny type.")
    var type: DocumentType?

    @Option(help: "Personen brevet gjelder (navn, fornavn, id eller «ukjent»).")
    var person: String?

    @Option(help: ArgumentHelp("Brevets dato.", valueName: CalendarDate.argumentShape))
    var date: FieldChange<CalendarDate>?

    @Option(help: ArgumentHelp("Timeavtale.", valueName: LocalDateTime.argumentShape))
    var appointment: FieldChange<LocalDateTime>?

    @Option(help: "Institusjonen som sendte brevet.")
    var institution: FieldChange<String>?

    @Option(help: "Avdeling.")
    var department: FieldChange<String>?

    @Option(help: "Fagområde, for eksempel «Kardiologi».")
    var specialty: FieldChange<String>?

    @Option(help: "Stikkord, skilt med komma.")
    var keywords: String?

    @Option(help: "Siden hvis tekst rettes med --text-file (1 for et brev uten sidebilder).")
    var page: Int?

    @Option(help: "Fil med sidens rettede tekst (UTF-8); maskinens lesning beholdes som historikk.", completion: .file())
    var textFile: String?

    func validate() throws {
        if (page == nil) != (textFile == nil) { throw ValidationError(.needsTheOther("--page", "--text-file")) }
    }

    func run() throws {
        let library = try LibraryAccess.open()
        if let page, let textFile {
            let corrected = try library.correctText(of: id, page: page, to: try Files.readText(textFile))
            print(Console.words(.textCorrected(page: page, title: corrected.document.title)))
            if !corrected.unplacedWords.isEmpty {
                Console.warn(.wordsWithoutPlace(count: corrected.unplacedWords.count, fodselsnummer: corrected.unplacedFodselsnummer))
            }
            if title == nil && type == nil && person == nil && date == nil && appointment == nil && institution == nil
                && department == nil && specialty == nil && keywords == nil { return }
        }
        let edit = DocumentEdit(
            title: title, docType: type, person: try person.map { try library.person(named: $0) },
            documentDate: date, appointment: appointment, institution: institution, department: department,
            specialty: specialty, keywords: keywords.map(DocumentEdit.keywords(fromLine:)))
        switch try library.edit(id, edit) {
        case .saved(let document): print(Console.words(.saved(title: document.title)))
        case .unchanged: print(Console.words(.nothingToChange))
        }
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

    @Argument(help: "Id fra «arkivator list».")
    var id: Int64

    @Flag(name: .shortAndLong, help: "Ikke spør først.")
    var yes = false

    @Option(help: "Sekunder du kan angre slettingen med «arkivator undo» (høyst \(Int(Library.longestUndoWindow))); 0 sletter med en gang.")
    var undoWindow = Int(Library.undoWindow)

    func validate() throws {
        do {
            try Library.checkUndoWindow(TimeInterval(undoWindow))
        } catch {
            throw ValidationError(Console.language.words(error))
        }
    }

    func run() throws {
        let library = try LibraryAccess.open()
        let document = try library.document(id)
        if !yes {
            guard Console.isInteractive else {
                throw UserFacingError(.confirmDeletionWithYes)
            }
            guard Console.confirm(.deleteLetter(title: document.title)) else {
                print(Console.words(.nothingDeleted))
                return
            }
        }
        let held = try library.holdForDeletion(id, window: TimeInterval(undoWindow))
        guard undoWindow > 0 else {
            print(Console.words(.deleted(title: held.title)))
            return
        }
        BackgroundPurge.start(at: held.purgeAfter)
        print(Console.words(.deletedUndoWithin(title: held.title, seconds: undoWindow)))
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
        let undone = try LibraryAccess.open().undoDeletion(id)
        print(Console.words(.undone(title: undone.title, documentID: undone.documentID)))
    }
}

/// Runs in the background after `delete`: waits out the undo window, then deletes for good.
/// Deleting needs the key now that the database is sealed, so it can only when the passphrase
/// came from the environment (a prompt's answer is nobody's to hand to a background process);
/// otherwise every unlock purges what is due, so a purger that never ran loses nothing.
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
        guard let passphrase = Passphrase.fromEnvironment(), let locked = try LockedLibrary.open(LibraryAccess.folder) else { return }
        // Unlocking purges what is due.
        _ = try locked.unlocked(passphrase: passphrase, appVersion: ArkivatorVersion.current, warn: { Console.warn($0) })
    }
}

enum BackgroundPurge {
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
