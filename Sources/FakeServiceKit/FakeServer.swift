import ArgumentParser
import Foundation
import HTTPTypes
import Hummingbird
import Logging
import NIOCore

/// The options every fake takes, for its command's `@OptionGroup`: where it listens and
/// whether it traces. Tests pass `--port 0` and read the address the fake announces.
public struct ServerOptions: ParsableArguments {
    @Option(help: "Port to listen on; 0 picks a free one.")
    public var port: Int

    // Loopback unless told otherwise: the admin API has no authentication, and only the tests
    // on this machine have any business with it.
    @Option(help: "Address to bind.")
    public var host = "127.0.0.1"

    @Flag(help: "Print one line per request to stderr.")
    public var verbose = false

    public init() {}

    public func validate() throws {
        guard (0...65_535).contains(port) else { throw ValidationError("--port must be between 0 and 65535.") }
    }

    /// Serves `router` until the process is told to stop, announcing on stdout, once it
    /// listens, the one line the tests and scripts wait for: `<name> listening on http://host:port`.
    /// `onListening` gets the port first, for a fake whose replies name its own address.
    public func serve<Context: RequestContext>(
        _ router: Router<Context>, as name: String,
        onListening: @escaping @Sendable (Int) async -> Void = { _ in }
    ) async throws where Context.Source == ApplicationRequestContextSource {
        // Hummingbird's default logger writes to stdout, where tests expect exactly one line.
        var logger = Logger(label: name) { StreamLogHandler.standardError(label: $0) }
        logger.logLevel = verbose ? .info : .warning
        let requestedPort = port
        // A wildcard address is no place to connect to; the loopback one always is.
        let reachableHost = ["0.0.0.0", "::", "localhost"].contains(host) ? "127.0.0.1" : host
        let app = Application(
            router: router,
            configuration: .init(address: .hostname(host, port: port), serverName: nil),
            onServerRunning: { channel in
                let port = channel.localAddress?.port ?? requestedPort
                await onListening(port)
                // FileHandle writes unbuffered, so the line reaches a reading test at once.
                FileHandle.standardOutput.write(Data("\(name) listening on http://\(reachableHost):\(port)\n".utf8))
            },
            logger: logger)
        try await app.runService()
    }
}

/// A fake's request context, with a body limit of the fake's own: Hummingbird's default of
/// 2 MB is far below an upload to Drive.
public protocol FakeServiceContext: RequestContext {
    /// Far above any body a real client sends, small enough to stop a runaway one. Beyond it
    /// Hummingbird answers 413.
    static var bodyLimit: Int { get }
}

extension FakeServiceContext {
    public var maxUploadSize: Int { Self.bodyLimit }
}

extension Request {
    /// The whole body, up to `limit` bytes (beyond it Hummingbird answers 413). The body stays
    /// readable, so a front door may read it for its log and the handler again.
    public mutating func bodyData(upTo limit: Int) async throws -> Data {
        let buffer = try await collectBody(upTo: limit)
        return Data(buffer.readableBytesView)
    }
}

extension HTTPFields {
    /// The token of an `Authorization: Bearer …` header; nil for none, or for another scheme.
    public var bearerToken: String? {
        guard let header = self[.authorization] else { return nil }
        let parts = header.split(separator: " ", maxSplits: 1)
        guard parts.count == 2, parts[0].lowercased() == "bearer" else { return nil }
        return parts[1].trimmingCharacters(in: .whitespaces)
    }
}
