/// The requests a fake received, newest last, for `/_admin/requests`. It keeps the latest
/// `capacity` of them, so a fake run for hours (the soak) does not grow without end.
public struct RequestLog<Entry: Sendable>: Sendable {
    public static var capacity: Int { 10_000 }

    private var entries: [Entry]

    /// A log that starts with `entries`, such as those a fake saved before a restart.
    public init(_ entries: [Entry] = []) {
        self.entries = entries
    }

    public var recent: [Entry] { Array(entries.suffix(Self.capacity)) }

    public mutating func append(_ entry: Entry) {
        entries.append(entry)
        // Trimming in batches keeps appends cheap while never holding much over the cap.
        if entries.count > Self.capacity + 1000 { entries.removeFirst(entries.count - Self.capacity) }
    }

    /// Changes the newest entry `matches` picks, such as a request's once it is answered.
    /// Returns the entry as changed; nil when none matches.
    @discardableResult
    public mutating func updateLast(where matches: (Entry) -> Bool, _ change: (inout Entry) -> Void) -> Entry? {
        guard let index = entries.lastIndex(where: matches) else { return nil }
        change(&entries[index])
        return entries[index]
    }

    public mutating func removeAll() { entries.removeAll() }
}
