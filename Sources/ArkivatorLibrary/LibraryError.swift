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
    /// A passkey that was not taken, and why.
    case passkey(PasskeyProblem)
    case passkeyNotFound
    /// More than one passkey has the name: the id says which.
    case passkeyNameShared
    case passkeyNameInvalid(limit: Int)
    /// The phone's key is not a P-256 key-agreement key.
    case pocketKeyInvalid
    case pocketPhoneNotFound
    case phoneNameInvalid(limit: Int)
    case pocketMonthsOutOfRange(ClosedRange<Int>)
    /// A photo from a phone's outbox did not open with the library's outbox key.
    case waitingPhotoUnreadable(page: Int)
    case libraryAlreadyExists(path: String)
    /// The database does not match its key: altered, cut short, or from another library.
    case libraryDamaged(what: String)
    case corruptValue(column: String)
    /// An earlier version left something unsealed on disk; `upgrade` seals it.
    case upgradeNeeded
    case restoreTargetNotEmpty(path: String)
    case notABackup
    case backupFormatUnknown(Int)
    case backupDamaged(path: String)
    case driveFolderNameEmpty
    /// Tesseract would not start; `description` says which data it missed.
    case recognitionBroken(String)
    /// Photos being read found no working text recognition on this machine.
    case recognitionUnavailable
    case photosUnreadable
    case pdfNotMade
    case fileUnreadable(code: Int)
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
    case pageEdit(PageEditProblem)
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
    case pageNotFound(Int)
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
        (english ? Language.english : .bokmal).words(self)
    }
}

/// What is wrong with a family member as typed; messages never echo a number.
public enum FamilyMemberProblem: Error, Equatable, Sendable {
    case emptyName
    case nameHoldsFodselsnummer
    case invalidFodselsnummer(FodselsnummerError)
    case invalidBirthDate(String)
    case birthDateDisagreesWithNumber
    case lettersMovedToThemselves

    public func message(english: Bool) -> String {
        (english ? Language.english : .bokmal).words(self)
    }
}

/// Why a filed letter's pages could not be changed so.
public enum PageEditProblem: Error, Equatable, Sendable {
    /// A letter filed as text has no pages to change.
    case noPages
    /// A letter keeps at least one page: delete the letter instead.
    case onlyPage
    /// A new order must name every page once.
    case notAnOrder(pageCount: Int)
    /// The page has no kept photo to crop again from: a PDF's page, or a letter filed before
    /// originals were kept.
    case noPhotoToCrop(page: Int)
}
