import ArkivatorCore
@testable import ArkivatorLibrary
import ArkivatorStore
import ArkivatorTestSupport
import Foundation
import Testing

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

    @Test("a plain file put in place of a sealed one is refused as damaged, and no unlock or edit of the keyring seals it as genuine")
    func plantedPlainFilesAreRefused() throws {
        try withLibraryFolder { folder in
            let letter: Document
            do {
                let library = try Library.create(in: folder, passphrase: testPassphrase, hardening: cheapHardening, appVersion: "1.0.0")
                letter = try library.fileSample()
            }
            let docxPath = try #require(letter.files.docx)
            let docx = try #require(folder.resolve(docxPath))
            try Data("PK planted".utf8).write(to: docx)
            var keyring = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: folder.keyringURL)) as? [String: Any])
            keyring["filesSealed"] = false
            let original = try Data(contentsOf: folder.keyringURL)
            try JSONSerialization.data(withJSONObject: keyring).write(to: folder.keyringURL)
            #expect(throws: (any Error).self, "an edited keyring is damaged") {
                _ = try LockedLibrary.require(folder).unlocked(passphrase: testPassphrase, appVersion: "1.0.0")
            }
            try original.write(to: folder.keyringURL)
            let library = try LockedLibrary.require(folder).unlocked(passphrase: testPassphrase, appVersion: "1.0.0")
            #expect(throws: LibraryError.fileDamaged(path: docxPath)) { _ = try library.fileContents(at: docxPath) }
            #expect(!SealedFiles.isSealed(docx), "left as it was found")
        }
    }
}
