import ArkivatorCore
import ArkivatorStore
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// The library as a home appliance: the setup code a library not yet created waits for, kept on
// disk so that the installed service, which has no terminal, can be claimed with
// `arkivator setup-code`; and `arkivator doctor`'s checks of an installation. All of it works
// with no library open, often with none created.

/// The setup code as it stands in the library folder.
public enum SetupCodeReading: Sendable, Equatable {
    /// Eight digits, waiting to be typed on the welcome page.
    case waiting(String)
    /// The library exists: nothing claims it by a code any more.
    case libraryExists
    /// `serve` has not started with this folder yet, so no code has been made.
    case notMadeYet
    /// The file is there, but this user may not read it.
    case notReadable
}

extension Library {
    /// The folder the installed service keeps its library in (the unit's `StateDirectory`).
    public static let serviceFolder = URL(fileURLWithPath: "/var/lib/arkivator", isDirectory: true)
    /// The system user (and group) the installed service runs as.
    public static let serviceUser = "arkivator"

    /// The library `setup-code` and `doctor` look at: `$ARKIVATOR_HOME` when set, else the
    /// installed service's when there is one, since these commands are run with `sudo` for the
    /// service, whose library is not the caller's; else the caller's own.
    public static func installedFolder(environment: [String: String] = ProcessInfo.processInfo.environment,
                                       serviceFolder: URL = Library.serviceFolder) -> LibraryFolder {
        if let home = environment["ARKIVATOR_HOME"], !home.isEmpty {
            return LibraryFolder(root: URL(fileURLWithPath: home, isDirectory: true))
        }
        if FileManager.default.fileExists(atPath: serviceFolder.path) { return LibraryFolder(root: serviceFolder) }
        return LibraryFolder(root: LibraryFolder.defaultRoot(environment: environment))
    }

    static func setupCodeURL(in folder: LibraryFolder) -> URL { folder.root.appendingPathComponent("setup-code") }

    /// What `arkivator setup-code` prints.
    public static func readSetupCode(in folder: LibraryFolder) -> SetupCodeReading {
        if folder.exists { return .libraryExists }
        let url = setupCodeURL(in: folder)
        guard FileManager.default.fileExists(atPath: url.path) else {
            // A folder this user cannot look into hides the file as well as a missing one would.
            return FileManager.default.isExecutableFile(atPath: folder.root.path) || !FileManager.default.fileExists(atPath: folder.root.path)
                ? .notMadeYet : .notReadable
        }
        guard let data = FileManager.default.contents(atPath: url.path) else { return .notReadable }
        guard let digits = validSetupCode(String(decoding: data, as: UTF8.self)) else { return .notMadeYet }
        return .waiting(digits)
    }

    /// The code that claims the library in `folder`: the one kept there, so a restart of the
    /// service does not void a code the owner has already looked up, else a new one, written
    /// readable by the owner and the service's group (0640) and nobody else. Nil when the
    /// library exists.
    public static func setupCode(in folder: LibraryFolder) throws -> String? {
        guard !folder.exists else { return nil }
        if case .waiting(let digits) = readSetupCode(in: folder) { return digits }
        return try renewSetupCode(in: folder)
    }

