import ArkivatorArchive
import ArkivatorCore
import ArkivatorStore
import Foundation
import Hummingbird

/// The library and a document's page, rendered on the server.
struct PageRoutes {
    let services: WebServices
    static let pageSize = 50

    struct Row {
        let id: Int64
        let title: String
        let date: String
        let typeLabel: String
        let person: String
        let status: String
        let snippet: [HighlightedText.Segment]
        /// Mustache sees stored properties only.
        let hasSnippet: Bool
    }

    struct LibraryPage {
        let csrfToken: String
        let query: String
        let rows: [Row]
        let isEmpty: Bool
        let isSearch: Bool
        let nextPage: Int?
    }

    struct DetailPage {
        struct Field { let label: String; let value: String }
        struct TextPiece { let text: String; let uncertain: Bool }
        struct PageImage { let url: String; let alt: String }
        struct Download { let url: String; let label: String }

        let csrfToken: String
        let title: String
        let typeLabel: String
        let fields: [Field]
        let text: [TextPiece]
        let pages: [PageImage]
        let downloads: [Download]
    }

    func add(to group: RouterGroup<WebRequestContext>) {
        group.get("/") { request, context in try library(request, context) }
        group.get("dokumenter/:id") { _, context in try detail(context) }
        group.get("dokumenter/:id/side/:number") { _, context in try pageImage(context) }
        group.get("dokumenter/:id/last-ned/:kind") { _, context in try download(context) }
    }

    private func library(_ request: Request, _ context: WebRequestContext) throws -> HTMLPage {
        let session = try context.requireSession()
        let database = session.archive.database
        let query = request.uri.queryParameters["q"].map(String.init)?.trimmingCharacters(in: .whitespaces) ?? ""
        let page = max(0, request.uri.queryParameters["side"].flatMap { Int($0) } ?? 0)
        var rows: [Row]
        if query.isEmpty {
            rows = try database.documents(matching: DocumentFilter(), limit: Self.pageSize + 1, offset: page * Self.pageSize)
                .map { Self.row($0, snippet: []) }
        } else {
            do {
                rows = try database.search(query, matching: DocumentFilter(), limit: Self.pageSize + 1)
                    .map { Self.row($0.document, snippet: $0.snippet.segments) }
            } catch StoreError.invalidSearchQuery {
                rows = []
            }
        }
        let hasMore = rows.count > Self.pageSize
        rows = Array(rows.prefix(Self.pageSize))
        return try services.page("library", LibraryPage(
            csrfToken: session.csrfToken, query: query, rows: rows, isEmpty: rows.isEmpty, isSearch: !query.isEmpty,
            nextPage: hasMore && query.isEmpty ? page + 1 : nil))
    }

    static func row(_ summary: DocumentSummary, snippet: [HighlightedText.Segment]) -> Row {
        Row(id: summary.id, title: summary.title,
            date: (summary.documentDate ?? CalendarDate(summary.scanDate)).norwegianNumeric,
            typeLabel: summary.docType.norwegianLabel, person: summary.personName ?? FamilyMember.unknownPersonLabel,
            status: summary.uploadStatus.norwegianLabel, snippet: snippet, hasSnippet: !snippet.isEmpty)
    }

    private func document(_ context: WebRequestContext) throws -> (Session, Document) {
        let session = try context.requireSession()
        guard let id = Int64(try context.parameters.require("id")),
              let document = try session.archive.database.document(id: id)
        else { throw HTTPError(.notFound, message: "Fant ikke dokumentet.") }
        return (session, document)
    }

