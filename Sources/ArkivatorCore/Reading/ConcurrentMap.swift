import Dispatch

extension Array where Element: Sendable {
    /// `map` spread over every core, results in order; for work that shares no mutable state,
    /// such as analysing letters or sealing their files. Every element is transformed even
    /// when one throws; the first error, in order, is then rethrown.
    public func concurrentMap<Mapped: Sendable>(_ transform: @Sendable (Element) throws -> Mapped) throws -> [Mapped] {
        let slots = ResultSlots<Mapped>(count: count)
        DispatchQueue.concurrentPerform(iterations: count) { [self] index in
            slots.set(index, Result { try transform(self[index]) })
        }
        return try slots.values()
    }
}

/// One slot per element, each written by one thread only, so that they need no lock;
/// read after every thread has finished.
private final class ResultSlots<Value: Sendable>: @unchecked Sendable {
    private let slots: UnsafeMutableBufferPointer<Result<Value, any Error>?>

    init(count: Int) {
        slots = .allocate(capacity: count)
        slots.initialize(repeating: nil)
    }

    deinit {
        slots.deinitialize()
        slots.deallocate()
    }

    func set(_ index: Int, _ result: Result<Value, any Error>) {
        slots[index] = result
    }

    func values() throws -> [Value] {
        // Every slot was set: concurrentPerform returns once each iteration has run.
        try slots.map { try $0!.get() }
    }
}
