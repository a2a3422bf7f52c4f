import Foundation

/// Google's truncated exponential backoff: after the n-th failure wait `min(2^n · base +
/// random jitter, cap)`. Each Drive operation is tried a few times in a row; a job whose
/// operation still fails waits much longer before its next attempt, and after
/// `attemptLimit` attempts it is `failed` until the user asks again.
public struct RetryPolicy: Sendable {
    /// Scales every wait, so the soak and tests can run Google's schedule faster; the
    /// schedule's shape stays the same.
    public static let baseVariable = "ARKIVATOR_DRIVE_BACKOFF_SECONDS"

    public var base: TimeInterval
    public var cap: TimeInterval
    /// Tries of one operation inside an attempt.
    public var tries: Int
    /// Attempts of one job before it is `failed`.
    public var attemptLimit: Int

    public init(base: TimeInterval = 1, cap: TimeInterval = 32, tries: Int = 6, attemptLimit: Int = 5) {
        self.base = base
        self.cap = cap
        self.tries = tries
        self.attemptLimit = attemptLimit
    }

    public static func current(environment: [String: String] = ProcessInfo.processInfo.environment) -> RetryPolicy {
        guard let value = environment[baseVariable].flatMap(Double.init), value >= 0 else { return RetryPolicy() }
        return RetryPolicy(base: value, cap: 32 * value)
    }

    /// The pause after the `failures`-th failure in a row of one operation.
    public func delay(afterFailure failures: Int) -> TimeInterval {
        let exponential = base * pow(2, Double(max(0, failures - 1)))
        return min(exponential + Double.random(in: 0...1) * base, cap)
    }

    /// How long a job waits after its `attempts`-th failed attempt: a minute, then two, four, eight.
    public func delay(afterAttempt attempts: Int) -> TimeInterval {
        60 * base * pow(2, Double(max(0, attempts - 1))) + Double.random(in: 0...1) * base
    }

    /// Runs `operation`, trying again after transient failures; other failures end it at once.
    func retrying<T: Sendable>(_ operation: () async throws -> T) async throws -> T {
        var failures = 0
        while true {
            do {
                return try await operation()
            } catch let error as DriveError where error.isTransient {
                try await backOff(after: error, failures: &failures)
            }
        }
    }

    /// Counts one more transient failure in a row and waits its pause; throws `error` once
    /// the tries are used up.
    func backOff(after error: DriveError, failures: inout Int) async throws {
        failures += 1
        if failures >= tries { throw error }
        try await Task.sleep(nanoseconds: UInt64(delay(afterFailure: failures) * 1_000_000_000))
    }
}
