import ArkivatorLibrary
import Foundation
import Logging
import ServiceLifecycle

/// Keeps the subscribed calendars' sealed copies in step with the library while it is open,
/// so that a phone's calendar is answered with today's appointments after the archive locks.
/// A round costs one small query unless something a calendar shows has changed.
actor CalendarCopier: Service {
    static let interval: Duration = .seconds(10)

    let sessions: SessionStore
    let interval: Duration
    /// `Library.calendarStamp()` when the copies were last written; nil before the first round.
    private var writtenAt: String?
    private let logger = Logger(label: "Arkivator.Calendar")

    init(sessions: SessionStore, interval: Duration = CalendarCopier.interval) {
        self.sessions = sessions
        self.interval = interval
    }

    func run() async {
        await cancelWhenGracefulShutdown {
            while !Task.isCancelled {
                await self.refreshIfChanged()
                try? await Task.sleep(for: self.interval)
            }
        }
    }

    /// Writes the copies anew when anything they show changed since the last time; true when
    /// it wrote them.
    @discardableResult
    func refreshIfChanged() async -> Bool {
        guard let library = await sessions.liveLibrary() else { return false }
        do {
            let stamp = try library.calendarStamp()
            guard stamp != writtenAt else { return false }
            try library.refreshCalendarCopies(now: sessions.now())
            writtenAt = stamp
            return true
        } catch {
            logger.warning("Kalenderne kunne ikke skrives: \(error)")
            return false
        }
    }
}
