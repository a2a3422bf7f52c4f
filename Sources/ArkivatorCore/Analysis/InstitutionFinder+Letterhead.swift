import Foundation

/// The sender as its own letterhead writes it, for the many senders no gazetteer knows (private
/// clinics, rehabilitation centres, foundations, treatment collectives, a chain's sites): the
/// name at the top of the page, the name over an organisation number, an `Avsender:` block, or
/// the institution under the signature. A chain the gazetteer knows keeps the site it names.
extension InstitutionFinder {
    /// Where on the page a letterhead name was read, the surer first.
    enum LetterheadPlace: Int, Comparable, Sendable {
        case senderBlock = 0, organisationNumber, top, footer, signature
        static func < (a: Self, b: Self) -> Bool { a.rawValue < b.rawValue }
    }

    struct LetterheadName: Sendable {
        let name: String
        let line: Int
        let place: LetterheadPlace
    }

    /// Words by which a line names an organisation rather than a person or an address.
    static let organisationWords = [
        "*klinikk", "*klinikken", "klinikk", "*senter", "*senteret", "*sentret", "*sykehus", "*sjukehus", "*sykehuset",
        "*sjukehuset", "stiftelsen", "stiftinga", "*kollektiv", "*kollektivet", "*institutt", "*instituttet",
        "*laboratorium", "*laboratoriet", "laboratoriemedisin", "røntgen", "*røntgen", "radiologi", "*radiologi",
        "*rehabilitering", "rehabilitering", "as", "asa", "*praksis", "*helse", "helse", "medisinsk",
        "medisinske", "*bad", "*hospital", "*hospitalet", "*senter as", "*tjeneste", "*teneste", "*kontor", "*kontoret",
        "*klinikk as", "*lab", "*labs", "diagnostikk", "*diagnostikk", "bildediagnostikk",
        // A practice named for what its doctors and therapists do (`Hudlegene på Majorstuen`,
        // `Psykologane på Voss`, `Sogndal Fysioterapi og Trening`, `Midtbyen Revmatologi`).
        "*legene", "*legane", "*legekontor", "*legesenter", "psykolog*", "*psykologi", "*psykologane", "*psykologene",
        "psykiater*", "fysioterapi*", "*fysioterapi", "*fysio", "ergoterapi*", "*terapi", "dps", "*spesialistene",
        "*spesialistane", "spesialistsenter*", "*revmatologi", "*kardiologi", "*nevrologi", "*gynekologi",
        "*ortopedi", "*urologi", "*dermatologi", "*indremedisin", "*indremedisinske", "øre-nese-hals",
        "*gruppen", "*gruppa", "gynekolog*", "*gynekologene", "*legevakt", "*legevakta", "legevakt*", "legevakta*",
    ].map(Skeleton.make)

    /// Words that make a name an organisation even after a doctor's title (`Dr. Wiborgs Klinikk`).
    private static let institutionNouns = ["*klinikk", "*klinikken", "*laboratorium", "*senter", "*institutt", "*sykehus"]
        .map(Skeleton.make)

    /// First words of a department's name (`Klinikk for kirurgi`, `Kirurgisk avdeling`), which a
    /// letterhead prints under its organisation.
    private static let unitOpenings = Set([
        "klinikk", "klinikken", "avdeling", "avd", "seksjon", "enhet", "eining", "senter", "poliklinikk", "post",
        "divisjon", "institutt", "laboratorium", "sengepost", "tildelingskontoret", "barnehagekontoret",
    ].map(Skeleton.make))

    /// Unit words that also open a private provider's name when a proper name follows.
    private static let namingOpenings = Set(["klinikk", "klinikken", "senter", "institutt", "laboratorium"].map(Skeleton.make))

    private static let organisationNumberLabels = ["org.nr", "org. nr", "org nr", "orgnr", "organisasjonsnummer",
                                                   "organisasjonsnr", "org.nummer", "foretaksnummer", "foretaksregisteret"]
        .map(Skeleton.make)

    static let signatureOpenings = ["med vennlig hilsen", "vennlig hilsen", "med hilsen", "med venleg helsing",
                                            "venleg helsing", "hilsen", "helsing"].map(Skeleton.make)

