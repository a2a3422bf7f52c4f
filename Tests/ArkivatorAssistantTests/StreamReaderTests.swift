@testable import ArkivatorAssistant
import ArkivatorCore
import Foundation
import Testing

/// Streams read without a network: bytes split anywhere, and a stream that ends cleanly but
/// without its provider's end marker, which `fake-llm`'s cut (a broken connection) never sends.
@Suite("Assistant stream reading")
struct StreamReaderTests {
    static func wire(_ provider: AssistantProvider) -> ProviderWire {
        ProviderWire(endpoint: AssistantEndpoint(
            service: AssistantService(provider: provider, baseURL: URL(string: "http://127.0.0.1:1")!, model: "m"), key: nil))
    }

    static let streams: [AssistantProvider: (body: String, end: String)] = [
        .openai: (#"""
        data: {"choices":[{"index":0,"delta":{"role":"assistant","content":""},"finish_reason":null}]}

        : keep-alive

        data: {"choices":[{"index":0,"delta":{"content":"Timen er "},"finish_reason":null}]}

        data: {"choices":[{"index":0,"delta":{"content":"flyttet – æøå."},"finish_reason":null}]}


        """#, "data: {\"choices\":[{\"index\":0,\"delta\":{},\"finish_reason\":\"stop\"}]}\r\n\r\ndata: [DONE]\r\n\r\n"),
        .anthropic: (#"""
        event: message_start
        data: {"type":"message_start","message":{"id":"msg_1","content":[]}}

        event: content_block_delta
        data: {"type":"content_block_delta","index":0,"delta":{"type":"text_delta","text":"Timen er "}}

        event: ping
        data: {"type":"ping"}

        event: content_block_delta
        data: {"type":"content_block_delta","index":0,"delta":{"type":"text_delta","text":"flyttet – æøå."}}


        """#, "event: message_stop\ndata: {\"type\":\"message_stop\"}\n\n"),
        .ollama: (#"""
        {"message":{"role":"assistant","content":"Timen er "},"done":false}
        {"message":{"role":"assistant","content":"flyttet – æøå."},"done":false}

        """#, "{\"message\":{\"role\":\"assistant\",\"content\":\"\"},\"done\":true}"),
    ]

    /// Feeds `text` in pieces of `size` bytes, so a line, an event and a letter's UTF-8 are split.
    static func read(_ text: String, _ provider: AssistantProvider, size: Int) throws(AssistantError) -> String {
        var reader = StreamReader(wire: wire(provider))
        var answer = ""
        let bytes = Array(text.utf8)
        for start in stride(from: 0, to: bytes.count, by: size) {
            answer += try reader.feed(bytes[start..<min(start + size, bytes.count)]).joined()
        }
        if !reader.finished { answer += try reader.end().joined() }
        return answer
    }

    @Test("a whole stream reads the same however its bytes are split", arguments: AssistantProvider.allCases, [1, 3, 7, 4096])
    func whole(provider: AssistantProvider, size: Int) throws {
        let stream = try #require(Self.streams[provider])
        #expect(try Self.read(stream.body + stream.end, provider, size: size) == "Timen er flyttet – æøå.")
    }

    @Test("a stream that ends without its end marker is cut short", arguments: AssistantProvider.allCases)
    func withoutEnd(provider: AssistantProvider) throws {
        let stream = try #require(Self.streams[provider])
        #expect(throws: AssistantError.cutShort) { try Self.read(stream.body, provider, size: 5) }
    }

    @Test("an error reported inside a stream is the provider's failure", arguments: [
        (AssistantProvider.anthropic, "event: error\ndata: {\"type\":\"error\",\"error\":{\"type\":\"overloaded_error\",\"message\":\"Overloaded\"}}\n\n", 529),
        (AssistantProvider.openai, "data: {\"error\":{\"message\":\"model crashed\",\"type\":\"server_error\"}}\n\n", 500),
        (AssistantProvider.ollama, "{\"error\":\"model runner has unexpectedly stopped\"}\n", 500),
    ])
    func errorInStream(provider: AssistantProvider, text: String, status: Int) {
        let error = #expect(throws: AssistantError.self) { try Self.read(text, provider, size: 4096) }
        guard case .providerFailed(let got, let message)? = error else {
            Issue.record("expected providerFailed, got \(String(describing: error))")
            return
        }
        #expect(got == status)
        #expect(!message.isEmpty)
    }
}
