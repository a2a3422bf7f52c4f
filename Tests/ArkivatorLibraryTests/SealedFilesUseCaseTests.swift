import ArkivatorCore
@testable import ArkivatorLibrary
import ArkivatorStore
import ArkivatorTestSupport
import Foundation
import Testing
import ZIPFoundation

@Suite("Files sealed at rest, through the Library")
struct SealedFilesUseCaseTests {
    @Test("a page with a changed byte is refused as damaged, in words that say so, and no bytes are given")
    func damagedPage() throws {
        try withLibrary { library in
            let letter = try library.fileSample()
            let path = try #require(letter.files.docx)
            let docx = try library.fileContents(at: path)
            #expect(docx.starts(with: Array("PK".utf8)))
            let url = try #require(library.folder.resolve(path))
            #expect(SealedFiles.isSealed(url))
            #expect(try Data(contentsOf: url).range(of: Data("word/document.xml".utf8)) == nil, "the .docx lies sealed")

            var stored = try Data(contentsOf: url)
            stored[stored.count / 2] ^= 0x40
            try stored.write(to: url)
            #expect(throws: LibraryError.fileDamaged(path: path)) { try library.fileContents(at: path) }
            #expect(LibraryError.fileDamaged(path: path).norwegian.contains("er skadet"))
            #expect(ProblemWords.message(for: SealedFileDamaged(path: path))?.contains("skadet") == true)
            #expect(throws: LibraryError.fileNotFound(path: "files/finnes-ikke.jpeg")) {
                try library.fileContents(at: "files/finnes-ikke.jpeg")
            }
        }
    }

    @Test("a job's photo, page and draft are sealed, and a damaged photo is refused as damaged")
    func jobFilesSealed() throws {
        try withLibrary { library in
            let job = try library.receive([IncomingPhoto(name: "brev.jpeg", content: .bytes(Data([0xFF, 0xD8, 0xFF, 0xE0, 1, 2, 3])))])
            let jobs = try library.jobs
            let photo = jobs.photoURL(job, page: 1)
            let record = jobs.file("job.json", of: job)
            #expect(SealedFiles.isSealed(photo) && SealedFiles.isSealed(record))
            #expect(try Data(contentsOf: record).range(of: Data("brev.jpeg".utf8)) == nil, "the photo's name lies sealed")
            #expect(try library.pageImage(of: job, page: 1) == Data([0xFF, 0xD8, 0xFF, 0xE0, 1, 2, 3]))
            #expect(try library.pageImage(of: job, page: 2) == nil)

            var stored = try Data(contentsOf: photo)
            stored[stored.count - 1] ^= 0x01
            try stored.write(to: photo)
            #expect(throws: LibraryError.self) { try library.pageImage(of: job, page: 1) }
            do {
                _ = try library.pageImage(of: job, page: 1)
            } catch let error as LibraryError {
                #expect(error.norwegian.contains("skadet"))
            }
        }
    }

    @Test("a photo streamed in is sealed as it arrives and becomes the job's photo")
    func streamedPhoto() throws {
        try withLibrary { library in
            try withTemporaryFolder { folder in
                let url = folder.appendingPathComponent("photo-1")
                let incoming = try library.incomingPhotoFile(named: "IMG_1.jpeg", at: url)
                let bytes = Data((0..<200_000).map { UInt8(truncatingIfNeeded: $0 &* 7) })
                for start in stride(from: 0, to: bytes.count, by: 30_000) {
                    try bytes[start..<min(start + 30_000, bytes.count)].withUnsafeBytes { try incoming.append($0) }
                    #expect(!FileManager.default.fileExists(atPath: url.path), "nothing appears before it is finished")
                }
                let photo = try incoming.finish()
                #expect(SealedFiles.isSealed(url))
                let job = try library.receive([photo])
                #expect(try library.jobs.photos(of: job) == [bytes])
            }
        }
    }

    @Test("the first unlock after an upgrade seals every plain file, telling how far it has come; the next has nothing to do")
    func upgradeSealsPlainFiles() throws {
        try withLibraryFolder { folder in
            let letter: Document
            do {
                let library = try Library.create(in: folder, passphrase: testPassphrase, hardening: cheapHardening, appVersion: "1.0.0")
                letter = try library.fileSample()
                _ = try library.receive([IncomingPhoto(name: "brev.jpeg", content: .bytes(Data([0xFF, 0xD8, 9])))])
            }
            // What the previous version left: the same files, plain.
            let sealed = try ArchiveDatabase.open(folder).unlocked(passphrase: testPassphrase).sealedFiles(root: folder.root)
            var plain: [URL: Data] = [:]
            for root in [folder.filesURL, folder.root.appendingPathComponent("jobs")] {
                let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: [.isRegularFileKey])
                while let url = enumerator?.nextObject() as? URL {
                    guard try url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile == true else { continue }
                    let bytes = try sealed.read(url)
                    plain[url] = bytes
                    try bytes.write(to: url)
                }
            }
            #expect(plain.count == 3, "the .docx, the job's photo and job.json")
            try rewriteKeyring(of: folder, filesSealed: false)

            let reports = Reports()
            let library = try LockedLibrary.require(folder).unlocked(passphrase: testPassphrase, appVersion: "1.0.0",
                                                                      progress: { reports.append($0) })
            #expect(reports.all.first == SealingProgress(done: 0, total: 3))
            #expect(reports.all.last == SealingProgress(done: 3, total: 3))
            for (url, bytes) in plain {
                #expect(SealedFiles.isSealed(url), "\(url.lastPathComponent)")
                #expect(try sealed.read(url) == bytes)
            }
            #expect(try library.fileContents(at: try #require(letter.files.docx)).starts(with: Array("PK".utf8)))
            #expect(library.unfinishedJobs().count == 1)

            let again = Reports()
            _ = try LockedLibrary.require(folder).unlocked(passphrase: testPassphrase, appVersion: "1.0.0",
                                                          progress: { again.append($0) })
            #expect(again.all.isEmpty)
        }
    }
}

