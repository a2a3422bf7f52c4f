import Foundation
import Hummingbird
import Logging
import ServiceLifecycle

/// Listens on 127.0.0.1 at a port the system picks, for the one request a browser makes
/// when Google sends it back with the authorization code: Google's recommended redirect for
/// desktop apps. Only this machine can reach it.
public struct LoopbackRedirectReceiver: Sendable {
    public let port: Int
    private let redirects: AsyncStream<[String: String]>

    public var redirectURI: String { "http://127.0.0.1:\(port)/" }

    /// Serves while `body` runs, and stops once it returns or throws. A redirect, a request
    /// for `/` that carries `code` or `error` in its query, is answered with the page `page`
    /// makes from that query; other requests (a browser's favicon) get a 404.
    public static func serving<Result>(
        page: @escaping @Sendable (_ query: [String: String]) -> String,
        _ body: (LoopbackRedirectReceiver) async throws -> Result
    ) async throws -> Result {
        let (redirects, redirected) = AsyncStream.makeStream(of: [String: String].self)
        let (ports, bound) = AsyncStream.makeStream(of: Int.self)
        let router = Router()
        router.get("/") { request, _ -> Response in
            let query = Dictionary(request.uri.queryParameters.map { (String($0.key), String($0.value)) }) { first, _ in first }
            guard query["code"] != nil || query["error"] != nil else { return Self.html(Self.notFoundPage, status: .notFound) }
            redirected.yield(query)
            return Self.html(page(query), status: .ok)
        }
        // Silent: standard output is the command's, and a redirect's query carries the code.
        let quiet = Logger(label: "arkivator.loopback") { _ in SwiftLogNoOpLogHandler() }
        let server = Application(
            router: router,
            configuration: .init(address: .hostname("127.0.0.1", port: 0), serverName: nil),
            onServerRunning: { channel in
                if let port = channel.localAddress?.port { bound.yield(port) }
                bound.finish()
            },
            logger: quiet)
        let group = ServiceGroup(configuration: .init(services: [server], logger: quiet))

        return try await withThrowingTaskGroup(of: Void.self) { tasks in
            tasks.addTask {
                defer { bound.finish() }
                try await group.run()
            }
            guard let port = await ports.first(where: { _ in true }) else {
                // The server stopped before it listened: its error says why, and without one
                // it was cancelled.
                try await tasks.waitForAll()
                throw CancellationError()
            }
            let result: Result
            do {
                result = try await body(LoopbackRedirectReceiver(port: port, redirects: redirects))
            } catch {
                await group.triggerGracefulShutdown()
                try? await tasks.waitForAll()
                throw error
            }
            // Graceful, so that the page for the redirect is written before the server closes.
            await group.triggerGracefulShutdown()
            try await tasks.waitForAll()
            return result
        }
    }

    /// Waits for the redirect and returns its query; throws `OAuthError.timedOut` when none
    /// comes in time.
    public func redirectQuery(timeout: Duration) async throws -> [String: String] {
        try await withThrowingTaskGroup(of: [String: String].self) { tasks in
            tasks.addTask { [redirects] in
                for await query in redirects { return query }
                throw CancellationError()
            }
            tasks.addTask {
                try await Task.sleep(for: timeout)
                throw OAuthError.timedOut
            }
            defer { tasks.cancelAll() }
            return try await tasks.next()!
        }
    }

    private static let notFoundPage = "<!doctype html><html lang=\"nb\"><meta charset=\"utf-8\"><title>Ikke funnet</title></html>"

    private static func html(_ page: String, status: HTTPResponse.Status) -> Response {
        Response(status: status, headers: [.contentType: "text/html; charset=utf-8", .cacheControl: "no-store"],
                 body: ResponseBody(byteBuffer: ByteBuffer(string: page)))
    }
}
