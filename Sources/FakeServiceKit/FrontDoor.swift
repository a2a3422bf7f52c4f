import Foundation
import Hummingbird

/// What a fake does to each request of its own API before and after the route: latency,
/// faults, its request log, each fake in its own order.
public protocol FrontDoor: Sendable {
    associatedtype Context: RequestContext
    typealias Next = (Request, Context) async throws -> Response

    /// A request of the fake's own API. Returns the response and the name of the fault it
    /// served, if any, for the trace; throws to abandon the connection with no answer.
    func answer(_ request: Request, context: Context, next: Next) async throws -> (response: Response, fault: String?)

    /// A request of the admin API. The default passes it straight to its route.
    func answerAdmin(_ request: Request, context: Context, next: Next) async throws -> Response
}

extension FrontDoor {
    public func answerAdmin(_ request: Request, context: Context, next: Next) async throws -> Response {
        try await next(request, context)
    }
}

/// Every request passes through here. The admin API, under `/_admin/`, is exempt from all the
/// fake's front door does but the `--verbose` trace, so tests can steer the fake without
/// disturbing what they measure.
struct FrontDoorMiddleware<Door: FrontDoor>: RouterMiddleware {
    typealias Context = Door.Context

    let door: Door
    let verbose: Bool

    init(_ door: Door, verbose: Bool) {
        self.door = door
        self.verbose = verbose
    }

    func handle(_ request: Request, context: Context,
                next: (Request, Context) async throws -> Response) async throws -> Response {
        let path = request.uri.path
        let method = request.method.rawValue
        guard !path.hasPrefix("/_admin/") else {
            let response = try await door.answerAdmin(request, context: context, next: next)
            trace(method, path, response.status.code, fault: nil)
            return response
        }
        do {
            let answered = try await door.answer(request, context: context, next: next)
            trace(method, path, answered.response.status.code, fault: answered.fault)
            return answered.response
        } catch {
            trace(method, path, nil, fault: nil)
            throw error
        }
    }

    private func trace(_ method: String, _ path: String, _ status: Int?, fault: String?) {
        guard verbose else { return }
        let outcome = status.map(String.init) ?? "unanswered"
        let suffix = fault.map { " [fault \($0)]" } ?? ""
        FileHandle.standardError.write(Data("\(method) \(path) \(outcome)\(suffix)\n".utf8))
    }
}

extension Router {
    /// A fake's router with its front door as the first middleware, so that every route the
    /// fake adds after, the admin API's included, passes through it.
    public convenience init<Door: FrontDoor>(frontDoor: Door, verbose: Bool) where Door.Context == Context {
        self.init(context: Context.self)
        add(middleware: FrontDoorMiddleware(frontDoor, verbose: verbose))
    }
}
