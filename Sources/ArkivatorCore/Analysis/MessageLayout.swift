import Foundation

/// Whom the text of a message's header speaks of.
enum MessageParty: Sendable, Equatable {
    case patient
    /// The issuing organisation (`Avsender`).
    case sender
    /// Receivers, copy receivers, requesters and earlier referrers: never the sender.
    case otherParty
    /// The service provider (`Tjenesteyter`) of older layouts, which name the parties by their
    /// roles: it sends an answer (epikrise, svarrapport) and receives a referral.
    case provider
}

/// A letter printed from a national e-health message, read by the parts its display layout prints.
///
/// Helsedirektoratet's display stylesheets ("visningsfiler", NorskHelsenett/kith-visningsfiler)
/// print every message the same way: a header with the patient's column (Pasient, Fødselsnummer,
/// Adresse) beside the parties' column (Avsender, Mottaker, Kopimottaker; Rekvirent in a
/// svarrapport, Opprinnelig henviser in a viderehenvisning), then the message's name (Epikrise,
/// Henvisning, Svarrapport, a PLO message's name, …), the body, and a footer «Dokumentinformasjon»
/// whose «Melding opprettet» is the date the message was made. Sections named «Opprinnelig
/// henvisning», «Opprinnelig rekvisisjon» or «Opprinnelig forespørsel» quote an earlier message.
///
/// On paper turned back into text a caption and its value come on one line (`Avsender: Lade
/// legesenter`), on two (`Avsender` / `Lade legesenter`), or the two header columns are joined
/// line by line (`Fødselsnummer 150379 48213   Kirurgisk avdeling`). Letters of other shapes read
/// as having no header, and every question about parties answers nil.
struct MessageLayout: Sendable {
    /// From `column` (characters into the line's text) on, the text speaks of `party`, under the
    /// caption `caption` (a skeleton: `avsender`, `mottaker`, `kopimottaker`, …).
    struct Span: Sendable, Equatable {
        let column: Int
        let party: MessageParty
        let caption: String
    }

    /// The header's lines and their spans; other lines are absent.
    let spans: [Int: [Span]]
    /// The first content line after the header: the message's name, as a rule.
    let bodyStart: Int?
    /// The line «Dokumentinformasjon» that opens the footer.
    let footerStart: Int?
    /// Lines of sections that quote an earlier message.
    let quotedLines: Set<Int>
    /// Whether the patient's and the parties' columns were joined line by line.
    let columns: Bool

    /// Whether the header names its sender, or its service provider.
    var hasSender: Bool { spans.values.contains { $0.contains { $0.party == .sender || $0.party == .provider } } }

    /// Whom the text at `column` of line `index` speaks of, if the line is in the header.
    func party(ofLine index: Int, at column: Int = 0) -> MessageParty? {
        spans[index]?.last { $0.column <= column }?.party
    }

    /// The header lines with text about `party`, in order, with the column where that text begins
    /// and the caption it stands under.
    func lines(of party: MessageParty) -> [(line: Int, column: Int, caption: String)] {
        spans.keys.sorted().compactMap { index in
            spans[index]!.first { $0.party == party }.map { (index, $0.column, $0.caption) }
        }
    }

    // MARK: Reading a letter

    /// Header captions as skeletons, with the party whose text follows them.
    private static let captions: [(caption: String, party: MessageParty)] = {
        var list: [(String, MessageParty)] = []
        func add(_ party: MessageParty, _ words: [String]) { list += words.map { (Skeleton.make($0), party) } }
        add(.patient, ["pasient", "fødselsnummer", "fødselsnr", "fødselsnr.", "fnr", "fnr.", "personnummer", "d-nummer",
                       "fødselsdag", "fødselsdato", "kjønn", "adresse", "bostedsadresse", "dødsdato", "dato prøvetaking",
                       "dato undersøkelse"])
        add(.sender, ["avsender", "avsendar", "fra", "frå", "sendt fra", "sendt frå"])
        add(.provider, ["tjenesteyter", "tenesteytar"])
        add(.otherParty, ["mottaker", "mottakar", "kopimottaker", "kopimottakar", "kopimottaker(e)", "kopimottakere",
                          "kopi til", "rekvirent", "henviser", "opprinnelig henviser", "utfører", "tilvisar", "til",
                          "sendt til", "adressat"])
        return list.sorted { $0.0.count > $1.0.count }
    }()

