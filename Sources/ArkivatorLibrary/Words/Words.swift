import ArkivatorCore

// Everything Arkivator says to a person, by what it means: a `LibraryError` (a refusal), a
// `Message` (what a page or a form tells), a `PageWord` (the templates' fixed words), a
// `TerminalLine` (what the command line prints and asks). Each language is one catalogue
// (`Bokmal/`, `English/`) whose switches the compiler holds to every key, so no word is
// missing in either; a front end only chooses the language.

/// One language's words for every key; the compiler holds each catalogue to every case.
protocol Catalogue {
    static func words(_ problem: LibraryError) -> String
    static func words(_ problem: FamilyMemberProblem) -> String
    static func words(_ message: Message) -> String
    static func words(_ word: PageWord) -> String
    static func words(_ line: TerminalLine) -> String
}

/// Bokmål, the language of every page until a browser asks for another.
enum Bokmal: Catalogue {}

/// English, for a browser that asks for it before any Norwegian.
enum English: Catalogue {}

/// `1 fil`, `2 filer`; `1 file`, `2 files`: the same in both languages, given each one's words.
func counted(_ number: Int, _ one: String, _ many: String) -> String {
    "\(number) \(number == 1 ? one : many)"
}

/// A size in kB under a megabyte, else in MB with one decimal under a hundred, written with
/// `decimalMark`.
func bytesWritten(_ bytes: Int, decimalMark: String) -> String {
    if bytes < 1_000_000 { return "\(bytes == 0 ? 0 : max(1, (bytes + 500) / 1000)) kB" }
    let tenths = (bytes + 50_000) / 100_000
    return tenths >= 1000 ? "\((bytes + 500_000) / 1_000_000) MB" : "\(tenths / 10)\(decimalMark)\(tenths % 10) MB"
}

extension Language {
    private var catalogue: any Catalogue.Type {
        switch self {
        case .bokmal: Bokmal.self
        case .english: English.self
        }
    }

    public func words(_ problem: LibraryError) -> String { catalogue.words(problem) }
    public func words(_ problem: FamilyMemberProblem) -> String { catalogue.words(problem) }
    public func words(_ message: Message) -> String { catalogue.words(message) }
    public func words(_ word: PageWord) -> String { catalogue.words(word) }
    public func words(_ line: TerminalLine) -> String { catalogue.words(line) }
}

/// `42 s`, `3 min 5 s`, `2 t 10 min`: a duration as a clock would say it, with the language's
/// letter for hours.
func duration(_ seconds: Int, hours: String) -> String {
    seconds < 60 ? "\(seconds) s" : seconds < 3600 ? "\(seconds / 60) min \(seconds % 60) s"
        : "\(seconds / 3600) \(hours) \(seconds % 3600 / 60) min"
}
