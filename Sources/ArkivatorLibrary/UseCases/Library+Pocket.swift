import ArkivatorCore
import ArkivatorStore
import Crypto
import Foundation

/// What a phone carries: the appointments ahead and their letters unless the owner chose more.
public struct PocketSelection: Codable, Sendable, Equatable {
    public var upcomingAppointments = true
    public var people: [FamilyMember.ID] = []
    public var letters: [Document.ID] = []
    /// The letters of the last this many months.
    public var lastMonths: Int?
    public var everything = false

    public init(upcomingAppointments: Bool = true, people: [FamilyMember.ID] = [], letters: [Document.ID] = [],
                lastMonths: Int? = nil, everything: Bool = false) {
        (self.upcomingAppointments, self.people, self.letters) = (upcomingAppointments, people, letters)
        (self.lastMonths, self.everything) = (lastMonths, everything)
    }
}

/// A phone that carries a copy of chosen letters, as the settings list it.
public struct PocketPhone: Sendable, Equatable {
    public let id: String
    public let name: String
    public let selection: PocketSelection
    public let createdAt: Date
    public let lastFetchAt: Date?
    /// Removed in the settings: it wipes its copy the next time it asks.
    public let isRemoved: Bool
}

/// One letter's version as a phone holds it or should.
public struct PocketVersion: Sendable, Hashable, Codable {
    public let id: Document.ID
    public let version: String

    public init(id: Document.ID, version: String) {
        (self.id, self.version) = (id, version)
    }
}

/// What a phone must do to be in step with the server.
public struct PocketChanges: Sendable, Equatable {
    /// The phone was removed: it wipes its whole copy, and fetches nothing more.
    public var wipe: Bool
    /// Letters to fetch, new or changed (an edit, a redaction), with the version to fetch.
    public var fetch: [PocketVersion]
    /// Letters to wipe: deleted, or no longer chosen.
    public var remove: [Document.ID]
}

/// A letter as the phone opens it: its fields, its text (fødselsnumre masked), its to-dos and
/// its page images (masked as the pages show them).
public struct PocketLetter: Codable, Sendable, Equatable {
    public struct ToDo: Codable, Sendable, Equatable { public let text: String; public let due: String?; public let done: Bool }
    public struct PageImage: Codable, Sendable, Equatable { public let mediaType: String; public let bytes: Data }

    public let id: Document.ID
    public let version: String
    public let title: String
    public let type: String
    public let documentDate: String?
    public let appointment: String?
    public let institution: String?
    public let department: String?
    public let specialty: String?
    public let person: String?
    public let keywords: [String]
    public let text: String
    public let toDos: [ToDo]
    public let pages: [PageImage]
}

/// The archive in the pocket: letters sealed to a phone's own key (`PocketSeal`), kept in step
/// by what the phone says it holds. The server never holds the phone's private key; the phone
/// never holds the library's; what the phone stores is sealed.
extension Library {
    /// Lets a phone carry letters: they leave the library for as long as it carries them, so
    /// only after the passphrase (or a passkey) again.
    public func addPocketPhone(named name: String, publicKey spki: Data, selection: PocketSelection = PocketSelection(),
                               confirmed: PassphraseConfirmed) throws -> PocketPhone {
        let name = name.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !name.isEmpty, name.count <= Self.passkeyNameLimit else { throw LibraryError.phoneNameInvalid(limit: Self.passkeyNameLimit) }
        guard (try? P256.KeyAgreement.PublicKey(derRepresentation: spki)) != nil else { throw LibraryError.pocketKeyInvalid }
        let record = PocketPhoneRecord(id: Base64URL.encode(randomBytes(16)), name: name, publicKey: spki,
                                       selection: try Self.encoded(selection), createdAt: Date())
        try database.addPocketPhone(record)
        return try Self.phone(record)
    }

    public func pocketPhones() throws -> [PocketPhone] {
        try database.pocketPhones().map(Self.phone)
    }

    public func setPocketSelection(_ selection: PocketSelection, of id: String) throws {
        _ = try pocketRecord(id)
        try database.setPocketSelection(try Self.encoded(selection), of: id)
    }

    /// «Fjern telefonen»: it fetches nothing more, and wipes its copy when it next asks.
    public func removePocketPhone(_ id: String) throws {
        _ = try pocketRecord(id)
        try database.markPocketPhoneRemoved(id, at: Date())
    }

