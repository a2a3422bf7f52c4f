import Foundation

/// The kinds of language-model service the assistant can talk to, by the API each speaks.
public enum AssistantProvider: String, Sendable, CaseIterable, Codable {
    /// OpenAI's chat completions, as hosted services and local servers (llama.cpp, LM Studio,
    /// vLLM) speak it.
    case openai
    /// Ollama's `/api/chat`.
    case ollama
    /// Anthropic's Messages API.
    case anthropic

    public var displayName: String {
        switch self {
        case .openai: "OpenAI-kompatibel tjeneste"
        case .ollama: "Ollama"
        case .anthropic: "Anthropic"
        }
    }

    /// Where each is usually found, for a setup that names none.
    public var defaultBaseURL: URL {
        switch self {
        case .openai: URL(string: "https://api.openai.com")!
        case .ollama: URL(string: "http://127.0.0.1:11434")!
        case .anthropic: URL(string: "https://api.anthropic.com")!
        }
    }

    /// Whether the service refuses requests without a key (Ollama and most local servers take none).
    public var needsKey: Bool { self != .ollama }
}

/// Whether the owner lets a letter go to the assistant.
public enum AssistantConsent: String, Sendable, CaseIterable, Codable {
    /// Nothing is sent; the assistant is off.
    case off
    /// Each letter is sent only after the owner has seen the disclosure and said yes to it.
    case once
    /// Letters are sent when the owner asks for help, without asking again (revocable).
    case always
}

/// The service the owner chose, without its key (which is sealed in the vault).
public struct AssistantService: Sendable, Hashable, Codable {
    public var provider: AssistantProvider
    public var baseURL: URL
    public var model: String

    public init(provider: AssistantProvider, baseURL: URL, model: String) {
        self.provider = provider
        self.baseURL = baseURL
        self.model = model
    }

    /// Where the service runs, by its address (`AssistantAddress.reach(of:)`).
    public var reach: AssistantAddress.Reach { AssistantAddress.reach(of: baseURL) }

    /// Whether the service runs on this machine or on the home network: a letter sent to it
    /// never crosses the internet, and it may be spoken to over plain `http://`.
    public var isLocal: Bool { reach != .internet }

    /// How the disclosure names where letters go: «Anthropic (claude-…) på api.anthropic.com».
    public var destination: String {
        let host = baseURL.host ?? baseURL.absoluteString
        let port = baseURL.port.map { ":\($0)" } ?? ""
        return "\(provider.displayName) (\(model)) på \(host)\(port)"
    }
}

/// The assistant's address read as its parts, never as a string to join: the one rule of where
/// a letter may go and how. Only `http` and `https`; no user name, query or fragment; a path of
/// plain segments, used only as the prefix of the provider's own endpoint paths; and plain
/// `http://` only to this machine or the home network, as the host itself says: a loopback or
/// private-range address, or `localhost` itself. A name that merely ends in `.localhost` or
/// `.local` is looked up like any other name, and may lead anywhere.
public struct AssistantAddress: Sendable, Hashable {
    public enum Reach: Sendable, Hashable {
        /// A loopback address, or `localhost`.
        case thisMachine
        /// A private-range address (10/8, 172.16/12, 192.168/16, fc00::/7) or a link-local one
        /// (169.254/16, fe80::/10), which no router passes beyond the home network.
        case homeNetwork
        case internet
    }

    /// Why an address is refused; the words name the part, never echo the address.
    public enum Problem: Error, Sendable, Equatable {
        case notHTTP
        case noHost
        case userInfo
        case query
        case fragment
        case path
        case plainHTTPToInternet

        public var norwegian: String { message(english: false) }
        public var english: String { message(english: true) }

        public func message(english: Bool) -> String {
            func text(_ norwegian: String, _ englishText: String) -> String { english ? englishText : norwegian }
            return switch self {
            case .notHTTP, .noHost:
                text("adressen må begynne med http:// eller https:// og ha et vertsnavn.",
                     "the address must begin with http:// or https:// and have a host name.")
            case .userInfo:
                text("adressen kan ikke ha brukernavn eller passord i seg; gi nøkkelen i nøkkelfeltet.",
                     "the address cannot hold a user name or password; give the key in the key field.")
            case .query: text("adressen kan ikke ha en spørring (?…).", "the address cannot have a query (?…).")
            case .fragment: text("adressen kan ikke ha et fragment (#…).", "the address cannot have a fragment (#…).")
            case .path:
                text("stien i adressen kan bare ha vanlige ledd (bokstaver, sifre, - . _ ~), ikke . eller ..",
                     "the address's path may only have plain segments (letters, digits, - . _ ~), not . or ..")
            case .plainHTTPToInternet:
                text("brevene ville gått ukryptert over nettet; bruk https:// for en tjeneste som ikke kjører på denne maskinen eller hjemmenettet.",
                     "the letters would cross the network unencrypted; use https:// for a service not on this machine or the home network.")
            }
        }
    }

    public let scheme: String
    /// An IPv6 address without its brackets.
    public let host: String
    public let port: Int?
    /// The path's segments, put before the provider's own.
    public let pathPrefix: [String]
    public let reach: Reach

