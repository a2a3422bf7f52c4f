/// What each letter asks the family to do (`LetterActions`, as JSON: NULL for a letter filed
/// before letters had any), which of the «Å gjøre» items the family has ticked off, and the
/// calendars a phone subscribes to.
///
/// An item is known by the key `ToDoItem` gives it, so a tick survives the list being made
/// again and goes with its letter. A subscribed calendar's token is its only credential: it is
/// kept here, inside the sealed database, so that the settings can show the address again and
/// so that the copy of the calendar kept for a locked archive can be sealed with it.
enum Migration010Actions {
    static let identifier = "010-actions"

    static let sql = """
        ALTER TABLE document ADD COLUMN actions TEXT;

        CREATE TABLE toDoDone (
            documentId INTEGER NOT NULL REFERENCES document(id) ON DELETE CASCADE,
            itemKey TEXT NOT NULL,
            doneAt TEXT NOT NULL,
            PRIMARY KEY (documentId, itemKey)
        ) STRICT, WITHOUT ROWID;

        CREATE TABLE calendarFeed (
            id INTEGER PRIMARY KEY,
            personId INTEGER REFERENCES familyMember(id) ON DELETE CASCADE,
            token TEXT NOT NULL UNIQUE,
            createdAt TEXT NOT NULL
        ) STRICT;
        """
}
