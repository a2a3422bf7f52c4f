import ArkivatorLibrary
import Foundation
import Logging
import ServiceLifecycle

/// Deletes for good the letters whose undo window has closed. The deletions are held in the
/// database, not in this process, so one made before a restart can still be undone after it,
/// and is purged once its window has closed; purging needs no key, so a locked library is
/// purged too.
struct DeletionPurger: Service {
    static let interval: Duration = .seconds(5)

    let library: LibraryHandle
    /// Told when letters went, so that their copies in Drive go to the trash soon.
    let afterPurge: @Sendable () -> Void
    let interval: Duration
    private let logger = Logger(label: "Arkivator.Deletions")

    init(library: LibraryHandle, afterPurge: @escaping @Sendable () -> Void, interval: Duration = Self.interval) {
        self.library = library
        self.afterPurge = afterPurge
        self.interval = interval
    }

    func run() async {
        await cancelWhenGracefulShutdown {
            while !Task.isCancelled {
                await purgeDue()
                try? await Task.sleep(for: interval)
            }
        }
    }

    /// Purges what is due at `now`; returns how many letters went.
    @discardableResult
    func purgeDue(now: Date = Date()) async -> Int {
        guard let locked = await library.current() else { return 0 }
        let purged = locked.purgeDueDeletions(now: now, warn: { [logger] in logger.warning("\($0)") })
        if purged > 0 { afterPurge() }
        return purged
    }
}
