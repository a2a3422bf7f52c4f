import ArkivatorCore
import Foundation

/// A field of a filed letter as it stands, and as the letter's text reads now: what reading
/// a corrected text again would change, for the owner to take or leave.
public struct RereadField: Sendable, Equatable {
    public enum Field: String, Sendable, CaseIterable, Codable {
        case docType, documentDate, appointment, institution, department, specialty, person, title
    }

    public let field: Field
    /// As the letter has it, as the API writes it (a type's value, a person's name, a date as `YYYY-MM-DD`); nil when empty.
    public let current: String?
    /// As the text reads now, in the same words.
    public let readNow: String?
}

extension RereadField.Field {
    /// The field's name, as the review page calls it.
    public var label: PageWord {
        switch self {
        case .docType: .type
        case .documentDate: .letterDate
        case .appointment: .appointment
        case .institution: .institution
        case .department: .placeDepartment
        case .specialty: .specialty
        case .person: .person
        case .title: .title
        }
    }
}

extension Library {
    /// The fields the letter's text, read again now by the same rules as a new letter's (and
    /// the family's habits), gives otherwise than the letter has them. Nothing changes: the
    /// owner may have set any field by hand, so each is taken only by `takeRereading`.
    public func rereading(of id: Document.ID) throws -> [RereadField] {
        let (document, analysis, family) = try readAgain(id)
        func name(_ person: FamilyMember.ID?) -> String? { family.first { $0.id != nil && $0.id == person }?.name }
        let pairs: [(RereadField.Field, String?, String?)] = [
            (.docType, document.docType.rawValue, analysis.docType.rawValue),
            (.documentDate, document.documentDate?.iso, analysis.documentDate?.iso),
            (.appointment, document.appointment?.iso, analysis.appointment?.iso),
            (.institution, document.institution, analysis.institution),
            (.department, document.department, analysis.department),
            (.specialty, document.specialty, analysis.specialty),
            (.person, name(document.personID), name(analysis.person?.id)),
            (.title, document.title, rereadTitle(of: document, analysis)),
        ]
        return pairs.filter { $0.1 != $0.2 }.map { RereadField(field: $0.0, current: $0.1, readNow: $0.2) }
    }

    /// Takes the fields named from the text's reading now (`rereading(of:)`), as if the owner
    /// had typed them; the others stay as they are. A field the reading gives as it stands is no change.
    @discardableResult
    public func takeRereading(_ fields: Set<RereadField.Field>, of id: Document.ID) throws -> Document {
        let (document, analysis, _) = try readAgain(id)
        var edit = DocumentEdit()
        for field in fields {
            switch field {
            case .docType: edit.docType = analysis.docType
            case .documentDate: edit.documentDate = analysis.documentDate.map { .set($0) } ?? .clear
            case .appointment: edit.appointment = analysis.appointment.map { .set($0) } ?? .clear
            case .institution: edit.institution = analysis.institution.map { .set($0) } ?? .clear
            case .department: edit.department = analysis.department.map { .set($0) } ?? .clear
            case .specialty: edit.specialty = analysis.specialty.map { .set($0) } ?? .clear
            case .person: edit.person = analysis.person?.id.map { .member($0) } ?? .unknown
            case .title: edit.title = rereadTitle(of: document, analysis)
            }
        }
        switch try self.edit(id, edit) {
        case .saved(let saved), .unchanged(let saved): return saved
        }
    }

    private func readAgain(_ id: Document.ID) throws -> (Document, LetterAnalysis, [FamilyMember]) {
        let document = try document(id)
        let analysis = try letterReading().analyze(document.text, scanDate: CalendarDate(document.scanDate)).analysis
        return (document, analysis, try database.familyMembers())
    }

    /// The title the reading gives, dated as the letter is (a new date is a field of its own).
    private func rereadTitle(of document: Document, _ analysis: LetterAnalysis) -> String {
        DocumentTitle.title(analysis.title, withDate: document.documentDate ?? CalendarDate(document.scanDate))
    }
}
