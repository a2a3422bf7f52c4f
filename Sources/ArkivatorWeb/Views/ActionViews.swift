import ArkivatorLibrary
import ArkivatorCore
import Foundation

/// One payment row of the review form.
struct PaymentFields: Decodable {
    var kind: String?
    var amount: String?
    var due: String?
    var reference: String?
}

/// One follow-up row of the review form.
struct FollowUpFields: Decodable {
    var text: String?
    var due: String?
}

extension ReviewFields {
    /// The «Hva brevet ber om» fields as typed, over the actions the letter had: what the form
    /// does not show (a duration, a deadline in words, the earlier appointment of a moved one)
    /// is kept; what it shows is taken as the user left it.
    func actions(over current: LetterActions, appointment: LocalDateTime?) throws -> LetterActions {
        var actions = current
        func typed(_ text: String?) -> String? {
            guard let text = text?.trimmingCharacters(in: .whitespacesAndNewlines), !text.isEmpty else { return nil }
            return text
        }
        func lines(_ text: String?) -> [Found<String>] {
            (text ?? "").split(whereSeparator: \.isNewline)
                .compactMap { typed(String($0)) }.map { Found($0, confidence: 1) }
        }
        /// A form's rows in the order the page gave them.
        func rows<Row>(_ keyed: [String: Row]?) -> [Row] {
            (keyed ?? [:]).sorted { (Int($0.key.dropFirst()) ?? .max, $0.key) < (Int($1.key.dropFirst()) ?? .max, $1.key) }.map(\.value)
        }
        func date(_ text: String?) throws -> CalendarDate? {
            guard let text = typed(text) else { return nil }
            guard let date = CalendarDate(iso: text) else {
                throw Problem(message: Language.current.words(.dateFormat))
            }
            return date
        }
        /// A time of day on the appointment's day.
        func time(_ text: String?, field: String) throws -> LocalDateTime? {
            guard let text = typed(text) else { return nil }
            let parts = text.split(separator: ":")
            guard let day = appointment?.date else {
                throw Problem(message: Language.current.words(.fieldNeedsAppointment(field: field)))
            }
            guard parts.count == 2, let hour = Int(parts[0]), let minute = Int(parts[1]),
                  let time = LocalDateTime(date: day, hour: hour, minute: minute)
            else { throw Problem(message: Language.current.words(.fieldMustBeHourMinute(field: field))) }
            return time
        }

        actions.appointmentEnd = try time(appointmentEnd, field: Language.current.words(.appointmentEndField)).map { Found($0, confidence: 1) }
        if let end = actions.appointmentEnd?.value, let start = appointment {
            guard end > start else {
                throw Problem(message: Language.current.words(.appointmentMustEndAfter))
            }
            actions.durationMinutes = Found(end.minutes(since: start), confidence: 1)
        }
        let place = AppointmentPlace(department: typed(placeDepartment), building: typed(placeBuilding), floor: typed(placeFloor),
                                     room: typed(placeRoom), address: typed(placeAddress))
        actions.place = place.isEmpty ? nil : Found(place, confidence: 1)
        actions.arriveBy = try time(arriveBy, field: Language.current.words(PageWord.arriveBy)).map { Found($0, confidence: 1) }
        actions.bring = lines(bring)
        actions.preparation = lines(preparation)

        let hours = try typed(cancelHours).map { text in
            guard let hours = Int(text), (0...24 * 60).contains(hours) else {
                throw Problem(message: Language.current.words(.hoursBeforeNotWhole))
            }
            return hours
        }
        let cancellation = CancellationRule(phone: typed(cancelPhone), hoursBefore: hours,
                                            deadlineText: hours == nil ? current.cancellation?.value.deadlineText : nil)
        actions.cancellation = cancellation == CancellationRule() ? nil : Found(cancellation, confidence: 1)

        actions.payments = try rows(payments).compactMap { row -> Found<Payment>? in
            guard let amountText = typed(row.amount) else { return nil }
            guard let amount = Payment.amountInOre(typed: amountText) else {
                throw Problem(message: Language.current.words(.notAnAmountInKroner(amountText: amountText)))
            }
            let kind = row.kind.flatMap(Payment.Kind.init(rawValue:)) ?? .faktura
            return Found(Payment(kind: kind, amountInOre: amount, dueDate: try date(row.due), paymentReference: typed(row.reference)),
                         confidence: 1)
        }
        actions.answerDeadline = try date(answerDeadline).map { Found($0, confidence: 1) }
        actions.references = lines(references).map { line in
            let text = line.value
            guard let colon = text.firstIndex(of: ":") else { return Found(LetterReference(label: "Ref.", value: text), confidence: 1) }
            let label = text[..<colon].trimmingCharacters(in: .whitespaces)
            let value = text[text.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            return Found(LetterReference(label: label.isEmpty ? "Ref." : label, value: value), confidence: 1)
        }.filter { !$0.value.value.isEmpty }
        actions.followUps = try rows(followUps).compactMap { row -> Found<FollowUp>? in
            guard let text = typed(row.text) else { return nil }
            let old = current.followUps.first { $0.value.text == text }?.value
            return Found(FollowUp(text: text, count: old?.count, unit: old?.unit, dueDate: try date(row.due)), confidence: 1)
        }
        actions.contactPhone = typed(contactPhone).map { Found($0, confidence: 1) }
        return actions
    }
}

/// The «Hva brevet ber om» part of the review form, filled with what the letter gives.
struct ActionFormValues {
    struct PaymentRow {
        struct Kind { let value: String; let label: String; let selected: Bool }
        let index: Int
        /// Counted from 1, as the page names the row.
        let number: Int
        /// The empty row that adds another, folded away under «Legg til betaling».
        let isNew: Bool
        let kinds: [Kind]
        let amount: String
        let due: String
        let reference: String
    }

