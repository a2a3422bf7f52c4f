import ArkivatorCore
import Foundation

/// Shows what was read and inferred about a letter and lets the user correct it, field by
/// field, before anything is saved.
struct TerminalReview {
    let family: [FamilyMember]

    /// True to save, false to discard. `warning`, when there is one, stands right above the question.
    func review(_ document: inout Document, warning: String? = nil) throws -> Bool {
        while true {
            let personName = family.first { $0.id == document.personID }?.name
            print(ShowCommand.summary(of: document, personName: personName))
            print("")
            if let warning { print("Advarsel: \(warning).\n") }
            FileHandle.standardError.write(Data("Lagre? [J]a, [e]ndre, [n]ei: ".utf8))
            switch readLine()?.trimmingCharacters(in: .whitespaces).lowercased() {
            case "", "j", "ja", "y", "yes": return true
            case "n", "nei", "no", nil: return false
            case "e", "endre", "edit": try edit(&document)
            default: continue
            }
        }
    }

    /// Asks for each field with its current value; an empty answer keeps it, «-» clears it.
    private func edit(_ document: inout Document) throws {
        if let title = ask("Tittel", document.title) { document.title = try DocumentTitle.validated(title) }
        if let type = ask("Type", document.docType.rawValue) { document.docType = try Arguments.docType(type) }
        let personName = family.first { $0.id == document.personID }?.name ?? FamilyMember.unknownPersonLabel
        if let person = ask("Person", personName) {
            switch try Arguments.person(person, in: family) {
            case .member(let id): document.personID = id
            case .unknown: document.personID = nil
            }
        }
        if let date = ask("Dato (ÅÅÅÅ-MM-DD)", document.documentDate?.iso ?? "") {
            document.documentDate = date == "-" ? nil : try Arguments.date(date, option: "Dato")
            document.title = DocumentTitle.title(document.title, withDate: document.documentDate)
        }
        if let institution = ask("Institusjon", document.institution ?? "") {
            document.institution = institution == "-" ? nil : institution
        }
        if let specialty = ask("Fagområde", document.specialty ?? "") {
            guard specialty == "-" || Specialty.label(matching: specialty) != nil else {
                throw UserFacingError("Ukjent fagområde «\(specialty)».")
            }
            document.specialty = specialty == "-" ? nil : Specialty.label(matching: specialty)
        }
        if let keywords = ask("Stikkord (komma mellom)", document.keywords.joined(separator: ", ")) {
            document.keywords = keywords == "-" ? [] : keywords.split(separator: ",")
                .map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        }
    }

    private func ask(_ label: String, _ current: String) -> String? {
        FileHandle.standardError.write(Data("\(label) [\(current)]: ".utf8))
        guard let answer = readLine()?.trimmingCharacters(in: .whitespaces), !answer.isEmpty else { return nil }
        return answer
    }
}
