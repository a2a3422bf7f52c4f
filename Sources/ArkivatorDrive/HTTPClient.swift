import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// One HTTP exchange, with the whole body in memory: Arkivator's files are a few megabytes.
struct HTTPRequest: Sendable {
    var method: String
    var url: URL
    var headers: [String: String] = [:]
    var body: Data?
}

struct HTTPResponse: Sendable {
    let status: Int
    let headers: [String: String]
    let body: Data

    func header(_ name: String) -> String? {
        headers.first { $0.key.caseInsensitiveCompare(name) == .orderedSame }?.value
    }
}

/// Sends requests without following redirects: a 308 from Drive's upload endpoint means
/// "resume incomplete", never "go elsewhere".
final class HTTPClient: Sendable {
    private let session: URLSession

    /// The longest silence allowed on a request. A request whose body URLSession never sends
    /// (seen on Linux under load) hangs until then, and the sync's retry takes over.
    init(timeout: TimeInterval = 30) {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.timeoutIntervalForRequest = timeout
        configuration.httpCookieStorage = nil
        configuration.urlCache = nil
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        session = URLSession(configuration: configuration, delegate: NoRedirects(), delegateQueue: nil)
    }

    deinit {
        session.finishTasksAndInvalidate()
    }

    /// Network failures (refused, reset, dropped mid-response, timed out) come back as
    /// `DriveError.network`, which the sync retries.
    func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        var urlRequest = URLRequest(url: request.url)
        urlRequest.httpMethod = request.method
        // A fresh connection for every request: when a server drops a reused connection
        // without answering, libcurl (URLSession on Linux) silently sends the request again,
        // which could make a second file, and cannot rewind an upload's body, so it then hangs.
        urlRequest.setValue("close", forHTTPHeaderField: "Connection")
        for (name, value) in request.headers { urlRequest.setValue(value, forHTTPHeaderField: name) }
        urlRequest.httpBody = request.body
        let data: Data
        let response: URLResponse
        do {
            (data, response) = try await session.data(for: urlRequest)
        } catch is CancellationError {
            throw CancellationError()
        } catch {
            if Task.isCancelled { throw CancellationError() }
            throw DriveError.network(Self.describe(error))
        }
        guard let http = response as? HTTPURLResponse else { throw DriveError.network("ikke et HTTP-svar") }
        var headers: [String: String] = [:]
        for (name, value) in http.allHeaderFields {
            if let name = name as? String, let value = value as? String { headers[name] = value }
        }
        return HTTPResponse(status: http.statusCode, headers: headers, body: data)
    }

    /// The kind of network failure, without the URL: a URL may carry a token.
    private static func describe(_ error: any Error) -> String {
        if let error = error as? URLError { return "nettverksfeil \(error.code.rawValue)" }
        return "nettverksfeil"
    }
}

private final class NoRedirects: NSObject, URLSessionTaskDelegate, Sendable {
    func urlSession(_ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse,
                    newRequest request: URLRequest, completionHandler: @escaping @Sendable (URLRequest?) -> Void) {
        completionHandler(nil)
    }
}

extension Data {
    /// `application/x-www-form-urlencoded`, as OAuth's token endpoint wants it.
    static func formEncoded(_ fields: [(String, String)]) -> Data {
        Data(fields.map { "\($0.0.formEscaped)=\($0.1.formEscaped)" }.joined(separator: "&").utf8)
    }
}

extension String {
    var formEscaped: String {
        var allowed = CharacterSet.alphanumerics
        allowed.insert(charactersIn: "-._~")
        return addingPercentEncoding(withAllowedCharacters: allowed) ?? self
    }
}
