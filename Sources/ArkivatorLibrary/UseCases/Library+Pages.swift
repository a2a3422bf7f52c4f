import ArkivatorCore
import ArkivatorImaging
import ArkivatorStore
import Foundation

/// A change to the pages of a filed letter.
public enum PageChange: Sendable {
    /// Pages from photos or one PDF, read as a new letter's are and put after page `after`
    /// (0 puts them first; nil after the last). What was given is kept as originals.
    case add([IncomingPhoto], after: Int?)
    case remove(Int)
    /// The pages in a new order: `order[i]` is the page that becomes page `i + 1`.
    case reorder([Int])
    /// Turns a page clockwise by quarter turns (negative turns anticlockwise) and reads it again.
    case turn(Int, quarterTurns: Int)
    /// Crops a page again from its kept photo with these corners (in the upright photo's
    /// pixels) and reads it again.
    case crop(Int, corners: Quadrilateral)
}

extension PageColour {
    /// As the settings page offers it.
    public var label: PageWord {
        switch self {
        case .grey: .pageColourGrey
        case .whenColoured: .pageColourWhenColoured
        case .always: .pageColourAlways
        }
    }
}

extension Library {
    /// Whether pages read from now on are archived in colour; letters filed stay as they are.
    public func pageColour() throws -> PageColour {
        try database.settings().pageColour
    }

    public func setPageColour(_ colour: PageColour) throws {
        try database.updateSettings { $0.pageColour = colour }
    }

