import Foundation

/// Builds `YYYY-MM-DD <3–10 words>`: the type word, what the letter is about, the sender's short name.
enum TitleBuilder {
    struct Parts {
        var docType: DocumentType
        var date: CalendarDate
        var institutionShort: String?
        var department: String?
        var specialty: String?
        var recipientDepartment: String?
        var heading: String?
        var keywords: [String]
        /// The heading phrase the classifier read the heading by (a skeleton), if any.
        var headingPhrase: String? = nil
        /// For a decision: what it is about and what it decides.
        var decision: DecisionReader.Decision? = nil
    }

    static let maximumWords = 10

    static func build(_ p: Parts) -> String {
        var p = p
        // A heading in capitals (`ENKELTVEDTAK – PRAKTISK BISTAND`) is written in lower case in a title
        if let h = p.heading, h.filter(\.isLetter).count > 3, h.filter(\.isLetter).allSatisfy(\.isUppercase) {
            p.heading = h.lowercased()
        }
        var about: [String] = []
        var lead: [String] = p.docType == .annet ? [] : [p.docType.norwegianLabel]
        let inst = p.institutionShort.map { words($0) } ?? []
        // Keywords worth a title: no general words (`kontroll`), no specialty added as padding.
        let specific = p.keywords.filter {
            !KeywordExtractor.generic.contains(Skeleton.make($0)) && Skeleton.make($0) != p.specialty.map(Skeleton.make)
        }
        switch p.docType {
        case .innkalling, .epikrise:
            if let d = p.department { about = departmentWords(d) }
            else if let s = p.specialty { about = [s.lowercased()] }
            else if p.docType == .innkalling, let meeting = p.heading.flatMap(summonsSubject) { about = meeting }
            else if let k = p.keywords.first { about = words(k) }
        case .labSvar:
            // `Svarrapport Hemoglobin Ferritin fra Fürst`, `Svarrapport patologi fra Haukeland`
            let discipline = p.heading.flatMap(svarrapportDiscipline) ?? []
            if p.heading.map({ Skeleton.make($0).hasPrefix(Skeleton.make("svarrapport")) }) ?? false { lead = ["Svarrapport"] }
            let analyses = specific.filter { k in !discipline.contains { Skeleton.make($0) == Skeleton.make(k) } }
            about = discipline + Array(analyses.prefix(discipline.isEmpty ? 3 : 1).flatMap { words($0) }.prefix(4))
            if !inst.isEmpty { about += ["fra"] }
        case .resept:
            // `Resept Paracet fra Bryn legesenter`, `Legemiddelliste Metformin Somac fra …`
            if let phrase = p.headingPhrase {
                if DocumentClassifier.medicationListNames.contains(phrase) { lead = ["Legemiddelliste"] }
                if DocumentClassifier.prescriptionOverviewNames.contains(phrase) { lead = ["Reseptoversikt"] }
            }
            about = Array(specific.prefix(2).flatMap { words($0) }.prefix(3))
            if !inst.isEmpty { about += ["fra"] }
        case .henvisning:
            if let d = p.recipientDepartment { about = ["til"] + departmentWords(d) }
            else if let s = p.specialty { about = ["til", s.lowercased()] }
            if !inst.isEmpty { about += ["fra"] }
        case .vedtak:
            // `Vedtak foreldrepenger innvilget NAV`: the benefit or service, then what was decided.
            if let subject = p.decision?.subject { about = DecisionReader.trimmed(Array(words(subject).prefix(5))) }
            else if let h = p.heading, let subject = KeywordExtractor.subject(ofHeading: h) { about = words(subject) }
            else if let k = p.keywords.first { about = words(k) }
            if let outcome = p.decision?.outcome {
                let said = about.contains { DecisionReader.outcome(in: Skeleton.make($0)) == outcome }
                if !said { about = Array(about.prefix(max(1, maximumWords - 2 - inst.count))) + [outcome.rawValue] }
            }
        case .annet:
            if let h = p.heading, let phrase = p.headingPhrase, DocumentClassifier.messageNameSkeletons.contains(phrase) {
                // A message between services: its name, then who sent it (`Helseopplysninger fra
                // kirurgisk avdeling Sørlandet sykehus`).
                // `PLO-melding: Melding om …`, `Meldingstype: Helseopplysninger`: the name after the label
                let parts = h.split(separator: ":", maxSplits: 1)
                let name = parts.count == 2 && parts[0].split(separator: " ").count <= 2 ? String(parts[1]) : h
                about = Array(words(name).filter { $0 != "-" && $0 != "–" }.prefix(5)).enumerated()
                    .map { $0.offset == 0 ? $0.element : lowerFirst($0.element) }
                about += ["fra"] + (p.department.map(departmentWords) ?? [])
            } else if let h = p.heading {
                // `Førehandsvarsel – vi vurderer å krevje tilbake …`: five words that end on one that says something
                about = DecisionReader.trimmed(Array(words(h).filter { $0 != "-" && $0 != "–" }.prefix(5)))
            }
            else if let k = p.keywords.first { about = words(k) }
            else { about = ["Brev"] }
        }
        about = about.filter { !saysNothing($0) }
        if p.docType == .annet, about.allSatisfy({ $0 == "fra" || $0 == "til" }) { about.insert("Brev", at: 0) }
        if p.docType == .annet, let first = about.first {
            about[0] = first.prefix(1).uppercased() + first.dropFirst()
        }
        // Don't repeat the institution inside the department words
        let instKey = Set(inst.map { Skeleton.make($0) })
        about = about.filter { !instKey.contains(Skeleton.make($0)) || ["til", "fra"].contains($0) }
        let room = maximumWords - lead.count - inst.count
        if about.count > room {
            about = Array(about.prefix(max(0, room)))
            if about.last == "fra" || about.last == "til" { about.removeLast() }
        }
        if about.last == "fra", inst.isEmpty { about.removeLast() }
        lead += about + inst
        if lead.count < 2 { lead += ["fra ukjent avsender"] }
        let cleaned = lead.map { $0.trimmingCharacters(in: CharacterSet(charactersIn: ",;:()")) }
            .filter { !$0.isEmpty && !saysNothing($0) }
        let body = FileName.sanitized(cleaned.joined(separator: " "), fallback: p.docType.norwegianLabel)
        return "\(p.date.iso) \(body)"
    }

