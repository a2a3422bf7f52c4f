import GRDB

/// Norwegian search: the index keeps each word's stem beside it (the `norwegian` tokenizer),
/// titles and institutions get an index of their own so that matches there are found first
/// without reading every match elsewhere, both indexes number a letter by its date and id
/// (`searchKey`) so that the newest matches come first straight from the index, and the
/// vocabulary of words and their stems (`searchWord`) tells compounds and misspellings.
enum Migration007NorwegianSearch {
    static let identifier = "007-norwegian-search"

    static func migrate(_ db: Database) throws {
        try db.execute(sql: sql)
        let texts = try Row.fetchCursor(db, sql: "SELECT title, ocrText, institution, keywords FROM document")
        while let row = try texts.next() {
            try SearchVocabulary.record([row["title"], row["ocrText"], row["institution"], row["keywords"]], db: db)
        }
    }

    static let sql = """
        DROP TRIGGER document_indexAfterInsert;
        DROP TRIGGER document_indexAfterDelete;
        DROP TRIGGER document_indexAfterUpdate;
        DROP TABLE documentSearch;

        -- The day (Julian day number) in the high bits, the id in the low 32.
        ALTER TABLE document ADD COLUMN searchKey INTEGER GENERATED ALWAYS AS
            ((coalesce(CAST(julianday(sortDate) AS INTEGER), 0) << 32) + id) VIRTUAL;
        CREATE UNIQUE INDEX document_searchKey ON document(searchKey);

        CREATE VIRTUAL TABLE documentSearch USING fts5(
            title, ocrText, institution, keywords,
            content = 'document', content_rowid = 'searchKey',
            tokenize = 'norwegian'
        );
        CREATE VIRTUAL TABLE documentHeadingSearch USING fts5(
            title, institution,
            content = 'document', content_rowid = 'searchKey',
            tokenize = 'norwegian'
        );
        CREATE TRIGGER document_indexAfterInsert AFTER INSERT ON document BEGIN
            INSERT INTO documentSearch(rowid, title, ocrText, institution, keywords)
            VALUES (new.searchKey, new.title, new.ocrText, new.institution, new.keywords);
            INSERT INTO documentHeadingSearch(rowid, title, institution)
            VALUES (new.searchKey, new.title, new.institution);
        END;
        CREATE TRIGGER document_indexAfterDelete AFTER DELETE ON document BEGIN
            INSERT INTO documentSearch(documentSearch, rowid, title, ocrText, institution, keywords)
            VALUES ('delete', old.searchKey, old.title, old.ocrText, old.institution, old.keywords);
            INSERT INTO documentHeadingSearch(documentHeadingSearch, rowid, title, institution)
            VALUES ('delete', old.searchKey, old.title, old.institution);
        END;
        CREATE TRIGGER document_indexAfterUpdate
        AFTER UPDATE OF title, ocrText, institution, keywords, documentDate, scanDate ON document BEGIN
            INSERT INTO documentSearch(documentSearch, rowid, title, ocrText, institution, keywords)
            VALUES ('delete', old.searchKey, old.title, old.ocrText, old.institution, old.keywords);
            INSERT INTO documentHeadingSearch(documentHeadingSearch, rowid, title, institution)
            VALUES ('delete', old.searchKey, old.title, old.institution);
            INSERT INTO documentSearch(rowid, title, ocrText, institution, keywords)
            VALUES (new.searchKey, new.title, new.ocrText, new.institution, new.keywords);
            INSERT INTO documentHeadingSearch(rowid, title, institution)
            VALUES (new.searchKey, new.title, new.institution);
        END;
        INSERT INTO documentSearch(documentSearch) VALUES ('rebuild');
        INSERT INTO documentHeadingSearch(documentHeadingSearch) VALUES ('rebuild');

        CREATE TABLE searchWord (
            word TEXT PRIMARY KEY NOT NULL,
            stem TEXT NOT NULL,
            reversedStem TEXT NOT NULL
        ) STRICT, WITHOUT ROWID;
        CREATE INDEX searchWord_stem ON searchWord(stem);
        CREATE INDEX searchWord_reversedStem ON searchWord(reversedStem);
        """
}
