import ArgumentParser
import ArkivatorLibrary
import ArkivatorWeb
import Foundation

struct DoctorCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "doctor",
        abstract: "Sjekk installasjonen og si hva som må rettes.",
        discussion: """
            Ser etter tekstgjenkjenningens språk (nor, eng, osd) og PDF-verktøyene, arkivmappens \
            eier og rettigheter, sertifikatets navn, ledig plass, og om tjenesten svarer på \
            navnene den gjelder. Åpner ikke arkivet, og spør ikke etter passordfrasen. Avslutter \
            med 1 når noe må rettes.
            """
    )

    @Option(help: "Porten tjenesten lytter på.")
    var port = 443

    @Option(help: ArgumentHelp("Navnet på hjemmenettet tjenesten svarer på, i tillegg til maskinens eget ($ARKIVATOR_NAME).", valueName: "navn"))
    var name = ProcessInfo.processInfo.environment["ARKIVATOR_NAME"].flatMap { $0.isEmpty ? nil : $0 } ?? "arkivator"

    @Option(help: ArgumentHelp("Vertsnavnet å prøve tjenesten på i stedet for navnene på hjemmenettet (kan gis flere ganger).", valueName: "navn"))
    var check: [String] = []

    func validate() throws {
        guard (1...65535).contains(port) else { throw ValidationError(.portOutOfRange) }
        guard HomeNetworkName.local(name) != nil else { throw ValidationError(.notALocalName(name)) }
    }

    func run() async throws {
        let folder = Library.installedFolder()
        let installed = folder.root.standardizedFileURL.path == Library.serviceFolder.standardizedFileURL.path
        let certificate = HomeCertificateAuthority.keptServerCertificate(in: folder.root.appendingPathComponent("tls", isDirectory: true))
        let names = check.isEmpty ? Array(Set([HomeNetworkName.local(name), HomeNetworkName.machine()].compactMap { $0 })).sorted() : check
        let survey = InstallationSurvey(
            folder: folder, expectedOwner: installed ? Library.serviceUser : NSUserName(), names: names, port: port,
            certificateNames: certificate?.names, certificateExpiry: certificate?.notValidAfter)
        let checks = await Library.checkInstallation(survey)
        for check in checks {
            Console.say("\(check.needsFixing ? "✗" : "✓") \(Console.words(.installation(check.finding)))")
        }
        let toFix = checks.filter(\.needsFixing).count
        Console.say(toFix == 0 ? .doctorAllFine : .doctorThingsToFix(toFix))
        if toFix > 0 { throw ExitCode(1) }
    }
}
