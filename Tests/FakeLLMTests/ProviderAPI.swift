import AsyncHTTPClient
import Foundation
import NIOCore
import NIOHTTP1
import Testing

/// The three APIs as a client sees them: how to ask, and how to read an answer, a stream and
/// an error. The readers are strict, each following its API's documented shape, so an answer
/// out of shape fails the test that reads it.
enum ProviderAPI: String, CaseIterable, CustomTestStringConvertible, Sendable {
    case openAI = "OpenAI"
    case ollama = "Ollama"
    case anthropic = "Anthropic"

    var testDescription: String { rawValue }

    var path: String {
        switch self {
        case .openAI: "/v1/chat/completions"
        case .ollama: "/api/chat"
        case .anthropic: "/v1/messages"
        }
    }

    /// The header the key goes in, as the log shows it once masked.
    var maskedKeyHeader: (name: String, value: String) {
        self == .anthropic ? ("x-api-key", "***") : ("authorization", "Bearer ***")
    }

    func body(model: String, prompt: String, stream: Bool) -> [String: Any] {
        let messages = [["role": "user", "content": prompt]]
        switch self {
        case .openAI: return ["model": model, "messages": messages, "stream": stream]
        case .ollama: return ["model": model, "messages": messages, "stream": stream]
        case .anthropic: return ["model": model, "max_tokens": 256, "messages": messages, "stream": stream]
        }
    }

    func request(to base: URL, key: String?, body: [String: Any]) throws -> HTTPClientRequest {
        try request(to: base, key: key, rawBody: JSONSerialization.data(withJSONObject: body))
    }

    func request(to base: URL, key: String?, rawBody: Data) -> HTTPClientRequest {
        var request = HTTPClientRequest(url: base.absoluteString.trimmingSuffix("/") + path)
        request.method = .POST
        request.headers.add(name: "Content-Type", value: "application/json")
        if self == .anthropic { request.headers.add(name: "anthropic-version", value: "2023-06-01") }
        if let key {
            if self == .anthropic {
                request.headers.add(name: "x-api-key", value: key)
            } else {
                request.headers.add(name: "Authorization", value: "Bearer \(key)")
            }
        }
        request.body = .bytes(ByteBuffer(bytes: rawBody))
        return request
    }

    /// The text of a whole (not streamed) answer, after checking the object is the API's.
    func text(ofWhole data: Data) throws -> String {
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        switch self {
        case .openAI:
            #expect(object["object"] as? String == "chat.completion")
            #expect((object["id"] as? String)?.hasPrefix("chatcmpl-") == true)
            let choice = try #require((object["choices"] as? [[String: Any]])?.first)
            #expect(choice["finish_reason"] as? String == "stop")
            let usage = try #require(object["usage"] as? [String: Int])
            #expect(usage["total_tokens"] == (usage["prompt_tokens"] ?? -1) + (usage["completion_tokens"] ?? -1))
            let message = try #require(choice["message"] as? [String: Any])
            #expect(message["role"] as? String == "assistant")
            return try #require(message["content"] as? String)
        case .ollama:
            #expect(object["done"] as? Bool == true)
            #expect(object["done_reason"] as? String == "stop")
            #expect((object["eval_count"] as? Int ?? 0) > 0)
            #expect((object["total_duration"] as? Int ?? 0) > 0)
            let message = try #require(object["message"] as? [String: Any])
            #expect(message["role"] as? String == "assistant")
            return try #require(message["content"] as? String)
        case .anthropic:
            #expect(object["type"] as? String == "message")
            #expect(object["role"] as? String == "assistant")
            #expect(object["stop_reason"] as? String == "end_turn")
            #expect((object["usage"] as? [String: Int])?["output_tokens"].map { $0 > 0 } == true)
            let blocks = try #require(object["content"] as? [[String: Any]])
            #expect(blocks.count == 1)
            #expect(blocks.first?["type"] as? String == "text")
            return try #require(blocks.first?["text"] as? String)
        }
    }

