import ArkivatorCore
import Foundation

// What the command line prints, asks and refuses, in English.
extension English {
    static func words(_ line: TerminalLine) -> String {
        switch line {
        case .needsTheOther(let one, let other): "\(one) needs \(other)."
        case .useEitherNotBoth(let one, let other): "Use either \(one) or \(other), not both."
        case .giveEither(let one, let other): "Give either \(one) or \(other)."
        case .giveFolderOrOff: "Give either a folder or --off."
        case .givePhotoOrTextFile: "Give at least one photo, or --text FILE."
        case .photosOrTextNotBoth: "Use either photos or --text, not both."
        case .giveAPhoto: "Give at least one photo."
        case .giveATextFile: "Give at least one text file."
        case .moreCornersThanPhotos: "More --corners than photos."
        case .textFilesNeedYes: "Text files are filed without review: use --text together with --yes."
        case .jsonOnlyWithText: "--json applies only together with --text."
        case .keyOnStandardInputOnly: "Give the key on standard input with --key -, not on the command line where others can see it."
        case .notAnAddress(let typed): "«\(typed)» is not an address."
        case .thresholdBetweenZeroAndOne: "Give a number between 0 and 1, or off."
        case .choosePersonInFamily: "Choose a person in the family."
        case .couldNotWrite(let path): "Could not write \(path)."
        case .batchSizeAtLeastOne: "--batch-size must be at least 1."
        case .intervalAtLeast(let seconds): "--interval must be at least \(seconds) seconds."
        case .limitAboveZero: "--limit must be greater than 0."
        case .offsetNotNegative: "--offset cannot be negative."
        case .portOutOfRange: "--port must be between 1 and 65535."
        case .lockAfterNotNegative: "--lock-after cannot be negative."
        case .tlsCertificateAndKeyTogether: "--tls-cert and --tls-key must be given together."
        case .insecureHTTPWithTLS: "--insecure-http cannot be combined with --tls or --tls-cert."
        case .notALocalName(let typed): "«\(typed)» cannot be a name on the home network: use letters a–z, digits and hyphens, for example arkivator or hansen-archive."
        case .unknownDocumentType(let typed, let choices): "Unknown document type «\(typed)». Choose one of: \(choices.joined(separator: ", "))."
        case .notADate(let typed, let shape): "«\(typed)» is not a date of the form \(shape), for example 2025-03-04."
        case .notATime(let typed, let shape): "«\(typed)» is not a time of the form \(shape), for example 2025-11-03T09:30."
        case .cornersNotAQuadrilateral(let typed, let shape): "--corners must be four corners that make a quadrilateral, \(shape), not «\(typed)»."

        case .promptPassphrase: "Passphrase: "
        case .promptNewPassphrase: "New passphrase: "
        case .promptRepeatPassphrase: "Repeat the passphrase: "
        case .promptKey: "Key: "
        case .promptFodselsnummer: "Fødselsnummer: "
        case .promptEraseEverything(let path, let word): "Everything in \(path) will be deleted for good. Type \(word) to confirm: "
        case .promptSaveEditOrDiscard: "Save? [Y]es, [e]dit, [n]o: "
        case .yesOrNo: "[y/N]"
        case .deleteLetter(let title): "Delete «\(title)»?"
        case .finishUnfinished(let count): "\(counted(count, "document", "documents")) were not finished last time. Finish now?"

        case .fieldTitle: "Title"
        case .fieldType: "Type"
        case .fieldDate: "Date"
        case .fieldPerson: "Person"
        case .fieldInstitution: "Institution"
        case .fieldDepartment: "Department"
        case .fieldSpecialty: "Specialty"
        case .fieldAppointment: "Appointment"
        case .fieldKeywords: "Keywords"
        case .fieldKeywordsCommaSeparated: "Keywords (comma between)"
        case .fieldReadingConfidence: "Reading confidence"
        case .fieldFodselsnummer: "Fødselsnummer"
        case .fieldWarning: "Warning"
        case .fieldPages: "Pages"
        case .fieldUpload: "Upload"
        case .columnID: "ID"
        case .columnStatus: "Status"
        case .columnName: "Name"
        case .columnRelationship: "Relationship"
        case .columnBorn: "Born"
        case .columnDriveFolder: "Drive folder"
        case .columnCreated: "Created"
        case .columnLastUsed: "Last used"
        case .columnDue: "Due"
        case .columnWhat: "What"
        case .columnLetter: "Letter"
        case .dayAtTime(let day, let time): "\(day) at \(time)"
        case .revealWholeNumberHint: " (show it whole with --reveal)"
        case .fodselsnummerInText(let id): "The text holds a fødselsnummer." + (id.map { " Remove it from the text with «arkivator redact \($0)»." } ?? "")
        case .noTextFound: "(No text found.)"
        case .warning(let warning): "Warning: \(warning)."

        case .noteSheetNotFound(let page): "Note: the sheet was not found on page \(page); the whole photo is used."
        case .notePageTurned(let page, let degrees): "Note: page \(page) lay \(turn(degrees)) and has been turned."
        case .analysisTimes(let total, let image, let orientation, let text, let analysis):
            String(format: "Time: %.1f s (image %.1f, orientation %.1f, text %.1f, analysis %.2f)", total, image, orientation, text, analysis)

        case .unfinishedWaiting: "The unfinished documents are waiting; run «arkivator file --yes» to finish them."
        case .savedAs(let id, let title): "Saved as \(id): \(title)"
        case .savedAsFor(let id, let title, let person): "Saved as \(id): \(title) (\(person))"
        case .notSaved: "Not saved."
        case .filedProgress(let done, let total): "Filed \(done)/\(total)"
        case .stageProgress(let name, let stage): "\(name): \(stage) …"
        case .uncertainText(let name, let warning): "\(name): \(warning)."
        case .sheetNotFoundUseCorners(let page): "The sheet was not found on page \(page); using the whole photo. Set the corners with --corners if needed."
        case .noTextIn(let name): "No text found in \(name)."
        case .savedThoughFiledBefore(let name, let warning, let id): "\(name): \(warning). Saved anyway, but it was filed before as no. \(id)."
        case .notSavedFiledBefore(let name, let id, let warning): "Not saved: \(name) was filed before as no. \(id). \(warning)."
        case .filedBeforeAs(let warning, let id): "\(warning) (no. \(id))"
        case .importFiled(let count): "Filed: \(count) letters"
        case .importAlreadyImported(let count): "Skipped, already filed: \(count)"
        case .importNotFiled(let count): "Not filed: \(count)"
        case .importSkippedAsFiledBefore(let count): "Skipped, looks filed before: \(count)"
        case .importKeptThoughFiledBefore(let count): "Filed, but looks filed before: \(count)"
        case .importFiledBefore(let name, let id, let warning): "  \(name): filed before as no. \(id). \(warning)"
        case .importIgnored(let files): "Neither text nor image, left alone: \(files) files"
        case .importTime(let seconds, let rate): "Time: \(seconds) s, \(rate) letters/s filed"
        case .indexing: "Tidying the search index …"
        case .importing(let numbers): "Importing: \(numbers)"
        case .importCounts(let done, let total, let rate, let remaining): "\(done)/\(total) letters, \(rate) letters/s" + (remaining.map { ", about \(duration($0, hours: "h")) left" } ?? "")
        case .watching(let path): "Watching \(path). Stop with Ctrl-C."

        case .libraryCreated(let path): "The library was created in \(path)."
        case .nextStepAddFamily: "Next step: add the family with «arkivator family add \"Ola Nordmann\" --relationship \"meg selv\"»\nor «arkivator family import FILE»."
        case .librarySealed: "The library is sealed."
        case .libraryErased: "The library is deleted from this machine. Copies in Google Drive are untouched; delete them there if you wish."
        case .passphraseChanged: "The passphrase is changed, and the library is sealed under a new key."
        case .apiKeysRevoked(let names):
            "Revoked \(names.count == 1 ? "the API key" : "\(names.count) API keys") \(quoted(names)). Make new ones with «arkivator key add NAME»."
        case .newAPIKey(let label, let id): "New key «\(label)» (id \(id)). It is shown only now; keep it safe:"
        case .noAPIKeysYet: "No keys yet. Make one with «arkivator key add NAME»."
        case .apiKeysRevokedByName(let count, let name): "Revoked \(count == 1 ? "the key" : "\(count) keys") «\(name)»."
        case .noPasskeysYet: "No passkeys yet. Add one under Settings in the browser (arkivator serve)."
        case .passkeyRevoked(let name): "Removed the passkey «\(name)». The archive's keys are changed, so it opens nothing more."
        case .resealing(let done, let total, let percent): "Changing the keys and sealing the library anew: \(done) of \(total) (\(percent) %)"
        case .originalWritten(let path, let name, let sha256): "The original \(name) is written to \(path) (SHA-256 \(sha256))."
        case .pagesChanged(let title, let count): "The pages of “\(title)” are changed; the letter now has \(count) \(count == 1 ? "page" : "pages")."
        case .readingNewPages: "Reading the new pages …"
        case .rereadSame: "The text gives the same fields as the letter has now."
        case .unknownRereadField(let typed): "“\(typed)” are not fields to read again. Choose from: \(RereadField.Field.allCases.map(\.rawValue).joined(separator: ", ")), or “all”."
        case .onePageChangeAtATime: "Give one change: --add, --remove, --order, --turn or --crop."
        case .notAPageOrder(let typed): "“\(typed)” is not an order of page numbers, such as “2,1,3”."
        case .textCorrected(let page, let title): "The text of page \(page) of “\(title)” is corrected. The machine's reading is kept as history."
        case .wordsWithoutPlace(let count, let fodselsnummer):
            "\(counted(count, "word", "words")) of the corrected text have no place on the page image and are not in the PDF's text layer."
                + (fodselsnummer ? " A national ID number among them can be redacted in the text, not painted over on the image." : "")
        case .backupWritten(let path, let documents, let files, let size):
            "Backup written to \(path): \(counted(documents, "document", "documents")), \(files) files, \(size)."
        case .restored(let documents, let files, let path):
            "Restored \(counted(documents, "document", "documents")) (\(files) files) in \(path)."

        case .saved(let title): "Saved: \(title)"
        case .nothingToChange: "Nothing to change."
        case .nothingDeleted: "Nothing was deleted."
        case .deleted(let title): "Deleted «\(title)»."
        case .deletedUndoWithin(let title, let seconds): "Deleted «\(title)». Undo within \(seconds) seconds with «arkivator undo»."
        case .undone(let title, let id): "Undone: «\(title)» is back (id \(id))."
        case .nothingToRedact(let title): "No fødselsnummer found in the text of «\(title)». Nothing was changed."
        case .redacted(let count, let title, let painted, let queued):
            "Removed \(count) fødselsnummer from «\(title)»" + (painted ? " and painted over it on the page images" : "")
                + ". The .docx is written anew" + (queued ? ", and the new files are queued for Google Drive." : ".")
        case .showing(let from, let to, let total, let next): "Showing \(from)–\(to) of \(total). Next page: --offset \(next)"
        case .noHits: "No hits."
        case .libraryEmpty: "The library is empty."
        case .noDocumentsMatch: "No documents match."
        case .toDoDone: "Ticked off as done."
        case .toDoBack: "Back on the list."
        case .nothingToDo: "Nothing to do."

        case .writing(let done, let total): "Writing \(done)/\(total)"
        case .exporting(let done, let total): "Exporting \(done)/\(total)"
        case .exported(let count, let path): "Exported \(counted(count, "document", "documents")) to \(path)."
        case .archiveFolderOff: "No archive folder is kept up to date any more."
        case .noArchiveFolder: "No archive folder is chosen. Choose one with «arkivator archive-folder FOLDER»."
        case .archiveFolderIs(let path, let documents): "The archive folder is \(path) (\(counted(documents, "document", "documents")))."
        case .calendarWritten(let path): "Wrote the calendar to \(path)."

        case .noFamilyYet: "Nobody in the family yet. Add with «arkivator family add»."
        case .memberAdded(let name, let id): "Added \(name) (id \(id))."
        case .memberUpdated(let name): "Updated \(name)."
        case .memberRemoved(let name, let letters):
            "Removed \(name). \(counted(letters, "document", "documents")) now stand as «\(FamilyMember.unknownPersonLabel)»."
        case .memberExistsSkipped(let name): "\(name) is already there; skipped."
        case .membersAdded(let count): "Added \(counted(count, "family member", "family members"))."
        case .lettersClaimed(let count, let name):
            "\(count) letters with the fødselsnummer of \(name) moved from «\(FamilyMember.unknownPersonLabel)» to \(name)."
        case .lettersRefiled(let count, let name, let folder): "\(count) letters written anew for \(name), in the folder «\(folder)»."

        case .learning(let isOn): "Learning from your corrections: \(isOn ? "on" : "off")"
        case .learnedFrom(let letters): "Letters it has learnt from: \(letters)"
        case .learningStarted: "The reading learns from your corrections."
        case .learningStopped: "The reading no longer learns from your corrections."
        case .learningForgotten(let letters): "Forgot what was learnt from \(letters) letters."

        case .assistantStatus(let setup): assistantStatus(setup)
        case .assistantDisclosure(let disclosure): assistantDisclosure(disclosure)
        case .assistantRemoved: "The assistant is turned off, and the key is deleted."
        case .assistantDidNotAnswer: "The assistant did not answer."
        case .madeByLanguageModel(let model): "(Made by a language model: \(model ?? "unknown"). Kept with the letter.)"

        case .openAddressToConnectDrive: "Open this address in a browser to give Arkivator access to Google Drive:"
        case .driveConnected(let root, let queued): "Connected to Google Drive. Root folder: «\(root)». \(queued) document(s) put in the upload queue."
        case .driveNotConnected: "Google Drive is not connected."
        case .driveDisconnectedAndRevoked: "Disconnected from Google Drive, and the access is revoked. The files in Drive are untouched."
        case .driveKeysDeletedHere: "Disconnected from Google Drive and deleted the keys here."
        case .driveRevokeUnreachable: "Google could not be reached to revoke the access; do it under myaccount.google.com/permissions."
        case .driveState(let state): "Google Drive: \(state)"
        case .driveRootFolder(let name): "Root folder: \(name)"
        case .driveFileCounts(let done, let waiting, let failed, let toTrash):
            "Files: \(done) uploaded, \(waiting) queued, \(failed) failed, \(toTrash) waiting to be moved to the bin"
        case .driveFailure(let id, let title, let kind, let message): "  Failed: #\(id) \(title) (\(kind)): \(message)"
        case .driveReconnectHint: "Run «arkivator drive connect» to connect again. Nothing in the queue is lost."
        case .driveFreeSpaceHint: "Free space in Google Drive and run «arkivator drive retry»."
        case .driveRetryHint: "Run «arkivator drive retry» to try the failed ones again."
        case .driveRequeued(let count): "\(count) file(s) put back in the queue. «arkivator sync» uploads them."
        case .driveNewFilesGoTo(let root): "New files go to «\(root)» in Drive."
        case .driveConnectedPageHeading: "Arkivator is connected to Google Drive"
        case .driveConnectedPageText: "You can close this tab and go back to Arkivator."
        case .driveNotConnectedPageHeading: "Arkivator was not connected"
        case .driveNotConnectedPageText: "Go back to Arkivator to see what happened."
        case .syncFinished(let done, let failed): "Done: \(done) file(s) in Google Drive, \(failed) failed."
        case .syncCounts(let done, let waiting, let failed, let toTrash):
            "Uploaded \(done), queued \(waiting), failed \(failed), to the bin \(toTrash)"

        case .insecureHTTPWarning(let host, let port):
            "WARNING: --insecure-http: the archive can be reached from other machines on the network at \(host):\(port) without encryption. "
                + "The passphrase and the session's cookie cross the network in clear text, and anyone on the network can read them."
        case .servingAt(let address): "Arkivator runs at \(address)"
        case .rootFingerprint(let fingerprint): "The root certificate's SHA-256 fingerprint (compare on the phone):\n  \(fingerprint)"
        case .installOnPhone(let address): "How to install it on the phone: \(address)"
        case .newArchiveSetupCode(let path, let code):
            "New archive in \(path). Setup code: \(code)  (type it on the welcome page to create the archive)"
        case .newArchiveSetupCodeNotLogged(let path):
            "New archive in \(path). The setup code is kept out of the log: get it with «sudo arkivator setup-code»."
        case .certificateCannotName(let names):
            "The archive's own certificate can name only private addresses, localhost and .local names; "
                + "beyond that: \(names.joined(separator: ", ")). Use --tls-cert for them."
        case .nameAdvertised(let name): "The name \(name) is announced on the home network (mDNS), so the phone finds the archive there."
        case .nameNotAdvertised(let name, let reason):
            "The name \(name) is not announced on the home network (\(reason)). The phone reaches the archive by its IP address, but Face ID and passkeys "
                + "need the name: install Avahi (apt install avahi-daemon avahi-utils), or give the name an address in the router."
        case .avahiMissing: "there is no avahi-publish"
        case .nameAnsweredByAvahiDaemon(let name):
            "The name \(name) is this machine's own, and Avahi already answers for it on the home network (mDNS)."

        case .setupCodeWaiting(let digits): "Setup code: \(digits.prefix(4)) \(digits.dropFirst(4))"
        case .setupCodeLibraryExists(let path):
            "The archive in \(path) has been created already, so it needs no setup code. Unlock it with the passphrase."
        case .setupCodeNotMadeYet(let path):
            "No setup code yet in \(path): the service has not started. Start it with “sudo systemctl start arkivator” and try again."
        case .setupCodeNotReadable(let path):
            "You may not read the setup code in \(path). Run “sudo arkivator setup-code”."
        case .installation(let finding): Self.installation(finding)
        case .doctorAllFine: "All looks well."
        case .doctorThingsToFix(let count): count == 1 ? "One thing to fix." : "\(count) things to fix."
        }
    }


