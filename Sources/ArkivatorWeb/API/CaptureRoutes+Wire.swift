import ArkivatorCore
import ArkivatorImaging
import ArkivatorLibrary
import ArkivatorWire

// The capture routes' answers on the wire, made here rather than in ArkivatorWire: they carry
// the session's language, a job of the web's own queue, and the viewfinder's outline.

extension Components.Schemas.FrameOutline {
    /// Corners clockwise from the top left, in the frame's pixels; absent when no sheet was found.
    init(_ outline: ArkivatorImaging.FrameOutline) {
        self.init(width: outline.width, height: outline.height,
                  corners: outline.corners.map { [$0.topLeft, $0.topRight, $0.bottomRight, $0.bottomLeft].map { [$0.x, $0.y] } },
                  runsOffFrame: outline.runsOffFrame)
    }
}

extension Components.Schemas.JobStatus {
    /// A letter sent again under its upload key, filed already: no job, only the document.
    init(filedAs id: Int64) {
        self.init(stage: "filed", label: Language.current.words(.filed), awaitsReview: false, failed: false,
                  documentId: id)
    }

    /// `duplicates` once the job is read: the filed letters it looks like a second copy of.
    init(_ job: PendingJob, duplicates: [DuplicateMatch]? = nil) {
        self.init(id: job.id.uuidString.lowercased(), stage: job.stage.rawValue, label: CaptureRoutes.label(of: job),
                  awaitsReview: job.awaitsReview, failed: job.hasFailed, failure: job.failure,
                  duplicates: duplicates?.compactMap(Components.Schemas.Duplicate.init))
    }
}

extension Components.Schemas.Duplicate {
    /// A filed letter a job's letter looks like, its warning in the session's language; none
    /// for a letter found different, which the Library never counts as a match.
    init?(_ match: DuplicateMatch) {
        guard let verdict = MatchPayload(match.verdict) else { return nil }
        self.init(id: match.documentID, title: match.title, documentDate: match.documentDate?.iso, filedOn: match.filedOn.iso,
                  match: verdict, score: (match.score * 1000).rounded() / 1000,
                  warning: match.warning(english: Language.current == .english))
    }
}

extension Components.Schemas.Duplicate.MatchPayload {
    init?(_ verdict: LetterResemblance.Verdict) {
        switch verdict {
        case .sameText: self = .sameText
        case .sameLetter: self = .sameLetter
        case .different: return nil
        }
    }
}
