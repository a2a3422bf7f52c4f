import FakeServiceKit
import Foundation
import HTTPTypes
import Hummingbird

/// Anthropic's Messages API (`POST /v1/messages`): `x-api-key` and `anthropic-version`
/// headers, a `message` object of content blocks, and a stream of named Server-Sent Events
/// (`message_start`, `content_block_start`, `content_block_delta`…, `content_block_stop`,
/// `message_delta`, `message_stop`).
struct AnthropicMessages: ChatAPI {
    let displayName = "Anthropic"

    func authenticate(_ headers: HTTPFields, key: String) -> Refusal? {
        guard let given = headers[.xAPIKey] else { return .missingKey }
        return given == key ? nil : .wrongKey
    }

    func turn(from body: JSON, headers: HTTPFields, models: [String]) throws(Refusal) -> ChatTurn {
        guard headers[.anthropicVersion] != nil else {
            throw .invalidField(param: "anthropic-version", message: "anthropic-version: header is required")
        }
        guard let model = body["model"]?.stringValue else { throw .invalidField(param: "model", message: "model: Field required") }
        guard let maxTokens = body["max_tokens"] else { throw .invalidField(param: "max_tokens", message: "max_tokens: Field required") }
        guard let limit = maxTokens.intValue, limit >= 1 else {
            throw .invalidField(param: "max_tokens", message: "max_tokens: Input should be a valid integer greater than or equal to 1")
        }
        guard let messages = body["messages"]?.arrayValue else { throw .invalidField(param: "messages", message: "messages: Field required") }
        guard models.contains(model) else { throw .unknownModel(model) }
        // `system` is a string or an array of text blocks, and is prompt like the messages.
        let prompt = [body["system"]?.messageText ?? ""] + messages.map { $0["content"]?.messageText ?? "" }
        return ChatTurn(model: model, stream: body["stream"]?.boolValue ?? false,
                        promptTokens: prompt.map(Completion.tokens(in:)).reduce(0, +), outputLimit: limit, body: body)
    }

    func answer(_ completion: Completion, to turn: ChatTurn) -> Answer {
        let id = randomIdentifier(prefix: "msg_01")
        let stopReason: JSON = completion.reachedLimit ? "max_tokens" : "end_turn"
        guard turn.stream else {
            return .whole([
                "id": .string(id), "type": "message", "role": "assistant", "model": .string(turn.model),
                "content": [["type": "text", "text": .string(completion.text)]],
                "stop_reason": stopReason, "stop_sequence": nil,
                "usage": ["input_tokens": JSON(turn.promptTokens), "output_tokens": JSON(completion.outputTokens)],
            ])
        }

        func event(_ name: String, _ data: JSON) -> StreamFrame {
            StreamFrame(lead: "event: \(name)\ndata: ", payload: data.serialized(), trail: "\n\n")
        }
        var frames = [
            event("message_start", ["type": "message_start", "message": [
                "id": .string(id), "type": "message", "role": "assistant", "model": .string(turn.model), "content": [],
                "stop_reason": nil, "stop_sequence": nil,
                "usage": ["input_tokens": JSON(turn.promptTokens), "output_tokens": 1],
            ]]),
            event("content_block_start", ["type": "content_block_start", "index": 0, "content_block": ["type": "text", "text": ""]]),
            event("ping", ["type": "ping"]),
        ]
        let firstContent = frames.count
        frames += completion.pieces.map { piece in
            event("content_block_delta", ["type": "content_block_delta", "index": 0, "delta": ["type": "text_delta", "text": .string(piece)]])
        }
        frames += [
            event("content_block_stop", ["type": "content_block_stop", "index": 0]),
            event("message_delta", ["type": "message_delta", "delta": ["stop_reason": stopReason, "stop_sequence": nil],
                                    "usage": ["output_tokens": JSON(completion.outputTokens)]]),
            event("message_stop", ["type": "message_stop"]),
        ]
        return .stream(contentType: "text/event-stream", frames: frames, contentFrames: firstContent..<(firstContent + completion.pieces.count))
    }

    func response(for refusal: Refusal) -> Response {
        switch refusal {
        case .missingKey: Self.error(.unauthorized, type: "authentication_error", "x-api-key header is required")
        case .wrongKey: Self.error(.unauthorized, type: "authentication_error", "invalid x-api-key")
        case .unparsableBody: Self.error(.badRequest, type: "invalid_request_error", "There was an error parsing the body of your request: it is not a JSON object.")
        case .invalidField(_, let message): Self.error(.badRequest, type: "invalid_request_error", message)
        case .unknownModel(let model): Self.error(.notFound, type: "not_found_error", "model: \(model)")
        case .rateLimited(let retryAfter):
            Self.error(.tooManyRequests, type: "rate_limit_error",
                       "This request would exceed the rate limit for your organization. Please try again later.",
                       headers: [.retryAfter: String(retryAfter)])
        case .serverError: Self.error(.internalServerError, type: "api_error", "Internal server error")
        }
    }

    private static func error(_ status: HTTPResponse.Status, type: String, _ message: String, headers: HTTPFields = [:]) -> Response {
        Response.json(["type": "error", "error": ["type": .string(type), "message": .string(message)]], status: status, headers: headers)
    }

    /// `GET /v1/models` when the request comes with `anthropic-version`: Anthropic's list shares
    /// OpenAI's path but not its shape.
    static func models(_ names: [String]) -> JSON {
        [
            "data": .array(names.map { ["type": "model", "id": .string($0), "display_name": .string($0), "created_at": "2025-01-01T00:00:00Z"] }),
            "has_more": false,
            "first_id": JSON(names.first),
            "last_id": JSON(names.last),
        ]
    }
}
