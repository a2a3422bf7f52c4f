import ArgumentParser
import ArkivatorLibrary
import Foundation

struct SyncCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "sync",
        abstract: "Last opp køen til Google Drive og flytt slettede dokumenter til papirkurven der.",
        discussion: """
            Kjører til den stoppes, og ser etter nytt arbeid hvert halve minutt. Med --until-idle \
            avslutter den når køen er tom (den venter ut pauser mellom nye forsøk). Avbrytes den, \
            fortsetter neste kjøring der den slapp, uten doble filer i Drive.
            """
    )

    @Flag(help: "Avslutt når køen er tom.")
    var untilIdle = false

    func run() async throws {
        let library = try LibraryAccess.open()
        let sync = try library.drive().startSync()
        let reporter = ProgressReporter()
        while true {
            let outcome = try await sync.run(untilIdle: untilIdle) { reporter.report($0) }
            switch outcome {
            case .idle where untilIdle:
                let counts = try library.uploadCounts()
                Console.say(.syncFinished(done: counts.done, failed: counts.failed))
                if counts.failed > 0 { throw ExitCode(2) }
                return
            case .stopped(let state):
                throw LibraryError.driveNeedsUser(state)
            case .idle, .waiting:
                try await Task.sleep(nanoseconds: 30_000_000_000)
            }
        }
    }
}

/// One line per change of the queue's counts, so a long sync shows it is moving.
private final class ProgressReporter: @unchecked Sendable {
    private var last: UploadQueueCounts?
    private let lock = NSLock()

    func report(_ counts: UploadQueueCounts) {
        lock.lock()
        defer { lock.unlock() }
        guard counts != last else { return }
        last = counts
        Console.say(.syncCounts(done: counts.done, waiting: counts.queued + counts.uploading, failed: counts.failed, toTrash: counts.trashPending))
    }
}
