@testable import ArkivatorLibrary
import ArkivatorTestSupport
import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

@Suite("The installation: the setup code kept for `arkivator setup-code`, and `arkivator doctor`'s checks")
struct InstallationUseCaseTests {
    @Test("a library not yet created keeps one setup code across restarts, readable by owner and group only, until it is created")
    func setupCodeKept() throws {
        try withLibraryFolder { folder in
            #expect(Library.readSetupCode(in: folder) == .notMadeYet, "no code before serve has started")
            let code = try #require(try Library.setupCode(in: folder))
            #expect(code.count == 8 && code.allSatisfy(\.isNumber))
            #expect(Library.readSetupCode(in: folder) == .waiting(code))
            #expect(try Library.setupCode(in: folder) == code, "a restarted service takes the code already looked up")

            let file = try FileManager.default.attributesOfItem(atPath: folder.root.appendingPathComponent("setup-code").path)
            #expect(file[.posixPermissions] as? Int == 0o640, "the service's group may read it; others not")

            let renewed = try Library.renewSetupCode(in: folder)
            #expect(Library.readSetupCode(in: folder) == .waiting(renewed), "after «Slett alt», only the new code holds")

            _ = try Library.create(in: folder, passphrase: testPassphrase, hardening: cheapHardening, appVersion: "1.0.0")
            Library.discardSetupCode(in: folder)
            #expect(Library.readSetupCode(in: folder) == .libraryExists)
            #expect(try Library.setupCode(in: folder) == nil, "a created library is claimed by no code")
            #expect(!FileManager.default.fileExists(atPath: folder.root.appendingPathComponent("setup-code").path))
        }
    }

    @Test("a damaged code file is made again rather than taken")
    func damagedCodeFile() throws {
        try withLibraryFolder { folder in
            try FileManager.default.createDirectory(at: folder.root, withIntermediateDirectories: true)
            try Data("12ab\n".utf8).write(to: folder.root.appendingPathComponent("setup-code"))
            #expect(Library.readSetupCode(in: folder) == .notMadeYet)
            let code = try #require(try Library.setupCode(in: folder))
            #expect(Library.validSetupCode(code) == code)
        }
    }