    private static func installation(_ finding: InstallationFinding) -> String {
        switch finding {
        case .ocrLanguagePresent(let language, let folder): "Text recognition: “\(language)” is there (\(folder))."
        case .ocrLanguageMissing(let language, let package): "Text recognition: “\(language)” is missing. Fix: sudo apt-get install \(package)"
        case .toolPresent(let tool): "PDF: \(tool) is there."
        case .toolMissing(let tool, let package): "PDF: \(tool) is missing, so PDF letters cannot be read. Fix: sudo apt-get install \(package)"
        case .libraryFolderMissing(let path):
            "The library folder \(path) does not exist. The service makes it when it starts: sudo systemctl start arkivator"
        case .libraryFolderFine(let path, let owner): "The library folder \(path) belongs to \(owner), and nobody else gets in."
        case .libraryFolderWrongOwner(let path, let owner, let expected):
            "The library folder \(path) belongs to \(owner), but the service runs as \(expected) and cannot reach it. "
                + "Fix: sudo chown -R \(expected):\(expected) \(path)"
        case .libraryFolderOpenToOthers(let path, let mode):
            "Everyone on this machine can open the library folder \(path) (mode \(mode)). Fix: sudo chmod o-rwx \(path)"
        case .libraryNotCreatedYet(let path):
            "The archive in \(path) has not been created yet. Open the address below on the phone and type the setup code from “sudo arkivator setup-code”."
        case .certificateNotMadeYet: "The certificate has not been made yet. The service makes it the first time it starts."
        case .certificateNames(let names): "The certificate is for \(names.joined(separator: ", "))."
        case .certificateLacksNames(let names):
            "The certificate is not for \(names.joined(separator: ", ")), so the phone will warn. "
                + "Fix: sudo systemctl restart arkivator (the service makes one for the names it answers to)."
        case .certificateExpiresSoon(let date):
            "The certificate ends on \(date.formatted(.iso8601.year().month().day())). Fix: sudo systemctl restart arkivator makes a new one."
        case .diskSpaceFine(let free, let path): "Free space on the disk of \(path): \(gigabytes(free))."
        case .diskSpaceLow(let free, let path):
            "Only \(gigabytes(free)) free on the disk of \(path). Free some space, or move the archive to a bigger disk."
        case .serviceAnswers(let address): "The service answers at \(address)"
        case .serviceDoesNotAnswer(let address, let reason):
            "The service does not answer at \(address) (\(reason)). Fix: sudo systemctl restart arkivator, "
                + "and see “journalctl -u arkivator”. A .local name needs avahi-daemon."
        }
    }

