import ArkivatorCore

/// What the command line prints, asks and refuses, by what it means. The refusals the Library
/// raises are `LibraryError`s; these are the command line's own lines around them.
public enum TerminalLine: Sendable {
    // MARK: Arguments that cannot be taken

    case useEitherNotBoth(String, String)
    case needsTheOther(String, String)
    case giveEither(String, String)
    case giveFolderOrOff
    case givePhotoOrTextFile
    case photosOrTextNotBoth
    case giveAPhoto
    case giveATextFile
    case moreCornersThanPhotos
    case textFilesNeedYes
    case jsonOnlyWithText
    case keyOnStandardInputOnly
    case notAnAddress(String)
    case thresholdBetweenZeroAndOne
    case choosePersonInFamily
    case couldNotWrite(path: String)
    case batchSizeAtLeastOne
    case intervalAtLeast(seconds: Double)
    case limitAboveZero
    case offsetNotNegative
    case portOutOfRange
    case lockAfterNotNegative
    case tlsCertificateAndKeyTogether
    case insecureHTTPWithTLS
    case notALocalName(String)
    case unknownDocumentType(typed: String, choices: [String])
    case notADate(typed: String, shape: String)
    case notATime(typed: String, shape: String)
    case cornersNotAQuadrilateral(typed: String, shape: String)

    // MARK: Questions and prompts

    case promptPassphrase
    case promptNewPassphrase
    case promptRepeatPassphrase
    case promptKey
    case promptFodselsnummer
    case promptEraseEverything(path: String, word: String)
    case promptSaveEditOrDiscard
    case yesOrNo
    case deleteLetter(title: String)
    case finishUnfinished(count: Int)

    // MARK: A letter's fields, and the columns of tables

    case fieldTitle
    case fieldType
    case fieldDate
    case fieldPerson
    case fieldInstitution
    case fieldDepartment
    case fieldSpecialty
    case fieldAppointment
    case fieldKeywords
    case fieldKeywordsCommaSeparated
    case fieldReadingConfidence
    case fieldFodselsnummer
    case fieldWarning
    case fieldPages
    case fieldUpload
    case columnID
    case columnStatus
    case columnName
    case columnRelationship
    case columnBorn
    case columnDriveFolder
    case columnCreated
    case columnLastUsed
    case columnDue
    case columnWhat
    case columnLetter
    case dayAtTime(day: String, time: String)
    case revealWholeNumberHint
    case fodselsnummerInText(documentID: Int64?)
    case noTextFound
    case warning(String)

    // MARK: analyze

    case noteSheetNotFound(page: Int)
    case notePageTurned(page: Int, degrees: Int)
    case analysisTimes(total: Double, image: Double, orientation: Double, text: Double, analysis: Double)

    // MARK: file, import and watch

    case unfinishedWaiting
    case savedAs(id: Int64, title: String)
    case savedAsFor(id: Int64, title: String, person: String)
    case notSaved
    case filedProgress(done: Int, total: Int)
    case stageProgress(name: String, stage: String)
    case uncertainText(name: String, warning: String)
    case sheetNotFoundUseCorners(page: Int)
    case noTextIn(name: String)
    case savedThoughFiledBefore(name: String, warning: String, documentID: Int64)
    case notSavedFiledBefore(name: String, documentID: Int64, warning: String)
    case filedBeforeAs(warning: String, documentID: Int64)
    case importFiled(Int)
    case importAlreadyImported(Int)
    case importNotFiled(Int)
    case importSkippedAsFiledBefore(Int)
    case importKeptThoughFiledBefore(Int)
    case importFiledBefore(name: String, documentID: Int64, warning: String)
    case importIgnored(files: Int)
    case importTime(seconds: String, lettersPerSecond: String)
    case indexing
    case importing(String)
    case importCounts(done: Int, total: Int, lettersPerSecond: String, remainingSeconds: Int?)
    case watching(path: String)

    // MARK: The library and its keys

