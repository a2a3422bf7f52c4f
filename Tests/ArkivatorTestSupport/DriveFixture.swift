import ArkivatorArchive
import ArkivatorCore
import ArkivatorDrive
import ArkivatorStore
import Crypto
import Foundation

/// A Google OAuth client, as a library would be set up with.
public let testEnvironment = [OAuthClientConfiguration.idVariable: "arkivator-test.apps.googleusercontent.com"]

/// Waits short enough that a test exercising every retry still takes a second, in the shape
/// of Google's schedule.
public let quickPolicy = RetryPolicy(base: 0.005, cap: 0.05)

/// A library connected to a fresh `fake-drive` through the real OAuth flow.
public final class DriveFixture: @unchecked Sendable {
    public let folder: URL
    public let fake: FakeDriveProcess
    public let archive: DocumentArchive
    public let account: DriveAccount
    public let kari: FamilyMember.ID
    public let ola: FamilyMember.ID

    public var database: ArchiveDatabase { archive.database }
    public var endpoints: DriveEndpoints { DriveEndpoints(base: fake.base) }

    public init(fakeArguments: [String] = []) async throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("arkivator-drive-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        fake = try await FakeDriveProcess(arguments: fakeArguments, data: folder.appendingPathComponent("fake-drive"))
        let library = LibraryFolder(root: folder.appendingPathComponent("bibliotek"))
        let database = try ArchiveDatabase.create(library, passphrase: testPassphrase, hardening: cheapHardening)
        kari = try database.addFamilyMember(FamilyMember(name: "Kari Nordmann", relationship: "meg selv"))
        ola = try database.addFamilyMember(FamilyMember(name: "Ola Nordmann", relationship: "barn"))
        archive = DocumentArchive(database: database, library: library, appVersion: "1.0.0")
        account = DriveAccount(database: database, environment: testEnvironment)
        try await connect()
    }

    deinit {
        fake.stop()
        try? FileManager.default.removeItem(at: folder)
    }

    /// Signs in as a browser would: the authorization page approves and redirects at once.
    @discardableResult
    public func connect() async throws -> Int {
        let request = try DriveConnection.begin(account: account, redirectURI: "http://127.0.0.1:9/", endpoints: endpoints)
        let query = try await approve(request.url)
        return try await DriveConnection.finish(request, redirectQuery: query, account: account, endpoints: endpoints)
    }

    public func sync(policy: RetryPolicy = quickPolicy, multipartLimit: Int = 5 * 1024 * 1024) throws -> DriveSync {
        try DriveSync(archive: archive, endpoints: endpoints, policy: policy, multipartLimit: multipartLimit,
                      chunkSize: 262_144, environment: testEnvironment)
    }

    /// Files a one-page letter whose page image holds `imageBytes` random bytes.
    @discardableResult
    public func file(title: String = "2025-11-03 Innkalling kardiologi", person: FamilyMember.ID?, imageBytes: Int = 20_000,
              text: String = "Du er innkalt til kontroll.") throws -> Document.ID {
        let relative = "files/\(UUID().uuidString.lowercased())"
        let pageFolder = try archive.library.createFolder(relative)
        var image = Data([0xFF, 0xD8, 0xFF, 0xE0])
        image += Data((0..<imageBytes).map { _ in UInt8.random(in: 0...255) })
        try archive.sealedFiles().write(image, to: pageFolder.appendingPathComponent("side-1.jpeg"))
        let document = Document(title: title, docType: .innkalling, documentDate: CalendarDate(iso: "2025-11-03"),
                                institution: "St. Olavs hospital", personID: person, text: text, scanDate: Date(),
                                pages: [Page(number: 1, imagePath: "\(relative)/side-1.jpeg", text: text)])
        return try archive.saveNew(document)
    }

    public func localChecksum(of id: Document.ID, kind: UploadFileKind) throws -> String {
        let document = try require(try database.document(id: id))
        let path = kind == .docx ? document.files.docx : document.pages.first?.imagePath
        let data = try archive.sealedFiles().read(try require(path.flatMap(archive.library.resolve)))
        return Insecure.MD5.hash(data: data).map { String(format: "%02x", $0) }.joined()
    }

    /// The folder path of a stored file, by following parents up to My Drive.
    public func path(of file: FakeDriveProcess.StoredFile, in all: [FakeDriveProcess.StoredFile]) -> String {
        var names = [file.name]
        var parent = file.parents.first
        while let id = parent, let folder = all.first(where: { $0.id == id }) {
            names.insert(folder.name, at: 0)
            parent = folder.parents.first
        }
        return names.joined(separator: "/")
    }
}

public struct MissingValue: Error {}

public func require<T>(_ value: T?) throws -> T {
    guard let value else { throw MissingValue() }
    return value
}

/// Runs the `arkivator` built beside the tests, with nothing on its input.
public func runArkivator(_ arguments: [String], _ environment: [String: String]) async throws -> ProcessResult {
    try await run(builtExecutable("arkivator"), arguments, environment: environment)
}
