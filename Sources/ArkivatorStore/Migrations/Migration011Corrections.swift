/// What the family's corrections teach the analysis (`FamilyExample`, as JSON): for each
/// letter, what the rules proposed when it was filed and, once someone has looked at it, what
/// the family chose. A letter filed as read with nobody looking stays unconfirmed and teaches
/// nothing; the row goes with its letter, so a deleted letter is forgotten.
enum Migration011Corrections {
    static let identifier = "011-corrections"

    static let sql = """
        CREATE TABLE correction (
            documentId INTEGER PRIMARY KEY NOT NULL REFERENCES document(id) ON DELETE CASCADE,
            example TEXT NOT NULL,
            confirmed INTEGER NOT NULL CHECK (confirmed IN (0, 1)),
            changedAt TEXT NOT NULL
        ) STRICT;
        CREATE INDEX correction_confirmed ON correction(confirmed, changedAt);
        """
}
