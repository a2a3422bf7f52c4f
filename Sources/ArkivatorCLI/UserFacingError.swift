import ArgumentParser
import ArkivatorLibrary
import Foundation

/// A failure told to the user in plain words, never with document text or an ID number in it.
struct UserFacingError: Error, CustomStringConvertible {
    let description: String

    init(_ message: String) {
        description = message
    }

    /// The command line speaks Bokmål.
    init(_ message: Message) {
        description = Language.bokmal.words(message)
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
        case .documentNotFound(let id): Language.bokmal.words(.documentNotFoundSeeList(id: id))
        case .familyMemberNotFound(let id): Language.bokmal.words(.familyMemberNotFoundSeeList(id: id))
        default: error.norwegian
        }
    }
}
