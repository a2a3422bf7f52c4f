import ArkivatorCore
import Foundation

/// What a use case refuses, and why, in words each front end can show as they are. No case
/// carries a letter's text or a whole fødselsnummer.
public enum LibraryError: Error, Equatable, Sendable {
    case missing(path: String)
    case wrongPassphrase
    /// What lasts beyond the session was asked for without the passphrase given again.
    case passphraseNeeded
    case passphraseTooShort(minimum: Int)
    case unknownAPIKey
    /// The keys are being changed; only an unlock with the passphrase finishes it.
    case keyChangeUnfinished
    /// The keys cannot change now: another process has the library open.
    case keyChangeWaitsForOtherProcess
    case libraryAlreadyExists(path: String)
    case apiKeyNotFound(String)
    case documentNotFound(Document.ID)
    case familyMemberNotFound(FamilyMember.ID)
    case personNameShared(String)
    case personNameUnknown(String)
    case jobNotFound
    case noPhotos
    case tooManyPages(maximum: Int)
    case invalidCorners
    /// An upload's key (the sender's name for its letter) is not a short run of letters, digits and hyphens.
    case invalidUploadKey
    /// The letter has not been read yet, so there is nothing to file.
    case jobNotRead
    case edit(DocumentEdit.Problem)
    case family(FamilyMemberProblem)
    /// Filing without review refused: a page's text came out too uncertain to trust.
    case uncertainText(warning: String)
    case nothingToUndo(Document.ID?)
    case undoWindowOutOfRange(seconds: Int, maximum: Int)
    case noFodselsnummerToRedact
    case searchHasNoWords
    case eraseNotConfirmed(expected: String)
    case exportInsideLibrary(path: String)
    case notAFolder(path: String)
    case fileNotFound(path: String)
    case backupDestinationIsFolder(path: String)
    /// A file of the library does not open: its sealed bytes were changed, cut or swapped.
    case fileDamaged(path: String)
    /// Another `import` is filing into the same library right now.
    case importRunning
    case calendarNotFound
    case toDoItemNotFound
    /// «Legg i kalender» on a letter that gives no appointment.
    case noAppointment
    /// The owner has not chosen a service for the assistant.
    case assistantNotSetUp
    /// The owner has turned the assistant off: nothing may be sent.
    case assistantOff
    /// The owner asked to be asked each time, and has not said yes for this letter.
    case assistantNeedsConsent
    case invalidAssistantSetup(String)
    case assistantJobNotFound
    case invalidExtractionSchema(String)
    /// The service could not be reached or did not answer as it should; the words say which.
    case assistantFailed(String)
    /// Connecting Google Drive needs an OAuth client, and none is kept or typed.
    case driveClientMissing
    /// Another process (`serve` or `sync`) is uploading this library's queue.
    case driveSyncRunning
    /// Uploads wait until the user connects again or makes room in Drive.
    case driveNeedsUser(DriveConnectionState)

    public var norwegian: String { message(english: false) }

