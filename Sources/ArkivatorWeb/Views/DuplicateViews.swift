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
