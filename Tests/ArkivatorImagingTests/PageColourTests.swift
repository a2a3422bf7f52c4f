import ArkivatorCore
import ArkivatorTestSupport
import CLeptonica
import Foundation
import Testing

@testable import ArkivatorImaging

/// Pages archived in colour when the letter has colour worth keeping, and grey otherwise.
@Suite("A page's colour, kept when it is worth keeping", .corpus("dev/photos/doc0000-p1.jpg"), .tags(.external))
struct PageColourTests {
    typealias Pix = ArkivatorImaging.Pix
    static let photo = sharedCorpus.appendingPathComponent("dev/photos/doc0000-p1.jpg")

    /// The development photo with a red stamp and a line of blue ink drawn in the middle of its page.
    static func stamped() throws -> Data {
        let decoded = try PhotoDecoder().decode(try Data(contentsOf: photo))
        let pix = decoded.image
        let (x, y) = (pix.width / 2, pix.height / 2)
        ImageFixtures.fill(pix, x: x - 250, y: y - 250, width: 500, height: 60, colour: .red)
        ImageFixtures.fill(pix, x: x - 250, y: y + 190, width: 500, height: 60, colour: .red)
        ImageFixtures.fill(pix, x: x - 250, y: y - 250, width: 60, height: 500, colour: .red)
        ImageFixtures.fill(pix, x: x + 190, y: y - 250, width: 60, height: 500, colour: .red)
        ImageFixtures.fill(pix, x: x - 400, y: y + 400, width: 800, height: 12, colour: .blue)
        return ImageFixtures.jpeg(pix)
    }

    @Test("black print stays grey; a red stamp and blue ink make the page colour, within 2 MB; grey and always are obeyed")
    func keptWhenWorthKeeping() throws {
        let plain = try Data(contentsOf: Self.photo), stamped = try Self.stamped()
        let whenColoured = PageEnhancer(colour: .whenColoured)
        let printed = try whenColoured.flatten(photo: plain, corners: nil)
        #expect(printed.colour == nil, "a letter of black print is archived grey")
        let coloured = try whenColoured.flatten(photo: stamped, corners: nil)
        let colour = try #require(coloured.colour)
        #expect((colour.width, colour.height) == (coloured.image.width, coloured.image.height))
        #expect(try PageEnhancer(colour: .grey).flatten(photo: stamped, corners: nil).colour == nil)
        #expect(try PageEnhancer(colour: .always).flatten(photo: plain, corners: nil).colour != nil)

        let archived = try whenColoured.archivedImages(of: coloured.image, colour: colour)
        #expect(archived.jpeg.count <= 2_000_000)
        let (read, _) = try Pix.archivedPage(archived.jpeg)
        #expect(read.depth == 32, "the archived JPEG is in colour")
        let stampColour = try #require(try whenColoured.archivedColour(archived.jpeg))
        // Somewhere on the page the red of the stamp survives flattening, lighting and JPEG.
        let reds = zip(stampColour.red.pixels, zip(stampColour.green.pixels, stampColour.blue.pixels)).filter { red, rest in
            Int(red) - Int(max(rest.0, rest.1)) > 80
        }.count
        #expect(reds > 10_000, "the stamp is red in the archived page (\(reds) red pixels)")
        #expect(try whenColoured.archivedColour(try whenColoured.archivedImages(of: printed.image).jpeg) == nil)
        print("colour: grey page \(try whenColoured.archivedImages(of: printed.image).jpeg.count) bytes, colour page \(archived.jpeg.count) bytes")
    }
}
