/// What a date in a letter stands for.
enum DateRole: Hashable, Sendable {
    /// The letter's own date; higher strength = more explicit label.
    case letter(strength: Int)
    case appointment
    case admission
    case discharge
    case sample
    case birth
    /// A date of something received (`søknaden din, mottatt 06.02.2025`).
    case received
    /// The other party's date (`Deres dato`, the referral's date).
    case theirs
    /// A period bound or deadline (`fra 1. april`, `innen`, `gyldig til`).
    case period
    /// The date of an entry the letter lists, never the letter's own: a drug started or stopped,
    /// an allergy registered, a catalogue updated (`Oppdatert FEST`), a dispensing.
    case recorded
    /// No label near it.
    case unlabeled
}

/// The roles of a letter's dates and the two that the analysis reports.
struct DateFindings: Sendable {
    var mentions: [DateMention] = []
    var roles: [DateRole] = []
    /// The label each mention was read with (a skeleton), if any.
    var labels: [String?] = []
    var documentDate: CalendarDate?
    var documentDateIndex: Int?
    var documentDateConfidence = 0.0
    var appointment: LocalDateTime?
    var appointmentDate: CalendarDate?
    var appointmentIndex: Int?
    var appointmentConfidence = 0.0
    var admission: CalendarDate?
    var discharge: CalendarDate?
    var sampleDate: CalendarDate?
    var birthDates: [CalendarDate] = []
}

