/// The rules a document title follows: `YYYY-MM-DD <words>`, usable as a file name,
/// never holding a fødselsnummer.
public enum DocumentTitle {
    public enum Problem: Error, Equatable, Sendable {
        case empty
        case containsFodselsnummer
    }

    /// Cleans a title typed or inferred for a document; refuses one that holds a fødselsnummer
    /// rather than silently cutting it, so the user sees why their title changed.
    public static func validated(_ title: String) throws(Problem) -> String {
        let cleaned = FileName.sanitized(title, fallback: "")
        // Refused rather than silently cut, also when cleaning would join a split number.
        guard Fodselsnummer.findings(in: title).isEmpty,
              Fodselsnummer.findings(in: FileName.cleaned(title)).isEmpty
        else { throw .containsFodselsnummer }
        guard !cleaned.isEmpty else { throw .empty }
        return cleaned
    }

    /// A title's leading date, when it has one.
    public static func leadingDate(of title: String) -> CalendarDate? {
        CalendarDate(iso: title.prefix(10))
    }

    /// Puts `date` in front of a title's words, replacing a date that was there.
    public static func title(_ title: String, withDate date: CalendarDate?) -> String {
        var words = Substring(title)
        if leadingDate(of: title) != nil {
            words = title.dropFirst(10).drop(while: { $0 == " " })
        }
        guard let date else { return String(words) }
        return words.isEmpty ? date.iso : "\(date.iso) \(words)"
    }
}
