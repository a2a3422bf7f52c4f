import Foundation

/// The institutions one line of a letter names: gazetteer entries read through OCR's usual
/// confusions, near misses of one or two letters, municipal services and GP offices found by
/// the shape of their names.
extension InstitutionFinder {
    static let gpSuffixWords = [
        "legesenter", "legesenteret", "legesentret", "legekontor", "legekontoret", "legeklinikk", "legeklinikken",
        "legegruppe", "legegruppen", "legepraksis", "legesentral", "helsesenter", "helsesenteret", "legevakt",
        "legevakta", "legevakten", "lækjarsenter", "lækjarkontor", "legeteneste", "legetjeneste", "allmennpraksis",
        "legesenter as", "fastlegekontor", "fastlegekontoret", "spesialistsenter", "spesialistpraksis",
    ]
    static let gpSuffixes = [
        "legesenter", "legesenteret", "legesentret", "legekontor", "legekontoret", "legeklinikk", "legeklinikken",
        "legegruppe", "legegruppen", "legepraksis", "legesentral", "helsesenter", "helsesenteret", "legevakt",
        "legevakta", "legevakten", "lækjarsenter", "lækjarkontor", "legeteneste", "legetjeneste", "allmennpraksis",
        "legesenter as", "fastlegekontor", "fastlegekontoret", "spesialistsenter", "spesialistpraksis",
    ].map(Skeleton.make)
    static let clinicSuffixes = ["medisinske senter", "medisinsk senter", "spesialistsenter", "klinikk", "klinikken", "helsehus"]
        .map(Skeleton.make)

    static func mentions(in line: LetterLine) -> [InstitutionMention] {
        var found: [InstitutionMention] = []
        var taken: [Range<Int>] = []
        let sk = line.skeleton
        func offset(_ i: String.Index) -> Int { sk.distance(from: sk.startIndex, to: i) }
        for position in formOpenings.candidates(in: sk) {
            let (form, entryIndex, exact) = InstitutionGazetteer.surfaceIndex[position]
            if let exact {
                // Acronyms count only as written (`SUS`, `NAV`), on word boundaries.
                if let r = Skeleton.firstRange(of: exact, in: line.text) {
                    let start = line.text.distance(from: line.text.startIndex, to: r.lowerBound)
                    let range = start..<(start + exact.count)
                    if !taken.contains(where: { $0.overlaps(range) }) {
                    taken.append(range)
                    let e = InstitutionGazetteer.entries[entryIndex]
                    found.append(InstitutionMention(name: e.name, kind: e.kind, shortName: e.shortName ?? e.name,
                                                    line: line.index, column: start, endColumn: range.upperBound))
                    }
                }
                continue
            }
            guard let r = Skeleton.firstRange(of: form, in: sk) else { continue }
            let range = offset(r.lowerBound)..<offset(r.upperBound)
            if taken.contains(where: { $0.overlaps(range) }) { continue }
            taken.append(range)
            let e = InstitutionGazetteer.entries[entryIndex]
            found.append(InstitutionMention(name: e.name, kind: e.kind, shortName: e.shortName ?? e.name,
                                            line: line.index, column: range.lowerBound, endColumn: range.upperBound))
        }
        found += municipalityMentions(in: line)
        if let gp = gpMention(in: line), !taken.contains(where: { $0.overlaps(gp.column..<gp.endColumn) }) {
            found.append(gp)
        }
        if found.isEmpty, let near = nearMiss(line) { found.append(near) }
        return found.sorted { $0.column < $1.column }
    }

    /// A line that is a long institution name with a letter or two misread (`First Medisinsk
    /// Laboratorium`): the whole line within one edit per twelve characters of a known name.
    static func nearMiss(_ line: LetterLine) -> InstitutionMention? {
        let sk = line.skeleton.trimmingCharacters(in: .whitespaces)
        guard (12...60).contains(sk.count) else { return nil }
        let candidate = Array(sk.utf8)
        for form in nearMissForms {
            guard abs(form.bytes.count - candidate.count) <= form.allowedEdits,
                  editDistance(candidate, form.bytes, limit: form.allowedEdits) <= form.allowedEdits else { continue }
            let e = InstitutionGazetteer.entries[form.entry]
            return InstitutionMention(name: e.name, kind: e.kind, shortName: e.shortName ?? e.name,
                                      line: line.index, column: 0, endColumn: line.text.count)
        }
        return nil
    }

