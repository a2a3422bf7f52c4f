import ArkivatorCore
import Foundation

/// What the assistant thinks a letter's fields should be. Only a suggestion for the review
/// form: each field the model got wrong in shape is nil rather than guessed at.
public struct FieldOpinion: Sendable, Hashable, Codable {
    public var docType: DocumentType?
    public var documentDate: CalendarDate?
    public var institution: String?
    public var title: String?
    public var reason: String
    /// How sure the model says it is, 0…1; nil when it did not say or said something else.
    /// A model's own word, not a measured rate: quick filing uses it only above the owner's threshold.
    public var confidence: Double?

    public static let institutionLimit = 120
    public static let reasonLimit = 400

    public init(docType: DocumentType?, documentDate: CalendarDate?, institution: String?, title: String?, reason: String,
                confidence: Double? = nil) {
        self.confidence = confidence
        self.docType = docType
        self.documentDate = documentDate
        self.institution = institution
        self.title = title
        self.reason = reason
    }

    /// Parses a model's answer to `AssistantTask.fieldOpinion`: one JSON object, in a code
    /// fence or prose or not. A type that is not one of ours, an impossible date, or one
    /// outside 1900…today+5 years leaves that field nil; the title is cleaned as any title from
    /// a model, the institution trimmed to 120 characters, the reason to about 400.
    public static func parse(_ answer: String, today: CalendarDate) throws(AssistantError) -> FieldOpinion {
        let object = try JSONValue.onlyObject(in: answer)
        let docType = object["type"]?.stringValue.flatMap { DocumentType(rawValue: $0.trimmingCharacters(in: .whitespaces).lowercased()) }
        let documentDate = object["date"]?.stringValue
            .flatMap { CalendarDate(iso: $0.trimmingCharacters(in: .whitespaces)) }
            .flatMap { plausibleRange(today: today).contains($0) ? $0 : nil }
        let institution = object["institution"]?.stringValue.flatMap { oneLine($0, limit: institutionLimit) }
        let title = object["title"]?.stringValue.flatMap(AssistantText.cleanTitle)
        let reason = object["reason"]?.stringValue.flatMap { oneLine($0, limit: reasonLimit) } ?? ""
        let confidence = object["confidence"]?.doubleValue.flatMap { (0...1).contains($0) ? $0 : nil }
        return FieldOpinion(docType: docType, documentDate: documentDate, institution: institution, title: title, reason: reason,
                            confidence: confidence)
    }

    /// Letters in a family's archive are from after 1900, and none is dated more than a few
    /// years ahead; a date outside is a misreading.
    static func plausibleRange(today: CalendarDate) -> ClosedRange<CalendarDate> {
        let latestYear = today.year + 5
        let latest = CalendarDate(year: latestYear, month: today.month, day: min(today.day, CalendarDate.daysIn(month: today.month, year: latestYear)))!
        return CalendarDate(year: 1900, month: 1, day: 1)!...latest
    }

    private static func oneLine(_ text: String, limit: Int) -> String? {
        let clean = AssistantText.collapsed(AssistantText.cleanAnswer(text))
        let cut = clean.count > limit ? String(clean.prefix(limit)).trimmingCharacters(in: .whitespaces) + "…" : clean
        return cut.isEmpty ? nil : cut
    }
}
