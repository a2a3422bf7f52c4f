import ArgumentParser
import ArkivatorCore
import ArkivatorLibrary
import ArkivatorWire
import Foundation

struct FileCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "file",
        abstract: "Arkiver ett brev: les bildene eller PDF-en, tolk brevet og lagre det i biblioteket.",
        discussion: """
            Bildene er sidene i ett dokument, i rekkefølge. En PDF er et brev alene: en side \
            med ekte tekst tas som den er, uten tekstgjenkjenning; en skannet side leses som et \
            bilde. Passordbeskyttede eller skadde PDF-er, og PDF-er med mer enn 20 sider, \
            avvises. Uten --yes får du se og rette opplysningene før noe lagres. Bildene legges \
            i biblioteket før behandlingen starter; stopper kommandoen underveis, tilbyr neste \
            kjøring å fullføre.

            Ble teksten på en side så usikker at den trolig er feillest (et bilde for mørkt, \
            uskarpt eller langt unna, eller en beskjæring som bommet), lagrer --yes ingenting: \
            ta bildet på nytt, rett hjørnene med --corners, eller lagre likevel med \
            --accept-uncertain.

            Ligner brevet et som er arkivert fra før (samme bilde, et nytt bilde av samme side, \
            eller PDF-en av et brev arkivert fra papir), sier gjennomgangen det, og du velger. \
            Med --yes lagres det likevel, med en advarsel om at det er «arkivert fra før» og det \
            andre brevets nummer; med --skip-duplicates lagres det ikke (og kommandoen avslutter \
            uten feil).
            """
    )

    @Argument(help: "Bildene av sidene (JPEG, PNG eller HEIC), eller én PDF.", completion: .file())
    var photos: [String] = []

    @Flag(name: .shortAndLong, help: "Lagre uten å spørre (og fullfør uferdige dokumenter).")
    var yes = false

    @Option(help: ArgumentHelp("Arkets hjørner i et bilde, i piksler; gjentas for hver side.",
                               valueName: Quadrilateral.argumentShape))
    var corners: [Quadrilateral] = []

    @Flag(help: "Ta også vare på en tapsfri PNG av hver side.")
    var lossless = false

    @Flag(help: "Filene er brevtekst (UTF-8), for eksempel kopiert fra Helsenorge: hver fil blir ett dokument uten bilder.")
    var text = false

    @Flag(help: "Lagre med --yes også når teksten ble usikker.")
    var acceptUncertain = false

    @Flag(help: "Ikke lagre et brev som ser ut til å være arkivert fra før.")
    var skipDuplicates = false

    @Flag(help: "Med --text: skriv de lagrede dokumentene som en JSON-liste, slik «arkivator show --json» viser dem.")
    var json = false

    func validate() throws {
        if corners.count > photos.count { throw ValidationError(.moreCornersThanPhotos) }
        if text && !yes { throw ValidationError(.textFilesNeedYes) }
        if text && photos.isEmpty { throw ValidationError(.giveATextFile) }
        if json && !text { throw ValidationError(.jsonOnlyWithText) }
    }

    func run() async throws {
        if text { return try fileTexts() }
        if !yes && !Console.isInteractive {
            throw UserFacingError(.fileNeedsYesOutsideTerminal)
        }
        let library = try LibraryAccess.open()
        let filer = LetterFiler(library: library, reviews: !yes, keepsLosslessCopies: lossless,
                                acceptsUncertainText: acceptUncertain, skipsDuplicates: skipDuplicates)
        let leftovers = library.unfinishedJobs()
        if !leftovers.isEmpty {
            if yes || Console.confirm(.finishUnfinished(count: leftovers.count)) {
                for job in leftovers { try await filer.file(job) }
            } else {
                print(Console.words(.unfinishedWaiting))
            }
        }
        guard !photos.isEmpty else {
            if leftovers.isEmpty { throw ValidationError(.giveAPhoto) }
            return
        }
        let letter = try photos.map { path in
            IncomingPhoto(name: URL(fileURLWithPath: path).lastPathComponent, content: .bytes(try Files.read(path)))
        }
        try await filer.file(letter, corners: corners)
    }

    /// Each text file becomes one document, analysed as a photographed letter's text would be.
    private func fileTexts() throws {
        let library = try LibraryAccess.open()
        var filed: [NullsWritten<Components.Schemas.Document>] = []
        defer { if json { try? Console.printJSON(filed) } }
        for (index, path) in photos.enumerated() {
            let name = URL(fileURLWithPath: path).lastPathComponent
            let letter = try Files.readText(path)
            let duplicates = try library.duplicates(ofText: letter)
            if skipDuplicates, let first = duplicates.first {
                if !json { print(LetterFiler.skippedWords(name, first)) }
                continue
            }
            let document = try library.fileText(letter, originalFileName: name)
            LetterFiler.warn(name, duplicates)
            if json {
                filed.append(Components.Schemas.Document(document, personName: try library.personName(of: document)).sent)
            } else if photos.count == 1 {
                print(Console.words(.savedAs(id: document.id ?? 0, title: document.title)))
            } else if (index + 1) % 100 == 0 || index + 1 == photos.count {
                Console.warn(.filedProgress(done: index + 1, total: photos.count))
            }
        }
    }
}

