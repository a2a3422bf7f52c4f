import ArkivatorCore
@testable import ArkivatorLibrary
import ArkivatorStore
import ArkivatorTestSupport
import Foundation
import Testing

@Suite("The passphrase, API keys and filing read letters")
struct KeepingUseCaseTests {
    @Test("one passphrase rule for every new passphrase: at least eight characters")
    func passphrasePolicy() throws {
        try withLibraryFolder { folder in
            #expect(throws: LibraryError.passphraseTooShort(minimum: PassphrasePolicy.minimumLength)) {
                try Library.create(in: folder, passphrase: "kort", hardening: cheapHardening, appVersion: "1")
            }
            #expect(!folder.exists)
            do {
                let library = try Library.create(in: folder, passphrase: "åtte tegn", hardening: cheapHardening, appVersion: "1")
                #expect(throws: LibraryError.passphraseTooShort(minimum: PassphrasePolicy.minimumLength)) {
                    try library.changePassphrase(from: "åtte tegn", to: "p", hardening: cheapHardening)
                }
                #expect(throws: LibraryError.wrongPassphrase) {
                    try library.changePassphrase(from: "feil frase", to: testPassphrase, hardening: cheapHardening)
                }
                try library.changePassphrase(from: "åtte tegn", to: testPassphrase, hardening: cheapHardening)
            }
            let locked = try #require(try LockedLibrary.open(folder))
            #expect(throws: LibraryError.wrongPassphrase) { try locked.unlocked(passphrase: "åtte tegn", appVersion: "1") }
            _ = try locked.unlocked(passphrase: testPassphrase, appVersion: "1")
        }
    }

    @Test("an API key opens the library until it is revoked by name, which needs the passphrase and changes the keys")
    func apiKeys() throws {
        try withLibraryFolder { folder in
            let key: String
            do {
                let library = try Library.create(in: folder, passphrase: testPassphrase, hardening: cheapHardening, appVersion: "1")
                let (info, made) = try library.createAPIKey(named: " skript ", confirmed: try library.confirmPassphrase(testPassphrase))
                key = made
                #expect(info.label == "skript")
                #expect(try library.apiKeys().map(\.label) == ["skript"])
                #expect(try LockedLibrary.require(folder).unlocked(apiKey: key, appVersion: "1").family().isEmpty)
                #expect(library.recognizes(apiKey: key))
                #expect(throws: LibraryError.wrongPassphrase) { try library.revokeAPIKeys(named: "skript", passphrase: "feil frase her") }
                #expect(try library.revokeAPIKeys(named: "skript", passphrase: testPassphrase) == 1)
                #expect(!library.recognizes(apiKey: key))
            }
            let locked = try LockedLibrary.require(folder)
            #expect(locked.keyChangePending)
            #expect(throws: LibraryError.keyChangeUnfinished) { try locked.unlocked(apiKey: key, appVersion: "1") }
            let library = try locked.unlocked(passphrase: testPassphrase, appVersion: "1")
            #expect(!locked.keyChangePending)
            #expect(throws: LibraryError.unknownAPIKey) { try locked.unlocked(apiKey: key, appVersion: "1") }
            #expect(throws: LibraryError.apiKeyNotFound("skript")) { try library.revokeAPIKeys(named: "skript", passphrase: testPassphrase) }
        }
    }

    @Test("a letter read uncertainly is filed unreviewed only when accepted; reviewed, it is the user's call")
    func uncertainFiling() throws {
        try withLibrary { library in
            func readJob(uncertain: Bool) throws -> PendingJob {
                var job = try library.receive([IncomingPhoto(name: "brev.jpeg", content: .bytes(Data([0xFF, 0xD8])))])
                var page = Page(number: 1, imagePath: "page-1.jpeg", text: "Innkalling")
                page.ocrConfidence = 0.4
                let document = Document(title: "2025-11-03 Innkalling", docType: .innkalling,
                                        documentDate: CalendarDate(iso: "2025-11-03"), text: "Innkalling",
                                        scanDate: Date(), pages: [page])
                try library.jobs.files.write(Data([0xFF, 0xD8, 0xFF]), to: library.jobs.file("page-1.jpeg", of: job))
                try library.save(DocumentDraft(document: document, pagesWithoutSheet: [], uncertainPages: uncertain ? [1] : []), of: job)
                job.stage = .review
                try library.jobs.save(job)
                return job
            }
            let refused = try readJob(uncertain: true)
            #expect(throws: LibraryError.self) { try library.file(refused, as: .asRead(acceptingUncertainText: false)) }
            #expect(try library.job(refused.id).awaitsReview)
            let accepted = try library.file(refused, as: .asRead(acceptingUncertainText: true))
            #expect(try library.document(accepted).title == "2025-11-03 Innkalling")
            #expect(throws: LibraryError.jobNotFound) { try library.job(refused.id) }

            let reviewed = try library.file(try readJob(uncertain: true), as: .reviewed(DocumentEdit(title: "Kontroll")))
            #expect(try library.document(reviewed).title == "2025-11-03 Kontroll")
        }
    }

    @Test("photos are kept in a job before anything is read, and a letter has at most twenty pages")
    func receiving() throws {
        try withLibrary { library in
            #expect(throws: LibraryError.noPhotos) { try library.receive([]) }
            let many = (1...21).map { IncomingPhoto(name: "side-\($0).jpeg", content: .bytes(Data([1]))) }
            #expect(throws: LibraryError.tooManyPages(maximum: 20)) { try library.receive(many) }
            try withTemporaryFolder { folder in
                let streamed = folder.appendingPathComponent("upload-1")
                try Data("bilde".utf8).write(to: streamed)
                let job = try library.receive([IncomingPhoto(name: "../IMG_1.HEIC", content: .file(streamed))], person: 42)
                #expect(!FileManager.default.fileExists(atPath: streamed.path))
                #expect(try library.jobs.photos(of: job) == [Data("bilde".utf8)])
                #expect(job.personID == nil)
                #expect(job.stage == .received)
                #expect(!job.originalNames[0].contains("/"))
            }
        }
    }
}
