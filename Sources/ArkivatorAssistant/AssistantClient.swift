import ArkivatorCore
import AsyncHTTPClient
import Foundation
import NIOCore
import NIOHTTP1

/// Talks to the chosen language-model service: one prompt in, one answer out, whole or as it
/// is written.
public struct AssistantClient: Sendable {
    public let endpoint: AssistantEndpoint
    private let httpClient: HTTPClient
    /// The longest the service may stay silent: before its answer begins, or between two
    /// pieces of a streamed one. A slow local model writing a long answer is not cut off by
    /// it, a service that has stopped answering is.
    private let timeout: Duration
    private let retries: Int

    /// The most an answer may weigh: far above any prompt's `maxTokens`, low enough that a
    /// runaway server cannot fill the memory.
    static let answerLimit = 4 * 1024 * 1024
    static let errorBodyLimit = 64 * 1024

    public init(endpoint: AssistantEndpoint, httpClient: HTTPClient = .shared, timeout: Duration = .seconds(120), retries: Int = 2) {
        self.endpoint = endpoint
        self.httpClient = httpClient
        self.timeout = timeout
        self.retries = max(0, retries)
    }

    /// The whole answer. With `onText`, the answer is streamed and each piece is handed over
    /// as it arrives. 429 and 5xx are retried `retries` times honouring Retry-After (capped at
    /// 10 s, at least 0.5 s), then thrown; nothing else is retried, since once text has been
    /// handed over a second answer would follow half of the first.
    public func answer(_ prompt: ChatPrompt, onText: (@Sendable (String) -> Void)? = nil) async throws(AssistantError) -> String {
        let wire = ProviderWire(endpoint: endpoint)
        var request = HTTPClientRequest(url: try wire.url())
        request.method = .POST
        request.headers = wire.headers(streaming: onText != nil)
        request.body = .bytes(ByteBuffer(string: wire.body(prompt, streaming: onText != nil).serialized()))

        var retried = 0
        while true {
            switch try await attempt(request, wire: wire, onText: onText) {
            case .answer(let text):
                return text
            case .refused(let failure, let retryAfter):
                guard retried < retries else { throw failure }
                retried += 1
                do {
                    try await Task.sleep(for: Self.pause(before: retried, retryAfter: retryAfter))
                } catch {
                    throw .cutShort
                }
            }
        }
    }

    /// The wait before retry `number` (from 1): what the provider asked for, or a doubling
    /// from half a second, never more than 10 s so the user is not left waiting on a number
    /// meant for batch jobs.
    static func pause(before number: Int, retryAfter: Int?) -> Duration {
        let seconds = retryAfter.map(Double.init) ?? 0.5 * pow(2, Double(number - 1))
        return .milliseconds(Int(min(10, max(0.5, seconds)) * 1000))
    }

    private enum Outcome: Sendable {
        case answer(String)
        case refused(AssistantError, retryAfter: Int?)
    }

    /// One request, raced against the silence watch: whichever ends first decides.
    private func attempt(_ request: HTTPClientRequest, wire: ProviderWire,
                         onText: (@Sendable (String) -> Void)?) async throws(AssistantError) -> Outcome {
        let watch = SilenceWatch(limit: timeout)
        do {
            return try await withThrowingTaskGroup(of: Outcome.self) { group in
                group.addTask { try await exchange(request, wire: wire, onText: onText, watch: watch) }
                group.addTask { () async throws -> Outcome in try await watch.untilSilent() }
                defer { group.cancelAll() }
                return try await group.next()!
            }
        } catch let error as AssistantError {
            throw error
        } catch {
            // Only the caller's cancellation gets here.
            throw .cutShort
        }
    }