    /// The gazetteer's forms as `mentions` searches for them: acronyms, matched as written,
    /// are looked for in every line.
    static let formOpenings = PhraseOpenings(InstitutionGazetteer.surfaceIndex.map { $0.exact == nil ? $0.skeleton : nil })

    /// The gazetteer's long names as `nearMiss` compares them, worked out once rather than on
    /// every line: one edit allowed per twelve characters.
    static let nearMissForms: [(bytes: [UInt8], allowedEdits: Int, entry: Int)] =
        InstitutionGazetteer.surfaceIndex.compactMap { form, entry, exact in
            guard exact == nil, form.count >= 12 else { return nil }
            return (Array(form.utf8), max(1, form.count / 12), entry)
        }

    /// Levenshtein distance, giving up (returning `limit + 1`) once every path is over `limit`.
    static func editDistance(_ a: [UInt8], _ b: [UInt8], limit: Int) -> Int {
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...max(1, a.count) where !a.isEmpty {
            current[0] = i
            var best = current[0]
            for j in 1...max(1, b.count) where !b.isEmpty {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
                best = min(best, current[j])
            }
            if best > limit { return limit + 1 }
            swap(&previous, &current)
        }
        return a.isEmpty ? b.count : previous[b.count]
    }

    static func municipalityMentions(in line: LetterLine) -> [InstitutionMention] {
        let words = line.text.split(separator: " ").map(String.init)
        var found: [InstitutionMention] = []
        for (i, raw) in words.enumerated() {
            let w = raw.trimmingCharacters(in: .punctuationCharacters)
            let sw = Skeleton.make(w)
            // Voss, Kvam and Ulvik call themselves `herad`, Nynorsk's old word for a rural kommune.
            if sw == "kommune" || sw == "suohkan" || sw == "herad" {
                guard i > 0 else { continue }
                var name: String? = nil
                for n in stride(from: min(3, i), through: 1, by: -1) {
                    let candidate = words[(i - n)..<i].joined(separator: " ").trimmingCharacters(in: .punctuationCharacters)
                    if let known = InstitutionGazetteer.municipalitySkeletons[Skeleton.make(candidate)] {
                        name = known
                        break
                    }
                }
                if name == nil, sw != "herad" {
                    let prev = words[i - 1].trimmingCharacters(in: .punctuationCharacters)
                    let stop = ["din", "di", "ditt", "sin", "egen", "eigen", "vår", "hver", "kvar", "denne", "samme", "same", "en", "ein"]
                    if let first = prev.first, first.isUppercase, prev.count >= 2, !stop.contains(prev.lowercased()),
                       !(i >= 2 && words[i - 2].lowercased().hasSuffix("til")) {
                        name = prev.first!.uppercased() + prev.dropFirst().lowercased()
                    }
                }
                guard let name else { continue }
                let column = words[0..<(i - 1)].reduce(0) { $0 + $1.count + 1 }
                let display = "\(name) \(sw == "herad" ? "herad" : "kommune")"
                found.append(InstitutionMention(name: display, kind: .municipality, shortName: display, line: line.index,
                                                column: column, endColumn: column + display.count))
            } else if sw == Skeleton.make("bydel"), i + 1 < words.count {
                let rest = words[(i + 1)...].prefix(2).joined(separator: " ")
                if InstitutionGazetteer.osloDistricts.contains(where: { Skeleton.make(rest).hasPrefix(Skeleton.make($0)) }) {
                    let column = words[0..<i].reduce(0) { $0 + $1.count + 1 }
                    found.append(InstitutionMention(name: "Oslo kommune", kind: .municipality, shortName: "Oslo kommune",
                                                    line: line.index, column: column, endColumn: column + 6 + rest.count))
                }
            }
        }
        return found
    }

