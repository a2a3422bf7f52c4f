import ArkivatorCore
import Foundation
import ArkivatorTestSupport
import Testing
import ZIPFoundation

@testable import ArkivatorDocx

#if canImport(FoundationXML)
import FoundationXML
#endif

@Suite("The .docx of a letter")
struct DocxWriterTests {
    static let tricky = "Prøve & <svar> \"sitat\" 'enkel' 😀 æøå ÆØÅ"

    func parts(of data: Data) throws -> [String: String] {
        let archive = try Archive(data: data, accessMode: .read)
        var parts: [String: String] = [:]
        for entry in archive {
            var bytes = Data()
            _ = try archive.extract(entry) { bytes.append($0) }
            parts[entry.path] = String(decoding: bytes, as: UTF8.self)
        }
        return parts
    }

    func letter(_ document: Document, person: String? = "Kari Nordmann") -> LetterDocument {
        LetterDocument(document: document, personName: person, appVersion: "9.9.9")
    }

    @Test("every part is well-formed XML, even with special and control characters in every field")
    func wellFormed() throws {
        var document = sampleDocument(title: Self.tricky, text: Self.tricky + "\u{1}\u{B}\u{FFFF}\tslutt\r\nny linje")
        document.institution = Self.tricky
        document.keywords = [Self.tricky]
        document.originalFileName = "bilde <1> & \"2\".jpg"
        let parts = try parts(of: try DocxWriter.data(for: letter(document)))
        #expect(Set(parts.keys) == ["[Content_Types].xml", "_rels/.rels", "docProps/core.xml", "docProps/app.xml",
                                    "docProps/custom.xml", "word/_rels/document.xml.rels", "word/document.xml",
                                    "word/styles.xml", "word/footer1.xml"])
        for (path, xml) in parts {
            let parser = XMLParser(data: Data(xml.utf8))
            #expect(parser.parse(), "\(path) does not parse: \(String(describing: parser.parserError))")
        }
        let body = try #require(parts["word/document.xml"])
        #expect(body.contains("Prøve &amp; &lt;svar&gt; &quot;sitat&quot; &apos;enkel&apos; 😀 æøå ÆØÅ"))
        #expect(!body.contains("\u{1}") && !body.contains("\u{B}") && !body.contains("\u{FFFF}"))
        #expect(body.contains("<w:tab/>"))
    }

    @Test("custom properties carry every tag and never a fødselsnummer, even one typed into a field")
    func customProperties() throws {
        var document = sampleDocument(text: "Pasient: Kari Nordmann, fødselsnr. \(testFodselsnummer)")
        document.institution = "Oslo universitetssykehus \(testFodselsnummer)"
        document.keywords = ["kontroll", "110284 25769"]
        document.drive = DriveReferences(documentFileID: "1AbC", imageFileID: "2DeF")
        let parts = try parts(of: try DocxWriter.data(for: letter(document)))
        let custom = try #require(parts["docProps/custom.xml"])
        for name in ["person", "docType", "institution", "department", "specialty", "documentDate", "appointment",
                     "scanDate", "keywords", "ocrConfidence", "driveFileId", "driveImageId"] {
            #expect(custom.contains("name=\"\(name)\""), "no \(name) property")
        }
        #expect(custom.contains("<vt:lpwstr>Kari Nordmann</vt:lpwstr>"))
        #expect(custom.contains("<vt:lpwstr>0.91</vt:lpwstr>"))
        for part in ["docProps/custom.xml", "docProps/core.xml", "docProps/app.xml", "word/footer1.xml"] {
            let xml = try #require(parts[part])
            #expect(!xml.contains("11028425769") && !xml.contains("110284 25769"), "\(part) holds the number")
        }
        // The letter's own text is kept whole: the number is part of what was written.
        #expect(try #require(parts["word/document.xml"]).contains(testFodselsnummer))
    }

    @Test("uncertain spans are highlighted yellow, and nothing else is")
    func highlights() throws {
        var document = sampleDocument(text: "Timen er kl. 0930 hos dr. Xyzw.\n\nVelkommen.")
        document.lowConfidenceSpans = [TextSpan(start: 13, end: 17), TextSpan(start: 26, end: 30)]
        let pieces = BodyText.paragraphs(of: document.text, uncertain: document.lowConfidenceSpans)
        #expect(pieces == [
            [.text("Timen er kl. ", uncertain: false), .text("0930", uncertain: true),
             .text(" hos dr. ", uncertain: false), .text("Xyzw", uncertain: true), .text(".", uncertain: false)],
            [.text("Velkommen.", uncertain: false)],
        ])
        let body = try #require(try parts(of: try DocxWriter.data(for: letter(document)))["word/document.xml"])
        #expect(body.components(separatedBy: "<w:highlight w:val=\"yellow\"/>").count - 1 == 2)
    }

    @Test("single line breaks stay inside a paragraph; blank lines start a new one")
    func paragraphs() {
        let pieces = BodyText.paragraphs(of: "a\nb\n\n\nc\r\n\r\nd\n", uncertain: [])
        #expect(pieces == [
            [.text("a", uncertain: false), .lineBreak, .text("b", uncertain: false)],
            [.text("c", uncertain: false)],
            [.text("d", uncertain: false)],
        ])
        #expect(BodyText.paragraphs(of: "", uncertain: [TextSpan(start: 0, end: 5)]).isEmpty)
    }

    @Test("the same letter gives the same bytes; an edit gives others")
    func deterministic() throws {
        let document = sampleDocument()
        let first = try DocxWriter.data(for: letter(document))
        #expect(try DocxWriter.data(for: letter(document)) == first)
        var edited = document
        edited.specialty = "Gastroenterologi"
        #expect(try DocxWriter.data(for: letter(edited)) != first)
    }

    @Test("the heading names the type, date, institution and person; the footer the scan")
    func headingAndFooter() throws {
        let parts = try parts(of: try DocxWriter.data(for: letter(sampleDocument(), person: nil)))
        let body = try #require(parts["word/document.xml"])
        for expected in [" Innkalling ", "03.11.2025", "Oslo universitetssykehus", "Ukjent person"] {
            #expect(body.contains(expected), "heading lacks \(expected)")
        }
        let footer = try #require(parts["word/footer1.xml"])
        #expect(footer.contains("Skannet av Arkivator 9.9.9 — "))
        #expect(footer.contains("Originalfil: IMG_4711.HEIC"))
    }
}
