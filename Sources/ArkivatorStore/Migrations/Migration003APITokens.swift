/// Bearer tokens for the JSON API. Each holds the master key wrapped under a key derived from
/// the token itself, so that a script can open the archive without the passphrase, and a
/// revoked token (its row gone) opens nothing. Only a hash of the token is kept.
enum Migration003APITokens {
    static let identifier = "003-api-tokens"

    static let sql = """
        CREATE TABLE apiToken (
            id INTEGER PRIMARY KEY AUTOINCREMENT,
            label TEXT NOT NULL,
            tokenHash BLOB NOT NULL UNIQUE,
            wrappedMasterKey BLOB NOT NULL,
            createdAt TEXT NOT NULL
        ) STRICT;
        """
}
