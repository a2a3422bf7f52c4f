import ArkivatorArchive
import ArkivatorCore
import ArkivatorDocx
import ArkivatorImaging
import ArkivatorStore
import Foundation

// MARK: Finding letters

extension Library {
    /// A filed letter; one waiting to be deleted is gone for every front end.
    public func document(_ id: Document.ID) throws -> Document {
        guard let document = try database.document(id: id), try !isHeldForDeletion(id) else {
            throw LibraryError.documentNotFound(id)
        }
        return document
    }

    public func documents(matching filter: DocumentFilter = DocumentFilter(), limit: Int, offset: Int = 0) throws -> [DocumentSummary] {
        try database.documents(matching: filter, limit: limit, offset: offset)
    }

    public func documentCount(matching filter: DocumentFilter = DocumentFilter()) throws -> Int {
        try database.documentCount(matching: filter)
    }

    /// Letters whose text matches `query`, best first, the one ranking of every front end:
    /// Norwegian words in any inflection, as parts of compounds, by the thesaurus's words and
    /// with one letter wrong, each below the closer matches (see `SearchPlan`).
    /// A fødselsnummer's five personal digits are not in the search index, in any form
    /// (`NorwegianTokenizer`), so no search can find or confirm them; `searchNotice(for:)`
    /// says so to whoever searches for a long number.
    public func search(_ query: String, matching filter: DocumentFilter = DocumentFilter(), limit: Int, offset: Int = 0) throws -> [SearchHit] {
        do {
            return try database.search(query, matching: filter, limit: limit, offset: offset)
        } catch StoreError.invalidSearchQuery {
            throw LibraryError.searchHasNoWords
        }
    }

    /// What a search for `query` should say with its answer: that fødselsnumre are not
    /// searched, when it holds a number of five digits or more (all or the last five digits of
    /// one, perhaps); nil otherwise.
    public static func searchNotice(for query: String, english: Bool = false) -> String? {
        var run = 0, longest = 0
        for scalar in query.unicodeScalars {
            run = scalar.properties.numericType == .decimal ? run + 1 : 0
            longest = max(longest, run)
        }
        guard longest >= 5 else { return nil }
        return english
            ? "National ID numbers are not searched: their last five digits are kept out of the search index, so a search neither finds nor confirms one. Other numbers are searched as usual."
            : "Fødselsnumre søkes ikke: de fem siste sifrene holdes utenfor søkeindeksen, så et søk verken finner eller bekrefter et nummer. Andre tall søkes som vanlig."
    }

    /// The name of the person a letter is about, nil for «Ukjent person».
    public func personName(of document: Document) throws -> String? {
        try database.familyMembers().first { $0.id != nil && $0.id == document.personID }?.name
    }

    /// Every fødselsnummer the letter has carried, also those since redacted from its text.
    /// Show them masked unless the owner asks to see them.
    public func fodselsnumre(of id: Document.ID) throws -> [Fodselsnummer] {
        try database.detectedFodselsnumre(of: id)
    }

    /// Writes the files of a letter saved by an older version, or whose files went missing.
    public func ensureFiles(of document: Document) throws -> Document {
        try archive.ensureFiles(of: document)
    }

    /// The plain bytes of a file of the library's own (a page image, the `.docx`, the PDF), by
    /// the relative path a document stores, opened in memory: the files are sealed on disk.
    public func fileContents(at relativePath: String) throws -> Data {
        guard let url = folder.resolve(relativePath), FileManager.default.fileExists(atPath: url.path) else {
            throw LibraryError.fileNotFound(path: relativePath)
        }
        let sealed = try sealedFiles
        return try openingDamaged { try sealed.read(url) }
    }
}

// MARK: A letter's files, handed out

/// What of a filed letter can be downloaded.
public enum LetterFile: Sendable, Hashable {
    case docx
    /// The searchable PDF of a letter of several pages.
    case pdf
    /// A page image, by its number from 1.
    case page(Int)
    /// A photo or PDF the letter was filed from, by its number from 1, as it was given: only
    /// whole, with the passphrase again, as its pixels or text may show a whole fødselsnummer.
    case original(Int)

