import ArgumentParser
import ArkivatorCore
import ArkivatorLibrary
import Foundation

struct AssistantCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "assistant",
        abstract: "Sett opp assistenten som forklarer brev (av som standard).",
        discussion: """
            Assistenten er en språkmodell du velger selv: en OpenAI-kompatibel tjeneste (også lokale \
            som llama.cpp og LM Studio), Ollama eller Anthropic. Før et brev sendes, tas fødselsnumre, \
            adresser og telefonnumre ut, og familiens navn byttes med roller («pasienten», «barnet») \
            om du ikke tillater navn. Bildene sendes aldri.
            """,
        subcommands: [Status.self, Setup.self, Consent.self, Names.self, QuickAccept.self, Test.self, Remove.self],
        defaultSubcommand: Status.self
    )

    struct Status: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Vis hvordan assistenten er satt opp.")

        func run() throws {
            let setup = try LibraryAccess.open().assistantSetup()
            print(Console.words(.assistantStatus(setup)))
        }
    }

    struct Setup: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Velg tjenesten, modellen og nøkkelen.",
            discussion: """
                Nøkkelen leses fra standard inn med --key - og lagres kryptert i biblioteket. Etterpå \
                spør Arkivator før hvert brev som sendes, til du velger «arkivator assistant consent always».
                """
        )

        @Option(help: "openai, ollama eller anthropic.")
        var provider: AssistantProvider

        @Option(name: .customLong("base-url"), help: "Tjenestens adresse (standard: tjenestens vanlige adresse).")
        var baseURL: String?

        @Option(help: "Modellen som skal svare.")
        var model: String

        @Option(help: ArgumentHelp("Les nøkkelen fra standard inn («-»).", valueName: "-"))
        var key: String?

        func validate() throws {
            if let key, key != "-" {
                throw ValidationError(.keyOnStandardInputOnly)
            }
        }

        func run() throws {
            let (library, confirmed) = try LibraryAccess.openConfirmed()
            let url = try baseURL.map {
                guard let url = URL(string: $0) else { throw ValidationError(.notAnAddress($0)) }
                return url
            } ?? provider.defaultBaseURL
            let secret = try key.map { _ in try Self.readKey() }
            try library.setUpAssistant(AssistantService(provider: provider, baseURL: url, model: model), key: secret, confirmed: confirmed)
            print(Console.words(.assistantStatus(try library.assistantSetup())))
        }

        private static func readKey() throws -> String {
            guard let line = try? Passphrase.readLine(prompt: .promptKey), !line.isEmpty else {
                throw UserFacingError(.keyMissingOnStandardInput)
            }
            return line
        }
    }

    struct Consent: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Når et brev kan sendes: always (uten å spørre), once (spør hver gang) eller off.")

        @Argument(help: "always, once eller off.")
        var consent: AssistantConsent

        func run() throws {
            let (library, confirmed) = try LibraryAccess.openConfirmed()
            try library.setAssistantConsent(consent, confirmed: confirmed)
            print(Console.words(.assistantStatus(try library.assistantSetup())))
        }
    }

    struct Names: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Om familiens navn kan sendes som de er (allow), eller byttes med roller (deny, standard).")

        @Argument(help: "allow eller deny.")
        var choice: NameChoice

        enum NameChoice: String, ExpressibleByArgument, CaseIterable {
            case allow, deny
        }

        func run() throws {
            let (library, confirmed) = try LibraryAccess.openConfirmed()
            try library.setAssistantAllowsNames(choice == .allow, confirmed: confirmed)
            print(Console.words(.assistantStatus(try library.assistantSetup())))
        }
    }

    struct QuickAccept: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "quick-accept",
            abstract: "Lagring uten gjennomsyn tar assistentens forslag når den er minst så sikker (0–1), eller «off».")

        @Argument(help: "Et tall mellom 0 og 1, eller off.")
        var threshold: String

        func run() throws {
            let value: Double?
            if threshold == "off" {
                value = nil
            } else if let number = Double(threshold.replacingOccurrences(of: ",", with: ".")) {
                value = number
            } else {
                throw ValidationError(.thresholdBetweenZeroAndOne)
            }
            let library = try LibraryAccess.open()
            try library.setAssistantQuickAccept(value)
            print(Console.words(.assistantStatus(try library.assistantSetup())))
        }
    }

    struct Test: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Spør tjenesten om ett ord, uten noe fra brevene, for å se at oppsettet virker.")

        func run() async throws {
            let answer = try await LibraryAccess.open().testAssistant()
            print(Console.words(.serviceAnswered) + answer)
        }
    }

    struct Remove: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Glem tjenesten og nøkkelen. Forklaringer som alt er laget, blir liggende ved brevene.")

        func run() throws {
            try LibraryAccess.open().removeAssistant()
            print(Console.words(.assistantRemoved))
        }
    }
}

struct ExplainCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "explain",
        abstract: "Få brevet forklart på enkel norsk av assistenten, og lagre forklaringen ved brevet.",
        discussion: """
            Med --show skrives nøyaktig det som ville blitt sendt, uten å sende noe. Har du valgt å bli \
            spurt hver gang, sender du dette ene brevet med --send.
            """
    )

    @Argument(help: "Id fra «arkivator list».")
    var id: Int64

    @Flag(help: "Vis teksten som ville blitt sendt, og send ingenting.")
    var show = false

    @Flag(help: "Ja til å sende dette brevet denne gangen.")
    var send = false

    func run() async throws {
        let library = try LibraryAccess.open()
        if show {
            let disclosure = try library.assistantDisclosure(for: id, kind: .explanation)
            print(Console.words(.assistantDisclosure(disclosure)))
            return
        }
        let job = try await library.explain(id, thisTime: send) { piece in
            FileHandle.standardOutput.write(Data(piece.utf8))
        }
        guard job.status == .succeeded else { throw UserFacingError(job.failure ?? Console.words(.assistantDidNotAnswer)) }
        print("\n\n" + Console.words(.madeByLanguageModel(model: job.answeredBy)))
    }
}

extension AssistantProvider: ExpressibleByArgument {}
extension AssistantConsent: ExpressibleByArgument {}
