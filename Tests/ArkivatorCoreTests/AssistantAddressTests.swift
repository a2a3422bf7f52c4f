import ArkivatorCore
import Foundation
import Testing

/// The assistant's address as its parts: where a letter may go in plain `http://`, and what an
/// address may not carry.
@Suite("The assistant's address")
struct AssistantAddressTests {
    @Test("the address is read as its parts: plain http only to this machine or private ranges; no user, query or fragment; the path a prefix", arguments: [
        ("http://127.0.0.1:11434", AssistantAddress.Reach.thisMachine), ("http://127.8.9.10", .thisMachine), ("http://localhost:8080", .thisMachine),
        ("http://LOCALHOST.:8080", .thisMachine), ("http://[::1]:8080", .thisMachine), ("http://[::ffff:127.0.0.1]:8080", .thisMachine),
        ("http://10.1.2.3", .homeNetwork), ("http://172.16.0.9", .homeNetwork), ("http://172.31.255.1", .homeNetwork),
        ("http://192.168.1.40:11434", .homeNetwork), ("http://169.254.10.20", .homeNetwork), ("http://[fd12:3456::1]:8080", .homeNetwork),
        ("http://[fe80::1]", .homeNetwork), ("https://api.openai.com", .internet), ("https://8.8.8.8", .internet),
    ])
    func addressesAllowed(_ address: String, _ reach: AssistantAddress.Reach) throws {
        let parsed = try AssistantAddress(try #require(URL(string: address)))
        #expect(parsed.reach == reach)
    }

    @Test("what counts as this machine or network is the address itself, never a name that merely looks local", arguments: [
        ("http://evil.localhost:8080", AssistantAddress.Problem.plainHTTPToInternet), ("http://localhost.evil.example", .plainHTTPToInternet),
        ("http://kari.local:11434", .plainHTTPToInternet), ("http://172.32.0.1", .plainHTTPToInternet), ("http://192.169.0.1", .plainHTTPToInternet),
        ("http://0177.0.0.1", .plainHTTPToInternet), ("http://127.1", .plainHTTPToInternet), ("http://2130706433", .plainHTTPToInternet),
        ("http://[2001:db8::1]", .plainHTTPToInternet), ("http://0.0.0.0", .plainHTTPToInternet), ("http://llm.example.com", .plainHTTPToInternet),
        ("http://127.0.0.1:8080/v1?model=x", .query), ("http://127.0.0.1:8080/#frag", .fragment),
        ("http://user:pass@127.0.0.1:8080", .userInfo), ("https://sk-key@api.openai.com", .userInfo),
        ("http://127.0.0.1:8080/../admin", .path), ("http://127.0.0.1:8080/a/%2e%2e/b", .path), ("http://127.0.0.1:8080/a//b", .path),
        ("ftp://127.0.0.1", .notHTTP), ("file:///etc/passwd", .notHTTP),
    ])
    func addressesRefused(_ address: String, _ problem: AssistantAddress.Problem) throws {
        let url = try #require(URL(string: address))
        #expect(throws: problem) { try AssistantAddress(url) }
        if problem == .plainHTTPToInternet { #expect(AssistantAddress.reach(of: url) == .internet) }
    }
}