    struct FollowUpRow {
        let index: Int
        let number: Int
        let isNew: Bool
        let text: String
        let due: String
    }

    let appointment: String
    let appointmentEnd: String
    let placeAddress: String
    let placeBuilding: String
    let placeFloor: String
    let placeDepartment: String
    let placeRoom: String
    let arriveBy: String
    let bring: String
    let preparation: String
    let cancelPhone: String
    let cancelHours: String
    let payments: [PaymentRow]
    let answerDeadline: String
    let references: String
    let followUps: [FollowUpRow]
    let contactPhone: String
    /// The fields read with little confidence, by label, for the hint above them.
    let unsure: String?

    init(_ document: Document) {
        let actions = document.actions
        func clock(_ time: LocalDateTime?) -> String { time.map { String($0.iso.suffix(5)) } ?? "" }
        appointment = document.appointment?.iso ?? ""
        appointmentEnd = clock(actions.appointmentEnd?.value)
        let place = actions.place?.value
        placeAddress = place?.address ?? ""
        placeBuilding = place?.building ?? ""
        placeFloor = place?.floor ?? ""
        placeDepartment = place?.department ?? ""
        placeRoom = place?.room ?? ""
        arriveBy = clock(actions.arriveBy?.value)
        bring = actions.bring.map(\.value).joined(separator: "\n")
        preparation = actions.preparation.map(\.value).joined(separator: "\n")
        cancelPhone = actions.cancellation?.value.phone ?? ""
        cancelHours = actions.cancellation?.value.hoursBefore.map(String.init) ?? ""
        // Each saved row, and one empty row to add another.
        let paymentValues = actions.payments.map(\.value) + [nil]
        payments = paymentValues.enumerated().map { index, payment in
            PaymentRow(index: index, number: index + 1, isNew: payment == nil,
                       kinds: Payment.Kind.allCases.map { .init(value: $0.rawValue, label: $0.label, selected: $0 == (payment?.kind ?? .egenandel)) },
                       amount: payment.map { String($0.amountText.dropFirst(3)) } ?? "",
                       due: payment?.dueDate?.iso ?? "", reference: payment?.paymentReference ?? "")
        }
        answerDeadline = actions.answerDeadline?.value.iso ?? ""
        references = actions.references.map { "\($0.value.label): \($0.value.value)" }.joined(separator: "\n")
        followUps = (actions.followUps.map(\.value) + [nil]).enumerated().map { index, followUp in
            FollowUpRow(index: index, number: index + 1, isNew: followUp == nil, text: followUp?.text ?? "",
                        due: followUp?.dueDate?.iso ?? "")
        }
        contactPhone = actions.contactPhone?.value ?? ""
        let unsureLabels = ActionLines.unsureLabels(of: actions)
        unsure = unsureLabels.isEmpty ? nil : unsureLabels.joined(separator: ", ")
    }
}

/// The fields a family acts on as lines of the letter's page: label and value, in the order
/// a visitor needs them.
enum ActionLines {
    /// Below this a value is shown as one to check.
    static let unsureBelow = 0.6

