import ArgumentParser
import ArkivatorCore
import ArkivatorLibrary
import ArkivatorWire
import Foundation

struct ShowCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "show",
        abstract: "Vis ett dokument."
    )

    @Argument(help: "Id fra «arkivator list».")
    var id: Int64

    @Flag(help: "Skriv hele dokumentet som JSON.")
    var json = false

    @Flag(help: "Skriv bare teksten (for å lime inn i en KI-assistent).")
    var text = false

    @Flag(help: "Vis fødselsnumrene brevet har hatt i sin helhet, i listen og i teksten, ikke bare fødselsdatoen.")
    var reveal = false

    @Option(help: "Skriv originalen nummer N (bildet eller PDF-en brevet ble arkivert fra, byte for byte) til --output.")
    var original: Int?

    @Option(help: "Filen originalen skrives til.", completion: .file())
    var output: String?

    func validate() throws {
        if json && text { throw ValidationError(.useEitherNotBoth("--json", "--text")) }
        if (original == nil) != (output == nil) { throw ValidationError(.needsTheOther("--original", "--output")) }
    }

    func run() throws {
        if let original, let output {
            // The original may show a whole fødselsnummer: the passphrase asked as the command starts.
            let (library, confirmed) = try LibraryAccess.openConfirmed()
            let bytes = try library.letterFile(.original(original), of: id, whole: confirmed)
            let destination = URL(fileURLWithPath: output)
            try bytes.write(to: destination, options: .withoutOverwriting)
            let kept = try library.originals(of: id).first { $0.number == original }
            print(Console.words(.originalWritten(path: destination.path, name: kept?.name ?? "", sha256: kept?.sha256 ?? "")))
            return
        }
        let library = try LibraryAccess.open()
        let document = try library.document(id)
        let personName = try library.personName(of: document)
        let numbers = try library.fodselsnumre(of: id)
        if json {
            try Console.printJSON(Components.Schemas.Document(document, personName: personName, fodselsnumre: numbers, revealed: reveal).sent)
        } else if text {
            print(reveal ? document.text : document.textWithFodselsnumreMasked)
        } else {
            print(Self.summary(of: document, personName: personName, fodselsnumre: numbers, revealed: reveal))
        }
    }

    static func summary(of document: Document, personName: String?, fodselsnumre: [Fodselsnummer] = [],
                        revealed: Bool = false) -> String {
        var fields: [(TerminalLine, String)] = [
            (.fieldTitle, document.title),
            (.fieldType, document.docType.norwegianLabel),
            (.fieldDate, document.documentDate?.iso ?? "–"),
            (.fieldPerson, personName ?? FamilyMember.unknownPersonLabel),
            (.fieldInstitution, document.institution ?? "–"),
        ]
        if let department = document.department { fields.append((.fieldDepartment, department)) }
        if let specialty = document.specialty { fields.append((.fieldSpecialty, specialty)) }
        if let appointment = document.appointment {
            fields.append((.fieldAppointment, Console.words(.dayAtTime(day: appointment.date.iso, time: String(format: "%02d:%02d", appointment.hour, appointment.minute)))))
        }
        if !document.keywords.isEmpty { fields.append((.fieldKeywords, document.keywords.joined(separator: ", "))) }
        if let confidence = document.ocrConfidence { fields.append((.fieldReadingConfidence, "\(Int((confidence * 100).rounded())) %")) }
        if !fodselsnumre.isEmpty {
            let shown = fodselsnumre.map { revealed ? $0.digits : $0.masked }.joined(separator: ", ")
            fields.append((.fieldFodselsnummer, shown + (revealed ? "" : Console.words(.revealWholeNumberHint))))
        }
        if !Fodselsnummer.findings(in: document.text).isEmpty {
            fields.append((.fieldWarning, Console.words(.fodselsnummerInText(documentID: document.id))))
        }
        if document.id != nil {
            fields.append((.fieldPages, String(max(document.pages.count, 1))))
            fields.append((.fieldUpload, document.uploadStatus.norwegianLabel))
        }
        let labelled = fields.map { (Console.words($0.0), $0.1) }
        let width = labelled.map(\.0.count).max() ?? 0
        let header = labelled.map { label, value in
            label + ":" + String(repeating: " ", count: width - label.count + 1) + value
        }.joined(separator: "\n")
        let text = revealed ? document.text : document.textWithFodselsnumreMasked
        return header + "\n\n" + (text.isEmpty ? Console.words(.noTextFound) : text)
    }
}
