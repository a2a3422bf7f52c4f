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

    /// The months a phone may be asked to carry back to: twenty years.
    public static let monthsRange = 1...240

    /// Whatever this choice carries, `other` carries too: a change to it takes nothing new
    /// out of the library, so it needs no passphrase.
    public func isWithin(_ other: PocketSelection) -> Bool {
        if other.everything { return true }
        if everything { return false }
        let months = lastMonths.map { mine in other.lastMonths.map { mine <= $0 } ?? false } ?? true
        return (!upcomingAppointments || other.upcomingAppointments) && Set(people).isSubset(of: other.people)
            && Set(letters).isSubset(of: other.letters) && months
    }
}

/// The space a choice takes on a phone, told before anything is fetched.
public struct PocketEstimate: Sendable, Equatable {
    public let letters: Int
    /// About what the phone stores: each letter sealed, with its page images inside.
    public let bytes: Int
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
        try check(selection)
        let record = PocketPhoneRecord(id: Base64URL.encode(randomBytes(16)), name: name, publicKey: spki,
                                       selection: try Self.encoded(selection), createdAt: Date())
        try database.addPocketPhone(record)
        return try Self.phone(record)
    }

    /// The phones, cheaply: what each carries, in letters and bytes, is `pocketEstimate`'s to
    /// say, asked only where it is shown.
    public func pocketPhones() throws -> [PocketPhone] {
        try database.pocketPhones().map(Self.phone)
    }

    /// A new choice for a phone. One that carries more than before (more people, more months,
    /// everything, the appointments again) takes more out of the library: only with the
    /// passphrase (or a passkey) again; one that carries less needs nothing.
    public func setPocketSelection(_ selection: PocketSelection, of id: String, confirmed: PassphraseConfirmed?) throws -> PocketPhone {
        let record = try livePocketRecord(id)
        try check(selection)
        if !selection.isWithin(try Self.selection(of: record)) { try Self.requireConfirmed(confirmed) }
        return try choose(selection, for: id)
    }

    /// «Ta med på telefonen» on a letter's page, or taken off again. The owner chose this one
    /// letter, looking at it, for a phone that was let carry letters with the passphrase: it
    /// asks nothing more, as the choice reaches no one but that phone's sealed copy.
    public func setPocketCarries(_ documentID: Document.ID, _ carries: Bool, on id: String) throws -> PocketPhone {
        var selection = try Self.selection(of: try livePocketRecord(id))
        _ = try document(documentID)
        selection.letters.removeAll { $0 == documentID }
        if carries { selection.letters.append(documentID) }
        return try choose(selection, for: id)
    }

    private func choose(_ selection: PocketSelection, for id: String) throws -> PocketPhone {
        try database.setPocketSelection(try Self.encoded(selection), of: id)
        return try Self.phone(try pocketRecord(id))
    }

    /// The letters a choice would put on a phone and about the space they take there, before
    /// any is fetched: each letter's words and fields, its pages' files as base64 inside JSON,
    /// and the seal's own bytes.
    public func pocketEstimate(for selection: PocketSelection, now: Date = Date()) throws -> PocketEstimate {
        try check(selection)
        let chosen = try pocketVersions(for: selection, today: CalendarDate(now))
        let sizes = try database.letterSizes()
        var bytes = 0
        for letter in chosen {
            guard let size = sizes[letter.id] else { continue }
            let pages = size.pagePaths.reduce(0) { total, path in
                let onDisk = folder.resolve(path).flatMap { try? $0.resourceValues(forKeys: [.fileSizeKey]).fileSize } ?? 0
                return total + (onDisk + 2) / 3 * 4 + Self.pageEnvelopeBytes
            }
            bytes += Self.letterEnvelopeBytes + size.textBytes + pages
        }
        return PocketEstimate(letters: chosen.count, bytes: bytes)
    }

    /// A sealed letter's bytes beyond its words and pages: the seal (version, key, nonce, tag)
    /// and the JSON's names and dates, measured on letters of the development corpus.
    private static let letterEnvelopeBytes = 400
    private static let pageEnvelopeBytes = 40

    private func check(_ selection: PocketSelection) throws {
        if let months = selection.lastMonths, !PocketSelection.monthsRange.contains(months) {
            throw LibraryError.pocketMonthsOutOfRange(PocketSelection.monthsRange)
        }
        let members = Set(try family().map(\.id))
        if let unknown = selection.people.first(where: { !members.contains($0) }) { throw LibraryError.familyMemberNotFound(unknown) }
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
    /// for a letter the phone does not carry. Decided for this letter alone, so that a phone
    /// fetching the whole library does not weigh the whole library for each letter.
    public func pocketLetter(_ documentID: Document.ID, for id: String, now: Date = Date()) throws -> (version: String, sealed: Data) {
        let record = try livePocketRecord(id)
        let document = try document(documentID)
        let chooser = try PocketChooser(try Self.selection(of: record), today: CalendarDate(now), library: self)
        guard chooser.carries(documentID, person: document.personID, date: document.documentDate ?? CalendarDate(document.scanDate)),
              let updated = try database.documentVersion(documentID) else { throw LibraryError.documentNotFound(documentID) }
        let version = Self.pocketVersion(updated)
        let letter = try pocketPackage(document, id: documentID, version: version)
        let phoneKey = try P256.KeyAgreement.PublicKey(derRepresentation: record.publicKey)
        let sealed = try PocketSeal.seal(try JSONEncoder().encode(letter), to: phoneKey,
                                         context: Self.pocketContext(phone: id, letter: documentID, version: version))
        return (version, sealed)
    }

    /// What a sealed letter is bound to: this phone, this letter, this version.
    public static func pocketContext(phone: String, letter: Document.ID, version: String) -> Data {
        Data("\(phone)|\(letter)|\(version)".utf8)
    }

    /// A letter's version is the moment of its last change, in milliseconds.
    private static func pocketVersion(_ updated: Date) -> String {
        String(Int64((updated.timeIntervalSince1970 * 1000).rounded()))
    }

    private func pocketVersions(for selection: PocketSelection, today: CalendarDate) throws -> Set<PocketVersion> {
        let versions = try database.documentVersions()
        let chooser = try PocketChooser(selection, today: today, library: self)
        return Set(try documents(limit: Int.max / 2).compactMap { summary in
            guard chooser.carries(summary.id, person: summary.personID, date: summary.documentDate ?? CalendarDate(summary.scanDate)),
                  let updated = versions[summary.id] else { return nil }
            return PocketVersion(id: summary.id, version: Self.pocketVersion(updated))
        })
    }

    private func pocketPackage(_ document: Document, id: Document.ID, version: String) throws -> PocketLetter {
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

    /// A phone that has not been removed: a removed one fetches and chooses nothing more.
    private func livePocketRecord(_ id: String) throws -> PocketPhoneRecord {
        let record = try pocketRecord(id)
        guard record.removedAt == nil else { throw LibraryError.pocketPhoneNotFound }
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

/// Whether a choice carries a letter, from its person and its date; the appointments ahead
/// looked up once for all the letters asked about.
private struct PocketChooser {
    let selection: PocketSelection
    let upcoming: Set<Document.ID>
    let since: CalendarDate?

    init(_ selection: PocketSelection, today: CalendarDate, library: Library) throws {
        self.selection = selection
        upcoming = selection.upcomingAppointments && !selection.everything
            ? Set(try library.upcomingAppointments(person: nil, from: today).map(\.documentID)) : []
        since = selection.lastMonths.map { today.adding(days: -$0 * 31) }
    }

    func carries(_ id: Document.ID, person: FamilyMember.ID?, date: CalendarDate) -> Bool {
        selection.everything || upcoming.contains(id) || selection.letters.contains(id)
            || person.map(selection.people.contains) == true || since.map { date >= $0 } == true
    }
}