    /// How a missing one is named.
    var name: String {
        switch self {
        case .docx: ".docx"
        case .pdf: ".pdf"
        case .page(let number): "side \(number)"
        case .original(let number): "original \(number)"
        }
    }
}

extension Library {
    /// A letter's file as it may be handed out. Unless `whole` says the passphrase was just
    /// given again, every fødselsnummer is masked (`DDMMYY •••••`) in the `.docx` and in the
    /// PDF's text, and painted over on the page images, as redaction paints them: on a copy
    /// made now, for this answer, while the stored files keep the numbers. A page whose text
    /// holds a number whose place on the image is not known (no word boxes) cannot be masked:
    /// `LibraryError.passphraseNeeded`.
    public func letterFile(_ file: LetterFile, of id: Document.ID, whole: PassphraseConfirmed?) throws -> Data {
        let document = try document(id)
        var asked: Page?
        let stored: String?
        switch file {
        case .docx: stored = document.files.docx
        case .pdf: stored = document.files.pdf
        case .page(let number):
            asked = document.pages.first { $0.number == number }
            stored = asked?.imagePath
        case .original(let number):
            guard whole != nil else { throw LibraryError.passphraseNeeded }
            guard let original = try database.originals(of: id).first(where: { $0.number == number }) else {
                throw LibraryError.fileNotFound(path: file.name)
            }
            return try fileContents(at: original.path)
        }
        guard let stored else { throw LibraryError.fileNotFound(path: file.name) }
        guard whole == nil, document.carriesFodselsnumre else { return try fileContents(at: stored) }
        let boxes = document.fodselsnummerBoxes
        if let asked { return try maskedImage(of: asked, boxes: boxes) }
        let masked = document.withFodselsnumreMasked
        guard file == .pdf else {
            let letter = LetterDocument(document: masked, personName: try personName(of: document), appVersion: appVersion)
            return try DocxWriter.data(for: letter)
        }
        let pages = try zip(document.pages, masked.pages).map { page, maskedPage in
            SearchablePDF.Page(jpeg: try maskedImage(of: page, boxes: boxes), lines: maskedPage.lines)
        }
        return try SearchablePDF.data(pages: pages, title: masked.title)
    }

    /// The page image with the words of its numbers painted over; as stored when it carries none.
    private func maskedImage(of page: Page, boxes: [Int: [PixelBox]]) throws -> Data {
        guard let path = page.imagePath else { throw LibraryError.fileNotFound(path: LetterFile.page(page.number).name) }
        let image = try fileContents(at: path)
        guard let found = boxes[page.number], !found.isEmpty else {
            guard Fodselsnummer.findings(in: page.text).isEmpty else { throw LibraryError.passphraseNeeded }
            return image
        }
        return try Self.pagePainter.paintingOver(found, in: image)
    }
}

// MARK: Changing a letter

/// What an edit did.
public enum EditOutcome: Sendable, Equatable {
    case saved(Document)
    /// The edit asked for what the letter already says; nothing was written.
    case unchanged(Document)

    public var document: Document {
        switch self {
        case .saved(let document), .unchanged(let document): document
        }
    }
}

extension Library {
    /// Applies the user's edit, writes the `.docx` (and PDF) anew, updates the archive folder
    /// and queues the changed files for Drive.
    @discardableResult
    public func edit(_ id: Document.ID, _ edit: DocumentEdit) throws -> EditOutcome {
        let original = try document(id)
        let family = try database.familyMembers()
        let edited: Document
        do {
            edited = try edit.applied(to: original, family: family)
        } catch {
            throw LibraryError.edit(error)
        }
        guard edited != original else {
            // Confirming a letter as it stands teaches as much as correcting it.
            if edit.reviewsFields { try? learn(from: edited) }
            return .unchanged(original)
        }
        if edit.redactsFodselsnumre {
            // The boxes come from the words as read, which the redacted letter no longer has.
            try archive.update(edited, paintingOver: original.fodselsnummerBoxes, with: Self.pagePainter)
            try redactOriginals(of: id, keeping: edit.keepsOriginalsUnredacted)
        } else {
            try archive.update(edited)
        }
        // A side matter: the edit is saved whatever happens to its example.
        if edit.reviewsFields { try? learn(from: edited) }
        return .saved(edited)
    }

