import ArkivatorArchive
import ArkivatorCore
import ArkivatorImaging
import ArkivatorOCR
import ArkivatorStore
import Foundation
import ServiceLifecycle

/// Reads uploaded photos in the background, one letter at a time, each job's stage saved as
/// it goes so that the page can show it and a restart can pick the job up again. On shutdown
/// the letter being read is finished first.
final class JobProcessor: Service, Sendable {
    struct Work: Sendable {
        let jobID: UUID
        let archive: DocumentArchive
    }

    private let stream: AsyncStream<Work>
    private let continuation: AsyncStream<Work>.Continuation

    init() {
        (stream, continuation) = AsyncStream.makeStream(of: Work.self)
    }

    func enqueue(_ jobID: UUID, archive: DocumentArchive) {
        continuation.yield(Work(jobID: jobID, archive: archive))
    }

    func run() async throws {
        let recognizer = TesseractRecognizer()
        let reader = DocumentReader(enhancer: PageEnhancer(), recognizer: recognizer, orientationDetector: recognizer)
        for await work in stream.cancelOnGracefulShutdown() {
            let intake = DocumentIntake(archive: work.archive)
            guard let job = intake.jobs.job(id: work.jobID), !job.awaitsReview else { continue }
            _ = try? await intake.read(job, with: reader, failureMessage: Self.message)
        }
    }

    static func message(for error: any Error) -> String {
        switch error {
        case let error as ImagingError: error.userMessage
        case is OCRError: UILanguage.current.text("Tekstgjenkjenningen virker ikke på denne maskinen.", "Text recognition does not work on this machine.")
        default: UILanguage.current.text("Bildene kunne ikke leses.", "The photos could not be read.")
        }
    }
}
