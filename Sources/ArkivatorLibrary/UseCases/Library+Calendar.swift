import ArkivatorCalendar
import ArkivatorCore
import ArkivatorStore
import Foundation

extension Library {
    /// How far back a calendar reaches: a year of past appointments is history enough for a
    /// phone, and keeps a feed of a large archive small.
    public static let calendarHistoryDays = 365

    /// The calendars phones subscribe to, oldest first.
    public func calendarSubscriptions() throws -> [CalendarSubscription] {
        try database.calendarSubscriptions()
    }

    /// A new calendar of one person's appointments, or of everyone's (`person` nil), under a
    /// new random address. Several may exist for one person: one per phone, revoked one by one.
    /// The address is read without any credential long after the session, so making one
    /// needs the passphrase again.
    public func addCalendarSubscription(for person: FamilyMember.ID?, confirmed: PassphraseConfirmed) throws -> CalendarSubscription {
        if let person, try !family().contains(where: { $0.id == person }) { throw LibraryError.familyMemberNotFound(person) }
        var generator = SystemRandomNumberGenerator()
        let token = Base64URL.encode(Data((0..<32).map { _ in UInt8.random(in: .min ... .max, using: &generator) }))
        let subscription = try database.addCalendarSubscription(personID: person, token: token)
        try refreshCalendarCopies()
        return subscription
    }

    /// Revokes a calendar: its address answers nothing from now on, and its copy is erased.
    public func revokeCalendarSubscription(_ id: Int64) throws {
        guard try database.removeCalendarSubscription(id: id) != nil else { throw LibraryError.calendarNotFound }
        try CalendarCopies(library: folder).keepOnly(Set(try database.calendarSubscriptions().map(\.token)))
    }

    /// What subscribed calendars carry, and whether they show «Å gjøre» items. Every calendar
    /// already given out carries what is chosen here, so more (details, to-dos) needs the
    /// passphrase again (`LibraryError.passphraseNeeded` without it); less needs nothing.
    public func setCalendarPreferences(privacy: CalendarPrivacy, toDos: Bool, confirmed: PassphraseConfirmed?) throws {
        try database.updateSettings {
            if (privacy == .full && $0.calendarPrivacy != .full) || (toDos && !$0.calendarToDos) {
                try Self.requireConfirmed(confirmed)
            }
            $0.calendarPrivacy = privacy
            $0.calendarToDos = toDos
        }
        try refreshCalendarCopies()
    }

    /// The calendar of one person's appointments, or everyone's, at the privacy the settings
    /// give: what a subscribed phone reads, and what `arkivator calendar` writes.
    public func calendar(person: FamilyMember.ID?, now: Date = Date()) throws -> String {
        let settings = try settings()
        let family = try family()
        if let person, !family.contains(where: { $0.id == person }) { throw LibraryError.familyMemberNotFound(person) }
        let name = person.flatMap { id in family.first { $0.id == id }?.name }.map { "Arkivator – \($0)" } ?? "Arkivator – familien"
        let since = CalendarDate(now).adding(days: -Self.calendarHistoryDays)
        var letters = try database.documents(.appointments(since: since))
        if settings.calendarToDos {
            let known = Set(letters.compactMap(\.id))
            letters += try database.documents(.toDos).filter { !known.contains($0.id ?? 0) }
        }
        // A calendar is read with no credential but its address, and copied to the phone's cloud.
        letters = letters.map(\.fieldsWithFodselsnumreMasked)
        return CalendarFeed.ics(name: name, documents: letters, family: family, person: person,
                                privacy: settings.calendarPrivacy, includeToDos: settings.calendarToDos,
                                doneToDoIDs: try database.doneToDoItems(), uidDomain: try calendarUIDDomain(), now: now)
    }

    /// The calendar a subscription's address gives, or nil when no calendar has that token.
    public func calendar(token: String, now: Date = Date()) throws -> String? {
        guard let subscription = try database.calendarSubscriptions().first(where: { $0.token == token }) else { return nil }
        return try calendar(person: subscription.personID, now: now)
    }

    /// «Legg i kalender»: the letter's appointment as one event with its title, place and
    /// preparation, under the UID the subscribed calendars give it.
    public func appointmentCalendar(of id: Document.ID, now: Date = Date()) throws -> String {
        let letter = try document(id).fieldsWithFodselsnumreMasked
        let related = try database.documents(.appointments(since: .init(year: 1, month: 1, day: 1)!))
            .filter { $0.personID == letter.personID }.map(\.fieldsWithFodselsnumreMasked)
        guard let calendar = CalendarFeed.ics(forAppointmentOf: letter, allDocuments: related, family: try family(),
                                              uidDomain: try calendarUIDDomain(), now: now)
        else { throw LibraryError.noAppointment }
        return calendar
    }

    /// Writes every subscribed calendar's sealed copy anew, for a phone to read while the
    /// archive is locked, and erases the copies of calendars revoked.
    public func refreshCalendarCopies(now: Date = Date()) throws {
        let copies = CalendarCopies(library: folder)
        let subscriptions = try database.calendarSubscriptions()
        var rendered: [FamilyMember.ID?: String] = [:]
        for subscription in subscriptions {
            let calendar = try rendered[subscription.personID] ?? calendar(person: subscription.personID, now: now)
            rendered[subscription.personID] = calendar
            try copies.write(calendar, token: subscription.token)
        }
        try copies.keepOnly(Set(subscriptions.map(\.token)))
    }

    /// Changes whenever a calendar or «Å gjøre» may show something new (`refreshCalendarCopies`
    /// is then due).
    public func calendarStamp() throws -> String {
        try database.calendarStamp()
    }

    /// Ends every event's UID: the library's own random id, so that two libraries' events never
    /// take each other's place in one phone's calendar.
    private func calendarUIDDomain() throws -> String {
        let settings = try database.updateSettings {
            if $0.drive.libraryID == nil { $0.drive.libraryID = UUID().uuidString.lowercased() }
        }
        return "\(settings.drive.libraryID ?? "bibliotek").arkivator.invalid"
    }
}

extension LockedLibrary {
    /// A subscribed calendar as last written, read with its token alone: the archive's key is
    /// not needed, so a phone's calendar is answered while the archive is locked.
    public func calendarCopy(token: String) throws -> String? {
        do {
            return try CalendarCopies(library: folder).read(token: token)
        } catch let damaged as SealedFileDamaged {
            throw LibraryError.fileDamaged(path: damaged.path)
        }
    }
}

/// An appointment ahead as the letters about it tell it now: moved to its latest time, or
/// cancelled.
public struct UpcomingAppointment: Sendable, Hashable {
    public var start: LocalDateTime
    /// The letter that says when it is now.
    public var documentID: Document.ID
    public var title: String
    public var isCancelled: Bool
}

extension Library {
    /// The appointments from `today` on, soonest first, each once however many letters speak
    /// of it (the rule the calendars follow, `AppointmentSeries`).
    public func upcomingAppointments(person: FamilyMember.ID?, from today: CalendarDate = .today) throws -> [UpcomingAppointment] {
        let letters = try database.documents(.appointments(since: today)).filter { person == nil || $0.personID == person }
        return AppointmentSeries.series(in: letters).filter { $0.start.date >= today }.map { series in
            UpcomingAppointment(start: series.start, documentID: series.current.id ?? 0, title: series.current.title,
                                isCancelled: series.isCancelled)
        }.sorted { $0.start < $1.start }
    }
}
