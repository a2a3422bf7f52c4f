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
            Console.warn("Eksporterer \(done)/\(total)")
        }
        print("Eksporterte \(count) dokument\(count == 1 ? "" : "er") til \(destination.path).")
    }
}

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
        if off && folder != nil { throw ValidationError("Gi enten en mappe eller --off.") }
    }

    func run() throws {
        let (library, confirmed) = try LibraryAccess.openConfirmed()
        if off {
            try library.chooseArchiveFolder(nil, confirmed: nil)
            print("Ingen arkivmappe holdes oppdatert lenger.")
            return
        }
        guard let folder else {
            if let current = try library.archiveFolder() {
                print(current.path)
            } else {
                print("Ingen arkivmappe er valgt. Velg en med «arkivator archive-folder MAPPE».")
            }
            return
        }
        let destination = URL(fileURLWithPath: folder, isDirectory: true)
        let count = try library.chooseArchiveFolder(destination, confirmed: confirmed) { done, total in
            Console.warn("Skriver \(done)/\(total)")
        }
        print("Arkivmappen er \(destination.standardizedFileURL.path) (\(count) dokument\(count == 1 ? "" : "er")).")
    }
}

struct BackupCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "backup",
        abstract: "Ta sikkerhetskopi av hele biblioteket til én fil.",
        discussion: """
            Filen inneholder databasen, alle bilder og dokumenter, og en liste med sjekksummer. \
            Fødselsnumre og nøkler er kryptert i kopien slik de er i biblioteket; passordfrasen \
            trengs for å åpne et gjenopprettet bibliotek. Oppbevar filen trygt: brevenes tekst \
            står i den.
            """
    )

    @Argument(help: "Filen som skal skrives, for eksempel arkivator-backup.zip.", completion: .file())
    var file: String

    func run() throws {
        let destination = URL(fileURLWithPath: file)
        let (library, confirmed) = try LibraryAccess.openConfirmed()
        let summary = try library.backUp(to: destination, confirmed: confirmed)
        print("Sikkerhetskopi skrevet til \(destination.path): \(summary.documentCount) dokument\(summary.documentCount == 1 ? "" : "er"), \(summary.fileCount) filer, \(ByteCountFormatter.string(fromByteCount: summary.byteCount, countStyle: .file)).")
    }
}

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
        print("Gjenopprettet \(summary.documentCount) dokument\(summary.documentCount == 1 ? "" : "er") (\(summary.fileCount) filer) i \(folder.root.path).")
    }
}
