import ArkivatorAssistant
import ArkivatorCore
import ArkivatorTestSupport
import AsyncHTTPClient
import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// The client against `fake-llm` run as a process, each provider's API as the fake speaks it:
/// answers whole and streamed, the key, the refusals, the retries and every fault. Each test has
/// a fake of its own.
@Suite("Assistant client against fake-llm", .tags(.network, .external))
struct ClientContractTests {
    static let key = "sk-test-91b3e0"
    static let model = "fake-small"
    static let prompt = ChatPrompt(system: "Du er en hjelper.", user: "Si hei.", maxTokens: 200, wantsJSON: false)

    private func withFake(_ body: (FakeLLMProcess) async throws -> Void) async throws {
        let fake = try await FakeLLMProcess(key: Self.key, models: [Self.model, "fake-large"])
        defer { fake.stop() }
        try await body(fake)
    }

    /// The timeout is long but where a test is about timing out: it waits on the fake, which
    /// answers at once, and a machine busy with the tests beside this one must not cut it.
    private func client(_ provider: AssistantProvider, _ fake: FakeLLMProcess, key: String? = ClientContractTests.key,
                        model: String = ClientContractTests.model, base: String? = nil,
                        timeout: Duration = .seconds(120), retries: Int = 2) -> AssistantClient {
        let url = URL(string: base ?? fake.base.absoluteString)!
        let service = AssistantService(provider: provider, baseURL: url, model: model)
        return AssistantClient(endpoint: AssistantEndpoint(service: service, key: key), timeout: timeout, retries: retries)
    }

    private func path(_ provider: AssistantProvider) -> String {
        switch provider {
        case .openai: "/v1/chat/completions"
        case .ollama: "/api/chat"
        case .anthropic: "/v1/messages"
        }
    }

