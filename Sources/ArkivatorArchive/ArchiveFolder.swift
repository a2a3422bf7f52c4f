import ArkivatorCore
import Foundation

/// A folder laid out as the archive is everywhere outside the library:
/// `<Person>/Dokumenter/<title>.docx` and `<Person>/Bilder/<title>.jpeg`, names cleaned and
/// made unique as `<title> (2).docx`, `(3)`, … with a document's files sharing one name.
struct ArchiveFolder {
    enum Subfolder: String {
        case documents = "Dokumenter"
        case images = "Bilder"
    }

    struct File {
        let source: URL
        let subfolder: Subfolder
        /// Told apart from the document's other files of the same kind, as " - side 2".
        let suffix: String
        let fileExtension: String
    }

    let root: URL

    /// Copies `files` under `title` into `personFolder` and returns their paths relative to
    /// the root. `replacing` are the paths the document had here before: they may be reused,
    /// and those not reused are removed. When the paths are tracked, every other file belongs
    /// to another document; when they are not (a one-off export), a file that already holds
    /// exactly these bytes is taken as this document's, so that exporting again doubles nothing.
    /// `opening` gives a source's plain bytes: the library keeps its files sealed, and this
    /// folder is where the user asked for them plain.
    func place(_ files: [File], opening: (URL) throws -> Data, title: String, personFolder: String,
               replacing previous: [String], tracked: Bool) throws -> [String] {
        guard !files.isEmpty else {
            try remove(previous)
            return []
        }
        let contents = try files.map { try opening($0.source) }
        let reserve = files.map { ($0.suffix + " (999)." + $0.fileExtension).utf8.count }.max() ?? 0
        // Sanitised again after the cut, which may leave a space or a dot at the end.
        let base = FileName.sanitized(FileName.truncated(FileName.sanitized(title),
                                                         toUTF8Length: FileName.maximumUTF8Length - reserve))
        let ownPaths = Set(previous)

        var number = 1
        var paths: [String] = []
        while true {
            let counter = number == 1 ? "" : " (\(number))"
            paths = files.map { file in
                "\(personFolder)/\(file.subfolder.rawValue)/\(base)\(counter)\(file.suffix).\(file.fileExtension)"
            }
            let free = zip(paths, contents).allSatisfy { path, data in
                let url = root.appendingPathComponent(path)
                guard FileManager.default.fileExists(atPath: url.path) else { return true }
                return ownPaths.contains(path) || (!tracked && (try? Data(contentsOf: url)) == data)
            }
            if free { break }
            number += 1
        }

        try remove(previous.filter { !paths.contains($0) })
        for (path, data) in zip(paths, contents) {
            let url = root.appendingPathComponent(path)
            if (try? Data(contentsOf: url)) == data { continue }
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try data.write(to: url, options: [.atomic])
        }
        return paths
    }

    /// Removes files placed here before, and the folders they leave empty; a file already
    /// gone is no trouble.
    func remove(_ paths: [String]) throws {
        let manager = FileManager.default
        let rootPath = root.standardizedFileURL.path
        for path in paths {
            let url = root.appendingPathComponent(path).standardizedFileURL
            guard url.path.hasPrefix(rootPath + "/") else { continue }
            if manager.fileExists(atPath: url.path) { try manager.removeItem(at: url) }
            var folder = url.deletingLastPathComponent()
            while folder.path.hasPrefix(rootPath + "/"),
                  (try? manager.contentsOfDirectory(atPath: folder.path))?.isEmpty == true {
                try manager.removeItem(at: folder)
                folder.deleteLastPathComponent()
            }
        }
    }
}
