import ArkivatorCore
import Foundation
import GRDB

extension ArchiveDatabase: DocumentStore {
    /// Saves a new document; while a Drive account is connected its files are queued for
    /// upload in the same transaction.
    public func saveNewDocument(_ document: Document) throws -> Document.ID {
        try saveNewDocument(document, carrying: [])
    }

    /// Saves a new document that carried `numbers` besides those still in its text (one whose
    /// number was redacted before it was first saved); they are sealed with the rest.
    public func saveNewDocument(_ document: Document, carrying numbers: [Fodselsnummer]) throws -> Document.ID {
        try writer.write { db in try insertNew(document, carrying: numbers, db: db) }
    }

    func insertNew(_ document: Document, carrying numbers: [Fodselsnummer] = [], db: Database) throws -> Document.ID {
        let now = Date()
        var record = try DocumentRecord(document, createdAt: now, updatedAt: now)
        record.id = nil
        try record.insert(db)
        guard let id = record.id else { throw StoreError.corruptValue(column: "document.id") }
        try record.recordSearchVocabulary(db)
        try insertPages(document.pages, documentId: id, db: db)
        try sealDetectedNumbers(of: document, id: id, adding: numbers, db: db)
        if try Self.settings(db).driveSync {
            try enqueue(id, kinds: UploadFileKind.uploaded(pageCount: document.pages.count), db: db)
        }
        return id
    }

    public func updateDocument(_ document: Document) throws {
        try writer.write { db in try update(document, db: db) }
    }

    func update(_ document: Document, db: Database) throws {
        guard let id = document.id else { throw StoreError.documentNotFound(id: 0) }
        guard let existing = try DocumentRecord.fetchOne(db, key: id) else { throw StoreError.documentNotFound(id: id) }
        let record = try DocumentRecord(document, createdAt: existing.createdAt, updatedAt: Date())
        try record.update(db)
        try record.recordSearchVocabulary(db)
        try PageRecord.filter(Column("documentId") == id).deleteAll(db)
        try insertPages(document.pages, documentId: id, db: db)
        try sealDetectedNumbers(of: document, id: id, db: db)
    }

    /// Deletes the document with its pages and jobs; any copy it has on Drive goes to the
    /// trash queue in the same transaction, so a deleted letter never stays on Drive.
    public func deleteDocument(id: Document.ID) throws {
        try writer.write { db in
            let driveFiles = try driveFiles(of: id, db: db)
            guard try DocumentRecord.deleteOne(db, key: id) else { throw StoreError.documentNotFound(id: id) }
            try queueTrash(driveFiles, db: db)
        }
    }

    public func document(id: Document.ID) throws -> Document? {
        try writer.read { db in
            guard let record = try DocumentRecord.fetchOne(db, key: id) else { return nil }
            let pages = try PageRecord.filter(Column("documentId") == id).order(Column("number")).fetchAll(db)
            return try record.document(pages: pages)
        }
    }

    public func documents(matching filter: DocumentFilter, limit: Int, offset: Int) throws -> [DocumentSummary] {
        let conditions = FilterSQL(filter)
        return try writer.read { db in
            try DocumentSummarySQL.summaries(db, sql: """
                SELECT \(DocumentSummarySQL.columns)
                FROM document d LEFT JOIN familyMember f ON f.id = d.personId
                WHERE \(conditions.sql)
                ORDER BY d.sortDate DESC, d.id DESC
                LIMIT ? OFFSET ?
                """, arguments: conditions.arguments + [limit, offset])
        }
    }

    public func documentCount(matching filter: DocumentFilter = DocumentFilter()) throws -> Int {
        let conditions = FilterSQL(filter)
        return try writer.read { db in
            try Int.fetchOne(db, sql: "SELECT count(*) FROM document d WHERE \(conditions.sql)",
                             arguments: conditions.arguments) ?? 0
        }
    }

    /// The document whose page images are in `folder` (relative to the library), if one was saved.
    public func documentID(withPagesIn folder: String) throws -> Document.ID? {
        try writer.read { db in
            let prefix = folder + "/"
            return try Int64.fetchOne(db, sql: "SELECT documentId FROM page WHERE substr(imagePath, 1, ?) = ? LIMIT 1",
                                      arguments: [prefix.count, prefix])
        }
    }

    private func insertPages(_ pages: [Page], documentId: Int64, db: Database) throws {
        for page in pages {
            var record = try PageRecord(page, documentId: documentId)
            try record.insert(db)
        }
    }
}

extension DocumentRecord {
    /// The stems of the text the search index holds for this letter, added to the vocabulary.
    func recordSearchVocabulary(_ db: Database) throws {
        try SearchVocabulary.record([title, ocrText, institution, keywords], db: db)
    }
}

/// The columns of a library row, shared by listing and search.
enum DocumentSummarySQL {
    /// The columns, read by position: by name, GRDB lower-cases every column's name to find
    /// one, which was most of the cost of a row on a list or search page.
    private enum Column: Int, CaseIterable {
        case id, title, docType, documentDate, personId, personName, institution, uploadStatus, scanDate, appointment,
             originalFileName

