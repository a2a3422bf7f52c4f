import ArkivatorLibrary
import Hummingbird

/// The passphrase asked again before what outlasts the session (see `PassphraseConfirmed`), or
/// where a form offers it, a passkey: every web route that asks goes through here, so that what
/// limits guessing wraps this one call.
extension WebServices {
    /// The Library's proof that `passphrase` is the library's; `LibraryError.wrongPassphrase`
    /// when it is not, and `PassphraseThrottle.TooManyAttempts` while the client must wait, as
    /// the unlock form has it: a stolen session guesses no faster than a stranger.
    /// A form's `passkey` field, when it is filled, is a passkey's answer and stands instead of
    /// the passphrase.
    func confirmPassphrase(_ passphrase: String?, orPasskey passkey: String? = nil, at origin: PasskeyOrigin? = nil,
                           in session: Session, from client: ClientKey) async throws -> PassphraseConfirmed {
        let library = session.library
        if let passkey, !passkey.isEmpty {
            guard let origin else { throw LibraryError.passkey(.needsName) }
            let assertion = try PasskeyAssertion(json: passkey)
            return try await throttle.check(client: client) {
                try library.confirmPasskey(assertion, origin: origin, challenges: passkeyChallenges)
            }
        }
        return try await throttle.check(client: client) { try library.confirmPassphrase(passphrase ?? "") }
    }

    /// `granted` with the proof that the passphrase a form carried is the library's, or the
    /// page `refused` makes with why not: the Library's words for a wrong passphrase, or when to
    /// come back (429 with Retry-After).
    func confirming(_ passphrase: String?, orPasskey passkey: String? = nil, at origin: PasskeyOrigin? = nil,
                    in session: Session, from client: ClientKey,
                    refused: (_ message: String, _ status: HTTPResponse.Status) throws -> Response,
                    _ granted: (PassphraseConfirmed) async throws -> Response) async throws -> Response {
        let confirmed: PassphraseConfirmed
        do {
            confirmed = try await confirmPassphrase(passphrase, orPasskey: passkey, at: origin, in: session, from: client)
        } catch let error as LibraryError {
            return try refused(error.text, error.status)
        } catch let refusal as PassphraseThrottle.TooManyAttempts {
            return refusal.telling(try refused(refusal.message, .tooManyRequests))
        }
        return try await granted(confirmed)
    }

    /// `confirming` for a form that raises a grant only in some of its choices: an empty field
    /// gives `granted` no proof, and the Library says whether the choice needed one.
    func confirmingIfGiven(_ passphrase: String?, in session: Session, from client: ClientKey,
                           refused: (_ message: String, _ status: HTTPResponse.Status) throws -> Response,
                           _ granted: (PassphraseConfirmed?) async throws -> Response) async throws -> Response {
        guard let passphrase, !passphrase.isEmpty else { return try await granted(nil) }
        return try await confirming(passphrase, in: session, from: client, refused: refused) { try await granted($0) }
    }
}

extension Session {
    /// The request came with an API key, not the owner's cookie: `SessionMiddleware` opens such
    /// a request's library in a session of its own without a token.
    var isOpenedByAPIKey: Bool { token.isEmpty }
}
