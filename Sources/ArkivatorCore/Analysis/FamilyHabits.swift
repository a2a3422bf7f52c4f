import Foundation

/// A field of a letter the family's own corrections can teach.
public enum LearnedField: String, Sendable, Hashable, Codable, CaseIterable {
    case docType, institution, person, title
}

/// One letter as the rules read it and, once the family has looked at it, as the family filed it.
public struct FamilyExample: Codable, Sendable, Hashable {
    public struct Fields: Codable, Sendable, Hashable {
        public var docType: DocumentType
        public var institution: String?
        public var personID: FamilyMember.ID?
        /// The title without the date in front.
        public var titleWords: String

        public init(docType: DocumentType, institution: String?, personID: FamilyMember.ID?, titleWords: String) {
            self.docType = docType
            self.institution = institution
            self.personID = personID
            self.titleWords = titleWords
        }
    }

    /// Who sent the letter, as `FamilyHabits.senderKey` reads it.
    public var sender: String
    /// The letter's distinctive words (`FamilyHabits.words(of:)`): never a number, so never a fødselsnummer.
    public var words: [String]
    /// What the rules proposed, before anything learned.
    public var proposed: Fields
    /// What the family chose; nil until someone has looked at the letter.
    public var chosen: Fields?

    public init(sender: String, words: [String], proposed: Fields, chosen: Fields? = nil) {
        self.sender = sender
        self.words = words
        self.proposed = proposed
        self.chosen = chosen
    }

    /// The rules' reading of a letter, not yet confirmed by anyone.
    public init(proposal: LetterAnalysis, text: String) {
        self.init(sender: FamilyHabits.senderKey(institution: proposal.institution, department: proposal.department, text: text),
                  words: FamilyHabits.words(of: text),
                  proposed: Fields(docType: proposal.docType, institution: proposal.institution,
                                   personID: proposal.person?.id, titleWords: FamilyHabits.titleWords(proposal.title)))
    }

    /// This example with the letter as the family left it.
    public func confirmed(by document: Document) -> FamilyExample {
        var example = self
        example.chosen = Fields(docType: document.docType, institution: document.institution, personID: document.personID,
                                titleWords: FamilyHabits.titleWords(document.title))
        return example
    }
}

/// What the family's corrections taught: per sender, the names, people, types and titles the
/// family files its letters under, and a small word classifier over its own letters as a prior
/// for type and person. Applied to a fresh analysis it changes only what the rules were unsure
/// of or what the family has clearly and repeatedly replaced, and says which fields it changed.
/// Pure and cheap: built from a few thousand examples in milliseconds.
public struct FamilyHabits: Sendable {
    /// Confirmed examples it was built from.
    public let exampleCount: Int
    private let family: [FamilyMember]
    private let bySender: [String: [FamilyExample]]
    private let senderBigrams: [(key: String, bigrams: Set<UInt16>)]
    private let personModel: WordModel<FamilyMember.ID>
    private let typeModel: WordModel<DocumentType>

    /// A person the rules found this surely is never overridden: a letter naming Emma as the
    /// patient is about Emma, whatever the sender usually writes about.
    static let confidentPerson = 0.8
    /// Below this the rules' type is a guess the family's habits may replace.
    static let confidentType = 0.6
    /// How often the sender's letters must have gone one way, and at least how many, before
    /// a new one is filed that way: one stray correction flips nothing.
    static let habitMinimum = 2
    static let habitShare = 2.0 / 3.0

    /// `examples` oldest first; those nobody confirmed are left out.
    public init(examples: [FamilyExample], family: [FamilyMember]) {
        let confirmed = examples.filter { $0.chosen != nil }
        exampleCount = confirmed.count
        self.family = family
        var bySender: [String: [FamilyExample]] = [:]
        for example in confirmed { bySender[example.sender, default: []].append(example) }
        self.bySender = bySender
        senderBigrams = bySender.keys.sorted().map { ($0, Self.bigrams($0)) }
        let members = Set(family.compactMap(\.id))
        personModel = WordModel(confirmed.compactMap { e in
            e.chosen?.personID.flatMap { members.contains($0) ? ($0, e.words) : nil }
        })
        typeModel = WordModel(confirmed.compactMap { e in e.chosen.map { ($0.docType, e.words) } })
    }

    public var isEmpty: Bool { exampleCount == 0 }

    /// `analysis` (the rules' reading of `text`) with what the family taught; `learnedFields`
    /// names each field changed.
    public func applied(to analysis: LetterAnalysis, text: String) -> LetterAnalysis {
        guard !isEmpty else { return analysis }
        var result = analysis
        let sender = examples(from: Self.senderKey(institution: analysis.institution, department: analysis.department,
                                                   text: text))
        let words = Self.words(of: text)

        learnInstitution(&result, rules: analysis, sender: sender)
        learnPerson(&result, sender: sender, words: words)
        learnType(&result, sender: sender, words: words)
        learnTitle(&result, rules: analysis, sender: sender)
        return result
    }

