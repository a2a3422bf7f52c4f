import Foundation

extension LetterActions {
    /// Every piece of free text the fields hold, for the checks any text the user types passes.
    public var texts: [String] {
        var texts = bring.map(\.value) + preparation.map(\.value) + followUps.map(\.value.text)
        texts += place.map(\.value.parts) ?? []
        texts += [cancellation?.value.phone, cancellation?.value.deadlineText, contactPhone?.value].compactMap { $0 }
        texts += references.flatMap { [$0.value.label, $0.value.value] }
        texts += payments.compactMap(\.value.paymentReference)
        return texts
    }

    /// These fields as the user saved them over `previous`: a value the user changed or added is
    /// theirs, sure (confidence 1); one left as it was keeps the confidence it was read with.
    public func confirmingChanges(from previous: LetterActions) -> LetterActions {
        func kept<Value>(_ new: Found<Value>?, _ old: Found<Value>?) -> Found<Value>? {
            guard let new else { return nil }
            return new.value == old?.value ? old : Found(new.value, confidence: 1)
        }
        func kept<Value>(_ new: [Found<Value>], _ old: [Found<Value>]) -> [Found<Value>] {
            new.map { item in old.first { $0.value == item.value } ?? Found(item.value, confidence: 1) }
        }
        return LetterActions(
            appointmentEnd: kept(appointmentEnd, previous.appointmentEnd),
            durationMinutes: kept(durationMinutes, previous.durationMinutes),
            place: kept(place, previous.place),
            arriveBy: kept(arriveBy, previous.arriveBy),
            bring: kept(bring, previous.bring),
            preparation: kept(preparation, previous.preparation),
            cancellation: kept(cancellation, previous.cancellation),
            payments: kept(payments, previous.payments),
            answerDeadline: kept(answerDeadline, previous.answerDeadline),
            references: kept(references, previous.references),
            followUps: kept(followUps, previous.followUps),
            contactPhone: kept(contactPhone, previous.contactPhone),
            change: kept(change, previous.change),
            previousAppointment: kept(previousAppointment, previous.previousAppointment))
    }
}

extension Payment {
    /// An amount as a person types it, in øre: «375», «375,50», «1 500», «kr 1.500,-», «NOK 375.5».
    /// Nil for anything else, and for nothing or a negative amount.
    public static func amountInOre(typed: String) -> Int? {
        var text = typed.lowercased().trimmingCharacters(in: .whitespaces)
        for prefix in ["kr.", "kr", "nok"] where text.hasPrefix(prefix) { text.removeFirst(prefix.count) }
        text = text.replacingOccurrences(of: ",-", with: "").replacingOccurrences(of: ".-", with: "")
        text = String(text.filter { !$0.isWhitespace && $0 != "\u{A0}" })
        // A separator followed by exactly three digits groups thousands; one or two digits are øre.
        var kroner = text, ore = ""
        if let separator = text.lastIndex(where: { $0 == "," || $0 == "." }) {
            let tail = text[text.index(after: separator)...]
            if (1...2).contains(tail.count) {
                kroner = String(text[..<separator])
                ore = tail.count == 1 ? tail + "0" : String(tail)
            }
        }
        // Thousands come in groups of three after the first: «1.500», never «15.00» or «1.5000».
        let groups = kroner.split(separator: ",", omittingEmptySubsequences: false)
            .flatMap { $0.split(separator: ".", omittingEmptySubsequences: false) }
        guard let first = groups.first, (1...(groups.count == 1 ? 9 : 3)).contains(first.count),
              groups.dropFirst().allSatisfy({ $0.count == 3 })
        else { return nil }
        kroner = groups.joined()
        guard kroner.allSatisfy(\.isASCII), let whole = Int(kroner), whole < 100_000_000,
              ore.isEmpty || Int(ore) != nil
        else { return nil }
        let amount = whole * 100 + (Int(ore) ?? 0)
        return amount > 0 ? amount : nil
    }
}
