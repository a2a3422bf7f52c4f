import ArkivatorCore
import Foundation
import GRDB
import ArkivatorTestSupport
import Testing
@testable import ArkivatorStore

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// MARK: - Values

func calendarDate(_ iso: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> CalendarDate {
    try #require(CalendarDate(iso: iso), "test date \(iso) must be valid", sourceLocation: sourceLocation)
}

func localDateTime(_ iso: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> LocalDateTime {
    try #require(LocalDateTime(iso: iso), "test time \(iso) must be valid", sourceLocation: sourceLocation)
}

/// A UTC instant given as `YYYY-MM-DDTHH:MM:SSZ`.
func instant(_ iso: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> Date {
    let formatter = ISO8601DateFormatter()
    formatter.formatOptions = [.withInternetDateTime]
    return try #require(formatter.date(from: iso), "test instant \(iso) must be valid", sourceLocation: sourceLocation)
}

/// Synthetic fødselsnumre from the development corpus's family (valid, belonging to no one).
enum TestNumbers {
    static let erik = "11028425769"
    static let ingrid = "21098744026"
    static let liam = "08021671526"
}

func fodselsnummer(_ digits: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> Fodselsnummer {
    try #require(Fodselsnummer(digits), "test number must be valid", sourceLocation: sourceLocation)
}

/// A document with only what a test cares about; everything else takes a plain default.
func makeDocument(
    title: String = "2025-01-02 Annet",
    text: String = "",
    docType: DocumentType = .annet,
    documentDate: CalendarDate? = nil,
    institution: String? = nil,
    personID: FamilyMember.ID? = nil,
    keywords: [String] = [],
    scanDate: Date = Date(timeIntervalSince1970: 1_735_819_200), // 2025-01-02T12:00:00Z
    pages: [Page] = []
) -> Document {
    Document(title: title, docType: docType, documentDate: documentDate, institution: institution,
             personID: personID, keywords: keywords, text: text, scanDate: scanDate, pages: pages)
}

// MARK: - Querying

extension ArchiveDatabase {
    /// The ids a search returns, in order; any error is the test's.
    func searchIDs(_ query: String, _ filter: DocumentFilter = DocumentFilter(), limit: Int = 100) throws -> [Document.ID] {
        try search(query, matching: filter, limit: limit).map(\.document.id)
    }

    func listedIDs(_ filter: DocumentFilter = DocumentFilter(), limit: Int = 100, offset: Int = 0) throws -> [Document.ID] {
        try documents(matching: filter, limit: limit, offset: offset).map(\.id)
    }

    /// Runs raw SQL against the library's database, bypassing the store's API.
    func raw<T>(_ body: (Database) throws -> T) throws -> T {
        try writer.read(body)
    }

    func rawWrite<T>(_ body: (Database) throws -> T) throws -> T {
        try writer.write(body)
    }
}

// MARK: - Files

/// The permission bits (`st_mode & 0o777`) of a file or folder.
func permissions(of url: URL, sourceLocation: SourceLocation = #_sourceLocation) throws -> Int {
    var info = stat()
    let result = stat(url.path, &info)
    try #require(result == 0, "stat \(url.lastPathComponent) failed", sourceLocation: sourceLocation)
    return Int(info.st_mode) & 0o777
}

extension Data {
    func contains(bytes needle: some Sequence<UInt8>) -> Bool {
        let needle = Array(needle)
        guard !needle.isEmpty else { return true }
        return self.range(of: Data(needle)) != nil
    }
}
