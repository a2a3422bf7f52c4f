import ArkivatorCore
import ArkivatorLibrary
import Foundation
import Hummingbird

/// The assistant's pages: «Forklar brevet» on a letter, the disclosure before a letter goes
/// («Se hva som sendes»), and its second opinion on a letter under review. Every rule of what
/// may be sent is the Library's; these pages only ask it and show its answers.
struct AssistantRoutes {
    let services: WebServices

    func add(to group: RouterGroup<WebRequestContext>) {
        group.get("dokumenter/:id/forklar") { _, context in try disclosurePage(context, forJob: false) }
        group.post("dokumenter/:id/forklar") { request, context in try await explain(request, context) }
        group.get("jobber/:id/forslag") { _, context in try disclosurePage(context, forJob: true) }
        group.post("jobber/:id/forslag") { request, context in try await askForOpinion(request, context) }
        group.post("jobber/:id/forslag/bruk") { request, context in try await acceptSuggestions(request, context) }
    }

    /// The owner's answer to the disclosure: this letter only, or every letter from now on,
    /// which needs the passphrase again.
    struct SendForm: Decodable {
        var send: String?
        var passphrase: String?
    }

    struct AcceptForm: Decodable {
        var field: String?
    }

    /// The disclosure, before a letter goes: where to, what is taken out, and the text itself.
    struct DisclosurePage {
        let csrfToken: String
        let heading: String
        let action: String
        let back: String
        let destination: String
        let onThisMachine: Bool
        let onHomeNetwork: Bool
        let onInternet: Bool
        let removed: String
        let names: String
        let instructions: String
        let message: String
        /// Why «alltid» was not taken, such as a wrong passphrase.
        let error: String?
    }

    private func disclosurePage(_ context: WebRequestContext, forJob: Bool, error: String? = nil,
                                status: HTTPResponse.Status = .ok) throws -> HTMLPage {
        let session = try context.requireSession()
        let library = session.library
        let disclosure: AssistantDisclosure
        let action: String, back: String, heading: String
        if forJob {
            let job = try CaptureRoutes.job(context).1
            let id = job.id.uuidString.lowercased()
            disclosure = try library.assistantDisclosure(for: job)
            action = "/jobber/\(id)/forslag"
            back = "/jobber/\(id)"
            heading = Language.current.words(.askAssistantAboutFields)
        } else {
            let id = try context.documentID()
            disclosure = try library.assistantDisclosure(for: id, kind: .explanation)
            action = "/dokumenter/\(id)/forklar"
            back = "/dokumenter/\(id)"
            heading = Language.current.words(PageWord.explainLetter)
        }
        let letter = disclosure.letter
        return try services.page("assistant", DisclosurePage(
            csrfToken: session.csrfToken, heading: heading, action: action, back: back,
            destination: disclosure.service.destination, onThisMachine: disclosure.service.reach == .thisMachine,
            onHomeNetwork: disclosure.service.reach == .homeNetwork, onInternet: disclosure.service.reach == .internet,
            removed: Language.current.words(.takenOutBeforeSending(removedFodselsnumre: letter.removedFodselsnumre, removedAddresses: letter.removedAddresses, removedPhoneNumbers: letter.removedPhoneNumbers)),
            names: disclosure.namesAllowed
                ? Language.current.words(.familyNamesSentAsTheyStand)
                : Language.current.words(.namesReplacedByRoles(replacedNames: letter.replacedNames)),
            instructions: disclosure.instructions, message: disclosure.message, error: error), status: status)
    }

    /// «Forklar brevet»: queued for the assistant if the owner's consent allows it, else the
    /// disclosure is shown first. `send=once` says yes for this letter, `send=always` for all.
    private func explain(_ request: Request, _ context: WebRequestContext) async throws -> Response {
        let session = try context.requireSession()
        let form = try await request.form(SendForm.self, postedIn: session)
        let id = try context.documentID()
        return try await consenting(form, session, context, forJob: false) {
            do {
                _ = try session.library.requestAssistantJob(.explanation, for: id, thisTime: form.send == "once")
            } catch LibraryError.assistantNeedsConsent {
                return Response.redirect(to: "/dokumenter/\(id)/forklar", type: .normal)
            }
            await services.assistant.wake()
            return Response.redirect(to: "/dokumenter/\(id)#forklaring", type: .normal)
        }
    }

    /// The second opinion on a letter under review, asked while the owner waits: it is one
    /// short answer, and the review page shows it.
    private func askForOpinion(_ request: Request, _ context: WebRequestContext) async throws -> Response {
        let (session, job) = try CaptureRoutes.job(context)
        let form = try await request.form(SendForm.self, postedIn: session)
        let id = job.id.uuidString.lowercased()
        return try await consenting(form, session, context, forJob: true) {
            do {
                try await session.library.secondOpinion(on: job, thisTime: form.send == "once")
            } catch LibraryError.assistantNeedsConsent {
                return Response.redirect(to: "/jobber/\(id)/forslag", type: .normal)
            } catch let error as LibraryError {
                return try CaptureRoutes(services: services).reviewPage(session, job, error: error.text, status: error.status)
                    .response(from: request, context: context)
            }
            return Response.redirect(to: "/jobber/\(id)#forslag", type: .normal)
        }
    }

