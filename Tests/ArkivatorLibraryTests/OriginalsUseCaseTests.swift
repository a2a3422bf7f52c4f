import ArkivatorCore
import ArkivatorImaging
@testable import ArkivatorLibrary
import ArkivatorStore
import ArkivatorTestSupport
import Crypto
import Foundation
import Testing
import ZIPFoundation

@Suite("The letter as evidence: its original kept, its text corrected")
struct OriginalsUseCaseTests {
    private func filed(_ pdf: Data, named name: String, in library: Library) async throws -> Document.ID {
        let job = try library.receive([IncomingPhoto(name: name, content: .bytes(pdf))])
        _ = try await library.read(job, with: PhotoReading.reader())
        return try library.file(job, as: .asRead(acceptingUncertainText: true))
    }

    @Test("a PDF filed is kept byte for byte, sealed, given only with the passphrase, and gone with the letter")
    func keptByteForByte() async throws {
        try await withTemporaryFolder { folder in
            let pdf = try Data(contentsOf: await TestPDFs.bornDigital(TestPDFs.innkalling, name: "innkalling", in: folder))
            try await withLibrary { library in
                let id = try await filed(pdf, named: "innkalling fra Helsenorge.pdf", in: library)
                let originals = try library.originals(of: id)
                #expect(originals.count == 1)
                let original = try #require(originals.first)
                #expect(original.name == "innkalling fra Helsenorge.pdf" && original.mediaType == "application/pdf")
                #expect(original.byteCount == pdf.count)
                #expect(original.sha256 == SHA256.hash(data: pdf).map { String(format: "%02x", $0) }.joined())
                #expect(throws: LibraryError.passphraseNeeded) { try library.letterFile(.original(1), of: id, whole: nil) }
                #expect(try library.letterFile(.original(1), of: id, whole: try library.confirmed) == pdf)
                #expect(throws: LibraryError.fileNotFound(path: "original 2")) {
                    try library.letterFile(.original(2), of: id, whole: try library.confirmed)
                }
                let record = try #require(try library.database.originals(of: id).first)
                let stored = try #require(library.folder.resolve(record.path))
                #expect(try Data(contentsOf: stored).range(of: Data("%PDF-".utf8)) == nil, "the original is sealed on disk")
                _ = try library.holdForDeletion(id, window: 0)
                _ = library.purgeDueDeletions(now: Date().addingTimeInterval(1))
                #expect(!FileManager.default.fileExists(atPath: stored.path))
            }
        }
    }

    @Test("redaction erases the originals unless the owner keeps them, which the letter then says")
    func redaction() async throws {
        try await withTemporaryFolder { folder in
            let text = TestPDFs.innkalling.replacingOccurrences(of: "Siri Lien Haugland", with: "Siri Lien Haugland, f.nr. \(testFodselsnummer)")
            let pdf = try Data(contentsOf: await TestPDFs.bornDigital(text, name: "med-nummer", in: folder))
            try await withLibrary { library in
                let erased = try await filed(pdf, named: "a.pdf", in: library)
                let record = try #require(try library.database.originals(of: erased).first)
                let path = try #require(library.folder.resolve(record.path))
                _ = try library.redact(erased)
                #expect(try library.originals(of: erased).isEmpty && !FileManager.default.fileExists(atPath: path.path))
                let kept = try await filed(pdf, named: "b.pdf", in: library)
                _ = try library.redact(kept, keepingOriginals: true)
                #expect(try library.originals(of: kept).map(\.keptUnredacted) == [true])
                #expect(try library.letterFile(.original(1), of: kept, whole: try library.confirmed) == pdf)
            }
        }
    }

    @Test("a corrected page is what search, the .docx and the page's words hold; the machine's reading is kept")
    func corrected() async throws {
        try await withTemporaryFolder { folder in
            let pdf = try Data(contentsOf: await TestPDFs.bornDigital(TestPDFs.innkalling, name: "innkalling", in: folder))
            try await withLibrary { library in
                let id = try await filed(pdf, named: "innkalling.pdf", in: library)
                let read = try library.document(id)
                let fixed = read.pages[0].text.replacingOccurrences(of: "resepsjonen", with: "ekspedisjonsskranken")
                let correction = try library.correctText(of: id, page: 1, to: fixed)
                #expect(correction.unplacedWords.isEmpty)
                let document = try library.document(id)
                #expect(document.text.contains("ekspedisjonsskranken") && !document.text.contains("resepsjonen"))
                #expect(document.pages[0].lines.flatMap(\.words).contains { $0.text == "ekspedisjonsskranken" })
                #expect(try library.search("ekspedisjonsskranken", limit: 5).map(\.document.id) == [id])
                #expect(try library.search("resepsjonen", limit: 5).isEmpty)
                #expect(try library.docxText(of: id).contains("ekspedisjonsskranken"))
                #expect(try library.machineReadings(of: id).map(\.text) == [read.pages[0].text])
                // A second correction keeps the first reading, not the first correction.
                try library.correctText(of: id, page: 1, to: fixed + "\nTillegg skrevet inn for hånd.")
                #expect(try library.machineReadings(of: id).map(\.text) == [read.pages[0].text])
                #expect(try library.correctText(of: id, page: 1, to: fixed + "\nTillegg skrevet inn for hånd.").unplacedWords.isEmpty)
                #expect(throws: LibraryError.pageNotFound(2)) { try library.correctText(of: id, page: 2, to: "x") }
            }
        }
    }

    @Test("a fødselsnummer shown masked and left so is kept; a letter without pages has its text corrected")
    func maskedAndTyped() throws {
        try withLibrary { library in
            let letter = try library.fileSample(text: "Pasient: Kari Hansen, fødselsnummer \(testFodselsnummer). Kontroll hos fastlegen.")
            let id = try #require(letter.id)
            let shown = letter.textWithFodselsnumreMasked
            #expect(!shown.contains(testFodselsnummer))
            try library.correctText(of: id, page: 1, to: shown.replacingOccurrences(of: "fastlegen", with: "fastlege Berg"))
            let document = try library.document(id)
            #expect(document.text.contains(testFodselsnummer) && document.text.contains("fastlege Berg"))
            #expect(try library.machineReadings(of: id).count == 1)
        }
    }

    @Test("the plain export downloads as one zip in the archive layout")
    func exportZip() throws {
        try withLibrary { library in
            let kari = try #require(try library.addFamilyMember(NewFamilyMember(name: "Kari Hansen", relationship: "mor")).member.id)
            _ = try library.fileSample(person: kari)
            let zip = try library.exportBytes(confirmed: try library.confirmed)
            let entries = try Archive(data: zip, accessMode: .read).map(\.path)
            #expect(entries.contains("Arkivator/Kari Hansen/Dokumenter/2025-11-03 Innkalling til kontroll.docx"), "\(entries)")
        }
    }
}

