import ArkivatorCore
import ArkivatorDocx
import Foundation
import ArkivatorTestSupport
import Testing

/// The `.docx` files opened by programs that share no code with the writer: LibreOffice
/// (headless, converting to text and to PDF) and python-docx.
@Suite("Real readers open the .docx files", .serialized, .program("soffice"), .program("pdftotext"), .python("docx"),
       .tags(.external, .slow))
struct RealReaderTests {
    static let readerScript = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Readers/read_docx.py")

    struct Case {
        let document: Document
        let person: String?
        /// Pieces of the text that both readers must show.
        let expectedText: [String]
        let expectedHighlights: [String]
    }

    static func cases() -> [Case] {
        var tricky = sampleDocument(
            title: "2025-11-03 Prøvesvar & <blodprøver> \"Ålesund\" 'sjukehus' 😀",
            text: "Svar på prøver & <analyser> \"HbA1c\" 'normal' 😀 æøå ÆØÅ\nFødselsnr.: \(testFodselsnummer)\n\nKopi: fastlege")
        tricky.docType = .labSvar
        tricky.institution = "Helse Møre og Romsdal \(testFodselsnummer)"
        tricky.keywords = ["blodprøver", "110284-25769"]
        tricky.originalFileName = "IMG_\(testFodselsnummer).jpg"

        var uncertain = sampleDocument(text: "Oppmøte kl. 0930 i 2. etasje.\n\nTa med medisinliste.")
        uncertain.lowConfidenceSpans = [TextSpan(start: 12, end: 16)]

        let noisy = sampleDocument(title: "2025-01-02 Vedtak fra NAV",
                                   text: "Vedtak\u{1} om\tstønad\u{B}\r\nUtbetales månedlig.\u{FFFF}")
        return [
            Case(document: tricky, person: "Åse Ødegård",
                 expectedText: ["Svar på prøver & <analyser> \"HbA1c\" 'normal' 😀 æøå ÆØÅ", "Kopi: fastlege", testFodselsnummer],
                 expectedHighlights: []),
            Case(document: uncertain, person: nil,
                 expectedText: ["Oppmøte kl. 0930 i 2. etasje.", "Ta med medisinliste.", "Ukjent person"],
                 expectedHighlights: ["0930"]),
            Case(document: noisy, person: "Ola", expectedText: ["Vedtak om", "stønad", "Utbetales månedlig."],
                 expectedHighlights: []),
        ]
    }

    @Test("LibreOffice converts each to text and PDF; python-docx reads text, highlights, footer and properties")
    func readers() async throws {
        try await withTemporaryFolder { folder in
            let cases = Self.cases()
            var files: [URL] = []
            for item in cases {
                let name = FileName.sanitized(item.document.title) + ".docx"
                #expect(Fodselsnummer.occurrences(in: name).isEmpty)
                let file = folder.appendingPathComponent(name)
                let letter = LetterDocument(document: item.document, personName: item.person, appVersion: "1.0.0")
                try DocxWriter.data(for: letter).write(to: file)
                files.append(file)
            }

            // A profile of its own, so that a LibreOffice already running elsewhere cannot interfere.
            let profile = "-env:UserInstallation=file://\(folder.path)/libreoffice-profile"
            for format in ["txt:Text", "pdf"] {
                let converted = try await runProgram("soffice", [profile, "--headless", "--convert-to", format,
                                                           "--outdir", folder.appendingPathComponent("out").path] + files.map(\.path))
                #expect(converted.status == 0, "LibreOffice: \(converted.errorOutput)")
            }
            for (item, file) in zip(cases, files) {
                let base = folder.appendingPathComponent("out").appendingPathComponent(file.deletingPathExtension().lastPathComponent)
                let text = try String(contentsOf: base.appendingPathExtension("txt"), encoding: .utf8)
                for piece in item.expectedText + [item.document.title] {
                    #expect(text.contains(piece), "LibreOffice's text of \(file.lastPathComponent) lacks \(piece)")
                }
                let pdf = base.appendingPathExtension("pdf")
                let pdfText = try await runProgram("pdftotext", [pdf.path, "-"])
                #expect(pdfText.status == 0 && pdfText.output.contains(item.document.docType.norwegianLabel))
            }

            let read = try await runProgram("python3", [Self.readerScript.path] + files.map(\.path))
            try #require(read.status == 0, "python-docx: \(read.errorOutput)")
            let results = try JSONDecoder().decode([String: ReadDocument].self, from: Data(read.output.utf8))
            for (item, file) in zip(cases, files) {
                let result = try #require(results[file.path])
                #expect(result.title == item.document.title)
                let body = result.paragraphs.joined(separator: "\n")
                for piece in item.expectedText { #expect(body.contains(piece), "python-docx text lacks \(piece)") }
                #expect(result.highlighted == item.expectedHighlights)
                #expect(result.footer.first?.hasPrefix("Skannet av Arkivator 1.0.0 — ") == true)

                let expectedTags = DocumentTags.tags(of: item.document, personName: item.person)
                #expect(result.custom == Dictionary(uniqueKeysWithValues: expectedTags.map { ($0.name, $0.value) }))
                let metadata = result.custom.values.joined(separator: "\n") + result.footer.joined() + result.title
                #expect(Fodselsnummer.occurrences(in: metadata).isEmpty, "a fødselsnummer in the properties of \(file.lastPathComponent)")
            }
            #expect(results.values.first { $0.custom["institution"] == "Helse Møre og Romsdal [REDAKTERT]" } != nil)
        }
    }

    struct ReadDocument: Decodable {
        let title: String
        let paragraphs: [String]
        let highlighted: [String]
        let footer: [String]
        let custom: [String: String]
    }
}