    /// `send=always` is «alltid» first, with the passphrase given again; the disclosure again
    /// with why not when it was wrong. Then `send`.
    private func consenting(_ form: SendForm, _ session: Session, _ context: WebRequestContext, forJob: Bool,
                            _ send: () async throws -> Response) async throws -> Response {
        guard form.send == "always" else { return try await send() }
        return try await services.confirming(form.passphrase, in: session, from: context.client,
                                             refused: { try disclosurePage(context, forJob: forJob, error: $0, status: $1).response }) { confirmed in
            try session.library.setAssistantConsent(.always, confirmed: confirmed)
            return try await send()
        }
    }

    private func acceptSuggestions(_ request: Request, _ context: WebRequestContext) async throws -> Response {
        let (session, job) = try CaptureRoutes.job(context)
        let form = try await request.form(AcceptForm.self, postedIn: session)
        let fields = form.field == "all" ? SuggestedField.allCases : [form.field.flatMap(SuggestedField.init(rawValue:))].compactMap { $0 }
        guard !fields.isEmpty else { throw HTTPError(.badRequest) }
        try session.library.acceptSuggestions(fields, on: job)
        return Response.redirect(to: "/jobber/\(job.id.uuidString.lowercased())", type: .normal)
    }
}

/// The assistant on a letter's page: its explanation, as far as it has come, and the button.
struct AssistantPanel {
    struct Explanation {
        let text: String
        let running: Bool
        let failure: String?
        let madeBy: String
        /// Where the page asks how the answer grows while it is written.
        let statusURL: String
    }

    let available: Bool
    /// The owner asked to be asked: the button leads to the disclosure first.
    let asksFirst: Bool
    let notAvailable: String?
    let explanation: Explanation?

    init(_ library: Library, document id: Document.ID) throws {
        let setup = try library.assistantSetup()
        available = setup.isOn
        asksFirst = setup.consent == .once
        notAvailable = setup.service == nil
            ? Language.current.words(.assistantOfferExplanation)
            : setup.consent == .off ? Language.current.words(.assistantTurnedOffSettings) : nil
        explanation = try library.explanation(of: id).map { job in
            let when = CalendarDate(job.finishedAt ?? job.createdAt).norwegianNumeric
            return Explanation(
                text: job.result ?? "",
                running: !job.status.isFinished,
                failure: job.status == .failed ? job.failure : nil,
                madeBy: Language.current.words(.madeByLanguageModel(answeredBy: job.answeredBy, when: when)),
                statusURL: "/api/v1/documents/\(id)/jobs/\(job.id.uuidString.lowercased())")
        }
    }
}

/// The assistant's second opinion on the review page: each suggestion with its own «Bruk».
struct SuggestionPanel {
    struct Suggestion {
        let field: String
        let label: String
        let value: String
    }

    let suggestions: [Suggestion]
    let hasSuggestions: Bool
    let reason: String?
    /// «Spør assistenten», offered while the assistant is on and has not been asked.
    let askURL: String?
    let asksFirst: Bool
    let unsure: String?

    /// Nothing, when the assistant has neither answered nor can be asked.
    init?(draft: DocumentDraft, setup: AssistantSetup, jobID: String) {
        let opinion = draft.assistantOpinion
        guard opinion != nil || setup.isOn else { return nil }
        var suggestions: [Suggestion] = []
        if let opinion {
            if let type = opinion.docType, type != draft.document.docType {
                suggestions.append(.init(field: "docType", label: Language.current.words(PageWord.type), value: type.label))
            }
            if let date = opinion.documentDate, date != draft.document.documentDate {
                suggestions.append(.init(field: "documentDate", label: Language.current.words(.date), value: date.norwegianNumeric))
            }
            if let institution = opinion.institution, institution != draft.document.institution {
                suggestions.append(.init(field: "institution", label: Language.current.words(PageWord.institution), value: institution))
            }
            if let title = opinion.title, !draft.document.title.hasSuffix(title) {
                suggestions.append(.init(field: "title", label: Language.current.words(PageWord.title), value: title))
            }
        }
        self.suggestions = suggestions
        hasSuggestions = !suggestions.isEmpty
        reason = opinion.map { opinion in
            suggestions.isEmpty
                ? Language.current.words(.assistantAgreesFields(reason: opinion.reason))
                : opinion.reason
        }
        askURL = setup.isOn && opinion == nil ? "/jobber/\(jobID)/forslag" : nil
        asksFirst = setup.consent == .once
        let unsureFields = draft.unsureFields ?? []
        unsure = unsureFields.isEmpty || opinion != nil ? nil
            : Language.current.words(.rulesWereUnsure(fields: unsureFields.map(\.label).joined(separator: ", ")))
    }
}

