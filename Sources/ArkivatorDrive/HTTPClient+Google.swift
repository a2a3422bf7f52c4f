import AsyncHTTPClient
import Foundation
import HTTPTypes
import NIOCore
import NIOHTTP1

/// An answer with its whole body: Google's answers are small JSON documents.
struct CollectedResponse: Sendable {
    var head: HTTPResponse
    var body: Data

    var status: HTTPResponse.Status { head.status }
}

extension HTTPClient {
    /// The client every request to Google goes through. Like `HTTPClient.shared` it lives as
    /// long as the process and is never shut down, so no caller has a client to forget: `serve`
    /// makes a new `DriveSync` each round, and they all share one pool of connections. Unlike
    /// `shared` it follows no redirects, since a 308 from Drive's resumable upload means
    /// "resume incomplete", never "go elsewhere".
    static let google = HTTPClient(eventLoopGroup: HTTPClient.defaultEventLoopGroup, configuration: .google)

    /// Google's answers are JSON; the largest, a page of a thousand files, is about half a MiB.
    static let responseLimit = 4 * 1024 * 1024

    /// How long one exchange may take, from asking for a connection to the head of the answer:
    /// enough for a 5 MiB multipart upload over a 200 kbit/s uplink, and the only bound on an
    /// upload that stalls, which neither the connect nor the read timeout sees.
    static let exchangeLimit = TimeAmount.minutes(5)

    /// The request body goes out in pieces this size, each as the connection can take it. The
    /// read timeout starts when the last piece is handed over, so it measures Google's silence
    /// rather than the time a slow uplink takes to carry the whole body.
    static let bodyPiece = 64 * 1024

    /// Sends `request` with `body` and collects the answer. Failures of the network (refused,
    /// reset, dropped mid-response, timed out) come back as `DriveError.network`, which the
    /// sync retries, and cancellation as `CancellationError`.
    func send(_ request: HTTPRequest, body: Data = Data()) async throws -> CollectedResponse {
        guard let url = request.url else { preconditionFailure("a request to Google has a URL") }
        var outgoing = HTTPClientRequest(url: url.absoluteString)
        outgoing.method = HTTPMethod(rawValue: request.method.rawValue)
        outgoing.headers = HTTPHeaders(request.headerFields.map { ($0.name.rawName, $0.value) })
        outgoing.body = .stream(Self.pieces(of: body), length: .known(Int64(body.count)))
        do {
            let response = try await execute(outgoing, timeout: Self.exchangeLimit)
            let collected = try await response.body.collect(upTo: Self.responseLimit)
            var fields = HTTPFields()
            for (name, value) in response.headers {
                if let name = HTTPField.Name(name) { fields.append(HTTPField(name: name, value: value)) }
            }
            return CollectedResponse(head: HTTPResponse(status: .init(code: Int(response.status.code)), headerFields: fields),
                                     body: Data(collected.readableBytesView))
        } catch is NIOTooManyBytesError {
            throw DriveError.protocolViolation("svaret var større enn \(Self.responseLimit / 1024 / 1024) MiB")
        } catch is CancellationError {
            throw CancellationError()
        } catch let error as HTTPClientError where error == .cancelled {
            // How the client reports that the task was cancelled; it is never shut down.
            throw CancellationError()
        } catch {
            throw DriveError.network(Self.describe(error))
        }
    }

    private static func pieces(of body: Data) -> AsyncStream<ByteBuffer> {
        let (pieces, continuation) = AsyncStream.makeStream(of: ByteBuffer.self)
        for start in stride(from: body.startIndex, to: body.endIndex, by: bodyPiece) {
            continuation.yield(ByteBuffer(bytes: body[start..<min(start + bodyPiece, body.endIndex)]))
        }
        continuation.finish()
        return pieces
    }

    /// The kind of network failure, in words for the user and never with the URL: a URL may
    /// carry a token.
    private static func describe(_ error: any Error) -> String {
        switch error {
        case let error as HTTPClientError:
            switch error {
            case .connectTimeout, .getConnectionFromPoolTimeout: "tidsavbrudd ved tilkobling"
            case .readTimeout: "svaret uteble"
            case .deadlineExceeded: "forespørselen tok for lang tid"
            case .remoteConnectionClosed: "forbindelsen ble brutt"
            default: "nettverksfeil"
            }
        case ChannelError.ioOnClosedChannel, ChannelError.eof:
            "forbindelsen ble brutt"
        case let error as IOError:
            "nettverksfeil \(error.errnoCode)"
        default:
            // NIO's connection errors name the host and port; the kind is all the user needs.
            "ingen forbindelse"
        }
    }
}

extension HTTPClient.Configuration {
    /// No redirects. Ten seconds to connect allows for a poor mobile link; twenty of silence
    /// once a request is sent is far longer than Google takes to answer, even after an upload.
    static var google: Self {
        var configuration = HTTPClient.Configuration()
        configuration.redirectConfiguration = .disallow
        configuration.timeout = .init(connect: .seconds(10), read: .seconds(20))
        return configuration
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
