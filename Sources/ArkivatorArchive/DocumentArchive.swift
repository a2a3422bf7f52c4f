import ArkivatorCore
import ArkivatorDocx
import ArkivatorStore
import Foundation

/// Keeps a document's archived files in step with its record: every save, edit and deletion
/// goes through here, so the `.docx`, the PDF, the queued uploads and the user's local archive
/// folder always say what the library says.
public struct DocumentArchive: Sendable {
    public let database: ArchiveDatabase
    public let library: LibraryFolder
    public let appVersion: String
    /// Told about trouble that must not undo a save, such as an archive folder on a disk that
    /// is not mounted right now.
    public var warn: @Sendable (String) -> Void

    static let documentFileName = "dokument"

    /// The sealer of the library's files: every page, `.docx` and PDF is kept sealed, and
    /// opened only in memory, for the archive folder, Drive, the PDF and the web pages.
    public func sealedFiles() throws -> SealedFiles {
        database.sealedFiles()
    }

    public init(database: ArchiveDatabase, library: LibraryFolder, appVersion: String,
                warn: @escaping @Sendable (String) -> Void = { _ in }) {
        self.database = database
        self.library = library
        self.appVersion = appVersion
        self.warn = warn
    }

    // MARK: Saving

    /// Writes the document's `.docx` (and PDF) beside its page images and saves it, with the
    /// fødselsnumre it carried beyond those still in its text and the source it was imported from.
    public func saveNew(_ document: Document, carrying numbers: [Fodselsnummer] = [],
                        importedSource: Data? = nil) throws -> Document.ID {
        var document = document
        let members = try database.familyMembers()
        let folder = Self.folder(of: document)
        try writeFiles(of: &document, folder: folder, members: members)
        let id: Document.ID
        do {
            id = try database.saveNewDocuments([NewDocument(document, carrying: numbers, importedSource: importedSource)])[0]
        } catch {
            try? library.removeFiles(of: document)
            throw error
        }
        document.id = id
        mirror(document, members: members)
        return id
    }

    /// Saves many new documents as `saveNew` saves one, in one transaction: their files are
    /// written first, on every core, in folders recorded as in progress until that transaction
    /// commits, so a process killed halfway leaves files that `removeUnfinishedSaves` finds,
    /// and never a document without its files. Returns the ids in order.
    public func saveNew(_ documents: [NewDocument]) throws -> [Document.ID] {
        let members = try database.familyMembers()
        let folders = documents.map { Self.folder(of: $0.document) }
        try database.recordImportsInProgress(folders)
        var written = documents
        let ids: [Document.ID]
        do {
            written = try Array(zip(documents, folders)).concurrentMap { new, folder in
                var new = new
                try writeFiles(of: &new.document, folder: folder, members: members)
                return new
            }
            ids = try database.saveNewDocuments(written, finishing: folders)
        } catch {
            _ = try? removeUnfinishedSaves()
            throw error
        }
        for (new, id) in zip(written, ids) {
            var document = new.document
            document.id = id
            mirror(document, members: members)
        }
        return ids
    }

    /// Removes the files written for documents whose saving was cut short (`saveNew` of many,
    /// killed before its transaction committed); returns how many letters' files went.
    @discardableResult
    public func removeUnfinishedSaves() throws -> Int {
        let folders = try database.importsInProgress()
        for folder in folders {
            if let url = library.resolve(folder) { try SecureErasure.remove(url) }
        }
        try database.forgetImportsInProgress(folders)
        return folders.count
    }

    /// Saves an edited (or redacted) document, regenerates its files, and queues for upload
    /// again every file whose content changed, if the document had gone to Drive.
    /// A new title or person renames or moves the page image on Drive too, though its bytes
    /// stay; so does `moved`, for a letter whose person's folder changed name. `imagesChanged`
    /// says its pages' images were made anew, as when its pages were changed.
    public func update(_ document: Document, moved: Bool = false, imagesChanged: Bool = false) throws {
        try updating(document, moved: moved, imagesChanged: imagesChanged)
    }