enum DateRoleAnalyzer {
    /// Labels, as skeletons, with the role they give the date after them.
    /// `nil` strength entries are resolved by document type (see ``role(forLabel:docType:)``).
    private static let labelTable: [(String, DateRole)] = {
        var table: [(String, DateRole)] = []
        func add(_ role: DateRole, _ words: [String]) { table += words.map { (Skeleton.make($0), role) } }
        // The footer «Dokumentinformasjon» of a message: when it was made and issued.
        add(.letter(strength: 5), ["melding opprettet", "melding utstedt", "melding oppretta", "melding utferda",
                                   "meldingsdato"])
        add(.letter(strength: 4), [
            "melding godkjent", "svar godkjent", "utskrift fra reseptformidleren", "hentet fra reseptformidleren",
            "skrevet ut", "dato utskrift", "dato for notat", "brevdato", "vår dato", "vaar dato", "dokumentdato", "rapportdato",
            "rapport dato", "utskriftsdato", "utskrift dato", "dato for utskrift", "utskrive dato", "svardato", "svar dato", "besvart",
            "forskrivningsdato", "forskrivingsdato", "utstedt", "utstedelsesdato", "utferda", "datert", "vedtaksdato", "dato for vedtak",
            "vedtaksdato", "journaldato", "notatdato", "skrevet", "skrive", "signert", "elektronisk signert",
            "godkjent dato", "svarrapport dato", "resultatdato", "dato for svar", "sendt", "utsendt", "brev dato",
            "printet", "utskrevet den", "endelig svar", "endeleg svar", "endelig rapport", "endeleg rapport",
            "rapport godkjent", "svar ferdig", "notat utskrevet", "notat skrevet", "notat utskrive", "notat skrive",
        ])
        add(.letter(strength: 3), ["godkjent", "diktert", "dikt", "sist endret", "oppdatert", "endret", "opprettet",
                                   "oppretta", "sist avstemt"])
        // A decision that says when it was made (`Vedtaket er gjort 9. september 2015 av NAV Årstad`).
        add(.letter(strength: 3), ["vedtaket er gjort", "vedtaket er gjort den", "vedtaket vart gjort", "vedtaket blei gjort",
                                   "vedtaket ble gjort", "vedtaket er fattet", "vedtaket ble fattet", "vedtaket er fatta",
                                   "vedtaket vart fatta", "vedtaket er truffet", "vedtaket er treft"])
        add(.letter(strength: 2), ["dato", "dato for brev", "forskrevet"])
        // A copy printed later from a record system (`Skrive ut frå CGM Journal 28.03.2025`): the
        // message's own date, when it gives one, is the letter's.
        add(.letter(strength: 1), ["skrevet ut fra", "skrive ut frå", "skrive ut fra", "utskrift fra", "utskrift frå",
                                   "printet fra", "skrevet ut av"])
        add(.admission, [
            "innlagt", "innlagd", "innleggelse", "innleggelsesdato", "innleggingsdato", "innkomst", "innkomstdato",
            "ankomst", "ankomstdato", "opphold fra", "opphald frå", "oppholdsperiode", "innlagt dato", "dato innlagt",
            "dato for innleggelse", "innskrevet", "innskriven", "innskrivingsdato", "kom inn", "innlagt fra",
            "innlagt i perioden", "opphold", "opphald", "kontaktdato", "konsultasjonsdato",
            // The visit a note or a summary tells of, never the day it was written.
            "konsultasjon", "konsultasjonen", "konsultert", "poliklinisk konsultasjon", "besøksdato", "undersøkt",
            "undersøkt den",
        ])
        add(.discharge, [
            "utskrevet", "utskriven", "utskrivningsdato", "utskrivingsdato", "utskrivning", "utskriving",
            "utreise", "utreisedato", "dato utskrevet", "dato for utskrivning", "utskreven", "reiste hjem",
            "utskrivningsklar", "utskrivningsklar fra", "utskrivingsklar", "forventet utskrivning",
        ])
        add(.sample, [
            "prøvetatt", "prøve tatt", "prøvetaking", "prøvetakingsdato", "prøvetakningsdato", "prøvetakning",
            "prøvedato", "dato prøvetakning", "dato prøvetaking", "prøvetakingstidspunkt", "tatt", "rekvirert",
            "analysetidspunkt", "analysetid", "analysert dato",
            "rekvisisjonsdato", "analysert", "analysedato", "undersøkelsesdato", "undersøkt dato", "materiale tatt",
            "mottatt lab", "mottatt laboratoriet", "prøve mottatt", "innsendt",
        ])
        add(.birth, [
            "født", "fødd", "f", "fødselsdato", "f.dato", "fdato", "f.d", "fødselsdag", "født den", "dob",
            "date of birth", "birth", "fødselsdato/alder",
        ])
        add(.received, ["mottatt", "motteke", "mottok", "innkommet", "mottatt dato", "søknadsdato", "søkt"])
        add(.recorded, [
            "registrert", "registrert dato", "oppdatert fest", "fest", "startdato", "seponert", "seponeringsdato",
            "sluttdato", "stoppdato", "sist utlevert", "utlevert", "siste utlevering", "tidligste utlevering",
            // A medication list's column of when each drug was begun (`Starta`, `Startet`, `Oppstart`).
            "starta", "startet", "startdato", "oppstartsdato", "seponert dato",
        ])
        // What the letter answers or refers to: an application, a complaint, an earlier letter or
        // decision, each dated by the one who wrote it (`Vi viser til søknaden din av 3. mars 2024`).
        add(.theirs, [
            "søknad av", "søknaden av", "søknaden din av", "søknaden di av", "søknad datert", "søknaden datert",
            "søknaden din datert", "søknaden di datert", "søknad fra deg av", "søknad frå deg av", "søknaden din fra",
            "søknaden din frå", "søknaden di frå", "søknaden fra", "søknaden frå", "søknad fra", "søknad frå",
            "klage av", "klagen av", "klagen din av", "klaga av", "klaga di av", "klagen din datert", "klaga di datert",
            "vedtak av", "vedtaket av", "vedtaket ditt av", "vedtaket vårt av", "vedtak datert", "vedtaket datert",
            "henvendelse av", "henvendelsen din av", "henvendinga di av", "førespurnaden din av",
            "brevet ditt av", "brevet vårt av", "brevet ditt datert", "brevet av", "e-posten din av", "e-posten av",
            "vi viser til", "vi syner til", "me viser til", "viser til",
        ])
        add(.theirs, [
            "deres dato", "dykkar dato", "deres brev", "dykkar brev", "henvisningsdato", "henvist", "henvisning datert",
            "deres ref", "dykkar ref", "deres referanse", "dykkar referanse", "henv",
            "henvisning av", "henvisning fra", "tilvising datert", "tilvisingsdato", "tidligere brev", "vårt brev av",
            "brev av", "brev datert", "henvisning mottatt", "tilvising motteke", "opprinnelig henvisning utstedt",
            "bestilt", "bestilt dato", "bestillingsdato", "tinga",
            "opprinnelig henvisning", "opprinnelig rekvisisjon", "opprinnelig forespørsel",
        ])
        add(.period, [
            "fra", "frå", "fra og med", "f.o.m", "fom", "til", "t.o.m", "tom", "gyldig", "gyldig til", "gyldig fra",
            "frist", "innen", "innan", "senest", "seinast", "utløper", "utløpsdato", "periode", "varighet",
            "start", "oppstart", "slutt", "siden", "sidan", "etter", "før", "per",
        ])
        // A benefit's or a service's span, its payments and the deadlines it sets: never the day
        // the letter was written, however late in the letter they stand.
        add(.period, [
            "frå og med", "til og med", "i perioden", "perioden", "i tidsrommet", "tidsrommet", "gjelder fra",
            "gjeld frå", "gjelder til", "gjeld til", "gjelder fra og med", "gjeld frå og med", "gjelder til og med",
            "gjeld til og med", "varer til", "varar til", "første dag", "fyrste dag", "siste dag", "første stønadsdag",
            "siste stønadsdag", "første dag med", "fyrste dag med", "siste dag med", "stanses fra", "stansast frå",
            "blir stanset fra", "blir stansa frå", "opphører fra", "opphøyrer frå", "opphører", "opphøyrer",
            "virkningstidspunkt", "virkningsdato", "iverksettes", "setjast i verk", "utbetales", "utbetalast",
            "blir utbetalt", "blir utbetalte", "betales ut", "utbetaling", "første utbetaling", "fyrste utbetaling",
            "siste utbetaling", "neste utbetaling", "utbetalt", "utbetalingsdato", "forfall", "forfallsdato",
            "fristen", "fristen er", "fristen for å klage er", "fristen for å uttale deg er", "klagefristen er",
            "klagefrist", "svarfrist", "uttalefrist", "frist for uttale", "frist for å svare", "svar innen",
            "svar innan", "uttale deg innen", "uttale deg innan", "sykmeldt fra", "sykmeldt siden", "sjukmeld frå",
            "sjukmeld sidan", "termin", "termindato", "evalueres innen", "evaluerast innan", "vurderes innen",
            "vurderast innan", "revurderes", "revurderast", "tidsbegrenset til", "tidsavgrensa til",
        ])
        add(.appointment, [
            "time", "timen", "timeavtale", "tid", "tidspunkt", "oppmøte", "oppmøtetid", "oppmøtedato", "møt", "møte",
            "møter", "satt opp", "sett opp", "innkalles", "innkalt", "innkalla", "avtalt", "velkommen", "dato og tid",
            "dato og klokkeslett", "når", "undersøkelse", "undersøking", "operasjon", "operasjonsdato", "behandling",
            "samtale", "kontroll", "konsultasjon den", "avtale", "timebestilling", "ny time", "endret time", "endra time",
            "dato for time", "dato for timen", "planlagt", "ventetid",
        ])
        return table
    }()

