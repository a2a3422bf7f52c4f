/// The phones that carry a sealed copy of chosen letters (`PocketPhone`): each one's public key,
/// what it carries and when it last fetched. A phone removed keeps its row, marked, until it has
/// been told to wipe its copy.
enum Migration014PocketPhones {
    static let identifier = "014-pocket-phones"

    static let sql = """
        CREATE TABLE pocketPhone (
            id TEXT PRIMARY KEY,
            name TEXT NOT NULL,
            publicKey BLOB NOT NULL,
            selection TEXT NOT NULL,
            createdAt TEXT NOT NULL,
            lastFetchAt TEXT,
            removedAt TEXT
        ) STRICT;
        """
}