    static func lines(of document: Document) -> [PageRoutes.DetailPage.Field] {
        let actions = document.actions
        var lines: [PageRoutes.DetailPage.Field] = []
        func add(text label: String, _ value: String?) {
            guard let value, !value.isEmpty else { return }
            lines.append(.init(label: label, value: value))
        }
        func add(_ label: Message, _ value: String?) {
            add(text: Language.current.words(label), value)
        }
        if let change = actions.change?.value {
            add(.lineChange, change == .cancelled ? Language.current.words(.appointmentCancelled)
                                                          : Language.current.words(.appointmentMoved))
        }
        add(.lineEnds, actions.appointmentEnd.map { String($0.value.iso.suffix(5)) })
        if actions.appointmentEnd == nil { add(.lineDuration, actions.durationMinutes.map { "\($0.value) min" }) }
        add(.linePlace, actions.place.map { $0.value.parts.joined(separator: ", ") })
        add(.lineArrive, actions.arriveBy.map { "\(Language.current.words(.atTime)) \($0.value.iso.suffix(5))" })
        add(.lineBring, actions.bring.map(\.value).joined(separator: "; "))
        add(.linePreparation, actions.preparation.map(\.value).joined(separator: "; "))
        if let rule = actions.cancellation?.value {
            let deadline = rule.hoursBefore.map { Language.current.words(.hoursBefore(hours: $0)) } ?? rule.deadlineText
            add(.lineCancelling, [rule.phone.map { Language.current.words(.phone(number: $0)) }, deadline]
                .compactMap { $0 }.joined(separator: ", "))
        }
        for payment in actions.payments.map(\.value) {
            let due = payment.dueDate.map { Language.current.words(.byDate(date: $0.norwegianNumeric)) }
            add(text: payment.kind.label.capitalizedFirst,
                [payment.amountText, due, payment.paymentReference].compactMap { $0 }.joined(separator: ", "))
        }
        add(.lineReplyBy, actions.answerDeadline?.value.norwegianNumeric)
        for followUp in actions.followUps.map(\.value) {
            add(.lineFollowUp, [followUp.text, followUp.dueDate.map { "(\(Language.current.words(.aroundTime)) \($0.norwegianNumeric))" }]
                .compactMap { $0 }.joined(separator: " "))
        }
        add(.linePhone, actions.contactPhone?.value)
        add(.lineReference, actions.references.map { "\($0.value.label) \($0.value.value)" }.joined(separator: "; "))
        return lines
    }

    /// The labels of the fields read with little confidence.
    static func unsureLabels(of actions: LetterActions) -> [String] {
        func unsure(_ confidence: Double?) -> Bool { (confidence ?? 1) < unsureBelow }
        var labels: [String] = []
        func check(_ confidences: [Double?], _ label: Message) {
            if confidences.contains(where: unsure) { labels.append(Language.current.words(label)) }
        }
        check([actions.appointmentEnd?.confidence], .unsureEnd)
        check([actions.place?.confidence], .unsurePlace)
        check([actions.arriveBy?.confidence], .unsureArriveBy)
        check(actions.bring.map(\.confidence), .unsureBring)
        check(actions.preparation.map(\.confidence), .unsurePreparation)
        check([actions.cancellation?.confidence], .unsureCancelling)
        check(actions.payments.map(\.confidence), .unsurePayment)
        check([actions.answerDeadline?.confidence], .unsureReplyBy)
        check(actions.followUps.map(\.confidence), .unsureFollowUp)
        check([actions.contactPhone?.confidence], .unsurePhone)
        return labels
    }
}

extension Payment.Kind {
    var label: String {
        switch self {
        case .egenandel: Language.current.words(.patientCharge)
        case .faktura: Language.current.words(.invoice)
        case .gebyr: Language.current.words(.fee)
        }
    }
}
