import FakeServiceKit
import Foundation
import Hummingbird
import NIOCore

/// What a Drive request passes through before and after its route: the configured latency,
/// fault injection and the request log.
struct DriveFrontDoor: FrontDoor {
    typealias Context = FakeDriveContext

    let state: DriveState

    func answer(_ request: Request, context: Context, next: Next) async throws -> (response: Response, fault: String?) {
        let path = request.uri.path
        let method = request.method.rawValue
        let latency = await state.config.latencyMs
        if latency > 0 { try await Task.sleep(for: .milliseconds(latency)) }

        var fault: FaultKind?
        if FaultPolicy.isFaultable(path: path, method: method) {
            fault = await state.takeFault(for: FaultTarget(
                path: path, method: method, bearerToken: request.bearerToken, isTokenEndpoint: path == "/token"))
        }

        let response: Response
        if let fault, fault != .drop {
            response = await injected(fault, into: request, context: context)
        } else {
            response = await respond(to: request, context: context, next: next)
        }

        await state.record(RequestLogEntry(method: method, path: path, query: request.uri.query,
                                           status: response.status.code, fault: fault))

        if fault == .drop {
            // The request has had its full effect; now the client loses the reply. Closing the
            // channel before Hummingbird writes makes the write fail quietly, so not one byte
            // of a response leaves the server and the client sees a bare connection close.
            try? await context.channel.close()
        }
        return (response, fault?.rawValue)
    }

    /// Admin routes' errors become Google-shaped responses too, as Drive's own do.
    func answerAdmin(_ request: Request, context: Context, next: Next) async throws -> Response {
        await respond(to: request, context: context, next: next)
    }

    private func respond(to request: Request, context: Context, next: Next) async -> Response {
        do {
            return try await next(request, context)
        } catch {
            return Self.response(for: error, request: request, context: context)
        }
    }

    /// Errors become responses here rather than in Hummingbird so the log records the real status.
    static func response(for error: any Error, request: Request, context: Context) -> Response {
        if let error = error as? any HTTPResponseError, let response = try? error.response(from: request, context: context) {
            return response
        }
        return Response.json(GoogleError.internalError.json, status: .internalServerError)
    }

    private func injected(_ fault: FaultKind, into request: Request, context: Context) async -> Response {
        if fault == .expiredToken, let token = request.bearerToken {
            try? await state.expireAccessToken(token)
        }
        if fault == .notFound, let uploadID = request.queryItems["upload_id"] {
            return Self.response(for: GoogleError.uploadSessionNotFound(uploadID), request: request, context: context)
        }
        let fileID = await Self.fileID(of: request)
        guard let error = fault.error(fileID: fileID, forTokenEndpoint: request.uri.path == "/token") else {
            return Response(status: .internalServerError)
        }
        return Self.response(for: error, request: request, context: context)
    }

    /// The id a `404` fault names: the file in the path, else the parent a JSON body names,
    /// which is what Drive reports when a folder vanished under a create.
    private static func fileID(of request: Request) async -> String? {
        let components = request.uri.path.split(separator: "/")
        if let index = components.lastIndex(of: "files"), index + 1 < components.count {
            return String(components[index + 1])
        }
        guard request.headers[.contentType]?.lowercased().contains("json") == true else { return nil }
        var request = request
        guard let body = try? await request.bodyData(), let json = try? JSON.parse(requestBody: body),
              case .array(let parents)? = json["parents"] else { return nil }
        return parents.first?.stringValue
    }
}
