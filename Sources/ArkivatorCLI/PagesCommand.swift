import ArgumentParser
import ArkivatorCore
import ArkivatorLibrary
import Foundation

struct PagesCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "pages",
        abstract: "Endre sidene i et arkivert brev: legg til, fjern, flytt, drei eller beskjær på nytt.",
        discussion: """
            Én endring om gangen. Bare sider som endres, leses på nytt; feltene (dato, \
            institusjon, person) står som før. .docx, PDF, arkivmappen og Google Drive følger \
            etter. En fjernet side overskrives før den forsvinner, og det samme gjør en original \
            som ingen side lenger kommer fra. En side kan beskjæres på nytt bare fra et bilde \
            som er tatt vare på (ikke fra en PDF).
            """
    )

    @Argument(help: "Id fra «arkivator list».")
    var id: Int64

    @Option(name: .customLong("add"), parsing: .upToNextOption,
            help: "Bilder (JPEG, PNG eller HEIC) eller én PDF som nye sider.", completion: .file())
    var added: [String] = []

    @Option(help: "Med --add: siden de nye sidene kommer etter (0 for først; standard sist).")
    var after: Int?

    @Option(help: "Fjern denne siden.")
    var remove: Int?

    @Option(help: ArgumentHelp("Ny rekkefølge, for eksempel «2,1,3»: side 2 blir side 1.", valueName: "n,n,…"))
    var order: String?

    @Option(help: "Drei denne siden (med --quarter-turns).")
    var turn: Int?

    @Option(help: "Kvarte omdreininger med klokka; negativt mot klokka.")
    var quarterTurns = 1

    @Option(help: "Beskjær denne siden på nytt fra bildet (med --corners).")
    var crop: Int?

    @Option(help: ArgumentHelp("Arkets hjørner i bildet, i piksler.", valueName: Quadrilateral.argumentShape))
    var corners: Quadrilateral?

    func validate() throws {
        let asked = [!added.isEmpty, remove != nil, order != nil, turn != nil, crop != nil].filter { $0 }.count
        if asked != 1 { throw ValidationError(.onePageChangeAtATime) }
        if (crop == nil) != (corners == nil) { throw ValidationError(.needsTheOther("--crop", "--corners")) }
        if after != nil && added.isEmpty { throw ValidationError(.needsTheOther("--after", "--add")) }
    }

    func run() async throws {
        let library = try LibraryAccess.open()
        let change: PageChange
        if !added.isEmpty {
            change = .add(try added.map { path in
                IncomingPhoto(name: URL(fileURLWithPath: path).lastPathComponent, content: .bytes(try Files.read(path)))
            }, after: after)
        } else if let remove {
            change = .remove(remove)
        } else if let order {
            let numbers = order.split(separator: ",").map { Int($0.trimmingCharacters(in: .whitespaces)) }
            guard numbers.allSatisfy({ $0 != nil }) else { throw ValidationError(Console.words(.notAPageOrder(typed: order))) }
            change = .reorder(numbers.map { $0! })
        } else if let turn {
            change = .turn(turn, quarterTurns: quarterTurns)
        } else if let crop, let corners {
            change = .crop(crop, corners: corners)
        } else {
            throw ValidationError(.onePageChangeAtATime)
        }
        if case .add = change { Console.warn(.readingNewPages) }
        let document = try await library.changePages(of: id, change, reader: PhotoReading.reader())
        print(Console.words(.pagesChanged(title: document.title, pageCount: document.pages.count)))
    }
}
