/// `arkivator import` remembers which files it has filed, so that a second run over the same
/// folder, or one after an interruption, files only what is missing. A source is known by the
/// SHA-256 of its bytes (of its pages' bytes in order, for a letter of several photos): a file
/// renamed or moved is still the same letter, and two copies of one letter are filed once. The
/// row goes with its letter, so a letter deleted from the library is filed again by the next
/// import of its file.
///
/// `importInProgress` names the folders of letters whose files are being written but whose
/// rows are not yet committed: a batch killed midway leaves its folders listed there, and the
/// next import removes them, so no file is left that no letter owns.
enum Migration008ImportedSources {
    static let identifier = "008-imported-sources"

    static let sql = """
        CREATE TABLE importedSource (
            sha256 BLOB PRIMARY KEY NOT NULL CHECK (length(sha256) = 32),
            documentId INTEGER NOT NULL REFERENCES document(id) ON DELETE CASCADE
        ) STRICT, WITHOUT ROWID;
        CREATE INDEX importedSource_document ON importedSource(documentId);

        CREATE TABLE importInProgress (
            folder TEXT PRIMARY KEY NOT NULL
        ) STRICT, WITHOUT ROWID;
        """
}
