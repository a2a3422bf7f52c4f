import Foundation

/// The tags a filed document carries with it outside the library, as the custom properties of
/// its `.docx`: named as in the product's tag schema, plain text values, and never a
/// fødselsnummer, even one that slipped into an institution's name or a keyword.
public enum DocumentTags {
    public struct Tag: Hashable, Sendable {
        public let name: String
        public let value: String
    }

    /// The tags that have a value, in schema order. `personName` is nil for "Ukjent person".
    public static func tags(of document: Document, personName: String?) -> [Tag] {
        let candidates: [(String, String?)] = [
            ("person", personName ?? FamilyMember.unknownPersonLabel),
            ("docType", document.docType.rawValue),
            ("institution", document.institution),
            ("department", document.department),
            ("specialty", document.specialty),
            ("documentDate", document.documentDate?.iso),
            ("appointment", document.appointment?.iso),
        ] + actionTags(document.actions) + [
            ("scanDate", document.scanDate.formatted(.iso8601)),
            ("keywords", document.keywords.isEmpty ? nil : document.keywords.joined(separator: ", ")),
            ("ocrConfidence", document.ocrConfidence.map { String(format: "%.2f", $0) }),
            ("driveFileId", document.drive.documentFileID),
            ("driveImageId", document.drive.imageFileID),
        ]
        return candidates.compactMap { name, value in
            guard let value else { return nil }
            let safe = Fodselsnummer.redacting(value).trimmingCharacters(in: .whitespacesAndNewlines)
            return safe.isEmpty ? nil : Tag(name: name, value: safe)
        }
    }

    /// The fields a family acts on, one property each, lists joined with «; ».
    private static func actionTags(_ actions: LetterActions) -> [(String, String?)] {
        func joined(_ values: [String]) -> String? { values.isEmpty ? nil : values.joined(separator: "; ") }
        let cancellation = actions.cancellation?.value
        return [
            ("appointmentEnd", actions.appointmentEnd?.value.iso),
            ("durationMinutes", actions.durationMinutes.map { String($0.value) }),
            ("place", actions.place.map { $0.value.parts.joined(separator: ", ") }),
            ("arriveBy", actions.arriveBy?.value.iso),
            ("bring", joined(actions.bring.map(\.value))),
            ("preparation", joined(actions.preparation.map(\.value))),
            ("cancellationPhone", cancellation?.phone),
            ("cancellationDeadline", cancellation?.hoursBefore.map { "\($0) timer før" } ?? cancellation?.deadlineText),
            ("payments", joined(actions.payments.map(\.value).map { payment in
                [payment.kind.rawValue, payment.amountText, payment.dueDate.map { "forfall \($0.iso)" }, payment.paymentReference]
                    .compactMap { $0 }.joined(separator: " ")
            })),
            ("answerDeadline", actions.answerDeadline?.value.iso),
            ("references", joined(actions.references.map { "\($0.value.label) \($0.value.value)" })),
            ("followUps", joined(actions.followUps.map(\.value).map { followUp in
                followUp.dueDate.map { "\(followUp.text) (\($0.iso))" } ?? followUp.text
            })),
            ("contactPhone", actions.contactPhone?.value),
            ("appointmentChange", actions.change?.value.rawValue),
        ]
    }
}
