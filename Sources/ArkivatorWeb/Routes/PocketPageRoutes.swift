import ArkivatorCore
import ArkivatorLibrary
import Foundation
import Hummingbird

/// The archive in the pocket as pages: `/lomme`, the app shell the service worker keeps, which
/// holds no letter and opens the phone's sealed copy in the browser itself; and in the
/// settings, the phones that carry a copy, each to be removed.
struct PocketPageRoutes {
    let services: WebServices
    let settings: SettingsRoutes

    struct ShellPage {
        let wrongPassphrase: String
        let labelDate = Language.current.words(.date)
        let labelPage = Language.current.words(.pageWordCapital)
    }

    /// The phones with a copy, and the form this phone uses to take one along or choose again.
    struct Section {
        struct Row { let id: String; let name: String; let carries: String; let size: String?; let lastFetch: String?; let removed: Bool }
        struct Person { let id: FamilyMember.ID; let name: String }
        let rows: [Row]
        let hasPhones: Bool
        let people: [Person]
        let months = 12
        let monthsMinimum = PocketSelection.monthsRange.lowerBound
        let monthsMaximum = PocketSelection.monthsRange.upperBound

        /// `estimate`: what a choice carries, asked for each phone still in use.
        init(_ phones: [PocketPhone], family: [FamilyMember], estimate: (PocketSelection) throws -> PocketEstimate) throws {
            people = family.compactMap { member in member.id.map { Person(id: $0, name: member.name) } }
            let names = Dictionary(people.map { ($0.id, $0.name) }, uniquingKeysWith: { first, _ in first })
            rows = try phones.map { phone in
                let carries = phone.isRemoved ? nil : try estimate(phone.selection)
                return Row(id: phone.id, name: phone.name, carries: Self.described(phone.selection, names: names),
                           size: carries.map { Language.current.words(.pocketCarries(letters: $0.letters, bytes: $0.bytes)) },
                           lastFetch: phone.lastFetchAt.map { CalendarDate($0).norwegianNumeric }, removed: phone.isRemoved)
            }
            hasPhones = !rows.isEmpty
        }

        /// «kommende timer, Kari, brevene fra de siste 12 månedene, 3 valgte brev».
        static func described(_ selection: PocketSelection, names: [FamilyMember.ID: String]) -> String {
            let words = Language.current
            if selection.everything { return words.words(.pocketCarriesEverything) }
            var parts: [String] = []
            if selection.upcomingAppointments { parts.append(words.words(.pocketCarriesUpcoming)) }
            parts += selection.people.compactMap { names[$0] }
            if let months = selection.lastMonths { parts.append(words.words(.pocketMonths(months))) }
            if !selection.letters.isEmpty { parts.append(words.words(.pocketChosenLetters(selection.letters.count))) }
            return parts.joined(separator: ", ")
        }
    }

    func addShell(to router: Router<WebRequestContext>) {
        router.get("lomme") { _, _ in
            try services.page("pocket", ShellPage(wrongPassphrase: Language.current.words(LibraryError.wrongPassphrase))).response
        }
    }

    func add(to group: RouterGroup<WebRequestContext>) {
        group.post("innstillinger/lomme/:phone/fjern") { request, context in
            let session = try context.requireSession()
            _ = try await request.form(ConfirmationForm.self, postedIn: session)
            try session.library.removePocketPhone(try context.parameters.require("phone"))
            return Response.redirect(to: "/innstillinger?lagret=1#pocket", type: .normal)
        }
    }
}
