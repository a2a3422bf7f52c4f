import Foundation

/// How sure the analysis is of each field, 0–1, so that the review screen can ask about weak ones.
public struct FieldConfidence: Sendable, Hashable {
    public var docType: Double
    public var documentDate: Double
    public var appointment: Double
    public var institution: Double
    public var department: Double
    public var specialty: Double
    public var person: Double
    public var keywords: Double
    public var title: Double

    public init(docType: Double = 0, documentDate: Double = 0, appointment: Double = 0, institution: Double = 0,
                department: Double = 0, specialty: Double = 0, person: Double = 0, keywords: Double = 0, title: Double = 0) {
        self.docType = docType
        self.documentDate = documentDate
        self.appointment = appointment
        self.institution = institution
        self.department = department
        self.specialty = specialty
        self.person = person
        self.keywords = keywords
        self.title = title
    }

    /// Field names (as in the analysis contract) whose confidence is below `threshold`.
    public func weakFields(below threshold: Double = 0.6) -> [String] {
        [("docType", docType), ("documentDate", documentDate), ("appointment", appointment),
         ("institution", institution), ("department", department), ("specialty", specialty),
         ("person", person), ("keywords", keywords), ("title", title)]
            .filter { $0.1 < threshold }.map(\.0)
    }
}

/// What Arkivator understood of one letter (analysis contract fields plus confidences).
public struct LetterAnalysis: Sendable, Hashable {
    public var docType: DocumentType
    /// The letter's own date; nil when it has none (the app then uses the scan date).
    public var documentDate: CalendarDate?
    /// For an innkalling: the appointment, when a time is given.
    public var appointment: LocalDateTime?
    /// For an innkalling: the appointment's day, also when no time is given.
    public var appointmentDate: CalendarDate?
    public var institution: String?
    public var institutionKind: InstitutionKind?
    public var department: String?
    /// One of ``Specialty/labels`` or nil.
    public var specialty: String?
    /// The family member the letter is about, exactly as in the profiles.
    public var person: FamilyMember?
    /// Its position in the family list given to the analyzer.
    public var personIndex: Int?
    public var keywords: [String]
    /// `YYYY-MM-DD <words>`, safe as a file name, never holding a fødselsnummer.
    public var title: String
    /// Every valid fødselsnummer or D-number in the analysed text, with its range there: the
    /// numbers a person can be matched on.
    public var fodselsnummerOccurrences: [Fodselsnummer.Occurrence]
    /// The text holds a fødselsnummer, or a labelled number whose control digits fail.
    public var personnummerFound: Bool
    public var confidence: FieldConfidence
    /// What the letter asks the family to do: place, preparation, payments, deadlines, follow-ups.
    public var actions: LetterActions = .none
    /// The fields `FamilyHabits` changed from the rules' reading: learned from the family's corrections.
    public var learnedFields: Set<LearnedField> = []
}

/// Reads a Norwegian medical or welfare letter's OCR text and files it: type, dates, sender,
/// specialty, person, keywords and title. Pure rules and embedded reference data; no I/O.
public struct LetterAnalyzer: Sendable {
    public let family: [FamilyMember]

    public init(family: [FamilyMember]) {
        self.family = family
    }

