import Foundation

/// A wall clock that stands still until the test moves it: a back-off, an idle session's
/// timeout or an undo window runs out when the test says, not when a slow machine gets there.
public final class ManualClock: @unchecked Sendable {
    private let lock = NSLock()
    private var current: Date

    /// Starts at `start`, by default now to the whole second, which a date stored in the
    /// database keeps exactly (to the millisecond).
    public init(_ start: Date = Date(timeIntervalSince1970: Date().timeIntervalSince1970.rounded(.down))) {
        current = start
    }

    public var now: Date { lock.withLock { current } }

    public func advance(by seconds: TimeInterval) {
        lock.withLock { current += seconds }
    }

    /// The clock as the product takes one.
    public var reading: @Sendable () -> Date { { self.now } }
}
