import Foundation

/// A change to one field: a new value, or the field emptied.
public enum FieldChange<Value: Sendable & Equatable>: Sendable, Equatable {
    case set(Value)
    case clear

    var value: Value? {
        switch self {
        case .set(let value): value
        case .clear: nil
        }
    }
}

/// Who a letter is about, as the user chooses it.
public enum PersonChoice: Sendable, Equatable, Hashable {
    case member(FamilyMember.ID)
    /// «Ukjent person».
    case unknown

    public var memberID: FamilyMember.ID? {
        if case .member(let id) = self { return id }
        return nil
    }
}

/// What the user changed about a letter, from the review page, the JSON API or `arkivator
/// edit` alike; a nil field is left as it is. Applied by the library with one set of rules.
public struct DocumentEdit: Sendable, Equatable {
    /// The title's words as typed. The stored title always starts with the letter's date (or,
    /// without one, the day it was scanned), so «Kontroll» on a letter of 2025-03-04 is stored
    /// as «2025-03-04 Kontroll», and a new date moves into the title.
    public var title: String?
    public var docType: DocumentType?
    public var person: PersonChoice?
    public var documentDate: FieldChange<CalendarDate>?
    public var appointment: FieldChange<LocalDateTime>?
    public var institution: FieldChange<String>?
    public var department: FieldChange<String>?
    /// A specialty as typed; the library files it under the standard label it matches.
    public var specialty: FieldChange<String>?
    /// Each keyword whole: a keyword may hold a comma.
    public var keywords: [String]?
    /// The fields a family acts on, whole, as the user left them.
    public var actions: LetterActions?
    /// Replace every fødselsnummer in the text with [REDAKTERT]; the library also paints over
    /// it on the page images (see `Document.fodselsnummerBoxes`).
    public var redactsFodselsnumre = false
    /// With `redactsFodselsnumre`: the photos and PDFs the letter was filed from stay as they
    /// were, by the owner's choice, rather than being erased with the numbers they show.
    public var keepsOriginalsUnredacted = false

    public init(title: String? = nil, docType: DocumentType? = nil, person: PersonChoice? = nil,
                documentDate: FieldChange<CalendarDate>? = nil, appointment: FieldChange<LocalDateTime>? = nil,
                institution: FieldChange<String>? = nil, department: FieldChange<String>? = nil,
                specialty: FieldChange<String>? = nil, keywords: [String]? = nil, actions: LetterActions? = nil,
                redactsFodselsnumre: Bool = false) {
        self.title = title
        self.docType = docType
        self.person = person
        self.documentDate = documentDate
        self.appointment = appointment
        self.institution = institution
        self.department = department
        self.specialty = specialty
        self.keywords = keywords
        self.actions = actions
        self.redactsFodselsnumre = redactsFodselsnumre
    }

    public enum Problem: Error, Equatable, Sendable {
        case emptyTitle
        case titleHoldsFodselsnummer
        case unknownSpecialty(String)
        case unknownPerson(FamilyMember.ID)
        /// A fødselsnummer typed into one of the fields a family acts on, which go to calendars.
        case actionsHoldFodselsnummer
    }

    /// The edit applied to `document`; `family` are the members a person may be chosen from.
    public func applied(to document: Document, family: [FamilyMember]) throws(Problem) -> Document {
        var document = document
        if let person {
            if let id = person.memberID, !family.contains(where: { $0.id == id }) { throw .unknownPerson(id) }
            document.personID = person.memberID
        }
        if let docType { document.docType = docType }
        if let documentDate { document.documentDate = documentDate.value }
        if let appointment { document.appointment = appointment.value }
        if let institution { document.institution = Self.trimmed(institution.value) }
        if let department { document.department = Self.trimmed(department.value) }
        if let specialty {
            if let typed = Self.trimmed(specialty.value) {
                guard let label = Specialty.label(matching: typed) else { throw .unknownSpecialty(typed) }
                document.specialty = label
            } else {
                document.specialty = nil
            }
        }
        if let keywords {
            document.keywords = keywords.map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }.filter { !$0.isEmpty }
        }
        if let actions {
            guard actions.texts.allSatisfy({ Fodselsnummer.findings(in: $0).isEmpty }) else { throw .actionsHoldFodselsnummer }
            document.actions = actions.confirmingChanges(from: document.actions)
        }
        let words: String
        if let title {
            do {
                words = try DocumentTitle.validated(title)
            } catch .empty {
                throw .emptyTitle
            } catch {
                throw .titleHoldsFodselsnummer
            }
        } else {
            words = document.title
        }
        // A letter without a date of its own is titled by the day it was scanned, as when read.
        document.title = DocumentTitle.title(words, withDate: document.documentDate ?? CalendarDate(document.scanDate))
        if redactsFodselsnumre { document.redactFodselsnummer() }
        return document
    }

    private static func trimmed(_ text: String?) -> String? {
        guard let text = text?.trimmingCharacters(in: .whitespacesAndNewlines), !text.isEmpty else { return nil }
        return text
    }
}

extension DocumentEdit {
    /// Keywords as one typed line, the way a form field or a command-line option holds them:
    /// separated by commas.
    public static func keywords(fromLine line: String) -> [String] {
        line.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }
}
