import ArkivatorLibrary

/// The passphrase asked again before what lasts for good (an API key, a backup, a whole
/// fødselsnummer, erasing everything, connecting Google Drive): every web route that asks goes
/// through here, so that what limits guessing wraps this one call.
extension WebServices {
    /// `LibraryError.wrongPassphrase` unless `passphrase` is the library's, and
    /// `PassphraseThrottle.TooManyAttempts` while the client must wait, as the unlock form has
    /// it: a stolen session guesses no faster than a stranger.
    func confirmPassphrase(_ passphrase: String?, in session: Session, from client: ClientKey) async throws {
        let library = session.library
        try await throttle.check(client: client) { try library.confirmPassphrase(passphrase ?? "") }
    }
}

extension Session {
    /// The request came with an API key, not the owner's cookie: `SessionMiddleware` opens such
    /// a request's library in a session of its own without a token.
    var isOpenedByAPIKey: Bool { token.isEmpty }
}
