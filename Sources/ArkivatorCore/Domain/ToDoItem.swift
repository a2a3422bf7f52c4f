import Foundation

/// One thing a letter asks the family to do by a day: pay, answer, or expect a follow-up. The
/// «Å gjøre» list and the calendar's all-day entries are made of these.
public struct ToDoItem: Sendable, Hashable, Codable, Identifiable {
    public enum Kind: String, Sendable, Hashable, Codable, CaseIterable {
        case payment
        case answer
        case followUp
    }

    public var documentID: Document.ID
    public var kind: Kind
    /// Nil for a follow-up or a payment whose letter names no day: listed after the dated ones.
    public var due: CalendarDate?
    /// In Norwegian: «Betal egenandel kr 375», «Svar på brevet», «Kontroll om 6 måneder».
    public var text: String
    /// Stable across readings of the same letter, so that «Ferdig» stays ticked when the list
    /// is made again; changes when the user edits what the item says.
    public var key: String

    public var id: String { "\(documentID)/\(key)" }

    public init(documentID: Document.ID, kind: Kind, due: CalendarDate?, text: String) {
        self.documentID = documentID
        self.kind = kind
        self.due = due
        self.text = text
        self.key = "\(kind.rawValue):\(due?.iso ?? "-"):\(text)"
    }

    /// The items of one filed letter, in the order the letter gives them.
    public static func items(of document: Document) -> [ToDoItem] {
        guard let id = document.id else { return [] }
        let actions = document.actions
        var items: [ToDoItem] = []
        for payment in actions.payments.map(\.value) {
            let what = switch payment.kind {
            case .egenandel: "Betal egenandel"
            case .faktura: "Betal faktura"
            case .gebyr: "Betal gebyr"
            }
            items.append(ToDoItem(documentID: id, kind: .payment, due: payment.dueDate,
                                  text: "\(what) \(payment.amountText)"))
        }
        if let deadline = actions.answerDeadline {
            items.append(ToDoItem(documentID: id, kind: .answer, due: deadline.value, text: "Svar på brevet"))
        }
        for followUp in actions.followUps.map(\.value) {
            items.append(ToDoItem(documentID: id, kind: .followUp, due: followUp.dueDate, text: followUp.text))
        }
        return items
    }

    /// Soonest first; undated items after the dated ones, each group in letter order.
    public static func soonestFirst(_ items: [ToDoItem]) -> [ToDoItem] {
        items.enumerated().sorted { a, b in
            switch (a.element.due, b.element.due) {
            case let (x?, y?) where x != y: x < y
            case (_?, nil): true
            case (nil, _?): false
            default: a.offset < b.offset
            }
        }.map(\.element)
    }
}
