import ArkivatorAssistant
import ArkivatorCore
import ArkivatorStore
import Foundation
import Synchronization

/// The assistant as the owner set it up, without its key.
public struct AssistantSetup: Sendable, Equatable {
    public var service: AssistantService?
    public var hasKey: Bool
    public var consent: AssistantConsent
    public var allowsNames: Bool
    public var quickAcceptThreshold: Double?

    /// Whether a letter may be sent at all, given the owner's yes where it is asked for.
    public var isOn: Bool { service != nil && consent != .off }
}

/// What the owner sees before a letter goes to the assistant: where it goes, and the text,
/// word for word.
public struct AssistantDisclosure: Sendable {
    public var service: AssistantService
    public var letter: OutgoingLetter
    /// The instructions and the message with the letter, exactly as they are sent; nothing else goes.
    public var instructions: String
    public var message: String
    public var namesAllowed: Bool
}

/// The fields the assistant may give a second opinion on.
public enum SuggestedField: String, Sendable, CaseIterable, Codable {
    case docType, documentDate, institution, title

    /// Rules this unsure of a field are worth a second opinion.
    static let unsureBelow = 0.5

    /// The fields of a fresh analysis its rules were unsure of: low confidence, nothing found, or «annet».
    static func unsure(in analysis: LetterAnalysis) -> [SuggestedField] {
        allCases.filter { field in
            switch field {
            case .docType: analysis.docType == .annet || analysis.confidence.docType < unsureBelow
            case .documentDate: analysis.documentDate == nil || analysis.confidence.documentDate < unsureBelow
            case .institution: analysis.institution == nil || analysis.confidence.institution < unsureBelow
            case .title: analysis.confidence.title < unsureBelow
            }
        }
    }
}

extension Library {
    static let assistantKeyPurpose = "assistant.key"
    /// How often a streaming answer's progress is saved for a page to show it growing.
    static let assistantProgressInterval: Duration = .milliseconds(250)

    public func assistantSetup() throws -> AssistantSetup {
        let assistant = try database.settings().assistant
        return AssistantSetup(service: assistant.service, hasKey: assistant.sealedKey != nil, consent: assistant.consent,
                              allowsNames: assistant.allowsNames, quickAcceptThreshold: assistant.quickAcceptThreshold)
    }

    /// Chooses the service and seals its key (nil keeps the key already sealed for the same
    /// provider; an empty key removes it). Choosing a service is opting in, but only to being
    /// asked: the owner still says yes before the first letter goes. Where letters go, and
    /// under whose key, lasts beyond the session: a new provider, address or key needs the
    /// passphrase again (`LibraryError.passphraseNeeded` without it); a new model, or taking
    /// the key away, does not.
    public func setUpAssistant(_ service: AssistantService, key: String?, confirmed: PassphraseConfirmed?) throws {
        let choose = try serviceChoice(service, key: key)
        try database.updateSettings { try choose(&$0, confirmed) }
    }

    /// «alltid» sends every letter the owner asks help with from now on, without the
    /// disclosure: it needs the passphrase again; asking each time, or off, does not.
    public func setAssistantConsent(_ consent: AssistantConsent, confirmed: PassphraseConfirmed?) throws {
        try database.updateSettings { try Self.choose(consent, in: &$0, confirmed: confirmed) }
    }

    /// Letting the family's names go with every letter from now on needs the passphrase
    /// again; taking them back out does not.
    public func setAssistantAllowsNames(_ allowed: Bool, confirmed: PassphraseConfirmed?) throws {
        try database.updateSettings { try Self.choose(allowingNames: allowed, in: &$0, confirmed: confirmed) }
    }

    /// `threshold` between 0 and 1, or nil for never.
    public func setAssistantQuickAccept(_ threshold: Double?) throws {
        try Self.check(threshold)
        try database.updateSettings { $0.assistant.quickAcceptThreshold = threshold }
    }

