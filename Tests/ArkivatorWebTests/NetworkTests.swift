import ArkivatorLibrary
import ArkivatorStore
import ArkivatorTestSupport
import Foundation
import Hummingbird
import HummingbirdTesting
import Synchronization
import Testing
@testable import ArkivatorWeb
#if canImport(Glibc)
import Glibc
#endif

@Suite("The home network: throttle, Host allowlist, Origin, setup code, TLS")
struct NetworkTests {
    struct WrongPassphrase: Error {}

    @Test("40 parallel wrong guesses from one client check one; another client's check runs at once")
    func throttleUnit() async throws {
        let clock = Locked(Date())
        let throttle = PassphraseThrottle(now: { clock.withLock { $0 } })
        let checked = Locked(0)
        let attacker = ClientKey("10.0.0.66")
        let refusals = await withTaskGroup(of: Bool.self) { group in
            for _ in 0..<40 {
                group.addTask {
                    do {
                        try await throttle.check(client: attacker) {
                            checked.withLock { $0 += 1 }
                            throw WrongPassphrase()
                        }
                        return false
                    } catch { return error is PassphraseThrottle.TooManyAttempts }
                }
            }
            return await group.reduce(0) { $0 + ($1 ? 1 : 0) }
        }
        let checks = checked.withLock { $0 }
        print("throttle figure: 40 parallel wrong guesses from one client, \(checks) checked, \(refusals) refused")
        // One in flight refuses the rest, and once it failed its back-off does: time stands still.
        #expect(checks == 1)
        #expect(refusals == 39)

        // Time stands still: the attacker is still backing off while the owner gets in.
        let owner = try await throttle.check(client: ClientKey("10.0.0.2")) { "unlocked" }
        #expect(owner == "unlocked")
        await #expect(throws: PassphraseThrottle.TooManyAttempts.self) {
            try await throttle.check(client: attacker) { () }
        }
    }

    @Test("back-off doubles per failure, up to its ceiling, and a success clears it")
    func backOff() async throws {
        let clock = Locked(Date())
        let throttle = PassphraseThrottle(firstBackOff: 2, longestBackOff: 6, now: { clock.withLock { $0 } })
        #expect(await throttle.backOff(afterFailures: 1) == 2)
        #expect(await throttle.backOff(afterFailures: 2) == 4)
        #expect(await throttle.backOff(afterFailures: 5) == 6)
        let client = ClientKey("192.168.1.9")
        await #expect(throws: WrongPassphrase.self) { try await throttle.check(client: client) { throw WrongPassphrase() } }
        await #expect(throws: PassphraseThrottle.TooManyAttempts.self) { try await throttle.check(client: client) { () } }
        clock.withLock { $0 += 1.9 }
        await #expect(throws: PassphraseThrottle.TooManyAttempts.self) { try await throttle.check(client: client) { () } }
        clock.withLock { $0 += 0.2 }
        try await throttle.check(client: client) { () }
        try await throttle.check(client: client) { () }  // no back-off left after a success
    }

    @Test("over real HTTP: 40 parallel wrong passphrases from 127.0.0.1, one checked and the rest told when to come back; then the owner from 127.0.0.2 unlocks at once",
          .tags(.network))
    func throttleOverHTTP() async throws {
        try await withNewLibrary { folder, _ in
            // Time stands still: no back-off runs out while forty connections are made.
            var configuration = WebConfiguration(host: "127.0.0.1", port: 0, library: folder, appVersion: "test")
            configuration.now = ManualClock().reading
            let app = try await buildApplication(configuration)
            try await app.test(.live) { client in
                let port = try #require(client.port)
                let page = try await offCooperativePool { try rawHTTP(from: "127.0.0.1", port: port, "GET /unlock HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nConnection: close\r\n\r\n") }
                let token = try #require(page.firstMatch(of: /name="csrf" value="([^"]+)"/)?.1)
                let cookie = try #require(page.firstMatch(of: /arkivator_unlock=([^;]+)/)?.1)
                @Sendable func unlock(_ passphrase: String, from source: String) throws -> String {
                    let body = "csrf=\(token)&passphrase=\(passphrase.addingPercentEncoding(withAllowedCharacters: .alphanumerics)!)"
                    return try rawHTTP(from: source, port: port, """
                        POST /unlock HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nOrigin: http://127.0.0.1:\(port)\r\n\
                        Cookie: arkivator_unlock=\(cookie)\r\nContent-Type: application/x-www-form-urlencoded\r\n\
                        Content-Length: \(body.utf8.count)\r\nConnection: close\r\n\r\n\(body)
                        """)
                }
                let answers = try await inParallel(40) { index in try unlock("feil gjetning \(index)", from: "127.0.0.1") }
                let tooMany = answers.filter { $0.hasPrefix("HTTP/1.1 429") }.count
                let checked = answers.count - tooMany
                print("throttle figure over HTTP: 40 parallel wrong passphrases from 127.0.0.1, \(checked) checked, \(tooMany) refused with 429")
                #expect(answers.allSatisfy { !$0.hasPrefix("HTTP/1.1 302") })
                #expect(checked == 1)
                #expect(answers.filter { $0.hasPrefix("HTTP/1.1 429") }.allSatisfy { $0.contains("Retry-After: ") })

                let owner = try await offCooperativePool { try unlock(testPassphrase, from: "127.0.0.2") }
                #expect(owner.hasPrefix("HTTP/1.1 302"), "\(owner.prefix(200))")
                #expect(owner.contains("arkivator_session="))

                let rebound = try await offCooperativePool { try rawHTTP(from: "127.0.0.1", port: port, "GET /unlock HTTP/1.1\r\nHost: evil.example:\(port)\r\nConnection: close\r\n\r\n") }
                #expect(rebound.hasPrefix("HTTP/1.1 421"))
                #expect(rebound.contains("--allow-host evil.example"))
            }
        }
    }

    @Test("over real HTTP the Host is compared whole: the right name at another port, or with none, is refused", .tags(.network))
    func hostWithPort() async throws {
        try await withNewLibrary { folder, _ in
            var configuration = WebConfiguration(host: "127.0.0.1", port: 0, library: folder, appVersion: "test")
            configuration.now = ManualClock().reading
            let app = try await buildApplication(configuration)
            try await app.test(.live) { client in
                let port = try #require(client.port)
                func answer(host: String) async throws -> String {
                    try await offCooperativePool { try rawHTTP(from: "127.0.0.1", port: port, "GET /unlock HTTP/1.1\r\nHost: \(host)\r\nConnection: close\r\n\r\n") }
                }
                for host in ["127.0.0.1:\(port)", "localhost:\(port)", "[::1]:\(port)"] {
                    #expect(try await answer(host: host).hasPrefix("HTTP/1.1 200"), "\(host)")
                }
                for host in ["127.0.0.1:\(port == 65535 ? port - 1 : port + 1)", "127.0.0.1", "localhost:80", "localhost:\(port)0"] {
                    let refused = try await answer(host: host)
                    #expect(refused.hasPrefix("HTTP/1.1 421"), "\(host): \(refused.prefix(60))")
                    #expect(refused.contains("--allow-host \(host)"), "the hint names the whole address, port and all")
                }
            }
        }
    }

    // The server's own idle timer runs on real time: this test waits on it, for seconds.
    @Test("a connection that says nothing, or trickles its head, is closed; a slow body is not", .tags(.slow, .network))
    func idleTimeout() async throws {
        try await withNewLibrary { folder, _ in
            var configuration = WebConfiguration(host: "127.0.0.1", port: 0, library: folder, appVersion: "test")
            configuration.connectionIdleTimeout = 2
            let app = try await buildApplication(configuration)
            try await app.test(.live) { client in
                let port = try #require(client.port)
                let silent = try await offCooperativePool { try timedExchange(port: port, parts: [], pause: 0) }
                #expect(silent.answer.isEmpty && silent.closedByServer, "\(silent)")
                // A head still unfinished twice the idle time after the connection opened.
                let trickled = try await offCooperativePool {
                    try timedExchange(port: port, parts: ["GET /unlock HTTP/1.1\r\n", "Host: 127.0.0.1\r\n", "X-A: 1\r\n",
                                                          "X-B: 2\r\n", "X-C: 3\r\n", "X-D: 4\r\n"], pause: 0.8)
                }
                #expect(trickled.answer.isEmpty && trickled.closedByServer, "\(trickled)")
                // A form's body sent over three seconds, longer than the idle time, still gets its answer.
                let body = "csrf=x&passphrase=" + String(repeating: "a", count: 30)
                let head = "POST /unlock HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nOrigin: http://127.0.0.1:\(port)\r\n"
                    + "Content-Type: application/x-www-form-urlencoded\r\nContent-Length: \(body.utf8.count)\r\nConnection: close\r\n\r\n"
                let chunks = stride(from: 0, to: body.count, by: 6).map { String(Array(body)[$0..<min($0 + 6, body.count)]) }
                let slow = try await offCooperativePool { try timedExchange(port: port, parts: [head] + chunks, pause: 0.6) }
                #expect(slow.answer.hasPrefix("HTTP/1.1 403"), "\(slow.answer.prefix(100))")  // the form's CSRF check, not a cut connection
                #expect(slow.seconds >= 3)
            }
        }
    }

    @Test("a change from another origin, or from no browser and no valid key, is refused; a valid key needs no Origin, on the API only")
    func origin() async throws {
        try await withNewLibrary { folder, database in
            let key = try database.createAPIToken(label: "skript")
            let services = try await makeTestServices(WebConfiguration(library: folder, appVersion: "test"))
            try await Application(router: buildRouter(services)).test(.router) { client in
                let form: HTTPFields = [.contentType: "application/x-www-form-urlencoded"]
                for origin in ["http://evil.example", "null", "http://localhost.evil.example", "http://localhost:9999"] {
                    var headers = form
                    headers[.origin] = origin
                    let answer = try await client.execute(uri: "/unlock", method: .post, headers: headers, body: ByteBuffer(string: "passphrase=x"))
                    #expect(answer.status == .forbidden, "\(origin)")
                    #expect(String(buffer: answer.body).contains("Arkivators egne sider"), "\(origin)")
                }
                // Under no-referrer a browser would post `Origin: null`, and its own forms would be refused.
                let page = try await client.execute(uri: "/unlock", method: .get)
                #expect(page.headers[SecurityHeadersMiddleware.referrerPolicy] == "same-origin")
                var referred = form
                referred[.referer] = "http://evil.example/side"
                #expect(try await client.execute(uri: "/unlock", method: .post, headers: referred).status == .forbidden)
                #expect(try await client.execute(uri: "/unlock", method: .post, headers: form).status == .forbidden)
                // Only a key the library knows stands in for a browser's Origin, and only where keys open anything.
                for bearer in ["Bearer feil-nøkkel", "Bearer ", "Bearer \(key)x", "Basic \(key)"] {
                    let forged = try await client.execute(uri: "/api/v1/documents/1", method: .delete, headers: [.authorization: bearer])
                    #expect(forged.status == .forbidden && String(buffer: forged.body).contains("Arkivators egne sider"), "\(bearer)")
                }
                let pageWithKey = try await client.execute(uri: "/unlock", method: .post, headers: [.authorization: "Bearer \(key)"],
                                                           body: ByteBuffer(string: "passphrase=x"))
                #expect(pageWithKey.status == .forbidden && String(buffer: pageWithKey.body).contains("Arkivators egne sider"))
                let script = try await client.execute(uri: "/api/v1/documents/1", method: .delete, headers: [.authorization: "Bearer \(key)"])
                #expect(script.status == .notFound, "past the boundary, on to the API: no letter 1")
                var ownPage = form
                ownPage[.referer] = "http://localhost/unlock"
                let own = try await client.execute(uri: "/unlock", method: .post, headers: ownPage, body: ByteBuffer(string: "passphrase=x"))
                #expect(own.status == .forbidden && String(buffer: own.body).contains("utløpt"))  // on to the form's own CSRF check
            }
        }
    }

    @Test("the Host allowlist: loopback, the listening addresses, --allow-host names, each at the port the request came in on; nothing else")
    func allowedHosts() {
        let hosts = AllowedHosts.serving(host: "192.168.1.20", extra: ["Kari.local", "arkiv.local:443"])
        for allowed in ["localhost:8443", "127.0.0.1:8443", "[::1]:8443", "192.168.1.20:8443", "kari.local:8443", "KARI.LOCAL.:8443",
                        "arkiv.local", "arkiv.local:443"] {
            #expect(hosts.allows(allowed, arrivedOn: 8443, secure: true), "\(allowed)")
        }
        for refused in ["evil.example:8443", "192.168.1.21:8443", "", "localhost.evil.example:8443", "kari.local.evil.example:8443",
                        // The right name, another port: a page of another origin on this machine, or one rebound to it.
                        "localhost:8080", "192.168.1.20:80", "kari.local", "kari.local:443", "arkiv.local:8443", "localhost:99999"] {
            #expect(!hosts.allows(refused, arrivedOn: 8443, secure: true), "\(refused)")
        }
        // Without a port the scheme's own is meant: 80 over plain HTTP.
        #expect(hosts.allows("localhost", arrivedOn: 80, secure: false) && !hosts.allows("localhost", arrivedOn: 80, secure: true))
        let wildcard = AllowedHosts.serving(host: "0.0.0.0")
        #expect(ListeningAddresses.of(host: "0.0.0.0").allSatisfy { wildcard.allows($0.contains(":") ? "[\($0)]:8080" : "\($0):8080", arrivedOn: 8080, secure: false) })
        #expect(!wildcard.allows("0.0.0.0.evil.example:8080", arrivedOn: 8080, secure: false))
    }

    @Test("a new library needs the setup code; erasing it makes a new code, announced again")
    func setupCode() async throws {
        try await withLibraryFolder { folder in
            let announced = Locked<[SetupCode]>([])
            let handle = try LibraryHandle(folder: folder, announceSetupCode: { code in announced.withLock { $0.append(code) } })
            let first = try #require(await handle.setupCode)
            #expect(announced.withLock { $0 } == [first])
            #expect(first.digits.count == 8 && first.description.count == 9)
            #expect(first.matches(first.description) && first.matches("\(first.digits.prefix(4))-\(first.digits.dropFirst(4))"))
            #expect(!first.matches(String(first.digits.dropLast()) + (first.digits.last == "0" ? "1" : "0")))
            _ = try await handle.create(passphrase: testPassphrase, hardening: cheapHardening, appVersion: "test")
            #expect(await handle.setupCode == nil)
            await handle.forget()
            let second = try #require(await handle.setupCode)
            #expect(announced.withLock { $0 } == [first, second])
        }
    }

    @Test("the welcome form refuses a post without its CSRF cookie")
    func welcomeCSRF() async throws {
        try await withLibraryFolder { folder in
            let services = try await makeTestServices(WebConfiguration(library: folder, appVersion: "test", passphraseHardening: cheapHardening))
            try await Application(router: buildRouter(services)).testAsBrowser { client in
                let code = try #require(await services.library.setupCode)
                let forged = try await client.execute(
                    uri: "/velkommen", method: .post, headers: [.contentType: "application/x-www-form-urlencoded"],
                    body: ByteBuffer(string: "csrf=gjettet&setupCode=\(code.digits)&passphrase=lang+nok+frase&passphrase2=lang+nok+frase&name=Kari&timeout=60"))
                #expect(forged.status == .forbidden)
            }
            #expect(!folder.exists)
        }
    }
}