extension SuggestedField {
    var label: String {
        switch self {
        case .docType: Language.current.words(.fieldNameType)
        case .documentDate: Language.current.words(.fieldNameDate)
        case .institution: Language.current.words(.fieldNameInstitution)
        case .title: Language.current.words(.fieldNameTitle)
        }
    }
}

/// The assistant's part of the settings page: the service, its key, the consent, names, and
/// what filing without review may take from it.
struct AssistantSettings {
    struct Option { let value: String; let label: String; let selected: Bool }

    let providers: [Option]
    let baseURL: String
    let model: String
    let hasKey: Bool
    let consents: [Option]
    let allowsNames: Bool
    let quickAccept: String
    let isSetUp: Bool
    let status: String
    let testResult: String?

    struct Form: Decodable {
        var provider: String?
        var baseURL: String?
        var model: String?
        var key: String?
        var consent: String?
        var names: String?
        var quickAccept: String?
        var passphrase: String?
    }

    init(_ setup: AssistantSetup, testResult: String? = nil) {
        let provider = setup.service?.provider ?? .openai
        providers = AssistantProvider.allCases.map { .init(value: $0.rawValue, label: $0.displayName, selected: $0 == provider) }
        baseURL = setup.service?.baseURL.absoluteString ?? ""
        model = setup.service?.model ?? ""
        hasKey = setup.hasKey
        // Choosing a service is opting in to being asked: the form for a first setup starts there.
        let consent = setup.service == nil ? AssistantConsent.once : setup.consent
        consents = AssistantConsent.allCases.map { .init(value: $0.rawValue, label: $0.label, selected: $0 == consent) }
        allowsNames = setup.allowsNames
        quickAccept = setup.quickAcceptThreshold.map { String(Int(($0 * 100).rounded())) } ?? ""
        isSetUp = setup.service != nil
        status = setup.service.map { service in
            let place = switch service.reach {
            case .thisMachine: Language.current.words(.serviceOnThisMachine)
            case .homeNetwork: Language.current.words(.serviceOnHomeNetwork)
            case .internet: Language.current.words(.serviceOutsideHome)
            }
            return "\(service.destination) – \(place). \(setup.consent.label)."
        } ?? Language.current.words(.assistantOffSummary)
        self.testResult = testResult
    }

    /// Saves the form through the Library, which holds every rule of what is allowed, the
    /// passphrase for what may leave among them.
    static func save(_ form: Form, in library: Library, confirmed: PassphraseConfirmed?) throws {
        guard let provider = form.provider.flatMap(AssistantProvider.init(rawValue:)) else {
            throw LibraryError.invalidAssistantSetup(Language.current.words(.chooseService))
        }
        let typed = form.baseURL?.trimmingCharacters(in: .whitespaces) ?? ""
        guard let url = typed.isEmpty ? provider.defaultBaseURL : URL(string: typed) else {
            throw LibraryError.invalidAssistantSetup(Language.current.words(.addressNotAnAddress))
        }
        let percent = form.quickAccept?.trimmingCharacters(in: .whitespaces) ?? ""
        guard percent.isEmpty || Int(percent) != nil else {
            throw LibraryError.invalidAssistantSetup(Language.current.words(.writeThresholdAsPercentage))
        }
        try library.setUpAssistant(AssistantService(provider: provider, baseURL: url, model: form.model ?? ""),
                                   key: form.key?.isEmpty == false ? form.key : nil,
                                   consent: form.consent.flatMap(AssistantConsent.init(rawValue:)) ?? .once,
                                   allowsNames: form.names == "on",
                                   quickAcceptThreshold: Int(percent).map { Double($0) / 100 }, confirmed: confirmed)
    }
}

extension AssistantConsent {
    var label: String {
        switch self {
        case .off: Language.current.words(.consentOff)
        case .once: Language.current.words(.consentEachLetter)
        case .always: Language.current.words(.consentWhenAsked)
        }
    }
}

extension LearnedField {
    /// «person, type», in the order the form shows the fields; nil for none.
    static func names(_ fields: Set<LearnedField>) -> String? {
        let named = [(LearnedField.title, Language.current.words(.fieldNameTitle)),
                     (.person, Language.current.words(.fieldNamePerson)),
                     (.docType, Language.current.words(.fieldNameType)),
                     (.institution, Language.current.words(.fieldNameInstitution))]
            .filter { fields.contains($0.0) }.map(\.1)
        return named.isEmpty ? nil : named.joined(separator: ", ")
    }
}
