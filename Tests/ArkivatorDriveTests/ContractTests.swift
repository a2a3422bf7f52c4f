import ArkivatorArchive
import ArkivatorCore
@testable import ArkivatorDrive
import ArkivatorStore
import ArkivatorTestSupport
import Foundation
import HTTPTypes
import Testing

/// The sync against `fake-drive` run as a process: every endpoint, error and retry rule of
/// `drive-contract.md` that Arkivator relies on.
@Suite("Drive sync against fake-drive", .serialized, .tags(.network, .external))
struct ContractTests {
    @Test("connecting keeps the refresh token sealed and queues the documents already filed")
    func connect() async throws {
        let fixture = try await DriveFixture()
        try fixture.account.forgetConnection()
        let filed = try fixture.file(person: fixture.kari)
        #expect(try fixture.database.uploadJobs(of: filed).isEmpty)
        #expect(try await fixture.connect() == 1)
        #expect(try fixture.account.state() == .connected)
        let stored = String(decoding: try #require(try fixture.database.settings().drive.sealedRefreshToken), as: UTF8.self)
        let token = try #require(try fixture.account.refreshToken())
        #expect(!stored.contains(token))
        #expect(try fixture.database.uploadJobs(of: filed).map(\.kind) == [.docx, .image])
    }

    @Test("files land in <root>/<Person>/Dokumenter and Bilder with their checksums, ids and link kept")
    func uploadsIntoFolders() async throws {
        let fixture = try await DriveFixture()
        let first = try fixture.file(person: fixture.kari)
        let second = try fixture.file(title: "2025-12-01 Epikrise ortopedi", person: fixture.ola)
        let unknown = try fixture.file(title: "2025-12-02 Vedtak", person: nil)
        #expect(try await fixture.sync().run(untilIdle: true) == .idle)

        let all = try await fixture.fake.files()
        let paths = all.filter { !$0.isFolder }.map { fixture.path(of: $0, in: all) }.sorted()
        #expect(paths == [
            "Helsedokumenter/Kari Nordmann/Bilder/2025-11-03 Innkalling kardiologi.jpeg",
            "Helsedokumenter/Kari Nordmann/Dokumenter/2025-11-03 Innkalling kardiologi.docx",
            "Helsedokumenter/Ola Nordmann/Bilder/2025-12-01 Epikrise ortopedi.jpeg",
            "Helsedokumenter/Ola Nordmann/Dokumenter/2025-12-01 Epikrise ortopedi.docx",
            "Helsedokumenter/Ukjent person/Bilder/2025-12-02 Vedtak.jpeg",
            "Helsedokumenter/Ukjent person/Dokumenter/2025-12-02 Vedtak.docx",
        ])
        #expect(all.filter(\.isFolder).count == 10)  // the root, three people, two folders each
        for id in [first, second, unknown] {
            let document = try #require(try fixture.database.document(id: id))
            #expect(document.uploadStatus == .synced)
            let docx = try #require(all.first { $0.id == document.drive.documentFileID })
            let image = try #require(all.first { $0.id == document.drive.imageFileID })
            #expect(docx.md5Checksum == (try fixture.localChecksum(of: id, kind: .docx)))
            #expect(image.md5Checksum == (try fixture.localChecksum(of: id, kind: .image)))
            #expect(docx.appProperties[DriveSync.Property.document] == String(id))
            #expect(docx.appProperties[DriveSync.Property.file] == "docx")
            #expect(image.appProperties[DriveSync.Property.file] == "image")
            #expect(docx.mimeType == UploadFileKind.docx.mimeType)
            #expect(document.drive.webLink?.contains(docx.id) == true)
        }
        // The folder ids are cached: a second letter for Kari makes no folder.
        try await fixture.fake.clearRequests()
        try fixture.file(title: "2026-01-05 Prøvesvar", person: fixture.kari)
        #expect(try await fixture.sync().run(untilIdle: true) == .idle)
        let posts = try await fixture.fake.requests().filter { $0.method == "POST" && $0.path == "/drive/v3/files" }
        #expect(posts.isEmpty)
    }

    @Test("a name taken in the folder gets (2), then (3)")
    func namesDeduplicated() async throws {
        let fixture = try await DriveFixture()
        for _ in 0..<3 { try fixture.file(title: "2025-11-03 Innkalling", person: fixture.kari) }
        #expect(try await fixture.sync().run(untilIdle: true) == .idle)
        let names = try await fixture.fake.documentFiles().filter { $0.name.hasSuffix(".docx") }.map(\.name).sorted()
        #expect(names == ["2025-11-03 Innkalling (2).docx", "2025-11-03 Innkalling (3).docx", "2025-11-03 Innkalling.docx"])
    }

    @Test("small files go multipart; large ones resumable in 256 KiB chunks, resuming after a 503 mid-upload")
    func multipartAndResumable() async throws {
        let fixture = try await DriveFixture()
        let id = try fixture.file(person: fixture.kari, imageBytes: 700_000)
        // A chunk fails (chunks are PUT): the session is asked how much it has, and the rest follows.
        try await fixture.fake.failNext("503", count: 1, matching: "/upload", method: "PUT")
        #expect(try await fixture.sync(multipartLimit: 300_000).run(untilIdle: true) == .idle)
        let requests = try await fixture.fake.requests()
        #expect(requests.contains { $0.path == "/upload/drive/v3/files" && $0.query?.contains("uploadType=multipart") == true })
        let chunks = requests.filter { $0.query?.contains("upload_id") == true }
        #expect(chunks.contains { $0.fault == "503" })
        #expect(chunks.count >= 5)  // three chunks, the failed one, the status query
        let image = try #require(try await fixture.fake.documentFiles().first { $0.name.hasSuffix(".jpeg") })
        #expect(image.md5Checksum == (try fixture.localChecksum(of: id, kind: .image)))
        #expect(image.size == String(700_004))
    }

    @Test("500, 503, 429 and rate-limit 403s are retried, and leave exactly one file", arguments: ["500", "503", "429", "403-user-rate", "403-rate"])
    func transientFaultsRetried(kind: String) async throws {
        let fixture = try await DriveFixture()
        try fixture.file(person: fixture.kari)
        try await fixture.fake.failNext(kind, count: 3, matching: "/upload")
        #expect(try await fixture.sync().run(untilIdle: true) == .idle)
        #expect(try await fixture.fake.documentFiles().count == 2)
        #expect(try await fixture.fake.requests().filter { $0.fault == kind }.count == 3)
    }

    @Test("an upload whose answer was lost is found by its appProperties, not made twice")
    func droppedAnswer() async throws {
        let fixture = try await DriveFixture()
        let id = try fixture.file(person: fixture.kari)
        try await fixture.fake.failNext("drop", count: 2, matching: "/upload")
        #expect(try await fixture.sync().run(untilIdle: true) == .idle)
        let files = try await fixture.fake.documentFiles()
        #expect(files.count == 2)
        #expect(Set(files.map(\.name)).count == 2)
        #expect(try fixture.database.document(id: id)?.uploadStatus == .synced)
    }

    @Test("an expired access token is refreshed once and the call made again")
    func expiredToken() async throws {
        let fixture = try await DriveFixture()
        try fixture.file(person: fixture.kari)
        let sync = try fixture.sync()
        try await fixture.fake.failNext("401-expired", count: 1, matching: "/drive/v3/files")
        #expect(try await sync.run(untilIdle: true) == .idle)
        let requests = try await fixture.fake.requests()
        #expect(requests.filter { $0.path == "/token" }.count >= 2)
        #expect(try await fixture.fake.documentFiles().count == 2)
    }

    @Test("Drive full: no retry, the job fails with a clear message, nothing is dropped, and retry finishes it")
    func quotaExceeded() async throws {
        let fixture = try await DriveFixture()
        let first = try fixture.file(person: fixture.kari)
        let second = try fixture.file(title: "2025-12-01 Epikrise", person: fixture.kari)
        try await fixture.fake.configure(["quotaExceeded": true])
        #expect(try await fixture.sync().run(untilIdle: true) == .stopped(.quotaExceeded))
        #expect(try fixture.account.state() == .quotaExceeded)
        let failures = try fixture.database.uploadFailures()
        #expect(failures.count == 1)
        #expect(failures.first?.message.contains("Google Drive er full") == true)
        let counts = try fixture.database.uploadCounts()
        #expect(counts.failed + counts.queued == 4)
        let quotaAnswers = try await fixture.fake.requests().filter { $0.status == 403 }.count
        #expect(quotaAnswers == 1)

        try await fixture.fake.configure(["quotaExceeded": false])
        try DriveConnection.retry(account: fixture.account)
        #expect(try await fixture.sync().run(untilIdle: true) == .idle)
        #expect(try fixture.database.document(id: first)?.uploadStatus == .synced)
        #expect(try fixture.database.document(id: second)?.uploadStatus == .synced)
    }

    @Test("a revoked refresh token stops sync as 'reconnect needed' with every job still queued")
    func revokedToken() async throws {
        let fixture = try await DriveFixture()
        let id = try fixture.file(person: fixture.kari)
        try await fixture.fake.revokeAll()
        #expect(try await fixture.sync().run(untilIdle: true) == .stopped(.reconnectNeeded))
        #expect(try fixture.account.state() == .reconnectNeeded)
        #expect(try fixture.database.uploadCounts().queued == 2)
        #expect(try fixture.database.uploadCounts().failed == 0)
        #expect(try await fixture.sync().run(untilIdle: true) == .stopped(.reconnectNeeded))

        try await fixture.connect()
        #expect(try await fixture.sync().run(untilIdle: true) == .idle)
        #expect(try fixture.database.document(id: id)?.uploadStatus == .synced)
    }

    @Test("after five failed attempts a job is failed and the user can send it again")
    func attemptLimit() async throws {
        let fixture = try await DriveFixture()
        let id = try fixture.file(person: fixture.kari)
        try await fixture.fake.configure(["failRate": 1.0, "faults": ["503"]])
        let noWait = RetryPolicy(base: 0, cap: 0, tries: 2, attemptLimit: 5)
        #expect(try await fixture.sync(policy: noWait).run(untilIdle: true) == .idle)
        let jobs = try fixture.database.uploadJobs(of: id)
        #expect(jobs.allSatisfy { $0.state == .failed && $0.retryCount == 5 })
        #expect(try fixture.database.document(id: id)?.uploadStatus == .failed)

        try await fixture.fake.configure(["failRate": 0.0])
        #expect(try DriveConnection.retry(account: fixture.account) == 2)
        #expect(try await fixture.sync().run(untilIdle: true) == .idle)
        #expect(try fixture.database.document(id: id)?.uploadStatus == .synced)
    }

    @Test("an edit sends new content to the same file; a new title renames it; a new person moves it")
    func edits() async throws {
        let fixture = try await DriveFixture()
        let id = try fixture.file(person: fixture.kari)
        #expect(try await fixture.sync().run(untilIdle: true) == .idle)
        let before = try #require(try fixture.database.document(id: id))

        var edited = before
        edited.text = "Ny tid: 14. desember."
        edited.title = "2025-11-03 Innkalling kardiologi, ny tid"
        edited.personID = fixture.ola
        try fixture.archive.update(edited)
        #expect(try fixture.database.document(id: id)?.uploadStatus == .queued)
        #expect(try await fixture.sync().run(untilIdle: true) == .idle)

        let after = try #require(try fixture.database.document(id: id))
        #expect(after.drive.documentFileID == before.drive.documentFileID)
        #expect(after.drive.imageFileID == before.drive.imageFileID)
        let all = try await fixture.fake.files()
        #expect(all.filter { !$0.isFolder }.count == 2)
        let docx = try #require(all.first { $0.id == after.drive.documentFileID })
        #expect(docx.md5Checksum == (try fixture.localChecksum(of: id, kind: .docx)))
        #expect(fixture.path(of: docx, in: all) == "Helsedokumenter/Ola Nordmann/Dokumenter/2025-11-03 Innkalling kardiologi, ny tid.docx")
        let image = try #require(all.first { $0.id == after.drive.imageFileID })
        #expect(fixture.path(of: image, in: all) == "Helsedokumenter/Ola Nordmann/Bilder/2025-11-03 Innkalling kardiologi, ny tid.jpeg")
    }

    @Test("a deleted document's files go to Drive's trash")
    func deletionTrashes() async throws {
        let fixture = try await DriveFixture()
        let id = try fixture.file(person: fixture.kari)
        let kept = try fixture.file(title: "2025-12-01 Epikrise", person: fixture.kari)
        #expect(try await fixture.sync().run(untilIdle: true) == .idle)
        try fixture.archive.delete(id: id)
        #expect(try fixture.database.uploadCounts().trashPending == 2)
        try await fixture.fake.failNext("503", count: 1, matching: "/drive/v3/files/")
        #expect(try await fixture.sync().run(untilIdle: true) == .idle)
        let files = try await fixture.fake.documentFiles()
        #expect(files.filter(\.trashed).count == 2)
        #expect(files.filter { !$0.trashed }.allSatisfy { $0.appProperties[DriveSync.Property.document] == String(kept) })
        #expect(try fixture.database.uploadCounts().trashPending == 0)
    }

    @Test("a folder the user deleted on Drive is made again")
    func deletedFolderRecreated() async throws {
        let fixture = try await DriveFixture()
        try fixture.file(person: fixture.kari)
        #expect(try await fixture.sync().run(untilIdle: true) == .idle)
        let person = try #require(try await fixture.fake.files().first { $0.isFolder && $0.name == "Kari Nordmann" })
        try await deleteOnDrive(person.id, fixture: fixture)
        try fixture.file(title: "2025-12-01 Epikrise", person: fixture.kari)
        #expect(try await fixture.sync().run(untilIdle: true) == .idle)
        let all = try await fixture.fake.files()
        let paths = all.filter { !$0.isFolder }.map { fixture.path(of: $0, in: all) }.sorted()
        #expect(paths == ["Helsedokumenter/Kari Nordmann/Bilder/2025-12-01 Epikrise.jpeg",
                          "Helsedokumenter/Kari Nordmann/Dokumenter/2025-12-01 Epikrise.docx"])
    }

    @Test("fake-drive killed and started again keeps files and tokens; the sync goes on")
    func fakeDriveRestart() async throws {
        let fixture = try await DriveFixture()
        try fixture.file(person: fixture.kari)
        #expect(try await fixture.sync().run(untilIdle: true) == .idle)
        try await fixture.fake.restart()
        try fixture.file(title: "2025-12-01 Epikrise", person: fixture.kari)
        #expect(try await fixture.sync().run(untilIdle: true) == .idle)
        #expect(try await fixture.fake.documentFiles().count == 4)
    }

    @Test("files.list pages are followed to the end")
    func paging() async throws {
        let fixture = try await DriveFixture()
        for _ in 0..<3 { try fixture.file(title: "2025-11-03 Innkalling", person: fixture.kari) }
        #expect(try await fixture.sync().run(untilIdle: true) == .idle)
        let sync = try fixture.sync()
        let all = try await sync.client.list(query: "trashed = false and name contains '2025-11-03'", pageSize: 2)
        #expect(all.count == 6)
        #expect(try await fixture.fake.requests().filter { $0.query?.contains("pageToken") == true }.count >= 2)
    }

    /// Deletes a file for good, as the user would in Drive's web page.
    private func deleteOnDrive(_ id: String, fixture: DriveFixture) async throws {
        let sync = try fixture.sync()
        _ = try await sync.client.send(HTTPRequest(method: .delete, url: fixture.endpoints.files.appendingPathComponent(id)))
    }
}

@Suite("Drive sync under random faults", .serialized, .tags(.network, .external))
struct RandomFaultTests {
    @Test("with 30 % of requests failing at random (every kind but quota), every file arrives once")
    func randomFaults() async throws {
        let fixture = try await DriveFixture()
        var ids: [Document.ID] = []
        for number in 0..<20 {
            ids.append(try fixture.file(title: "2025-11-\(String(format: "%02d", number % 5 + 1)) Innkalling",
                                        person: number.isMultiple(of: 2) ? fixture.kari : fixture.ola, imageBytes: 300_000))
        }
        try await fixture.fake.configure(["failRate": 0.3])
        #expect(try await fixture.sync().run(untilIdle: true) == .idle)
        try await fixture.fake.configure(["failRate": 0.0])
        let files = try await fixture.fake.documentFiles().filter { !$0.trashed }
        #expect(files.count == 40)
        let keys = Set(files.map { "\($0.appProperties[DriveSync.Property.document] ?? "")/\($0.appProperties[DriveSync.Property.file] ?? "")" })
        #expect(keys.count == 40)
        for id in ids { #expect(try fixture.database.document(id: id)?.uploadStatus == .synced) }
    }
}