    private func exchange(_ request: HTTPClientRequest, wire: ProviderWire, onText: (@Sendable (String) -> Void)?,
                          watch: SilenceWatch) async throws -> Outcome {
        let response: HTTPClientResponse
        do {
            response = try await httpClient.execute(request, timeout: watch.limit.timeAmount)
        } catch {
            throw Self.failureBeforeAnswer(error)
        }
        watch.heard()
        let status = Int(response.status.code)
        guard (200..<300).contains(status) else {
            let body = (try? await response.body.collect(upTo: Self.errorBodyLimit)).map { Data($0.readableBytesView) } ?? Data()
            switch wire.refusal(status: status, headers: response.headers, body: body) {
            case .transient(let failure, let retryAfter): return .refused(failure, retryAfter: retryAfter)
            case .final(let failure): throw failure
            }
        }

        let contentType = response.headers.first(name: "content-type") ?? ""
        if let onText, wire.isStream(contentType: contentType) {
            var reader = StreamReader(wire: wire)
            var answer = ""
            func hand(_ pieces: [String]) throws(AssistantError) {
                for piece in pieces {
                    answer += piece
                    guard answer.utf8.count <= Self.answerLimit else { throw .malformedAnswer("svaret er for langt") }
                    onText(piece)
                }
            }
            do {
                for try await buffer in response.body {
                    watch.heard()
                    try hand(reader.feed(buffer.readableBytesView))
                    if reader.finished { break }
                }
            } catch let error as AssistantError {
                throw error
            } catch {
                throw AssistantError.cutShort
            }
            if !reader.finished { try hand(reader.end()) }
            return .answer(answer)
        }

        var body = Data()
        do {
            for try await buffer in response.body {
                watch.heard()
                body.append(contentsOf: buffer.readableBytesView)
                guard body.count <= Self.answerLimit else { throw AssistantError.malformedAnswer("svaret er for langt") }
            }
        } catch let error as AssistantError {
            throw error
        } catch {
            throw AssistantError.cutShort
        }
        guard let json = JSONValue.parse(body) else { throw AssistantError.malformedAnswer("svaret er ikke gyldig JSON") }
        let text = try wire.text(ofWhole: json)
        onText?(text)
        return .answer(text)
    }

    /// What went wrong before a byte of answer, in a few technical words: never the URL,
    /// which the message around it does not need.
    static func failureBeforeAnswer(_ error: any Error) -> AssistantError {
        if error is CancellationError { return .cutShort }
        if let error = error as? HTTPClientError {
            switch error {
            case .deadlineExceeded, .readTimeout: return .timedOut
            case .connectTimeout, .getConnectionFromPoolTimeout: return .unreachable("connection timed out")
            case .cancelled: return .cutShort
            case .remoteConnectionClosed: return .unreachable("connection closed")
            case .invalidURL, .emptyHost: return .unreachable("invalid address")
            default: break
            }
        }
        let description = String(describing: error).lowercased() + " " + String(reflecting: type(of: error)).lowercased()
        if description.contains("refused") { return .unreachable("connection refused") }
        if ["ssl", "tls", "certificate", "handshake"].contains(where: description.contains) { return .unreachable("TLS failed") }
        if ["dns", "resolve", "lookup", "nodename", "no address", "name or service"].contains(where: description.contains) {
            return .unreachable("host not found")
        }
        return .unreachable("no connection")
    }
}

/// When the service was last heard from, and the watch that gives up on it: a streamed answer
/// may take minutes, so the limit is on silence rather than on the whole.
final class SilenceWatch: @unchecked Sendable {
    let limit: Duration
    private let lock = NSLock()
    private var lastHeard = ContinuousClock.now

    init(limit: Duration) { self.limit = limit }

    func heard() {
        lock.lock()
        lastHeard = .now
        lock.unlock()
    }

    private var deadline: ContinuousClock.Instant {
        lock.lock()
        defer { lock.unlock() }
        return lastHeard + limit
    }

    func untilSilent() async throws -> Never {
        while true {
            let deadline = deadline
            if ContinuousClock.now >= deadline { throw AssistantError.timedOut }
            try await Task.sleep(until: deadline, clock: .continuous)
        }
    }
}

extension Duration {
    var timeAmount: TimeAmount {
        let (seconds, attoseconds) = components
        return .nanoseconds(seconds.multipliedReportingOverflow(by: 1_000_000_000).partialValue + attoseconds / 1_000_000_000)
    }
}
