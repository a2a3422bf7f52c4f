import ArkivatorLibrary
import Foundation
import Logging
import ServiceLifecycle

/// Works off the assistant's queue while the library is open, one job at a time: a job asked
/// for wakes it at once, and it looks again every few seconds for jobs queued elsewhere (the
/// JSON API of another process, a job put back after a stop).
actor AssistantWorker: Service {
    static let interval: Duration = .seconds(3)

    let sessions: SessionStore
    let interval: Duration
    private var woken: AsyncStream<Void>.Continuation?
    private var requeued = false
    /// The library a request unlocked with an API key, kept only until the queue it filled is
    /// worked off: with no browser session open, no other library would ever run its jobs.
    private var lentLibrary: Library?
    private let logger = Logger(label: "Arkivator.Assistant")

    init(sessions: SessionStore, interval: Duration = AssistantWorker.interval) {
        self.sessions = sessions
        self.interval = interval
    }

    func wake(with library: Library? = nil) {
        if let library { lentLibrary = library }
        woken?.yield()
    }

    func run() async {
        let (wakes, continuation) = AsyncStream.makeStream(of: Void.self, bufferingPolicy: .bufferingNewest(1))
        woken = continuation
        await cancelWhenGracefulShutdown {
            await withTaskGroup(of: Void.self) { group in
                group.addTask {
                    while !Task.isCancelled {
                        try? await Task.sleep(for: self.interval)
                        continuation.yield()
                    }
                }
                group.addTask {
                    for await _ in wakes {
                        await self.workOffQueue()
                    }
                }
                await group.next()
                group.cancelAll()
            }
        }
        continuation.finish()
    }

    /// Runs queued jobs until none is left or the library locks.
    func workOffQueue() async {
        defer { lentLibrary = nil }
        while !Task.isCancelled, let library = await sessions.liveLibrary() ?? lentLibrary {
            do {
                if !requeued {
                    try library.requeueInterruptedAssistantJobs()
                    requeued = true
                }
                guard let job = try await library.runNextAssistantJob() else { return }
                if job.status == .failed { logger.notice("En assistentjobb feilet: \(job.failure ?? "")") }
            } catch {
                logger.warning("Assistentens kø kunne ikke leses: \(error)")
                return
            }
        }
    }
}