@Suite("A corrected text read again, its fields taken only when chosen")
struct RereadingUseCaseTests {
    @Test("the fields a corrected text gives are offered, and only those chosen are taken")
    func offeredThenTaken() throws {
        try withLibrary { library in
            // Learning would take the institution typed by hand as this family's habit, and read it so.
            try library.database.updateSettings { $0.learnsFromCorrections = false }
            let filed = try library.fileText(TestPDFs.innkalling, originalFileName: nil)
            let id = try #require(filed.id)
            #expect(try library.rereading(of: id).isEmpty, "a letter read as it was filed reads the same")
            #expect(filed.documentDate == CalendarDate(iso: "2025-03-14"))

            _ = try library.edit(id, DocumentEdit(institution: .set("Sykehuset jeg kaller det")))
            try library.correctText(of: id, page: 1, to: TestPDFs.innkalling.replacingOccurrences(of: "14. mars 2025", with: "17. mars 2025"))
            let offered = try library.rereading(of: id)
            #expect(offered.contains(RereadField(field: .documentDate, current: "2025-03-14", readNow: "2025-03-17")))
            #expect(offered.contains { $0.field == .institution && $0.current == "Sykehuset jeg kaller det" })
            #expect(try library.document(id).documentDate == CalendarDate(iso: "2025-03-14"), "nothing changes until chosen")

            let taken = try library.takeRereading([.documentDate], of: id)
            #expect(taken.documentDate == CalendarDate(iso: "2025-03-17") && taken.title.hasPrefix("2025-03-17 "))
            #expect(taken.institution == "Sykehuset jeg kaller det", "a field set by hand stays unless chosen")
            #expect(try library.rereading(of: id).map(\.field) == [.institution])
        }
    }
}

@Suite("A file filed twice is known by its bytes")
struct SameOriginalTests {
    @Test("the very same PDF sent again names the letter filed from it, whatever its text has become")
    func sameBytes() async throws {
        try await withTemporaryFolder { folder in
            let pdf = try Data(contentsOf: await TestPDFs.bornDigital(TestPDFs.innkalling, name: "innkalling", in: folder))
            try await withLibrary { library in
                let first = try library.receive([IncomingPhoto(name: "innkalling.pdf", content: .bytes(pdf))])
                _ = try await library.read(first, with: PhotoReading.reader())
                let id = try library.file(first, as: .asRead(acceptingUncertainText: true))
                // Its text corrected beyond recognition: only the bytes can tell it is the same.
                try library.correctText(of: id, page: 1, to: TestPDFs.epikrise)
                #expect(try library.duplicates(ofText: TestPDFs.innkalling).isEmpty)
                let again = try library.receive([IncomingPhoto(name: "innkalling (1).pdf", content: .bytes(pdf))])
                _ = try await library.read(again, with: PhotoReading.reader())
                let matches = try library.duplicates(of: again)
                #expect(matches.map(\.documentID) == [id])
                #expect(matches.first?.verdict == .sameText && matches.first?.score == 1)
            }
        }
    }
}

@Suite("A letter's pages in colour, as the settings say", .program("soffice"), .tags(.external))
struct PageColourUseCaseTests {
    private func pageColour(of pdf: Data, in library: Library) async throws -> ColourImage? {
        let job = try library.receive([IncomingPhoto(name: "brev.pdf", content: .bytes(pdf))])
        _ = try await library.read(job, with: PhotoReading.reader())
        let id = try library.file(job, as: .asRead(acceptingUncertainText: true))
        let path = try #require(try library.document(id).pages.first?.imagePath)
        return try PageEnhancer().archivedColour(try library.fileContents(at: path))
    }

    @Test("a PDF with a red letterhead is archived in colour, a black one grey; «Gråtoner» keeps every page grey")
    func pdfInColour() async throws {
        try await withTemporaryFolder { folder in
            let coloured = try Data(contentsOf: await TestPDFs.bornDigitalInColour(TestPDFs.innkalling, letterhead: "Vestfjord sykehus",
                                                                                 name: "farger", in: folder))
            let plain = try Data(contentsOf: await TestPDFs.bornDigital(TestPDFs.innkalling, name: "svart", in: folder))
            try await withLibrary { library in
                #expect(try library.pageColour() == .whenColoured, "colour when the letter has colour, unless chosen otherwise")
                #expect(try await pageColour(of: coloured, in: library) != nil)
                #expect(try await pageColour(of: plain, in: library) == nil)
                try library.setPageColour(.grey)
                #expect(try await pageColour(of: coloured, in: library) == nil)
            }
        }
    }
}
