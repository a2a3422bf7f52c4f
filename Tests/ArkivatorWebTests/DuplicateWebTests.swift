import ArkivatorCore
import ArkivatorImaging
import ArkivatorLibrary
import ArkivatorStore
import ArkivatorTestSupport
import Foundation
import Hummingbird
import HummingbirdTesting
import Testing

@testable import ArkivatorWeb

private let filedLetter = [
    "Sørlandet sykehus Arendal",
    "Barne- og ungdomsklinikken",
    "Vår ref.: 2025/55120",
    "Innkalling til kontroll",
    "Pasient: Jonas Bø Sæther, født 12.06.2016",
    "Du har time mandag 7. april 2025 kl. 14.00 på barnepoliklinikken, 1. etasje.",
    "Ta med vaksinekortet og en liste over medisinene barnet bruker.",
    "Gi beskjed senest 24 timer før dersom dere ikke kan komme.",
]

/// The filed letter as another photo's OCR reads it.
private let photographedAgain = filedLetter.map {
    $0.replacingOccurrences(of: "ø", with: "o").replacingOccurrences(of: "æ", with: "ae").replacingOccurrences(of: "bruker.", with: "brnker.")
}

/// The clinic's letter for another child on another day.
private let lookAlike = filedLetter.map {
    $0.replacingOccurrences(of: "2025/55120", with: "2025/61877").replacingOccurrences(of: "Jonas Bø Sæther, født 12.06.2016", with: "Ida Bø Sæther, født 30.01.2019")
        .replacingOccurrences(of: "mandag 7. april 2025 kl. 14.00", with: "tirsdag 6. mai 2025 kl. 09.30")
}

@Suite("A letter filed before, on the review page and in the job's status")
struct DuplicateWebTests {
    struct Fixture: Sendable {
        let unlocked: Library
        let token: String
        let cookie: String
        let documentID: Int64
        let title: String
    }

    func withApp(_ body: @escaping @Sendable (any TestClientProtocol, Fixture) async throws -> Void) async throws {
        try await withNewLibrary { library, database in
            let services = try await makeTestServices(WebConfiguration(library: library, appVersion: "test"))
            let session = await services.openSession(try unlockedLibrary(library))
            let filed = try session.library.fileText(filedLetter.joined(separator: "\n"), originalFileName: "brev.txt")
            let fixture = Fixture(unlocked: session.library, token: try database.createAPIToken(label: "test"),
                                  cookie: "arkivator_session=\(session.token)", documentID: try #require(filed.id), title: filed.title)
            try await Application(router: buildRouter(services)).testAsBrowser { client in try await body(client, fixture) }
        }
    }

    /// A job read as if its photo held `lines`.
    func readJob(_ lines: [String], _ fixture: Fixture) async throws -> String {
        let job = try fixture.unlocked.receive([IncomingPhoto(name: "brev.png", content: .bytes(HandMadePNG.grey(width: 300, height: 420)))])
        let reader = DocumentReader(enhancer: PageEnhancer(), recognizer: ScriptedRecognizer(lines: lines))
        try await fixture.unlocked.read(job, with: reader)
        return job.id.uuidString.lowercased()
    }

    @Test("the review page warns of the letter filed before, links to it, and still offers saving and discarding")
    func reviewPage() async throws {
        try await withApp { client, fixture in
            let id = try await readJob(photographedAgain, fixture)
            let page = String(buffer: try await client.execute(uri: "/jobber/\(id)", method: .get, headers: [.cookie: fixture.cookie]).body)
            let filedOn = CalendarDate(Date()).norwegianNumeric
            #expect(page.contains("role=\"status\" id=\"duplicate-\(fixture.documentID)\""), "\(page)")
            #expect(page.contains("Dette ser ut som et brev du har arkivert \(filedOn): <a href=\"/dokumenter/\(fixture.documentID)\">"))
            #expect(page.contains("value=\"save\"") && page.contains("value=\"discard\""))

            let other = try await readJob(lookAlike, fixture)
            let otherPage = String(buffer: try await client.execute(uri: "/jobber/\(other)", method: .get, headers: [.cookie: fixture.cookie]).body)
            #expect(otherPage.contains("id=\"review\""))
            #expect(!otherPage.contains("Dette ser ut som et brev"), "another letter from the same template is not a duplicate")
        }
    }

    @Test("the job status of the API names the letter filed before")
    func jobStatus() async throws {
        try await withApp { client, fixture in
            let id = try await readJob(photographedAgain, fixture)
            let response = try await client.execute(uri: "/api/v1/jobs/\(id)", method: .get, headers: [.authorization: "Bearer \(fixture.token)"])
            #expect(response.status == .ok)
            let status = try HostileUploadTests.object(response.body)
            let duplicates = try #require(status["duplicates"] as? [[String: Any]])
            #expect(duplicates.count == 1)
            #expect((duplicates.first?["id"] as? NSNumber)?.int64Value == fixture.documentID)
            #expect(duplicates.first?["title"] as? String == fixture.title)
            #expect(duplicates.first?["match"] as? String == "sameLetter")
            #expect((duplicates.first?["warning"] as? String)?.hasPrefix("Dette ser ut som et brev du har arkivert") == true)

            let other = try await readJob(lookAlike, fixture)
            let otherStatus = try HostileUploadTests.object(try await client.execute(
                uri: "/api/v1/jobs/\(other)", method: .get, headers: [.authorization: "Bearer \(fixture.token)"]).body)
            #expect((otherStatus["duplicates"] as? [Any])?.isEmpty == true)
        }
    }
}
