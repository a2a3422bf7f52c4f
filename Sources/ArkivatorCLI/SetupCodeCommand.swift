import ArgumentParser
import ArkivatorLibrary

struct SetupCodeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "setup-code",
        abstract: "Skriv ut oppstartskoden som oppretter et nytt arkiv på velkomstsiden.",
        discussion: """
            Koden lages første gang «arkivator serve» (tjenesten) starter uten arkiv, og står \
            i arkivmappen ($ARKIVATOR_HOME, ellers tjenestens /var/lib/arkivator) til arkivet er \
            opprettet. Bare root og gruppen arkivator kan lese den: kjør «sudo arkivator setup-code».
            """
    )

    func run() throws {
        let folder = Library.installedFolder()
        switch Library.readSetupCode(in: folder) {
        case .waiting(let digits):
            Console.say(.setupCodeWaiting(digits))
        case .libraryExists:
            Console.say(.setupCodeLibraryExists(path: folder.root.path))
        case .notMadeYet:
            Console.warn(.setupCodeNotMadeYet(path: folder.root.path))
            throw ExitCode(1)
        case .notReadable:
            Console.warn(.setupCodeNotReadable(path: folder.root.path))
            throw ExitCode(1)
        }
    }
}