    // MARK: The fields

    private func learnInstitution(_ result: inout LetterAnalysis, rules: LetterAnalysis, sender: [FamilyExample]) {
        let rulesName = rules.institution.map(Skeleton.make)
        // The family's name for this letterhead (the sender key is what the rules read on it): a
        // renaming is the same every time, so one example is enough unless the family has named
        // it otherwise too.
        let names = sender.compactMap(\.chosen?.institution)
        guard let (name, count) = Self.majority(names, minimum: 1), Skeleton.make(name) != rulesName else { return }
        result.institution = name
        result.confidence.institution = count >= 2 ? 0.85 : 0.7
        result.learnedFields.insert(.institution)
    }

    private func learnPerson(_ result: inout LetterAnalysis, sender: [FamilyExample], words: [String]) {
        if result.person != nil && result.confidence.person >= Self.confidentPerson { return }
        let members = family.compactMap(\.id)
        // Unknown counts as a choice: a sender the family files as «Ukjent person» has no usual person.
        let chosen = sender.compactMap(\.chosen).map { $0.personID.flatMap { members.contains($0) ? $0 : nil } }
        if let (usual, count) = Self.majority(chosen, minimum: Self.habitMinimum) {
            guard let id = usual else { return }
            let confidence = min(0.9, 0.6 + 0.05 * Double(count))
            if id != result.person?.id {
                setPerson(&result, id)
                result.learnedFields.insert(.person)
                result.confidence.person = confidence
            } else {
                result.confidence.person = max(result.confidence.person, confidence)
            }
            return
        }
        // An unsure pick the family never chose in several of this sender's letters (the parent
        // a letter about a child is addressed to) is as good as none.
        let people = chosen.compactMap { $0 }
        var rulesPick = result.person?.id
        if let pick = rulesPick, people.count >= 3, !people.contains(pick) { rulesPick = nil }
        // The words of the family's own letters, a prior among the people this sender writes
        // about: it names someone the rules found no one for, and overrides an unsure pick only
        // when it is near certain.
        guard let guess = personModel.best(words, among: people.count >= 3 ? Set(people) : nil),
              guess.label != result.person?.id, guess.probability >= (rulesPick == nil ? 0.75 : 0.9) else { return }
        setPerson(&result, guess.label)
        result.learnedFields.insert(.person)
        result.confidence.person = 0.5
    }

    private func setPerson(_ result: inout LetterAnalysis, _ id: FamilyMember.ID) {
        guard let index = family.firstIndex(where: { $0.id == id }) else { return }
        result.person = family[index]
        result.personIndex = index
    }

    private func learnType(_ result: inout LetterAnalysis, sender: [FamilyExample], words: [String]) {
        let rulesType = result.docType
        guard rulesType == .annet || result.confidence.docType < Self.confidentType else { return }
        // What the family made of the letters from this sender the rules read the same way.
        // Those with the very title the rules made (which names the heading) first: a GP office
        // sends both appointments and messages the rules may read alike.
        let sameType = sender.filter { $0.proposed.docType == rulesType }
        let rulesWords = Self.titleWords(result.title)
        let sameTitle = sameType.filter { $0.proposed.titleWords == rulesWords }.compactMap(\.chosen?.docType)
        let chosen = sameType.compactMap(\.chosen?.docType)
        var learned: (type: DocumentType, confidence: Double)?
        if let (type, count) = Self.majority(sameTitle, minimum: Self.habitMinimum)
            ?? Self.majority(chosen, minimum: Self.habitMinimum) {
            learned = (type, min(0.9, 0.6 + 0.05 * Double(count)))
        } else if let guess = typeModel.best(words), guess.probability >= 0.85 {
            learned = (guess.label, 0.5)
        }
        guard let learned, learned.type != rulesType else { return }
        result.docType = learned.type
        result.confidence.docType = learned.confidence
        result.learnedFields.insert(.docType)
        // The title the rules made leads with the type they chose.
        var words = Self.titleWords(result.title)
        let oldLabel = rulesType == .annet ? nil : rulesType.norwegianLabel
        if let oldLabel, words.hasPrefix(oldLabel) { words = String(words.dropFirst(oldLabel.count)).trimmingCharacters(in: .whitespaces) }
        if learned.type != .annet { words = words.isEmpty ? learned.type.norwegianLabel : "\(learned.type.norwegianLabel) \(words)" }
        result.title = DocumentTitle.title(words, withDate: DocumentTitle.leadingDate(of: result.title))
        if learned.type != .innkalling {
            result.appointment = nil
            result.appointmentDate = nil
        }
    }