    /// Saves a redacted document after painting over its page images where `boxes` say (by page
    /// number), so that its PDF is written from the painted pages and Drive gets them too.
    /// Each old image is overwritten before it goes, as a deleted letter's files are.
    public func update(_ document: Document, paintingOver boxes: [Int: [PixelBox]], with painter: any PageRedacting) throws {
        let sealed = try sealedFiles()
        var painted = false
        for page in document.pages {
            guard let found = boxes[page.number], !found.isEmpty else { continue }
            for url in imageFiles(of: page) {
                try replace(url, with: try painter.paintingOver(found, in: try sealed.read(url)), sealed)
                painted = true
            }
        }
        try updating(document, moved: false, imagesChanged: painted)
    }

    private func updating(_ document: Document, moved: Bool, imagesChanged: Bool) throws {
        var document = document
        let members = try database.familyMembers()
        var changed = try writeFiles(of: &document, folder: Self.folder(of: document), members: members)
        if imagesChanged {
            changed += UploadFileKind.uploaded(pageCount: document.pages.count).filter { $0 == .image && !changed.contains($0) }
        }
        if moved {
            changed = UploadFileKind.uploaded(pageCount: document.pages.count)
        } else if let id = document.id, let stored = try database.document(id: id),
           stored.title != document.title || stored.personID != document.personID {
            changed = UploadFileKind.uploaded(pageCount: document.pages.count)
        }
        try database.updateDocument(document, requeueing: changed)
        mirror(document, members: members)
    }

    /// Removes the document, its files in the library and its copies in the archive folder.
    public func delete(id: Document.ID) throws {
        guard let document = try database.document(id: id) else { throw StoreError.documentNotFound(id: id) }
        let mirrored = try database.archiveFolderFiles(of: id)
        try database.deleteDocument(id: id)
        try library.removeFiles(of: document)
        if let root = try archiveFolder() {
            do {
                try ArchiveFolder(root: root).remove(mirrored)
            } catch {
                warn("Kunne ikke fjerne filene i arkivmappen \(root.path): \(Self.reason(error))")
            }
        }
    }

    // MARK: Deleting with an undo window

    /// Hides the document at once and deletes it for good by the first purge after `window`;
    /// returns when that is.
    @discardableResult
    public func holdForDeletion(id: Document.ID, window: TimeInterval, now: Date = Date()) throws -> Date {
        let purgeAfter = now.addingTimeInterval(window)
        try database.holdForDeletion(id, until: purgeAfter, now: now)
        return purgeAfter
    }

    /// Deletes every held document whose undo window has closed, as `delete(id:)` does;
    /// returns how many went. One that cannot be deleted now stays held for the next purge.
    @discardableResult
    public func purgeDueDeletions(now: Date = Date()) -> Int {
        var purged = 0
        for id in (try? database.dueDeletions(now: now)) ?? [] {
            do {
                try delete(id: id)
                purged += 1
            } catch {
                warn("Dokument \(id) ble ikke slettet ennå: \(Self.reason(error)). Det prøves igjen neste gang.")
            }
        }
        return purged
    }

    // MARK: Person matching

    /// Files under `member` every letter without a person that carried the member's
    /// fødselsnummer, also one whose text was redacted since; returns their ids.
    @discardableResult
    public func fileUnassignedDocuments(carryingNumberOf member: FamilyMember) throws -> [Document.ID] {
        guard let memberID = member.id, let number = member.fodselsnummer else { return [] }
        var filed: [Document.ID] = []
        for id in try database.documents(carrying: number) {
            guard var document = try database.document(id: id), document.personID == nil else { continue }
            document.personID = memberID
            try update(document)
            filed.append(id)
        }
        return filed
    }

