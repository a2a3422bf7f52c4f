import ArkivatorCore
import ArkivatorStore
import CLeptonica
import Foundation
import Testing

/// scrypt at 2^10, so that tests that create libraries stay quick.
let cheapHardening = PassphraseHardening(costLog2: 10, blockSize: 8, parallelism: 1)
let testPassphrase = "korrekt hest batteri stift"

/// A number that passes both control digits, as the letters of the tests carry one.
let testFodselsnummer = "11028425769"

/// A fresh folder under the system's temporary directory, removed after `body`.
func withTemporaryFolder<T>(_ body: (URL) throws -> T) throws -> T {
    let folder = FileManager.default.temporaryDirectory
        .appendingPathComponent("arkivator-archive-tests-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    return try body(folder)
}

/// A white page with grey bars where text would be, as a real JPEG from Leptonica.
func pageJPEG(width: Int = 620, height: Int = 877) throws -> Data {
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

struct ProcessResult {
    let status: Int32
    let output: String
    let errorOutput: String
}

/// Runs a program found on PATH, as the tests' real readers (LibreOffice, python-docx, poppler) are.
@discardableResult
func runProgram(_ name: String, _ arguments: [String], in folder: URL? = nil) throws -> ProcessResult {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [name] + arguments
    if let folder { process.currentDirectoryURL = folder }
    let output = Pipe(), errorOutput = Pipe()
    process.standardOutput = output
    process.standardError = errorOutput
    try process.run()
    let outputData = output.fileHandleForReading.readDataToEndOfFile()
    let errorData = errorOutput.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return ProcessResult(status: process.terminationStatus, output: String(decoding: outputData, as: UTF8.self),
                         errorOutput: String(decoding: errorData, as: UTF8.self))
}

/// A filed letter with the fields every test needs; change what the test is about.
func sampleDocument(title: String = "2025-11-03 Innkalling til kontroll hjertemedisinsk poliklinikk",
                    text: String = "Du er satt opp til kontroll.\n\nMed vennlig hilsen\nHjertemedisinsk poliklinikk",
                    personID: FamilyMember.ID? = nil) -> Document {
    Document(title: title, docType: .innkalling, documentDate: CalendarDate(iso: "2025-11-03"),
             appointment: LocalDateTime(iso: "2025-12-01T09:30"), institution: "Oslo universitetssykehus",
             department: "Hjertemedisinsk poliklinikk", specialty: "Kardiologi", personID: personID,
             keywords: ["kontroll", "ekkokardiografi"], text: text, ocrConfidence: 0.91,
             scanDate: Date(timeIntervalSince1970: 1_762_000_000), originalFileName: "IMG_4711.HEIC")
}
