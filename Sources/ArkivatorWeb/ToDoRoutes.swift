import ArkivatorCore
import ArkivatorLibrary
import Foundation
import Hummingbird

/// «Å gjøre»: the deadlines, payments and follow-ups of the letters, on the library page and
/// a person's page, each ticked off with «Ferdig».
struct ToDoRoutes {
    let services: WebServices

    /// One line of the list as the `todo` partial shows it.
    struct Line {
        let id: String
        let due: String
        let overdue: Bool
        let text: String
        let person: String?
        let documentId: Int64
        let documentTitle: String
    }

    /// The partial's values: the lines, and where «Ferdig» returns to.
    struct List {
        let toDo: [Line]
        let back: String
        let hasToDo: Bool
    }

    static func list(_ entries: [ToDoEntry], back: String, showingPerson: Bool, today: CalendarDate = .today) -> List {
        List(toDo: entries.map { entry in
            Line(id: entry.id,
                 due: entry.item.due?.norwegianNumeric ?? UILanguage.current.text("Ingen dato", "No date"),
                 overdue: entry.item.due.map { $0 < today } ?? false,
                 text: entry.item.text, person: showingPerson ? entry.personName : nil,
                 documentId: entry.item.documentID, documentTitle: entry.documentTitle)
        }, back: back, hasToDo: !entries.isEmpty)
    }

    struct DoneForm: Decodable {
        var item: String
        var back: String?
        var undo: String?
    }

    func add(to group: RouterGroup<WebRequestContext>) {
        group.post("gjoremal") { request, context in try await done(request, context) }
    }

    private func done(_ request: Request, _ context: WebRequestContext) async throws -> Response {
        let session = try context.requireSession()
        let form = try await request.form(DoneForm.self, postedIn: session)
        try session.library.setToDoItem(form.item, done: form.undo == nil)
        // Only a path of this app: never another site, never `//host`.
        let back = form.back.flatMap { $0.hasPrefix("/") && !$0.hasPrefix("//") ? $0 : nil } ?? "/"
        return Response.redirect(to: back + "#todo", type: .normal)
    }
}