    private func learnTitle(_ result: inout LetterAnalysis, rules: LetterAnalysis, sender: [FamilyExample]) {
        let rulesWords = Self.titleWords(rules.title)
        let sameKind = sender.filter { $0.chosen?.docType == result.docType }
        guard !sameKind.isEmpty else { return }
        let replaced = sameKind.filter { $0.chosen!.titleWords != $0.proposed.titleWords }
        // The family keeps the titles made for this sender's letters of this kind as they are.
        guard replaced.count * 2 > sameKind.count else { return }
        let template: String
        if let exact = replaced.last(where: { $0.proposed.titleWords == rulesWords }) {
            // The very words the family replaced before.
            template = self.template(of: exact)
        } else if let (common, _) = Self.majority(replaced.map(template(of:)), minimum: Self.habitMinimum) {
            template = common
        } else {
            return
        }
        guard let words = fill(template, person: result.person),
              let valid = try? DocumentTitle.validated(words), valid != rulesWords else { return }
        result.title = DocumentTitle.title(valid, withDate: DocumentTitle.leadingDate(of: result.title))
        result.confidence.title = 0.7
        result.learnedFields.insert(.title)
    }

    private static let personMark = "{person}"

    /// The family's title words, with the first name of the person the letter was about marked,
    /// so that «Tannlege Oliver» is proposed as «Tannlege Emma» for Emma's letter.
    private func template(of example: FamilyExample) -> String {
        guard let chosen = example.chosen, let id = chosen.personID,
              let first = family.first(where: { $0.id == id })?.name.split(separator: " ").first.map(String.init)
        else { return example.chosen?.titleWords ?? "" }
        return chosen.titleWords.split(separator: " ", omittingEmptySubsequences: false)
            .map { $0 == first ? Self.personMark : String($0) }.joined(separator: " ")
    }

    private func fill(_ template: String, person: FamilyMember?) -> String? {
        guard template.contains(Self.personMark) else { return template }
        guard let first = person?.name.split(separator: " ").first else { return nil }
        return template.replacingOccurrences(of: Self.personMark, with: first)
    }

    // MARK: Senders

    /// The confirmed examples of this sender: by its key, else by the closest key within a
    /// letter or two of OCR noise.
    private func examples(from key: String) -> [FamilyExample] {
        if let exact = bySender[key] { return exact }
        guard key.count >= 6 else { return [] }
        let own = Self.bigrams(key)
        var best: (key: String, score: Double)?
        for candidate in senderBigrams {
            let shared = own.intersection(candidate.bigrams).count
            let score = 2 * Double(shared) / Double(own.count + candidate.bigrams.count)
            if score >= 0.8, score > best?.score ?? 0 { best = (candidate.key, score) }
        }
        return best.flatMap { bySender[$0.key] } ?? []
    }

    private static let legalForms: Set<String> = ["as", "asa", "hf", "sf", "ks", "da", "ans", "iks"]

