import Foundation

/// A letter that moves or cancels an appointment given before.
extension ActionFinder {
    static let moved = TextPattern(#"(\b(?:er|blir|har\s+blitt|har\s+vorte|vert|er\s+blitt|må\s+bli|vil\s+bli)\s+(?:dessverre\s+|diverre\s+)?(?:flyttet|flytta|endret|endra|utsatt|utsett|omberammet|omberamma|framskyndet|framskunda)\b|\bendring\s+av\s+(?:time|timen|timeavtale\w*|avtale\w*|tidspunkt\w*|oppmøte\w*)|\b(?:endret|endra)\s+(?:time|timeavtale|tidspunkt|oppmøtetid)\b|^\s*ny\s+(?:tid|time)\s*(?::|$)|\bnytt\s+tidspunkt\s*(?:er|blir|:)|\bny\s+tid\s*(?:er|blir|:)|\bmå\s+(?:dessverre|diverre)\s+(?:endre|endra|flytte|flytta|utsette|utsetje)\b|\bflytting\s+av\s+(?:time|timen)|\btimeendring|\bflyttet\s+(?:timen|time)\b|\b(?:flytte|endre)\s+timen\s+din\b.*\btil\b)"#)
    static let cancelled = TextPattern(#"(\b(?:er|blir|har\s+blitt|har\s+vorte|vert|er\s+blitt|må\s+bli)\s+(?:dessverre\s+|diverre\s+)?(?:avlyst|avlyse|kansellert|strøket|stroke)\b|\bavlysning\b|\bavlysing\b|\b(?:time|timen|timeavtalen|avtalen|undersøkelsen|operasjonen|timen\s+din)\b.{0,60}?\butgår\b|\bmå\s+(?:dessverre|diverre)\s+avlyse\b|\bavlyst\s+(?:time|timen)\b)"#)
    private static let earlier = TextPattern(#"\b(tidligere\s+time|tidlegare\s+time|opprinnelig\s+time|opphavleg\s+time|gammel\s+time|gamal\s+time|gammel\s+tid|opprinnelig\s+tid|tidligere\s+tidspunkt|tidlegare\s+tidspunkt|opprinnelig\s+tidspunkt|tidligere\s+avtalt|tidlegare\s+avtalt|time\s+du\s+hadde|timen\s+du\s+hadde|timen\s+din)\b"#)
    private static let newTime = TextPattern(#"^\s*(?:ny\s+time|ny\s+tid|nytt\s+tidspunkt)\b"#)
    private static let changeIsOnlyPossible = TextPattern(#"\b(dersom|hvis|viss|om\s+du|ved\s+behov|kan\s+bli|kan\s+måtte|i\s+tilfelle|risiko|må\s+du|ønsker\s+du|ønskjer\s+du|vil\s+du|kan\s+du|ikke\s+kan|ikkje\s+kan)\b"#)

    static func change(_ letter: LetterText, _ sentences: [LetterSentences.Sentence],
                       _ known: Known) -> (Found<AppointmentChange>?, Found<LocalDateTime>?) {
        var kind: AppointmentChange? = nil
        var changeSentences: [LetterSentences.Sentence] = []
        for sentence in sentences where !sentence.inFooter && !changeIsOnlyPossible.isFound(in: sentence.text) {
            let isMoved = moved.isFound(in: sentence.text), isCancelled = cancelled.isFound(in: sentence.text)
            guard isMoved || isCancelled else { continue }
            // A move names a new time; a letter that cancels and offers a new time has moved it.
            if isMoved { kind = .moved } else if kind == nil { kind = .cancelled }
            changeSentences.append(sentence)
        }
        guard let kind else { return (nil, nil) }
        // `Tidligere time: …` names the old time outright; a sentence that moves it names both.
        let named = sentences.filter { earlier.isFound(in: $0.text) } + changeSentences
        var previous: LocalDateTime? = nil
        for sentence in named where !newTime.isFound(in: sentence.text) {
            let mentions = NorwegianDateParser.mentions(in: sentence.text, lineIndex: sentence.line,
                                                        referenceYear: known.documentDate?.year ?? 2025)
            for m in mentions {
                guard let time = m.time, let day = m.resolved(after: known.documentDate),
                      let at = LocalDateTime(date: day, hour: time.hour, minute: time.minute) else { continue }
                if kind == .moved, at == known.appointment { continue }
                previous = at
                break
            }
            if previous != nil { break }
        }
        return (Found(kind, confidence: 0.85), previous.map { Found($0, confidence: 0.8) })
    }
}
