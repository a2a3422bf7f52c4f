import ArkivatorCore
import ArkivatorStore
import Foundation

/// A family member as the user types one in.
public struct NewFamilyMember: Sendable {
    public var name: String
    public var relationship: String
    public var birthDate: CalendarDate?
    /// As typed; checked, and stored sealed.
    public var fodselsnummer: String?
    /// The folder under the Drive root; by default the name.
    public var driveFolder: String?

    public init(name: String, relationship: String, birthDate: CalendarDate? = nil, fodselsnummer: String? = nil,
                driveFolder: String? = nil) {
        self.name = name
        self.relationship = relationship
        self.birthDate = birthDate
        self.fodselsnummer = fodselsnummer
        self.driveFolder = driveFolder
    }
}

/// What the user changed about a family member; a nil field is left as it is.
public struct FamilyMemberEdit: Sendable {
    public var name: String?
    public var relationship: String?
    public var birthDate: CalendarDate?
    public var fodselsnummer: FieldChange<String>?
    public var driveFolder: String?

    public init(name: String? = nil, relationship: String? = nil, birthDate: CalendarDate? = nil,
                fodselsnummer: FieldChange<String>? = nil, driveFolder: String? = nil) {
        self.name = name
        self.relationship = relationship
        self.birthDate = birthDate
        self.fodselsnummer = fodselsnummer
        self.driveFolder = driveFolder
    }
}

/// A family member after a change, and the letters filed anew because of it.
public struct FamilyChange: Sendable {
    public let member: FamilyMember
    /// Letters that had no person and carried the member's fødselsnummer, now theirs.
    public let claimed: [Document.ID]
    /// The member's letters whose `.docx`, archive-folder and Drive places were redone.
    public let refiled: [Document.ID]
}

extension Library {
    public static let defaultRelationship = "familie"

    public func family() throws -> [FamilyMember] {
        try database.familyMembers()
    }

    /// The person someone typed: a member by id, by full name or by a first name only one
    /// member has, in any case and accent (as search folds: æ, ø and å stay letters of their
    /// own); «ukjent» means no person.
    public func person(named typed: String) throws -> PersonChoice {
        try Self.person(named: typed, among: try family())
    }

    public static func person(named typed: String, among members: [FamilyMember]) throws(LibraryError) -> PersonChoice {
        let wanted = typed.trimmingCharacters(in: .whitespaces)
        if ["ukjent", "ukjent person", "unknown"].contains(wanted.lowercased()) { return .unknown }
        if let id = Int64(wanted), members.contains(where: { $0.id == id }) { return .member(id) }
        let folded = NorwegianFolding.fold(wanted)
        let exact = members.filter { NorwegianFolding.fold($0.name) == folded }
        let byFirstName = members.filter {
            NorwegianFolding.fold($0.name).split(separator: " ").first.map(String.init) == folded
        }
        for candidates in [exact, byFirstName] where candidates.count == 1 {
            if let id = candidates[0].id { return .member(id) }
        }
        if exact.count > 1 || byFirstName.count > 1 { throw .personNameShared(wanted) }
        throw .personNameUnknown(wanted)
    }

    public func familyMember(_ id: FamilyMember.ID) throws -> FamilyMember {
        do {
            return try database.familyMember(id: id)
        } catch StoreError.familyMemberNotFound {
            throw LibraryError.familyMemberNotFound(id)
        }
    }

    /// Adds a member, and gives them the letters filed under «Ukjent person» that carried
    /// their fødselsnummer.
    @discardableResult
    public func addFamilyMember(_ new: NewFamilyMember) throws -> FamilyChange {
        var member = try Self.checkedMember(new)
        member.id = try database.addFamilyMember(member)
        return FamilyChange(member: member, claimed: try archive.fileUnassignedDocuments(carryingNumberOf: member), refiled: [])
    }

    /// The member as typed, held to the rules every new member meets, but added to no
    /// library: so that a whole list can be checked before any of it is added, or a family
    /// given without a library (to analyse a letter) is held to the same rules.
    public static func checkedMember(_ new: NewFamilyMember) throws -> FamilyMember {
        let number = try fodselsnummer(new.fodselsnummer)
        return FamilyMember(
            name: try name(new.name), relationship: relationship(new.relationship),
            birthDate: try birthDate(new.birthDate, agreeingWith: number), fodselsnummer: number,
            driveFolderName: new.driveFolder.map { FileName.sanitized($0) })
    }

