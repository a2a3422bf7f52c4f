import Foundation
import Hummingbird
import Logging
import NIOCore

/// Each request's context. It keeps the connection's channel because the `drop` fault has
/// to close the connection itself, which no `Response` can express.
struct FakeDriveContext: RequestContext {
    /// Generous enough for any chunk or multipart upload a client sends, small enough to
    /// stop a runaway client from exhausting memory.
    static let bodyLimit = 64 * 1024 * 1024

    var coreContext: CoreRequestContextStorage
    let channel: any Channel

    init(source: ApplicationRequestContextSource) {
        coreContext = .init(source: source)
        channel = source.channel
    }

    var maxUploadSize: Int { FakeDriveContext.bodyLimit }
}

struct ServerOptions: Sendable {
    var host: String
    var port: Int
    var verbose: Bool
}

func buildRouter(state: DriveState, verbose: Bool) -> Router<FakeDriveContext> {
    let router = Router(context: FakeDriveContext.self)
    router.add(middleware: FrontDoorMiddleware(state: state, verbose: verbose))
    OAuthRoutes(state: state).add(to: router)
    DriveRoutes(state: state).add(to: router)
    UploadRoutes(state: state).add(to: router)
    AdminRoutes(state: state).add(to: router)
    return router
}

func buildApplication(state: DriveState, options: ServerOptions) -> some ApplicationProtocol {
    // Hummingbird's default logger writes to stdout, where tests expect exactly one line.
    var logger = Logger(label: "fake-drive") { StreamLogHandler.standardError(label: $0) }
    logger.logLevel = options.verbose ? .info : .warning
    return Application(
        router: buildRouter(state: state, verbose: options.verbose),
        configuration: .init(address: .hostname(options.host, port: options.port), serverName: nil),
        onServerRunning: { channel in
            let port = channel.localAddress?.port ?? options.port
            await state.setListeningPort(port)
            let host = ["0.0.0.0", "::", "localhost"].contains(options.host) ? "127.0.0.1" : options.host
            // FileHandle writes unbuffered, so the line reaches a reading test at once.
            FileHandle.standardOutput.write(Data("fake-drive listening on http://\(host):\(port)\n".utf8))
        },
        logger: logger)
}

extension Request {
    /// The whole body, up to the context's limit (beyond it Hummingbird answers 413).
    mutating func bodyData() async throws -> Data {
        let buffer = try await collectBody(upTo: FakeDriveContext.bodyLimit)
        return Data(buffer.readableBytesView)
    }

    /// The OAuth access token of a Drive call: the `Authorization` header, else `access_token`.
    var bearerToken: String? {
        if let header = headers[.authorization] {
            let parts = header.split(separator: " ", maxSplits: 1)
            if parts.count == 2, parts[0].lowercased() == "bearer" {
                return parts[1].trimmingCharacters(in: .whitespaces)
            }
            return nil
        }
        return queryItems["access_token"]
    }
}

extension DriveState {
    func authenticate(_ request: Request) throws(GoogleError) {
        try authenticate(request.bearerToken)
    }

    func requireQuota() throws(GoogleError) {
        if state.config.quotaExceeded { throw GoogleError.quotaExceeded }
    }
}
