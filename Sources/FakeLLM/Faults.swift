import FakeServiceKit

/// The ways the fake misbehaves on a chat request. Raw values are the names the admin API
/// and the request log use.
enum FaultKind: String, Sendable, CaseIterable {
    /// 429 in the API's own error shape, with `Retry-After`.
    case rateLimited = "429"
    /// 500 in the API's own error shape.
    case serverError = "500"
    /// The request is read and never answered, until the client gives up.
    case timeout
    /// A 200 whose JSON is cut short: the body when not streaming, one event when streaming.
    case malformed
    /// The connection closes halfway through the body, with no proper end to it.
    case cut
}

/// A `fail-next` entry: the next `remaining` chat requests that get past the key and body
/// checks fail with `kind`. Requests a real provider would refuse anyway (a wrong key, a
/// malformed body, an unknown model) do not use one up, so a test's script is not spent on them.
struct QueuedFault: QueuedFaultEntry {
    var kind: FaultKind
    var remaining: Int
    /// Seconds, for `429` only.
    var retryAfter: Int
}

/// What the admin API can tune without restarting the fake.
struct Tuning: Sendable {
    /// Added before every provider request is handled, as a slow network or a busy model would.
    var latencyMs = 0
    /// Between two events of a streamed answer, so a client's reading of a slow stream can be tested.
    var chunkDelayMs = 0
}