    /// Changes a member. A new name is written into each of their letters' `.docx`, and a
    /// Drive folder that followed the old name follows the new one, on Drive and in the
    /// archive folder alike. A fødselsnummer set or taken away needs the passphrase again: it
    /// decides whose letters the unassigned ones carrying it become.
    @discardableResult
    public func updateFamilyMember(_ id: FamilyMember.ID, _ edit: FamilyMemberEdit,
                                   confirmed: PassphraseConfirmed? = nil) throws -> FamilyChange {
        if edit.fodselsnummer != nil { try Self.requireConfirmed(confirmed) }
        let before = try familyMember(id)
        var member = before
        if let name = edit.name {
            member.name = try Self.name(name)
            if before.driveFolderName == FileName.sanitized(before.name) { member.driveFolderName = FileName.sanitized(member.name) }
        }
        if let relationship = edit.relationship { member.relationship = Self.relationship(relationship) }
        switch edit.fodselsnummer {
        case .set(let typed)?:
            member.fodselsnummer = try Self.fodselsnummer(typed)
            member.birthDate = try Self.birthDate(edit.birthDate, agreeingWith: member.fodselsnummer)
        case .clear?:
            // The number goes; the birth date it gave is still the member's.
            member.fodselsnummer = nil
            if let birthDate = edit.birthDate { member.birthDate = birthDate }
        case nil:
            if let birthDate = edit.birthDate { member.birthDate = try Self.birthDate(birthDate, agreeingWith: member.fodselsnummer) }
        }
        if let folder = edit.driveFolder { member.driveFolderName = FileName.sanitized(folder) }
        try database.updateFamilyMember(member)
        let claimed = member.fodselsnummer != before.fodselsnummer
            ? try archive.fileUnassignedDocuments(carryingNumberOf: member) : []
        let refiled = member.name != before.name || member.driveFolderName != before.driveFolderName
            ? try refile(try database.documentIDs(of: id)) : []
        return FamilyChange(member: member, claimed: claimed, refiled: refiled)
    }

    /// Removes a member; their letters stay, as «Ukjent person» or as `heir`'s letters when the
    /// owner moves them to someone else, and move there in the archive folder and on Drive.
    @discardableResult
    public func removeFamilyMember(_ id: FamilyMember.ID, movingLettersTo heir: FamilyMember.ID? = nil) throws -> FamilyChange {
        let member = try familyMember(id)
        if let heir {
            guard heir != id else { throw LibraryError.family(.lettersMovedToThemselves) }
            _ = try familyMember(heir)
        }
        let letters = try database.documentIDs(of: id)
        if let heir {
            for letter in letters {
                guard var document = try database.document(id: letter) else { continue }
                document.personID = heir
                try archive.update(document, moved: true)
            }
        }
        try database.removeFamilyMember(id: id)
        return FamilyChange(member: member, claimed: [], refiled: heir == nil ? try refile(letters) : letters)
    }

    /// Writes each letter's files anew and queues them all for Drive, where they move to
    /// their person's folder as it is now.
    private func refile(_ letters: [Document.ID]) throws -> [Document.ID] {
        for id in letters {
            guard let document = try database.document(id: id) else { continue }
            try archive.update(document, moved: true)
        }
        return letters
    }

    // MARK: The rules of a member's fields

    static func name(_ typed: String) throws -> String {
        let name = typed.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        guard !name.isEmpty else { throw LibraryError.family(.emptyName) }
        // The name is stored and shown unsealed, in every page and file of the letters.
        guard Fodselsnummer.findings(in: name).isEmpty, Fodselsnummer.findings(in: FileName.cleaned(name)).isEmpty else {
            throw LibraryError.family(.nameHoldsFodselsnummer)
        }
        return name
    }

    static func relationship(_ typed: String) -> String {
        let relationship = typed.trimmingCharacters(in: .whitespacesAndNewlines)
        return relationship.isEmpty ? defaultRelationship : relationship
    }

    static func fodselsnummer(_ typed: String?) throws -> Fodselsnummer? {
        guard let typed = typed?.trimmingCharacters(in: .whitespaces), !typed.isEmpty else { return nil }
        do {
            return try Fodselsnummer(parsing: typed)
        } catch {
            throw LibraryError.family(.invalidFodselsnummer(error))
        }
    }

    /// The given birth date, else the one in the fødselsnummer; the two must agree.
    /// A birth date as typed (`YYYY-MM-DD`), for every front end; nil when nothing was typed.
    public static func birthDate(typed: String?) throws -> CalendarDate? {
        guard let typed = typed?.trimmingCharacters(in: .whitespaces), !typed.isEmpty else { return nil }
        guard let date = CalendarDate(iso: typed) else { throw LibraryError.family(.invalidBirthDate(typed)) }
        return date
    }

    static func birthDate(_ given: CalendarDate?, agreeingWith number: Fodselsnummer?) throws -> CalendarDate? {
        guard let given else { return number?.birthDate }
        if let fromNumber = number?.birthDate, fromNumber != given { throw LibraryError.family(.birthDateDisagreesWithNumber) }
        return given
    }
}