    @Test("setup-code and doctor look at $ARKIVATOR_HOME, else the service's folder, else the caller's")
    func installedFolder() throws {
        let service = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: service) }
        #expect(Library.installedFolder(environment: ["ARKIVATOR_HOME": "/srv/arkiv"], serviceFolder: service).root.path == "/srv/arkiv")
        #expect(Library.installedFolder(environment: ["HOME": "/home/kari"], serviceFolder: service).root.path == service.path)
        #expect(Library.installedFolder(environment: ["HOME": "/home/kari"], serviceFolder: service.appendingPathComponent("ingen")).root.path
                == "/home/kari/.local/share/arkivator")
    }

    @Test("the machine's own .local name is its host name's first label, when that is one a phone can look up")
    func machineName() {
        #expect(HomeNetworkName.machine(hostname: "Stua-PC.fritz.box") == "stua-pc.local")
        #expect(HomeNetworkName.machine(hostname: "nas") == "nas.local")
        #expect(HomeNetworkName.machine(hostname: "hjemme_server") == nil)
        #expect(HomeNetworkName.local("hansen.local") == "hansen.local")
    }

    @Test("doctor names the missing OCR language and PDF tool with the package that brings it")
    func ocrAndTools() async throws {
        try await withTemporaryFolder { scratch in
            let tessdata = scratch.appendingPathComponent("tessdata"), tools = scratch.appendingPathComponent("bin")
            for folder in [tessdata, tools] { try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true) }
            for language in ["nor", "eng"] { try Data().write(to: tessdata.appendingPathComponent("\(language).traineddata")) }
            FileManager.default.createFile(atPath: tools.appendingPathComponent("pdfinfo").path, contents: Data("#!/bin/sh\n".utf8),
                                           attributes: [.posixPermissions: 0o755])
            var survey = survey(of: LibraryFolder(root: scratch))
            survey.tessdataFolders = [scratch.appendingPathComponent("ingen"), tessdata]
            survey.searchPath = [tools]
            let checks = await Library.checkInstallation(survey)
            #expect(checks.contains(InstallationCheck(finding: .ocrLanguagePresent(language: "nor", folder: tessdata.path), needsFixing: false)))
            #expect(checks.contains(InstallationCheck(finding: .ocrLanguageMissing(language: "osd", package: "tesseract-ocr-osd"), needsFixing: true)))
            #expect(checks.contains(InstallationCheck(finding: .toolPresent("pdfinfo"), needsFixing: false)))
            #expect(checks.contains(InstallationCheck(finding: .toolMissing("pdftoppm", package: "poppler-utils"), needsFixing: true)))
            #expect(Language.bokmal.words(.installation(.ocrLanguageMissing(language: "osd", package: "tesseract-ocr-osd")))
                    == "Tekstgjenkjenning: «osd» mangler. Rett: sudo apt-get install tesseract-ocr-osd")
        }
    }

    @Test("doctor wants the library folder the service user's and closed to others, and says how to make it so")
    func folderOwnerAndMode() async throws {
        try await withTemporaryFolder { scratch in
            let folder = LibraryFolder(root: scratch)
            try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: scratch.path)
            let me = NSUserName()
            var checks = Library.folderChecks(survey(of: folder, owner: me))
            #expect(checks.first == InstallationCheck(finding: .libraryFolderOpenToOthers(path: scratch.path, mode: "755"), needsFixing: true))
            #expect(checks.contains(InstallationCheck(finding: .libraryNotCreatedYet(path: scratch.path), needsFixing: false)))

            try FileManager.default.setAttributes([.posixPermissions: 0o750], ofItemAtPath: scratch.path)
            checks = Library.folderChecks(survey(of: folder, owner: me))
            #expect(checks.first == InstallationCheck(finding: .libraryFolderFine(path: scratch.path, owner: me), needsFixing: false))

            checks = Library.folderChecks(survey(of: folder, owner: "arkivator-finnes-ikke"))
            #expect(checks.first == InstallationCheck(
                finding: .libraryFolderWrongOwner(path: scratch.path, owner: me, expected: "arkivator-finnes-ikke"), needsFixing: true))
            #expect(Language.bokmal.words(.installation(checks[0].finding)).hasSuffix(
                "Rett: sudo chown -R arkivator-finnes-ikke:arkivator-finnes-ikke \(scratch.path)"))

            let missing = scratch.appendingPathComponent("ingen")
            #expect(Library.folderChecks(survey(of: LibraryFolder(root: missing))).first?.finding == .libraryFolderMissing(path: missing.path))
        }
    }

    @Test("doctor holds the certificate's names against the names the service claims, and warns before it ends")
    func certificateNames() {
        var survey = survey(of: LibraryFolder(root: URL(fileURLWithPath: "/tmp")))
        survey.names = ["stua.local", "arkivator.local"]
        survey.certificateNames = nil
        #expect(Library.certificateChecks(survey) == [InstallationCheck(finding: .certificateNotMadeYet, needsFixing: false)])

        survey.certificateNames = ["localhost", "127.0.0.1", "arkivator.local"]
        survey.certificateExpiry = survey.now.addingTimeInterval(300 * 24 * 3600)
        #expect(Library.certificateChecks(survey) == [InstallationCheck(finding: .certificateLacksNames(["stua.local"]), needsFixing: true)])

        survey.certificateNames = ["localhost", "stua.local", "arkivator.local"]
        survey.certificateExpiry = survey.now.addingTimeInterval(10 * 24 * 3600)
        #expect(Library.certificateChecks(survey) == [
            InstallationCheck(finding: .certificateNames(["localhost", "stua.local", "arkivator.local"]), needsFixing: false),
            InstallationCheck(finding: .certificateExpiresSoon(survey.certificateExpiry!), needsFixing: true),
        ])
    }

    @Test("doctor tells free disk below the limit from enough of it")
    func diskSpace() throws {
        try withTemporaryFolder { scratch in
            var survey = survey(of: LibraryFolder(root: scratch.appendingPathComponent("ikke/laget/ennå")))
            survey.lowDiskBytes = 1
            guard case .diskSpaceFine(_, let path) = Library.diskCheck(survey).finding else { Issue.record("expected enough disk"); return }
            #expect(path == scratch.path, "a folder not yet made is measured on the disk it will be on")
            survey.lowDiskBytes = .max
            #expect(Library.diskCheck(survey).needsFixing)
        }
    }

    #if os(Linux)
    // Loopback only: a listener of the test's own on 127.0.0.1, then the same port closed.
    @Test("doctor finds the service where something takes connections, and says why not where nothing does")
    func reachability() async throws {
        let listener = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        try #require(listener >= 0)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = 0
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(listener, $0, length) == 0 && getsockname(listener, $0, &length) == 0 }
        }
        try #require(bound && listen(listener, 4) == 0)
        let port = Int(UInt16(bigEndian: address.sin_port))

        let answered = await Library.reachabilityCheck(host: "127.0.0.1", port: port, timeout: 2)
        #expect(answered == InstallationCheck(finding: .serviceAnswers(address: "https://127.0.0.1:\(port)/"), needsFixing: false))
        close(listener)

        let refused = await Library.reachabilityCheck(host: "127.0.0.1", port: port, timeout: 2)
        #expect(refused.needsFixing)
        guard case .serviceDoesNotAnswer(_, let reason) = refused.finding else { Issue.record("expected no answer"); return }
        #expect(reason.lowercased().contains("refused"))
    }
    #endif

    private func survey(of folder: LibraryFolder, owner: String = NSUserName()) -> InstallationSurvey {
        InstallationSurvey(folder: folder, expectedOwner: owner, names: [], port: 443, certificateNames: nil, certificateExpiry: nil,
                           environment: [:], now: Date(timeIntervalSince1970: 1_790_000_000))
    }
}
