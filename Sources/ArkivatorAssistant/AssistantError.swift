import ArkivatorCore

/// Where the assistant's requests go: the service the owner chose and its key, once unsealed.
public struct AssistantEndpoint: Sendable, Equatable {
    public var service: AssistantService
    public var key: String?

    public init(service: AssistantService, key: String?) {
        self.service = service
        self.key = key
    }
}

/// One request to the model: the instructions, the letter and question, and the shape wanted back.
public struct ChatPrompt: Sendable, Equatable {
    public var system: String
    public var user: String
    public var maxTokens: Int
    /// Asks for JSON where the API can enforce it (OpenAI's `response_format`, Ollama's
    /// `format`); Anthropic has only the instructions to go by.
    public var wantsJSON: Bool

    public init(system: String, user: String, maxTokens: Int, wantsJSON: Bool) {
        self.system = system
        self.user = user
        self.maxTokens = maxTokens
        self.wantsJSON = wantsJSON
    }
}

/// Why the assistant gave no answer, in terms the user can act on.
public enum AssistantError: Error, Equatable, Sendable {
    /// No connection: refused, no such host, TLS. The detail is technical and in English.
    case unreachable(String)
    /// The address stored for the service breaks the rule of where letters may go
    /// (`AssistantAddress`): nothing was sent.
    case refusedAddress(AssistantAddress.Problem)
    case timedOut
    /// Still 429 after the retries; the wait the provider asked for last, if it named one.
    case rateLimited(retryAfter: Int?)
    /// 401 or 403.
    case rejectedKey
    case unknownModel(String)
    /// Any other refusal, with the provider's own words.
    case providerFailed(status: Int, message: String)
    /// A body that does not parse, or an answer that does not match the shape asked for.
    case malformedAnswer(String)
    /// The body or stream ended before the provider said it was done; also what a cancelled
    /// request ends in, since the caller that cancelled knows why.
    case cutShort

    /// One sentence in Norwegian (Bokmål) for the user, or English.
    public func message(english: Bool = false) -> String {
        switch self {
        case .unreachable(let detail):
            english ? "Could not reach the assistant service (\(detail)); check the address and that the service is running."
                : "Fikk ikke kontakt med assistenttjenesten (\(detail)); sjekk adressen og at tjenesten kjører."
        case .refusedAddress(let problem):
            english ? "Nothing was sent. The assistant's address cannot be used: \(problem.english) Set the service up again in the settings."
                : "Ingenting er sendt. Assistentens adresse kan ikke brukes: \(problem.norwegian) Sett opp tjenesten på nytt i innstillingene."
        case .timedOut:
            english ? "The assistant service did not answer in time; try again later."
                : "Assistenttjenesten svarte ikke i tide; prøv igjen senere."
        case .rateLimited(let retryAfter):
            if let retryAfter, retryAfter > 0 {
                english ? "The assistant service is busy; try again in \(retryAfter) seconds."
                    : "Assistenttjenesten har for mye å gjøre; prøv igjen om \(retryAfter) sekunder."
            } else {
                english ? "The assistant service is busy; try again in a little while."
                    : "Assistenttjenesten har for mye å gjøre; prøv igjen om litt."
            }
        case .rejectedKey:
            english ? "The assistant service did not accept the API key; check it in the settings."
                : "Assistenttjenesten godtok ikke API-nøkkelen; sjekk den i innstillingene."
        case .unknownModel(let model):
            english ? "The assistant service does not know the model «\(model)»; check the model name in the settings."
                : "Assistenttjenesten kjenner ikke modellen «\(model)»; sjekk modellnavnet i innstillingene."
        case .providerFailed(let status, let message):
            english ? "The assistant service answered with an error (\(status)): \(Self.brief(message))"
                : "Assistenttjenesten svarte med en feil (\(status)): \(Self.brief(message))"
        case .malformedAnswer(let reason):
            english ? "The assistant's answer could not be read (\(reason))."
                : "Svaret fra assistenten kunne ikke leses (\(reason))."
        case .cutShort:
            english ? "The assistant's answer stopped before it was finished; try again."
                : "Svaret fra assistenten stoppet før det var ferdig; prøv igjen."
        }
    }

    /// A provider's message can be long and span lines; the sentence stays one line.
    private static func brief(_ message: String) -> String {
        let line = message.split(whereSeparator: \.isNewline).joined(separator: " ")
        let text = line.count > 200 ? String(line.prefix(200)) + "…" : line
        return text.isEmpty ? "ingen forklaring" : text
    }
}
