import Foundation

/// One value read from a letter, with how sure the reading is (0–1). A value the user typed or
/// confirmed is 1.
public struct Found<Value: Sendable & Hashable & Codable>: Sendable, Hashable, Codable {
    public var value: Value
    public var confidence: Double

    public init(_ value: Value, confidence: Double) {
        self.value = value
        self.confidence = confidence
    }
}

/// Where an appointment is: as much of it as the letter gives.
public struct AppointmentPlace: Sendable, Hashable, Codable {
    /// «Gastrokirurgisk poliklinikk», «Røntgenavdelingen».
    public var department: String?
    /// «Bygg 2», «Akuttmottaket», «Ekspedisjonen, Bevegelsessenteret».
    public var building: String?
    /// «3. etasje», «plan 2».
    public var floor: String?
    /// «Rom 214», «Ekspedisjon B».
    public var room: String?
    /// A street address: «Sognsvannsveien 20, 0372 Oslo».
    public var address: String?

    public init(department: String? = nil, building: String? = nil, floor: String? = nil, room: String? = nil,
                address: String? = nil) {
        self.department = department
        self.building = building
        self.floor = floor
        self.room = room
        self.address = address
    }

    public var isEmpty: Bool { [department, building, floor, room, address].allSatisfy { $0 == nil } }

    /// The parts in the order a visitor follows them, for one line of text.
    public var parts: [String] { [address, building, floor, department, room].compactMap { $0 } }
}

/// How to cancel or move an appointment.
public struct CancellationRule: Sendable, Hashable, Codable {
    /// The number to call, digits grouped as the letter groups them: «73 86 12 34».
    public var phone: String?
    /// How long before the appointment at the latest, in hours («senest 24 timer før»: 24;
    /// «innen kl. 12 dagen før»: nil, see ``deadlineText``).
    public var hoursBefore: Int?
    /// The deadline in the letter's words when it is not a number of hours.
    public var deadlineText: String?

    public init(phone: String? = nil, hoursBefore: Int? = nil, deadlineText: String? = nil) {
        self.phone = phone
        self.hoursBefore = hoursBefore
        self.deadlineText = deadlineText
    }
}

/// Money the letter asks the family to pay. A fee that is only charged if something happens
/// («gebyr ved uteblivelse») is no payment and is not one of these.
public struct Payment: Sendable, Hashable, Codable {
    public enum Kind: String, Sendable, Hashable, Codable, CaseIterable {
        /// A patient's share: «egenandel».
        case egenandel
        /// An invoice: «faktura», «regning», «å betale».
        case faktura
        /// A fee charged already: «gebyr», «purregebyr».
        case gebyr
    }

    public var kind: Kind
    /// In øre, so that «kr 375,50» is exact.
    public var amountInOre: Int
    public var dueDate: CalendarDate?
    /// «KID 123456789», the account number, or an invoice number: what the bank asks for.
    public var paymentReference: String?

    public init(kind: Kind, amountInOre: Int, dueDate: CalendarDate? = nil, paymentReference: String? = nil) {
        self.kind = kind
        self.amountInOre = amountInOre
        self.dueDate = dueDate
        self.paymentReference = paymentReference
    }

    /// «kr 375» or «kr 375,50».
    public var amountText: String {
        let kroner = amountInOre / 100
        let ore = amountInOre % 100
        return ore == 0 ? "kr \(kroner)" : "kr \(kroner),\(ore < 10 ? "0" : "")\(ore)"
    }
}

/// A number the sender files the letter under: «Vår ref.», «Deres ref.», «Saksnr.», «Fakturanr.».
public struct LetterReference: Sendable, Hashable, Codable {
    /// The label as the letter writes it, without its colon: «Vår ref.», «Saksnummer».
    public var label: String
    public var value: String

    public init(label: String, value: String) {
        self.label = label
        self.value = value
    }
}

/// A later time the letter says will come: «ny kontroll om 6 måneder», «kontroll etter 3 uker».
public struct FollowUp: Sendable, Hashable, Codable {
    public enum Unit: String, Sendable, Hashable, Codable, CaseIterable {
        case days, weeks, months, years
    }