    /// Writes the files of a document saved by an older version, or whose files went missing.
    public func ensureFiles(of document: Document) throws -> Document {
        let complete = [document.files.docx] + (document.pages.count > 1 ? [document.files.pdf] : [])
        let present = complete.allSatisfy { path in path.flatMap(library.resolve).map { FileManager.default.fileExists(atPath: $0.path) } ?? false }
        guard !present, document.id != nil else { return document }
        var updated = document
        _ = try writeFiles(of: &updated, folder: Self.folder(of: updated), members: try database.familyMembers())
        try database.updateDocument(updated)
        return updated
    }

    // MARK: The archive folder

    /// The folder (such as one that Google Drive for desktop syncs) kept in step with the library.
    public func archiveFolder() throws -> URL? {
        try database.settings().archiveFolder
    }

    /// Chooses the folder to keep in step, or none; the files in a folder given up stay there.
    public func chooseArchiveFolder(_ folder: URL?) throws {
        try database.forgetArchiveFolderFiles()
        try database.updateSettings { $0.archiveFolder = folder?.standardizedFileURL }
    }

    /// Writes every document into `destination` in the archive layout and returns how many.
    /// When `destination` is the chosen archive folder, what is there is brought up to date;
    /// elsewhere an unchanged file already in place is left as it is and never doubled.
    @discardableResult
    public func export(to destination: URL, progress: (Int, Int) -> Void = { _, _ in }) throws -> Int {
        let members = try database.familyMembers()
        let followed = try archiveFolder()?.standardizedFileURL.path == destination.standardizedFileURL.path
        let folder = ArchiveFolder(root: destination)
        let sealed = try sealedFiles()
        let ids = try database.allDocumentIDs()
        for (index, id) in ids.enumerated() {
            guard let stored = try database.document(id: id) else { continue }
            let document = try ensureFiles(of: stored)
            let previous = followed ? try database.archiveFolderFiles(of: id) : []
            let written = try folder.place(files(of: document), opening: sealed.read, title: document.title,
                                           personFolder: Self.personFolder(document.personID, members: members),
                                           replacing: previous, tracked: followed)
            if followed { try database.recordArchiveFolderFiles(written, of: id) }
            progress(index + 1, ids.count)
        }
        return ids.count
    }

    private func mirror(_ document: Document, members: [FamilyMember]) {
        guard let id = document.id else { return }
        do {
            guard let root = try archiveFolder() else { return }
            let previous = try database.archiveFolderFiles(of: id)
            let written = try ArchiveFolder(root: root).place(
                files(of: document), opening: try sealedFiles().read, title: document.title,
                personFolder: Self.personFolder(document.personID, members: members), replacing: previous,
                tracked: true)
            try database.recordArchiveFolderFiles(written, of: id)
        } catch {
            warn("Arkivmappen ble ikke oppdatert: \(Self.reason(error)). Kjør «arkivator export» mot mappen senere.")
        }
    }

    /// What goes to the archive folder: the `.docx`, and the page images with the PDF.
    func files(of document: Document) -> [ArchiveFolder.File] {
        var files: [ArchiveFolder.File] = []
        if let docx = document.files.docx.flatMap(library.resolve) {
            files.append(.init(source: docx, subfolder: .documents, suffix: "", fileExtension: "docx"))
        }
        let pages = document.pages.compactMap { page in page.imagePath.flatMap(library.resolve).map { (page.number, $0) } }
        for (number, url) in pages {
            let suffix = pages.count > 1 ? " - side \(number)" : ""
            files.append(.init(source: url, subfolder: .images, suffix: suffix, fileExtension: "jpeg"))
        }
        if pages.count > 1, let pdf = document.files.pdf.flatMap(library.resolve) {
            files.append(.init(source: pdf, subfolder: .images, suffix: "", fileExtension: "pdf"))
        }
        return files
    }

    // MARK: Files in the library

