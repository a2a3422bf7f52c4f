import Foundation
import ZIPFoundation

/// Writes a letter's `.docx`. The same letter always gives the same bytes (every part and
/// its time stamp come from the letter), so an unchanged document is never uploaded twice.
public enum DocxWriter {
    public static func data(for letter: LetterDocument) throws -> Data {
        let parts: [(path: String, xml: String)] = [
            ("[Content_Types].xml", WordprocessingML.contentTypes),
            ("_rels/.rels", WordprocessingML.packageRelationships),
            ("docProps/core.xml", WordprocessingML.coreProperties(letter)),
            ("docProps/app.xml", WordprocessingML.appProperties(letter)),
            ("docProps/custom.xml", WordprocessingML.customProperties(letter)),
            ("word/_rels/document.xml.rels", WordprocessingML.documentRelationships),
            ("word/document.xml", WordprocessingML.document(letter)),
            ("word/styles.xml", WordprocessingML.styles),
            ("word/footer1.xml", WordprocessingML.footer(letter)),
        ]
        return try ZipPackage.data(entries: parts.map { ($0.path, Data($0.xml.utf8)) },
                                   modified: letter.scanDate, compressed: true)
    }
}

/// An in-memory ZIP file.
enum ZipPackage {
    static func data(entries: [(path: String, data: Data)], modified: Date, compressed: Bool) throws -> Data {
        let archive = try Archive(accessMode: .create)
        for (path, data) in entries {
            try archive.addEntry(with: path, type: .file, uncompressedSize: Int64(data.count),
                                 modificationDate: modified,
                                 compressionMethod: compressed ? .deflate : .none) { position, size in
                data.subdata(in: Int(position)..<Int(position) + size)
            }
        }
        guard let data = archive.data else { throw CocoaError(.fileWriteUnknown) }
        return data
    }
}
