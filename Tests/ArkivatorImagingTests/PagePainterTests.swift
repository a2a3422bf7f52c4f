import ArkivatorCore
import CLeptonica
import Foundation
import Testing

@testable import ArkivatorImaging

@Suite("Painting over a page image")
struct PagePainterTests {
    typealias Pix = ArkivatorImaging.Pix

    /// The grey of the decoded image at a point (0 black, 255 white).
    static func grey(atX x: Int, y: Int, of data: Data) throws -> Int {
        let pix = try #require(data.withUnsafeBytes { raw in
            Pix(taking: pixReadAnyFormat(raw))
        })
        var value: UInt32 = 0
        let gray = try #require(Pix(taking: pixConvertTo8(pix.pointer, 0)))
        pixGetPixel(gray.pointer, Int32(x), Int32(y), &value)
        return Int(value)
    }

    static func pixReadAnyFormat(_ raw: UnsafeRawBufferPointer) -> UnsafeMutablePointer<PIX>? {
        pixReadMem(raw.baseAddress?.assumingMemoryBound(to: UInt8.self), raw.count)
    }

    @Test("a grey JPEG comes back a JPEG, black inside each padded box and white outside it, its resolution kept",
          arguments: [8, 32])
    func paintsBoxes(depth: Int) throws {
        let page = depth == 8 ? ImageFixtures.grayCanvas(width: 400, height: 300) : ImageFixtures.canvas(width: 400, height: 300)
        let jpeg = try ImageEncoder.jpeg(page, resolution: 200)
        let box = PixelBox(x: 100, y: 100, width: 80, height: 20)
        let painted = try PagePainter(padding: 6).paintingOver([box], in: jpeg)

        #expect(ContentSniffer.sniff(painted) == .photo(.jpeg))
        #expect(try Self.grey(atX: 140, y: 110, of: painted) < 30)
        #expect(try Self.grey(atX: 96, y: 96, of: painted) < 30, "the padding is painted too")
        #expect(try Self.grey(atX: 80, y: 110, of: painted) > 220)
        #expect(try Self.grey(atX: 140, y: 140, of: painted) > 220)
        let decoded = try #require(painted.withUnsafeBytes { Pix(taking: Self.pixReadAnyFormat($0)) })
        #expect(pixGetXRes(decoded.pointer) == 200)
    }

    @Test("a PNG stays a PNG; a box running off the page is cut at its edge; no boxes leave the bytes as they were")
    func keepsFormatAndClips() throws {
        let png = try ImageEncoder.png(ImageFixtures.grayCanvas(width: 200, height: 100))
        let painted = try PagePainter(padding: 4).paintingOver([PixelBox(x: 180, y: 80, width: 60, height: 60)], in: png)
        #expect(ContentSniffer.sniff(painted) == .photo(.png))
        #expect(try Self.grey(atX: 199, y: 99, of: painted) == 0)
        #expect(try Self.grey(atX: 170, y: 70, of: painted) == 255)
        #expect(try PagePainter().paintingOver([], in: png) == png)
        #expect(throws: ImagingError.self) { try PagePainter().paintingOver([PixelBox(x: 0, y: 0, width: 1, height: 1)], in: Data("not an image".utf8)) }
    }
}
