/// A person whose letters the family keeps.
public struct FamilyMember: Hashable, Sendable {
    public typealias ID = Int64

    public var id: ID?
    public var name: String
    /// In the user's own words: "meg selv", "barn", "mor".
    public var relationship: String
    public var birthDate: CalendarDate?
    public var fodselsnummer: Fodselsnummer?
    /// The folder under the Drive root that holds this person's files.
    public var driveFolderName: String

    public init(
        id: ID? = nil,
        name: String,
        relationship: String,
        birthDate: CalendarDate? = nil,
        fodselsnummer: Fodselsnummer? = nil,
        driveFolderName: String? = nil
    ) {
        self.id = id
        self.name = name
        self.relationship = relationship
        self.birthDate = birthDate
        self.fodselsnummer = fodselsnummer
        self.driveFolderName = driveFolderName ?? FileName.sanitized(name)
    }

    /// What the interface shows for a document whose person is not known.
    public static let unknownPersonLabel = "Ukjent person"
}