/// A value shared between threads and tasks, behind a lock.
final class Locked<Value: Sendable>: Sendable {
    private let mutex: Mutex<Value>

    init(_ value: Value) { mutex = Mutex(value) }

    func withLock<Result: Sendable>(_ body: (inout Value) -> Result) -> Result {
        mutex.withLock { body(&$0) }
    }
}

/// Runs `count` blocking calls at once on threads of their own, off the tasks' pool.
func inParallel<T: Sendable>(_ count: Int, _ work: @escaping @Sendable (Int) throws -> T) async throws -> [T] {
    let results = Locked<[Result<T, any Error>]>([])
    await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
        let group = DispatchGroup()
        for index in 0..<count {
            group.enter()
            Thread.detachNewThread {
                let result = Result { try work(index) }
                results.withLock { $0.append(result) }
                group.leave()
            }
        }
        group.notify(queue: .global()) { done.resume() }
    }
    return try results.withLock { $0 }.map { try $0.get() }
}

/// Sends `parts` with `pause` seconds between them over one connection, then reads until the
/// server closes it (or 15 s pass, and this side gives up); the answer, whether the server
/// closed the connection, and how long the whole took.
func timedExchange(port: Int, parts: [String], pause: TimeInterval) throws -> (answer: String, closedByServer: Bool, seconds: Double) {
    let started = Date()
    var (descriptor, address) = try loopbackSocket(port: port)
    defer { close(descriptor) }
    var timeout = timeval(tv_sec: 15, tv_usec: 0)
    setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
    let connected = withUnsafePointer(to: &address) {
        $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
    }
    guard connected == 0 else { throw POSIXError(.ECONNREFUSED) }
    for (index, part) in parts.enumerated() {
        if index > 0 { Thread.sleep(forTimeInterval: pause) }
        let bytes = Array(part.utf8)
        // A closed connection refuses the rest; what the server said, if anything, is read below.
        if send(descriptor, bytes, bytes.count, Int32(MSG_NOSIGNAL)) != bytes.count { break }
    }
    var answer = [UInt8]()
    var buffer = [UInt8](repeating: 0, count: 16384)
    var count = 0
    repeat {
        count = recv(descriptor, &buffer, buffer.count, 0)
        if count > 0 { answer += buffer[0..<count] }
    } while count > 0
    // 0 is the server's end of the stream; -1 with EAGAIN is this side's own timeout.
    return (String(decoding: answer, as: UTF8.self), count == 0 || errno == ECONNRESET, Date().timeIntervalSince(started))
}

