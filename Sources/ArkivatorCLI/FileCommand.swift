import ArgumentParser
import ArkivatorArchive
import ArkivatorCore
import ArkivatorStore
import Foundation

struct FileCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "file",
        abstract: "Arkiver ett brev: les bildene, tolk brevet og lagre det i biblioteket.",
        discussion: """
            Bildene er sidene i ett dokument, i rekkefølge. Uten --yes får du se og rette
            opplysningene før noe lagres. Bildene legges i biblioteket før behandlingen starter;
            stopper kommandoen underveis, tilbyr neste kjøring å fullføre.
            """
    )

    @Argument(help: "Bildene av sidene (JPEG, PNG eller HEIC).", completion: .file())
    var photos: [String] = []

    @Flag(name: .shortAndLong, help: "Lagre uten å spørre (og fullfør uferdige dokumenter).")
    var yes = false

    @Option(help: "Arkets hjørner i et bilde, x1,y1,x2,y2,x3,y3,x4,y4; gjentas for hver side.")
    var corners: [String] = []

    @Flag(help: "Ta også vare på en tapsfri PNG av hver side.")
    var lossless = false

    func validate() throws {
        if corners.count > photos.count { throw ValidationError("Flere --corners enn bilder.") }
    }

    func run() async throws {
        let filer = DocumentFiler(archive: try LibraryAccess.openArchive(), reviews: !yes,
                                  keepsLosslessCopies: lossless)
        if !yes && !Console.isInteractive {
            throw UserFacingError("Bruk --yes for å lagre uten gjennomgang når kommandoen ikke kjøres i en terminal.")
        }
        let leftovers = filer.jobs.unfinished()
        if !leftovers.isEmpty {
            let count = leftovers.count
            if yes || Console.confirm("\(count) dokument\(count == 1 ? "" : "er") ble ikke ferdig sist. Fullføre nå?") {
                for job in leftovers { try await filer.process(job) }
            } else {
                print("De uferdige dokumentene venter; kjør «arkivator file --yes» for å fullføre dem.")
            }
        }
        guard !photos.isEmpty else {
            if leftovers.isEmpty { throw ValidationError("Gi minst ett bilde.") }
            return
        }
        let photoData = try photos.map { (name: URL(fileURLWithPath: $0).lastPathComponent, data: try Files.read($0)) }
        let job = try filer.jobs.create(photos: photoData, corners: try PageCorners.parse(corners))
        try await filer.process(job)
    }
}

/// Takes a pending job through enhancement, OCR and analysis into the library.
struct DocumentFiler {
    let archive: DocumentArchive
    let reviews: Bool
    var keepsLosslessCopies = false
    var database: ArchiveDatabase { archive.database }
    var library: Library { archive.library }
    var jobs: PendingJobs { PendingJobs(library: library) }

    @discardableResult
    func process(_ pending: PendingJob) async throws -> Document.ID {
        var job = pending
        if let saved = try database.documentID(withPagesIn: job.documentFolder) {
            // Saved before the job folder could be removed: finish tidying up, file nothing twice.
            try jobs.remove(job)
            return saved
        }
        let name = job.originalNames.first ?? "dokument"
        let reader = DocumentPipelineFactory.reader(keepingLosslessCopies: keepsLosslessCopies)
        var timings = PipelineTimings()

        try advance(&job, to: .enhancing, name: name)
        let pages = try reader.enhance(photos: try jobs.photos(of: job), corners: job.corners, timings: &timings)
        for (index, page) in pages.enumerated() where !page.pageFound {
            Console.warn("Fant ikke arket på side \(index + 1); bruker hele bildet. Rett hjørnene med --corners om nødvendig.")
        }

        try advance(&job, to: .recognizing, name: name)
        let recognized = try await reader.recognize(pages.map(\.image), timings: &timings)
        let text = DocumentText(pages: recognized)
        if text.text.isEmpty { Console.warn("Fant ingen tekst i \(name).") }

        try advance(&job, to: .analyzing, name: name)
        let family = try database.familyMembers()
        let analysis = LetterAnalyzer(family: family).analyze(text.text, scanDate: .today)

        var document = Document(analysis: analysis, text: text, scanDate: Date(), originalFileName: name)
        if let personID = job.personID { document.personID = personID }
        if reviews {
            guard try TerminalReview(family: family).review(&document) else {
                try jobs.remove(job)
                print("Ikke lagret.")
                return 0
            }
        }

        let folder = try library.createFolder(job.documentFolder)
        document.pages = try zip(pages, recognized).enumerated().map { index, element in
            let relative = "\(job.documentFolder)/side-\(index + 1).jpeg"
            try element.0.jpeg.write(to: folder.appendingPathComponent("side-\(index + 1).jpeg"), options: [.atomic])
            try element.0.png?.write(to: folder.appendingPathComponent("side-\(index + 1).png"), options: [.atomic])
            let pageText = DocumentText(pages: [element.1])
            return Page(number: index + 1, imagePath: relative, text: pageText.text, ocrConfidence: pageText.confidence,
                        lines: element.1.placedLines)
        }
        let id = try archive.saveNew(document)
        try jobs.remove(job)
        let personName = family.first { $0.id == document.personID }?.name
        print("Lagret som \(id): \(document.title) (\(personName ?? FamilyMember.unknownPersonLabel))")
        return id
    }

    private func advance(_ job: inout PendingJob, to stage: PipelineStage, name: String) throws {
        job.stage = stage.rawValue
        try jobs.save(job)
        Console.warn("\(name): \(stage.norwegianLabel) …")
    }
}