extension SealedFilesUseCaseTests {
    @Test("a backup made by an earlier version, its files plain, restores as it is and is sealed at the first unlock")
    func oldBackupSealedAtUnlock() throws {
        try withTemporaryFolder { scratch in
            let original = LibraryFolder(root: scratch.appendingPathComponent("original"))
            let backup = scratch.appendingPathComponent("sikkerhetskopi.zip")
            let docx: String
            let opened: Data
            do {
                let library = try Library.create(in: original, passphrase: testPassphrase, hardening: cheapHardening,
                                                  appVersion: "1.0.0")
                docx = try #require(try library.fileSample().files.docx)
                opened = try library.fileContents(at: docx)
                try library.backUp(to: backup, confirmed: try library.confirmed)
            }
            let old = scratch.appendingPathComponent("gammel.zip")
            try Self.unsealed(backup, into: old, opening: try ArchiveDatabase.open(original).unlocked(passphrase: testPassphrase)
                .sealedFiles(root: original.root))

            let restored = LibraryFolder(root: scratch.appendingPathComponent("gjenopprettet"))
            try Library.restore(from: old, into: restored)
            let url = try #require(restored.resolve(docx))
            #expect(try Data(contentsOf: url) == opened, "restored as it was")
            let library = try LockedLibrary.require(restored).unlocked(passphrase: testPassphrase, appVersion: "1.0.0")
            #expect(SealedFiles.isSealed(url))
            #expect(try library.fileContents(at: docx) == opened)
        }
    }

    /// Rewrites a backup as an earlier version wrote it: every file opened, the manifest to match.
    static func unsealed(_ backup: URL, into old: URL, opening sealed: SealedFiles) throws {
        let source = try Archive(url: backup, accessMode: .read)
        var entries: [(path: String, data: Data)] = []
        for entry in source {
            var data = Data()
            _ = try source.extract(entry) { data.append($0) }
            if entry.path.hasPrefix("files/") || entry.path.hasPrefix("jobs/") {
                let file = FileManager.default.temporaryDirectory.appendingPathComponent("arkivator-\(UUID().uuidString)")
                try data.write(to: file)
                defer { try? FileManager.default.removeItem(at: file) }
                data = try sealed.read(file)
            }
            if entry.path == "arkivator.keys" { data = try keyring(data, filesSealed: false) }
            entries.append((entry.path, data))
        }
        let manifestIndex = try #require(entries.firstIndex { $0.path == "manifest.json" })
        var manifest = try #require(try JSONSerialization.jsonObject(with: entries[manifestIndex].data) as? [String: Any])
        let files = try #require(manifest["files"] as? [[String: Any]])
        manifest["files"] = try files.map { file in
            let path = try #require(file["path"] as? String)
            let data = try #require(entries.first { $0.path == path }?.data)
            return ["path": path, "size": data.count, "sha256": sha256Hex(data)]
        }
        entries[manifestIndex].data = try JSONSerialization.data(withJSONObject: manifest)
        let target = try Archive(url: old, accessMode: .create)
        for (path, data) in entries {
            try target.addEntry(with: path, type: .file, uncompressedSize: Int64(data.count), compressionMethod: .none) { position, size in
                data.subdata(in: Int(position)..<Int(position) + size)
            }
        }
    }
}

/// A keyring as the upgrade from a plain database leaves it: its files not yet known to be sealed.
private func keyring(_ data: Data, filesSealed: Bool) throws -> Data {
    var keyring = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    keyring["filesSealed"] = filesSealed
    return try JSONSerialization.data(withJSONObject: keyring)
}

private func rewriteKeyring(of folder: LibraryFolder, filesSealed: Bool) throws {
    try keyring(try Data(contentsOf: folder.keyringURL), filesSealed: filesSealed).write(to: folder.keyringURL)
}

/// Progress reports gathered from a `@Sendable` closure.
private final class Reports: @unchecked Sendable {
    private let lock = NSLock()
    private var reports: [SealingProgress] = []

    func append(_ report: SealingProgress) {
        lock.withLock { reports.append(report) }
    }

    var all: [SealingProgress] { lock.withLock { reports } }
}