    /// Whether `text` reads as an organisation's name: an organisation word, no digits, not a
    /// person with a title, not a department, not a sentence, not a caption.
    static func looksLikeOrganisation(_ text: String) -> Bool {
        let t = text.trimmingCharacters(in: .whitespaces)
        let words = t.split(separator: " ")
        guard (1...6).contains(words.count), t.count >= 4, !t.contains(where: \.isNumber), !t.contains(":"),
              !t.hasSuffix(".") || t.hasSuffix(" AS."), let first = words.first, first.first?.isUppercase ?? false
        else { return false }
        // `Dr. Holmboes Laboratorium` is named after a doctor; `Dr. Ola Hansen` is the doctor.
        if startsWithPersonTitle(t),
           !(words.count >= 3 && institutionNouns.contains { Skeleton.contains(Skeleton.make(t), $0) }) { return false }
        let firstSkeleton = Skeleton.make(String(first)).trimmingCharacters(in: .punctuationCharacters)
        // `Klinikk for kirurgi` is a hospital's unit; `Klinikk Hausmann`, `Senter Nord` are names.
        let namedAfter = words.count >= 2 && (words[1].first?.isUppercase ?? false)
            && namingOpenings.contains(firstSkeleton)
        if unitOpenings.contains(firstSkeleton), !namedAfter { return false }
        // `Kirurgisk avdeling`, `Medisinsk klinikk`: an adjective opens a department's name
        if words.count >= 2, firstSkeleton.hasSuffix("isk") || firstSkeleton.hasSuffix("iske"), isUnitName(t) { return false }
        let s = Skeleton.make(t)
        if signatureOpenings.contains(where: { s.hasPrefix($0) }) { return false }
        return organisationWords.contains { Skeleton.contains(s, $0) }
    }

    /// A name as a title and a filing name want it: without a legal suffix and trailing punctuation.
    static func plainName(_ text: String) -> String {
        var words = text.trimmingCharacters(in: CharacterSet(charactersIn: " ,.;")).split(separator: " ").map(String.init)
        while let last = words.last, ["AS", "ASA", "HF", "SA", "DA", "ANS", "AS."].contains(last), words.count > 1 {
            words.removeLast()
        }
        // A letterhead in capitals (`KOLSÅS ORTOPEDIKLINIKK`) is filed as a name is written; a
        // short word in capitals is an acronym and stays so.
        if words.joined().filter(\.isLetter).allSatisfy(\.isUppercase) {
            words = words.map { $0.count > 3 ? $0.prefix(1) + $0.dropFirst().lowercased() : $0 }
        }
        return words.joined(separator: " ")
    }

    /// The letterhead's name: from an `Avsender:` block, over an organisation number, among the
    /// first lines, or under the signature, in that order of trust.
    static func letterheadName(_ text: LetterText, headEnd: Int) -> LetterheadName? {
        let content = text.contentLines
        var found: [LetterheadName] = []
        for (position, index) in content.enumerated() {
            let line = text.lines[index]
            let s = line.skeleton.trimmingCharacters(in: .whitespaces)
            // `Avsender:` over its block, or `Avsender: Kolsås Ortopediklinikk`
            if ["avsender", "avsendar"].map(Skeleton.make).contains(where: { s.hasPrefix($0) }) {
                let value = line.text.split(separator: ":", maxSplits: 1).dropFirst().first.map(String.init) ?? ""
                let candidates = [value.split(separator: ",").first.map(String.init) ?? ""]
                    + content[(position + 1)...].prefix(2).map { text.lines[$0].text }
                if let name = candidates.first(where: looksLikeOrganisation) {
                    found.append(LetterheadName(name: plainName(name), line: index, place: .senderBlock))
                }
            }
            if organisationNumberLabels.contains(where: { Skeleton.contains(s, $0) }), position < headEnd + 2 || position >= content.count - 8 {
                // The name stands before the number on its line, or on a line above it.
                let before = columns(of: line).first ?? ""
                let above = content[..<position].suffix(3).reversed().map { columns(of: text.lines[$0]).first ?? "" }
                if let name = ([before] + above).first(where: looksLikeOrganisation) {
                    found.append(LetterheadName(name: plainName(name), line: index, place: .organisationNumber))
                }
            }
        }
        // The top of the page: its first lines, before any address, caption or heading.
        for index in content.prefix(min(3, headEnd)) {
            let segment = columns(of: text.lines[index]).first ?? ""
            if looksLikeOrganisation(segment) {
                found.append(LetterheadName(name: plainName(segment), line: index, place: .top))
                break
            }
            if isRecipientLine(text.lines[index]) { break }
        }
        // The footer: a row of the sender's name, address and telephone at the foot of the letter
        // (`Moe Psykologteneste AS · Kaigaten 4, 5016 Bergen · tlf 932 48 115`).
        for index in content.suffix(2).reversed() {
            let segments = columns(of: text.lines[index])
            if segments.count >= 2, let name = segments.first(where: looksLikeOrganisation) {
                found.append(LetterheadName(name: plainName(name), line: index, place: .footer))
                break
            }
        }
        // Under the signature: the institution after the signer's name and title.
        if let opening = content.lastIndex(where: { i in signatureOpenings.contains { text.lines[i].skeleton.hasPrefix($0) } }) {
            for index in content[(opening + 1)...].prefix(4) {
                if let segment = columns(of: text.lines[index]).last(where: looksLikeOrganisation) {
                    found.append(LetterheadName(name: plainName(segment), line: index, place: .signature))
                    break
                }
            }
        }
        return found.min { $0.place < $1.place }
    }

