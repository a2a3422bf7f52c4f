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

    /// The partial's values: the lines, where «Ferdig» returns to, and how many older items
    /// wait behind a link.
    struct List {
        let toDo: [Line]
        let back: String
        let hasToDo: Bool
        let history: String?
        let historyURL: String
        let shown: Bool
        /// On `/gjoremal`, whose own heading names the list.
        let onItsOwnPage: Bool
    }

    /// `entries` as the list shows them: history (``ToDoEntry/isHistory``) only as a count
    /// behind a link, unless `showingHistory`.
    static func list(_ entries: [ToDoEntry], back: String, showingPerson: Bool, showingHistory: Bool = false,
                     historyURL: String = "/gjoremal", today: CalendarDate = .today) -> List {
        let shown = entries.filter { showingHistory || !$0.isHistory }
        let older = entries.count - shown.count
        let lines = shown.map { entry in
            Line(id: entry.id,
                 due: entry.item.due?.norwegianNumeric ?? Language.current.words(.noDate),
                 overdue: entry.item.due.map { $0 < today } ?? false,
                 text: entry.item.text, person: showingPerson ? entry.personName : nil,
                 documentId: entry.item.documentID, documentTitle: entry.documentTitle)
        }
        let history = older == 0 ? nil
            : Language.current.words(.showOlderToDos(older: older))
        return List(toDo: lines, back: back, hasToDo: !lines.isEmpty, history: history, historyURL: historyURL,
                    shown: !lines.isEmpty || history != nil, onItsOwnPage: showingHistory)
    }

    struct Page {
        let csrfToken: String
        let list: List
    }

    struct DoneForm: Decodable {
        var item: String
        var back: String?
        var undo: String?
    }

    func add(to group: RouterGroup<WebRequestContext>) {
        group.get("gjoremal") { _, context in try page(context) }
        group.post("gjoremal") { request, context in try await done(request, context) }
    }

    /// Every open item, the older ones too.
    private func page(_ context: WebRequestContext) throws -> HTMLPage {
        let session = try context.requireSession()
        let entries = try session.library.toDoList(includingHistory: true)
        return try services.page("todos", Page(csrfToken: session.csrfToken,
                                               list: Self.list(entries, back: "/gjoremal", showingPerson: true, showingHistory: true)))
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
