import ArkivatorCore
import ArkivatorStore
import Foundation

/// How the library reads a letter: the rules, then what the family's corrections taught them.
struct LetterReading: Sendable {
    let rules: LetterAnalyzer
    /// Nil while learning is off.
    let habits: FamilyHabits?

    /// The rules' reading (kept as what was proposed, so a later correction can teach), and
    /// the reading to file the letter under.
    func analyze(_ text: String, scanDate: CalendarDate) -> (proposal: LetterAnalysis, analysis: LetterAnalysis) {
        let proposal = rules.analyze(text, scanDate: scanDate)
        return (proposal, habits?.applied(to: proposal, text: text) ?? proposal)
    }
}

/// What the analysis has learned from the family's corrections, and whether it learns.
public struct LearningSummary: Sendable, Equatable {
    public var isOn: Bool
    /// Letters the family has looked at and confirmed or corrected, each one example.
    public var lettersLearnedFrom: Int
}

extension Library {
    /// The most recent confirmed letters the analysis learns from: enough for every habit a
    /// family has, few enough to read and build in milliseconds.
    static let examplesRemembered = 3000

    /// The one way every use case analyses a letter.
    func letterReading() throws -> LetterReading {
        let family = try database.familyMembers()
        guard try database.settings().learnsFromCorrections else { return LetterReading(rules: LetterAnalyzer(family: family), habits: nil) }
        let habits = FamilyHabits(examples: try database.confirmedCorrections(limit: Self.examplesRemembered), family: family)
        return LetterReading(rules: LetterAnalyzer(family: family), habits: habits.isEmpty ? nil : habits)
    }

    /// Keeps what the rules proposed for a letter filed as read, so that correcting it later
    /// teaches; nothing while learning is off.
    func rememberProposal(_ example: FamilyExample, of id: Document.ID) throws {
        guard try database.settings().learnsFromCorrections else { return }
        try database.saveCorrection(example, of: id, confirmed: false)
    }

    /// A letter the family has looked at becomes an example, as they left it. Its proposal is
    /// the one kept at filing, else (a letter imported, or filed before learning) the rules'
    /// reading of its text now.
    func learn(from document: Document, proposal: FamilyExample? = nil) throws {
        guard let id = document.id, try database.settings().learnsFromCorrections else { return }
        let example: FamilyExample
        if let kept = try proposal ?? database.correction(of: id) {
            example = kept
        } else {
            let rules = LetterAnalyzer(family: try database.familyMembers())
            example = FamilyExample(proposal: rules.analyze(document.text, scanDate: CalendarDate(document.scanDate)),
                                    text: document.text)
        }
        try database.saveCorrection(example.confirmed(by: document), of: id, confirmed: true)
    }

    public func learningSummary() throws -> LearningSummary {
        LearningSummary(isOn: try database.settings().learnsFromCorrections,
                        lettersLearnedFrom: try database.confirmedCorrectionCount())
    }

    /// Turned off, the analysis files letters by its rules alone and keeps no new examples;
    /// what it had learned stays until forgotten.
    public func setLearnsFromCorrections(_ on: Bool) throws {
        try database.updateSettings { $0.learnsFromCorrections = on }
    }

    /// Forgets every correction the analysis learned from; the letters stay as filed.
    public func forgetLearnedHabits() throws {
        try database.deleteAllCorrections()
    }
}

extension DocumentEdit {
    /// Whether the user looked at the fields a letter is filed under, rather than only
    /// redacting it or ticking its actions.
    var reviewsFields: Bool {
        title != nil || docType != nil || person != nil || institution != nil || department != nil
            || specialty != nil || documentDate != nil || keywords != nil
    }
}
