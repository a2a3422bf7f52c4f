import ArgumentParser
import ArkivatorLibrary
import Foundation

struct ArchiveFolderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "archive-folder",
        abstract: "Velg en lokal arkivmappe som holdes oppdatert når dokumenter lagres, rettes og slettes.",
        discussion: """
            For eksempel en mappe som Google Drive for datamaskiner synkroniserer. Uten argument \
            vises mappen som er valgt. Filer i en mappe du slutter å bruke, blir liggende.
            """
    )

    @Argument(help: "Mappen.", completion: .directory)
    var folder: String?

    @Flag(help: "Slutt å holde en arkivmappe oppdatert.")
    var off = false

    func validate() throws {
        if off && folder != nil { throw ValidationError(.giveFolderOrOff) }
    }

    func run() throws {
        let (library, confirmed) = try LibraryAccess.openConfirmed()
        if off {
            try library.chooseArchiveFolder(nil, confirmed: nil)
            print(Console.words(.archiveFolderOff))
            return
        }
        guard let folder else {
            if let current = try library.archiveFolder() {
                print(current.path)
            } else {
                print(Console.words(.noArchiveFolder))
            }
            return
        }
        let destination = URL(fileURLWithPath: folder, isDirectory: true)
        let count = try library.chooseArchiveFolder(destination, confirmed: confirmed) { done, total in
            Console.warn(.writing(done: done, total: total))
        }
        print(Console.words(.archiveFolderIs(path: destination.standardizedFileURL.path, documents: count)))
    }
}
