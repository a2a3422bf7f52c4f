import Foundation

/// Where a value's label stands when a printed form comes back as text, and which labels the
/// national e-health display layouts and patient-record printouts use.
///
/// A value's label may stand before it on its line (`Utstedt: 12.03.2021`), alone on the line
/// above (a table read cell by cell), or in a row of labels over one or more rows of values, the
/// n-th value under the n-th label:
///
///     Forskrivningsdato   Utløper      Refusjonskode
///     02.03.2021          02.03.2022   -70 (ICPC-2)
///
/// The gaps between the cells are often lost, so a row is split by the labels it is known to hold.
enum FieldLabels {
    /// Labels that stand in the same rows as dates but name something else, as skeletons.
    /// Without them a row like `Innlagt  Ansvarlig enhet` would not read as a row of labels.
    static let otherLabels: [String] = ([
        "ansvarlig", "ansvarlig enhet", "ansvarleg", "avdeling", "enhet", "type", "hastegrad", "meldingsid",
        "meldingsversjon", "visningsversjon", "visningsstil", "refusjonskode", "refusjonshjemmel", "ref.hjemmel",
        "reit", "ref.nr.", "ref.nr", "referansenummer", "dosering", "legemiddel", "legemidler", "virkestoff",
        "reaksjon", "cave", "materiale", "analyse", "resultat", "referanseområde", "ref.område", "merknad",
        "rekvirent", "forskriver", "tema", "telefon", "kontaktperson", "henviser", "utskrevet til", "omfang",
        "tjeneste", "gjenstående uttak", "atc", "reseptgruppe", "undersøkelse", "funn/resultat", "avvik gjelder",
        "type avvik", "hpr-nummer", "navn", "styrke", "form", "pakning", "mengde", "status", "kommentar",
        "beskrivelse", "indikasjon", "bruksområde", "legemiddelform", "utleveringsgruppe", "merk", "enheter",
        "pasient", "fødselsnummer", "mottaker", "avsender", "kopimottaker", "opprinnelig henviser", "relasjon",
        "nærmeste pårørende", "pårørende", "datter", "sønn", "ektefelle", "samboer", "mor", "far", "svigersønn",
        "svigerdatter", "verge", "foresatt", "bror", "søster", "barnebarn", "hjelpemiddel", "språk", "tolk",
        "resept", "uttak igjen", "uttak", "antall uttak", "gjenstående", "pakninger", "dose", "dosering og bruk",
    ] + referenceCaptions + [
        // A public body's or a clinic's case numbers, in the row over the letter's date
        // (`Vår dato   Deres dato   Vår ref.   Deres ref.`, `Dato   Kundenr.   Forfallsdato`).
        "saksnr", "saksnr.", "saksnummer", "sak", "saksbehandler",
        "sakshandsamar", "saksbehandlar", "arkivkode", "arkivnr", "arkivnr.", "journalnr", "journalnr.",
        "journalnummer", "løpenr", "løpenr.", "kundenr", "kundenr.", "kundenummer", "fakturanr", "fakturanr.",
        "fakturanummer", "beløp", "å betale", "kontonummer", "kid", "org.nr", "org.nr.", "vår saksbehandler",
        "unntatt offentlighet", "offl", "side",
        // A benefit's or a service's table (`Ytelse   Uttalelse mottatt   Dato for vedtak`,
        // `HMS-art.nr.   Hjelpemiddel   Antall   Leveres innen`).
        "ytelse", "ytelsar", "ytelser", "stønad", "stønadstype", "uttalelse", "uttale", "antall", "tal", "hms-art.nr",
        "hms-art.nr.", "art.nr", "art.nr.", "artikkelnummer", "leveres", "levert", "måned", "månad", "grad",
        "teneste", "egenandel", "eigendel", "egenbetaling", "eigenbetaling", "sats", "dagsats", "timer per veke",
        "timer per uke", "vedtak",
    ]).map(Skeleton.make)

    /// Captions of the letter's and the other party's case references (`Vår ref.`, `Dykkar ref.`),
    /// as written: a line holding one refers to a letter, it names none.
    static let referenceCaptions = ["vår ref", "vår ref.", "deres ref", "deres ref.", "dykkar ref", "dykkar ref.",
                                    "vår referanse", "deres referanse", "dykkar referanse"]

    /// Every label a row may hold, as word sequences, longest first: ``otherLabels`` and `labels`
    /// (skeletons), those a reader knows besides them (date labels, person labels).
    static func vocabulary(adding labels: [String]) -> [[String]] {
        (labels + otherLabels).map(words).sorted { $0.count > $1.count }
    }

    /// The words of a skeleton without edge punctuation (`utstedt:` → `utstedt`).
    static func words(_ skeleton: String) -> [String] {
        skeleton.split(separator: " ").map { $0.trimmingCharacters(in: .init(charactersIn: ":;,")) }
            .filter { !$0.isEmpty }
    }

    /// The labels of `line` in order, when the line is a row of labels: no digits, no sentence, and
    /// at least three words in four belong to known labels. Nil for any other line.
    static func labelRow(_ line: LetterLine, vocabulary: [[String]]) -> [String]? {
        let w = words(line.skeleton)
        // A full stop ends a sentence, or an abbreviated label (`Deres ref.`).
        let endsSentence = line.text.hasSuffix(".") && !vocabulary.contains { $0.last == w.last }
        guard !line.text.contains(where: \.isNumber), !endsSentence,
              line.text.first?.isUppercase ?? false else { return nil }
        guard (1...10).contains(w.count) else { return nil }
        var labels: [String] = []
        var covered = 0
        var i = 0
        while i < w.count {
            if let match = vocabulary.first(where: { label in
                label.count <= w.count - i && zip(label, w[i...]).allSatisfy { $0 == $1 }
            }) {
                labels.append(match.joined(separator: " "))
                covered += match.count
                i += match.count
            } else {
                i += 1
            }
        }
        guard !labels.isEmpty, covered * 4 >= w.count * 3 else { return nil }
        return labels
    }

    /// A line of running text: it closes with a full stop, or runs longer than a table's row.
    static func isSentence(_ line: LetterLine) -> Bool {
        line.text.hasSuffix(".") || line.text.split(separator: " ").count > 16
    }

    /// For a value on `index`'s line: the row of labels it stands under, looking up over other
    /// value rows of the same table (lines with digits) for at most `depth` lines.
    static func headerRow(above index: Int, in text: LetterText, vocabulary: [[String]],
                          depth: Int = 12) -> (line: Int, labels: [String])? {
        // A sentence is no row of values.
        guard !isSentence(text.lines[index]) else { return nil }
        var k = index
        for _ in 0..<depth {
            guard let previous = DateRoleAnalyzer.previousContentLine(before: k, in: text) else { return nil }
            let line = text.lines[previous]
            if let labels = labelRow(line, vocabulary: vocabulary) { return (previous, labels) }
            // Only rows of values (holding digits) may stand between a value and its labels.
            guard line.text.contains(where: \.isNumber), !isSentence(line) else { return nil }
            k = previous
        }
        return nil
    }
}