    /// Captions that are everyday words too: they count only alone on their line or before a colon
    /// (`Fra:`, `Til`), never in `Til foresatte for …`.
    private static let plainWordCaptions = Set(["fra", "frå", "til"].map(Skeleton.make))

    /// A caption at the start of `line`: the party, and where the value after it begins.
    private static func leadingCaption(_ line: LetterLine) -> (party: MessageParty, caption: String, end: Int)? {
        for (caption, party) in captions {
            guard let r = Skeleton.firstRange(of: caption, in: line.skeleton), r.lowerBound == line.skeleton.startIndex
            else { continue }
            let end = line.skeleton.distance(from: line.skeleton.startIndex, to: r.upperBound)
            let rest = line.skeleton.dropFirst(end)
            // `Pasient` alone, `Pasient: …`, `Pasient Nordvik, Kari`; not `Pasientens legemiddelliste`
            guard rest.isEmpty || rest.first == " " || rest.first == ":" else { continue }
            if plainWordCaptions.contains(caption), !(rest.isEmpty || rest.trimmingCharacters(in: .whitespaces).hasPrefix(":")) {
                continue
            }
            return (party, caption, min(end + 1, line.text.count))
        }
        return nil
    }

    /// Sender and party captions later in a line (`… 7036 Trondheim   Mottaker Lade legesenter`),
    /// as the header's right-hand column writes them: capitalised, after a space.
    private static func laterCaptions(_ line: LetterLine) -> [Span] {
        var found: [Span] = []
        let words = line.text.split(separator: " ", omittingEmptySubsequences: false)
        var column = 0
        for (i, word) in words.enumerated() {
            defer { column += word.count + 1 }
            guard i > 0, word.first?.isUppercase ?? false else { continue }
            let rest = words[i...].prefix(2).joined(separator: " ")
            let sk = Skeleton.make(rest)
            for (caption, party) in captions where party != .patient {
                guard sk.hasPrefix(caption) else { continue }
                let after = sk.dropFirst(caption.count)
                guard after.isEmpty || after.first == " " || after.first == ":" else { continue }
                // `Frå: Legevakta …     Til: Volda legesenter`: an everyday word is a caption only
                // with its colon, in a column of its own.
                if plainWordCaptions.contains(caption), after.first != ":" || !line.wideGaps.contains(column - 1) { continue }
                found.append(Span(column: column, party: party, caption: caption))
                break
            }
        }
        return found
    }

    /// Whether `line` holds its captions and nothing else (`Pasient Avsender`, `Fødselsnummer Mottaker`).
    private static func isCaptionsOnly(_ line: LetterLine, leading: (party: MessageParty, caption: String, end: Int),
                                       later: [Span]) -> Bool {
        var rest = Skeleton.make(line.text)
        for caption in [leading.caption] + later.map(\.caption) {
            guard let r = rest.range(of: caption) else { return false }
            rest.removeSubrange(r)
        }
        return rest.allSatisfy { $0 == " " || $0 == ":" }
    }

    private static let sectionsEndingQuotes = [
        "diagnoser", "vurdering", "videre oppfølging", "kommentar til svarrapporten", "undersøkelsesresultat",
        "sammendrag", "legemiddelopplysninger", "kritisk informasjon", "vedlegg", "årsak til innleggelse",
        "årsak til henvisning", "sykehistorie", "funn/undersøkelsesresultat", "forløp og behandling", "pårørende",
        "aktuell problemstilling", "dokumentinformasjon", "kliniske opplysninger",
    ].map(Skeleton.make)

    private static let quotingSections = ["opprinnelig henvisning", "opprinnelig rekvisisjon", "opprinnelig forespørsel",
                                          "opprinnelig melding", "opprinneleg tilvising"].map(Skeleton.make)

