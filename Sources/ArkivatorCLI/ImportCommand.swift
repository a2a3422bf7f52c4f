import ArgumentParser
import ArkivatorLibrary
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

struct ImportCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Arkiver alle brev i en mappe og mappene under den.",
        discussion: """
            Hver .txt-fil (UTF-8) blir ett brev, tolket slik «file --yes --text» gjør. Bilder \
            (JPEG, PNG, HEIC) blir brev slik «watch» gjør det: navn-p1.jpg, navn-p2.jpg … i samme \
            mappe er sidene i ett brev, alle andre bilder er ett brev hver. En PDF er ett brev \
            alene: sider med ekte tekst tas som de er, skannede sider leses som bilder. De leses og lagres \
            uten gjennomgang; et bilde med usikker tekst lagres ikke, men meldes. Skjulte filer \
            og andre filtyper røres ikke. Filene i mappen endres aldri.

            Kan avbrytes og kjøres igjen: biblioteket husker hver fil det har arkivert etter \
            SHA-256 av innholdet, så neste kjøring arkiverer bare det som mangler, og ingen fil \
            arkiveres to ganger (heller ikke to like kopier, eller en fil som har fått nytt navn). \
            Tekstbrev lagres i grupper med én transaksjon hver, og etter mer enn én gruppe \
            ordnes søkeindeksen til slutt («Ordner søkeindeksen …»); en gruppe som ble avbrutt \
            underveis (Ctrl-C, kill -9), lagres ikke halvveis, og filene den rakk å skrive, \
            fjernes av neste kjøring. Et brev du har slettet fra biblioteket, arkiveres på nytt \
            neste gang filen importeres. Bare én import kan arkivere i et bibliotek om gangen.

            Et fotografert brev som ser ut som et brev arkivert fra før (et annet bilde av samme \
            side, eller samme brev fra en PDF), arkiveres og meldes til slutt med nummeret på det \
            andre brevet; med --skip-duplicates arkiveres det ikke. Tekstbrev sjekkes bare mot \
            filene som er importert før (SHA-256), ikke mot innholdet, så en stor import går raskt.

            Framdriften vises på standard feil: én linje som oppdateres i en terminal, ellers en \
            linje med noen sekunders mellomrom. Til slutt står det hvor mange brev som ble \
            arkivert, hoppet over og ikke arkivert (med fil og grunn), og hvor mange brev i \
            sekundet. Kommandoen avslutter med feilstatus om noe ikke ble arkivert.
            """
    )

    @Argument(help: "Mappen med brevene.", completion: .directory)
    var folder: String

    @Option(help: ArgumentHelp("Sekunder mellom framdriftslinjene når utdata ikke går til en terminal.", visibility: .hidden))
    var progressInterval = 5.0

    @Option(help: ArgumentHelp("Tekstbrev per transaksjon.", visibility: .hidden))
    var batchSize = Library.importBatchSize

    @Flag(help: "Ikke arkiver et fotografert brev som ser ut til å være arkivert fra før.")
    var skipDuplicates = false

    func validate() throws {
        guard batchSize >= 1 else { throw ValidationError(.batchSizeAtLeastOne) }
    }

    func run() async throws {
        let root = URL(fileURLWithPath: folder, isDirectory: true).standardizedFileURL
        let found = try Library.letters(in: root)
        let library = try LibraryAccess.open()
        let bar = ProgressBar(onTerminal: isatty(STDERR_FILENO) != 0, lineInterval: progressInterval)
        let result = try await library.importLetters(found, batchSize: batchSize, skippingDuplicates: skipDuplicates,
                                                     progress: bar.show)
        bar.finish()

        func name(_ file: URL) -> String {
            let path = file.standardizedFileURL.path
            return path.hasPrefix(root.path + "/") ? String(path.dropFirst(root.path.count + 1)) : path
        }
        print(Console.words(.importFiled(result.filed)))
        print(Console.words(.importAlreadyImported(result.alreadyImported)))
        print(Console.words(.importNotFiled(result.failures.count)))
        for failure in result.failures { print("  \(name(failure.file)): \(Console.words(.importFailed(failure.reason)))") }
        let skipped = result.duplicates.filter(\.skipped), kept = result.duplicates.filter { !$0.skipped }
        if !skipped.isEmpty { print(Console.words(.importSkippedAsFiledBefore(skipped.count))) }
        if !kept.isEmpty { print(Console.words(.importKeptThoughFiledBefore(kept.count))) }
        for duplicate in skipped + kept {
            guard let match = duplicate.matches.first else { continue }
            print(Console.words(.importFiledBefore(name: name(duplicate.file), documentID: match.documentID, warning: match.warning())))
        }
        if !found.ignored.isEmpty { print(Console.words(.importIgnored(files: found.ignored.count))) }
        let seconds = max(result.elapsed, 0.001)
        print(Console.words(.importTime(seconds: Self.decimal(seconds), lettersPerSecond: Self.decimal(Double(result.filed) / seconds))))
        if !result.failures.isEmpty {
            throw UserFacingError(.importLeftOut(failed: result.failures.count, of: found.count))
        }
    }

    static func decimal(_ value: Double) -> String {
        String(format: "%.1f", value)
    }
}

/// Import progress on standard error: one line redrawn in place on a terminal, at most ten
/// times a second; elsewhere (a log, a pipe) a line every `lineInterval` seconds.
final class ProgressBar {
    private let onTerminal: Bool
    private let lineInterval: TimeInterval
    private var lastShown: Date?
    private var lastDone = -1
    private var drewLine = false

    init(onTerminal: Bool, lineInterval: TimeInterval) {
        self.onTerminal = onTerminal
        self.lineInterval = lineInterval
    }

    func show(_ progress: ImportProgress) {
        let now = Date()
        if progress.isCompactingSearchIndex {
            finish()
            Console.warn(.indexing)
            return
        }
        guard progress.done != lastDone else { return }
        // The last count is always shown.
        if let lastShown, progress.done < progress.total,
           now.timeIntervalSince(lastShown) < (onTerminal ? 0.1 : lineInterval) { return }
        lastShown = now
        lastDone = progress.done
        let rate = progress.elapsed > 0 ? Double(progress.done) / progress.elapsed : 0
        let remaining = rate > 0 && progress.done < progress.total
            ? Int((Double(progress.total - progress.done) / rate).rounded()) : nil
        let numbers = Console.words(.importCounts(done: progress.done, total: progress.total,
                                                  lettersPerSecond: ImportCommand.decimal(rate), remainingSeconds: remaining))
        if onTerminal {
            let width = 24, filled = progress.total > 0 ? width * progress.done / progress.total : width
            let bar = String(repeating: "█", count: filled) + String(repeating: "░", count: width - filled)
            // \r back to the line's start, and ESC[K clears what a longer line left behind.
            FileHandle.standardError.write(Data("\r\(bar) \(numbers)\u{1B}[K".utf8))
            drewLine = true
        } else {
            Console.warn(.importing(numbers))
        }
    }

    /// Ends the redrawn line, so that what follows starts on a line of its own.
    func finish() {
        if drewLine { FileHandle.standardError.write(Data("\n".utf8)) }
        drewLine = false
    }
}
