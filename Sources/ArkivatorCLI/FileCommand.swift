import ArgumentParser
import ArkivatorArchive
import ArkivatorCore
import ArkivatorLibrary
import ArkivatorStore
import Foundation

struct FileCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "file",
        abstract: "Arkiver ett brev: les bildene, tolk brevet og lagre det i biblioteket.",
        discussion: """
            Bildene er sidene i ett dokument, i rekkefølge. Uten --yes får du se og rette \
            opplysningene før noe lagres. Bildene legges i biblioteket før behandlingen starter; \
            stopper kommandoen underveis, tilbyr neste kjøring å fullføre.

            Ble teksten på en side så usikker at den trolig er feillest (et bilde for mørkt, \
            uskarpt eller langt unna, eller en beskjæring som bommet), lagrer --yes ingenting: \
            ta bildet på nytt, rett hjørnene med --corners, eller lagre likevel med \
            --accept-uncertain.
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

    @Flag(help: "Filene er brevtekst (UTF-8), for eksempel kopiert fra Helsenorge: hver fil blir ett dokument uten bilder.")
    var text = false

    @Flag(help: "Lagre med --yes også når teksten ble usikker.")
    var acceptUncertain = false

    func validate() throws {
        if corners.count > photos.count { throw ValidationError("Flere --corners enn bilder.") }
        if text && !yes { throw ValidationError("Tekstfiler arkiveres uten gjennomgang: bruk --text sammen med --yes.") }
        if text && photos.isEmpty { throw ValidationError("Gi minst én tekstfil.") }
    }

    func run() async throws {
        if text { return try fileTexts() }
        let filer = DocumentFiler(library: try LibraryAccess.openLibrary(), reviews: !yes,
                                  keepsLosslessCopies: lossless, acceptsUncertainText: acceptUncertain)
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

extension FileCommand {
    /// Each text file becomes one document, analysed as a photographed letter's text would be.
    func fileTexts() throws {
        let archive = try LibraryAccess.openArchive()
        let analyzer = LetterAnalyzer(family: try archive.database.familyMembers())
        for (index, path) in photos.enumerated() {
            let letter = try Files.readText(path)
            let analysis = analyzer.analyze(letter, scanDate: .today)
            let document = Document(analysis: analysis, text: DocumentText(text: letter, confidence: nil, lowConfidenceSpans: []),
                                    scanDate: Date(), originalFileName: URL(fileURLWithPath: path).lastPathComponent)
            let id = try archive.saveNew(document)
            if photos.count == 1 {
                print("Lagret som \(id): \(document.title)")
            } else if (index + 1) % 100 == 0 || index + 1 == photos.count {
                Console.warn("Arkivert \(index + 1)/\(photos.count)")
            }
        }
    }
}

/// Takes a pending job through reading and, unless told not to, the terminal review, into
/// the library.
///
/// Without review, a letter with a page whose text came out uncertain is not filed unless
/// `acceptsUncertainText`: nobody looks at the text before it is saved, and a letter stored as
/// gibberish gets a wrong title, type, date and person and is never found by a search, while
/// its owner believes it is archived. Refusing says so where a quick filing is watched: a
/// non-zero exit status, and for `watch` the photos in Feilet/ with the reason beside them.
/// The job is removed; the photos are the user's own files, untouched.
struct DocumentFiler {
    let library: Library
    let reviews: Bool
    var keepsLosslessCopies = false
    var acceptsUncertainText = false
    var jobs: PendingJobs { PendingJobs(library: library.folder) }

    @discardableResult
    func process(_ job: PendingJob) async throws -> Document.ID {
        let name = job.originalNames.first ?? "dokument"
        let reader = DocumentPipelineFactory.reader(keepingLosslessCopies: keepsLosslessCopies)
        // A letter saved before its job folder could be removed is not filed twice: `file` knows it.
        let draft = try await library.read(job, with: reader, progress: { Console.warn("\(name): \($0.norwegianLabel) …") })
        for page in draft.pagesWithoutSheet {
            Console.warn("Fant ikke arket på side \(page); bruker hele bildet. Rett hjørnene med --corners om nødvendig.")
        }
        var reviewed = draft
        if draft.document.text.isEmpty { Console.warn("Fant ingen tekst i \(name).") }
        if let warning = draft.uncertainWarning() {
            if !reviews && !acceptsUncertainText {
                try jobs.remove(job)
                throw UserFacingError("\(name): \(warning). Ikke lagret; rett hjørnene med --corners, "
                    + "eller lagre likevel med --accept-uncertain.")
            }
            Console.warn("\(name): \(warning).")
        }
        let family = try library.family()
        if reviews {
            guard try TerminalReview(family: family).review(&reviewed.document, warning: draft.uncertainWarning()) else {
                try jobs.remove(job)
                print("Ikke lagret.")
                return 0
            }
        }
        let document = reviewed.document
        // Read, the job waits for review on disk; the value in hand still says it was received.
        let id = try library.file(try library.job(job.id), as: .reviewed(DocumentEdit(
            title: document.title, docType: document.docType, person: document.personID.map { .member($0) } ?? .unknown,
            documentDate: document.documentDate.map { .set($0) } ?? .clear,
            appointment: document.appointment.map { .set($0) } ?? .clear,
            institution: document.institution.map { .set($0) } ?? .clear,
            department: document.department.map { .set($0) } ?? .clear,
            specialty: document.specialty.map { .set($0) } ?? .clear, keywords: document.keywords)))
        let personName = family.first { $0.id == document.personID }?.name
        print("Lagret som \(id): \(document.title) (\(personName ?? FamilyMember.unknownPersonLabel))")
        return id
    }
}
