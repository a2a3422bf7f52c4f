import ArkivatorCore
@testable import ArkivatorLibrary
import ArkivatorStore
import ArkivatorTestSupport
import Foundation
import Testing

/// What outlasts the session (a stolen cookie or a browser left open) is made only with the
/// passphrase given again, whichever front end asks: each grant-making use case takes the
/// Library's proof, and one that raises a grant only in some of its forms asks for it then.
/// Lowering a grant never needs it.
@Suite("What outlasts the session needs the passphrase again")
struct GrantUseCaseTests {
    @Test("only the library's passphrase gives the proof; an unlock with it is the proof too")
    func theProof() throws {
        try withSealedLibrary { library in
            #expect(throws: LibraryError.wrongPassphrase) { try library.confirmPassphrase("ikke passordfrasen") }
            #expect(throws: LibraryError.wrongPassphrase) { try library.confirmPassphrase("") }
            _ = try library.confirmPassphrase(testPassphrase)
            let locked = try LockedLibrary.require(library.folder)
            #expect(throws: LibraryError.wrongPassphrase) { try locked.unlockedConfirming(passphrase: "feil passordfrase", appVersion: "1") }
            let (unlocked, confirmed) = try locked.unlockedConfirming(passphrase: testPassphrase, appVersion: "1")
            _ = try unlocked.addCalendarSubscription(for: nil, confirmed: confirmed)
            #expect(try library.calendarSubscriptions().count == 1)
        }
    }

