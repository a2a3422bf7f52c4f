import ArkivatorCore
@testable import ArkivatorDrive
import ArkivatorStore
import ArkivatorTestSupport
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing

/// `arkivator drive …` and `arkivator sync` as a person runs them, against `fake-drive`.
@Suite("The drive and sync commands", .serialized, .tags(.network, .external))
struct DriveCommandTests {
    @Test("connect prints the URL alone on a line and takes the loopback redirect; sync uploads; delete trashes; disconnect revokes")
    func wholeRound() async throws {
        let fixture = try await DriveFixture()
        try fixture.account.forgetConnection()
        let id = try fixture.file(person: fixture.kari)
        let environment = [
            "ARKIVATOR_HOME": fixture.archive.library.root.path, "ARKIVATOR_PASSPHRASE": testPassphrase,
            DriveEndpoints.environmentVariable: fixture.fake.base.absoluteString,
            RetryPolicy.baseVariable: "0.005", "HOME": fixture.folder.path, "PATH": "/usr/bin:/bin",
        ]

        let connect = Process()
        connect.executableURL = try builtExecutable("arkivator")
        connect.arguments = ["drive", "connect", "--no-browser", "--client-id", "cli-test.apps.googleusercontent.com"]
        connect.environment = environment
        let output = Pipe()
        connect.standardOutput = output
        connect.standardError = FileHandle.nullDevice
        try connect.run()
        var printed = ""
        while !printed.split(separator: "\n").contains(where: { $0.hasPrefix("http") }) {
            let chunk = output.fileHandleForReading.availableData
            try #require(!chunk.isEmpty)
            printed += String(decoding: chunk, as: UTF8.self)
        }
        let line = try #require(printed.split(separator: "\n").first { $0.hasPrefix("http") })
        let url = try #require(URL(string: String(line)))
        #expect(!line.contains(" "))
        let query = try await approve(url)
        let redirect = try #require(URLComponents(url: url, resolvingAgainstBaseURL: false)?.queryItems?
            .first { $0.name == "redirect_uri" }?.value)
        #expect(redirect.hasPrefix("http://127.0.0.1:"))
        var back = try #require(URLComponents(string: redirect))
        back.queryItems = query.map { URLQueryItem(name: $0.key, value: $0.value) }
        let (page, _) = try await URLSession.shared.data(from: try #require(back.url))
        #expect(String(decoding: page, as: UTF8.self).contains("koblet til Google Drive"))
        connect.waitUntilExit()
        let rest = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(connect.terminationStatus == 0)
        #expect(rest.contains("1 dokument(er) lagt i opplastingskøen"))

        let sync = try await runArkivator(["sync", "--until-idle"], environment)
        #expect(sync.status == 0)
        #expect(sync.output.contains("Ferdig: 2 fil(er) i Google Drive, 0 feilet."))
        #expect(try await fixture.fake.documentFiles().count == 2)
        #expect(try fixture.database.document(id: id)?.uploadStatus == .synced)

        let status = try await runArkivator(["drive", "status"], environment)
        #expect(status.output.contains("Google Drive: Koblet til"))
        #expect(status.output.contains("Filer: 2 lastet opp, 0 i kø, 0 feilet"))

        #expect(try await runArkivator(["delete", String(id), "--yes", "--undo-window", "0"], environment).status == 0)
        #expect(try await runArkivator(["sync", "--until-idle"], environment).status == 0)
        #expect(try await fixture.fake.documentFiles().allSatisfy(\.trashed))

        let disconnect = try await runArkivator(["drive", "disconnect"], environment)
        #expect(disconnect.output.contains("tilgangen er trukket tilbake"))
        #expect(try fixture.account.state() == .notConnected)
        #expect(try await fixture.fake.requests().contains { $0.path == "/revoke" && $0.status == 200 })
        let afterwards = try await runArkivator(["sync", "--until-idle"], environment)
        #expect(afterwards.status == 1)
        #expect(afterwards.errorOutput.contains("Google Drive er ikke koblet til."))
    }

    @Test("a revoked sign-in ends sync with the reconnect message and a non-zero status; nothing queued is lost")
    func revokedSignIn() async throws {
        let fixture = try await DriveFixture()
        let id = try fixture.file(person: fixture.kari)
        try await fixture.fake.revokeAll()
        let environment = [
            "ARKIVATOR_HOME": fixture.archive.library.root.path, "ARKIVATOR_PASSPHRASE": testPassphrase,
            DriveEndpoints.environmentVariable: fixture.fake.base.absoluteString, "HOME": fixture.folder.path,
            OAuthClientConfiguration.idVariable: testEnvironment[OAuthClientConfiguration.idVariable]!,
        ]
        let sync = try await runArkivator(["sync", "--until-idle"], environment)
        #expect(sync.status == 1)
        #expect(sync.errorOutput.contains("Koble til Google Drive på nytt; ingenting i køen er tapt."))
        #expect(try fixture.database.uploadJobs(of: id).allSatisfy { $0.state == .queued })
        let status = try await runArkivator(["drive", "status"], environment)
        #expect(status.output.contains("Google Drive: Må kobles til på nytt"))
    }
}
