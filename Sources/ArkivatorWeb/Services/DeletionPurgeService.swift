import ArkivatorLibrary
import Foundation
import Logging
import ServiceLifecycle

/// Deletes for good the letters whose undo window has closed. The deletions are held in the
/// database, not in this process, so one made before a restart can still be undone after it,
/// and is purged once its window has closed. Purging needs the key, so it goes through a live
/// session's library; while the library is locked, the next unlock purges what came due.
///
/// It is also the clock that locks the library: each round drops the sessions that idled out,
/// so their key and their database pool go even when no request comes to notice.
struct DeletionPurgeService: Service {
    static let interval: Duration = .seconds(5)

    let sessions: SessionStore
    /// Told when letters went, so that their copies in Drive go to the trash soon.
    let afterPurge: @Sendable () -> Void
    let interval: Duration
    private let logger = Logger(label: "Arkivator.Deletions")

    init(sessions: SessionStore, afterPurge: @escaping @Sendable () -> Void, interval: Duration = Self.interval) {
        self.sessions = sessions
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

    /// Purges what is due by the sessions' clock; returns how many letters went.
    @discardableResult
    func purgeDue() async -> Int {
        guard let library = await sessions.liveLibrary() else { return 0 }
        let purged = library.purgeDueDeletions(now: sessions.now())
        if purged > 0 { afterPurge() }
        return purged
    }
}
