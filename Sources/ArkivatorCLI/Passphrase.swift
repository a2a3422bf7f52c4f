import Foundation
import ArkivatorLibrary
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads passphrases from the environment, a terminal (without echo) or a pipe, one per line.
enum Passphrase {
    static let environmentVariable = "ARKIVATOR_PASSPHRASE"
    static let newEnvironmentVariable = "ARKIVATOR_NEW_PASSPHRASE"

    /// The passphrase of an existing library.
    static func current() throws -> String {
        if let value = environment(environmentVariable) { return value }
        return try readLine(prompt: .promptPassphrase)
    }

    /// A new passphrase, typed twice so that a typo does not lock the owner out. What makes
    /// it long enough is the library's rule, the same wherever it is typed.
    static func new(variable: String = environmentVariable) throws -> String {
        if let value = environment(variable) { return value }
        let first = try readLine(prompt: .promptNewPassphrase)
        let second = try readLine(prompt: .promptRepeatPassphrase)
        guard first == second else { throw UserFacingError(.twoPassphrasesDifferNothingChanged) }
        return first
    }

    /// The passphrase only if it was given in the environment; never a prompt.
    static func fromEnvironment() -> String? {
        environment(environmentVariable)
    }

    private static func environment(_ name: String) -> String? {
        ProcessInfo.processInfo.environment[name].flatMap { $0.isEmpty ? nil : $0 }
    }

    /// Reads one line from standard input with echo turned off when it is a terminal.
    static func readLine(prompt: TerminalLine, echo: Bool = false) throws -> String {
        let isTerminal = isatty(STDIN_FILENO) != 0
        if isTerminal { FileHandle.standardError.write(Data(Console.words(prompt).utf8)) }
        var saved = termios()
        let hideInput = isTerminal && !echo && tcgetattr(STDIN_FILENO, &saved) == 0
        if hideInput {
            var silent = saved
            silent.c_lflag &= ~tcflag_t(ECHO)
            tcsetattr(STDIN_FILENO, TCSAFLUSH, &silent)
        }
        defer {
            if hideInput {
                tcsetattr(STDIN_FILENO, TCSAFLUSH, &saved)
                FileHandle.standardError.write(Data("\n".utf8))
            }
        }
        guard let line = Swift.readLine(strippingNewline: true) else {
            throw UserFacingError(.passphraseMissing(variable: environmentVariable))
        }
        return line
    }
}