    /// Changes the pages of a filed letter. Only a page that changed is read again; the
    /// letter's text is its pages' texts again, with the uncertain words of the pages that
    /// stayed still marked, and its `.docx`, PDF, archive folder and Drive copy follow. The
    /// fields read from the text stay as they are, as after a correction by hand. A removed
    /// page's image is overwritten before it goes, and so is an original no page comes from
    /// any more.
    @discardableResult
    public func changePages(of id: Document.ID, _ change: PageChange, reader: DocumentReader) async throws -> Document {
        let reader = try colouring(reader)
        var document = try document(id)
        guard let first = document.pages.first?.imagePath else { throw LibraryError.pageEdit(.noPages) }
        let letterFolder = (first as NSString).deletingLastPathComponent
        var pages = document.pages.map { EditedPage(page: $0, spans: uncertainSpans(of: document, page: $0.number)) }
        var gone: [Page] = []
        var addedOriginals: [OriginalFileRecord] = []
        switch change {
        case .remove(let number):
            let index = try pageIndex(number, in: pages)
            guard pages.count > 1 else { throw LibraryError.pageEdit(.onlyPage) }
            gone.append(pages.remove(at: index).page)
        case .reorder(let order):
            guard order.sorted() == Array(1...pages.count) else { throw LibraryError.pageEdit(.notAnOrder(pageCount: pages.count)) }
            pages = order.map { pages[$0 - 1] }
        case .turn(let number, let quarterTurns):
            let index = try pageIndex(number, in: pages)
            let turns = (quarterTurns % 4 + 4) % 4
            guard turns != 0 else { return document }
            let before = pages[index]
            let stored = try pageImage(of: before.page)
            let image = try reader.enhancer.archivedPage(stored)
            let turned = image.rotated(quarterTurns: turns)
            var timings = PipelineTimings()
            let text = try await reader.recognize([turned], timings: &timings)[0]
            gone.append(before.page)
            let colour = try reader.enhancer.archivedColour(stored)?.rotated(quarterTurns: turns)
            pages[index] = try keep(turned, archived: try reader.enhancer.archivedImages(of: turned, colour: colour), read: text,
                                    source: before.page.source, in: letterFolder)
            // A page read well already (a PDF's own text, or a page turned only to look right)
            // keeps its text, its words turned with it; a page read sideways takes the new reading.
            if let kept = before.page.ocrConfidence, kept >= (ReadingQuality(text).meanConfidence ?? 0) {
                pages[index].page.text = before.page.text
                pages[index].page.ocrConfidence = kept
                pages[index].page.lines = before.page.lines.map { $0.rotated(quarterTurns: turns, inImageOf: image.width, image.height) }
                pages[index].spans = before.spans
                pages[index].readAgain = false
            }
        case .crop(let number, let corners):
            let index = try pageIndex(number, in: pages)
            let original = try keptPhoto(of: pages[index].page, of: id)
            guard corners.isConvex else { throw LibraryError.invalidCorners }
            var timings = PipelineTimings()
            let read = try await PhotoReading.read([try fileContents(at: original.path)], with: reader, corners: [corners],
                                                   timings: &timings).pages[0]
            gone.append(pages[index].page)
            pages[index] = try keep(read.page.image, archived: ArchivedImages(jpeg: read.page.jpeg, png: read.page.png),
                                    read: read.text, source: pages[index].page.source, in: letterFolder)
        case .add(let files, let after):
            guard !files.isEmpty else { throw LibraryError.noPhotos }
            let position = after ?? pages.count
            guard (0...pages.count).contains(position) else { throw LibraryError.pageNotFound(position) }
            let given = try files.map { file in
                switch file.content {
                case .bytes(let data): data
                case .file(let url) where SealedFiles.isSealed(url): try openingDamaged { try sealedFiles.read(url) }
                case .file(let url): try Data(contentsOf: url)
                }
            }
            var timings = PipelineTimings()
            let (read, fromTextLayer) = try await PhotoReading.read(given, with: reader, timings: &timings)
            guard pages.count + read.count <= Self.maximumPages else {
                throw LibraryError.tooManyPages(maximum: Self.maximumPages)
            }
            for case .file(let url) in files.map(\.content) { try SecureErasure.remove(url) }
            let firstNumber = (try database.originals(of: id).map(\.number).max() ?? 0) + 1
            addedOriginals = try zip(files, given).enumerated().map { offset, file in
                try keepOriginal(file.1, named: file.0.name, number: firstNumber + offset, in: letterFolder)
            }
            let added = try read.enumerated().map { offset, page in
                try keep(page.page.image, archived: ArchivedImages(jpeg: page.page.jpeg, png: page.page.png), read: page.text,
                         source: fromTextLayer == nil ? PageSource(original: firstNumber + offset)
                             : PageSource(original: firstNumber, pdfPage: offset + 1),
                         in: letterFolder)
            }
            pages.insert(contentsOf: added, at: position)
        }
        let renumbering = Dictionary(uniqueKeysWithValues: pages.enumerated().compactMap { index, edited in
            edited.readAgain ? nil : (edited.page.number, index + 1)
        })
        (document.pages, document.text, document.lowConfidenceSpans) = Self.assembled(pages)
        document.ocrConfidence = Self.confidence(of: document.pages)
        try database.addOriginals(addedOriginals, of: id)
        try archive.update(document, imagesChanged: true)
        try database.renumberMachineReadings(of: id, keeping: renumbering)
        for page in gone { try eraseImages(of: page) }
        try eraseOriginals(Set(gone.compactMap { $0.source?.original }), of: id, unlessAPageComesFrom: document.pages)
        return try self.document(id)
    }

    /// The kept photo a page was made from, decoded and upright, for its corners to be marked
    /// again; `PageEditProblem.noPhotoToCrop` for a page of a PDF or without a kept original.
    public func originalPhoto(of id: Document.ID, page number: Int) throws -> DecodedPhoto {
        guard let page = try document(id).pages.first(where: { $0.number == number }) else { throw LibraryError.pageNotFound(number) }
        return try PhotoDecoder().decode(try fileContents(at: try keptPhoto(of: page, of: id).path))
    }

    /// Whether the page can be cropped again: it was made from a kept photo.
    public func canCropAgain(_ page: Page, of id: Document.ID) -> Bool {
        (try? keptPhoto(of: page, of: id)) != nil
    }

