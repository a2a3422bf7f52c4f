import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Listens on 127.0.0.1 at a port the system picks, for the one request a browser makes
/// when Google sends it back with the authorization code: Google's recommended redirect for
/// desktop apps. Only this machine can reach it.
public final class LoopbackRedirectReceiver: @unchecked Sendable {
    public let port: Int
    private let listener: Int32

    public init() throws {
        #if canImport(Glibc)
        let listener = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
        let listener = socket(AF_INET, SOCK_STREAM, 0)
        #endif
        guard listener >= 0 else { throw Self.failure() }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = 0
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { socketAddress in
                bind(listener, socketAddress, length) == 0 && listen(listener, 8) == 0
                    && getsockname(listener, socketAddress, &length) == 0
            }
        }
        guard bound else {
            close(listener)
            throw Self.failure()
        }
        self.listener = listener
        port = Int(UInt16(bigEndian: address.sin_port))
    }

    deinit {
        close(listener)
    }

    public var redirectURI: String { "http://127.0.0.1:\(port)/" }

    /// Waits for a request that carries `code` or `error` in its query, answers it with the
    /// page `respond` makes from that query, and returns the query. Other requests (a
    /// browser's favicon) get a 404.
    public func receive(timeout: TimeInterval, respond: @escaping @Sendable ([String: String]) -> String) async throws -> [String: String] {
        try await withCheckedThrowingContinuation { continuation in
            let thread = Thread { [self] in
                continuation.resume(with: Result { try self.waitForRedirect(until: Date().addingTimeInterval(timeout), respond: respond) })
            }
            thread.start()
        }
    }

    private func waitForRedirect(until deadline: Date, respond: ([String: String]) -> String) throws -> [String: String] {
        while true {
            let remaining = deadline.timeIntervalSinceNow
            guard remaining > 0 else { throw OAuthError.timedOut }
            var descriptor = pollfd(fd: listener, events: Int16(POLLIN), revents: 0)
            guard poll(&descriptor, 1, Int32(min(remaining, 1) * 1000)) > 0 else { continue }
            let connection = accept(listener, nil, nil)
            guard connection >= 0 else { continue }
            defer { close(connection) }
            var limit = timeval(tv_sec: 5, tv_usec: 0)
            setsockopt(connection, SOL_SOCKET, SO_RCVTIMEO, &limit, socklen_t(MemoryLayout<timeval>.size))
            guard let target = Self.requestTarget(connection) else { continue }
            let query = Self.query(of: target)
            if query["code"] != nil || query["error"] != nil {
                Self.reply(connection, status: "200 OK", html: respond(query))
                return query
            }
            Self.reply(connection, status: "404 Not Found", html: "<!doctype html><title>404</title>")
        }
    }

    /// The target of the request line, `GET <target> HTTP/1.1`, read up to the end of the headers.
    private static func requestTarget(_ connection: Int32) -> String? {
        var received = [UInt8]()
        var buffer = [UInt8](repeating: 0, count: 4096)
        while received.count < 16_384 {
            let count = recv(connection, &buffer, buffer.count, 0)
            guard count > 0 else { break }
            received += buffer[0..<count]
            if received.count >= 4, received.suffix(4) == [13, 10, 13, 10] { break }
        }
        let head = String(decoding: received, as: UTF8.self)
        // "\r\n" is one Character in Swift, so the line is cut at the string, not a character.
        let requestLine = head.components(separatedBy: "\r\n").first ?? ""
        let parts = requestLine.split(separator: " ")
        guard parts.count == 3, parts[0] == "GET" else { return nil }
        return String(parts[1])
    }

    static func query(of target: String) -> [String: String] {
        guard let components = URLComponents(string: "http://127.0.0.1" + target) else { return [:] }
        var query: [String: String] = [:]
        for item in components.queryItems ?? [] { query[item.name] = item.value ?? "" }
        return query
    }

    private static func reply(_ connection: Int32, status: String, html: String) {
        let body = Data(html.utf8)
        let head = "HTTP/1.1 \(status)\r\nContent-Type: text/html; charset=utf-8\r\nContent-Length: \(body.count)\r\n"
            + "Cache-Control: no-store\r\nConnection: close\r\n\r\n"
        let message = Data(head.utf8) + body
        #if canImport(Glibc)
        let flags = Int32(MSG_NOSIGNAL)  // a browser that already left must not kill the process with SIGPIPE
        #else
        let flags: Int32 = 0
        #endif
        _ = message.withUnsafeBytes { send(connection, $0.baseAddress, $0.count, flags) }
    }

    private static func failure() -> POSIXError {
        POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
    }
}
