import ArkivatorCore

// Everything Arkivator says to a person, by what it means: a `LibraryError` (a refusal), a
// `Message` (what a page or a form tells), a `PageWord` (the templates' fixed words). Each
// language is one catalogue (`Bokmal/`, `English/`) whose switches the compiler holds to every
// key, so no word is missing in either; a front end only chooses the language.

/// Bokmål, the language of every page until a browser asks for another.
enum Bokmal {}

/// English, for a browser that asks for it before any Norwegian.
enum English {}

/// `1 fil`, `2 filer`; `1 file`, `2 files`: the same in both languages, given each one's words.
func counted(_ number: Int, _ one: String, _ many: String) -> String {
    "\(number) \(number == 1 ? one : many)"
}

extension Language {
    public func words(_ problem: LibraryError) -> String {
        switch self {
        case .bokmal: Bokmal.words(problem)
        case .english: English.words(problem)
        }
    }

    public func words(_ problem: FamilyMemberProblem) -> String {
        switch self {
        case .bokmal: Bokmal.words(problem)
        case .english: English.words(problem)
        }
    }

    public func words(_ message: Message) -> String {
        switch self {
        case .bokmal: Bokmal.words(message)
        case .english: English.words(message)
        }
    }

    public func words(_ word: PageWord) -> String {
        switch self {
        case .bokmal: Bokmal.words(word)
        case .english: English.words(word)
        }
    }
}
