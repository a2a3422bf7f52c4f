import ArkivatorLibrary
import Foundation
import ServiceLifecycle

/// Reads uploaded photos in the background, one letter at a time, each job's stage saved as
/// it goes so that the page can show it and a restart can pick the job up again. On shutdown
/// the letter being read is finished first.
final class JobProcessor: Service, Sendable {
    struct Work: Sendable {
        let jobID: UUID
        let library: Library
        /// Why reading failed is kept in the job, in the language of whoever sent the photos.
        let english: Bool
    }

    private let stream: AsyncStream<Work>
    private let continuation: AsyncStream<Work>.Continuation

    init() {
        (stream, continuation) = AsyncStream.makeStream(of: Work.self)
    }

    func enqueue(_ jobID: UUID, library: Library) {
        continuation.yield(Work(jobID: jobID, library: library, english: Language.current == .english))
    }

    func run() async throws {
        let reader = PhotoReading.reader()
        for await work in stream.cancelOnGracefulShutdown() {
            guard let job = try? work.library.job(work.jobID), !job.awaitsReview else { continue }
            // A failure is recorded on the job, which its page shows.
            guard (try? await work.library.read(job, with: reader, english: work.english)) != nil else { continue }
            // Not waited for: the next letter's reading must not wait on a slow service.
            Task { await work.library.secondOpinionIfUnsure(on: job) }
        }
    }
}
