import ArkivatorCore
import CLeptonica
import Foundation

/// A filed letter with the fields every test needs; change what the test is about.
public func sampleDocument(title: String = "2025-11-03 Innkalling til kontroll hjertemedisinsk poliklinikk",
                           text: String = "Du er satt opp til kontroll.\n\nMed vennlig hilsen\nHjertemedisinsk poliklinikk",
                           personID: FamilyMember.ID? = nil) -> Document {
    Document(title: title, docType: .innkalling, documentDate: CalendarDate(iso: "2025-11-03"),
             appointment: LocalDateTime(iso: "2025-12-01T09:30"), institution: "Oslo universitetssykehus",
             department: "Hjertemedisinsk poliklinikk", specialty: "Kardiologi", personID: personID,
             keywords: ["kontroll", "ekkokardiografi"], text: text, ocrConfidence: 0.91,
             scanDate: Date(timeIntervalSince1970: 1_762_000_000), originalFileName: "IMG_4711.HEIC")
}

/// A white page with grey bars where text would be, as a real JPEG from Leptonica.
public func pageJPEG(width: Int = 620, height: Int = 877) throws -> Data {
    var pix: UnsafeMutablePointer<PIX>? = pixCreate(Int32(width), Int32(height), 8)
    defer { pixDestroy(&pix) }
    pixSetAllArbitrary(pix, 255)
    for row in stride(from: 60, to: height - 60, by: 40) {
        pixRasterop(pix, 50, Int32(row), Int32(width - 100), 14, PIX_CLR, nil, 0, 0)
    }
    var bytes: UnsafeMutablePointer<UInt8>?
    var size = 0
    guard pixWriteMemJpeg(&bytes, &size, pix, 80, 0) == 0, let bytes else { throw CocoaError(.fileWriteUnknown) }
    defer { free(bytes) }
    return Data(bytes: bytes, count: size)
}

/// Lines laid out like a letter's, one per text, in the 620 × 877 pixels of `pageJPEG()`.
public func letterLines(_ texts: [String]) -> [PlacedLine] {
    texts.enumerated().map { row, text in
        var x = 50
        let words = text.split(separator: " ").map { word -> PlacedWord in
            defer { x += word.count * 9 + 9 }
            return PlacedWord(text: String(word), box: PixelBox(x: x, y: 60 + row * 40, width: word.count * 9, height: 14))
        }
        return PlacedLine(words: words)
    }
}

/// A JPEG decoded to grey, as the recogniser reads it and as a test looks at its pixels.
public func grayImage(fromJPEG data: Data, resolution: Int = 300) throws -> GrayImage {
    var pix: UnsafeMutablePointer<PIX>? = data.withUnsafeBytes { raw in
        var warnings: Int32 = 0
        return pixReadMemJpeg(raw.baseAddress?.assumingMemoryBound(to: UInt8.self), raw.count, 0, 1, &warnings, 0)
    }
    defer { pixDestroy(&pix) }
    var gray: UnsafeMutablePointer<PIX>? = pixConvertTo8(pix, 0)
    defer { pixDestroy(&gray) }
    guard gray != nil else { throw CocoaError(.fileReadCorruptFile) }
    let width = Int(pixGetWidth(gray)), height = Int(pixGetHeight(gray))
    var pixels = [UInt8](repeating: 0, count: width * height)
    for y in 0..<height {
        for x in 0..<width {
            var value: UInt32 = 0
            pixGetPixel(gray, Int32(x), Int32(y), &value)
            pixels[y * width + x] = UInt8(truncatingIfNeeded: value)
        }
    }
    return GrayImage(width: width, height: height, pixels: pixels, resolution: resolution)
}

/// A letter from the GP office to Ingrid about her son Oliver, who is named by first name only:
/// the learning tests' letter whose person only the family's corrections can tell.
public func gpLetter(_ day: Int, patientLine: String? = nil) -> String {
    """
    Bekkestua legekontor
    Gamle Drammensvei 12, 1357 Bekkestua

    Ingrid Solbakken Haugen
    Solbergveien 14
    1357 Bekkestua

    Dato: \(String(format: "%02d", day)).03.2024

    Beskjed fra legekontoret
    \(patientLine.map { "\n\($0)\n" } ?? "")
    Oliver kan fortsette med astmamedisinen som før. Ta kontakt om han blir tung i pusten.

    Med vennlig hilsen
    Kari Lien
    """
}
