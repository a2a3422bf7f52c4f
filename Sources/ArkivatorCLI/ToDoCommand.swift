import ArgumentParser
import ArkivatorCore
import ArkivatorLibrary
import ArkivatorWire

struct ToDoCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "todo",
        abstract: "Vis «Å gjøre»: frister, betalinger og oppfølging fra brevene, tidligste først.",
        discussion: """
            Hver linje har en id; «--done ID» krysser den av som ferdig, «--undo ID» tar den tilbake. \
            Frister som gikk ut for mer enn \(Library.toDoHorizonDays) dager siden, vises bare med --all.
            """
    )

    @Option(help: "Bare denne personens (navn, fornavn eller id).")
    var person: String?

    @Flag(help: "Vis også det som er krysset av som ferdig, og frister som gikk ut for lenge siden.")
    var all = false

    @Option(help: "Kryss av denne som ferdig.")
    var done: String?

    @Option(help: "Ta denne tilbake på listen.")
    var undo: String?

    @Flag(help: "Skriv JSON i stedet for en tabell.")
    var json = false

    func validate() throws {
        if done != nil && undo != nil { throw ValidationError(.useEitherNotBoth("--done", "--undo")) }
    }

    func run() throws {
        let library = try LibraryAccess.open()
        if let id = done ?? undo {
            try library.setToDoItem(id, done: done != nil)
            print(Console.words(done != nil ? .toDoDone : .toDoBack))
            return
        }
        let member: FamilyMember.ID? = try person.map {
            guard case .member(let id) = try library.person(named: $0) else {
                throw ValidationError(.choosePersonInFamily)
            }
            return id
        }
        let entries = try library.toDoList(person: member, includingDone: all, includingHistory: all)
        if json {
            try Console.printJSON(entries.map(Components.Schemas.ToDoItem.init))
            return
        }
        guard !entries.isEmpty else {
            print(Console.words(.nothingToDo))
            return
        }
        print(Console.table([.columnDue, .columnWhat, .fieldPerson, .columnLetter, .columnID].map(Console.words), entries.map { entry in
            [entry.item.due?.iso ?? "–", entry.isDone ? "✓ \(entry.item.text)" : entry.item.text,
             entry.personName ?? FamilyMember.unknownPersonLabel, String(entry.item.documentID), entry.id]
        }))
    }
}
