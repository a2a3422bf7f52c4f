/// Where each page's lines stand (for the searchable PDF), and which files of a document
/// were written to the user's local archive folder, so that an edit or a deletion can find
/// them again under whatever name de-duplication gave them.
enum Migration002ArchivedFiles {
    static let identifier = "002-archived-files"

    static let sql = """
        ALTER TABLE page ADD COLUMN lines TEXT NOT NULL DEFAULT '[]';

        CREATE TABLE archiveFolderFile (
            id INTEGER PRIMARY KEY AUTOINCREMENT,
            documentId INTEGER NOT NULL REFERENCES document(id) ON DELETE CASCADE,
            relativePath TEXT NOT NULL UNIQUE
        ) STRICT;
        CREATE INDEX archiveFolderFile_document ON archiveFolderFile(documentId);
        """
}
