import ArkivatorLibrary
import Foundation
import HTTPTypes
import Hummingbird
import NIOCore

/// The names under which the app may be reached: loopback, the addresses it listens on, and
/// the names its owner gave with `--allow-host`, each at the port the request came in on. A
/// web page on some other name that resolves to this machine (DNS rebinding), or a Host that
/// names another port than the one the connection reached, is refused before any route sees it.
public struct AllowedHosts: Sendable {
    /// Answered at the port the request arrived on.
    public let names: Set<String>
    /// `name:port`, answered whole: an `--allow-host` given with its port, for a port forwarded
    /// to this one (`kari.local:443` to `serve --port 8443`).
    public let authorities: Set<String>

    public init(_ names: some Sequence<String>) {
        var plain: Set<String> = [], whole: Set<String> = []
        for name in names {
            let host = Self.normalized(Self.hostPart(of: name))
            if let port = Self.port(of: name) { whole.insert("\(host):\(port)") } else { plain.insert(host) }
        }
        self.names = plain
        authorities = whole
    }

    /// Loopback, the listening address (every interface's address when it is a wildcard),
    /// and `extra`.
    public static func serving(host: String, extra: [String] = []) -> AllowedHosts {
        AllowedHosts(["localhost", "127.0.0.1", "::1"] + ListeningAddresses.of(host: host) + extra)
    }

    /// Whether the whole authority is one the app answers to: its name, and its port (the
    /// scheme's own when it names none) the port the connection `arrivedOn`. A request that
    /// came over no connection at all (the tests' in-process router) is judged by its name.
    public func allows(_ authority: String, arrivedOn port: Int?, secure: Bool) -> Bool {
        guard !authority.isEmpty else { return false }
        let host = Self.normalized(Self.hostPart(of: authority))
        let given = Self.port(of: authority) ?? (secure ? 443 : 80)
        if authorities.contains("\(host):\(given)") { return true }
        guard names.contains(host) else { return false }
        return port.map { $0 == given } ?? true
    }

    /// `[::1]:8443` → `::1`, `kari.local:8443` → `kari.local`, `10.0.0.2` → `10.0.0.2`.
    public static func hostPart(of authority: String) -> String {
        if authority.hasPrefix("[") {
            return String(authority.dropFirst().prefix { $0 != "]" })
        }
        // More than one colon without brackets is a bare IPv6 address, not host:port.
        return authority.filter { $0 == ":" }.count > 1 ? authority : String(authority.prefix { $0 != ":" })
    }

    /// `[::1]:8443` → 8443, `kari.local` → nil; nil too for a port that is no port.
    static func port(of authority: String) -> Int? {
        let rest: Substring
        if authority.hasPrefix("[") {
            guard let end = authority.firstIndex(of: "]") else { return nil }
            rest = authority[authority.index(after: end)...]
        } else {
            guard authority.filter({ $0 == ":" }).count == 1, let colon = authority.firstIndex(of: ":") else { return nil }
            rest = authority[colon...]
        }
        guard rest.hasPrefix(":"), let port = Int(rest.dropFirst()), (1...65535).contains(port) else { return nil }
        return port
    }

    static func normalized(_ name: String) -> String {
        var name = name.lowercased()
        if name.hasPrefix("[") && name.hasSuffix("]") { name = String(name.dropFirst().dropLast()) }
        return name.hasSuffix(".") ? String(name.dropLast()) : name
    }
}

/// The addresses a server bound to `host` can be reached at.
public enum ListeningAddresses {
    public static func of(host: String) -> [String] {
        guard isWildcard(host) else { return [host] }
        let devices = (try? System.enumerateDevices()) ?? []
        return devices.compactMap { $0.address?.ipAddress }.map { $0.split(separator: "%").first.map(String.init) ?? $0 }
    }

    public static func isWildcard(_ host: String) -> Bool { host == "0.0.0.0" || host == "::" }

    public static func isLoopback(_ host: String) -> Bool {
        let host = AllowedHosts.normalized(host)
        return host == "localhost" || host == "::1" || host.hasPrefix("127.")
    }
}

/// Refuses a request for a name the app does not answer to (421), and a browser's change
/// (POST, PUT, PATCH, DELETE) that comes from a page of another origin (403).
struct NetworkBoundaryMiddleware: RouterMiddleware {
    typealias Context = WebRequestContext

    let allowedHosts: AllowedHosts
    /// The app is served over TLS: a Host without a port names 443.
    let secure: Bool
    /// Whether a key is one the library knows, and has not revoked.
    let isValidAPIKey: @Sendable (String) async -> Bool

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        let authority = request.head.authority ?? ""
        var context = context
        context.authority = authority
        guard allowedHosts.allows(authority, arrivedOn: context.localPort, secure: secure) else {
            return Self.refusal(.misdirectedRequest, Language.current.words(.addressNotAnswered(authority: authority)))
        }
        guard Self.changes(request.method) else { return try await next(request, context) }
        let source = request.headers[.origin] ?? request.headers[.referer]
        if let source {
            guard let sourceAuthority = Self.authority(ofURL: source),
                  Self.sameAuthority(sourceAuthority, authority) else {
                return Self.refusal(.forbidden, Self.foreignOrigin)
            }
        } else if await !carriesValidAPIKey(request) {
            // Every browser sends Origin with a form or fetch that changes something; a change
            // without it or a key is no browser of ours.
            return Self.refusal(.forbidden, Self.foreignOrigin)
        }
        return try await next(request, context)
    }

    /// A script's request: under `/api/`, the only routes a key opens, with a key the library
    /// knows. Any other `Authorization` header is no reason to skip the Origin check.
    private func carriesValidAPIKey(_ request: Request) async -> Bool {
        guard request.uri.path.hasPrefix("/api/"), let bearer = request.headers[.authorization], bearer.hasPrefix("Bearer ") else {
            return false
        }
        return await isValidAPIKey(String(bearer.dropFirst("Bearer ".count)))
    }

    static var foreignOrigin: String {
        Language.current.words(.changeNotFromOwnPages)
    }

    static func changes(_ method: HTTPRequest.Method) -> Bool {
        [.post, .put, .patch, .delete].contains(method)
    }

    /// `https://10.0.0.2:8443/unlock` → `10.0.0.2:8443`; nil for `null` and anything unparsable.
    static func authority(ofURL url: String) -> String? {
        guard let components = URLComponents(string: url), let scheme = components.scheme?.lowercased(),
              let host = components.host, !host.isEmpty else { return nil }
        let bracketed = host.contains(":") && !host.hasPrefix("[") ? "[\(host)]" : host
        let defaultPort = scheme == "https" ? 443 : 80
        guard let port = components.port, port != defaultPort else { return bracketed }
        return "\(bracketed):\(port)"
    }

    /// Host and port alike; the port a browser leaves out of Host is the scheme's own, which
    /// it leaves out of Origin too.
    static func sameAuthority(_ origin: String, _ host: String) -> Bool {
        func comparable(_ authority: String) -> String {
            var authority = authority.lowercased()
            for defaultPort in [":443", ":80"] where authority.hasSuffix(defaultPort) { authority.removeLast(defaultPort.count) }
            return authority
        }
        return comparable(origin) == comparable(host)
    }

    private static func refusal(_ status: HTTPResponse.Status, _ message: String) -> Response {
        Response(status: status, headers: [.contentType: "text/plain; charset=utf-8"],
                 body: .init(byteBuffer: ByteBuffer(string: message + "\n")))
    }
}
