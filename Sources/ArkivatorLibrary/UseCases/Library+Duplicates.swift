import ArkivatorCore
import ArkivatorStore
import Crypto
import Foundation

/// A filed letter that the letter being filed looks like a second copy of.
public struct DuplicateMatch: Sendable, Equatable {
    public let documentID: Document.ID
    public let title: String
    public let documentDate: CalendarDate?
    /// The day the other letter was filed, in the user's time zone.
    public let filedOn: CalendarDate
    /// The share of the shorter text's word pairs found in the other, 0 to 1.
    public let score: Double
    /// How it matched: the very same text, or the same letter read again.
    public let verdict: LetterResemblance.Verdict

    /// «Dette ser ut som et brev du har arkivert 03.02.2025: …», or in English.
    public func warning(english: Bool = false) -> String {
        "\(warningLead(english: english)) \(title)"
    }

    /// The warning up to the other letter's title, for a page that links the title.
    public func warningLead(english: Bool = false) -> String {
        english ? "This looks like a letter you filed on \(filedOn.norwegianNumeric):"
            : "Dette ser ut som et brev du har arkivert \(filedOn.norwegianNumeric):"
    }
}

/// Duplicates are looked for when asked, not when a letter is read: a letter filed while
/// another waits for review (the same letter sent twice, say) must warn the second, and a
/// letter deleted since must not.
extension Library {
    /// Filed letters compared with the new one's text, found through the search index.
    public static let duplicateCandidatesCompared = 8

    /// The filed letters that a read job's letter looks like a second copy of, the likeliest
    /// first; empty when none. The user decides: nothing is refused for it.
    /// A letter filed from the very same file (a PDF sent twice, a photo uploaded again) is
    /// found by its bytes, whatever its text came to; it comes first.
    public func duplicates(of job: PendingJob) throws -> [DuplicateMatch] {
        let jobs = try self.jobs
        let sameFiles = try openingDamaged { try jobs.photos(of: job) }.compactMap { bytes in
            try database.documentID(withOriginal: Data(SHA256.hash(data: bytes)))
        }
        let byBytes = Set(sameFiles).sorted().compactMap { id in
            (try? document(id)).map { document in
                DuplicateMatch(documentID: id, title: document.title, documentDate: document.documentDate,
                               filedOn: CalendarDate(document.scanDate), score: 1, verdict: .sameText)
            }
        }
        let byText = try duplicates(ofText: try draft(of: job).document.text).filter { match in
            !byBytes.contains { $0.documentID == match.documentID }
        }
        return byBytes + byText
    }

    /// The filed letters (other than `excluded`) that a letter with this text would duplicate.
    public func duplicates(ofText text: String, excluding excluded: Document.ID? = nil) throws -> [DuplicateMatch] {
        let fingerprint = LetterFingerprint(text: text)
        let candidates = try database.duplicateCandidates(forTerms: fingerprint.lookupTerms, limit: Self.duplicateCandidatesCompared)
        var matches: [DuplicateMatch] = []
        for candidate in candidates where candidate.document.id != excluded {
            let resemblance = DuplicateLetters.resemblance(fingerprint, LetterFingerprint(text: candidate.text))
            guard resemblance.isDuplicate, try !isHeldForDeletion(candidate.document.id) else { continue }
            matches.append(DuplicateMatch(documentID: candidate.document.id, title: candidate.document.title,
                                          documentDate: candidate.document.documentDate,
                                          filedOn: CalendarDate(candidate.document.scanDate),
                                          score: resemblance.textOverlap, verdict: resemblance.verdict))
        }
        return matches.sorted { ($0.verdict == .sameText ? 1 : 0, $0.score) > ($1.verdict == .sameText ? 1 : 0, $1.score) }
    }
}