    /// A new code, replacing any kept: after «Slett alt», whoever knew the old one must not
    /// claim the next library with it.
    @discardableResult
    public static func renewSetupCode(in folder: LibraryFolder) throws -> String {
        var generator = SystemRandomNumberGenerator()
        let digits = String((0..<8).map { _ in Character(String(Int.random(in: 0...9, using: &generator))) })
        let manager = FileManager.default
        // The group may look into the folder for the code; others not at all.
        if !manager.fileExists(atPath: folder.root.path) {
            try manager.createDirectory(at: folder.root, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o750])
        }
        let url = setupCodeURL(in: folder)
        let temporary = folder.root.appendingPathComponent(".setup-code.\(UUID().uuidString)")
        guard manager.createFile(atPath: temporary.path, contents: Data((digits + "\n").utf8), attributes: [.posixPermissions: 0o640]) else {
            throw CocoaError(.fileWriteNoPermission, userInfo: [NSFilePathErrorKey: url.path])
        }
        try manager.setAttributes([.posixPermissions: 0o640], ofItemAtPath: temporary.path)
        guard rename(temporary.path, url.path) == 0 else {
            try? manager.removeItem(at: temporary)
            throw CocoaError(.fileWriteNoPermission, userInfo: [NSFilePathErrorKey: url.path])
        }
        return digits
    }

    /// Forgets the code once the library is created or restored: it claims nothing any more.
    public static func discardSetupCode(in folder: LibraryFolder) {
        try? FileManager.default.removeItem(at: setupCodeURL(in: folder))
    }

    static func validSetupCode(_ text: String) -> String? {
        let digits = text.trimmingCharacters(in: .whitespacesAndNewlines)
        return digits.count == 8 && digits.allSatisfy({ $0.isASCII && $0.isNumber }) ? digits : nil
    }
}

// MARK: - The name on the home network

/// The names phones find the library by: `<label>.local`, answered by mDNS on the home network.
public enum HomeNetworkName {
    /// `kari` or `kari.local` as `kari.local`; nil for what is not one DNS label (letters,
    /// digits and inner hyphens, at most 63).
    public static func local(_ chosen: String) -> String? {
        var label = chosen.lowercased()
        if label.hasSuffix(".local") { label.removeLast(".local".count) }
        guard (1...63).contains(label.count), !label.hasPrefix("-"), !label.hasSuffix("-"),
              label.allSatisfy({ ($0.isASCII && ($0.isLetter || $0.isNumber)) || $0 == "-" }) else { return nil }
        return label + ".local"
    }

    /// This machine's own `.local` name, which Avahi's daemon answers for by itself; nil when
    /// the host name is not one label a phone could look up.
    public static func machine(hostname: String = currentHostname()) -> String? {
        hostname.split(separator: ".").first.flatMap { local(String($0)) }
    }

    public static func currentHostname() -> String {
        var buffer = [CChar](repeating: 0, count: 256)
        guard gethostname(&buffer, buffer.count) == 0 else { return "" }
        return String(cString: buffer)
    }
}

// MARK: - arkivator doctor

/// What `arkivator doctor` found, one finding per check.
public enum InstallationFinding: Sendable, Equatable {
    case ocrLanguagePresent(language: String, folder: String)
    case ocrLanguageMissing(language: String, package: String)
    case toolPresent(String)
    case toolMissing(String, package: String)
    case libraryFolderMissing(path: String)
    case libraryFolderFine(path: String, owner: String)
    case libraryFolderWrongOwner(path: String, owner: String, expected: String)
    case libraryFolderOpenToOthers(path: String, mode: String)
    case libraryNotCreatedYet(path: String)
    case certificateNotMadeYet
    case certificateNames([String])
    case certificateLacksNames([String])
    case certificateExpiresSoon(Date)
    case diskSpaceFine(freeBytes: Int64, path: String)
    case diskSpaceLow(freeBytes: Int64, path: String)
    case serviceAnswers(address: String)
    case serviceDoesNotAnswer(address: String, reason: String)
}

/// One check's finding, and whether it is something to fix.
public struct InstallationCheck: Sendable, Equatable {
    public let finding: InstallationFinding
    public let needsFixing: Bool
}

/// What the checks look at: where things are on this machine, and what the service claims.
public struct InstallationSurvey: Sendable {
    public var folder: LibraryFolder
    /// Who should own the library folder: the service's user when installed, else the caller.
    public var expectedOwner: String
    /// Where Tesseract's data may be: `$TESSDATA_PREFIX`, then Debian's folders.
    public var tessdataFolders: [URL]
    public var searchPath: [URL]
    /// The names the service claims (its own `.local` names), each checked on `port`.
    public var names: [String]
    public var port: Int
    /// The alternative names of the server certificate kept in `tls/`; nil while there is none.
    public var certificateNames: [String]?
    public var certificateExpiry: Date?
    public var now: Date
    /// Less free disk than this is a warning: a letter's photos, pages and backups add up.
    public var lowDiskBytes: Int64 = 2 * 1024 * 1024 * 1024
    public var connectTimeout: TimeInterval = 3

