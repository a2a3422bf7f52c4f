/// The first schema: documents and their pages, family members, upload jobs, settings,
/// the vault, and the search index kept in step by triggers inside every writing transaction.
enum Migration001Initial {
    static let identifier = "001-initial"

    static let sql = """
        CREATE TABLE vault (
            id INTEGER PRIMARY KEY CHECK (id = 1),
            kdf TEXT NOT NULL,
            salt BLOB NOT NULL,
            costLog2 INTEGER NOT NULL,
            blockSize INTEGER NOT NULL,
            parallelism INTEGER NOT NULL,
            wrappedMasterKey BLOB NOT NULL,
            createdAt TEXT NOT NULL,
            changedAt TEXT NOT NULL
        ) STRICT;

        CREATE TABLE familyMember (
            id INTEGER PRIMARY KEY AUTOINCREMENT,
            name TEXT NOT NULL CHECK (length(trim(name)) > 0),
            relationship TEXT NOT NULL,
            birthDate TEXT,
            fodselsnummerSealed BLOB,
            driveFolderName TEXT NOT NULL,
            createdAt TEXT NOT NULL
        ) STRICT;

        CREATE TABLE document (
            id INTEGER PRIMARY KEY AUTOINCREMENT,
            title TEXT NOT NULL,
            docType TEXT NOT NULL CHECK (docType IN
                ('innkalling', 'epikrise', 'lab-svar', 'resept', 'henvisning', 'vedtak', 'annet')),
            documentDate TEXT,
            appointment TEXT,
            institution TEXT,
            department TEXT,
            specialty TEXT,
            personId INTEGER REFERENCES familyMember(id) ON DELETE SET NULL,
            keywords TEXT NOT NULL DEFAULT '[]',
            ocrText TEXT NOT NULL DEFAULT '',
            ocrConfidence REAL,
            lowConfidenceSpans TEXT NOT NULL DEFAULT '[]',
            personnummerFound INTEGER NOT NULL DEFAULT 0,
            scanDate TEXT NOT NULL,
            uploadStatus TEXT NOT NULL DEFAULT 'localOnly' CHECK (uploadStatus IN
                ('localOnly', 'queued', 'uploading', 'synced', 'failed')),
            driveFileId TEXT,
            driveImageId TEXT,
            driveWebLink TEXT,
            docxPath TEXT,
            imagePath TEXT,
            pdfPath TEXT,
            originalFileName TEXT,
            createdAt TEXT NOT NULL,
            updatedAt TEXT NOT NULL,
            sortDate TEXT GENERATED ALWAYS AS (coalesce(documentDate, substr(scanDate, 1, 10))) VIRTUAL
        ) STRICT;
        CREATE INDEX document_newestFirst ON document(sortDate DESC, id DESC);
        CREATE INDEX document_person ON document(personId, sortDate DESC, id DESC);
        CREATE INDEX document_docType ON document(docType, sortDate DESC, id DESC);

        CREATE TABLE page (
            id INTEGER PRIMARY KEY AUTOINCREMENT,
            documentId INTEGER NOT NULL REFERENCES document(id) ON DELETE CASCADE,
            number INTEGER NOT NULL CHECK (number >= 1),
            imagePath TEXT,
            text TEXT NOT NULL DEFAULT '',
            ocrConfidence REAL,
            UNIQUE (documentId, number)
        ) STRICT;

        CREATE TABLE uploadJob (
            id INTEGER PRIMARY KEY AUTOINCREMENT,
            documentId INTEGER NOT NULL REFERENCES document(id) ON DELETE CASCADE,
            fileKind TEXT NOT NULL CHECK (fileKind IN ('docx', 'image', 'pdf')),
            state TEXT NOT NULL DEFAULT 'queued' CHECK (state IN ('queued', 'uploading', 'done', 'failed')),
            retryCount INTEGER NOT NULL DEFAULT 0,
            lastAttemptAt TEXT,
            lastError TEXT,
            createdAt TEXT NOT NULL,
            UNIQUE (documentId, fileKind)
        ) STRICT;
        CREATE INDEX uploadJob_state ON uploadJob(state);

        CREATE TABLE setting (
            key TEXT PRIMARY KEY NOT NULL,
            value TEXT NOT NULL
        ) STRICT;

        CREATE VIRTUAL TABLE documentSearch USING fts5(
            title, ocrText, institution, keywords,
            content = 'document', content_rowid = 'id',
            tokenize = 'norwegian'
        );
        CREATE TRIGGER document_indexAfterInsert AFTER INSERT ON document BEGIN
            INSERT INTO documentSearch(rowid, title, ocrText, institution, keywords)
            VALUES (new.id, new.title, new.ocrText, new.institution, new.keywords);
        END;
        CREATE TRIGGER document_indexAfterDelete AFTER DELETE ON document BEGIN
            INSERT INTO documentSearch(documentSearch, rowid, title, ocrText, institution, keywords)
            VALUES ('delete', old.id, old.title, old.ocrText, old.institution, old.keywords);
        END;
        CREATE TRIGGER document_indexAfterUpdate AFTER UPDATE OF title, ocrText, institution, keywords ON document BEGIN
            INSERT INTO documentSearch(documentSearch, rowid, title, ocrText, institution, keywords)
            VALUES ('delete', old.id, old.title, old.ocrText, old.institution, old.keywords);
            INSERT INTO documentSearch(rowid, title, ocrText, institution, keywords)
            VALUES (new.id, new.title, new.ocrText, new.institution, new.keywords);
        END;
        """
}
