import ArkivatorCore
import ArkivatorLibrary
import Foundation

extension Components.Schemas.PocketSelection {
    public init(_ selection: PocketSelection) {
        self.init(upcomingAppointments: selection.upcomingAppointments, people: selection.people, letters: selection.letters,
                  lastMonths: selection.lastMonths, everything: selection.everything)
    }

    /// The choice as the Library takes it.
    public var chosen: PocketSelection {
        PocketSelection(upcomingAppointments: upcomingAppointments, people: people, letters: letters, lastMonths: lastMonths,
                        everything: everything)
    }
}

extension Components.Schemas.PocketPhone {
    public init(_ phone: PocketPhone) {
        self.init(id: phone.id, name: phone.name, selection: .init(phone.selection), createdAt: phone.createdAt,
                  lastFetchAt: phone.lastFetchAt, removed: phone.isRemoved)
    }
}

extension Components.Schemas.PocketEstimate {
    public init(_ estimate: PocketEstimate, in language: Language) {
        self.init(letters: estimate.letters, bytes: Int64(estimate.bytes),
                  text: language.words(.pocketCarries(letters: estimate.letters, bytes: estimate.bytes)))
    }
}

extension Components.Schemas.PocketChanges {
    /// `lockAfter`: the library's lock time, which the phone's copy keeps too.
    public init(_ changes: PocketChanges, lockAfter: TimeInterval) {
        self.init(wipe: changes.wipe, fetch: changes.fetch.map { .init(id: $0.id, version: $0.version) }, remove: changes.remove,
                  lockAfterSeconds: Int(lockAfter))
    }
}