    public func message(english: Bool) -> String {
        func text(_ norwegian: String, _ englishText: String) -> String { english ? englishText : norwegian }
        switch self {
        case .missing(let path):
            return text("Fant ikke noe bibliotek i \(path). Opprett det med «arkivator init».",
                        "No library in \(path). Create one with «arkivator init».")
        case .wrongPassphrase:
            return text("Feil passordfrase.", "Wrong passphrase.")
        case .passphraseNeeded:
            return text("Dette varer lenger enn økten din, så det trenger passordfrasen igjen. Skriv den inn og prøv på nytt.",
                        "This lasts longer than your session, so it needs the passphrase again. Type it and try again.")
        case .passphraseTooShort(let minimum):
            return text("Passordfrasen må ha minst \(minimum) tegn. Flere ord er lettere å huske og vanskeligere å gjette.",
                        "The passphrase needs at least \(minimum) characters. Several words are easier to remember and harder to guess.")
        case .unknownAPIKey:
            return text("Ukjent eller tilbakekalt nøkkel.", "Unknown or revoked key.")
        case .keyChangeUnfinished:
            return text("Nøklene til biblioteket er under bytte. Lås opp med passordfrasen for å fullføre byttet; API-nøkler virker igjen etterpå.",
                        "The library's keys are being changed. Unlock with the passphrase to finish; API keys work again afterwards.")
        case .apiKeyNotFound(let name):
            return text("Fant ingen nøkkel som heter «\(name)». Se «arkivator key list».",
                        "No key named «\(name)». See «arkivator key list».")
        case .documentNotFound:
            return text("Fant ikke dokumentet.", "Document not found.")
        case .familyMemberNotFound:
            return text("Fant ikke personen.", "Person not found.")
        case .jobNotFound:
            return text("Fant ikke brevet. Kanskje det allerede er lagret?", "Letter not found. Perhaps it is already saved?")
        case .noPhotos:
            return text("Velg minst ett bilde av brevet.", "Choose at least one photo of the letter.")
        case .tooManyPages(let maximum):
            return text("Høyst \(maximum) sider i ett brev.", "At most \(maximum) pages in one letter.")
        case .invalidCorners:
            return text("Hjørnene må danne en firkant.", "The corners must make a quadrilateral.")
        case .invalidUploadKey:
            return text("Opplastingens nøkkel må være høyst \(Library.maximumUploadKeyLength) bokstaver, sifre og bindestreker.",
                        "The upload's key must be at most \(Library.maximumUploadKeyLength) letters, digits and hyphens.")
        case .jobNotRead:
            return text("Brevet er ikke ferdig lest ennå.", "The letter has not been read yet.")
        case .edit(let problem):
            switch problem {
            case .emptyTitle: return text("Tittelen kan ikke være tom.", "The title cannot be empty.")
            case .titleHoldsFodselsnummer:
                return text("En tittel kan ikke inneholde et fødselsnummer.", "A title cannot hold a national ID number.")
            case .unknownSpecialty(let typed):
                return text("Ukjent fagområde «\(typed)». Velg en av: \(Specialty.labels.joined(separator: ", ")).",
                            "Unknown specialty «\(typed)». Choose one of: \(Specialty.labels.joined(separator: ", ")).")
            case .unknownPerson:
                return text("Personen finnes ikke i familien.", "That person is not in the family.")
            case .actionsHoldFodselsnummer:
                return text("Feltene om hva brevet ber om kan ikke inneholde et fødselsnummer: de kan havne i en kalender.",
                            "The fields on what the letter asks cannot hold a national ID number: they may end up in a calendar.")
            }
        case .family(let problem):
            return problem.message(english: english)
        case .uncertainText(let warning):
            return text("\(warning). Ikke lagret: ta bildet på nytt, rett hjørnene, eller lagre likevel (--accept-uncertain).",
                        "\(warning). Not saved: retake the photo, adjust the corners, or save anyway (acceptUncertain).")
        case .nothingToUndo(let id):
            return id == nil
                ? text("Det er ingen sletting å angre. Angrefristen kan være ute.", "There is no deletion to undo. The time to undo may have run out.")
                : text("For sent: dokumentet er allerede slettet, eller det venter ikke på sletting.",
                       "Too late: the document is already deleted, or it is not waiting to be deleted.")
        case .undoWindowOutOfRange(let seconds, let maximum):
            return text("Angrefristen må være mellom 0 og \(maximum) sekunder, ikke \(seconds).",
                        "The time to undo must be between 0 and \(maximum) seconds, not \(seconds).")
        case .personNameShared(let name):
            return text("Flere i familien heter «\(name)». Velg personen med id-en fra familielisten.",
                        "More than one in the family is called «\(name)». Choose the person by the id in the family list.")
        case .personNameUnknown(let name):
            return text("Ingen i familien heter «\(name)». Se familielisten.", "Nobody in the family is called «\(name)». See the family list.")
        case .noFodselsnummerToRedact:
            return text("Fant ikke noe fødselsnummer i teksten. Ingenting er endret.", "No national ID number in the text. Nothing changed.")
        case .searchHasNoWords:
            return text("Søket må inneholde minst ett ord.", "A search needs at least one word.")
        case .exportInsideLibrary(let path):
            return text("Arkivmappen kan ikke ligge inne i biblioteket (\(path)).", "The archive folder cannot be inside the library (\(path)).")
        case .notAFolder(let path):
            return text("\(path) er en fil, ikke en mappe.", "\(path) is a file, not a folder.")
        case .fileNotFound(let path):
            return text("Fant ikke \(path).", "\(path) not found.")
        case .fileDamaged(let path):
            return text("Filen \(path) er skadet og kan ikke åpnes. Gjenopprett biblioteket fra en sikkerhetskopi.",
                        "The file \(path) is damaged and cannot be opened. Restore the library from a backup.")
        case .backupDestinationIsFolder(let path):
            return text("\(path) er en mappe; gi navnet på filen som skal skrives.", "\(path) is a folder; give the name of the file to write.")
        case .importRunning:
            return text("En annen import arkiverer i dette biblioteket nå. Vent til den er ferdig.",
                        "Another import is filing into this library right now. Wait for it to finish.")
        case .calendarNotFound:
            return text("Fant ikke kalenderen. Kanskje lenken er trukket tilbake?", "Calendar not found. Perhaps its link was revoked?")
        case .noAppointment:
            return text("Brevet gir ingen time å legge i kalenderen.", "The letter gives no appointment to add to a calendar.")
        case .toDoItemNotFound:
            return text("Fant ikke oppgaven. Kanskje brevet er endret eller slettet?", "Task not found. Perhaps the letter was changed or deleted?")
        case .assistantNotSetUp:
            return text("Assistenten er ikke satt opp. Velg en tjeneste under Innstillinger, eller med «arkivator assistant setup».",
                        "The assistant is not set up. Choose a service in Settings, or with «arkivator assistant setup».")
        case .assistantOff:
            return text("Assistenten er slått av. Ingenting er sendt.", "The assistant is turned off. Nothing was sent.")
        case .assistantNeedsConsent:
            return text("Du har valgt å bli spurt hver gang. Se hva som sendes, og si ja for dette brevet (--send), eller velg «alltid».",
                        "You chose to be asked each time. See what is sent, and say yes for this letter (--send), or choose «always».")
        case .invalidAssistantSetup(let reason):
            return text("Assistenten kan ikke settes opp slik: \(reason)", "The assistant cannot be set up like that: \(reason)")
        case .assistantJobNotFound:
            return text("Fant ikke jobben.", "Job not found.")
        case .invalidExtractionSchema(let reason):
            return text("Skjemaet kan ikke brukes: \(reason)", "The schema cannot be used: \(reason)")
        case .keyChangeWaitsForOtherProcess:
            return text("Nøklene kan ikke byttes mens en annen prosess har biblioteket åpent (arkivator serve?). Byttet fullføres neste gang biblioteket låses opp og ingen annen har det åpent.",
                        "The keys cannot change while another process has the library open (arkivator serve?). The change is finished at the next unlock when nobody else has it open.")
        case .libraryAlreadyExists(let path):
            return text("Det finnes allerede et bibliotek i \(path). Velg en annen mappe med ARKIVATOR_HOME.",
                        "There is a library in \(path) already. Choose another folder with ARKIVATOR_HOME.")
        case .driveClientMissing:
            return text("Skriv inn OAuth-klientens id.", "Enter the OAuth client's id.")
        case .driveSyncRunning:
            return text("En annen synkronisering (arkivator serve eller sync) kjører allerede for dette biblioteket.",
                        "Another sync (arkivator serve or sync) is already running for this library.")
        case .driveNeedsUser(.quotaExceeded):
            return text("Google Drive er full. Frigjør plass i Google Drive og prøv igjen; ingenting i køen er tapt.",
                        "Google Drive is full. Free up space in Google Drive and try again; nothing in the queue is lost.")
        case .driveNeedsUser:
            return text("Tilgangen til Google Drive er trukket tilbake eller utløpt. Koble til Google Drive på nytt; ingenting i køen er tapt.",
                        "Access to Google Drive was revoked or has expired. Connect Google Drive again; nothing in the queue is lost.")
        case .assistantFailed(let reason):
            return reason
        case .eraseNotConfirmed(let expected):
            return text("Bekreftelsen var ikke \(expected). Ingenting er slettet.", "The confirmation was not \(expected). Nothing was erased.")
        }
    }
}