    /// A line's parts: what separators (`,`, `·`, `|`) or a printed column's gap set apart.
    static func columns(of line: LetterLine) -> [String] {
        line.columns.flatMap { $0.components(separatedBy: CharacterSet(charactersIn: ",·|•")) }
            .flatMap { $0.components(separatedBy: " - ").flatMap { $0.components(separatedBy: " – ") } }
            .map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty }
    }

    /// What a letterhead's own words say the sender is: a radiology or laboratory chain's site is
    /// read as such; any other name on a health letter is a private provider's.
    static func kind(ofLetterhead name: String) -> InstitutionKind {
        let s = Skeleton.make(name)
        if ["*røntgen", "røntgen*", "radiologi*", "*radiologi", "bildediagnostikk"].map(Skeleton.make).contains(where: { Skeleton.contains(s, $0) }) {
            return .imaging
        }
        if ["*laboratorium", "*laboratoriet", "laboratoriemedisin", "*lab", "*labs"].map(Skeleton.make).contains(where: { Skeleton.contains(s, $0) }) {
            return .lab
        }
        return .privateClinic
    }

    /// Words of a chain's name that say what the chain is, not where: `Volvat Medisinske Senter
    /// Stokkan` is filed as `Volvat Stokkan`.
    private static let chainFillers = Set(["medisinske", "medisinsk", "senter", "senteret", "helse"].map(Skeleton.make))

    /// A chain the gazetteer knows, with the site its letterhead names (`Unilabs Røntgen Tromsø`,
    /// `Aleris Frogner`); `nil` when the line names no more than the chain.
    static func chainSite(of name: String, onLine line: LetterLine) -> String? {
        let known = InstitutionGazetteer.entries.filter { $0.name == name }.flatMap { [$0.name] + $0.forms }
        let chainFirsts = Set(known.map { Skeleton.make(String($0.split(separator: " ").first ?? "")) })
        // A column beside the name is another thing (`FÜRST MEDISINSK LABORATORIUM      SVARRAPPORT`).
        for segment in line.columns.flatMap({ $0.components(separatedBy: CharacterSet(charactersIn: ",·|–")) }) {
            var words = segment.split(separator: " ").map(String.init)
            // The segment may carry a caption (`Avsender: Volvat Majorstuen`)
            if let start = words.firstIndex(where: { chainFirsts.contains(Skeleton.make($0.trimmingCharacters(in: .punctuationCharacters))) }) {
                words = Array(words[start...])
            } else {
                continue
            }
            let plain = plainName(words.joined(separator: " ")).split(separator: " ").map(String.init)
            // The chain's own name in one of its known forms names no site.
            if known.contains(where: { Skeleton.make($0) == Skeleton.make(plain.joined(separator: " ")) }) { return nil }
            guard plain.count >= 2, plain.count <= 5, !plain.joined().contains(where: \.isNumber),
                  plain.dropFirst().allSatisfy({ $0.first?.isUppercase ?? false || ["i", "på"].contains($0) }) else { return nil }
            let kept = [plain[0]] + plain.dropFirst().filter { !chainFillers.contains(Skeleton.make($0)) }
            let site = kept.joined(separator: " ")
            return Skeleton.make(site) == Skeleton.make(name) || kept.count < 2 ? nil : site
        }
        return nil
    }
}
