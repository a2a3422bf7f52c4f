import ArkivatorLibrary
import Foundation

/// The name the phones find the library by on the home network (`arkivator.local`), announced
/// over mDNS/DNS-SD by the system's Avahi: `avahi-publish` keeps an address record for the name
/// and an `_https._tcp` (or `_http._tcp`) service on the port for as long as it runs. This process sends nothing
/// itself. WebAuthn, and with it Face ID, needs a name rather than an IP address, and a router may
/// hand the machine another address tomorrow; the name stays.
public final class NameAdvertisement: @unchecked Sendable {
    /// Why the name is not announced, in words for the console.
    public enum Unavailable: Error, Equatable {
        /// No `avahi-publish` on the PATH.
        case publisherMissing
        /// It stopped at once: the daemon is not running, or another machine has the name.
        case publisherFailed(String)
    }

    public let name: String
    private let publishers: [Process]

    private init(name: String, publishers: [Process]) {
        self.name = name
        self.publishers = publishers
    }

    /// `kari` or `kari.local` as `kari.local`; nil for what is not one DNS label.
    public static func localName(_ chosen: String) -> String? { HomeNetworkName.local(chosen) }

    /// Starts announcing `name` for `address` and the service on `port` (HTTPS when `secure`); `Unavailable` when
    /// Avahi cannot. A publisher that has not stopped within `settle` is taken to hold the name.
    public static func start(name: String, address: String, port: Int, secure: Bool,
                             settle: TimeInterval = 1) throws -> NameAdvertisement {
        guard let publisher = executable("avahi-publish") else { throw Unavailable.publisherMissing }
        let service = name.replacingOccurrences(of: ".local", with: "").capitalized
        let commands = [["-a", "-R", name, address], ["-s", "-H", name, "Arkivator (\(service))", secure ? "_https._tcp" : "_http._tcp", String(port)]]
        var started: [(process: Process, errors: Pipe)] = []
        for arguments in commands {
            let process = Process()
            let errors = Pipe()
            process.executableURL = publisher
            process.arguments = arguments
            process.standardOutput = FileHandle.nullDevice
            process.standardError = errors
            do {
                try process.run()
            } catch {
                started.forEach { $0.process.terminate() }
                throw Unavailable.publisherFailed(error.localizedDescription)
            }
            started.append((process, errors))
        }
        let deadline = Date().addingTimeInterval(settle)
        while Date() < deadline {
            if let stopped = started.first(where: { !$0.process.isRunning }) {
                started.forEach { $0.process.terminate() }
                let said = String(decoding: stopped.errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
                throw Unavailable.publisherFailed(said.trimmingCharacters(in: .whitespacesAndNewlines))
            }
            Thread.sleep(forTimeInterval: 0.05)
        }
        return NameAdvertisement(name: name, publishers: started.map(\.process))
    }

    /// Takes the name back: the publishers withdraw their records as they stop.
    public func stop() {
        for publisher in publishers where publisher.isRunning {
            publisher.terminate()
            publisher.waitUntilExit()
        }
    }

    private static func executable(_ name: String) -> URL? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").map { URL(fileURLWithPath: String($0)).appendingPathComponent(name) }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }
}
