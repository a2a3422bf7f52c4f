import Foundation

/// A folder the owner drops photos into to have them filed (`watch`): which of its photos are
/// ready, grouped into letters as `PhotoLetters` says, and where each goes once tried: into
/// `Arkivert/` when filed (or left out as filed before), into `Feilet/` with the reason in a
/// `.feil.txt` beside it when not. Nothing in it is ever deleted.
public struct Inbox {
    public let folder: URL
    private var lastSeen: [String: (size: Int, modified: Date)] = [:]

    /// Where a letter's photos go once tried.
    public enum Outcome: Sendable {
        case filed
        case failed(reason: String)

        var subfolder: String {
            switch self {
            case .filed: "Arkivert"
            case .failed: "Feilet"
            }
        }
    }

    public init(folder: URL) {
        self.folder = folder
    }

    /// Letters whose every photo is unchanged since the previous look, pages in order: a file
    /// still being copied in changes between two looks. `requireUnchanged: false` takes
    /// everything there now (a single pass).
    public mutating func settledGroups(requireUnchanged: Bool) -> [[URL]] {
        let keys: [URLResourceKey] = [.isRegularFileKey, .fileSizeKey, .contentModificationDateKey]
        let files = (try? FileManager.default.contentsOfDirectory(
            at: folder, includingPropertiesForKeys: keys, options: [.skipsHiddenFiles])) ?? []
        var seen: [String: (size: Int, modified: Date)] = [:]
        var photos: [URL] = []
        var unsettled: Set<String> = []
        for file in files where PhotoLetters.isPhoto(file) {
            guard let values = try? file.resourceValues(forKeys: Set(keys)), values.isRegularFile == true else { continue }
            let state = (size: values.fileSize ?? -1, modified: values.contentModificationDate ?? .distantPast)
            seen[file.path] = state
            photos.append(file)
            if requireUnchanged, lastSeen[file.path].map({ $0 != state }) ?? true { unsettled.insert(file.path) }
        }
        lastSeen = seen
        return PhotoLetters.letters(photos).filter { letter in !letter.contains { unsettled.contains($0.path) } }
    }

    /// Moves a letter's photos to where `outcome` puts them, never over a file already there.
    public func setAside(_ group: [URL], as outcome: Outcome) throws {
        let target = folder.appendingPathComponent(outcome.subfolder, isDirectory: true)
        try FileManager.default.createDirectory(at: target, withIntermediateDirectories: true)
        for file in group {
            var destination = target.appendingPathComponent(file.lastPathComponent)
            var copy = 2
            while FileManager.default.fileExists(atPath: destination.path) {
                destination = target.appendingPathComponent(
                    "\(file.deletingPathExtension().lastPathComponent) (\(copy)).\(file.pathExtension)")
                copy += 1
            }
            try FileManager.default.moveItem(at: file, to: destination)
            if case .failed(let reason) = outcome {
                try Data((reason + "\n").utf8).write(to: destination.appendingPathExtension("feil.txt"))
            }
        }
    }
}
