import ArgumentParser
import ArkivatorCore

/// Why a value typed for an option is not one it takes, in Norwegian.
///
/// ArgumentParser hears only nil from `init?(argument:)`, and would explain in English with the
/// status of a usage mistake; `Arkivator.main` shows this instead, and fails like any refusal.
enum ArgumentRefusal {
    // Arguments are parsed once, before anything else runs, on one thread.
    nonisolated(unsafe) private(set) static var reason: String?

    static func record(_ reason: String) {
        self.reason = reason
    }
}

extension DocumentType: ExpressibleByArgument {
    /// The contract's name, or a label as the screen shows it («Prøvesvar»).
    public init?(argument: String) {
        guard let type = DocumentType(userInput: argument) else {
            ArgumentRefusal.record(Self.refusal(of: argument))
            return nil
        }
        self = type
    }

    static func refusal(of typed: String) -> String {
        Console.words(.unknownDocumentType(typed: typed, choices: allValueStrings))
    }
}

extension CalendarDate: ExpressibleByArgument {
    /// How a date is written, shown as the option's value in `--help`.
    static let argumentShape = "ÅÅÅÅ-MM-DD"

    public init?(argument: String) {
        guard let date = CalendarDate(iso: argument) else {
            ArgumentRefusal.record(Self.refusal(of: argument))
            return nil
        }
        self = date
    }

    static func refusal(of typed: String) -> String {
        Console.words(.notADate(typed: typed, shape: argumentShape))
    }
}

extension LocalDateTime: ExpressibleByArgument {
    static let argumentShape = "ÅÅÅÅ-MM-DDTTT:MM"

    public init?(argument: String) {
        guard let time = LocalDateTime(iso: argument) else {
            ArgumentRefusal.record(Self.refusal(of: argument))
            return nil
        }
        self = time
    }

    static func refusal(of typed: String) -> String {
        Console.words(.notATime(typed: typed, shape: argumentShape))
    }
}

extension Quadrilateral: ExpressibleByArgument {
    static let argumentShape = "x1,y1,x2,y2,x3,y3,x4,y4"

    /// Four corners of a sheet in a photo, in pixels, in any order.
    public init?(argument: String) {
        guard let corners = Quadrilateral(commaSeparated: argument), corners.isConvex else {
            ArgumentRefusal.record(Self.refusal(of: argument))
            return nil
        }
        self = corners
    }

    static func refusal(of typed: String) -> String {
        Console.words(.cornersNotAQuadrilateral(typed: typed, shape: argumentShape))
    }
}

/// An empty argument («--institution ''») empties the field.
extension FieldChange: ExpressibleByArgument where Value: ExpressibleByArgument {
    public init?(argument: String) {
        guard !argument.trimmingCharacters(in: .whitespaces).isEmpty else {
            self = .clear
            return
        }
        guard let value = Value(argument: argument) else { return nil }
        self = .set(value)
    }

    public static var allValueStrings: [String] { Value.allValueStrings }

    public static var defaultCompletionKind: CompletionKind { Value.defaultCompletionKind }
}