    /// Writes the `.docx`, and for a document of several pages the searchable PDF, into the
    /// document's folder; returns the kinds whose bytes changed.
    @discardableResult
    func writeFiles(of document: inout Document, folder: String, members: [FamilyMember]) throws -> [UploadFileKind] {
        let person = members.first { $0.id != nil && $0.id == document.personID }
        let sealed = try sealedFiles()
        var changed: [UploadFileKind] = []
        let letter = LetterDocument(document: document, personName: person?.name, appVersion: appVersion)
        let docxPath = "\(folder)/\(Self.documentFileName).docx"
        if try write(try DocxWriter.data(for: letter), to: docxPath, sealed) { changed.append(.docx) }
        document.files.docx = docxPath

        if document.pages.count > 1 {
            let pages = try document.pages.map { page in
                guard let url = page.imagePath.flatMap(library.resolve) else { throw CocoaError(.fileReadNoSuchFile) }
                return SearchablePDF.Page(jpeg: try sealed.read(url), lines: page.lines)
            }
            let pdfPath = "\(folder)/\(Self.documentFileName).pdf"
            if try write(try SearchablePDF.data(pages: pages, title: document.title), to: pdfPath, sealed) { changed.append(.pdf) }
            document.files.pdf = pdfPath
        } else if let pdf = document.files.pdf {
            // A letter down to one page is its page image again; the PDF of its pages goes.
            if let url = library.resolve(pdf), FileManager.default.fileExists(atPath: url.path) { try SecureErasure.remove(url) }
            document.files.pdf = nil
        }
        document.files.image = document.pages.first?.imagePath
        return changed
    }

    /// A page's image files in the library: its JPEG, and the lossless PNG beside it when one was kept.
    public func imageFiles(of page: Page) -> [URL] {
        guard let path = page.imagePath, let jpeg = library.resolve(path) else { return [] }
        let png = jpeg.deletingPathExtension().appendingPathExtension("png")
        return [jpeg] + (FileManager.default.fileExists(atPath: png.path) ? [png] : [])
    }

    /// Puts `data` where `url` was, the old bytes overwritten first: what was painted over must
    /// not stay whole in the file system's free blocks.
    private func replace(_ url: URL, with data: Data, _ sealed: SealedFiles) throws {
        let staged = url.deletingLastPathComponent().appendingPathComponent(".\(url.lastPathComponent).\(UUID().uuidString)")
        try sealed.write(data, to: staged, as: url)
        do {
            try SecureErasure.remove(url)
            try FileManager.default.moveItem(at: staged, to: url)
        } catch {
            try? FileManager.default.removeItem(at: staged)
            throw error
        }
    }

    /// Writes `data` sealed unless the file already opens to exactly it; true when it wrote.
    /// A file that does not open (damaged, or left plain) is written anew.
    private func write(_ data: Data, to relativePath: String, _ sealed: SealedFiles) throws -> Bool {
        let url = try library.createFolder((relativePath as NSString).deletingLastPathComponent)
            .appendingPathComponent((relativePath as NSString).lastPathComponent)
        if let existing = try? sealed.read(url), existing == data { return false }
        try sealed.write(data, to: url)
        return true
    }

    /// The folder of the document's page images, or a new one for a document without pages.
    static func folder(of document: Document) -> String {
        if let first = document.pages.first?.imagePath {
            let folder = (first as NSString).deletingLastPathComponent
            if !folder.isEmpty { return folder }
        }
        if let docx = document.files.docx { return (docx as NSString).deletingLastPathComponent }
        return "files/\(UUID().uuidString.lowercased())"
    }

    public static func personFolder(_ id: FamilyMember.ID?, members: [FamilyMember]) -> String {
        let member = members.first { $0.id != nil && $0.id == id }
        return FileName.sanitized(member?.driveFolderName ?? FamilyMember.unknownPersonLabel,
                                  fallback: FamilyMember.unknownPersonLabel)
    }

    static func reason(_ error: any Error) -> String {
        if let error = error as? CocoaError, let path = error.userInfo[NSFilePathErrorKey] as? String {
            return "\(path) (\(error.code.rawValue))"
        }
        return String(describing: type(of: error))
    }
}
