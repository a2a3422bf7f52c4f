import ArkivatorCore
import Foundation
import ArkivatorTestSupport
import Testing

@testable import ArkivatorDocx

@Suite("The searchable PDF of a document's pages", .program("pdftotext"), .tags(.external))
struct SearchablePDFTests {
    @Test("every object sits where the cross-reference table says, and each JPEG is embedded as it is")
    func structure() throws {
        let jpegs = [try pageJPEG(), try pageJPEG(width: 700, height: 990)]
        let pdf = try SearchablePDF.data(pages: jpegs.map { .init(jpeg: $0, lines: letterLines(["Side"])) }, title: "Tittel")
        let bytes = [UInt8](pdf)
        let text = String(decoding: pdf, as: UTF8.self)
        #expect(text.hasPrefix("%PDF-1.4"))
        let startxref = try #require(text.range(of: "startxref\n", options: .backwards))
        let xrefOffset = try #require(Int(text[startxref.upperBound...].prefix { $0.isNumber }))
        #expect(String(decoding: bytes[xrefOffset..<xrefOffset + 4], as: UTF8.self) == "xref")
        let table = String(decoding: bytes[xrefOffset...], as: UTF8.self).split(separator: "\n")
        let count = try #require(Int(table[1].split(separator: " ")[1]))
        for number in 1..<count {
            let offset = try #require(Int(table[2 + number].prefix(10)))
            let header = "\(number) 0 obj"
            #expect(String(decoding: bytes[offset..<offset + header.utf8.count], as: UTF8.self) == header)
        }
        for jpeg in jpegs { #expect(pdf.range(of: jpeg) != nil) }
    }

    @Test("a PDF reader finds the words, æøå included, in reading order on the right pages")
    func textLayer() async throws {
        let first = ["Innkalling til poliklinisk time", "Pasient: Åse Ødegård Ærø", "Oppmøte: Helse Bergen (Haukeland)"]
        let second = ["Med vennlig hilsen", "Lege – spesialist i øre-nese-hals"]
        let pdf = try SearchablePDF.data(pages: [.init(jpeg: try pageJPEG(), lines: letterLines(first)),
                                                 .init(jpeg: try pageJPEG(), lines: letterLines(second))],
                                         title: "2025-11-03 Innkalling – Åse")
        try await withTemporaryFolder { folder in
            let file = folder.appendingPathComponent("dokument.pdf")
            try pdf.write(to: file)
            let info = try await runProgram("pdfinfo", [file.path])
            #expect(info.status == 0, "pdfinfo: \(info.errorOutput)")
            #expect(info.output.contains("Pages:           2"))
            #expect(info.output.contains("Title:           2025-11-03 Innkalling – Åse"))
            for (page, lines) in [(1, first), (2, second)] {
                let extracted = try await runProgram("pdftotext", ["-f", "\(page)", "-l", "\(page)", file.path, "-"])
                #expect(extracted.status == 0, "pdftotext: \(extracted.errorOutput)")
                let words = extracted.output.split(whereSeparator: \.isWhitespace).map(String.init)
                #expect(words == lines.flatMap { $0.split(separator: " ").map(String.init) })
            }
        }
    }

    @Test("no pages, or a page that is not a JPEG, is refused")
    func refusals() throws {
        #expect(throws: SearchablePDF.Problem.noPages) { try SearchablePDF.data(pages: [], title: "x") }
        let png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 0])
        #expect(throws: SearchablePDF.Problem.unreadableJPEG(page: 2)) {
            try SearchablePDF.data(pages: [.init(jpeg: try pageJPEG(), lines: []), .init(jpeg: png, lines: [])], title: "x")
        }
        #expect(JPEGHeader(Data([0xFF, 0xD8, 0xFF, 0xC0, 0x00])) == nil)
    }

    @Test("text outside Latin-1 becomes question marks, never broken bytes")
    func winAnsi() {
        #expect(WinAnsi.bytes("æøå ÆØÅ é") == [0xE6, 0xF8, 0xE5, 0x20, 0xC6, 0xD8, 0xC5, 0x20, 0xE9])
        #expect(WinAnsi.bytes("a\u{30A}") == [0xE5])  // a + combining ring is å
        #expect(WinAnsi.bytes("– € 😀 ж") == [0x96, 0x20, 0x80, 0x20, 0x3F, 0x20, 0x3F])
    }
}
