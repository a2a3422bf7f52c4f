import ArgumentParser
import ArkivatorLibrary
import Foundation

struct RestoreCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "restore",
        abstract: "Gjenopprett et bibliotek fra en sikkerhetskopi, i en tom bibliotekmappe.",
        discussion: "Hver fil sjekkes mot sjekksummene før noe legges på plass. Åpne biblioteket etterpå med passordfrasen det hadde."
    )

    @Argument(help: "Sikkerhetskopien fra «arkivator backup».", completion: .file())
    var file: String

    func run() throws {
        let folder = LibraryAccess.folder
        let summary = try Library.restore(from: URL(fileURLWithPath: file), into: folder)
        print(Console.words(.restored(documents: summary.documentCount, files: summary.fileCount, path: folder.root.path)))
    }
}
