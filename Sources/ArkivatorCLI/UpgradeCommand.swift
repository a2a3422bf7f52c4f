import ArgumentParser
import ArkivatorCore
import ArkivatorLibrary

struct UpgradeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "upgrade",
        abstract: "Forsegl et bibliotek fra en eldre versjon som har noe ulåst på disken.",
        discussion: """
            Eldre versjoner hadde databasen og filene ulåst. Dette forsegler databasen og hver \
            fil under en ny nøkkel, med passordfrasen. Det skjer bare når du ber om det: en \
            vanlig opplåsing tar aldri en ulåst fil på disken for god fisk.
            """
    )

    func run() throws {
        let locked = try LockedLibrary.require(LibraryAccess.folder)
        _ = try locked.upgraded(passphrase: try Passphrase.current(), appVersion: ArkivatorVersion.current,
                                progress: SealingReport().show)
        print(Console.words(.librarySealed))
    }
}
