import ArkivatorCore
import ArkivatorStore
import Foundation

/// What a letter filed with nobody looking is held to: `file --yes`, `watch` and an import of
/// photos all file this way.
public struct QuickFiling: Sendable {
    /// File a letter whose text came out uncertain all the same (`Filing.asRead`).
    public var acceptsUncertainText: Bool
    /// Leave out a letter that looks like one filed before, rather than file it with a warning.
    public var skipsDuplicates: Bool

    public init(acceptsUncertainText: Bool = false, skipsDuplicates: Bool = false) {
        self.acceptsUncertainText = acceptsUncertainText
        self.skipsDuplicates = skipsDuplicates
    }
}

/// What became of a letter filed as read.
public enum QuickFilingOutcome: Sendable {
    /// Filed; `notes` is what its owner should still hear about it.
    case filed(Document.ID, notes: FilingNotes)
    /// Left out: it looks like these letters, filed before.
    case skipped([DuplicateMatch])
}

/// What a letter filed as read leaves to be said, since nobody looked at it.
public struct FilingNotes: Sendable {
    /// Letters filed before that this one looks like a second copy of.
    public var duplicates: [DuplicateMatch]
    /// Pages on which no sheet was found, so the whole photo was used, numbered from 1.
    public var pagesWithoutSheet: [Int]
    /// Why the text may be wrong, for a letter filed though it came out uncertain.
    public var uncertainWarning: String?
    /// Nothing could be read at all.
    public var hasNoText: Bool
}

extension Library {
    /// Reads the job (unless it was read already) and files it as read, under `policy`. A
    /// letter refused for its uncertain text or left out as a duplicate leaves no job behind:
    /// the photos are the user's own, where they were, and a job kept would only be read and
    /// refused again by the next quick filing. So does one that fails in any other way, unless
    /// `keepingJobThatFails` (a job left by an earlier run, whose failure stays on record).
    /// `LibraryError.uncertainText` says why a letter's text was refused.
    public func fileAsRead(_ pending: PendingJob, reader: DocumentReader, policy: QuickFiling,
                           keepingJobThatFails: Bool = false,
                           progress: (PipelineStage) -> Void = { _ in }) async throws -> QuickFilingOutcome {
        do {
            let draft = pending.awaitsReview ? try draft(of: pending) : try await read(pending, with: reader, progress: progress)
            let job = try job(pending.id)
            let duplicates = try duplicates(ofText: draft.document.text)
            if policy.skipsDuplicates, !duplicates.isEmpty {
                try discard(job)
                return .skipped(duplicates)
            }
            let id = try file(job, as: .asRead(acceptingUncertainText: policy.acceptsUncertainText))
            return .filed(id, notes: FilingNotes(duplicates: duplicates, pagesWithoutSheet: draft.pagesWithoutSheet,
                                                 uncertainWarning: draft.uncertainWarning(),
                                                 hasNoText: draft.document.text.isEmpty))
        } catch {
            if case LibraryError.uncertainText = error {
                try? discard(pending)
            } else if !keepingJobThatFails {
                try? discard(pending)
            }
            throw error
        }
    }
}
