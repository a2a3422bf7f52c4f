import ArkivatorCore
import ArkivatorTestSupport
import CLeptonica
import Foundation
import Testing

@testable import ArkivatorImaging

@Suite("Encoding page images")
struct EncodingTests {
    /// The module's image class (CLeptonica's C struct has the same name).
    typealias Pix = ArkivatorImaging.Pix

    /// An A4 page at 300 DPI as a phone photo gives it: a greyish sheet with dark text-like
    /// blocks, then Gaussian noise over everything (sensor noise that JPEG compresses badly).
    static func noisyPage(width: Int = 2480, height: Int = 3508, noise: Float = 14) -> Pix {
        let page = ImageFixtures.canvas(width: width, height: height, colour: .init(red: 236, green: 232, blue: 222))
        var generator = SeededRandom(seed: 300)
        for line in stride(from: 300, to: height - 300, by: 60) {
            var x = 250
            while x < width - 400 {
                let word = Int.random(in: 40...260, using: &generator)
                ImageFixtures.fill(page, x: x, y: line, width: word, height: 28, colour: .init(red: 30, green: 30, blue: 40))
                x += word + Int.random(in: 20...40, using: &generator)
            }
        }
        return Pix(taking: pixAddGaussianNoise(page.pointer, noise))!
    }

