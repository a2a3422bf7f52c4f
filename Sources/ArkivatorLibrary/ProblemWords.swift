import ArkivatorArchive
import ArkivatorDocx
import ArkivatorDrive
import ArkivatorImaging
import ArkivatorOCR
import ArkivatorPDF
import ArkivatorStore
import Foundation

/// Words for what the modules under the Library raise, as the person using any front end
/// should read them; nil for an error that is no such problem. Never a letter's text or a
/// whole fødselsnummer.
public enum ProblemWords {
    public static func message(for error: any Error, english: Bool = false) -> String? {
        func text(_ norwegian: String, _ englishText: String) -> String { english ? englishText : norwegian }
        switch error {
        case let error as LibraryError:
            return error.message(english: english)
        case let error as SealedFileDamaged:
            return LibraryError.fileDamaged(path: error.path).message(english: english)
        case let error as ImagingError:
            return error.userMessage
        case let error as PDFError:
            return error.message(english: english)
        case let error as OCRError:
            return text("Tekstgjenkjenningen virker ikke: \(error.description)", "Text recognition does not work: \(error.description)")
        case let error as LibraryBackup.Problem:
            switch error {
            case .libraryNotEmpty(let path):
                return text("Det finnes allerede et bibliotek i \(path). Gjenopprett i en tom mappe (velg den med ARKIVATOR_HOME).",
                            "There is a library in \(path) already. Restore into an empty folder (choose it with ARKIVATOR_HOME).")
            case .notABackup:
                return text("Filen er ikke en sikkerhetskopi fra Arkivator.", "The file is not an Arkivator backup.")
            case .unsupportedVersion(let version):
                return text("Sikkerhetskopien har format \(version), som denne versjonen av Arkivator ikke kan lese. Oppdater Arkivator.",
                            "The backup has format \(version), which this version of Arkivator cannot read. Update Arkivator.")
            case .damaged(let path):
                return text("Sikkerhetskopien er skadet (\(path) stemmer ikke med sjekksummen). Ingenting er gjenopprettet.",
                            "The backup is damaged (\(path) does not match its checksum). Nothing was restored.")
            }
        case StoreError.damaged(let what):
            return text("Biblioteket er skadet: \(what) stemmer ikke med nøkkelen (endret, avkortet eller fra et annet bibliotek). Gjenopprett fra sikkerhetskopi.",
                        "The library is damaged: \(what) does not match its key (altered, cut short or from another library). Restore from a backup.")
        case StoreError.libraryAlreadyExists(let path):
            return LibraryError.libraryAlreadyExists(path: path).message(english: english)
        case StoreError.corruptValue(let column):
            return text("Biblioteket inneholder en ugyldig verdi (\(column)). Gjenopprett fra sikkerhetskopi.",
                        "The library holds a value that is not valid (\(column)). Restore from a backup.")
        case StoreError.upgradeNeeded:
            return text("Biblioteket er fra en eldre versjon og har noe ulåst på disken. Kjør «arkivator upgrade» og skriv passordfrasen, så forsegles det.",
                        "The library is from an earlier version and keeps something unsealed on disk. Run «arkivator upgrade» and type the passphrase to seal it.")
        case StoreError.rotationUnfinished:
            return LibraryError.keyChangeUnfinished.message(english: english)
        case StoreError.libraryInUse:
            return LibraryError.keyChangeWaitsForOtherProcess.message(english: english)
        case let error as DriveError:
            return error.userMessage
        case let error as OAuthError:
            return error.userMessage
        case DriveAccountError.emptyFolderName:
            return text("Mappenavnet kan ikke være tomt.", "The folder name cannot be empty.")
        case is SearchablePDF.Problem:
            return text("PDF-en kunne ikke lages: et sidebilde er ikke en gyldig JPEG.", "The PDF could not be made: a page image is not a valid JPEG.")
        case let error as CocoaError:
            return text("Filen kunne ikke leses eller skrives (\(error.code.rawValue)).", "The file could not be read or written (\(error.code.rawValue)).")
        default:
            return nil
        }
    }
}
