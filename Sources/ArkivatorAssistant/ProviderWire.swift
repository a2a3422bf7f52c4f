import ArkivatorCore
import Foundation
import NIOHTTP1

/// How one provider's API is spoken: where a chat request goes, how it is shaped, and how its
/// answers, streams and errors read.
struct ProviderWire: Sendable {
    let endpoint: AssistantEndpoint

    var provider: AssistantProvider { endpoint.service.provider }

    /// The provider's endpoint under the owner's address, whose path is only a prefix of it.
    /// llama.cpp and LM Studio tell their users to type `…/v1`, and Ollama's own OpenAI
    /// endpoint lives under `/v1` too, so a base that already ends in it is taken as the
    /// API's root rather than getting a second one.
    func url() throws(AssistantError) -> String {
        let address: AssistantAddress
        do {
            address = try AssistantAddress(endpoint.service.baseURL)
        } catch {
            throw .refusedAddress(error)
        }
        let endsInV1 = address.pathPrefix.last == "v1"
        switch provider {
        case .openai:
            return address.endpoint((endsInV1 ? [] : ["v1"]) + ["chat", "completions"])
        case .anthropic:
            return address.endpoint((endsInV1 ? [] : ["v1"]) + ["messages"])
        case .ollama:
            var prefix = address.pathPrefix
            for suffix in ["api", "v1"] where prefix.last == suffix { prefix.removeLast() }
            return address.endpoint(["api", "chat"], droppingLast: address.pathPrefix.count - prefix.count)
        }
    }

    func headers(streaming: Bool) -> HTTPHeaders {
        var headers = HTTPHeaders()
        headers.add(name: "Content-Type", value: "application/json")
        headers.add(name: "Accept", value: streaming && provider != .ollama ? "text/event-stream" : "application/json")
        headers.add(name: "User-Agent", value: "Arkivator")
        switch provider {
        case .anthropic:
            headers.add(name: "anthropic-version", value: "2023-06-01")
            if let key = endpoint.key, !key.isEmpty { headers.add(name: "x-api-key", value: key) }
        case .openai, .ollama:
            // Ollama takes no key itself; one behind a proxy takes a bearer token as OpenAI does.
            if let key = endpoint.key, !key.isEmpty { headers.add(name: "Authorization", value: "Bearer \(key)") }
        }
        return headers
    }

    func body(_ prompt: ChatPrompt, streaming: Bool) -> JSONValue {
        let model = JSONValue.string(endpoint.service.model)
        let maxTokens = JSONValue(max(1, prompt.maxTokens))
        switch provider {
        case .openai:
            var members: [(key: String, value: JSONValue)] = [
                ("model", model),
                ("messages", [["role": "system", "content": .string(prompt.system)],
                              ["role": "user", "content": .string(prompt.user)]]),
                // OpenAI's newer models refuse `max_tokens`, and the servers that copy its API
                // know only `max_tokens`.
                (isOpenAIItself ? "max_completion_tokens" : "max_tokens", maxTokens),
                ("stream", .bool(streaming)),
            ]
            if prompt.wantsJSON { members.append(("response_format", ["type": "json_object"])) }
            return .object(members)
        case .ollama:
            var members: [(key: String, value: JSONValue)] = [
                ("model", model),
                ("messages", [["role": "system", "content": .string(prompt.system)],
                              ["role": "user", "content": .string(prompt.user)]]),
                ("stream", .bool(streaming)),
                ("options", ["num_predict": maxTokens]),
            ]
            if prompt.wantsJSON { members.append(("format", "json")) }
            return .object(members)
        case .anthropic:
            return [
                "model": model,
                "system": .string(prompt.system),
                "messages": [["role": "user", "content": .string(prompt.user)]],
                "max_tokens": maxTokens,
                "stream": .bool(streaming),
            ]
        }
    }

    private var isOpenAIItself: Bool {
        endpoint.service.baseURL.host?.lowercased() == "api.openai.com"
    }

    /// Whether a 200 answer to a streamed request really is a stream: a server that ignores
    /// `stream` answers with one JSON document, which reads as a whole answer.
    func isStream(contentType: String) -> Bool {
        let type = contentType.lowercased()
        switch provider {
        case .ollama: return !type.hasPrefix("application/json")
        case .openai, .anthropic: return type.hasPrefix("text/event-stream")
        }
    }

