/// A letter's originals, as the camera or the sender gave them (`OriginalFileRecord`): each
/// photo or PDF, kept sealed in the letter's folder with its name, size and SHA-256. And each
/// page's machine reading, kept when the text of a page is first corrected by hand
/// (`MachineReadingRecord`), so that what was read stays to be seen.
enum Migration015Originals {
    static let identifier = "015-originals"

    static let sql = """
        CREATE TABLE originalFile (
            documentId INTEGER NOT NULL REFERENCES document(id) ON DELETE CASCADE,
            number INTEGER NOT NULL CHECK (number >= 1),
            name TEXT NOT NULL,
            mediaType TEXT NOT NULL,
            path TEXT NOT NULL,
            byteCount INTEGER NOT NULL,
            sha256 BLOB NOT NULL,
            keptUnredacted INTEGER NOT NULL DEFAULT 0,
            PRIMARY KEY (documentId, number)
        ) STRICT;
        CREATE TABLE machineReading (
            documentId INTEGER NOT NULL REFERENCES document(id) ON DELETE CASCADE,
            page INTEGER NOT NULL CHECK (page >= 1),
            text TEXT NOT NULL,
            correctedAt TEXT NOT NULL,
            PRIMARY KEY (documentId, page)
        ) STRICT;
        """
}