        var sql: String { self == .personName ? "f.name AS personName" : "d.\(self)" }
    }

    static let columns = Column.allCases.map(\.sql).joined(separator: ", ")

    /// The rows `sql` selects (`columns`, in order), in its order. Each value is read straight
    /// from SQLite's row as the type it is stored as: a copied row, or a value asked for as
    /// a generic `DatabaseValueConvertible`, goes through a boxed `DatabaseValue` each time,
    /// which cost more than the rest of the search.
    static func summaries(_ db: Database, sql: String, arguments: StatementArguments = StatementArguments()) throws -> [DocumentSummary] {
        try summaries(db, sql: sql, arguments: arguments) { _, _ in () }.map(\.summary)
    }

    /// As `summaries`, each with what `extra` reads from the columns `sql` selects after
    /// `columns`, the first of which is at the position it is given.
    static func summaries<Extra>(_ db: Database, sql: String, arguments: StatementArguments,
                                 extra: (Row, Int) -> Extra) throws -> [(summary: DocumentSummary, extra: Extra)] {
        let rows = try Row.fetchCursor(db.cachedStatement(sql: sql), arguments: arguments)
        var found: [(summary: DocumentSummary, extra: Extra)] = []
        while let row = try rows.next() {
            found.append((try summary(row), extra(row, Column.allCases.count)))
        }
        return found
    }

    private static func summary(_ row: Row) throws -> DocumentSummary {
        func text(_ column: Column) -> String { row[column.rawValue] }
        func optionalText(_ column: Column) -> String? { row[column.rawValue] }
        func optionalNumber(_ column: Column) -> Int64? { row[column.rawValue] }
        guard let type = DocumentType(rawValue: text(.docType)) else { throw StoreError.corruptValue(column: "document.docType") }
        guard let status = UploadStatus(rawValue: text(.uploadStatus)) else { throw StoreError.corruptValue(column: "document.uploadStatus") }
        guard let scanDate = storedDate(text(.scanDate)) else { throw StoreError.corruptValue(column: "document.scanDate") }
        return DocumentSummary(
            id: row[Column.id.rawValue],
            title: text(.title),
            docType: type,
            documentDate: try optionalText(.documentDate).map { try ColumnCoding.parse($0, CalendarDate.init(iso:), column: "document.documentDate") },
            personID: optionalNumber(.personId),
            personName: optionalText(.personName),
            institution: optionalText(.institution),
            uploadStatus: status,
            scanDate: scanDate,
            appointment: try optionalText(.appointment).map { try ColumnCoding.parse($0, LocalDateTime.init(iso:), column: "document.appointment") },
            originalFileName: optionalText(.originalFileName))
    }

    /// A date as GRDB stores one, `YYYY-MM-DD HH:MM:SS.SSS` in UTC, read as bytes; any other
    /// form GRDB accepts is left to GRDB.
    static func storedDate(_ text: String) -> Date? {
        var text = text
        let milliseconds = text.withUTF8 { bytes -> Int? in
            let number = { (range: Range<Int>) in CalendarDate.number(bytes[range]) }
            guard bytes.count == 23, bytes[10] == UInt8(ascii: " "), bytes[13] == UInt8(ascii: ":"),
                  bytes[16] == UInt8(ascii: ":"), bytes[19] == UInt8(ascii: "."),
                  let date = CalendarDate.parsed(iso: UnsafeBufferPointer(rebasing: bytes[0..<10])),
                  let hour = number(11..<13), let minute = number(14..<16), let second = number(17..<19),
                  let thousandths = number(20..<23), hour < 24, minute < 60, second < 60
            else { return nil }
            return (((date.daysSince1970 * 24 + hour) * 60 + minute) * 60 + second) * 1000 + thousandths
        }
        if let milliseconds { return Date(timeIntervalSince1970: Double(milliseconds) / 1000) }
        return Date.fromDatabaseValue(text.databaseValue)
    }
}

/// A `DocumentFilter` as a WHERE clause over `document d`; a document held for deletion
/// never matches.
struct FilterSQL {
    private(set) var sql = "d.id NOT IN (SELECT documentId FROM pendingDeletion)"
    private(set) var arguments = StatementArguments()

    init(_ filter: DocumentFilter) {
        switch filter.person {
        case .member(let id)?: add("d.personId = ?", id)
        case .unknown?: add("d.personId IS NULL")
        case nil: break
        }
        if let type = filter.docType { add("d.docType = ?", type.rawValue) }
        if let from = filter.from { add("d.sortDate >= ?", from.iso) }
        if let to = filter.to { add("d.sortDate <= ?", to.iso) }
    }

    private mutating func add(_ condition: String, _ values: any DatabaseValueConvertible...) {
        sql += " AND " + condition
        arguments += StatementArguments(values)
    }
}