    private func detail(_ context: WebRequestContext) throws -> HTMLPage {
        let (session, document) = try document(context)
        let id = document.id ?? 0
        let person = try session.archive.database.familyMembers().first { $0.id == document.personID }?.name
        var fields: [DetailPage.Field] = [
            .init(label: "Person", value: person ?? FamilyMember.unknownPersonLabel),
        ]
        if let date = document.documentDate { fields.append(.init(label: "Dato", value: date.norwegianNumeric)) }
        if let institution = document.institution { fields.append(.init(label: "Institusjon", value: institution)) }
        if let specialty = document.specialty { fields.append(.init(label: "Fagområde", value: specialty)) }
        if let appointment = document.appointment {
            fields.append(.init(label: "Time", value: "\(appointment.date.norwegianNumeric) kl. \(appointment.iso.suffix(5))"))
        }
        if !document.keywords.isEmpty { fields.append(.init(label: "Stikkord", value: document.keywords.joined(separator: ", "))) }
        fields.append(.init(label: "Status", value: document.uploadStatus.norwegianLabel))

        var downloads: [DetailPage.Download] = []
        if document.files.docx != nil { downloads.append(.init(url: "/dokumenter/\(id)/last-ned/docx", label: "Last ned .docx")) }
        if document.files.pdf != nil { downloads.append(.init(url: "/dokumenter/\(id)/last-ned/pdf", label: "Last ned .pdf")) }
        if !document.pages.isEmpty { downloads.append(.init(url: "/dokumenter/\(id)/side/1", label: "Last ned .jpeg")) }

        return try services.page("document", DetailPage(
            csrfToken: session.csrfToken, title: document.title, typeLabel: document.docType.norwegianLabel,
            fields: fields, text: Self.pieces(of: document),
            pages: document.pages.map { .init(url: "/dokumenter/\(id)/side/\($0.number)", alt: "Side \($0.number)") },
            downloads: downloads))
    }

    /// The text cut where the uncertain spans start and end.
    static func pieces(of document: Document) -> [DetailPage.TextPiece] {
        let scalars = Array(document.text.unicodeScalars)
        var pieces: [DetailPage.TextPiece] = []
        var position = 0
        for span in document.lowConfidenceSpans.sorted(by: { $0.start < $1.start }) {
            let start = min(max(span.start, position), scalars.count), end = min(max(span.end, start), scalars.count)
            if position < start { pieces.append(.init(text: text(scalars[position..<start]), uncertain: false)) }
            if start < end { pieces.append(.init(text: text(scalars[start..<end]), uncertain: true)) }
            position = end
        }
        if position < scalars.count { pieces.append(.init(text: text(scalars[position...]), uncertain: false)) }
        return pieces
    }

    private static func text(_ scalars: ArraySlice<Unicode.Scalar>) -> String {
        String(String.UnicodeScalarView(scalars))
    }

    private func pageImage(_ context: WebRequestContext) throws -> Response {
        let (session, document) = try document(context)
        guard let number = Int(try context.parameters.require("number")),
              let page = document.pages.first(where: { $0.number == number }),
              let url = page.imagePath.flatMap(session.archive.library.resolve)
        else { throw HTTPError(.notFound) }
        return try file(url, type: "image/jpeg", name: "\(document.title) - side \(number).jpeg")
    }

    private func download(_ context: WebRequestContext) throws -> Response {
        let (session, document) = try document(context)
        let kind = try context.parameters.require("kind")
        let types = ["docx": "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
                     "pdf": "application/pdf"]
        let path = kind == "docx" ? document.files.docx : kind == "pdf" ? document.files.pdf : nil
        guard let type = types[kind], let url = path.flatMap(session.archive.library.resolve) else { throw HTTPError(.notFound) }
        return try file(url, type: type, name: "\(document.title).\(kind)")
    }

    private func file(_ url: URL, type: String, name: String) throws -> Response {
        guard let data = try? Data(contentsOf: url) else { throw HTTPError(.notFound) }
        let safeName = FileName.sanitized(name)
        let asciiName = String(safeName.unicodeScalars.filter { $0.isASCII && $0 != ";" && $0 != "%" }.map(Character.init))
        let unreserved = CharacterSet(charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")
        let encoded = safeName.addingPercentEncoding(withAllowedCharacters: unreserved) ?? ""
        var headers = HTTPFields()
        headers[.contentType] = type
        headers[.contentDisposition] = "attachment; filename=\"\(asciiName)\"; filename*=UTF-8''\(encoded)"
        return Response(status: .ok, headers: headers, body: .init(byteBuffer: ByteBuffer(bytes: data)))
    }
}
