import FakeServiceKit
import Foundation
import HTTPTypes
import Hummingbird
import NIOCore
import ServiceLifecycle

/// Why a provider refuses a request, before the API puts its own error shape on it.
enum Refusal: Error {
    case missingKey
    case wrongKey
    /// The body is not a JSON object.
    case unparsableBody
    case invalidField(param: String, message: String)
    case unknownModel(String)
    case rateLimited(retryAfter: Int)
    case serverError
}

/// A chat request as the fake needs it, whichever API it came through.
struct ChatTurn: Sendable {
    var model: String
    var stream: Bool
    var promptTokens: Int
    /// The most tokens the client allows the answer (`max_tokens`, `num_predict`).
    var outputLimit: Int?
    /// The whole body, for what only one API reads (OpenAI's `stream_options`).
    var body: JSON
}

/// The answer cut into the pieces a stream sends: each word with the spaces after it, so the
/// pieces joined are the answer. The fake counts one token per piece.
struct Completion: Sendable {
    var pieces: [String]
    /// The answer was cut at the client's token limit, as a real model stops at it.
    var reachedLimit: Bool

    init(text: String, limit: Int?) {
        var pieces: [String] = []
        var current = ""
        for character in text {
            if !character.isWhitespace, let last = current.last, last.isWhitespace, current.contains(where: { !$0.isWhitespace }) {
                pieces.append(current)
                current = ""
            }
            current.append(character)
        }
        if !current.isEmpty { pieces.append(current) }
        if let limit, pieces.count > limit {
            self.pieces = Array(pieces.prefix(limit))
            reachedLimit = true
        } else {
            self.pieces = pieces
            reachedLimit = false
        }
    }

    var text: String { pieces.joined() }
    var outputTokens: Int { pieces.count }

    static func tokens(in text: String) -> Int {
        text.split(whereSeparator: \.isWhitespace).count
    }
}

/// One event of a streamed answer. Only `payload` is JSON, so the `malformed` fault cuts it alone
/// and leaves the framing (`data: `, the blank line) intact, as a broken encoder upstream would.
struct StreamFrame: Sendable {
    var lead: String
    var payload: String
    var trail: String
}

enum Answer: Sendable {
    case whole(JSON)
    /// `contentFrames` are the frames that carry text: the `malformed` fault breaks the middle one.
    case stream(contentType: String, frames: [StreamFrame], contentFrames: Range<Int>)
}

/// One provider's API: how it checks a key, reads a chat request, and shapes answers and errors.
protocol ChatAPI: Sendable {
    /// How the default answer names the provider.
    var displayName: String { get }
    func authenticate(_ headers: HTTPFields, key: String) -> Refusal?
    func turn(from body: JSON, headers: HTTPFields, models: [String]) throws(Refusal) -> ChatTurn
    func answer(_ completion: Completion, to turn: ChatTurn) -> Answer
    func response(for refusal: Refusal) -> Response
}

/// The connection is closed instead of answered: by the `cut` and `timeout` faults. Thrown from
/// a body being written, it makes Hummingbird close the connection without the body's proper
/// end (no last chunk, fewer bytes than promised).
struct ConnectionAbandoned: Error {}

/// A chat endpoint, the same steps whichever API: the key, the body, the model, then a queued
/// fault or the next scripted answer.
struct ChatEndpoint<API: ChatAPI>: Sendable {
    let api: API
    let state: LLMState

    @Sendable func handle(_ request: Request, context: FakeLLMContext) async throws -> Response {
        do {
            return try await answer(request, context: context)
        } catch let refusal as Refusal {
            return api.response(for: refusal)
        }
    }