    case libraryCreated(path: String)
    case nextStepAddFamily
    case librarySealed
    case libraryErased
    case passphraseChanged
    case apiKeysRevoked(names: [String])
    case newAPIKey(label: String, id: Int64)
    case noAPIKeysYet
    case apiKeysRevokedByName(count: Int, name: String)
    case noPasskeysYet
    case passkeyRevoked(name: String)
    case resealing(done: Int, total: Int, percent: Int)
    case backupWritten(path: String, documents: Int, files: Int, size: String)
    case originalWritten(path: String, name: String, sha256: String)
    case textCorrected(page: Int, title: String)
    case pagesChanged(title: String, pageCount: Int)
    case readingNewPages
    case rereadSame
    case unknownRereadField(typed: String)
    case onePageChangeAtATime
    case notAPageOrder(typed: String)
    case wordsWithoutPlace(count: Int, fodselsnummer: Bool)
    case restored(documents: Int, files: Int, path: String)

    // MARK: Letters

    case saved(title: String)
    case nothingToChange
    case nothingDeleted
    case deleted(title: String)
    case deletedUndoWithin(title: String, seconds: Int)
    case undone(title: String, documentID: Int64)
    case nothingToRedact(title: String)
    case redacted(count: Int, title: String, paintedPages: Bool, queuedForDrive: Bool)
    case showing(from: Int, to: Int, of: Int, nextOffset: Int)
    case noHits
    case libraryEmpty
    case noDocumentsMatch
    case toDoDone
    case toDoBack
    case nothingToDo

    // MARK: Exports

    case writing(done: Int, total: Int)
    case exporting(done: Int, total: Int)
    case exported(count: Int, path: String)
    case archiveFolderOff
    case noArchiveFolder
    case archiveFolderIs(path: String, documents: Int)
    case calendarWritten(path: String)

    // MARK: The family

    case noFamilyYet
    case memberAdded(name: String, id: Int64)
    case memberUpdated(name: String)
    case memberRemoved(name: String, letters: Int)
    case memberExistsSkipped(name: String)
    case membersAdded(count: Int)
    case lettersClaimed(count: Int, name: String)
    case lettersRefiled(count: Int, name: String, folder: String)

    // MARK: Learning from corrections

    case learning(isOn: Bool)
    case learnedFrom(letters: Int)
    case learningStarted
    case learningStopped
    case learningForgotten(letters: Int)

    // MARK: The assistant

    case assistantStatus(AssistantSetup)
    case assistantDisclosure(AssistantDisclosure)
    case assistantRemoved
    case assistantDidNotAnswer
    case madeByLanguageModel(model: String?)

    // MARK: Google Drive

    case openAddressToConnectDrive
    case driveConnected(rootFolder: String, queued: Int)
    case driveNotConnected
    case driveDisconnectedAndRevoked
    case driveKeysDeletedHere
    case driveRevokeUnreachable
    case driveState(String)
    case driveRootFolder(String)
    case driveFileCounts(done: Int, waiting: Int, failed: Int, toTrash: Int)
    case driveFailure(documentID: Int64, title: String, kind: String, message: String)
    case driveReconnectHint
    case driveFreeSpaceHint
    case driveRetryHint
    case driveRequeued(count: Int)
    case driveNewFilesGoTo(rootFolder: String)
    case driveConnectedPageHeading
    case driveConnectedPageText
    case driveNotConnectedPageHeading
    case driveNotConnectedPageText
    case syncFinished(done: Int, failed: Int)
    case syncCounts(done: Int, waiting: Int, failed: Int, toTrash: Int)

    // MARK: serve

    case insecureHTTPWarning(host: String, port: Int)
    case servingAt(address: String)
    case rootFingerprint(String)
    case installOnPhone(address: String)
    case newArchiveSetupCode(path: String, code: String)
    /// The same, for a service whose output goes to the journal: the code stays out of the log.
    case newArchiveSetupCodeNotLogged(path: String)
    case certificateCannotName([String])
    case nameAdvertised(String)
    case nameNotAdvertised(String, reason: String)
    case avahiMissing
    case nameAnsweredByAvahiDaemon(String)

    // MARK: setup-code and doctor

    case setupCodeWaiting(String)
    case setupCodeLibraryExists(path: String)
    case setupCodeNotMadeYet(path: String)
    case setupCodeNotReadable(path: String)
    case installation(InstallationFinding)
    case doctorAllFine
    case doctorThingsToFix(Int)
}