    private func body(_ request: FakeLLMProcess.LoggedRequest) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(request.body.utf8)) as? [String: Any])
    }

    /// What the provider failed with, for the cases that carry a message no test should pin.
    private func failure(_ work: () async throws -> String) async -> AssistantError? {
        do {
            _ = try await work()
            return nil
        } catch {
            return error as? AssistantError
        }
    }

    @Test("a plain answer is the scripted text, asked for in the API's own shape", arguments: AssistantProvider.allCases)
    func plainAnswer(provider: AssistantProvider) async throws {
        try await withFake { fake in
            try await fake.script(["Hei! Brevet er en innkalling."])
            let answer = try await client(provider, fake).answer(Self.prompt)
            #expect(answer == "Hei! Brevet er en innkalling.")

            let requests = try await fake.requests()
            #expect(requests.count == 1)
            let request = try #require(requests.first)
            #expect(request.method == "POST")
            #expect(request.path == path(provider))
            let sent = try body(request)
            #expect(sent["model"] as? String == Self.model)
            #expect(sent["stream"] as? Bool == false)
            let messages = try #require(sent["messages"] as? [[String: Any]])
            switch provider {
            case .anthropic:
                #expect(sent["system"] as? String == Self.prompt.system)
                #expect(sent["max_tokens"] as? Int == 200)
                #expect(messages.count == 1)
                #expect(messages.first?["role"] as? String == "user")
            case .openai:
                #expect(sent["max_tokens"] as? Int == 200)
                #expect(messages.map { $0["role"] as? String } == ["system", "user"])
            case .ollama:
                #expect((sent["options"] as? [String: Any])?["num_predict"] as? Int == 200)
                #expect(messages.map { $0["role"] as? String } == ["system", "user"])
            }
            #expect(messages.last?["content"] as? String == Self.prompt.user)
        }
    }

    @Test("a streamed answer comes in pieces that joined are the answer", arguments: AssistantProvider.allCases)
    func streamedAnswer(provider: AssistantProvider) async throws {
        try await withFake { fake in
            let scripted = "Timen hos fastlegen er flyttet til tirsdag klokka ti, og dere må ta med vaksinekortet."
            try await fake.script([scripted])
            let pieces = Pieces()
            let answer = try await client(provider, fake).answer(Self.prompt, onText: pieces.add)
            #expect(answer == scripted)
            #expect(pieces.all.joined() == scripted)
            #expect(pieces.all.count > 1)
            let request = try #require(try await fake.requests().first)
            #expect(try body(request)["stream"] as? Bool == true)
        }
    }

    @Test("JSON is asked for where the API can enforce it", arguments: AssistantProvider.allCases)
    func jsonRequested(provider: AssistantProvider) async throws {
        try await withFake { fake in
            try await fake.script([#"{"type": "annet"}"#])
            let prompt = ChatPrompt(system: "Svar med JSON.", user: "Hva er dette?", maxTokens: 100, wantsJSON: true)
            _ = try await client(provider, fake).answer(prompt)
            let sent = try body(try #require(try await fake.requests().first))
            switch provider {
            case .openai: #expect((sent["response_format"] as? [String: Any])?["type"] as? String == "json_object")
            case .ollama: #expect(sent["format"] as? String == "json")
            case .anthropic:
                #expect(sent["response_format"] == nil)
                #expect(sent["format"] == nil)
            }
        }
    }

    @Test("the key goes in the API's header; a wrong or missing one is a rejected key", arguments: AssistantProvider.allCases)
    func keyHeader(provider: AssistantProvider) async throws {
        try await withFake { fake in
            _ = try await client(provider, fake).answer(Self.prompt)
            let request = try #require(try await fake.requests().first)
            if provider == .anthropic {
                #expect(request.headers["x-api-key"] == "***")
                #expect(request.headers["anthropic-version"] == "2023-06-01")
                #expect(request.headers["authorization"] == nil)
            } else {
                #expect(request.headers["authorization"] == "Bearer ***")
                #expect(request.headers["x-api-key"] == nil)
            }
            await #expect(throws: AssistantError.rejectedKey) {
                try await client(provider, fake, key: "sk-not-the-key").answer(Self.prompt)
            }
            await #expect(throws: AssistantError.rejectedKey) {
                try await client(provider, fake, key: nil).answer(Self.prompt, onText: { _ in })
            }
        }
    }

    @Test("a model the service does not have is an unknown model", arguments: AssistantProvider.allCases)
    func unknownModel(provider: AssistantProvider) async throws {
        try await withFake { fake in
            await #expect(throws: AssistantError.unknownModel("finnes-ikke")) {
                try await client(provider, fake, model: "finnes-ikke").answer(Self.prompt)
            }
            await #expect(throws: AssistantError.unknownModel("finnes-ikke")) {
                try await client(provider, fake, model: "finnes-ikke").answer(Self.prompt, onText: { _ in })
            }
        }
    }

    @Test("a 429 is retried after the Retry-After the provider gave", arguments: AssistantProvider.allCases)
    func rateLimitedOnce(provider: AssistantProvider) async throws {
        try await withFake { fake in
            try await fake.failNext("429", retryAfter: 1)
            try await fake.script(["Nå gikk det."])
            let started = ContinuousClock.now
            let answer = try await client(provider, fake).answer(Self.prompt)
            // A lower bound only: the wait asked for must have been kept, however slow the machine.
            #expect(ContinuousClock.now - started >= .milliseconds(950))
            #expect(answer == "Nå gikk det.")
            #expect(try await fake.requests().map(\.status) == [429, 200])
        }
    }

    @Test("a 429 that persists past the retries is thrown with its Retry-After", arguments: AssistantProvider.allCases)
    func rateLimitedForever(provider: AssistantProvider) async throws {
        try await withFake { fake in
            try await fake.failNext("429", count: 10, retryAfter: 1)
            await #expect(throws: AssistantError.rateLimited(retryAfter: 1)) {
                try await client(provider, fake, retries: 1).answer(Self.prompt)
            }
            #expect(try await fake.requests().map(\.status) == [429, 429])
        }
    }

    @Test("a 500 is retried, and one that persists is the provider's failure", arguments: AssistantProvider.allCases)
    func serverError(provider: AssistantProvider) async throws {
        try await withFake { fake in
            try await fake.failNext("500")
            try await fake.script(["Andre gang."])
            let pieces = Pieces()
            #expect(try await client(provider, fake).answer(Self.prompt, onText: pieces.add) == "Andre gang.")
            #expect(try await fake.requests().map(\.status) == [500, 200])

            try await fake.clearRequests()
            try await fake.failNext("500", count: 3)
            let error = await failure { try await client(provider, fake, retries: 2).answer(Self.prompt) }
            guard case .providerFailed(status: 500, let message)? = error else {
                Issue.record("expected providerFailed(500), got \(String(describing: error))")
                return
            }
            #expect(!message.isEmpty)
            #expect(try await fake.requests().count == 3)
        }
    }

    @Test("a service that never answers times out, whole or streamed", arguments: AssistantProvider.allCases)
    func timeout(provider: AssistantProvider) async throws {
        try await withFake { fake in
            try await fake.failNext("timeout", count: 2)
            await #expect(throws: AssistantError.timedOut) {
                try await client(provider, fake, timeout: .milliseconds(600)).answer(Self.prompt)
            }
            await #expect(throws: AssistantError.timedOut) {
                try await client(provider, fake, timeout: .milliseconds(600)).answer(Self.prompt, onText: { _ in })
            }
            // Timeouts are not retried: the two faults were used by one request each.
            #expect(try await fake.requests().count == 2)
        }
    }

    @Test("a body or event that is not JSON is a malformed answer", arguments: AssistantProvider.allCases)
    func malformed(provider: AssistantProvider) async throws {
        try await withFake { fake in
            try await fake.failNext("malformed", count: 2)
            try await fake.script(["Et svar som blir ødelagt på veien hit, ord for ord for ord."])
            let whole = await failure { try await client(provider, fake).answer(Self.prompt) }
            guard case .malformedAnswer? = whole else {
                Issue.record("expected malformedAnswer, got \(String(describing: whole))")
                return
            }
            try await fake.script(["Et svar som blir ødelagt på veien hit, ord for ord for ord."])
            let streamed = await failure {
                try await client(provider, fake).answer(Self.prompt, onText: { _ in })
            }
            guard case .malformedAnswer? = streamed else {
                Issue.record("expected malformedAnswer, got \(String(describing: streamed))")
                return
            }
        }
    }

    @Test("a connection that closes before the end is a cut answer, whole or streamed", arguments: AssistantProvider.allCases)
    func cut(provider: AssistantProvider) async throws {
        try await withFake { fake in
            let scripted = "Dette svaret blir kuttet et sted på midten, før tjenesten sier at det er ferdig."
            try await fake.failNext("cut", count: 2)
            try await fake.script([scripted, scripted])
            await #expect(throws: AssistantError.cutShort) {
                try await client(provider, fake).answer(Self.prompt)
            }
            let pieces = Pieces()
            await #expect(throws: AssistantError.cutShort) {
                try await client(provider, fake).answer(Self.prompt, onText: pieces.add)
            }
            #expect(!pieces.all.isEmpty)
            #expect(pieces.all.joined() != scripted)
        }
    }

    @Test("a base URL that already ends in /v1 gets no second one", arguments: AssistantProvider.allCases)
    func baseEndingInV1(provider: AssistantProvider) async throws {
        try await withFake { fake in
            var base = fake.base.absoluteString
            while base.hasSuffix("/") { base.removeLast() }
            for typed in [base + "/v1", base + "/v1/", base + "/"] {
                _ = try await client(provider, fake, base: typed).answer(Self.prompt)
            }
            #expect(try await fake.requests().map(\.path) == Array(repeating: path(provider), count: 3))
        }
    }

    @Test("a port nobody listens on is unreachable", arguments: AssistantProvider.allCases)
    func unreachable(provider: AssistantProvider) async throws {
        // Bound but not listening, and held for the test, so no one else takes the port meanwhile.
        let (descriptor, initialAddress) = try loopbackSocket()
        var address = initialAddress
        defer { close(descriptor) }
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        try #require(bound == 0)
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(descriptor, $0, &length) }
        }
        let port = UInt16(bigEndian: address.sin_port)

        // The shared client keeps trying to connect until its connect timeout; one that gives
        // up at once keeps the test short.
        var configuration = HTTPClient.Configuration()
        configuration.connectionPool.retryConnectionEstablishment = false
        let http = HTTPClient(eventLoopGroup: HTTPClient.defaultEventLoopGroup, configuration: configuration)
        let service = AssistantService(provider: provider, baseURL: URL(string: "http://127.0.0.1:\(port)")!, model: Self.model)
        let client = AssistantClient(endpoint: AssistantEndpoint(service: service, key: Self.key), httpClient: http, timeout: .seconds(20))
        let error = await failure { try await client.answer(Self.prompt) }
        try await http.shutdown()
        guard case .unreachable(let detail)? = error else {
            Issue.record("expected unreachable, got \(String(describing: error))")
            return
        }
        #expect(!detail.contains("127.0.0.1"))
    }
}

/// The pieces a stream handed over, gathered from whichever thread handed them.
final class Pieces: @unchecked Sendable {
    private let lock = NSLock()
    private var pieces: [String] = []

    var add: @Sendable (String) -> Void {
        { [self] piece in
            lock.lock()
            pieces.append(piece)
            lock.unlock()
        }
    }

    var all: [String] {
        lock.lock()
        defer { lock.unlock() }
        return pieces
    }
}
