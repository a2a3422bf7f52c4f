import ArkivatorCore
import ArkivatorLibrary
import Foundation

/// Shows what was read and inferred about a letter and lets the user correct it, field by
/// field, before anything is saved.
struct TerminalReview {
    let family: [FamilyMember]

    /// The user's corrections to file the letter with, or nil to discard it. `warning`, when
    /// there is one, stands right above the question.
    func review(_ document: Document, warning: String? = nil) -> DocumentEdit? {
        var edit = DocumentEdit()
        while true {
            // Every correction was tried on the letter when it was typed, so it applies.
            let shown = (try? edit.applied(to: document, family: family)) ?? document
            print(ShowCommand.summary(of: shown, personName: family.first { $0.id == shown.personID }?.name))
            print("")
            if let warning { print("Advarsel: \(warning).\n") }
            FileHandle.standardError.write(Data("Lagre? [J]a, [e]ndre, [n]ei: ".utf8))
            switch readLine()?.trimmingCharacters(in: .whitespaces).lowercased() {
            case "", "j", "ja", "y", "yes": return edit
            case "n", "nei", "no", nil: return nil
            case "e", "endre", "edit": edit = corrected(edit, of: document, shown: shown)
            default: continue
            }
        }
    }

    /// Asks for each field with its current value; an empty answer keeps it, «-» clears it.
    /// An answer the letter cannot take is explained, and that field left as it was.
    private func corrected(_ edit: DocumentEdit, of document: Document, shown: Document) -> DocumentEdit {
        var edit = edit
        func attempt(_ change: (inout DocumentEdit) throws -> Void) {
            var candidate = edit
            do {
                try change(&candidate)
                _ = try candidate.applied(to: document, family: family)
                edit = candidate
            } catch let problem as DocumentEdit.Problem {
                Console.warn(LibraryError.edit(problem).norwegian)
            } catch {
                Console.warn((UserFacingError(error) ?? UserFacingError("\(error)")).description)
            }
        }
        if let title = ask("Tittel", shown.title) { attempt { $0.title = title } }
        if let type = ask("Type", shown.docType.rawValue) {
            attempt {
                guard let type = DocumentType(userInput: type) else { throw UserFacingError(DocumentType.refusal(of: type)) }
                $0.docType = type
            }
        }
        let personName = family.first { $0.id == shown.personID }?.name ?? FamilyMember.unknownPersonLabel
        if let person = ask("Person", personName) { attempt { $0.person = try Library.person(named: person, among: family) } }
        if let date = ask("Dato (\(CalendarDate.argumentShape))", shown.documentDate?.iso ?? "") {
            attempt {
                if date == "-" {
                    $0.documentDate = .clear
                } else {
                    guard let day = CalendarDate(iso: date) else { throw UserFacingError(CalendarDate.refusal(of: date)) }
                    $0.documentDate = .set(day)
                }
            }
        }
        if let institution = ask("Institusjon", shown.institution ?? "") {
            attempt { $0.institution = institution == "-" ? .clear : .set(institution) }
        }
        if let specialty = ask("Fagområde", shown.specialty ?? "") {
            attempt { $0.specialty = specialty == "-" ? .clear : .set(specialty) }
        }
        if let keywords = ask("Stikkord (komma mellom)", shown.keywords.joined(separator: ", ")) {
            attempt { $0.keywords = keywords == "-" ? [] : DocumentEdit.keywords(fromLine: keywords) }
        }
        return edit
    }

    private func ask(_ label: String, _ current: String) -> String? {
        FileHandle.standardError.write(Data("\(label) [\(current)]: ".utf8))
        guard let answer = readLine()?.trimmingCharacters(in: .whitespaces), !answer.isEmpty else { return nil }
        return answer
    }
}
