/// How far the first unlock after an upgrade has come in sealing what an earlier version
/// left plain: the database, then every file.
public struct SealingProgress: Sendable, Equatable {
    public let done: Int
    public let total: Int

    public init(done: Int, total: Int) {
        self.done = done
        self.total = total
    }
}