    private func answer(_ request: Request, context: FakeLLMContext) async throws -> Response {
        if let key = state.key, let refusal = api.authenticate(request.headers, key: key) { throw refusal }
        var request = request
        guard let body = try? JSON.parse(try await request.bodyData()), body.isObject else { throw Refusal.unparsableBody }
        let turn = try api.turn(from: body, headers: request.headers, models: state.models)

        let fault = await state.takeFault(forRequest: context.requestID)
        if let fault {
            switch fault.kind {
            case .rateLimited: throw Refusal.rateLimited(retryAfter: fault.retryAfter)
            case .serverError: throw Refusal.serverError
            case .timeout: try await Self.hang(request, on: context.channel)
            // These spoil the answer on its way out, so they spend a scripted reply as a real
            // answer lost in transit would.
            case .malformed, .cut: break
            }
        }

        let text = await state.takeReply() ?? "This is fake-llm answering through the \(api.displayName) API as model \(turn.model)."
        let answer = api.answer(Completion(text: text, limit: turn.outputLimit), to: turn)
        return Self.response(answer, fault: fault?.kind, chunkDelay: .milliseconds(await state.tuning.chunkDelayMs))
    }

    /// Holds the request open without a byte of answer until the client gives up or the fake
    /// shuts down, which must not wait on it. The connection allows half-closure, so it stays
    /// active after the client closes its side; what ends the wait is the inbound stream
    /// closing, which cancels it. The channel is closed before giving up on it: Hummingbird
    /// answers a thrown error with a 500, and that write must find no connection left to reach.
    private static func hang(_ request: Request, on channel: any Channel) async throws -> Never {
        try? await request.body.consumeWithCancellationOnInboundClose { _ in
            while !Task.isShuttingDownGracefully {
                try await Task.sleep(for: .milliseconds(50))
            }
        }
        try? await channel.close()
        throw ConnectionAbandoned()
    }

    /// Ends the connection partway through a body. A written buffer is only queued, and closing
    /// at once can lose it (or reset the connection before the client read it); on a real
    /// network what was sent before a cut arrives, so the cut waits a moment for it to.
    private static func cut() async throws -> Never {
        try await Task.sleep(for: .milliseconds(100))
        throw ConnectionAbandoned()
    }

    private static func response(_ answer: Answer, fault: FaultKind?, chunkDelay: Duration) -> Response {
        switch answer {
        case .whole(let json):
            let bytes = ByteBuffer(string: json.serialized())
            let headers: HTTPFields = [.contentType: "application/json"]
            switch fault {
            case .malformed:
                return Response(status: .ok, headers: headers, body: .init(byteBuffer: bytes.getSlice(at: 0, length: bytes.readableBytes / 2)!))
            case .cut:
                // The length promised is the whole body's, so the client knows it was cut short.
                return Response(status: .ok, headers: headers, body: ResponseBody(contentLength: bytes.readableBytes) { writer in
                    try await writer.write(bytes.getSlice(at: 0, length: bytes.readableBytes / 2)!)
                    try await Self.cut()
                })
            default:
                return Response(status: .ok, headers: headers, body: .init(byteBuffer: bytes))
            }
        case .stream(let contentType, let frames, let contentFrames):
            let brokenFrame = fault == .malformed ? contentFrames.lowerBound + contentFrames.count / 2 : nil
            // At least one piece of text goes out before the cut, and never the stream's end.
            let cutBefore = fault == .cut ? contentFrames.lowerBound + max(1, contentFrames.count / 2) : nil
            let headers: HTTPFields = [.contentType: contentType, .cacheControl: "no-cache"]
            return Response(status: .ok, headers: headers, body: ResponseBody { writer in
                for (index, frame) in frames.enumerated() {
                    if index == cutBefore { try await Self.cut() }
                    if index > 0, chunkDelay > .zero { try await Task.sleep(for: chunkDelay) }
                    let payload = index == brokenFrame ? String(frame.payload.prefix(frame.payload.count / 2)) : frame.payload
                    try await writer.write(ByteBuffer(string: frame.lead + payload + frame.trail))
                }
                try await writer.finish(nil)
            })
        }
    }
}

extension JSON {
    /// The text of a message's `content`: a string, or the text parts of an array of parts
    /// (`{"type": "text", "text": …}`), which all three APIs accept.
    var messageText: String {
        switch self {
        case .string(let text): return text
        case .array(let parts): return parts.compactMap { $0["text"]?.stringValue }.joined(separator: "\n")
        default: return ""
        }
    }
}

/// Identifiers in each provider's style (`chatcmpl-…`, `msg_…`): random, so two answers never share one.
func randomIdentifier(prefix: String, length: Int = 24) -> String {
    let alphabet = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")
    return prefix + String((0..<length).map { _ in alphabet.randomElement()! })
}
