import Foundation
import HTTPTypes
import Hummingbird
import Logging
import NIOCore

/// Each request's context. It keeps the connection's channel, because the `timeout` fault
/// closes it itself, and the request's number in the log, so a handler can note there which
/// fault it served.
struct FakeLLMContext: RequestContext {
    /// Far above any chat a client sends, small enough to stop a runaway client.
    static let bodyLimit = 16 * 1024 * 1024

    var coreContext: CoreRequestContextStorage
    let channel: any Channel
    var requestID = 0

    init(source: ApplicationRequestContextSource) {
        coreContext = .init(source: source)
        channel = source.channel
    }

    var maxUploadSize: Int { FakeLLMContext.bodyLimit }
}

struct ServerOptions: Sendable {
    var host: String
    var port: Int
    var verbose: Bool
}

func buildRouter(state: LLMState, verbose: Bool) -> Router<FakeLLMContext> {
    let router = Router(context: FakeLLMContext.self)
    router.add(middleware: FrontDoorMiddleware(state: state, verbose: verbose))
    router.post("/v1/chat/completions", use: ChatEndpoint(api: OpenAIChat(), state: state).handle)
    router.post("/v1/messages", use: ChatEndpoint(api: AnthropicMessages(), state: state).handle)
    router.post("/api/chat", use: ChatEndpoint(api: OllamaChat(), state: state).handle)
    ModelListRoutes(state: state).add(to: router)
    AdminRoutes(state: state).add(to: router)
    return router
}

func buildApplication(state: LLMState, options: ServerOptions) -> some ApplicationProtocol {
    // Hummingbird's default logger writes to stdout, where tests expect exactly one line.
    var logger = Logger(label: "fake-llm") { StreamLogHandler.standardError(label: $0) }
    logger.logLevel = options.verbose ? .info : .warning
    return Application(
        router: buildRouter(state: state, verbose: options.verbose),
        configuration: .init(address: .hostname(options.host, port: options.port), serverName: nil),
        onServerRunning: { channel in
            let port = channel.localAddress?.port ?? options.port
            let host = ["0.0.0.0", "::", "localhost"].contains(options.host) ? "127.0.0.1" : options.host
            // FileHandle writes unbuffered, so the line reaches a reading test at once.
            FileHandle.standardOutput.write(Data("fake-llm listening on http://\(host):\(port)\n".utf8))
        },
        logger: logger)
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
    /// The whole body, up to the context's limit (beyond it Hummingbird answers 413). The body
    /// stays readable: the front door reads it for the log, then the handler again.
    mutating func bodyData() async throws -> Data {
        let buffer = try await collectBody(upTo: FakeLLMContext.bodyLimit)
        return Data(buffer.readableBytesView)
    }
}

extension HTTPFields {
    var bearerToken: String? {
        guard let header = self[.authorization] else { return nil }
        let parts = header.split(separator: " ", maxSplits: 1)
        guard parts.count == 2, parts[0].lowercased() == "bearer" else { return nil }
        return parts[1].trimmingCharacters(in: .whitespaces)
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