    private static func gigabytes(_ bytes: Int64) -> String {
        String(format: "%.1f GB", Double(bytes) / 1_000_000_000)
    }

    private static func turn(_ degrees: Int) -> String {
        switch degrees {
        case 90: "on its side (anticlockwise)"
        case 180: "upside down"
        case 270: "on its side (clockwise)"
        default: "straight"
        }
    }

    private static func assistantStatus(_ setup: AssistantSetup) -> String {
        guard let service = setup.service else {
            return "The assistant is off. Set it up with «arkivator assistant setup --provider … --model …»."
        }
        let consent = switch setup.consent {
        case .off: "off: nothing is sent"
        case .once: "asks before each letter"
        case .always: "sends without asking (can be withdrawn)"
        }
        let place = switch service.reach {
        case .thisMachine: " – runs on this machine"
        case .homeNetwork: " – runs on the home network"
        case .internet: ""
        }
        return """
            Service: \(service.destination)\(place)
            Key: \(setup.hasKey ? "kept encrypted" : "none")
            Consent: \(consent)
            Names: \(setup.allowsNames ? "sent as they are" : "replaced by roles")
            Take suggestions without review: \(setup.quickAcceptThreshold.map { "when the assistant is at least \(Int(($0 * 100).rounded())) % sure" } ?? "never")
            """
    }

    private static func assistantDisclosure(_ disclosure: AssistantDisclosure) -> String {
        let letter = disclosure.letter
        let place = switch disclosure.service.reach {
        case .thisMachine: " (on this machine)"
        case .homeNetwork: " (on the home network)"
        case .internet: ""
        }
        return """
            Sent to: \(disclosure.service.destination)\(place)
            Taken out: \(letter.removedFodselsnumre) fødselsnummer, \(letter.removedAddresses) addresses, \
            \(letter.removedPhoneNumbers) phone numbers; \(letter.replacedNames) names replaced by roles.

            --- Instructions ---
            \(disclosure.instructions)

            --- The letter ---
            \(disclosure.message)
            """
    }

    private static func quoted(_ names: [String]) -> String {
        names.map { "«\($0)»" }.joined(separator: ", ")
    }
}
