import ArkivatorCore
import ArkivatorStore
import Foundation

/// One line of «Å gjøre»: an item, the letter it comes from and whether it is done.
public struct ToDoEntry: Sendable, Hashable, Identifiable {
    public var item: ToDoItem
    public var documentTitle: String
    public var personID: FamilyMember.ID?
    public var personName: String?
    public var isDone: Bool
    /// Due (or, undated, written) longer ago than ``Library/toDoHorizonDays``: history rather
    /// than something to do, listed only when asked for.
    public var isHistory: Bool

    public var id: String { item.id }
}

extension Library {
    /// How far back «Å gjøre» looks: an item due longer ago, or an undated one from a letter
    /// older than this, is history rather than something to do.
    public static let toDoHorizonDays = 90

    /// The deadlines, payments and follow-ups the letters give, soonest first: everyone's, or
    /// one person's. Items ticked off are left out unless `includingDone`; so is history
    /// (``ToDoEntry/isHistory``) unless `includingHistory`.
    public func toDoList(person: FamilyMember.ID? = nil, includingDone: Bool = false, includingHistory: Bool = false,
                         today: CalendarDate = .today) throws -> [ToDoEntry] {
        let done = try database.doneToDoItems()
        let names = Dictionary(try family().compactMap { member in member.id.map { ($0, member.name) } },
                               uniquingKeysWith: { first, _ in first })
        let horizon = today.adding(days: -Self.toDoHorizonDays)
        let documents = try database.documents(.toDos).filter { person == nil || $0.personID == person }
        let entries = documents.flatMap { document in
            ToDoItem.items(of: document).map { item in
                ToDoEntry(item: item, documentTitle: document.title, personID: document.personID,
                          personName: document.personID.flatMap { names[$0] }, isDone: done.contains(item.id),
                          isHistory: (item.due ?? document.documentDate ?? CalendarDate(document.scanDate)) < horizon)
            }
        }
        let order = Dictionary(uniqueKeysWithValues: ToDoItem.soonestFirst(entries.map(\.item)).enumerated().map { ($1.id, $0) })
        return entries.filter { (includingDone || !$0.isDone) && (includingHistory || !$0.isHistory) }.sorted { order[$0.id, default: 0] < order[$1.id, default: 0] }
    }

    /// Ticks an item off («Ferdig»), or back on. The item is named as `ToDoItem.id` names it.
    public func setToDoItem(_ id: String, done: Bool) throws {
        guard let slash = id.firstIndex(of: "/"), let documentID = Document.ID(id[..<slash]),
              try ToDoItem.items(of: document(documentID)).contains(where: { $0.id == id })
        else { throw LibraryError.toDoItemNotFound }
        guard try database.setToDoItem(documentID: documentID, key: String(id[id.index(after: slash)...]), done: done)
        else { throw LibraryError.toDoItemNotFound }
    }
}
