import ArkivatorCore
import ArkivatorLibrary
import Foundation

/// Shows what was read and inferred about a letter and lets the user correct it, field by
/// field, before anything is saved.
struct TerminalReview {
    let family: [FamilyMember]

    /// The user's corrections to file the letter with, or nil to discard it. The warnings stand
    /// right above the question.
    func review(_ document: Document, warnings: [String] = []) -> DocumentEdit? {
        var edit = DocumentEdit()
        while true {
            // Every correction was tried on the letter when it was typed, so it applies.
            let shown = (try? edit.applied(to: document, family: family)) ?? document
            print(ShowCommand.summary(of: shown, personName: family.first { $0.id == shown.personID }?.name))
            print("")
            for warning in warnings { print(Console.words(.warning(warning))) }
            if !warnings.isEmpty { print("") }
            FileHandle.standardError.write(Data(Console.words(.promptSaveEditOrDiscard).utf8))
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
                Console.warn(Console.language.words(LibraryError.edit(problem)))
            } catch {
                Console.warn((UserFacingError(error) ?? UserFacingError("\(error)")).description)
            }
        }
        if let title = ask(.fieldTitle, shown.title) { attempt { $0.title = title } }
        if let type = ask(.fieldType, shown.docType.rawValue) {
            attempt {
                guard let type = DocumentType(userInput: type) else { throw UserFacingError(DocumentType.refusal(of: type)) }
                $0.docType = type
            }
        }
        let personName = family.first { $0.id == shown.personID }?.name ?? FamilyMember.unknownPersonLabel
        if let person = ask(.fieldPerson, personName) { attempt { $0.person = try Library.person(named: person, among: family) } }
        if let date = ask(.fieldDate, shape: CalendarDate.argumentShape, shown.documentDate?.iso ?? "") {
            attempt {
                if date == "-" {
                    $0.documentDate = .clear
                } else {
                    guard let day = CalendarDate(iso: date) else { throw UserFacingError(CalendarDate.refusal(of: date)) }
                    $0.documentDate = .set(day)
                }
            }
        }
        if let institution = ask(.fieldInstitution, shown.institution ?? "") {
            attempt { $0.institution = institution == "-" ? .clear : .set(institution) }
        }
        if let specialty = ask(.fieldSpecialty, shown.specialty ?? "") {
            attempt { $0.specialty = specialty == "-" ? .clear : .set(specialty) }
        }
        if let keywords = ask(.fieldKeywordsCommaSeparated, shown.keywords.joined(separator: ", ")) {
            attempt { $0.keywords = keywords == "-" ? [] : DocumentEdit.keywords(fromLine: keywords) }
        }
        return edit
    }

    /// Asks for a field, with the shape of an answer when it has one.
    private func ask(_ field: TerminalLine, shape: String? = nil, _ current: String) -> String? {
        let label = Console.words(field) + (shape.map { " (\($0))" } ?? "")
        FileHandle.standardError.write(Data("\(label) [\(current)]: ".utf8))
        guard let answer = readLine()?.trimmingCharacters(in: .whitespaces), !answer.isEmpty else { return nil }
        return answer
    }
}