    @Test("a calendar with more in it (details, to-dos) needs the passphrase; less does not")
    func calendarDetail() throws {
        try withLibrary { library in
            for (privacy, toDos) in [(CalendarPrivacy.full, false), (.timeAndPlace, true), (.full, true)] {
                #expect(throws: LibraryError.passphraseNeeded, "\(privacy) \(toDos)") {
                    try library.setCalendarPreferences(privacy: privacy, toDos: toDos, confirmed: nil)
                }
            }
            #expect(try library.settings().calendarPrivacy == .timeAndPlace && !(try library.settings().calendarToDos))
            try library.setCalendarPreferences(privacy: .full, toDos: true, confirmed: try library.confirmed)
            // What was granted already, and less of it, need nothing.
            try library.setCalendarPreferences(privacy: .full, toDos: true, confirmed: nil)
            try library.setCalendarPreferences(privacy: .full, toDos: false, confirmed: nil)
            #expect(throws: LibraryError.passphraseNeeded) { try library.setCalendarPreferences(privacy: .full, toDos: true, confirmed: nil) }
            try library.setCalendarPreferences(privacy: .timeAndPlace, toDos: false, confirmed: nil)
            #expect(try library.settings().calendarPrivacy == .timeAndPlace)
            // Revoking a calendar needs nothing either.
            let made = try library.addCalendarSubscription(for: nil, confirmed: try library.confirmed)
            try library.revokeCalendarSubscription(made.id)
        }
    }

    @Test("a calendar never carries a whole fødselsnummer, whatever field one was typed into")
    func calendarMasks() throws {
        try withLibrary { library in
            var letter = Document(title: "2025-11-03 Innkalling \(testFodselsnummer)", docType: .innkalling,
                                  documentDate: CalendarDate(iso: "2025-11-03"),
                                  appointment: LocalDateTime(iso: "\(CalendarDate.today.year + 1)-03-29T10:00"),
                                  institution: "Ullevål \(testFodselsnummer)", department: "Poliklinikk \(testFodselsnummer)",
                                  text: "Fnr \(testFodselsnummer).", scanDate: Date())
            letter.actions.preparation = [Found("Ta med \(testFodselsnummer)", confidence: 1)]
            let id = try library.archive.saveNew(letter)
            try library.setCalendarPreferences(privacy: .full, toDos: true, confirmed: try library.confirmed)
            let feeds = [try library.calendar(person: nil), try library.appointmentCalendar(of: id)]
            for feed in feeds.map({ $0.replacingOccurrences(of: "\r\n ", with: "") }) {
                #expect(feed.contains("Poliklinikk"), "the feed has the letter's details")
                #expect(!feed.contains(String(testFodselsnummer.suffix(5))), "\(feed)")
            }
        }
    }

    @Test("an archive folder keeps plain copies from now on: choosing one needs the passphrase, giving it up does not")
    func archiveFolder() throws {
        try withLibrary { library in
            try withTemporaryFolder { folder in
                #expect(throws: LibraryError.passphraseNeeded) { try library.chooseArchiveFolder(folder, confirmed: nil) }
                #expect(try library.archiveFolder() == nil)
                try library.chooseArchiveFolder(folder, confirmed: try library.confirmed)
                #expect(try library.archiveFolder() != nil)
                try library.chooseArchiveFolder(nil, confirmed: nil)
                #expect(try library.archiveFolder() == nil)
            }
        }
    }

    // MARK: The assistant

    @Test("choosing or changing the service, its address or key, «alltid» and names need the passphrase again; less does not")
    func grantsNeedThePassphrase() throws {
        try withLibrary { library in
            let local = AssistantService(provider: .ollama, baseURL: URL(string: "http://127.0.0.1:11434")!, model: "llama3.2")
            #expect(throws: LibraryError.passphraseNeeded) { try library.setUpAssistant(local, key: nil, confirmed: nil) }
            #expect(try library.assistantSetup().service == nil)
            #expect(throws: LibraryError.wrongPassphrase) { try library.confirmPassphrase("ikke passordfrasen") }

            try library.setUpAssistant(local, key: nil, confirmed: try library.confirmed)
            // Another model at the same place, under the same key: nothing new leaves.
            var otherModel = local
            otherModel.model = "qwen2.5"
            try library.setUpAssistant(otherModel, key: nil, confirmed: nil)
            #expect(try library.assistantSetup().service?.model == "qwen2.5")

            var elsewhere = otherModel
            elsewhere.baseURL = URL(string: "http://192.168.1.40:11434")!
            let ownService = AssistantService(provider: .openai, baseURL: URL(string: "https://llm.example.com")!, model: "m")
            for (service, key) in [(elsewhere, nil), (otherModel, "en ny nøkkel"), (ownService, "sk-angriper")] as [(AssistantService, String?)] {
                #expect(throws: LibraryError.passphraseNeeded, "\(service.baseURL)") { try library.setUpAssistant(service, key: key, confirmed: nil) }
            }
            #expect(throws: LibraryError.passphraseNeeded) { try library.setAssistantConsent(.always, confirmed: nil) }
            #expect(throws: LibraryError.passphraseNeeded) { try library.setAssistantAllowsNames(true, confirmed: nil) }
            #expect(throws: LibraryError.passphraseNeeded) {
                try library.setUpAssistant(otherModel, key: nil, consent: .always, allowsNames: false, quickAcceptThreshold: 0.9, confirmed: nil)
            }
            let refusedAll = try library.assistantSetup()
            #expect(refusedAll.service == otherModel && refusedAll.consent == .once && !refusedAll.allowsNames
                    && refusedAll.quickAcceptThreshold == nil, "a refused form changes nothing of what it held")

            try library.setUpAssistant(elsewhere, key: nil, consent: .always, allowsNames: true, quickAcceptThreshold: 0.9,
                                       confirmed: try library.confirmed)
            let granted = try library.assistantSetup()
            #expect(granted.service == elsewhere && granted.consent == .always && granted.allowsNames && granted.quickAcceptThreshold == 0.9)

            // Lowering, and what was granted already, need nothing.
            try library.setAssistantConsent(.always, confirmed: nil)
            try library.setAssistantAllowsNames(false, confirmed: nil)
            try library.setAssistantConsent(.once, confirmed: nil)
            try library.setAssistantConsent(.off, confirmed: nil)
            try library.setAssistantQuickAccept(nil)
            try library.removeAssistant()
            #expect(try library.assistantSetup().service == nil)
        }
    }

    @Test("a setup whose address breaks the address rule is refused in its words", arguments: [
        ("http://evil.localhost:8080", AssistantAddress.Problem.plainHTTPToInternet), ("http://127.0.0.1:8080/v1?model=x", .query),
        ("http://user:pass@127.0.0.1:8080", .userInfo), ("http://127.0.0.1:8080/../admin", .path),
    ])
    func addressRule(_ address: String, _ problem: AssistantAddress.Problem) throws {
        try withLibrary { library in
            let service = AssistantService(provider: .openai, baseURL: try #require(URL(string: address)), model: "m")
            #expect(throws: LibraryError.invalidAssistantSetup(problem.norwegian)) {
                try library.setUpAssistant(service, key: "k", confirmed: try library.confirmed)
            }
            #expect(try library.assistantSetup().service == nil)
        }
    }
}