/// One HTTP/1.1 exchange over a socket bound to `source`, so a test can be two clients on
/// one machine; returns the whole answer as text.
func rawHTTP(from source: String, port: Int, _ request: String) throws -> String {
    var (descriptor, address) = try loopbackSocket(port: port)
    defer { close(descriptor) }
    var local = sockaddr_in()
    local.sin_family = sa_family_t(AF_INET)
    local.sin_addr.s_addr = inet_addr(source)
    var timeout = timeval(tv_sec: 30, tv_usec: 0)
    setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
    let connected = withUnsafePointer(to: &local) { localPointer in
        withUnsafePointer(to: &address) { remotePointer in
            localPointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) } == 0
                && remotePointer.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                    connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
                } == 0
        }
    }
    guard connected else { throw POSIXError(.ECONNREFUSED) }
    let bytes = Array(request.utf8)
    guard send(descriptor, bytes, bytes.count, 0) == bytes.count else { throw POSIXError(.EPIPE) }
    var answer = [UInt8]()
    var buffer = [UInt8](repeating: 0, count: 16384)
    while true {
        let count = recv(descriptor, &buffer, buffer.count, 0)
        if count <= 0 { break }
        answer += buffer[0..<count]
    }
    return String(decoding: answer, as: UTF8.self)
}
