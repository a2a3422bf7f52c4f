import ArkivatorCore
import ArkivatorLibrary
import Foundation

/// An unlocked library, held for one browser while it is in use.
struct Session: Sendable {
    let token: String
    /// Sent with every form and checked on every change, so that no other site can post one.
    let csrfToken: String
    let library: Library
    let idleTimeout: TimeInterval
    var lastSeen: Date
}

/// Sessions by their cookie token. A session idle for longer than its timeout is gone, and
/// with it the master key it held: the library locks itself.
actor SessionStore {
    private var sessions: [String: Session] = [:]
    /// Libraries opened by an API key, by the key: opening the sealed database for every
    /// request of a script would cost it tens of milliseconds. They idle out as sessions do.
    private var keyed: [String: Session] = [:]
    let now: @Sendable () -> Date

    init(now: @escaping @Sendable () -> Date = Date.init) {
        self.now = now
    }

    func open(_ library: Library, idleTimeout: TimeInterval) -> Session {
        let session = Session(token: Self.randomToken(), csrfToken: Self.randomToken(), library: library,
                              idleTimeout: idleTimeout, lastSeen: now())
        sessions[session.token] = session
        return session
    }

    /// The session for `token` if it has not idled out; using it counts as activity.
    func session(_ token: String) -> Session? {
        let now = now()
        guard var session = sessions[token] else { return nil }
        guard now.timeIntervalSince(session.lastSeen) <= session.idleTimeout else {
            sessions[token] = nil
            return nil
        }
        session.lastSeen = now
        sessions[token] = session
        return session
    }

    /// The library `apiKey` opened before, if it is still in use; else `open()`'s, kept for
    /// the next request. The caller checks first that the key still stands.
    func library(forAPIKey apiKey: String, idleTimeout: TimeInterval, open: () throws -> Library) rethrows -> Library {
        let now = now()
        if var held = keyed[apiKey], now.timeIntervalSince(held.lastSeen) <= held.idleTimeout {
            held.lastSeen = now
            keyed[apiKey] = held
            return held.library
        }
        let library = try open()
        keyed[apiKey] = Session(token: "", csrfToken: "", library: library, idleTimeout: idleTimeout, lastSeen: now)
        return library
    }

    /// Whether any session is still in use; the idled-out ones (and the libraries of API keys
    /// no script has used for as long) are dropped on the way, as `session(_:)` drops them.
    /// Asking is not activity.
    func hasLiveSession() -> Bool {
        let now = now()
        sessions = sessions.filter { now.timeIntervalSince($0.value.lastSeen) <= $0.value.idleTimeout }
        keyed = keyed.filter { now.timeIntervalSince($0.value.lastSeen) <= $0.value.idleTimeout }
        return !sessions.isEmpty
    }

    /// The library of any session still in use, for work in the background; the idled-out
    /// ones are dropped first, with their key. Asking is not activity.
    func liveLibrary() -> Library? {
        guard hasLiveSession() else { return nil }
        return sessions.values.first?.library
    }

    func close(_ token: String) {
        sessions[token] = nil
    }

    func closeAll() {
        sessions.removeAll()
        keyed.removeAll()
    }

    /// 256 random bits in URL- and cookie-safe base64.
    static func randomToken() -> String {
        var generator = SystemRandomNumberGenerator()
        let bytes = (0..<32).map { _ in UInt8.random(in: .min ... .max, using: &generator) }
        return Base64URL.encode(Data(bytes))
    }
}
