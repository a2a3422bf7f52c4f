/// What a page, a form or the API tells the person using it, by what it means.
public enum Message: Sendable {
    // MARK: The command line's refusals

    case cannotReadFile(path: String)
    case notUTF8Text(path: String)
    case keyMissingOnStandardInput
    case confirmDeletionWithYes
    case confirmEraseWith(word: String)
    case notAFamilyList(file: String)
    /// A refusal of one entry of a list, named by its place in the list (from 1).
    case familyEntry(number: Int, problem: LibraryError)
    case fileNeedsYesOutsideTerminal
    /// A refusal of one of several files, named by the file.
    case inFile(name: String, problem: LibraryError)
    case importLeftOut(failed: Int, of: Int)
    /// Why one letter of an import was not filed.
    case importFailed(ImportFailure.Reason)
    case twoPassphrasesDifferNothingChanged
    case passphraseMissing(variable: String)
    case folderNotFound(path: String)
    /// On the command line the id was typed: which, and where the right one is found.
    case documentNotFoundSeeList(id: Int64)
    case familyMemberNotFoundSeeList(id: Int64)

    // MARK: A letter's page: its lines, and the fields read with little confidence

    case lineChange
    case lineEnds
    case lineDuration
    case linePlace
    case lineArrive
    case lineBring
    case linePreparation
    case lineCancelling
    case lineReplyBy
    case lineFollowUp
    case linePhone
    case lineReference
    case unsureEnd
    case unsurePlace
    case unsureArriveBy
    case unsureBring
    case unsurePreparation
    case unsureCancelling
    case unsurePayment
    case unsureReplyBy
    case unsureFollowUp
    case unsurePhone

    // MARK: The pages, the forms and the API

    case unknownPerson
    case driveAccessMustBeRenewed
    case addressNotAnAddress
    case addressNotAnswered(authority: String)
    case after1Minute
    case after5Minutes
    case allTypes
    case calendarDetailsHint
    case apiChangeNeedsCSRF(header: String)
    case apiKeyCannotMakeKeys
    case appointmentCancelled
    case appointmentCancelledAt(time: String)
    case appointmentEndField
    case appointmentMoved
    case appointmentMustEndAfter
    case appointmentFormat
    case archiveLockedUnlockFirst
    case aroundTime
    case askAssistantAboutFields
    case consentEachLetter
    case assistantAgreesFields(reason: String)
    case assistantTurnedOffSettings
    case atTime
    case bottomLeft
    case bottomRight
    case byDate(date: String)
    case calendarTimeAndPlaceHint
    case changeNotFromOwnPages
    case choosePersonFromList
    case chooseService
    case connectAgain
    case connectFromThisMachine
    case connectGoogleDrive
    case consentOnlyThisTime
    case date
    case dateFormat
    case calendarDetails
    case driveDisconnected
    case driveDisconnectedHereOnly
    case downloadDocx
    case downloadJPEG
    case downloadPDF
    case driveConnected(count: Int)
    case everyone
    case failed
    case familyNamesSentAsTheyStand
    case fee
    case fieldMustBeHourMinute(field: String)
    case fieldNameDate
    case fieldNameInstitution
    case fieldNamePerson
    case fieldNameTitle
    case fieldNameType
    case fieldNeedsAppointment(field: String)
    case filed
    case filesPutBackInQueue(count: Int)
    case findOutFromLetter
    case formHadExpiredPlease
    case formHadExpiredReload
    case formNotFilledCorrectly
    case frameTooLarge(width: Int, height: Int, megapixels: Int)
    case googleAnswerNotWaiting
    case driveFull
    case hoursBefore(hours: Int)
    case hoursBeforeNotWhole
    case immediately
    case invalidJSON
    case invalidValueFor(field: String)
    case invoice
    case kindMustBeOneOf(kinds: String)
    case learningOff
    case passkeyAdded
    case learningOn(lettersLearnedFrom: Int)
    case letter
    case libraryNotCreatedYet
    case madeByLanguageModel(answeredBy: String?, when: String)
    case namesReplacedByRoles(replacedNames: Int)
    case noDate
    case noSheetFoundOnPage(page: Int)
    case notAnAmountInKroner(amountText: String)
    case consentOff
    case assistantOffSummary
    case calendarTimeAndPlace
    case openGoogleDrive
    case uploadsBusy
    case serviceOutsideHome
    case pageJPEG(number: Int)
    case pageNotFound
    case pageOrLetterGone
    case pageWord
    case pageWordCapital
    case patientCharge
    case personMustBePersonID
    case phone(number: String)
    case photosTooLargeTogether(megabytes: Int)
    case readyForReview
    case requestNotCarriedOut
    case rulesWereUnsure(fields: String)
    case serviceOnHomeNetwork
    case serviceOnThisMachine
    case sendJSON
    case consentWhenAsked
    case framesBusy
    case serviceAnswered
    case showOlderToDos(older: Int)
    case somethingWentWrong
    case driveSomethingWentWrong
    case somethingWentWrongServer
    case takenOutBeforeSending(removedFodselsnumre: Int, removedAddresses: Int, removedPhoneNumbers: Int)
    case thatDidNotWork
    case tooManyAttempts(retryAfter: Int)
    case topLeft
    case topRight
    case twoNewPassphrasesDiffer
    case twoPassphrasesDiffer
    case uploadCounts(done: Int, waiting: Int, failed: Int)
    case uploadNotFormWithPhotos
    case waiting
    case assistantOfferExplanation
    case wholeFamily
    case writeThresholdAsPercentage
    case wrongSetupCode

    // MARK: The archive in the pocket

    /// What a phone's choice puts on it, before it is fetched or as it stands.
    case pocketCarries(letters: Int, bytes: Int)
    case pocketMonths(Int)
    case pocketChosenLetters(Int)

    /// An original in a list of files: its name and size.
    case originalFile(name: String, bytes: Int)

    // MARK: A page's text corrected by hand

    case correctPageText(page: Int)
    case afterPage(Int)
    case afterMustBePageNumber
    case pageOfLetter(page: Int, of: Int)
    case textCorrectedOnPage(page: Int, unplacedWords: Int, unplacedFodselsnummer: Bool)
    case machineReadingOfPage(page: Int, correctedOn: String)

    /// A backup restored on the welcome page.
    case restoredLetters(Int)
}
