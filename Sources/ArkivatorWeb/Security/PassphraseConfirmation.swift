import ArkivatorLibrary
import Hummingbird

/// The passphrase asked again before what outlasts the session (see `PassphraseConfirmed`):
/// every web route that asks goes through here, so that what limits guessing wraps this one call.
extension WebServices {
    /// The Library's proof that `passphrase` is the library's; `LibraryError.wrongPassphrase`
    /// when it is not, and `PassphraseThrottle.TooManyAttempts` while the client must wait, as
    /// the unlock form has it: a stolen session guesses no faster than a stranger.
    func confirmPassphrase(_ passphrase: String?, in session: Session, from client: ClientKey) async throws -> PassphraseConfirmed {
        let library = session.library
        return try await throttle.check(client: client) { try library.confirmPassphrase(passphrase ?? "") }
    }

    /// `granted` with the proof that the passphrase a form carried is the library's, or the
    /// page `refused` makes with why not: the Library's words for a wrong passphrase, or when to
    /// come back (429 with Retry-After).
    func confirming(_ passphrase: String?, in session: Session, from client: ClientKey,
                    refused: (_ message: String, _ status: HTTPResponse.Status) throws -> Response,
                    _ granted: (PassphraseConfirmed) async throws -> Response) async throws -> Response {
        let confirmed: PassphraseConfirmed
        do {
            confirmed = try await confirmPassphrase(passphrase, in: session, from: client)
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
