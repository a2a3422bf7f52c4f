import FakeServiceKit
import Foundation

/// One request as the fake received it, for `/_admin/requests`: what a leak test reads to
/// prove that no personal data left the machine, so it holds the headers and body whole,
/// except the secret key.
struct RequestLogEntry: Sendable {
    var id: Int
    var method: String
    var path: String
    var headers: [(name: String, value: String)]
    /// The body parsed as JSON; a body that is not JSON is kept as a string, so it is still checked.
    var body: JSON
    /// Nil while the request is still unanswered, and for good when it timed out.
    var status: Int?
    var fault: FaultKind?

    /// Headers whose values are secrets. The scheme of `Authorization` stays visible, so a test
    /// can see that the key went where the API wants it.
    static let secretHeaders: Set<String> = ["authorization", "x-api-key", "api-key", "proxy-authorization"]
    static let mask = "***"

    static func masked(name: String, value: String) -> String {
        guard secretHeaders.contains(name.lowercased()) else { return value }
        let parts = value.split(separator: " ", maxSplits: 1)
        if name.lowercased().hasSuffix("authorization"), parts.count == 2 { return "\(parts[0]) \(mask)" }
        return mask
    }

    static func body(from data: Data) -> JSON {
        if data.isEmpty { return .null }
        return (try? JSON.parse(data)) ?? .string(String(decoding: data, as: UTF8.self))
    }

    var json: JSON {
        [
            "id": JSON(id),
            "method": .string(method),
            "path": .string(path),
            "headers": .object(headers.map { (key: $0.name, value: .string($0.value)) }),
            "body": body,
            "status": JSON(status),
            "fault": JSON(fault?.rawValue),
        ]
    }

    /// Reads back a line of the log file; nil for a line a crash cut short.
    init?(json: JSON) {
        guard let id = json["id"]?.intValue, let method = json["method"]?.stringValue,
              let path = json["path"]?.stringValue, case .object(let headers)? = json["headers"] else { return nil }
        self.id = id
        self.method = method
        self.path = path
        self.headers = headers.compactMap { member in member.value.stringValue.map { (name: member.key, value: $0) } }
        body = json["body"] ?? .null
        status = json["status"]?.intValue
        fault = json["fault"]?.stringValue.flatMap(FaultKind.init(rawValue:))
    }

    init(id: Int, method: String, path: String, headers: [(name: String, value: String)], body: JSON) {
        self.id = id
        self.method = method
        self.path = path
        self.headers = headers.map { (name: $0.name, value: RequestLogEntry.masked(name: $0.name, value: $0.value)) }
        self.body = body
    }
}