    private func keptPhoto(of page: Page, of id: Document.ID) throws -> OriginalFileRecord {
        guard let source = page.source, source.pdfPage == nil,
              let original = try database.originals(of: id).first(where: { $0.number == source.original }) else {
            throw LibraryError.pageEdit(.noPhotoToCrop(page: page.number))
        }
        return original
    }

    /// A page's image as kept: its lossless copy when there is one, else its JPEG.
    private func pageImage(of page: Page) throws -> Data {
        guard let url = archive.imageFiles(of: page).last else { throw LibraryError.fileNotFound(path: LetterFile.page(page.number).name) }
        let sealed = try sealedFiles
        return try openingDamaged { try sealed.read(url) }
    }

    private func pageIndex(_ number: Int, in pages: [EditedPage]) throws -> Int {
        guard let index = pages.firstIndex(where: { $0.page.number == number }) else { throw LibraryError.pageNotFound(number) }
        return index
    }

    /// A page read anew, its images sealed in the letter's folder under a name of their own:
    /// the files of the page it replaces stay until the letter is saved without them.
    private func keep(_ image: GrayImage, archived: ArchivedImages, read: RecognizedPage, source: PageSource?,
                      in letterFolder: String) throws -> EditedPage {
        let name = "side-\(UUID().uuidString.prefix(8).lowercased())"
        let sealed = try sealedFiles
        let destination = try folder.createFolder(letterFolder)
        try sealed.write(archived.jpeg, to: destination.appendingPathComponent("\(name).jpeg"))
        if let png = archived.png { try sealed.write(png, to: destination.appendingPathComponent("\(name).png")) }
        let text = DocumentText(pages: [read])
        let page = Page(number: 0, imagePath: "\(letterFolder)/\(name).jpeg", text: text.text, ocrConfidence: text.confidence,
                        lines: read.placedLines, source: source)
        return EditedPage(page: page, spans: text.lowConfidenceSpans, readAgain: true)
    }

    private func eraseImages(of page: Page) throws {
        for url in archive.imageFiles(of: page) { try SecureErasure.remove(url) }
    }

    /// Overwrites and forgets those of `candidates` (the originals of pages taken away) that
    /// no page of the letter comes from any more.
    private func eraseOriginals(_ candidates: Set<Int>, of id: Document.ID, unlessAPageComesFrom pages: [Page]) throws {
        let unused = candidates.subtracting(pages.compactMap { $0.source?.original })
        guard !unused.isEmpty else { return }
        for original in try database.originals(of: id) where unused.contains(original.number) {
            if let url = folder.resolve(original.path) { try SecureErasure.remove(url) }
        }
        try database.forgetOriginals(Array(unused), of: id)
    }

    /// The pages numbered in order, and the letter's text made of theirs, each after a blank
    /// line, with every page's uncertain spans moved to where its text now stands.
    static func assembled(_ edited: [EditedPage]) -> (pages: [Page], text: String, spans: [TextSpan]) {
        var pages: [Page] = [], spans: [TextSpan] = [], offset = 0
        for (index, item) in edited.enumerated() {
            var page = item.page
            page.number = index + 1
            pages.append(page)
            guard !page.text.isEmpty else { continue }
            spans += item.spans.map { TextSpan(start: $0.start + offset, end: $0.end + offset) }
            offset += page.text.unicodeScalars.count + 2
        }
        return (pages, joinedText(pages), spans)
    }

    /// The letter's confidence: its pages', weighted by how much text each holds.
    static func confidence(of pages: [Page]) -> Double? {
        let weighed = pages.compactMap { page in page.ocrConfidence.map { ($0, Double(max(1, page.text.count))) } }
        guard !weighed.isEmpty else { return nil }
        return weighed.reduce(0) { $0 + $1.0 * $1.1 } / weighed.reduce(0) { $0 + $1.1 }
    }
}

/// A page of a letter being changed, with the uncertain spans of its text counted from the page's start.
struct EditedPage {
    var page: Page
    var spans: [TextSpan]
    /// Made anew by this change: its machine reading is new, and any kept before is not its own.
    var readAgain = false
}