    public init(folder: LibraryFolder, expectedOwner: String, names: [String], port: Int,
                certificateNames: [String]?, certificateExpiry: Date?,
                environment: [String: String] = ProcessInfo.processInfo.environment, now: Date = Date()) {
        self.folder = folder
        self.expectedOwner = expectedOwner
        self.names = names
        self.port = port
        self.certificateNames = certificateNames
        self.certificateExpiry = certificateExpiry
        self.now = now
        tessdataFolders = (environment["TESSDATA_PREFIX"].map { [URL(fileURLWithPath: $0)] } ?? [])
            + ["/usr/share/tesseract-ocr/5/tessdata", "/usr/share/tesseract-ocr/4.00/tessdata", "/usr/share/tessdata"]
            .map { URL(fileURLWithPath: $0) }
        searchPath = (environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":").map { URL(fileURLWithPath: String($0)) }
    }
}

extension Library {
    /// The languages Arkivator reads with, and Debian's package for each.
    static let ocrLanguages = [("nor", "tesseract-ocr-nor"), ("eng", "tesseract-ocr-eng"), ("osd", "tesseract-ocr-osd")]

    /// Checks an installation without opening the library: it may be locked, or not yet made.
    public static func checkInstallation(_ survey: InstallationSurvey) async -> [InstallationCheck] {
        var checks = ocrChecks(survey) + toolChecks(survey) + folderChecks(survey)
        checks += certificateChecks(survey)
        checks.append(diskCheck(survey))
        for name in survey.names {
            checks.append(await reachabilityCheck(host: name, port: survey.port, timeout: survey.connectTimeout))
        }
        return checks
    }

    static func ocrChecks(_ survey: InstallationSurvey) -> [InstallationCheck] {
        ocrLanguages.map { language, package in
            let folder = survey.tessdataFolders.first {
                FileManager.default.fileExists(atPath: $0.appendingPathComponent("\(language).traineddata").path)
            }
            return folder.map { InstallationCheck(finding: .ocrLanguagePresent(language: language, folder: $0.path), needsFixing: false) }
                ?? InstallationCheck(finding: .ocrLanguageMissing(language: language, package: package), needsFixing: true)
        }
    }

    /// PDFs are opened by poppler's own tools; without them a PDF letter is refused.
    static func toolChecks(_ survey: InstallationSurvey) -> [InstallationCheck] {
        ["pdfinfo", "pdftoppm"].map { tool in
            survey.searchPath.contains { FileManager.default.isExecutableFile(atPath: $0.appendingPathComponent(tool).path) }
                ? InstallationCheck(finding: .toolPresent(tool), needsFixing: false)
                : InstallationCheck(finding: .toolMissing(tool, package: "poppler-utils"), needsFixing: true)
        }
    }

