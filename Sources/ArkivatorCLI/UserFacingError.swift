import ArgumentParser
import ArkivatorLibrary
import Foundation

/// A failure told to the user in plain words, never with document text or an ID number in it.
struct UserFacingError: Error, CustomStringConvertible {
    let description: String

    init(_ message: String) {
        description = message
    }

    init(_ message: Message) {
        description = Console.words(message)
    }

    init(_ line: TerminalLine) {
        description = Console.words(line)
    }

    /// Words for the errors the library raises; nil for errors ArgumentParser already explains.
    init?(_ error: any Error) {
        switch error {
        case let error as UserFacingError:
            self = error
        case let error as LibraryError:
            self.init(Self.message(for: error))
        default:
            guard let words = ProblemWords.message(for: error) else { return nil }
            self.init(words)
        }
    }

    private static func message(for error: LibraryError) -> String {
        switch error {
        // On the command line the id was typed: say which, and where the right one is found.
        case .documentNotFound(let id): Console.words(.documentNotFoundSeeList(id: id))
        case .familyMemberNotFound(let id): Console.words(.familyMemberNotFoundSeeList(id: id))
        default: Console.language.words(error)
        }
    }
}

extension ValidationError {
    init(_ line: TerminalLine) {
        self.init(Console.words(line))
    }
}
