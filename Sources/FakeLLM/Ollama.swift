import FakeServiceKit
import Foundation
import HTTPTypes
import Hummingbird

/// Ollama's own chat API (`POST /api/chat`): streaming unless `stream` is false, as
/// newline-delimited JSON ending with a `done: true` object that carries the counts and
/// durations (in nanoseconds). Ollama itself has no keys; one behind a proxy takes a bearer token.
struct OllamaChat: ChatAPI {
    let displayName = "Ollama"

    func authenticate(_ headers: HTTPFields, key: String) -> Refusal? {
        guard let token = headers.bearerToken else { return .missingKey }
        return token == key ? nil : .wrongKey
    }

    func turn(from body: JSON, headers: HTTPFields, models: [String]) throws(Refusal) -> ChatTurn {
        guard let model = body["model"]?.stringValue, !model.isEmpty else { throw .invalidField(param: "model", message: "model is required") }
        if let format = body["format"], format.stringValue != "json", !format.isObject {
            throw .invalidField(param: "format", message: #"invalid format: expected "json" or a JSON schema"#)
        }
        guard Self.resolve(model, among: models) != nil else { throw .unknownModel(model) }
        let messages = body["messages"]?.arrayValue ?? []
        return ChatTurn(
            model: model,
            stream: body["stream"]?.boolValue ?? true,
            promptTokens: messages.map { Completion.tokens(in: $0["content"]?.messageText ?? "") }.reduce(0, +),
            outputLimit: body["options"]?["num_predict"]?.intValue.flatMap { $0 > 0 ? $0 : nil },
            body: body)
    }

    /// Ollama names are `name:tag`, and a name without a tag means `:latest`.
    static func resolve(_ model: String, among models: [String]) -> String? {
        let wanted = tagged(model)
        return models.first { tagged($0) == wanted }
    }

    static func tagged(_ model: String) -> String {
        model.contains(":") ? model : model + ":latest"
    }

    func answer(_ completion: Completion, to turn: ChatTurn) -> Answer {
        let doneReason: JSON = completion.reachedLimit ? "length" : "stop"
        // Plausible durations for a small local model, so a client's arithmetic on them works.
        let evalDuration = 20_000_000 * max(completion.outputTokens, 1)
        let promptDuration = 5_000_000 * max(turn.promptTokens, 1)
        let loadDuration = 30_000_000
        func object(content: String, final: Bool) -> JSON {
            var members: [(key: String, value: JSON)] = [
                ("model", .string(turn.model)), ("created_at", .string(Self.timestamp())),
                ("message", ["role": "assistant", "content": .string(content)]),
            ]
            if final {
                members += [
                    ("done_reason", doneReason), ("done", true),
                    ("total_duration", JSON(loadDuration + promptDuration + evalDuration)), ("load_duration", JSON(loadDuration)),
                    ("prompt_eval_count", JSON(turn.promptTokens)), ("prompt_eval_duration", JSON(promptDuration)),
                    ("eval_count", JSON(completion.outputTokens)), ("eval_duration", JSON(evalDuration)),
                ]
            } else {
                members.append(("done", false))
            }
            return .object(members)
        }
        guard turn.stream else { return .whole(object(content: completion.text, final: true)) }
        var frames = completion.pieces.map { StreamFrame(lead: "", payload: object(content: $0, final: false).serialized(), trail: "\n") }
        frames.append(StreamFrame(lead: "", payload: object(content: "", final: true).serialized(), trail: "\n"))
        return .stream(contentType: "application/x-ndjson", frames: frames, contentFrames: 0..<completion.pieces.count)
    }

    private static func timestamp() -> String {
        Date.ISO8601FormatStyle(includingFractionalSeconds: true).format(Date())
    }

    func response(for refusal: Refusal) -> Response {
        switch refusal {
        case .missingKey, .wrongKey: Self.error(.unauthorized, "unauthorized")
        case .unparsableBody: Self.error(.badRequest, "invalid request body: not a JSON object")
        case .invalidField(_, let message): Self.error(.badRequest, message)
        case .unknownModel(let model): Self.error(.notFound, "model \"\(model)\" not found, try pulling it first")
        case .rateLimited(let retryAfter):
            Self.error(.tooManyRequests, "too many requests, try again in \(retryAfter)s", headers: [.retryAfter: String(retryAfter)])
        case .serverError: Self.error(.internalServerError, "an error was encountered while running the model")
        }
    }

    private static func error(_ status: HTTPResponse.Status, _ message: String, headers: HTTPFields = [:]) -> Response {
        Response.json(["error": .string(message)], status: status, headers: headers)
    }

    /// `GET /api/tags`: the models "pulled", each under its tagged name.
    static func tags(_ names: [String]) -> JSON {
        ["models": .array(names.map { name in
            let taggedName = Self.tagged(name)
            return [
                "name": .string(taggedName), "model": .string(taggedName), "modified_at": "2025-01-01T00:00:00Z",
                "size": 1_000_000_000, "digest": .string(digest(of: taggedName)),
                "details": ["parent_model": "", "format": "gguf", "family": "fake", "families": ["fake"],
                            "parameter_size": "1B", "quantization_level": "Q4_0"],
            ]
        })]
    }

    /// A stable 64-hex-digit stand-in for the sha256 of a model's blob (FNV-1a in four lanes):
    /// clients compare digests, never recompute them.
    private static func digest(of name: String) -> String {
        (0..<4).map { lane -> String in
            var hash: UInt64 = 0xcbf2_9ce4_8422_2325 &+ UInt64(lane)
            for byte in name.utf8 { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3 }
            let hex = String(hash, radix: 16)
            return String(repeating: "0", count: 16 - hex.count) + hex
        }.joined()
    }
}
