import ArgumentParser
import ArkivatorCore
import ArkivatorLibrary
import ArkivatorWire

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

    func validate() throws {
        if json && text { throw ValidationError("Bruk enten --json eller --text, ikke begge.") }
    }

    func run() throws {
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
        var fields: [(String, String)] = [
            ("Tittel", document.title),
            ("Type", document.docType.norwegianLabel),
            ("Dato", document.documentDate?.iso ?? "–"),
            ("Person", personName ?? FamilyMember.unknownPersonLabel),
            ("Institusjon", document.institution ?? "–"),
        ]
        if let department = document.department { fields.append(("Avdeling", department)) }
        if let specialty = document.specialty { fields.append(("Fagområde", specialty)) }
        if let appointment = document.appointment { fields.append(("Time", appointment.iso.replacingOccurrences(of: "T", with: " kl. "))) }
        if !document.keywords.isEmpty { fields.append(("Stikkord", document.keywords.joined(separator: ", "))) }
        if let confidence = document.ocrConfidence { fields.append(("Lesesikkerhet", "\(Int((confidence * 100).rounded())) %")) }
        if !fodselsnumre.isEmpty {
            let shown = fodselsnumre.map { revealed ? $0.digits : $0.masked }.joined(separator: ", ")
            fields.append(("Fødselsnummer", shown + (revealed ? "" : " (vis hele med --reveal)")))
        }
        if !Fodselsnummer.findings(in: document.text).isEmpty {
            let remedy = document.id.map { " Fjern det fra teksten med «arkivator redact \($0)»." } ?? ""
            fields.append(("Advarsel", "Teksten inneholder et fødselsnummer." + remedy))
        }
        if document.id != nil {
            fields.append(("Sider", String(max(document.pages.count, 1))))
            fields.append(("Opplasting", document.uploadStatus.norwegianLabel))
        }
        let width = fields.map(\.0.count).max() ?? 0
        let header = fields.map { label, value in
            label + ":" + String(repeating: " ", count: width - label.count + 1) + value
        }.joined(separator: "\n")
        let text = revealed ? document.text : document.textWithFodselsnumreMasked
        return header + "\n\n" + (text.isEmpty ? "(Ingen tekst funnet.)" : text)
    }
}
