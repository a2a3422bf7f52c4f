/// How much of a letter a subscribed calendar carries. A subscription is fetched by the
/// phone's calendar service and kept in its cloud, outside the library's encryption, so the
/// default says only when and where.
public enum CalendarPrivacy: String, Sendable, Hashable, Codable, CaseIterable {
    /// The time, the place (institution, building, floor, room, street address) and a summary
    /// that names no medicine: «Time på sykehus», «Legetime», «Time». Never the title, the
    /// department (it names the field of medicine), a diagnosis, a keyword or a fødselsnummer.
    case timeAndPlace
    /// Also the letter's title, the department, when to arrive, what to bring, how to prepare,
    /// how to cancel and the reference, each with every fødselsnummer taken out.
    case full
}
