import Foundation

/// What a decision grants, refuses or stops, and which of those it does, so that its title can
/// say both (`Vedtak foreldrepenger innvilget NAV`). A public body names its decision in a
/// heading (`Vedtak om hjemmesykepleie`), in a sentence (`Nav har innvilget søknaden din om
/// foreldrepenger`, `Du får sykepenger`), or only in the body (`søknaden din om pleiepenger`).
/// Bokmål and Nynorsk.
enum DecisionReader {
    enum Outcome: String, Sendable {
        case granted = "innvilget"
        case refused = "avslag"
        case stopped = "opphør"
        case changed = "endret"
    }

    struct Decision: Sendable, Equatable {
        /// The benefit or service as the letter writes it (`foreldrepenger`, `praktisk bistand i hjemmet`).
        var subject: String?
        var outcome: Outcome?
    }

    /// Headings that name the subject after them, longest first so that `avslag på søknad om` is
    /// not read as `avslag på`.
    private static let subjectLeads: [String] = [
        #"(nav|vi|kommunen|helfo|statsforvalteren|statsforvaltaren) har (innvilget|innvilga|avslått|avslege|endret|endra|stanset|stansa) (søknaden (din|di) om |søknad om |din |di |ditt )?"#,
        #"du (får|har fått|har fått innvilget|har fått innvilga) (innvilget |innvilga )?"#,
        #"vi (stanser|stansar|endrer|endrar) (din |di |ditt )?"#,
        #"(enkelt)?vedtak( om| i sak om| etter)?( tildeling av| innvilgelse av| innvilging av| avslag på| stans av| opphør av| opphøyr av| endring av| endring i)?( søknad om)? "#,
        #"(tildelingsvedtak|enkeltvedtak|vedtak)\s*[-–:]\s*(tildeling av |innvilgelse av )?"#,
        #"(svar på søknad om|avslag på søknad om|avslag på søknaden om|avslag på|innvilget søknad om|innvilga søknad om|innvilgelse av|tildeling av|stans av|opphør av|opphøyr av|endring av|endring i|tilbud om|tilbod om) "#,
    ]

    /// Words that end a subject read from a sentence (`om pleiepenger fra 1. mai`).
    private static let subjectEnds: Set<String> = [
        "fra", "frå", "til", "av", "for", "og", "som", "med", "i", "den", "datert", "mottatt", "motteke", "er", "blir",
        "vert", "fordi", "etter", "fom", "f.o.m.", "tom", "t.o.m.", "per", "har", "kom", "ble",
    ]

    static func read(_ text: LetterText, headingLine: Int?) -> Decision {
        var decision = Decision()
        let heading = headingLine.map { text.lines[$0].text }
        if let heading {
            decision.subject = subject(ofHeading: heading)
            decision.outcome = outcome(in: Skeleton.make(heading))
        }
        let body = text.lines.filter { !$0.isBlank && $0.index != headingLine }
        if decision.subject == nil {
            decision.subject = body.lazy.compactMap { subject(ofSentence: $0.text) }.first
        }
        if decision.outcome == nil {
            decision.outcome = body.lazy.compactMap { outcome(in: $0.skeleton) }.first
        }
        if let s = decision.subject, s.split(separator: " ").count > 5 {
            decision.subject = trimmed(s.split(separator: " ").prefix(5).map(String.init)).joined(separator: " ")
        }
        return decision
    }

    /// A subject cut short does not end on a word that needs another after it (`utgifter til`).
    static func trimmed(_ words: [String]) -> [String] {
        var words = words
        while let last = words.last, ["til", "av", "om", "for", "i", "på", "og", "med", "frå", "fra", "å", "at", "som", "vi", "du", "deg"].contains(last) {
            words.removeLast()
        }
        return words
    }

    static func subject(ofHeading heading: String) -> String? {
        let lowered = heading.trimmingCharacters(in: CharacterSet(charactersIn: " .:")).lowercased()
        for lead in subjectLeads {
            guard let r = lowered.range(of: "^" + lead, options: .regularExpression) else { continue }
            let rest = cleaned(String(lowered[r.upperBound...]))
            if !rest.isEmpty { return rest }
        }
        return nil
    }

    /// `søknaden din om omsorgspenger av 3. mars`: the words after `om`, up to the next phrase.
    static func subject(ofSentence line: String) -> String? {
        let lowered = line.lowercased()
        guard let r = lowered.range(of: #"søknad(en)?( din| di)? om "#, options: .regularExpression) else { return nil }
        var words: [String] = []
        for word in lowered[r.upperBound...].split(separator: " ") {
            let w = String(word)
            let bare = w.trimmingCharacters(in: .punctuationCharacters)
            if subjectEnds.contains(bare) || bare.contains(where: \.isNumber) || bare.isEmpty { break }
            words.append(bare)
            if w.last.map({ ".,;:".contains($0) }) ?? false { break }
            if words.count == 4 { break }
        }
        return words.isEmpty ? nil : words.joined(separator: " ")
    }

    /// A heading's subject without what follows it (`– ny vurdering`, a date, a case number).
    private static func cleaned(_ rest: String) -> String {
        var words: [String] = []
        for word in rest.split(separator: " ") {
            let bare = word.trimmingCharacters(in: .punctuationCharacters)
            if bare.isEmpty || ["-", "–"].contains(String(word)) || bare.contains(where: \.isNumber) { break }
            if ["fra", "frå", "for", "dine", "din", "di", "ditt", "deg"].contains(bare), !words.isEmpty { break }
            words.append(bare)
            if word.last.map({ ".,;:".contains($0) }) ?? false { break }
        }
        return trimmed(words).joined(separator: " ")
    }

    private static let outcomeWords: [(Outcome, [String])] = ([
        (.refused, ["avslag*", "avslått", "avslås", "avslåast", "avslege", "ikke innvilget", "ikkje innvilga"]),
        (.stopped, ["opphør*", "opphøyr*", "stans", "stanses", "stansast", "stanser", "stansar", "stanset", "stansa"]),
        (.granted, ["innvilget", "innvilga", "innvilges", "innvilgast", "innvilgelse", "innvilging", "du får",
                    "får du", "du har fått", "tildelt", "tildelast", "tildeles", "tilbud om", "tilbod om"]),
        (.changed, ["endret", "endra", "endring*", "omgjort", "omgjord"]),
    ] as [(Outcome, [String])]).map { ($0.0, $0.1.map(Skeleton.make)) }

    static func outcome(in skeleton: String) -> Outcome? {
        // A refusal says `ikke innvilget`; a grant may speak of what it does not stop.
        for (outcome, words) in outcomeWords where words.contains(where: { Skeleton.contains(skeleton, $0) }) {
            return outcome
        }
        return nil
    }
}
