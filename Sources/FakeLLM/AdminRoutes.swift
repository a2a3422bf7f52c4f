import FakeServiceKit
import Foundation
import Hummingbird

/// The test harness's handle on the fake, under `/_admin/`. No authentication: it only ever
/// listens on loopback for tests. Its shapes are relied on by `FakeLLMProcess`, so change
/// them only together with it.
struct AdminRoutes: Sendable {
    let state: LLMState

    func add(to router: Router<FakeLLMContext>) {
        router.get("/_admin/health") { _, _ in Response.json("ok") }
        router.get("/_admin/config") { _, _ in Response.json(await config()) }
        router.post("/_admin/config", use: updateConfig)
        router.get("/_admin/replies") { _, _ in Response.json(.array(await state.replies.map(JSON.string))) }
        router.post("/_admin/replies", use: appendReplies)
        router.delete("/_admin/replies") { _, _ -> Response in
            await state.clearReplies()
            return Response.json([])
        }
        router.get("/_admin/fail-next") { _, _ in Response.json(Self.json(await state.faults)) }
        router.post("/_admin/fail-next", use: failNext)
        router.delete("/_admin/fail-next") { _, _ -> Response in
            await state.clearFaults()
            return Response.json([])
        }
        router.get("/_admin/requests") { _, _ in Response.json(.array(await state.loggedRequests().map(\.json))) }
        router.delete("/_admin/requests") { _, _ -> Response in
            await state.clearLog()
            return Response.json([])
        }
    }

    private func config() async -> JSON {
        let tuning = await state.tuning
        return [
            "latencyMs": JSON(tuning.latencyMs),
            "chunkDelayMs": JSON(tuning.chunkDelayMs),
            "models": .array(state.models.map(JSON.string)),
            "keyRequired": .bool(state.key != nil),
        ]
    }

    /// `{"latencyMs"?, "chunkDelayMs"?}`: members left out keep their value.
    @Sendable func updateConfig(_ request: Request, context: FakeLLMContext) async throws -> Response {
        let patch = try await Self.body(of: request, expecting: #"{"latencyMs"?: ms, "chunkDelayMs"?: ms}"#)
        var tuning = await state.tuning
        for (name, keyPath) in [("latencyMs", \Tuning.latencyMs), ("chunkDelayMs", \Tuning.chunkDelayMs)] {
            guard let value = patch[name] else { continue }
            guard let milliseconds = value.intValue, milliseconds >= 0 else {
                throw HTTPError(.badRequest, message: "\(name) must be a whole number of milliseconds, not negative.")
            }
            tuning[keyPath: keyPath] = milliseconds
        }
        await state.setTuning(tuning)
        return Response.json(await config())
    }

    /// `{"replies": ["…", …]}`: appended to the script, served one a chat request in order.
    @Sendable func appendReplies(_ request: Request, context: FakeLLMContext) async throws -> Response {
        let expected = #"{"replies": ["text", …]}"#
        let body = try await Self.body(of: request, expecting: expected)
        guard let values = body["replies"]?.arrayValue else { throw HTTPError(.badRequest, message: "Expected \(expected).") }
        let texts = values.compactMap(\.stringValue)
        guard texts.count == values.count else { throw HTTPError(.badRequest, message: "Every reply must be a string.") }
        return Response.json(.array(await state.appendReplies(texts).map(JSON.string)))
    }

    /// `{"kind", "count"?, "retryAfter"?}`: the next `count` (default 1) chat requests fail with `kind`.
    @Sendable func failNext(_ request: Request, context: FakeLLMContext) async throws -> Response {
        let kinds = FaultKind.allCases.map(\.rawValue)
        let body = try await Self.body(of: request, expecting: #"{"kind": one of \#(kinds), "count"?, "retryAfter"?}"#)
        guard let name = body["kind"]?.stringValue, let kind = FaultKind(rawValue: name) else {
            throw HTTPError(.badRequest, message: "kind must be one of \(kinds).")
        }
        let count = body["count"].map { $0.intValue ?? 0 } ?? 1
        guard count >= 1 else { throw HTTPError(.badRequest, message: "count must be a whole number of at least 1.") }
        let retryAfter = body["retryAfter"].map { $0.intValue ?? -1 } ?? 1
        guard retryAfter >= 0 else { throw HTTPError(.badRequest, message: "retryAfter must be a whole number of seconds.") }
        return Response.json(Self.json(await state.enqueueFault(QueuedFault(kind: kind, remaining: count, retryAfter: retryAfter))))
    }

    private static func body(of request: Request, expecting shape: String) async throws -> JSON {
        var request = request
        guard let body = try? JSON.parse(try await request.bodyData()), body.isObject else {
            throw HTTPError(.badRequest, message: "Expected \(shape).")
        }
        return body
    }

    private static func json(_ faults: [QueuedFault]) -> JSON {
        .array(faults.map { ["kind": .string($0.kind.rawValue), "count": JSON($0.remaining), "retryAfter": JSON($0.retryAfter)] })
    }
}