    /// The letter's own words, one sentence or clause: «Kontroll ved poliklinikken om 6 uker».
    public var text: String
    public var count: Int?
    public var unit: Unit?
    /// The day it falls on, counted from the appointment, else the letter's date; nil when the
    /// letter gives no interval.
    public var dueDate: CalendarDate?

    public init(text: String, count: Int? = nil, unit: Unit? = nil, dueDate: CalendarDate? = nil) {
        self.text = text
        self.count = count
        self.unit = unit
        self.dueDate = dueDate
    }
}

/// What a later letter does to an appointment given before.
public enum AppointmentChange: String, Sendable, Hashable, Codable, CaseIterable {
    /// «Timen er flyttet», «ny time», «endring av time».
    case moved
    /// «Timen er avlyst», «timen utgår».
    case cancelled
}

/// What a letter asks the family to do, and what they need to do it: the fields a family acts
/// on. Every field is optional or empty when the letter does not say; each carries its own
/// confidence. The appointment's start stays in ``LetterAnalysis/appointment``.
public struct LetterActions: Sendable, Hashable, Codable {
    /// When the letter gives one: «kl. 08.30–09.15».
    public var appointmentEnd: Found<LocalDateTime>?
    /// «Timen varer ca. 45 minutter»; also when an end is given.
    public var durationMinutes: Found<Int>?
    public var place: Found<AppointmentPlace>?
    /// When to be there: «Møt 15 minutter før» (the start less 15 minutes) or «Oppmøte kl. 07.45».
    public var arriveBy: Found<LocalDateTime>?
    /// «Ta med medisinlisten», «Ta med gyldig legitimasjon»: one thing each.
    public var bring: [Found<String>]
    /// «Du må faste fra midnatt», «Stopp Marevan 5 dager før»: one instruction each.
    public var preparation: [Found<String>]
    public var cancellation: Found<CancellationRule>?
    public var payments: [Found<Payment>]
    /// «Svar innen 14 dager» (counted from the letter's date), «Frist for å klage: 1. mars 2026».
    public var answerDeadline: Found<CalendarDate>?
    public var references: [Found<LetterReference>]
    public var followUps: [Found<FollowUp>]
    /// The number to call with questions, when the letter gives one apart from cancelling.
    public var contactPhone: Found<String>?
    /// This letter moves or cancels an appointment given in an earlier letter.
    public var change: Found<AppointmentChange>?
    /// The earlier appointment the change is about, when the letter names it.
    public var previousAppointment: Found<LocalDateTime>?

    public init(appointmentEnd: Found<LocalDateTime>? = nil, durationMinutes: Found<Int>? = nil,
                place: Found<AppointmentPlace>? = nil, arriveBy: Found<LocalDateTime>? = nil,
                bring: [Found<String>] = [], preparation: [Found<String>] = [],
                cancellation: Found<CancellationRule>? = nil, payments: [Found<Payment>] = [],
                answerDeadline: Found<CalendarDate>? = nil, references: [Found<LetterReference>] = [],
                followUps: [Found<FollowUp>] = [], contactPhone: Found<String>? = nil,
                change: Found<AppointmentChange>? = nil, previousAppointment: Found<LocalDateTime>? = nil) {
        self.appointmentEnd = appointmentEnd
        self.durationMinutes = durationMinutes
        self.place = place
        self.arriveBy = arriveBy
        self.bring = bring
        self.preparation = preparation
        self.cancellation = cancellation
        self.payments = payments
        self.answerDeadline = answerDeadline
        self.references = references
        self.followUps = followUps
        self.contactPhone = contactPhone
        self.change = change
        self.previousAppointment = previousAppointment
    }

    public static let none = LetterActions()

    public var isEmpty: Bool { self == .none }
}

extension KeyedDecodingContainer {
    /// A record or draft written before letters had actions reads as a letter with none.
    public func decode(_ type: LetterActions.Type, forKey key: Key) throws -> LetterActions {
        try decodeIfPresent(type, forKey: key) ?? .none
    }
}