    /// Every label as word sequences, for reading rows of labels (``FieldLabels``).
    private static let rowVocabulary = FieldLabels.vocabulary(adding: labelTable.map(\.0))
    private static let roleOfLabel: [String: DateRole] = {
        var map: [String: DateRole] = [:]
        for (label, role) in labelTable where map[FieldLabels.words(label).joined(separator: " ")] == nil {
            map[FieldLabels.words(label).joined(separator: " ")] = role
        }
        return map
    }()

    /// The label of a date: the one right before it on its line; else the label over it in a row
    /// of labels (the n-th date of a row of values under the n-th date label); else a label further
    /// back on its line; else the previous line, when that is a label.
    /// `ordinal` counts the dates before this one on its line.
    private static func label(for m: DateMention, ordinal: Int, in text: LetterText,
                              previousMention: DateMention?) -> (String, DateRole)? {
        let line = text.lines[m.line].text
        let chars = Array(line)
        var from = 0
        if let p = previousMention, p.line == m.line { from = p.end }
        let prefix = String(chars[from..<m.start])
        // A date printed at the right margin stands apart from what is before it: a label right
        // before the gap still names it (`Vår dato:        08.11.2021`), a word further back on
        // the line belongs to another column (`Per Nordvik        1. april 2020` is no `per`).
        let standsApart = standsApart(m, in: text)
        let prefixSkeleton = Skeleton.make(standsApart ? prefix.trimmingCharacters(in: .whitespaces) : prefix)
        let sameLine = nearestLabel(in: prefixSkeleton, maxDistance: 48)
        if let sameLine, sameLine.distance <= 3 { return (sameLine.label, sameLine.role) }
        if let row = FieldLabels.headerRow(above: m.line, in: text, vocabulary: rowVocabulary) {
            if let under = labelStandingOver(m, row: row.line, in: text) { return under }
            let dateLabels = row.labels.filter { roleOfLabel[$0] != nil }
            if ordinal < dateLabels.count { return (dateLabels[ordinal], roleOfLabel[dateLabels[ordinal]]!) }
        }
        if standsApart, let caption = captionInCellAbove(m, in: text) { return caption }
        if let sameLine, !standsApart { return (sameLine.label, sameLine.role) }
        // A date starting its line takes the previous line as its label when that is a label
        let bare = prefix.trimmingCharacters(in: .whitespaces)
        if from == 0, bare.split(separator: " ").count <= 2, !bare.contains(":"), !(bare.first?.isUppercase ?? false) || bare.isEmpty,
           let prev = previousContentLine(before: m.line, in: text) {
            let p = text.lines[prev]
            let words = p.text.split(separator: " ")
            // `Dato:` or `Melding opprettet` captions the line below; `Saksbehandler: Per-Ivar Dahl`
            // is a caption with its value already, and `Per` in it is no `per 01.02`.
            if p.text.hasSuffix(":") || (words.count <= 3 && !p.text.contains(":")) {
                if let found = nearestLabel(in: p.skeleton, maxDistance: 60) { return (found.label, found.role) }
            }
        }
        return nil
    }

