import ArkivatorStore
import ArkivatorTestSupport
import Foundation
import Hummingbird
import HummingbirdTesting
import Testing
@testable import ArkivatorWeb

@Suite("HTTPS with the library's own certificate authority", .program("curl"), .program("openssl"), .tags(.network, .external))
struct TLSTests {
    @Test("the server certificate names the private addresses and .local names, and nothing the root may not vouch for")
    func serverNames() throws {
        try withTemporaryFolder { folder in
            let authority = try HomeCertificateAuthority.openOrCreate(in: folder)
            let identity = try authority.serverIdentity(for: ["192.168.1.20", "fd00::7", "8.8.8.8", "kari.local", "example.com", "0.0.0.0"])
            #expect(Set(identity.serverNames) == ["localhost", "127.0.0.1", "::1", "192.168.1.20", "fd00::7", "kari.local"])
            #expect(HomeCertificateAuthority.refusedNames(["192.168.1.20", "8.8.8.8", "example.com", "0.0.0.0"]) == ["8.8.8.8", "example.com"])
            for key in ["ca.key", "server.key"] {
                let mode = try FileManager.default.attributesOfItem(atPath: folder.appendingPathComponent(key).path)[.posixPermissions] as? Int
                #expect(mode == 0o600, "\(key)")
            }
            #expect(identity.rootFingerprint?.split(separator: " ").count == 32)

            // Kept while the names stay the same, reissued when they change; the root stays.
            let again = try HomeCertificateAuthority.openOrCreate(in: folder)
            #expect(try again.serverIdentity(for: ["192.168.1.20", "fd00::7", "kari.local"]).chain.first == identity.chain.first)
            let moved = try again.serverIdentity(for: ["192.168.1.21"])
            #expect(moved.chain.first != identity.chain.first)
            #expect(Set(moved.serverNames) == ["localhost", "127.0.0.1", "::1", "192.168.1.21"])
            #expect(moved.rootFingerprint == identity.rootFingerprint)
        }
    }

    @Test("a real TLS client that trusts only the root: verifies for the address, fails for another name")
    func realClient() async throws {
        try await withNewLibrary { library, _ in
            let tls = library.root.appendingPathComponent("tls")
            let identity = try HomeCertificateAuthority.openOrCreate(in: tls).serverIdentity(for: ["127.0.0.1"])
            let app = try await buildApplication(WebConfiguration(host: "127.0.0.1", port: 0, library: library, appVersion: "test", tls: identity))
            try await app.test(.live) { client in
                let port = try #require(client.port)
                let root = tls.appendingPathComponent("ca.crt").path
                let trusted = try await curl(["--cacert", root, "-i", "https://127.0.0.1:\(port)/unlock"])
                #expect(trusted.status == 0, "\(trusted.output)")
                #expect(trusted.output.contains("HTTP/1.1 200") || trusted.output.contains("HTTP/2 200"))
                #expect(trusted.output.lowercased().contains("set-cookie: arkivator_unlock=") && trusted.output.contains("; Secure"))

                let otherName = try await curl(["--cacert", root, "--resolve", "arkiv.example.com:\(port):127.0.0.1",
                                          "https://arkiv.example.com:\(port)/unlock"])
                #expect(otherName.status == 60, "curl: \(otherName.output)")  // the peer's certificate was not accepted

                let untrusted = try await curl(["https://127.0.0.1:\(port)/unlock"])
                #expect(untrusted.status == 60, "curl: \(untrusted.output)")

                let download = try await curl(["--cacert", root, "-i", "https://127.0.0.1:\(port)/sertifikat/arkivator-rot.crt"])
                #expect(download.output.lowercased().contains("content-type: application/x-x509-ca-cert"))
                let profile = try await curl(["--cacert", root, "https://127.0.0.1:\(port)/sertifikat/arkivator.mobileconfig"])
                let plist = try #require(try PropertyListSerialization.propertyList(from: Data(profile.output.utf8), format: nil) as? [String: Any])
                let payload = try #require((plist["PayloadContent"] as? [[String: Any]])?.first)
                #expect(payload["PayloadType"] as? String == "com.apple.security.root")
                #expect((payload["PayloadContent"] as? Data).map(Array.init) == identity.rootDER)
                let page = try await curl(["--cacert", root, "https://127.0.0.1:\(port)/sertifikat"])
                #expect(page.output.contains("Sertifikatklarering"))
                #expect(page.output.contains(try #require(identity.rootFingerprint).split(separator: " ").prefix(8).joined(separator: " ")))
            }
        }
    }