    init(_ text: LetterText) {
        let content = text.contentLines
        var spans: [Int: [Span]] = [:]
        var bodyStart: Int? = nil
        var columns = false
        // The header starts at the first caption line near the top (a printout may open with a letterhead).
        if let first = content.prefix(25).firstIndex(where: { Self.leadingCaption(text.lines[$0]) != nil }) {
            var current: Span? = nil      // whom continuation lines speak of
            var right: Span? = nil        // the parties' column, when the columns are joined
            var valuesSinceCaption = 0
            // A line of captions only (`Pasient   Avsender`), whose values follow on the next line
            // (`Kari Nordvik   St. Olavs hospital HF`) in the same order.
            var captionRow: [Span]? = nil
            for position in first..<content.count {
                let index = content[position]
                let line = text.lines[index]
                let leading = Self.leadingCaption(line)
                let later = Self.laterCaptions(line)
                if leading == nil, later.isEmpty {
                    // The header ends at the message's name, at prose, or after a long run of values.
                    let heading = DocumentClassifier.headingMatch(of: line).map { $0.strength >= 0.7 } ?? false
                    if heading || line.text.split(separator: " ").count > 12 || valuesSinceCaption >= 7 {
                        bodyStart = index
                        break
                    }
                }
                var lineSpans: [Span] = []
                let previousCaptionRow = captionRow
                captionRow = nil
                if leading == nil, later.isEmpty, let row = previousCaptionRow {
                    // The first value is the first caption's; what follows it, the later captions'.
                    lineSpans = [Span(column: 0, party: row[0].party, caption: row[0].caption)]
                        + row.dropFirst().map { Span(column: 1, party: $0.party, caption: $0.caption) }
                    spans[index] = lineSpans
                    valuesSinceCaption += 1
                    continue
                }
                if let leading {
                    let span = Span(column: 0, party: leading.party, caption: leading.caption)
                    if leading.party == .patient, later.isEmpty, let right, columns {
                        // `Fødselsnummer 150379 48213   Kirurgisk avdeling`: the patient's value, then the
                        // parties' column; where one ends is unknown, and patient values never name
                        // institutions or departments.
                        lineSpans = [span, Span(column: leading.end, party: right.party, caption: right.caption)]
                    } else {
                        lineSpans = [span]
                    }
                    if leading.party != .patient { right = span }
                    current = span
                    valuesSinceCaption = 0
                } else if let span = columns ? right : current {
                    lineSpans = [Span(column: 0, party: span.party, caption: span.caption)]
                    valuesSinceCaption += 1
                }
                if let last = later.last {
                    if leading?.party == .patient { columns = true }
                    lineSpans += later
                    right = last
                    current = last
                    valuesSinceCaption = 0
                    if let leading, Self.isCaptionsOnly(line, leading: leading, later: later) {
                        captionRow = [Span(column: 0, party: leading.party, caption: leading.caption)] + later
                    }
                }
                if !lineSpans.isEmpty { spans[index] = lineSpans }
            }
        }
        let footerHeading = Skeleton.make("dokumentinformasjon")
        let footer = content.last { text.lines[$0].skeleton.trimmingCharacters(in: .whitespaces) == footerHeading }
        self.footerStart = footer
        // A letter that names no sender and prints no footer is no message: its `Pasient:` line
        // stays an ordinary line.
        let named = spans.values.contains { $0.contains { $0.party == .sender || $0.party == .provider } }
        self.spans = named || footer != nil ? spans : [:]
        self.bodyStart = named || footer != nil ? bodyStart : nil
        self.columns = columns

        var quoted = Set<Int>()
        for (position, index) in content.enumerated() {
            let s = text.lines[index].skeleton
            guard Self.quotingSections.contains(where: { s.hasPrefix($0) }) else { continue }
            // A section heading alone on its line quotes what follows; a label line quotes itself.
            quoted.insert(index)
            guard !text.lines[index].text.contains(where: \.isNumber) else { continue }
            for next in content[(position + 1)...].prefix(8) {
                let ns = text.lines[next].skeleton
                // The quote is a block of captions and values: a section, the footer or prose ends it.
                if Self.sectionsEndingQuotes.contains(where: { ns.hasPrefix($0) }) || (footer.map { next >= $0 } ?? false)
                    || text.lines[next].text.split(separator: " ").count > 8 {
                    break
                }
                quoted.insert(next)
            }
        }
        self.quotedLines = quoted
    }
}