    /// The service, its key, the consent, names and the quick-filing threshold at once, each
    /// by the rule of its own setter, in one step: what one of them refuses leaves all as they were.
    public func setUpAssistant(_ service: AssistantService, key: String?, consent: AssistantConsent, allowsNames: Bool,
                               quickAcceptThreshold: Double?, confirmed: PassphraseConfirmed?) throws {
        let choose = try serviceChoice(service, key: key)
        try Self.check(quickAcceptThreshold)
        try database.updateSettings { settings in
            try choose(&settings, confirmed)
            try Self.choose(consent, in: &settings, confirmed: confirmed)
            try Self.choose(allowingNames: allowsNames, in: &settings, confirmed: confirmed)
            settings.assistant.quickAcceptThreshold = quickAcceptThreshold
        }
    }

    /// What choosing `service` does to the settings, once its address and model are checked
    /// and its key sealed (which needs no transaction).
    private func serviceChoice(_ service: AssistantService, key: String?) throws
        -> (inout Settings, PassphraseConfirmed?) throws -> Void {
        do {
            _ = try AssistantAddress(service.baseURL)
        } catch {
            throw LibraryError.invalidAssistantSetup(error.norwegian)
        }
        let model = service.model.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !model.isEmpty, model.count <= 200, !model.contains(where: \.isNewline) else {
            throw LibraryError.invalidAssistantSetup("gi navnet på modellen.")
        }
        let trimmedKey = key?.trimmingCharacters(in: .whitespacesAndNewlines)
        let sealedKey = try trimmedKey.flatMap { $0.isEmpty ? nil : try database.valueKey.seal(Data($0.utf8), purpose: Self.assistantKeyPurpose) }
        return { settings, confirmed in
            let current = settings.assistant.service
            if current?.provider != service.provider || current?.baseURL != service.baseURL || sealedKey != nil {
                try Self.requireConfirmed(confirmed)
            }
            let keepsKey = trimmedKey == nil && current?.provider == service.provider
            if !keepsKey { settings.assistant.sealedKey = sealedKey }
            if service.provider.needsKey && !service.isLocal && settings.assistant.sealedKey == nil {
                throw LibraryError.invalidAssistantSetup("\(service.provider.displayName) vil ha en nøkkel (--key -).")
            }
            settings.assistant.service = AssistantService(provider: service.provider, baseURL: service.baseURL, model: model)
            if settings.assistant.consent == .off { settings.assistant.consent = .once }
        }
    }

    private static func choose(_ consent: AssistantConsent, in settings: inout Settings, confirmed: PassphraseConfirmed?) throws {
        if consent != .off && settings.assistant.service == nil { throw LibraryError.assistantNotSetUp }
        if consent == .always && settings.assistant.consent != .always { try requireConfirmed(confirmed) }
        settings.assistant.consent = consent
    }

    private static func choose(allowingNames allowed: Bool, in settings: inout Settings, confirmed: PassphraseConfirmed?) throws {
        if allowed && !settings.assistant.allowsNames { try requireConfirmed(confirmed) }
        settings.assistant.allowsNames = allowed
    }

    private static func check(_ threshold: Double?) throws {
        if let threshold, !(0...1).contains(threshold) {
            throw LibraryError.invalidAssistantSetup("terskelen må være mellom 0 og 1.")
        }
    }

    /// Forgets the service and its key; what the assistant already wrote stays with the letters.
    public func removeAssistant() throws {
        try database.updateSettings { $0.assistant = Settings.Assistant() }
    }

    /// Asks the service for a word that carries nothing of any letter, to show the setup works.
    public func testAssistant() async throws -> String {
        let prompt = ChatPrompt(system: "Du svarer kort på norsk.", user: "Svar bare med ordet «klar».", maxTokens: 16, wantsJSON: false)
        do {
            return AssistantText.cleanAnswer(try await assistantClient().answer(prompt))
        } catch let error as AssistantError {
            throw LibraryError.assistantFailed(error.message())
        }
    }

    // MARK: What is sent

    /// Where a letter would go and exactly what would be sent, for the owner to see first.
    public func assistantDisclosure(for id: Document.ID, kind: AssistantJob.Kind, schema: Data? = nil) throws -> AssistantDisclosure {
        try disclosure {
            let schema = try extractionSchema(kind, schema)
            return (try document(id), { Self.prompt(kind, schema: schema, letter: $0) })
        }
    }

