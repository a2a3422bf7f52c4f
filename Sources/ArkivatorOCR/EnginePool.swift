import Foundation

/// Idle engines waiting to be borrowed. A caller takes one (or starts a new one when none is
/// idle), uses it on its own thread, and gives it back; at most `maximumIdle` are kept.
///
/// Engines are started outside the lock, so two callers arriving at once start two engines in
/// parallel instead of queueing behind one 0.3 s start.
final class EnginePool: @unchecked Sendable {
    // `idle` is only touched under `lock`; an engine is used by one borrower at a time, never
    // while it sits in `idle`.
    private let lock = NSLock()
    private var idle: [TesseractEngine] = []
    private let maximumIdle: Int
    private let makeEngine: @Sendable () throws -> TesseractEngine

    init(maximumIdle: Int, makeEngine: @escaping @Sendable () throws -> TesseractEngine) {
        self.maximumIdle = max(1, maximumIdle)
        self.makeEngine = makeEngine
    }

    func withEngine<Result>(_ body: (TesseractEngine) throws -> Result) throws -> Result {
        let engine = try borrow()
        defer { giveBack(engine) }
        return try body(engine)
    }

    /// Lets go of the idle engines; engines now borrowed are kept when they come back.
    func releaseIdle() {
        var released: [TesseractEngine] = []
        lock.withLock { swap(&released, &idle) }
        released.removeAll()  // Tesseract is shut down here, outside the lock.
    }

    /// How many engines sit idle (for tests and diagnostics).
    var idleCount: Int {
        lock.withLock { idle.count }
    }

    private func borrow() throws -> TesseractEngine {
        if let engine = lock.withLock({ idle.popLast() }) { return engine }
        return try makeEngine()
    }

    private func giveBack(_ engine: TesseractEngine) {
        // An engine beyond the limit is not kept; it is freed when the caller's reference goes,
        // outside the lock.
        lock.withLock {
            if idle.count < maximumIdle { idle.append(engine) }
        }
    }
}
