import ArkivatorTestSupport
import Foundation
import Testing

/// `arkivator serve` on the home network as a person starts it: HTTPS by default off
/// loopback, the setup code and the root's fingerprint on its console, the name the phone finds
/// it by, and plain HTTP only when asked for, with a warning.
///
/// Avahi is never reached: every serve here finds a stand-in `avahi-publish` first on its PATH
/// (`publisher`), which records what it was asked to announce and announces nothing, so no test
/// sends to the mDNS multicast group.
@Suite("serve on the home network", .serialized, .program("curl"), .tags(.network, .external))
struct ServeNetworkTests {
    /// Serve on a wildcard address with a new library; returns once its console has said
    /// `until` and it takes connections on loopback, or it has ended.
    func serve(_ arguments: [String], home: URL, until marker: String, publisher: String = Self.quietPublisher,
               environment extra: [String: String] = [:]) async throws -> (process: Process, port: Int, console: URL) {
        let port = try freePort()
        let console = home.appendingPathComponent("console.log")
        _ = FileManager.default.createFile(atPath: console.path, contents: nil)
        let output = try FileHandle(forWritingTo: console)
        let process = Process()
        process.executableURL = try builtExecutable("arkivator")
        process.arguments = ["serve", "--port", String(port)] + arguments
        let tools = home.appendingPathComponent("verktoy", isDirectory: true)
        try FileManager.default.createDirectory(at: tools, withIntermediateDirectories: true)
        let standIn = tools.appendingPathComponent("avahi-publish")
        try publisher.write(to: standIn, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: standIn.path)
        let environment = ProcessInfo.processInfo.environment
        process.environment = environment.merging([
            "ARKIVATOR_HOME": home.appendingPathComponent("bibliotek").path,
            "PATH": tools.path + ":" + (environment["PATH"] ?? "/usr/bin:/bin"),
            "PUBLISHED": home.appendingPathComponent("published.log").path,
        ].merging(extra) { $1 }) { $1 }
        process.standardOutput = output
        process.standardError = output
        try process.run()
        while process.isRunning {
            if try String(contentsOf: console, encoding: .utf8).contains(marker), Self.acceptsConnections(port) { break }
            try await Task.sleep(for: .milliseconds(50))
        }
        return (process, port, console)
    }

    /// Keeps running as `avahi-publish` does while it holds a name, and says when it was stopped.
    static let quietPublisher = """
        #!/bin/sh
        echo "$*" >> "$PUBLISHED"
        trap 'echo "stopped $1" >> "$PUBLISHED"; exit 0' TERM
        while :; do sleep 0.1; done
        """

    /// As `avahi-publish` ends when its daemon is not running.
    static let failingPublisher = """
        #!/bin/sh
        echo "Failed to create client object: Daemon not running" >&2
        exit 1
        """