    @Test("the root's name constraints: a certificate it signs for a real site does not verify")
    func nameConstraints() async throws {
        try await withTemporaryFolder { folder in
            _ = try HomeCertificateAuthority.openOrCreate(in: folder)
            let root = folder.appendingPathComponent("ca.crt").path, rootKey = folder.appendingPathComponent("ca.key").path
            func signed(_ name: String, _ san: String) async throws -> (status: Int32, output: String) {
                let key = folder.appendingPathComponent("\(name).key").path, request = folder.appendingPathComponent("\(name).csr").path
                let certificate = folder.appendingPathComponent("\(name).crt").path
                let extensions = folder.appendingPathComponent("\(name).ext")
                try "subjectAltName=\(san)\n".write(to: extensions, atomically: true, encoding: .utf8)
                _ = try await runTool("/usr/bin/openssl", ["req", "-new", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:P-256", "-nodes",
                                                 "-keyout", key, "-out", request, "-subj", "/O=Test"])
                _ = try await runTool("/usr/bin/openssl", ["x509", "-req", "-in", request, "-CA", root, "-CAkey", rootKey, "-CAcreateserial",
                                                 "-out", certificate, "-days", "30", "-extfile", extensions.path])
                return try await runTool("/usr/bin/openssl", ["verify", "-CAfile", root, certificate])
            }
            let stolen = try await signed("bank", "DNS:www.bank.no")
            #expect(stolen.status != 0 && stolen.output.contains("subtree violation"), "\(stolen.output)")
            let publicAddress = try await signed("public", "IP:8.8.8.8")
            #expect(publicAddress.status != 0, "\(publicAddress.output)")
            let home = try await signed("home", "IP:192.168.1.20,DNS:kari.local")
            #expect(home.status == 0, "\(home.output)")
        }
    }

    @Test("the owner's own certificate and key, in PEM, are served as they are")
    func ownCertificate() async throws {
        try await withNewLibrary { library, _ in
            let folder = library.root.appendingPathComponent("own")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            let key = folder.appendingPathComponent("key.pem").path, certificate = folder.appendingPathComponent("cert.pem").path
            let made = try await runTool("/usr/bin/openssl", ["req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:P-256", "-nodes",
                                                    "-keyout", key, "-out", certificate, "-days", "30", "-subj", "/O=Eget",
                                                    "-addext", "subjectAltName=IP:127.0.0.1"])
            #expect(made.status == 0, "\(made.output)")
            let identity = try ServerIdentity.load(certificate: URL(fileURLWithPath: certificate), key: URL(fileURLWithPath: key))
            #expect(identity.root == nil)
            let app = try await buildApplication(WebConfiguration(host: "127.0.0.1", port: 0, library: library, appVersion: "test", tls: identity))
            try await app.test(.live) { client in
                let port = try #require(client.port)
                let trusted = try await curl(["--cacert", certificate, "https://127.0.0.1:\(port)/unlock"])
                #expect(trusted.status == 0, "\(trusted.output)")
                let page = try await curl(["--cacert", certificate, "https://127.0.0.1:\(port)/sertifikat"])
                #expect(page.output.contains("--tls-cert"))
                let download = try await curl(["--cacert", certificate, "-o", "/dev/null", "-w", "%{http_code}",
                                         "https://127.0.0.1:\(port)/sertifikat/arkivator-rot.crt"])
                #expect(download.output == "404")
            }
            #expect(!FileManager.default.fileExists(atPath: library.root.appendingPathComponent("tls").path))
        }
    }
}