    /// The caption printed right over a date in a column of its own, on a line that holds another
    /// column too (`Volda legesenter      Vår dato     Vår referanse` over
    /// `v/ fastlege Oddbjørg Rise      10.02.2021   2021/80206`): the address beside it makes the
    /// line no row of labels, but the cell over the date still names it.
    private static func captionInCellAbove(_ m: DateMention, in text: LetterText) -> (String, DateRole)? {
        guard m.line > 0, !text.lines[m.line - 1].isBlank,
              let column = text.lines[m.line].printedColumn(of: m.start),
              let cell = text.lines[m.line - 1].printedCells(gap: 3).last(where: { $0.column <= column + 3 }),
              cell.column >= column - 4
        else { return nil }
        let label = FieldLabels.words(Skeleton.make(cell.text)).joined(separator: " ")
        return roleOfLabel[label].map { (label, $0) }
    }

    /// The label printed over a date in a row of values with empty cells: the cell of the row of
    /// labels that starts at or just before the date (`Deres dato   Vår ref.   Vår dato` over
    /// `             20/397065  15.10.2020`, where counting dates would take the first label).
    private static func labelStandingOver(_ m: DateMention, row: Int, in text: LetterText) -> (String, DateRole)? {
        let cells = text.lines[row].printedCells()
        // A full row of values stands cell by cell under its labels: counting is surer than
        // columns, which a short value under a long label does not line up with.
        guard cells.count >= 2, text.lines[m.line].printedCells().count < cells.count,
              let column = text.lines[m.line].printedColumn(of: m.start),
              let cell = cells.last(where: { $0.column <= column + 3 }) else { return nil }
        let label = FieldLabels.words(Skeleton.make(cell.text)).joined(separator: " ")
        return roleOfLabel[label].map { (label, $0) }
    }

    /// Documents a letter may cite by date (`henvisning … datert 02.10.2024`).
    private static let documentNouns = ["henvisning", "henvisningen", "tilvising", "tilvisinga", "brev", "brevet",
                                        "epikrise", "epikrisen", "søknad", "søknaden", "vedtak", "vedtaket", "melding",
                                        "meldingen", "rekvisisjon", "rekvisisjonen", "resept", "resepten"].map(Skeleton.make)

    /// Whether a date's label runs on from words before it, as in a sentence (on its line, or on the
    /// line above when the sentence wraps), rather than standing as a caption: at the line's start
    /// or after one word naming the document, after
    /// a wide gap (a column of its own), or with a colon after it (`Tjørnvegen 5      Dato: 09.04.2021`,
    /// `Signert av: Dr. Li 3.4.2024`).
    private static func isInSentence(_ label: String, before m: DateMention, in text: LetterText) -> Bool {
        let column = text.lines[m.line].column(before: m.start).trimmingCharacters(in: .whitespaces)
        let prefix = Skeleton.make(column)
        guard let range = prefix.range(of: label, options: .backwards) else { return false }
        let before = prefix[..<range.lowerBound]
        guard before.contains(where: \.isLetter) else { return continuesSentence(m, in: text) }
        // After another value, a label captions the next one in a row of pairs
        // (`Prøve tatt 10.03.2015  Mottatt 11.03.2015  Svar dato 19.03.2015`, `Diktert 07.07.2011,
        // skrevet 08.07.2011`).
        if before.trimmingCharacters(in: CharacterSet.whitespaces.union(CharacterSet(charactersIn: ",;"))).last?.isNumber ?? false {
            return false
        }
        // `Brevet er skrevet 12. januar 2024`, `Dette vedtaket er datert …`: the letter speaks of itself.
        let words = before.split(separator: " ").map(String.init)
        if words.suffix(3).contains(where: selfReferences.contains) { return false }
        // A single capitalised word opening the line names the document whose date follows
        // (`Svarrapport utstedt 20.11.2020`, `Sist oppdatert …`).
        if words.count == 1, column.first?.isUppercase ?? false { return false }
        return !prefix[range.upperBound...].contains(":")
    }

