import ArkivatorCore
@testable import ArkivatorLibrary
import ArkivatorStore
import ArkivatorTestSupport
import Foundation
import ZIPFoundation

/// A new library, unlocked, in a temporary folder, its database in memory: for the use cases
/// that do not lock, unlock, back up or change the keys of the library.
func withLibrary<T>(_ body: (Library) throws -> T) throws -> T {
    try withLibraryFolder { folder throws in
        try body(try Library.createInMemory(in: folder, passphrase: testPassphrase, hardening: cheapHardening,
                                            appVersion: "1.0.0"))
    }
}

func withLibrary<T>(_ body: (Library) async throws -> T) async throws -> T {
    try await withLibraryFolder { folder async throws in
        try await body(try Library.createInMemory(in: folder, passphrase: testPassphrase, hardening: cheapHardening,
                                                  appVersion: "1.0.0"))
    }
}

/// A new library, unlocked, in a temporary folder, its database sealed on disk as in use.
func withSealedLibrary<T>(_ body: (Library) throws -> T) throws -> T {
    try withLibraryFolder { folder throws in
        try body(try Library.create(in: folder, passphrase: testPassphrase, hardening: cheapHardening, appVersion: "1.0.0"))
    }
}

func withSealedLibrary<T>(_ body: (Library) async throws -> T) async throws -> T {
    try await withLibraryFolder { folder async throws in
        try await body(try Library.create(in: folder, passphrase: testPassphrase, hardening: cheapHardening, appVersion: "1.0.0"))
    }
}

extension Library {
    /// The owner's passphrase given again, as a form or a command gives it for what lasts.
    var confirmed: PassphraseConfirmed {
        get throws { try confirmPassphrase(testPassphrase) }
    }

    /// Files a typed letter and returns it as stored.
    func fileSample(title: String = "2025-11-03 Innkalling til kontroll", date: String? = "2025-11-03",
                    person: FamilyMember.ID? = nil, text: String = "Du er satt opp til kontroll.") throws -> Document {
        let document = Document(title: title, docType: .innkalling, documentDate: date.flatMap { CalendarDate(iso: $0) },
                                institution: "Oslo universitetssykehus", personID: person, keywords: ["kontroll"],
                                text: text, scanDate: Date(timeIntervalSince1970: 1_762_000_000))
        let id = try archive.saveNew(document)
        return try self.document(id)
    }

    /// The text of the letter's `.docx` body, as Word would read it.
    func docxText(of id: Document.ID) throws -> String {
        let document = try self.document(id)
        guard let path = document.files.docx else { throw CocoaError(.fileNoSuchFile) }
        let archive = try Archive(data: try fileContents(at: path), accessMode: .read)
        guard let entry = archive["word/document.xml"] else { throw CocoaError(.fileReadCorruptFile) }
        var xml = Data()
        _ = try archive.extract(entry) { xml.append($0) }
        return String(decoding: xml, as: UTF8.self)
    }
}