/// What is wrong with a family member as typed; messages never echo a number.
public enum FamilyMemberProblem: Error, Equatable, Sendable {
    case emptyName
    case nameHoldsFodselsnummer
    case invalidFodselsnummer(FodselsnummerError)
    case invalidBirthDate(String)
    case birthDateDisagreesWithNumber

    public func message(english: Bool) -> String {
        func text(_ norwegian: String, _ englishText: String) -> String { english ? englishText : norwegian }
        switch self {
        case .emptyName: return text("Skriv et navn.", "Enter a name.")
        case .nameHoldsFodselsnummer:
            return text("Et navn kan ikke inneholde et fødselsnummer. Gi nummeret som fødselsnummer, så lagres det kryptert.",
                        "A name cannot hold a national ID number. Give the number as the national ID number, which is stored encrypted.")
        case .invalidFodselsnummer(let reason):
            let why: (String, String) = switch reason {
            case .wrongLength: ("det må ha 11 siffer", "it must have 11 digits")
            case .notDigits: ("det kan bare inneholde siffer (eventuelt med mellomrom eller bindestrek etter de seks første)",
                              "it may hold only digits (with a space or hyphen after the first six)")
            case .invalidControlDigits: ("kontrollsifrene stemmer ikke", "its check digits do not match")
            case .invalidDate: ("de seks første sifrene er ikke en gyldig dato", "the first six digits are not a valid date")
            }
            return text("Fødselsnummeret er ikke gyldig: \(why.0).", "The national ID number is not valid: \(why.1).")
        case .invalidBirthDate(let typed):
            return text("Fødselsdatoen må ha formen ÅÅÅÅ-MM-DD, ikke «\(typed)».", "The birth date must be written YYYY-MM-DD, not «\(typed)».")
        case .birthDateDisagreesWithNumber:
            return text("Fødselsdatoen stemmer ikke med fødselsnummeret.", "The birth date does not match the national ID number.")
        }
    }
}
