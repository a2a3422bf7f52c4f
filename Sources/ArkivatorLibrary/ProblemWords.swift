import ArkivatorArchive
import ArkivatorDocx
import ArkivatorDrive
import ArkivatorImaging
import ArkivatorOCR
import ArkivatorPDF
import ArkivatorStore
import Foundation

/// What the modules under the Library raise, as the person using any front end should read it;
/// nil for an error that is no such problem. Never a letter's text or a whole fødselsnummer.
public enum ProblemWords {
    public static func message(for error: any Error, english: Bool = false) -> String? {
        if let problem = problem(for: error) { return problem.message(english: english) }
        switch error {
        // The words of the modules that keep their own.
        case let error as ImagingError: return error.userMessage
        case let error as PDFError: return error.message(english: english)
        case let error as DriveError: return error.userMessage
        case let error as OAuthError: return error.userMessage
        default: return nil
        }
    }

    /// The errors of the modules beneath as the Library's own refusals, whose words the
    /// catalogues (`Words/`) hold.
    public static func problem(for error: any Error) -> LibraryError? {
        switch error {
        case let error as LibraryError: error
        case let error as SealedFileDamaged: .fileDamaged(path: error.path)
        case let error as OCRError: .recognitionBroken(error.description)
        case LibraryBackup.Problem.libraryNotEmpty(let path): .restoreTargetNotEmpty(path: path)
        case LibraryBackup.Problem.notABackup: .notABackup
        case LibraryBackup.Problem.unsupportedVersion(let version): .backupFormatUnknown(version)
        case LibraryBackup.Problem.damaged(let path): .backupDamaged(path: path)
        case StoreError.damaged(let what): .libraryDamaged(what: what)
        case StoreError.libraryAlreadyExists(let path): .libraryAlreadyExists(path: path)
        case StoreError.corruptValue(let column): .corruptValue(column: column)
        case StoreError.upgradeNeeded: .upgradeNeeded
        case StoreError.rotationUnfinished: .keyChangeUnfinished
        case StoreError.libraryInUse: .keyChangeWaitsForOtherProcess
        case DriveAccountError.emptyFolderName: .driveFolderNameEmpty
        case is SearchablePDF.Problem: .pdfNotMade
        case let error as CocoaError: .fileUnreadable(code: error.code.rawValue)
        default: nil
        }
    }
}
