import Foundation

/// Which of a letter's dates is the appointment: scored by what marks one (a time, a weekday,
/// the words of an appointment near it, a date after the letter's own), never a time the letter
/// moves away from, nor a date years before it.
extension DateRoleAnalyzer {
    static func chooseAppointment(_ f: inout DateFindings, text: LetterText, scanDate: CalendarDate) {
        let letterDate = f.documentDate
        var best: (score: Int, index: Int, date: CalendarDate)? = nil
        for (i, m) in f.mentions.enumerated() where i != f.documentDateIndex {
            switch f.roles[i] {
            case .birth, .sample, .discharge, .theirs, .received, .recorded: continue
            case .letter(let s) where s >= 3: continue
            default: break
            }
            guard let d = m.resolved(after: letterDate ?? scanDate) else { continue }
            var score = 0
            if m.time != nil { score += 3 }
            if m.hasWeekday { score += 2 }
            if f.roles[i] == .appointment { score += 3 }
            if f.roles[i] == .period { score -= 2 }
            let here = text.lines[m.line].skeleton
            let prev = DateRoleAnalyzer.previousContentLine(before: m.line, in: text).map { text.lines[$0].skeleton } ?? ""
            if appointmentContext.contains(where: { Skeleton.contains(here, $0) || Skeleton.contains(prev, $0) }) { score += 2 }
            if isReplaced(m, in: text) { score -= 6 }
            if let letterDate {
                if d > letterDate { score += 1 } else if d < letterDate { score -= 4 }
            }
            // Years before the letter (or, without one, the scan) is a birth date or history, not a
            // time to come; an old letter filed today still gives its own appointment.
            if birthOrOld(d, letterDate ?? scanDate) { score -= 5 }
            if score >= 3, best == nil || score > best!.score { best = (score, i, d) }
        }
        guard let best else { return }
        f.appointmentIndex = best.index
        f.appointmentDate = best.date
        if let t = f.mentions[best.index].time {
            f.appointment = LocalDateTime(date: best.date, hour: t.hour, minute: t.minute)
        }
        f.appointmentConfidence = f.appointment == nil ? 0.3 : min(0.97, 0.5 + Double(best.score) * 0.06)
    }

    /// Phrases that say the time before them is given up for the one after: `Timen 14. januar kl. 10.00
    /// er flyttet til …`.
    private static let replacedBy = ["er flyttet til", "er flytta til", "blir flyttet til", "er endret til",
                                     "er endra til", "er utsatt til", "er utsett til", "flyttet fra", "flytta frå",
                                     "endret fra", "endra frå", "i stedet for", "i staden for", "erstatter",
                                     "erstattar"].map(Skeleton.make)
    /// Labels of the time a letter moves away from.
    private static let replacedLabels = ["tidligere time", "tidlegare time", "opprinnelig time", "opphavleg time",
                                         "gammel time", "gamal time", "gammel tid", "opprinnelig tid",
                                         "tidligere tidspunkt", "opprinnelig tidspunkt"].map(Skeleton.make)

    /// A time the letter moves the appointment away from: never the appointment.
    static func isReplaced(_ m: DateMention, in text: LetterText) -> Bool {
        let line = Array(text.lines[m.line].text)
        let before = Skeleton.make(String(line[..<m.start]))
        let after = Skeleton.make(String(line[m.end...]))
        if replacedLabels.contains(where: { Skeleton.contains(before, $0) }) { return true }
        if let range = replacedBy.lazy.compactMap({ Skeleton.firstRange(of: $0, in: before) }).first {
            // `flyttet fra 14. januar`: the date right after the phrase is the old one
            let phrase = String(before[range.lowerBound...])
            if phrase.hasPrefix(Skeleton.make("flyttet fra")) || phrase.hasPrefix(Skeleton.make("flytta frå"))
                || phrase.hasPrefix(Skeleton.make("endret fra")) || phrase.hasPrefix(Skeleton.make("endra frå"))
                || phrase.hasPrefix(Skeleton.make("i stedet for")) || phrase.hasPrefix(Skeleton.make("i staden for")) {
                return before.distance(from: range.upperBound, to: before.endIndex) <= 12
            }
        }
        let tail = after.prefix(40)
        return ["er flyttet", "er flytta", "blir flyttet", "er endret", "er endra", "er utsatt", "flyttes til",
                "er omberammet"].map(Skeleton.make).contains { Skeleton.contains(String(tail), $0) }
    }
}
