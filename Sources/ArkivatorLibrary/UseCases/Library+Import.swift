import ArkivatorArchive
import ArkivatorCore
import ArkivatorStore
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The letters found in a folder and everything below it, in the order of their paths.
public struct FoundLetters: Sendable {
    /// `.txt` files, each one letter.
    public var texts: [URL] = []
    /// Photos grouped into letters as `PhotoLetters` says, pages in order.
    public var photoLetters: [[URL]] = []
    /// Files that are neither text nor a photo, left alone.
    public var ignored: [URL] = []

    public var count: Int { texts.count + photoLetters.count }
}

/// How far an import has come.
public struct ImportProgress: Sendable {
    public var total: Int
    public var filed = 0
    public var alreadyImported = 0
    public var failures: [ImportFailure] = []
    /// Photographed letters that look filed before (`Library.duplicates(ofText:)`): filed all the
    /// same, or left out when the import skips duplicates (`skipped`).
    public var duplicates: [ImportDuplicate] = []
    public var elapsed: TimeInterval = 0
    /// Every letter is in; the search index is being merged into one piece.
    public var isCompactingSearchIndex = false

    public var done: Int { filed + alreadyImported + failures.count + duplicates.filter(\.skipped).count }
}

/// A photographed letter of an import that looks like one filed before.
public struct ImportDuplicate: Sendable, Equatable {
    /// The first photo of the letter.
    public var file: URL
    public var matches: [DuplicateMatch]
    /// Left out rather than filed.
    public var skipped: Bool
}

/// A file, or a letter's photos, that could not be filed, and why.
public struct ImportFailure: Sendable, Equatable {
    public enum Reason: Sendable, Equatable {
        case unreadableFile
        case notUTF8
        case empty
        /// The photos could not be read into a letter; in words for the person who gave them.
        case photos(String)
        case uncertainText(warning: String)
        case notFiled(String)
    }

    /// The first file of the letter.
    public var file: URL
    public var reason: Reason
}

extension Library {
    /// Text letters filed per transaction: large enough that a commit, and the folders of
    /// the letters in progress recorded before it, cost little per letter, and small enough
    /// that an interruption loses little work and the progress moves often.
    public static let importBatchSize = 250