    // MARK: Answers

    func text(ofWhole json: JSONValue) throws(AssistantError) -> String {
        if let failure = failureInBody(json) { throw failure }
        switch provider {
        case .openai:
            guard let choice = json["choices"]?.arrayValue?.first else { throw .malformedAnswer("svaret har ingen «choices»") }
            guard let message = choice["message"] else { throw .malformedAnswer("svaret har ingen «message»") }
            if let content = message["content"]?.stringValue { return content }
            if let refusal = message["refusal"]?.stringValue { throw .providerFailed(status: 200, message: refusal) }
            throw .malformedAnswer("svaret har ingen tekst")
        case .ollama:
            guard let content = json["message"]?["content"]?.stringValue else { throw .malformedAnswer("svaret har ingen «message»") }
            return content
        case .anthropic:
            guard json["type"]?.stringValue == "message", let blocks = json["content"]?.arrayValue else {
                throw .malformedAnswer("svaret er ikke en «message»")
            }
            return blocks.filter { $0["type"]?.stringValue == "text" }.compactMap { $0["text"]?.stringValue }.joined()
        }
    }

    /// An error reported inside a 200 body or stream, which some servers do when the model
    /// fails after the answer has begun.
    func failureInBody(_ json: JSONValue) -> AssistantError? {
        guard let error = json["error"], !error.isNull else { return nil }
        if provider == .anthropic, json["type"]?.stringValue != "error" { return nil }
        let kind = error["type"]?.stringValue ?? ""
        let status = kind == "overloaded_error" ? 529 : (error["code"]?.intValue ?? 500)
        return .providerFailed(status: status, message: Self.message(in: json) ?? "ukjent feil")
    }

    // MARK: Refusals

    enum Refusal: Sendable {
        /// Worth asking again after a pause: 429 and 5xx.
        case transient(AssistantError, retryAfter: Int?)
        case final(AssistantError)
    }

    func refusal(status: Int, headers: HTTPHeaders, body: Data) -> Refusal {
        let json = JSONValue.parse(body)
        let message = json.flatMap(Self.message(in:)) ?? Self.plain(body)
        switch status {
        case 401, 403:
            return .final(.rejectedKey)
        case 429:
            let retryAfter = Self.retryAfter(headers)
            return .transient(.rateLimited(retryAfter: retryAfter), retryAfter: retryAfter)
        case 404 where mentionsModel(json: json, message: message),
             400 where mentionsModel(json: json, message: message) && Self.saysMissing(message):
            return .final(.unknownModel(endpoint.service.model))
        case 500...599:
            return .transient(.providerFailed(status: status, message: message), retryAfter: Self.retryAfter(headers))
        default:
            return .final(.providerFailed(status: status, message: message))
        }
    }

    /// Each API says "no such model" its own way: OpenAI with `model_not_found`, Ollama with
    /// `model "x" not found`, Anthropic with `not_found_error` naming the model. A 404 that
    /// names no model is a wrong address, not a wrong model.
    private func mentionsModel(json: JSONValue?, message: String) -> Bool {
        if json?["error"]?["code"]?.stringValue == "model_not_found" { return true }
        let lowered = message.lowercased()
        return lowered.contains("model") || lowered.contains(endpoint.service.model.lowercased())
    }

    private static func saysMissing(_ message: String) -> Bool {
        let lowered = message.lowercased()
        return ["not found", "does not exist", "not exist", "unknown model", "no such model"].contains { lowered.contains($0) }
    }

    /// The provider's own words: `error.message` (OpenAI, Anthropic), `error` as a string
    /// (Ollama), or a top-level `message`.
    static func message(in json: JSONValue) -> String? {
        if let message = json["error"]?["message"]?.stringValue { return message }
        if let message = json["error"]?.stringValue { return message }
        if let message = json["message"]?.stringValue { return message }
        if let detail = json["detail"]?.stringValue { return detail }
        return nil
    }

