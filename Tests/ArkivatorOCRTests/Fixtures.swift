import ArkivatorCore
import Foundation

/// The test pages made by `Fixtures/make-fixtures.py`: gzip-compressed 8-bit PGM files at 300 dpi.
enum Fixture: String, CaseIterable {
    /// A heading and two paragraphs of an invented appointment letter, upright.
    case letter
    /// `letter` turned 90° clockwise (its lines run top to bottom).
    case letterTurnedClockwise90 = "letter-turned-cw90"
    /// `letter` upside down.
    case letterTurned180 = "letter-turned-180"
    /// A different, shorter page.
    case secondPage = "second-page"
    /// The top of a letter: the hospital's name white on a dark band, the address block on the
    /// left at the same height as the date and reference on the right.
    case letterhead
    /// Three lines; the fifth word is blurred.
    case smudged

    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

    var url: URL { Self.directory.appendingPathComponent(rawValue + ".pgm.gz") }

    func image() throws -> GrayImage {
        try PGM.decode(gunzip(url), resolution: 300)
    }
}

enum FixtureError: Error {
    case gzipFailed(URL)
    case notPGM(String)
}

/// Decompresses with the system's `gzip` (this module has no zlib of its own).
func gunzip(_ url: URL) throws -> Data {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["gzip", "-dc", url.path]
    let output = Pipe()
    process.standardOutput = output
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else { throw FixtureError.gzipFailed(url) }
    return data
}

/// Binary PGM ("P5", 8 bits): a text header of magic, width, height and maximum value, with
/// `#` comments, one whitespace byte, then the rows.
enum PGM {
    static func decode(_ data: Data, resolution: Int) throws -> GrayImage {
        let bytes = [UInt8](data)
        var position = 0
        func token() -> String {
            while position < bytes.count {
                if bytes[position] == UInt8(ascii: "#") {
                    while position < bytes.count, bytes[position] != UInt8(ascii: "\n") { position += 1 }
                } else if bytes[position] == 0x20 || (0x09...0x0D).contains(bytes[position]) {
                    position += 1
                } else { break }
            }
            let start = position
            while position < bytes.count, !(bytes[position] == 0x20 || (0x09...0x0D).contains(bytes[position])) { position += 1 }
            return String(decoding: bytes[start..<position], as: UTF8.self)
        }
        guard token() == "P5", let width = Int(token()), let height = Int(token()), token() == "255",
              bytes.count - (position + 1) == width * height
        else { throw FixtureError.notPGM("not an 8-bit binary PGM") }
        return GrayImage(width: width, height: height, pixels: Array(bytes[(position + 1)...]), resolution: resolution)
    }
}

/// The text of a page, paragraphs apart by a blank line (as `DocumentText` assembles it).
func plainText(_ page: RecognizedPage) -> String {
    DocumentText(pages: [page]).text
}
