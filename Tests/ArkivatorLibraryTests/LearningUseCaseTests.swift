import ArkivatorCore
@testable import ArkivatorLibrary
import ArkivatorStore
import ArkivatorTestSupport
import Foundation
import Testing

extension Library {
    /// Files `text` as the review page does: read into a draft, then filed with the user's edit.
    fileprivate func fileReviewed(_ text: String, _ edit: DocumentEdit) throws -> Document.ID {
        let job = try receive([IncomingPhoto(name: "brev.jpg", content: .bytes(Data([0xFF, 0xD8, 0xFF])))])
        let (proposal, analysis) = try letterReading().analyze(text, scanDate: .today)
        let document = Library.textDocument(text, originalFileName: "brev.jpg", analysis: analysis)
        try save(DocumentDraft(document: document, pagesWithoutSheet: [], proposal: FamilyExample(proposal: proposal, text: text),
                               learnedFields: analysis.learnedFields), of: job)
        var reviewed = job
        reviewed.stage = .review
        try jobs.save(reviewed)
        return try file(reviewed, as: .reviewed(edit))
    }
}

@Suite("The analysis learns from the family's corrections")
struct LearningUseCaseTests {
    private func family(_ library: Library) throws -> (ingrid: FamilyMember.ID, oliver: FamilyMember.ID) {
        let ingrid = try library.addFamilyMember(NewFamilyMember(name: "Ingrid Solbakken Haugen", relationship: "meg selv"))
        let oliver = try library.addFamilyMember(NewFamilyMember(name: "Oliver Solbakken Haugen", relationship: "barn"))
        return (try #require(ingrid.member.id), try #require(oliver.member.id))
    }

    @Test("letters reviewed with a correction teach the next one from the sender; off, it is filed by the rules; forgotten, too")
    func reviewedCorrectionsTeach() throws {
        try withLibrary { library in
            let (_, oliver) = try family(library)
            let rules = try library.fileText(gpLetter(1), originalFileName: nil)
            #expect(rules.personID != oliver, "the rules alone do not find Oliver")
            #expect(rules.institution != "Legekontoret")
            #expect(try library.learningSummary() == LearningSummary(isOn: true, lettersLearnedFrom: 0),
                    "a letter filed as read teaches nothing")

            let correction = DocumentEdit(person: .member(oliver), institution: .set("Legekontoret"))
            try library.fileReviewed(gpLetter(2), correction)
            try library.fileReviewed(gpLetter(3), correction)
            #expect(try library.learningSummary().lettersLearnedFrom == 2)
            let learned = try library.fileText(gpLetter(4), originalFileName: nil)
            #expect(learned.personID == oliver)
            #expect(learned.institution == "Legekontoret")

            try library.setLearnsFromCorrections(false)
            #expect(try library.settings().learnsFromCorrections == false)
            let off = try library.fileText(gpLetter(5), originalFileName: nil)
            #expect(off.personID == rules.personID)
            #expect(off.institution == rules.institution)
            try library.fileReviewed(gpLetter(6), correction)
            #expect(try library.learningSummary() == LearningSummary(isOn: false, lettersLearnedFrom: 2),
                    "nothing is kept while learning is off")

            try library.setLearnsFromCorrections(true)
            try library.forgetLearnedHabits()
            #expect(try library.learningSummary().lettersLearnedFrom == 0)
            let forgotten = try library.fileText(gpLetter(7), originalFileName: nil)
            #expect(forgotten.personID == rules.personID)
            #expect(forgotten.institution == rules.institution)
        }
    }

    @Test("a letter corrected after it was filed teaches as one reviewed; a redaction alone does not")
    func laterEditsTeach() throws {
        try withLibrary { library in
            let (_, oliver) = try family(library)
            for (taught, day) in [1, 2].enumerated() {
                let filed = try #require(try library.fileText(gpLetter(day), originalFileName: nil).id)
                try library.edit(filed, DocumentEdit(redactsFodselsnumre: true))
                #expect(try library.learningSummary().lettersLearnedFrom == taught)
                try library.edit(filed, DocumentEdit(person: .member(oliver)))
            }
            #expect(try library.learningSummary().lettersLearnedFrom == 2)
            #expect(try library.fileText(gpLetter(3), originalFileName: nil).personID == oliver)
        }
    }
}
