import ArkivatorCore

// What a letter asks the family to do, as the wire carries it: each value with its
// confidence, a time as `YYYY-MM-DDTHH:MM` and a day as `YYYY-MM-DD`, the forms the domain's
// own Codable writes.

extension Components.Schemas.LetterActions {
    public init(_ actions: ArkivatorCore.LetterActions) {
        typealias Schema = Components.Schemas.LetterActions
        self.init(
            appointmentEnd: actions.appointmentEnd.map { .init(value: $0.value.iso, confidence: $0.confidence) },
            durationMinutes: actions.durationMinutes.map { .init(value: $0.value, confidence: $0.confidence) },
            place: actions.place.map { found in
                let place = found.value
                return .init(value: .init(department: place.department, building: place.building, floor: place.floor,
                                          room: place.room, address: place.address),
                             confidence: found.confidence)
            },
            arriveBy: actions.arriveBy.map { .init(value: $0.value.iso, confidence: $0.confidence) },
            bring: actions.bring.map { .init(value: $0.value, confidence: $0.confidence) },
            preparation: actions.preparation.map { .init(value: $0.value, confidence: $0.confidence) },
            cancellation: actions.cancellation.map { found in
                let rule = found.value
                return .init(value: .init(phone: rule.phone, hoursBefore: rule.hoursBefore, deadlineText: rule.deadlineText),
                             confidence: found.confidence)
            },
            payments: actions.payments.map { found in
                let payment = found.value
                return .init(value: .init(kind: .init(payment.kind), amountInOre: payment.amountInOre,
                                          dueDate: payment.dueDate?.iso, paymentReference: payment.paymentReference),
                             confidence: found.confidence)
            },
            answerDeadline: actions.answerDeadline.map { .init(value: $0.value.iso, confidence: $0.confidence) },
            references: actions.references.map { .init(value: .init(label: $0.value.label, value: $0.value.value),
                                                       confidence: $0.confidence) },
            followUps: actions.followUps.map { found in
                let followUp = found.value
                return .init(value: .init(text: followUp.text, count: followUp.count, unit: followUp.unit.map(Schema.FollowUpUnit.init),
                                          dueDate: followUp.dueDate?.iso),
                             confidence: found.confidence)
            },
            contactPhone: actions.contactPhone.map { .init(value: $0.value, confidence: $0.confidence) },
            change: actions.change.map { .init(value: .init($0.value), confidence: $0.confidence) },
            previousAppointment: actions.previousAppointment.map { .init(value: $0.value.iso, confidence: $0.confidence) })
    }

    typealias FollowUpUnit = FollowUpsPayloadPayload.ValuePayload.UnitPayload
}

extension Components.Schemas.LetterActions.PaymentsPayloadPayload.ValuePayload.KindPayload {
    init(_ kind: Payment.Kind) {
        switch kind {
        case .egenandel: self = .egenandel
        case .faktura: self = .faktura
        case .gebyr: self = .gebyr
        }
    }
}

extension Components.Schemas.LetterActions.FollowUpsPayloadPayload.ValuePayload.UnitPayload {
    init(_ unit: FollowUp.Unit) {
        switch unit {
        case .days: self = .days
        case .weeks: self = .weeks
        case .months: self = .months
        case .years: self = .years
        }
    }
}

extension Components.Schemas.LetterActions.ChangePayload.ValuePayload {
    init(_ change: AppointmentChange) {
        switch change {
        case .moved: self = .moved
        case .cancelled: self = .cancelled
        }
    }
}
