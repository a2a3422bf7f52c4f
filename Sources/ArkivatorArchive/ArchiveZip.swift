import Foundation
import ZIPFoundation

/// A folder as one zip file, the folder itself its top entry: how an export leaves the machine
/// in one download.
public enum ArchiveZip {
    public static func write(_ folder: URL, to file: URL) throws {
        try FileManager.default.zipItem(at: folder, to: file, shouldKeepParent: true, compressionMethod: .deflate)
    }
}