    /// What a summons calls to, as its heading names it: `Innkalling til dialogmøte`, `Du er kalla
    /// inn til kontrollsamtale`, `Møteinnkalling – oppfølgingssamtale` → the meeting.
    static func summonsSubject(_ heading: String) -> [String]? {
        let lowered = heading.lowercased()
        guard let r = lowered.range(of: #"(\btil\s|\s[-–]\s)"#, options: .regularExpression) else { return nil }
        var subject: [String] = []
        for word in lowered[r.upperBound...].split(separator: " ") {
            let bare = word.trimmingCharacters(in: .punctuationCharacters)
            if bare.isEmpty || bare.contains(where: \.isNumber) && !bare.contains("-") || ["-", "–"].contains(bare) { break }
            if ["med", "hos", "ved", "på", "i", "den", "for"].contains(bare), !subject.isEmpty { break }
            subject.append(bare)
            if subject.count == 3 { break }
        }
        return subject.isEmpty ? nil : subject
    }

    /// `Svarrapport Patologi` → `patologi`; nothing for medical biochemistry, whose analyses say more.
    static func svarrapportDiscipline(_ heading: String) -> [String]? {
        let w = words(heading).filter { $0 != "-" && $0 != "–" }
        guard let first = w.first, Skeleton.make(first).hasPrefix(Skeleton.make("svarrapport")), w.count > 1 else { return nil }
        let rest = w.dropFirst().map { $0.lowercased() }
        let chemistry = ["medisinsk", "biokjemi", "klinisk", "kjemi", "laboratoriemedisin"]
        return rest.allSatisfy({ chemistry.contains($0) }) ? nil : Array(rest.prefix(2))
    }

    /// A word no title needs: a number of five digits or more (a date, a reference), or a time
    /// of day (`kl.`, `22:31`, `13.30`), which tells when a heading's line was printed or a
    /// visit began, not what the letter is.
    private static func saysNothing(_ word: String) -> Bool {
        word.filter(\.isNumber).count >= 5 || ["kl", "kl.", "klokka", "klokken"].contains(word.lowercased())
            || word.range(of: #"^\d{1,2}[:.]\d{2}$"#, options: .regularExpression) != nil
    }

    /// `Forespørsel` → `forespørsel`, but `ALAT` and `Sørlandet` keep their capitals.
    private static func lowerFirst(_ word: String) -> String {
        guard let first = word.first, first.isUppercase, word.dropFirst().allSatisfy({ !$0.isUppercase }) else { return word }
        return word.lowercased()
    }

    private static func words(_ s: String) -> [String] {
        s.split(separator: " ").map(String.init).filter { !$0.isEmpty }
    }

    /// `Gastromedisinsk avdeling, Ullevål` → `gastromedisinsk avdeling Ullevål`
    static func departmentWords(_ d: String) -> [String] {
        // `Klinikk for ortopedi, revmatologi og hud, Ortopedisk avdeling` → the most specific unit
        var unit = d
        let segments = d.replacingOccurrences(of: " - ", with: ", ").replacingOccurrences(of: " – ", with: ", ")
            .split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        let units = segments.filter { InstitutionFinder.isUnitName($0) && $0.split(separator: " ").count <= 4 }
        if segments.count > 1, d.split(separator: " ").count > 4 || units.count > 1 {
            // `Medisinsk klinikk, Lungemedisinsk avdeling`: a hierarchy ends with its most specific unit
            unit = units.last ?? segments[0]
        } else if segments.count > 1, !InstitutionFinder.isUnitName(segments.last!) {
            unit = segments.dropLast().joined(separator: " ")
        }
        var w = words(unit.replacingOccurrences(of: ",", with: " ")).filter { $0 != "-" && $0 != "–" }
        while let last = w.last, ["og", "for", "i", "av", "med", "og/eller"].contains(last.lowercased()) { w.removeLast() }
        if let first = w.first, let c = first.first, c.isUppercase, first.dropFirst().allSatisfy({ !$0.isUppercase }) {
            w[0] = first.lowercased()
        }
        w = Array(w.prefix(5))
        while let last = w.last, ["og", "for", "i", "av", "med"].contains(last.lowercased()) { w.removeLast() }
        return w
    }
}
