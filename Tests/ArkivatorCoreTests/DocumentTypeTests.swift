import Foundation
import Testing
@testable import ArkivatorCore

@Suite("Document types and specialties")
struct DocumentTypeTests {
    @Test("the seven contract identifiers are the raw values")
    func rawValues() {
        #expect(DocumentType.allCases.map(\.rawValue) ==
                ["innkalling", "epikrise", "lab-svar", "resept", "henvisning", "vedtak", "annet"])
    }

    @Test("user input accepts the identifier, either label and any case", arguments: DocumentType.allCases)
    func userInput(type: DocumentType) {
        for text in [type.rawValue, type.rawValue.uppercased(), type.norwegianLabel, type.norwegianLabel.lowercased(),
                     type.norwegianLabel.uppercased(), type.englishLabel, type.englishLabel.lowercased(),
                     "  \(type.norwegianLabel)  "] {
            #expect(DocumentType(userInput: text) == type, "\(text)")
        }
    }

    @Test("some everyday spellings", arguments: [
        ("prøvesvar", DocumentType.labSvar), ("PRØVESVAR", .labSvar), ("lab-svar", .labSvar), ("Test results", .labSvar),
        ("discharge summary", .epikrise), ("Referral", .henvisning), ("Appointment", .innkalling), ("Other", .annet),
        ("Decision", .vedtak), ("prescription", .resept),
    ])
    func everyday(text: String, type: DocumentType) {
        #expect(DocumentType(userInput: text) == type)
    }

    @Test("unknown input is nil", arguments: ["", " ", "brev", "labsvar", "lab svar", "innkallinger", "epi"])
    func unknown(text: String) {
        #expect(DocumentType(userInput: text) == nil)
    }

    @Test("no two types share a label")
    func labelsAreUnique() {
        let labels = DocumentType.allCases.flatMap { [$0.rawValue, $0.norwegianLabel.lowercased(), $0.englishLabel.lowercased()] }
        let perType = DocumentType.allCases.map { Set([$0.rawValue, $0.norwegianLabel.lowercased(), $0.englishLabel.lowercased()]) }
        #expect(perType.map(\.count).reduce(0, +) == Set(labels).count)
    }

    @Test("a type encodes as its contract identifier")
    func codable() throws {
        let data = try JSONEncoder().encode([DocumentType.labSvar])
        #expect(String(decoding: data, as: UTF8.self) == "[\"lab-svar\"]")
        #expect(try JSONDecoder().decode([DocumentType].self, from: data) == [.labSvar])
    }

    @Test("a specialty label is found ignoring case and accents", arguments: [
        ("kardiologi", "Kardiologi"), ("KARDIOLOGI", "Kardiologi"), ("øre-nese-hals", "Øre-nese-hals"),
        ("ØYESYKDOMMER", "Øyesykdommer"), ("fordøyelseskirurgi", "Fordøyelseskirurgi"),
        ("barne- og ungdomspsykiatri", "Barne- og ungdomspsykiatri"), ("Nevrologí", "Nevrologi"),
    ])
    func specialtyMatches(text: String, label: String) {
        #expect(Specialty.label(matching: text) == label)
    }

    @Test("a specialty that differs in æ, ø or å is not matched", arguments: [
        "oyesykdommer", "ore-nese-hals", "fordoyelseskirurgi", "kardio", "ukjent", "",
    ])
    func specialtyMisses(text: String) {
        #expect(Specialty.label(matching: text) == nil)
    }

    @Test("every specialty label matches itself and no two fold alike")
    func specialtyLabels() {
        for label in Specialty.labels {
            #expect(Specialty.label(matching: label) == label)
        }
        #expect(Set(Specialty.labels.map(NorwegianFolding.fold)).count == Specialty.labels.count)
    }
}
