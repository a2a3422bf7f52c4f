import ArkivatorTestSupport
import AsyncHTTPClient
import Foundation
import NIOCore
import Testing

/// What each API has of its own: the model lists, token limits, the checks only one API makes,
/// and the fake's tuning and its log across a restart.
@Suite("fake-llm details", .tags(.network, .external))
struct DetailTests {
    static let key = "sk-test-77b2"

    private func withFake(_ body: (FakeLLMProcess) async throws -> Void) async throws {
        let fake = try await FakeLLMProcess(key: Self.key, models: ["fake-small", "llama3.2:3b"])
        defer { fake.stop() }
        try await body(fake)
    }

    private func get(_ path: String, from fake: FakeLLMProcess, headers: [(String, String)]) async throws -> (status: UInt, json: [String: Any]) {
        var request = HTTPClientRequest(url: fake.base.absoluteString.trimmingSuffix("/") + path)
        for (name, value) in headers { request.headers.add(name: name, value: value) }
        let reply = try await HTTPClient.shared.send(request)
        return (reply.status, try #require(try JSONSerialization.jsonObject(with: reply.body) as? [String: Any]))
    }

    @Test("the model lists, each in its API's shape and behind the key")
    func modelLists() async throws {
        try await withFake { fake in
            let openAI = try await get("/v1/models", from: fake, headers: [("Authorization", "Bearer \(Self.key)")])
            #expect(openAI.status == 200)
            #expect(openAI.json["object"] as? String == "list")
            #expect((openAI.json["data"] as? [[String: Any]])?.compactMap { $0["id"] as? String } == ["fake-small", "llama3.2:3b"])

            let anthropic = try await get("/v1/models", from: fake, headers: [("x-api-key", Self.key), ("anthropic-version", "2023-06-01")])
            #expect(anthropic.status == 200)
            #expect(anthropic.json["has_more"] as? Bool == false)
            #expect((anthropic.json["data"] as? [[String: Any]])?.allSatisfy { $0["type"] as? String == "model" } == true)

            let ollama = try await get("/api/tags", from: fake, headers: [("Authorization", "Bearer \(Self.key)")])
            #expect(ollama.status == 200)
            let models = try #require(ollama.json["models"] as? [[String: Any]])
            #expect(models.compactMap { $0["name"] as? String } == ["fake-small:latest", "llama3.2:3b"])
            #expect(models.allSatisfy { ($0["digest"] as? String)?.count == 64 })

            #expect(try await get("/v1/models", from: fake, headers: []).status == 401)
            #expect(try await get("/api/tags", from: fake, headers: [("Authorization", "Bearer wrong")]).status == 401)
        }
    }

    @Test("a client's token limit stops the answer with each API's reason for it", arguments: ProviderAPI.allCases)
    func tokenLimit(api: ProviderAPI) async throws {
        try await withFake { fake in
            try await fake.script(["en to tre fire fem"])
            var body = api.body(model: "fake-small", prompt: "Tell", stream: false)
            switch api {
            case .openAI: body["max_completion_tokens"] = 2
            case .anthropic: body["max_tokens"] = 2
            case .ollama: body["options"] = ["num_predict": 2]
            }
            let reply = try await HTTPClient.shared.send(try api.request(to: fake.base, key: Self.key, body: body))
            let object = try #require(try JSONSerialization.jsonObject(with: reply.body) as? [String: Any])
            switch api {
            case .openAI:
                let choice = try #require((object["choices"] as? [[String: Any]])?.first)
                #expect(choice["finish_reason"] as? String == "length")
                #expect((choice["message"] as? [String: Any])?["content"] as? String == "en to ")
            case .anthropic:
                #expect(object["stop_reason"] as? String == "max_tokens")
                #expect((object["content"] as? [[String: Any]])?.first?["text"] as? String == "en to ")
            case .ollama:
                #expect(object["done_reason"] as? String == "length")
                #expect(object["eval_count"] as? Int == 2)
            }
        }
    }

    @Test("what only one API checks: OpenAI's response_format, Anthropic's version header and max_tokens, Ollama's format and bare names")
    func ownChecks() async throws {
        try await withFake { fake in
            var openAI = ProviderAPI.openAI.body(model: "fake-small", prompt: "Hei", stream: false)
            openAI["response_format"] = ["type": "xml"]
            let badFormat = try await HTTPClient.shared.send(try ProviderAPI.openAI.request(to: fake.base, key: Self.key, body: openAI))
            #expect(badFormat.status == 400)
            #expect(ProviderAPI.openAI.errorKind(badFormat.body) == "invalid_request_error")

            var anthropic = ProviderAPI.anthropic.body(model: "fake-small", prompt: "Hei", stream: false)
            var withoutVersion = try ProviderAPI.anthropic.request(to: fake.base, key: Self.key, body: anthropic)
            withoutVersion.headers.remove(name: "anthropic-version")
            let noVersion = try await HTTPClient.shared.send(withoutVersion)
            #expect(noVersion.status == 400)
            #expect(String(decoding: noVersion.body, as: UTF8.self).contains("anthropic-version"))
            anthropic["max_tokens"] = nil
            let noLimit = try await HTTPClient.shared.send(try ProviderAPI.anthropic.request(to: fake.base, key: Self.key, body: anthropic))
            #expect(noLimit.status == 400)
            #expect(ProviderAPI.anthropic.errorKind(noLimit.body) == "invalid_request_error")

            var ollama = ProviderAPI.ollama.body(model: "fake-small", prompt: "Hei", stream: false)
            ollama["format"] = "yaml"
            #expect(try await HTTPClient.shared.send(try ProviderAPI.ollama.request(to: fake.base, key: Self.key, body: ollama)).status == 400)
            ollama["format"] = "json"
            #expect(try await HTTPClient.shared.send(try ProviderAPI.ollama.request(to: fake.base, key: Self.key, body: ollama)).status == 200)
            // Ollama's stream is on unless turned off; a bare name means its `:latest`.
            var streaming = ProviderAPI.ollama.body(model: "fake-small", prompt: "Hei", stream: false)
            streaming["stream"] = nil
            let streamed = try await HTTPClient.shared.send(try ProviderAPI.ollama.request(to: fake.base, key: Self.key, body: streaming))
            #expect(streamed.headers.first(name: "content-type") == "application/x-ndjson")
            #expect(try ProviderAPI.ollama.text(ofStream: streamed.body).pieces > 1)
            let bare = try await HTTPClient.shared.send(try ProviderAPI.ollama.request(
                to: fake.base, key: Self.key, body: ProviderAPI.ollama.body(model: "llama3.2", prompt: "Hei", stream: false)))
            #expect(bare.status == 404)
            let tagged = try await HTTPClient.shared.send(try ProviderAPI.ollama.request(
                to: fake.base, key: Self.key, body: ProviderAPI.ollama.body(model: "fake-small:latest", prompt: "Hei", stream: false)))
            #expect(tagged.status == 200)
        }
    }

    @Test("latency delays every answer, and the chunk delay spaces a stream's events")
    func tuning() async throws {
        try await withFake { fake in
            let api = ProviderAPI.openAI
            try await fake.configure(latencyMs: 300)
            var started = ContinuousClock.now
            _ = try await HTTPClient.shared.send(try api.request(to: fake.base, key: Self.key, body: api.body(model: "fake-small", prompt: "Hei", stream: false)))
            #expect(ContinuousClock.now - started >= .milliseconds(300))

            try await fake.configure(latencyMs: 0, chunkDelayMs: 100)
            try await fake.script(["en to tre fire"])
            started = ContinuousClock.now
            let reply = try await HTTPClient.shared.send(try api.request(to: fake.base, key: Self.key, body: api.body(model: "fake-small", prompt: "Hei", stream: true)))
            // Seven events (role, four pieces, finish, [DONE]) with six pauses between them.
            #expect(ContinuousClock.now - started >= .milliseconds(600))
            #expect(try api.text(ofStream: reply.body).text == "en to tre fire")
        }
    }

    @Test("with --data, the log survives the fake being killed and started again")
    func logSurvivesRestart() async throws {
        try await withFake { fake in
            let api = ProviderAPI.anthropic
            _ = try await HTTPClient.shared.send(try api.request(to: fake.base, key: Self.key, body: api.body(model: "fake-small", prompt: "Før krasjet", stream: false)))
            try await fake.restart()
            _ = try await HTTPClient.shared.send(try api.request(to: fake.base, key: Self.key, body: api.body(model: "fake-small", prompt: "Etter", stream: false)))
            let bodies = try await fake.requests().map(\.body)
            #expect(bodies.count == 2)
            #expect(bodies.first?.contains("Før krasjet") == true)
            #expect(bodies.last?.contains("Etter") == true)
        }
    }
}
