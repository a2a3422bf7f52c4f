import ArkivatorCore
@testable import ArkivatorPDF
import ArkivatorTestSupport
import Foundation
import Testing

@Suite("PDFs opened by poppler in a child process, under limits", .program("pdftoppm"), .program("soffice"), .python("PIL"),
       .tags(.external))
struct PDFLetterTests {
    @Test("A born-digital letter's text layer comes out word for word, placed on its page at 300 DPI")
    func bornDigital() async throws {
        try await withTemporaryFolder { folder in
            let pdf = try PDFLetter(Data(contentsOf: await TestPDFs.bornDigital(TestPDFs.nynorsk, name: "nynorsk", in: folder)))
            #expect(pdf.pages.count == 1)
            #expect(abs(pdf.pages[0].width - 595.3) < 1 && abs(pdf.pages[0].height - 841.9) < 1)
            #expect(pdf.pages[0].pictureResolution == nil && pdf.pages[0].pictureCoverage == 0)
            let layer = try pdf.textLayers()[0]
            let expected = TestPDFs.nynorsk.split(whereSeparator: \.isWhitespace).map(String.init)
            #expect(layer.words.map(\.text) == expected)
            #expect(layer.words.allSatisfy { $0.confidence == 1 })
            #expect(TextLayerRule.takesLayer(layer, pictureCoverage: 0))

            let page = try pdf.grayPage(1, resolution: 300)
            #expect(page.width == 2481 && page.height == 3508 && page.resolution == 300)
            // The word «Stadfesting» is printed where the layer says: dark pixels inside its box.
            let word = try #require(layer.words.first { $0.text == "Stadfesting" })
            #expect(word.box.x > 100 && word.box.x + word.box.width < page.width && word.box.y > 300)
            let ink = (word.box.y..<(word.box.y + word.box.height)).reduce(0) { count, y in
                count + (word.box.x..<(word.box.x + word.box.width)).filter { page.pixels[y * page.width + $0] < 128 }.count
            }
            #expect(ink > word.box.width * word.box.height / 20)
        }
    }

    @Test("A scanned page has no text layer to take; it is rendered as a photo at its picture's own resolution")
    func scanned() async throws {
        try await withTemporaryFolder { folder in
            let original = try await TestPDFs.bornDigital(TestPDFs.innkalling, name: "innkalling", in: folder)
            let pdf = try PDFLetter(Data(contentsOf: await TestPDFs.scanned(original, dpi: 200, in: folder)))
            #expect(try pdf.textLayers()[0].words.isEmpty)
            #expect(!TextLayerRule.takesLayer(try pdf.textLayers()[0], pictureCoverage: pdf.pages[0].pictureCoverage))
            #expect(pdf.pages[0].pictureResolution.map { abs($0 - 200) < 2 } == true)
            #expect(pdf.pages[0].pictureCoverage > 0.95)
            #expect(try pdf.readingResolution(ofPage: 1) == 200)
            let photo = try pdf.photoPage(1, resolution: 200)
            #expect(photo.starts(with: [0xFF, 0xD8, 0xFF]))
        }
    }

    @Test("A mixed PDF is told apart page by page")
    func mixed() async throws {
        try await withTemporaryFolder { folder in
            let typed = try await TestPDFs.bornDigital(TestPDFs.epikrise, name: "epikrise", in: folder)
            let other = try await TestPDFs.bornDigital(TestPDFs.innkalling, name: "innkalling", in: folder)
            let united = try await TestPDFs.united([typed, await TestPDFs.scanned(other, in: folder)], name: "blandet.pdf", in: folder)
            let pdf = try PDFLetter(Data(contentsOf: united))
            let layers = try pdf.textLayers()
            #expect(layers.count == 2)
            #expect(TextLayerRule.takesLayer(layers[0], pictureCoverage: pdf.pages[0].pictureCoverage))
            #expect(!TextLayerRule.takesLayer(layers[1], pictureCoverage: pdf.pages[1].pictureCoverage))
            #expect(try pdf.readingResolution(ofPage: 2) == 300)
        }
    }

    @Test("A password-protected PDF is refused as such")
    func encrypted() async throws {
        try await withTemporaryFolder { folder in
            let pdf = try Data(contentsOf: await TestPDFs.bornDigital(TestPDFs.epikrise, name: "laast", in: folder, password: "hemmelig"))
            #expect(throws: PDFError.encrypted) { try PDFLetter(pdf) }
            #expect(PDFError.encrypted.message().contains("passordbeskyttet"))
            #expect(PDFError.encrypted.message(english: true).contains("password-protected"))
        }
    }

    @Test("Cut short, garbage, or not a PDF at all: refused as damaged")
    func damaged() async throws {
        try await withTemporaryFolder { folder in
            let whole = try Data(contentsOf: await TestPDFs.bornDigital(TestPDFs.epikrise, name: "hel", in: folder))
            #expect(throws: PDFError.damaged) { try PDFLetter(whole.prefix(whole.count / 3)) }
            #expect(throws: PDFError.damaged) { try PDFLetter(Data("%PDF-1.7\n".utf8) + Data((0..<5000).map { UInt8(($0 * 7919) % 251) })) }
            #expect(throws: PDFError.damaged) { try PDFLetter(Data("Kjære Kari, dette er ikke en PDF.".utf8)) }
        }
    }

    @Test("Too many pages, and too many bytes, are refused before anything is rendered")
    func tooMany() async throws {
        try await withTemporaryFolder { folder in
            let pages = try Data(contentsOf: await TestPDFs.made(["pages", "21"], name: "mange.pdf", in: folder))
            #expect(throws: PDFError.tooManyPages(count: 21, limit: 20)) { try PDFLetter(pages) }
            var small = PDFLimits.standard
            small.maximumPages = 21
            #expect(try PDFLetter(pages, limits: small).pages.count == 21)
            small.maximumBytes = pages.count - 1
            #expect(throws: PDFError.tooLarge(bytes: pages.count, limit: pages.count - 1)) { try PDFLetter(pages, limits: small) }
        }
    }

