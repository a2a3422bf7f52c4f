/// The assistant's work for each letter (`AssistantJob`): queued until the archive is open,
/// its answer kept with the letter once it has come, and removed with the letter.
///
/// A running job's `result` holds the answer as far as it has streamed, so that a page can
/// show it growing; a job found running when the library opens was cut off by a stop and is
/// queued again.
enum Migration012Assistant {
    static let identifier = "012-assistant"

    static let sql = """
        CREATE TABLE assistantJob (
            id TEXT PRIMARY KEY,
            documentId INTEGER NOT NULL REFERENCES document(id) ON DELETE CASCADE,
            kind TEXT NOT NULL CHECK (kind IN ('explanation', 'summary', 'extraction')),
            schema TEXT,
            status TEXT NOT NULL CHECK (status IN ('queued', 'running', 'succeeded', 'failed')),
            result TEXT,
            receivedCharacters INTEGER NOT NULL DEFAULT 0,
            failure TEXT,
            answeredBy TEXT,
            createdAt TEXT NOT NULL,
            startedAt TEXT,
            finishedAt TEXT
        ) STRICT;
        CREATE INDEX assistantJobByDocument ON assistantJob (documentId, createdAt);
        CREATE INDEX assistantJobByStatus ON assistantJob (status, createdAt);
        """
}
