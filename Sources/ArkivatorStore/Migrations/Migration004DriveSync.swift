/// What the Drive sync needs to survive a crash at any moment: each upload job remembers the
/// file it made on Drive and when it may be tried again, the folder ids found or made are
/// cached, and the Drive files of a deleted document wait in a queue of their own to be
/// moved to the trash, since the document's rows are gone.
enum Migration004DriveSync {
    static let identifier = "004-drive-sync"

    static let sql = """
        ALTER TABLE uploadJob ADD COLUMN nextAttemptAt TEXT;
        ALTER TABLE uploadJob ADD COLUMN driveFileId TEXT;
        ALTER TABLE uploadJob ADD COLUMN driveParentId TEXT;

        CREATE TABLE driveFolder (
            path TEXT PRIMARY KEY NOT NULL,
            folderId TEXT NOT NULL
        ) STRICT;

        CREATE TABLE driveTrash (
            fileId TEXT PRIMARY KEY NOT NULL,
            retryCount INTEGER NOT NULL DEFAULT 0,
            nextAttemptAt TEXT,
            lastError TEXT,
            createdAt TEXT NOT NULL
        ) STRICT;
        """
}