    /// What the second opinion on a letter under review would send.
    public func assistantDisclosure(for pending: PendingJob) throws -> AssistantDisclosure {
        try disclosure { (try draft(of: pending).document, AssistantTask.fieldOpinion(of:)) }
    }

    /// `letter` gives the letter and the task once the service is known to be set up.
    private func disclosure(_ letter: () throws -> (Document, (LetterForAssistant) -> ChatPrompt)) throws -> AssistantDisclosure {
        let assistant = try database.settings().assistant
        guard let service = assistant.service else { throw LibraryError.assistantNotSetUp }
        let (document, prompt) = try letter()
        let (outgoing, forAssistant) = try minimised(document, allowingNames: assistant.allowsNames)
        let sent = prompt(forAssistant)
        return AssistantDisclosure(service: service, letter: outgoing, instructions: sent.system, message: sent.user,
                                   namesAllowed: assistant.allowsNames)
    }

    /// The letter as it may leave the machine, and with it the fields the assistant is told.
    /// The title is minimised too: the owner may have typed a name into it.
    private func minimised(_ document: Document, allowingNames: Bool) throws -> (OutgoingLetter, LetterForAssistant) {
        let family = try database.familyMembers()
        let person = family.first { $0.id == document.personID }
        let outgoing = OutgoingLetter(document.text, person: person, family: family, allowingNames: allowingNames)
        let title = OutgoingLetter(document.title, person: person, family: family, allowingNames: allowingNames).text
        let institution = document.institution.map { OutgoingLetter($0, person: person, family: family, allowingNames: allowingNames).text }
        return (outgoing, LetterForAssistant(text: outgoing.text, docType: document.docType, documentDate: document.documentDate,
                                             institution: institution, title: title))
    }

    private static func prompt(_ kind: AssistantJob.Kind, schema: ExtractionSchema?, letter: LetterForAssistant) -> ChatPrompt {
        switch kind {
        case .explanation: AssistantTask.explanation(of: letter, today: .today)
        case .summary: AssistantTask.summary(of: letter)
        case .extraction: AssistantTask.extraction(of: letter, schema: schema!)
        }
    }

    private func extractionSchema(_ kind: AssistantJob.Kind, _ schema: Data?) throws -> ExtractionSchema? {
        switch (kind, schema) {
        case (.extraction, nil):
            throw LibraryError.invalidExtractionSchema("et uttrekk trenger et JSON-skjema med feltene som skal hentes ut.")
        case (.extraction, let schema?):
            do {
                return try ExtractionSchema(json: schema)
            } catch {
                throw LibraryError.invalidExtractionSchema(error.reason)
            }
        case (_, nil):
            return nil
        case (_, .some):
            throw LibraryError.invalidExtractionSchema("bare et uttrekk tar et skjema.")
        }
    }

    /// The service, when the owner's consent lets a letter go now. `thisTime`: the owner has
    /// just seen the disclosure for this letter and said yes.
    private func permittedService(thisTime: Bool) throws -> Settings.Assistant {
        let assistant = try database.settings().assistant
        guard assistant.service != nil else { throw LibraryError.assistantNotSetUp }
        switch assistant.consent {
        case .off: throw LibraryError.assistantOff
        case .once where !thisTime: throw LibraryError.assistantNeedsConsent
        case .once, .always: return assistant
        }
    }

    private func assistantClient() throws -> AssistantClient {
        let assistant = try database.settings().assistant
        guard let service = assistant.service else { throw LibraryError.assistantNotSetUp }
        let key = try assistant.sealedKey.map {
            String(decoding: try database.valueKey.open($0, purpose: Self.assistantKeyPurpose), as: UTF8.self)
        }
        return AssistantClient(endpoint: AssistantEndpoint(service: service, key: key))
    }

    // MARK: Jobs

