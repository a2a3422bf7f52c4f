import ArkivatorTestSupport
import AsyncHTTPClient
import Foundation
import NIOCore
import Testing

/// `fake-llm` run as a process and spoken to over HTTP, each API as its clients speak it: the
/// answers, the key check, the errors in the API's own shape, every fault, the script and the log.
/// Each test has a fake of its own, so they run side by side.
@Suite("fake-llm contract", .tags(.network, .external))
struct ContractTests {
    static let key = "sk-test-4f1c9a"
    static let model = "fake-small"

    /// A fake that wants `key`, torn down whatever the test's outcome.
    private func withFake(key: String? = ContractTests.key, _ body: (FakeLLMProcess) async throws -> Void) async throws {
        let fake = try await FakeLLMProcess(key: key, models: [Self.model, "fake-large"])
        defer { fake.stop() }
        try await body(fake)
    }

    private func ask(_ api: ProviderAPI, _ fake: FakeLLMProcess, prompt: String = "Hei", stream: Bool = false,
                     key: String? = ContractTests.key, model: String = ContractTests.model) async throws -> Reply {
        try await HTTPClient.shared.send(api.request(to: fake.base, key: key, body: api.body(model: model, prompt: prompt, stream: stream)))
    }

    @Test("a plain answer names the API and the model that answered", arguments: ProviderAPI.allCases)
    func plainAnswer(api: ProviderAPI) async throws {
        try await withFake { fake in
            let reply = try await ask(api, fake)
            #expect(reply.status == 200)
            #expect(reply.headers.first(name: "content-type") == "application/json")
            let text = try api.text(ofWhole: reply.body)
            #expect(text == "This is fake-llm answering through the \(api.rawValue) API as model \(Self.model).")
        }
    }

    @Test("a streamed answer comes in pieces that put back together make the answer", arguments: ProviderAPI.allCases)
    func streamedAnswer(api: ProviderAPI) async throws {
        try await withFake { fake in
            let answer = "Timen hos fastlegen er flyttet til tirsdag klokka ti."
            try await fake.script([answer])
            let reply = try await ask(api, fake, stream: true)
            #expect(reply.status == 200)
            #expect(reply.headers.first(name: "content-type") == (api == .ollama ? "application/x-ndjson" : "text/event-stream"))
            let streamed = try api.text(ofStream: reply.body)
            #expect(streamed.text == answer)
            #expect(streamed.pieces == 9)
        }
    }

    @Test("with a key configured, a missing or wrong key is refused with 401 in the API's shape", arguments: ProviderAPI.allCases)
    func keyChecked(api: ProviderAPI) async throws {
        let expected: (missing: String, wrong: String) = switch api {
        case .openAI: ("invalid_request_error", "invalid_api_key")
        case .anthropic: ("authentication_error", "authentication_error")
        case .ollama: ("unauthorized", "unauthorized")
        }
        try await withFake { fake in
            let missing = try await ask(api, fake, key: nil)
            #expect(missing.status == 401)
            #expect(api.errorKind(missing.body) == expected.missing)
            let wrong = try await ask(api, fake, key: "sk-not-the-key")
            #expect(wrong.status == 401)
            #expect(api.errorKind(wrong.body) == expected.wrong)
            #expect(try await ask(api, fake).status == 200)
        }
        // Without a key configured, as a local Ollama or LM Studio runs, any request is let in.
        try await withFake(key: nil) { fake in
            let unkeyed = try await ask(api, fake, key: nil)
            #expect(unkeyed.status == 200)
        }
    }