    /// A photo is not a flattened page, and a PDF not an image: the numbers an original shows
    /// cannot be painted over where they stand, so redaction erases the originals (overwritten)
    /// unless the owner keeps them as they are, which the letter's page then says.
    private func redactOriginals(of id: Document.ID, keeping: Bool) throws {
        if keeping { return try database.markOriginalsKeptUnredacted(of: id) }
        for original in try database.originals(of: id) {
            if let url = folder.resolve(original.path) { try SecureErasure.remove(url) }
        }
        try database.forgetOriginals(of: id)
    }

    /// What paints over the numbers on a page image.
    static let pagePainter: any PageRedacting = PagePainter()

    /// Replaces every fødselsnummer in the letter's text, pages and PDF text layer with
    /// [REDAKTERT] and paints over it on the page images (so in the PDF too); returns how many
    /// were found. The letter still knows whose number it carried.
    @discardableResult
    public func redact(_ id: Document.ID, keepingOriginals: Bool = false) throws -> Int {
        let found = Fodselsnummer.findings(in: try document(id).text).count
        guard found > 0 else { throw LibraryError.noFodselsnummerToRedact }
        var edit = DocumentEdit(redactsFodselsnumre: true)
        edit.keepsOriginalsUnredacted = keepingOriginals
        try self.edit(id, edit)
        return found
    }

    /// Whether the letter's newest `.docx` waits to go to Drive.
    public func awaitsUpload(_ id: Document.ID) throws -> Bool {
        try database.queuedUploads(of: id).contains(.docx)
    }
}

// MARK: Deleting, with an undo

extension Library {
    /// How long a deletion can be undone, from every front end alike.
    public static let undoWindow: TimeInterval = 60
    /// The longest window a front end may choose: an hour. A letter held longer would linger,
    /// hidden but readable on disk, past what «slett» leads anyone to expect.
    public static let longestUndoWindow: TimeInterval = 3600

    /// Refuses a window outside 0…`longestUndoWindow`; for a front end that asks before it deletes.
    public static func checkUndoWindow(_ window: TimeInterval) throws(LibraryError) {
        guard (0...longestUndoWindow).contains(window) else {
            throw .undoWindowOutOfRange(seconds: Int(window), maximum: Int(longestUndoWindow))
        }
    }

    /// Hides the letter everywhere at once; the first purge after `window` deletes it for
    /// good (its files overwritten, its Drive copies trashed), unless it is undone before.
    /// A window of zero deletes at once.
    @discardableResult
    public func holdForDeletion(_ id: Document.ID, window: TimeInterval = Library.undoWindow,
                                now: Date = Date()) throws -> HeldDeletion {
        try Self.checkUndoWindow(window)
        let document = try document(id)
        guard window > 0 else {
            try archive.delete(id: id)
            return HeldDeletion(documentID: id, title: document.title, deletedAt: now, purgeAfter: now)
        }
        let purgeAfter = try archive.holdForDeletion(id: id, window: window, now: now)
        return HeldDeletion(documentID: id, title: document.title, deletedAt: now, purgeAfter: purgeAfter)
    }

    /// Brings back a letter held for deletion (by default the one deleted last) while its
    /// undo window is open.
    @discardableResult
    public func undoDeletion(_ id: Document.ID? = nil, now: Date = Date()) throws -> HeldDeletion {
        let held = try heldDeletions(now: now)
        guard let wanted = id.map({ id in held.first { $0.documentID == id } }) ?? held.first,
              try database.releaseHeldDeletion(wanted.documentID, now: now)
        else { throw LibraryError.nothingToUndo(id) }
        return wanted
    }

    /// Deletions that can still be undone, the newest first.
    public func heldDeletions(now: Date = Date()) throws -> [HeldDeletion] {
        try database.heldDeletions().filter { $0.purgeAfter > now }
    }

    public func isHeldForDeletion(_ id: Document.ID) throws -> Bool {
        try database.isHeldForDeletion(id)
    }

    /// Deletes for good every letter whose undo window has closed; returns how many went.
    @discardableResult
    public func purgeDueDeletions(now: Date = Date()) -> Int {
        archive.purgeDueDeletions(now: now)
    }
}
