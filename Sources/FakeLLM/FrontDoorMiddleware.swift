import Foundation
import Hummingbird

/// What every request passes through before and after its route: the configured latency,
/// the request log and the `--verbose` trace. The admin API is exempt from all but the trace,
/// so tests can steer the fake without disturbing what they measure.
struct FrontDoorMiddleware: RouterMiddleware {
    typealias Context = FakeLLMContext

    let state: LLMState
    let verbose: Bool

    func handle(_ request: Request, context: Context,
                next: (Request, Context) async throws -> Response) async throws -> Response {
        let path = request.uri.path
        let method = request.method.rawValue
        guard !path.hasPrefix("/_admin/") else {
            let response = try await next(request, context)
            trace(method, path, response.status.code)
            return response
        }

        var request = request
        var context = context
        let body = (try? await request.bodyData()).map(RequestLogEntry.body(from:)) ?? .null
        context.requestID = await state.logArrival(
            method: method, path: request.uri.description,
            headers: request.headers.map { (name: $0.name.canonicalName, value: $0.value) }, body: body)

        let latency = await state.tuning.latencyMs
        if latency > 0 { try await Task.sleep(for: .milliseconds(latency)) }

        let response: Response
        do {
            response = try await next(request, context)
        } catch let error as any HTTPResponseError {
            // Hummingbird's own refusals (no such route, a body too large) become responses
            // here, so the log records their real status.
            response = try error.response(from: request, context: context)
        } catch {
            // The connection is being abandoned (`timeout`, `cut`): nothing was answered.
            await state.logCompletion(of: context.requestID, status: nil)
            trace(method, path, nil)
            throw error
        }
        await state.logCompletion(of: context.requestID, status: response.status.code)
        trace(method, path, response.status.code)
        return response
    }

    private func trace(_ method: String, _ path: String, _ status: Int?) {
        guard verbose else { return }
        FileHandle.standardError.write(Data("\(method) \(path) \(status.map(String.init) ?? "unanswered")\n".utf8))
    }
}