    /// Queues work on a letter, once the owner's consent allows sending it.
    public func requestAssistantJob(_ kind: AssistantJob.Kind, for id: Document.ID, schema: Data? = nil,
                                    thisTime: Bool = false, now: Date = Date()) throws -> AssistantJob {
        let assistant = try permittedService(thisTime: thisTime)
        let schema = try extractionSchema(kind, schema)
        let job = AssistantJob(documentID: id, kind: kind, schema: schema?.json, answeredBy: assistant.service?.destination,
                               createdAt: now)
        guard try database.addAssistantJob(job) else { throw LibraryError.documentNotFound(id) }
        return job
    }

    public func assistantJob(_ id: UUID) throws -> AssistantJob {
        guard let job = try database.assistantJob(id) else { throw LibraryError.assistantJobNotFound }
        return job
    }

    /// A letter's jobs, newest first.
    public func assistantJobs(of id: Document.ID) throws -> [AssistantJob] {
        _ = try document(id)
        return try database.assistantJobs(of: id)
    }

    /// The newest explanation the assistant wrote for a letter, or the one being written now.
    public func explanation(of id: Document.ID) throws -> AssistantJob? {
        try database.assistantJobs(of: id).first { $0.kind == .explanation && $0.status != .failed }
    }

    /// Queues again the jobs a stop cut off; for whoever works the queue, as it starts.
    public func requeueInterruptedAssistantJobs() throws {
        try database.requeueInterruptedAssistantJobs()
    }

    /// Works off the oldest queued job; nil when none waits.
    public func runNextAssistantJob(onText: (@Sendable (String) -> Void)? = nil) async throws -> AssistantJob? {
        guard let job = try database.startNextAssistantJob() else { return nil }
        return try await run(job, onText: onText)
    }

    /// «Forklar brevet» from the command line: queued and answered at once, each piece handed
    /// to `onText` as it streams in. The answer is kept with the letter like any other.
    public func explain(_ id: Document.ID, thisTime: Bool = false,
                        onText: (@Sendable (String) -> Void)? = nil) async throws -> AssistantJob {
        let queued = try requestAssistantJob(.explanation, for: id, thisTime: thisTime)
        return try await run(database.startAssistantJob(queued), onText: onText)
    }

    /// Asks the service, streaming what can be streamed, and keeps the outcome on the job. A
    /// provider's failure ends the job as failed (it is the job's outcome, not the caller's).
    private func run(_ started: AssistantJob, onText: (@Sendable (String) -> Void)?) async throws -> AssistantJob {
        var job = started
        do {
            // Consent is looked at again: the owner may have turned the assistant off since.
            let assistant = try database.settings().assistant
            guard assistant.consent != .off, let service = assistant.service else { throw LibraryError.assistantOff }
            job.answeredBy = service.destination
            guard let document = try database.document(id: job.documentID) else { throw LibraryError.documentNotFound(job.documentID) }
            let schema = try job.schema.map { try ExtractionSchema(json: $0) }
            let prompt = Self.prompt(job.kind, schema: schema, letter: try minimised(document, allowingNames: assistant.allowsNames).1)
            let progress = StreamProgress(job: job, database: database, interval: Self.assistantProgressInterval)
            let streamed = job.kind == .extraction ? nil : progress.listener(passingOn: onText)
            let answer = try await assistantClient().answer(prompt, onText: streamed)
            job.receivedCharacters = answer.count
            job.result = switch job.kind {
            case .explanation, .summary: AssistantText.cleanAnswer(answer)
            case .extraction: String(decoding: try schema!.validate(answer), as: UTF8.self)
            }
            job.status = .succeeded
        } catch let error as AssistantError {
            job.status = .failed
            job.result = nil
            job.failure = error.message()
        } catch let error as ExtractionSchemaError {
            job.status = .failed
            job.failure = LibraryError.invalidExtractionSchema(error.reason).norwegian
        } catch let error as LibraryError {
            job.status = .failed
            job.failure = error.norwegian
        }
        job.finishedAt = Date()
        try database.updateAssistantJob(job)
        return job
    }

    // MARK: A second opinion on the fields

