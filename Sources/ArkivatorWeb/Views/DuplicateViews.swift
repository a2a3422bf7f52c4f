import ArkivatorCore
import ArkivatorLibrary
import Foundation

/// A filed letter the one under review looks like, as the review page shows it: the warning
/// with the other letter's title linked to its page.
struct DuplicateNotice {
    let id: Int64
    let lead: String
    let title: String
    let url: String

    init(_ match: DuplicateMatch) {
        id = match.documentID
        lead = match.warningLead(english: Language.current == .english)
        title = match.title
        url = "/dokumenter/\(match.documentID)"
    }
}

/// A filed letter a job's letter looks like, in the job status of the JSON API.
struct DuplicateJSON: Encodable {
    let id: Int64
    let title: String
    let documentDate: String?
    let filedOn: String
    /// How it matched: `sameText` or `sameLetter`.
    let match: String
    let score: Double
    let warning: String

    init(_ match: DuplicateMatch) {
        id = match.documentID
        title = match.title
        documentDate = match.documentDate?.iso
        filedOn = match.filedOn.iso
        self.match = match.verdict.rawValue
        score = (match.score * 1000).rounded() / 1000
        warning = match.warning(english: Language.current == .english)
    }
}
