import Foundation

/// At most `concurrent` camera frames decoded at once, and `waiting` more in line, the rest
/// refused (`Busy`, which the viewfinder answers by sending its next frame): a frame decodes
/// into megabytes, and four phones' worth of frames decoded in parallel once took the server
/// from 84 MB to 757 MB. Together with `CaptureRoutes.maximumFrameBytes` this bounds what
/// frames can hold of the memory.
actor FrameDecodes {
    struct Busy: Error {}

    nonisolated let concurrent: Int
    nonisolated let waitingLimit: Int
    private var running = 0
    private var queue: [CheckedContinuation<Void, Never>] = []

    init(concurrent: Int = 2, waiting: Int = 8) {
        self.concurrent = concurrent
        waitingLimit = waiting
    }

    /// How many wait for a slot now.
    var waiting: Int { queue.count }

    /// `decode`, off this actor, once a slot is free.
    nonisolated func run<Value: Sendable>(_ decode: @Sendable () throws -> Value) async throws -> Value {
        try await enter()
        do {
            let value = try decode()
            await leave()
            return value
        } catch {
            await leave()
            throw error
        }
    }

    func enter() async throws {
        if running < concurrent {
            running += 1
            return
        }
        guard queue.count < waitingLimit else { throw Busy() }
        await withCheckedContinuation { queue.append($0) }
    }

    /// Hands the slot straight to the first in line.
    func leave() {
        if queue.isEmpty {
            running -= 1
        } else {
            queue.removeFirst().resume()
        }
    }
}
