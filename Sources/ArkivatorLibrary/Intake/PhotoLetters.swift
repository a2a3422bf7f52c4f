import Foundation

/// Which photos make one letter, for every front end that takes a folder of them (`watch`,
/// `import`): `navn-p1.jpg, navn-p2.jpg …` in one folder are the pages of one letter, and any
/// other photo is a letter alone. A PDF is always a letter of its own, whatever its name.
public enum PhotoLetters {
    public static let extensions: Set<String> = ["jpg", "jpeg", "png", "heic", "heif", "pdf"]

    public static func isPhoto(_ file: URL) -> Bool {
        extensions.contains(file.pathExtension.lowercased())
    }

    /// The photos as letters, each letter's pages in order, the letters ordered by folder and name.
    public static func letters(_ photos: [URL]) -> [[URL]] {
        var letters: [String: [(page: Int, url: URL)]] = [:]
        for photo in photos {
            if photo.pathExtension.lowercased() == "pdf" {
                letters[photo.path, default: []].append((1, photo))
                continue
            }
            let (name, page) = letterName(of: photo)
            letters[photo.deletingLastPathComponent().path + "/" + name, default: []].append((page, photo))
        }
        return letters.sorted { $0.key < $1.key }.map { $0.value.sorted { $0.page < $1.page }.map(\.url) }
    }

    /// `brev-p2.jpg` belongs to letter `brev` as page 2; any other name is a letter of its own.
    static func letterName(of file: URL) -> (name: String, page: Int) {
        let name = file.deletingPathExtension().lastPathComponent
        if let marker = name.range(of: "-p", options: .backwards),
           let page = Int(name[marker.upperBound...]), page > 0, marker.lowerBound > name.startIndex {
            return (String(name[..<marker.lowerBound]), page)
        }
        return (name, 1)
    }
}
