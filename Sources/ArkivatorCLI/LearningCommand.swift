import ArgumentParser
import ArkivatorLibrary

struct LearningCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "learning",
        abstract: "Se eller styr hva tolkningen lærer av rettelsene dine.",
        discussion: """
            Når du ser over et brev før det lagres, eller retter det senere, husker Arkivator hva \
            du valgte: navnet du bruker på en avsender, hvem brev fra et legekontor pleier å \
            gjelde, hvilken type du arkiverer et slags brev som, og titlene du foretrekker. Nye \
            brev fra samme avsender tolkes deretter, men aldri mot det brevet selv sier tydelig \
            (et brev som nevner Emma som pasient, gjelder Emma). Et brev lagret uten gjennomgang \
            lærer ingenting. Alt blir i det forseglede biblioteket på denne maskinen.
            """,
        subcommands: [Status.self, On.self, Off.self, Forget.self],
        defaultSubcommand: Status.self
    )

    struct Status: ParsableCommand {
        static let configuration = CommandConfiguration(commandName: "status", abstract: "Vis om tolkningen lærer, og av hvor mange brev.")

        func run() throws {
            let summary = try LibraryAccess.open().learningSummary()
            print(Console.words(.learning(isOn: summary.isOn)))
            print(Console.words(.learnedFrom(letters: summary.lettersLearnedFrom)))
        }
    }

    struct On: ParsableCommand {
        static let configuration = CommandConfiguration(commandName: "on", abstract: "La tolkningen lære av rettelsene dine (standard).")

        func run() throws {
            try LibraryAccess.open().setLearnsFromCorrections(true)
            print(Console.words(.learningStarted))
        }
    }

    struct Off: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "off", abstract: "Tolk brevene etter reglene alene, og husk ingen nye rettelser.",
            discussion: "Det som er lært, blir liggende til du sletter det med «arkivator learning forget».")

        func run() throws {
            try LibraryAccess.open().setLearnsFromCorrections(false)
            print(Console.words(.learningStopped))
        }
    }

    struct Forget: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "forget", abstract: "Glem alt tolkningen har lært av rettelsene dine.",
            discussion: "Brevene blir liggende slik de er arkivert; bare det som er lært av dem, slettes.")

        func run() throws {
            let library = try LibraryAccess.open()
            let count = try library.learningSummary().lettersLearnedFrom
            try library.forgetLearnedHabits()
            print(Console.words(.learningForgotten(letters: count)))
        }
    }
}
