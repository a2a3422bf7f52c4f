import ArkivatorCore
import Foundation
import GRDB

/// A row of `document`, column for column. The domain type lives in Core; this shape exists
/// only to cross into SQLite.
struct DocumentRecord: Codable, FetchableRecord, MutablePersistableRecord {
    static let databaseTableName = "document"

    var id: Int64?
    var title: String
    var docType: String
    var documentDate: String?
    var appointment: String?
    var actions: String?
    var institution: String?
    var department: String?
    var specialty: String?
    var personId: Int64?
    var keywords: String
    var ocrText: String
    var ocrConfidence: Double?
    var lowConfidenceSpans: String
    var personnummerFound: Bool
    var scanDate: Date
    var uploadStatus: String
    var driveFileId: String?
    var driveImageId: String?
    var driveWebLink: String?
    var docxPath: String?
    var imagePath: String?
    var pdfPath: String?
    var originalFileName: String?
    var createdAt: Date
    var updatedAt: Date

    mutating func didInsert(_ inserted: InsertionSuccess) {
        id = inserted.rowID
    }

    init(_ document: Document, createdAt: Date, updatedAt: Date) throws {
        id = document.id
        title = SearchQuery.withoutMatchMarkers(document.title)
        docType = document.docType.rawValue
        documentDate = document.documentDate?.iso
        appointment = document.appointment?.iso
        actions = document.actions.isEmpty ? nil : try ColumnCoding.encode(document.actions)
        institution = document.institution.map(SearchQuery.withoutMatchMarkers)
        department = document.department
        specialty = document.specialty
        personId = document.personID
        keywords = try ColumnCoding.encode(document.keywords.map(SearchQuery.withoutMatchMarkers))
        ocrText = SearchQuery.withoutMatchMarkers(document.text)
        ocrConfidence = document.ocrConfidence
        lowConfidenceSpans = try ColumnCoding.encode(document.lowConfidenceSpans)
        personnummerFound = document.personnummerFound
        scanDate = document.scanDate
        uploadStatus = document.uploadStatus.rawValue
        driveFileId = document.drive.documentFileID
        driveImageId = document.drive.imageFileID
        driveWebLink = document.drive.webLink
        docxPath = document.files.docx
        imagePath = document.files.image
        pdfPath = document.files.pdf
        originalFileName = document.originalFileName
        self.createdAt = createdAt
        self.updatedAt = updatedAt
    }

    func document(pages: [PageRecord]) throws -> Document {
        guard let type = DocumentType(rawValue: docType) else { throw StoreError.corruptValue(column: "document.docType") }
        guard let status = UploadStatus(rawValue: uploadStatus) else { throw StoreError.corruptValue(column: "document.uploadStatus") }
        return Document(
            id: id,
            title: title,
            docType: type,
            documentDate: try documentDate.map { try ColumnCoding.parse($0, CalendarDate.init(iso:), column: "document.documentDate") },
            appointment: try appointment.map { try ColumnCoding.parse($0, LocalDateTime.init(iso:), column: "document.appointment") },
            actions: try actions.map { try ColumnCoding.decode(LetterActions.self, from: $0, column: "document.actions") } ?? .none,
            institution: institution,
            department: department,
            specialty: specialty,
            personID: personId,
            keywords: try ColumnCoding.decode([String].self, from: keywords, column: "document.keywords"),
            text: ocrText,
            ocrConfidence: ocrConfidence,
            lowConfidenceSpans: try ColumnCoding.decode([TextSpan].self, from: lowConfidenceSpans, column: "document.lowConfidenceSpans"),
            personnummerFound: personnummerFound,
            scanDate: scanDate,
            uploadStatus: status,
            drive: DriveReferences(documentFileID: driveFileId, imageFileID: driveImageId, webLink: driveWebLink),
            files: LocalFiles(docx: docxPath, image: imagePath, pdf: pdfPath),
            originalFileName: originalFileName,
            pages: try pages.map { try $0.page() })
    }
}

struct PageRecord: Codable, FetchableRecord, MutablePersistableRecord {
    static let databaseTableName = "page"

    var id: Int64?
    var documentId: Int64
    var number: Int
    var imagePath: String?
    var text: String
    var ocrConfidence: Double?
    var lines: String
    var originalNumber: Int?
    var originalPage: Int?

    init(_ page: Page, documentId: Int64) throws {
        self.documentId = documentId
        number = page.number
        imagePath = page.imagePath
        text = page.text
        ocrConfidence = page.ocrConfidence
        lines = try ColumnCoding.encode(page.lines)
        originalNumber = page.source?.original
        originalPage = page.source?.pdfPage
    }

    func page() throws -> Page {
        Page(number: number, imagePath: imagePath, text: text, ocrConfidence: ocrConfidence,
             lines: try ColumnCoding.decode([PlacedLine].self, from: lines, column: "page.lines"),
             source: originalNumber.map { PageSource(original: $0, pdfPage: originalPage) })
    }

    mutating func didInsert(_ inserted: InsertionSuccess) {
        id = inserted.rowID
    }
}

struct FamilyMemberRecord: Codable, FetchableRecord, MutablePersistableRecord {
    static let databaseTableName = "familyMember"
    static let fodselsnummerPurpose = "familyMember.fodselsnummer"

    var id: Int64?
    var name: String
    var relationship: String
    var birthDate: String?
    /// AES-256-GCM under the value key: the number never reaches the file in clear.
    var fodselsnummerSealed: Data?
    var driveFolderName: String
    var createdAt: Date

    init(_ member: FamilyMember, valueKey: MasterKey?, createdAt: Date) throws {
        id = member.id
        name = member.name
        relationship = member.relationship
        birthDate = member.birthDate?.iso
        if let number = member.fodselsnummer {
            guard let valueKey else { throw StoreError.locked }
            fodselsnummerSealed = try valueKey.seal(Data(number.digits.utf8), purpose: Self.fodselsnummerPurpose)
        }
        driveFolderName = member.driveFolderName
        self.createdAt = createdAt
    }

    func member(valueKey: MasterKey?) throws -> FamilyMember {
        var number: Fodselsnummer?
        if let fodselsnummerSealed {
            guard let valueKey else { throw StoreError.locked }
            let digits = try valueKey.open(fodselsnummerSealed, purpose: Self.fodselsnummerPurpose)
            number = Fodselsnummer(String(decoding: digits, as: UTF8.self))
            guard number != nil else { throw StoreError.corruptValue(column: "familyMember.fodselsnummer") }
        }
        return FamilyMember(
            id: id, name: name, relationship: relationship,
            birthDate: try birthDate.map { try ColumnCoding.parse($0, CalendarDate.init(iso:), column: "familyMember.birthDate") },
            fodselsnummer: number, driveFolderName: driveFolderName)
    }

    mutating func didInsert(_ inserted: InsertionSuccess) {
        id = inserted.rowID
    }
}

/// Values that SQLite keeps as text: lists as JSON, dates in their ISO form.
enum ColumnCoding {
    static func encode(_ value: some Encodable) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }

    static func decode<T: Decodable>(_ type: T.Type, from text: String, column: String) throws -> T {
        do {
            return try JSONDecoder().decode(type, from: Data(text.utf8))
        } catch {
            throw StoreError.corruptValue(column: column)
        }
    }

    static func parse<T>(_ text: String, _ parser: (String) -> T?, column: String) throws -> T {
        guard let value = parser(text) else { throw StoreError.corruptValue(column: column) }
        return value
    }
}
