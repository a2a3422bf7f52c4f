import FakeServiceKit
import Foundation
import Hummingbird

/// The test harness's handle on the fake, under `/_admin/`. No authentication: it only ever
/// listens on loopback for tests. Its shapes are relied on by scripts, so change them only
/// together with those.
struct AdminRoutes: Sendable {
    let state: DriveState

    func add(to router: Router<FakeDriveContext>) {
        router.get("/_admin/health") { _, _ in Response.text("ok") }
        router.get("/_admin/files", use: files)
        router.get("/_admin/config", use: config)
        router.post("/_admin/config", use: updateConfig)
        router.get("/_admin/fail-next", use: queuedFaults)
        router.post("/_admin/fail-next", use: failNext)
        router.delete("/_admin/fail-next", use: clearFaults)
        router.post("/_admin/expire-tokens", use: expireTokens)
        router.post("/_admin/revoke-all", use: revokeAll)
        router.get("/_admin/requests", use: requests)
        router.delete("/_admin/requests", use: clearRequests)
    }

    @Sendable func files(_ request: Request, context: FakeDriveContext) async throws -> Response {
        let files = await state.allFiles()
        return Response.json(.array(files.map { file in
            let record = file.record
            return [
                "id": .string(record.id),
                "name": .string(record.name),
                "parents": [.string(record.parent)],
                "mimeType": .string(record.mimeType),
                "trashed": .bool(file.trashed),
                "appProperties": FileFieldMask.properties(record.appProperties),
                "md5Checksum": JSON(record.content?.md5),
                "size": JSON(record.content.map { String($0.size) }),
            ]
        }))
    }

    @Sendable func config(_ request: Request, context: FakeDriveContext) async throws -> Response {
        Response.json(await state.config.json)
    }

    @Sendable func updateConfig(_ request: Request, context: FakeDriveContext) async throws -> Response {
        var request = request
        let patch: ConfigPatch
        do {
            patch = try JSONDecoder().decode(ConfigPatch.self, from: try await request.bodyData())
        } catch {
            throw HTTPError(.badRequest, message: "Expected a JSON object with any of failRate, latencyMs, faults, quotaExceeded, denyConsent, tokenLifetime.")
        }
        var config = await state.config
        try patch.apply(to: &config)
        return Response.json(try await state.setConfig(config).json)
    }

    @Sendable func failNext(_ request: Request, context: FakeDriveContext) async throws -> Response {
        var request = request
        let order: FailNextRequest
        do {
            order = try JSONDecoder().decode(FailNextRequest.self, from: try await request.bodyData())
        } catch {
            throw HTTPError(.badRequest, message: "Expected {\"kind\": one of \(FaultKind.allCases.map(\.rawValue)), \"count\"?, \"match\"?, \"method\"?}.")
        }
        guard let kind = FaultKind(rawValue: order.kind) else {
            throw HTTPError(.badRequest, message: "Unknown fault kind '\(order.kind)'; expected one of \(FaultKind.allCases.map(\.rawValue)).")
        }
        let count = order.count ?? 1
        guard count >= 1 else { throw HTTPError(.badRequest, message: "count must be at least 1.") }
        let queue = await state.enqueueFault(QueuedFault(kind: kind, remaining: count, match: order.match, method: order.method))
        return Response.json(Self.json(queue))
    }

    @Sendable func queuedFaults(_ request: Request, context: FakeDriveContext) async throws -> Response {
        Response.json(Self.json(await state.pendingFaults()))
    }

    @Sendable func clearFaults(_ request: Request, context: FakeDriveContext) async throws -> Response {
        await state.clearQueuedFaults()
        return Response.json([])
    }

    @Sendable func expireTokens(_ request: Request, context: FakeDriveContext) async throws -> Response {
        Response.json(["expired": .number(Double(try await state.expireAllAccessTokens()))])
    }

    @Sendable func revokeAll(_ request: Request, context: FakeDriveContext) async throws -> Response {
        Response.json(["revoked": .number(Double(try await state.revokeAllRefreshTokens()))])
    }

    @Sendable func requests(_ request: Request, context: FakeDriveContext) async throws -> Response {
        Response.json(.array(await state.loggedRequests().map { entry in
            [
                "method": .string(entry.method),
                "path": .string(entry.path),
                "query": JSON(entry.query),
                "status": .number(Double(entry.status)),
                "fault": JSON(entry.fault?.rawValue),
            ]
        }))
    }

    @Sendable func clearRequests(_ request: Request, context: FakeDriveContext) async throws -> Response {
        await state.clearRequestLog()
        return Response.json([])
    }

    private static func json(_ queue: [QueuedFault]) -> JSON {
        .array(queue.map { fault in
            ["kind": .string(fault.kind.rawValue), "count": .number(Double(fault.remaining)),
             "match": JSON(fault.match), "method": JSON(fault.method)]
        })
    }
}

struct FailNextRequest: Decodable {
    var kind: String
    var count: Int?
    var match: String?
    var method: String?
}

/// A partial `AdminConfig`: members left out keep their value.
struct ConfigPatch: Decodable {
    var failRate: Double?
    var latencyMs: Int?
    var faults: [String]?
    var quotaExceeded: Bool?
    var denyConsent: Bool?
    var tokenLifetime: Int?

    func apply(to config: inout AdminConfig) throws {
        if let failRate {
            guard (0...1).contains(failRate) else { throw HTTPError(.badRequest, message: "failRate must be between 0 and 1.") }
            config.failRate = failRate
        }
        if let latencyMs {
            guard latencyMs >= 0 else { throw HTTPError(.badRequest, message: "latencyMs must not be negative.") }
            config.latencyMs = latencyMs
        }
        if let faults {
            config.faults = try faults.map { name in
                guard let kind = FaultKind(rawValue: name), kind.isRandomlyChosen else {
                    throw HTTPError(.badRequest, message: "Unknown random fault kind '\(name)'; expected any of \(FaultKind.randomKinds.map(\.rawValue)). quota and 404 are only for fail-next.")
                }
                return kind
            }
        }
        if let quotaExceeded { config.quotaExceeded = quotaExceeded }
        if let denyConsent { config.denyConsent = denyConsent }
        if let tokenLifetime {
            guard tokenLifetime > 0 else { throw HTTPError(.badRequest, message: "tokenLifetime must be positive.") }
            config.tokenLifetime = tokenLifetime
        }
    }
}

extension AdminConfig {
    var json: JSON {
        [
            "failRate": .number(failRate),
            "latencyMs": .number(Double(latencyMs)),
            "faults": .array(faults.map { .string($0.rawValue) }),
            "quotaExceeded": .bool(quotaExceeded),
            "denyConsent": .bool(denyConsent),
            "tokenLifetime": .number(Double(tokenLifetime)),
        ]
    }
}
