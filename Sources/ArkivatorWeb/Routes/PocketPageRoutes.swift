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

    /// The phones with a copy, and the form this phone uses to take one along.
    struct Section {
        struct Row { let id: String; let name: String; let carries: String; let lastFetch: String?; let removed: Bool }
        let rows: [Row]

        init(_ phones: [PocketPhone]) {
            rows = phones.map { phone in
                let words = Language.current
                let carries = phone.selection.everything ? words.words(.pocketCarriesEverything)
                    : phone.selection.lastMonths != nil ? words.words(.pocketCarriesMonths) : words.words(.pocketCarriesUpcoming)
                return Row(id: phone.id, name: phone.name, carries: carries,
                           lastFetch: phone.lastFetchAt.map { CalendarDate($0).norwegianNumeric }, removed: phone.isRemoved)
            }
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
