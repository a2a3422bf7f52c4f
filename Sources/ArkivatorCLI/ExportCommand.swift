import ArgumentParser
import ArkivatorLibrary
import Foundation

struct ExportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Skriv hele arkivet til en mappe: <Person>/Dokumenter/<tittel>.docx og <Person>/Bilder/<tittel>.jpeg.",
        discussion: """
            Dokumenter uten kjent person havner under «Ukjent person». Like navn får (2), (3) …; \
            en fil som allerede ligger der med samme innhold, skrives ikke på nytt, så eksporten \
            kan kjøres igjen. Se også «arkivator archive-folder» for en mappe som holdes oppdatert.
            """
    )

    @Argument(help: "Mappen arkivet skal skrives til (opprettes om den mangler).", completion: .directory)
    var folder: String

    func run() throws {
        let destination = URL(fileURLWithPath: folder, isDirectory: true)
        let (library, confirmed) = try LibraryAccess.openConfirmed()
        let count = try library.export(to: destination, confirmed: confirmed) { done, total in
            Console.warn(.exporting(done: done, total: total))
        }
        print(Console.words(.exported(count: count, path: destination.path)))
    }
}
