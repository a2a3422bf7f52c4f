import FakeServiceKit
import Foundation
import HTTPTypes
import Hummingbird

/// OpenAI's Chat Completions API (`POST /v1/chat/completions`), which most hosted and local
/// servers also speak: `Authorization: Bearer`, `chat.completion` objects, and a stream of
/// `chat.completion.chunk` Server-Sent Events ending with `data: [DONE]`.
struct OpenAIChat: ChatAPI {
    let displayName = "OpenAI"

    func authenticate(_ headers: HTTPFields, key: String) -> Refusal? {
        guard let token = headers.bearerToken else { return .missingKey }
        return token == key ? nil : .wrongKey
    }

    func turn(from body: JSON, headers: HTTPFields, models: [String]) throws(Refusal) -> ChatTurn {
        guard let model = body["model"]?.stringValue else {
            throw .invalidField(param: "model", message: "you must provide a model parameter")
        }
        guard let messages = body["messages"]?.arrayValue else {
            throw .invalidField(param: "messages", message: "Missing required parameter: 'messages'.")
        }
        guard !messages.isEmpty else {
            throw .invalidField(param: "messages", message: "Invalid 'messages': empty array. Expected an array with minimum length 1, but got an empty array instead.")
        }
        if let format = body["response_format"] { try Self.validate(responseFormat: format) }
        guard models.contains(model) else { throw .unknownModel(model) }
        return ChatTurn(
            model: model,
            stream: body["stream"]?.boolValue ?? false,
            promptTokens: messages.map { Completion.tokens(in: $0["content"]?.messageText ?? "") }.reduce(0, +),
            outputLimit: body["max_completion_tokens"]?.intValue ?? body["max_tokens"]?.intValue,
            body: body)
    }

    /// Structured output is what the assistant will ask for, so a request the real API would
    /// refuse is refused here too rather than answered.
    private static func validate(responseFormat format: JSON) throws(Refusal) {
        let kinds = ["text", "json_object", "json_schema"]
        guard let kind = format["type"]?.stringValue, kinds.contains(kind) else {
            throw .invalidField(param: "response_format.type", message: "Invalid value: '\(format["type"]?.stringValue ?? "")'. Supported values are: 'text', 'json_object', and 'json_schema'.")
        }
        if kind == "json_schema" {
            guard let schema = format["json_schema"], schema["name"]?.stringValue != nil else {
                throw .invalidField(param: "response_format.json_schema", message: "Missing required parameter: 'response_format.json_schema.name'.")
            }
        }
    }

    func answer(_ completion: Completion, to turn: ChatTurn) -> Answer {
        let id = randomIdentifier(prefix: "chatcmpl-")
        let created = JSON(Int(Date().timeIntervalSince1970))
        let finishReason: JSON = completion.reachedLimit ? "length" : "stop"
        let usage: JSON = [
            "prompt_tokens": JSON(turn.promptTokens),
            "completion_tokens": JSON(completion.outputTokens),
            "total_tokens": JSON(turn.promptTokens + completion.outputTokens),
        ]
        guard turn.stream else {
            return .whole([
                "id": .string(id), "object": "chat.completion", "created": created, "model": .string(turn.model),
                "choices": [[
                    "index": 0,
                    "message": ["role": "assistant", "content": .string(completion.text), "refusal": nil],
                    "logprobs": nil,
                    "finish_reason": finishReason,
                ]],
                "usage": usage,
                "system_fingerprint": "fp_fakellm",
            ])
        }

        func chunk(_ choices: [JSON], usage: JSON? = nil) -> StreamFrame {
            var members: [(key: String, value: JSON)] = [
                ("id", .string(id)), ("object", "chat.completion.chunk"), ("created", created),
                ("model", .string(turn.model)), ("system_fingerprint", "fp_fakellm"), ("choices", .array(choices)),
            ]
            if let usage { members.append(("usage", usage)) }
            return StreamFrame(lead: "data: ", payload: JSON.object(members).serialized(), trail: "\n\n")
        }
        func choice(delta: JSON, finishReason: JSON = nil) -> JSON {
            ["index": 0, "delta": delta, "logprobs": nil, "finish_reason": finishReason]
        }

        var frames = [chunk([choice(delta: ["role": "assistant", "content": "", "refusal": nil])])]
        frames += completion.pieces.map { chunk([choice(delta: ["content": .string($0)])]) }
        frames.append(chunk([choice(delta: [:], finishReason: finishReason)]))
        // Usage comes only when asked for, in a last chunk with no choices.
        if turn.body["stream_options"]?["include_usage"]?.boolValue == true { frames.append(chunk([], usage: usage)) }
        frames.append(StreamFrame(lead: "data: ", payload: "[DONE]", trail: "\n\n"))
        return .stream(contentType: "text/event-stream", frames: frames, contentFrames: 1..<(1 + completion.pieces.count))
    }

    func response(for refusal: Refusal) -> Response {
        switch refusal {
        case .missingKey:
            Self.error(.unauthorized, "You didn't provide an API key. You need to provide your API key in an Authorization header using Bearer auth (i.e. Authorization: Bearer YOUR_KEY).",
                       type: "invalid_request_error")
        case .wrongKey:
            Self.error(.unauthorized, "Incorrect API key provided. You can find your API key at https://platform.openai.com/account/api-keys.",
                       type: "invalid_request_error", code: "invalid_api_key")
        case .unparsableBody:
            Self.error(.badRequest, "We could not parse the JSON body of your request. (HINT: This likely means you aren't using your HTTP library correctly. The OpenAI API expects a JSON payload, but what was sent was not valid JSON.)",
                       type: "invalid_request_error")
        case .invalidField(let param, let message):
            Self.error(.badRequest, message, type: "invalid_request_error", param: param)
        case .unknownModel(let model):
            Self.error(.notFound, "The model `\(model)` does not exist or you do not have access to it.",
                       type: "invalid_request_error", code: "model_not_found")
        case .rateLimited(let retryAfter):
            Self.error(.tooManyRequests, "Rate limit reached for requests. Please try again in \(retryAfter)s.",
                       type: "requests", code: "rate_limit_exceeded", headers: [.retryAfter: String(retryAfter)])
        case .serverError:
            Self.error(.internalServerError, "The server had an error while processing your request. Sorry about that!", type: "server_error")
        }
    }

    private static func error(_ status: HTTPResponse.Status, _ message: String, type: String, param: String? = nil,
                              code: String? = nil, headers: HTTPFields = [:]) -> Response {
        let body: JSON = ["error": ["message": .string(message), "type": .string(type), "param": JSON(param), "code": JSON(code)]]
        return Response.json(body, status: status, headers: headers)
    }

    /// `GET /v1/models`.
    static func models(_ names: [String]) -> JSON {
        ["object": "list", "data": .array(names.map { ["id": .string($0), "object": "model", "created": 1_700_000_000, "owned_by": "fake-llm"] })]
    }
}
