import ArkivatorLibrary
import Foundation
import Logging
import ServiceLifecycle

/// Uploads the Drive queue in the background while the library is open in a browser. The
/// refresh token is sealed under the master key, so the service works only on a library a
/// session hands it, and lets go of it as soon as the library locks.
actor DriveSyncService: Service {
    /// New work is found at least this often, even when nobody calls `wake()`.
    static let longestPause: Duration = .seconds(30)
    /// How often a sync in flight checks that the library is still open.
    static let sessionCheckInterval: Duration = .seconds(5)

    private let sessions: SessionStore
    private let environment: [String: String]
    private let logger = Logger(label: "Arkivator.DriveSync")
    private var library: Library?
    private var running: Task<DriveSyncOutcome, any Error>?
    /// The trouble last logged, so that one that lasts is logged once, not every round.
    private var lastProblem: String?
    private let signals: AsyncStream<Void>
    private let signal: AsyncStream<Void>.Continuation

    init(sessions: SessionStore, environment: [String: String]) {
        self.sessions = sessions
        self.environment = environment
        // One pending signal is as good as many: it only means "look again".
        (signals, signal) = AsyncStream.makeStream(of: Void.self, bufferingPolicy: .bufferingNewest(1))
    }

    /// Uploads for this unlocked library from now on.
    func attach(_ library: Library) {
        self.library = library
        wake()
    }

    /// Lets go of the library and stops a sync in flight (its job goes back to the queue).
    /// Returns when nothing touches the library any more, so that it can be erased.
    func detach() async {
        library = nil
        guard let running else { return }
        running.cancel()
        _ = await running.result
    }

    var isAttached: Bool { library != nil }

    /// Ends the pause: something was saved, edited, deleted or connected.
    nonisolated func wake() {
        signal.yield()
    }

    func run() async {
        await cancelWhenGracefulShutdown { await self.loop() }
    }

    private func loop() async {
        var signals = self.signals.makeAsyncIterator()
        while !Task.isCancelled {
            let pause = await round()
            let timer = Task { [signal] in
                try await Task.sleep(for: pause)
                signal.yield()
            }
            // nil once cancelled: the stream ends with its consumer.
            _ = await signals.next()
            timer.cancel()
        }
    }

    /// Uploads what is due, if the library is open and Drive connected; returns how long to rest.
    private func round() async -> Duration {
        guard library != nil else { return Self.longestPause }
        guard await sessions.hasLiveSession() else {
            await detach()
            return Self.longestPause
        }
        // Read again after the wait: the library may have been locked meanwhile.
        guard let library else { return Self.longestPause }
        let drive = library.drive(environment: environment)
        guard (try? drive.state()) == .connected else { return Self.longestPause }
        let sync: DriveSyncRun
        do {
            sync = try drive.startSync()
        } catch LibraryError.driveSyncRunning {
            return Self.longestPause   // `arkivator sync` works on it
        } catch {
            report("Drive sync cannot start: \(Self.describe(error))")
            return Self.longestPause
        }
        let task = Task { try await sync.run(untilIdle: false) }
        running = task
        // A long queue must not keep the master key in use after the last session idled out.
        let watch = Task { [sessions] in
            while await sessions.hasLiveSession() { try await Task.sleep(for: Self.sessionCheckInterval) }
            task.cancel()
        }
        let result = await withTaskCancellationHandler { await task.result } onCancel: { task.cancel() }
        watch.cancel()
        running = nil

        switch result {
        case .success(.waiting(let until)):
            report(nil)
            // At least a second, so that work that cannot move does not spin.
            return min(max(.seconds(until.timeIntervalSinceNow), .seconds(1)), Self.longestPause)
        case .success(.stopped(let state)):
            report("Drive sync waits for the user: \(state.rawValue)")
            return Self.longestPause
        case .success(.idle):
            report(nil)
            return Self.longestPause
        case .failure(is CancellationError):
            return Self.longestPause
        case .failure(let error):
            report("Drive sync stopped: \(Self.describe(error))")
            return Self.longestPause
        }
    }

    private func report(_ problem: String?) {
        defer { lastProblem = problem }
        guard let problem, problem != lastProblem else { return }
        logger.warning("\(problem)")
    }

    /// The words of the Library's problems carry status codes and reasons, never a title or
    /// a token; any other error is named by its type alone, since its text might quote a document.
    static func describe(_ error: any Error) -> String {
        ProblemWords.message(for: error) ?? String(describing: type(of: error))
    }
}
