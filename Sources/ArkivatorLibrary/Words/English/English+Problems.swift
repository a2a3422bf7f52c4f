import ArkivatorCore

// The Library's refusals, in English.
extension English {
    static func words(_ error: LibraryError) -> String {
        switch error {
        case .missing(let path):
            return "No library in \(path). Create one with «arkivator init»."
        case .wrongPassphrase:
            return "Wrong passphrase."
        case .passphraseNeeded:
            return "This lasts longer than your session, so it needs the passphrase again. Type it and try again."
        case .passphraseTooShort(let minimum):
            return "The passphrase needs at least \(minimum) characters. Several words are easier to remember and harder to guess."
        case .unknownAPIKey:
            return "Unknown or revoked key."
        case .keyChangeUnfinished:
            return "The library's keys are being changed. Unlock with the passphrase to finish; API keys work again afterwards."
        case .apiKeyNotFound(let name):
            return "No key named «\(name)». See «arkivator key list»."
        case .documentNotFound:
            return "Document not found."
        case .familyMemberNotFound:
            return "Person not found."
        case .jobNotFound:
            return "Letter not found. Perhaps it is already saved?"
        case .noPhotos:
            return "Choose at least one photo of the letter."
        case .tooManyPages(let maximum):
            return "At most \(maximum) pages in one letter."
        case .invalidCorners:
            return "The corners must make a quadrilateral."
        case .invalidUploadKey:
            return "The upload's key must be at most \(Library.maximumUploadKeyLength) letters, digits and hyphens."
        case .jobNotRead:
            return "The letter has not been read yet."
        case .edit(let problem):
            switch problem {
            case .emptyTitle: return "The title cannot be empty."
            case .titleHoldsFodselsnummer:
                return "A title cannot hold a national ID number."
            case .unknownSpecialty(let typed):
                return "Unknown specialty «\(typed)». Choose one of: \(Specialty.labels.joined(separator: ", "))."
            case .unknownPerson:
                return "That person is not in the family."
            case .actionsHoldFodselsnummer:
                return "The fields on what the letter asks cannot hold a national ID number: they may end up in a calendar."
            }
        case .family(let problem):
            return words(problem)
        case .pageEdit(let problem):
            switch problem {
            case .noPages: return "The letter was filed as text and has no pages to change."
            case .onlyPage: return "A letter keeps at least one page. Delete the whole letter instead."
            case .notAnOrder(let count): return "The new order must name each of the \(count) pages once."
            case .noPhotoToCrop(let page): return "Page \(page) has no photo to crop again: it comes from a PDF, or the letter was filed before originals were kept."
            }
        case .uncertainText(let warning):
            return "\(warning). Not saved: retake the photo, adjust the corners, or save anyway (acceptUncertain)."
        case .nothingToUndo(let id):
            return id == nil
                ? "There is no deletion to undo. The time to undo may have run out."
                : "Too late: the document is already deleted, or it is not waiting to be deleted."
        case .undoWindowOutOfRange(let seconds, let maximum):
            return "The time to undo must be between 0 and \(maximum) seconds, not \(seconds)."
        case .personNameShared(let name):
            return "More than one in the family is called «\(name)». Choose the person by the id in the family list."
        case .personNameUnknown(let name):
            return "Nobody in the family is called «\(name)». See the family list."
        case .noFodselsnummerToRedact:
            return "No national ID number in the text. Nothing changed."
        case .searchHasNoWords:
            return "A search needs at least one word."
        case .exportInsideLibrary(let path):
            return "The archive folder cannot be inside the library (\(path))."
        case .notAFolder(let path):
            return "\(path) is a file, not a folder."
        case .pageNotFound(let number):
            return "The letter has no page \(number)."
        case .fileNotFound(let path):
            return "\(path) not found."
        case .fileDamaged(let path):
            return "The file \(path) is damaged and cannot be opened. Restore the library from a backup."
        case .backupDestinationIsFolder(let path):
            return "\(path) is a folder; give the name of the file to write."
        case .importRunning:
            return "Another import is filing into this library right now. Wait for it to finish."
        case .calendarNotFound:
            return "Calendar not found. Perhaps its link was revoked?"
        case .noAppointment:
            return "The letter gives no appointment to add to a calendar."
        case .toDoItemNotFound:
            return "Task not found. Perhaps the letter was changed or deleted?"
        case .assistantNotSetUp:
            return "The assistant is not set up. Choose a service in Settings, or with «arkivator assistant setup»."
        case .assistantOff:
            return "The assistant is turned off. Nothing was sent."
        case .assistantNeedsConsent:
            return "You chose to be asked each time. See what is sent, and say yes for this letter (--send), or choose «always»."
        case .invalidAssistantSetup(let reason):
            return "The assistant cannot be set up like that: \(reason)"
        case .assistantJobNotFound:
            return "Job not found."
        case .invalidExtractionSchema(let reason):
            return "The schema cannot be used: \(reason)"
        case .keyChangeWaitsForOtherProcess:
            return "The keys cannot change while another process has the library open (arkivator serve?). The change is finished at the next unlock when nobody else has it open."
        case .passkey(let problem):
            return passkeyWords(problem)
        case .passkeyNotFound:
            return "No such passkey. It may have been removed already."
        case .passkeyNameShared:
            return "More than one passkey has that name. Use the ID from «arkivator passkey list»."
        case .pocketKeyInvalid:
            return "The phone's key could not be read. Try again from the phone."
        case .phoneNameInvalid(let limit):
            return "Give the phone a name of at most \(limit) characters, for example «Kari's iPhone»."
        case .pocketMonthsOutOfRange(let range):
            return "Choose between \(range.lowerBound) and \(range.upperBound) months."
        case .waitingPhotoUnreadable(let page):
            return "Page \(page) could not be opened: the photo was sealed for another library, or damaged on the way. Take it again."
        case .pocketPhoneNotFound:
            return "No such phone. It may have been removed in the settings."
        case .passkeyNameInvalid(let limit):
            return "Give the passkey a name of at most \(limit) characters, for example «Kari's iPhone»."
        case .libraryAlreadyExists(let path):
            return "There is a library in \(path) already. Choose another folder with ARKIVATOR_HOME."
        case .libraryDamaged(let what):
            return "The library is damaged: \(what) does not match its key (altered, cut short or from another library). Restore from a backup."
        case .corruptValue(let column):
            return "The library holds a value that is not valid (\(column)). Restore from a backup."
        case .upgradeNeeded:
            return "The library is from an earlier version and keeps something unsealed on disk. Run «arkivator upgrade» and type the passphrase to seal it."
        case .restoreTargetNotEmpty(let path):
            return "There is a library in \(path) already. Restore into an empty folder (choose it with ARKIVATOR_HOME)."
        case .notABackup:
            return "The file is not an Arkivator backup."
        case .backupFormatUnknown(let version):
            return "The backup has format \(version), which this version of Arkivator cannot read. Update Arkivator."
        case .backupDamaged(let path):
            return "The backup is damaged (\(path) does not match its checksum). Nothing was restored."
        case .driveFolderNameEmpty:
            return "The folder name cannot be empty."
        case .recognitionBroken(let description):
            return "Text recognition does not work: \(description)"
        case .recognitionUnavailable:
            return "Text recognition does not work on this machine."
        case .photosUnreadable:
            return "The photos could not be read."
        case .pdfNotMade:
            return "The PDF could not be made: a page image is not a valid JPEG."
        case .fileUnreadable(let code):
            return "The file could not be read or written (\(code))."
        case .driveClientMissing:
            return "Enter the OAuth client's id."
        case .driveSyncRunning:
            return "Another sync (arkivator serve or sync) is already running for this library."
        case .driveNeedsUser(.quotaExceeded):
            return "Google Drive is full. Free up space in Google Drive and try again; nothing in the queue is lost."
        case .driveNeedsUser:
            return "Access to Google Drive was revoked or has expired. Connect Google Drive again; nothing in the queue is lost."
        case .assistantFailed(let reason):
            return reason
        case .eraseNotConfirmed(let expected):
            return "The confirmation was not \(expected). Nothing was erased."
        }
    }

