@testable import ArkivatorWeb
import ArkivatorLibrary
import ArkivatorStore
import ArkivatorTestSupport
import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Testing

/// The library in `folder` unlocked with the test passphrase, as a browser's session holds it.
func unlockedLibrary(_ folder: LibraryFolder) throws -> Library {
    try LockedLibrary.require(folder).unlocked(passphrase: testPassphrase, appVersion: "test")
}

/// The test passphrase as a form field's value.
let formPassphrase = testPassphrase.replacingOccurrences(of: " ", with: "+")

/// A test client that behaves as a browser on the app's own page: every change it posts says
/// which origin it came from, as every browser does.
struct BrowserClient: TestClientProtocol {
    let base: any TestClientProtocol
    var origin = "http://localhost"

    var port: Int? { base.port }

    func executeRequest(uri: String, method: HTTPRequest.Method, headers: HTTPFields, body: ByteBuffer?) async throws -> TestResponse {
        var headers = headers
        if NetworkBoundaryMiddleware.changes(method), headers[.origin] == nil { headers[.origin] = origin }
        return try await base.executeRequest(uri: uri, method: method, headers: headers, body: body)
    }
}

extension ApplicationProtocol {
    /// `test(.router)` through a `BrowserClient`.
    func testAsBrowser<Value>(_ test: @escaping @Sendable (any TestClientProtocol) async throws -> Value) async throws -> Value {
        try await self.test(.router) { client in try await test(BrowserClient(base: client)) }
    }
}

/// Posts the welcome form as a browser that loaded it: its CSRF token and cookie, and the
/// setup code `serve` would have printed.
func postWelcome(_ client: some TestClientProtocol, _ services: WebServices, _ fields: String,
                 setupCode: String? = nil, headers extra: HTTPFields = [:]) async throws -> TestResponse {
    let page = try await client.execute(uri: "/velkommen", method: .get, headers: extra)
    let token = try #require(String(buffer: page.body).firstMatch(of: /name="csrf" value="([^"]+)"/)?.1)
    let cookie = try #require(page.headers[values: .setCookie].first { $0.hasPrefix(OnboardingRoutes.formCookieName + "=") })
    let code: String
    if let setupCode { code = setupCode } else { code = try #require(await services.library.setupCode).digits }
    var headers = extra
    headers[.contentType] = "application/x-www-form-urlencoded"
    headers[.cookie] = String(cookie.prefix { $0 != ";" })
    return try await client.execute(uri: "/velkommen", method: .post, headers: headers,
                                    body: ByteBuffer(string: "csrf=\(token)&setupCode=\(code)&" + fields))
}

/// The app's services as `makeServices` builds them, with the wall clock standing still on
/// `clock`: no session idles out, no back-off or undo window runs out, while a test waits on a
/// busy machine; a test that wants time to pass moves the clock.
func makeTestServices(_ configuration: WebConfiguration, clock: ManualClock = ManualClock()) async throws -> WebServices {
    var configuration = configuration
    configuration.now = clock.reading
    return try await makeServices(configuration)
}

extension ManualClock {
    /// Moves past the throttle's back-off after the test client's `failures`-th wrong
    /// passphrase, as the owner would wait it out: until then the next check is refused with
    /// 429, however right it is.
    func waitOutBackOff(afterFailures failures: Int) async {
        advance(by: await PassphraseThrottle().backOff(afterFailures: failures))
    }
}
