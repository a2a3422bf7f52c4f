import ArkivatorLibrary
import Hummingbird

/// The one place where the Library's refusals become HTTP answers: the Library knows what
/// went wrong and says it in words; only the web module knows what HTTP calls it.
extension LibraryError {
    var status: HTTPResponse.Status {
        switch self {
        case .documentNotFound, .familyMemberNotFound, .jobNotFound, .apiKeyNotFound, .fileNotFound, .pageNotFound, .calendarNotFound,
             .toDoItemNotFound, .noAppointment, .assistantJobNotFound:
            .notFound
        case .wrongPassphrase, .unknownAPIKey:
            .unauthorized
        case .passkey(let problem):
            switch problem {
            case .notThisCeremony, .wrongOrigin, .userNotVerified, .unknownPasskey, .counterWentBack: .unauthorized
            case .malformed, .unsupportedKey, .noPRF, .needsName: .badRequest
            case .alreadyRegistered: .conflict
            }
        case .passkeyNotFound, .pocketPhoneNotFound:
            .notFound
        // The library's state, not the request, stands in the way: not created yet, or a
        // letter not read yet, or an import filing into it.
        case .missing, .jobNotRead, .noFodselsnummerToRedact, .importRunning, .assistantNotSetUp, .assistantOff,
             .keyChangeUnfinished, .keyChangeWaitsForOtherProcess, .libraryAlreadyExists, .driveSyncRunning, .driveNeedsUser,
             .upgradeNeeded:
            .conflict
        // The owner has not said yes to sending this letter, or has not given the passphrase
        // again for what lasts: asked again, it may be.
        case .assistantNeedsConsent, .passphraseNeeded:
            .forbidden
        // The service beyond us failed.
        case .assistantFailed:
            .badGateway
        // The library itself is damaged: nothing the request could change.
        case .fileDamaged, .libraryDamaged, .corruptValue:
            .internalServerError
        // This machine could not do the work: its text recognition, or a file it writes.
        case .recognitionBroken, .recognitionUnavailable, .pdfNotMade, .fileUnreadable:
            .internalServerError
        // The undo window has closed, and the letter is gone for good (or soon will be).
        case .nothingToUndo:
            .gone
        // Well-formed, but what was read cannot be filed as it is.
        case .uncertainText:
            .unprocessableContent
        case .passphraseTooShort, .undoWindowOutOfRange, .personNameShared, .personNameUnknown, .noPhotos, .tooManyPages, .invalidCorners, .invalidUploadKey, .edit, .family, .pageEdit, .searchHasNoWords,
             .eraseNotConfirmed, .exportInsideLibrary, .notAFolder, .backupDestinationIsFolder, .invalidAssistantSetup,
             .invalidExtractionSchema, .driveClientMissing, .driveFolderNameEmpty, .restoreTargetNotEmpty, .notABackup,
             .backupFormatUnknown, .backupDamaged, .photosUnreadable, .passkeyNameInvalid, .passkeyNameShared, .pocketKeyInvalid, .phoneNameInvalid,
             .pocketMonthsOutOfRange, .waitingPhotoUnreadable:
            .badRequest
        }
    }

    /// The Library's words, in the language of the request being answered.
    var text: String {
        message(english: Language.current == .english)
    }
}
