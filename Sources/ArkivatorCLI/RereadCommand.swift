import ArgumentParser
import ArkivatorCore
import ArkivatorLibrary
import Foundation

struct RereadCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "reread",
        abstract: "Les feltene på nytt fra brevets tekst, for eksempel etter at teksten er rettet.",
        discussion: """
            Uten --take vises bare feltene teksten nå gir annerledes enn brevet har dem; ingenting \
            endres. Med --take brukes de feltene du nevner (eller alle med --take all); de andre \
            står som før, også felt du har satt selv.
            """
    )

    @Argument(help: "Id fra «arkivator list».")
    var id: Int64

    @Option(help: ArgumentHelp("Feltene som skal brukes, skilt med komma, eller «all».",
                               valueName: RereadField.Field.allCases.map(\.rawValue).joined(separator: ",")))
    var take: String?

    func run() throws {
        let library = try LibraryAccess.open()
        let fields = try library.rereading(of: id)
        guard let take else {
            guard !fields.isEmpty else { return print(Console.words(.rereadSame)) }
            print(Console.table([PageWord.rereadField, .rereadNow, .rereadFromText].map { Console.language.words($0) }, fields.map { field in
                [Console.language.words(field.field.label), field.current ?? "–", field.readNow ?? "–"]
            }))
            return
        }
        let chosen: Set<RereadField.Field>
        if take == "all" {
            chosen = Set(fields.map(\.field))
        } else {
            let named = take.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
            let known = named.compactMap(RereadField.Field.init(rawValue:))
            guard known.count == named.count else { throw ValidationError(.unknownRereadField(typed: take)) }
            chosen = Set(known)
        }
        let document = try library.takeRereading(chosen, of: id)
        print(Console.words(.saved(title: document.title)))
    }
}