    static func acceptsConnections(_ port: Int) -> Bool {
        guard var (descriptor, address) = try? loopbackSocket(port: port) else { return false }
        defer { close(descriptor) }
        return withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        } == 0
    }

    @Test("on 0.0.0.0 it speaks HTTPS with the library's own root, prints the setup code and the fingerprint")
    func httpsByDefault() async throws {
        try await withTemporaryFolder { home in
            let (process, port, console) = try await serve(["--host", "0.0.0.0"], home: home, until: "Oppstartskode")
            defer { process.terminate(); process.waitUntilExit() }
            let text = try String(contentsOf: console, encoding: .utf8)
            #expect(text.contains("https://127.0.0.1:\(port)/"), "\(text)")
            #expect(text.firstMatch(of: /Oppstartskode: \d{4} \d{4}/) != nil, "\(text)")
            #expect(text.firstMatch(of: /SHA-256-fingeravtrykk[^\n]*\n  ([0-9A-F]{2} ){31}[0-9A-F]{2}/) != nil, "\(text)")
            let tls = home.appendingPathComponent("bibliotek/tls")
            let mode = try FileManager.default.attributesOfItem(atPath: tls.appendingPathComponent("ca.key").path)[.posixPermissions] as? Int
            #expect(mode == 0o600)
            let fetched = try await curl(["--cacert", tls.appendingPathComponent("ca.crt").path, "-o", "/dev/null", "-w", "%{http_code}",
                                    "https://127.0.0.1:\(port)/velkommen"])
            #expect(fetched.output == "200", "\(fetched.output)")
            let plain = try await curl(["-o", "/dev/null", "-w", "%{http_code}", "http://127.0.0.1:\(port)/velkommen"])
            #expect(plain.output != "200")
        }
    }

    @Test("plain HTTP off loopback needs --insecure-http, and says what it costs")
    func insecureHTTP() async throws {
        try await withTemporaryFolder { home in
            let (process, port, console) = try await serve(["--host", "0.0.0.0", "--insecure-http"], home: home, until: "Oppstartskode")
            defer { process.terminate(); process.waitUntilExit() }
            let text = try String(contentsOf: console, encoding: .utf8)
            #expect(text.contains("ADVARSEL: --insecure-http") && text.contains("klartekst"), "\(text)")
            #expect(text.contains("http://127.0.0.1:\(port)/"))
            #expect(!FileManager.default.fileExists(atPath: home.appendingPathComponent("bibliotek/tls").path))
            let fetched = try await curl(["-o", "/dev/null", "-w", "%{http_code}", "http://127.0.0.1:\(port)/velkommen"])
            #expect(fetched.output == "200", "\(fetched.output)")
        }
    }

    @Test("--tls-cert without --tls-key is refused before anything starts")
    func halfACertificate() async throws {
        try await withTemporaryFolder { home in
            let (process, _, console) = try await serve(["--tls-cert", "/nonexistent.pem"], home: home, until: "--tls-key")
            process.waitUntilExit()
            #expect(process.terminationStatus != 0)
            #expect(try String(contentsOf: console, encoding: .utf8).contains("--tls-cert og --tls-key må gis sammen"))
        }
    }

    @Test("on the home network it is found by its name: announced through Avahi, in the certificate, printed first")
    func foundByName() async throws {
        try await withTemporaryFolder { home in
            let (process, port, console) = try await serve(["--host", "0.0.0.0", "--name", "Hansen"], home: home, until: "Oppstartskode")
            let text = try String(contentsOf: console, encoding: .utf8)
            #expect(text.contains("Arkivator kjører på https://hansen.local:\(port)/\n"), "\(text)")
            #expect(text.contains("Navnet hansen.local kunngjøres på hjemmenettet"), "\(text)")
            let published = try String(contentsOf: home.appendingPathComponent("published.log"), encoding: .utf8)
            #expect(published.firstMatch(of: /-a -R hansen.local \d+\.\d+\.\d+\.\d+/) != nil, "\(published)")
            #expect(published.contains("-s -H hansen.local Arkivator (Hansen) _https._tcp \(port)"), "\(published)")
            // The name resolved to loopback for this request alone: the certificate must name it.
            let root = home.appendingPathComponent("bibliotek/tls/ca.crt").path
            let fetched = try await curl(["--cacert", root, "--resolve", "hansen.local:\(port):127.0.0.1", "-o", "/dev/null",
                                          "-w", "%{http_code}", "https://hansen.local:\(port)/sertifikat"])
            #expect(fetched.output == "200", "\(fetched.output)")
            let page = try await curl(["--cacert", root, "--resolve", "hansen.local:\(port):127.0.0.1",
                                       "https://hansen.local:\(port)/sertifikat"])
            #expect(page.output.contains("id=\"home-address\">https://hansen.local:\(port)/</a>"), "\(page.output)")
            process.terminate()
            process.waitUntilExit()
            let after = try String(contentsOf: home.appendingPathComponent("published.log"), encoding: .utf8)
            #expect(after.components(separatedBy: "stopped").count - 1 == 2, "both announcements are withdrawn when serve stops: \(after)")
        }
    }

    @Test("without Avahi it says so, and why a name matters, and serves by address")
    func withoutAvahi() async throws {
        try await withTemporaryFolder { home in
            let (process, port, console) = try await serve(["--host", "0.0.0.0"], home: home, until: "Oppstartskode",
                                                           publisher: Self.failingPublisher)
            defer { process.terminate(); process.waitUntilExit() }
            let text = try String(contentsOf: console, encoding: .utf8)
            #expect(text.contains("Navnet arkivator.local kunngjøres ikke på hjemmenettet (Failed to create client object: Daemon not running)"),
                    "\(text)")
            #expect(!text.contains("Arkivator kjører på https://arkivator.local"), "\(text)")
            #expect(text.contains("https://127.0.0.1:\(port)/"), "\(text)")
        }
    }

    @Test("the installed service's setup code: kept in the library, the same after a restart, printed by `arkivator setup-code` and taken by the welcome page")
    func setupCodeForTheService() async throws {
        try await withTemporaryFolder { home in
            let library = home.appendingPathComponent("bibliotek")
            var (process, port, console) = try await serve(["--host", "0.0.0.0"], home: home, until: "Oppstartskode")
            let printed = try #require(try String(contentsOf: console, encoding: .utf8).firstMatch(of: /Oppstartskode: (\d{4} \d{4})/)).1
            process.terminate()
            process.waitUntilExit()

            // As the service, its output in the journal: the code is not written there.
            (process, port, console) = try await serve(["--host", "0.0.0.0"], home: home, until: "Oppstartskoden",
                                                       environment: ["JOURNAL_STREAM": "8:12345"])
            let logged = try String(contentsOf: console, encoding: .utf8)
            #expect(logged.contains("Oppstartskoden skrives ikke i loggen") && !logged.contains(String(printed)), "\(logged)")
            process.terminate()
            process.waitUntilExit()

            (process, port, console) = try await serve(["--host", "0.0.0.0"], home: home, until: "Oppstartskode")
            defer { process.terminate(); process.waitUntilExit() }
            let text = try String(contentsOf: console, encoding: .utf8)
            #expect(text.contains("Oppstartskode: \(printed)"), "a restart keeps the code: \(text)")
            let told = try await runArkivator(["setup-code"], ["ARKIVATOR_HOME": library.path])
            #expect(told.status == 0 && told.output.contains("Oppstartskode: \(printed)"), "\(told.output)")
            let mode = try FileManager.default.attributesOfItem(atPath: library.appendingPathComponent("setup-code").path)[.posixPermissions] as? Int
            #expect(mode == 0o640)

            // The machine's own name.local is in the certificate, resolved to loopback for this request only.
            var buffer = [CChar](repeating: 0, count: 256)
            gethostname(&buffer, buffer.count)
            let hostname = String(cString: buffer).split(separator: ".").first.map { $0.lowercased() } ?? "localhost"
            let root = library.appendingPathComponent("tls/ca.crt").path
            let welcome = try await curl(["--cacert", root, "--resolve", "\(hostname).local:\(port):127.0.0.1",
                                          "https://\(hostname).local:\(port)/velkommen"])
            #expect(welcome.output.contains("name=\"setupCode\""), "\(welcome.output.prefix(400))")
        }
    }

    @Test("a name that cannot be one on the network is refused before anything starts")
    func badName() async throws {
        try await withTemporaryFolder { home in
            let (process, _, console) = try await serve(["--host", "0.0.0.0", "--name", "kari_s.arkiv"], home: home, until: "navn")
            process.waitUntilExit()
            #expect(process.terminationStatus != 0)
            #expect(try String(contentsOf: console, encoding: .utf8).contains("kan ikke være et navn på hjemmenettet"))
        }
    }
}
