import FakeServiceKit
import Foundation
import Hummingbird

/// What a provider request passes through before and after its route: the request log, then
/// the configured latency. It is logged on arrival, so one never answered is in the log too.
struct LLMFrontDoor: FrontDoor {
    typealias Context = FakeLLMContext

    let state: LLMState

    func answer(_ request: Request, context: Context, next: Next) async throws -> (response: Response, fault: String?) {
        var request = request
        var context = context
        let body = (try? await request.bodyData()).map(RequestLogEntry.body(from:)) ?? .null
        context.requestID = await state.logArrival(
            method: request.method.rawValue, path: request.uri.description,
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
            throw error
        }
        await state.logCompletion(of: context.requestID, status: response.status.code)
        // The handler notes the fault it served in the log; the trace does not name it.
        return (response, nil)
    }
}
