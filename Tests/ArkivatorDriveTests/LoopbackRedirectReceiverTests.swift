import AsyncHTTPClient
@testable import ArkivatorDrive
import ArkivatorTestSupport
import Foundation
import HTTPTypes
import Testing

/// The loopback server `arkivator drive connect` waits on, spoken to over real HTTP.
@Suite("The OAuth loopback redirect receiver")
struct LoopbackRedirectReceiverTests {
    @Test("the browser's redirect gives back its code and state, is shown the page, and the server stops afterwards")
    func redirect() async throws {
        let (port, query) = try await LoopbackRedirectReceiver.serving(page: { "<p>Kode \($0["code"] ?? "")</p>" }) { receiver in
            #expect(receiver.redirectURI == "http://127.0.0.1:\(receiver.port)/")
            async let query = receiver.redirectQuery(timeout: .seconds(30))
            let response = try await get(receiver, "?code=4%2F0Ab-kode&state=tilstand&scope=drive.file")
            #expect(response.status == .ok)
            #expect(response.head.headerFields[.contentType] == "text/html; charset=utf-8")
            #expect(response.head.headerFields[.cacheControl] == "no-store")
            #expect(String(decoding: response.body, as: UTF8.self) == "<p>Kode 4/0Ab-kode</p>")
            return (receiver.port, try await query)
        }
        #expect(query == ["code": "4/0Ab-kode", "state": "tilstand", "scope": "drive.file"])
        #expect(!isListening(port: port))
    }

    @Test("another path, or the redirect's path without a code or error, gets a 404 and the wait goes on")
    func otherRequests() async throws {
        let query = try await LoopbackRedirectReceiver.serving(page: { _ in "<p>Ferdig</p>" }) { receiver in
            async let query = receiver.redirectQuery(timeout: .seconds(30))
            #expect(try await get(receiver, "favicon.ico").status == .notFound)
            #expect(try await get(receiver, "").status == .notFound)
            #expect(try await get(receiver, "?state=tilstand").status == .notFound)
            #expect(try await get(receiver, "annet?code=feil-sted&state=tilstand").status == .notFound)
            #expect(try await get(receiver, "?error=access_denied&state=tilstand").status == .ok)
            return try await query
        }
        #expect(query == ["error": "access_denied", "state": "tilstand"])
    }

    @Test("no redirect in time is OAuthError.timedOut")
    func timeout() async throws {
        await #expect(throws: OAuthError.timedOut) {
            try await LoopbackRedirectReceiver.serving(page: { _ in "" }) { receiver in
                try await receiver.redirectQuery(timeout: .milliseconds(200))
            }
        }
    }

    @Test("browsers that leave before the answer, with or without sending a whole request, do not stop the server or the process")
    func clientsLeavingEarly() async throws {
        // A page of several writes, so the server goes on writing after the reset.
        let page = String(repeating: "Du kan lukke denne fanen. ", count: 20_000)
        let query = try await LoopbackRedirectReceiver.serving(page: { _ in page }) { receiver in
            try leaveEarly(port: receiver.port, sending: "")
            try leaveEarly(port: receiver.port, sending: "GET /?code=halv")
            try leaveEarly(port: receiver.port, sending: "GET /favicon.ico HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
            try leaveEarly(port: receiver.port, sending: "GET /?code=forlatt&state=s HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n", reset: false)
            let query = try await receiver.redirectQuery(timeout: .seconds(30))
            let response = try await get(receiver, "?code=nummer-to&state=s")
            #expect(response.status == .ok)
            #expect(response.body.count == page.utf8.count)
            return query
        }
        #expect(query == ["code": "forlatt", "state": "s"])
    }

    private func get(_ receiver: LoopbackRedirectReceiver, _ target: String) async throws -> CollectedResponse {
        try await HTTPClient.google.send(HTTPRequest(method: .get, url: URL(string: receiver.redirectURI + target)!))
    }
}

// MARK: - Raw sockets, for what no HTTP client does

/// Connects to 127.0.0.1:`port`, sends `bytes` and closes at once, as a tab closed
/// mid-request does: with a reset, or with a plain close that the server only notices when
/// it writes the answer.
private func leaveEarly(port: Int, sending bytes: String, reset: Bool = true) throws {
    let descriptor = try connectedSocket(port: port)
    defer { close(descriptor) }
    if reset {
        var immediately = linger(l_onoff: 1, l_linger: 0)
        setsockopt(descriptor, SOL_SOCKET, SO_LINGER, &immediately, socklen_t(MemoryLayout<linger>.size))
    }
    _ = Array(bytes.utf8).withUnsafeBytes { send(descriptor, $0.baseAddress, $0.count, 0) }
}

private func isListening(port: Int) -> Bool {
    guard let descriptor = try? connectedSocket(port: port) else { return false }
    close(descriptor)
    return true
}

private func connectedSocket(port: Int) throws -> Int32 {
    var (descriptor, address) = try loopbackSocket(port: port)
    let connected = withUnsafePointer(to: &address) { pointer in
        pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) {
            connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) == 0
        }
    }
    guard connected else {
        close(descriptor)
        throw POSIXError(.ECONNREFUSED)
    }
    return descriptor
}