    @Test("A page bomb is refused from its size, before rendering; an A2 page renders at 300 DPI")
    func pageBomb() async throws {
        try await withTemporaryFolder { folder in
            let bomb = try PDFLetter(Data(contentsOf: await TestPDFs.made(["size", "200000", "200000"], name: "bombe.pdf", in: folder)))
            #expect(throws: PDFError.pageTooLarge(page: 1)) { try bomb.resolution(ofPage: 1, wanted: 300) }
            #expect(throws: PDFError.pageTooLarge(page: 1)) { try bomb.readingResolution(ofPage: 1) }
            let largest = try PDFLetter(Data(contentsOf: await TestPDFs.made(["size", "14400", "14400"], name: "plakat.pdf", in: folder)))
            #expect(throws: PDFError.pageTooLarge(page: 1)) { try largest.resolution(ofPage: 1, wanted: 300) }
            let a2 = try PDFLetter(Data(contentsOf: await TestPDFs.made(["size", "1191", "1684"], name: "a2.pdf", in: folder)))
            #expect(try a2.resolution(ofPage: 1, wanted: 300) == 300)
            // Four times A2 fits the pixel limit only at half the resolution.
            let a0 = try PDFLetter(Data(contentsOf: await TestPDFs.made(["size", "2384", "3370"], name: "a0.pdf", in: folder)))
            #expect(try a0.resolution(ofPage: 1, wanted: 300) == 152)
        }
    }

    @Test("A page that takes too long to render is stopped at the time limit, and one too large for the memory cap too")
    func limits() async throws {
        try await withTemporaryFolder { folder in
            let slow = try Data(contentsOf: await TestPDFs.made(["slow"], name: "treg.pdf", in: folder))
            // Opened under the usual limits, since listing its half a million shapes takes a
            // second; then one run of pdftoppm, as `grayPage` makes it, under a limit of two
            // seconds. Rendered at 1200 DPI the page takes about a minute of a core (15 s at 600
            // DPI, measured on the 2-core build machine): thirty times the limit, so only the
            // limit can end it, on a machine however busy or fast, and the refusal proves it did.
            let pdf = try PDFLetter(slow)
            var strict = PDFLimits.standard
            strict.secondsPerRun = 2
            #expect(throws: PDFError.tookTooLong) {
                try PopplerProcess(limits: strict).output("pdftoppm", ["-gray", "-r", "1200", "-f", "1", "-l", "1", "fd://0"],
                                                          input: pdf.data)
            }

            let a2 = try Data(contentsOf: await TestPDFs.made(["size", "1191", "1684"], name: "a2.pdf", in: folder))
            var lean = PDFLimits.standard
            lean.memoryBytes = 56 << 20
            #expect(throws: PDFError.tookTooLong) { try PDFLetter(a2, limits: lean).grayPage(1, resolution: 300) }
            #expect(try PDFLetter(a2).grayPage(1, resolution: 300).width == 4963)
        }
    }

    @Test("The text layer rule takes a letter's text, not a header, a stamp over a scan, or recognition garbage")
    func textLayerRule() {
        func page(_ text: String) -> RecognizedPage {
            let words = text.split(separator: " ").enumerated().map {
                RecognizedPage.Word(text: String($1), confidence: 1, box: PixelBox(x: $0 * 10, y: 0, width: 9, height: 9))
            }
            let line = RecognizedPage.Line(words: words, confidence: 1)
            return RecognizedPage(blocks: [.init(paragraphs: [.init(lines: [line])], confidence: 1, box: PixelBox(x: 0, y: 0, width: 1, height: 1))])
        }
        let letter = page(TestPDFs.innkalling.replacingOccurrences(of: "\n", with: " "))
        #expect(TextLayerRule.takesLayer(letter, pictureCoverage: 0))
        // A scanner's layer of a whole page is still the page's text.
        #expect(TextLayerRule.takesLayer(letter, pictureCoverage: 1))
        #expect(!TextLayerRule.takesLayer(page("Side 2 av 3"), pictureCoverage: 0))
        #expect(!TextLayerRule.takesLayer(page("Vestfjord sykehus HF Ortopedisk poliklinikk Postboks 412, 8006 Bodø Telefon 75 00 00 00 Org.nr. 983 974 899"),
                                          pictureCoverage: 1))
        let garbage = page("lI1 ,.; Ve5tf|ord sYkEhu5 HF 0rt0p3d|sk p0l!kl!n!kk ~~ ] [ Du eR sAtt 0pp t|l k0ntR0ll v3d 0rt0p3d|sk "
            + "p0l!kl!n!kk t!r5dag 8. apR!l klOkk3n 10.15 V! b3r d3g m0t3 | r3s3p5j0n3n | f0r5t3 3ta5j3 ;:; ,,, |||")
        #expect(!TextLayerRule.takesLayer(garbage, pictureCoverage: 1))
    }

    @Test("A PDF is known by its first kilobyte, whatever its name")
    func magic() {
        #expect(PDFLetter.looksLikePDF(Data("%PDF-1.4\n".utf8)))
        #expect(PDFLetter.looksLikePDF(Data(repeating: 0x20, count: 500) + Data("%PDF-1.7".utf8)))
        #expect(!PDFLetter.looksLikePDF(Data(repeating: 0x20, count: 1100) + Data("%PDF-1.7".utf8)))
        #expect(!PDFLetter.looksLikePDF(Data([0xFF, 0xD8, 0xFF, 0xE0])))
    }
}
