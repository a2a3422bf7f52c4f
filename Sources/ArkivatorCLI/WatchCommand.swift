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
        guard interval >= 0.2 else { throw ValidationError("--interval må være minst 0.2 sekunder.") }
    }

    func run() async throws {
        let inbox = URL(fileURLWithPath: folder, isDirectory: true)
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: inbox.path, isDirectory: &isFolder), isFolder.boolValue else {
            throw UserFacingError("Fant ikke mappen \(folder).")
        }
        let library = try LibraryAccess.open()
        let filer = LetterFiler(library: library, reviews: false, skipsDuplicates: skipDuplicates)
        for job in library.unfinishedJobs() { try await filer.file(job) }

        var watcher = InboxWatcher(inbox: inbox)
        if !once { Console.warn("Følger med på \(inbox.path). Stopp med Ctrl-C.") }
        repeat {
            // Files still being copied change between two looks; only settled ones are taken.
            for group in watcher.settledGroups(requireUnchanged: !once) {
                do {
                    try await filer.file(try group.map {
                        IncomingPhoto(name: $0.lastPathComponent, content: .bytes(try Data(contentsOf: $0)))
                    })
                    try watcher.move(group, to: "Arkivert")
                } catch {
                    let reason = (UserFacingError(error) ?? UserFacingError("\(error)")).description
                    Console.warn("\(group[0].lastPathComponent): \(reason)")
                    try watcher.move(group, to: "Feilet", reason: reason)
                }
            }
            if !once { try await Task.sleep(for: .seconds(interval)) }
        } while !once
    }
}

/// Looks in an inbox folder and groups its photos into documents.
struct InboxWatcher {
    let inbox: URL
    private var lastSeen: [String: (size: Int, modified: Date)] = [:]

    init(inbox: URL) {
        self.inbox = inbox
    }

    /// Letters whose every photo is unchanged since the previous look, pages in order.
    mutating func settledGroups(requireUnchanged: Bool) -> [[URL]] {
        let keys: [URLResourceKey] = [.isRegularFileKey, .fileSizeKey, .contentModificationDateKey]
        let files = (try? FileManager.default.contentsOfDirectory(
            at: inbox, includingPropertiesForKeys: keys, options: [.skipsHiddenFiles])) ?? []
        var seen: [String: (size: Int, modified: Date)] = [:]
        var photos: [URL] = []
        var unsettled: Set<String> = []
        for file in files where PhotoLetters.isPhoto(file) {
            guard let values = try? file.resourceValues(forKeys: Set(keys)), values.isRegularFile == true else { continue }
            let state = (size: values.fileSize ?? -1, modified: values.contentModificationDate ?? .distantPast)
            seen[file.path] = state
            photos.append(file)
            if requireUnchanged, lastSeen[file.path].map({ $0 != state }) ?? true { unsettled.insert(file.path) }
        }
        lastSeen = seen
        return PhotoLetters.letters(photos).filter { letter in !letter.contains { unsettled.contains($0.path) } }
    }

    /// Moves the photos into a subfolder, with the reason beside them when they failed.
    func move(_ group: [URL], to subfolder: String, reason: String? = nil) throws {
        let target = inbox.appendingPathComponent(subfolder, isDirectory: true)
        try FileManager.default.createDirectory(at: target, withIntermediateDirectories: true)
        for file in group {
            var destination = target.appendingPathComponent(file.lastPathComponent)
            var copy = 2
            while FileManager.default.fileExists(atPath: destination.path) {
                destination = target.appendingPathComponent(
                    "\(file.deletingPathExtension().lastPathComponent) (\(copy)).\(file.pathExtension)")
                copy += 1
            }
            try FileManager.default.moveItem(at: file, to: destination)
            if let reason {
                try Data((reason + "\n").utf8).write(to: destination.appendingPathExtension("feil.txt"))
            }
        }
    }
}