    public init(_ url: URL) throws(Problem) {
        guard let parts = URLComponents(url: url, resolvingAgainstBaseURL: false),
              let scheme = parts.scheme?.lowercased(), ["http", "https"].contains(scheme)
        else { throw .notHTTP }
        guard parts.percentEncodedUser == nil, parts.percentEncodedPassword == nil else { throw .userInfo }
        guard parts.percentEncodedQuery == nil else { throw .query }
        guard parts.percentEncodedFragment == nil else { throw .fragment }
        guard let host = Self.host(of: parts) else { throw .noHost }
        var segments = parts.percentEncodedPath.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        if segments.first == "" { segments.removeFirst() }
        if segments.last == "" { segments.removeLast() }
        guard segments.allSatisfy(Self.isPlainSegment) else { throw .path }
        let reach = Self.reach(ofHost: host)
        if scheme == "http" && reach == .internet { throw .plainHTTPToInternet }
        self.scheme = scheme
        self.host = host
        port = parts.port
        pathPrefix = segments
        self.reach = reach
    }

    /// Where an address's host runs; `.internet` for anything that does not parse.
    public static func reach(of url: URL) -> Reach {
        guard let parts = URLComponents(url: url, resolvingAgainstBaseURL: false), let host = host(of: parts) else { return .internet }
        return reach(ofHost: host)
    }

    /// The provider's endpoint `path` under this address's path, without its last `dropped`
    /// segments: `https://host:port/prefix/path`.
    public func endpoint(_ path: [String], droppingLast dropped: Int = 0) -> String {
        let authority = (host.contains(":") ? "[\(host)]" : host) + (port.map { ":\($0)" } ?? "")
        return "\(scheme)://\(authority)/" + (pathPrefix.dropLast(dropped) + path).joined(separator: "/")
    }

    /// The host, lower-cased and without brackets, when it is an IP literal or a DNS name.
    private static func host(of parts: URLComponents) -> String? {
        guard var host = parts.percentEncodedHost?.lowercased(), !host.isEmpty else { return nil }
        if host.hasPrefix("[") && host.hasSuffix("]") { host = String(host.dropFirst().dropLast()) }
        if IPAddress.v6(host) != nil { return host }
        if host.hasSuffix(".") { host.removeLast() }
        let isName = host.split(separator: ".", omittingEmptySubsequences: false).allSatisfy { label in
            !label.isEmpty && label.count <= 63 && label.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-") }
        }
        return isName ? host : nil
    }

    private static func reach(ofHost host: String) -> Reach {
        if host == "localhost" { return .thisMachine }
        if let v4 = IPAddress.v4(host) { return reach(ofV4: v4) }
        guard let v6 = IPAddress.v6(host) else { return .internet }
        if v6 == [UInt8](repeating: 0, count: 15) + [1] { return .thisMachine }
        // An IPv4 address written as IPv6 (::ffff:a.b.c.d) goes where the IPv4 address goes.
        if v6.prefix(10).allSatisfy({ $0 == 0 }) && v6[10] == 0xFF && v6[11] == 0xFF { return reach(ofV4: Array(v6[12...])) }
        if v6[0] & 0xFE == 0xFC || (v6[0] == 0xFE && v6[1] & 0xC0 == 0x80) { return .homeNetwork }
        return .internet
    }

    private static func reach(ofV4 bytes: [UInt8]) -> Reach {
        switch (bytes[0], bytes[1]) {
        case (127, _): .thisMachine
        case (10, _), (172, 16...31), (192, 168), (169, 254): .homeNetwork
        default: .internet
        }
    }

    /// Unreserved characters only, and never `.` or `..`, which would climb out of the prefix.
    private static func isPlainSegment(_ segment: String) -> Bool {
        !segment.isEmpty && segment != "." && segment != ".."
            && segment.unicodeScalars.allSatisfy { $0.isASCII && (CharacterSet.alphanumerics.contains($0) || "-._~".unicodeScalars.contains($0)) }
    }
}

/// IP addresses as their bytes, read strictly: no octal or hexadecimal parts and no short forms
/// such as `127.1`, which some resolvers read as other addresses than they seem.
enum IPAddress {
    static func v4(_ text: String) -> [UInt8]? {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 4 else { return nil }
        var bytes: [UInt8] = []
        for part in parts {
            guard (1...3).contains(part.count), part.allSatisfy(\.isASCII), part.allSatisfy(\.isNumber),
                  part.count == 1 || part.first != "0", let value = UInt8(part) else { return nil }
            bytes.append(value)
        }
        return bytes
    }

    /// Eight groups of up to four hex digits, one `::` for a run of zero groups, and an IPv4
    /// address for the last two; no zone.
    static func v6(_ text: String) -> [UInt8]? {
        guard text.contains(":"), !text.contains("%") else { return nil }
        let halves = text.components(separatedBy: "::")
        guard halves.count <= 2 else { return nil }
        func groups(_ half: String, mayEndInV4: Bool) -> [UInt8]? {
            guard !half.isEmpty else { return [] }
            var bytes: [UInt8] = []
            let pieces = half.split(separator: ":", omittingEmptySubsequences: false)
            for (index, piece) in pieces.enumerated() {
                if index == pieces.count - 1, mayEndInV4, piece.contains(".") {
                    guard let v4 = v4(String(piece)) else { return nil }
                    bytes += v4
                } else {
                    guard (1...4).contains(piece.count), let value = UInt16(piece, radix: 16) else { return nil }
                    bytes += [UInt8(value >> 8), UInt8(value & 0xFF)]
                }
            }
            return bytes
        }
        if halves.count == 1 {
            guard let bytes = groups(halves[0], mayEndInV4: true), bytes.count == 16 else { return nil }
            return bytes
        }
        guard let head = groups(halves[0], mayEndInV4: false), let tail = groups(halves[1], mayEndInV4: true),
              head.count + tail.count <= 14 else { return nil }
        return head + [UInt8](repeating: 0, count: 16 - head.count - tail.count) + tail
    }
}
