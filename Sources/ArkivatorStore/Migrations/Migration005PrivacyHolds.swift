/// The fødselsnumre found in a letter, kept sealed so that they still tie the letter to a
/// person after its text was redacted; and deletions that wait out an undo window.
enum Migration005PrivacyHolds {
    static let identifier = "005-privacy-holds"

    static let sql = """
        ALTER TABLE document ADD COLUMN fodselsnumreSealed BLOB;

        CREATE TABLE pendingDeletion (
            documentId INTEGER PRIMARY KEY NOT NULL REFERENCES document(id) ON DELETE CASCADE,
            deletedAt TEXT NOT NULL,
            purgeAfter TEXT NOT NULL
        ) STRICT;
        CREATE INDEX pendingDeletion_purgeAfter ON pendingDeletion(purgeAfter);
        """
}