    @Test("an unknown model is 404 and a body that is not JSON 400, each in the API's shape", arguments: ProviderAPI.allCases)
    func refusals(api: ProviderAPI) async throws {
        try await withFake { fake in
            let unknown = try await ask(api, fake, model: "gpt-nonexistent")
            #expect(unknown.status == 404)
            let expected: [ProviderAPI: String] = [
                .openAI: "model_not_found", .anthropic: "not_found_error",
                .ollama: #"model "gpt-nonexistent" not found, try pulling it first"#,
            ]
            #expect(api.errorKind(unknown.body) == expected[api])
            let truncated = try await HTTPClient.shared.send(api.request(to: fake.base, key: Self.key, rawBody: Data(#"{"model": "fake-sm"#.utf8)))
            #expect(truncated.status == 400)
            #expect(api.errorKind(truncated.body) != nil)
        }
    }

    @Test("429 comes with Retry-After in the API's shape, for as many requests as asked", arguments: ProviderAPI.allCases)
    func rateLimited(api: ProviderAPI) async throws {
        let expected: [ProviderAPI: String] = [
            .openAI: "rate_limit_exceeded", .anthropic: "rate_limit_error", .ollama: "too many requests, try again in 7s",
        ]
        try await withFake { fake in
            try await fake.failNext("429", count: 2, retryAfter: 7)
            for _ in 0..<2 {
                let reply = try await ask(api, fake)
                #expect(reply.status == 429)
                #expect(reply.headers.first(name: "retry-after") == "7")
                #expect(api.errorKind(reply.body) == expected[api])
            }
            #expect(try await ask(api, fake).status == 200)
        }
    }

    @Test("500 in the API's shape, then answers again", arguments: ProviderAPI.allCases)
    func serverError(api: ProviderAPI) async throws {
        let expected: [ProviderAPI: String] = [
            .openAI: "server_error", .anthropic: "api_error", .ollama: "an error was encountered while running the model",
        ]
        try await withFake { fake in
            try await fake.failNext("500")
            let reply = try await ask(api, fake, stream: true)
            #expect(reply.status == 500)
            #expect(api.errorKind(reply.body) == expected[api])
            #expect(try await ask(api, fake).status == 200)
        }
    }

    @Test("malformed: a whole answer cut short, and a stream with one event that is not JSON", arguments: ProviderAPI.allCases)
    func malformed(api: ProviderAPI) async throws {
        try await withFake { fake in
            try await fake.failNext("malformed", count: 2)
            let whole = try await ask(api, fake)
            #expect(whole.status == 200)
            #expect(throws: (any Error).self) { try JSONSerialization.jsonObject(with: whole.body) }
            #expect(!whole.body.isEmpty)
            let streamed = try await ask(api, fake, prompt: "Hei", stream: true)
            #expect(streamed.status == 200)
            #expect(throws: (any Error).self) { try api.text(ofStream: streamed.body) }
            // The fault is spent: the next answer is whole.
            #expect(try api.text(ofWhole: try await ask(api, fake).body).contains(api.rawValue))
        }
    }

    @Test("cut: the connection closes halfway through a stream, after some text and before its end", arguments: ProviderAPI.allCases)
    func cutStream(api: ProviderAPI) async throws {
        try await withFake { fake in
            try await fake.script(["Én to tre fire fem seks"])
            try await fake.failNext("cut")
            let response = try await HTTPClient.shared.execute(
                api.request(to: fake.base, key: Self.key, body: api.body(model: Self.model, prompt: "Hei", stream: true)),
                timeout: .seconds(30))
            #expect(response.status.code == 200)
            var received = Data()
            await #expect(throws: (any Error).self) {
                for try await buffer in response.body { received += Data(buffer.readableBytesView) }
            }
            let text = String(decoding: received, as: UTF8.self)
            #expect(text.contains("Én"))
            #expect(!text.contains("seks"))
        }
    }

    @Test("cut: a whole answer stops short of the length it promised", arguments: ProviderAPI.allCases)
    func cutWhole(api: ProviderAPI) async throws {
        try await withFake { fake in
            try await fake.failNext("cut")
            await #expect(throws: (any Error).self) { _ = try await ask(api, fake) }
            #expect(try await ask(api, fake).status == 200)
        }
    }

    @Test("timeout: the request is taken and never answered, until the client gives up", arguments: ProviderAPI.allCases)
    func timeout(api: ProviderAPI) async throws {
        try await withFake { fake in
            try await fake.failNext("timeout")
            let started = ContinuousClock.now
            await #expect(throws: HTTPClientError.deadlineExceeded) {
                _ = try await HTTPClient.shared.send(
                    api.request(to: fake.base, key: Self.key, body: api.body(model: Self.model, prompt: "Hei", stream: false)),
                    deadline: .milliseconds(400))
            }
            #expect(ContinuousClock.now - started >= .milliseconds(400))
            let logged = try #require(try await fake.requests().last)
            #expect(logged.fault == "timeout")
            #expect(logged.status == nil)
            // The fake is not stuck on it.
            #expect(try await ask(api, fake).status == 200)
        }
    }

    @Test("scripted answers are served in order, whichever API asks, then the default", arguments: ProviderAPI.allCases)
    func scriptedInOrder(api: ProviderAPI) async throws {
        try await withFake { fake in
            try await fake.script(["Først dette.", "Så dette."])
            try await fake.script(["Til slutt dette."])
            #expect(try api.text(ofWhole: try await ask(api, fake).body) == "Først dette.")
            #expect(try api.text(ofStream: try await ask(api, fake, stream: true).body).text == "Så dette.")
            #expect(try api.text(ofWhole: try await ask(api, fake).body) == "Til slutt dette.")
            #expect(try api.text(ofWhole: try await ask(api, fake).body).hasPrefix("This is fake-llm"))
        }
    }

    @Test("the log holds every request whole, the key masked, and can be cleared", arguments: ProviderAPI.allCases)
    func requestLog(api: ProviderAPI) async throws {
        try await withFake { fake in
            var body = api.body(model: Self.model, prompt: "Hva står i brevet fra sykehuset?", stream: false)
            let schema: [String: Any] = ["type": "object", "properties": ["svar": ["type": "string"]], "required": ["svar"]]
            switch api {
            case .openAI: body["response_format"] = ["type": "json_schema", "json_schema": ["name": "svar", "schema": schema, "strict": true]]
            case .ollama: body["format"] = schema
            case .anthropic: body["system"] = "Svar kort."
            }
            #expect(try await HTTPClient.shared.send(api.request(to: fake.base, key: Self.key, body: body)).status == 200)
            _ = try await ask(api, fake, key: "sk-wrong-key")

            let logged = try await fake.requests()
            #expect(logged.map(\.status) == [200, 401])
            let first = try #require(logged.first)
            #expect(first.method == "POST")
            #expect(first.path == api.path)
            #expect(first.headers[api.maskedKeyHeader.name] == api.maskedKeyHeader.value)
            #expect(first.headers["content-type"] == "application/json")
            let sent = String(decoding: try JSONSerialization.data(withJSONObject: body, options: [.sortedKeys]), as: UTF8.self)
            #expect(first.body == sent)
            let everything = try await fake.requestLogText()
            #expect(!everything.contains(Self.key))
            #expect(!everything.contains("sk-wrong-key"))

            try await fake.clearRequests()
            #expect(try await fake.requests().isEmpty)
        }
    }
}