    /// The text of a streamed answer put back together, and how many pieces it came in, after
    /// checking every event and the stream's proper end. Throws on an event that is not JSON.
    func text(ofStream data: Data) throws -> (text: String, pieces: Int) {
        let body = String(decoding: data, as: UTF8.self)
        var text = ""
        var pieces = 0
        switch self {
        case .openAI:
            let events = body.components(separatedBy: "\n\n").filter { !$0.isEmpty }
            #expect(events.last == "data: [DONE]")
            var finishReasons: [String] = []
            for event in events.dropLast() {
                #expect(event.hasPrefix("data: "))
                let chunk = try Self.object(String(event.dropFirst("data: ".count)))
                #expect(chunk["object"] as? String == "chat.completion.chunk")
                let choice = try #require((chunk["choices"] as? [[String: Any]])?.first)
                if let reason = choice["finish_reason"] as? String { finishReasons.append(reason) }
                if let content = (choice["delta"] as? [String: Any])?["content"] as? String, !content.isEmpty {
                    text += content
                    pieces += 1
                }
            }
            #expect(finishReasons == ["stop"])
        case .ollama:
            let lines = body.split(separator: "\n").map(String.init)
            let objects = try lines.map(Self.object)
            #expect(objects.dropLast().allSatisfy { $0["done"] as? Bool == false })
            let last = try #require(objects.last)
            #expect(last["done"] as? Bool == true)
            #expect(last["done_reason"] as? String == "stop")
            #expect(last["eval_count"] as? Int == objects.count - 1)
            for object in objects.dropLast() {
                text += try #require((object["message"] as? [String: Any])?["content"] as? String)
                pieces += 1
            }
        case .anthropic:
            var names: [String] = []
            for event in body.components(separatedBy: "\n\n").filter({ !$0.isEmpty }) {
                let lines = event.split(separator: "\n", maxSplits: 1).map(String.init)
                try #require(lines.count == 2 && lines[0].hasPrefix("event: ") && lines[1].hasPrefix("data: "))
                let name = String(lines[0].dropFirst("event: ".count))
                let payload = try Self.object(String(lines[1].dropFirst("data: ".count)))
                #expect(payload["type"] as? String == name)
                if name == "content_block_delta" {
                    let delta = try #require(payload["delta"] as? [String: Any])
                    #expect(delta["type"] as? String == "text_delta")
                    text += try #require(delta["text"] as? String)
                    pieces += 1
                }
                if name == "message_delta" {
                    #expect((payload["delta"] as? [String: Any])?["stop_reason"] as? String == "end_turn")
                }
                if name != "ping", name != names.last || name != "content_block_delta" { names.append(name) }
            }
            #expect(names == ["message_start", "content_block_start", "content_block_delta", "content_block_stop",
                              "message_delta", "message_stop"])
        }
        return (text, pieces)
    }

    /// What names the error in the API's own shape: OpenAI's `error.code` (else `error.type`),
    /// Anthropic's `error.type`, Ollama's `error` string. Nil for a body not in that shape.
    func errorKind(_ data: Data) -> String? {
        guard let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else { return nil }
        switch self {
        case .openAI:
            guard let error = object["error"] as? [String: Any], error["message"] is String else { return nil }
            return error["code"] as? String ?? error["type"] as? String
        case .anthropic:
            guard object["type"] as? String == "error", let error = object["error"] as? [String: Any],
                  error["message"] is String else { return nil }
            return error["type"] as? String
        case .ollama:
            return object["error"] as? String
        }
    }

    private static func object(_ text: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }
}

extension String {
    func trimmingSuffix(_ suffix: String) -> String {
        hasSuffix(suffix) ? String(dropLast(suffix.count)) : self
    }
}

/// An answer read whole, with the status and headers it came with.
struct Reply {
    let status: UInt
    let headers: HTTPHeaders
    let body: Data
}

extension HTTPClient {
    func send(_ request: HTTPClientRequest, deadline: TimeAmount = .seconds(30)) async throws -> Reply {
        let response = try await execute(request, timeout: deadline)
        let body = try await response.body.collect(upTo: 16 * 1024 * 1024)
        return Reply(status: response.status.code, headers: response.headers, body: Data(body.readableBytesView))
    }
}
