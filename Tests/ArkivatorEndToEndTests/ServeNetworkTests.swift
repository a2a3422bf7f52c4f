import ArkivatorTestSupport
import Foundation
import Testing

/// `arkivator serve` on the home network as a person starts it: HTTPS by default off
/// loopback, the setup code and the root's fingerprint on its console, and plain HTTP only
/// when asked for, with a warning.
@Suite("serve on the home network", .serialized, .program("curl"), .tags(.network, .external))
struct ServeNetworkTests {
    /// Serve on a wildcard address with a new library; returns once its console has said
    /// `until` and it takes connections on loopback, or it has ended.
    func serve(_ arguments: [String], home: URL, until marker: String) async throws -> (process: Process, port: Int, console: URL) {
        let port = try freePort()
        let console = home.appendingPathComponent("console.log")
        _ = FileManager.default.createFile(atPath: console.path, contents: nil)
        let output = try FileHandle(forWritingTo: console)
        let process = Process()
        process.executableURL = try builtExecutable("arkivator")
        process.arguments = ["serve", "--port", String(port)] + arguments
        process.environment = ProcessInfo.processInfo.environment.merging(
            ["ARKIVATOR_HOME": home.appendingPathComponent("bibliotek").path]) { $1 }
        process.standardOutput = output
        process.standardError = output
        try process.run()
        while process.isRunning {
            if try String(contentsOf: console, encoding: .utf8).contains(marker), Self.acceptsConnections(port) { break }
            try await Task.sleep(for: .milliseconds(50))
        }
        return (process, port, console)
    }

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
}
