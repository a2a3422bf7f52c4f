import ArkivatorCore
import ArkivatorLibrary

extension Components.Schemas.ToDoItem {
    /// One «Å gjøre» item as scripts read it: from the API and from `todo --json`.
    public init(_ entry: ToDoEntry) {
        self.init(id: entry.id, kind: .init(entry.item.kind), due: entry.item.due?.iso, text: entry.item.text,
                  documentId: entry.item.documentID, documentTitle: entry.documentTitle, person: entry.personName,
                  done: entry.isDone, history: entry.isHistory)
    }
}

extension Components.Schemas.ToDoItem.KindPayload {
    init(_ kind: ArkivatorCore.ToDoItem.Kind) {
        switch kind {
        case .payment: self = .payment
        case .answer: self = .answer
        case .followUp: self = .followUp
        }
    }
}
