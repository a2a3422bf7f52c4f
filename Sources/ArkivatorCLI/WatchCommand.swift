import ArgumentParser
import ArkivatorLibrary
import Foundation

struct WatchCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "watch",
        abstract: "Arkiver hvert nytt bilde eller hver nye PDF som legges i en mappe.",
        discussion: """
            Hver fil (JPEG, PNG, HEIC eller PDF) blir ett dokument, unntatt sider som heter \
            navn-p1.jpg, navn-p2.jpg …, som blir ett dokument sammen; en PDF er alltid ett \
            dokument alene. Ferdige bilder flyttes til Arkivert/, bilder som ikke kunne \
            leses til Feilet/ med en forklaring ved siden av. Stopp med Ctrl-C; ingenting går tapt.
            Et brev som ser ut til å være arkivert fra før, lagres med en advarsel, eller hoppes \
            over med --skip-duplicates (bildene flyttes da til Arkivert/, der brevet allerede er).
            """
    )

    @Argument(help: "Innboksmappen.", completion: .directory)
    var folder: String

    @Option(help: "Sekunder mellom hver titt i mappen.")
    var interval = 2.0

    @Flag(help: "Arkiver det som ligger der nå, og avslutt.")
    var once = false

    @Flag(help: "Ikke lagre et brev som ser ut til å være arkivert fra før.")
    var skipDuplicates = false

    func validate() throws {
        guard interval >= 0.2 else { throw ValidationError(.intervalAtLeast(seconds: 0.2)) }
    }

    func run() async throws {
        let inbox = URL(fileURLWithPath: folder, isDirectory: true)
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: inbox.path, isDirectory: &isFolder), isFolder.boolValue else {
            throw UserFacingError(.folderNotFound(path: folder))
        }
        let library = try LibraryAccess.open()
        let filer = LetterFiler(library: library, reviews: false, skipsDuplicates: skipDuplicates)
        for job in library.unfinishedJobs() { try await filer.file(job) }

        var watcher = Inbox(folder: inbox)
        if !once { Console.warn(.watching(path: inbox.path)) }
        repeat {
            // Files still being copied change between two looks; only settled ones are taken.
            for group in watcher.settledGroups(requireUnchanged: !once) {
                do {
                    try await filer.file(try group.map {
                        IncomingPhoto(name: $0.lastPathComponent, content: .bytes(try Data(contentsOf: $0)))
                    })
                    try watcher.setAside(group, as: .filed)
                } catch {
                    let reason = (UserFacingError(error) ?? UserFacingError("\(error)")).description
                    Console.warn("\(group[0].lastPathComponent): \(reason)")
                    try watcher.setAside(group, as: .failed(reason: reason))
                }
            }
            if !once { try await Task.sleep(for: .seconds(interval)) }
        } while !once
    }
}