    static func words(_ problem: FamilyMemberProblem) -> String {
        switch problem {
        case .lettersMovedToThemselves: return "Choose another person to move the letters to."
        case .emptyName: return "Enter a name."
        case .nameHoldsFodselsnummer:
            return "A name cannot hold a national ID number. Give the number as the national ID number, which is stored encrypted."
        case .invalidFodselsnummer(let reason):
            let why = switch reason {
            case .wrongLength: "it must have 11 digits"
            case .notDigits: "it may hold only digits (with a space or hyphen after the first six)"
            case .invalidControlDigits: "its check digits do not match"
            case .invalidDate: "the first six digits are not a valid date"
            }
            return "The national ID number is not valid: \(why)."
        case .invalidBirthDate(let typed):
            return "The birth date must be written YYYY-MM-DD, not «\(typed)»."
        case .birthDateDisagreesWithNumber:
            return "The birth date does not match the national ID number."
        }
    }

    private static func passkeyWords(_ problem: PasskeyProblem) -> String {
        switch problem {
        case .malformed: "The browser sent an answer from the passkey that could not be read. Try again, or use the passphrase."
        case .notThisCeremony: "The passkey's answer was too old or had been used before. Try again."
        case .wrongOrigin: "The passkey answered for another address than this one. Open Arkivator at the address the passkey was made on."
        case .userNotVerified: "The phone did not confirm it was you (Face ID, fingerprint or code). Try again, or use the passphrase."
        case .unsupportedKey: "This passkey uses a kind of key Arkivator cannot check. Use another browser or phone."
        case .noPRF:
            "This browser or passkey cannot give Arkivator a key (the PRF extension is missing), so it cannot unlock the archive. "
                + "It works with Safari on iOS 18 or later with iCloud Keychain, Chrome with Google Password Manager, and many security keys. Nothing was kept."
        case .unknownPasskey: "The passkey is not one of this archive's, or it was revoked. Use the passphrase."
        case .needsName:
            "Passkeys work only when Arkivator is opened over HTTPS by a name, not an IP address: use the address «arkivator serve» prints first (for example https://arkivator.local:8443)."
        case .alreadyRegistered: "This passkey has already been added."
        case .counterWentBack: "The passkey answered with a counter that went back, so a copy of it may be in use. Use the passphrase, and remove the passkey in the settings."
        }
    }
}