    /// Every letter in `folder` and its subfolders: `.txt` files and photos; hidden files
    /// and folders (`.DS_Store`, `._brev.txt`) are not looked at.
    public static func letters(in folder: URL) throws -> FoundLetters {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder) else {
            throw LibraryError.fileNotFound(path: folder.path)
        }
        guard isFolder.boolValue else { throw LibraryError.notAFolder(path: folder.path) }
        var found = FoundLetters()
        var photos: [URL] = []
        let rootPath = folder.standardizedFileURL.path
        for file in try LibraryFolder.regularFiles(under: folder) {
            let inside = file.standardizedFileURL.path.dropFirst(rootPath.count)
            if inside.split(separator: "/").contains(where: { $0.hasPrefix(".") }) { continue }
            if file.pathExtension.lowercased() == "txt" {
                found.texts.append(file)
            } else if PhotoLetters.isPhoto(file) {
                photos.append(file)
            } else {
                found.ignored.append(file)
            }
        }
        found.photoLetters = PhotoLetters.letters(photos)
        return found
    }

    /// Files every letter found that is not in the library yet: text letters in batches, each
    /// analysed and written on every core and saved in one transaction; photos read and filed
    /// as read, one letter at a time, refused when their text came out uncertain. A letter is
    /// known by the digest of its bytes (`ImportedSource`), so a second run, or one after an
    /// interruption, files only what is missing; what a killed run left half-written is
    /// removed first. A file that fails is reported in `progress` and the rest go on.
    @discardableResult
    public func importLetters(_ found: FoundLetters, batchSize: Int = importBatchSize, skippingDuplicates: Bool = false,
                              progress: (ImportProgress) -> Void = { _ in }) async throws -> ImportProgress {
        let lock = try ImportLock(library: folder)
        defer { lock.release() }
        try archive.removeUnfinishedSaves()
        let started = Date()
        var state = ImportProgress(total: found.count)
        var known = try database.importedSources()
        func report() {
            state.elapsed = Date().timeIntervalSince(started)
            progress(state)
        }

        let reading = try letterReading()
        var batchesSaved = 0
        // A batch is saved while the next one is read and analysed: saving is one transaction
        // on one core, and done in turn with analysing on every core it left a core idle.
        var saving: (task: Task<[ImportFailure], Never>, count: Int)?
        func settle() async {
            guard let (task, count) = saving else { return }
            saving = nil
            let failed = await task.value
            state.failures += failed
            state.filed += count - failed.count
            if failed.count < count { batchesSaved += 1 }
            report()
        }
        do {
            for start in stride(from: 0, to: found.texts.count, by: max(1, batchSize)) {
                let batch = Array(found.texts[start..<min(start + max(1, batchSize), found.texts.count)])
                var letters: [TextLetter] = []
                for read in try batch.concurrentMap(TextLetter.read) {
                    switch read {
                    case .failure(let failure): state.failures.append(failure)
                    case .success(let letter):
                        if known.insert(letter.digest).inserted {
                            letters.append(letter)
                        } else {
                            state.alreadyImported += 1
                        }
                    }
                }
                let documents = try letters.concurrentMap { letter in
                    NewDocument(Self.textDocument(letter.text, originalFileName: letter.file.lastPathComponent,
                                                  analysis: reading.analyze(letter.text, scanDate: .today).analysis),
                                importedSource: letter.digest)
                }
                await settle()
                let files = letters.map(\.file)
                saving = (Task { [self] in saveNew(documents, from: files) }, documents.count)
            }
            await settle()
        } catch {
            // Not a moment before the batch being saved is in: the import lock goes with this call.
            await settle()
            throw error
        }

        if !found.photoLetters.isEmpty {
            // Photos of a letter a killed run had taken in but not filed: finished, not read anew.
            var leftovers: [Data: PendingJob] = [:]
            for job in unfinishedJobs() { if let source = job.importedSource { leftovers[source] = job } }
            let reader = PhotoReading.reader()
            for pages in found.photoLetters {
                do {
                    switch try await importPhotos(pages, known: &known, leftovers: &leftovers, reader: reader,
                                                  skippingDuplicates: skippingDuplicates) {
                    case .filed(let matches):
                        state.filed += 1
                        if !matches.isEmpty { state.duplicates.append(ImportDuplicate(file: pages[0], matches: matches, skipped: false)) }
                    case .skipped(let matches): state.duplicates.append(ImportDuplicate(file: pages[0], matches: matches, skipped: true))
                    case .alreadyImported: state.alreadyImported += 1
                    }
                } catch let failure as ImportFailure {
                    state.failures.append(failure)
                }
                report()
            }
        }
        // One batch is one more segment, which FTS5 merges in its own time; many would slow
        // every search until it did.
        if batchesSaved > 1 {
            state.isCompactingSearchIndex = true
            report()
            try database.compactSearchIndexes()
            state.isCompactingSearchIndex = false
        }
        report()
        return state
    }

    /// Saves a batch in one transaction; should that fail, each letter alone, so that one
    /// letter that cannot be saved does not stop the others. Returns those that failed.
    private func saveNew(_ documents: [NewDocument], from files: [URL]) -> [ImportFailure] {
        guard !documents.isEmpty else { return [] }
        if (try? archive.saveNew(documents)) != nil { return [] }
        return zip(documents, files).compactMap { document, file in
            do {
                _ = try archive.saveNew([document])
                return nil
            } catch {
                return ImportFailure(file: file, reason: .notFiled(ProblemWords.message(for: error) ?? "\(type(of: error))"))
            }
        }
    }

    private enum PhotoImport {
        /// Filed, with the letters it looks like a second copy of.
        case filed([DuplicateMatch])
        case skipped([DuplicateMatch])
        case alreadyImported
    }

    /// Reads and files one letter's photos unless they were imported before (or, when
    /// skipping duplicates, look like a letter filed before). Throws `ImportFailure` for
    /// photos that could not be filed, leaving no job behind.
    private func importPhotos(_ pages: [URL], known: inout Set<Data>, leftovers: inout [Data: PendingJob],
                              reader: DocumentReader, skippingDuplicates: Bool) async throws -> PhotoImport {
        let photos: [Data]
        do {
            photos = try pages.map { try Data(contentsOf: $0) }
        } catch {
            throw ImportFailure(file: pages[0], reason: .unreadableFile)
        }
        let digest = ImportedSource.digest(of: photos)
        guard known.insert(digest).inserted else {
            // Its letter was saved just before a killed run could remove the job.
            if let stale = leftovers.removeValue(forKey: digest) { try? discard(stale) }
            return .alreadyImported
        }
        let pending: PendingJob
        do {
            pending = try leftovers.removeValue(forKey: digest)
                ?? receive(zip(pages, photos).map { IncomingPhoto(name: $0.lastPathComponent, content: .bytes($1)) },
                           importedSource: digest)
        } catch {
            throw ImportFailure(file: pages[0], reason: .photos(PhotoReading.failureMessage(for: error)))
        }
        do {
            switch try await fileAsRead(pending, reader: reader, policy: QuickFiling(skipsDuplicates: skippingDuplicates)) {
            case .skipped(let matches): return .skipped(matches)
            case .filed(_, let notes): return .filed(notes.duplicates)
            }
        } catch LibraryError.uncertainText(let warning) {
            throw ImportFailure(file: pages[0], reason: .uncertainText(warning: warning))
        } catch {
            throw ImportFailure(file: pages[0], reason: .photos(PhotoReading.failureMessage(for: error)))
        }
    }
}

extension ImportFailure: Error {}

/// A text file read as a letter.
private struct TextLetter: Sendable {
    let file: URL
    let text: String
    let digest: Data

    /// The file's letter, or why it is not one.
    static func read(_ file: URL) -> Result<TextLetter, ImportFailure> {
        func failure(_ reason: ImportFailure.Reason) -> Result<TextLetter, ImportFailure> {
            .failure(ImportFailure(file: file, reason: reason))
        }
        guard let bytes = try? Data(contentsOf: file) else { return failure(.unreadableFile) }
        guard var text = String(data: bytes, encoding: .utf8) else { return failure(.notUTF8) }
        // Notepad on Windows begins its UTF-8 with a byte-order mark.
        if text.hasPrefix("\u{FEFF}") { text.removeFirst() }
        guard !text.allSatisfy(\.isWhitespace) else { return failure(.empty) }
        return .success(TextLetter(file: file, text: text, digest: ImportedSource.digest(of: [bytes])))
    }
}

/// One import at a time in a library: a second would take the first one's letters in
/// progress for leftovers of a killed run and remove their files. Held through an advisory
/// lock that the system lets go of when the process ends, however it ends.
struct ImportLock {
    private let descriptor: Int32

    init(library: LibraryFolder) throws {
        let path = library.root.appendingPathComponent("import.lock").path
        descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { throw LibraryError.fileNotFound(path: path) }
        guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else {
            close(descriptor)
            throw LibraryError.importRunning
        }
    }

    func release() {
        close(descriptor)
    }
}