    /// Whether a line that opens with a lowercase label runs on from a sentence the line above
    /// leaves open (`… og legeerklæringa er` / `datert 17.03.2018.`).
    private static func continuesSentence(_ m: DateMention, in text: LetterText) -> Bool {
        let line = text.lines[m.line]
        guard line.wideGaps.isEmpty || line.wideGaps.min()! >= m.start,
              line.text.first?.isLowercase ?? false, m.line > 0 else { return false }
        return runsOn(fromLineAbove: m.line, in: text)
    }

    /// Whether the line right above `index` leaves a sentence open: it ends in a lowercase word,
    /// or a comma (`… fra arbeidsgiveren,` / `datert 11.02.2009, viser …`).
    private static func runsOn(fromLineAbove index: Int, in text: LetterText) -> Bool {
        guard index > 0 else { return false }
        let above = text.lines[index - 1].text.trimmingCharacters(in: .whitespaces)
        guard let last = above.split(separator: " ").last, let end = above.last, end.isLetter || end == "," else { return false }
        return last.first?.isLowercase ?? false
    }

    /// The first line of the letter's running text: eight words or more in one column, most of
    /// them lowercase. Above it stand the letterhead, the addresses, the case lines and the
    /// heading; below it a table's dates are the benefit's, not the letter's.
    static func bodyStart(in text: LetterText) -> Int? {
        text.lines.first { line in
            let words = line.text.split(separator: " ")
            return !line.isBlank && line.wideGaps.isEmpty && words.count >= 8
                && words.filter { $0.first?.isLowercase ?? false }.count * 2 >= words.count
        }?.index
    }

    /// The skeleton of a date's line before the date.
    private static func prefixSkeletonOfLine(_ m: DateMention, _ text: LetterText) -> String {
        Skeleton.make(String(Array(text.lines[m.line].text)[..<m.start]))
    }

    static func previousContentLine(before index: Int, in text: LetterText) -> Int? {
        var k = index - 1
        while k >= 0 {
            if !text.lines[k].isBlank { return k }
            k -= 1
        }
        return nil
    }

    static func nextContentLine(after index: Int, in text: LetterText) -> Int? {
        var k = index + 1
        while k < text.lines.count {
            if !text.lines[k].isBlank { return k }
            k += 1
        }
        return nil
    }

    private static func nearestLabel(in skeleton: String, maxDistance: Int) -> (label: String, role: DateRole, distance: Int)? {
        var best: (distance: Int, length: Int, label: String, role: DateRole)? = nil
        let total = skeleton.count
        for (label, role) in labelTable {
            var searchFrom = skeleton.startIndex
            var lastEnd: String.Index? = nil
            while let r = Skeleton.firstRange(of: label, in: skeleton, from: searchFrom) {
                lastEnd = r.upperBound
                searchFrom = r.upperBound
                if searchFrom >= skeleton.endIndex { break }
            }
            guard let end = lastEnd else { continue }
            let distance = total - skeleton.distance(from: skeleton.startIndex, to: end)
            // What lies between the label and the date may only be short (punctuation, a few words),
            // but a signature names its signer first (`Elektronisk signert av Olav Haugen,
            // spesialist i radiologi, 27.02.2024`).
            let signs = label.hasSuffix(signedWord)
            guard distance <= max(maxDistance, signs ? 90 : 0) else { continue }
            let between = skeleton[end...]
            if between.filter({ $0.isLetter }).count > (signs ? 64 : 28) { continue }
            if best == nil || distance < best!.distance || (distance == best!.distance && label.count > best!.length) {
                best = (distance, label.count, label, role)
            }
        }
        return best.map { ($0.label, $0.role, $0.distance) }
    }

    private static let signedWord = Skeleton.make("signert")
    private static let selfReferences = Set(["brevet", "dette", "denne", "brevet vårt", "meldinga", "meldingen"].map(Skeleton.make))

    /// What a record's entry is, after its date and time (`Konsultasjon`, `Telefon`, `E-konsultasjon`).
    private static let entryKinds = ["konsultasjon", "kons", "telefon", "tlf", "notat", "journalnotat", "kontakt",
                                     "e-konsultasjon", "videokonsultasjon", "video", "sykebesøk", "sjukebesøk",
                                     "legevakt", "time", "oppmøte", "samtale", "behandling", "undersøkelse"]
        .map(Skeleton.make)

