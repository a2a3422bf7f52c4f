/// When each passkey last opened the library, and the authenticator's signature counter then.
/// The passkeys themselves live in the keyring, which an unlock must read before the database;
/// their use is told only once it is open, so it is kept here, sealed with the rest.
enum Migration013PasskeyUse {
    static let identifier = "013-passkey-use"

    static let sql = """
        CREATE TABLE passkeyUse (
            credentialId BLOB PRIMARY KEY,
            lastUsedAt TEXT NOT NULL,
            signCount INTEGER NOT NULL
        ) STRICT;
        """
}
