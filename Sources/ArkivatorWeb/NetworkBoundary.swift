import Foundation
import HTTPTypes
import Hummingbird
import NIOCore

/// The names under which the app may be reached: loopback, the addresses it listens on, and
/// the names its owner gave with `--allow-host`. A web page on some other name that resolves
/// to this machine (DNS rebinding) is refused before any route sees it.
public struct AllowedHosts: Sendable {
    public let names: Set<String>

    public init(_ names: some Sequence<String>) {
        self.names = Set(names.map(Self.normalized))
    }

    /// Loopback, the listening address (every interface's address when it is a wildcard),
    /// and `extra`.
    public static func serving(host: String, extra: [String] = []) -> AllowedHosts {
        AllowedHosts(["localhost", "127.0.0.1", "::1"] + ListeningAddresses.of(host: host) + extra)
    }

    public func allows(_ authority: String) -> Bool {
        names.contains(Self.normalized(Self.hostPart(of: authority)))
    }

    /// `[::1]:8443` → `::1`, `kari.local:8443` → `kari.local`, `10.0.0.2` → `10.0.0.2`.
    static func hostPart(of authority: String) -> String {
        if authority.hasPrefix("[") {
            return String(authority.dropFirst().prefix { $0 != "]" })
        }
        // More than one colon without brackets is a bare IPv6 address, not host:port.
        return authority.filter { $0 == ":" }.count > 1 ? authority : String(authority.prefix { $0 != ":" })
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

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        let authority = request.head.authority ?? ""
        var context = context
        context.authority = authority
        guard allowedHosts.allows(authority) else {
            return Self.refusal(.misdirectedRequest, UILanguage.current.text(
                "Arkivator svarer ikke på adressen «\(authority)». Bruk adressen som «arkivator serve» skrev ut, eller start den med --allow-host \(AllowedHosts.hostPart(of: authority)).",
                "Arkivator does not answer to the address “\(authority)”. Use the address “arkivator serve” printed, or start it with --allow-host \(AllowedHosts.hostPart(of: authority))."))
        }
        guard Self.changes(request.method) else { return try await next(request, context) }
        let source = request.headers[.origin] ?? request.headers[.referer]
        if let source {
            guard let sourceAuthority = Self.authority(ofURL: source),
                  Self.sameAuthority(sourceAuthority, authority) else {
                return Self.refusal(.forbidden, Self.foreignOrigin)
            }
        } else if request.headers[.authorization]?.hasPrefix("Bearer ") != true {
            // Every browser sends Origin with a form or fetch that changes something; a change
            // without it or a key is no browser of ours.
            return Self.refusal(.forbidden, Self.foreignOrigin)
        }
        return try await next(request, context)
    }

    static var foreignOrigin: String {
        UILanguage.current.text("Endringen kom ikke fra Arkivators egne sider, og ble avvist.",
                                "The change did not come from Arkivator's own pages, and was refused.")
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
