import Foundation
import Hummingbird
import Logging

/// The application a fake runs: its log on standard error, since a test reads standard output
/// for exactly one line, «<name> listening on http://<host>:<port>», written once it listens.
public enum FakeServer {
    public static func application<Builder: HTTPResponderBuilder>(
        named name: String, router: Builder, options: ServerOptions,
        onListening: @escaping @Sendable (_ port: Int) async -> Void = { _ in }
    ) -> some ApplicationProtocol where Builder.Responder.Context: InitializableFromSource<ApplicationRequestContextSource> {
        var logger = Logger(label: name) { StreamLogHandler.standardError(label: $0) }
        logger.logLevel = options.verbose ? .info : .warning
        return Application(
            router: router,
            configuration: .init(address: .hostname(options.host, port: options.port), serverName: nil),
            onServerRunning: { channel in
                let port = channel.localAddress?.port ?? options.port
                await onListening(port)
                let host = ["0.0.0.0", "::", "localhost"].contains(options.host) ? "127.0.0.1" : options.host
                // FileHandle writes unbuffered, so the line reaches a reading test at once.
                FileHandle.standardOutput.write(Data("\(name) listening on http://\(host):\(port)\n".utf8))
            },
            logger: logger)
    }
}
