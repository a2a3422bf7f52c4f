/// A fault the admin API's `fail-next` queued, good for `remaining` more requests.
public protocol QueuedFaultEntry: Sendable {
    var remaining: Int { get set }
}

/// A fake's `fail-next` script: faults served in the order they were queued, each over as
/// many requests as it was asked for, so a test's script plays out as written.
public struct FaultQueue<Fault: QueuedFaultEntry>: Sendable {
    public private(set) var pending: [Fault] = []

    public init() {}

    public mutating func append(_ fault: Fault) { pending.append(fault) }

    public mutating func removeAll() { pending.removeAll() }

    /// Spends one use of the first fault `applies` accepts, and drops it once used up.
    /// Returns that fault as it stands after the use.
    public mutating func take(where applies: (Fault) -> Bool = { _ in true }) -> Fault? {
        guard let index = pending.firstIndex(where: applies) else { return nil }
        pending[index].remaining -= 1
        let fault = pending[index]
        if fault.remaining <= 0 { pending.remove(at: index) }
        return fault
    }
}