    private static func plain(_ body: Data) -> String {
        let text = String(decoding: body.prefix(300), as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        return text.isEmpty ? "ingen forklaring" : AssistantText.cleanAnswer(text)
    }

    /// Seconds only: the HTTP-date form is rare from these APIs, and without it the backoff decides.
    static func retryAfter(_ headers: HTTPHeaders) -> Int? {
        guard let value = headers.first(name: "retry-after"), let seconds = Double(value.trimmingCharacters(in: .whitespaces)),
              seconds.isFinite, seconds >= 0 else { return nil }
        return Int(seconds.rounded(.up))
    }
}

/// Reads a streamed answer as its bytes come: Server-Sent Events (OpenAI, Anthropic) or
/// newline-delimited JSON (Ollama), handing out the pieces of text, and noting when the
/// provider says the answer is done.
struct StreamReader {
    let wire: ProviderWire
    private(set) var finished = false
    private var pending: [UInt8] = []
    private var eventData: [String] = []
    /// OpenAI-compatible servers that end with a `finish_reason` but no `[DONE]` have still
    /// finished the answer.
    private var sawFinishReason = false

    init(wire: ProviderWire) { self.wire = wire }

    mutating func feed(_ bytes: some Sequence<UInt8>) throws(AssistantError) -> [String] {
        pending.append(contentsOf: bytes)
        var pieces: [String] = []
        while !finished, let newline = pending.firstIndex(of: UInt8(ascii: "\n")) {
            var line = Array(pending[..<newline])
            pending.removeSubrange(...newline)
            if line.last == UInt8(ascii: "\r") { line.removeLast() }
            try take(String(decoding: line, as: UTF8.self), into: &pieces)
        }
        return pieces
    }

    /// The bytes have ended: a last line without its newline still counts if it completes the
    /// answer, anything less means the answer was cut.
    mutating func end() throws(AssistantError) -> [String] {
        var pieces: [String] = []
        if !finished, !pending.isEmpty {
            try? take(String(decoding: pending, as: UTF8.self), into: &pieces)
            pending.removeAll()
        }
        if !finished, !eventData.isEmpty { try? take("", into: &pieces) }
        if !finished, sawFinishReason { finished = true }
        guard finished else { throw .cutShort }
        return pieces
    }

    private mutating func take(_ line: String, into pieces: inout [String]) throws(AssistantError) {
        if wire.provider == .ollama {
            guard !line.trimmingCharacters(in: .whitespaces).isEmpty else { return }
            try event(line, into: &pieces)
            return
        }
        if line.isEmpty {
            guard !eventData.isEmpty else { return }
            let data = eventData.joined(separator: "\n")
            eventData.removeAll()
            try event(data, into: &pieces)
        } else if line.hasPrefix("data:") {
            var data = line.dropFirst(5)
            if data.first == " " { data = data.dropFirst() }
            eventData.append(String(data))
        }
        // `event:` names repeat the `type` inside the data, and comments (`:`) keep the
        // connection alive; neither carries text.
    }

    private mutating func event(_ data: String, into pieces: inout [String]) throws(AssistantError) {
        if wire.provider == .openai, data.trimmingCharacters(in: .whitespaces) == "[DONE]" {
            finished = true
            return
        }
        guard let json = JSONValue.parse(data) else { throw .malformedAnswer("en del av svaret er ikke gyldig JSON") }
        if let failure = wire.failureInBody(json) { throw failure }
        switch wire.provider {
        case .openai:
            let choice = json["choices"]?.arrayValue?.first
            if let text = choice?["delta"]?["content"]?.stringValue, !text.isEmpty { pieces.append(text) }
            if let reason = choice?["finish_reason"], !reason.isNull { sawFinishReason = true }
        case .ollama:
            if let text = json["message"]?["content"]?.stringValue, !text.isEmpty { pieces.append(text) }
            if json["done"]?.boolValue == true { finished = true }
        case .anthropic:
            switch json["type"]?.stringValue {
            case "content_block_delta":
                if json["delta"]?["type"]?.stringValue == "text_delta", let text = json["delta"]?["text"]?.stringValue, !text.isEmpty {
                    pieces.append(text)
                }
            case "message_stop":
                finished = true
            default:
                break
            }
        }
    }
}
