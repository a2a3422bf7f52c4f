import Foundation

/// The kinds of language-model service the assistant can talk to, by the API each speaks.
public enum AssistantProvider: String, Sendable, CaseIterable, Codable {
    /// OpenAI's chat completions, as hosted services and local servers (llama.cpp, LM Studio,
    /// vLLM) speak it.
    case openai
    /// Ollama's `/api/chat`.
    case ollama
    /// Anthropic's Messages API.
    case anthropic

    public var displayName: String {
        switch self {
        case .openai: "OpenAI-kompatibel tjeneste"
        case .ollama: "Ollama"
        case .anthropic: "Anthropic"
        }
    }

    /// Where each is usually found, for a setup that names none.
    public var defaultBaseURL: URL {
        switch self {
        case .openai: URL(string: "https://api.openai.com")!
        case .ollama: URL(string: "http://127.0.0.1:11434")!
        case .anthropic: URL(string: "https://api.anthropic.com")!
        }
    }

    /// Whether the service refuses requests without a key (Ollama and most local servers take none).
    public var needsKey: Bool { self != .ollama }
}

/// Whether the owner lets a letter go to the assistant.
public enum AssistantConsent: String, Sendable, CaseIterable, Codable {
    /// Nothing is sent; the assistant is off.
    case off
    /// Each letter is sent only after the owner has seen the disclosure and said yes to it.
    case once
    /// Letters are sent when the owner asks for help, without asking again (revocable).
    case always
}

/// The service the owner chose, without its key (which is sealed in the vault).
public struct AssistantService: Sendable, Hashable, Codable {
    public var provider: AssistantProvider
    public var baseURL: URL
    public var model: String

    public init(provider: AssistantProvider, baseURL: URL, model: String) {
        self.provider = provider
        self.baseURL = baseURL
        self.model = model
    }

    /// Whether the service runs on this machine: a letter sent to it never crosses a network.
    public var isLocal: Bool {
        guard let host = baseURL.host?.lowercased().trimmingCharacters(in: CharacterSet(charactersIn: "[]")) else { return false }
        if host == "localhost" || host.hasSuffix(".localhost") || host == "::1" { return true }
        let parts = host.split(separator: ".", omittingEmptySubsequences: false)
        return parts.count == 4 && parts.first == "127" && parts.allSatisfy { UInt8($0) != nil }
    }

    /// How the disclosure names where letters go: «Anthropic (claude-…) på api.anthropic.com».
    public var destination: String {
        let host = baseURL.host ?? baseURL.absoluteString
        let port = baseURL.port.map { ":\($0)" } ?? ""
        return "\(provider.displayName) (\(model)) på \(host)\(port)"
    }
}