    /// Whether the text before a date that ends its line sets it apart as the header's date: a
    /// wide gap (the date printed at the right margin) after a caption and its value or a name, or
    /// a caption with a single value (`Saksnr.: 24/1234 6. mai 2024`). A sentence running on into a
    /// date does neither.
    static func closesHeaderLine(_ prefix: String, apart: Bool) -> Bool {
        let content = prefix.trimmingCharacters(in: .whitespaces)
        guard !content.isEmpty, !content.hasSuffix(":") else { return false }
        if apart { return true }
        let parts = content.split(separator: ":", maxSplits: 1)
        guard parts.count == 2, parts[0].split(separator: " ").count <= 3 else { return false }
        return parts[1].split(separator: " ").count == 1
    }

    /// Whether a wide gap on the printed line comes right before the date.
    static func standsApart(_ m: DateMention, in text: LetterText) -> Bool {
        m.start > 0 && text.lines[m.line].wideGaps.contains(m.start - 1)
    }

    private static let weekdaySkeletons = Set(NorwegianDateParser.weekdays.map(Skeleton.make))

    /// Whether nothing but a weekday (`fredag 3. mai 2024`), or nothing at all, stands before the date.
    private static func isWeekdayAlone(_ prefix: String) -> Bool {
        let words = prefix.split(whereSeparator: { $0 == " " || $0 == "," })
        return words.isEmpty || (words.count == 1 && weekdaySkeletons.contains(Skeleton.make(String(words[0]))))
    }

    /// Whether the text before the date is only a place name (`Trondheim,`, `Mo i Rana`, `Oslo, den`).
    /// Without a comma the line must end with the date: `Evaluering 15. juni 2024.` is a sentence.
    private static func isPlacePrefix(_ prefix: String, before suffix: String) -> Bool {
        if !prefix.contains(","), !suffix.isEmpty { return false }
        var words = prefix.split(whereSeparator: { $0 == " " || $0 == "," }).map(String.init)
        if words.last?.lowercased() == "den" { words.removeLast() }
        if prefix.contains(","), let last = words.last, weekdaySkeletons.contains(Skeleton.make(last)) {
            words.removeLast()  // `Oslo, fredag 3. mai 2024`
        }
        guard (1...4).contains(words.count) else { return false }
        guard let first = words.first?.first, first.isUppercase else { return false }
        for w in words {
            if w.contains(where: { $0.isNumber || $0 == ":" }) { return false }
            if weekdaySkeletons.contains(Skeleton.make(w.trimmingCharacters(in: .punctuationCharacters))) { return false }
            if !(w.first?.isUppercase ?? false), !["i", "på", "og", "den", "ved"].contains(w) { return false }
        }
        return true
    }