    /// What the phone holding `held` must fetch and wipe. A removed phone is told to wipe
    /// everything, and forgotten once told.
    public func pocketChanges(of id: String, holding held: [PocketVersion], now: Date = Date()) throws -> PocketChanges {
        guard let record = try database.pocketPhone(id) else { throw LibraryError.pocketPhoneNotFound }
        if record.removedAt != nil {
            try database.deletePocketPhone(id)
            return PocketChanges(wipe: true, fetch: [], remove: held.map(\.id))
        }
        try database.recordPocketFetch(of: id, at: now)
        let wanted = try pocketVersions(for: try Self.selection(of: record), today: CalendarDate(now))
        let holding = Dictionary(held.map { ($0.id, $0.version) }, uniquingKeysWith: { first, _ in first })
        return PocketChanges(wipe: false,
                             fetch: wanted.filter { holding[$0.id] != $0.version }.sorted { $0.id < $1.id },
                             remove: holding.keys.filter { id in !wanted.contains { $0.id == id } }.sorted())
    }

    /// One letter sealed to the phone, at its current version; `LibraryError.documentNotFound`
    /// for a letter the phone does not carry.
    public func pocketLetter(_ documentID: Document.ID, for id: String, now: Date = Date()) throws -> (version: String, sealed: Data) {
        let record = try pocketRecord(id)
        guard record.removedAt == nil else { throw LibraryError.pocketPhoneNotFound }
        guard let version = try pocketVersions(for: try Self.selection(of: record), today: CalendarDate(now))
            .first(where: { $0.id == documentID })?.version else { throw LibraryError.documentNotFound(documentID) }
        let letter = try pocketPackage(documentID, version: version)
        let phoneKey = try P256.KeyAgreement.PublicKey(derRepresentation: record.publicKey)
        let sealed = try PocketSeal.seal(try JSONEncoder().encode(letter), to: phoneKey,
                                         context: Self.pocketContext(phone: id, letter: documentID, version: version))
        return (version, sealed)
    }

    /// What a sealed letter is bound to: this phone, this letter, this version.
    public static func pocketContext(phone: String, letter: Document.ID, version: String) -> Data {
        Data("\(phone)|\(letter)|\(version)".utf8)
    }

    private func pocketVersions(for selection: PocketSelection, today: CalendarDate) throws -> Set<PocketVersion> {
        let versions = try database.documentVersions()
        let summaries = try documents(limit: Int.max / 2)
        var chosen = Set<Document.ID>()
        if selection.everything { chosen.formUnion(summaries.map(\.id)) }
        if selection.upcomingAppointments {
            chosen.formUnion(try upcomingAppointments(person: nil, from: today).map(\.documentID))
        }
        let people = Set(selection.people)
        chosen.formUnion(summaries.filter { $0.personID.map(people.contains) ?? false }.map(\.id))
        let shown = Set(summaries.map(\.id))
        chosen.formUnion(selection.letters.filter(shown.contains))
        if let months = selection.lastMonths {
            let since = today.adding(days: -months * 31)
            chosen.formUnion(summaries.filter { ($0.documentDate ?? CalendarDate($0.scanDate)) >= since }.map(\.id))
        }
        return Set(chosen.intersection(shown).compactMap { id in
            versions[id].map { PocketVersion(id: id, version: String(Int64(($0.timeIntervalSince1970 * 1000).rounded()))) }
        })
    }

    private func pocketPackage(_ id: Document.ID, version: String) throws -> PocketLetter {
        let document = try document(id)
        let done = try database.doneToDoItems()
        let pages = try document.pages.map { page -> PocketLetter.PageImage in
            let bytes = try letterFile(.page(page.number), of: id, whole: nil)
            return PocketLetter.PageImage(mediaType: bytes.starts(with: [0x89, 0x50]) ? "image/png" : "image/jpeg", bytes: bytes)
        }
        return PocketLetter(id: id, version: version, title: document.title, type: document.docType.norwegianLabel,
                            documentDate: document.documentDate?.iso, appointment: document.appointment?.iso,
                            institution: document.institution, department: document.department, specialty: document.specialty,
                            person: try personName(of: document), keywords: document.keywords,
                            text: document.textWithFodselsnumreMasked,
                            toDos: ToDoItem.soonestFirst(ToDoItem.items(of: document)).map {
                                .init(text: $0.text, due: $0.due?.iso, done: done.contains($0.id))
                            }, pages: pages)
    }

    private func pocketRecord(_ id: String) throws -> PocketPhoneRecord {
        guard let record = try database.pocketPhone(id) else { throw LibraryError.pocketPhoneNotFound }
        return record
    }

    private static func encoded(_ selection: PocketSelection) throws -> String {
        String(decoding: try JSONEncoder().encode(selection), as: UTF8.self)
    }

    private static func selection(of record: PocketPhoneRecord) throws -> PocketSelection {
        guard let selection = try? JSONDecoder().decode(PocketSelection.self, from: Data(record.selection.utf8))
        else { throw LibraryError.corruptValue(column: "pocketPhone.selection") }
        return selection
    }

    private static func phone(_ record: PocketPhoneRecord) throws -> PocketPhone {
        PocketPhone(id: record.id, name: record.name, selection: try selection(of: record), createdAt: record.createdAt,
                    lastFetchAt: record.lastFetchAt, isRemoved: record.removedAt != nil)
    }
}
