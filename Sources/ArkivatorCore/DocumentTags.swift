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
}