    /// Reads a JPEG's stored resolution back through Leptonica.
    private func resolution(ofJPEG data: Data) throws -> (x: Int, y: Int, width: Int, height: Int) {
        let pix = try #require(
            data.withUnsafeBytes { raw in
                Pix(taking: pixReadMemJpeg(raw.baseAddress!.assumingMemoryBound(to: UInt8.self), raw.count, 0, 1, nil, 0))
            })
        return (Int(pixGetXRes(pix.pointer)), Int(pixGetYRes(pix.pointer)), pix.width, pix.height)
    }

    @Test("a noisy 2480 × 3508 page is kept under 2 MB as a JPEG at 300 DPI")
    func noisyPageFitsBudget() throws {
        let page = Self.noisyPage()
        let data = try ImageEncoder.jpeg(page)
        #expect(data.count <= 2_000_000)
        #expect(data.starts(with: [0xFF, 0xD8, 0xFF]))
        let stored = try resolution(ofJPEG: data)
        #expect(stored.x == 300 && stored.y == 300)
        #expect(stored.width == 2480 && stored.height == 3508)
        // The page is still a page: it decodes through the archive's own decoder.
        let photo = try PhotoDecoder().decode(data)
        #expect(photo.width == 2480 && photo.height == 3508)
    }

    @Test("a clean page is written at the first quality tried")
    func cleanPageAtHighQuality() throws {
        let page = Self.noisyPage(noise: 0)
        let data = try ImageEncoder.jpeg(page)
        let firstTry = ImageFixtures.jpeg(page, quality: ImageEncoder.highestQuality)
        #expect(data.count == firstTry.count)
    }

    @Test("the quality steps down until the JPEG fits")
    func qualityStepsDown() throws {
        let page = Self.noisyPage(width: 1240, height: 1754)
        let atHighest = ImageFixtures.jpeg(page, quality: ImageEncoder.highestQuality).count
        let atLowest = ImageFixtures.jpeg(page, quality: ImageEncoder.lowestQuality).count
        let budget = (atHighest + atLowest) / 2
        let data = try ImageEncoder.jpeg(page, maximumBytes: budget)
        #expect(data.count <= budget)
        #expect(data.count > atLowest)  // not stepped further than needed
        #expect(try resolution(ofJPEG: data).width == 1240)
    }

    @Test("when even quality 40 is too large the page is scaled down, and its DPI with it")
    func scalesDown() throws {
        let page = Self.noisyPage(width: 1240, height: 1754)
        let atLowest = ImageFixtures.jpeg(page, quality: ImageEncoder.lowestQuality).count
        let budget = atLowest * 6 / 10
        let data = try ImageEncoder.jpeg(page, maximumBytes: budget, resolution: 150)
        #expect(data.count <= budget)
        let stored = try resolution(ofJPEG: data)
        #expect(stored.width < 1240 && stored.width >= 124)
        // The physical page size stays the same: pixels ÷ DPI ≈ 1240 ÷ 150 inches.
        let inches = Double(stored.width) / Double(stored.x)
        #expect(abs(inches - 1240.0 / 150.0) < 0.1)
    }

    @Test("an impossible budget is refused with the smallest size reached")
    func impossibleBudget() {
        let page = Self.noisyPage(width: 600, height: 800)
        #expect {
            try ImageEncoder.jpeg(page, maximumBytes: 200)
        } throws: { error in
            guard case ImagingError.encodedImageTooLarge(let bytes, let limit) = error else { return false }
            return limit == 200 && bytes > 200
        }
    }

    @Test("encoding leaves the caller's image resolution as it was")
    func callerResolutionUntouched() throws {
        let page = ImageFixtures.fourCorners(width: 320, height: 240)
        pixSetResolution(page.pointer, 72, 72)
        _ = try ImageEncoder.jpeg(page, resolution: 300)
        _ = try ImageEncoder.png(page, resolution: 300)
        #expect(pixGetXRes(page.pointer) == 72 && pixGetYRes(page.pointer) == 72)
    }

    @Test("a grey page is written as a JPEG too")
    func grayJPEG() throws {
        let gray = ImageFixtures.grayCanvas(width: 400, height: 300, value: 200)
        let data = try ImageEncoder.jpeg(gray)
        let photo = try PhotoDecoder().decode(data)
        #expect(ImageFixtures.colour(atX: 200, y: 150, of: photo.image).isClose(to: .init(red: 200, green: 200, blue: 200), tolerance: 2))
    }

    // MARK: PNG

    @Test("a PNG round trip is lossless, colour and grey, with the resolution kept", arguments: [32, 8])
    func pngRoundTrip(_ depth: Int) throws {
        let colour = Self.noisyPage(width: 333, height: 257, noise: 40)
        let page = depth == 32 ? colour : Pix(taking: pixConvertRGBToLuminance(colour.pointer))!
        let data = try ImageEncoder.png(page, resolution: 300)
        let read = try #require(
            data.withUnsafeBytes { raw in
                Pix(taking: pixReadMemPng(raw.baseAddress!.assumingMemoryBound(to: UInt8.self), raw.count))
            })
        var same: Int32 = 0
        pixEqual(page.pointer, read.pointer, &same)
        #expect(same == 1)
        #expect(read.depth == depth)
        #expect(pixGetXRes(read.pointer) == 300 && pixGetYRes(read.pointer) == 300)
    }

    @Test("a PNG written by the encoder decodes through the decoder exactly")
    func pngThroughDecoder() throws {
        let page = ImageFixtures.fourCorners(width: 320, height: 240)
        let photo = try PhotoDecoder().decode(try ImageEncoder.png(page))
        var same: Int32 = 0
        pixEqual(page.pointer, photo.image.pointer, &same)
        #expect(same == 1)
    }

    // MARK: Grey images

    /// Sizes that exercise every position of a pixel in Leptonica's 32-bit words.
    static let graySizes: [(Int, Int)] = [(1, 1), (3, 2), (4, 3), (5, 5), (7, 4), (13, 11), (64, 3), (257, 9)]

    @Test("a GrayImage survives Pix(gray:) and GrayImage(pix) exactly", arguments: graySizes)
    func grayRoundTrip(_ width: Int, _ height: Int) throws {
        var generator = SeededRandom(seed: UInt64(width * 1000 + height))
        let pixels = (0..<width * height).map { _ in UInt8.random(in: 0...255, using: &generator) }
        let image = GrayImage(width: width, height: height, pixels: pixels, resolution: 300)

        let pix = try Pix(gray: image)
        #expect(pix.width == width && pix.height == height && pix.depth == 8)
        #expect(pixGetXRes(pix.pointer) == 300)
        // Leptonica's own accessor sees each byte where GrayImage has it.
        for y in 0..<height {
            for x in 0..<width {
                var value: UInt32 = 0
                pixGetPixel(pix.pointer, Int32(x), Int32(y), &value)
                #expect(value == UInt32(pixels[y * width + x]), "at \(x),\(y)")
            }
        }
        let back = try GrayImage(pix)
        #expect(back.width == width && back.height == height)
        #expect(back.pixels == pixels)
        #expect(back.resolution == 300)
    }

    @Test("a GrayImage made from Leptonica's pixels has them in row order without padding")
    func grayFromLeptonica() throws {
        let pix = ImageFixtures.grayCanvas(width: 6, height: 2, value: 0)
        for x in 0..<6 {
            pixSetPixel(pix.pointer, Int32(x), 0, UInt32(10 + x))
            pixSetPixel(pix.pointer, Int32(x), 1, UInt32(100 + x))
        }
        let image = try GrayImage(pix, resolution: 200)
        #expect(image.pixels == [10, 11, 12, 13, 14, 15, 100, 101, 102, 103, 104, 105])
        #expect(image.resolution == 200)
    }

    @Test("a colour image becomes grey by luminance")
    func grayFromColour() throws {
        let pix = ImageFixtures.canvas(width: 8, height: 2)
        ImageFixtures.fill(pix, x: 0, y: 1, width: 8, height: 1, colour: .black)
        let image = try GrayImage(pix)
        #expect(image.pixels == Array(repeating: 255, count: 8) + Array(repeating: 0, count: 8))
        #expect(image.resolution == 300)  // none stored: the default
    }
}