    static func folderChecks(_ survey: InstallationSurvey) -> [InstallationCheck] {
        let path = survey.folder.root.path
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: path) else {
            return [InstallationCheck(finding: .libraryFolderMissing(path: path), needsFixing: true)]
        }
        var checks: [InstallationCheck] = []
        let owner = attributes[.ownerAccountName] as? String ?? "?"
        let mode = attributes[.posixPermissions] as? Int ?? 0
        if owner != survey.expectedOwner {
            checks.append(InstallationCheck(finding: .libraryFolderWrongOwner(path: path, owner: owner, expected: survey.expectedOwner),
                                            needsFixing: true))
        } else if mode & 0o007 != 0 {
            checks.append(InstallationCheck(finding: .libraryFolderOpenToOthers(path: path, mode: String(mode, radix: 8)), needsFixing: true))
        } else {
            checks.append(InstallationCheck(finding: .libraryFolderFine(path: path, owner: owner), needsFixing: false))
        }
        if !survey.folder.exists {
            checks.append(InstallationCheck(finding: .libraryNotCreatedYet(path: path), needsFixing: false))
        }
        return checks
    }

    static func certificateChecks(_ survey: InstallationSurvey) -> [InstallationCheck] {
        guard let names = survey.certificateNames else {
            return [InstallationCheck(finding: .certificateNotMadeYet, needsFixing: false)]
        }
        let missing = survey.names.filter { !names.contains($0.lowercased()) }
        var checks = [missing.isEmpty ? InstallationCheck(finding: .certificateNames(names), needsFixing: false)
                                      : InstallationCheck(finding: .certificateLacksNames(missing), needsFixing: true)]
        // The service makes a new one itself a month before the end, at its next start.
        if let expiry = survey.certificateExpiry, expiry < survey.now.addingTimeInterval(30 * 24 * 3600) {
            checks.append(InstallationCheck(finding: .certificateExpiresSoon(expiry), needsFixing: true))
        }
        return checks
    }

    static func diskCheck(_ survey: InstallationSurvey) -> InstallationCheck {
        // The folder itself may not exist yet; the disk it will be on does.
        var url = survey.folder.root
        while !FileManager.default.fileExists(atPath: url.path), url.path != "/" { url.deleteLastPathComponent() }
        var stats = statvfs()
        guard statvfs(url.path, &stats) == 0 else {
            return InstallationCheck(finding: .diskSpaceLow(freeBytes: 0, path: url.path), needsFixing: true)
        }
        let free = Int64(stats.f_bavail) * Int64(stats.f_frsize)
        return free < survey.lowDiskBytes
            ? InstallationCheck(finding: .diskSpaceLow(freeBytes: free, path: url.path), needsFixing: true)
            : InstallationCheck(finding: .diskSpaceFine(freeBytes: free, path: url.path), needsFixing: false)
    }

    /// Whether something takes a connection at `host`:`port`, as a phone's first step would:
    /// the name looked up as the system looks it up, then each address tried in turn.
    static func reachabilityCheck(host: String, port: Int, timeout: TimeInterval) async -> InstallationCheck {
        let address = "https://\(host)\(port == 443 ? "" : ":\(port)")/"
        let outcome = await Task.detached { Library.tryConnecting(host: host, port: port, timeout: timeout) }.value
        switch outcome {
        case nil: return InstallationCheck(finding: .serviceAnswers(address: address), needsFixing: false)
        case let reason?: return InstallationCheck(finding: .serviceDoesNotAnswer(address: address, reason: reason), needsFixing: true)
        }
    }

    /// Nil when a connection was taken; else why not, as the system says it.
    private static func tryConnecting(host: String, port: Int, timeout: TimeInterval) -> String? {
        var hints = addrinfo()
        hints.ai_family = AF_UNSPEC
        #if canImport(Glibc)
        hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
        #else
        hints.ai_socktype = SOCK_STREAM
        #endif
        var found: UnsafeMutablePointer<addrinfo>?
        let looked = getaddrinfo(host, String(port), &hints, &found)
        guard looked == 0, let first = found else { return String(cString: gai_strerror(looked)) }
        defer { freeaddrinfo(first) }
        var reason = "?"
        var next: UnsafeMutablePointer<addrinfo>? = first
        while let info = next {
            next = info.pointee.ai_next
            let socketFD = socket(info.pointee.ai_family, info.pointee.ai_socktype, info.pointee.ai_protocol)
            guard socketFD >= 0 else { reason = String(cString: strerror(errno)); continue }
            defer { close(socketFD) }
            var wait = timeval()
            wait.tv_sec = Int(timeout)
            setsockopt(socketFD, SOL_SOCKET, SO_SNDTIMEO, &wait, socklen_t(MemoryLayout<timeval>.size))
            #if canImport(Glibc)
            let connected = Glibc.connect(socketFD, info.pointee.ai_addr, info.pointee.ai_addrlen)
            #else
            let connected = Darwin.connect(socketFD, info.pointee.ai_addr, info.pointee.ai_addrlen)
            #endif
            if connected == 0 { return nil }
            reason = String(cString: strerror(errno))
        }
        return reason
    }
}