    /// Asks the assistant what it makes of a letter under review: type, date, institution and
    /// title, with its reason. Kept with the draft as suggestions; nothing is applied.
    @discardableResult
    public func secondOpinion(on pending: PendingJob, thisTime: Bool = false) async throws -> FieldOpinion {
        let assistant = try permittedService(thisTime: thisTime)
        var draft = try draft(of: pending)
        let letter = try minimised(draft.document, allowingNames: assistant.allowsNames).1
        let opinion: FieldOpinion
        do {
            let answer = try await assistantClient().answer(AssistantTask.fieldOpinion(of: letter))
            opinion = try FieldOpinion.parse(answer, today: .today)
        } catch let error as AssistantError {
            throw LibraryError.assistantFailed(error.message())
        }
        draft = try self.draft(of: pending)
        draft.assistantOpinion = opinion
        try save(draft, of: pending)
        return opinion
    }

    /// The second opinion asked for without a click: only when the owner consented always and
    /// the rules were unsure of a field. A failure is only a missing suggestion, never a
    /// letter that cannot be filed.
    @discardableResult
    public func secondOpinionIfUnsure(on pending: PendingJob) async -> FieldOpinion? {
        guard let setup = try? assistantSetup(), setup.isOn, setup.consent == .always,
              let draft = try? draft(of: pending), !(draft.unsureFields ?? []).isEmpty, draft.assistantOpinion == nil
        else { return nil }
        return try? await secondOpinion(on: pending)
    }
}

/// A streaming answer's progress, saved now and then while it grows.
private final class StreamProgress: Sendable {
    private struct State {
        var job: AssistantJob
        var text = ""
        var lastSaved: ContinuousClock.Instant
    }

    private let state: Mutex<State>
    private let database: ArchiveDatabase
    private let interval: Duration

    init(job: AssistantJob, database: ArchiveDatabase, interval: Duration) {
        state = Mutex(State(job: job, lastSaved: .now))
        self.database = database
        self.interval = interval
    }

    /// What hears the stream: every piece counted here, then handed on.
    func listener(passingOn onText: (@Sendable (String) -> Void)?) -> @Sendable (String) -> Void {
        { piece in
            self.add(piece)
            onText?(piece)
        }
    }

    func add(_ piece: String) {
        let due: AssistantJob? = state.withLock { state in
            state.text += piece
            guard state.lastSaved.duration(to: .now) >= interval else { return nil }
            state.lastSaved = .now
            state.job.result = state.text
            state.job.receivedCharacters = state.text.count
            return state.job
        }
        if let due { _ = try? database.updateAssistantJob(due) }
    }
}

extension Library {
    /// Takes the assistant's suggestions for `fields` into the letter under review, as if the
    /// owner had typed them.
    @discardableResult
    public func acceptSuggestions(_ fields: [SuggestedField], on pending: PendingJob) throws -> DocumentDraft {
        guard let opinion = try draft(of: pending).assistantOpinion else { return try draft(of: pending) }
        return try revise(pending, opinion.edit(of: fields))
    }

    /// What filing without review takes from the assistant: the fields the rules were unsure
    /// of, when the owner set a threshold and the assistant is at least that sure.
    func quickAccepted(_ draft: DocumentDraft) throws -> DocumentEdit? {
        guard let threshold = try database.settings().assistant.quickAcceptThreshold,
              let opinion = draft.assistantOpinion, let confidence = opinion.confidence, confidence >= threshold,
              let unsure = draft.unsureFields, !unsure.isEmpty
        else { return nil }
        return opinion.edit(of: unsure)
    }
}

extension FieldOpinion {
    /// The suggestions for `fields` as an edit; a field the assistant left empty is left as it is.
    func edit(of fields: [SuggestedField]) -> DocumentEdit {
        var edit = DocumentEdit()
        for field in Set(fields) {
            switch field {
            case .docType: edit.docType = docType
            case .documentDate: edit.documentDate = documentDate.map(FieldChange.set)
            case .institution: edit.institution = institution.map(FieldChange.set)
            case .title: edit.title = title
            }
        }
        return edit
    }
}