    static func analyze(_ text: LetterText, docType: DocumentType, family: [FamilyMember],
                        scanDate: CalendarDate, layout: MessageLayout? = nil) -> DateFindings {
        var f = DateFindings()
        // Each line is read together with the next one, so that a date or time broken over two
        // lines (`lørdag 6.` / `september 2025 kl. 9.30`) is found whole; it belongs to the line it starts on.
        for line in text.lines where !line.isBlank {
            let length = line.text.count
            var joined = line.text
            if line.index + 1 < text.lines.count, !text.lines[line.index + 1].isBlank {
                joined += " " + text.lines[line.index + 1].text
            }
            for m in NorwegianDateParser.mentions(in: joined, lineIndex: line.index, referenceYear: scanDate.year)
            where m.start < length {
                f.mentions.append(DateMention(day: m.day, month: m.month, year: m.year, line: m.line, start: m.start,
                                              end: min(m.end, length), form: m.form, hasWeekday: m.hasWeekday, time: m.time))
            }
        }
        // A time on the next line under a time label belongs to a date that has none.
        for i in f.mentions.indices where f.mentions[i].time == nil {
            let m = f.mentions[i]
            let lineText = text.lines[m.line].text
            let after = String(Array(lineText)[m.end...]).trimmingCharacters(in: .whitespaces)
            let laterOnLine = f.mentions.contains { $0.line == m.line && $0.start > m.start }
            if !laterOnLine, after.count <= 2, let next = nextContentLine(after: m.line, in: text),
               let time = NorwegianDateParser.leadingTime(in: text.lines[next].text) {
                f.mentions[i].time = time
            }
        }
        let birthDays = Set(family.compactMap(\.birthDate))
        let headLimit = max(8, text.contentLines.count * 2 / 5)
        // The header block of a letter with a long address and case lines may reach further
        // down than the share of a short letter's lines that counts as its head.
        let headerDateLimit = max(headLimit, 12)
        let bodyStart = bodyStart(in: text)
        var ordinal = 0
        for (i, m) in f.mentions.enumerated() {
            let previous = i > 0 ? f.mentions[i - 1] : nil
            ordinal = previous?.line == m.line ? ordinal + 1 : 0
            var role: DateRole = .unlabeled
            var readAsDateLine = false
            let lineText = text.lines[m.line].text
            let chars = Array(lineText)
            let prefix = String(chars[(previous?.line == m.line ? previous!.end : 0)..<m.start])
            let rest = String(chars[m.end...]).trimmingCharacters(in: .whitespaces)
            let suffix = rest.trimmingCharacters(in: CharacterSet(charactersIn: " .,"))
            let labelled = label(for: m, ordinal: ordinal, in: text, previousMention: previous)
            if let (label, labelRole) = labelled {
                role = labelRole
                if labelRole == .discharge, docType == .labSvar || label == Skeleton.make("utskrevet den"),
                   text.contentPosition(ofLine: m.line) < headLimit {
                    role = .letter(strength: 4)  // `Utskrevet 12.10.2025` heading a lab report
                }
                // A medication list is printed (`Utskrevet 27.04.2022`); nobody is discharged by it.
                if labelRole == .discharge, docType == .resept, label == Skeleton.make("utskrevet") {
                    role = .letter(strength: 4)
                }
                // A referral's own date, and a requisition's, are named so only in those messages.
                if [Skeleton.make("henvisningsdato"), Skeleton.make("tilvisingsdato")].contains(label), docType == .henvisning {
                    role = .letter(strength: 4)
                }
                if labelRole == .sample, label == Skeleton.make("rekvisisjonsdato"), docType == .annet {
                    role = .letter(strength: 4)
                }
                if labelRole == .received, docType == .labSvar { role = .sample }
                // `Henvisning fra fastlege datert 02.10.2024`: another document's date
                if label == Skeleton.make("datert"), documentNouns.contains(where: { Skeleton.contains(prefixSkeletonOfLine(m, text), $0) }) {
                    role = .theirs
                }
                // `Søknaden er signert av deg 14.08.2022`, `legeerklæringa … datert 24.06.2022`: a
                // sentence dates what it speaks of; the letter's own date is a caption.
                if case .letter = labelRole, isInSentence(label, before: m, in: text) { role = .theirs }
                // `Dato: 05.11.2025 kl. 08.40` in a summons is the time to come; in anything else, when it was made.
                if case .letter(let s) = labelRole, s == 2, m.time != nil, docType == .innkalling { role = .appointment }
                if labelRole == .admission, docType == .innkalling { role = .appointment }
            } else if previous?.line != m.line,
                      // In a column of its own beside the address (`Til fastlege    Bergen, 23. november
                      // 2020`), the place and date are read in their own cell.
                      case let cell = text.lines[m.line].column(before: m.start),
                      case let datePrefix = cell.allSatisfy(\.isWhitespace) ? prefix : cell,
                      (isWeekdayAlone(datePrefix) || isPlacePrefix(datePrefix, before: rest)),
                      suffix.isEmpty || suffix.count <= 2,
                      !(prefix.allSatisfy(\.isWhitespace) && runsOn(fromLineAbove: m.line, in: text)) {
                // A date line: `Trondheim, 3. november 2025`, `Lørenskog 20.09.2025`, `2. jan. 2025`;
                // never the last cell of a table row (`15.06.2025   20.08.2025   Avsluttet 20.09.2025`),
                // nor the end of a wrapped sentence (`… Forfallsdato er` / `7.4.2017.`)
                let place = isPlacePrefix(datePrefix, before: rest)
                if m.time == nil && (!m.hasWeekday || place) {
                    role = .letter(strength: place ? 3 : 2)
                    readAsDateLine = true
                } else if m.time == nil, suffix.isEmpty,
                          docType != .innkalling || text.contentPosition(ofLine: m.line) < 3 {
                    // `fredag 3. mai 2024` alone on its line dates a letter that summons nobody, and
                    // a summons at its very top.
                    role = .letter(strength: 2)
                    readAsDateLine = true
                } else if m.time != nil || m.hasWeekday {
                    role = .appointment
                }
            } else if previous?.line != m.line, suffix.isEmpty, m.time == nil,
                      !m.hasWeekday || docType != .innkalling || text.contentPosition(ofLine: m.line) < 3,
                      text.contentPosition(ofLine: m.line) < headerDateLimit, m.line < (bodyStart ?? Int.max),
                      closesHeaderLine(prefix, apart: standsApart(m, in: text)) {
                // A public body's letter dates itself at the right of its header block, beside the
                // case number or the recipient's name (`Saksnummer: 152964849        6. mai 2024`).
                role = .letter(strength: 3)
                readAsDateLine = true
            } else if previous?.line != m.line, m.start == 0, !m.hasWeekday, docType == .epikrise || docType == .annet,
                      case let entry = suffix.replacingOccurrences(of: #"^(kl\.? ?)?\d{1,2}[:.]\d{2}\s*"#, with: "",
                                                                    options: .regularExpression),
                      m.time != nil || entry != suffix,
                      entryKinds.contains(where: Skeleton.make(entry).hasPrefix) {
                // A journal note heads its entry with the visit's date and time
                // (`14.04.2023 08:20   Konsultasjon   Ida Lie`): without a date of its own, the note's date.
                role = .letter(strength: 1)
            }
            // A family member's birthday is a birth date, unless a label says it is the letter's date
            // (`Solheim, Ingrid 21.08.1944` is no place and date line).
            if let d = m.date, birthDays.contains(d) {
                if case .letter(let s) = role, s >= 3, !readAsDateLine {} else { role = .birth }
            }
            // A section quoting an earlier message (`Opprinnelig henvisning … Utstedt 20.02.2021`)
            // dates that message, not this one.
            if let layout, layout.quotedLines.contains(m.line), role != .birth { role = .theirs }
            f.roles.append(role)
            f.labels.append(labelled?.0)
        }

        // Document date
        var best: (score: Int, index: Int)? = nil
        for (i, m) in f.mentions.enumerated() {
            guard case .letter(let strength) = f.roles[i], let d = m.date, d <= scanDate, d.year >= 1950 else { continue }
            // Prefer explicit labels, then the head of the letter, then the earliest.
            let inHead = text.contentPosition(ofLine: m.line) < headLimit
            let score = strength * 10 + (inHead ? 5 : 0)
            if best == nil || score > best!.score { best = (score, i) }
            else if score == best!.score, isForskrivning(f.labels[i]), let cur = f.mentions[best!.index].date, d > cur {
                best = (score, i)  // a list of prescriptions: the newest one
            }
        }
        if let best {
            f.documentDateIndex = best.index
            f.documentDate = f.mentions[best.index].date
            f.documentDateConfidence = best.score >= 35 ? 0.95 : (best.score >= 25 ? 0.85 : 0.7)
        } else {
            // Fallback: the latest plausible date that is none of the excluded roles
            var fallback: (CalendarDate, Int)? = nil
            // A date with no role comes before one of a period, a deadline or a receipt: a
            // decision's last day of benefit or its deadline for a complaint is often its latest date.
            for pass in 0..<3 {
                for (i, m) in f.mentions.enumerated() {
                    guard let d = m.date, d <= scanDate, d.year >= 1990 else { continue }
                    switch f.roles[i] {
                    case .unlabeled, .letter: break
                    case .received where pass >= 1: break
                    case .period where pass >= 1: break
                    case .appointment where pass == 2 && docType != .innkalling: break
                    default: continue
                    }
                    if pass <= 1, m.time != nil || m.hasWeekday { continue }
                    if fallback == nil || d > fallback!.0 { fallback = (d, i) }
                }
                if fallback != nil { break }
            }
            if let fallback {
                f.documentDate = fallback.0
                f.documentDateIndex = fallback.1
                f.documentDateConfidence = 0.45
            }
        }

        // Admission, discharge, sample, birth
        for (i, m) in f.mentions.enumerated() {
            guard let d = m.date else { continue }
            switch f.roles[i] {
            case .admission where f.admission == nil: f.admission = d
            case .discharge where f.discharge == nil: f.discharge = d
            case .sample where f.sampleDate == nil: f.sampleDate = d
            case .birth: f.birthDates.append(d)
            default: break
            }
        }

        if docType == .innkalling { chooseAppointment(&f, text: text, scanDate: scanDate) }
        return f
    }

    private static func isForskrivning(_ label: String?) -> Bool {
        guard let label else { return false }
        return label.hasPrefix(Skeleton.make("forskriv")) || label.hasPrefix(Skeleton.make("forskrev"))
    }

    static let appointmentContext: [String] = [
        "time", "timen", "timeavtale", "satt opp", "sett opp", "innkall*", "oppmøte", "møt", "møte", "avtalt",
        "velkommen", "undersøk*", "operasjon", "operer*", "behandling", "konsultasjon", "kontroll", "samtale",
        "innlegg*", "dagkirurgi", "poliklinikk*", "tidspunkt", "klokkeslett", "avtale", "plass",
    ].map(Skeleton.make)

    static func birthOrOld(_ d: CalendarDate, _ reference: CalendarDate) -> Bool {
        d.year < reference.year - 2
    }
}

import Foundation