    /// Who sent a letter: the institution as the rules read it, with its department (a
    /// kommune's helsestasjon and its tjenestekontor write different letters), else the words of
    /// its first lines; folded as OCR noise is (`Fürst` and `Furst`, `rn` and `m`), without legal forms.
    public static func senderKey(institution: String?, department: String? = nil, text: String) -> String {
        if let institution, !normalisedSender(institution).isEmpty {
            let unit = department.map(normalisedSender) ?? ""
            return normalisedSender(institution) + (unit.isEmpty ? "" : " / " + unit)
        }
        let head = text.split(whereSeparator: \.isNewline)
            .map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }.prefix(2)
        return "~" + normalisedSender(head.joined(separator: " "))
    }

    private static func normalisedSender(_ text: String) -> String {
        Skeleton.make(text).split { !$0.isLetter }.map(String.init)
            .filter { $0.count >= 2 && !legalForms.contains($0) }.prefix(6).joined(separator: " ")
    }

    private static func bigrams(_ key: String) -> Set<UInt16> {
        let bytes = Array(key.utf8)
        guard bytes.count >= 2 else { return [] }
        return Set((1..<bytes.count).map { UInt16(bytes[$0 - 1]) << 8 | UInt16(bytes[$0]) })
    }

    // MARK: Words

    /// Words too common in any letter to tell one family member's or kind's letters from another's.
    private static let stopWords: Set<String> = Set("""
        og eller men som det den dette disse der her har hadde han hun ho hen seg sin sitt sine sine meg deg oss dere
        dem dei deira din ditt dine min mitt mine var vart vår våre ikke ikkje kan skal vil må bør blir ble vert vart
        være vere med for fra frå til på av om ved over under etter før ein eit en et ei inn ut opp hos mot uten utan
        når hvis dersom også óg eller enn slik sånn alle all alt noe noko nokon noen hva kva hvem kven hvor kvar
        vennlig venleg hilsen helsing dato side tlf telefon adresse postadresse org
        """.split(whereSeparator: \.isWhitespace).map { Skeleton.make(String($0)) })

    /// A letter's distinctive words: folded, three letters or more, no common words, no digits,
    /// each once, at most the first 80.
    public static func words(of text: String) -> [String] {
        var seen = Set<String>()
        var words: [String] = []
        for token in text.split(whereSeparator: { !$0.isLetter }) where token.count >= 3 {
            let word = Skeleton.make(String(token))
            guard word.count >= 3, !stopWords.contains(word), seen.insert(word).inserted else { continue }
            words.append(word)
            if words.count == 80 { break }
        }
        return words
    }

    /// A title's words without the date in front.
    public static func titleWords(_ title: String) -> String {
        DocumentTitle.leadingDate(of: title) == nil ? title
            : String(title.dropFirst(10)).trimmingCharacters(in: .whitespaces)
    }

    /// The value chosen most often, when chosen at least `minimum` times and by a clear
    /// majority; among equals the latest.
    static func majority<Value: Hashable>(_ values: [Value], minimum: Int) -> (Value, Int)? {
        guard !values.isEmpty else { return nil }
        var counts: [Value: Int] = [:]
        var last: [Value: Int] = [:]
        for (position, value) in values.enumerated() {
            counts[value, default: 0] += 1
            last[value] = position
        }
        guard let top = counts.max(by: { ($0.value, last[$0.key]!) < ($1.value, last[$1.key]!) }),
              top.value >= minimum, Double(top.value) >= habitShare * Double(values.count)
        else { return nil }
        return (top.key, top.value)
    }
}

/// Naive Bayes over the presence of words, on the letter's few most telling words only: it
/// counts every word as independent evidence, which the words of one letter are not, so over
/// all of them its certainty would be near 1 for almost any letter.
struct WordModel<Label: Hashable & Sendable>: Sendable {
    private var labels: [Label] = []
    private var documents: [Int] = []
    private var counts: [[Int32]] = []
    private var totals: [Int] = []
    private var vocabulary: [String: Int] = [:]

    /// Too few letters for a prior worth giving.
    static var minimumExamples: Int { 6 }
    static var minimumPerLabel: Int { 3 }

    init(_ examples: [(Label, [String])]) {
        var index: [Label: Int] = [:]
        for (label, words) in examples {
            let l: Int
            if let known = index[label] {
                l = known
            } else {
                l = labels.count
                index[label] = l
                labels.append(label)
                documents.append(0)
                totals.append(0)
                counts.append([])
            }
            documents[l] += 1
            for word in words {
                let w: Int
                if let known = vocabulary[word] {
                    w = known
                } else {
                    w = vocabulary.count
                    vocabulary[word] = w
                }
                if counts[l].count <= w { counts[l].append(contentsOf: repeatElement(0, count: w - counts[l].count + 1)) }
                counts[l][w] += 1
                totals[l] += 1
            }
        }
    }

    static var tellingWords: Int { 8 }

    /// The likeliest label for these words (among `among`, when given) and its probability;
    /// nil with too little to go on.
    func best(_ words: [String], among: Set<Label>? = nil) -> (label: Label, probability: Double)? {
        let examples = documents.reduce(0, +)
        let candidates = labels.indices.filter { among?.contains(labels[$0]) ?? true }
        guard examples >= Self.minimumExamples, candidates.count >= 2 else { return nil }
        let size = Double(vocabulary.count)
        func logLikelihood(_ w: Int, _ l: Int) -> Double {
            let c = w < counts[l].count ? Double(counts[l][w]) : 0
            return log((c + 1) / (Double(totals[l]) + size))
        }
        // The words whose likelihood differs most between the labels.
        let known = words.compactMap { vocabulary[$0] }.map { w -> (word: Int, spread: Double) in
            let values = candidates.map { logLikelihood(w, $0) }
            return (w, values.max()! - values.min()!)
        }.sorted { $0.spread > $1.spread }.prefix(Self.tellingWords).map(\.word)
        guard known.count >= 3 else { return nil }
        let scores = candidates.map { l -> Double in
            log(Double(documents[l] + 1) / Double(examples + labels.count)) + known.reduce(0) { $0 + logLikelihood($1, l) }
        }
        let top = scores.indices.max { scores[$0] < scores[$1] }!
        guard documents[candidates[top]] >= Self.minimumPerLabel else { return nil }
        let sum = scores.reduce(0) { $0 + exp($1 - scores[top]) }
        return (labels[candidates[top]], 1 / sum)
    }
}