    /// `Torget legesenter`, `TORGET LEGESENTER AS`, `Legesenteret Bygdøy`, `Dr. Hansens legekontor`.
    static func gpMention(in line: LetterLine) -> InstitutionMention? {
        let words = line.text.split(separator: " ").map(String.init)
        guard !words.isEmpty else { return nil }
        // Where each word starts in the line's text (one space between words).
        let starts = words.dropLast().reduce(into: [0]) { starts, word in starts.append(starts.last! + word.count + 1) }
        let allCaps = line.text.filter(\.isLetter).allSatisfy { $0.isUppercase }
        func display(_ w: String) -> String {
            allCaps ? (w.prefix(1) + w.dropFirst().lowercased()) : w
        }
        for (i, raw) in words.enumerated() {
            let w = raw.trimmingCharacters(in: .punctuationCharacters)
            let sw = Skeleton.make(w)
            guard let suffix = gpSuffixes.first(where: { sw.hasSuffix($0) }) else { continue }
            if sw == Skeleton.make("fastlegekontor") || sw == Skeleton.make("fastlegekontoret") { continue }
            var nameWords: [String] = []
            if sw == suffix || sw.hasSuffix(suffix) && sw.count <= suffix.count + 1 {
                // the type word stands alone: take the words before it, from a capitalised one
                // (`Torget legesenter`, `Sandnes sentrum legekontor`)
                var k = i - 1
                while k >= 0, nameWords.count < 3 {
                    // A wide gap after a word closes another column.
                    if line.wideGaps.contains(starts[k + 1] - 1) { break }
                    if words[k].hasSuffix(":") || words[k].hasSuffix(",") { break }
                    // An abbreviated caption (`Fnr. Tromsdalen legesenter`, two header columns on one
                    // line) ends the name; `Dr. Hansens legekontor` keeps its title.
                    if words[k].hasSuffix("."), !["dr.", "st."].contains(words[k].lowercased()) { break }
                    let p = words[k].trimmingCharacters(in: CharacterSet(charactersIn: ",;:()"))
                    if ["fra", "frå", "til", "avsender", "kopi", "mottaker", "rekvirent", "hos", "ved", "v/", "din", "di",
                        "ditt", "vårt", "vår", "på", "av", "med"].contains(p.lowercased()) { break }
                    guard let f = p.first, f.isLetter || f.isNumber else { break }
                    if Skeleton.make(p).hasSuffix(":") { break }
                    // A lone capital before the name is a logo that OCR read as a letter (`Å Torget legesenter`).
                    if p.count == 1 && p != "i" { break }
                    nameWords.insert(display(p), at: 0)
                    k -= 1
                }
                // The name starts at its first capitalised word (or number).
                while let first = nameWords.first, !(first.first?.isUppercase ?? false) && !(first.first?.isNumber ?? false) {
                    nameWords.removeFirst()
                }
                // A type word closing a phrase (`Sandnes sentrum legekontor, Fastlege …`) names no place after it.
                if nameWords.isEmpty, raw.hasSuffix(",") { continue }
                if nameWords.isEmpty {
                    // `Legesenteret Bygdøy`, `Legekontoret i Sentrum`
                    var after: [String] = []
                    var k2 = i + 1
                    while k2 < words.count, after.count < 3 {
                        let p = words[k2].trimmingCharacters(in: CharacterSet(charactersIn: ",;:()"))
                        guard let f = p.first, f.isUppercase || p == "i" || p == "på" else { break }
                        if ["AS", "DA", "ANS"].contains(p) { break }
                        after.append(display(p))
                        k2 += 1
                    }
                    guard !after.isEmpty, after.contains(where: { $0.first?.isUppercase ?? false }) else { continue }
                    let typeWord = display(w)
                    let name = ([typeWord.prefix(1).uppercased() + typeWord.dropFirst().lowercased()] + after).joined(separator: " ")
                    let column = starts[i]
                    return InstitutionMention(name: name, kind: .gp, shortName: name, line: line.index, column: column,
                                              endColumn: column + name.count)
                }
                // the type word as it is spelt, whatever OCR made of it
                let canonical = gpSuffixes.firstIndex(of: sw).map { gpSuffixWords[$0] } ?? w.lowercased()
                nameWords.append(canonical)
            } else {
                // a compound (`Sentrumslegesenter`) or `Bygdøy-legesenteret`, with the place
                // before it when one is written (`Sandnes Øyelegesenter`)
                guard let f = w.first, f.isUppercase else { continue }
                nameWords = [display(w)]
                if i > 0, case let place = words[i - 1], place.first?.isUppercase ?? false, place.count > 1,
                   place.allSatisfy({ $0.isLetter || $0 == "-" }) {
                    nameWords.insert(display(place), at: 0)
                }
            }
            // `Dr.` as first word belongs to the name
            let name = nameWords.joined(separator: " ")
            guard name.count >= 5 else { continue }
            let column = starts[max(0, i - nameWords.count + 1)]
            let kind: InstitutionKind = sw.hasSuffix(Skeleton.make("spesialistsenter")) || sw.hasSuffix(Skeleton.make("spesialistpraksis"))
                ? .privateClinic : .gp
            return InstitutionMention(name: name, kind: kind, shortName: name, line: line.index, column: column,
                                      endColumn: column + name.count)
        }
        return nil
    }
}