    public func analyze(_ text: String, scanDate: CalendarDate) -> LetterAnalysis {
        let letter = LetterText(text)

        let occurrences = Fodselsnummer.occurrences(in: text)
        // The line each number begins on, counted as `LetterText` splits lines; also right for a
        // number OCR wrote with letters for digits or one broken across a line end.
        let fnrLines = occurrences.map { o in
            text[..<o.range.lowerBound].count { $0 == "\n" || $0 == "\r\n" || $0 == "\r" }
        }

        // A letter printed from an e-health message: its header, footer and quoted sections
        let layout = MessageLayout(letter)

        // A first look: heading, sender, whether an appointment is given
        let provisionalHeading = letter.contentLines.prefix(max(14, letter.contentLines.count / 2))
            .first { DocumentClassifier.headingType(of: letter.lines[$0]).map { $0.1 >= 0.7 } ?? false }
        let probe = InstitutionFinder.find(letter, headingLine: provisionalHeading, docType: nil, layout: layout)
        let probeDates = DateRoleAnalyzer.analyze(letter, docType: .innkalling, family: family, scanDate: scanDate,
                                                  layout: layout)
        let timed = probeDates.appointment != nil && (probeDates.appointmentConfidence >= 0.8)
        let classification = DocumentClassifier.classify(letter, sender: probe.kind, hasTimedFutureDate: timed,
                                                         layout: layout)
        let docType = classification.type

        let dates = DateRoleAnalyzer.analyze(letter, docType: docType, family: family, scanDate: scanDate, layout: layout)
        var sender = InstitutionFinder.find(letter, headingLine: classification.headingLine, docType: docType,
                                            layout: layout)
        sender.name = sender.name.map { InstitutionFinder.withoutFamilyNames($0, family: family) }
        sender.shortName = sender.shortName.map { InstitutionFinder.withoutFamilyNames($0, family: family) }

        // Specialty
        var specialty: String? = nil
        var specialtyConfidence = 0.0
        switch docType {
        case .annet where sender.kind == .hospital || sender.kind == .privateClinic:
            // A care message or a dialogue from a hospital department is about that department's field.
            if let d = sender.department, let s = SpecialtyMapper.specialty(forDepartment: d) {
                specialty = s
                specialtyConfidence = 0.7
            } else {
                specialtyConfidence = 0.6
            }
        case .annet where sender.kind == .gp:
            // A message from the family's GP office is general practice's
            specialty = "Allmennmedisin"
            specialtyConfidence = 0.5
        case .labSvar, .vedtak, .annet:
            specialtyConfidence = 0.8
        case .resept:
            if let s = SpecialtyMapper.specialistField(of: letter, sender: sender) {
                // A private specialist prescribes in their field (`Tromsø Hudlegesenter`, `Avtalespesialist i …`)
                specialty = s
                specialtyConfidence = 0.75
            } else if sender.kind == .gp || sender.kind == .pharmacy || sender.kind == nil {
                specialty = "Allmennmedisin"
                specialtyConfidence = sender.kind == nil ? 0.5 : 0.9
            } else if let d = sender.department, let s = SpecialtyMapper.specialty(forDepartment: d) {
                specialty = s
                specialtyConfidence = 0.7
            }
        case .henvisning:
            if let d = sender.recipientDepartment, let s = SpecialtyMapper.specialty(forDepartment: d) {
                specialty = s
                specialtyConfidence = 0.85
            } else if let s = SpecialtyMapper.specialty(inContent: letter) {
                specialty = s
                specialtyConfidence = 0.4
            }
        case .innkalling, .epikrise:
            if let d = sender.department, let s = SpecialtyMapper.specialty(forDepartment: d) {
                specialty = s
                specialtyConfidence = 0.85
            } else if let d = InstitutionFinder.labelledDepartment(letter), let s = SpecialtyMapper.specialty(forDepartment: d) {
                specialty = s
                specialtyConfidence = 0.7
            } else if sender.kind == .gp {
                specialty = "Allmennmedisin"
                specialtyConfidence = 0.5
            } else if sender.kind == .privateClinic, let name = sender.name,
                      let s = SpecialtyMapper.specialty(forDepartment: name) {
                // A practice or a centre is named for its field (`Psykologane på Voss`, `Kysthaug rehabiliteringssenter`).
                specialty = s
                specialtyConfidence = 0.7
            } else if let s = SpecialtyMapper.specialty(inContent: letter) {
                specialty = s
                specialtyConfidence = 0.4
            }
        }

        // Person
        let personResult = PersonMatcher.match(letter, family: family, fodselsnummer: occurrences, fnrLines: fnrLines,
                                               dates: dates, layout: layout)
        let person = personResult.index.map { family[$0] }

        // Keywords
        var keywords = KeywordExtractor.extract(letter, docType: docType, family: family,
                                                excludedNames: Self.staffNames(in: letter),
                                                headingLine: classification.headingLine)
        if keywords.count < 2 {
            // A message between services files under no specialty but may come from a department that
            // has one; a lab's department (`mikrobiologi og smittevern`) says nothing of the patient.
            let padding = specialty ?? (docType == .annet ? sender.department.flatMap(SpecialtyMapper.specialty(forDepartment:)) : nil)
            keywords = KeywordExtractor.padded(keywords, specialty: padding,
                                               heading: classification.headingLine.map { letter.lines[$0].text },
                                               family: family)
        }

        // Title
        let heading = classification.headingLine.map { letter.lines[$0].text }
        let title = TitleBuilder.build(.init(
            docType: docType, date: dates.documentDate ?? scanDate, institutionShort: sender.shortName,
            department: sender.department, specialty: specialty, recipientDepartment: sender.recipientDepartment,
            heading: heading, keywords: keywords, headingPhrase: classification.headingPhrase,
            decision: docType == .vedtak ? DecisionReader.read(letter, headingLine: classification.headingLine) : nil))

        let confidence = FieldConfidence(
            docType: classification.confidence,
            documentDate: dates.documentDate == nil ? 0.3 : dates.documentDateConfidence,
            appointment: docType == .innkalling ? dates.appointmentConfidence : 0.9,
            institution: sender.name == nil ? 0.2 : sender.confidence,
            department: sender.department == nil ? 0.5 : sender.departmentConfidence,
            specialty: specialtyConfidence,
            person: personResult.confidence,
            keywords: keywords.count >= 2 ? 0.7 : 0.3,
            title: min(classification.confidence, dates.documentDate == nil ? 0.4 : 0.9))

        let actions = ActionFinder.find(letter, known: .init(
            docType: docType, documentDate: dates.documentDate, appointment: docType == .innkalling ? dates.appointment : nil,
            appointmentDate: docType == .innkalling ? dates.appointmentDate : nil, fodselsnumre: occurrences))

        return LetterAnalysis(
            docType: docType,
            documentDate: dates.documentDate,
            appointment: docType == .innkalling ? dates.appointment : nil,
            appointmentDate: docType == .innkalling ? dates.appointmentDate : nil,
            institution: sender.name,
            institutionKind: sender.kind,
            department: sender.department,
            specialty: specialty,
            person: person,
            personIndex: personResult.index,
            keywords: keywords,
            title: title,
            fodselsnummerOccurrences: occurrences,
            personnummerFound: !Fodselsnummer.findings(in: text).isEmpty,
            confidence: confidence,
            actions: actions)
    }

    /// Capitalised words on the lines of staff (signers, case officers, requesters, copy recipients):
    /// never keywords.
    static func staffNames(in text: LetterText) -> Set<String> {
        let labels = ["saksbehandler", "rekvirent", "kopi", "dr.", "lege", "fastlege", "overlege", "godkjent av",
                      "utskrevet av", "signert", "sekretær", "med vennlig hilsen", "sakshandsamar", "henvisende"].map(Skeleton.make)
        var names = Set<String>()
        var signature = false
        for line in text.lines where !line.isBlank {
            let s = line.skeleton
            if s.hasPrefix(Skeleton.make("med vennlig hilsen")) || s.hasPrefix(Skeleton.make("med venleg helsing")) { signature = true }
            if signature || labels.contains(where: { Skeleton.contains(s, $0) }) {
                for w in line.text.split(separator: " ") where w.first?.isUppercase ?? false {
                    names.insert(Skeleton.make(w.trimmingCharacters(in: .punctuationCharacters)))
                }
            }
        }
        return names
    }
}
