import ArkivatorLibrary
import Foundation
import Hummingbird
import NIOCore

/// Every passphrase check the web app makes goes through here, so that guessing stays slow
/// without letting a guesser lock the owner out:
///
/// - an attempt is counted *before* the passphrase is stretched, so parallel guesses cannot
///   all slip in while the first is still being checked;
/// - one check at a time per client, and a small number at once in all, so a flood of
///   guesses cannot keep the processor busy with scrypt;
/// - each client backs off on its own, doubling after each failure, so that failures from
///   one address never hold back the owner's phone on another.
///
/// Use: `try await throttle.check(client: context.client) { try locked.unlocked(passphrase: …) }`.
/// A check that throws counts as a failure; one that returns clears the client's failures.
actor PassphraseThrottle {
    /// The client may try again in `retryAfter` seconds.
    struct TooManyAttempts: Error {
        let retryAfter: Int

        var message: String {
            Language.current.words(.tooManyAttempts(retryAfter: retryAfter))
        }

        /// `response`, a 429, saying in `Retry-After` when to come back, as RFC 9110 has it: a
        /// script waits exactly that long, and a page says it in words too.
        func telling(_ response: Response) -> Response {
            var response = response
            response.headers[.retryAfter] = String(retryAfter)
            return response
        }
    }

    private struct ClientState {
        var failures = 0
        var checking = false
        var notBefore = Date.distantPast
        var lastSeen = Date()
    }

    let concurrentChecks: Int
    let firstBackOff: TimeInterval
    let longestBackOff: TimeInterval
    private let now: @Sendable () -> Date
    private var clients: [ClientKey: ClientState] = [:]
    private var running = 0
    private var waiting: [CheckedContinuation<Void, Never>] = []

    /// `now`: tests hold the time still, so that no back-off runs out while a slow machine works.
    init(concurrentChecks: Int = 2, firstBackOff: TimeInterval = 1, longestBackOff: TimeInterval = 15 * 60,
         now: @escaping @Sendable () -> Date = Date.init) {
        self.now = now
        self.concurrentChecks = concurrentChecks
        self.firstBackOff = firstBackOff
        self.longestBackOff = longestBackOff
    }

    /// Runs `check` off the server's threads (stretching a passphrase takes a good fraction
    /// of a second) once this client may try, and returns what it returns.
    func check<Value: Sendable>(client: ClientKey, _ check: @escaping @Sendable () throws -> Value) async throws -> Value {
        try admit(client)
        await takeSlot()
        let outcome = await Task.detached { Result { try check() } }.value
        releaseSlot()
        finish(client, succeeded: (try? outcome.get()) != nil)
        return try outcome.get()
    }

    /// Counts the attempt as a failure until it proves otherwise, and sets the back-off it
    /// would earn, before anything is checked.
    private func admit(_ client: ClientKey) throws {
        let now = now()
        forgetQuietClients(now: now)
        var state = clients[client] ?? ClientState()
        if state.checking {
            throw TooManyAttempts(retryAfter: max(1, Int(firstBackOff.rounded(.up))))
        }
        if state.notBefore > now {
            throw TooManyAttempts(retryAfter: max(1, Int(state.notBefore.timeIntervalSince(now).rounded(.up))))
        }
        state.failures += 1
        state.checking = true
        state.lastSeen = now
        state.notBefore = now.addingTimeInterval(backOff(afterFailures: state.failures))
        clients[client] = state
    }

    private func finish(_ client: ClientKey, succeeded: Bool) {
        guard var state = clients[client] else { return }
        state.checking = false
        if succeeded { state = ClientState() }
        clients[client] = succeeded ? nil : state
    }

    /// 1 s, 2 s, 4 s … after the first, second, third failure, up to a quarter of an hour.
    func backOff(afterFailures failures: Int) -> TimeInterval {
        min(longestBackOff, firstBackOff * pow(2, Double(max(0, failures - 1))))
    }

    private func takeSlot() async {
        if running < concurrentChecks {
            running += 1
            return
        }
        await withCheckedContinuation { waiting.append($0) }
    }

    /// Hands the slot straight to the next waiter, first come first served.
    private func releaseSlot() {
        if waiting.isEmpty {
            running -= 1
        } else {
            waiting.removeFirst().resume()
        }
    }

    /// A client whose back-off has long run out is forgotten, so the table cannot grow without end.
    private func forgetQuietClients(now: Date) {
        guard clients.count > 1000 else { return }
        clients = clients.filter { $0.value.checking || now.timeIntervalSince($0.value.lastSeen) < longestBackOff }
    }
}

/// Who is asking, as far as the throttle is concerned: the client's IP address, or for IPv6
/// its /64 network, since one machine can pick any address within its own /64 at will.
struct ClientKey: Hashable, Sendable {
    let value: String

    init(_ value: String) { self.value = value }

    init(remoteAddress: SocketAddress?) {
        switch remoteAddress {
        case .v4(let address):
            self.init(address.host)
        case .v6(let address):
            let bytes = withUnsafeBytes(of: address.address.sin6_addr) { Array($0) }
            if bytes.prefix(10).allSatisfy({ $0 == 0 }) && bytes[10] == 0xff && bytes[11] == 0xff {
                // An IPv4 client on a dual-stack socket is the same client as over IPv4.
                self.init(bytes[12...].map(String.init).joined(separator: "."))
            } else {
                self.init(bytes.prefix(8).map { String(format: "%02x", $0) }.joined() + "::/64")
            }
        default:
            self.init("unknown")
        }
    }
}
