import FakeServiceKit
import Foundation
import HTTPTypes
import Hummingbird
import NIOCore

/// Each request's context. It keeps the connection's channel, because the `timeout` fault
/// closes it itself, and the request's number in the log, so a handler can note there which
/// fault it served.
struct FakeLLMContext: FakeServiceContext {
    /// Far above any chat a client sends.
    static let bodyLimit = 16 * 1024 * 1024

    var coreContext: CoreRequestContextStorage
    let channel: any Channel
    var requestID = 0

    init(source: ApplicationRequestContextSource) {
        coreContext = .init(source: source)
        channel = source.channel
    }
}

func buildRouter(state: LLMState, verbose: Bool) -> Router<FakeLLMContext> {
    let router = Router(frontDoor: LLMFrontDoor(state: state), verbose: verbose)
    router.post("/v1/chat/completions", use: ChatEndpoint(api: OpenAIChat(), state: state).handle)
    router.post("/v1/messages", use: ChatEndpoint(api: AnthropicMessages(), state: state).handle)
    router.post("/api/chat", use: ChatEndpoint(api: OllamaChat(), state: state).handle)
    ModelListRoutes(state: state).add(to: router)
    AdminRoutes(state: state).add(to: router)
    return router
}

/// The lists of models, each API's own way. The key guards them as it guards chat.
struct ModelListRoutes: Sendable {
    let state: LLMState

    func add(to router: Router<FakeLLMContext>) {
        router.get("/v1/models") { request, _ -> Response in
            if request.headers[.anthropicVersion] != nil {
                let api = AnthropicMessages()
                if let key = state.key, let refusal = api.authenticate(request.headers, key: key) { return api.response(for: refusal) }
                return Response.json(AnthropicMessages.models(state.models))
            }
            let api = OpenAIChat()
            if let key = state.key, let refusal = api.authenticate(request.headers, key: key) { return api.response(for: refusal) }
            return Response.json(OpenAIChat.models(state.models))
        }
        router.get("/api/tags") { request, _ -> Response in
            let api = OllamaChat()
            if let key = state.key, let refusal = api.authenticate(request.headers, key: key) { return api.response(for: refusal) }
            return Response.json(OllamaChat.tags(state.models))
        }
    }
}

extension Request {
    mutating func bodyData() async throws -> Data {
        try await bodyData(upTo: FakeLLMContext.bodyLimit)
    }
}

/// Header names HTTPTypes does not predefine. The literals are valid tokens, so the unwraps cannot fail.
extension HTTPField.Name {
    static let xAPIKey = HTTPField.Name("x-api-key")!
    static let anthropicVersion = HTTPField.Name("anthropic-version")!
}

extension Response {
    static func json(_ json: JSON, status: HTTPResponse.Status = .ok, headers: HTTPFields = [:]) -> Response {
        var fields: HTTPFields = [.contentType: "application/json"]
        fields.append(contentsOf: headers)
        return Response(status: status, headers: fields, body: .init(byteBuffer: ByteBuffer(string: json.serialized())))
    }
}
