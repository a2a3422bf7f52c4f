import ArkivatorCore
import ArkivatorImaging
import ArkivatorStore
import Crypto
import Foundation

/// A photo or PDF a letter was filed from, as the letter's page and the API list it.
public struct OriginalFile: Sendable, Equatable {
    public let number: Int
    /// The name it came with.
    public let name: String
    public let mediaType: String
    public let byteCount: Int
    /// SHA-256 of its bytes, in hex: what was sent can be compared with what is kept.
    public let sha256: String
    /// The letter was redacted and this original kept as it was, by the owner's choice.
    public let keptUnredacted: Bool
}

extension Library {
    /// The photos and PDFs the letter was filed from; none for a letter filed from text, or
    /// filed before originals were kept.
    public func originals(of id: Document.ID) throws -> [OriginalFile] {
        _ = try document(id)
        return try database.originals(of: id).map { record in
            OriginalFile(number: record.number, name: record.name, mediaType: record.mediaType, byteCount: record.byteCount,
                         sha256: record.sha256.map { String(format: "%02x", $0) }.joined(), keptUnredacted: record.keptUnredacted)
        }
    }

    /// One original, by its number from 1; `LibraryError.fileNotFound` when there is none.
    public func original(_ number: Int, of id: Document.ID) throws -> OriginalFile {
        guard let original = try originals(of: id).first(where: { $0.number == number }) else {
            throw LibraryError.fileNotFound(path: LetterFile.original(number).name)
        }
        return original
    }

    /// Keeps a photo or PDF as it was given, byte for byte, sealed in the letter's folder
    /// beside its pages: the letter's evidence, with its colour, stamps and signatures.
    func keepOriginal(_ bytes: Data, named name: String, number: Int, in letterFolder: String) throws -> OriginalFileRecord {
        let kind = FiledFileKind.of(bytes)
        let fileName = "original-\(number).\(kind?.fileExtension ?? "bin")"
        try sealedFiles.write(bytes, to: try folder.createFolder(letterFolder).appendingPathComponent(fileName))
        return OriginalFileRecord(number: number, name: name, mediaType: kind?.mediaType ?? "application/octet-stream",
                                  path: "\(letterFolder)/\(fileName)", byteCount: bytes.count, sha256: Data(SHA256.hash(data: bytes)))
    }
}
