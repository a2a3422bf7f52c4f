import ArgumentParser
import ArkivatorWeb
import Foundation

@main
struct Arkivator: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "arkivator",
        abstract: "Arkivator arkiverer familiens helsebrev: finn, les og ta vare på dem.",
        discussion: """
            Biblioteket ligger i $ARKIVATOR_HOME, ellers $XDG_DATA_HOME/arkivator, ellers \
            ~/.local/share/arkivator. Kommandoer som åpner arkivet spør etter passordfrasen, \
            eller leser den fra $ARKIVATOR_PASSPHRASE.
            """,
        version: ArkivatorVersion.current,
        subcommands: [
            InitCommand.self,
            PasswdCommand.self,
            UpgradeCommand.self,
            AnalyzeCommand.self,
            FileCommand.self,
            WatchCommand.self,
            ImportCommand.self,
            FamilyCommand.self,
            ListCommand.self,
            ToDoCommand.self,
            CalendarCommand.self,
            SearchCommand.self,
            ShowCommand.self,
            ExplainCommand.self,
            EditCommand.self,
            PagesCommand.self,
            RereadCommand.self,
            LearningCommand.self,
            DeleteCommand.self,
            UndoCommand.self,
            PurgeDeletionsCommand.self,
            RedactCommand.self,
            ExportCommand.self,
            ArchiveFolderCommand.self,
            BackupCommand.self,
            RestoreCommand.self,
            DriveCommand.self,
            SyncCommand.self,
            EraseCommand.self,
            KeyCommand.self,
            PasskeyCommand.self,
            AssistantCommand.self,
            ServeCommand.self,
            SetupCodeCommand.self,
            DoctorCommand.self,
            CompareLettersCommand.self,
        ]
    )

    static func main() async {
        // Everything the process creates (database, WAL, images) is the owner's alone.
        umask(0o077)
        RedactingLogHandler.bootstrap()
        var command: any ParsableCommand
        do {
            command = try parseAsRoot()
        } catch {
            if let refusal = ArgumentRefusal.reason { fail(UserFacingError(refusal)) }
            exit(withError: error)
        }
        do {
            if var asyncCommand = command as? any AsyncParsableCommand {
                try await asyncCommand.run()
            } else {
                try command.run()
            }
        } catch {
            if let friendly = UserFacingError(error) { fail(friendly) }
            exit(withError: error)
        }
    }

    private static func fail(_ error: UserFacingError) -> Never {
        FileHandle.standardError.write(Data("arkivator: \(error.description)\n".utf8))
        Foundation.exit(1)
    }
}

enum ArkivatorVersion {
    static let current = "0.1.0"
}