/// Takes a letter through reading and, unless told not to, the terminal review, into the
/// library; without review, as every quick filing does (`Library.fileAsRead`).
struct LetterFiler {
    let library: Library
    let reviews: Bool
    var keepsLosslessCopies = false
    var acceptsUncertainText = false
    var skipsDuplicates = false

    private var reader: DocumentReader { PhotoReading.reader(keepingLosslessCopies: keepsLosslessCopies) }

    /// Files a letter from the user's own photos. A letter that fails leaves nothing behind:
    /// the photos are still the user's, where they were, and a job kept would stand in the
    /// way of the next run, failing again before anything new is filed.
    @discardableResult
    func file(_ photos: [IncomingPhoto], corners: [Quadrilateral] = []) async throws -> Document.ID? {
        let job = try library.receive(photos, corners: corners)
        do {
            return try await file(job, isLeftover: false)
        } catch {
            try? library.discard(job)
            throw error
        }
    }

    /// The letter's id, or nil when it was not saved. A job left by an earlier run that fails
    /// again is kept, with its failure on record.
    @discardableResult
    func file(_ pending: PendingJob, isLeftover: Bool = true) async throws -> Document.ID? {
        let name = pending.originalNames.first ?? "dokument"
        let progress: (PipelineStage) -> Void = { Console.warn(.stageProgress(name: name, stage: $0.norwegianLabel)) }
        guard reviews else { return try await fileAsRead(pending, name: name, keepingJobThatFails: isLeftover, progress: progress) }
        if !pending.awaitsReview { try await library.read(pending, with: reader, progress: progress) }
        // As reading left it, waiting for review.
        let job = try library.job(pending.id)
        let draft = try library.draft(of: job)
        Self.warnAboutReading(name, pagesWithoutSheet: draft.pagesWithoutSheet, hasNoText: draft.document.text.isEmpty)
        let duplicates = try library.duplicates(ofText: draft.document.text)
        if skipsDuplicates, let first = duplicates.first {
            try library.discard(job)
            print(Self.skippedWords(name, first))
            return nil
        }
        let warnings = [draft.uncertainWarning()].compactMap { $0 } + duplicates.map(Self.duplicateWords)
        guard let edit = TerminalReview(family: try library.family()).review(draft.document, warnings: warnings) else {
            try library.discard(job)
            print(Console.words(.notSaved))
            return nil
        }
        let id = try library.file(job, as: .reviewed(edit))
        try sayFiled(id)
        return id
    }

    private func fileAsRead(_ pending: PendingJob, name: String, keepingJobThatFails: Bool,
                            progress: (PipelineStage) -> Void) async throws -> Document.ID? {
        let outcome: QuickFilingOutcome
        do {
            outcome = try await library.fileAsRead(pending, reader: reader,
                                                   policy: QuickFiling(acceptsUncertainText: acceptsUncertainText,
                                                                       skipsDuplicates: skipsDuplicates),
                                                   keepingJobThatFails: keepingJobThatFails, progress: progress)
        } catch LibraryError.uncertainText(let warning) {
            // Said where a quick filing is watched: a non-zero exit status, and for `watch` the
            // photos set aside with the reason beside them.
            throw UserFacingError(.inFile(name: name, problem: .uncertainText(warning: warning)))
        }
        switch outcome {
        case .skipped(let duplicates):
            print(Self.skippedWords(name, duplicates[0]))
            return nil
        case .filed(let id, let notes):
            Self.warnAboutReading(name, pagesWithoutSheet: notes.pagesWithoutSheet, hasNoText: notes.hasNoText)
            if let warning = notes.uncertainWarning { Console.warn(.uncertainText(name: name, warning: warning)) }
            Self.warn(name, notes.duplicates)
            try sayFiled(id)
            return id
        }
    }

    private func sayFiled(_ id: Document.ID) throws {
        let document = try library.document(id)
        print(Console.words(.savedAsFor(id: id, title: document.title, person: try library.personName(of: document) ?? FamilyMember.unknownPersonLabel)))
    }

    private static func warnAboutReading(_ name: String, pagesWithoutSheet: [Int], hasNoText: Bool) {
        for page in pagesWithoutSheet {
            Console.warn(.sheetNotFoundUseCorners(page: page))
        }
        if hasNoText { Console.warn(.noTextIn(name: name)) }
    }

    /// The warning for a letter that looks filed before, naming the other letter's number.
    static func duplicateWords(_ match: DuplicateMatch) -> String {
        Console.words(.filedBeforeAs(warning: match.warning(), documentID: match.documentID))
    }

    /// Said on standard error when a letter was filed though it looked filed before.
    static func warn(_ name: String, _ duplicates: [DuplicateMatch]) {
        for match in duplicates {
            Console.warn(.savedThoughFiledBefore(name: name, warning: match.warning(), documentID: match.documentID))
        }
    }

    static func skippedWords(_ name: String, _ match: DuplicateMatch) -> String {
        Console.words(.notSavedFiledBefore(name: name, documentID: match.documentID, warning: match.warning()))
    }
}
