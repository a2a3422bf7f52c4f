import ArkivatorCore
import ArkivatorLibrary
import ArkivatorWire
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Terminal output: aligned columns, highlighted matches, JSON, and questions to the user.
enum Console {
    /// The command line speaks Bokmål.
    static let language = Language.bokmal

    static func words(_ line: TerminalLine) -> String { language.words(line) }
    static func words(_ message: Message) -> String { language.words(message) }

    static var isInteractive: Bool { isatty(STDIN_FILENO) != 0 }
    static var stdoutIsTerminal: Bool { isatty(STDOUT_FILENO) != 0 }

    /// A line on standard output, written at once even into a pipe, for whoever waits on it.
    static func say(_ message: String) {
        FileHandle.standardOutput.write(Data((message + "\n").utf8))
    }

    static func warn(_ message: String) {
        FileHandle.standardError.write(Data((message + "\n").utf8))
    }

    static func say(_ line: TerminalLine) { say(words(line)) }
    static func warn(_ line: TerminalLine) { warn(words(line)) }

    /// As the JSON API writes it, so that a script reads `--json` and the API alike.
    static func printJSON(_ value: some Encodable) throws {
        print(String(decoding: try WireJSON.encode(value), as: UTF8.self))
    }

    /// Left-aligned columns, each as wide as its widest cell, the last one unpadded.
    static func table(_ header: [String], _ rows: [[String]]) -> String {
        let all = [header] + rows
        let widths = header.indices.map { column in all.map { $0[column].count }.max() ?? 0 }
        return all.map { row in
            row.enumerated().map { column, cell in
                column == row.count - 1 ? cell : cell + String(repeating: " ", count: widths[column] - cell.count)
            }.joined(separator: "  ")
        }.joined(separator: "\n")
    }

    /// Bold on a terminal, «guillemets» when the output goes to a file or a pipe.
    static func highlighted(_ text: HighlightedText) -> String {
        let flattened = HighlightedText(segments: text.segments.map {
            .init(text: $0.text.replacingOccurrences(of: "\n", with: " "), isMatch: $0.isMatch)
        })
        return stdoutIsTerminal
            ? flattened.marked(open: "\u{1B}[1m", close: "\u{1B}[0m")
            : flattened.marked(open: "«", close: "»")
    }

    /// Asks a yes/no question on the terminal; "j" or "ja" (or "y"/"yes") is yes.
    static func confirm(_ question: TerminalLine) -> Bool {
        FileHandle.standardError.write(Data("\(words(question)) \(words(.yesOrNo)) ".utf8))
        guard let answer = readLine()?.trimmingCharacters(in: .whitespaces).lowercased() else { return false }
        return ["j", "ja", "y", "yes"].contains(answer)
    }
}

/// Where the library is and how it is opened.
enum LibraryAccess {
    static var folder: LibraryFolder { LibraryFolder(root: LibraryFolder.defaultRoot()) }

    /// The library, unlocked with the owner's passphrase.
    static func open() throws -> Library {
        let locked = try LockedLibrary.require(folder)
        return try unlock(locked, with: Passphrase.current())
    }

    /// The library, and the Library's proof that its passphrase was just given: what a command
    /// needs for what outlasts it (a backup, a grant, a whole fødselsnummer in a file). Every
    /// command asks for the passphrase as it starts, so that asking is the confirmation.
    static func openConfirmed() throws -> (library: Library, confirmed: PassphraseConfirmed) {
        let locked = try LockedLibrary.require(folder)
        return try locked.unlockedConfirming(passphrase: Passphrase.current(), appVersion: ArkivatorVersion.current,
                                             warn: { Console.warn($0) }, progress: SealingReport().show)
    }

    /// Unlocking carries out the deletions whose undo window has closed, so that a background
    /// purger that never ran loses nothing.
    static func unlock(_ locked: LockedLibrary, with passphrase: String) throws -> Library {
        try locked.unlocked(passphrase: passphrase, appVersion: ArkivatorVersion.current, warn: { Console.warn($0) },
                            progress: SealingReport().show)
    }

    /// Changes the library's keys with `change` (which has the library open), then finishes the
    /// change at once by unlocking again with the passphrase it leaves (`finishingWith`, else
    /// `passphrase`), the library let go of in between. When another process has it open, the
    /// change is finished by the next unlock instead.
    static func changeKeys<Result>(passphrase: String, finishingWith: () -> String? = { nil },
                                   _ change: (Library) throws -> Result) throws -> Result {
        let locked = try LockedLibrary.require(folder)
        let result = try change(try unlock(locked, with: passphrase))
        do {
            _ = try unlock(locked, with: finishingWith() ?? passphrase)
        } catch LibraryError.keyChangeWaitsForOtherProcess {
            Console.warn(LibraryError.keyChangeWaitsForOtherProcess.norwegian)
        }
        return result
    }
}

/// Changing the keys seals the database, then every file, anew, which takes a while in a big
/// library: said as it goes, a line per tenth, on standard error.
final class SealingReport: @unchecked Sendable {
    private let lock = NSLock()
    private var lastTenth = -1
    private var lastTotal = -1

    func show(_ progress: SealingProgress) {
        guard progress.total > 0 else { return }
        let tenth = progress.done * 10 / progress.total
        let shouldSay = lock.withLock {
            defer { (lastTenth, lastTotal) = (tenth, progress.total) }
            return tenth != lastTenth || progress.total != lastTotal
        }
        if shouldSay {
            Console.warn(.resealing(done: progress.done, total: progress.total, percent: tenth * 10))
        }
    }
}
